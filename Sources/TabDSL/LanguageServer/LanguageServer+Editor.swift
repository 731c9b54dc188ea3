// The editor features of the language server beyond the basic ones: watched files, document links,
// folding, semantic tokens, document colors, signature help, inlay hints and workspace
// symbols. Like the other features they read the syntax tree, the lexer's tokens, the resolved
// model and the schema table, and turn byte offsets into positions only at the edge.

/// The token types of the semantic-token legend, in legend order (the index is what the
/// server sends). All are LSP's standard types, so any client highlights them.
enum SemanticTokenType: Int, CaseIterable {
    case keyword, property, string, number, enumMember, type, parameter, function, comment, macro

    /// The type's name in the legend.
    var name: String { String(describing: self) }
}

/// One classified token before it is encoded: a byte range on one line, its type, whether it
/// declares the name.
struct SemanticToken: Equatable {
    var range: SourceRange
    var type: SemanticTokenType
    var isDeclaration: Bool
}

extension LanguageServer {
    /// The capabilities of this file's features, added to `initialize`'s answer.
    static let editorCapabilities: [(String, JSONValue)] = [
        ("documentLinkProvider", .object([("resolveProvider", .bool(false))])),
        ("foldingRangeProvider", .bool(true)),
        ("semanticTokensProvider", .object([
            ("legend", .object([
                ("tokenTypes", .array(SemanticTokenType.allCases.map { .string($0.name) })),
                ("tokenModifiers", .array([.string("declaration")])),
            ])),
            ("range", .bool(true)),
            ("full", .bool(true)),
        ])),
        ("colorProvider", .bool(true)),
        ("signatureHelpProvider", .object([
            ("triggerCharacters", .array([.string("("), .string(",")])),
            ("retriggerCharacters", .array([.string(",")])),
        ])),
        ("inlayHintProvider", .bool(true)),
        ("workspaceSymbolProvider", .bool(true)),
    ]

    /// Whether an opened document is a `.tabs` layout: its language id is `tabs` or its name
    /// ends in `.tabs`. Others (a plain-text buffer an editor attached the server to) are kept
    /// for requests but get no diagnostics.
    static func isTabsDocument(languageID: String?, uri: String) -> Bool {
        languageID == "tabs" || uri.hasSuffix(".tabs")
    }

    // MARK: - Watched files

