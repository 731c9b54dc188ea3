import Foundation
import XCTest
@testable import TabDSL

/// The parser of docs/language.md's grammar: golden trees of the examples, `syntax/ok` cases that
/// must give no diagnostic, `syntax/err` cases with golden gcc-format diagnostics, and the
/// recovery, depth and position rules checked one by one.
final class ParserTests: XCTestCase {

    // MARK: - Helpers

    static let syntaxFixtures = Paths.fixtures.appendingPathComponent("syntax")

    /// Reads a fixture or example as a source file named by its path relative to `base`,
    /// so goldens do not depend on the machine.
    static func source(_ url: URL, relativeTo base: URL) throws -> SourceFile {
        let name = String(url.path.dropFirst(base.path.count + 1))
        return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
    }

    static func file(_ text: String) -> SourceFile { SourceFile(path: "t.tabs", text: text) }

    /// `CODE@line:column+length` for each diagnostic, sorted for display.
    static func summary(_ text: String) -> [String] {
        let file = file(text)
        return Checker.checkSyntax(file).map(describe)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.span.start
        return "\(diagnostic.code.rawValue)@\(start.line):\(start.column)+\(diagnostic.range.length)"
    }

    static func codes(_ text: String) -> [DiagnosticCode] {
        Checker.checkSyntax(file(text)).map(\.code)
    }

    /// A doc comment's text drops the slashes and one space, never part of a character.
    func testDocCommentText() {
        let cases: [(String, String)] = [
            ("/// Home", "Home"), ("///  two", " two"), ("///x", "x"), ("///", ""), ("/// ", ""),
            ("/// \u{301}x", " \u{301}x"), ("/// é", "é"), ("///\té", "\té"),
        ]
        for (comment, expected) in cases {
            let file = Self.file(comment)
            XCTAssertEqual(ParserState.docText(file, SourceRange(offset: 0, length: file.bytes.count)), expected, comment)
        }
    }

    /// The parser keeps a token without looking further when its kind comes before `newline`:
    /// those must be exactly the tokens of the grammar.
    func testGrammarKindsComeBeforeNewline() {
        for kind in TokenKind.allCases {
            let isGrammar = !(kind.isComment || kind.isLexicalError || kind == .newline || kind == .endOfFile)
            XCTAssertEqual(kind.rawValue < TokenKind.newline.rawValue, isGrammar, "\(kind)")
        }
    }

    // MARK: - Examples

    func testExampleTreesMatchGoldens() throws {
        let examples = Paths.tabsFiles(in: Paths.examples)
        XCTAssertGreaterThanOrEqual(examples.count, 5, "the examples folder was not found")
        for url in examples {
            let file = try Self.source(url, relativeTo: Paths.root)
            let (tree, diagnostics) = Parser.parse(file)
            XCTAssertEqual(diagnostics.map(\.message), [], "\(file.path) has syntax errors")
            let name = url.deletingPathExtension().lastPathComponent
            Golden.check(SyntaxDump.dump(tree), against: Self.syntaxFixtures.appendingPathComponent("trees/\(name).tree"))
        }
        // Every golden tree belongs to an example (no stale goldens).
        let trees = (try? FileManager.default.contentsOfDirectory(atPath: Self.syntaxFixtures.appendingPathComponent("trees").path)) ?? []
        let names = Set(examples.map { $0.deletingPathExtension().lastPathComponent + ".tree" })
        XCTAssertEqual(trees.filter { !names.contains($0) }, [], "golden trees without an example")
    }

    // MARK: - ok and err folders

    /// Every `syntax/ok` case gives no diagnostic at all, syntactic or semantic (its imports
    /// read from beside it), and parses to the tree in its `.tree` golden.
    func testOkCasesHaveNoDiagnostics() throws {
        let cases = Paths.tabsFiles(in: Self.syntaxFixtures.appendingPathComponent("ok"))
        XCTAssertGreaterThanOrEqual(cases.count, 10)
        let loader: ImportLoader = { key in
            FileManager.default.contents(atPath: Paths.fixtures.appendingPathComponent(key).path).map { .loaded(Array($0)) } ?? .notFound
        }
        for url in cases {
            let file = try Self.source(url, relativeTo: Paths.fixtures)
            XCTAssertEqual(GCCRenderer().render(Checker.check([file], loader: loader)), "", "\(file.path) must have no diagnostics")
            Golden.check(SyntaxDump.dump(Parser.parse(file).tree), against: url.deletingPathExtension().appendingPathExtension("tree"))
        }
    }

