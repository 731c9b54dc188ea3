/// Where every part of a `kind: custom` bar goes, computed in tabc: the same numbers the
/// generated `<Name>TabBarGeometry` type computes in the app (`printBarGeometryType`), which
/// the UIKit bar and the SwiftUI bar draw from. The preview draws from this value, and
/// `BarGeometryAgreementTests` checks it against the generated type and the UIKit bar, so the
/// drawings can't drift apart.
///
/// Coordinates are the bar's own, in points: the origin at its top left, y down, its bottom
/// safe area included (a docked bar reaches the screen's edge).
struct BarGeometry {
    /// One step of the bar's outline, as `UIBezierPath` draws it: angles in radians,
    /// `clockwise` in these y-down coordinates.
    enum PathElement: Equatable {
        case move(PreviewPoint)
        case line(PreviewPoint)
        case curve(to: PreviewPoint, control1: PreviewPoint, control2: PreviewPoint)
        case arc(center: PreviewPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case close
    }

    /// The notch's curves have the hand-written notched bar's shape: control points at 0.4 and
    /// 0.47 of the half width from the center.
    static let notchOuterControl = 0.4
    static let notchInnerControl = 0.47

    /// How far the dot's bottom sits above the item's bottom edge.
    static let dotGap = 4.0

    /// The bar's size, its bottom safe area included.
    var width: Double
    var height: Double
    /// The row the items sit in: the bar above the bottom safe area, inside the side ones.
    var row: PreviewRect
    /// Each item's slot, in the layout's order.
    var slots: [PreviewRect]
    /// The raised button's circle (its bounding square); nil without a raised item.
    var raisedButtonFrame: PreviewRect?
    /// The bar's shape, clockwise from the top left corner.
    var outline: [PathElement]
    /// The top edge alone, from corner to corner over the notch: where a top border runs.
    var topEdge: [PathElement]
    /// The notch the outline cuts into the top edge: its center, half width and depth; nil
    /// without one (or where no notch fits).
    var notch: (centerX: Double, halfWidth: Double, depth: Double)?

    private let layout: ResolvedLayout

