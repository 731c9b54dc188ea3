/// The decorations both kinds of bar draw from the style: background shape (rounded corners,
/// notch), border, shadow and indicator, and the bar's initializers and slot geometry.
extension SwiftLayout {
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
        printMaterialProperties(&p)
    }

    /// Set-up of the decorations, in the bar's initializer.
    func printDecorationSetUp(_ p: inout CodePrinter) {
        p.line("// The bar draws its own shape: its layers sit below every item.")
        if hasMaterial {
            printMaterialSetUp(&p)
            p.line("layer.insertSublayer(backgroundLayer, above: materialView.layer)")
        } else {
            p.line("layer.insertSublayer(backgroundLayer, at: 0)")
        }
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
            p.line("indicatorView.layer.cornerRadius = \(model.kind == .custom ? geometryType : styleType).indicatorSize.height / 2")
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
            // A custom bar draws the shape its geometry computes.
            let drawsGeometry = model.kind == .custom
            p.line(drawsGeometry ? "let outline = Self.bezierPath(geometry.outline)"
                   : "let outline = outlinePath(" + (hasNotch ? "notchCenterX: \(notchCenter)" : "") + ")")
            p.line("backgroundLayer.frame = bounds")
            p.line("backgroundLayer.path = outline.cgPath")
            if style.shadow != nil { p.line("backgroundLayer.shadowPath = outline.cgPath") }
            printMaterialLayout(&p)
            if let border = style.border {
                p.line("borderLayer.frame = bounds")
                if border.edges == .top && drawsGeometry {
                    p.line("borderLayer.path = Self.bezierPath(geometry.topEdge).cgPath")
                } else if border.edges == .top {
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
            if hasMaterial {
                p.line("// The material below shows through: `background` tints it instead of filling the shape.")
                p.line("backgroundLayer.fillColor = nil")
            } else {
                p.line("backgroundLayer.fillColor = \(styleColor("background")).resolvedColor(with: traitCollection).cgColor")
            }
            if style.shadow != nil {
                p.line("backgroundLayer.shadowColor = \(styleColor("shadowColor")).resolvedColor(with: traitCollection).cgColor")
            }
            if style.border != nil {
                p.line("borderLayer.strokeColor = \(styleColor("borderColor")).resolvedColor(with: traitCollection).cgColor")
            }
        }
        printMaterialMethod(&p)
        p.line()
        if model.kind == .custom {
            printBezierPath(&p)
        } else {
            printOutlinePath(&p)
        }
        p.line()
        p.line("""
            /// iOS 15 and 16 report appearance changes here; later versions use the registration in `init`.
            @available(iOS, deprecated: 17.0, message: "iOS 17 and later use registerForTraitChanges(_:handler:)")
            """)
        p.block("\(access)override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)") { p in
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
    static let outlineCorners: [(name: String, x: String, y: String, startAngle: String, endAngle: String)] = [
        ("topLeft", "minX", "minY", ".pi", ".pi * 1.5"),
        ("topRight", "maxX", "minY", ".pi * 1.5", "0"),
        ("bottomRight", "maxX", "maxY", "0", ".pi / 2"),
        ("bottomLeft", "minX", "maxY", ".pi / 2", ".pi"),
    ]

    /// The radius expression of each corner of `outlineCorners`, or nil where it is always square.
    var cornerRadii: (radii: [String?], usesDirection: Bool) {
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
    func printCorner(_ p: inout CodePrinter, _ corner: (name: String, x: String, y: String, startAngle: String, endAngle: String),
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

    func printOutlinePath(_ p: inout CodePrinter) {
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

    /// `bezierPath(_:)`: a path of the geometry as a `UIBezierPath`.
    func printBezierPath(_ p: inout CodePrinter) {
        p.docComment(["The geometry's `elements` as a `UIBezierPath`."])
        p.block("private static func bezierPath(_ elements: [\(geometryType).PathElement]) -> UIBezierPath") { p in
            p.line("""
                let path = UIBezierPath()
                for element in elements {
                    switch element {
                    case .move(let point): path.move(to: point)
                    case .line(let point): path.addLine(to: point)
                    case .curve(let point, let control1, let control2): path.addCurve(to: point, controlPoint1: control1, controlPoint2: control2)
                    case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                        path.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
                    case .close: path.close()
                    }
                }
                return path
                """)
        }
    }

    /// `layoutIndicator()` and `moveIndicator(animated:)`, placed from `frameExpression`, the
    /// selected item's frame in the bar (a custom bar's geometry places it).
    func printIndicatorMethods(_ p: inout CodePrinter, frameExpression: String) {
        guard hasIndicator else { return }
        if model.kind == .custom {
            p.line("""
                /// Places the indicator under the selected item's slot, as the geometry says, so it
                /// follows any width, number of items and right-to-left layout.
                private func layoutIndicator() {
                    indicatorView.frame = \(frameExpression)
                }
                """)
        } else {
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
                """)
        }
        p.line("""

            /// Moves the indicator to the selected item: animated unless Reduce Motion is on.
            private func moveIndicator(animated: Bool) {
                guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled else {
                    setNeedsLayout()
                    return
                }
                UIView.animate(withDuration: \(styleType).animationDuration, delay: 0, options: UIView.AnimationOptions.beginFromCurrentState.union(.allowUserInteraction)) {
                    self.layoutIndicator()
                }
            }
            """)
    }

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
            \(access)override convenience init(frame: CGRect) {
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
}
