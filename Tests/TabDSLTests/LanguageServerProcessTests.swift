import Foundation
import XCTest
@testable import TabDSL

/// The built `tabc lsp` spoken to over pipes: the stdio loop, its framing and its exit statuses.
final class LanguageServerProcessTests: XCTestCase {
    /// Bytes a pipe delivered, collected on the handler's thread.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func append(_ data: Data) {
            lock.lock()
            bytes += data
            lock.unlock()
        }

        var snapshot: [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            return bytes
        }
    }

    /// A running `tabc lsp`.
    final class Server {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        let collected = Collector()
        let errors = Collector()

        init() throws {
            process.executableURL = Paths.tabc
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            let collected = self.collected
            let errors = self.errors
            output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
            error.fileHandleForReading.readabilityHandler = { handle in errors.append(handle.availableData) }
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
            output.fileHandleForReading.readabilityHandler = nil
            error.fileHandleForReading.readabilityHandler = nil
        }

        func send(_ message: JSONValue) {
            send(raw: MessageFramer.frame(LSPClient.body(message)))
        }

        func send(raw bytes: [UInt8]) {
            // A server that died (a trap) fails the test, not the test process.
            try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
        }

        func closeInput() throws {
            try input.fileHandleForWriting.close()
        }

        /// The messages received so far, once `condition` holds for them (or after 20 s).
        func messages(until condition: ([JSONValue]) -> Bool) -> [JSONValue] {
            let deadline = Date().addingTimeInterval(20)
            while true {
                var framer = MessageFramer()
                let messages = framer.feed(collected.snapshot).compactMap { framed -> JSONValue? in
                    guard case .message(let body) = framed else { return nil }
                    return try? JSONReader.read(body).get()
                }
                if condition(messages) || Date() > deadline { return messages }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }

        /// The exit status, once the process ends (terminated after 20 s).
        func waitForExit() -> Int32? {
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning {
                if Date() > deadline {
                    process.terminate()
                    return nil
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return process.terminationStatus
        }
    }

    static let initialize: JSONValue = ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]
    static let shutdown: JSONValue = ["jsonrpc": "2.0", "id": 2, "method": "shutdown"]
    static let exit: JSONValue = ["jsonrpc": "2.0", "method": "exit"]

    func testAConversationOverPipesEndsWithStatusZero() throws {
        let server = try Server()
        server.send(Self.initialize)
        let initialized = server.messages { $0.contains { $0["id"] == 1 } }
        XCTAssertEqual(initialized.first?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": "file:///nowhere/app.tabs", "languageId": "tabs", "version": 3, "text": .string(LanguageServerTests.korean.text),
        ]]])
        // A bad header in the middle: answered with -32700, and the server reads on.
        server.send(raw: Array("Content-Length: nope\r\n\r\n{}".utf8))
        server.send(Self.shutdown)
        let messages = server.messages { $0.contains { $0["id"] == 2 } }
        let published = try XCTUnwrap(LSPClient.published("file:///nowhere/app.tabs", in: messages))
        XCTAssertEqual(published["version"], 3)
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.first?["code"], "TAB202")
        XCTAssertEqual(published["diagnostics"]?.arrayValue?.first?["range"]?["start"],
                       LSPClient.position(LanguageServerTests.korean.line, LanguageServerTests.korean.utf16Column))
        XCTAssertTrue(messages.contains { $0["error"]?["code"] == -32700 })
        server.send(Self.exit)
        XCTAssertEqual(server.waitForExit(), 0)
        // Standard output held nothing but framed messages.
        var framer = MessageFramer()
        let framed = framer.feed(server.collected.snapshot)
        XCTAssertFalse(framed.isEmpty)
        XCTAssertTrue(framed.allSatisfy { if case .message = $0 { true } else { false } })
        XCTAssertEqual(framer.pendingByteCount, 0)
    }

    func testExitWithoutShutdownIsOne() throws {
        let server = try Server()
        server.send(Self.initialize)
        server.send(Self.exit)
        XCTAssertEqual(server.waitForExit(), 1)
    }

    func testEndOfInputIsZeroAfterShutdownAndOneBefore() throws {
        let polite = try Server()
        polite.send(Self.initialize)
        polite.send(Self.shutdown)
        try polite.closeInput()
        XCTAssertEqual(polite.waitForExit(), 0)

        let abrupt = try Server()
        abrupt.send(Self.initialize)
        try abrupt.closeInput()
        XCTAssertEqual(abrupt.waitForExit(), 1)
        XCTAssertTrue(String(decoding: abrupt.errors.snapshot, as: UTF8.self).contains("tabc lsp:"), "the reason is logged on standard error")
    }

    func testHelpAndUsage() throws {
        let help = try Tabc.run(["lsp", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: tabc lsp"))
        XCTAssertTrue(try Tabc.run(["--help"]).standardOutput.contains("lsp       Run the language server"))
        let files = try Tabc.run(["lsp", "a.tabs"])
        XCTAssertEqual(files.status, 2)
        XCTAssertTrue(files.standardError.contains("'lsp' takes no files"))
        XCTAssertEqual(try Tabc.run(["lsp", "--stdio"], input: "").status, 1, "--stdio is accepted; the input ended at once")
    }

    func testWatchedFilesSemanticTokensAndLinksOverPipes() throws {
        let folder = try TemporaryFolder()
        try folder.write("styles.tabs", "style Other {\n    height: 60\n}\n")
        let uri = LanguageServer.uri(fromPath: folder.url.appendingPathComponent("app.tabs").path)
        let stylesURI = LanguageServer.uri(fromPath: folder.url.appendingPathComponent("styles.tabs").path)
        let server = try Server()
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
        ]])
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let registered = server.messages { $0.contains { $0["method"] == "client/registerCapability" } }
        let registration = try XCTUnwrap(registered.first { $0["method"] == "client/registerCapability" })
        server.send(["jsonrpc": "2.0", "id": registration["id"] ?? .null, "result": nil])
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(LanguageServerTests.sample),
        ]]])
        let before = server.messages { LSPClient.published(uri, in: $0) != nil }
        XCTAssertNotEqual(LSPClient.published(uri, in: before)?["diagnostics"], [], "'base: Brand' names no style yet")

        // The file changes on disk; the client's watcher says so; the importer is published again.
        try folder.write("styles.tabs", LanguageServerTests.stylesText)
        server.send(["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": [
            "changes": [["uri": .string(stylesURI), "type": 2]],
        ]])
        let after = server.messages { messages in
            messages.filter { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }.count == 2
        }
        XCTAssertEqual(LSPClient.published(uri, in: after)?["diagnostics"], [])

        server.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/semanticTokens/full", "params": ["textDocument": ["uri": .string(uri)]]])
        server.send(["jsonrpc": "2.0", "id": 4, "method": "textDocument/documentLink", "params": ["textDocument": ["uri": .string(uri)]]])
        let answers = server.messages { $0.contains { $0["id"] == 4 } }
        let tokens = LanguageServerEditorTests.tokenTexts(answers.first { $0["id"] == 3 }?["result"]?["data"], in: LanguageServerTests.sample)
        XCTAssertEqual(tokens.prefix(4).map(\.text), ["import", "\"styles.tabs\"", "layout", "Finance"])
        XCTAssertEqual(tokens.prefix(4).map(\.type), ["keyword", "string", "keyword", "type"])
        XCTAssertEqual(answers.first { $0["id"] == 4 }?["result"]?.arrayValue?.first?["target"], .string(stylesURI))
        server.send(Self.shutdown)
        server.send(Self.exit)
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testImportsAreReadFromDiskWhenNotOpen() throws {
        let folder = try TemporaryFolder()
        try folder.write("styles.tabs", LanguageServerTests.stylesText)
        let uri = LanguageServer.uri(fromPath: folder.url.appendingPathComponent("app.tabs").path)
        let server = try Server()
        server.send(Self.initialize)
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(LanguageServerTests.sample),
        ]]])
        let messages = server.messages { LSPClient.published(uri, in: $0) != nil }
        XCTAssertEqual(LSPClient.published(uri, in: messages)?["diagnostics"], [])
        server.send(Self.shutdown)
        server.send(Self.exit)
        XCTAssertEqual(server.waitForExit(), 0)
    }
}
