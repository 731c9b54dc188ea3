import Foundation
import XCTest
@testable import TabDSL

/// The JSON reader and the framer on their own, and a seeded fuzz run of the whole server:
/// random and mutated JSON-RPC must never crash it, and every request gets one answer.
final class LanguageServerFuzzTests: XCTestCase {
    /// SplitMix64: a tiny generator that gives the same sequence on every platform.
    struct Random: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<bound` (bound > 0).
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    // MARK: - JSON reader

    func testReaderAcceptsStrictJSON() throws {
        let text = #" {"a": [1, -2.5e3, true, false, null, "é\u00e9\ud83d\ude00\n\"\\\/"], "b": {}, "c": []} "#
        let value = try JSONReader.read(Array(text.utf8)).get()
        XCTAssertEqual(value["a"], [1, -2500.0, true, false, nil, "éé😀\n\"\\/"])
        XCTAssertEqual(value["b"], [:])
        XCTAssertEqual(try JSONReader.read(Array("0".utf8)).get(), 0)
        XCTAssertEqual(try JSONReader.read(Array("123456789012".utf8)).get(), .integer(123_456_789_012))
    }

    func testReaderRefusesEverythingElse() {
        let bad = [
            "", " ", "{", "[1,]", "{\"a\":1,}", "{'a':1}", "{a:1}", "01", "-", "1.", ".5", "1e", "+1", "NaN", "Infinity",
            "tru", "nul", "\"unterminated", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"tab\there\"",
            "[1] [2]", "// comment\n1", "/* c */ 1", "1e999", "{\"a\" 1}", "[1 2]",
            String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1),
        ]
        for text in bad {
            if case .success(let value) = JSONReader.read(Array(text.utf8)) {
                XCTFail("accepted \(text.debugDescription) as \(value)")
            }
        }
        // Invalid UTF-8 inside a string, and a lone byte outside one.
        if case .success = JSONReader.read([0x22, 0xC3, 0x28, 0x22]) { XCTFail("invalid UTF-8 accepted") }
        if case .success = JSONReader.read([0xFF]) { XCTFail("a stray byte accepted") }
        // Exactly the maximum depth is fine.
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        XCTAssertNoThrow(try JSONReader.read(Array(deepest.utf8)).get())
    }

    // MARK: - Framer

    func testFramerReassemblesMessagesSplitAnywhere() {
        let bodies = ["{\"a\":1}", "[]", "{\"text\":\"홈 \\r\\n\"}"].map { Array($0.utf8) }
        var stream: [UInt8] = []
        for (index, body) in bodies.enumerated() {
            let header = index == 1 ? "content-length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
                                    : "Content-Length: \(body.count)\r\n\r\n"
            stream += Array(header.utf8) + body
        }
        for chunkSize in [1, 2, 3, 7, stream.count] {
            var framer = MessageFramer()
            var found: [FramedMessage] = []
            var index = 0
            while index < stream.count {
                found += framer.feed(Array(stream[index..<min(index + chunkSize, stream.count)]))
                index += chunkSize
            }
            XCTAssertEqual(found, bodies.map { .message($0) }, "chunks of \(chunkSize)")
            XCTAssertEqual(framer.pendingByteCount, 0)
        }
    }

    func testFramerReportsBadHeadersAndResynchronizes() {
        var framer = MessageFramer()
        let good = MessageFramer.frame(Array("{}".utf8))
        var found = framer.feed(Array("Content-Length: -3\r\n\r\n{\"junk\": 1}".utf8) + good)
        XCTAssertEqual(found.count, 2)
        guard case .badHeader = found.first else { return XCTFail("no header error") }
        XCTAssertEqual(found.last, .message(Array("{}".utf8)))
        // A header that never ends, then a good message.
        found = framer.feed([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderSize + 10) + good)
        XCTAssertEqual(found.filter { if case .badHeader = $0 { true } else { false } }.count, 1)
        XCTAssertEqual(found.last, .message(Array("{}".utf8)))
        // A body above the limit is skipped, not kept.
        found = framer.feed(Array("Content-Length: \(MessageFramer.maximumBodySize + 1)\r\n\r\n".utf8) + Array(repeating: 0x20, count: 1000))
        XCTAssertEqual(found.count, 1)
        XCTAssertLessThan(framer.pendingByteCount, 100)
    }

    // MARK: - Fuzzing the server

    static let methods = [
        "initialize", "shutdown", "textDocument/completion", "textDocument/hover", "textDocument/definition",
        "textDocument/references", "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol",
        "textDocument/formatting", "textDocument/codeAction", "workspace/symbol", "$/unknown",
        "textDocument/documentLink", "textDocument/foldingRange", "textDocument/semanticTokens/full",
        "textDocument/semanticTokens/range", "textDocument/documentColor", "textDocument/colorPresentation",
        "textDocument/signatureHelp", "textDocument/inlayHint",
    ]
    static let notifications = [
        "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave", "textDocument/didClose",
        "initialized", "$/cancelRequest", "$/setTrace", "exit", "workspace/didChangeWatchedFiles",
    ]

    static func randomText(_ random: inout Random) -> String {
        let pieces = ["layout", " ", "A", "{", "}", "\n", "item", "x", ":", "kind", "system", "\"홈\"", "(", ")", "base",
                      "style", "S", "#FFF", "initial", "select", "😀", "\r\n", "import \"o.tabs\"\n", "titel", "1e", ","]
        return (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    static func randomValue(_ random: inout Random, depth: Int = 0) -> JSONValue {
        switch random.below(depth > 3 ? 5 : 8) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return .integer(random.below(60) - 10)
        case 3: return .number(Double(random.below(1000)) / 7)
        case 4: return .string(randomText(&random))
        case 5: return .array((0..<random.below(4)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            let keys = ["textDocument", "uri", "position", "line", "character", "range", "start", "end", "text", "newName",
                        "contentChanges", "version", "context", "id", "capabilities", "only", "includeDeclaration"]
            return .object((0..<random.below(5)).map { _ in (keys[random.below(keys.count)], randomValue(&random, depth: depth + 1)) })
        }
    }

    /// Params that are mostly well formed, so that the features run, with random positions.
    static func plausibleParams(_ random: inout Random, uri: String) -> JSONValue {
        let position: JSONValue = ["line": .integer(random.below(12)), "character": .integer(random.below(30))]
        return [
            "textDocument": ["uri": .string(uri), "version": .integer(random.below(100)), "text": .string(randomText(&random))],
            "position": position,
            "range": ["start": position, "end": ["line": .integer(random.below(12)), "character": .integer(random.below(30))]],
            "contentChanges": .array((0..<random.below(3)).map { _ in
                random.chance(70)
                    ? ["range": ["start": position, "end": position], "text": .string(randomText(&random))]
                    : ["text": .string(randomText(&random))]
            }),
            "newName": .string(random.chance(50) ? "fresh" : randomText(&random)),
            "context": ["includeDeclaration": .bool(random.chance(50)), "diagnostics": []],
            "capabilities": [:],
            "id": .integer(random.below(20)),
            "changes": [["uri": random.chance(50) ? "file:///p/o.tabs" : .string(uri), "type": .integer(random.below(4))]],
            "color": ["red": .number(Double(random.below(12)) / 10), "green": 0, "blue": 1, "alpha": .number(Double(random.below(11)) / 10)],
            "query": .string(random.chance(50) ? "" : randomText(&random)),
        ]
    }

    func testRandomMessagesNeverCrashAndEveryRequestIsAnswered() {
        var random = Random(state: 0x15B_7AB5)
        let iterations = 300
        for _ in 0..<iterations {
            var client = LSPClient(disk: ["/p/o.tabs": "style S {\n}\n"])
            if random.chance(80) { _ = client.request("initialize", ["capabilities": [:]]) }
            var expected: [JSONValue] = []
            var batch: [JSONValue] = []
            var nextID = 1000
            for _ in 0..<random.below(25) {
                let uri = random.chance(80) ? "file:///p/a.tabs" : "file:///p/o.tabs"
                let params = random.chance(85) ? Self.plausibleParams(&random, uri: uri) : Self.randomValue(&random)
                if random.chance(45) {
                    let method = Self.notifications[random.below(Self.notifications.count)]
                    if method == "exit" && random.chance(80) { continue }
                    batch.append(["jsonrpc": "2.0", "method": .string(method), "params": params])
                } else {
                    let id: JSONValue = random.chance(50) ? .integer(nextID) : .string("r\(nextID)")
                    nextID += 1
                    batch.append(["jsonrpc": "2.0", "id": id, "method": .string(Self.methods[random.below(Self.methods.count)]),
                                  "params": params])
                    expected.append(id)
                }
                if random.chance(30) {
                    let output = client.send(batch)
                    check(output, answers: expected, exited: client.connection.server.exitStatus != nil)
                    batch = []
                    expected = []
                    if client.connection.server.exitStatus != nil { break }
                }
            }
            if client.connection.server.exitStatus == nil {
                check(client.send(batch), answers: expected, exited: client.connection.server.exitStatus != nil)
            }
        }
    }

    private func check(_ output: [JSONValue], answers ids: [JSONValue], exited: Bool) {
        let responses = output.filter { $0["method"] == nil }
        for id in ids {
            let count = responses.filter { $0["id"] == id }.count
            // After `exit` the rest of a batch is not read.
            if exited { XCTAssertLessThanOrEqual(count, 1) } else { XCTAssertEqual(count, 1, "answers to \(id)") }
        }
    }

    func testMutatedByteStreamsNeverCrash() {
        var random = Random(state: 0xB17E_5EED)
        var seedStream: [UInt8] = []
        let examples = Paths.tabsFiles(in: Paths.examples).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        let messages: [JSONValue] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": ["general": ["positionEncodings": ["utf-8"]]]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": "file:///p/a.tabs", "languageId": "tabs", "version": 1, "text": .string(examples.first ?? "layout A {}"),
            ]]],
            ["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": LSPClient.at("file:///p/a.tabs", 3, 5)],
            ["jsonrpc": "2.0", "id": 3, "method": "textDocument/completion", "params": LSPClient.at("file:///p/a.tabs", 8, 8)],
            ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": "file:///p/a.tabs", "version": 2],
                "contentChanges": [["range": ["start": LSPClient.position(2, 0), "end": LSPClient.position(4, 3)], "text": "}{"]],
            ]],
            ["jsonrpc": "2.0", "id": 4, "method": "textDocument/formatting", "params": ["textDocument": ["uri": "file:///p/a.tabs"]]],
            ["jsonrpc": "2.0", "id": 5, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": "file:///p/a.tabs"]]],
        ]
        for message in messages { seedStream += MessageFramer.frame(LSPClient.body(message)) }
        // Unmutated, the stream gets one answer per request and the document's diagnostics: a
        // server that answered nothing would pass the loop below.
        var seedConnection = LanguageServerConnection(server: LanguageServer { _ in .notFound })
        var seedFramer = MessageFramer()
        let seedAnswers = seedFramer.feed(seedConnection.receive(seedStream)).compactMap { framed -> JSONValue? in
            guard case .message(let body) = framed else { return nil }
            return try? JSONReader.read(body).get()
        }
        XCTAssertEqual(seedAnswers.compactMap { $0["id"]?.intValue }.sorted(), [1, 2, 3, 4, 5])
        XCTAssertTrue(seedAnswers.contains { $0["method"] == "textDocument/publishDiagnostics" })
        var answeredStreams = 0
        for _ in 0..<200 {
            var stream = seedStream
            for _ in 0..<(1 + random.below(8)) {
                guard !stream.isEmpty else { break }
                let at = random.below(stream.count)
                switch random.below(5) {
                case 0: stream[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: stream.remove(at: at)
                case 2: stream.insert(contentsOf: Array(["{", "}", "\"", "\\", "Content-Length: 9\r\n\r\n", "\r\n\r\n", "9999"]
                                                            .randomElement(using: &random)!.utf8), at: at)
                case 3: stream.removeSubrange(at..<min(stream.count, at + random.below(40)))
                default: stream[at] ^= 0x20
                }
            }
            var connection = LanguageServerConnection(server: LanguageServer { _ in .notFound })
            var index = 0
            var output: [UInt8] = []
            while index < stream.count && connection.server.exitStatus == nil {
                let size = 1 + random.below(700)
                output += connection.receive(Array(stream[index..<min(stream.count, index + size)]))
                index += size
            }
            // Whatever came out is well-framed JSON.
            var framer = MessageFramer()
            let answers = framer.feed(output)
            for framed in answers {
                guard case .message(let body) = framed, case .success = JSONReader.read(body) else {
                    return XCTFail("the server wrote something that is not a framed JSON message")
                }
            }
            XCTAssertEqual(framer.pendingByteCount, 0)
            if !answers.isEmpty { answeredStreams += 1 }
        }
        // A few changed bytes leave most requests readable: most streams get answers.
        XCTAssertGreaterThan(answeredStreams, 150, "streams that got any answer, of 200")
    }
}
