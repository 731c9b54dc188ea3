/// Where everything of a preview goes, in points: one phone screen per layout, laid out from
/// the resolved model alone. The SVG writer draws from this; tests read it to know which
/// pixels to look at.

struct PreviewRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}

struct PreviewPoint: Equatable {
    var x: Double
    var y: Double
}

/// The curved cut of `shape: notch(…)`: the curve of the hand-written notched bar, scaled to the model's depth
/// and width and centered on the bar.
struct NotchGeometry: Equatable {
    var centerX: Double
    /// The bar's top edge.
    var top: Double
    var halfWidth: Double
    var depth: Double

    // The curve's proportions are the bar geometry's, which the generated bars draw too.
    static let outerControl = BarGeometry.notchOuterControl
    static let innerControl = BarGeometry.notchInnerControl

    /// The left half's cubic Bézier points, from the edge to the bottom.
    var leftCurve: [PreviewPoint] {
        [PreviewPoint(x: centerX - halfWidth, y: top),
         PreviewPoint(x: centerX - halfWidth * Self.outerControl, y: top),
         PreviewPoint(x: centerX - halfWidth * Self.innerControl, y: top + depth),
         PreviewPoint(x: centerX, y: top + depth)]
    }

    /// The y of the cut's edge at `x` (the top edge outside the cut).
    func edgeY(atX x: Double) -> Double {
        let offset = abs(x - centerX)
        guard offset < halfWidth else { return top }
        let target = centerX - offset
        let points = leftCurve
        func bezier(_ t: Double, _ values: [Double]) -> Double {
            let u = 1 - t
            return u * u * u * values[0] + 3 * u * u * t * values[1] + 3 * u * t * t * values[2] + t * t * t * values[3]
        }
        // x(t) grows monotonically along the left half: bisect for t.
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, points.map(\.x)) < target { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, points.map(\.y))
    }
}

enum IndicatorGeometry: Equatable {
    case underline(PreviewRect)
    case dot(center: PreviewPoint, radius: Double)
}

/// One item as drawn.
struct ItemGeometry {
    var item: ResolvedItem
    var isSelected: Bool
    /// The icon drawn: `selectedIcon` for the selected item, `icon` otherwise.
    var icon: Icon
    /// The center of the item's slot in the bar.
    var centerX: Double
    var iconRect: PreviewRect
    /// The title's baseline (the title is centered on `centerX`); nil without a title.
    var titleBaseline: Double?
    /// The raised button: its center and radius.
    var raised: (center: PreviewPoint, radius: Double)?
    /// The badge's pill.
    var badgeRect: PreviewRect?
}

/// One layout's phone screen.
struct ScreenGeometry {
    static let width = 390.0
    /// The home-indicator safe area at the bottom.
    static let safeArea = 34.0
    /// The screen's corner radius (the display's rounded corners).
    static let cornerRadius = 47.0
    /// Where the page content (status bar, title, two cards) ends.
    static let contentBottom = 286.0
    /// Space between the content and whatever rises highest above the bar.
    static let gap = 26.0

    var height: Double
    /// The bar's top edge: the top of its `height`.
    var barTop: Double
    /// The bar's shape: with margins it floats above the safe area; without, its background
    /// runs down through the safe area to the bottom of the screen, as a tab bar's does.
    var barRect: PreviewRect
    /// The part of the bar the items sit in: `height` tall from the top edge.
    var itemArea: PreviewRect
    var isFloating: Bool
    var safeAreaTop: Double
    /// The corner radius as drawn (at most half the bar's width and height).
    var cornerRadius: Double
    var corners: Set<Corner>
    var notch: NotchGeometry?
    /// The classic bar's geometry in the bar's own coordinates (`barRect`'s origin is its top left),
    /// as the generated bars compute it; nil for the glass capsule.
    var bar: BarGeometry?
    var items: [ItemGeometry]
    var indicator: IndicatorGeometry?
    /// The large title of the page: the selected item's title (or accessibility label).
    var pageTitle: String
    /// Drawn as iOS 26's glass capsule (`--design glass`, `kind: system`); `barRect` is the capsule.
    var isGlass = false
    /// The glass capsule's highlight behind the selected item.
    var selectionRect: PreviewRect?
    /// iOS 26's small capsule of the search item, apart at the trailing end (`--design glass`).
    var searchCapsule: PreviewRect?
    /// iOS 26's bottom accessory above the glass capsule (`--design glass`), with its type name.
    var accessory: (rect: PreviewRect, label: String)?

    var selectedItem: ItemGeometry? { items.first { $0.isSelected } }

