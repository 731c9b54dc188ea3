/// `tabc preview`: draws each layout's tab bar as SVG on a phone-width screen, from the
/// resolved model alone (never from syntax, and with no defaults of its own).
///
/// What is drawn, and the choices the model leaves open, are described in `docs/preview.md`.
/// The output is deterministic (fixed number format, ids from positions, no dates),
/// self-contained (no external references or fonts) and valid XML 1.0.

/// Which appearance to draw.
public enum PreviewAppearance: String, Sendable, CaseIterable {
    case light
    case dark
    /// Light and dark side by side.
    case both

    var sides: [PreviewSide] {
        switch self {
        case .light: return [.light]
        case .dark: return [.dark]
        case .both: return [.light, .dark]
        }
    }
}

/// One appearance of a drawn screen.
enum PreviewSide: String {
    case light, dark
}

public enum SVGPreview {
    /// Apple's system fonts first, then fonts that cover Korean, Chinese, Japanese, Arabic and
    /// Hebrew (Apple's, Noto's and Windows'), so titles in those scripts aren't drawn as boxes.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, 'Apple SD Gothic Neo', 'PingFang SC', "
        + "'Hiragino Sans', 'Geeza Pro', 'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans CJK SC', 'Noto Sans CJK JP', "
        + "'Noto Sans Arabic', 'Noto Sans Hebrew', 'Malgun Gothic', 'Microsoft YaHei', 'Segoe UI', sans-serif"

    /// The SVG of one layout.
    public static func render(_ layout: ResolvedLayout, appearance: PreviewAppearance = .light, selected: String? = nil,
                              design: PreviewDesign = .classic) -> String {
        render([layout], appearance: appearance, selected: selected, design: design)
    }

    /// The SVG of several layouts, stacked vertically, each in one row (light and dark side by
    /// side for `.both`). `selected` is the id of the tab to draw selected in every layout;
    /// where it names no tab of a layout (check with ``selectionProblem(_:in:)``), the
    /// layout's `initial` item is drawn selected. `design` chooses how `kind: system` layouts
    /// are drawn (``PreviewDesign``).
    public static func render(_ layouts: [ResolvedLayout], appearance: PreviewAppearance = .light, selected: String? = nil,
                              design: PreviewDesign = .classic) -> String {
        let canvas = PreviewCanvas(layouts: layouts, appearance: appearance, selected: selected, design: design)
        return draw(canvas)
    }

    /// The SVG of several layouts as people using `locale` see them (``PreviewLocale``): texts
    /// translated by `catalogs`, mirrored for a right-to-left language, integer badges in its
    /// digits; the document says its language (`xml:lang`) so a renderer picks fonts for it.
    public static func render(_ layouts: [ResolvedLayout], locale: PreviewLocale, catalogs: [StringCatalog],
                              appearance: PreviewAppearance = .light, selected: String? = nil,
                              design: PreviewDesign = .classic) -> String {
        var canvas = PreviewCanvas(layouts: layouts.map { locale.apply(to: $0, catalogs: catalogs) }, appearance: appearance,
                                   selected: selected, design: design)
        canvas.language = locale.identifier
        return draw(canvas)
    }

    /// Why `id` can't be drawn selected in `layout`, or nil when it can (it names a tab).
    public static func selectionProblem(_ id: String, in layout: ResolvedLayout) -> String? {
        let tabs = layout.tabs.map(\.id)
        if let item = layout.items.first(where: { $0.id == id }) {
            guard item.role == .modal else { return nil }
            return "'\(id)' in layout '\(layout.name)' is a modal: it presents its screen when tapped and is never shown "
                + "selected; choose a tab: \(tabs.joined(separator: ", "))"
        }
        let hint = DidYouMean(id, in: tabs).clause
        return "layout '\(layout.name)' has no item '\(id)'\(hint) (its tabs: \(tabs.joined(separator: ", ")))"
    }

    /// The selected tab of a layout: `selected` where it names a tab, else `initial`.
    static func selection(_ selected: String?, in layout: ResolvedLayout) -> String {
        if let selected, layout.items.contains(where: { $0.id == selected && $0.role == .tab }) { return selected }
        return layout.initial
    }

    // MARK: - Drawing

    static func draw(_ canvas: PreviewCanvas) -> String {
        var svg = SVGDocument()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let size: [SVGDocument.Attribute] = [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", n(canvas.width)), ("height", n(canvas.height)),
            ("viewBox", "0 0 \(n(canvas.width)) \(n(canvas.height))"),
            ("font-family", fontFamily),
        ] + (canvas.language.map { [("xml:lang", $0)] } ?? [])
        svg.group("svg", size) { svg in
            let names = canvas.layouts.map(\.name).joined(separator: ", ")
            svg.text("title", [], "Tab bar preview: \(names)")
            svg.empty("rect", [("width", n(canvas.width)), ("height", n(canvas.height))] + fill(Chrome.canvas))
            for row in canvas.rows { drawRow(row, canvas: canvas, into: &svg) }
            let rightToLeft = canvas.language.map { PreviewLocale($0).isRightToLeft } ?? false
            for (index, panel) in canvas.panels.enumerated() {
                drawPanel(panel, id: "p\(index)", rightToLeft: rightToLeft, into: &svg)
            }
        }
        return svg.text
    }

