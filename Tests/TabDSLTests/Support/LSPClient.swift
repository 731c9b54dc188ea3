import Foundation
import XCTest
@testable import TabDSL

/// Drives a `LanguageServer` value through its byte interface, as an editor would, and keeps
/// what it sent back.
struct LSPClient {
    var connection: LanguageServerConnection
    private var framer = MessageFramer()
    private var nextID = 1
    /// Every message the server has sent, in order.
    var received: [JSONValue] = []

    /// A client over a server that reads files that are not open from `disk`.
    init(disk: [String: String] = [:]) {
        let files = disk
        connection = LanguageServerConnection(server: LanguageServer(version: "test") { request in
            files[request.path].map { .loaded(Array($0.utf8)) } ?? .notFound
        })
    }

    /// A client that has initialized the server with these client capabilities.
    static func initialized(encodings: [String]? = nil, snippets: Bool = false, disk: [String: String] = [:],
                            rootURI: String? = nil) -> LSPClient {
        var client = LSPClient(disk: disk)
        var capabilities: [(String, JSONValue)] = []
        if let encodings { capabilities.append(("general", ["positionEncodings": .array(encodings.map { .string($0) })])) }
        if snippets {
            capabilities.append(("textDocument", ["completion": ["completionItem": ["snippetSupport": true]]]))
        }
        _ = client.request("initialize", ["processId": nil, "rootUri": rootURI.map { .string($0) } ?? nil, "capabilities": .object(capabilities)])
        client.notify("initialized", [:])
        return client
    }

    static func body(_ message: JSONValue) -> [UInt8] { Array(JSONWriter.compact(message).utf8) }

    /// Sends raw bytes and returns the messages they produced.
    @discardableResult
    mutating func send(raw bytes: [UInt8]) -> [JSONValue] {
        let output = connection.receive(bytes)
        var messages: [JSONValue] = []
        for framed in framer.feed(output) {
            guard case .message(let body) = framed, case .success(let value) = JSONReader.read(body) else {
                XCTFail("the server sent a message that is not framed JSON")
                continue
            }
            messages.append(value)
        }
        received += messages
        return messages
    }

    /// Sends messages in one batch (as if they arrived in one read).
    @discardableResult
    mutating func send(_ messages: [JSONValue]) -> [JSONValue] {
        send(raw: messages.flatMap { MessageFramer.frame(Self.body($0)) })
    }

    @discardableResult
    mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        send([["jsonrpc": "2.0", "method": .string(method), "params": params]])
    }

    /// Sends a request and returns its whole response message.
    mutating func requestMessage(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        let output = send([["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]])
        let responses = output.filter { $0["id"] == .integer(id) }
        XCTAssertEqual(responses.count, 1, "one response to '\(method)'")
        return responses.first ?? .null
    }

    /// Sends a request and returns its result (failing the test on an error response).
    mutating func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let response = requestMessage(method, params)
        XCTAssertNil(response["error"], "'\(method)' failed: \(JSONWriter.compact(response))")
        return response["result"] ?? .null
    }

    /// Opens a document and returns what the server published.
    @discardableResult
    mutating func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(uri), "languageId": "tabs", "version": .integer(version), "text": .string(text),
        ]])
    }

    /// The diagnostics published for `uri` among `messages` (the last publication).
    static func published(_ uri: String, in messages: [JSONValue]) -> JSONValue? {
        messages.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }?["params"]
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
    }
}

/// A text with one marker `⌖` removed, and the 0-based line and UTF-16 column where it was.
struct MarkedText {
    var text: String
    var line: Int
    var utf16Column: Int
    var utf8Column: Int

    init(_ marked: String) {
        let lines = marked.components(separatedBy: "\n")
        var found = (0, 0, 0)
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: "⌖") {
                let before = line[..<range.lowerBound]
                found = (index, before.utf16.count, before.utf8.count)
            }
        }
        text = marked.replacingOccurrences(of: "⌖", with: "")
        (line, utf16Column, utf8Column) = found
    }
}

/// Applies LSP text edits (UTF-16 positions) to a text, the way an editor does.
enum EditApplier {
    static func apply(_ edits: [JSONValue], to text: String, encoding: PositionEncoding = .utf16) -> String {
        let file = SourceFile(path: "x", text: text)
        let mapper = PositionMapper(file: file, encoding: encoding)
        var replacements: [(Int, Int, String)] = []
        for edit in edits {
            guard let start = LSPPosition(edit["range"]?["start"]), let end = LSPPosition(edit["range"]?["end"]),
                  let newText = edit["newText"]?.stringValue else { continue }
            replacements.append((mapper.offset(of: start), mapper.offset(of: end), newText))
        }
        var bytes = Array(text.utf8)
        for (start, end, newText) in replacements.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
