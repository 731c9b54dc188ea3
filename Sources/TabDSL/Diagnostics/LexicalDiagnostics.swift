extension LexicalProblem {
    /// The one place where lexical problems become diagnostics (TAB001–TAB007).
    public func diagnostic(in file: SourceFile) -> Diagnostic {
        let span = SourceSpan(file: file, range: range)
        switch kind {
        case .unexpectedCharacter: return Catalogue.unexpectedCharacters(file.text(of: range), at: span)
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
}
