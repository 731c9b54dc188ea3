extension LexicalProblem {
    /// The one place where lexical problems become diagnostics (TAB001–TAB007).
    public func diagnostic(in file: SourceFile) -> Diagnostic {
        let span = SourceSpan(file: file, range: range)
        let text = file.text(of: range)
        switch kind {
        case .unexpectedCharacter:
            let visible = DisplayText.quoted(text)
            let shown = text.unicodeScalars.count == 1 ? "character '\(visible)'" : "characters '\(visible)'"
            return Diagnostic(code: .TAB001, message: "unexpected \(shown)", span: span)
        case .unterminatedString:
            return Diagnostic(
                code: .TAB002, message: "unterminated string: the closing '\"' is missing on this line",
                span: span, help: ["a string must end on the line it starts; write a line break as \\n"])
        case .invalidEscape(let character):
            return Diagnostic(
                code: .TAB003, message: "invalid escape '\\\(character)' in a string",
                span: span,
                help: ["the escapes are \\\\ \\\" \\n \\t \\r \\0 and \\u{...}; write a backslash as \\\\"],
                fixIts: [FixIt(message: "escape the backslash", edits: [TextEdit(range: SourceRange(offset: range.offset, length: 1), replacement: "\\\\")])])
        case .interpolation:
            return Diagnostic(
                code: .TAB003, message: "string interpolation '\\(' is not supported in .tabs strings",
                span: span, help: ["strings are plain text; to write a backslash followed by '(', use \\\\("])
        case .invalidUnicodeEscape:
            return Diagnostic(
                code: .TAB003, message: "invalid Unicode escape '\(text)': expected \\u{...} with 1 to 8 hex digits naming a Unicode scalar",
                span: span)
        case .unterminatedBlockComment:
            return Diagnostic(
                code: .TAB004, message: "unterminated block comment: '/*' is never closed by '*/'",
                span: span, help: ["block comments nest: every '/*' inside needs its own '*/'"])
        case .invalidColor(let fix):
            var fixIts: [FixIt] = []
            if let fix { fixIts.append(FixIt(message: "write '\(fix)'", edits: [TextEdit(range: range, replacement: fix)])) }
            return Diagnostic(
                code: .TAB005,
                message: "invalid color literal '\(text)': expected '#' and 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"
                    + DidYouMean(suggestion: fix).clause,
                span: span, fixIts: fixIts)
        case .invalidNumber(let reason):
            return Diagnostic(code: .TAB006, message: "invalid number literal '\(text)': \(reason)", span: span)
        case .invalidUTF8:
            let bytes = file.bytes[range.offset..<range.end].map { "0x" + String($0, radix: 16, uppercase: true) }
            return Diagnostic(
                code: .TAB007, message: "invalid UTF-8 (\(bytes.prefix(8).joined(separator: " "))\(bytes.count > 8 ? " …" : ""))",
                span: span, help: ["save the file as UTF-8"])
        }
    }
}
