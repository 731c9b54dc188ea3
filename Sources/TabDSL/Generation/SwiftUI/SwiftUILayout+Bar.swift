/// `kind: custom`: `FinanceTabBar`, the bar drawn in SwiftUI from `FinanceTabBarGeometry`. It
/// only shows the model's selection and sends taps to `select(_:)`; the container decides
/// where it sits and when it hides.
extension SwiftUILayout {
    /// `FinanceTabBar`.
    var barType: String { shared.barType }
    /// `FinanceTabBarGeometry`.
    var geometryType: String { shared.geometryType }
    /// `FinanceTabBarStyle`: the resolved style as SwiftUI constants.
    var styleType: String { shared.styleType }
    /// `FinanceTabBarOutline`: a geometry outline as a SwiftUI `Shape`.
    var outlineType: String { model.name + "TabBarOutline" }

    private var raisedItem: ResolvedItem? { model.raisedItem }
    private var hasTitles: Bool { items.contains { $0.title != nil } }
    private var style: ResolvedStyle { model.style }
    private var hasIndicator: Bool { shared.hasIndicator }
    private var hasDotIndicator: Bool { shared.hasDotIndicator }
    private var hasRoundedCorners: Bool { shared.hasRoundedCorners }
    private var hasNotch: Bool { shared.hasNotch }
    private var hasTopBorder: Bool { shared.hasTopBorder }

    func printCustomBar(_ p: inout CodePrinter) {
        printDeclaration(&p, "\(access)struct \(barType): View", doc: [
            "The drawn `\(model.name)` tab bar: one button per item, and the shape, border, shadow, indicator " +
            "and raised button the layout's style asks for, all placed by `\(geometryType)` from the bar's " +
            "size, safe area and layout direction.",
            "",
            "It shows the selection of a `\(modelType)` and sends taps to its `select(_:)`; `\(viewType)` puts it " +
            "in the content's bottom safe-area inset.",
        ]) { p in
            p.line("private let model: \(modelType)")
            p.docComment(["Where images and asset colors load from."])
            p.line("private let resourceBundle: Bundle")
            p.line("@Environment(\\.layoutDirection) private var layoutDirection")
            if hasIndicator {
                p.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
            }
            if hasTitles {
                p.docComment(["The titles' size, following Dynamic Type from the layout's; drawn at most `\(geometryType).titleMaximumPointSize`."])
                p.line("@ScaledMetric(relativeTo: .caption2) private var titleSize: CGFloat = \(styleType).titleSize")
            }
            if style.distribution == .equalSpacing {
                p.docComment(["Each item's natural width, as last measured (`distribution: equalSpacing`)."])
                p.line("@State private var naturalWidths: [\(tabType): CGFloat] = [:]")
            }
            p.line()
            p.docComment(["A bar showing `model`'s selection, its images and asset colors loading from `bundle`."])
            p.block("\(access)init(model: \(modelType), bundle: Bundle)") { p in
                p.line("self.model = model")
                p.line("resourceBundle = bundle")
            }
            p.line()
            printBarBody(&p)
            p.line()
            printBarDrawing(&p)
            p.line()
            printBarShape(&p)
            p.line()
            printItemButton(&p)
            if let raisedItem {
                p.line()
                printRaisedButton(&p, raisedItem)
            }
            p.line()
            printBarIconAndBadge(&p)
        }
        p.line()
        printOutlineShape(&p)
        p.line()
        printBarStyle(&p)
    }

