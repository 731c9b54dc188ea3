import Foundation

/// The one "did you mean": the candidate nearest to a misspelt name (`Suggestions.nearest`),
/// and the words and the fix-it that offer it.
struct DidYouMean {
    /// The name offered, if any candidate is near enough.
    let suggestion: String?

    /// The candidate of `candidates` nearest to `name`.
    init<Candidates: Sequence<String>>(_ name: String, in candidates: Candidates) {
        suggestion = Suggestions.nearest(to: name, in: candidates)
    }

    /// A suggestion found some other way (a corrected literal).
    init(suggestion: String?) {
        self.suggestion = suggestion
    }

    /// What follows the message: "; did you mean 'title'?", or nothing.
    var clause: String { suggestion.map { "; did you mean '\($0)'?" } ?? "" }

    /// The fix-it that writes the suggestion over `range`.
    func fixIts(replacing range: SourceRange) -> [FixIt] {
        suggestion.map { [FixIt(message: "replace with '\($0)'", edits: [TextEdit(range: range, replacement: $0)])] } ?? []
    }
}

/// The diagnostics of the "unknown name" kind, one factory per code, sorted by code: callers
/// pass the names and places, the catalogue writes the words (`docs/diagnostics.md` and
/// `tabc explain` describe the same codes; `DocsAndCatalogueTests` keeps them in step).

/// The parts the catalogue's words are made of: what the parser found and expected, the
/// names of blocks and lists, and the phrases several factories share.
extension Catalogue {
    /// What a syntax error found where it expected something else: a token, shown with its
    /// text when it is a name, a number or a color.
    struct Found {
        let kind: TokenKind
        /// The token's text; read only for names, numbers and colors.
        let text: String

        init(_ kind: TokenKind, text: String = "") {
            self.kind = kind
            self.text = text
        }

        /// Whether the words for a token of this kind quote its text.
        static func showsText(_ kind: TokenKind) -> Bool {
            kind == .identifier || kind == .number || kind == .color
        }

        var phrase: String {
            switch kind {
            case .identifier: return "'\(text)'"
            case .number: return "number '\(text)'"
            case .color: return "color '\(text)'"
            default: return kind.description
            }
        }
    }

    /// The block a `{ … }` belongs to, as messages name it: "layout 'Home'", "the style block".
    enum BlockOwner {
        /// A declaration (`layout`, `style`, `item`, `modal`) and its name, if it has one.
        case declaration(keyword: String, name: String?)
        /// A layout's `style { … }`.
        case styleBlock

        var phrase: String {
            switch self {
            case .declaration(let keyword, let name?): return "\(keyword) '\(name)'"
            case .declaration(let keyword, nil): return keyword
            case .styleBlock: return "the style block"
            }
        }
    }

    /// A bracketed list of elements separated by `,`: a call's arguments or a list.
    enum ElementList {
        case arguments
        case list

        var phrase: String { self == .arguments ? "argument list" : "list" }
        var closer: TokenKind { self == .arguments ? .rightParen : .rightBracket }
    }

    /// What the parser expected where a TAB101 is reported, and after what.
    enum Expectation {
        case pathAfterImport
        case lineEndAfterImport
        case nameAfterKeyword(String)
        case openingBrace(after: BlockOwner)
        case lineEndAfterMember
        case typeNameAfterColon
        case colonAfterDependencyName(String)
        case dependencyNameAfterInject
        case colonAfterPropertyName(String)
        case nameAfterDot
        case separator(in: ElementList)

        /// "':' after property name 'title'": what was expected, then where.
        var phrase: String {
            switch self {
            case .pathAfterImport: return "a file path string after 'import'"
            case .lineEndAfterImport: return "a line end after the import"
            case .nameAfterKeyword(let keyword): return "a name after '\(keyword)'"
            case .openingBrace(let owner): return "'{' after \(owner.phrase)"
            case .lineEndAfterMember: return "a line end or ';' after the member"
            case .typeNameAfterColon: return "a type name after ':'"
            case .colonAfterDependencyName(let name): return "':' after the dependency name '\(name)'"
            case .dependencyNameAfterInject: return "a dependency name after 'inject'"
            case .colonAfterPropertyName(let name): return "':' after property name '\(name)'"
            case .nameAfterDot: return "a name after '.'"
            case .separator(let list): return "',' or \(list.closer.description) in the \(list.phrase)"
            }
        }
    }

