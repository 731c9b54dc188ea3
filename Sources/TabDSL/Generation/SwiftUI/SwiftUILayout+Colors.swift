/// The colors `TabView` shows: `selectedTint` (`tint`) and `background` (the bar's, before
/// iOS 26), as SwiftUI `Color`s.
extension SwiftUILayout {
    /// SwiftUI's names for the system colors that have one (`Color.blue` is UIKit's `systemBlue`).
    static let swiftUIColorNames: [String: String] = [
        "systemBlue": "blue", "systemGray": "gray", "systemRed": "red", "systemGreen": "green",
        "systemOrange": "orange", "systemYellow": "yellow", "systemPink": "pink", "systemPurple": "purple",
        "systemTeal": "teal", "systemIndigo": "indigo", "systemMint": "mint", "systemCyan": "cyan",
        "systemBrown": "brown", "label": "primary", "secondaryLabel": "secondary",
        "white": "white", "black": "black", "clear": "clear",
    ]

    /// Whether the view sets the bar's background: not for `systemBackground` (the default),
    /// which leaves the system's own bar material, as an app that says nothing expects.
    var setsBarBackground: Bool { model.kind == .system && model.style.background != .system("systemBackground") }

    /// The colors the view uses.
    var viewColors: [(name: String, doc: String, color: ColorValue)] {
        if model.kind == .custom { return customBarColors }
        return [("selectedTint", "The layout's `selectedTint`: the selected item's color.", model.style.selectedTint)]
            + (setsBarBackground ? [("background", "The layout's `background`: the bar's fill before iOS 26.", model.style.background)] : [])
    }

    /// The drawn bar's colors (`kind: custom`): each the style has a use for.
    var customBarColors: [(name: String, doc: String, color: ColorValue)] {
        let style = model.style
        var colors: [(name: String, doc: String, color: ColorValue)] = [
            ("background", "The layout's `background`: the bar's fill" + (style.material == .none ? "." : ", tinting its material."), style.background),
            ("tint", "The layout's `tint`: unselected items.", style.tint),
            ("selectedTint", "The layout's `selectedTint`: the selected item.", style.selectedTint),
        ]
        if let border = style.border { colors.append(("borderColor", "The border's color.", border.color)) }
        if let shadow = style.shadow { colors.append(("shadowColor", "The shadow's color.", shadow.color)) }
        switch style.indicator {
        case .none: break
        case .underline(_, _, let color), .dot(_, let color): colors.append(("indicatorColor", "The indicator's color.", color))
        }
        if let raised = model.raisedItem?.raised {
            if shared.raisedColorName != "selectedTint" { colors.append((shared.raisedColorName, "The raised button's fill (`raised(color:)`).", raised.color)) }
            if shared.raisedIconColorName != "background" {
                colors.append((shared.raisedIconColorName, "The symbol's color on the raised button (`raised(iconColor:)`).", raised.iconColor))
            }
        }
        return colors
    }

    /// A color needs UIKit: a system color SwiftUI has no name for, or a dynamic one.
    static func needsBridge(_ color: ColorValue) -> Bool {
        switch color {
        case .hex, .asset: return false
        case .system(let name): return swiftUIColorNames[name] == nil
        case .dynamic: return true
        }
    }

    var bridgesColors: Bool { viewColors.contains { Self.needsBridge($0.color) } }

    /// The colors as static functions of the view (`private`) or of the bar's style enum (whose
    /// members the bar reads: `access` empty).
    func printColors(_ p: inout CodePrinter, access: String = "private ") {
        for (index, entry) in viewColors.enumerated() {
            if index > 0 { p.line() }
            p.docComment([entry.doc])
            p.block("\(access)static func \(entry.name)(in bundle: Bundle) -> Color") { p in
                guard Self.needsBridge(entry.color) else {
                    p.line(swiftUIColor(entry.color))
                    return
                }
                p.line("#if canImport(UIKit)")
                p.line("Color(uiColor: \(uiColor(entry.color)))")
                p.line("#else")
                p.line(swiftUIColor(entry.color))
                p.line("#endif")
            }
        }
    }

    /// A SwiftUI `Color` expression; where SwiftUI has no such color without UIKit, the nearest
    /// it has (the light appearance of a dynamic color).
    func swiftUIColor(_ color: ColorValue) -> String {
        switch color {
        case .hex(let red, let green, let blue, let alpha):
            let opacity = alpha == 255 ? "1" : alpha == 0 ? "0" : "\(alpha) / 255"
            return "Color(.sRGB, red: \(red) / 255, green: \(green) / 255, blue: \(blue) / 255, opacity: \(opacity))"
        case .system(let name):
            if let swiftUIName = Self.swiftUIColorNames[name] { return "Color.\(swiftUIName)" }
            if name.hasPrefix("systemGray") || name.hasSuffix("Gray") || name == "gray" { return "Color.gray" }
            if name.hasSuffix("Label") { return "Color.secondary" }
            return "Color.clear"
        case .asset(let name):
            return "Color(\(SwiftNames.stringLiteral(name)), bundle: bundle)"
        case .dynamic(let light, _):
            return swiftUIColor(light)
        }
    }

    /// A `UIColor` expression, for the colors SwiftUI needs UIKit for.
    func uiColor(_ color: ColorValue) -> String {
        switch color {
        case .hex(let red, let green, let blue, let alpha):
            let alphaText = alpha == 255 ? "1" : alpha == 0 ? "0" : "\(alpha) / 255"
            return "UIColor(red: \(red) / 255, green: \(green) / 255, blue: \(blue) / 255, alpha: \(alphaText))"
        case .system(let name):
            return "UIColor.\(SwiftNames.identifier(name))"
        case .asset(let name):
            return "UIColor(named: \(SwiftNames.stringLiteral(name)), in: bundle, compatibleWith: nil) ?? UIColor.clear"
        case .dynamic(let light, let dark):
            return "UIColor { traits in traits.userInterfaceStyle == .dark ? \(uiColor(dark)) : \(uiColor(light)) }"
        }
    }
}