    /// `body`: the geometry from the bar's size and safe area, the height, margins or the bottom
    /// safe area, and the bar as VoiceOver's tab bar; `geometry(size:safeArea:layoutDirection:)`.
    private func printBarBody(_ p: inout CodePrinter) {
        let equalSpacing = style.distribution == .equalSpacing
        p.block("\(access)var body: some View") { p in
            p.closure("GeometryReader", "proxy") { p in
                p.line("drawing(Self.geometry(size: proxy.size, safeArea: proxy.safeAreaInsets, layoutDirection: layoutDirection"
                    + (equalSpacing ? ", naturalWidths: naturalWidths" : "") + "))")
            }
            p.indent { p in
                p.line("// The height above the safe area: the inset the screens get.")
                p.line(".frame(height: \(styleType).height)")
                if shared.isFloating {
                    p.line("// A floating bar: inside the safe area, apart from the screen's edges by the margins.")
                    p.line(".padding(\(styleType).margins)")
                } else {
                    p.line("// The bar reaches the screen's bottom and side edges; its items stay inside the safe area.")
                    p.line(".ignoresSafeArea(.container, edges: [.horizontal, .bottom])")
                }
                p.line("// VoiceOver reads the bar as a tab bar holding its items.")
                p.line(".accessibilityElement(children: .contain)")
                p.line(".accessibilityAddTraits(.isTabBar)")
            }
        }
        p.line()
        p.docComment([
            "Where the bar's parts go for a bar `size` large (its safe area included) whose safe area insets are `safeArea`, "
                + "in `layoutDirection`: the geometry is physical, so right to left the leading inset is the right one"
                + (equalSpacing ? "; `naturalWidths` are the items' own widths." : "."),
        ])
        let widths = equalSpacing ? ", naturalWidths: [\(tabType): CGFloat] = [:]" : ""
        p.block("\(access)static func geometry(size: CGSize, safeArea: EdgeInsets, layoutDirection: LayoutDirection\(widths)) -> \(geometryType)") { p in
            p.line("let isRightToLeft = layoutDirection == .rightToLeft")
            p.line("return \(geometryType)(size: size, left: isRightToLeft ? safeArea.trailing : safeArea.leading,")
            p.line("    right: isRightToLeft ? safeArea.leading : safeArea.trailing, bottom: safeArea.bottom, isRightToLeft: isRightToLeft"
                + (equalSpacing ? ", naturalWidths: naturalWidths" : "") + ")")
        }
    }

    /// `drawing(_:)`: the decorations and items, each placed from the geometry.
    private func printBarDrawing(_ p: inout CodePrinter) {
        p.docComment([
            "The bar drawn from `geometry`, in the bar's physical coordinates (left to right whatever the layout " +
            "direction, as the geometry is; each item's own content keeps the layout's direction).",
        ])
        p.block("private func drawing(_ geometry: \(geometryType)) -> some View") { p in
            p.closure("ZStack(alignment: .topLeading)", "") { p in
                p.line("background(geometry)")
                for (index, item) in items.enumerated() {
                    // VoiceOver reads the items in the layout's order, the raised one among them.
                    let priority = "accessibilitySortPriority(\(items.count - index))"
                    if item.id == raisedItem?.id {
                        p.line("raisedButton(geometry.raisedButtonFrame).\(priority)")
                        continue
                    }
                    p.line("placed(itemButton(for: \(caseName(item))), in: geometry.itemFrame(for: \(caseName(item)))).\(priority)")
                }
                if hasIndicator {
                    let shape = hasDotIndicator ? "Circle()" : "Capsule()"
                    p.line("""
                        // The indicator under the selected item, from that item's laid-out frame; it slides, unless Reduce Motion is on.
                        placed(\(shape).fill(\(styleType).indicatorColor(in: resourceBundle)), in: geometry.indicatorFrame(for: model.currentTab))
                            .allowsHitTesting(false)
                            .accessibilityHidden(true)
                            .animation(reduceMotion ? nil : .easeInOut(duration: \(styleType).animationDuration), value: model.currentTab)
                        """)
                }
            }
            p.indent { p in p.line(".environment(\\.layoutDirection, .leftToRight)") }
        }
        p.line("""

            /// `content` at `frame`, in the bar's coordinates.
            private func placed(_ content: some View, in frame: CGRect) -> some View {
                content
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
            }
            """)
        if style.distribution == .equalSpacing {
            p.line("""

                /// Records `tab`'s natural width as its item measures, for the geometry's equal spacing.
                private func measured(_ content: some View, for tab: \(tabType)) -> some View {
                    content
                        .fixedSize()
                        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in naturalWidths[tab] = width }
                }
                """)
        }
    }

