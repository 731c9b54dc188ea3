// The requests of docs/editors-and-ci.md that read a document: completion, hover, navigation, rename,
// symbols, formatting and code actions. Everything about properties comes from `Schema`.

/// LSP's `CompletionItemKind` and `SymbolKind` numbers the server uses.
private enum Kind {
    static let function = 3
    static let property = 10
    static let keyword = 14
    static let color = 16
    static let reference = 18
    static let enumMember = 20
    static let structure = 22
    static let variable = 6

    static let symbolClass = 5
    static let symbolStruct = 23
    static let symbolEnumMember = 22
    static let symbolNamespace = 3
}

extension LanguageServer {
    /// The syntax trees the document can see: its own first, then the files it imports.
    mutating func visibleTrees(_ document: OpenDocument) -> [SyntaxFile] {
        compilation(of: document.uri)?.files.map(\.tree) ?? [Parser.parse(document.file).tree]
    }

    /// Every tree of the open documents and the files they import, each file once.
    mutating func allTrees() -> [SyntaxFile] {
        var seen = Set<String>()
        var trees: [SyntaxFile] = []
        for uri in documents.keys.sorted() {
            for file in compilation(of: uri)?.files ?? [] where seen.insert(ImportPaths.normalize(file.source.path)).inserted {
                trees.append(file.tree)
            }
        }
        return trees
    }

    // MARK: - Completion

