/// One layout being generated: the model and the facts every framework's printers share.
/// The printers are extensions: `Shared/` holds what any framework reuses (names, the tab enum,
/// texts, style facts), `UIKit/` one file per generated UIKit construct.
struct SwiftLayout {
    let model: ResolvedLayout

    init(_ model: ResolvedLayout) {
        self.model = model
    }

    /// The modifier every declaration of the generated API starts with, its space included:
    /// `public ` for `access: public`, nothing for `internal` (Swift's default). Helpers the app
    /// doesn't call stay `private` or `fileprivate` whatever the layout's access.
    var access: String { model.access == .public ? "public " : "" }

    var items: [ResolvedItem] { model.items }

    var tabs: [ResolvedItem] { model.tabs }

    var modals: [ResolvedItem] { items.filter { $0.role == .modal } }

    var style: ResolvedStyle { model.style }

    func uses(_ binding: Binding) -> Bool { model.bindings.contains(binding) }

    /// The layout's own `///` docs for the end of a doc comment: an empty line, then the
    /// docs; nothing when it has none.
    var docParagraph: [String] {
        model.docs.isEmpty ? [] : [""] + model.docs.map(SwiftNames.commentText)
    }

    static func selects(_ afterDismiss: AfterDismiss) -> Bool {
        if case .select = afterDismiss { return true }
        return false
    }

    /// Whether every item's tag is its position (0, 1, 2… in the layout's order, the default).
    var tagsArePositions: Bool { items.enumerated().allSatisfy { $0.offset == $0.element.tag } }

    /// The expression for the position of `tab` (a tab enum value) among the items, which indexes
    /// the generated code's per-item arrays: its raw value where the tags are the positions, else
    /// the enum's `position`. Per-item state is kept in arrays, not in dictionaries keyed by the
    /// enum: a dictionary costs the app's optimized compile a specialization of `Dictionary` per
    /// value type, for a handful of items.
    func position(of tab: String) -> String { tab + (tagsArePositions ? ".rawValue" : ".position") }

    /// Some tab (not modal) shows its screen in a navigation controller.
    var hasNavigationTabs: Bool { tabs.contains { $0.navigation } }

    var usesStoryboards: Bool {
        items.contains { if case .storyboard = $0.screen { return true } else { return false } }
    }
}