    /// `background(_:)`: the outline filled with the background or the material, its shadow and
    /// border.
    private func printBarShape(_ p: inout CodePrinter) {
        p.docComment([
            "The bar's shape" + (hasRoundedCorners || hasNotch ? " (corners, notch)" : "") + ", filled with "
                + (shared.hasMaterial ? "its material tinted by `background`" : "`background`")
                + (style.shadow == nil ? "" : ", casting the shadow") + (style.border == nil ? "" : ", with the border")
                + ". It catches the taps between items.",
        ])
        p.block("private func background(_ geometry: \(geometryType)) -> some View") { p in
            p.line("let outline = \(outlineType)(elements: geometry.outline)")
            var chain: [String] = []
            switch style.material {
            case .none:
                p.line("return outline.fill(\(styleType).background(in: resourceBundle))")
            case .blur:
                p.line("return outline.fill(\(styleType).background(in: resourceBundle))")
                chain.append(".background(.bar, in: outline)")
            case .glass:
                p.line("return material(outline.fill(\(styleType).background(in: resourceBundle)), in: outline)")
            }
            if let shadow = style.shadow {
                chain.append(".shadow(color: \(styleType).shadowColor(in: resourceBundle).opacity(\(SwiftNames.number(shadow.opacity))), radius: \(SwiftNames.number(shadow.radius)), x: \(SwiftNames.number(shadow.x)), y: \(SwiftNames.number(shadow.y)))")
            }
            if style.border != nil {
                let edge = hasTopBorder ? "\(outlineType)(elements: geometry.topEdge)" : "outline"
                chain.append(".overlay { \(edge).stroke(\(styleType).borderColor(in: resourceBundle), lineWidth: \(styleType).borderWidth) }")
            }
            chain.append(".accessibilityHidden(true)")
            p.indent { p in p.lines(chain) }
        }
        if style.material == .glass {
            p.line("""

                /// Liquid Glass tinted by `background` on iOS 26 and later, the system bar material before
                /// (and on visionOS, which has no `glassEffect`).
                @ViewBuilder
                private func material(_ content: some View, in outline: \(outlineType)) -> some View {
                    #if compiler(>=6.2) && \(Self.glassEffectCondition)
                    if \(Self.iOS26Availability) {
                        Color.clear.glassEffect(.regular.tint(\(styleType).background(in: resourceBundle)), in: outline)
                    } else {
                        content.background(.bar, in: outline)
                    }
                    #else
                    content.background(.bar, in: outline)
                    #endif
                }
                """)
        }
    }

