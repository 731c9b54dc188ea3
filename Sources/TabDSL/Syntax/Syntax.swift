/// The syntax tree of one `.tabs` file. Every node has its byte range; regions the parser could
/// not make sense of become error nodes, so a tree always exists, however broken the input.
public struct SyntaxFile: Sendable {
    public var source: SourceFile
    public var imports: [ImportDecl]
    public var declarations: [Declaration]
    /// Every comment of the file in source order, for the formatter.
    public var comments: [Token]
}

/// A name as written: its text and range.
public struct Identifier: Hashable, Sendable {
    public var text: String
    public var range: SourceRange
}

/// A `///` doc comment line, its text without the slashes and one leading space.
public struct DocComment: Hashable, Sendable {
    public var text: String
    public var range: SourceRange
}

/// `import "path"`.
public struct ImportDecl: Sendable {
    public var path: StringLiteral?
    public var range: SourceRange
    /// True when the import stands after a declaration (TAB106 was reported).
    public var isMisplaced: Bool
}

/// A top-level declaration.
public enum Declaration: Sendable {
    case layout(LayoutDecl)
    case style(NamedStyleDecl)

    public var range: SourceRange {
        switch self {
        case .layout(let declaration), .style(let declaration): return declaration.range
        }
    }
}

/// `keyword Name { ... }` at top level: a layout or a named style.
public struct NamedBlockDecl: Sendable {
    public var docs: [DocComment]
    public var keyword: SourceRange
    public var name: Identifier?
    public var body: Block
    public var range: SourceRange
}

/// `layout Name { ... }`.
public typealias LayoutDecl = NamedBlockDecl

/// `style Name { ... }` at top level: a named, reusable style.
public typealias NamedStyleDecl = NamedBlockDecl

/// `{ member ... }`.
public struct Block: Sendable {
    public var open: SourceRange
    /// The closing brace; nil when it is missing (TAB104 was reported).
    public var close: SourceRange?
    public var members: [Member]
    public var range: SourceRange
}

/// One member of a block.
public enum Member: Sendable {
    case property(Property)
    case item(ItemDecl)
    case style(StyleBlock)
    case inject(InjectDecl)
    /// `section id { … }`: a group of items in the iPad sidebar.
    case section(SectionDecl)
    /// A member the parser could not read; a diagnostic was reported.
    case error(SourceRange)

    public var range: SourceRange {
        switch self {
        case .property(let property): return property.range
        case .item(let item): return item.range
        case .style(let style): return style.range
        case .inject(let inject): return inject.range
        case .section(let section): return section.range
        case .error(let range): return range
        }
    }
}

/// `name: value`.
public struct Property: Sendable {
    public var name: Identifier
    /// Nil when the value is missing (TAB102 was reported).
    public var value: Value?
    public var range: SourceRange
}

/// Whether an item declaration is a tab or a modal.
public enum ItemRole: String, Sendable, Hashable {
    case tab
    case modal
}

/// `item id { ... }` or `modal id { ... }`.
public struct ItemDecl: Sendable {
    public var docs: [DocComment]
    public var role: ItemRole
    public var keyword: SourceRange
    public var name: Identifier?
    public var body: Block
    public var range: SourceRange
}

/// `section id { ... }` inside a layout: `section` is a contextual word, read as one only
/// before a name and a `{`.
public struct SectionDecl: Sendable {
    /// The `///` lines directly above it.
    public var docs: [DocComment] = []
    /// The word `section`.
    public var keyword: SourceRange
    public var name: Identifier?
    /// Its properties (`title`, `icon`) and items.
    public var body: Block
    public var range: SourceRange
}

/// `style { ... }` inside a layout.
public struct StyleBlock: Sendable {
    public var keyword: SourceRange
    public var body: Block
    public var range: SourceRange
}

/// `inject name: Type`.
public struct InjectDecl: Sendable {
    public var name: Identifier?
    public var type: Path?
    public var range: SourceRange
}

/// A dotted name: `systemBlue`, `Foo.Bar`.
public struct Path: Sendable {
    /// The first component; most paths have only this one.
    public var first: Identifier
    /// The components after the first (empty for a simple name, so no array is allocated).
    public var rest: [Identifier]
    public var range: SourceRange

    public init(components: [Identifier], range: SourceRange) {
        self.first = components[0]
        self.rest = Array(components.dropFirst())
        self.range = range
    }

    public init(first: Identifier, rest: [Identifier] = [], range: SourceRange) {
        self.first = first
        self.rest = rest
        self.range = range
    }

    /// Every component in order.
    public var components: [Identifier] { [first] + rest }

    /// Whether the path is a single name.
    public var isSingle: Bool { rest.isEmpty }

    /// The components joined with dots.
    public var text: String {
        rest.isEmpty ? first.text : ([first] + rest).map(\.text).joined(separator: ".")
    }
}

/// A value.
public enum Value: Sendable {
    case number(NumberLiteral)
    case string(StringLiteral)
    case color(ColorLiteral)
    case bool(Bool, SourceRange)
    case path(Path)
    case call(Call)
    case list(ListValue)
    /// `.name`.
    case member(Identifier, SourceRange)
    /// A value the parser could not read, or one nested too deep; already reported.
    case error(SourceRange)

    public var range: SourceRange {
        switch self {
        case .bool(_, let range), .member(_, let range), .error(let range): return range
        case .number(let literal): return literal.range
        case .string(let literal): return literal.range
        case .color(let literal): return literal.range
        case .path(let path): return path.range
        case .call(let call): return call.range
        case .list(let list): return list.range
        }
    }

    /// True when this value, or a value inside it, was already reported as broken, so that
    /// later stages stay silent about it.
    public var containsError: Bool {
        switch self {
        case .number(let literal): return !literal.isValid
        case .string(let literal): return !literal.isValid
        case .color(let literal): return literal.rgba == nil
        case .bool, .path, .member: return false
        case .call(let call): return call.hasError || call.arguments.contains { $0.value.containsError }
        case .list(let list): return list.hasError || list.elements.contains { $0.containsError }
        case .error: return true
        }
    }
}

/// A number as written, with its value.
public struct NumberLiteral: Sendable {
    public var text: String
    public var value: Double
    /// No fraction and no exponent.
    public var isInteger: Bool
    /// False when the lexer reported it (TAB006).
    public var isValid: Bool
    public var range: SourceRange
}

/// A string literal with its escapes resolved.
public struct StringLiteral: Sendable {
    public var value: String
    /// False when the lexer reported it (TAB002, TAB003, TAB007).
    public var isValid: Bool
    public var range: SourceRange
}

/// A color literal, `#RRGGBB` and friends.
public struct ColorLiteral: Sendable {
    public var text: String
    /// The color's channels; nil when the literal is malformed (TAB005 was reported).
    public var rgba: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?
    public var range: SourceRange
}

/// `name(label: value, ...)`.
public struct Call: Sendable {
    public var callee: Path
    public var arguments: [Argument]
    public var range: SourceRange
    /// True when the argument list had a syntax error.
    public var hasError: Bool
}

/// One argument of a call.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Value
    public var range: SourceRange
}

/// `[a, b, c]`.
public struct ListValue: Sendable {
    public var elements: [Value]
    public var range: SourceRange
    /// True when the list had a syntax error.
    public var hasError: Bool
}
