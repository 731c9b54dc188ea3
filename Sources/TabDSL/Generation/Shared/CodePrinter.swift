import Foundation

/// Builds generated source text line by line, with indentation blocks.
///
/// Every line goes through `line(_:)`, which indents it and strips trailing whitespace, so
/// generated files never have trailing spaces, and blank lines are truly empty.
struct CodePrinter {
    /// The text printed so far.
    private(set) var output = ""
    private var depth = 0 {
        didSet { indentation = String(repeating: indentUnit, count: depth) }
    }
    /// `indentUnit` repeated `depth` times.
    private var indentation = ""
    private let indentUnit: String

    init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// Appends one line at the current indentation (or an empty line for `""`).
    ///
    /// Text with embedded line breaks is split, and each piece is indented on its own, so a
    /// multi-line string literal of generated code prints at the current depth.
    mutating func line(_ text: String = "") {
        // Almost every line is one line with nothing to trim: appended whole (see
        // docs/performance.md for why the check uses memchr).
        let last = text.utf8.last
        if last != UInt8(ascii: " ") && last != UInt8(ascii: "\t"),
           text.utf8.withContiguousStorageIfAvailable({ buffer in buffer.baseAddress.map { memchr($0, 0x0A, buffer.count) == nil } ?? true }) == true {
            if !text.isEmpty {
                output += indentation
                output += text
            }
            output += "\n"
            return
        }
        // Works on UTF-8: line breaks, spaces and tabs are single bytes, so splitting and
        // trimming there is exact and avoids grapheme breaking on the hot path.
        let bytes = text.utf8
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var trimmedEnd = end
            while trimmedEnd > start {
                let previous = bytes.index(before: trimmedEnd)
                guard bytes[previous] == UInt8(ascii: " ") || bytes[previous] == UInt8(ascii: "\t") else { break }
                trimmedEnd = previous
            }
            if trimmedEnd > start {
                output += indentation
                output += text[start..<trimmedEnd]
            }
            output += "\n"
            guard end < bytes.endIndex else { return }
            start = bytes.index(after: end)
        }
    }

    /// Appends several lines at the current indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Appends an empty line unless the output is empty or already ends with one, or the
    /// previous line opens a block.
    mutating func blankLine() {
        guard !output.isEmpty, !output.hasSuffix("\n\n"), !output.hasSuffix("{\n") else { return }
        output += "\n"
    }

    /// Prints `header {`, the body one level deeper, then `}` (plus `trailer`, such as `)`).
    ///
    /// An `else` block right after a block joins its closing brace: `} else {`.
    mutating func block(_ header: String, trailer: String = "", _ body: (inout CodePrinter) -> Void) {
        let closing = String(repeating: indentUnit, count: depth) + "}\n"
        if header == "else" || header.hasPrefix("else "), output.hasSuffix(closing) {
            output.removeLast(closing.count)
            line("} " + header + " {")
        } else {
            line(header.isEmpty ? "{" : header + " {")
        }
        indent(body)
        line("}" + trailer)
    }

    /// Prints `header { parameters in`, the body one level deeper, then `}` (plus `trailer`).
    mutating func closure(_ header: String, _ parameters: String, trailer: String = "", _ body: (inout CodePrinter) -> Void) {
        line(parameters.isEmpty ? header + " {" : header + " { " + parameters + " in")
        indent(body)
        line("}" + trailer)
    }

    /// Prints `#if condition`, the body at the same depth, then `#endif`.
    mutating func conditional(_ condition: String, _ body: (inout CodePrinter) -> Void) {
        line("#if " + condition)
        body(&self)
        line("#endif")
    }

    /// Prints the body one level deeper.
    mutating func indent(_ body: (inout CodePrinter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Prints `/// line` for each line of a doc comment, wrapping lines longer than
    /// `width` characters (Unicode scalars) at spaces.
    mutating func docComment(_ lines: [String], width: Int = 96) {
        for text in lines {
            if text.isEmpty {
                line("///")
                continue
            }
            // Works on UTF-8, as `line` does: the generator prints long doc comments in every
            // file, and splitting them into Strings word by word took half its time. The
            // line so far is the bytes `start..<end` of the text (words are one space apart).
            let bytes = Array(text.utf8)
            var start = 0
            var end = 0
            var currentWidth = 0
            var wordStart = 0
            while wordStart <= bytes.count {
                var wordEnd = wordStart
                var wordWidth = 0
                while wordEnd < bytes.count && bytes[wordEnd] != UInt8(ascii: " ") {
                    // A scalar starts at each byte that is not a continuation byte.
                    if bytes[wordEnd] & 0xC0 != 0x80 { wordWidth += 1 }
                    wordEnd += 1
                }
                if end > start, currentWidth + 1 + wordWidth > width {
                    line("/// " + String(decoding: bytes[start..<end], as: UTF8.self))
                    (start, end, currentWidth) = (wordStart, wordEnd, wordWidth)
                } else if end == start {
                    (start, end, currentWidth) = (wordStart, wordEnd, wordWidth)
                } else {
                    end = wordEnd
                    currentWidth += 1 + wordWidth
                }
                wordStart = wordEnd + 1
            }
            line("/// " + String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }
}
