// Stages of the fuzz target beyond checking and JSON: the Swift generator, the preview and the
// formatter.
enum FuzzHooks {
    static func generators(_ file: ResolvedFile) {
        _ = SwiftGenerator.generate(file)
        for layout in file.layouts {
            _ = SVGPreview.render(layout, appearance: .both, selected: nil)
        }
    }

    static func formatter(_ file: SourceFile) {
        if case .success(let formatted) = TabsFormatter.format(file) {
            // Formatting is idempotent.
            if case .success(let again) = TabsFormatter.format(SourceFile(path: file.path, text: formatted)) {
                precondition(again == formatted, "fmt is not idempotent")
            }
        }
    }
}

extension FuzzHooks {
    /// The bytes of a client's stream after a valid start (initialize, initialized, one open
    /// document): the server never traps, answers only with framed JSON, and a request sent
    /// after the bytes (once a bad header's resynchronisation is over) still gets its answer.
    static func languageServer(_ bytes: [UInt8]) {
        var connection = LanguageServerConnection(server: LanguageServer(version: "fuzz") { _ in .notFound })
        let encoding = bytes.first.map { $0 & 1 == 0 ? "utf-8" : "utf-16" } ?? "utf-16"
        let start = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["\#(encoding)"]}}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/app.tabs","languageId":"tabs","version":1,"text":"layout App {\n    item home {\n        title: \"Home\"\n        icon: symbol(\"house\")\n        screen: HomeViewController\n    }\n}\n"}}}"#,
        ]
        var output: [UInt8] = []
        for message in start { output += connection.receive(MessageFramer.frame(Array(message.utf8))) }
        output += connection.receive(bytes)
        var framer = MessageFramer()
        for framed in framer.feed(output) {
            guard case .message(let body) = framed, case .success = JSONReader.read(body) else {
                preconditionFailure("the server sent something that is not a framed JSON message")
            }
        }
        precondition(framer.pendingByteCount == 0, "the server sent part of a message")
    }
}
