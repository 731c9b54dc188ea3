/// The tokens of one file, comments and line ends included, and the lexical problems found.
public struct LexedFile: Sendable {
    public var tokens: [Token]
    public var problems: [LexicalProblem]
}

/// Splits UTF-8 bytes into tokens. It never reports: problems are recorded beside the tokens
/// and turned into diagnostics by `LexicalProblem.diagnostic(in:)`.
public enum Lexer {
    /// The tokens of `file`, which must be within `Parser.maximumFileSize` (offsets are kept in
    /// 32 bits, and the token array is allocated at its largest possible size): callers ask
    /// `Parser.sizeLimitDiagnostic` first, as `Parser.parse` and `TabsFormatter` do.
    public static func lex(_ file: SourceFile) -> LexedFile {
        file.bytes.withUnsafeBufferPointer { buffer in
            scan(buffer, from: file.bomLength)
        }
    }

    /// Scans `bytes` from `start` into an array allocated once at its largest possible size
    /// (`maximumTokenCount`); pages of it that are never written are never touched.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> LexedFile {
        var found: [LexicalProblem] = []
        let tokens = [Token](unsafeUninitializedCapacity: maximumTokenCount(bytes.count - start)) { buffer, count in
            var sink = BufferSink(output: buffer)
            found = scan(bytes, from: start, into: &sink)
            count = sink.count
        }
        return LexedFile(tokens: tokens, problems: found)
    }

    /// The most tokens `length` bytes can make: every token but the final end-of-file token
    /// covers at least one byte.
    static func maximumTokenCount(_ length: Int) -> Int { max(0, length) + 1 }

    /// Scans `bytes` from `start` to their end, handing every token in order to `sink`, and
    /// returns the problems found. (The parser's sink keeps only what its grammar reads, so
    /// the tokens are not stored twice.)
    static func scan<Sink: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink) -> [LexicalProblem] {
        var scanner = Scanner(bytes: bytes, start: start, sink: sink)
        scanner.run()
        sink = scanner.sink
        return scanner.problems
    }
}

/// Where the lexer puts its tokens, one at a time and in order.
protocol TokenSink {
    mutating func take(_ token: Token)
}

/// Tokens written into a buffer with room for all of them (see `Lexer.maximumTokenCount`).
struct BufferSink: TokenSink {
    let output: UnsafeMutableBufferPointer<Token>
    var count = 0

    @inline(__always) mutating func take(_ token: Token) {
        output.initializeElement(at: count, to: token)
        count += 1
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

private struct Scanner<Sink: TokenSink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var index: Int
    /// Where the tokens go. (Appending to an `Array` checks its uniqueness and capacity on
    /// every token, which was a fifth of the lexer's time; the sinks write into buffers.)
    var sink: Sink
    var problems: [LexicalProblem] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, sink: Sink) {
        self.bytes = bytes
        self.count = bytes.count
        self.index = start
        self.sink = sink
    }

    @inline(__always) func peekByte(at position: Int) -> UInt8? { position < count ? bytes[position] : nil }

    mutating func add(_ kind: TokenKind, from start: Int, flags: TokenFlags = []) {
        append(Token(kind: kind, range: .from(start, to: index), flags: flags))
    }

    @inline(__always) mutating func append(_ token: Token) {
        sink.take(token)
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
            if byte < 0x80 {
                index += 1
            } else if let length = UTF8Validation.sequenceLength(bytes, at: index) {
                index += length
            } else {
                problem(.invalidUTF8, skipInvalidUTF8())
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
            } else if byte < 0x80 {
                index += 1
            } else if let length = UTF8Validation.sequenceLength(bytes, at: index) {
                index += length
            } else {
                problem(.invalidUTF8, skipInvalidUTF8())
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
            } else if byte < 0x80 {
                index += 1
            } else if let length = UTF8Validation.sequenceLength(bytes, at: index) {
                index += length
            } else {
                problem(.invalidUTF8, skipInvalidUTF8())
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

    mutating func scanDigits(_ reason: inout String?) {
        // Called at a digit; `_` may only stand between two digits.
        var previousWasUnderscore = false
        while index < count {
            let byte = bytes[index]
            if isDigit(byte) {
                previousWasUnderscore = false
            } else if byte == UInt8(ascii: "_") {
                if previousWasUnderscore || !(index + 1 < count && (isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "_"))) {
                    reason = reason ?? "'_' may only stand between two digits"
                }
                previousWasUnderscore = true
            } else {
                break
            }
            index += 1
        }
        if previousWasUnderscore { reason = reason ?? "'_' may only stand between two digits" }
    }

    mutating func lexNumber() {
        let start = index
        var reason: String?
        var flags: TokenFlags = []
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if let next = peekByte(at: index), isDigit(next) {
                // A negative number.
            } else if peekByte(at: index) == UInt8(ascii: "."), let digit = peekByte(at: index + 1), isDigit(digit) {
                reason = "a number needs a digit before the point"
            } else {
                add(.number, from: start, flags: .malformed)
                problem(.invalidNumber(reason: "'-' must be followed directly by a digit"), .from(start, to: index))
                return
            }
        }
        if bytes[index] == UInt8(ascii: ".") {
            reason = "a number needs a digit before the point"
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
                reason = reason ?? "a number needs a digit after the point"
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
                reason = reason ?? "an exponent needs digits"
            }
        }
        // Letters glued to a number (`60pt`, `0x1F`) make one malformed literal, reported once.
        if let next = peekByte(at: index), isIdentifierContinue(next) {
            while index < count && isIdentifierContinue(bytes[index]) { index += 1 }
            reason = reason ?? "a number can't be followed directly by letters"
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