    static func drawRow(_ row: PreviewRow, canvas: PreviewCanvas, into svg: inout SVGDocument) {
        let layout = canvas.layouts[row.layoutIndex]
        let x = PreviewCanvas.margin
        svg.text("text", [("x", n(x)), ("y", n(row.top + 20)), ("font-size", "20"), ("font-weight", "700")] + fill(Chrome.text),
                 layout.name)
        svg.text("text", [("x", n(x)), ("y", n(row.top + 39)), ("font-size", n(PreviewCanvas.subtitleFontSize))] + fill(Chrome.secondaryText),
                 row.subtitle)
        for panel in canvas.panels where panel.layoutIndex == row.layoutIndex {
            svg.text("text", [("x", n(panel.bodyOrigin.x + PreviewCanvas.bodyWidth / 2)), ("y", n(panel.bodyOrigin.y - 9)),
                              ("font-size", "12"), ("font-weight", "600"), ("text-anchor", "middle")] + fill(Chrome.secondaryText),
                     panel.side == .light ? "Light" : "Dark")
        }
        var heading = true
        for (index, line) in row.legend.enumerated() {
            // The first line is the heading, with its continuation lines.
            heading = index == 0 || (heading && line.hasPrefix("   "))
            svg.text("text", [("x", n(x)), ("y", n(row.legendTop + 14 + Double(index) * PreviewCanvas.legendLineHeight)),
                              ("font-size", n(PreviewCanvas.legendFontSize))]
                        // A continuation line keeps its indent.
                        + (line.hasPrefix(" ") ? [("xml:space", "preserve")] : [])
                        + fill(heading ? Chrome.text : Chrome.secondaryText),
                     line)
        }
    }