    /// The geometry of `layout`'s bar `width` × `height` large, keeping its items clear of the
    /// safe area insets `left`, `right` and `bottom` (physical sides). `naturalWidths` (in the
    /// layout's order) are the items' own widths, which `distribution: equalSpacing` lays out;
    /// the raised item's is always its diameter.
    init(_ layout: ResolvedLayout, width: Double, height: Double, left: Double = 0, right: Double = 0, bottom: Double = 0,
         isRightToLeft: Bool = false, naturalWidths: [Double] = []) {
        self.layout = layout
        self.width = width
        self.height = height
        let style = layout.style
        let row = Self.row(width: width, height: height, left: left, right: right, bottom: bottom)
        self.row = row
        let count = layout.items.count
        // The slot `slotWidth` wide, `offset` from the row's leading end.
        func slot(_ offset: Double, _ slotWidth: Double) -> PreviewRect {
            PreviewRect(x: isRightToLeft ? row.maxX - offset - slotWidth : row.x + offset, y: row.y, width: slotWidth, height: row.height)
        }
        switch style.distribution {
        case .fillEqually:
            let slotWidth = count == 0 ? 0 : row.width / Double(count)
            slots = (0..<count).map { slot(Double($0) * slotWidth, slotWidth) }
        case .equalSpacing:
            let widths = layout.items.enumerated().map { index, item in
                item.raised?.size ?? (index < naturalWidths.count ? naturalWidths[index] : 0)
            }
            let spacing = max(0, (row.width - widths.reduce(0, +)) / Double(count + 1))
            var offset = spacing
            var slots: [PreviewRect] = []
            for itemWidth in widths {
                slots.append(slot(offset, itemWidth))
                offset += itemWidth + spacing
            }
            self.slots = slots
        }
        if let index = layout.items.firstIndex(where: { $0.raised != nil }), let raised = layout.items[index].raised {
            raisedButtonFrame = PreviewRect(x: slots[index].midX - raised.size / 2, y: -raised.offset, width: raised.size, height: raised.size)
        }

        // The outline, clockwise from the top left corner. A rounded corner is an arc centered
        // its radius in from both edges; leading and trailing corners swap sides right to left.
        let radius = max(0, min(style.cornerRadius, width / 2, height / 2))
        let corners = Set(style.corners)
        func cornerRadius(_ leading: Corner, _ trailing: Corner, left: Bool) -> Double {
            corners.contains(left != isRightToLeft ? leading : trailing) ? radius : 0
        }
        let topLeft = cornerRadius(.topLeading, .topTrailing, left: true)
        let topRight = cornerRadius(.topLeading, .topTrailing, left: false)
        let bottomRight = cornerRadius(.bottomLeading, .bottomTrailing, left: false)
        let bottomLeft = cornerRadius(.bottomLeading, .bottomTrailing, left: true)
        func point(_ x: Double, _ y: Double) -> PreviewPoint { PreviewPoint(x: x, y: y) }
        var path: [PathElement] = []
        if topLeft > 0 {
            path.append(.move(point(0, topLeft)))
            path.append(.arc(center: point(topLeft, topLeft), radius: topLeft, startAngle: .pi, endAngle: .pi * 1.5, clockwise: true))
        } else {
            path.append(.move(point(0, 0)))
        }
        if case .notch(let notchDepth, let notchWidth) = style.shape {
            // Around the raised button's center (the bar's middle without one), kept between the
            // top corners and at least a point above the bottom edge.
            let centerX = raisedButtonFrame?.midX ?? width / 2
            let halfWidth = max(0, min(notchWidth / 2, centerX - topLeft, width - topRight - centerX))
            let depth = min(notchDepth, height - 1)
            if halfWidth > 0, depth > 0 {
                notch = (centerX, halfWidth, depth)
                path.append(.line(point(centerX - halfWidth, 0)))
                path.append(.curve(to: point(centerX, depth), control1: point(centerX - halfWidth * Self.notchOuterControl, 0),
                                   control2: point(centerX - halfWidth * Self.notchInnerControl, depth)))
                path.append(.curve(to: point(centerX + halfWidth, 0), control1: point(centerX + halfWidth * Self.notchInnerControl, depth),
                                   control2: point(centerX + halfWidth * Self.notchOuterControl, 0)))
            }
        }
        if topRight > 0 {
            path.append(.line(point(width - topRight, 0)))
            path.append(.arc(center: point(width - topRight, topRight), radius: topRight, startAngle: .pi * 1.5, endAngle: 0, clockwise: true))
        } else {
            path.append(.line(point(width, 0)))
        }
        topEdge = path
        if bottomRight > 0 {
            path.append(.line(point(width, height - bottomRight)))
            path.append(.arc(center: point(width - bottomRight, height - bottomRight), radius: bottomRight, startAngle: 0,
                             endAngle: .pi / 2, clockwise: true))
        } else {
            path.append(.line(point(width, height)))
        }
        if bottomLeft > 0 {
            path.append(.line(point(bottomLeft, height)))
            path.append(.arc(center: point(bottomLeft, height - bottomLeft), radius: bottomLeft, startAngle: .pi / 2,
                             endAngle: .pi, clockwise: true))
        } else {
            path.append(.line(point(0, height)))
        }
        path.append(.close)
        outline = path
    }

    /// The row the items sit in: the bar above the bottom safe area, inside the side ones.
    static func row(width: Double, height: Double, left: Double, right: Double, bottom: Double) -> PreviewRect {
        PreviewRect(x: left, y: 0, width: max(0, width - left - right), height: max(0, height - bottom))
    }

    /// The slot of the item with id `id` (for the raised item, its slot, not its circle).
    func itemFrame(for id: String) -> PreviewRect? {
        layout.items.firstIndex { $0.id == id }.map { slots[$0] }
    }

    /// The indicator's frame while the item with id `id` is selected: the underline along the
    /// bottom of its slot, or the dot `dotGap` above it, centered on the slot; nil without an indicator.
    func indicatorFrame(for id: String) -> PreviewRect? {
        guard let slot = itemFrame(for: id) else { return nil }
        switch layout.style.indicator {
        case .none:
            return nil
        case .underline(let width, let height, _):
            return PreviewRect(x: slot.midX - width / 2, y: slot.maxY - height, width: width, height: height)
        case .dot(let size, _):
            return PreviewRect(x: slot.midX - size / 2, y: slot.maxY - size - Self.dotGap, width: size, height: size)
        }
    }

    /// The title size that still fits under the icon in the bar, the largest titles grow with
    /// Dynamic Type: the icon (about 1.2 times the symbol's point size), 2 pt of spacing, a line
    /// of 1.2 em, 2 pt to spare; never below the layout's own size.
    static func titleMaximumPointSize(_ style: ResolvedStyle) -> Double {
        let fitting = ((style.height - style.iconSize * 1.2 - 4) / 1.2).rounded(.down)
        return max(style.titleFont.size, fitting)
    }
}