    /// `itemButton(for:)`: an item's icon, title and badge, as a button.
    private func printItemButton(_ p: inout CodePrinter) {
        let measured = style.distribution == .equalSpacing
        p.docComment([
            "`tab`'s item: a button with its icon" + (hasTitles ? " and title" : "") + ", in the selected tint while selected, with its badge; "
                + "for VoiceOver its label, hint and identifier, and the selected trait while selected (a modal item is a plain button).",
        ])
        p.block("private func itemButton(for tab: \(tabType)) -> some View") { p in
            p.line("let selected = tab == model.currentTab")
            p.line("let label = VStack(spacing: 2) {")
            p.indent { p in
                p.line("icon(for: tab, selected: selected).font(.system(size: \(styleType).iconSize))")
                if hasTitles {
                    p.block("if let title = \(shared.textAccess(.title, of: "tab", bundle: "resourceBundle"))") { p in
                        p.line("Text(title)")
                        p.indent { p in
                            p.line(".font(.system(size: min(titleSize, \(geometryType).titleMaximumPointSize), weight: \(styleType).titleWeight))")
                            p.line(".lineLimit(1)")
                        }
                    }
                }
            }
            p.line("}")
            p.indent { p in
                p.line(".foregroundStyle(selected ? \(styleType).selectedTint(in: resourceBundle) : \(styleType).tint(in: resourceBundle))")
                p.line("// The item's own content reads in the layout's direction.")
                p.line(".environment(\\.layoutDirection, layoutDirection)")
            }
            p.line("return Button { model.\(sensoryFeedback == nil ? "select" : "tap")(tab) } label: {")
            p.indent { p in
                p.line(measured ? "measured(label, for: tab)" : "label")
                p.indent { p in
                    p.line(".frame(maxWidth: .infinity, maxHeight: .infinity)")
                    p.line(".contentShape(Rectangle())")
                    p.line(".overlay(alignment: .top) { badge(for: tab).offset(x: layoutDirection == .rightToLeft ? -14 : 14, y: 2) }")
                }
            }
            p.line("}")
            p.indent { p in
                p.line(".buttonStyle(.plain)")
                printItemAccessibility(&p, tab: "tab", selectable: modals.isEmpty ? "selected" : "selected && !tab.isModal")
            }
        }
    }

    /// VoiceOver's label, hint, identifier, value (the badge) and selected trait, and the large
    /// content viewer, on an item's button.
    private func printItemAccessibility(_ p: inout CodePrinter, tab: String, selectable: String?) {
        p.line(".accessibilityLabel(Text(\(shared.textAccess(.accessibilityLabel, of: tab, bundle: "resourceBundle"))))")
        p.line(".accessibilityHint(Text(\(shared.textAccess(.accessibilityHint, of: tab, bundle: "resourceBundle")) ?? \"\"))")
        p.line(".accessibilityIdentifier(\(tab).accessibilityIdentifier)")
        p.line(".accessibilityValue(Text(model.badge(for: \(tab)) ?? \"\"))")
        if let selectable { p.line(".accessibilityAddTraits(\(selectable) ? .isSelected : [])") }
        p.line("// Items stay small in the bar; the large content viewer shows them enlarged.")
        p.line(".accessibilityShowsLargeContentViewer()")
    }

    /// `raisedButton(_:)`: the raised item's circle, tappable over its whole circle, above the
    /// bar's top edge too (SwiftUI doesn't clip hit-testing to the bar), only while the bar is
    /// shown (a hidden bar is not in the view tree).
    private func printRaisedButton(_ p: inout CodePrinter, _ item: ResolvedItem) {
        let colors = "\(styleType).\(shared.raisedColorName)(in: resourceBundle)"
        let iconColor = "\(styleType).\(shared.raisedIconColorName)(in: resourceBundle)"
        p.docComment([
            "The raised item's round button at `frame`, rising above the bar's top edge. Its whole circle, and only " +
            "the circle, takes taps, above the bar too; it goes with the bar when the bar hides.",
        ])
        p.block("private func raisedButton(_ frame: CGRect) -> some View") { p in
            p.line("let tab = \(qualifiedCase(id: item.id))")
            p.line("return Button { model.\(sensoryFeedback == nil ? "select" : "tap")(tab) } label: {")
            p.indent { p in
                if case .symbol = item.icon {
                    p.line("""
                        Circle()
                            .fill(\(colors))
                            .overlay { icon(for: tab, selected: false).font(.system(size: \(styleType).iconSize)).foregroundStyle(\(iconColor)) }
                        """)
                } else {
                    p.line("// An asset image is the whole button, drawn as its asset says.")
                    p.line("icon(for: tab, selected: false).resizable().clipShape(Circle())")
                }
            }
            p.line("}")
            p.indent { p in
                p.line(".buttonStyle(.plain)")
                p.line(".frame(width: frame.width, height: frame.height)")
                p.line(".contentShape(Circle())")
                p.line(".overlay(alignment: .topTrailing) { badge(for: tab) }")
                printItemAccessibility(&p, tab: "tab", selectable: item.role == .modal ? nil : "tab == model.currentTab")
                p.line(".position(x: frame.midX, y: frame.midY)")
            }
        }
    }

