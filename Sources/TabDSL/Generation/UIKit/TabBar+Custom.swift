/// `kind: custom`: the bar, a `UIView` with one `ItemButton` per item.
extension SwiftLayout {
    func printCustomBar(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        let hasTitles = items.contains { $0.title != nil }
        printDeclaration(&p, "\(access)final class \(barType): UIView", doc: [
            "The bar of a `\(controllerType)`: one button per item, and the shape, border, shadow,",
            "indicator and raised button the layout's style asks for, all drawn from its bounds.",
            "",
            "The bar only shows the selection; `\(controllerType)` changes it.",
        ]) { p in
            p.docComment(["The tab shown as selected."])
            p.line("\(access)private(set) var currentTab: \(tabType) = \(initialCase)")
            p.line()
            p.docComment(["Told about taps on items; the controller decides what a tap does."])
            p.line("fileprivate var itemTapped: ((\(tabType)) -> Void)?")
            p.line()
            p.docComment(["The items' buttons, in the layout's order" + (raised == nil ? "." : " (the raised item has the raised button).")])
            p.line("private var buttons: [ItemButton] = []")
            if raised != nil {
                p.line("private let raisedButton: RaisedButton")
            }
            p.docComment(["Where the items, " + (raised == nil ? "" : "the raised button, ") + (hasIndicator ? "the indicator, " : "")
                          + "the shape and the border go, for the bounds, safe area and layout direction last laid out."])
            p.line("private var geometry = \(geometryType)(size: .zero)")
            printBarInitializers(&p, loading: "the items' images") { p in
                p.line("backgroundColor = .clear")
                printDecorationSetUp(&p)
                if hasTitles {
                    p.line("// Titles follow Dynamic Type: lay the items out again when the text size changes.")
                    printTraitChangeRegistration(&p, "[UITraitPreferredContentSizeCategory.self]", calls: "textSizeDidChange()")
                }
                let loop = raised == nil ? "for tab in \(tabType).allCases" : "for tab in \(tabType).allCases where tab != \(caseName(raised!))"
                p.block(loop) { p in
                    p.line("let button = ItemButton(tab: tab, resourceBundle: resourceBundle)")
                    p.line(Self.tapAction("button", calls: "itemTapped?(tab)"))
                    p.line("buttons.append(button)")
                    p.line("addSubview(button)")
                }
                if let raised {
                    printRaisedButtonInstallation(&p, tapCalls: "itemTapped?(\(caseName(raised)))")
                }
                // The items in the layout's order, the raised button among them.
                let elements = raised.map { "\(tabType).allCases.compactMap { tab -> UIView? in tab == \(caseName($0)) ? raisedButton : button(for: tab) }" } ?? "buttons"
                p.line("""
                    // VoiceOver reads the bar as a tab bar and its items in the layout's order.
                    isAccessibilityElement = false
                    accessibilityTraits = .tabBar
                    accessibilityElements = \(elements)
                    // Items stay small in the bar; the large content viewer shows them enlarged.
                    addInteraction(UILargeContentViewerInteraction(delegate: nil))
                    showSelection(currentTab\(hasIndicator ? ", animated: false" : ""))
                    """)
            }
            let raisedFrame = raised.map { "tab == \(caseName($0)) ? raisedButton.frame : " } ?? ""
            p.line("""

                @available(*, unavailable)
                \(access)required init?(coder: NSCoder) {
                    fatalError("\(barType) is created by \(controllerType)")
                }

                /// The frame of `tab`'s item in the bar's coordinates, as last laid out.
                \(access)func itemFrame(for tab: \(tabType)) -> CGRect {
                    \(raisedFrame)button(for: tab)?.frame ?? .zero
                }

                /// `tab`'s item button\(raised == nil ? "" : "; `nil` for the raised item, which has the raised button").
                private func button(for tab: \(tabType)) -> ItemButton? {
                    for button in buttons where button.tab == tab { return button }
                    return nil
                }

                /// Shows `tab` as selected: item states, VoiceOver's selected trait and the indicator.
                """)
            p.block("fileprivate func showSelection(_ tab: \(tabType)\(hasIndicator ? ", animated: Bool" : ""))") { p in
                p.line("""
                    currentTab = tab
                    for button in buttons {
                        button.isSelected = button.tab == tab
                    }
                    """)
                if let raised, raised.role == .tab {
                    p.line("raisedButton.isSelected = currentTab == \(caseName(raised))")
                }
                if hasIndicator {
                    p.line("moveIndicator(animated: animated)")
                }
            }
            if let raised {
                // The raised item has no item button: its badge is the raised button's.
                p.line("""

                    /// Shows `value` as `tab`'s badge, or none for `nil`; the raised item's on the raised button.
                    fileprivate func setBadgeValue(_ value: String?, for tab: \(tabType)) {
                        if tab == \(caseName(raised)) { raisedButton.badgeValue = value } else { button(for: tab)?.badgeValue = value }
                    }

                    /// Shows `item`, the `tabBarItem` of `tab`'s screens, as `tab`'s item; for the raised item, its badge.
                    fileprivate func showItem(_ item: UITabBarItem, for tab: \(tabType)) {
                        if tab == \(caseName(raised)) { raisedButton.badgeValue = item.badgeValue } else { button(for: tab)?.show(item) }
                    }

                    """)
            } else {
                p.line("""

                    /// Shows `value` as `tab`'s badge, or none for `nil`.
                    fileprivate func setBadgeValue(_ value: String?, for tab: \(tabType)) {
                        button(for: tab)?.badgeValue = value
                    }

                    /// Shows `item`, the `tabBarItem` of `tab`'s screens, as `tab`'s item.
                    fileprivate func showItem(_ item: UITabBarItem, for tab: \(tabType)) {
                        button(for: tab)?.show(item)
                    }

                    """)
            }
            p.block("\(access)override func layoutSubviews()") { p in
                p.line("super.layoutSubviews()")
                p.line("let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft")
                let widths = style.distribution == .equalSpacing ? ", naturalWidths: naturalWidths()" : ""
                p.line("geometry = \(geometryType)(size: bounds.size, left: safeAreaInsets.left, right: safeAreaInsets.right, bottom: safeAreaInsets.bottom, isRightToLeft: isRightToLeft\(widths))")
                p.line("layoutItems()")
                p.line("layoutDecorations()")
                if hasIndicator { p.line("layoutIndicator()") }
            }
            p.line()
            printLayoutItems(&p)
            if hasTitles {
                p.line("""

                    /// Lays the items out again for a new text size (Dynamic Type).
                    private func textSizeDidChange() {
                        for button in buttons { button.setNeedsLayout() }
                        setNeedsLayout()
                    }
                    """)
            }
            printBarDrawing(&p, indicatorFrame: "geometry.indicatorFrame(for: currentTab)")
            p.line()
            printItemButtonClass(&p)
            if raised != nil {
                p.line()
                printRaisedButtonClass(&p)
            }
        }
    }

    func printLayoutItems(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        p.docComment(["Puts each item in its slot" + (raised == nil ? "." : ", and the raised button on its circle.")])
        p.block("private func layoutItems()") { p in
            p.block("for button in buttons") { p in
                p.line("button.frame = geometry.itemFrame(for: button.tab)")
            }
            if raised != nil {
                p.line("raisedButton.frame = geometry.raisedButtonFrame")
            }
        }
        guard style.distribution == .equalSpacing else { return }
        p.line()
        p.docComment(["Each item's own width, which `distribution: equalSpacing` lays out: what its button needs in the row."])
        p.block("private func naturalWidths() -> [\(tabType): CGFloat]") { p in
            p.line("let row = \(geometryType).row(size: bounds.size, left: safeAreaInsets.left, right: safeAreaInsets.right, bottom: safeAreaInsets.bottom)")
            p.line("var widths: [\(tabType): CGFloat] = [:]")
            p.line("for button in buttons { widths[button.tab] = button.sizeThatFits(row.size).width }")
            p.line("return widths")
        }
    }
}
