/// The error codes of JSON-RPC 2.0 and LSP 3.17 the server answers with.
public enum LSPErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case requestFailed = -32803
}

/// An error a request handler answers with.
struct LSPError: Error {
    var code: LSPErrorCode
    var message: String

    static func badParams(_ message: String) -> LSPError { LSPError(code: .invalidParams, message: message) }
}

/// A document the editor has open.
struct OpenDocument {
    var uri: String
    /// The path the compiler knows it by (the URI's path for `file:` URIs).
    var path: String
    var version: Int
    var file: SourceFile
    /// The last check of the document; nil when something it read has changed since.
    var compilation: Compilation?
    /// Every import path the last check asked for (found or not), to know whom a change concerns.
    var requestedPaths: Set<String> = []
}

/// The language server of docs/editors-and-ci.md as a value without I/O: protocol messages in, protocol
/// messages out. The command line owns standard input and output; files that are not open are
/// read through `readFile`.
public struct LanguageServer {
    /// Reads a file that is not open in the editor (an import's target), within the request's
    /// root (docs/files-and-limits.md).
    public typealias FileReader = ConfinedImportLoader

    let readFile: FileReader
    let version: String
    /// The workspace folders the client named in `initialize` (`workspaceFolders`, else
    /// `rootUri`/`rootPath`): an open document's imports stay inside the one that holds it,
    /// else inside the document's own folder, as `tabc check FILE` would.
    var workspaceRoots: [String] = []
    var encoding = PositionEncoding.utf16
    var snippets = false
    var initialized = false
    var documents: [String: OpenDocument] = [:]
    /// Documents whose diagnostics must be published at the end of the current batch.
    var pending: [String] = []
    /// Errors to send the client as `window/logMessage` with the batch's answers.
    var logged: [String] = []

    /// Logs an error for the client (sent with the answers of the current batch).
    mutating func log(_ message: String) {
        logged.append(message)
    }
    /// Documents closed in this batch, whose diagnostics are cleared.
    var closed: [String] = []
    /// Open documents that are not `.tabs` layouts (another language id and name): no diagnostics.
    var ignoredDocuments: Set<String> = []
    /// Whether the client lets the server register `workspace/didChangeWatchedFiles` itself.
    var watchesFilesDynamically = false
    /// Requests of the server to the client, sent with the next batch's output.
    var outgoing: [JSONValue] = []
    /// The string catalogs whose gaps are reported in each document (`tabc lsp --strings`).
    public var stringCatalogs: [StringCatalog] = []
    /// The asset catalogs each document's image and color names are checked against (TAB318)
    /// and whose colors the contrast check knows (`tabc lsp --assets`); nil when none.
    public var assetCatalogs: AssetCatalogs?

    /// True once `shutdown` was answered.
    public private(set) var isShutDown = false
    /// The status to exit with, once `exit` has arrived.
    public private(set) var exitStatus: Int32?

    /// The status to exit with when the input ends without `exit` (docs/editors-and-ci.md).
    public var endOfInputStatus: Int32 { isShutDown ? 0 : 1 }

    /// A server announcing `version`, reading files that are not open with `readFile`.
    public init(version: String = "0", readFile: @escaping FileReader = { _ in .notFound }) {
        self.version = version
        self.readFile = readFile
    }

    // MARK: - Messages

    /// Handles a batch of framed messages that arrived together: cancelled requests are
    /// answered with -32800, and each changed document is published once, at its last version.
    public mutating func receive(_ framed: [FramedMessage]) -> [JSONValue] {
        var parsed: [Result<JSONValue, JSONReadError>?] = []
        var cancelled = Set<String>()
        for item in framed {
            switch item {
            case .message(let body):
                let result = JSONReader.read(body)
                if case .success(let value) = result, value["method"]?.stringValue == "$/cancelRequest",
                   let id = value["params"]?["id"], let key = Self.idKey(id) {
                    cancelled.insert(key)
                }
                parsed.append(result)
            case .badHeader:
                parsed.append(nil)
            }
        }
        var output: [JSONValue] = []
        for (index, result) in parsed.enumerated() {
            guard exitStatus == nil else { break }
            switch result {
            case nil:
                if case .badHeader(let reason) = framed[index] {
                    output.append(Self.errorResponse(id: .null, .parseError, "bad message header: \(reason)"))
                }
            case .failure(let error)?:
                output.append(Self.errorResponse(id: .null, .parseError, "invalid JSON at byte \(error.offset): \(error.message)"))
            case .success(let message)?:
                if let id = message["id"], let key = Self.idKey(id), cancelled.contains(key), message["method"] != nil, initialized {
                    output.append(Self.errorResponse(id: id, .requestCancelled, "the request was cancelled"))
                    continue
                }
                output += handle(message)
            }
        }
        // After `exit` nothing more is sent.
        if exitStatus == nil {
            output += logged.map { Self.notification("window/logMessage", .object([("type", .integer(1)), ("message", .string($0))])) }
            output += publishPending()
        }
        logged.removeAll()
        return output
    }

