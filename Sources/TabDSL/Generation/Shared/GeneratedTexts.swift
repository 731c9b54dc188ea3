/// The texts people read — an item's title, accessibility label and hint, and its badge, and a
/// section's title — as Swift expressions. Every framework's generator prints texts through here, and here through
/// `LocalizedText`, so how a text is spelled (a lookup in the layout's strings table, or a
/// plain literal under `strings: none`) is decided in one place.
///
/// The tab enum holds the lookups: for each text, `fileprivate func title(in bundle: Bundle)`
/// looks it up in a bundle, and the enum's `title` looks it up in the file's default bundle
/// (`Bundle.module` in a SwiftPM target with resources, else the bundle of the generated code,
/// chosen as the controller's default resource bundle is). Code that has a resource bundle in
/// scope (the controller and bar given `bundle:`) calls `title(in:)` with it, so translations
/// come from the same bundle as images and colors.
extension SwiftLayout {
    /// A text of an item that people read.
    enum ItemText: String, CaseIterable {
        case title, accessibilityLabel, accessibilityHint, badge

        var property: LocalizableText.Property {
            switch self {
            case .title: return .title
            case .accessibilityLabel: return .accessibilityLabel
            case .accessibilityHint: return .accessibilityHint
            case .badge: return .badge
            }
        }
    }

    /// Whether the layout's texts are lookups in a strings table (not `strings: none`).
    var localizesTexts: Bool { model.strings != nil }

    /// The item's text as it is written in the model, or `nil` when the item has none.
    func text(_ text: ItemText, of item: ResolvedItem) -> String? {
        switch text {
        case .title: return item.title
        case .accessibilityLabel: return item.accessibility.label
        case .accessibilityHint: return item.accessibility.hint
        case .badge: return item.badge
        }
    }

    /// The item's text as a Swift expression of type `String?`: a lookup through `bundle` (an
    /// expression of type `Bundle`), a literal under `strings: none`, or `nil`. `fallback`: the
    /// form for systems before the lookups' API (`LocalizedText.availability`).
    func optionalTextExpression(_ text: ItemText, of item: ResolvedItem, bundle: String, fallback: Bool = false) -> String {
        LocalizedText.expression(for: text.property, of: item, in: model, bundle: bundle, fallback: fallback) ?? "nil"
    }

    /// The item's text as a Swift expression of type `String`, for a text every item has.
    func textExpression(_ text: ItemText, of item: ResolvedItem, bundle: String, fallback: Bool = false) -> String {
        LocalizedText.expression(for: text.property, of: item, in: model, bundle: bundle, fallback: fallback)
            ?? SwiftNames.stringLiteral(self.text(text, of: item) ?? "")
    }

    /// A section's title as a Swift expression of type `String`, for UIKit's `UITabGroup` and
    /// SwiftUI's `TabSection` alike: the lookup of its key (`Music.library.title`) through
    /// `bundle` (an expression of type `Bundle`), or its literal under `strings: none`.
    func sectionTitleExpression(_ section: ResolvedSection, bundle: String = "resourceBundle") -> String {
        LocalizedText.expression(model.text(of: section), table: model.strings, bundle: bundle)
    }

    /// How generated code reads `tab`'s text (`tab` an expression of the tab enum's type): the
    /// enum's lookup through `bundle` when there is one in scope and the layout localizes its
    /// texts, else the enum's property.
    func textAccess(_ text: ItemText, of tab: String, bundle: String?) -> String {
        guard localizesTexts, let bundle else { return "\(tab).\(text.rawValue)" }
        return "\(tab).\(text.rawValue)(in: \(bundle))"
    }
}
