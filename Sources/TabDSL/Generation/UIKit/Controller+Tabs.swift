/// `kind: system` layouts with `sidebar: adaptable`, sections or a search item: on iOS 18 and
/// later the controller is built with `UITab`s — a `UITabGroup` per section, a `UISearchTab` for
/// the search item, `mode = .tabSidebar` for `sidebar: adaptable` — and keeps the selection API of
/// the classic path, which it still uses before iOS 18 (docs/generated-code.md).
///
/// The tabs' view controllers are the classic path's entries, so lazy screens, navigation
/// controllers and modal stand-ins work the same way on both. The selection is UIKit's
/// `selectedTab`; a `UITab`'s `userInfo` holds its item's identifier (UIKit names the search tab
/// itself). UIKit asks its `delegate` before a tap in the bar or the sidebar selects a tab: the
/// controller's own delegate refuses a modal item's tab and presents its screen instead.
extension SwiftLayout {
    /// Whether the controller is built with `UITab`s on iOS 18 and later. The accessory alone
    /// doesn't need them: `bottomAccessory` is a property of every tab bar controller.
    var usesTabs: Bool {
        model.kind == .system && (model.sidebar == .adaptable || !model.sections.isEmpty || model.searchItem != nil)
    }

    /// The Swift expression of a section's icon in the sidebar, or `nil`.
    func sectionIconExpression(_ section: ResolvedSection) -> String {
        switch section.icon {
        case .symbol(let name)?:
            return "UIImage(systemName: \(SwiftNames.stringLiteral(name)), withConfiguration: \(styleType).symbolConfiguration)"
        case .image(let name)?:
            return "UIImage(named: \(SwiftNames.stringLiteral(name)), in: resourceBundle, compatibleWith: nil)"
        case nil:
            return "nil"
        }
    }

    /// The name of the controller's `UITabBarController` delegate on the `UITab` path.
    var tabSelectionDelegateType: String { helperType("TabSelectionDelegate") }

    /// The shown tab: from `selectedTab` on iOS 18 and later, else from `selectedViewController`.
    func printTabsShownTab(_ p: inout CodePrinter) {
        p.block("private var shownTab: \(tabType)?") { p in
            p.line("if \(Self.iOS18Availability) { return selectedTab.flatMap(layoutTab(of:)) }")
            p.line("return selectedViewController.flatMap(tabOfEntry)")
        }
    }

    /// The set-up's last steps: the tabs on iOS 18 and later, the classic `viewControllers` before.
    func printTabsOrViewControllersSetUp(_ p: inout CodePrinter) {
        p.block("if \(Self.iOS18Availability)") { p in
            p.line("setUpTabs()")
            if model.raisedItem != nil {
                p.line("showRaisedItem(for: (tabBar as? \(barType))?.barDesign ?? .glass)")
            }
        }
        p.block("else") { p in
            if !model.sections.isEmpty { p.line("// The classic bar: the sections' items in the layout's order.") }
            p.line("setViewControllers(entries.compactMap { $0 }, animated: false)")
            p.line("selectedViewController = entries[\(position(of: qualifiedCase(id: model.initial)))]")
        }
    }