    /// Handles one message and returns its response, if any. Diagnostics are not published
    /// here but by `publishPending()`, so that a burst of changes is checked once.
    public mutating func handle(_ message: JSONValue) -> [JSONValue] {
        guard message.isObject else {
            return [Self.errorResponse(id: .null, .invalidRequest, "a message must be a JSON object")]
        }
        let id = message["id"]
        if let id, Self.idKey(id) == nil {
            return [Self.errorResponse(id: .null, .invalidRequest, "an id must be a number or a string")]
        }
        guard message["jsonrpc"]?.stringValue == "2.0" else {
            return id == nil ? [] : [Self.errorResponse(id: id ?? .null, .invalidRequest, "'jsonrpc' must be \"2.0\"")]
        }
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours (the server sends none), or garbage.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.errorResponse(id: id ?? .null, .invalidRequest, "a request needs a 'method' string")]
        }
        // `params: null` is read as no params: clients send it for `shutdown` and `exit`.
        let params = message["params"] == .null ? nil : message["params"]
        if let params, !params.isObject, params.arrayValue == nil {
            return id == nil ? [] : [Self.errorResponse(id: id ?? .null, .invalidRequest, "'params' must be an object or an array")]
        }
        guard let id else {
            handleNotification(method, params ?? .object([]))
            return []
        }
        guard initialized || method == "initialize" else {
            return [Self.errorResponse(id: id, .serverNotInitialized, "the server is not initialized: send 'initialize' first")]
        }
        if isShutDown {
            return [Self.errorResponse(id: id, .invalidRequest, "the server is shut down; only 'exit' is accepted")]
        }
        do throws(LSPError) {
            let result = try handleRequest(method, params ?? .object([]))
            return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch {
            return [Self.errorResponse(id: id, error.code, error.message)]
        }
    }

    private mutating func handleRequest(_ method: String, _ params: JSONValue) throws(LSPError) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown":
            isShutDown = true
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/documentLink": return try documentLinks(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/semanticTokens/full": return try semanticTokensFull(params)
        case "textDocument/semanticTokens/range": return try semanticTokensRange(params)
        case "textDocument/documentColor": return try documentColors(params)
        case "textDocument/colorPresentation": return try colorPresentations(params)
        case "textDocument/signatureHelp": return try signatureHelp(params)
        case "textDocument/inlayHint": return try inlayHints(params)
        case "workspace/symbol": return try workspaceSymbols(params)
        default:
            throw LSPError(code: .methodNotFound, message: "unknown method '\(method)'")
        }
    }

    private mutating func handleNotification(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitStatus = isShutDown ? 0 : 1
            return
        }
        guard initialized, !isShutDown else { return }
        switch method {
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.stringValue,
                  let text = document["text"]?.stringValue else { return }
            let path = Self.path(fromURI: uri)
            documents[uri] = OpenDocument(uri: uri, path: path, version: document["version"]?.intValue ?? 0,
                                          file: SourceFile(path: path, text: text))
            if Self.isTabsDocument(languageID: document["languageId"]?.stringValue, uri: uri) { ignoredDocuments.remove(uri) } else { ignoredDocuments.insert(uri) }
            documentChanged(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
                  let changes = params["contentChanges"]?.arrayValue else { return }
            for change in changes {
                guard let text = change["text"]?.stringValue else { continue }
                if let range = change["range"], range != .null {
                    // A range that can't be read is refused with the whole notification: taking
                    // it as a whole-document change would replace the document with a fragment.
                    guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]),
                          (start.line, start.character) <= (end.line, end.character) else {
                        log("textDocument/didChange of '\(uri)' refused: a change's range is malformed; the document is unchanged")
                        return
                    }
                    let mapper = PositionMapper(file: document.file, encoding: encoding)
                    let from = mapper.offset(of: start)
                    let to = max(from, mapper.offset(of: end))
                    var bytes = document.file.bytes
                    bytes.replaceSubrange(from..<to, with: Array(text.utf8))
                    document.file = SourceFile(path: document.path, bytes: bytes)
                } else {
                    document.file = SourceFile(path: document.path, text: text)
                }
            }
            if let version = params["textDocument"]?["version"]?.intValue { document.version = version }
            documents[uri] = document
            documentChanged(uri)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
            documentChanged(uri)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
            documentChanged(uri)
            documents[uri] = nil
            pending.removeAll { $0 == uri }
            closed.append(uri)
        case "initialized": registerWatchedFiles()
        case "workspace/didChangeWatchedFiles": watchedFilesChanged(params)
        default:
            // `initialized`, `$/cancelRequest` (handled per batch), `$/setTrace` and anything
            // unknown: notifications need no answer.
            break
        }
    }

    /// Marks a document and every open document that read it for checking.
    private mutating func documentChanged(_ uri: String) {
        guard let path = documents[uri]?.path else { return }
        // In URI order, so that publications come out in the same order on every run.
        for otherURI in documents.keys.sorted() {
            guard let other = documents[otherURI], otherURI == uri || other.requestedPaths.contains(path) else { continue }
            documents[otherURI]?.compilation = nil
            if !pending.contains(otherURI) { pending.append(otherURI) }
        }
    }

    /// The diagnostics of every document changed since the last call, each at its version.
    public mutating func publishPending() -> [JSONValue] {
        var output = outgoing
        outgoing = []
        for uri in closed where documents[uri] == nil && !ignoredDocuments.contains(uri) {
            output.append(Self.notification("textDocument/publishDiagnostics", .object([
                ("uri", .string(uri)), ("diagnostics", .array([])),
            ])))
        }
        closed = []
        ignoredDocuments = ignoredDocuments.filter { documents[$0] != nil }
        let uris = pending.filter { !ignoredDocuments.contains($0) }
        pending = []
        for uri in uris {
            guard let compilation = compilation(of: uri), let document = documents[uri] else { continue }
            let diagnostics = compilation.files.first?.diagnostics ?? []
            output.append(Self.notification("textDocument/publishDiagnostics", .object([
                ("uri", .string(uri)), ("version", .integer(document.version)),
                ("diagnostics", .array(diagnostics.map(lspDiagnostic))),
            ])))
        }
        return output
    }

    /// The check of an open document, from the cache or made now. Imports are read from their
    /// open buffers when they have one.
    mutating func compilation(of uri: String) -> Compilation? {
        guard let document = documents[uri] else { return nil }
        if let compilation = document.compilation { return compilation }
        final class Requests { var paths = Set<String>() }
        let requests = Requests()
        var openByPath: [String: [UInt8]] = [:]
        for other in documents.values { openByPath[ImportPaths.normalize(other.path)] = other.file.bytes }
        let readFile = self.readFile
        let root = importRoot(of: document.path)
        let compilation = Compiler.compile([document.file], roots: [root], loader: { request in
            requests.paths.insert(request.path)
            if let bytes = openByPath[request.path] { return .loaded(bytes) }
            return readFile(request)
        }, assets: assetCatalogs, strings: stringCatalogs)
        documents[uri]?.compilation = compilation
        documents[uri]?.requestedPaths = requests.paths
        return compilation
    }

    /// The folder a document's imports must stay inside: the deepest workspace folder that
    /// holds it, else its own folder.
    func importRoot(of path: String) -> String {
        let holding = workspaceRoots.filter { path.hasPrefix("/") && ImportPaths.isInside(path, root: $0) }
        return holding.max { $0.count < $1.count } ?? ImportPaths.directory(of: path)
    }

    // MARK: - Initialize

    private mutating func initialize(_ params: JSONValue) throws(LSPError) -> JSONValue {
        guard !initialized else { throw LSPError(code: .invalidRequest, message: "'initialize' was already received") }
        guard params.isObject else { throw .badParams("'initialize' takes an object") }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue ?? []
        encoding = offered.contains(.string("utf-8")) ? .utf8 : .utf16
        snippets = params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        watchesFilesDynamically = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        let folders = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        let single = params["rootUri"]?.stringValue ?? params["rootPath"]?.stringValue.map { "file://" + $0 }
        workspaceRoots = (folders.isEmpty ? single.map { [$0] } ?? [] : folders)
            .map { ImportPaths.normalize(Self.path(fromURI: $0)) }
            .filter { $0.hasPrefix("/") }
        initialized = true
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)), ("change", .integer(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("completionProvider", .object([("triggerCharacters", .array([":", "(", " ", "."].map { .string($0) }))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("documentSymbolProvider", .bool(true)),
            ("documentFormattingProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ] + Self.editorCapabilities)
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("tabc")), ("version", .string(version))])),
        ])
    }

    // MARK: - Helpers

    /// The open document and byte offset a `TextDocumentPositionParams` names.
    func documentAndOffset(_ params: JSONValue) throws(LSPError) -> (OpenDocument, Int) {
        let document = try self.document(params)
        guard let position = LSPPosition(params["position"]) else { throw .badParams("'position' is missing or invalid") }
        return (document, PositionMapper(file: document.file, encoding: encoding).offset(of: position))
    }

    func document(_ params: JSONValue) throws(LSPError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { throw .badParams("'textDocument.uri' is missing") }
        guard let document = documents[uri] else { throw .badParams("the document '\(uri)' is not open") }
        return document
    }

    func mapper(_ file: SourceFile) -> PositionMapper { PositionMapper(file: file, encoding: encoding) }

    /// The URI of a file the compiler knows by `path`.
    func uri(forPath path: String) -> String {
        if let open = documents.values.first(where: { ImportPaths.normalize($0.path) == ImportPaths.normalize(path) }) {
            return open.uri
        }
        return Self.uri(fromPath: path)
    }

    func location(_ file: SourceFile, _ range: SourceRange) -> JSONValue {
        .object([("uri", .string(uri(forPath: file.path))), ("range", mapper(file).range(range))])
    }

    func lspDiagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var members: [(String, JSONValue)] = [
            ("range", mapper(diagnostic.file).range(diagnostic.range)),
            ("severity", .integer(severity)),
            ("code", .string(diagnostic.code.rawValue)),
            ("source", .string("tabc")),
            ("message", .string(diagnostic.message)),
        ]
        var related: [JSONValue] = []
        for label in diagnostic.labels {
            related.append(.object([("location", location(label.span.file, label.span.range)), ("message", .string(label.message))]))
        }
        for note in diagnostic.notes {
            let span = note.span ?? diagnostic.span
            related.append(.object([("location", location(span.file, span.range)), ("message", .string(note.message))]))
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        if diagnostic.reportsUnusedDeclaration { members.append(("tags", .array([.integer(1)]))) }
        return .object(members)
    }

    static func idKey(_ id: JSONValue) -> String? {
        switch id {
        case .integer(let number): return "n\(number)"
        case .number(let number): return "n\(Int(exactly: number).map(String.init) ?? "\(number)")"
        case .string(let text): return "s\(text)"
        default: return nil
        }
    }

    static func errorResponse(id: JSONValue, _ code: LSPErrorCode, _ message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .integer(code.rawValue)), ("message", .string(message))])),
        ])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    /// The path of a `file:` URI, percent-decoded; any other URI stands for itself.
    public static func path(fromURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Array(uri.utf8.dropFirst(7))
        // `file://host/path`: the host is dropped (it is empty or localhost in practice).
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) { rest = Array(rest[slash...]) } else { return uri }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
               let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path (other paths are taken to be URIs already).
    public static func uri(fromPath path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var output = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - 0x41 + 10
        default: return nil
        }
    }
}

