import Foundation
import TabDSL

/// `tabc lsp`: the language server of docs/editors-and-ci.md over standard input and output. This loop only
/// moves bytes; the protocol lives in the library's `LanguageServer`.
enum LspCommand {
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        // Editors start servers with `--stdio`; it is the only transport, so it is accepted.
        let parsed = try ParsedArguments(arguments, spec: CommandTable.spec("lsp"), command: "lsp")
        guard parsed.positionals.isEmpty else { throw UsageError(message: "'lsp' takes no files", command: "lsp") }
        // `--strings`: catalogs whose gaps each document shows (TAB313); one that can't be
        // read is logged and left out, so the editor keeps its server.
        let catalogs = StringCatalogFiles.read(parsed.lists["strings"] ?? [])
        for diagnostic in catalogs.diagnostics { log(diagnostic.message) }
        Output.flush()
        var server = LanguageServer(version: Tool.version, readFile: readImport)
        server.stringCatalogs = catalogs.catalogs
        // `--assets`: catalogs each document's images and colors are checked against (TAB318).
        let assets = AssetCatalogFiles.read(parsed.lists["assets"] ?? [])
        for diagnostic in assets.diagnostics { log(diagnostic.message) }
        server.assetCatalogs = assets.catalogs.isEmpty ? nil : AssetCatalogs(assets.catalogs)
        var connection = LanguageServerConnection(server: server)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            let reply = connection.receive(Array(chunk[0..<count]))
            if !reply.isEmpty, let failure = FileSystem.writeAll(reply, to: STDOUT_FILENO) {
                if failure == EPIPE { Output.endQuietlyOnClosedPipe() }
                log("can't write to standard output: \(FileSystem.errnoReason(failure))")
                return .ioError
            }
            if let status = connection.server.exitStatus {
                return status == 0 ? .success : .failure
            }
        }
        let status = connection.server.endOfInputStatus
        if status != 0 { log("the input ended without 'shutdown' and 'exit'") }
        return status == 0 ? .success : .failure
    }

    private static func log(_ message: String) {
        _ = FileSystem.writeAll(Array("tabc lsp: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// Reads an imported file that is not open in the editor: a regular `.tabs` file inside the
    /// request's root once symlinks are resolved (docs/files-and-limits.md), refused without being read when it
    /// is over the size limit (the check then reports TAB901).
    static func readImport(_ request: ImportRequest) -> ImportLoadResult {
        // A document without a file URI (`untitled:`) has no folder to import from.
        guard request.path.hasPrefix("/"), request.path.hasSuffix(".tabs") else { return .notFound }
        return ImportFileLoader(inputs: []).load(request)
    }
}