    /// The members of the `UITab` path: building the tabs, finding an item's tab and back,
    /// selecting through `selectedTab`, and the answer to UIKit's `shouldSelectTab`.
    func printTabsMembers(_ p: inout CodePrinter) {
        p.docComment([
            "iOS 18 and later: the controller's tabs — "
                + (model.sections.isEmpty ? "" : "a `UITabGroup` per section, ")
                + (model.searchItem == nil ? "" : "a `UISearchTab` for the search item, ")
                + "their view controllers the entries made at set-up"
                + (model.sidebar == .adaptable ? "; the bar can become a sidebar." : "."),
        ])
        p.line(Self.iOS18Attribute)
        p.block("private func setUpTabs()") { p in
            p.line("// UIKit asks its delegate before a tap in the bar or the sidebar selects a tab.")
            p.line("delegate = tabSelectionDelegate")
            if model.sidebar == .adaptable { p.line("mode = .tabSidebar") }
            p.line("setTabs([")
            p.indent { p in
                var index = items.startIndex
                while index < items.endIndex {
                    guard let sectionID = items[index].section, let section = model.sections.first(where: { $0.id == sectionID }) else {
                        p.line("makeSystemTab(for: \(caseName(items[index]))),")
                        index += 1
                        continue
                    }
                    // A section's items are declared together: one group holds the run.
                    var end = index
                    while end < items.endIndex, items[end].section == sectionID { end += 1 }
                    let children = items[index..<end].map { "makeSystemTab(for: \(caseName($0)))" }.joined(separator: ", ")
                    p.line("makeSystemGroup(title: \(sectionTitleExpression(section)), image: \(sectionIconExpression(section)), "
                        + "identifier: \(SwiftNames.stringLiteral(section.id)), children: [\(children)]),")
                    index = end
                }
            }
            p.line("], animated: false)")
            if !model.sections.isEmpty {
                p.line("// Where there is no sidebar, the bar shows the sections' items themselves, in the layout's order.")
                p.line("compactTabIdentifiers = allSystemTabs.map(\\.identifier)")
            }
            p.line("selectedTab = systemTab(for: \(initialCase))")
        }
        p.line()
        let title = "\(textAccess(.title, of: "tab", bundle: "resourceBundle")) ?? \(textAccess(.accessibilityLabel, of: "tab", bundle: "resourceBundle"))"
        p.docComment([
            "The `UITab` of `tab`, with its title (its accessibility label for an icon-only item), icon, badge and accessibility identifier."
                + " UIKit asks for its view controller, the entry made at set-up, when it first shows the tab.",
        ])
        p.line(Self.iOS18Attribute)
        p.block("private func makeSystemTab(for tab: \(tabType)) -> UITab") { p in
            p.line("let provider: (UITab) -> UIViewController = { [weak self] _ in self?.entries[\(position(of: "tab"))] ?? UIViewController() }")
            if let search = model.searchItem {
                p.line("let systemTab: UITab")
                p.block("if tab == \(caseName(search))") { p in
                    p.line("// On iOS 26 the system places the search tab apart, at the trailing end.")
                    p.line("systemTab = UISearchTab(viewControllerProvider: provider)")
                    p.line("systemTab.title = \(title)")
                    p.line("systemTab.image = tab.icon(selected: false, in: resourceBundle)")
                }
                p.block("else") { p in
                    p.line("systemTab = UITab(title: \(title), image: tab.icon(selected: false, in: resourceBundle), identifier: tab.identifier, viewControllerProvider: provider)")
                }
            } else {
                p.line("let systemTab = UITab(title: \(title), image: tab.icon(selected: false, in: resourceBundle), identifier: tab.identifier, viewControllerProvider: provider)")
            }
            p.line("// The item's identifier, also for the search tab, whose `identifier` UIKit chooses.")
            p.line("systemTab.userInfo = tab.identifier")
            p.line("// UIKit draws the bar's and the sidebar's items from the tab: UI tests find them by this.")
            p.line("systemTab.accessibilityIdentifier = tab.accessibilityIdentifier")
            p.line("systemTab.badgeValue = \(textAccess(.badge, of: "tab", bundle: "resourceBundle"))")
            p.line("return systemTab")
        }
        if !model.sections.isEmpty {
            p.line("""

                /// A section's `UITabGroup`. It has no screen of its own (a group in the bar would show its
                /// view controller), so it is in the sidebar only, and its items are in the bar themselves.
                \(Self.iOS18Attribute)
                private func makeSystemGroup(title: String, image: UIImage?, identifier: String, children: [UITab]) -> UITabGroup {
                    let group = UITabGroup(title: title, image: image, identifier: identifier, children: children)
                    group.preferredPlacement = .sidebarOnly
                    for child in children { child.preferredPlacement = .default }
                    return group
                }
                """)
        }
        p.line()
        p.line("""
            /// Every item's `UITab`: the top-level ones and the sections' children, in the layout's order.
            \(Self.iOS18Attribute)
            private var allSystemTabs: [UITab] { tabs.flatMap { ($0 as? UITabGroup)?.children ?? [$0] } }

            /// The item `systemTab` stands for, or `nil` for a section's group.
            \(Self.iOS18Attribute)
            private func layoutTab(of systemTab: UITab) -> \(tabType)? {
                (systemTab.userInfo as? String).flatMap(\(tabType).init(identifier:))
            }

            /// The `UITab` of `tab`.
            \(Self.iOS18Attribute)
            private func systemTab(for tab: \(tabType)) -> UITab? {
                allSystemTabs.first { layoutTab(of: $0) == tab }
            }

            /// Selects `tab` through UIKit's public setter, `selectedTab` on iOS 18 and later, else
            /// `selectedViewController`: its observer does the rest.
            private func showTab(_ tab: \(tabType)) {
                if \(Self.iOS18Availability), let found = systemTab(for: tab) {
                    selectedTab = found
                } else {
                    selectedViewController = entries[\(position(of: "tab"))]
                }
            }

            /// UIKit's own ways of selecting a tab in code show its screen and tell the bindings, as
            /// `select(_:animated:)` does.
            \(Self.iOS18Attribute)
            \(access)override var selectedTab: UITab? {
                didSet { selectionDidChange() }
            }

            """)
        p.docComment([
            "Whether a tap in the bar or the sidebar may select `systemTab`"
                + (modals.isEmpty ? "." : ": a modal item's tab never is selected; its screen is presented instead.")
                + (hasTransition ? " Another tab is selected by the controller, inside the layout's cross-dissolve." : ""),
        ])
        p.line(Self.iOS18Attribute)
        p.block("fileprivate func shouldSelectSystemTab(_ systemTab: UITab) -> Bool") { p in
            if modals.isEmpty && model.haptics == .none && !hasTransition {
                p.line("true")
                return
            }
            p.line("guard let tab = layoutTab(of: systemTab) else { return true }")
            if !modals.isEmpty {
                p.block("if tab.isModal") { p in
                    p.line("presentModal(tab, animated: true)")
                    p.line("return false")
                }
            }
            if model.haptics != .none {
                p.line("if tab != shownTab { playTabChangeFeedback() }")
            }
            if hasTransition {
                // UIKit selects the tab after this answer, outside any transition of ours: the
                // controller selects it itself, inside the layout's cross-dissolve, as a tap on
                // the classic bar does.
                p.block("if tab != shownTab, isViewLoaded") { p in
                    p.line("// The layout's cross-dissolve: select the tab inside it, and refuse UIKit's own selection.")
                    p.closure("UIView.transition(with: view, duration: \(styleType).transitionDuration, options: UIView.AnimationOptions.transitionCrossDissolve.union(.allowUserInteraction))", "") { p in
                        p.line("self.showTab(tab)")
                    }
                    p.line("return false")
                }
            }
            p.line("return true")
        }
    }

