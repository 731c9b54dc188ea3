/// Builds generated source text line by line, with indentation blocks.
///
/// Every line goes through `line(_:)`, which indents it and strips trailing whitespace, so
/// generated files never have trailing spaces, and blank lines are truly empty.
struct CodePrinter {
    /// The text printed so far.
    private(set) var output = ""
    private var depth = 0
    private let indentUnit: String

    init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// Appends one line at the current indentation (or an empty line for `""`).
    ///
    /// Text with embedded line breaks is split, and each piece is indented on its own.
    mutating func line(_ text: String = "") {
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
                for _ in 0..<depth { output += indentUnit }
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

    /// Prints the body one level deeper.
    mutating func indent(_ body: (inout CodePrinter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Prints `/// line` for each line of a doc comment, wrapping lines longer than
    /// `width` characters at spaces.
    mutating func docComment(_ lines: [String], width: Int = 96) {
        for text in lines {
            if text.isEmpty {
                line("///")
                continue
            }
            var current = ""
            var currentWidth = 0
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = word.unicodeScalars.count
                if !current.isEmpty, currentWidth + 1 + wordWidth > width {
                    line("/// " + current)
                    current = String(word)
                    currentWidth = wordWidth
                } else if current.isEmpty {
                    current = String(word)
                    currentWidth = wordWidth
                } else {
                    current += " " + word
                    currentWidth += 1 + wordWidth
                }
            }
            line("/// " + current)
        }
    }
}