    static func drawPanel(_ panel: PreviewPanel, id: String, rightToLeft: Bool = false, into svg: inout SVGDocument) {
        let screen = panel.screen
        let palette = panel.palette
        let layout = panel.layout
        let body = panel.bodyOrigin
        svg.group("g", [("transform", "translate(\(n(body.x)) \(n(body.y)))")]) { svg in
            // The phone: a dark body around the screen.
            svg.empty("rect", [("width", n(PreviewCanvas.bodyWidth)), ("height", n(screen.height + 2 * PreviewCanvas.bezel)),
                               ("rx", n(ScreenGeometry.cornerRadius + PreviewCanvas.bezel))] + fill(Chrome.phone))
            svg.group("g", [("transform", "translate(\(n(PreviewCanvas.bezel)) \(n(PreviewCanvas.bezel)))"),
                            ("clip-path", "url(#\(id)-screen)")]) { svg in
                svg.group("defs", []) { svg in
                    svg.group("clipPath", [("id", "\(id)-screen")]) { svg in
                        svg.empty("rect", [("width", n(ScreenGeometry.width)), ("height", n(screen.height)),
                                           ("rx", n(ScreenGeometry.cornerRadius))])
                    }
                    if screen.isGlass {
                        drawGlassDefinitions(screen, palette: palette, id: id, into: &svg)
                    } else if let shadow = layout.style.shadow, let color = palette.shadow {
                        drawShadowFilter(shadow, color: color, screen: screen, id: "\(id)-shadow", into: &svg)
                    }
                }
                drawPage(screen, palette: palette, rightToLeft: rightToLeft, into: &svg)
                if screen.isGlass {
                    drawGlassBar(layout, screen: screen, palette: palette, id: id, into: &svg)
                } else {
                    drawBar(layout, screen: screen, palette: palette, shadowID: layout.style.shadow == nil ? nil : "\(id)-shadow",
                            into: &svg)
                }
                // The home indicator, dark or light against whatever is under it (as iOS adapts it).
                let under = screen.isFloating ? palette.page : palette.bar.composited(over: palette.page)
                let indicator = under.relativeLuminance > 0.4 ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 255, green: 255, blue: 255)
                svg.empty("rect", [("x", n(ScreenGeometry.width / 2 - 67)), ("y", n(screen.height - 13)), ("width", "134"),
                                   ("height", "5"), ("rx", "2.5")] + fill(indicator))
            }
        }
    }

    /// The page behind the bar: status bar, the selected tab's large title and two cards.
    static func drawPage(_ screen: ScreenGeometry, palette: PreviewPalette, rightToLeft: Bool = false, into svg: inout SVGDocument) {
        svg.empty("rect", [("width", n(ScreenGeometry.width)), ("height", n(screen.height))] + fill(palette.page))
        svg.text("text", [("x", "37"), ("y", "33"), ("font-size", "16"), ("font-weight", "600")] + fill(palette.text), "9:41")
        svg.empty("rect", [("x", "331.5"), ("y", "21.5"), ("width", "24"), ("height", "12"), ("rx", "3.5"),
                           ("fill", "none"), ("stroke", SVGWriter.hex(palette.text)), ("stroke-opacity", "0.4")])
        svg.empty("rect", [("x", "333.5"), ("y", "23.5"), ("width", "20"), ("height", "8"), ("rx", "2")] + fill(palette.text))
        svg.empty("rect", [("x", "357"), ("y", "25.5"), ("width", "1.5"), ("height", "4"), ("rx", "0.75")]
                  + fill(palette.text, opacity: 0.4))
        // A right-to-left page's title starts at the right edge.
        let titlePlace: [SVGDocument.Attribute] = rightToLeft
            ? [("x", n(ScreenGeometry.width - 20)), ("y", "98"), ("direction", "rtl"), ("text-anchor", "start")]
            : [("x", "20"), ("y", "98")]
        svg.text("text", titlePlace + [("font-size", "32"), ("font-weight", "700")] + fill(palette.text), screen.pageTitle)
        for top in [118.0, 202.0] {
            let middle = top + 36
            svg.empty("rect", [("x", "16"), ("y", n(top)), ("width", "358"), ("height", "72"), ("rx", "14")] + fill(palette.card))
            svg.empty("circle", [("cx", "52"), ("cy", n(middle)), ("r", "18")] + fill(palette.skeleton))
            svg.empty("rect", [("x", "84"), ("y", n(middle - 12)), ("width", "170"), ("height", "10"), ("rx", "5")]
                      + fill(palette.skeleton))
            svg.empty("rect", [("x", "84"), ("y", n(middle + 4)), ("width", "112"), ("height", "8"), ("rx", "4")]
                      + fill(palette.skeleton, opacity: 0.6))
        }
    }

    static func drawShadowFilter(_ shadow: Shadow, color: RGBAColor, screen: ScreenGeometry, id: String,
                                 into svg: inout SVGDocument) {
        let deviation = max(shadow.radius, 0) / 2
        var bounds = screen.barRect
        if let raised = screen.items.compactMap(\.raised).first {
            let top = min(bounds.y, raised.center.y - raised.radius)
            let bottom = max(bounds.maxY, raised.center.y + raised.radius)
            bounds = PreviewRect(x: min(bounds.x, raised.center.x - raised.radius), y: top,
                                 width: max(bounds.maxX, raised.center.x + raised.radius) - min(bounds.x, raised.center.x - raised.radius),
                                 height: bottom - top)
        }
        let spread = deviation * 3 + 2
        let region = PreviewRect(x: bounds.x - spread - abs(shadow.x), y: bounds.y - spread - abs(shadow.y),
                                 width: bounds.width + 2 * (spread + abs(shadow.x)), height: bounds.height + 2 * (spread + abs(shadow.y)))
        svg.group("filter", [("id", id), ("filterUnits", "userSpaceOnUse"), ("x", n(region.x)), ("y", n(region.y)),
                             ("width", n(region.width)), ("height", n(region.height)),
                             ("color-interpolation-filters", "sRGB")]) { svg in
            svg.empty("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", n(deviation))])
            svg.empty("feOffset", [("dx", n(shadow.x)), ("dy", n(shadow.y)), ("result", "blur")])
            svg.empty("feFlood", [("flood-color", SVGWriter.hex(color)),
                                  ("flood-opacity", n(min(max(shadow.opacity, 0), 1) * color.alpha))])
            svg.empty("feComposite", [("in2", "blur"), ("operator", "in")])
            svg.group("feMerge", []) { svg in
                svg.empty("feMergeNode", [])
                svg.empty("feMergeNode", [("in", "SourceGraphic")])
            }
        }
    }

    static func drawBar(_ layout: ResolvedLayout, screen: ScreenGeometry, palette: PreviewPalette, shadowID: String?,
                        into svg: inout SVGDocument) {
        let style = layout.style
        let filter: [SVGDocument.Attribute] = shadowID.map { [("filter", "url(#\($0))")] } ?? []
        // A material is translucent over the page (blur more opaque than glass); glass has a bright rim.
        let outline = screen.bar.map { geometryPath($0.outline, in: screen.barRect).string } ?? ""
        switch style.material {
        case .none:
            svg.empty("path", [("d", outline)] + fill(palette.bar) + filter)
        case .blur:
            svg.empty("path", [("d", outline)] + fill(palette.bar, opacity: 0.8) + filter)
        case .glass:
            let rim = palette.glass.rim
            svg.empty("path", [("d", outline)] + fill(palette.bar, opacity: 0.55) + filter)
            svg.empty("path", [("d", outline), ("fill", "none"),
                               ("stroke", SVGWriter.hex(rim)), ("stroke-opacity", n(rim.alpha)), ("stroke-width", "1")])
        }
        if let border = style.border, let color = palette.border, border.width > 0, let bar = screen.bar {
            drawBorder(border, color: color, bar: bar, in: screen.barRect, into: &svg)
        }
        if let indicator = screen.indicator, let color = palette.indicator {
            switch indicator {
            case .underline(let rect):
                svg.empty("rect", [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
                          + fill(color))
            case .dot(let center, let radius):
                svg.empty("circle", [("cx", n(center.x)), ("cy", n(center.y)), ("r", n(radius))] + fill(color))
            }
        }
        for item in screen.items where item.raised == nil {
            drawItem(item, style: style, palette: palette, into: &svg)
        }
        for item in screen.items where item.raised != nil {
            drawRaisedItem(item, style: style, palette: palette, filter: filter, into: &svg)
        }
    }

    // MARK: - Glass

    /// The glass capsule's fill (lighter at the top, as light falls on it) and its soft
    /// shadow, which are the material's own, not the style's.
    static func drawGlassDefinitions(_ screen: ScreenGeometry, palette: PreviewPalette, id: String, into svg: inout SVGDocument) {
        let glass = palette.glass
        svg.group("linearGradient", [("id", "\(id)-glass"), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "1")]) { svg in
            svg.empty("stop", [("offset", "0"), ("stop-color", SVGWriter.hex(glass.top)), ("stop-opacity", n(glass.top.alpha))])
            svg.empty("stop", [("offset", "1"), ("stop-color", SVGWriter.hex(glass.bottom)), ("stop-opacity", n(glass.bottom.alpha))])
        }
        // The filter's region covers every capsule: the bar's, the search item's and the accessory's.
        var capsule = screen.barRect
        for other in [screen.searchCapsule, screen.accessory?.rect].compactMap({ $0 }) {
            let x = min(capsule.x, other.x)
            let y = min(capsule.y, other.y)
            capsule = PreviewRect(x: x, y: y, width: max(capsule.maxX, other.maxX) - x, height: max(capsule.maxY, other.maxY) - y)
        }
        let spread = 24.0
        svg.group("filter", [("id", "\(id)-glass-shadow"), ("filterUnits", "userSpaceOnUse"),
                             ("x", n(capsule.x - spread)), ("y", n(capsule.y - spread)),
                             ("width", n(capsule.width + 2 * spread)), ("height", n(capsule.height + 2 * spread)),
                             ("color-interpolation-filters", "sRGB")]) { svg in
            svg.empty("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", "6")])
            svg.empty("feOffset", [("dx", "0"), ("dy", "3"), ("result", "blur")])
            svg.empty("feFlood", [("flood-color", "#000000"), ("flood-opacity", n(glass.shadowOpacity))])
            svg.empty("feComposite", [("in2", "blur"), ("operator", "in")])
            svg.group("feMerge", []) { svg in
                svg.empty("feMergeNode", [])
                svg.empty("feMergeNode", [("in", "SourceGraphic")])
            }
        }
    }

    /// iOS 26's bar: a translucent capsule with a bright rim, a highlight behind the selected
    /// tab, and every item drawn plain (no raised button, notch or indicator).
    static func drawGlassBar(_ layout: ResolvedLayout, screen: ScreenGeometry, palette: PreviewPalette, id: String,
                             into svg: inout SVGDocument) {
        let glass = palette.glass
        func glassCapsule(_ capsule: PreviewRect) {
            svg.empty("rect", [("x", n(capsule.x)), ("y", n(capsule.y)), ("width", n(capsule.width)), ("height", n(capsule.height)),
                               ("rx", n(capsule.height / 2)), ("fill", "url(#\(id)-glass)"), ("filter", "url(#\(id)-glass-shadow)")])
            svg.empty("rect", [("x", n(capsule.x + 0.5)), ("y", n(capsule.y + 0.5)), ("width", n(capsule.width - 1)),
                               ("height", n(capsule.height - 1)), ("rx", n(capsule.height / 2 - 0.5)), ("fill", "none"),
                               ("stroke", SVGWriter.hex(glass.rim)), ("stroke-opacity", n(glass.rim.alpha)), ("stroke-width", "1")])
        }
        glassCapsule(screen.barRect)
        if let searchCapsule = screen.searchCapsule { glassCapsule(searchCapsule) }
        if let accessory = screen.accessory {
            // The accessory's own view can't be drawn: its capsule carries its type name.
            glassCapsule(accessory.rect)
            svg.text("text", [("x", n(accessory.rect.x + 24)), ("y", n(accessory.rect.midY + 5)), ("font-size", "15"),
                              ("font-weight", "600")] + fill(palette.text), accessory.label)
        }
        if let selection = screen.selectionRect {
            svg.empty("rect", [("x", n(selection.x)), ("y", n(selection.y)), ("width", n(selection.width)),
                               ("height", n(selection.height)), ("rx", n(selection.height / 2))] + fill(glass.selection))
        }
        // Filled icons knock their mark out in the material's color.
        var itemPalette = palette
        itemPalette.bar = glass.knockout
        for item in screen.items {
            drawItem(item, style: layout.style, palette: itemPalette, into: &svg)
        }
    }

    /// Path elements of the bar's geometry as SVG path data, moved from the bar's coordinates
    /// to the screen's (`rect` is the bar).
    static func geometryPath(_ elements: [BarGeometry.PathElement], in rect: PreviewRect) -> PathData {
        var path = PathData()
        for element in elements {
            switch element {
            case .move(let point):
                path.move(rect.x + point.x, rect.y + point.y)
            case .line(let point):
                path.line(rect.x + point.x, rect.y + point.y)
            case .curve(let point, let control1, let control2):
                path.curve(rect.x + control1.x, rect.y + control1.y, rect.x + control2.x, rect.y + control2.y,
                           rect.x + point.x, rect.y + point.y)
            case .arc(let center, let radius, _, let endAngle, _):
                // The outline's arcs are clockwise quarter circles, ending at a multiple of a quarter turn.
                let quarter = Int((endAngle / (.pi / 2)).rounded()) & 3
                let (dx, dy): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][quarter]
                path.arc(radius, rect.x + center.x + radius * dx, rect.y + center.y + radius * dy)
            case .close:
                path.close()
            }
        }
        return path
    }

    /// The border as the generated bar strokes it: centered on the bar's outline, or on its top
    /// edge only (its rounded corners and notch included).
    static func drawBorder(_ border: Border, color: RGBAColor, bar: BarGeometry, in rect: PreviewRect, into svg: inout SVGDocument) {
        let stroke: [SVGDocument.Attribute] = [("fill", "none"), ("stroke", SVGWriter.hex(color)), ("stroke-width", n(border.width))]
            + (color.alpha < 1 ? [("stroke-opacity", n(color.alpha))] : [])
        let path = geometryPath(border.edges == .top ? bar.topEdge : bar.outline, in: rect)
        svg.empty("path", [("d", path.string)] + stroke)
    }

    static func drawItem(_ item: ItemGeometry, style: ResolvedStyle, palette: PreviewPalette, into svg: inout SVGDocument) {
        let color = item.isSelected ? palette.selectedTint : palette.tint
        drawIcon(item.icon, in: item.iconRect, color: color, knockout: palette.bar, into: &svg)
        drawTitle(item, style: style, color: color, into: &svg)
        drawBadge(item, palette: palette, into: &svg)
    }

    /// The raised button as the app draws it: a circle of `raised(color:)` with the icon in
    /// `raised(iconColor:)` (opaque, as it sits on the circle); its title in the item's tint.
    static func drawRaisedItem(_ item: ItemGeometry, style: ResolvedStyle, palette: PreviewPalette,
                               filter: [SVGDocument.Attribute], into svg: inout SVGDocument) {
        guard let raised = item.raised else { return }
        let tint = item.isSelected || item.item.role == .modal ? palette.selectedTint : palette.tint
        let color = palette.raised ?? tint
        svg.empty("circle", [("cx", n(raised.center.x)), ("cy", n(raised.center.y)), ("r", n(raised.radius))] + fill(color) + filter)
        let icon = palette.raisedIcon ?? palette.bar
        let iconColor = icon.alpha >= 0.5 ? RGBAColor(red: icon.red, green: icon.green, blue: icon.blue)
            : RGBAColor(red: 255, green: 255, blue: 255)
        drawIcon(item.icon, in: item.iconRect, color: iconColor, knockout: color, into: &svg)
        drawTitle(item, style: style, color: tint, into: &svg)
        drawBadge(item, palette: palette, into: &svg)
    }

    /// An icon placeholder (SF Symbols and asset images can't be drawn here): a rounded
    /// square in the item's color with a one-character mark of the icon's name; filled for
    /// a `.fill` symbol, outlined otherwise, dashed for an asset image. The full name is in
    /// the element's title and in the legend under the screens.
    static func drawIcon(_ icon: Icon, in rect: PreviewRect, color: RGBAColor, knockout: RGBAColor, into svg: inout SVGDocument) {
        let stroke = IconPlaceholder.strokeWidth(rect.width)
        let filled = IconPlaceholder.isFilled(icon)
        var square: [SVGDocument.Attribute] = [
            ("x", n(rect.x + stroke / 2)), ("y", n(rect.y + stroke / 2)),
            ("width", n(max(0, rect.width - stroke))), ("height", n(max(0, rect.height - stroke))),
            ("rx", n(rect.width * 0.24)),
        ]
        square += fill(color, opacity: filled ? 1 : 0.14)
        square += [("stroke", SVGWriter.hex(color)), ("stroke-width", n(stroke))]
            + (color.alpha < 1 ? [("stroke-opacity", n(color.alpha))] : [])
        if case .image = icon { square.append(("stroke-dasharray", "\(n(stroke * 1.6)) \(n(stroke * 1.1))")) }
        svg.group("g", []) { svg in
            svg.text("title", [], IconPlaceholder.description(icon))
            svg.empty("rect", square)
            let fontSize = rect.width * 0.56
            let mark = IconPlaceholder.mark(icon)
            let markColor = filled ? (knockout.alpha >= 0.5 ? knockout : RGBAColor(red: 255, green: 255, blue: 255)) : color
            svg.text("text", [("x", n(rect.midX)), ("y", n(rect.midY + fontSize * 0.36)), ("font-size", n(fontSize)),
                              ("font-weight", "700"), ("text-anchor", "middle")] + fill(markColor), mark)
        }
    }

    static func drawTitle(_ item: ItemGeometry, style: ResolvedStyle, color: RGBAColor, into svg: inout SVGDocument) {
        guard let title = item.item.title, let baseline = item.titleBaseline else { return }
        svg.text("text", [("x", n(item.centerX)), ("y", n(baseline)), ("font-size", n(style.titleFont.size)),
                          ("font-weight", String(style.titleFont.weight.cssWeight)), ("text-anchor", "middle")] + fill(color),
                 title)
    }

    static func drawBadge(_ item: ItemGeometry, palette: PreviewPalette, into svg: inout SVGDocument) {
        guard let badge = item.item.badge, let rect = item.badgeRect else { return }
        svg.empty("rect", [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
                           ("rx", n(rect.height / 2))] + fill(palette.badge))
        svg.text("text", [("x", n(rect.midX)), ("y", n(rect.midY + Badge.fontSize * 0.35)), ("font-size", n(Badge.fontSize)),
                          ("font-weight", "600"), ("text-anchor", "middle"), ("fill", "#FFFFFF")], badge)
    }

    // MARK: - Helpers

    static func n(_ value: Double) -> String { SVGWriter.number(value) }

    /// `fill` (and `fill-opacity` when translucent).
    static func fill(_ color: RGBAColor) -> [SVGDocument.Attribute] {
        color.alpha < 1 ? [("fill", SVGWriter.hex(color)), ("fill-opacity", n(color.alpha))] : [("fill", SVGWriter.hex(color))]
    }

    /// `fill` with the color's alpha times `opacity` as its one `fill-opacity` (an attribute
    /// given twice makes the SVG ill-formed XML).
    static func fill(_ color: RGBAColor, opacity: Double) -> [SVGDocument.Attribute] {
        [("fill", SVGWriter.hex(color)), ("fill-opacity", n(color.alpha * opacity))]
    }
}

