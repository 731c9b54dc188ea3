import XCTest
@testable import TabDSL

/// The lexer of docs/language.md ("Files, comments and values"), table-driven in the manner of Go's scanner tests:
/// every token kind, every lexical error with its exact range.
final class LexerTests: XCTestCase {

    // MARK: - Helpers

    /// A token as the tables spell it: kind, source text, and flags when there are any.
    struct Lexeme: Equatable, CustomStringConvertible {
        var kind: TokenKind
        var text: String
        var flags: TokenFlags = []

        var description: String {
            var flagNames: [String] = []
            if flags.contains(.unterminated) { flagNames.append("unterminated") }
            if flags.contains(.invalidContent) { flagNames.append("invalidContent") }
            if flags.contains(.malformed) { flagNames.append("malformed") }
            if flags.contains(.decimal) { flagNames.append("decimal") }
            if flags.contains(.escapes) { flagNames.append("escapes") }
            let suffix = flagNames.isEmpty ? "" : " [" + flagNames.joined(separator: ",") + "]"
            // The kind's description is shared by the three comment kinds; its raw value is not.
            return "\(kind)(\(kind.rawValue))«\(text)»\(suffix)"
        }
    }

    static func lexemes(_ bytes: [UInt8]) -> [Lexeme] {
        let file = SourceFile(path: "t.tabs", bytes: bytes)
        let lexed = Lexer.lex(file)
        return lexed.tokens.map { Lexeme(kind: $0.kind, text: file.text(of: $0.range), flags: $0.flags) }
    }

    /// A lexical diagnostic as the tables spell it: code, 1-based line and column of its
    /// start, and its length in bytes.
    struct Problem: Equatable, CustomStringConvertible {
        var code: DiagnosticCode
        var line: Int
        var column: Int
        var length: Int

        init(_ code: DiagnosticCode, _ line: Int, _ column: Int, _ length: Int) {
            self.code = code
            self.line = line
            self.column = column
            self.length = length
        }

        var description: String { "\(code.rawValue)@\(line):\(column)+\(length)" }
    }

