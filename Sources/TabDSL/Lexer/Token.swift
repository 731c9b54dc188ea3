/// The kinds of token the lexer produces, trivia (comments, line ends) included.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case identifier
    // Keywords.
    case importKeyword, layoutKeyword, styleKeyword, itemKeyword, modalKeyword, injectKeyword
    case trueKeyword, falseKeyword
    // Literals.
    case number, string, color
    // Punctuation.
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case colon, comma, semicolon, dot
    // The kinds above are the grammar's own tokens; the parser's token filter relies on them
    // coming before `newline` (checked by ParserTests.testGrammarKindsComeBeforeNewline).
    /// A line end (`\n`, `\r\n` or a lone `\r`).
    case newline
    /// `// ...` or `//// ...`: an ordinary comment to the end of the line.
    case lineComment
    /// `/// ...`: a doc comment when it stands directly above a declaration.
    case docComment
    /// `/* ... */`, nesting.
    case blockComment
    /// A run of characters that can't start any token (TAB001).
    case unknown
    /// A run of bytes that are not valid UTF-8 (TAB007).
    case invalidUTF8
    case endOfFile

    /// Comments are trivia: the parser skips them, the formatter keeps them.
    public var isComment: Bool {
        self == .lineComment || self == .docComment || self == .blockComment
    }

    /// Tokens the lexer has already reported as errors and that the parser skips.
    public var isLexicalError: Bool { self == .unknown || self == .invalidUTF8 }

    public var isKeyword: Bool {
        switch self {
        case .importKeyword, .layoutKeyword, .styleKeyword, .itemKeyword, .modalKeyword, .injectKeyword,
             .trueKeyword, .falseKeyword:
            return true
        default:
            return false
        }
    }

    /// How the kind reads in a message ("'{'", "an identifier").
    public var description: String {
        switch self {
        case .identifier: return "an identifier"
        case .importKeyword: return "'import'"
        case .layoutKeyword: return "'layout'"
        case .styleKeyword: return "'style'"
        case .itemKeyword: return "'item'"
        case .modalKeyword: return "'modal'"
        case .injectKeyword: return "'inject'"
        case .trueKeyword: return "'true'"
        case .falseKeyword: return "'false'"
        case .number: return "a number"
        case .string: return "a string"
        case .color: return "a color"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .colon: return "':'"
        case .comma: return "','"
        case .semicolon: return "';'"
        case .dot: return "'.'"
        case .newline: return "a line end"
        case .lineComment, .docComment, .blockComment: return "a comment"
        case .unknown: return "an unexpected character"
        case .invalidUTF8: return "invalid UTF-8"
        case .endOfFile: return "the end of the file"
        }
    }

    /// The keyword spelled by `text`, if any.
    static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> TokenKind? {
        // Keywords are 4 to 6 bytes long; compare on the first byte, then the whole spelling.
        guard length >= 4 && length <= 6 else { return nil }
        @inline(__always) func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let pointer = word.utf8Start
            for index in 0..<length where bytes[start + index] != pointer[index] { return false }
            return true
        }
        switch bytes[start] {
        case UInt8(ascii: "i"):
            if matches("import") { return .importKeyword }
            if matches("item") { return .itemKeyword }
            if matches("inject") { return .injectKeyword }
        case UInt8(ascii: "l"): if matches("layout") { return .layoutKeyword }
        case UInt8(ascii: "s"): if matches("style") { return .styleKeyword }
        case UInt8(ascii: "m"): if matches("modal") { return .modalKeyword }
        case UInt8(ascii: "t"): if matches("true") { return .trueKeyword }
        case UInt8(ascii: "f"): if matches("false") { return .falseKeyword }
        default: break
        }
        return nil
    }
}

/// Problems the lexer finds inside a token; the token still stands for what it looks like.
public struct TokenFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A string whose closing quote is missing (TAB002), a block comment never closed (TAB004).
    public static let unterminated = TokenFlags(rawValue: 1 << 0)
    /// A string with an invalid escape (TAB003) or invalid UTF-8 (TAB007) inside.
    public static let invalidContent = TokenFlags(rawValue: 1 << 1)
    /// A malformed color (TAB005) or number (TAB006).
    public static let malformed = TokenFlags(rawValue: 1 << 2)
    /// A number with a fraction or an exponent.
    public static let decimal = TokenFlags(rawValue: 1 << 3)
    /// A string with at least one backslash: its value is not its bytes.
    public static let escapes = TokenFlags(rawValue: 1 << 4)
    /// Set by the parser on its own copy of a token: a lexical error token was dropped right
    /// before it.
    static let followsLexicalError = TokenFlags(rawValue: 1 << 5)

    /// Any flag that means the lexer reported this token.
    public static let invalid: TokenFlags = [.unterminated, .invalidContent, .malformed]
}

/// A token: its kind, its byte range, and what the lexer found wrong with it.
///
/// Offsets are stored in 32 bits (inputs are limited to 16 MiB), so a token takes 12 bytes.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var flags: TokenFlags
    private var offset: UInt32
    private var length: UInt32

    public init(kind: TokenKind, range: SourceRange, flags: TokenFlags = []) {
        self.kind = kind
        self.flags = flags
        self.offset = UInt32(truncatingIfNeeded: range.offset)
        self.length = UInt32(truncatingIfNeeded: range.length)
    }

    /// The bytes the token covers.
    public var range: SourceRange {
        get { SourceRange(offset: Int(offset), length: Int(length)) }
        set {
            offset = UInt32(truncatingIfNeeded: newValue.offset)
            length = UInt32(truncatingIfNeeded: newValue.length)
        }
    }

    /// True when the lexer reported a problem with this token.
    public var isInvalid: Bool { !flags.isDisjoint(with: .invalid) }
}

/// A lexical problem at an exact place, turned into a diagnostic by `LexicalProblem.diagnostic`.
/// What is wrong with a malformed number literal (TAB006).
public enum NumberProblem: Hashable, Sendable {
    /// `-` not followed by a digit.
    case minusWithoutDigit
    /// `.5`.
    case noDigitBeforePoint
    /// `1.`.
    case noDigitAfterPoint
    /// `1e`.
    case exponentWithoutDigits
    /// `60pt`, `0x1F`.
    case lettersAfterNumber
    /// `1__000`, `1_`.
    case misplacedUnderscore
}

public struct LexicalProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case unexpectedCharacter
        case unterminatedString
        case invalidEscape(String)
        case interpolation
        case invalidUnicodeEscape
        case unterminatedBlockComment
        case invalidColor(fix: String?)
        case invalidNumber(reason: NumberProblem)
        case invalidUTF8
    }

    public var kind: Kind
    public var range: SourceRange
}