/// How an icon placeholder looks.
enum IconPlaceholder {
    static func strokeWidth(_ size: Double) -> Double { max(1, size * 0.075) }

    /// Whether the symbol is a filled variant (`house.fill`).
    static func isFilled(_ icon: Icon) -> Bool {
        guard case .symbol(let name) = icon else { return false }
        return name.split(separator: ".").contains("fill")
    }

    static func name(_ icon: Icon) -> String {
        switch icon {
        case .symbol(let name), .image(let name): return name
        }
    }

    /// `symbol("house.fill")` or `image("icon_plus")`, as written in a `.tabs` file.
    static func description(_ icon: Icon) -> String {
        switch icon {
        case .symbol(let name): return "symbol(\"\(name)\")"
        case .image(let name): return "image(\"\(name)\")"
        }
    }

    /// One character that stands for the icon: `+` for a name with the word "plus", a
    /// leading digit (`1.circle`), or the first letter, upper case.
    static func mark(_ icon: Icon) -> String {
        let words = name(icon).lowercased().split { !$0.isLetter && !$0.isNumber }
        if words.contains("plus") { return "+" }
        guard let first = SVGWriter.displayText(name(icon)).first(where: { $0.isLetter || $0.isNumber }) else { return "?" }
        return String(first).uppercased()
    }
}

