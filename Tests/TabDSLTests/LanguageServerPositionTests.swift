import Foundation
import XCTest
@testable import TabDSL

/// Positions the editor sends, on a line where characters outside the Basic Multilingual Plane
/// (emoji: two UTF-16 code units, four UTF-8 bytes) and Hangul (one UTF-16 unit, three bytes)
/// come before the name asked about. Each request points at the last character of `home` in
/// `select(home)`, so a position read one unit off per emoji lands outside the name. The
/// expected columns are counted here with Swift's own views of the string, not with the
/// server's conversion.
final class LanguageServerPositionTests: XCTestCase {
    static let uri = "file:///proj/app.tabs"

    static let text = """
        layout App {
            initial: home
            item home {
                title: "홈"
                icon: symbol("house")
                screen: HomeViewController
            }
            modal add {
                icon: symbol("plus"); accessibilityLabel: "😀🎉👍 추가"; afterDismiss: select(home)
                screen: AddViewController
            }
        }

        """

    /// The 0-based line of `select(home)`, and where `home` starts on it in each encoding.
    static let line = 8
    static var lineText: String { text.components(separatedBy: "\n")[line] }
    static func column(_ encoding: PositionEncoding) -> Int {
        let before = lineText[..<lineText.range(of: "select(home)")!.lowerBound]
        let start = before + "select("
        return encoding == .utf16 ? start.utf16.count : start.utf8.count
    }

    /// A client that negotiated `encoding`, with the document open.
    private func client(_ encoding: PositionEncoding) -> LSPClient {
        var client = LSPClient.initialized(encodings: encoding == .utf8 ? ["utf-8"] : nil)
        let published = client.open(Self.uri, Self.text)
        XCTAssertEqual(LSPClient.published(Self.uri, in: published)?["diagnostics"], [], "the document is clean")
        return client
    }

    /// The last character of `home` in `select(home)`: the last UTF-16 unit, or its last byte.
    private func lastCharacterOfHome(_ encoding: PositionEncoding) -> JSONValue {
        LSPClient.at(Self.uri, Self.line, Self.column(encoding) + 3)
    }

    func testTheLineReallyHasSurrogatePairsAndHangulBeforeTheName() {
        let before = Self.lineText[..<Self.lineText.range(of: "select(home)")!.lowerBound]
        XCTAssertEqual(before.utf16.count - before.unicodeScalars.count, 3, "three astral characters")
        XCTAssertEqual(Self.column(.utf16), 84)
        XCTAssertEqual(Self.column(.utf8), 94)
    }

    func testHoverAfterEmoji() {
        for encoding in [PositionEncoding.utf16, .utf8] {
            var client = client(encoding)
            let hover = client.request("textDocument/hover", lastCharacterOfHome(encoding))
            XCTAssertEqual(hover["contents"]?["value"]?.stringValue, "```tabs\nitem home {\n```", "\(encoding)")
            XCTAssertEqual(hover["range"]?["start"], LSPClient.position(Self.line, Self.column(encoding)), "\(encoding)")
            XCTAssertEqual(hover["range"]?["end"], LSPClient.position(Self.line, Self.column(encoding) + 4), "\(encoding)")
        }
    }

    func testDefinitionAfterEmoji() {
        for encoding in [PositionEncoding.utf16, .utf8] {
            var client = client(encoding)
            let definition = client.request("textDocument/definition", lastCharacterOfHome(encoding)).arrayValue?.first
            XCTAssertEqual(definition?["uri"], .string(Self.uri), "\(encoding)")
            XCTAssertEqual(definition?["range"]?["start"], LSPClient.position(2, 9), "\(encoding)")
        }
    }

    func testRenameAfterEmoji() {
        for encoding in [PositionEncoding.utf16, .utf8] {
            var client = client(encoding)
            let prepared = client.request("textDocument/prepareRename", lastCharacterOfHome(encoding))
            XCTAssertEqual(prepared["placeholder"], "home", "\(encoding)")
            XCTAssertEqual(prepared["range"]?["start"], LSPClient.position(Self.line, Self.column(encoding)), "\(encoding)")
            guard case .object(var members) = lastCharacterOfHome(encoding) else { return XCTFail() }
            members.append(("newName", "overview"))
            let edit = client.request("textDocument/rename", .object(members))
            let starts = (edit["changes"]?[Self.uri]?.arrayValue ?? []).compactMap { $0["range"]?["start"] }
            XCTAssertEqual(Set(starts.map { JSONWriter.compact($0) }), Set([
                LSPClient.position(1, 13), LSPClient.position(2, 9), LSPClient.position(Self.line, Self.column(encoding)),
            ].map { JSONWriter.compact($0) }), "\(encoding)")
        }
    }

    /// A ranged change after the emoji replaces exactly `home`: the server then reports the
    /// new name as unknown, at the place the editor shows it.
    func testRangedChangeAfterEmoji() throws {
        for encoding in [PositionEncoding.utf16, .utf8] {
            var client = client(encoding)
            let start = Self.column(encoding)
            let output = client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(Self.uri), "version": 2],
                "contentChanges": [["range": ["start": LSPClient.position(Self.line, start),
                                              "end": LSPClient.position(Self.line, start + 4)], "text": "xyz"]],
            ])
            let diagnostics = try XCTUnwrap(LSPClient.published(Self.uri, in: output)?["diagnostics"]?.arrayValue, "\(encoding)")
            XCTAssertEqual(diagnostics.count, 1, "\(encoding): \(diagnostics)")
            XCTAssertEqual(diagnostics.first?["code"], "TAB207", "\(encoding)")
            XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("'xyz'") == true, "\(encoding): \(diagnostics)")
            XCTAssertEqual(diagnostics.first?["range"]?["start"], LSPClient.position(Self.line, start), "\(encoding)")
            XCTAssertEqual(diagnostics.first?["range"]?["end"], LSPClient.position(Self.line, start + 3), "\(encoding)")
        }
    }
}
