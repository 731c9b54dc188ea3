/// How generated Swift writes the texts of a layout (titles, VoiceOver labels and hints, string
/// badges): as a lookup in the app's strings table, in the form Xcode's string extraction finds,
///
///     String(localized: "Finance.home.title", defaultValue: "Home", table: "Localizable",
///            bundle: resourceBundle, comment: "Title of the \"home\" tab of the Finance tab bar")
///
/// or, under `strings: none`, as a plain literal. Both Swift generators print texts through it.
/// `String(localized:defaultValue:table:bundle:locale:comment:)` is Foundation's, iOS 15 and
/// later; its key and comment are `StaticString`s, so both are always literals.
public enum LocalizedText {
    /// The expression for one text: a lookup in `table` through the bundle `bundle` (a Swift
    /// expression of type `Bundle` or `Bundle?`), or the text's literal when `table` is nil.
    public static func expression(_ text: LocalizableText, table: String?, bundle: String) -> String {
        let value = SwiftNames.stringLiteral(text.defaultValue)
        guard let table else { return value }
        return "String(localized: \(SwiftNames.stringLiteral(text.key)), defaultValue: \(value), "
            + "table: \(SwiftNames.stringLiteral(table)), bundle: \(bundle), comment: \(SwiftNames.stringLiteral(text.comment)))"
    }

    /// An integer badge's digits formatted for the reader's locale (`3.formatted()`: "٣" in
    /// Arabic); its digits as a literal under `strings: none`.
    public static func integerBadge(_ digits: String, localized: Bool) -> String {
        localized ? "\(digits).formatted()" : SwiftNames.stringLiteral(digits)
    }

    /// The expression of type `String` for one property of an item, or nil when the item has
    /// none: the label of an item with a title and no label of its own is its title's lookup;
    /// an integer badge is formatted for the locale.
    public static func expression(for property: LocalizableText.Property, of item: ResolvedItem,
                                  in layout: ResolvedLayout, bundle: String) -> String? {
        let texts = layout.texts(of: item)
        if let text = texts.first(where: { $0.property == property }) {
            return expression(text, table: layout.strings, bundle: bundle)
        }
        switch property {
        case .accessibilityLabel:
            // The label is the title's text, looked up under the title's key.
            return texts.first { $0.property == .title }.map { expression($0, table: layout.strings, bundle: bundle) }
        case .badge:
            guard let badge = item.badge, item.badgeIsInteger else { return nil }
            return integerBadge(badge, localized: layout.strings != nil)
        case .title, .accessibilityHint:
            return nil
        }
    }
}
