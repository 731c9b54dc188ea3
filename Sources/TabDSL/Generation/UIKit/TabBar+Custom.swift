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
            p.line("private var buttons: [\(tabType): ItemButton] = [:]")
            if raised != nil {
                p.line("private let raisedButton: RaisedButton")
            }
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
                    p.line("buttons[tab] = button")
                    p.line("addSubview(button)")
                }
                if let raised {
                    printRaisedButtonInstallation(&p, tapCalls: "itemTapped?(\(caseName(raised)))")
                }
                // The items in the layout's order, the raised button among them.
                let elements = raised.map { "tab -> UIView? in tab == \(caseName($0)) ? raisedButton : buttons[tab]" } ?? "buttons[$0]"
                p.line("""
                    // VoiceOver reads the bar as a tab bar and its items in the layout's order.
                    isAccessibilityElement = false
                    accessibilityTraits = .tabBar
                    accessibilityElements = \(tabType).allCases.compactMap { \(elements) }
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
                    \(raisedFrame)buttons[tab]?.frame ?? .zero
                }

                /// Shows `tab` as selected: item states, VoiceOver's selected trait and the indicator.
                """)
            p.block("fileprivate func showSelection(_ tab: \(tabType)\(hasIndicator ? ", animated: Bool" : ""))") { p in
                p.line("""
                    currentTab = tab
                    for (item, button) in buttons {
                        button.isSelected = item == tab
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
                        if tab == \(caseName(raised)) { raisedButton.badgeValue = value } else { buttons[tab]?.badgeValue = value }
                    }

                    /// Shows `item`, the `tabBarItem` of `tab`'s screens, as `tab`'s item; for the raised item, its badge.
                    fileprivate func showItem(_ item: UITabBarItem, for tab: \(tabType)) {
                        if tab == \(caseName(raised)) { raisedButton.badgeValue = item.badgeValue } else { buttons[tab]?.show(item) }
                    }

                    """)
            } else {
                p.line("""

                    /// Shows `value` as `tab`'s badge, or none for `nil`.
                    fileprivate func setBadgeValue(_ value: String?, for tab: \(tabType)) {
                        buttons[tab]?.badgeValue = value
                    }

                    /// Shows `item`, the `tabBarItem` of `tab`'s screens, as `tab`'s item.
                    fileprivate func showItem(_ item: UITabBarItem, for tab: \(tabType)) {
                        buttons[tab]?.show(item)
                    }

                    """)
            }
            p.block("\(access)override func layoutSubviews()") { p in
                p.line("super.layoutSubviews()")
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
                        for button in buttons.values { button.setNeedsLayout() }
                        setNeedsLayout()
                    }
                    """)
            }
            printBarDrawing(&p, indicatorFrame: "itemFrame(for: currentTab)")
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
        switch style.distribution {
        case .fillEqually:
            p.docComment(["Lays the items out leading to trailing in equal slots, in the row above the bottom safe area."])
        case .equalSpacing:
            p.docComment(["Lays the items out leading to trailing at their natural widths with equal space around them,", "in the row above the bottom safe area."])
        }
        p.block("private func layoutItems()") { p in
            p.line(Self.itemRow)
            p.line(Self.layoutDirection)
            switch style.distribution {
            case .fillEqually:
                p.line("let width = row.width / CGFloat(\(tabType).allCases.count)")
                p.block("for (index, tab) in \(tabType).allCases.enumerated()") { p in
                    p.line("let offset = CGFloat(index) * width")
                    p.line("let slot = " + Self.slotRect)
                    printPlaceItem(&p)
                }
            case .equalSpacing:
                p.line("let widths = \(tabType).allCases.map { tab -> CGFloat in")
                if let raised {
                    p.line("    tab == \(caseName(raised)) ? \(styleType).raisedDiameter : buttons[tab]?.sizeThatFits(row.size).width ?? 0")
                } else {
                    p.line("    buttons[tab]?.sizeThatFits(row.size).width ?? 0")
                }
                p.line("}")
                p.line("let spacing = max(0, (row.width - widths.reduce(0, +)) / CGFloat(widths.count + 1))")
                p.line("var offset = spacing")
                p.block("for (index, tab) in \(tabType).allCases.enumerated()") { p in
                    p.line("let width = widths[index]")
                    p.line("let slot = " + Self.slotRect)
                    printPlaceItem(&p)
                    p.line("offset += width + spacing")
                }
            }
        }
    }

    /// Puts `tab`'s button (or the raised button) in `slot`.
    func printPlaceItem(_ p: inout CodePrinter) {
        guard let raised = model.raisedItem else {
            p.line("buttons[tab]?.frame = slot")
            return
        }
        p.block("if tab == \(caseName(raised))") { p in
            printRaisedButtonLayout(&p, slotExpression: "slot")
        }
        p.block("else") { p in
            p.line("buttons[tab]?.frame = slot")
        }
    }
}