    /// Every `syntax/err` case gives the diagnostics of its `.diag` golden, in gcc format.
    /// Only the lexer's and the parser's: these cases are about syntax, and the validator's
    /// view of a broken layout belongs to the semantic fixtures.
    func testErrorCasesMatchGoldens() throws {
        let cases = Paths.tabsFiles(in: Self.syntaxFixtures.appendingPathComponent("err"))
        XCTAssertGreaterThanOrEqual(cases.count, 13)
        for url in cases {
            let file = try Self.source(url, relativeTo: Paths.fixtures)
            let diagnostics = Checker.checkSyntax(file)
            XCTAssertFalse(diagnostics.isEmpty, "\(file.path) must have diagnostics")
            // The case's name starts with the code it is about, which must be among them.
            let named = String(url.lastPathComponent.prefix(6))
            XCTAssertTrue(diagnostics.contains { $0.code.rawValue == named }, "\(file.path) does not report \(named)")
            Golden.check(GCCRenderer().render(diagnostics), against: url.deletingPathExtension().appendingPathExtension("diag"))
        }
    }

    func testErrorCasesCoverEveryLexicalAndSyntaxCode() throws {
        var reported = Set<DiagnosticCode>()
        for url in Paths.tabsFiles(in: Self.syntaxFixtures.appendingPathComponent("err")) {
            let file = try Self.source(url, relativeTo: Paths.fixtures)
            reported.formUnion(Checker.checkSyntax(file).map(\.code))
        }
        let wanted: [DiagnosticCode] = [.TAB001, .TAB002, .TAB003, .TAB004, .TAB005, .TAB006, .TAB007,
                                        .TAB101, .TAB102, .TAB103, .TAB104, .TAB105, .TAB106]
        XCTAssertEqual(wanted.filter { !reported.contains($0) }, [])
    }

    // MARK: - Recovery

    func testThreeIndependentMistakesGiveExactlyThreeErrors() {
        let text = """
            layout Three {
                title "Home"
                height: 60
                item home {
                    icon: symbol("house")
                    tint: ,
                    screen: HomeViewController
                }
                bindings: [closure; delegate]
                haptics: light
            }

            """
        XCTAssertEqual(Self.summary(text), ["TAB101@2:11+6", "TAB102@6:15+1", "TAB101@9:23+1"])
    }

    func testMistakesInEveryBlockAreAllReported() {
        let text = """
            import "a.tabs" x
            layout A {
                item home { title "x" }
                modal add {
                    icon: ,
                }
                style { height: 60 60 }
            }
            style S { tint: @ }
            junk
            """
        XCTAssertEqual(Self.summary(text), [
            "TAB101@1:17+1", "TAB101@3:23+3", "TAB102@5:15+1", "TAB101@7:24+2", "TAB001@9:17+1", "TAB103@10:1+4",
        ])
    }

    func testABrokenMemberDoesNotHideTheNextBlock() throws {
        let file = Self.file("layout A {\n    a: f(\n}\nlayout B {\n    b 1\n}\n")
        let (tree, diagnostics) = Parser.parse(file)
        XCTAssertEqual(tree.declarations.count, 2)
        // Newlines are ignored inside the call, so the value it misses is the `}`.
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB102@3:1+1", "TAB101@5:7+1"])
    }