/// The fixed colors of the picture around the bar (not part of any layout).
enum Chrome {
    static let canvas = RGBAColor(red: 245, green: 245, blue: 247)
    static let text = RGBAColor(red: 29, green: 29, blue: 31)
    static let secondaryText = RGBAColor(red: 110, green: 110, blue: 115)
    static let phone = RGBAColor(red: 28, green: 28, blue: 30)
}

extension ResolvedStyle {
    /// The style as the glass bar reads it: the colors it doesn't draw (background, border,
    /// shadow, indicator) are dropped, so that they are neither resolved nor listed as unknown
    /// asset colors.
    var glassParts: ResolvedStyle {
        var style = self
        style.background = .system("systemBackground")
        style.border = nil
        style.shadow = nil
        style.indicator = .none
        return style
    }
}

/// The colors of iOS 26's glass material in one appearance (fixed: the style's background
/// doesn't apply to it).
struct GlassPalette {
    /// The fill at the capsule's top and bottom edges.
    var top, bottom: RGBAColor
    /// The bright edge of the glass.
    var rim: RGBAColor
    /// The highlight behind the selected tab.
    var selection: RGBAColor
    /// The material as an opaque color, for the marks of filled icons.
    var knockout: RGBAColor
    var shadowOpacity: Double

    init(side: PreviewSide) {
        let light = side == .light
        top = light ? RGBAColor(red: 255, green: 255, blue: 255, alpha: 0.92) : RGBAColor(red: 84, green: 84, blue: 88, alpha: 0.82)
        bottom = light ? RGBAColor(red: 250, green: 250, blue: 252, alpha: 0.8) : RGBAColor(red: 62, green: 62, blue: 66, alpha: 0.82)
        rim = RGBAColor(red: 255, green: 255, blue: 255, alpha: light ? 0.9 : 0.22)
        selection = light ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.07) : RGBAColor(red: 255, green: 255, blue: 255, alpha: 0.12)
        knockout = light ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 70, green: 70, blue: 74)
        shadowOpacity = light ? 0.14 : 0.35
    }
}

