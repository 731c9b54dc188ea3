import Foundation
import TabDSL

/// The language server's row (SPEC §11): how long after a `didChange` arrives its
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
        print("")
    }
}
