/// Facts about the bar's geometry that every framework's bar follows: where it sits, how large
/// its titles may grow, and, for `kind: custom`, the `<Name>TabBarGeometry` type both the UIKit
/// and the SwiftUI bar draw from.
extension SwiftLayout {
    var isFloating: Bool {
        style.margins.leading != 0 || style.margins.trailing != 0 || style.margins.bottom != 0
    }

    /// The title size that still fits under the icon in the bar (`BarGeometry.titleMaximumPointSize`).
    var titleMaximumPointSize: Double { BarGeometry.titleMaximumPointSize(style) }

    /// `<Name>TabBarGeometry`: a Foundation-only value type that computes where every part of a
    /// `kind: custom` bar goes from the bar's size, safe area and layout direction: the item row
    /// and slots, the raised button's circle, the indicator's frame per selected item, the outline
    /// and the top edge as path elements, and the Dynamic Type cap. It mirrors `BarGeometry`, which
    /// tabc's preview draws from; only the members the layout needs are printed.
    func printBarGeometryType(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        let type = geometryType
        p.docComment([
            "Where each part of the `\(SwiftNames.commentText(model.name))` layout's drawn bar goes, in the bar's own coordinates: points, "
                + "the origin at its top left, y down, its bottom safe area included. The bar draws from it, and tabc's "
                + "preview computes the same numbers, so the bar looks as previewed whatever draws it.",
        ])
        p.block("\(access)struct \(type): Sendable") { p in
            p.docComment(["One step of the bar's outline, as `UIBezierPath` draws it: angles in radians, `clockwise` in "
                          + "these y-down coordinates."])
            p.line("""
                \(access)enum PathElement: Sendable {
                    case move(CGPoint)
                    case line(CGPoint)
                    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
                    case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
                    case close
                }

                """)
            printGeometryConstants(&p)
            p.docComment(["The bar's size, its bottom safe area included."])
            p.line("\(access)let size: CGSize")
            p.docComment(["The row the items sit in: the bar above the bottom safe area, inside the side ones."])
            p.line("\(access)let row: CGRect")
            if let raised {
                p.docComment(["The raised button's circle (`\(SwiftNames.commentText(raised.id))`), centered on its slot and rising `raisedRise` above "
                              + "the top edge: it takes touches inside this circle only, above the bar too."])
                p.line("\(access)let raisedButtonFrame: CGRect")
            }
            p.docComment(["The bar's shape, clockwise from the top left corner: "
                          + (hasRoundedCorners ? "the rounded corners" : "the bounds")
                          + (hasNotch ? (hasRoundedCorners ? " and" : " with") + " the notch around " + (raised == nil ? "the middle." : "the raised button's center.") : ".")])
            p.line("\(access)let outline: [PathElement]")
            if hasTopBorder {
                p.docComment(["The top edge alone, from corner to corner" + (hasNotch ? " over the notch" : "") + ": where the top border runs."])
                p.line("\(access)let topEdge: [PathElement]")
            }
            p.docComment(["Each item's slot, in the layout's order."])
            p.line("private let slots: [CGRect]")
            p.line()
            printGeometryInitializer(&p)
            p.line("""

                /// The row the items sit in for a bar `size` large, clear of the safe area insets `left`, `right`
                /// and `bottom`.
                \(access)static func row(size: CGSize, left: CGFloat, right: CGFloat, bottom: CGFloat) -> CGRect {
                    CGRect(x: left, y: 0, width: max(0, size.width - left - right), height: max(0, size.height - bottom))
                }

                /// `tab`'s slot in the row\(raised == nil ? "" : " (for the raised item, its slot, not its circle)").
                \(access)func itemFrame(for tab: \(tabType)) -> CGRect {
                    slots[\(position(of: "tab"))]
                }
                """)
            if hasIndicator {
                let (doc, y) = hasDotIndicator
                    ? ("the dot \(SwiftNames.number(BarGeometry.dotGap)) pt above the bottom of its slot", "slot.maxY - size.height - \(SwiftNames.number(BarGeometry.dotGap))")
                    : ("the underline along the bottom of its slot", "slot.maxY - size.height")
                p.line("""

                    /// The indicator's frame while `tab` is selected: \(doc), centered on it.
                    \(access)func indicatorFrame(for tab: \(tabType)) -> CGRect {
                        let slot = itemFrame(for: tab)
                        let size = Self.indicatorSize
                        return CGRect(x: slot.midX - size.width / 2, y: \(y), width: size.width, height: size.height)
                    }
                    """)
            }
            guard hasRoundedCorners else { return }
            p.line()
            p.docComment(["Adds a corner of the outline, drawn clockwise: a rounded one (`radius` above 0) is a line to "
                          + "`start`, where its arc starts, and the arc around `center`; a square one a line to `corner`."])
            p.block("private static func addCorner(_ path: inout [PathElement], _ corner: CGPoint, radius: CGFloat, start: CGPoint, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat)") { p in
                p.block("if radius > 0") { p in
                    p.line("path.append(path.isEmpty ? .move(start) : .line(start))")
                    p.line("path.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true))")
                }
                p.block("else") { p in
                    p.line("path.append(path.isEmpty ? .move(corner) : .line(corner))")
                }
            }
        }
    }