/// The colors of one screen in one appearance: the page's own (fixed), and the layout's,
/// resolved from the model with the system color table.
struct PreviewPalette {
    /// The page's own colors: the screen behind the bar, its cards and their text.
    var page, card, skeleton, text: RGBAColor
    /// The layout's colors; the optional ones are nil when the style has no such element.
    var bar, tint, selectedTint, badge: RGBAColor
    var border, shadow, indicator: RGBAColor?
    /// The raised button's fill and icon color (`raised(color:, iconColor:)`); nil without one.
    var raised, raisedIcon: RGBAColor?
    var glass: GlassPalette
    /// The `asset("…")` colors that could not be resolved and were drawn as placeholders.
    var placeholders: [String]

    init(_ style: ResolvedStyle, side: PreviewSide, raised raisedButton: Raised? = nil) {
        let light = side == .light
        page = light ? RGBAColor(red: 229, green: 229, blue: 234) : RGBAColor(red: 44, green: 44, blue: 46)
        card = light ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 58, green: 58, blue: 60)
        skeleton = light ? RGBAColor(red: 229, green: 229, blue: 234) : RGBAColor(red: 84, green: 84, blue: 88)
        text = light ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 255, green: 255, blue: 255)
        var unknown: [String] = []
        func resolve(_ color: ColorValue, placeholder: RGBAColor) -> RGBAColor {
            if let value = Self.resolve(color, side: side) { return value }
            for name in Self.assetNames(color) where !unknown.contains(name) { unknown.append(name) }
            return placeholder
        }
        // Neutral grays stand in for asset colors, by role, so the bar stays readable.
        let neutral = RGBAColor(red: 142, green: 142, blue: 147)
        bar = resolve(style.background, placeholder: light ? RGBAColor(red: 209, green: 209, blue: 214) : RGBAColor(red: 72, green: 72, blue: 74))
        tint = resolve(style.tint, placeholder: neutral)
        selectedTint = resolve(style.selectedTint, placeholder: light ? RGBAColor(red: 60, green: 60, blue: 67) : RGBAColor(red: 235, green: 235, blue: 245))
        border = style.border.map { resolve($0.color, placeholder: neutral) }
        shadow = style.shadow.map { resolve($0.color, placeholder: RGBAColor(red: 0, green: 0, blue: 0)) }
        switch style.indicator {
        case .none: indicator = nil
        case .underline(_, _, let color), .dot(_, let color): indicator = resolve(color, placeholder: neutral)
        }
        badge = Self.resolve(.system("systemRed"), side: side) ?? RGBAColor(red: 255, green: 59, blue: 48)
        if let raisedButton {
            raised = resolve(raisedButton.color, placeholder: selectedTint)
            raisedIcon = resolve(raisedButton.iconColor, placeholder: bar)
        } else {
            (raised, raisedIcon) = (nil, nil)
        }
        glass = GlassPalette(side: side)
        placeholders = unknown
    }

    /// A color in one appearance; nil for an asset color (unknown outside the app).
    static func resolve(_ color: ColorValue, side: PreviewSide) -> RGBAColor? {
        switch color {
        case .dynamic(let light, let dark):
            return resolve(side == .light ? light : dark, side: side)
        case .asset:
            return nil
        case .hex, .system:
            guard let pair = Contrast.appearances(color) else { return nil }
            return side == .light ? pair.light : pair.dark
        }
    }

    static func assetNames(_ color: ColorValue) -> [String] {
        switch color {
        case .asset(let name): return [name]
        case .dynamic(let light, let dark): return assetNames(light) + assetNames(dark)
        case .hex, .system: return []
        }
    }
}

