extension LexicalProblem {
    /// The one place where lexical problems become diagnostics (TAB001–TAB007).
    public func diagnostic(in file: SourceFile) -> Diagnostic {
        let span = SourceSpan(file: file, range: range)
        switch kind {
        case .unexpectedCharacter:
            let text = file.text(of: range)
            return Catalogue.unexpectedCharacters(text, fix: Self.mechanicalFix(text, at: range, in: file), at: span)
        case .unterminatedString: return Catalogue.unterminatedString(at: span)
        case .invalidEscape(let character): return Catalogue.invalidEscape(character, at: span)
        case .interpolation: return Catalogue.interpolation(at: span)
        case .invalidUnicodeEscape: return Catalogue.invalidUnicodeEscape(file.text(of: range), at: span)
        case .unterminatedBlockComment: return Catalogue.unterminatedBlockComment(at: span)
        case .invalidColor(let fix): return Catalogue.invalidColorLiteral(file.text(of: range), fix: fix, at: span)
        case .invalidNumber(let problem): return Catalogue.invalidNumberLiteral(file.text(of: range), problem: problem, at: span)
        case .invalidUTF8: return Catalogue.invalidUTF8(file.bytes[range.offset..<range.end], at: span)
        }
    }

    /// The fix of an unexpected character that stands for another: `=` for `:`, and a
    /// single-quoted text on one line (`'Home'`) for a double-quoted one. Both quotes of such a
    /// text get the same fix, which `check --fix` applies once.
    static func mechanicalFix(_ text: String, at range: SourceRange, in file: SourceFile) -> (range: SourceRange, replacement: String)? {
        let bytes = file.bytes
        if text == "=" {
            // `title = "Home"` becomes `title: "Home"`: the spaces before the `=` go with it.
            var start = range.offset
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
            return (SourceRange.from(start, to: range.end), ":")
        }
        guard text == "'" else { return nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func stopsText(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        // An opening quote follows no word; a closing one does.
        let opens = range.offset == 0 || !isWordByte(bytes[range.offset - 1])
        var open = range.offset
        var close = range.offset
        if opens {
            close = range.end
            while close < bytes.count, bytes[close] != UInt8(ascii: "'") {
                if stopsText(bytes[close]) { return nil }
                close += 1
            }
            guard close < bytes.count else { return nil }
        } else {
            repeat {
                guard open > 0, !stopsText(bytes[open - 1]) else { return nil }
                open -= 1
            } while bytes[open] != UInt8(ascii: "'") || (open > 0 && isWordByte(bytes[open - 1]))
        }
        let inner = file.text(of: SourceRange.from(open + 1, to: close))
        return (SourceRange.from(open, to: close + 1), "\"" + inner + "\"")
    }
}
