/// `<Name>TabBarStyle`: the resolved style as UIKit constants and colors.
extension SwiftLayout {
    func printStyle(_ p: inout CodePrinter) {
        printDeclaration(&p, "private enum \(styleType)", doc: ["The `\(model.name)` layout's style, as tabc resolved it."]) { p in
            p.docComment(["The bar's height above the bottom safe area."])
            p.line("static let height: CGFloat = \(SwiftNames.number(style.height))")
            if model.kind == .custom, isFloating {
                let margins = style.margins
                p.docComment(["The space between the floating bar and the screen's edges (above the safe area)."])
                p.line("static let margins = NSDirectionalEdgeInsets(top: 0, leading: \(SwiftNames.number(margins.leading)), bottom: \(SwiftNames.number(margins.bottom)), trailing: \(SwiftNames.number(margins.trailing)))")
            }
            p.docComment(["The bar's fill."])
            printColor(&p, "background", style.background)
            p.docComment(["Unselected items."])
            printColor(&p, "tint", style.tint)
            p.docComment(["The selected item."])
            printColor(&p, "selectedTint", style.selectedTint)
            p.docComment(["SF Symbol icons at the layout's icon size."])
            p.line("static var symbolConfiguration: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(pointSize: \(SwiftNames.number(style.iconSize))) }")
            if model.kind == .custom ? items.contains(where: { $0.title != nil }) : setsTitleFont {
                p.docComment(["The item titles' font at the default text size."])
                p.line("static var titleFont: UIFont { .systemFont(ofSize: \(SwiftNames.number(style.titleFont.size)), weight: .\(style.titleFont.weight.rawValue)) }")
            }
            // A custom bar's geometry (`\(geometryType)`) holds the sizes it lays out and draws from.
            let drawsOwnShape = model.kind == .system
            if hasRoundedCorners && drawsOwnShape {
                p.docComment(["The radius of the rounded corners."])
                p.line("static let cornerRadius: CGFloat = \(SwiftNames.number(style.cornerRadius))")
            }
            if let border = style.border {
                p.docComment(["The border along " + (border.edges == .top ? "the top edge." : "the outline.")])
                p.line("static let borderWidth: CGFloat = \(SwiftNames.number(border.width))")
                printColor(&p, "borderColor", border.color)
            }
            if let shadow = style.shadow {
                p.docComment(["The shadow of the bar's shape."])
                printColor(&p, "shadowColor", shadow.color)
                p.line("static let shadowOpacity: Float = \(SwiftNames.number(shadow.opacity))")
                p.line("static let shadowRadius: CGFloat = \(SwiftNames.number(shadow.radius))")
                p.line("static let shadowOffset = CGSize(width: \(SwiftNames.number(shadow.x)), height: \(SwiftNames.number(shadow.y)))")
            }
            if case .notch(let depth, let width) = style.shape, drawsOwnShape {
                p.docComment(["The notch cut into the top edge around the raised button."])
                p.line("static let notchDepth: CGFloat = \(SwiftNames.number(depth))")
                p.line("static let notchWidth: CGFloat = \(SwiftNames.number(width))")
            }
            let indicator: (name: String, width: Double, height: Double, color: ColorValue)?
            switch style.indicator {
            case .none: indicator = nil
            case .underline(let width, let height, let color): indicator = ("underline", width, height, color)
            case .dot(let size, let color): indicator = ("dot", size, size, color)
            }
            if let indicator {
                p.docComment(["The \(indicator.name) under the selected item."])
                if drawsOwnShape { p.line("static let indicatorSize = CGSize(width: \(SwiftNames.number(indicator.width)), height: \(SwiftNames.number(indicator.height)))") }
                printColor(&p, "indicatorColor", indicator.color)
            }
            if let raised = model.raisedItem?.raised {
                if drawsOwnShape {
                    p.docComment(["The raised button's diameter, and how far it rises above the bar's top edge."])
                    p.line("static let raisedDiameter: CGFloat = \(SwiftNames.number(raised.size))")
                    p.line("static let raisedRise: CGFloat = \(SwiftNames.number(raised.offset))")
                }
                // The button's colors, where `raised(color:, iconColor:)` set them apart from the style's.
                if raisedColorName != "selectedTint" {
                    p.docComment(["The raised button's fill (`raised(color:)`)."])
                    printColor(&p, raisedColorName, raised.color)
                }
                if raisedIconColorName != "background" {
                    p.docComment(["The symbol's color on the raised button (`raised(iconColor:)`)."])
                    printColor(&p, raisedIconColorName, raised.iconColor)
                }
            }
            if hasIndicator {
                p.docComment(["How long the indicator takes to move to a new selection."])
                p.line("static let animationDuration: TimeInterval = \(SwiftNames.number(style.animationDuration))")
            }
            if case .crossDissolve(let duration) = model.transition {
                p.docComment(["The cross-dissolve between screens when the tab changes."])
                p.line("static let transitionDuration: TimeInterval = \(SwiftNames.number(duration))")
            }
            p.line("""
                /// Where images, colors and storyboards load from unless the initializer's `bundle:` says
                /// otherwise: the target's resource bundle in a SwiftPM target that has resources, else the
                /// bundle of the generated code.
                static var defaultBundle: Bundle {
                    #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
                    return Bundle.module
                    #else
                    return Bundle(for: \(barType).self)
                    #endif
                }
                """)
            if usesAssetColors {
                p.line("""

                    /// A color from the asset catalog (`asset("…")`) of `bundle`.
                    static func asset(_ name: String, in bundle: Bundle) -> UIColor {
                        guard let color = UIColor(named: name, in: bundle, compatibleWith: nil) else {
                            assertionFailure("No color named \\(name) in the asset catalog")
                            return .clear
                        }
                        return color
                    }
                    """)
            }
        }
    }

