/// The texts people read — an item's title, accessibility label and hint, and its badge — as
/// Swift expressions. Every framework's generator prints texts through here, so how a text is
/// spelled (today a string literal) is decided in one place.
extension SwiftLayout {
    /// A text of an item that people read.
    enum ItemText: CaseIterable {
        case title, accessibilityLabel, accessibilityHint, badge
    }

    /// The item's text as it is written in the model, or `nil` when the item has none.
    func text(_ text: ItemText, of item: ResolvedItem) -> String? {
        switch text {
        case .title: return item.title
        case .accessibilityLabel: return item.accessibility.label
        case .accessibilityHint: return item.accessibility.hint
        case .badge: return item.badge
        }
    }

    /// The item's text as a Swift expression of type `String?`: a literal, or `nil`.
    func optionalTextExpression(_ text: ItemText, of item: ResolvedItem) -> String {
        self.text(text, of: item).map(SwiftNames.stringLiteral) ?? "nil"
    }

    /// The item's text as a Swift expression of type `String`, for a text every item has.
    func textExpression(_ text: ItemText, of item: ResolvedItem) -> String {
        SwiftNames.stringLiteral(self.text(text, of: item) ?? "")
    }
}
