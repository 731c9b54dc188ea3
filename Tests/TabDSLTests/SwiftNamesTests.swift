import XCTest
@testable import TabDSL

final class SwiftNamesTests: XCTestCase {
    func testKeywordsGetBackticks() {
        XCTAssertEqual(SwiftNames.identifier("home"), "home")
        XCTAssertEqual(SwiftNames.identifier("default"), "`default`")
        XCTAssertEqual(SwiftNames.identifier("Type"), "`Type`")
        XCTAssertEqual(SwiftNames.typeName("Services.TransactionManager"), "Services.TransactionManager")
        XCTAssertEqual(SwiftNames.typeName("Foo.Type"), "Foo.`Type`")
    }

    func testStringLiteralsEscapeEverythingThatCouldBreakOut() {
        XCTAssertEqual(SwiftNames.stringLiteral("Home"), #""Home""#)
        XCTAssertEqual(SwiftNames.stringLiteral(#"a "quoted" \(x) """"#), #""a \"quoted\" \\(x) \"\"\"""#)
        XCTAssertEqual(SwiftNames.stringLiteral("#\"raw\"#"), ##""#\"raw\"#""##)
        XCTAssertEqual(SwiftNames.stringLiteral("line\nbreak\r\ttab\0"), #""line\nbreak\r\ttab\0""#)
        XCTAssertEqual(SwiftNames.stringLiteral("bidi\u{202E}x\u{200B}"), #""bidi\u{202E}x\u{200B}""#)
        XCTAssertEqual(SwiftNames.stringLiteral("\u{2028}\u{7F}\u{85}"), #""\u{2028}\u{7F}\u{85}""#)
        XCTAssertEqual(SwiftNames.stringLiteral("킥보드 🇰🇷"), "\"킥보드 🇰🇷\"")
        XCTAssertEqual(SwiftNames.stringLiteral("👨‍👩‍👧"), #""👨\u{200D}👩\u{200D}👧""#)
        XCTAssertEqual(SwiftNames.stringLiteral("\u{301}a\u{301}"), "\"\\u{301}a\u{301}\"")
    }

    func testCommentTextStaysOnOneLine() {
        XCTAssertEqual(SwiftNames.commentText("a\nb\u{202E}c\td "), "a\u{FFFD}b\u{FFFD}c d")
        XCTAssertEqual(SwiftNames.commentText("👨‍👩‍👧 \u{2028}x\u{2066}"), "👨‍👩‍👧 \u{FFFD}x\u{FFFD}")
    }

    func testNumbers() {
        XCTAssertEqual(SwiftNames.number(60), "60")
        XCTAssertEqual(SwiftNames.number(0.3), "0.3")
        XCTAssertEqual(SwiftNames.number(17.7), "17.7")
        XCTAssertEqual(SwiftNames.number(-2.5), "-2.5")
        XCTAssertEqual(SwiftNames.number(1e3), "1000")
    }

    func testPrinterIndentsAndTrims() {
        var printer = CodePrinter()
        printer.block("struct A") { p in
            p.line("let x = 1   ")
            p.line()
            p.block("if x") { p in p.line("y()") }
            p.block("else") { p in p.line("z()") }
        }
        XCTAssertEqual(printer.output, "struct A {\n    let x = 1\n\n    if x {\n        y()\n    } else {\n        z()\n    }\n}\n")
    }
}