    mutating func completion(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        let trees = visibleTrees(document)
        let tree = trees[0]
        let file = document.file
        let lineStart = file.lineStarts[file.lineIndex(of: offset)]
        var prefix = Array(file.bytes[min(lineStart, offset)..<offset])
        if let cut = prefix.lastIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") }) {
            prefix = Array(prefix[(cut + 1)...])
        }
        let text = String(decoding: prefix, as: UTF8.self).trimmingLeadingSpaces()
        let context = BlockContext.at(offset, in: tree)
        var items: [JSONValue] = []
        if text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            items = memberCompletions(context, tree: tree, offset: offset)
        } else if let colon = text.firstIndex(of: ":"),
                  text[..<colon].trimmingCharacters().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
                  let spec = Schema.property(named: text[..<colon].trimmingCharacters()),
                  let blockContext = context.schemaContext, spec.contexts.contains(blockContext) {
            items = valueCompletions(spec, after: String(text[text.index(after: colon)...]), context: context, trees: trees)
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    private func memberCompletions(_ context: BlockContext, tree: SyntaxFile, offset: Int) -> [JSONValue] {
        var items: [JSONValue] = []
        func keyword(_ word: String, _ detail: String, snippet: String) {
            items.append(.object([
                ("label", .string(word)), ("kind", .integer(Kind.keyword)), ("detail", .string(detail)),
                ("insertText", .string(snippets ? snippet : word + " ")),
                ("insertTextFormat", .integer(snippets ? 2 : 1)),
            ]))
        }
        guard let block = context.block, let schemaContext = context.schemaContext else {
            if !tree.declarations.contains(where: { $0.range.offset < offset }) {
                keyword("import", "import \"file.tabs\": named styles from another file", snippet: "import \"${1:styles.tabs}\"")
            }
            keyword("layout", "a tab-bar layout", snippet: "layout ${1:Name} {\n\t$0\n}")
            keyword("style", "a named, reusable style", snippet: "style ${1:Name} {\n\t$0\n}")
            return items
        }
        var given = Set<String>()
        var hasStyle = false
        for member in block.members {
            switch member {
            case .property(let property) where !(property.name.range.offset <= offset && offset <= property.name.range.end):
                given.insert(property.name.text)
            case .style:
                hasStyle = true
            default:
                break
            }
        }
        for spec in Schema.properties where spec.contexts.contains(schemaContext) && !given.contains(spec.name) {
            items.append(.object([
                ("label", .string(spec.name)), ("kind", .integer(Kind.property)),
                ("detail", .string(Catalogue.describe(spec.type))),
                ("documentation", .object([("kind", .string("markdown")), ("value", .string(Explanations.propertyFacts(spec)))])),
                ("insertText", .string(spec.name + ": ")),
            ]))
        }
        if case .layout = context {
            keyword("item", "a tab", snippet: "item ${1:id} {\n\t$0\n}")
            keyword("modal", "an item that presents its screen", snippet: "modal ${1:id} {\n\t$0\n}")
            keyword("inject", "a dependency the controller's initializer takes", snippet: "inject ${1:name}: ${2:Type}")
            keyword("section", "a group of items in the iPad sidebar", snippet: "section ${1:id} {\n\ttitle: \"${2:Title}\"\n\t$0\n}")
            if !hasStyle { keyword("style", "the layout's style", snippet: "style {\n\t$0\n}") }
        }
        if case .section = context {
            keyword("item", "a tab in this section", snippet: "item ${1:id} {\n\t$0\n}")
        }
        return items
    }

    private func valueCompletions(_ spec: Schema.PropertySpec, after text: String, context: BlockContext,
                                  trees: [SyntaxFile]) -> [JSONValue] {
        // The calls still open before the cursor, innermost last, and the argument label being typed.
        var open: [String] = []
        var word = ""
        var lastWord = ""
        var inString = false
        var label: String?
        // The labels already written in each open call.
        var given: [[String]] = []
        for character in text {
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(":
                open.append(word.isEmpty ? lastWord : word)
                given.append([])
                label = nil
                word = ""
            case ")":
                _ = open.popLast()
                _ = given.popLast()
                word = ""
            case ",":
                label = nil
                word = ""
            case ":":
                label = word
                if !given.isEmpty { given[given.count - 1].append(word) }
                word = ""
            case _ where character.isLetter || character.isNumber || character == "_" || character == ".":
                word.append(character)
                lastWord = word
            default:
                if !word.isEmpty { lastWord = word }
                word = ""
            }
        }
        guard let callee = open.last else { return values(for: spec.type, context: context, trees: trees) }
        if callee == "select" { return values(for: .itemReference, context: context, trees: trees) }
        if spec.name == "screen" {
            return dependencyNames(context)
        }
        guard let label else {
            // Where a label goes: the call form's labels not yet written.
            guard let call = Self.callSpec(callee, in: spec.type), !call.isPositional else { return [] }
            return call.arguments.filter { !(given.last ?? []).contains($0.label) }.map { argument in
                .object([("label", .string(argument.label)), ("kind", .integer(Kind.property)),
                         ("detail", .string(Catalogue.describe(argument.type))),
                         ("insertText", .string(argument.label + ": "))])
            }
        }
        guard let argument = Self.argument(callee, label, in: spec.type) else { return [] }
        return values(for: argument.type, context: context, trees: trees)
    }

    /// The call form named `name` among a type's forms (and its arguments' forms).
    static func callSpec(_ name: String, in type: Schema.ValueType) -> Schema.CallSpec? {
        switch type {
        case .call(let spec):
            if spec.name == name { return spec }
            for argument in spec.arguments { if let found = callSpec(name, in: argument.type) { return found } }
            return nil
        case .choice(let types):
            for type in types { if let found = callSpec(name, in: type) { return found } }
            return nil
        case .color:
            if name == "dynamic" { return Schema.dynamicCall }
            if name == "asset" { return Schema.assetCall }
            return nil
        case .screen:
            return name == "storyboard" ? Schema.storyboardCall : nil
        default:
            return nil
        }
    }

    private static func argument(_ call: String, _ label: String, in type: Schema.ValueType) -> Schema.ArgumentSpec? {
        switch type {
        case .call(let spec):
            if spec.name == call, let found = spec.arguments.first(where: { $0.label == label }) { return found }
            for argument in spec.arguments { if let found = Self.argument(call, label, in: argument.type) { return found } }
            return nil
        case .choice(let types):
            for type in types { if let found = Self.argument(call, label, in: type) { return found } }
            return nil
        case .color:
            if call == "dynamic" { return Schema.dynamicCall.arguments.first { $0.label == label } }
            return nil
        default:
            return nil
        }
    }

    private func dependencyNames(_ context: BlockContext) -> [JSONValue] {
        guard let layout = context.layout else { return [] }
        return layout.body.members.compactMap { member -> JSONValue? in
            guard case .inject(let inject) = member, let name = inject.name else { return nil }
            return .object([("label", .string(name.text)), ("kind", .integer(Kind.variable)),
                            ("detail", .string(inject.type?.text ?? "a dependency"))])
        }
    }

    private func values(for type: Schema.ValueType, context: BlockContext, trees: [SyntaxFile]) -> [JSONValue] {
        func simple(_ label: String, _ kind: Int, _ detail: String? = nil) -> JSONValue {
            var members: [(String, JSONValue)] = [("label", .string(label)), ("kind", .integer(kind))]
            if let detail { members.append(("detail", .string(detail))) }
            return .object(members)
        }
        switch type {
        case .bool:
            return [simple("true", Kind.keyword), simple("false", Kind.keyword)]
        case .integer, .number, .string, .badge:
            return []
        case .option(let options), .optionList(let options):
            return options.map { simple($0, Kind.enumMember) }
        case .color:
            var items = SystemColors.names.map { name -> JSONValue in
                simple(name, Kind.color, SystemColors.value(named: name).map { "light \(Self.hex($0.light)), dark \(Self.hex($0.dark))" })
            }
            items.append(callItem(Schema.assetCall))
            items.append(callItem(Schema.dynamicCall))
            return items
        case .itemReference:
            guard let layout = context.layout else { return [] }
            return layout.body.members.flatMap { member -> [JSONValue] in
                switch member {
                case .item(let item) where item.role == .tab:
                    return item.name.map { [simple($0.text, Kind.reference, "item")] } ?? []
                case .section(let section):
                    return section.body.members.compactMap { inner -> JSONValue? in
                        guard case .item(let item) = inner, item.role == .tab, let name = item.name else { return nil }
                        return simple(name.text, Kind.reference, "item")
                    }
                default:
                    return []
                }
            }
        case .styleReference:
            var names: [String] = []
            for tree in trees {
                for case .style(let style) in tree.declarations {
                    if let name = style.name?.text, !names.contains(name) { names.append(name) }
                }
            }
            return names.map { simple($0, Kind.structure, "named style") }
        case .screen:
            return [callItem(Schema.storyboardCall)]
        case .call(let spec):
            return [callItem(spec)]
        case .choice(let types):
            return types.flatMap { values(for: $0, context: context, trees: trees) }
        }
    }

    /// A call form as a completion: a snippet with a placeholder per argument when the client
    /// takes snippets, else the call with its defaults written out.
    private func callItem(_ spec: Schema.CallSpec) -> JSONValue {
        var snippet = spec.name + "("
        var plain = spec.name + "("
        for (index, argument) in spec.arguments.enumerated() {
            var placeholder = Self.placeholder(argument)
            if spec.name == "storyboard" { placeholder = argument.label == "name" ? "\"Main\"" : "\"Home\"" }
            if index > 0 {
                snippet += ", "
                plain += ", "
            }
            if !spec.isPositional {
                snippet += argument.label + ": "
                plain += argument.label + ": "
            }
            // A string's quotes stay outside the placeholder, so typing replaces only its text.
            if case .string = argument.type, placeholder.count >= 2 {
                snippet += "\"${\(index + 1):\(placeholder.dropFirst().dropLast().replacingOccurrences("}", "\\}"))}\""
            } else {
                snippet += "${\(index + 1):\(placeholder.replacingOccurrences("}", "\\}"))}"
            }
            plain += placeholder
        }
        snippet += ")"
        plain += ")"
        return .object([
            ("label", .string(spec.name + "(…)")), ("kind", .integer(Kind.function)),
            ("detail", .string(plain)), ("filterText", .string(spec.name)),
            ("insertText", .string(snippets ? snippet : plain)), ("insertTextFormat", .integer(snippets ? 2 : 1)),
        ])
    }

    private static func placeholder(_ argument: Schema.ArgumentSpec) -> String {
        if let derived = argument.derivedDefault { return derived }
        switch argument.defaultValue {
        case .number(let number)?: return JSONWriter.format(number)
        case .integer(let number)?: return String(number)
        case .option(let option)?: return option
        case .color(.system(let name))?: return name
        default: break
        }
        switch argument.type {
        case .string: return "\"\""
        case .color: return "systemBlue"
        default: return argument.label
        }
    }

    static func hex(_ color: RGBAColor) -> String {
        let alpha = UInt8(max(0, min(255, (color.alpha * 255).rounded())))
        return "#" + [color.red, color.green, color.blue, alpha].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    // MARK: - Hover

    mutating func hover(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        let trees = visibleTrees(document)
        let tree = trees[0]
        let mapper = self.mapper(document.file)
        func answer(_ markdown: String, _ range: SourceRange) -> JSONValue {
            .object([("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
                     ("range", mapper.range(range))])
        }
        for (property, _) in tree.properties() {
            if property.name.range.offset <= offset && offset <= property.name.range.end,
               let spec = Schema.property(named: property.name.text) {
                return answer(Explanations.propertyFacts(spec), property.name.range)
            }
        }
        if let occurrence = SymbolIndex.occurrence(at: offset, in: tree), occurrence.key.kind != .importedFile {
            let declarations = trees.flatMap(SymbolIndex.occurrences).filter { $0.key == occurrence.key && $0.isDeclaration }
            if let declaration = declarations.first {
                let file = declaration.file
                let line = file.text(of: file.lineContentRange(file.lineIndex(of: declaration.range.offset)))
                var text = "```tabs\n\(line.trimmingLeadingSpaces())\n```"
                if file !== document.file { text += "\n\nin `\(file.path)`" }
                return answer(text, occurrence.range)
            }
        }
        for (property, _) in tree.properties() {
            guard let value = property.value?.innermost(at: offset) else { continue }
            if let text = Self.colorDescription(value) { return answer(text, value.range) }
        }
        if let compiled = compilation(of: document.uri)?.files.first, let text = textHover(at: offset, in: compiled) {
            return answer(text.markdown, text.range)
        }
        return .null
    }

    /// What a color value resolves to in light and dark appearance; nil for other values.
    static func colorDescription(_ value: Value) -> String? {
        func color(_ value: Value) -> ColorValue? {
            switch value {
            case .color(let literal):
                guard let rgba = literal.rgba else { return nil }
                return .hex(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
            case .path(let path) where path.isSingle && SystemColors.value(named: path.first.text) != nil:
                return .system(path.first.text)
            case .call(let call) where call.callee.text == "asset":
                if case .string(let name)? = call.arguments.first?.value { return .asset(name.value) }
                return nil
            case .call(let call) where call.callee.text == "dynamic":
                guard let light = call.arguments.first(where: { $0.label?.text == "light" }).flatMap({ color($0.value) }),
                      let dark = call.arguments.first(where: { $0.label?.text == "dark" }).flatMap({ color($0.value) }) else { return nil }
                return .dynamic(light: light, dark: dark)
            default:
                return nil
            }
        }
        guard let resolved = color(value) else { return nil }
        if case .asset(let name) = resolved {
            return "asset color `\(name)`: resolved at run time from the app's asset catalog"
        }
        guard let appearances = Contrast.appearances(resolved) else {
            return "a color with an asset part: resolved at run time"
        }
        return "color\n\n- light: `\(hex(appearances.light))`\n- dark: `\(hex(appearances.dark))`"
    }

    // MARK: - Definition and references

    mutating func definition(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        let trees = visibleTrees(document)
        guard let occurrence = SymbolIndex.occurrence(at: offset, in: trees[0]) else { return .null }
        if occurrence.key.kind == .importedFile {
            guard importMayBeFollowed(document, tree: trees[0], at: occurrence.range) else { return .null }
            return .array([.object([("uri", .string(uri(forPath: occurrence.key.name))), ("range", .object([
                ("start", LSPPosition(line: 0, character: 0).json), ("end", LSPPosition(line: 0, character: 0).json),
            ]))])])
        }
        let declarations = trees.flatMap(SymbolIndex.occurrences).filter { $0.key == occurrence.key && $0.isDeclaration }
        guard !declarations.isEmpty else { return .null }
        return .array(declarations.map { location($0.file, $0.range) })
    }

    /// Whether the import string at `range` names a file the import rules let the document
    /// read (docs/files-and-limits.md): a refused import has no definition to go to.
    func importMayBeFollowed(_ document: OpenDocument, tree: SyntaxFile, at range: SourceRange) -> Bool {
        guard let written = tree.imports.first(where: { $0.path?.range == range })?.path?.value else { return false }
        let key = ImportPaths.resolve(written, from: document.path)
        let root = importRoot(of: document.path)
        if ImportPaths.controlCharacterProblem(written) ?? Compiler.importPathProblem(written, resolved: key, root: root) != nil {
            return false
        }
        if documents.values.contains(where: { ImportPaths.normalize($0.path) == key }) { return true }
        switch readFile(ImportRequest(path: key, root: root)) {
        case .loaded, .tooLarge, .sameFile: return true
        case .notFound, .unreadable, .refused: return false
        }
    }

    /// Every occurrence of the symbol at a position: in the document for items and
    /// dependencies, in every open or imported file for named styles.
    mutating func symbolOccurrences(_ document: OpenDocument, _ offset: Int) -> (SymbolOccurrence, [SymbolOccurrence])? {
        let trees = visibleTrees(document)
        guard let occurrence = SymbolIndex.occurrence(at: offset, in: trees[0]), occurrence.key.kind != .importedFile else { return nil }
        let scope = occurrence.key.kind == .style ? allTrees() : [trees[0]]
        return (occurrence, scope.flatMap(SymbolIndex.occurrences).filter { $0.key == occurrence.key })
    }

    mutating func references(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? false
        guard let (_, all) = symbolOccurrences(document, offset) else { return .array([]) }
        return .array(all.filter { includeDeclaration || !$0.isDeclaration }.map { location($0.file, $0.range) })
    }

    // MARK: - Rename

    mutating func prepareRename(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        guard let (occurrence, _) = symbolOccurrences(document, offset) else { return .null }
        return .object([("range", mapper(document.file).range(occurrence.range)), ("placeholder", .string(occurrence.key.name))])
    }

    mutating func rename(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let (document, offset) = try documentAndOffset(params)
        guard let newName = params["newName"]?.stringValue else { throw .badParams("'newName' is missing") }
        guard let (occurrence, all) = symbolOccurrences(document, offset) else {
            throw LSPError(code: .requestFailed, message: "only item ids, named styles and dependency names can be renamed")
        }
        if let problem = Self.nameProblem(newName) { throw LSPError(code: .requestFailed, message: problem) }
        // A rename must not merge two declarations into one name (TAB205, TAB215, TAB222 after it).
        let clash = SymbolKey(kind: occurrence.key.kind, scope: occurrence.key.scope, name: newName)
        let trees = occurrence.key.kind == .style ? allTrees() : [visibleTrees(document)[0]]
        if newName != occurrence.key.name, trees.flatMap(SymbolIndex.occurrences).contains(where: { $0.key == clash && $0.isDeclaration }) {
            let what: String
            switch occurrence.key.kind {
            case .item: what = "an item '\(newName)' already exists in this layout"
            case .dependency: what = "a dependency '\(newName)' already exists in this layout"
            default: what = "a style '\(newName)' already exists"
            }
            throw LSPError(code: .requestFailed, message: what)
        }
        var changes: [(String, [JSONValue])] = []
        for occurrence in all {
            let uri = uri(forPath: occurrence.file.path)
            let edit: JSONValue = .object([("range", mapper(occurrence.file).range(occurrence.range)), ("newText", .string(newName))])
            if let index = changes.firstIndex(where: { $0.0 == uri }) {
                changes[index].1.append(edit)
            } else {
                changes.append((uri, [edit]))
            }
        }
        return .object([("changes", .object(changes.map { ($0.0, .array($0.1)) }))])
    }

    /// Why a name can't be used for an item, style or dependency; nil when it can.
    static func nameProblem(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        func isStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
        }
        guard let first = bytes.first, isStart(first), bytes.allSatisfy({ isStart($0) || ($0 >= 0x30 && $0 <= 0x39) }) else {
            return "'\(name)' is not a valid identifier: use letters, digits and '_', not starting with a digit"
        }
        if ["import", "layout", "style", "item", "modal", "inject", "true", "false"].contains(name) {
            return "'\(name)' is a keyword of the .tabs language"
        }
        if name == "_" || SwiftKeywords.reserved.contains(name) {
            return "'\(name)' is a Swift keyword and can't name a generated declaration (TAB213)"
        }
        return nil
    }

    // MARK: - Symbols

    mutating func documentSymbols(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        let tree = visibleTrees(document)[0]
        let mapper = self.mapper(document.file)
        func symbol(_ name: String, _ kind: Int, _ range: SourceRange, _ selection: SourceRange, _ children: [JSONValue] = []) -> JSONValue {
            var members: [(String, JSONValue)] = [
                ("name", .string(name)), ("kind", .integer(kind)),
                ("range", mapper.range(range)), ("selectionRange", mapper.range(selection)),
            ]
            if !children.isEmpty { members.append(("children", .array(children))) }
            return .object(members)
        }
        var symbols: [JSONValue] = []
        for declaration in tree.declarations {
            switch declaration {
            case .style(let style):
                guard let name = style.name else { continue }
                symbols.append(symbol(name.text, Kind.symbolStruct, style.range, name.range))
            case .layout(let layout):
                guard let name = layout.name else { continue }
                var children: [JSONValue] = []
                for member in layout.body.members {
                    switch member {
                    case .item(let item):
                        if let id = item.name { children.append(symbol(id.text, Kind.symbolEnumMember, item.range, id.range)) }
                    case .section(let section):
                        guard let id = section.name else { continue }
                        let items = section.body.members.compactMap { member -> JSONValue? in
                            guard case .item(let item) = member, let itemId = item.name else { return nil }
                            return symbol(itemId.text, Kind.symbolEnumMember, item.range, itemId.range)
                        }
                        children.append(symbol(id.text, Kind.symbolNamespace, section.range, id.range, items))
                    case .style(let style):
                        children.append(symbol("style", Kind.symbolStruct, style.range, style.keyword))
                    default:
                        break
                    }
                }
                symbols.append(symbol(name.text, Kind.symbolClass, layout.range, name.range, children))
            }
        }
        return .array(symbols)
    }

    // MARK: - Formatting and code actions

    func formatting(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        guard case .success(let text) = TabsFormatter.format(document.file) else { return .array([]) }
        guard Array(text.utf8) != document.file.bytes else { return .array([]) }
        let mapper = self.mapper(document.file)
        let whole = JSONValue.object([
            ("start", LSPPosition(line: 0, character: 0).json), ("end", mapper.position(of: document.file.bytes.count).json),
        ])
        return .array([.object([("range", whole), ("newText", .string(text))])])
    }

    mutating func codeActions(_ params: JSONValue) throws(LSPError) -> JSONValue {
        let document = try self.document(params)
        guard let start = LSPPosition(params["range"]?["start"]), let end = LSPPosition(params["range"]?["end"]) else {
            throw .badParams("'range' is missing or invalid")
        }
        if let only = params["context"]?["only"]?.arrayValue,
           !only.contains(where: { $0.stringValue == "quickfix" || $0.stringValue.map { "quickfix".hasPrefix($0 + ".") } == true }) {
            return .array([])
        }
        let mapper = self.mapper(document.file)
        let from = mapper.offset(of: start)
        let to = max(from, mapper.offset(of: end))
        let diagnostics = compilation(of: document.uri)?.files.first?.diagnostics ?? []
        var actions: [JSONValue] = []
        for diagnostic in diagnostics where diagnostic.range.offset <= to && from <= diagnostic.range.end {
            for fixIt in diagnostic.fixIts {
                let edits = fixIt.edits.map { edit -> JSONValue in
                    .object([("range", mapper.range(edit.range)), ("newText", .string(edit.replacement))])
                }
                actions.append(.object([
                    ("title", .string(fixIt.message)), ("kind", .string("quickfix")),
                    ("diagnostics", .array([lspDiagnostic(diagnostic)])),
                    ("isPreferred", .bool(diagnostic.fixIts.count == 1)),
                    ("edit", .object([("changes", .object([(document.uri, .array(edits))]))])),
                ]))
            }
        }
        return .array(actions)
    }
}

extension StringProtocol {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }

    fileprivate func trimmingCharacters() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }

    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var output = ""
        for character in self { if character == target { output += replacement } else { output.append(character) } }
        return output
    }
}