    func radius(_ corner: Corner) -> Double { corners.contains(corner) ? cornerRadius : 0 }
}

/// Which bar `tabc preview` draws for a `kind: system` layout.
public enum PreviewDesign: String, Sendable, CaseIterable {
    /// The bar the style describes, as UIKit draws it before iOS 26 (docs/language.md).
    case classic
    /// The bar as iOS 26 shows it (docs/generated-code.md): UIKit's floating glass capsule with the items,
    /// tints and badges, and none of the style's decorations.
    case glass
}

/// iOS 26's tab bar on an iPhone: a capsule floating above the home indicator, inset from the
/// screen's sides, whose size UIKit chooses (the style's `height` and `margins` don't apply).
enum GlassMetrics {
    static let sideInset = 21.0
    static let height = 62.0
    /// From the capsule's bottom edge to the screen's.
    static let bottomGap = 21.0
    /// Between the capsule's edge and the selected item's highlight.
    static let padding = 4.0
    /// Between the bar's capsule and the search item's, and between the accessory and the bar.
    static let spacing = 8.0
    /// The bottom accessory's height.
    static let accessoryHeight = 48.0
}

enum PreviewLayout {
    // Item stack metrics.
    static let iconTitleSpacing = 3.0
    static let lineHeightFactor = 1.2
    static let ascentFactor = 0.93

    /// The screen of a layout in a design: `glass` changes only how a `kind: system` layout
    /// is drawn; a `kind: custom` layout draws its own bar in both.
    static func screen(for layout: ResolvedLayout, selected: String, design: PreviewDesign) -> ScreenGeometry {
        design == .glass && layout.kind == .system ? glassScreen(for: layout, selected: selected)
            : screen(for: layout, selected: selected)
    }

    /// The glass capsule: every item, a modal or raised one included, a plain item in an
    /// equal slot, its icon and title centered in the capsule's height; the selected tab on a
    /// highlight. The style's tints, title font, icon size and badges apply; its height,
    /// margins, background, corners, border, shadow, shape, indicator and distribution don't.
    static func glassScreen(for layout: ResolvedLayout, selected: String) -> ScreenGeometry {
        let style = layout.style
        // The accessory (iOS 26) sits above the capsule, which moves down to make room.
        let accessoryTop = ScreenGeometry.contentBottom + ScreenGeometry.gap
        let barTop = accessoryTop + (layout.accessory == nil ? 0 : GlassMetrics.accessoryHeight + GlassMetrics.spacing)
        // The search item (iOS 26) stands apart at the trailing end, in a round capsule of its own.
        let search = layout.items.firstIndex { $0.isSearch }
        let searchRoom = search == nil ? 0 : GlassMetrics.height + GlassMetrics.spacing
        let fullWidth = ScreenGeometry.width - 2 * GlassMetrics.sideInset
        let capsule = PreviewRect(x: GlassMetrics.sideInset, y: barTop, width: fullWidth - searchRoom, height: GlassMetrics.height)
        let searchCapsule = search.map { _ in
            PreviewRect(x: capsule.maxX + GlassMetrics.spacing, y: barTop, width: GlassMetrics.height, height: GlassMetrics.height)
        }
        let height = capsule.maxY + GlassMetrics.bottomGap
        let padding = GlassMetrics.padding
        let inner = PreviewRect(x: capsule.x + padding, y: capsule.y + padding,
                                width: capsule.width - 2 * padding, height: capsule.height - 2 * padding)
        let barCount = layout.items.count - (search == nil ? 0 : 1)
        let slot = barCount == 0 ? inner.width : inner.width / Double(barCount)
        var items: [ItemGeometry] = []
        var selectionRect: PreviewRect?
        var slotIndex = 0
        for (index, item) in layout.items.enumerated() {
            let isSelected = item.role == .tab && item.id == selected
            if index == search, let searchCapsule {
                // Only its icon shows, centered in its capsule.
                var bare = item
                bare.title = nil
                var geometry = plainItem(bare, isSelected: isSelected, centerX: searchCapsule.midX, top: barTop,
                                         areaHeight: searchCapsule.height, style: style)
                geometry.item = item
                if isSelected {
                    selectionRect = PreviewRect(x: searchCapsule.x + padding, y: searchCapsule.y + padding,
                                                width: searchCapsule.width - 2 * padding, height: searchCapsule.height - 2 * padding)
                }
                items.append(geometry)
                continue
            }
            let centerX = inner.x + slot * (Double(slotIndex) + 0.5)
            if isSelected { selectionRect = PreviewRect(x: inner.x + slot * Double(slotIndex), y: inner.y, width: slot, height: inner.height) }
            items.append(plainItem(item, isSelected: isSelected, centerX: centerX, top: barTop, areaHeight: capsule.height, style: style))
            slotIndex += 1
        }
        var accessory: (rect: PreviewRect, label: String)?
        if let screen = layout.accessory {
            let label: String
            switch screen {
            case .type(let name, _): label = name
            case .storyboard(_, let identifier): label = identifier
            }
            accessory = (PreviewRect(x: GlassMetrics.sideInset, y: accessoryTop, width: fullWidth, height: GlassMetrics.accessoryHeight), label)
        }
        let selectedItem = layout.items.first { $0.id == selected }
        return ScreenGeometry(height: height, barTop: barTop, barRect: capsule, itemArea: capsule, isFloating: true,
                              safeAreaTop: height - ScreenGeometry.safeArea, cornerRadius: capsule.height / 2,
                              corners: Set(Corner.allCases), notch: nil, items: items, indicator: nil,
                              pageTitle: selectedItem.map { $0.title ?? $0.accessibility.label } ?? layout.name,
                              isGlass: true, selectionRect: selectionRect, searchCapsule: searchCapsule, accessory: accessory)
    }