    /// The style's numbers the geometry uses, as static constants.
    private func printGeometryConstants(_ p: inout CodePrinter) {
        p.docComment(["The bar's height above the bottom safe area."])
        p.line("\(access)static let height: CGFloat = \(SwiftNames.number(style.height))")
        if items.contains(where: { $0.title != nil }) {
            p.docComment(["The largest the titles grow with Dynamic Type: what still fits under the icon in the bar (never "
                          + "below the layout's size); the large content viewer shows them larger."])
            p.line("\(access)static let titleMaximumPointSize: CGFloat = \(SwiftNames.number(titleMaximumPointSize))")
        }
        if hasRoundedCorners {
            p.docComment(["The radius of the rounded corners (at most half the bar's width and height)."])
            p.line("\(access)static let cornerRadius: CGFloat = \(SwiftNames.number(style.cornerRadius))")
        }
        if case .notch(let depth, let width) = style.shape {
            p.docComment(["The notch cut into the top edge (kept between the top corners and above the bottom edge)."])
            p.line("\(access)static let notchDepth: CGFloat = \(SwiftNames.number(depth))")
            p.line("\(access)static let notchWidth: CGFloat = \(SwiftNames.number(width))")
        }
        if let raised = model.raisedItem?.raised {
            p.docComment(["The raised button's diameter, and how far it rises above the bar's top edge."])
            p.line("\(access)static let raisedDiameter: CGFloat = \(SwiftNames.number(raised.size))")
            p.line("\(access)static let raisedRise: CGFloat = \(SwiftNames.number(raised.offset))")
        }
        switch style.indicator {
        case .none:
            break
        case .underline(let width, let height, _):
            p.docComment(["The underline under the selected item."])
            p.line("\(access)static let indicatorSize = CGSize(width: \(SwiftNames.number(width)), height: \(SwiftNames.number(height)))")
        case .dot(let size, _):
            p.docComment(["The dot under the selected item."])
            p.line("\(access)static let indicatorSize = CGSize(width: \(SwiftNames.number(size)), height: \(SwiftNames.number(size)))")
        }
        p.line()
    }

    /// `init(size:left:right:bottom:isRightToLeft:naturalWidths:)`: the slots, the raised
    /// button's circle, the outline and the top edge, as `BarGeometry.init` computes them.
    private func printGeometryInitializer(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        let equalSpacing = style.distribution == .equalSpacing
        var doc = "The geometry of a bar `size` large (its bottom safe area included) that keeps its items clear of the "
            + "safe area insets `left`, `right` and `bottom` (physical sides). Right to left, the first item is on "
            + "the right" + (hasRoundedCorners ? " and the leading corners are the right ones." : ".")
        if equalSpacing {
            doc += " `naturalWidths` holds each item's own width (`distribution: equalSpacing`)"
                + (raised == nil ? "." : "; the raised item's is its diameter.")
        }
        p.docComment([doc])
        let widths = equalSpacing ? ", naturalWidths: [\(tabType): CGFloat] = [:]" : ""
        p.block("\(access)init(size: CGSize, left: CGFloat = 0, right: CGFloat = 0, bottom: CGFloat = 0, isRightToLeft: Bool = false\(widths))") { p in
            p.line("self.size = size")
            p.line("let row = Self.row(size: size, left: left, right: right, bottom: bottom)")
            p.line("self.row = row")
            p.line("var slots: [CGRect] = []")
            switch style.distribution {
            case .fillEqually:
                p.line("// Equal slots, leading to trailing.")
                p.line("let width = row.width / CGFloat(\(tabType).allCases.count)")
                p.block("for index in \(tabType).allCases.indices") { p in
                    p.line("let offset = CGFloat(index) * width")
                    p.line("slots.append(CGRect(x: isRightToLeft ? row.maxX - offset - width : row.minX + offset, y: row.minY, width: width, height: row.height))")
                }
            case .equalSpacing:
                p.line("// Each item at its natural width, leading to trailing, with equal space around them.")
                if let raised {
                    p.line("let widths: [CGFloat] = \(tabType).allCases.map { tab in tab == \(qualifiedCase(id: raised.id)) ? Self.raisedDiameter : naturalWidths[tab] ?? 0 }")
                } else {
                    p.line("let widths: [CGFloat] = \(tabType).allCases.map { tab in naturalWidths[tab] ?? 0 }")
                }
                p.line("""
                    let spacing = max(0, (row.width - widths.reduce(0, +)) / CGFloat(widths.count + 1))
                    var offset = spacing
                    """)
                p.block("for width in widths") { p in
                    p.line("slots.append(CGRect(x: isRightToLeft ? row.maxX - offset - width : row.minX + offset, y: row.minY, width: width, height: row.height))")
                    p.line("offset += width + spacing")
                }
            }
            p.line("self.slots = slots")
            if let raised {
                p.line("let raisedSlot = slots[\(position(of: qualifiedCase(id: raised.id)))]")
                p.line("raisedButtonFrame = CGRect(x: raisedSlot.midX - Self.raisedDiameter / 2, y: -Self.raisedRise, width: Self.raisedDiameter, height: Self.raisedDiameter)")
            }
            printGeometryOutline(&p)
        }
    }