    func testMissingClosingBraceAtEndOfFile() throws {
        let text = "layout A {\n    item home {\n        title: \"x\"\n    }\n"
        let diagnostics = Checker.checkSyntax(Self.file(text))
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB104@5:1+0"])
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.range, .at(text.utf8.count), "at the end of the file")
        XCTAssertEqual(diagnostic.notes.count, 1)
        XCTAssertEqual(diagnostic.notes.first?.span?.range, SourceRange(offset: 9, length: 1), "a note at the '{'")
        XCTAssertEqual(diagnostic.message, "expected '}' to close layout 'A', found the end of the file")
        XCTAssertEqual(GCCRenderer().render(diagnostics), """
            t.tabs:5:1: error: expected '}' to close layout 'A', found the end of the file [TAB104]
            t.tabs:1:10: note: the block to close starts here

            """)
    }

    func testEveryUnclosedBlockIsReported() {
        // Two braces are missing: two TAB104, each with a note at its own '{'.
        let diagnostics = Checker.checkSyntax(Self.file("layout A {\n    item home {\n        title: \"x\"\n"))
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB104@4:1+0", "TAB104@4:1+0"])
        XCTAssertEqual(Set(diagnostics.compactMap { $0.notes.first?.span?.range.offset }), [9, 25])
    }

    func testMissingClosingBraceAfterAnotherErrorAtTheEnd() {
        // The value and the brace are both missing at the end of the file: two errors.
        XCTAssertEqual(Self.summary("layout A {\n    a:"), ["TAB102@2:7+0", "TAB104@2:7+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1, 2"), ["TAB101@2:13+0", "TAB104@2:13+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(x: 1,"), ["TAB102@2:15+0", "TAB104@2:15+0"])
    }

    func testMissingClosingBraceBeforeTheNextDeclaration() throws {
        let text = "layout A {\n    a: 1\nlayout B {\n}\n"
        let (tree, diagnostics) = Parser.parse(Self.file(text))
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB104@3:1+6"])
        XCTAssertEqual(tree.declarations.count, 2, "the next layout is still read")
    }

    func testUnterminatedBlockCommentHidesTheRest() {
        // The comment swallowed the '}': the missing brace is not a mistake of its own.
        XCTAssertEqual(Self.summary("layout A {\n    a: 1 /* x\n}\n"), ["TAB004@2:10+2"])
        XCTAssertEqual(Self.summary("layout A {\n    a: 1 /* x /* y */\n}\n"), ["TAB004@2:10+2"])
        // A comment that is closed does not excuse a missing brace.
        XCTAssertEqual(Self.summary("layout A {\n    a: 1 /* x */"), ["TAB104@2:17+0"])
    }

    func testUnterminatedStringDoesNotCascade() {
        // The string swallowed the ')': only TAB002, and the next line is read as usual.
        XCTAssertEqual(Self.summary("layout A {\n    a: symbol(\"house)\n    b 1\n}"), ["TAB002@2:15+1", "TAB101@3:7+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [\"x, y]\n}"), ["TAB002@2:9+1"])
        // At the end of the file the braces are really missing.
        XCTAssertEqual(Self.summary("layout A {\n    a: \"x"), ["TAB002@2:8+1", "TAB104@2:10+0"])
    }

    func testMissingBracesBeforeTheNextLayout() throws {
        let text = "layout A {\n    item home {\n        title: \"x\"\n\nlayout B {\n    item c {}\n}\n"
        let (tree, diagnostics) = Parser.parse(Self.file(text))
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB104@5:1+6", "TAB104@5:1+6"])
        XCTAssertEqual(diagnostics.compactMap { $0.notes.first?.span?.range.offset }, [25, 9])
        XCTAssertEqual(tree.declarations.count, 2, "layout B is read, not swallowed by the unclosed blocks")
    }

    // MARK: - Depth

    func testSixtyFiveLevelsGiveOneNestingError() throws {
        for (open, close) in [("f(", ")"), ("[", "]")] {
            let text = "layout A {\n    a: " + String(repeating: open, count: 64) + String(repeating: close, count: 64)
                + "\n    b: 1\n}\n"
            let diagnostics = Checker.checkSyntax(Self.file(text))
            // At the 65th opener: the `(` of a call, the `[` of a list.
            XCTAssertEqual(diagnostics.map(Self.describe), ["TAB105@2:\(8 + 63 * open.count + open.count - 1)+1"], open)
        }
        // 64 levels are fine.
        let fine = "layout A {\n    a: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n}\n"
        XCTAssertEqual(Self.summary(fine), [])
    }

    func testBlocksCallsAndListsCountTogether() {
        // layout (1) + 30 items (31) + style (32) + 16 × "[f(" (64) + one more list: 65.
        var text = "layout A {\n"
        text += String(repeating: "item x {\n", count: 30)
        text += "style {\n    a: " + String(repeating: "[f(", count: 16) + "[1]" + String(repeating: ")]", count: 16) + "\n}\n"
        text += String(repeating: "}\n", count: 30)
        text += "}\n"
        let diagnostics = Checker.checkSyntax(Self.file(text))
        XCTAssertEqual(diagnostics.map(\.code), [.TAB105])
        XCTAssertEqual(diagnostics.first?.span.start.line, 33)
        XCTAssertEqual(diagnostics.first?.message,
                       "nesting too deep: blocks, calls and lists may nest at most 64 levels")
    }

    func testNestingErrorIsReportedOncePerFile() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let text = "layout A {\n    a: \(deep)\n    b: \(deep)\n    c 1\n}\nlayout B {\n    d: \(deep)\n}\n"
        XCTAssertEqual(Self.codes(text), [.TAB105, .TAB101])
    }

    func testTenThousandOpenBracketsDoNotCrash() {
        for opener in ["a: [", "a: f(", "item x {", "style {"] {
            let (start, rest) = (opener.hasPrefix("a: ") ? "a: " : "", opener.hasPrefix("a: ") ? String(opener.dropFirst(3)) : opener)
            let text = "layout A {\n    " + start + String(repeating: rest, count: 10_000) + "\n}\n"
            let file = Self.file(text)
            let (tree, diagnostics) = Parser.parse(file)
            XCTAssertEqual(diagnostics.filter { $0.code == .TAB105 }.count, 1, opener)
            XCTAssertFalse(SyntaxDump.dump(tree).isEmpty)
            XCTAssertFalse(HumanRenderer().render(diagnostics).isEmpty)
        }
        // Closed again, and followed by a member that is still checked.
        let closed = "layout A {\n    a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
            + "\n    b 1\n}\n"
        XCTAssertEqual(Self.codes(closed), [.TAB105, .TAB101])
    }

    // MARK: - Positions (docs/files-and-limits.md)

    func testExpectedTokenPointsAtTheTokenFound() {
        XCTAssertEqual(Self.summary("layout A {\n    title \"Home\"\n}"), ["TAB101@2:11+6"])
        XCTAssertEqual(Self.summary("layout A {\n    a: 1 2\n}"), ["TAB101@2:10+1"])
        XCTAssertEqual(Self.summary("layout A x {\n}"), ["TAB101@1:10+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(1 2)\n}"), ["TAB101@2:12+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(1 }"), ["TAB101@2:12+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1 }"), ["TAB101@2:11+1"])
        XCTAssertEqual(Self.summary("layout A {\n    item layout {}\n}"), ["TAB101@2:10+6"])
    }

    func testExpectedTokenAtALineEndPointsJustAfterThePrecedingToken() {
        XCTAssertEqual(Self.summary("layout A {\n    inject store\n}"), ["TAB101@2:17+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(1\n}"), ["TAB101@2:11+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1, 2   \n}"), ["TAB101@2:13+0"])
        XCTAssertEqual(Self.summary("layout\n"), ["TAB101@1:7+0"])
        XCTAssertEqual(Self.summary("layout A\r\n\r\nx"), ["TAB101@1:9+0", "TAB103@3:1+1"])
        // Comments are not tokens: the position is after the last real one.
        XCTAssertEqual(Self.summary("layout A {\n    inject store // the store\n}"), ["TAB101@2:17+0"])
        XCTAssertEqual(Self.summary("layout A {\n    inject store /* a\n comment */\n}"), ["TAB101@2:17+0"])
    }

    func testExpectedTokenAtTheEndOfTheFile() {
        XCTAssertEqual(Self.summary("import"), ["TAB101@1:7+0"])
        XCTAssertEqual(Self.summary("import  "), ["TAB101@1:7+0"])
        XCTAssertEqual(Self.summary("layout A"), ["TAB101@1:9+0"])
        XCTAssertEqual(Self.summary("layout A\n\n"), ["TAB101@1:9+0"])
    }

    func testExpectedValuePositions() {
        XCTAssertEqual(Self.summary("layout A {\n    a: ,\n}"), ["TAB102@2:8+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a:\n}"), ["TAB102@2:7+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a:   // comment\n}"), ["TAB102@2:7+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: }"), ["TAB102@2:8+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(x: )\n}"), ["TAB102@2:13+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1, , 2]\n}"), ["TAB102@2:12+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a:"), ["TAB102@2:7+0", "TAB104@2:7+0"])
    }

    func testSemicolonInsideBracketsIsExpectedToken() {
        XCTAssertEqual(Self.summary("layout A {\n    a: f(1; 2)\n}"), ["TAB101@2:11+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1; 2]\n}"), ["TAB101@2:10+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [;]\n}"), ["TAB101@2:9+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(;)\n}"), ["TAB101@2:10+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(x: ;)\n}"), ["TAB101@2:13+1"])
        XCTAssertEqual(Self.summary("layout A {\n    a: f(1,\n ;)\n}"), ["TAB101@3:2+1"])
        let message = Checker.checkSyntax(Self.file("layout A {\n    a: f(1; 2)\n}")).first?.message
        XCTAssertEqual(message, "expected ',' or ')' in the argument list, found ';'")
    }

    func testSemicolonInsideBracketsIsReadAsAComma() throws {
        // One error per ';', and the elements after it are still read, across lines too.
        let text = "layout A {\n    a: [x; y; z]\n    b: f(p: 1;\n         q: 2)\n    c 1\n}"
        let (tree, diagnostics) = Parser.parse(Self.file(text))
        XCTAssertEqual(diagnostics.map(Self.describe), ["TAB101@2:10+1", "TAB101@2:13+1", "TAB101@3:14+1", "TAB101@5:7+1"])
        guard case .layout(let layout) = tree.declarations.first,
              case .property(let a) = layout.body.members[0], case .list(let list)? = a.value,
              case .property(let b) = layout.body.members[1], case .call(let call)? = b.value else {
            return XCTFail("unexpected tree:\n\(SyntaxDump.dump(tree))")
        }
        XCTAssertEqual(list.elements.count, 3)
        XCTAssertTrue(list.hasError)
        XCTAssertEqual(call.arguments.map { $0.label?.text }, ["p", "q"])
        XCTAssertTrue(call.hasError)
    }

    func testNewlinesBetweenNameAndBrace() {
        XCTAssertEqual(Self.summary("layout A\n\n{\n    item x\n    {\n    }\n    modal y\r\n{}\n    style\n{}\n}\nstyle S\r\r{}\n"), [])
    }

    func testLastMemberOrImportMayEndAtTheEndOfTheFile() {
        XCTAssertEqual(Self.summary("import \"a.tabs\""), [])
        XCTAssertEqual(Self.summary("layout A { a: 1 }"), [])
        XCTAssertEqual(Self.summary("layout A { a: f(1) }"), [])
        // Without its '}' the block is unclosed, but the member itself is fine.
        XCTAssertEqual(Self.summary("layout A {\n    a: 1"), ["TAB104@2:9+0"])
        XCTAssertEqual(Self.summary("layout A {\n    a: [1, 2]"), ["TAB104@2:14+0"])
    }

    func testImportAfterADeclaration() {
        XCTAssertEqual(Self.summary("layout A {}\nimport \"x.tabs\"\nimport \"y.tabs\""), ["TAB106@2:1+6", "TAB106@3:1+6"])
        let (tree, _) = Parser.parse(Self.file("layout A {}\nimport \"x.tabs\""))
        XCTAssertEqual(tree.imports.map(\.isMisplaced), [true])
    }

    func testTopLevelJunkIsReportedOncePerLine() {
        XCTAssertEqual(Self.summary("item x {\n    a: 1\n}\nfoo bar baz\n42\nlayout A {}"),
                       ["TAB103@1:1+4", "TAB103@4:1+3", "TAB103@5:1+2"], "a stray block is skipped whole")
    }

    func testSyntaxErrorsAfterALexicalErrorAreNotRepeated() {
        // The bad character is reported; the value it stood for is not reported missing.
        XCTAssertEqual(Self.summary("layout A {\n    a: @\n    b: \u{00BF}x\n}"), ["TAB001@2:8+1", "TAB001@3:8+2"])
    }

    // MARK: - Trees

    func testDocCommentsAttachOnlyDirectlyAbove() throws {
        let text = """
            /// Layout doc.
            layout A {
                /// Item doc,
                /// two lines.
                item a {}
                /// Separated by a blank line.

                item b {}
                /// Four slashes break the run.
                //// not a doc
                item c {}
                x: 1 /// trailing, not a doc
                modal d {}
            }
            /// Style doc.
            style S {}
            """
        let (tree, diagnostics) = Parser.parse(Self.file(text))
        XCTAssertEqual(diagnostics.count, 0)
        guard case .layout(let layout) = tree.declarations.first, case .style(let style) = tree.declarations.last else {
            return XCTFail("expected a layout and a style")
        }
        XCTAssertEqual(layout.docs.map(\.text), ["Layout doc."])
        XCTAssertEqual(style.docs.map(\.text), ["Style doc."])
        let items = layout.body.members.compactMap { member -> ItemDecl? in
            if case .item(let item) = member { return item }
            return nil
        }
        XCTAssertEqual(items.map { $0.docs.map(\.text) }, [["Item doc,", "two lines."], [], [], []])
    }

    func testRecoveryKeepsWhatItCouldRead() {
        // A value after a missing ':' is still read; a missing value, a bad member, a broken
        // list and a call left open at the end of the file each leave a node behind.
        let text = "layout A {\n    a 1\n    b: \n    : x\n    d: [x; y]\n    c: f(1,\n"
        let (tree, _) = Parser.parse(Self.file(text))
        XCTAssertEqual(SyntaxDump.dump(tree), """
            File@0..61
              Layout A@0..60
                Block (unclosed)@9..60
                  Property a@15..18
                    Number 1@17..18
                  Property b@23..25
                    MissingValue@25..25
                  ErrorMember@31..34
                  Property d@39..48
                    List (error)@42..48
                      Path x@43..44
                      Path y@46..47
                  Property c@53..60
                    Call f (error)@56..60
                      Argument _@58..59
                        Number 1@58..59

            """)
    }

    // MARK: - Limits

    func testManyDiagnosticsAreCutOffWithOneLimitDiagnostic() throws {
        // 20,000 errors on one 40 KB line: the first 1,000 and one TAB901 where the rest begin.
        let text = "layout A {\n    a: " + String(repeating: "@ ", count: 20_000) + "\n}\n"
        let diagnostics = Checker.checkSyntax(Self.file(text))
        XCTAssertEqual(diagnostics.count, Diagnostic.maximumPerFile + 1)
        XCTAssertEqual(Set(diagnostics.dropLast().map(\.code)), [.TAB001])
        let limit = try XCTUnwrap(diagnostics.last)
        XCTAssertEqual(limit.code, .TAB901)
        XCTAssertEqual(limit.severity, .error)
        XCTAssertEqual(limit.message, "too many diagnostics in this file: \(20_000 - Diagnostic.maximumPerFile) more not shown")
        XCTAssertEqual(Self.describe(limit), "TAB901@2:\(8 + 2 * Diagnostic.maximumPerFile)+1", "at the first diagnostic left out")
        XCTAssertEqual(GCCRenderer().render(diagnostics).split(separator: "\n").count, Diagnostic.maximumPerFile + 1)
        // Exactly the limit: nothing is cut.
        let exact = "layout A {\n    a: " + String(repeating: "@ ", count: Diagnostic.maximumPerFile) + "\n}\n"
        XCTAssertEqual(Set(Self.codes(exact)), [.TAB001])
        // The limit is per file.
        let twice = Checker.check([Self.file(text), SourceFile(path: "u.tabs", text: text)])
        XCTAssertEqual(twice.filter { $0.code == .TAB901 }.count, 2)
    }

    func testLimitDiagnosticIsAsSeriousAsWhatItHides() throws {
        let limit = Diagnostic.maximumPerFile
        let file = Self.file(String(repeating: "x", count: limit + 100))
        func diagnostic(_ code: DiagnosticCode, _ offset: Int) -> Diagnostic {
            Diagnostic(code: code, message: "m", span: SourceSpan(file: file, range: .at(offset)))
        }
        let errors = (0..<limit).map { diagnostic(.TAB001, $0) }
        let onlyWarnings = Diagnostic.limitedForDisplay(errors + (limit..<limit + 50).map { diagnostic(.TAB301, $0) })
        XCTAssertEqual(onlyWarnings.last?.code, .TAB901)
        XCTAssertEqual(onlyWarnings.last?.severity, .warning, "hiding warnings must not turn the run into a failure")
        let mixed = Diagnostic.limitedForDisplay(errors + [diagnostic(.TAB301, limit), diagnostic(.TAB001, limit + 1)])
        XCTAssertEqual(mixed.last?.severity, .error)
        XCTAssertEqual(mixed.last?.range.offset, limit)
    }
}