    /// After `initialized`: asks the client to watch `**/*.tabs` when it can register the
    /// watcher dynamically (a client that can't is expected to watch on its own, or not at all).
    mutating func registerWatchedFiles() {
        guard watchesFilesDynamically else { return }
        // Once: a second `initialized` must not register a second watcher.
        watchesFilesDynamically = false
        outgoing.append(.object([
            ("jsonrpc", .string("2.0")), ("id", .string("tabc-register-watched-files")),
            ("method", .string("client/registerCapability")),
            ("params", .object([("registrations", .array([.object([
                ("id", .string("tabc-watched-files")),
                ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array([.object([("globPattern", .string("**/*.tabs"))])]))])),
            ])]))])),
        ]))
    }

    /// `workspace/didChangeWatchedFiles`: a file created, changed or deleted on disk is read
    /// again by every open document whose last check asked for it, which is then re-checked and
    /// published. A file open in the editor is left alone: its buffer, not the disk, is what
    /// its importers read.
    mutating func watchedFilesChanged(_ params: JSONValue) {
        for change in params["changes"]?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue else { continue }
            let path = ImportPaths.normalize(Self.path(fromURI: uri))
            guard !documents.values.contains(where: { ImportPaths.normalize($0.path) == path }) else { continue }
            for otherURI in documents.keys.sorted() {
                guard let other = documents[otherURI], other.requestedPaths.contains(path) else { continue }
                documents[otherURI]?.compilation = nil
                if !pending.contains(otherURI) { pending.append(otherURI) }
            }
        }
    }

    // MARK: - Document links

    /// `textDocument/documentLink`: each import string links to the file it names.
    func documentLinks(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        let tree = Parser.parse(document.file).tree
        let mapper = self.mapper(document.file)
        var links: [JSONValue] = []
        for declaration in tree.imports {
            guard let path = declaration.path, path.isValid, !path.value.isEmpty else { continue }
            let target = ImportPaths.resolve(path.value, from: document.path)
            guard target.hasPrefix("/") else { continue }
            links.append(.object([("range", mapper.range(path.range)), ("target", .string(uri(forPath: target)))]))
        }
        return .array(links)
    }

    // MARK: - Folding

    /// `textDocument/foldingRange`: blocks, calls and lists over several lines, runs of line
    /// comments, multi-line block comments and runs of imports. The closing line stays visible.
    func foldingRanges(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        let file = document.file
        let tree = Parser.parse(file).tree
        var ranges: [(start: Int, end: Int, kind: String?)] = []
        func line(_ offset: Int) -> Int { file.lineIndex(of: offset) }
        /// From the line of `start` to the line before the one that closes at `close`.
        func fold(_ start: Int, closedAt close: Int?, end: Int, kind: String? = nil) {
            let first = line(start)
            let last = close.map { line($0) - 1 } ?? line(max(start, end - 1))
            if last > first { ranges.append((first, last, kind)) }
        }
        func foldBlock(_ block: Block) { fold(block.open.offset, closedAt: block.close?.offset, end: block.range.end) }
        func foldValue(_ value: Value) {
            switch value {
            case .call(let call):
                let closed = call.range.length > 0 && file.bytes[call.range.end - 1] == UInt8(ascii: ")")
                fold(call.callee.range.end, closedAt: closed ? call.range.end - 1 : nil, end: call.range.end)
                call.arguments.forEach { foldValue($0.value) }
            case .list(let list):
                let closed = list.range.length > 0 && file.bytes[list.range.end - 1] == UInt8(ascii: "]")
                fold(list.range.offset, closedAt: closed ? list.range.end - 1 : nil, end: list.range.end)
                list.elements.forEach(foldValue)
            default:
                break
            }
        }
        func foldMembers(_ block: Block) {
            foldBlock(block)
            for member in block.members {
                switch member {
                case .property(let property): if let value = property.value { foldValue(value) }
                case .item(let item): foldMembers(item.body)
                case .section(let section): foldMembers(section.body)
                case .style(let style): foldMembers(style.body)
                case .inject, .error: break
                }
            }
        }
        if let first = tree.imports.first, let last = tree.imports.last, line(last.range.offset) > line(first.range.offset) {
            ranges.append((line(first.range.offset), line(last.range.offset), "imports"))
        }
        for declaration in tree.declarations {
            switch declaration {
            case .layout(let block), .style(let block): foldMembers(block.body)
            }
        }
        // Line comments on consecutive lines, each the first thing on its line, fold as one run.
        var run: (start: Int, end: Int)?
        func endRun() {
            if let current = run, current.end > current.start { ranges.append((current.start, current.end, "comment")) }
            run = nil
        }
        for comment in tree.comments {
            let commentLine = line(comment.range.offset)
            if comment.kind == .blockComment {
                endRun()
                let last = line(max(comment.range.offset, comment.range.end - 1))
                if last > commentLine { ranges.append((commentLine, last, "comment")) }
                continue
            }
            let lineStart = file.lineStarts[commentLine]
            let startsLine = file.bytes[lineStart..<comment.range.offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard startsLine else { endRun(); continue }
            if let current = run, current.end + 1 == commentLine {
                run = (current.start, commentLine)
            } else {
                endRun()
                run = (commentLine, commentLine)
            }
        }
        endRun()
        ranges.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        return .array(ranges.map { range in
            var members: [(String, JSONValue)] = [("startLine", .integer(range.start)), ("endLine", .integer(range.end))]
            if let kind = range.kind { members.append(("kind", .string(kind))) }
            return .object(members)
        })
    }

    // MARK: - Semantic tokens

    /// `textDocument/semanticTokens/full`.
    func semanticTokensFull(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        return .object([("data", .array(encodeSemanticTokens(Self.semanticTokens(document.file), in: document.file)))])
    }

    /// `textDocument/semanticTokens/range`: the tokens that overlap the range.
    func semanticTokensRange(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        guard let start = LSPPosition(params["range"]?["start"]), let end = LSPPosition(params["range"]?["end"]) else {
            throw .badParams("'range' is missing or invalid")
        }
        let mapper = self.mapper(document.file)
        let from = mapper.offset(of: start)
        let to = max(from, mapper.offset(of: end))
        let tokens = Self.semanticTokens(document.file).filter { $0.range.end > from && $0.range.offset < to }
        return .object([("data", .array(encodeSemanticTokens(tokens, in: document.file)))])
    }

    /// LSP's relative encoding: five integers a token, each position relative to the previous
    /// token, in the negotiated encoding.
    func encodeSemanticTokens(_ tokens: [SemanticToken], in file: SourceFile) -> [JSONValue] {
        var positions = ForwardPositions(file: file, encoding: encoding)
        var data: [JSONValue] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = LSPPosition(line: 0, character: 0)
        for token in tokens {
            let start = positions.position(of: token.range.offset)
            let end = positions.position(of: token.range.end)
            let length = end.line == start.line ? end.character - start.character : 0
            guard length > 0 else { continue }
            let deltaLine = start.line - previous.line
            data.append(.integer(deltaLine))
            data.append(.integer(deltaLine == 0 ? start.character - previous.character : start.character))
            data.append(.integer(length))
            data.append(.integer(token.type.rawValue))
            data.append(.integer(token.isDeclaration ? 1 : 0))
            previous = start
        }
        return data
    }

    /// The classified tokens of a file in source order, each on one line (a block comment over
    /// several lines is one token a line): the lexer says what literals, keywords and comments
    /// are; the syntax tree says what each name is.
    static func semanticTokens(_ file: SourceFile) -> [SemanticToken] {
        let lexed = Lexer.lex(file)
        let tree = Parser.parse(file, lexed: lexed).tree
        var classifier = SemanticNames()
        classifier.collect(tree)
        let names = classifier.names
        var tokens: [SemanticToken] = []
        tokens.reserveCapacity(lexed.tokens.count / 2)
        for token in lexed.tokens {
            let type: SemanticTokenType
            var isDeclaration = false
            switch token.kind {
            case .identifier:
                guard let (named, declares) = names[token.range.offset] else { continue }
                type = named
                isDeclaration = declares
            case .importKeyword, .layoutKeyword, .styleKeyword, .itemKeyword, .modalKeyword, .injectKeyword,
                 .trueKeyword, .falseKeyword:
                type = .keyword
            case .string: type = .string
            case .number: type = .number
            case .color: type = .macro
            case .lineComment, .docComment:
                type = .comment
            case .blockComment:
                // One token a line: clients need not support tokens over several lines.
                var line = file.lineIndex(of: token.range.offset)
                while true {
                    let content = file.lineContentRange(line)
                    let start = max(content.offset, token.range.offset)
                    let end = min(content.end, token.range.end)
                    if end > start { tokens.append(SemanticToken(range: .from(start, to: end), type: .comment, isDeclaration: false)) }
                    line += 1
                    if line >= file.lineStarts.count || file.lineStarts[line] >= token.range.end { break }
                }
                continue
            default:
                continue
            }
            tokens.append(SemanticToken(range: token.range, type: type, isDeclaration: isDeclaration))
        }
        return tokens
    }

    // MARK: - Colors

    /// `textDocument/documentColor`: every hex literal and system color name where the schema
    /// table expects a color, with its light appearance (an `asset` color has no value here).
    mutating func documentColors(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        let tree = visibleTrees(document)[0]
        let mapper = self.mapper(document.file)
        var found: [(SourceRange, RGBAColor)] = []
        for (property, _) in tree.properties() {
            guard let value = property.value, let spec = Schema.property(named: property.name.text) else { continue }
            Self.colors(in: value, as: spec.type, into: &found)
        }
        return .array(found.map { range, color in
            .object([("range", mapper.range(range)), ("color", .object([
                ("red", .number(Double(color.red) / 255)), ("green", .number(Double(color.green) / 255)),
                ("blue", .number(Double(color.blue) / 255)), ("alpha", .number(color.alpha)),
            ]))])
        })
    }

    /// The colors written in a value of a type, following call forms into their arguments.
    static func colors(in value: Value, as type: Schema.ValueType, into found: inout [(SourceRange, RGBAColor)]) {
        switch (type, value) {
        case (.color, .color(let literal)):
            if let rgba = literal.rgba {
                found.append((literal.range, RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(rgba.alpha) / 255)))
            }
        case (.color, .path(let path)):
            if path.isSingle, let system = SystemColors.value(named: path.first.text) { found.append((path.range, system.light)) }
        case (.color, .call(let call)) where call.callee.text == "dynamic":
            for argument in call.arguments { colors(in: argument.value, as: .color, into: &found) }
        case (.call(let spec), .call(let call)) where spec.name == call.callee.text:
            for (index, argument) in call.arguments.enumerated() {
                let argumentSpec = argument.label.flatMap { label in spec.arguments.first { $0.label == label.text } }
                    ?? (spec.isPositional && index < spec.arguments.count ? spec.arguments[index] : nil)
                if let argumentSpec { colors(in: argument.value, as: argumentSpec.type, into: &found) }
            }
        case (.choice(let types), _):
            for type in types { colors(in: value, as: type, into: &found) }
        default:
            break
        }
    }

    /// `textDocument/colorPresentation`: a picked color is written as a hex literal (`#RRGGBB`,
    /// or `#RRGGBBAA` when it is not opaque).
    func colorPresentations(_ params: JSONValue) throws(LSPError) -> JSONValue {
        _ = try document(params)
        let color = params["color"]
        guard let red = Self.unit(color?["red"]), let green = Self.unit(color?["green"]), let blue = Self.unit(color?["blue"]),
              let alpha = Self.unit(color?["alpha"]) else {
            throw .badParams("'color' needs red, green, blue and alpha from 0 to 1")
        }
        // The range is the client's, in its own encoding: it is sent back as it came.
        guard let range = params["range"], LSPPosition(range["start"]) != nil, LSPPosition(range["end"]) != nil else {
            throw .badParams("'range' is missing or invalid")
        }
        func digits(_ unit: Double) -> String {
            let text = String(Self.byte(unit), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        var text = "#" + [red, green, blue].map(digits).joined()
        if Self.byte(alpha) != 255 { text += digits(alpha) }
        return .array([.object([("label", .string(text)), ("textEdit", .object([("range", range), ("newText", .string(text))]))])])
    }

    private static func unit(_ value: JSONValue?) -> Double? {
        let number: Double
        switch value {
        case .number(let double)?: number = double
        case .integer(let integer)?: number = Double(integer)
        default: return nil
        }
        return number >= 0 && number <= 1 ? number : nil
    }

    private static func byte(_ unit: Double) -> UInt8 { UInt8((unit * 255).rounded()) }

    // MARK: - Signature help

    /// `textDocument/signatureHelp`: inside a call form of the schema table (`insets(`,
    /// `raised(`, `font(`, …), its arguments with their types and defaults, the one at the
    /// cursor active.
    mutating func signatureHelp(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        let file = document.file
        let tree = Parser.parse(file).tree
        for (property, _) in tree.properties() {
            guard let value = property.value, let spec = Schema.property(named: property.name.text),
                  let call = Self.innermostCall(in: value, at: offset, file: file),
                  let form = Self.callSpec(call.callee.text, in: spec.type) else { continue }
            var label = form.name + "("
            var parameters: [JSONValue] = []
            for (index, argument) in form.arguments.enumerated() {
                if index > 0 { label += ", " }
                // The words `tabc explain` uses: the type with its range, and the default.
                let range = Explanations.rangeFigures(argument.type).map { " " + $0 } ?? ""
                let parameter = (form.isPositional ? "_ " : "") + argument.label + ": " + Catalogue.describe(argument.type) + range
                label += parameter
                parameters.append(.object([
                    ("label", .string(parameter)),
                    ("documentation", .object([("kind", .string("markdown")), ("value", .string(Explanations.argumentDefault(argument)))])),
                ]))
            }
            label += ")"
            let active = Self.activeArgument(call, form, at: offset)
            return .object([
                ("signatures", .array([.object([
                    ("label", .string(label)),
                    ("documentation", .object([("kind", .string("markdown")), ("value", .string("`\(spec.name)`: \(spec.summary)"))])),
                    ("parameters", .array(parameters)),
                    ("activeParameter", .integer(active)),
                ])])),
                ("activeSignature", .integer(0)), ("activeParameter", .integer(active)),
            ])
        }
        return .null
    }

    /// The innermost call whose parentheses hold the offset (after `(`, up to its `)`).
    static func innermostCall(in value: Value, at offset: Int, file: SourceFile) -> Call? {
        switch value {
        case .call(let call):
            let closed = call.range.length > 0 && file.bytes[call.range.end - 1] == UInt8(ascii: ")")
            let inside = offset > call.callee.range.end && (closed ? offset < call.range.end : offset <= call.range.end)
            guard inside else { return nil }
            for argument in call.arguments {
                if let inner = innermostCall(in: argument.value, at: offset, file: file) { return inner }
            }
            return call
        case .list(let list):
            for element in list.elements {
                if let inner = innermostCall(in: element, at: offset, file: file) { return inner }
            }
            return nil
        default:
            return nil
        }
    }

    /// The index in the call form of the argument at the offset: the one written there, else the
    /// first of the form not yet written.
    static func activeArgument(_ call: Call, _ form: Schema.CallSpec, at offset: Int) -> Int {
        if form.isPositional { return 0 }
        if let here = call.arguments.first(where: { $0.range.offset <= offset && offset <= $0.range.end }),
           let label = here.label, let index = form.arguments.firstIndex(where: { $0.label == label.text }) {
            return index
        }
        let written = Set(call.arguments.compactMap { $0.label?.text })
        return form.arguments.firstIndex { !written.contains($0.label) } ?? 0
    }

    // MARK: - Inlay hints

    /// `textDocument/inlayHint`: after an item's id, its tag when none is written, and what
    /// VoiceOver reads for an item with neither a title nor an accessibility label.
    mutating func inlayHints(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        guard let start = LSPPosition(params["range"]?["start"]), let end = LSPPosition(params["range"]?["end"]) else {
            throw .badParams("'range' is missing or invalid")
        }
        let mapper = self.mapper(document.file)
        let from = mapper.offset(of: start)
        let to = max(from, mapper.offset(of: end))
        let compiled = compilation(of: document.uri)?.files.first
        let tree = compiled?.tree ?? Parser.parse(document.file).tree
        var hints: [JSONValue] = []
        func hint(_ label: String, at offset: Int, _ tooltip: String) {
            hints.append(.object([
                ("position", mapper.position(of: offset).json), ("label", .string(label)),
                ("tooltip", .string(tooltip)), ("paddingLeft", .bool(true)),
            ]))
        }
        // By name and id, so that a file of thousands of items is read once.
        var layouts: [String: ResolvedLayout] = [:]
        for layout in compiled?.resolved?.layouts ?? [] where layouts[layout.name] == nil { layouts[layout.name] = layout }
        for case .layout(let layout) in tree.declarations {
            var items: [String: ResolvedItem] = [:]
            for item in layout.name.flatMap({ layouts[$0.text] })?.items ?? [] where items[item.id] == nil { items[item.id] = item }
            var position = 0
            for case .item(let item) in layout.body.members {
                defer { position += 1 }
                guard let name = item.name, name.range.end >= from, name.range.end <= to else { continue }
                var given = Set<String>()
                for case .property(let property) in item.body.members { given.insert(property.name.text) }
                let model = items[name.text]
                if !given.contains("tag") {
                    hint("tag: \(model?.tag ?? position)", at: name.range.end, "the default tag: the item's position (0-based) among all items")
                }
                if !given.contains("title") && !given.contains("accessibilityLabel") {
                    let label = model?.accessibility.label ?? LayoutValidator.label(fromId: name.text)
                    hint("accessibilityLabel: \"\(label)\"", at: name.range.end, "what VoiceOver reads: derived from the id, as the item has no title")
                }
            }
        }
        return .array(hints)
    }

    // MARK: - Workspace symbols

    /// `workspace/symbol`: the layouts, items and named styles of every open `.tabs` document and
    /// the files they import whose name holds the query's characters in order (any case).
    mutating func workspaceSymbols(_ params: JSONValue) throws(LSPError) -> JSONValue {
        guard let query = params["query"]?.stringValue else { throw .badParams("'query' is missing") }
        let wanted = Array(query.lowercased().unicodeScalars)
        func matches(_ name: String) -> Bool {
            var index = 0
            for scalar in name.lowercased().unicodeScalars where index < wanted.count && scalar == wanted[index] { index += 1 }
            return index == wanted.count
        }
        var seen = Set<String>()
        var symbols: [JSONValue] = []
        func add(_ name: Identifier, _ kind: Int, _ file: SourceFile, container: String?) {
            guard matches(name.text) else { return }
            var members: [(String, JSONValue)] = [("name", .string(name.text)), ("kind", .integer(kind)), ("location", location(file, name.range))]
            if let container { members.append(("containerName", .string(container))) }
            symbols.append(.object(members))
        }
        for uri in documents.keys.sorted() where !ignoredDocuments.contains(uri) {
            for compiled in compilation(of: uri)?.files ?? [] where seen.insert(ImportPaths.normalize(compiled.source.path)).inserted {
                let file = compiled.source
                for declaration in compiled.tree.declarations {
                    switch declaration {
                    case .style(let style):
                        if let name = style.name { add(name, 23, file, container: nil) }
                    case .layout(let layout):
                        guard let name = layout.name else { continue }
                        add(name, 5, file, container: nil)
                        for case .item(let item) in layout.body.members {
                            if let id = item.name { add(id, 22, file, container: name.text) }
                        }
                    }
                }
            }
        }
        return .array(symbols)
    }
}

/// `PositionMapper`'s positions for offsets asked in increasing order, counted on from the last
/// one instead of from the line start (a 2 MB document has a hundred thousand tokens). It
/// counts as `SourceFile.location(of:)` does, and falls back to the mapper for an offset
/// behind the last one.
struct ForwardPositions {
    let file: SourceFile
    let encoding: PositionEncoding
    private let lineStarts: [Int]
    private var line = 0
    /// The last offset counted to (a character boundary) and its UTF-16 column.
    private var offset: Int
    private var units = 0

    init(file: SourceFile, encoding: PositionEncoding) {
        self.file = file
        self.encoding = encoding
        lineStarts = file.lineStarts
        offset = lineStarts[0]
    }

    mutating func position(of target: Int) -> LSPPosition {
        let target = min(max(target, lineStarts[0]), file.bytes.count)
        guard target >= offset else { return PositionMapper(file: file, encoding: encoding).position(of: target) }
        if line + 1 < lineStarts.count && lineStarts[line + 1] <= target {
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= target { line += 1 }
            offset = lineStarts[line]
            units = 0
        }
        if encoding == .utf8 { return LSPPosition(line: line, character: target - lineStarts[line]) }
        let bytes = file.bytes
        var index = offset
        var counted = units
        while index < target {
            if bytes[index] < 0x80 {
                counted += 1
                index += 1
            } else if let length = UTF8Validation.sequenceLength(bytes, at: index), index + length <= target {
                counted += length == 4 ? 2 : 1
                index += length
            } else {
                counted += 1
                index += 1
            }
        }
        // Counting on is only exact from a character boundary (as in `SourceFile.location(of:)`).
        if target == bytes.count || bytes[target] & 0xC0 != 0x80 {
            offset = target
            units = counted
        }
        return LSPPosition(line: line, character: counted)
    }
}

/// Classifies the names of a syntax tree for semantic tokens, by the offset they start at.
private struct SemanticNames {
    var names: [Int: (SemanticTokenType, Bool)] = [:]

    mutating func mark(_ identifier: Identifier, _ type: SemanticTokenType, declaration: Bool = false) {
        names[identifier.range.offset] = (type, declaration)
    }

    mutating func collect(_ tree: SyntaxFile) {
        for declaration in tree.declarations {
            switch declaration {
            case .layout(let block), .style(let block):
                if let name = block.name { mark(name, .type, declaration: true) }
                members(block.body)
            }
        }
    }

    mutating func members(_ block: Block) {
        for member in block.members {
            switch member {
            case .property(let property):
                mark(property.name, .property)
                if let value = property.value { self.value(value, of: property.name.text) }
            case .item(let item):
                if let name = item.name { mark(name, .enumMember, declaration: true) }
                members(item.body)
            case .section(let section):
                mark(Identifier(text: "section", range: section.keyword), .keyword)
                if let name = section.name { mark(name, .enumMember, declaration: true) }
                members(section.body)
            case .style(let style):
                members(style.body)
            case .inject(let inject):
                if let name = inject.name { mark(name, .parameter, declaration: true) }
                for component in inject.type?.components ?? [] { mark(component, .type) }
            case .error:
                break
            }
        }
    }

    /// A value of the property `property`: what a bare name is depends on the property.
    mutating func value(_ value: Value, of property: String) {
        switch value {
        case .path(let path):
            switch property {
            case "initial": mark(path.first, .enumMember)
            case "screen", "base": for component in path.components { mark(component, .type) }
            default:
                let isColor = path.isSingle && SystemColors.value(named: path.first.text) != nil
                for component in path.components { mark(component, isColor ? .macro : .enumMember) }
            }
        case .member(let name, _):
            mark(name, .enumMember)
        case .call(let call):
            if property == "screen" && call.callee.text != "storyboard" {
                // `Type(label: dependency)`: the callee is a type, each bare argument an `inject` name.
                for component in call.callee.components { mark(component, .type) }
                for argument in call.arguments {
                    if let label = argument.label { mark(label, .property) }
                    if case .path(let path) = argument.value, path.isSingle { mark(path.first, .parameter) } else { self.value(argument.value, of: "") }
                }
                return
            }
            for component in call.callee.components { mark(component, .function) }
            for argument in call.arguments {
                if let label = argument.label { mark(label, .property) }
                if call.callee.text == "select", case .path(let path) = argument.value {
                    mark(path.first, .enumMember)
                } else {
                    self.value(argument.value, of: "")
                }
            }
        case .list(let list):
            for element in list.elements { self.value(element, of: property) }
        case .number, .string, .color, .bool, .error:
            break
        }
    }
}