/// A server with its framer: the bytes of the input stream in, the bytes to write out.
public struct LanguageServerConnection {
    /// The server behind the framer (its exit status is read from here).
    public var server: LanguageServer
    private var framer = MessageFramer()

    /// A connection to `server`, before any byte was read.
    public init(server: LanguageServer) {
        self.server = server
    }

    /// Feeds bytes read from the client and returns the framed messages to send back.
    public mutating func receive(_ bytes: [UInt8]) -> [UInt8] {
        let framed = framer.feed(bytes)
        guard !framed.isEmpty else { return [] }
        var output: [UInt8] = []
        var rawIDs: [UInt64: String]?
        for message in server.receive(framed) {
            // An id that a `JSONValue` holds only as a `Double` (an integer beyond 64 bits, a
            // fraction) is echoed as the client wrote it, never rounded.
            if case .number(let id)? = message["id"], case .object(let members) = message {
                if rawIDs == nil { rawIDs = Self.numberIDs(in: framed) }
                if let raw = rawIDs?[id.bitPattern] {
                    let rest = members.filter { $0.0 != "jsonrpc" && $0.0 != "id" }
                    let text = "{\"jsonrpc\":\"2.0\",\"id\":\(raw)" + rest.map { "," + JSONWriter.compact(.object([$0])).dropFirst().dropLast() }.joined() + "}"
                    output += MessageFramer.frame(Array(text.utf8))
                    continue
                }
            }
            output += MessageFramer.frame(Array(JSONWriter.compact(message).utf8))
        }
        return output
    }

    /// The numeric ids of a batch's messages as written, by the bits of the `Double` read.
    private static func numberIDs(in framed: [FramedMessage]) -> [UInt64: String] {
        var ids: [UInt64: String] = [:]
        for case .message(let body) in framed {
            guard let raw = JSONReader.memberText("id", in: body), let first = raw.utf8.first,
                  first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
                  let value = Double(raw) else { continue }
            ids[value.bitPattern] = raw
        }
        return ids
    }
}
