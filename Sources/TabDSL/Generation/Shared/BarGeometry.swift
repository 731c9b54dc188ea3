/// Facts about the bar's geometry that every framework's bar follows: where it sits and how
/// large its titles may grow.
extension SwiftLayout {
    var isFloating: Bool {
        style.margins.leading != 0 || style.margins.trailing != 0 || style.margins.bottom != 0
    }

    /// The title size that still fits under the icon in the bar: the icon (about 1.2 times the
    /// symbol's point size), 2 pt of spacing, a line of 1.2 em, 2 pt to spare.
    var titleMaximumPointSize: Double {
        let fitting = ((style.height - style.iconSize * 1.2 - 4) / 1.2).rounded(.down)
        return max(style.titleFont.size, fitting)
    }
}
