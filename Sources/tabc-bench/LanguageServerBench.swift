import Foundation
import TabDSL

/// The language server's row (docs/editors-and-ci.md): how long after a `didChange` arrives its
/// `publishDiagnostics` is ready, through the whole byte interface (framing, JSON, applying the
/// edit, checking, writing the answer).
enum LanguageServerBench {
    static func run(changes: Int) {
        let path = "examples/finance.tabs"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? typicalLayout(0)
        let uri = "file:///bench/finance.tabs"
        var connection = LanguageServerConnection(server: LanguageServer(version: "bench"))
        func frame(_ message: JSONValue) -> [UInt8] { MessageFramer.frame(Array(JSONWriter.compact(message).utf8)) }
        _ = connection.receive(frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
        _ = connection.receive(frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(text),
        ]]]))
        // Each change retypes one digit of `height: 60` (line and column found once), as typing does.
        let lines = text.components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains("height:") } ?? 0
        let column = (lines[line].utf16.count) - 1
        var times: [Double] = []
        times.reserveCapacity(changes)
        for version in 2..<(changes + 2) {
            let change = frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": .integer(version)],
                "contentChanges": [["range": [
                    "start": ["line": .integer(line), "character": .integer(column)],
                    "end": ["line": .integer(line), "character": .integer(column + 1)],
                ], "text": .string(String(version % 10))]],
            ]])
            let start = now()
            let reply = connection.receive(change)
            let end = now()
            precondition(!reply.isEmpty, "no diagnostics were published")
            times.append(Double(end - start) / 1e9)
        }
        times.sort()
        let median = times[times.count / 2]
        print("Language server (tabc lsp, in process): didChange → publishDiagnostics for \(path), \(changes) changes:")
        let p99 = times[min(times.count - 1, times.count * 99 / 100)]
        print("  median \(format(median * 1000, 3)) ms, 99th percentile \(format(p99 * 1000, 3)) ms, "
              + "worst \(format((times.last ?? 0) * 1000, 3)) ms (target: median ≤ 2 ms)")
        semanticTokens(typical: text, path: path, runs: max(10, changes))
        print("")
    }

    /// `textDocument/semanticTokens/full` through the byte interface, request to framed answer:
    /// for the typical file, and for a 2 MB document of the bench's layouts.
    static func semanticTokens(typical: String, path: String, runs: Int) {
        func frame(_ message: JSONValue) -> [UInt8] { MessageFramer.frame(Array(JSONWriter.compact(message).utf8)) }
        func measure(_ text: String, runs: Int) -> (median: Double, tokens: Int) {
            var connection = LanguageServerConnection(server: LanguageServer(version: "bench"))
            let uri = "file:///bench/tokens.tabs"
            _ = connection.receive(frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
            _ = connection.receive(frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(text),
            ]]]))
            let request = frame(["jsonrpc": "2.0", "id": 2, "method": "textDocument/semanticTokens/full",
                                 "params": ["textDocument": ["uri": .string(uri)]]])
            var reply: [UInt8] = []
            let seconds = median(runs: runs) {
                reply = connection.receive(request)
                return reply.count
            }
            var framer = MessageFramer()
            var tokens = 0
            if case .message(let body)? = framer.feed(reply).first, case .success(let answer) = JSONReader.read(body) {
                tokens = (answer["result"]?["data"]?.arrayValue?.count ?? 0) / 5
            }
            precondition(tokens > 0, "no semantic tokens were answered")
            return (seconds, tokens)
        }
        let small = measure(typical, runs: runs)
        let large = layouts(totalling: 2_000_000)
        let big = measure(large, runs: max(3, runs / 100))
        print("Semantic tokens (textDocument/semanticTokens/full, request to framed answer):")
        print("  \(path): median \(format(small.median * 1000, 3)) ms (\(small.tokens) tokens); "
              + "a 2 MB document (\(large.utf8.count) bytes): median \(format(big.median * 1000, 0)) ms (\(big.tokens) tokens)")
    }
}