    /// `icon(for:selected:)` and `badge(for:)`.
    private func printBarIconAndBadge(_ p: inout CodePrinter) {
        p.line("""
            /// `tab`'s SF Symbol or asset image (the selected one while selected).
            private func icon(for tab: \(tabType), selected: Bool) -> Image {
                if let symbolName = selected ? tab.selectedSymbolName : tab.symbolName {
                    return Image(systemName: symbolName)
                }
                return Image((selected ? tab.selectedImageName : tab.imageName) ?? "", bundle: resourceBundle)
            }

            /// `tab`'s badge as the model has it, or nothing.
            @ViewBuilder
            private func badge(for tab: \(tabType)) -> some View {
                if let value = model.badge(for: tab) {
                    Text(value)
                        .font(.system(size: 11, weight: .semibold))
                        .foregroundStyle(Color.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.red))
                        .fixedSize()
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            """)
    }

    /// `FinanceTabBarOutline`: the geometry's path elements as a `Shape`.
    private func printOutlineShape(_ p: inout CodePrinter) {
        p.docComment(["An outline of `\(geometryType)` (the bar's shape, or its top edge) as a SwiftUI shape."])
        p.line(Self.availability)
        p.block("private struct \(outlineType): Shape") { p in
            p.line("""
                let elements: [\(geometryType).PathElement]

                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    for element in elements {
                        switch element {
                        case .move(let point): path.move(to: point)
                        case .line(let point): path.addLine(to: point)
                        case .curve(let point, let control1, let control2): path.addCurve(to: point, control1: control1, control2: control2)
                        case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                            // `clockwise` is as seen on screen; SwiftUI's flag is for y growing upwards, so it is the opposite.
                            path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                                        endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
                        case .close: path.closeSubpath()
                        }
                    }
                    return path
                }
                """)
        }
    }

    /// `FinanceTabBarStyle`: the resolved style's sizes and colors for the SwiftUI bar.
    private func printBarStyle(_ p: inout CodePrinter) {
        let n = SwiftNames.number
        p.docComment(["The `\(model.name)` layout's style, as tabc resolved it."])
        p.line(Self.availability)
        p.block("private enum \(styleType)") { p in
            p.docComment(["The bar's height above the bottom safe area."])
            p.line("static let height: CGFloat = \(n(style.height))")
            if shared.isFloating {
                let margins = style.margins
                p.docComment(["The space between the floating bar and the screen's edges (above the safe area)."])
                p.line("static let margins = EdgeInsets(top: 0, leading: \(n(margins.leading)), bottom: \(n(margins.bottom)), trailing: \(n(margins.trailing)))")
            }
            p.docComment(["SF Symbol icons' point size."])
            p.line("static let iconSize: CGFloat = \(n(style.iconSize))")
            if hasTitles {
                p.docComment(["The item titles' size at the default text size, and their weight."])
                p.line("static let titleSize: CGFloat = \(n(style.titleFont.size))")
                p.line("static let titleWeight = Font.Weight.\(style.titleFont.weight.rawValue)")
            }
            if let border = style.border {
                p.docComment(["The border's width along " + (border.edges == .top ? "the top edge." : "the outline.")])
                p.line("static let borderWidth: CGFloat = \(n(border.width))")
            }
            if hasIndicator || model.hidesOnPush {
                p.docComment(["How long the indicator and the bar take to move."])
                p.line("static let animationDuration: Double = \(n(style.animationDuration))")
            }
            if case .crossDissolve(let duration) = model.transition {
                p.docComment(["The cross-dissolve between screens when the tab changes."])
                p.line("static let transitionDuration: Double = \(n(duration))")
            }
            p.line()
            printColors(&p, access: "")
        }
    }
}
