/// What a name in a `.tabs` file refers to, for definition, references and rename.
struct SymbolKey: Hashable {
    enum Kind: Hashable {
        case item
        case dependency
        case style
        case importedFile
    }

    var kind: Kind
    /// Items and dependencies belong to one layout (its file and offset); styles are global.
    var scope: String
    var name: String
}

/// One place a symbol is written.
struct SymbolOccurrence {
    var key: SymbolKey
    var file: SourceFile
    var range: SourceRange
    var isDeclaration: Bool
}

/// The names of one file and where they are used, read from its syntax tree.
enum SymbolIndex {
    static func occurrences(in tree: SyntaxFile) -> [SymbolOccurrence] {
        var found: [SymbolOccurrence] = []
        let file = tree.source
        func add(_ kind: SymbolKey.Kind, _ scope: String, _ identifier: Identifier, declaration: Bool) {
            found.append(SymbolOccurrence(key: SymbolKey(kind: kind, scope: scope, name: identifier.text), file: file,
                                          range: identifier.range, isDeclaration: declaration))
        }
        func styleBase(_ block: Block) {
            for case .property(let property) in block.members where property.name.text == "base" {
                if case .path(let path)? = property.value, path.isSingle { add(.style, "", path.first, declaration: false) }
            }
        }
        func screenArguments(_ call: Call, _ scope: String) {
            for argument in call.arguments {
                if case .path(let path) = argument.value, path.isSingle { add(.dependency, scope, path.first, declaration: false) }
            }
        }
        func itemOccurrences(_ item: ItemDecl, _ scope: String) {
            if let name = item.name { add(.item, scope, name, declaration: true) }
            for case .property(let property) in item.body.members {
                guard let value = property.value else { continue }
                switch (property.name.text, value) {
                case ("afterDismiss", .call(let call)) where call.callee.text == "select":
                    if case .path(let path)? = call.arguments.first?.value, path.isSingle {
                        add(.item, scope, path.first, declaration: false)
                    }
                case ("screen", .call(let call)):
                    screenArguments(call, scope)
                default:
                    break
                }
            }
        }
        for decl in tree.imports {
            guard let path = decl.path, path.isValid else { continue }
            let target = ImportPaths.resolve(path.value, from: file.path)
            found.append(SymbolOccurrence(key: SymbolKey(kind: .importedFile, scope: "", name: target), file: file,
                                          range: path.range, isDeclaration: false))
        }
        for declaration in tree.declarations {
            switch declaration {
            case .style(let style):
                if let name = style.name { add(.style, "", name, declaration: true) }
                styleBase(style.body)
            case .layout(let layout):
                let scope = "\(file.path)#\(layout.range.offset)"
                for member in layout.body.members {
                    switch member {
                    case .property(let property):
                        if property.name.text == "initial", case .path(let path)? = property.value, path.isSingle {
                            add(.item, scope, path.first, declaration: false)
                        }
                        if property.name.text == "accessory", case .call(let call)? = property.value {
                            screenArguments(call, scope)
                        }
                    case .inject(let inject):
                        if let name = inject.name { add(.dependency, scope, name, declaration: true) }
                    case .style(let block):
                        styleBase(block.body)
                    case .item(let item):
                        itemOccurrences(item, scope)
                    case .section(let section):
                        // Section ids share the item ids' namespace, so they rename as one.
                        if let name = section.name { add(.item, scope, name, declaration: true) }
                        for case .item(let item) in section.body.members { itemOccurrences(item, scope) }
                    case .error:
                        break
                    }
                }
            }
        }
        return found
    }

    /// The occurrence at a byte offset (touching either end of the name counts).
    static func occurrence(at offset: Int, in tree: SyntaxFile) -> SymbolOccurrence? {
        occurrences(in: tree).first { $0.range.offset <= offset && offset <= $0.range.end }
    }
}

/// Where an offset stands in the tree: the innermost block around it.
enum BlockContext {
    case topLevel
    case layout(LayoutDecl)
    case item(ItemDecl, LayoutDecl)
    case section(SectionDecl, LayoutDecl)
    case layoutStyle(StyleBlock, LayoutDecl)
    case namedStyle(NamedStyleDecl)

    /// The schema context of the block's properties, nil at the top level.
    var schemaContext: Schema.Context? {
        switch self {
        case .topLevel: return nil
        case .layout: return .layout
        case .item(let item, _): return item.role == .modal ? .modal : .item
        case .section: return .section
        case .layoutStyle, .namedStyle: return .style
        }
    }

    var block: Block? {
        switch self {
        case .topLevel: return nil
        case .layout(let layout): return layout.body
        case .item(let item, _): return item.body
        case .section(let section, _): return section.body
        case .layoutStyle(let style, _): return style.body
        case .namedStyle(let style): return style.body
        }
    }

    var layout: LayoutDecl? {
        switch self {
        case .layout(let layout), .item(_, let layout), .section(_, let layout), .layoutStyle(_, let layout): return layout
        default: return nil
        }
    }

    static func inside(_ block: Block, _ offset: Int) -> Bool {
        offset > block.open.offset && (block.close.map { offset <= $0.offset } ?? true)
    }

    static func at(_ offset: Int, in tree: SyntaxFile) -> BlockContext {
        for declaration in tree.declarations {
            switch declaration {
            case .style(let style):
                if inside(style.body, offset) { return .namedStyle(style) }
            case .layout(let layout):
                guard inside(layout.body, offset) else { continue }
                for member in layout.body.members {
                    switch member {
                    case .item(let item) where inside(item.body, offset): return .item(item, layout)
                    case .section(let section) where inside(section.body, offset):
                        for case .item(let item) in section.body.members where inside(item.body, offset) { return .item(item, layout) }
                        return .section(section, layout)
                    case .style(let style) where inside(style.body, offset): return .layoutStyle(style, layout)
                    default: continue
                    }
                }
                return .layout(layout)
            }
        }
        return .topLevel
    }
}

extension Value {
    /// The innermost value at a byte offset, this one included.
    func innermost(at offset: Int) -> Value? {
        guard range.offset <= offset && offset <= range.end else { return nil }
        switch self {
        case .call(let call):
            for argument in call.arguments { if let inner = argument.value.innermost(at: offset) { return inner } }
        case .list(let list):
            for element in list.elements { if let inner = element.innermost(at: offset) { return inner } }
        default:
            break
        }
        return self
    }
}

extension SyntaxFile {
    /// Every property of the file with the block context it stands in.
    func properties() -> [(Property, BlockContext)] {
        var found: [(Property, BlockContext)] = []
        func collect(_ block: Block, _ context: BlockContext) {
            for case .property(let property) in block.members { found.append((property, context)) }
        }
        for declaration in declarations {
            switch declaration {
            case .style(let style):
                collect(style.body, .namedStyle(style))
            case .layout(let layout):
                collect(layout.body, .layout(layout))
                for member in layout.body.members {
                    switch member {
                    case .item(let item): collect(item.body, .item(item, layout))
                    case .section(let section):
                        collect(section.body, .section(section, layout))
                        for case .item(let item) in section.body.members { collect(item.body, .item(item, layout)) }
                    case .style(let style): collect(style.body, .layoutStyle(style, layout))
                    default: break
                    }
                }
            }
        }
        return found
    }
}
