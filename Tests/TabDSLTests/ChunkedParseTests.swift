import Foundation
import XCTest
@testable import TabDSL

/// Large files are lexed and parsed in pieces on every core (`Parser.parseInChunks`). The pieces
/// must give exactly the tree of one pass, and anything the pieces can't be trusted with must
/// go through one pass.
final class ChunkedParseTests: XCTestCase {

    /// The examples and the `syntax/ok` cases one after another, with blank lines between: every
    /// construct of the language, doc comments and block comments included.
    static func corpus(copies: Int) throws -> String {
        let urls = Paths.tabsFiles(in: Paths.examples)
            + Paths.tabsFiles(in: ParserTests.syntaxFixtures.appendingPathComponent("ok"))
        var texts: [String] = []
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            // Imports may only open a file: the pieces are declarations.
            texts.append(text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
        }
        return Array(repeating: texts.joined(separator: "\n\n"), count: copies).joined(separator: "\n\n")
    }

    static func onePass(_ file: SourceFile) -> (tree: SyntaxFile, diagnostics: [Diagnostic]) {
        Parser.parse(file, lexed: Lexer.lex(file))
    }

    func testPiecesGiveTheTreeOfOnePass() throws {
        let file = SourceFile(path: "big.tabs", text: try Self.corpus(copies: 3))
        let single = Self.onePass(file)
        XCTAssertEqual(single.diagnostics.map(\.message), [], "the corpus must be free of syntax errors")
        for pieces in [2, 3, 7, 40] {
            XCTAssertGreaterThan(Parser.cutPoints(file.bytes, pieces: pieces).count, 2, "no cut was found")
            guard let chunked = Parser.parseInChunks(file, pieces: pieces) else {
                XCTFail("\(pieces) pieces: the clean corpus fell back to one pass")
                continue
            }
            XCTAssertEqual(chunked.diagnostics.count, 0)
            XCTAssertEqual(SyntaxDump.dump(chunked.tree), SyntaxDump.dump(single.tree), "\(pieces) pieces")
            XCTAssertEqual(chunked.tree.comments, single.tree.comments, "\(pieces) pieces")
            XCTAssertEqual(chunked.tree.declarations.count, single.tree.declarations.count)
        }
    }

    /// Layouts back to back, each after a `}` line and opening with a doc comment, as in the
    /// benchmark's files: cut after the `}` lines, with every doc comment on its layout.
    func testBackToBackLayoutsAreCutAfterTheirClosingBrace() {
        var text = ""
        for index in 0..<400 {
            text += "/// Layout \(index).\n/// Second line.\nlayout L\(index) {\n    item a {\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n"
        }
        let file = SourceFile(path: "back.tabs", text: text)
        let cuts = Parser.cutPoints(file.bytes, pieces: 8)
        XCTAssertEqual(cuts.count, 9)
        for cut in cuts.dropFirst().dropLast() {
            XCTAssertEqual(Array(file.bytes[(cut - 2)..<(cut + 4)]), Array("}\n/// ".utf8))
        }
        guard let chunked = Parser.parseInChunks(file, pieces: 8) else { return XCTFail("fell back to one pass") }
        let single = Self.onePass(file)
        XCTAssertEqual(SyntaxDump.dump(chunked.tree), SyntaxDump.dump(single.tree))
        let docs = chunked.tree.declarations.compactMap { declaration -> [String]? in
            if case .layout(let layout) = declaration { return layout.docs.map(\.text) }
            return nil
        }
        XCTAssertEqual(docs, (0..<400).map { ["Layout \($0).", "Second line."] })
    }

    func testCutsFollowABlankLine() {
        let text = "layout A {\n  }\n\n  layout B {\n  }\n\n\nlayout C {\n  }\n"
        let bytes = Array(text.utf8)
        for pieces in 2...6 {
            let cuts = Parser.cutPoints(bytes, pieces: pieces)
            XCTAssertEqual(cuts.first, 0)
            XCTAssertEqual(cuts.last, bytes.count)
            XCTAssertEqual(cuts, cuts.sorted())
            for cut in cuts.dropFirst().dropLast() {
                XCTAssertEqual(Array(bytes[(cut - 2)..<cut]), [0x0A, 0x0A])
                XCTAssertEqual(bytes[cut], UInt8(ascii: "l"), "a cut must be at a declaration, not indentation")
            }
        }
    }

    /// A problem anywhere makes the pieces untrustworthy (an unclosed block swallows what
    /// follows; a comment may run across a cut): one pass reports it, and `parse` returns that.
    func testAProblemFallsBackToOnePass() throws {
        let corpus = try Self.corpus(copies: 2)
        let broken = [
            "layout Broken {\n    item x {\n",          // an unclosed block before a cut
            "/* a comment that never ends\n\n",          // a block comment across every cut
            "layout Bad {\n    title \"x\"\n}\n",        // a syntax error inside a piece
            "import \"late.tabs\"\n",                    // an import after declarations (TAB106)
            "layout Odd { ~ }\n",                         // a lexical error
        ]
        for insert in broken {
            let middle = corpus.utf8.count / 2
            let index = corpus.utf8.index(corpus.startIndex, offsetBy: middle)
            let cut = corpus[index...].range(of: "\n\nlayout ")?.lowerBound ?? index
            let text = String(corpus[..<cut]) + "\n\n" + insert + "\n\n" + String(corpus[cut...])
            let file = SourceFile(path: "big.tabs", text: text)
            XCTAssertNil(Parser.parseInChunks(file, pieces: 4), "pieces were trusted with: \(insert)")
            let single = Self.onePass(file)
            XCTAssertFalse(single.diagnostics.isEmpty, "expected a diagnostic for: \(insert)")
            let parsed = Parser.parse(file)
            XCTAssertEqual(parsed.diagnostics.map(\.message), single.diagnostics.map(\.message))
            XCTAssertEqual(SyntaxDump.dump(parsed.tree), SyntaxDump.dump(single.tree))
        }
    }

    /// Above the size threshold `Parser.parse` takes the pieces; the result is the same.
    func testLargeFilesTakeThePieces() throws {
        var text = try Self.corpus(copies: 1)
        while text.utf8.count < Parser.chunkedParseThreshold { text += "\n\n" + text }
        let file = SourceFile(path: "big.tabs", text: text)
        XCTAssertNotNil(Parser.parseInChunks(file))
        XCTAssertEqual(SyntaxDump.dump(Parser.parse(file).tree), SyntaxDump.dump(Self.onePass(file).tree))
    }
}