    /// An item as drawn without a raised button: its icon and title centered in `areaHeight`
    /// from `top`, its badge at the icon's top trailing corner.
    static func plainItem(_ item: ResolvedItem, isSelected: Bool, centerX: Double, top: Double, areaHeight: Double,
                          style: ResolvedStyle) -> ItemGeometry {
        let iconSize = style.iconSize
        let fontSize = style.titleFont.size
        let stackHeight = iconSize + (item.title == nil ? 0 : iconTitleSpacing + fontSize * lineHeightFactor)
        let stackTop = top + (areaHeight - stackHeight) / 2
        var geometry = ItemGeometry(item: item, isSelected: isSelected, icon: isSelected ? item.selectedIcon : item.icon,
                                    centerX: centerX,
                                    iconRect: PreviewRect(x: centerX - iconSize / 2, y: stackTop, width: iconSize, height: iconSize))
        if item.title != nil {
            geometry.titleBaseline = stackTop + iconSize + iconTitleSpacing + (fontSize * lineHeightFactor - fontSize) / 2
                + fontSize * ascentFactor
        }
        geometry.badgeRect = badgeRect(item, anchor: PreviewPoint(x: geometry.iconRect.maxX, y: geometry.iconRect.y))
        return geometry
    }

    /// The badge's pill, its leading end `Badge.overlap` before `anchor`; nil without a badge.
    static func badgeRect(_ item: ResolvedItem, anchor: PreviewPoint) -> PreviewRect? {
        guard let badge = item.badge else { return nil }
        let text = SVGWriter.displayText(badge)
        let height = Badge.height
        let width = max(height, TextMetrics.width(text, size: Badge.fontSize, bold: true) + 2 * Badge.padding)
        return PreviewRect(x: anchor.x - Badge.overlap, y: anchor.y - height / 2 + 2, width: width, height: height)
    }

