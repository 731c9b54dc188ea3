/// The tokens of one file, comments and line ends included, and the lexical problems found.
public struct LexedFile: Sendable {
    public var tokens: [Token]
    public var problems: [LexicalProblem]
}

/// Splits UTF-8 bytes into tokens. It never reports: problems are recorded beside the tokens
/// and turned into diagnostics by `LexicalProblem.diagnostic(in:)`.
public enum Lexer {
    /// The largest input read: larger files get one TAB901 and no tokens. Layouts are
    /// kilobytes; the limit keeps memory bounded (and token offsets within 32 bits).
    public static let maximumFileSize = 16 * 1024 * 1024

    /// TAB901 for a file over `maximumFileSize`, which is read no further: every way into the
    /// lexer (checking, building, formatting) asks this first.
    public static func sizeLimitDiagnostic(_ file: SourceFile) -> Diagnostic? {
        let byteCount = file.sizeOnDisk ?? file.bytes.count
        guard byteCount > maximumFileSize else { return nil }
        // A stream is read up to the limit plus one byte (docs/files-and-limits.md), so its real size is unknown.
        let sizeIsKnown = file.sizeOnDisk != nil || file.bytes.count != maximumFileSize + 1
        return Catalogue.fileTooLarge(size: sizeIsKnown ? byteCount : nil, at: SourceSpan(file: file, range: .at(0)))
    }

    /// The tokens of `file`; a file over `maximumFileSize` gives only the end-of-file token
    /// (callers report `sizeLimitDiagnostic`, as `Parser.parse` and `TabsFormatter` do).
    public static func lex(_ file: SourceFile) -> LexedFile {
        guard file.bytes.count <= maximumFileSize else {
            return LexedFile(tokens: [Token(kind: .endOfFile, range: .at(0))], problems: [])
        }
        return file.bytes.withUnsafeBufferPointer { buffer in
            scan(buffer, from: file.bomLength)
        }
    }

    /// Scans `bytes` from `start` to their end.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> LexedFile {
        var scanner = Scanner(bytes: bytes, start: start)
        scanner.run()
        return LexedFile(tokens: scanner.tokens, problems: scanner.problems)
    }
}

private let newlineByte = UInt8(ascii: "\n")
private let returnByte = UInt8(ascii: "\r")

@inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
@inline(__always) private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
/// Letters, digits and `_`, read from two 64-bit masks (bytes 0–63, then 64–127).
@inline(__always) private func isIdentifierContinue(_ byte: UInt8) -> Bool {
    if byte < 64 { return (0x03FF_0000_0000_0000 as UInt64) >> byte & 1 != 0 }
    if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> (byte &- 64) & 1 != 0 }
    return false
}
@inline(__always) private func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 0x61 < 6 }

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var index: Int
    var tokens: [Token] = []
    var problems: [LexicalProblem] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.count = bytes.count
        self.index = start
    }

    @inline(__always) func peekByte(at position: Int) -> UInt8? { position < count ? bytes[position] : nil }

    mutating func add(_ kind: TokenKind, from start: Int, flags: TokenFlags = []) {
        append(Token(kind: kind, range: .from(start, to: index), flags: flags))
    }

    mutating func append(_ token: Token) {
        tokens.append(token)
    }

    mutating func problem(_ kind: LexicalProblem.Kind, _ range: SourceRange) {
        problems.append(LexicalProblem(kind: kind, range: range))
    }

    mutating func run() {
        while index < count {
            let start = index
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                lexIdentifier()
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // Indentation comes in runs.
                let bytes = self.bytes, count = self.count
                var end = index + 1
                while end < count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
                index = end
            case newlineByte:
                index += 1
                add(.newline, from: start)
            case returnByte:
                index += peekByte(at: index + 1) == newlineByte ? 2 : 1
                add(.newline, from: start)
            case UInt8(ascii: "/"):
                let next = peekByte(at: index + 1)
                if next == UInt8(ascii: "/") {
                    lexLineComment()
                } else if next == UInt8(ascii: "*") {
                    lexBlockComment()
                } else {
                    lexUnexpectedRun()
                }
            case UInt8(ascii: "\""):
                lexString()
            case UInt8(ascii: "#"):
                lexColor()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "."):
                if let next = peekByte(at: index + 1), isDigit(next) {
                    lexNumber()
                } else {
                    index += 1
                    add(.dot, from: start)
                }
            case UInt8(ascii: "{"): punctuation(.leftBrace)
            case UInt8(ascii: "}"): punctuation(.rightBrace)
            case UInt8(ascii: "("): punctuation(.leftParen)
            case UInt8(ascii: ")"): punctuation(.rightParen)
            case UInt8(ascii: "["): punctuation(.leftBracket)
            case UInt8(ascii: "]"): punctuation(.rightBracket)
            case UInt8(ascii: ":"): punctuation(.colon)
            case UInt8(ascii: ","): punctuation(.comma)
            case UInt8(ascii: ";"): punctuation(.semicolon)
            default:
                if byte >= 0x80 && UTF8Validation.sequenceLength(bytes, at: index) == nil {
                    lexInvalidUTF8Run()
                } else {
                    lexUnexpectedRun()
                }
            }
        }
        append(Token(kind: .endOfFile, range: .at(count)))
    }

    @inline(__always) mutating func punctuation(_ kind: TokenKind) {
        index += 1
        append(Token(kind: kind, range: SourceRange(offset: index - 1, length: 1)))
    }

    mutating func lexIdentifier() {
        let start = index
        // Scanned with locals: through `self` every step would be a load and a store.
        let bytes = self.bytes, count = self.count
        var end = start + 1
        while end < count && isIdentifierContinue(bytes[end]) { end += 1 }
        index = end
        add(TokenKind.keyword(bytes, start, end - start) ?? .identifier, from: start)
    }

    /// Whether the character at `position` can't start any token, so it continues a TAB001 run.
    func isUnexpected(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte >= 0x80 { return UTF8Validation.sequenceLength(bytes, at: position) != nil }
        if isIdentifierContinue(byte) { return false }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), newlineByte, returnByte,
             UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"):
            return false
        case UInt8(ascii: "/"):
            let next = peekByte(at: position + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        default:
            return true
        }
    }

    /// Advances past one character: a whole UTF-8 sequence, or one byte.
    @inline(__always) mutating func advanceCharacter() {
        if bytes[index] < 0x80 {
            index += 1
        } else {
            index += UTF8Validation.sequenceLength(bytes, at: index) ?? 1
        }
    }

    mutating func lexUnexpectedRun() {
        let start = index
        advanceCharacter()
        while index < count && isUnexpected(at: index) { advanceCharacter() }
        add(.unknown, from: start)
        problem(.unexpectedCharacter, .from(start, to: index))
    }

    /// Steps over one character inside a comment or string; returns false after reporting
    /// the run of invalid UTF-8 that stands there instead (TAB007).
    mutating func skipContentCharacter() -> Bool {
        if bytes[index] < 0x80 {
            index += 1
        } else if let length = UTF8Validation.sequenceLength(bytes, at: index) {
            index += length
        } else {
            problem(.invalidUTF8, skipInvalidUTF8())
            return false
        }
        return true
    }

    /// Consumes a run of bytes that start no valid UTF-8 sequence; returns its range.
    mutating func skipInvalidUTF8() -> SourceRange {
        let start = index
        index += 1
        while index < count && bytes[index] >= 0x80 && UTF8Validation.sequenceLength(bytes, at: index) == nil {
            index += 1
        }
        return .from(start, to: index)
    }

    mutating func lexInvalidUTF8Run() {
        let start = index
        let range = skipInvalidUTF8()
        add(.invalidUTF8, from: start)
        problem(.invalidUTF8, range)
    }

    /// Scans to the end of the line, reporting invalid UTF-8 on the way.
    mutating func skipToLineEnd() -> Bool {
        var sawInvalid = false
        while index < count {
            let byte = bytes[index]
            if byte == newlineByte || byte == returnByte { break }
            if !skipContentCharacter() {
                sawInvalid = true
            }
        }
        return sawInvalid
    }

    mutating func lexLineComment() {
        let start = index
        // Exactly three slashes make a doc comment; two or four and more an ordinary one.
        let isDoc = peekByte(at: index + 2) == UInt8(ascii: "/") && peekByte(at: index + 3) != UInt8(ascii: "/")
        let invalid = skipToLineEnd()
        add(isDoc ? .docComment : .lineComment, from: start, flags: invalid ? .invalidContent : [])
    }

    mutating func lexBlockComment() {
        let start = index
        index += 2
        var depth = 1
        var flags: TokenFlags = []
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") && peekByte(at: index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/") && peekByte(at: index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else if !skipContentCharacter() {
                flags.insert(.invalidContent)
            }
        }
        if depth > 0 {
            flags.insert(.unterminated)
            problem(.unterminatedBlockComment, SourceRange(offset: start, length: 2))
        }
        add(.blockComment, from: start, flags: flags)
    }

    mutating func lexString() {
        let start = index
        index += 1
        var flags: TokenFlags = []
        while true {
            guard index < count, bytes[index] != newlineByte, bytes[index] != returnByte else {
                flags.insert(.unterminated)
                problem(.unterminatedString, SourceRange(offset: start, length: 1))
                break
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                flags.insert(.escapes)
                if !lexEscape() { flags.insert(.invalidContent) }
            } else if !skipContentCharacter() {
                flags.insert(.invalidContent)
            }
        }
        add(.string, from: start, flags: flags)
    }

    /// Scans one escape at the backslash; returns false (after recording the problem) when it is invalid.
    mutating func lexEscape() -> Bool {
        let start = index
        guard let next = peekByte(at: index + 1), next != newlineByte, next != returnByte else {
            // A backslash at the line end: the string is unterminated, which is reported instead.
            index += 1
            return true
        }
        switch next {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "n"), UInt8(ascii: "t"),
             UInt8(ascii: "r"), UInt8(ascii: "0"):
            index += 2
            return true
        case UInt8(ascii: "("):
            index += 2
            problem(.interpolation, .from(start, to: index))
            return false
        case UInt8(ascii: "u"):
            index += 2
            guard peekByte(at: index) == UInt8(ascii: "{") else {
                problem(.invalidUnicodeEscape, .from(start, to: index))
                return false
            }
            index += 1
            var value: UInt32 = 0
            var digits = 0
            while let digit = peekByte(at: index), isHexDigit(digit) {
                digits += 1
                if digits <= 8 { value = value << 4 | UInt32(hexValue(digit)) }
                index += 1
            }
            let closed = peekByte(at: index) == UInt8(ascii: "}")
            if closed { index += 1 }
            let isScalar = digits <= 8 && Unicode.Scalar(value) != nil
            if !closed || digits == 0 || !isScalar {
                problem(.invalidUnicodeEscape, .from(start, to: index))
                return false
            }
            return true
        default:
            index += 1
            if next >= 0x80 && UTF8Validation.sequenceLength(bytes, at: index) == nil {
                // A backslash before invalid UTF-8: the escape is the backslash alone, and the
                // bytes after it are left to the string's loop, which reports them (TAB007).
                problem(.invalidEscape("\u{FFFD}"), .from(start, to: index))
                return false
            }
            let escapeStart = index
            advanceCharacter()
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart..<index]), as: UTF8.self)
            problem(.invalidEscape(text), .from(start, to: index))
            return false
        }
    }

    mutating func lexColor() {
        let start = index
        index += 1
        let digitsStart = index
        while index < count && (isLetter(bytes[index]) || isDigit(bytes[index])) { index += 1 }
        let length = index - digitsStart
        var allHex = true
        for position in digitsStart..<index where !isHexDigit(bytes[position]) { allHex = false }
        if allHex && (length == 3 || length == 4 || length == 6 || length == 8) {
            add(.color, from: start)
            return
        }
        // A fix-it where the intent is plain: `#0xFF8800` for `#FF8800`.
        var fix: String?
        if length > 2, bytes[digitsStart] == UInt8(ascii: "0"), bytes[digitsStart + 1] | 0x20 == UInt8(ascii: "x") {
            let rest = (digitsStart + 2)..<index
            let restLength = rest.count
            if rest.allSatisfy({ isHexDigit(bytes[$0]) }) && [3, 4, 6, 8].contains(restLength) {
                fix = "#" + String(decoding: UnsafeBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
            }
        }
        add(.color, from: start, flags: .malformed)
        problem(.invalidColor(fix: fix), .from(start, to: index))
    }

    mutating func scanDigits(_ reason: inout NumberProblem?) {
        // Called at a digit; `_` may only stand between two digits.
        var previousWasUnderscore = false
        while index < count {
            let byte = bytes[index]
            if isDigit(byte) {
                previousWasUnderscore = false
            } else if byte == UInt8(ascii: "_") {
                if previousWasUnderscore || !(index + 1 < count && (isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "_"))) {
                    reason = reason ?? .misplacedUnderscore
                }
                previousWasUnderscore = true
            } else {
                break
            }
            index += 1
        }
        if previousWasUnderscore { reason = reason ?? .misplacedUnderscore }
    }

    mutating func lexNumber() {
        let start = index
        var reason: NumberProblem?
        var flags: TokenFlags = []
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if let next = peekByte(at: index), isDigit(next) {
                // A negative number.
            } else if peekByte(at: index) == UInt8(ascii: "."), let digit = peekByte(at: index + 1), isDigit(digit) {
                reason = .noDigitBeforePoint
            } else {
                add(.number, from: start, flags: .malformed)
                problem(.invalidNumber(reason: .minusWithoutDigit), .from(start, to: index))
                return
            }
        }
        if bytes[index] == UInt8(ascii: ".") {
            reason = .noDigitBeforePoint
            flags.insert(.decimal)
            index += 1
        }
        scanDigits(&reason)
        if peekByte(at: index) == UInt8(ascii: ".") && !flags.contains(.decimal) {
            if let next = peekByte(at: index + 1), isDigit(next) {
                index += 1
                flags.insert(.decimal)
                scanDigits(&reason)
            } else {
                index += 1
                reason = reason ?? .noDigitAfterPoint
            }
        }
        if let exponent = peekByte(at: index), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            var position = index + 1
            if let sign = peekByte(at: position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            if let digit = peekByte(at: position), isDigit(digit) {
                index = position
                flags.insert(.decimal)
                scanDigits(&reason)
            } else if peekByte(at: position).map(isIdentifierContinue) != true {
                index = position
                reason = reason ?? .exponentWithoutDigits
            }
        }
        // Letters glued to a number (`60pt`, `0x1F`) make one malformed literal, reported once.
        if let next = peekByte(at: index), isIdentifierContinue(next) {
            while index < count && isIdentifierContinue(bytes[index]) { index += 1 }
            reason = reason ?? .lettersAfterNumber
        }
        if let reason {
            flags.insert(.malformed)
            problem(.invalidNumber(reason: reason), .from(start, to: index))
        }
        add(.number, from: start, flags: flags)
    }
}

@inline(__always) private func hexValue(_ byte: UInt8) -> UInt8 {
    isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10
}