    /// The end of `showRaisedItem(for:)` on the `UITab` path: UIKit draws the raised item's bar
    /// item from its `UITab`, so the tab is the empty slot or the plain item too.
    func printRaisedSystemTab(_ p: inout CodePrinter, _ raised: ResolvedItem) {
        let item = qualifiedCase(id: raised.id)
        let title = "\(textAccess(.title, of: item, bundle: "resourceBundle")) ?? \(textAccess(.accessibilityLabel, of: item, bundle: "resourceBundle"))"
        p.indent { p in
            p.line("""
                // With `UITab`s UIKit draws the item from its tab.
                if \(Self.iOS18Availability), let found = systemTab(for: \(item)) {
                    found.title = isPlain ? \(title) : ""
                    found.image = isPlain ? \(item).icon(selected: false, in: resourceBundle) : nil
                    found.badgeValue = isPlain ? raisedBadgeValue : nil
                    if #available(iOS 18.4, macCatalyst 18.4, visionOS 2.4, *) { found.isEnabled = isPlain }
                }
                """)
        }
    }

    /// The `UITabBarController` delegate the controller sets on the `UITab` path.
    func printTabSelectionDelegate(_ p: inout CodePrinter) {
        p.line()
        p.docComment([
            "UIKit's `delegate` of a `\(controllerType)` built with `UITab`s (iOS 18 and later): it lets the"
                + " controller answer whether a tap in the bar or the sidebar selects a tab"
                + (modals.isEmpty ? "" : " (a modal item's tab presents its screen instead)")
                + ", and tells it about each selection.",
        ])
        p.line(Self.availability)
        p.line("@MainActor")
        p.line("""
            private final class \(tabSelectionDelegateType): NSObject, UITabBarControllerDelegate {
                private weak var controller: \(controllerType)?

                init(controller: \(controllerType)) {
                    self.controller = controller
                    super.init()
                }

                \(Self.iOS18Attribute)
                func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
                    controller?.shouldSelectSystemTab(tab) ?? true
                }

                \(Self.iOS18Attribute)
                func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
                    controller?.selectionDidChange()
                }
            }
            """)
    }
}