    /// A style color where code uses it: `FinanceTabBarStyle.tint`, or
    /// `FinanceTabBarStyle.tint(in: resourceBundle)` when the layout has asset colors, which
    /// load from the bundle the controller was given.
    func styleColor(_ name: String) -> String {
        usesAssetColors ? "\(styleType).\(name)(in: resourceBundle)" : "\(styleType).\(name)"
    }

    /// `static var name: UIColor { … }` (a function of the bundle when the layout has asset
    /// colors), a dynamic color over several lines, hex colors with their `#RRGGBB` as a comment.
    func printColor(_ p: inout CodePrinter, _ name: String, _ color: ColorValue) {
        let declaration = usesAssetColors ? "static func \(name)(in bundle: Bundle) -> UIColor" : "static var \(name): UIColor"
        if case .dynamic(let light, let dark) = color {
            p.block(declaration) { p in
                p.closure("UIColor", "traits") { p in
                    p.line("traits.userInterfaceStyle == .dark")
                    p.line("    ? \(colorExpression(dark))" + hexComment(dark))
                    p.line("    : \(colorExpression(light))" + hexComment(light))
                }
            }
        } else {
            p.line("\(declaration) { \(colorExpression(color)) }" + hexComment(color))
        }
    }

    /// ` // #1A7F37` for a hex color (with alpha only when it isn't opaque), else nothing.
    func hexComment(_ color: ColorValue) -> String {
        guard var hex = color.hexString else { return "" }
        if hex.hasSuffix("FF") { hex.removeLast(2) }
        return " // " + hex
    }

    /// A `UIColor` expression for a color of the model.
    func colorExpression(_ color: ColorValue) -> String {
        switch color {
        case .hex(let red, let green, let blue, let alpha):
            let alphaText = alpha == 255 ? "1" : alpha == 0 ? "0" : "\(alpha) / 255"
            return "UIColor(red: \(red) / 255, green: \(green) / 255, blue: \(blue) / 255, alpha: \(alphaText))"
        case .system(let name):
            return "UIColor.\(SwiftNames.identifier(name))"
        case .asset(let name):
            return "asset(\(SwiftNames.stringLiteral(name)), in: bundle)"
        case .dynamic(let light, let dark):
            return "UIColor { traits in traits.userInterfaceStyle == .dark ? \(colorExpression(dark)) : \(colorExpression(light)) }"
        }
    }
}
