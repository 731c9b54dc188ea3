/// A text people read in the generated bar — a title, a VoiceOver label or hint, a string
/// badge, a section's title — with what an app's string catalog needs to translate it: its
/// key, its value in the language it was written in, and a comment for translators.
///
/// The texts are worked out once, here, from the resolved model; the JSON output, the string
/// catalog check, the preview, the language server and the Swift generators all read them.
public struct LocalizableText: Sendable, Equatable {
    /// Which of an item's properties the text is.
    public enum Property: String, Sendable, CaseIterable {
        case title, accessibilityLabel, accessibilityHint, badge
    }

    /// The property the text is (or, for a label derived from the id, stands for).
    public var property: Property
    /// The id of the item (or, for a section's title, the section) the text belongs to.
    public var owner: String
    /// `<Layout>.<id>.<property>`: `Finance.home.title`.
    public var key: String
    /// The text as written (or derived), shown where no translation exists.
    public var defaultValue: String
    /// What the translator reads: the item's doc comment, or a sentence naming the text.
    public var comment: String
    /// Whether the text was derived rather than written (an icon-only item's label, made from
    /// its id): it has no place in the source of its own.
    public var isDerived: Bool
    /// Whether the text is a section's title (`owner` is the section's id), not an item's.
    public var isSectionTitle = false
}

extension ResolvedLayout {
    /// The texts of every item and section, in declaration order (a section's title before
    /// its items), each item's in `Property` order.
    public var texts: [LocalizableText] {
        var texts: [LocalizableText] = []
        var listed = Set<String>()
        for item in items {
            if let id = item.section, listed.insert(id).inserted, let section = sections.first(where: { $0.id == id }) {
                texts.append(text(of: section))
            }
            texts += self.texts(of: item)
        }
        for section in sections where !listed.contains(section.id) { texts.append(text(of: section)) }
        return texts
    }

    /// A section's title as a text: key `<Layout>.<section>.title`, the section's doc comment
    /// or a sentence (`Title of the "library" section of the Music tab bar`) as its comment.
    public func text(of section: ResolvedSection) -> LocalizableText {
        let doc = Self.commentText(section.docs)
        return LocalizableText(
            property: .title, owner: section.id, key: "\(name).\(section.id).title", defaultValue: section.title,
            comment: doc.isEmpty ? "Title of the \"\(section.id)\" section of the \(name) tab bar" : doc,
            isDerived: false, isSectionTitle: true)
    }

    /// Doc comment lines as one translator's comment: trimmed, blank lines left out.
    static func commentText(_ docs: [String]) -> String {
        docs.map { $0.withoutSurroundingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The texts of one item of this layout: its title, its accessibility label (unless it is
    /// the title's own text: an item with a title and no label of its own has no label key),
    /// its hint and a string badge. An integer badge is a number, formatted for the reader's
    /// locale, not a text.
    public func texts(of item: ResolvedItem) -> [LocalizableText] {
        var texts: [LocalizableText] = []
        func add(_ property: LocalizableText.Property, _ value: String, isDerived: Bool = false) {
            texts.append(LocalizableText(
                property: property, owner: item.id, key: "\(name).\(item.id).\(property.rawValue)",
                defaultValue: value, comment: comment(for: property, of: item), isDerived: isDerived))
        }
        if let title = item.title { add(.title, title) }
        if item.accessibility.label != item.title {
            // No title: the label was given or derived from the id (TAB304 said so).
            add(.accessibilityLabel, item.accessibility.label, isDerived: item.isLabelDerived)
        }
        if let hint = item.accessibility.hint { add(.accessibilityHint, hint) }
        if let badge = item.badge, !item.badgeIsInteger { add(.badge, badge) }
        return texts
    }

    /// The translator's comment: the item's doc comment, or a sentence saying what the text is
    /// (`Title of the "home" tab of the Finance tab bar`).
    func comment(for property: LocalizableText.Property, of item: ResolvedItem) -> String {
        let doc = Self.commentText(item.docs)
        if !doc.isEmpty { return doc }
        let what: String
        switch property {
        case .title: what = "Title"
        case .accessibilityLabel: what = "VoiceOver label"
        case .accessibilityHint: what = "VoiceOver hint"
        case .badge: what = "Badge"
        }
        let role = item.role == .modal ? "modal item" : "tab"
        return "\(what) of the \"\(item.id)\" \(role) of the \(name) tab bar"
    }
}

extension ResolvedItem {
    /// Whether the accessibility label is the one made from the id (`addTransaction` →
    /// "Add transaction") for an icon-only item that gave none.
    var isLabelDerived: Bool {
        title == nil && accessibility.label == LayoutValidator.label(fromId: id)
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var withoutSurroundingSpaces: String {
        var scalars = Substring.UnicodeScalarView(unicodeScalars)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

extension LocalizableText {
    /// Where the text stands in `tree`, the file that declares layout `layout`: its property's
    /// value, or the item's name for a text written nowhere (a derived label); nil when the
    /// tree has no such layout, item or section. Items inside sections are found too.
    public func range(inLayout layout: String, of tree: SyntaxFile) -> SourceRange? {
        func range(in body: Block, name: Identifier) -> SourceRange {
            for member in body.members {
                if case .property(let property) = member, property.name.text == self.property.rawValue {
                    return property.value?.range ?? property.range
                }
            }
            return name.range
        }
        func find(in block: Block) -> SourceRange? {
            for member in block.members {
                switch member {
                case .item(let item):
                    if !isSectionTitle, let name = item.name, name.text == owner { return range(in: item.body, name: name) }
                case .section(let section):
                    guard let name = section.name else { continue }
                    if isSectionTitle, name.text == owner { return range(in: section.body, name: name) }
                    if !isSectionTitle, let found = find(in: section.body) { return found }
                default:
                    continue
                }
            }
            return nil
        }
        for declaration in tree.declarations {
            guard case .layout(let decl) = declaration, decl.name?.text == layout else { continue }
            if let found = find(in: decl.body) { return found }
        }
        return nil
    }
}
