/// How generated Swift writes the texts of a layout (titles, VoiceOver labels and hints, string
/// badges): as a lookup in the app's strings table, in the form Xcode's string extraction finds,
///
///     String(localized: "Finance.home.title", defaultValue: "Home", table: "Localizable",
///            bundle: resourceBundle, comment: "Title of the \"home\" tab of the Finance tab bar")
///
/// or, under `strings: none`, as a plain literal. Both Swift generators print texts through it.
/// `String(localized:defaultValue:table:bundle:locale:comment:)` is Foundation's, iOS 15,
/// macOS 12, tvOS 15 and watchOS 8 and later; its key and comment are `StaticString`s, so both
/// are always literals. Code that must also run on older systems (the tab enum, which has no
/// availability of its own) prints the `fallback` form there: the same key, table, bundle and
/// value looked up with `Bundle.localizedString(forKey:value:table:)`, which is what
/// `NSLocalizedString` does. Xcode's string extraction finds each key in the `String(localized:)`
/// call beside it; the plain method call is cheaper to type-check than the macro-like function
/// with its comment, and no behaviour differs.
public enum LocalizedText {
    /// The condition under which the lookups' Foundation API exists.
    public static let availability = "#available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)"

    /// The expression for one text: a lookup in `table` through the bundle `bundle` (a Swift
    /// expression of type `Bundle` or `Bundle?`; of type `Bundle` for the `fallback` form), or
    /// the text's literal when `table` is nil.
    public static func expression(_ text: LocalizableText, table: String?, bundle: String, fallback: Bool = false) -> String {
        let value = SwiftNames.stringLiteral(text.defaultValue)
        guard let table else { return value }
        if fallback {
            return "\(bundle).localizedString(forKey: \(SwiftNames.stringLiteral(text.key)), value: \(value), "
                + "table: \(SwiftNames.stringLiteral(table)))"
        }
        return "String(localized: \(SwiftNames.stringLiteral(text.key)), defaultValue: \(value), "
            + "table: \(SwiftNames.stringLiteral(table)), bundle: \(bundle), comment: \(SwiftNames.stringLiteral(text.comment)))"
    }

    /// An integer badge's digits formatted for the reader's locale (`3.formatted()`: "٣" in
    /// Arabic; a `NumberFormatter` in the `fallback` form); its digits as a literal under
    /// `strings: none`.
    public static func integerBadge(_ digits: String, localized: Bool, fallback: Bool = false) -> String {
        guard localized else { return SwiftNames.stringLiteral(digits) }
        return fallback ? "NumberFormatter.localizedString(from: NSNumber(value: \(digits)), number: .decimal)" : "\(digits).formatted()"
    }

    /// The expression of type `String` for one property of an item, or nil when the item has
    /// none: the label of an item with a title and no label of its own is its title's lookup;
    /// an integer badge is formatted for the locale.
    public static func expression(for property: LocalizableText.Property, of item: ResolvedItem,
                                  in layout: ResolvedLayout, bundle: String, fallback: Bool = false) -> String? {
        let texts = layout.texts(of: item)
        if let text = texts.first(where: { $0.property == property }) {
            return expression(text, table: layout.strings, bundle: bundle, fallback: fallback)
        }
        switch property {
        case .accessibilityLabel:
            // The label is the title's text, looked up under the title's key.
            return texts.first { $0.property == .title }.map { expression($0, table: layout.strings, bundle: bundle, fallback: fallback) }
        case .badge:
            guard let badge = item.badge, item.badgeIsInteger else { return nil }
            return integerBadge(badge, localized: layout.strings != nil, fallback: fallback)
        case .title, .accessibilityHint:
            return nil
        }
    }
}
