/// The resolved style as Swift constants, and the decorations both kinds of bar draw from it:
/// background shape (rounded corners, notch), border, shadow, indicator and raised button.
extension SwiftLayout {
    // MARK: Style constants

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
                if model.kind == .custom {
                    p.docComment(["The largest the titles grow with Dynamic Type: what still fits under the icon in the bar (never below the layout's size); the large content viewer shows them larger."])
                    p.line("static let titleMaximumPointSize: CGFloat = \(SwiftNames.number(titleMaximumPointSize))")
                }
            }
            if hasRoundedCorners {
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
            if case .notch(let depth, let width) = style.shape {
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
                p.line("static let indicatorSize = CGSize(width: \(SwiftNames.number(indicator.width)), height: \(SwiftNames.number(indicator.height)))")
                printColor(&p, "indicatorColor", indicator.color)
            }
            if let raised = model.raisedItem?.raised {
                p.docComment(["The raised button's diameter, and how far it rises above the bar's top edge."])
                p.line("static let raisedDiameter: CGFloat = \(SwiftNames.number(raised.size))")
                p.line("static let raisedRise: CGFloat = \(SwiftNames.number(raised.offset))")
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

    /// The title font is the layout's own (`titleFont:` differs from the default): only then does
    /// a `kind: system` bar set it, so UIKit's own title font, which follows the system, stays.
    var setsTitleFont: Bool {
        items.contains { $0.title != nil } && style.titleFont != Font(size: 10, weight: .medium)
    }

    /// The title size that still fits under the icon in the bar: the icon (about 1.2 times the
    /// symbol's point size), 2 pt of spacing, a line of 1.2 em, 2 pt to spare.
    var titleMaximumPointSize: Double {
        let fitting = ((style.height - style.iconSize * 1.2 - 4) / 1.2).rounded(.down)
        return max(style.titleFont.size, fitting)
    }

    var isFloating: Bool {
        style.margins.leading != 0 || style.margins.trailing != 0 || style.margins.bottom != 0
    }

    var hasRoundedCorners: Bool { style.cornerRadius > 0 && !style.corners.isEmpty }
    var hasNotch: Bool { if case .notch = style.shape { return true } else { return false } }
    var hasIndicator: Bool { style.indicator != .none }
    var hasDotIndicator: Bool { if case .dot = style.indicator { return true } else { return false } }
    var hasTopBorder: Bool { style.border?.edges == .top }

    private var allColors: [ColorValue] {
        var colors = [style.background, style.tint, style.selectedTint]
        if let border = style.border { colors.append(border.color) }
        if let shadow = style.shadow { colors.append(shadow.color) }
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
    private func hexComment(_ color: ColorValue) -> String {
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

    // MARK: Decorations

    /// The stored properties of the decorations.
    func printDecorationProperties(_ p: inout CodePrinter) {
        p.docComment(["The bar's shape, filled with the background" + (style.shadow == nil ? "." : " and casting the shadow.")])
        p.line("private let backgroundLayer = CAShapeLayer()")
        if style.border != nil {
            p.docComment([hasTopBorder ? "The border along the top edge only: part of the bar, so it hides with it." : "The border along the bar's outline."])
            p.line("private let borderLayer = CAShapeLayer()")
        }
        if hasIndicator {
            p.docComment(["Marks the selected item."])
            p.line("private let indicatorView = UIView()")
        }
    }

    /// Set-up of the decorations, in the bar's initializer.
    func printDecorationSetUp(_ p: inout CodePrinter) {
        p.line("// The bar draws its own shape: its layers sit below every item.")
        p.line("layer.insertSublayer(backgroundLayer, at: 0)")
        if let shadow = style.shadow {
            _ = shadow
            p.line("backgroundLayer.shadowOpacity = \(styleType).shadowOpacity")
            p.line("backgroundLayer.shadowRadius = \(styleType).shadowRadius")
            p.line("backgroundLayer.shadowOffset = \(styleType).shadowOffset")
        }
        if style.border != nil {
            p.line("borderLayer.fillColor = nil")
            p.line("borderLayer.lineWidth = \(styleType).borderWidth")
            p.line("layer.insertSublayer(borderLayer, above: backgroundLayer)")
        }
        if hasIndicator {
            p.line("indicatorView.isUserInteractionEnabled = false")
            p.line("indicatorView.backgroundColor = \(styleColor("indicatorColor"))")
            p.line("indicatorView.layer.cornerRadius = \(styleType).indicatorSize.height / 2")
            p.line("addSubview(indicatorView)")
        }
        p.line("// Layers can't follow dynamic colors by themselves: resolve them again when the appearance changes.")
        printTraitChangeRegistration(&p, "UITraitCollection.systemTraitsAffectingColorAppearance", calls: "updateLayerColors()")
    }

    /// On iOS 17 and later, the bar's `method` runs whenever one of `traits` changes.
    func printTraitChangeRegistration(_ p: inout CodePrinter, _ traits: String, calls method: String) {
        p.block("if #available(iOS 17.0, *)") { p in
            p.closure("registerForTraitChanges(\(traits))", "(bar: \(barType), _: UITraitCollection)") { p in
                p.line("bar.\(method)")
            }
        }
    }

    /// Opens a transaction without actions for the rest of the method: Core Animation would
    /// otherwise animate every change of a stand-alone layer over its own 0.25 s, so on rotation
    /// or resize the decorations would lag the bar they belong to.
    func printWithoutImplicitAnimations(_ p: inout CodePrinter) {
        p.line("// Layers follow the bar at once: no implicit animations.")
        p.line("CATransaction.begin()")
        p.line("CATransaction.setDisableActions(true)")
        p.line("defer { CATransaction.commit() }")
    }

    /// `layoutDecorations()`, `updateLayerColors()`, `outlinePath(…)` and the iOS 15–16 trait
    /// change handler.
    func printDecorationMethods(_ p: inout CodePrinter, notchCenter: String) {
        p.docComment([
            "Rebuilds the shape" + (style.border == nil ? "" : " and the border") + " from the current bounds, which include the bottom"
                + " safe area where the bar reaches the screen's edge, so the decorations follow resizing,"
                + " rotation, hiding and right-to-left layouts.",
        ])
        p.block("private func layoutDecorations()") { p in
            printWithoutImplicitAnimations(&p)
            p.line("let outline = outlinePath(" + (hasNotch ? "notchCenterX: \(notchCenter)" : "") + ")")
            p.line("backgroundLayer.frame = bounds")
            p.line("backgroundLayer.path = outline.cgPath")
            if style.shadow != nil { p.line("backgroundLayer.shadowPath = outline.cgPath") }
            if let border = style.border {
                p.line("borderLayer.frame = bounds")
                if border.edges == .top {
                    p.line("borderLayer.path = outlinePath(" + (hasNotch ? "notchCenterX: \(notchCenter), " : "") + "topEdgeOnly: true).cgPath")
                } else {
                    p.line("borderLayer.path = outline.cgPath")
                }
            }
            p.line("updateLayerColors()")
        }
        p.line()
        p.docComment(["Resolves the layers' colors for the current appearance (light or dark, contrast)."])
        p.block("private func updateLayerColors()") { p in
            printWithoutImplicitAnimations(&p)
            p.line("backgroundLayer.fillColor = \(styleColor("background")).resolvedColor(with: traitCollection).cgColor")
            if style.shadow != nil {
                p.line("backgroundLayer.shadowColor = \(styleColor("shadowColor")).resolvedColor(with: traitCollection).cgColor")
            }
            if style.border != nil {
                p.line("borderLayer.strokeColor = \(styleColor("borderColor")).resolvedColor(with: traitCollection).cgColor")
            }
        }
        p.line()
        printOutlinePath(&p)
        p.line()
        p.line("""
            /// iOS 15 and 16 report appearance changes here; later versions use the registration in `init`.
            @available(iOS, deprecated: 17.0, message: "iOS 17 and later use registerForTraitChanges(_:handler:)")
            """)
        p.block("public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)") { p in
            p.line("""
                super.traitCollectionDidChange(previousTraitCollection)
                if #available(iOS 17.0, *) { return }
                if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                    updateLayerColors()
                }
                """)
            if model.kind == .custom, items.contains(where: { $0.title != nil }) {
                p.block("if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory") { p in
                    p.line("textSizeDidChange()")
                }
            }
        }
    }

    /// The outline's corners clockwise from the top left: the variable of its radius, where it
    /// is, and its arc's angles.
    private static let outlineCorners: [(name: String, x: String, y: String, startAngle: String, endAngle: String)] = [
        ("topLeft", "minX", "minY", ".pi", ".pi * 1.5"),
        ("topRight", "maxX", "minY", ".pi * 1.5", "0"),
        ("bottomRight", "maxX", "maxY", "0", ".pi / 2"),
        ("bottomLeft", "minX", "maxY", ".pi / 2", ".pi"),
    ]

    /// The radius expression of each corner of `outlineCorners`, or nil where it is always square.
    private var cornerRadii: (radii: [String?], usesDirection: Bool) {
        guard hasRoundedCorners else { return ([nil, nil, nil, nil], false) }
        let corners = Set(style.corners)
        var usesDirection = false
        func pair(_ leading: Corner, _ trailing: Corner) -> (left: String?, right: String?) {
            switch (corners.contains(leading), corners.contains(trailing)) {
            case (true, true): return ("radius", "radius")
            case (false, false): return (nil, nil)
            case (true, false):
                usesDirection = true
                return ("isRightToLeft ? 0 : radius", "isRightToLeft ? radius : 0")
            case (false, true):
                usesDirection = true
                return ("isRightToLeft ? radius : 0", "isRightToLeft ? 0 : radius")
            }
        }
        let top = pair(.topLeading, .topTrailing)
        let bottom = pair(.bottomLeading, .bottomTrailing)
        return ([top.left, top.right, bottom.right, bottom.left], usesDirection)
    }

    /// One corner of the outline, drawn clockwise. A square corner is a line to it (a move for
    /// the first); a rounded one is a line to where its arc starts, then the arc, whose center
    /// is the radius in from both edges.
    private func printCorner(_ p: inout CodePrinter, _ corner: (name: String, x: String, y: String, startAngle: String, endAngle: String),
                             rounded: Bool, first: Bool) {
        let verb = first ? "path.move(to: " : "path.addLine(to: "
        guard rounded else {
            p.line(verb + "CGPoint(x: rect.\(corner.x), y: rect.\(corner.y)))")
            return
        }
        let centerX = "rect.\(corner.x) \(corner.x == "minX" ? "+" : "-") \(corner.name)"
        let centerY = "rect.\(corner.y) \(corner.y == "minY" ? "+" : "-") \(corner.name)"
        // The arc starts where the edge the outline arrives along ends: a side (angle 0 or π) or the top or bottom.
        let arrivesAlongSide = corner.startAngle == ".pi" || corner.startAngle == "0"
        p.line(verb + (arrivesAlongSide ? "CGPoint(x: rect.\(corner.x), y: \(centerY)))" : "CGPoint(x: \(centerX), y: rect.\(corner.y)))"))
        p.line("path.addArc(withCenter: CGPoint(x: \(centerX), y: \(centerY)), radius: \(corner.name), startAngle: \(corner.startAngle), endAngle: \(corner.endAngle), clockwise: true)")
    }

    private func printOutlinePath(_ p: inout CodePrinter) {
        var doc = ["The bar's outline in its own coordinates: the bounds"]
        if hasRoundedCorners { doc[0] += " with the rounded corners" }
        if hasNotch { doc[0] += (hasRoundedCorners ? " and" : " with") + " the notch around `notchCenterX`" }
        doc[0] += "."
        if hasTopBorder { doc.append("With `topEdgeOnly`, just the top edge from corner to corner, for the top border.") }
        var parameters: [String] = []
        if hasNotch { parameters.append("notchCenterX: CGFloat") }
        if hasTopBorder { parameters.append("topEdgeOnly: Bool = false") }
        p.docComment(doc)
        p.block("private func outlinePath(\(parameters.joined(separator: ", "))) -> UIBezierPath") { p in
            let radii = cornerRadii
            if !hasRoundedCorners && !hasNotch && !hasTopBorder {
                p.line("UIBezierPath(rect: bounds)")
                return
            }
            p.line("let rect = bounds")
            p.line("let path = UIBezierPath()")
            if hasRoundedCorners {
                if radii.usesDirection {
                    p.line("// Leading and trailing corners swap sides in right-to-left layouts.")
                    p.line(Self.layoutDirection)
                }
                p.line("let radius = min(\(styleType).cornerRadius, rect.width / 2, rect.height / 2)")
                for (corner, radius) in zip(Self.outlineCorners, radii.radii) {
                    if let radius { p.line("let \(corner.name): CGFloat = \(radius)") }
                }
            }
            for (index, corner) in Self.outlineCorners.enumerated() {
                printCorner(&p, corner, rounded: radii.radii[index] != nil, first: index == 0)
                if corner.name == "topLeft" && hasNotch {
                    p.line("""
                        // The notch: from half its width before the raised button's center down to its depth
                        // and back up, its curves shaped like the hand-written bar's (control points at 0.4 and 0.47
                        // of the half width from the center).
                        let halfWidth = \(styleType).notchWidth / 2
                        let bottom = rect.minY + \(styleType).notchDepth
                        path.addLine(to: CGPoint(x: notchCenterX - halfWidth, y: rect.minY))
                        path.addCurve(to: CGPoint(x: notchCenterX, y: bottom),
                                      controlPoint1: CGPoint(x: notchCenterX - halfWidth * 0.4, y: rect.minY),
                                      controlPoint2: CGPoint(x: notchCenterX - halfWidth * 0.47, y: bottom))
                        path.addCurve(to: CGPoint(x: notchCenterX + halfWidth, y: rect.minY),
                                      controlPoint1: CGPoint(x: notchCenterX + halfWidth * 0.47, y: bottom),
                                      controlPoint2: CGPoint(x: notchCenterX + halfWidth * 0.4, y: rect.minY))
                        """)
                }
                if corner.name == "topRight" && hasTopBorder {
                    p.line("if topEdgeOnly { return path }")
                }
            }
            p.line("path.close()")
            p.line("return path")
        }
    }

    // MARK: Indicator

    /// `layoutIndicator()` and `moveIndicator(animated:)`, placed from `frameExpression`, the
    /// selected item's frame in the bar.
    func printIndicatorMethods(_ p: inout CodePrinter, frameExpression: String) {
        guard hasIndicator else { return }
        let (placement, gap) = hasDotIndicator
            ? ("// The dot sits just above the item's bottom edge.", " - 4")
            : ("// The underline runs along the item's bottom edge.", "")
        p.line("""
            /// Places the indicator under the selected item, from that item's laid-out frame, so it
            /// follows any width, number of items and right-to-left layout.
            private func layoutIndicator() {
                let itemFrame = \(frameExpression)
                let size = \(styleType).indicatorSize
                \(placement)
                indicatorView.frame = CGRect(x: itemFrame.midX - size.width / 2, y: itemFrame.maxY - size.height\(gap), width: size.width, height: size.height)
            }

            /// Moves the indicator to the selected item: animated unless Reduce Motion is on.
            private func moveIndicator(animated: Bool) {
                guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled else {
                    setNeedsLayout()
                    return
                }
                UIView.animate(withDuration: \(styleType).animationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                    self.layoutIndicator()
                }
            }
            """)
    }

    // MARK: Bar

    /// The bar's stored `resourceBundle` and decorations, then `init(resourceBundle:)`, which
    /// sets them and the raised button and ends with `setUp`, and `init(frame:)`, which loads
    /// from the default bundle. `what` is what the bar itself loads from the bundle.
    func printBarInitializers(_ p: inout CodePrinter, loading what: String, setUp: (inout CodePrinter) -> Void) {
        p.docComment(["Where \(what) and the style's asset colors load from."])
        p.line("private let resourceBundle: Bundle")
        printDecorationProperties(&p)
        p.line()
        printBarInitializer(&p, "init(resourceBundle: Bundle)", doc: "Creates a bar whose images and asset colors load from `resourceBundle`.",
                            bundle: "self.resourceBundle = resourceBundle", superInit: "super.init(frame: .zero)", setUp)
        p.line("""

            /// Creates a bar whose images and asset colors load from the default bundle.
            public override convenience init(frame: CGRect) {
                self.init(resourceBundle: \(styleType).defaultBundle)
                self.frame = frame
            }
            """)
    }

    /// A bar initializer: `bundle` sets the resource bundle, the raised button is made from it,
    /// then `superInit`, then what `setUp` prints.
    func printBarInitializer(_ p: inout CodePrinter, _ header: String, doc: String, bundle: String, superInit: String,
                             _ setUp: (inout CodePrinter) -> Void) {
        p.docComment([doc])
        p.block(header) { p in
            p.line(bundle)
            if let raisedButtonCreation { p.line(raisedButtonCreation) }
            p.line(superInit)
            setUp(&p)
        }
    }

    /// The row the items sit in: the bar's bounds above the bottom safe area, inside the side ones.
    static let itemRow = "let row = CGRect(x: safeAreaInsets.left, y: 0, width: bounds.width - safeAreaInsets.left - safeAreaInsets.right, height: bounds.height - safeAreaInsets.bottom)"
    /// `isRightToLeft`, for the code that places things from leading to trailing.
    static let layoutDirection = "let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft"
    /// The slot `width` wide, `offset` from the leading end of `row`.
    static let slotRect = "CGRect(x: isRightToLeft ? row.maxX - offset - width : row.minX + offset, y: row.minY, width: width, height: row.height)"

    /// `control.addAction(…)`: a tap on `control` calls `call` on the bar, which it doesn't keep.
    static func tapAction(_ control: String, calls call: String) -> String {
        "\(control).addAction(UIAction { [weak self] _ in self?.\(call) }, for: .touchUpInside)"
    }

    // MARK: Raised button

    /// The raised button's creation in the bar's initializers, or nil without one.
    var raisedButtonCreation: String? {
        model.raisedItem.map { "raisedButton = RaisedButton(tab: \(caseName($0)), resourceBundle: resourceBundle)" }
    }

    /// The raised button added to the bar, its taps calling `call` on the bar.
    func printRaisedButtonInstallation(_ p: inout CodePrinter, tapCalls call: String) {
        p.line(Self.tapAction("raisedButton", calls: call))
        p.line("addSubview(raisedButton)")
    }

    /// The raised item's button class, nested in the bar.
    func printRaisedButtonClass(_ p: inout CodePrinter) {
        guard let raised = model.raisedItem else { return }
        let isSymbol: Bool
        if case .symbol = raised.icon { isSymbol = true } else { isSymbol = false }
        p.docComment([
            "The round button of the raised item (`raised:`), rising above the bar's top edge.",
            "The bar lets it take touches outside its bounds while the bar is visible.",
        ])
        p.block("private final class RaisedButton: UIControl") { p in
            p.line("private let iconView = UIImageView()")
            p.line()
            p.block("init(tab: \(tabType), resourceBundle: Bundle)") { p in
                p.line("super.init(frame: .zero)")
                if isSymbol {
                    p.line("""
                        // A symbol sits on a circle of the selected tint, in the bar's background color.
                        backgroundColor = \(styleColor("selectedTint"))
                        iconView.image = tab.icon(selected: false, in: resourceBundle)
                        iconView.tintColor = \(styleColor("background"))
                        iconView.contentMode = .center
                        """)
                } else {
                    p.line("""
                        // An asset image is the whole button, drawn as its asset says.
                        iconView.image = tab.imageName.flatMap { UIImage(named: $0, in: resourceBundle, compatibleWith: nil) }
                        iconView.contentMode = .scaleAspectFit
                        """)
                }
                p.line("iconView.isUserInteractionEnabled = false")
                p.line("addSubview(iconView)")
                p.lines(Self.itemAccessibility(traits: ".button", largeContentImage: "tab.icon(selected: false, in: resourceBundle)"))
                p.line("addInteraction(UILargeContentViewerInteraction(delegate: nil))")
            }
            p.line()
            printUnusedCoderInitializer(&p)
            p.line()
            if raised.role == .tab {
                p.block("override var isSelected: Bool") { p in
                    p.line("didSet { accessibilityTraits = isSelected ? [.button, .selected] : .button }")
                }
                p.line()
            }
            p.line("""
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.width / 2
                    iconView.frame = bounds
                }

                /// Only the circle takes touches, not the corners of its square.
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    let radius = bounds.width / 2
                    return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
                }
                """)
        }
    }

    /// An item's control as VoiceOver and the large content viewer show it: `tab`'s
    /// accessibility, then its title and `largeContentImage` enlarged.
    static func itemAccessibility(traits: String? = nil, largeContentImage: String) -> [String] {
        [
            "isAccessibilityElement = true",
            "accessibilityLabel = tab.accessibilityLabel",
            "accessibilityHint = tab.accessibilityHint",
            "accessibilityIdentifier = tab.accessibilityIdentifier",
        ] + (traits.map { ["accessibilityTraits = " + $0] } ?? []) + [
            "showsLargeContentViewer = true",
            "largeContentTitle = tab.title ?? tab.accessibilityLabel",
            "largeContentImage = " + largeContentImage,
            "scalesLargeContentImage = true",
        ]
    }

    /// What both kinds of bar draw the same way: the decorations, the indicator (placed from
    /// `indicatorFrame`, the selected item's frame) and the raised button's hit-testing.
    func printBarDrawing(_ p: inout CodePrinter, indicatorFrame: String) {
        p.line()
        printDecorationMethods(&p, notchCenter: model.raisedItem == nil ? "bounds.midX" : "raisedButton.center.x")
        if hasIndicator {
            p.line()
            printIndicatorMethods(&p, frameExpression: indicatorFrame)
        }
        if model.raisedItem != nil {
            p.line()
            printRaisedHitTesting(&p)
        }
    }

    /// The bar's `point(inside:with:)` override that lets the raised button take touches
    /// above the bar's top edge.
    func printRaisedHitTesting(_ p: inout CodePrinter) {
        guard model.raisedItem != nil else { return }
        p.docComment([
            "Lets the raised button take touches where it rises above the bar's top edge. UIKit asks",
            "this only while the bar is visible: `hitTest(_:with:)` skips a hidden, transparent or",
            "non-interactive bar, so a hidden bar's button can't be tapped.",
        ])
        p.block("public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool") { p in
            p.line("if super.point(inside: point, with: event) { return true }")
            p.line("return !raisedButton.isHidden && raisedButton.point(inside: convert(point, to: raisedButton), with: event)")
        }
    }

    /// `raisedButton.frame = …`: centered on the slot's center, rising above the top edge.
    func printRaisedButtonLayout(_ p: inout CodePrinter, slotExpression: String) {
        guard model.raisedItem != nil else { return }
        p.line("let raisedSlot = \(slotExpression)")
        p.line("let diameter = \(styleType).raisedDiameter")
        p.line("raisedButton.frame = CGRect(x: raisedSlot.midX - diameter / 2, y: -\(styleType).raisedRise, width: diameter, height: diameter)")
    }
}