/// One drawn screen: a layout in one appearance, placed on the canvas.
struct PreviewPanel {
    var layoutIndex: Int
    var layout: ResolvedLayout
    var side: PreviewSide
    /// The top left corner of the phone body.
    var bodyOrigin: PreviewPoint
    var screen: ScreenGeometry
    var palette: PreviewPalette

    /// The top left corner of the screen on the canvas: add it to a screen point.
    var screenOrigin: PreviewPoint {
        PreviewPoint(x: bodyOrigin.x + PreviewCanvas.bezel, y: bodyOrigin.y + PreviewCanvas.bezel)
    }
}

/// One layout's row: a heading, its screens, a legend.
struct PreviewRow {
    var layoutIndex: Int
    var top: Double
    var subtitle: String
    var legendTop: Double
    var legend: [String]
}

/// The whole picture: rows of screens, one row per layout.
struct PreviewCanvas {
    static let margin = 24.0
    static let bezel = 12.0
    static let bodyWidth = ScreenGeometry.width + 2 * bezel
    static let panelSpacing = 32.0
    static let headerHeight = 70.0
    static let legendLineHeight = 17.0
    static let rowSpacing = 28.0

    var layouts: [ResolvedLayout]
    /// The language the texts are in, when a locale was asked for.
    var language: String?
    var width: Double
    var height: Double
    var rows: [PreviewRow] = []
    var panels: [PreviewPanel] = []