    /// What a name in a layout names, for TAB213's words.
    enum NameRole {
        case layoutName
        case dependencyName
        case itemId

        /// "a layout name", as the words "can't be a layout name" need it.
        var phrase: String {
            switch self {
            case .layoutName: return "a layout name"
            case .dependencyName: return "a dependency name"
            case .itemId: return "an item id"
            }
        }
    }

    static func lookedFor(_ resolved: String) -> DiagnosticNote {
        DiagnosticNote(message: "looked for '\(resolved)' (paths are relative to the importing file's folder)", span: nil)
    }

    /// "expected … for 'x', found …".
    static func wrongTypeText(_ value: Value, expected type: Schema.ValueType, for property: String) -> String {
        "expected \(Catalogue.describe(type)) for '\(property)', found \(found(value))"
    }

    /// What a value is, for "found …".
    static func found(_ value: Value) -> String {
        switch value {
        case .number(let literal): return "the number \(literal.text)"
        case .string(let literal):
            let short = literal.value.count > 30 ? String(literal.value.prefix(30)) + "…" : literal.value
            return "the string \(DisplayText.quoted("\"" + short + "\""))"
        case .color(let literal): return "the color \(literal.text)"
        case .bool(let flag, _): return flag ? "true" : "false"
        case .path(let path): return "'\(path.text)'"
        case .member(let name, _): return "'.\(name.text)'"
        case .call(let call): return "a call to \(call.callee.text)(…)"
        case .list: return "a list"
        case .error: return "an invalid value"
        }
    }

    /// Where a property of the given contexts belongs, for "it belongs in …".
    static func place(of contexts: Set<Schema.Context>) -> String {
        if contexts.contains(.style) { return "a style block" }
        if contexts.contains(.layout) { return "the layout" }
        if contexts == [.modal] { return "a modal" }
        return "an item or a modal"
    }

    /// What a type accepts, for "expected …".
    static func describe(_ type: Schema.ValueType) -> String {
        switch type {
        case .bool: return "true or false"
        case .integer(let range): return "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .number: return "a number"
        case .string: return "a string"
        case .option(let options): return options.count == 1 ? "'\(options[0])'" : "one of \(options.joined(separator: ", "))"
        case .color: return "a color (#RRGGBB, a system color name, asset(\"Name\") or dynamic(light: …, dark: …))"
        case .itemReference: return "an item id"
        case .styleReference: return "a style name"
        case .screen: return "a screen (Type, Type(label: value, …) or storyboard(name: \"…\", identifier: \"…\"))"
        case .badge: return "a string or an integer"
        case .call(let spec): return "\(spec.name)(…)"
        case .choice(let types): return types.map(describe).joined(separator: " or ")
        case .optionList(let options): return "a list of \(options.joined(separator: ", "))"
        }
    }

    /// A number range as messages word it: "30 to 200", "at least 0".
    static func rangeText(_ minimum: Double?, _ maximum: Double?) -> String {
        switch (minimum, maximum) {
        case let (minimum?, maximum?): return "\(ValueChecker.format(minimum)) to \(ValueChecker.format(maximum))"
        case let (minimum?, nil): return "at least \(ValueChecker.format(minimum))"
        case let (nil, maximum?): return "at most \(ValueChecker.format(maximum))"
        case (nil, nil): return "any number"
        }
    }
}

extension Diagnostic {
    /// Whether this reports a member unknown or misplaced where it stands (an unknown
    /// property, for one): a misspelt `title` may be behind it.
    var reportsUnknownMember: Bool { code == .TAB201 }

    /// Whether this reports a declaration nothing uses, which editors show faded.
    var reportsUnusedDeclaration: Bool { code == .TAB307 }
}