    /// The outline and the top edge, in the initializer.
    private func printGeometryOutline(_ p: inout CodePrinter) {
        let radii = cornerRadii
        p.line("// The outline, clockwise from the top left corner" + (radii.usesDirection ? "; leading and trailing corners swap sides right to left." : "."))
        if hasRoundedCorners {
            p.line("let radius = max(0, min(Self.cornerRadius, size.width / 2, size.height / 2))")
        }
        // The four corners clockwise from the top left: the radius, the corner, where the arc
        // starts (on the edge the outline arrives along), its center and angles.
        let corners: [(radius: String?, corner: String, start: String, center: String, angles: String)] = [
            (radii.radii[0], "CGPoint(x: 0, y: 0)", "CGPoint(x: 0, y: topLeft)", "CGPoint(x: topLeft, y: topLeft)", "startAngle: .pi, endAngle: .pi * 1.5"),
            (radii.radii[1], "CGPoint(x: size.width, y: 0)", "CGPoint(x: size.width - topRight, y: 0)", "CGPoint(x: size.width - topRight, y: topRight)",
             "startAngle: .pi * 1.5, endAngle: 0"),
            (radii.radii[2], "CGPoint(x: size.width, y: size.height)", "CGPoint(x: size.width, y: size.height - bottomRight)",
             "CGPoint(x: size.width - bottomRight, y: size.height - bottomRight)", "startAngle: 0, endAngle: .pi / 2"),
            (radii.radii[3], "CGPoint(x: 0, y: size.height)", "CGPoint(x: bottomLeft, y: size.height)", "CGPoint(x: bottomLeft, y: size.height - bottomLeft)",
             "startAngle: .pi / 2, endAngle: .pi"),
        ]
        let names = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
        // The notch needs the top corners' radii, even square ones.
        for (index, name) in names.enumerated() {
            if let radius = corners[index].radius {
                p.line("let \(name): CGFloat = \(radius)")
            } else if hasNotch && index < 2 {
                p.line("let \(name): CGFloat = 0")
            }
        }
        p.line("var path: [PathElement] = []")
        func corner(_ index: Int) {
            let corner = corners[index]
            if corner.radius == nil {
                p.line(index == 0 ? "path.append(.move(\(corner.corner)))" : "path.append(.line(\(corner.corner)))")
            } else {
                p.line("Self.addCorner(&path, \(corner.corner), radius: \(names[index]), start: \(corner.start), center: \(corner.center), \(corner.angles))")
            }
        }
        corner(0)
        if hasNotch {
            let center = model.raisedItem == nil ? "size.width / 2" : "raisedButtonFrame.midX"
            let outer = SwiftNames.number(BarGeometry.notchOuterControl)
            let inner = SwiftNames.number(BarGeometry.notchInnerControl)
            p.line("""
                // The notch around \(model.raisedItem == nil ? "the middle" : "the raised button's center"),
                // kept between the top corners and above the bottom edge; its curves are shaped like the
                // hand-written bar's (control points at \(outer) and \(inner) of the half width from the center).
                let notchCenterX = \(center)
                let halfWidth = max(0, min(Self.notchWidth / 2, notchCenterX - topLeft, size.width - topRight - notchCenterX))
                let depth = min(Self.notchDepth, size.height - 1)
                if halfWidth > 0, depth > 0 {
                    path.append(.line(CGPoint(x: notchCenterX - halfWidth, y: 0)))
                    path.append(.curve(to: CGPoint(x: notchCenterX, y: depth), control1: CGPoint(x: notchCenterX - halfWidth * \(outer), y: 0), control2: CGPoint(x: notchCenterX - halfWidth * \(inner), y: depth)))
                    path.append(.curve(to: CGPoint(x: notchCenterX + halfWidth, y: 0), control1: CGPoint(x: notchCenterX + halfWidth * \(inner), y: depth), control2: CGPoint(x: notchCenterX + halfWidth * \(outer), y: 0)))
                }
                """)
        }
        corner(1)
        if hasTopBorder { p.line("topEdge = path") }
        corner(2)
        corner(3)
        p.line("path.append(.close)")
        p.line("outline = path")
    }
}
