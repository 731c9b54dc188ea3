import Foundation
import XCTest
@testable import TabDSL

/// The built `tabc lsp` given what a hostile or broken client sends (docs/files-and-limits.md):
/// positions near `Int.max` in every encoding, a malformed change range, headers with bare LF
/// line ends, ids beyond 2^53 and 2^64, and definition on an import the rules refuse.
final class LanguageServerRobustnessTests: XCTestCase {
    typealias Server = LanguageServerProcessTests.Server

    override func setUp() {
        // A server that traps closes its pipe; writing on must fail the test, not end the run.
        signal(SIGPIPE, SIG_IGN)
    }

    static let text = """
        layout App {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        }

        """

    static func initialize(_ encoding: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": ["capabilities": ["general": ["positionEncodings": .array([.string(encoding)])]]]]
    }

    static func open(_ uri: String, _ text: String) -> JSONValue {
        ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(text),
        ]]]
    }

    func testAHugeCharacterIsClampedInEveryEncodingAndEveryRequest() throws {
        let huge = JSONValue.integer(Int.max)
        let position: JSONValue = ["line": 2, "character": huge]
        let range: JSONValue = ["start": position, "end": position]
        let document: JSONValue = ["uri": "file:///nowhere/app.tabs"]
        for encoding in ["utf-8", "utf-16"] {
            let server = try Server()
            server.send(Self.initialize(encoding))
            server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
            server.send(Self.open("file:///nowhere/app.tabs", Self.text))
            let requests: [(String, JSONValue)] = [
                ("textDocument/hover", ["textDocument": document, "position": position]),
                ("textDocument/completion", ["textDocument": document, "position": position]),
                ("textDocument/definition", ["textDocument": document, "position": position]),
                ("textDocument/prepareRename", ["textDocument": document, "position": position]),
                ("textDocument/rename", ["textDocument": document, "position": position, "newName": "start"]),
                ("textDocument/codeAction", ["textDocument": document, "range": range, "context": ["diagnostics": []]]),
            ]
            for (index, request) in requests.enumerated() {
                server.send(["jsonrpc": "2.0", "id": .integer(10 + index), "method": .string(request.0), "params": request.1])
            }
            server.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": "file:///nowhere/app.tabs", "version": 2],
                "contentChanges": [["range": range, "text": "// end\n"]],
            ]])
            server.send(["jsonrpc": "2.0", "id": 99, "method": "shutdown"])
            let messages = server.messages { $0.contains { $0["id"] == 99 } }
            for index in requests.indices {
                XCTAssertTrue(messages.contains { $0["id"] == .integer(10 + index) }, "\(encoding): no answer to \(requests[index].0)")
            }
            server.send(["jsonrpc": "2.0", "method": "exit"])
            XCTAssertEqual(server.waitForExit(), 0, "\(encoding): the server did not end normally (a trap?)")
        }
    }

    func testAMalformedChangeRangeIsRefusedAndLogged() throws {
        var client = LSPClient.initialized()
        client.open("file:///nowhere/app.tabs", Self.text)
        for range: JSONValue in [["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 0]],
                                 ["start": ["line": 0], "end": ["line": 0, "character": 0]],
                                 ["start": ["line": 3, "character": 0], "end": ["line": 1, "character": 0]],
                                 "everything"] {
            let output = client.notify("textDocument/didChange", [
                "textDocument": ["uri": "file:///nowhere/app.tabs", "version": 2],
                "contentChanges": [["range": range, "text": "oops"]],
            ])
            XCTAssertTrue(output.contains { $0["method"] == "window/logMessage" && $0["params"]?["type"] == 1 }, "\(range): nothing logged")
            XCTAssertNil(LSPClient.published("file:///nowhere/app.tabs", in: output), "\(range): the document changed")
        }
        let formatting = client.request("textDocument/formatting", ["textDocument": ["uri": "file:///nowhere/app.tabs"], "options": [:]])
        XCTAssertEqual(formatting, .array([]), "the document is still the formatted original")
    }

    func testABareLineFeedHeaderIsRefusedWithoutSwallowingTheNextMessage() throws {
        let server = try Server()
        server.send(Self.initialize("utf-16"))
        let body = Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8)
        server.send(raw: Array("Content-Length: \(body.count)\n\n".utf8) + body)
        server.send(["jsonrpc": "2.0", "id": 8, "method": "shutdown"])
        let messages = server.messages { $0.contains { $0["id"] == 8 } }
        XCTAssertTrue(messages.contains { $0["error"]?["code"] == -32700 }, "\(messages)")
        XCTAssertTrue(messages.contains { $0["id"] == 8 && $0["result"] == .null }, "the next message was swallowed: \(messages)")
        server.send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testRequestIdsAreEchoedExactly() throws {
        let server = try Server()
        server.send(Self.initialize("utf-16"))
        for id in ["9007199254740993", "18446744073709551617", "123456789012345678901234567890", "-9223372036854775808"] {
            server.send(raw: MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.tabs"},"position":{"line":0,"character":0}}}"#.utf8)))
        }
        server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = server.messages { $0.contains { $0["id"] == 2 } }
        let text = String(decoding: server.collected.snapshot, as: UTF8.self)
        for id in ["9007199254740993", "18446744073709551617", "123456789012345678901234567890", "-9223372036854775808"] {
            XCTAssertTrue(text.contains(#""id":\#(id),"#), "id \(id) was not echoed as sent: \(text.suffix(600))")
        }
        server.send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testDefinitionOnARefusedImportAnswersNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("outside.tabs", "style Outside {\n    tint: systemGray\n}\n")
        try folder.write("secret.env", "TOKEN=hunter2\n")
        try folder.write("repo/theme.tabs", "style Theme {\n    tint: systemGray\n}\n")
        let main = "import \"../outside.tabs\"\nimport \"secret.env\\u{0}.tabs\"\nimport \"theme.tabs\"\n" + Self.text
        try folder.write("repo/main.tabs", main)
        let repo = folder.url.appendingPathComponent("repo").path
        let uri = "file://\(repo)/main.tabs"
        let server = try Server()
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": ["rootUri": .string("file://\(repo)"), "capabilities": [:]]])
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.send(Self.open(uri, main))
        for line in 0..<3 {
            server.send(["jsonrpc": "2.0", "id": .integer(10 + line), "method": "textDocument/definition",
                         "params": ["textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": 10]]])
        }
        server.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        let messages = server.messages { $0.contains { $0["id"] == 2 } }
        XCTAssertEqual(messages.first { $0["id"] == 10 }?["result"], .null, "definition leads outside the root")
        XCTAssertEqual(messages.first { $0["id"] == 11 }?["result"], .null, "definition follows a NUL import")
        XCTAssertEqual(messages.first { $0["id"] == 12 }?["result"]?.arrayValue?.first?["uri"], .string("file://\(repo)/theme.tabs"))
        server.send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(server.waitForExit(), 0)
    }
}