    /// The screen of a layout with `selected` (a tab id) drawn selected.
    static func screen(for layout: ResolvedLayout, selected: String) -> ScreenGeometry {
        let style = layout.style
        let rise = layout.raisedItem?.raised.map { max($0.offset, 0) } ?? 0
        let barTop = ScreenGeometry.contentBottom + ScreenGeometry.gap + rise
        let margins = style.margins
        let isFloating = margins.leading > 0 || margins.trailing > 0 || margins.bottom > 0
        let safeAreaTop = barTop + style.height + margins.bottom
        let height = safeAreaTop + ScreenGeometry.safeArea
        let barX = min(margins.leading, ScreenGeometry.width)
        let barWidth = max(0, ScreenGeometry.width - margins.leading - margins.trailing)
        let barRect = PreviewRect(x: barX, y: barTop, width: barWidth,
                                  height: isFloating ? style.height : style.height + ScreenGeometry.safeArea)
        let itemArea = PreviewRect(x: barX, y: barTop, width: barWidth, height: style.height)
        let cornerRadius = max(0, min(style.cornerRadius, barRect.width / 2, barRect.height / 2))
        let corners = Set(style.corners)

        // Slots, the raised button, the notch and the indicator are where the generated bar puts
        // them: one computation (`BarGeometry`), in the bar's coordinates, moved to the screen's.
        let bar = barGeometry(layout, width: barRect.width, height: barRect.height,
                              bottom: isFloating ? 0 : ScreenGeometry.safeArea)
        var notch: NotchGeometry?
        if let cut = bar.notch {
            notch = NotchGeometry(centerX: barRect.x + cut.centerX, top: barTop, halfWidth: cut.halfWidth, depth: cut.depth)
        }

        let centers = bar.slots.map { barRect.x + $0.midX }
        // Items are centered in the item area, above an underline indicator when there is one.
        var stackArea = style.height
        if case .underline(_, let underlineHeight, _) = style.indicator { stackArea = max(0, style.height - underlineHeight) }
        var items: [ItemGeometry] = []
        for (index, item) in layout.items.enumerated() {
            let isSelected = item.role == .tab && item.id == selected
            let centerX = centers[index]
            var geometry = plainItem(item, isSelected: isSelected, centerX: centerX, top: barTop, areaHeight: stackArea, style: style)
            if let raised = item.raised, let circle = bar.raisedButtonFrame {
                let iconSize = style.iconSize
                let radius = raised.size / 2
                let center = PreviewPoint(x: barRect.x + circle.midX, y: barTop + circle.midY)
                geometry.raised = (center, radius)
                geometry.iconRect = PreviewRect(x: centerX - iconSize / 2, y: center.y - iconSize / 2, width: iconSize, height: iconSize)
                if let normalBaseline = geometry.titleBaseline {
                    geometry.titleBaseline = max(normalBaseline,
                                                 center.y + radius + iconTitleSpacing + style.titleFont.size * ascentFactor)
                }
                geometry.badgeRect = badgeRect(item, anchor: PreviewPoint(x: center.x + radius * 0.7, y: center.y - radius * 0.7))
            }
            items.append(geometry)
        }

        var indicator: IndicatorGeometry?
        if let selectedItem = items.first(where: \.isSelected), let frame = bar.indicatorFrame(for: selectedItem.item.id) {
            let rect = PreviewRect(x: barRect.x + frame.x, y: barTop + frame.y, width: frame.width, height: frame.height)
            if case .dot = style.indicator {
                indicator = .dot(center: PreviewPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2)
            } else {
                indicator = .underline(rect)
            }
        }

        let selectedItem = layout.items.first { $0.id == selected }
        return ScreenGeometry(height: height, barTop: barTop, barRect: barRect, itemArea: itemArea, isFloating: isFloating,
                              safeAreaTop: safeAreaTop, cornerRadius: cornerRadius, corners: corners, notch: notch, bar: bar,
                              items: items, indicator: indicator,
                              pageTitle: selectedItem.map { $0.title ?? $0.accessibility.label } ?? layout.name)
    }

    /// The bar's geometry as the generated bar computes it for a bar `width` × `height` large
    /// with `bottom` points of safe area: a `kind: system` bar keeps UIKit's equal slots
    /// (`distribution` is for `kind: custom`).
    static func barGeometry(_ layout: ResolvedLayout, width: Double, height: Double, bottom: Double) -> BarGeometry {
        var layout = layout
        if layout.kind == .system { layout.style.distribution = .fillEqually }
        return BarGeometry(layout, width: width, height: height, bottom: bottom, naturalWidths: naturalWidths(layout))
    }

    /// Each item's natural width, which `distribution: equalSpacing` lays out: what the generated
    /// item button asks for, its icon or title (estimated), whichever is wider, and 16 pt.
    static func naturalWidths(_ layout: ResolvedLayout) -> [Double] {
        let style = layout.style
        return layout.items.map { item in
            let title = item.title.map { TextMetrics.width(SVGWriter.displayText($0), size: style.titleFont.size,
                                                           bold: style.titleFont.weight.isBold) } ?? 0
            return max(style.iconSize, title) + 16
        }
    }
}

/// Badge metrics: a red pill at the icon's top trailing corner, white text.
enum Badge {
    static let height = 17.0
    static let fontSize = 12.0
    static let padding = 5.0
    static let overlap = 7.0
}

/// Rough text widths for placing things (no font files are read): average advances per kind
/// of character, in ems.
enum TextMetrics {
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * size * (bold ? 1.05 : 1)
    }

    static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFF:
            return 1
        default:
            break
        }
        switch scalar {
        case " ", "i", "l", "j", ".", ",", ":", ";", "'", "|", "!", "I": return 0.28
        case "m", "w", "M", "W": return 0.85
        case "A"..."Z": return 0.66
        case "0"..."9": return 0.58
        default: return 0.53
        }
    }
}

extension FontWeight {
    /// The CSS weight.
    var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    var isBold: Bool { cssWeight >= 600 }
}