    static func lexicalDiagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        let file = SourceFile(path: "t.tabs", bytes: bytes)
        return Lexer.lex(file).problems.map { $0.diagnostic(in: file) }
    }

    static func problems(_ bytes: [UInt8]) -> [Problem] {
        lexicalDiagnostics(bytes).map {
            let start = $0.span.start
            return Problem($0.code, start.line, start.column, $0.range.length)
        }
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: - Tokens

    /// Sources and the tokens they lex to (the final end-of-file token left out).
    static let tokenTable: [(source: [UInt8], tokens: [Lexeme])] = [
        // Identifiers; keywords are whole words and case-sensitive.
        (bytes("a _b A1_z9 __ layouts Item styles importx"), [
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .identifier, text: "_b"),
            Lexeme(kind: .identifier, text: "A1_z9"), Lexeme(kind: .identifier, text: "__"),
            Lexeme(kind: .identifier, text: "layouts"), Lexeme(kind: .identifier, text: "Item"),
            Lexeme(kind: .identifier, text: "styles"), Lexeme(kind: .identifier, text: "importx"),
        ]),
        (bytes("import layout style item modal inject true false"), [
            Lexeme(kind: .importKeyword, text: "import"), Lexeme(kind: .layoutKeyword, text: "layout"),
            Lexeme(kind: .styleKeyword, text: "style"), Lexeme(kind: .itemKeyword, text: "item"),
            Lexeme(kind: .modalKeyword, text: "modal"), Lexeme(kind: .injectKeyword, text: "inject"),
            Lexeme(kind: .trueKeyword, text: "true"), Lexeme(kind: .falseKeyword, text: "false"),
        ]),
        // Numbers: integers, negative ones, leading zeros, fractions, exponents.
        (bytes("0 60 1_000 -5 007 -0 1_2_3"), [
            Lexeme(kind: .number, text: "0"), Lexeme(kind: .number, text: "60"),
            Lexeme(kind: .number, text: "1_000"), Lexeme(kind: .number, text: "-5"),
            Lexeme(kind: .number, text: "007"), Lexeme(kind: .number, text: "-0"),
            Lexeme(kind: .number, text: "1_2_3"),
        ]),
        (bytes("0.3 -2.5 1e3 1E-3 2.5e+10 0.000_1 1e1_0"), [
            Lexeme(kind: .number, text: "0.3", flags: .decimal), Lexeme(kind: .number, text: "-2.5", flags: .decimal),
            Lexeme(kind: .number, text: "1e3", flags: .decimal), Lexeme(kind: .number, text: "1E-3", flags: .decimal),
            Lexeme(kind: .number, text: "2.5e+10", flags: .decimal), Lexeme(kind: .number, text: "0.000_1", flags: .decimal),
            Lexeme(kind: .number, text: "1e1_0", flags: .decimal),
        ]),
        // A number ends where a character that can't continue it starts.
        (bytes("1,2)3]-4:5.x"), [
            Lexeme(kind: .number, text: "1"), Lexeme(kind: .comma, text: ","), Lexeme(kind: .number, text: "2"),
            Lexeme(kind: .rightParen, text: ")"), Lexeme(kind: .number, text: "3"), Lexeme(kind: .rightBracket, text: "]"),
            Lexeme(kind: .number, text: "-4"), Lexeme(kind: .colon, text: ":"),
            // Letters glued to a number make one malformed literal.
            Lexeme(kind: .number, text: "5.x", flags: .malformed),
        ]),
        // Strings with every valid escape, and non-ASCII text.
        (bytes(#""" "abc" "a\"b" "\\ \" \n \t \r \0" "\u{1F600}\u{0}\u{10FFFF}\u{00000041}" "é😀 //" "#), [
            Lexeme(kind: .string, text: #""""#), Lexeme(kind: .string, text: #""abc""#),
            Lexeme(kind: .string, text: #""a\"b""#, flags: .escapes),
            Lexeme(kind: .string, text: #""\\ \" \n \t \r \0""#, flags: .escapes),
            Lexeme(kind: .string, text: #""\u{1F600}\u{0}\u{10FFFF}\u{00000041}""#, flags: .escapes),
            Lexeme(kind: .string, text: #""é😀 //""#),
        ]),
        // Colors: 3, 4, 6 or 8 hex digits, either case.
        (bytes("#fff #FFFF #00ff00 #00FF00aa #AbC123"), [
            Lexeme(kind: .color, text: "#fff"), Lexeme(kind: .color, text: "#FFFF"),
            Lexeme(kind: .color, text: "#00ff00"), Lexeme(kind: .color, text: "#00FF00aa"),
            Lexeme(kind: .color, text: "#AbC123"),
        ]),
        // Punctuation, with and without spaces.
        (bytes("{}()[]:,;. { } ( ) [ ] : , ; ."), [
            Lexeme(kind: .leftBrace, text: "{"), Lexeme(kind: .rightBrace, text: "}"),
            Lexeme(kind: .leftParen, text: "("), Lexeme(kind: .rightParen, text: ")"),
            Lexeme(kind: .leftBracket, text: "["), Lexeme(kind: .rightBracket, text: "]"),
            Lexeme(kind: .colon, text: ":"), Lexeme(kind: .comma, text: ","),
            Lexeme(kind: .semicolon, text: ";"), Lexeme(kind: .dot, text: "."),
            Lexeme(kind: .leftBrace, text: "{"), Lexeme(kind: .rightBrace, text: "}"),
            Lexeme(kind: .leftParen, text: "("), Lexeme(kind: .rightParen, text: ")"),
            Lexeme(kind: .leftBracket, text: "["), Lexeme(kind: .rightBracket, text: "]"),
            Lexeme(kind: .colon, text: ":"), Lexeme(kind: .comma, text: ","),
            Lexeme(kind: .semicolon, text: ";"), Lexeme(kind: .dot, text: "."),
        ]),
        // `.` before a letter is a dot; before a digit it starts a (malformed) number.
        (bytes(".member a.b"), [
            Lexeme(kind: .dot, text: "."), Lexeme(kind: .identifier, text: "member"),
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .dot, text: "."), Lexeme(kind: .identifier, text: "b"),
        ]),
        // Line ends: LF, CRLF and a lone CR; LF then CR is two line ends. Spaces and tabs are not tokens.
        (bytes("a\nb\r\nc\rd\n\re \t\tf"), [
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .identifier, text: "b"), Lexeme(kind: .newline, text: "\r\n"),
            Lexeme(kind: .identifier, text: "c"), Lexeme(kind: .newline, text: "\r"),
            Lexeme(kind: .identifier, text: "d"), Lexeme(kind: .newline, text: "\n"), Lexeme(kind: .newline, text: "\r"),
            Lexeme(kind: .identifier, text: "e"), Lexeme(kind: .identifier, text: "f"),
        ]),
        (bytes("\r\r\n\n"), [
            Lexeme(kind: .newline, text: "\r"), Lexeme(kind: .newline, text: "\r\n"), Lexeme(kind: .newline, text: "\n"),
        ]),
        // Comments: `//` and `////` are ordinary, exactly `///` is a doc comment; none takes its line end.
        (bytes("// plain\n/// doc\n//// not doc\n///\n//\n/////x"), [
            Lexeme(kind: .lineComment, text: "// plain"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .docComment, text: "/// doc"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .lineComment, text: "//// not doc"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .docComment, text: "///"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .lineComment, text: "//"), Lexeme(kind: .newline, text: "\n"),
            Lexeme(kind: .lineComment, text: "/////x"),
        ]),
        (bytes("a// x\r\n///y\rb"), [
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .lineComment, text: "// x"),
            Lexeme(kind: .newline, text: "\r\n"), Lexeme(kind: .docComment, text: "///y"),
            Lexeme(kind: .newline, text: "\r"), Lexeme(kind: .identifier, text: "b"),
        ]),
        // Block comments nest, may span lines, and end the token before them.
        (bytes("a/* x /* y */ z */b /**/ /*\n*/ /*/ */"), [
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .blockComment, text: "/* x /* y */ z */"),
            Lexeme(kind: .identifier, text: "b"), Lexeme(kind: .blockComment, text: "/**/"),
            Lexeme(kind: .blockComment, text: "/*\n*/"), Lexeme(kind: .blockComment, text: "/*/ */"),
        ]),
        // Characters that start no token, and bytes that are not UTF-8.
        (bytes("@ a$b"), [
            Lexeme(kind: .unknown, text: "@"), Lexeme(kind: .identifier, text: "a"),
            Lexeme(kind: .unknown, text: "$"), Lexeme(kind: .identifier, text: "b"),
        ]),
        ([0xFF, 0xFE, 0x20, 0x61, 0xC0], [
            Lexeme(kind: .invalidUTF8, text: "\u{FFFD}\u{FFFD}"), Lexeme(kind: .identifier, text: "a"),
            Lexeme(kind: .invalidUTF8, text: "\u{FFFD}"),
        ]),
        // A byte-order mark is skipped; elsewhere U+FEFF is an unexpected character.
        ([0xEF, 0xBB, 0xBF] + bytes("a\u{FEFF}"), [
            Lexeme(kind: .identifier, text: "a"), Lexeme(kind: .unknown, text: "\u{FEFF}"),
        ]),
        // Nothing at all.
        ([], []),
        ([0xEF, 0xBB, 0xBF], []),
    ]

    func testTokenTable() {
        for (index, entry) in Self.tokenTable.enumerated() {
            let actual = Self.lexemes(entry.source)
            let name = "token table entry \(index): \(String(decoding: entry.source, as: UTF8.self).debugDescription)"
            XCTAssertEqual(actual.last?.kind, .endOfFile, name)
            XCTAssertEqual(Array(actual.dropLast()), entry.tokens, name)
        }
    }

    func testTokenTableCoversEveryKind() {
        var seen = Set<TokenKind>([.endOfFile])
        for entry in Self.tokenTable {
            for token in entry.tokens { seen.insert(token.kind) }
        }
        let missing = TokenKind.allCases.filter { !seen.contains($0) }
        XCTAssertEqual(missing, [], "token kinds with no entry in the table")
    }

    func testTokensCoverTheFileAndEndWithEndOfFile() {
        let source = [0xEF, 0xBB, 0xBF] + Self.bytes("layout A {\r\n  a: f(1, [#fff]) // x\n}\n")
        let file = SourceFile(path: "t.tabs", bytes: source)
        let tokens = Lexer.lex(file).tokens
        XCTAssertEqual(tokens.first?.range.offset, 3, "the byte-order mark is skipped")
        XCTAssertEqual(tokens.last, Token(kind: .endOfFile, range: .at(source.count)))
        // Ranges are increasing and do not overlap.
        for (previous, next) in zip(tokens, tokens.dropFirst()) {
            XCTAssertLessThanOrEqual(previous.range.end, next.range.offset)
        }
    }

    // MARK: - Lexical errors

    /// Sources and the lexical diagnostics they give, in source order.
    static let problemTable: [(source: [UInt8], problems: [Problem])] = [
        // TAB001: one per run of unexpected characters; whitespace, tokens and invalid bytes end a run.
        (bytes("@"), [Problem(.TAB001, 1, 1, 1)]),
        (bytes("@@$ %% ?"), [Problem(.TAB001, 1, 1, 3), Problem(.TAB001, 1, 5, 2), Problem(.TAB001, 1, 8, 1)]),
        (bytes("@\t@"), [Problem(.TAB001, 1, 1, 1), Problem(.TAB001, 1, 3, 1)]),
        (bytes("a@b"), [Problem(.TAB001, 1, 2, 1)]),
        (bytes("x: é€😀!"), [Problem(.TAB001, 1, 4, 10)]),
        (bytes("a / b \\ ' + & ` ~ ^ | = < > ?"), [
            Problem(.TAB001, 1, 3, 1), Problem(.TAB001, 1, 7, 1), Problem(.TAB001, 1, 9, 1), Problem(.TAB001, 1, 11, 1),
            Problem(.TAB001, 1, 13, 1), Problem(.TAB001, 1, 15, 1), Problem(.TAB001, 1, 17, 1), Problem(.TAB001, 1, 19, 1),
            Problem(.TAB001, 1, 21, 1), Problem(.TAB001, 1, 23, 1), Problem(.TAB001, 1, 25, 1), Problem(.TAB001, 1, 27, 1),
            Problem(.TAB001, 1, 29, 1),
        ]),
        (bytes("@// comment"), [Problem(.TAB001, 1, 1, 1)]),
        (bytes("@/* comment */@"), [Problem(.TAB001, 1, 1, 1), Problem(.TAB001, 1, 15, 1)]),
        (bytes("@#fff@\"s\"@{"), [Problem(.TAB001, 1, 1, 1), Problem(.TAB001, 1, 6, 1), Problem(.TAB001, 1, 10, 1)]),
        (bytes("@-1"), [Problem(.TAB001, 1, 1, 1)]),
        ([0x00, 0x01, 0x7F, 0x20, 0x0B, 0x0C], [Problem(.TAB001, 1, 1, 3), Problem(.TAB001, 1, 5, 2)]),
        (bytes("a\n@\r\n @\r  @"), [Problem(.TAB001, 2, 1, 1), Problem(.TAB001, 3, 2, 1), Problem(.TAB001, 4, 3, 1)]),
        // TAB002 at the opening quote: a line end or the end of the file inside a string.
        (bytes("\"abc"), [Problem(.TAB002, 1, 1, 1)]),
        (bytes("x \"abc\ny"), [Problem(.TAB002, 1, 3, 1)]),
        (bytes("x \"abc\r\ny\"\r"), [Problem(.TAB002, 1, 3, 1), Problem(.TAB002, 2, 2, 1)]),
        (bytes("\"abc\\"), [Problem(.TAB002, 1, 1, 1)]),
        (bytes("\"abc\\\nx"), [Problem(.TAB002, 1, 1, 1)]),
        (bytes("\""), [Problem(.TAB002, 1, 1, 1)]),
        // TAB003 at the backslash, covering the escape.
        (bytes(#""\q""#), [Problem(.TAB003, 1, 2, 2)]),
        (bytes(#""a\qb\w""#), [Problem(.TAB003, 1, 3, 2), Problem(.TAB003, 1, 6, 2)]),
        (bytes(#""\(name)""#), [Problem(.TAB003, 1, 2, 2)]),
        (bytes(#""\é""#), [Problem(.TAB003, 1, 2, 3)]),
        (bytes(#""\ ""#), [Problem(.TAB003, 1, 2, 2)]),
        (bytes(#""\'""#), [Problem(.TAB003, 1, 2, 2)]),
        (bytes(#""\u{D800}""#), [Problem(.TAB003, 1, 2, 8)]),
        (bytes(#""\u{DFFF}""#), [Problem(.TAB003, 1, 2, 8)]),
        (bytes(#""\u{110000}""#), [Problem(.TAB003, 1, 2, 10)]),
        (bytes(#""\u{FFFFFFFF}""#), [Problem(.TAB003, 1, 2, 12)]),
        (bytes(#""\u{}""#), [Problem(.TAB003, 1, 2, 4)]),
        (bytes(#""\u{000000041}""#), [Problem(.TAB003, 1, 2, 13)]),
        (bytes(#""\u41""#), [Problem(.TAB003, 1, 2, 2)]),
        (bytes(#""\u{41""#), [Problem(.TAB003, 1, 2, 5)]),
        (bytes(#""\u{41 }""#), [Problem(.TAB003, 1, 2, 5)]),
        (bytes(#""\u{G}""#), [Problem(.TAB003, 1, 2, 3)]),
        (bytes(#""\u"#), [Problem(.TAB003, 1, 2, 2), Problem(.TAB002, 1, 1, 1)]),
        // TAB004 at the outermost `/*` that is never closed.
        (bytes("/* abc"), [Problem(.TAB004, 1, 1, 2)]),
        (bytes("x /* a /* b */ c\n\n"), [Problem(.TAB004, 1, 3, 2)]),
        (bytes("/* a */ /* b /* c */"), [Problem(.TAB004, 1, 9, 2)]),
        (bytes("/* /* /*"), [Problem(.TAB004, 1, 1, 2)]),
        (bytes("/*/"), [Problem(.TAB004, 1, 1, 2)]),
        (bytes("a */ b"), [Problem(.TAB001, 1, 3, 2)]),
        // TAB005 over `#` and the whole run of letters and digits after it.
        (bytes("#"), [Problem(.TAB005, 1, 1, 1)]),
        (bytes("# fff"), [Problem(.TAB005, 1, 1, 1)]),
        (bytes("#-1"), [Problem(.TAB005, 1, 1, 1)]),
        (bytes("#f"), [Problem(.TAB005, 1, 1, 2)]),
        (bytes("#ff"), [Problem(.TAB005, 1, 1, 3)]),
        (bytes("#fffff"), [Problem(.TAB005, 1, 1, 6)]),
        (bytes("#fffffff"), [Problem(.TAB005, 1, 1, 8)]),
        (bytes("#fffffffff"), [Problem(.TAB005, 1, 1, 10)]),
        (bytes("#ggg"), [Problem(.TAB005, 1, 1, 4)]),
        (bytes("#12g"), [Problem(.TAB005, 1, 1, 4)]),
        (bytes("#red"), [Problem(.TAB005, 1, 1, 4)]),
        (bytes("#0xFF8800"), [Problem(.TAB005, 1, 1, 9)]),
        (bytes("x: #ff0000zz,"), [Problem(.TAB005, 1, 4, 9)]),
        // TAB006: docs/files-and-limits.md number rules.
        (bytes("1."), [Problem(.TAB006, 1, 1, 2)]),
        (bytes("1. "), [Problem(.TAB006, 1, 1, 2)]),
        (bytes(".5"), [Problem(.TAB006, 1, 1, 2)]),
        (bytes("-.5"), [Problem(.TAB006, 1, 1, 3)]),
        (bytes("1__0"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("1_"), [Problem(.TAB006, 1, 1, 2)]),
        (bytes("1_.5"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("1.5_"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("-"), [Problem(.TAB006, 1, 1, 1)]),
        (bytes("- 5"), [Problem(.TAB006, 1, 1, 1)]),
        (bytes("-x"), [Problem(.TAB006, 1, 1, 1)]),
        (bytes("--5"), [Problem(.TAB006, 1, 1, 1)]),
        (bytes("1e"), [Problem(.TAB006, 1, 1, 2)]),
        (bytes("1e+"), [Problem(.TAB006, 1, 1, 3)]),
        (bytes("1e-,"), [Problem(.TAB006, 1, 1, 3)]),
        (bytes("60pt"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("0x1F"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("1e3x"), [Problem(.TAB006, 1, 1, 4)]),
        (bytes("a: 1__0 + 2"), [Problem(.TAB006, 1, 4, 4), Problem(.TAB001, 1, 9, 1)]),
        // TAB007 at the first byte of each run of invalid bytes; each byte is one column.
        ([0xFF], [Problem(.TAB007, 1, 1, 1)]),
        ([0xFF, 0xFE, 0x80], [Problem(.TAB007, 1, 1, 3)]),
        ([0xFF, 0x20, 0xFE], [Problem(.TAB007, 1, 1, 1), Problem(.TAB007, 1, 3, 1)]),
        ([0xFF, 0xFE, 0x40], [Problem(.TAB007, 1, 1, 2), Problem(.TAB001, 1, 3, 1)]),
        ([0x40, 0xFF, 0x40], [Problem(.TAB001, 1, 1, 1), Problem(.TAB007, 1, 2, 1), Problem(.TAB001, 1, 3, 1)]),
        ([0xC3], [Problem(.TAB007, 1, 1, 1)]),
        ([0xC3, 0x28], [Problem(.TAB007, 1, 1, 1)]),
        ([0xE2, 0x82, 0x61], [Problem(.TAB007, 1, 1, 2)]),
        ([0xC0, 0xAF], [Problem(.TAB007, 1, 1, 2)]),               // overlong '/'
        ([0xE0, 0x80, 0xAF], [Problem(.TAB007, 1, 1, 3)]),         // overlong '/'
        ([0xED, 0xA0, 0x80], [Problem(.TAB007, 1, 1, 3)]),         // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], [Problem(.TAB007, 1, 1, 4)]),   // above U+10FFFF
        ([0xF5, 0x80], [Problem(.TAB007, 1, 1, 2)]),
        ([0xC3, 0xA9, 0xFF, 0xC3, 0xA9], [Problem(.TAB001, 1, 1, 2), Problem(.TAB007, 1, 2, 1), Problem(.TAB001, 1, 3, 2)]),
        (bytes("\"a") + [0xFF] + bytes("b\""), [Problem(.TAB007, 1, 3, 1)]),
        (bytes("// a") + [0xFF, 0xFE] + bytes(" b ") + [0xFF] + bytes("\n@"), [
            Problem(.TAB007, 1, 5, 2), Problem(.TAB007, 1, 10, 1), Problem(.TAB001, 2, 1, 1),
        ]),
        (bytes("/* ") + [0xFF] + bytes(" */"), [Problem(.TAB007, 1, 4, 1)]),
        (bytes("\"\\") + [0xFF] + bytes("\""), [Problem(.TAB003, 1, 2, 1), Problem(.TAB007, 1, 3, 1)]),
        // A byte-order mark takes no column.
        ([0xEF, 0xBB, 0xBF] + bytes("@"), [Problem(.TAB001, 1, 1, 1)]),
        ([0xEF, 0xBB, 0xBF, 0xFF], [Problem(.TAB007, 1, 1, 1)]),
        ([0xEF, 0xBB, 0xBF] + bytes("a\n@"), [Problem(.TAB001, 2, 1, 1)]),
        ([0xEF, 0xBB], [Problem(.TAB007, 1, 1, 2)]),
        // Line ends: CRLF and a lone CR each end one line.
        (bytes("a\r\n\r\n@"), [Problem(.TAB001, 3, 1, 1)]),
        (bytes("a\r\r@"), [Problem(.TAB001, 3, 1, 1)]),
        (bytes("a\n\r@"), [Problem(.TAB001, 3, 1, 1)]),
        (bytes("/*\r\n\r*/ @"), [Problem(.TAB001, 3, 4, 1)]),
        ([0xFF, 0x0D, 0xFF], [Problem(.TAB007, 1, 1, 1), Problem(.TAB007, 2, 1, 1)]),
        // Valid input: no problems at all.
        (bytes("0 007 1_000 -2.5 1e3 1E+3 2.5e-3 -0 #abc #ABCD #abcdef #ABCDEF12 \"\\u{0}\" /* /* */ */ ///"), []),
    ]

    func testProblemTable() {
        for (index, entry) in Self.problemTable.enumerated() {
            let name = "problem table entry \(index): \(String(decoding: entry.source, as: UTF8.self).debugDescription)"
            let actual = Self.problems(entry.source).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            let expected = entry.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            XCTAssertEqual(actual.map(\.description), expected.map(\.description), name)
        }
    }

    func testProblemTableCoversEveryLexicalCode() {
        let codes = Set(Self.problemTable.flatMap { $0.problems.map(\.code) })
        XCTAssertEqual(codes, [.TAB001, .TAB002, .TAB003, .TAB004, .TAB005, .TAB006, .TAB007])
    }

    /// Problems turn into tokens the parser can recognise: flags on literals, error kinds otherwise.
    func testProblemsAreFlaggedOnTheirTokens() {
        func first(_ bytes: [UInt8]) -> Lexeme? { Self.lexemes(bytes).first }
        XCTAssertEqual(first(Self.bytes("\"abc")), Lexeme(kind: .string, text: "\"abc", flags: .unterminated))
        XCTAssertEqual(first(Self.bytes("\"a\\qb\"")), Lexeme(kind: .string, text: "\"a\\qb\"", flags: [.invalidContent, .escapes]))
        XCTAssertEqual(first(Self.bytes("/* x")), Lexeme(kind: .blockComment, text: "/* x", flags: .unterminated))
        XCTAssertEqual(first(Self.bytes("#ff")), Lexeme(kind: .color, text: "#ff", flags: .malformed))
        XCTAssertEqual(first(Self.bytes("1__0")), Lexeme(kind: .number, text: "1__0", flags: .malformed))
        XCTAssertEqual(first(Self.bytes("-.5")), Lexeme(kind: .number, text: "-.5", flags: [.malformed, .decimal]))
        XCTAssertEqual(first(Self.bytes("-")), Lexeme(kind: .number, text: "-", flags: .malformed))
        XCTAssertEqual(first([0x22, 0xFF, 0x22]), Lexeme(kind: .string, text: "\"\u{FFFD}\"", flags: .invalidContent))
        XCTAssertEqual(first(Self.bytes("// x ") + [0xFF]), Lexeme(kind: .lineComment, text: "// x \u{FFFD}", flags: .invalidContent))
        XCTAssertEqual(first(Self.bytes("/// x ") + [0xFF]), Lexeme(kind: .docComment, text: "/// x \u{FFFD}", flags: .invalidContent))
        XCTAssertEqual(first(Self.bytes("/* ") + [0xFF] + Self.bytes(" */")),
                       Lexeme(kind: .blockComment, text: "/* \u{FFFD} */", flags: .invalidContent))
    }

    // MARK: - Messages

    func testMessages() {
        func message(_ source: [UInt8]) -> [String] { Self.lexicalDiagnostics(source).map(\.message) }
        XCTAssertEqual(message(Self.bytes("@")), ["unexpected character '@'"])
        XCTAssertEqual(message(Self.bytes("@$")), ["unexpected characters '@$'"])
        XCTAssertEqual(message([0x01]), ["unexpected character 'U+0001'"])
        XCTAssertEqual(message(Self.bytes("\"a")), ["unterminated string: the closing '\"' is missing on this line"])
        XCTAssertEqual(message(Self.bytes(#""\q""#)), [#"invalid escape '\q' in a string"#])
        // Interpolation gets its own message.
        XCTAssertEqual(message(Self.bytes(#""\(x)""#)), [#"string interpolation '\(' is not supported in .tabs strings"#])
        XCTAssertEqual(message(Self.bytes(#""\u{D800}""#)),
                       [#"invalid Unicode escape '\u{D800}': expected \u{...} with 1 to 8 hex digits naming a Unicode scalar"#])
        XCTAssertEqual(message(Self.bytes("/*")), ["unterminated block comment: '/*' is never closed by '*/'"])
        XCTAssertEqual(message(Self.bytes("#ff")),
                       ["invalid color literal '#ff': expected '#' and 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"])
        XCTAssertEqual(message(Self.bytes("1__0")), ["invalid number literal '1__0': '_' may only stand between two digits"])
        XCTAssertEqual(message(Self.bytes(".5")), ["invalid number literal '.5': a number needs a digit before the point"])
        XCTAssertEqual(message(Self.bytes("1.")), ["invalid number literal '1.': a number needs a digit after the point"])
        XCTAssertEqual(message(Self.bytes("-")), ["invalid number literal '-': '-' must be followed directly by a digit"])
        XCTAssertEqual(message(Self.bytes("1e")), ["invalid number literal '1e': an exponent needs digits"])
        XCTAssertEqual(message(Self.bytes("60pt")), ["invalid number literal '60pt': a number can't be followed directly by letters"])
        XCTAssertEqual(message([0xFF, 0xFE]), ["invalid UTF-8 (0xFF 0xFE)"])
        XCTAssertEqual(message([UInt8](repeating: 0xFF, count: 9)), ["invalid UTF-8 (0xFF 0xFF 0xFF 0xFF 0xFF 0xFF 0xFF 0xFF …)"])
    }

    func testInvalidColorFixIt() throws {
        let diagnostics = Self.lexicalDiagnostics(Self.bytes("x: #0xFF8800"))
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue(diagnostic.message.hasSuffix("; did you mean '#FF8800'?"), diagnostic.message)
        XCTAssertEqual(diagnostic.fixIts.first?.edits, [TextEdit(range: SourceRange(offset: 3, length: 9), replacement: "#FF8800")])
        // No fix-it where the intent is not plain.
        XCTAssertEqual(Self.lexicalDiagnostics(Self.bytes("#0xFF88")).first?.fixIts.first?.edits.first?.replacement, "#FF88")
        XCTAssertEqual(Self.lexicalDiagnostics(Self.bytes("#0xFF888")).first?.fixIts.count, 0)
        XCTAssertEqual(Self.lexicalDiagnostics(Self.bytes("#ff")).first?.fixIts.count, 0)
    }

    // MARK: - Literal values

    func testStringValues() {
        func value(_ source: String) -> String {
            let bytes = Self.bytes(source)
            return LiteralValue.string(bytes, SourceRange(offset: 0, length: bytes.count))
        }
        XCTAssertEqual(value(#""abc""#), "abc")
        XCTAssertEqual(value(#""\\ \" \n \t \r \0""#), "\\ \" \n \t \r \0")
        XCTAssertEqual(value(#""\u{1F600}\u{41}\u{00000042}""#), "😀AB")
        XCTAssertEqual(value(#""킥보드 찾기""#), "킥보드 찾기")
        XCTAssertEqual(value(#""unterminated"#), "unterminated")
    }

    func testNumberAndColorValues() {
        XCTAssertEqual(LiteralValue.number("1_000"), 1000)
        XCTAssertEqual(LiteralValue.number("-2.5"), -2.5)
        XCTAssertEqual(LiteralValue.number("1e3"), 1000)
        XCTAssertEqual(LiteralValue.number("007"), 7)
        XCTAssert(LiteralValue.color("#fA0")! == (0xFF, 0xAA, 0x00, 0xFF))
        XCTAssert(LiteralValue.color("#fA08")! == (0xFF, 0xAA, 0x00, 0x88))
        XCTAssert(LiteralValue.color("#12aB56")! == (0x12, 0xAB, 0x56, 0xFF))
        XCTAssert(LiteralValue.color("#12aB5678")! == (0x12, 0xAB, 0x56, 0x78))
        XCTAssertNil(LiteralValue.color("#12345"))
    }

    // MARK: - Source positions

    func testLinesAndColumns() {
        let file = SourceFile(path: "t", text: "ab\ncd\r\nef\rgh\n\rij")
        func position(_ offset: Int) -> String {
            let location = file.location(of: offset)
            return "\(location.line):\(location.column)"
        }
        XCTAssertEqual(file.lineStarts, [0, 3, 7, 10, 13, 14])
        XCTAssertEqual((0...16).map(position), [
            "1:1", "1:2", "1:3",          // a b \n
            "2:1", "2:2", "2:3", "2:4",   // c d \r \n
            "3:1", "3:2", "3:3",          // e f \r
            "4:1", "4:2", "4:3",          // g h \n
            "5:1",                        // \r
            "6:1", "6:2", "6:3",          // i j <end>
        ])
        XCTAssertEqual(file.location(of: 100).offset, 16, "offsets past the end are clamped")
        XCTAssertEqual(position(-5), "1:1")
        XCTAssertEqual(file.lineContentRange(0), SourceRange(offset: 0, length: 2))
        XCTAssertEqual(file.lineContentRange(1), SourceRange(offset: 3, length: 2))
        XCTAssertEqual(file.lineContentRange(2), SourceRange(offset: 7, length: 2))
        XCTAssertEqual(file.lineContentRange(4), SourceRange(offset: 13, length: 0))
        XCTAssertEqual(file.lineContentRange(5), SourceRange(offset: 14, length: 2))
    }

    func testEmptyFileAndTrailingLineEnd() {
        let empty = SourceFile(path: "t", bytes: [])
        XCTAssertEqual(empty.lineStarts, [0])
        XCTAssertEqual(empty.location(of: 0), SourceLocation(line: 1, column: 1, utf16Column: 1, offset: 0))
        let trailing = SourceFile(path: "t", text: "a\n")
        XCTAssertEqual(trailing.location(of: 2), SourceLocation(line: 2, column: 1, utf16Column: 1, offset: 2))
    }

    func testColumnsCountScalarsAndUTF16Units() {
        // é is 2 bytes and 1 UTF-16 unit, € 3 and 1, 😀 4 and 2; a tab is one column.
        let file = SourceFile(path: "t", text: "\té€😀x\n😀y")
        let columns = [0, 1, 3, 6, 10, 11].map { file.location(of: $0) }
        XCTAssertEqual(columns.map(\.column), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(columns.map(\.utf16Column), [1, 2, 3, 4, 6, 7])
        let second = file.location(of: 16)
        XCTAssertEqual(second, SourceLocation(line: 2, column: 2, utf16Column: 3, offset: 16))
    }

    func testInvalidBytesCountOneColumnEach() {
        // A truncated 3-byte sequence (2 bytes), a lone continuation byte, then 'x'.
        let file = SourceFile(path: "t", bytes: [0xE2, 0x82, 0x80, 0x78, 0xFF, 0xFE, 0x78])
        XCTAssertEqual(file.location(of: 3).column, 2, "E2 82 80 is one valid scalar")
        XCTAssertEqual(file.location(of: 6).column, 5)
        XCTAssertEqual(file.location(of: 6).utf16Column, 5)
        let truncated = SourceFile(path: "t", bytes: [0xE2, 0x82, 0x78])
        XCTAssertEqual(truncated.location(of: 2).column, 3)
    }

    func testByteOrderMarkTakesNoColumn() {
        let file = SourceFile(path: "t", bytes: [0xEF, 0xBB, 0xBF] + Self.bytes("ab\ncd"))
        XCTAssertEqual(file.bomLength, 3)
        XCTAssertEqual(file.lineStarts, [3, 6])
        XCTAssertEqual(file.location(of: 3), SourceLocation(line: 1, column: 1, utf16Column: 1, offset: 3))
        XCTAssertEqual(file.location(of: 4).column, 2)
        XCTAssertEqual(file.location(of: 0), SourceLocation(line: 1, column: 1, utf16Column: 1, offset: 3))
        XCTAssertEqual(file.location(of: 7).column, 2)
        XCTAssertEqual(file.lineContentRange(0), SourceRange(offset: 3, length: 2))
        // Only a leading byte-order mark is skipped.
        XCTAssertEqual(SourceFile(path: "t", bytes: Self.bytes("a\u{FEFF}b")).location(of: 4).column, 3)
        XCTAssertEqual(SourceFile(path: "t", bytes: [0xEF, 0xBB]).bomLength, 0)
    }

    func testTextOfRangesIsClamped() {
        let file = SourceFile(path: "t", text: "abc")
        XCTAssertEqual(file.text(of: SourceRange(offset: 1, length: 10)), "bc")
        XCTAssertEqual(file.text(of: SourceRange(offset: -3, length: 4)), "a")
        XCTAssertEqual(file.text(of: SourceRange(offset: 5, length: 1)), "")
    }

    func testLinesOfALargeFile() {
        // Mixed line ends over many lines: every line's first byte maps back to its line, column 1.
        var bytes: [UInt8] = []
        var starts: [Int] = []
        let ends: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        for line in 0..<3000 {
            starts.append(bytes.count)
            bytes += Array("line \(line)".utf8) + ends[line % 3]
        }
        let file = SourceFile(path: "t", bytes: bytes)
        XCTAssertEqual(Array(file.lineStarts.prefix(starts.count)), starts)
        for (index, start) in starts.enumerated() {
            let location = file.location(of: start)
            XCTAssertEqual(location.line, index + 1)
            XCTAssertEqual(location.column, 1)
            XCTAssertEqual(file.location(of: start + 4).column, 5)
        }
    }
}
