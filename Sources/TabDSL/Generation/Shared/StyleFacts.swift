/// What the resolved style says that decides which code is generated, whatever the framework:
/// which decorations the bar has, whether it uses asset colors or a title font.
extension SwiftLayout {
    /// The title font is the layout's own (`titleFont:` differs from the default): only then does
    /// a `kind: system` bar set it, so UIKit's own title font, which follows the system, stays.
    var setsTitleFont: Bool {
        items.contains { $0.title != nil } && style.titleFont != Font(size: 10, weight: .medium)
    }

    var hasRoundedCorners: Bool { style.cornerRadius > 0 && !style.corners.isEmpty }

    var hasNotch: Bool { if case .notch = style.shape { return true } else { return false } }

    var hasIndicator: Bool { style.indicator != .none }

    var hasDotIndicator: Bool { if case .dot = style.indicator { return true } else { return false } }

    var hasTopBorder: Bool { style.border?.edges == .top }

    /// The style constant of the raised button's fill: the selected tint unless `raised(color:)`
    /// gives another color.
    var raisedColorName: String {
        model.raisedItem?.raised.map { $0.color == style.selectedTint } ?? true ? "selectedTint" : "raisedColor"
    }

    /// The style constant of the raised button's symbol: the background unless
    /// `raised(iconColor:)` gives another color.
    var raisedIconColorName: String {
        model.raisedItem?.raised.map { $0.iconColor == style.background } ?? true ? "background" : "raisedIconColor"
    }

    var allColors: [ColorValue] {
        var colors = [style.background, style.tint, style.selectedTint]
        if let border = style.border { colors.append(border.color) }
        if let shadow = style.shadow { colors.append(shadow.color) }
        if let raised = model.raisedItem?.raised { colors += [raised.color, raised.iconColor] }
        switch style.indicator {
        case .none: break
        case .underline(_, _, let color), .dot(_, let color): colors.append(color)
        }
        return colors
    }

    var usesAssetColors: Bool {
        func containsAsset(_ color: ColorValue) -> Bool {
            switch color {
            case .asset: return true
            case .dynamic(let light, let dark): return containsAsset(light) || containsAsset(dark)
            case .hex, .system: return false
            }
        }
        return allColors.contains(where: containsAsset)
    }

    var hasTransition: Bool {
        if case .crossDissolve = model.transition { return true }
        return false
    }
}
