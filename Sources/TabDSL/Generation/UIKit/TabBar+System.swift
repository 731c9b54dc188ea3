/// `kind: system`: the bar, a `UITabBar` subclass that draws the style.
extension SwiftLayout {
    func printSystemBar(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        printDeclaration(&p, "\(access)final class \(barType): UITabBar", doc: [
            "The tab bar of a `\(controllerType)`: UIKit's items, with the shape, border, shadow,",
            "indicator and raised button the layout's style asks for drawn as its own layers and",
            "subviews, so they follow its bounds and hide with it (for example on a push with",
            "`hidesBottomBarWhenPushed`).",
            "",
            "It draws them in the classic design only (`\(designType)`): on iOS 26 it keeps UIKit's Liquid"
                + " Glass look, and on an iPad at regular width, where UIKit shows the items in a bar at the top,"
                + " it draws nothing until the width is compact again.",
        ]) { p in
            if let raised {
                p.docComment(["Told about taps on the raised button; the controller presents or selects its item."])
                p.line("fileprivate var raisedButtonTapped: (() -> Void)?")
                p.docComment(["Told when the design changes, so the controller shows the raised item plain or empty."])
                p.line("fileprivate var barDesignDidChange: ((\(designType)) -> Void)?")
                p.line()
                p.line("private let raisedButton: RaisedButton")
                p.docComment(["The raised item's slot: its position among the items."])
                p.line("private let raisedIndex = \(tabType).allCases.firstIndex(of: \(caseName(raised))) ?? 0")
            }
            p.docComment(["How the bar shows itself for its current traits: see `\(designType).current(for:)`."])
            p.line("fileprivate private(set) var barDesign = \(designType).classic")
            printBarInitializers(&p, loading: "the raised button's image") { p in
                p.line("setUp()")
            }
            p.line()
            if raised != nil {
                p.docComment(["Shows `value` as the raised button's badge, or none for `nil`."])
                p.block("fileprivate func setRaisedBadgeValue(_ value: String?)") { p in
                    p.line("raisedButton.badgeValue = value")
                }
                p.line()
            }
            printBarInitializer(&p, "\(access)required init?(coder: NSCoder)",
                                doc: "Made from a storyboard whose tab bar has this class; loads from the default bundle.",
                                bundle: "resourceBundle = \(styleType).defaultBundle", superInit: "super.init(coder: coder)") { p in
                p.line("setUp()")
            }
            p.line()
            p.block("private func setUp()") { p in
                p.line("clipsToBounds = false")
                printDecorationSetUp(&p)
                if raised != nil {
                    printRaisedButtonInstallation(&p, tapCalls: "raisedButtonTapped?()")
                }
                p.line("// The design follows the traits: from iPadOS 18 UIKit shows the items in a bar at the top at")
                p.line("// regular width, and the drawn bar is back when the width is compact again. Before iOS 17")
                p.line("// (no registration) the design can't change: it needs iOS 18 or 26.")
                printTraitChangeRegistration(&p, "[UITraitHorizontalSizeClass.self, UITraitUserInterfaceIdiom.self]", calls: "updateDesign()")
                p.line("applyDesign(\(designType).current(for: traitCollection))")
            }
            p.line()
            p.docComment(["Shows the design for the bar's current traits" + (raised != nil ? ", and tells the controller when it changed." : ".")])
            p.block("private func updateDesign()") { p in
                p.line("let design = \(designType).current(for: traitCollection)")
                p.line("guard design != barDesign else { return }")
                p.line("applyDesign(design)")
                if raised != nil { p.line("barDesignDidChange?(design)") }
            }
            p.line()
            let decorations = ["backgroundLayer"] + (style.border != nil ? ["borderLayer"] : []) + (hasIndicator ? ["indicatorView"] : []) + (raised != nil ? ["raisedButton"] : [])
            let names = ["shape"] + (style.border != nil ? ["border"] : []) + (hasIndicator ? ["indicator"] : []) + (raised != nil ? ["raised button"] : [])
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            p.docComment([
                "Classic: the style's \(list) drawn over a transparent UIKit background. Glass and regular"
                    + " width: UIKit's own background and item layout, nothing drawn.",
            ])
            p.block("private func applyDesign(_ design: \(designType))") { p in
                p.line("barDesign = design")
                p.line("let appearance = design.makeAppearance(resourceBundle: resourceBundle)")
                p.line("// The same appearance at the scroll edge, where UIKit would otherwise turn the bar transparent.")
                p.line("standardAppearance = appearance")
                p.line("scrollEdgeAppearance = appearance")
                p.line("let isDrawn = design == .classic")
                p.line("// Equal slots, so the raised button and the indicator can be placed without reading")
                p.line("// UIKit's item views" + (style.distribution == .equalSpacing ? " (`distribution: equalSpacing` is for `kind: custom`)." : "."))
                p.line("itemPositioning = isDrawn ? .fill : .automatic")
                for decoration in decorations {
                    p.line("\(decoration).isHidden = !isDrawn")
                }
                p.line("// The bar's height depends on the design: the controller places it again.")
                p.line("superview?.setNeedsLayout()")
                p.line("setNeedsLayout()")
            }
            let raisedTab = raised.map { $0.role == .tab } ?? false
            if hasIndicator || raisedTab {
                p.line()
                p.block("\(access)override var selectedItem: UITabBarItem?") { p in
                    p.block("didSet") { p in
                        if raisedTab {
                            p.line("raisedButton.isSelected = selectedItem.flatMap { items?.firstIndex(of: $0) } == raisedIndex")
                        }
                        if hasIndicator { p.line("moveIndicator(animated: true)") }
                    }
                }
            }
            p.line("""

                /// The layout's height above the bottom safe area, where the bar is drawn; else UIKit's.
                \(access)override func sizeThatFits(_ size: CGSize) -> CGSize {
                    var fitting = super.sizeThatFits(size)
                    if barDesign == .classic { fitting.height = \(styleType).height + safeAreaInsets.bottom }
                    return fitting
                }

                """)
            p.block("\(access)override func layoutSubviews()") { p in
                p.line("""
                    super.layoutSubviews()
                    // The traits are settled by the first layout in a window, whichever way they arrived.
                    updateDesign()
                    guard barDesign == .classic else { return }
                    """)
                if raised != nil {
                    printRaisedButtonLayout(&p, slotExpression: "slotFrame(at: raisedIndex)")
                    p.line("// UIKit lays its item views out again at times; keep the button above them.")
                    p.line("bringSubviewToFront(raisedButton)")
                }
                p.line("layoutDecorations()")
                if hasIndicator { p.line("layoutIndicator()") }
            }
            // Only the raised button and the indicator ask where an item is.
            if raised != nil || hasIndicator {
                p.line("""

                    /// The frame of the item at `index` with `.fill` positioning: equal slots across the safe
                    /// area, leading to trailing. Computed, because UIKit's item views are private.
                    private func slotFrame(at index: Int) -> CGRect {
                        let count = CGFloat(max(items?.count ?? \(tabType).allCases.count, 1))
                        \(Self.itemRow)
                        let width = row.width / count
                        let offset = CGFloat(index) * width
                        \(Self.layoutDirection)
                        return \(Self.slotRect)
                    }
                    """)
            }
            if hasIndicator {
                p.line("""

                    /// The selected item's frame, or `.zero` when nothing is selected.
                    private var selectedItemFrame: CGRect {
                        guard let items, let selectedItem, let index = items.firstIndex(of: selectedItem) else { return .zero }
                        return slotFrame(at: index)
                    }
                    """)
            }
            printBarDrawing(&p, indicatorFrame: "selectedItemFrame")
            if raised != nil {
                p.line()
                printRaisedButtonClass(&p)
            }
        }
        p.line()
        p.line("// MARK: - \(designType)")
        p.line()
        printDesign(&p)
    }
}