    init(layouts: [ResolvedLayout], appearance: PreviewAppearance, selected: String?, design: PreviewDesign = .classic) {
        self.layouts = layouts
        let sides = appearance.sides
        width = 2 * Self.margin + Double(sides.count) * Self.bodyWidth + Double(sides.count - 1) * Self.panelSpacing
        var y = Self.margin
        let legendWidth = width - 2 * Self.margin
        for (index, layout) in layouts.enumerated() {
            let selection = SVGPreview.selection(selected, in: layout)
            let screen = PreviewLayout.screen(for: layout, selected: selection, design: design)
            var placeholders: [String] = []
            for (column, side) in sides.enumerated() {
                let origin = PreviewPoint(x: Self.margin + Double(column) * (Self.bodyWidth + Self.panelSpacing), y: y + Self.headerHeight)
                let palette = PreviewPalette(screen.isGlass ? layout.style.glassParts : layout.style, side: side,
                                             raised: screen.isGlass ? nil : layout.raisedItem?.raised)
                for name in palette.placeholders where !placeholders.contains(name) { placeholders.append(name) }
                panels.append(PreviewPanel(layoutIndex: index, layout: layout, side: side, bodyOrigin: origin, screen: screen,
                                           palette: palette))
            }
            let legendTop = y + Self.headerHeight + screen.height + 2 * Self.bezel + 10
            let legend = Self.legend(layout, screen: screen, placeholders: placeholders)
                .flatMap { Self.wrap($0, width: legendWidth, fontSize: Self.legendFontSize) }
            let count = layout.items.count
            var subtitle = "kind: \(layout.kind.rawValue) · \(count) item\(count == 1 ? "" : "s") · selected: \(selection)"
                + (screen.isGlass ? " · iOS 26 glass" : "")
            // A narrow picture (one appearance) gets the short form, so the line stays inside it.
            if Self.textWidth(subtitle.count, fontSize: Self.subtitleFontSize) > legendWidth {
                subtitle = String(subtitle.dropFirst("kind: ".count))
                    .replacingOccurrences(of: " · iOS 26 glass", with: " · glass")
            }
            rows.append(PreviewRow(layoutIndex: index, top: y, subtitle: subtitle, legendTop: legendTop, legend: legend))
            y = legendTop + Double(legend.count) * Self.legendLineHeight + 6 + Self.rowSpacing
        }
        height = y - Self.rowSpacing + Self.margin - 6
        if layouts.isEmpty { height = 2 * Self.margin }
    }

    /// The legend's font size.
    static let legendFontSize = 12.0
    /// The subtitle's font size.
    static let subtitleFontSize = 12.5

    /// A width no line of `count` characters exceeds at `fontSize` in the preview's fonts:
    /// 0.62 em per character is wider than the average letter of every font in the list
    /// (wide capitals are rare in the legend), so a line measured with it fits.
    static func textWidth(_ count: Int, fontSize: Double) -> Double {
        Double(count) * 0.62 * fontSize
    }

    /// Splits a line at spaces so that each piece fits in `width` (a single word longer than
    /// that is cut), so the legend never runs past the picture's edge.
    static func wrap(_ line: String, width: Double, fontSize: Double) -> [String] {
        let limit = max(8, Int(width / (0.62 * fontSize)))
        guard line.count > limit else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            while word.count > limit {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(limit)))
                word = word.dropFirst(limit)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= limit {
                current += " " + word
            } else {
                lines.append(current)
                // Continuation lines are indented, so each item's entry still reads as one.
                current = "   " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// What the placeholders stand for, one line per item, and which colors are unknown.
    static func legend(_ layout: ResolvedLayout, screen: ScreenGeometry, placeholders: [String]) -> [String] {
        var lines = ["Icons are placeholders (SF Symbols and asset images can't be drawn here):"]
        for item in screen.items {
            var notes: [String] = []
            if item.isSelected { notes.append("selected") }
            if item.item.role == .modal { notes.append("modal") }
            if item.item.raised != nil { notes.append("raised") }
            if let badge = item.item.badge { notes.append("badge \"\(badge)\"") }
            let suffix = notes.isEmpty ? "" : " — " + notes.joined(separator: ", ")
            lines.append("[\(IconPlaceholder.mark(item.icon))] \(item.item.id): \(IconPlaceholder.description(item.icon))\(suffix)")
        }
        if !placeholders.isEmpty {
            let names = placeholders.map { "asset(\"\($0)\")" }.joined(separator: ", ")
            lines.append("\(names): asset colors are unknown here, drawn in neutral gray")
        }
        if screen.isGlass {
            lines.append("iOS 26 glass: no background, shape or decorations of the style")
        }
        // The iPad and iOS 26 parts, said only where a layout has them.
        for section in layout.sections {
            let ids = layout.items.filter { $0.section == section.id }.map(\.id)
            lines.append("section \(section.id) (\"\(section.title)\"): \(ids.joined(separator: ", ")), in the bar as the compact width shows them")
        }
        if let search = layout.searchItem, screen.searchCapsule != nil {
            lines.append("\(search.id): the search tab, apart at the trailing end")
        }
        if let accessory = screen.accessory {
            lines.append("accessory: \(accessory.label), above the bar")
        }
        if layout.kind == .custom, layout.style.material != .none {
            lines.append("material: \(layout.style.material.rawValue), drawn translucent over the page")
        }
        return lines
    }
}
