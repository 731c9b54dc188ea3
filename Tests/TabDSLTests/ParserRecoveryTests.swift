import Foundation
import XCTest
@testable import TabDSL

/// Junk before a declaration on the same line is reported once, and the declaration after it
/// is still parsed and checked: its own mistakes are reported and, once fixed, it resolves.
final class ParserRecoveryTests: XCTestCase {
    static func file(_ text: String) -> SourceFile { SourceFile(path: "t.tabs", text: text) }

    static let layoutA = """
        layout A {
            item home {
                titel: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        }

        """

    func testJunkBeforeALayoutOnTheSameLineDoesNotSwallowIt() throws {
        let (tree, diagnostics) = Parser.parse(Self.file("junk " + Self.layoutA))
        XCTAssertEqual(diagnostics.map(ParserTests.describe), ["TAB103@1:1+4"])
        XCTAssertEqual(tree.declarations.count, 1, "layout A is in the tree")
        guard case .layout(let layout)? = tree.declarations.first else { return XCTFail("no layout") }
        XCTAssertEqual(layout.name?.text, "A")
        XCTAssertEqual(layout.body.members.count, 1, "its item")
    }

    func testTheSwallowedLayoutsOwnMistakesAreReported() {
        // TAB103 for the junk, and TAB201 for the misspelt property inside layout A.
        let diagnostics = Checker.check([Self.file("junk " + Self.layoutA)])
        XCTAssertEqual(diagnostics.map(ParserTests.describe), ["TAB103@1:1+4", "TAB201@3:9+5"])
    }

    func testJunkBeforeAStyleAndAnImportToo() throws {
        let text = "x y import \"o.tabs\"\n1 2 style S {\n    height: 60\n}\n"
        let (tree, diagnostics) = Parser.parse(Self.file(text))
        XCTAssertEqual(diagnostics.map(ParserTests.describe), ["TAB103@1:1+1", "TAB103@2:1+1"])
        XCTAssertEqual(tree.imports.count, 1)
        XCTAssertEqual(tree.declarations.count, 1)
    }

    func testTheLayoutAfterJunkResolvesOnceItIsCorrect() throws {
        let fixed = Self.layoutA.replacingOccurrences(of: "titel", with: "title")
        let compiled = Compiler.compile(Self.file("} ) junk " + fixed))
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.TAB103])
        XCTAssertEqual(compiled.tree.declarations.count, 1)
    }
}
