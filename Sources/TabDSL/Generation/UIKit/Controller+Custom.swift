/// `kind: custom`: a container view controller with a `UIView` bar (seeds 000, 001, 002).
extension SwiftLayout {
    // MARK: Controller

    func printCustomController(_ p: inout CodePrinter) {
        printDeclaration(&p, "public final class \(controllerType): UIViewController", doc: [
            "A container view controller that shows the selected tab's screen with a `\(barType)` at the bottom.",
        ] + docParagraph + [
            "",
            "The selection lives in one place, the bar's `currentTab`: a tap, `select(_:animated:)`, `currentTab`"
                + (modals.contains { $0.afterDismiss.map(Self.selects) ?? false } ? " and `afterDismiss`" : "")
                + " all change it through the same code, so the bar"
                + (hasIndicator ? ", its indicator" : "")
                + ", VoiceOver and the shown screen always agree. Only the selected screen's view is in the view hierarchy; screens are "
                + (model.loading == .eager ? "all created when the view loads" : "created on first selection") + " and then kept.",
        ]) { p in
            p.docComment(["The bar at the bottom of the screen."])
            p.line("public let tabBar: \(barType)")
            p.line()
            printControllerState(&p, currentTab: "tabBar.currentTab")
            p.docComment(["Holds the screens' views, under the bar."])
            p.line("private let screenContainer = UIView()")
            p.docComment(["The screens made so far" + (hasNavigationTabs ? (showsNavigation(tabs) == true ? ", in their navigation controllers." : ", in navigation controllers where the layout asks for one.") : ".")])
            p.line("private var screens: [\(tabType): UIViewController] = [:]")
            p.docComment(["The child whose view is on screen."])
            p.line("private var displayedScreen: UIViewController?")
            p.docComment(["Each tab's `tabBarItem`, which its screens carry as under a `UITabBarController`: what a screen sets on it (badge, title, image) shows in the bar."])
            p.line("private var barItems: [\(tabType): \(helperType("TabBarItem"))] = [:]")
            p.line()
            printInitializers(&p, storedSetUp: ["self.tabBar = \(barType)(resourceBundle: self.resourceBundle)"])
            p.line()
            p.block("private func setUp()") { p in
                p.closure("tabBar.itemTapped =", "[weak self] tab") { p in
                    if model.haptics == .none {
                        p.line("self?.select(tab, animated: true)")
                    } else {
                        p.line("self?.itemTapped(tab)")
                    }
                }
                p.block("for tab in \(tabType).allCases\(modals.isEmpty ? "" : " where !tab.isModal")") { p in
                    p.line("let item = \(helperType("TabBarItem"))(title: tab.title, image: tab.icon(selected: false, in: resourceBundle), selectedImage: tab.icon(selected: true, in: resourceBundle))")
                    p.line("item.badgeValue = tab.badge")
                    p.closure("item.didChange =", "[weak self, unowned item]") { p in
                        p.line("self?.tabBar.showItem(item, for: tab)")
                    }
                    p.line("barItems[tab] = item")
                }
            }
            p.line()
            p.block("public override func viewDidLoad()") { p in
                p.line("super.viewDidLoad()")
                p.line("view.backgroundColor = .systemBackground")
                p.line("screenContainer.frame = view.bounds")
                p.line("screenContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                p.line("view.addSubview(screenContainer)")
                p.line("view.addSubview(tabBar)")
                if model.loading == .eager {
                    p.line("// `loading: eager`: every tab's screen is made now and its view loaded, so its")
                    p.line("// `viewDidLoad` runs up front; still, only the selected one's view joins the")
                    p.line("// hierarchy, so appearance callbacks fire once.")
                    p.block("for tab in \(tabType).allCases where !tab.isModal") { p in
                        p.line("let screen = screen(for: tab)")
                        p.line("screen.loadViewIfNeeded()")
                        if hasNavigationTabs {
                            p.line("(screen as? UINavigationController)?.viewControllers.first?.loadViewIfNeeded()")
                        }
                    }
                }
                p.line("showScreen(for: currentTab\(hasTransition ? ", animated: false" : ""))")
            }
            p.line()
            p.block("public override func viewDidLayoutSubviews()") { p in
                p.line("super.viewDidLayoutSubviews()")
                p.line("layoutTabBar()")
            }
            p.line()
            printAppearanceForwarding(&p, to: "displayedScreen", access: "public ",
                                      because: "The selected screen decides the status bar and the home indicator, as in a UITabBarController.")
            p.line()
            printSelectMethods(&p)
            p.line()
            printBadgeMethod(&p)
            p.line()
            printLayoutTabBar(&p)
            p.line()
            printShowScreen(&p)
            p.line()
            printScreenLookup(&p)
            p.line()
            printMakeScreen(&p)
            if hasNavigationTabs {
                p.line()
                printNavigationStackObservers(&p)
            }
            printControllerEnd(&p)
        }
    }

    /// `hidesOnPush: true` needs watching the tabs' navigation controllers.
    var hidesOnPushInCustom: Bool { model.hidesOnPush && hasNavigationTabs }

    private func printSelectMethods(_ p: inout CodePrinter) {
        printSelectionMethods(&p, popToRoot: "popToRoot(of: tab, animated: animated)",
                              changeSelection: "Makes `tab` the selected tab and shows its screen; every selection change goes through here.") { p in
            p.line("guard tab != currentTab else { return }")
            p.line("tabBar.showSelection(tab\(hasIndicator ? ", animated: animated" : ""))")
            p.line("if isViewLoaded { showScreen(for: tab\(hasTransition ? ", animated: animated" : "")) }")
            p.line("notifySelection(tab)")
        }
        if hasNavigationTabs {
            p.line()
            p.docComment(["Selecting the selected tab again takes its navigation stack back to the root screen."])
            p.block("private func popToRoot(of tab: \(tabType), animated: Bool)") { p in
                p.line("(screens[tab] as? UINavigationController)?.popToRootViewController(animated: animated)")
            }
        }
        if model.haptics != .none {
            p.line()
            printItemTapped(&p, on: "an item")
        }
    }

    private func printBadgeMethod(_ p: inout CodePrinter) {
        printSetBadgeValue(&p) { p in
            p.block("if let item = barItems[tab]") { p in
                p.line("item.badgeValue = value")
            }
            p.block("else") { p in
                p.line("tabBar.setBadgeValue(value, for: tab)")
            }
        }
    }

    private func printLayoutTabBar(_ p: inout CodePrinter) {
        if isFloating {
            p.docComment([
                "Places the floating bar above the bottom safe area, inset by the layout's margins.",
                "Screens extend under it and see it as the bottom of their safe area, as in a",
                "`UITabBarController`, so scroll views inset their content.",
            ])
        } else {
            p.docComment([
                "Docks the bar at the bottom, reaching the screen's edge so its background covers the",
                "home indicator area. Screens extend under it and see it as the bottom of their safe",
                "area, as in a `UITabBarController`, so scroll views inset their content.",
            ])
        }
        p.block("private func layoutTabBar()") { p in
            p.line("""
                let bounds = view.bounds
                let safeArea = view.safeAreaInsets
                let height = \(styleType).height
                """)
            if isFloating {
                p.line("""
                    let margins = \(styleType).margins
                    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    let left = safeArea.left + (isRightToLeft ? margins.trailing : margins.leading)
                    let right = safeArea.right + (isRightToLeft ? margins.leading : margins.trailing)
                    tabBar.frame = CGRect(x: left, y: bounds.maxY - safeArea.bottom - margins.bottom - height, width: bounds.width - left - right, height: height)
                    """)
            } else {
                p.line("tabBar.frame = CGRect(x: 0, y: bounds.maxY - safeArea.bottom - height, width: bounds.width, height: height + safeArea.bottom)")
            }
            p.line("updateScreenInsets()")
        }
        p.line()
        p.docComment([
            "Sets the screens' safe area to end at the bar" + (hasNavigationTabs ? ": per screen of a navigation stack, so that a" : "."),
        ] + (hasNavigationTabs ? [
            "screen shown without the bar (`hidesBottomBarWhenPushed`) has none, and no screen's safe area",
            "changes during a push or a pop. `stack` is the stack about to be shown, before a transition.",
        ] : []))
        p.block(hasNavigationTabs ? "private func updateScreenInsets(for stack: [UIViewController]? = nil)" : "private func updateScreenInsets()") { p in
            p.line("guard let displayedScreen else { return }")
            p.line("let overlap = max(0, view.bounds.maxY - view.safeAreaInsets.bottom - tabBar.frame.minY)")
            if hasNavigationTabs {
                p.block("if let navigationController = displayedScreen as? UINavigationController") { p in
                    p.line("let stack = stack ?? navigationController.viewControllers")
                    if hidesOnPushInCustom {
                        p.block("for (index, screen) in stack.enumerated()") { p in
                            p.line("let inset = Self.hidesTabBar(at: index, in: stack) ? 0 : overlap")
                            p.line("if screen.additionalSafeAreaInsets.bottom != inset { screen.additionalSafeAreaInsets.bottom = inset }")
                        }
                    } else {
                        p.block("for screen in stack where screen.additionalSafeAreaInsets.bottom != overlap") { p in
                            p.line("screen.additionalSafeAreaInsets.bottom = overlap")
                        }
                    }
                    p.line("return")
                }
            }
            p.block("if displayedScreen.additionalSafeAreaInsets.bottom != overlap") { p in
                p.line("displayedScreen.additionalSafeAreaInsets.bottom = overlap")
            }
        }
    }

    private func printShowScreen(_ p: inout CodePrinter) {
        p.docComment([
            "Puts `tab`'s screen on screen and takes the previous one off, with UIKit's containment",
            "calls in their required order; only the selected screen's view stays in the hierarchy.",
        ])
        p.block("private func showScreen(for tab: \(tabType)\(hasTransition ? ", animated: Bool" : ""))") { p in
            p.line("""
                let newScreen = screen(for: tab)
                guard newScreen !== displayedScreen else { return }
                let oldScreen = displayedScreen
                displayedScreen = newScreen
                """)
            // The containment calls, in UIKit's order: `willMove(toParent: nil)`, remove the view,
            // `removeFromParent()`; then `addChild(_:)`, add the view, `didMove(toParent:)`.
            func swap(_ me: String) -> [String] {
                let prefix = me.isEmpty ? "" : me + "."
                return [
                    "if let oldScreen {",
                    "    oldScreen.willMove(toParent: nil)",
                    "    oldScreen.view.removeFromSuperview()",
                    "    oldScreen.removeFromParent()",
                    "}",
                ] + Self.embedding("newScreen", in: prefix + "screenContainer", owner: prefix)
            }
            if hasTransition {
                p.block("let swapScreens =") { p in
                    p.lines(swap("self"))
                }
                p.block("if animated") { p in
                    p.line("UIView.transition(with: screenContainer, duration: \(styleType).transitionDuration, options: [.transitionCrossDissolve, .allowUserInteraction], animations: swapScreens)")
                }
                p.block("else") { p in
                    p.line("swapScreens()")
                }
            } else {
                p.lines(swap(""))
            }
            p.line("setNeedsStatusBarAppearanceUpdate()")
            p.line("setNeedsUpdateOfHomeIndicatorAutoHidden()")
            if hidesOnPushInCustom {
                p.line("// A tab's stack may hide the bar (`hidesBottomBarWhenPushed`), however the tab was selected.")
                p.line("setTabBarHidden(Self.hidesTabBar(in: newScreen as? UINavigationController))")
            }
            p.line("// The safe area is set before the screen is first laid out, so it never jumps.")
            p.line("layoutTabBar()")
        }
    }

    private func printScreenLookup(_ p: inout CodePrinter) {
        p.docComment(["The screen of tab `tab`" + (hasNavigationTabs ? " (in its navigation controller when it has one)" : "") + ": made the first time it is needed, then kept."])
        p.block("private func screen(for tab: \(tabType)) -> UIViewController") { p in
            p.line("if let screen = screens[tab] { return screen }")
            switch showsNavigation(tabs) {
            case true?:
                p.line("let screen = makeNavigationController(root: makeScreen(for: tab))")
            case false?:
                p.line("let screen = makeScreen(for: tab)")
            case nil:
                p.line("let screen: UIViewController")
                p.block("if tab.showsNavigationController") { p in
                    p.line("screen = makeNavigationController(root: makeScreen(for: tab))")
                }
                p.block("else") { p in
                    p.line("screen = makeScreen(for: tab)")
                }
            }
            p.line("// The screen and its navigation controller carry the tab's item, as under a UITabBarController.")
            p.line("screen.tabBarItem = barItems[tab]")
            switch showsNavigation(tabs) {
            case true?: p.line("screen.viewControllers.first?.tabBarItem = barItems[tab]")
            case nil: p.line("(screen as? UINavigationController)?.viewControllers.first?.tabBarItem = barItems[tab]")
            case false?: break
            }
            p.line("screens[tab] = screen")
            p.line("return screen")
        }
    }

    /// `makeNavigationController(root:)` and the stack observers: the tabs' navigation
    /// controllers report their stack changes to the container, which keeps their `delegate`
    /// free for the app.
    private func printNavigationStackObservers(_ p: inout CodePrinter) {
        p.docComment(["A tab's navigation controller, which tells the container about every change of its stack."])
        p.block("private func makeNavigationController(root: UIViewController) -> UINavigationController") { p in
            p.line("let navigationController = \(helperType("NavigationController"))(rootViewController: root)")
            p.closure("navigationController.stackWillChange =", "[weak self] navigationController, stack") { p in
                p.line("self?.navigationStackWillChange(navigationController, to: stack)")
            }
            if hidesOnPushInCustom {
                p.closure("navigationController.stackDidChange =", "[weak self] navigationController, animated") { p in
                    p.line("self?.navigationStackDidChange(navigationController, animated: animated)")
                }
            }
            p.line("return navigationController")
        }
        p.line("""

            /// Before a push or a pop: the screens about to be shown get their safe area now, so none jumps
            /// when the transition ends.
            private func navigationStackWillChange(_ navigationController: UINavigationController, to stack: [UIViewController]) {
                guard navigationController === displayedScreen, isViewLoaded else { return }
                updateScreenInsets(for: stack)
            }
            """)
        guard hidesOnPushInCustom else { return }
        p.line("""

            /// `hidesOnPush: true`: the bar hides while a screen that sets `hidesBottomBarWhenPushed` is
            /// on top of the shown tab's stack, fading alongside the push or pop.
            private func navigationStackDidChange(_ navigationController: UINavigationController, animated: Bool) {
                guard navigationController === displayedScreen else { return }
                let hidden = Self.hidesTabBar(in: navigationController)
                guard animated, let coordinator = navigationController.transitionCoordinator else {
                    setTabBarHidden(hidden)
                    return
                }
                if !hidden { tabBar.isHidden = false }
                coordinator.animate(alongsideTransition: { _ in
                    self.tabBar.alpha = hidden ? 0 : 1
                }, completion: { _ in
                    // An interactive pop can be cancelled: follow the stack as it really is.
                    self.setTabBarHidden(Self.hidesTabBar(in: navigationController))
                    self.updateScreenInsets()
                })
            }

            /// Shows or hides the bar at once; a hidden bar (and its raised button) takes no touches.
            private func setTabBarHidden(_ hidden: Bool) {
                tabBar.alpha = hidden ? 0 : 1
                tabBar.isHidden = hidden
            }

            /// Whether the bar hides while `navigationController`'s top screen is shown.
            private static func hidesTabBar(in navigationController: UINavigationController?) -> Bool {
                guard let stack = navigationController?.viewControllers, !stack.isEmpty else { return false }
                return hidesTabBar(at: stack.count - 1, in: stack)
            }

            /// Whether the bar hides while the screen at `index` of `stack` is shown: when it, or a screen
            /// pushed before it, sets `hidesBottomBarWhenPushed`. As in UIKit, the root screen doesn't count.
            private static func hidesTabBar(at index: Int, in stack: [UIViewController]) -> Bool {
                stack.prefix(through: index).dropFirst().contains { $0.hidesBottomBarWhenPushed }
            }
            """)
    }

    /// The file-private navigation controller and bar item of the tabs, `kind: custom`.
    func printCustomNavigationController(_ p: inout CodePrinter) {
        guard model.kind == .custom else { return }
        p.line()
        p.docComment([
            "A tab's `tabBarItem`, carried by its screens as under a `UITabBarController`: a screen that",
            "sets its badge, title or image changes its item in the bar.",
        ])
        p.line("""
            \(SwiftLayout.availability)
            private final class \(helperType("TabBarItem")): UITabBarItem {
                var didChange: (() -> Void)?

                override var badgeValue: String? { didSet { didChange?() } }
                override var title: String? { didSet { didChange?() } }
                override var image: UIImage? { didSet { didChange?() } }
                override var selectedImage: UIImage? { didSet { didChange?() } }
            }
            """)
        guard hasNavigationTabs else { return }
        p.line()
        p.docComment([
            "A tab's navigation controller. It tells the container before and after every change of its",
            "stack — push, pop, an interactive pop, `setViewControllers` — so the screens' safe area is set",
            "before a transition starts" + (hidesOnPushInCustom ? " and the bar hides or shows alongside it" : "") + ", without taking its",
            "`delegate`, which stays the app's.",
        ])
        p.line("""
            \(SwiftLayout.availability)
            private final class \(helperType("NavigationController")): UINavigationController {
                var stackWillChange: ((UINavigationController, [UIViewController]) -> Void)?
                var stackDidChange: ((UINavigationController, Bool) -> Void)?

                override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                    stackWillChange?(self, viewControllers + [viewController])
                    super.pushViewController(viewController, animated: animated)
                    stackDidChange?(self, animated)
                }

                @discardableResult
                override func popViewController(animated: Bool) -> UIViewController? {
                    stackWillChange?(self, Array(viewControllers.dropLast()))
                    let popped = super.popViewController(animated: animated)
                    stackDidChange?(self, animated)
                    return popped
                }

                @discardableResult
                override func popToRootViewController(animated: Bool) -> [UIViewController]? {
                    stackWillChange?(self, Array(viewControllers.prefix(1)))
                    let popped = super.popToRootViewController(animated: animated)
                    stackDidChange?(self, animated)
                    return popped
                }

                @discardableResult
                override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
                    if let index = viewControllers.firstIndex(of: viewController) { stackWillChange?(self, Array(viewControllers.prefix(through: index))) }
                    let popped = super.popToViewController(viewController, animated: animated)
                    stackDidChange?(self, animated)
                    return popped
                }

                override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
                    stackWillChange?(self, viewControllers)
                    super.setViewControllers(viewControllers, animated: animated)
                    stackDidChange?(self, animated)
                }
            }
            """)
    }

    // MARK: Bar

    func printCustomBar(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        let hasTitles = items.contains { $0.title != nil }
        printDeclaration(&p, "public final class \(barType): UIView", doc: [
            "The bar of a `\(controllerType)`: one button per item, and the shape, border, shadow,",
            "indicator and raised button the layout's style asks for, all drawn from its bounds.",
            "",
            "The bar only shows the selection; `\(controllerType)` changes it.",
        ]) { p in
            p.docComment(["The tab shown as selected."])
            p.line("public private(set) var currentTab: \(tabType) = \(initialCase)")
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
                public required init?(coder: NSCoder) {
                    fatalError("\(barType) is created by \(controllerType)")
                }

                /// The frame of `tab`'s item in the bar's coordinates, as last laid out.
                public func itemFrame(for tab: \(tabType)) -> CGRect {
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
            p.block("public override func layoutSubviews()") { p in
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

    private func printLayoutItems(_ p: inout CodePrinter) {
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
    private func printPlaceItem(_ p: inout CodePrinter) {
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

    private func printItemButtonClass(_ p: inout CodePrinter) {
        let hasTitles = items.contains { $0.title != nil }
        p.docComment([
            "One item: its icon" + (hasTitles ? " and title" : "") + ", a button to VoiceOver that carries the selected trait",
            "while selected (modal items never are, so they stay plain buttons).",
        ])
        p.block("private final class ItemButton: UIControl") { p in
            p.line("private var image: UIImage?")
            p.line("private var selectedImage: UIImage?")
            if usesAssetColors { p.line("private let resourceBundle: Bundle") }
            p.line("private let iconView = UIImageView()")
            if hasTitles { p.line("private let titleLabel = UILabel()") }
            p.line("""
                private let badgeLabel = UILabel()

                var badgeValue: String? {
                    didSet { updateBadge() }
                }

                override var isSelected: Bool {
                    didSet { updateAppearance() }
                }

                """)
            p.block("init(tab: \(tabType), resourceBundle: Bundle)") { p in
                p.line("image = tab.icon(selected: false, in: resourceBundle)")
                p.line("selectedImage = tab.icon(selected: true, in: resourceBundle)")
                if usesAssetColors { p.line("self.resourceBundle = resourceBundle") }
                p.line("super.init(frame: .zero)")
                p.lines(Self.itemAccessibility(largeContentImage: "image"))
                p.line("""
                    iconView.contentMode = .center
                    iconView.isUserInteractionEnabled = false
                    addSubview(iconView)
                    """)
                if hasTitles {
                    p.line("""
                        if let title = tab.title {
                            titleLabel.text = title
                            // Titles follow Dynamic Type up to the size that still fits the bar; beyond that the
                            // large content viewer shows them.
                            titleLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: \(styleType).titleFont, maximumPointSize: \(styleType).titleMaximumPointSize)
                            titleLabel.adjustsFontForContentSizeCategory = true
                            titleLabel.adjustsFontSizeToFitWidth = true
                            titleLabel.minimumScaleFactor = 0.7
                            titleLabel.textAlignment = .center
                            addSubview(titleLabel)
                        }
                        """)
                }
                p.line("""
                    badgeLabel.font = .systemFont(ofSize: 11, weight: .semibold)
                    badgeLabel.textColor = .white
                    badgeLabel.backgroundColor = .systemRed
                    badgeLabel.textAlignment = .center
                    badgeLabel.clipsToBounds = true
                    badgeLabel.isHidden = true
                    addSubview(badgeLabel)
                    // Property observers don't run for assignments in the initializer: update explicitly.
                    badgeValue = tab.badge
                    updateBadge()
                    updateAppearance()
                    """)
            }
            p.line()
            printUnusedCoderInitializer(&p)
            p.line()
            p.docComment(["Shows what a screen set on its `tabBarItem`, as a `UITabBar` does for its items."])
            p.block("func show(_ item: UITabBarItem)") { p in
                if hasTitles {
                    p.line("titleLabel.text = item.title")
                    p.line("largeContentTitle = item.title ?? accessibilityLabel")
                }
                p.line("""
                    image = item.image
                    selectedImage = item.selectedImage ?? item.image
                    largeContentImage = image
                    badgeValue = item.badgeValue
                    updateAppearance()
                    setNeedsLayout()
                    """)
            }
            p.line("""

                /// Shows the badge, which VoiceOver reads as the item's value.
                private func updateBadge() {
                    badgeLabel.text = badgeValue
                    badgeLabel.isHidden = badgeValue == nil
                    accessibilityValue = badgeValue
                    setNeedsLayout()
                }

                """)
            p.block("private func updateAppearance()") { p in
                p.line("let color = isSelected ? \(styleColor("selectedTint")) : \(styleColor("tint"))")
                p.line("iconView.image = isSelected ? selectedImage : image")
                p.line("iconView.tintColor = color")
                if hasTitles { p.line("titleLabel.textColor = color") }
                p.line("accessibilityTraits = isSelected ? [.button, .selected] : .button")
            }
            p.line()
            p.block("override func sizeThatFits(_ size: CGSize) -> CGSize") { p in
                p.line("let iconSize = iconView.sizeThatFits(size)")
                if hasTitles { p.line("let titleSize = titleLabel.text == nil ? .zero : titleLabel.sizeThatFits(size)") }
                let width = hasTitles ? "max(iconSize.width, titleSize.width)" : "iconSize.width"
                p.line("return CGSize(width: \(width) + 16, height: size.height)")
            }
            p.line()
            p.block("override func layoutSubviews()") { p in
                p.line("super.layoutSubviews()")
                p.line("let iconSize = iconView.sizeThatFits(bounds.size)")
                if hasTitles {
                    p.line("let hasTitle = titleLabel.text != nil")
                    p.line("let titleHeight = hasTitle ? titleLabel.sizeThatFits(bounds.size).height : 0")
                    p.line("let spacing: CGFloat = hasTitle ? 2 : 0")
                    p.line("let top = ((bounds.height - iconSize.height - spacing - titleHeight) / 2).rounded()")
                    p.line("iconView.frame = CGRect(x: (bounds.width - iconSize.width) / 2, y: top, width: iconSize.width, height: iconSize.height)")
                    p.line("titleLabel.frame = CGRect(x: 2, y: iconView.frame.maxY + spacing, width: bounds.width - 4, height: titleHeight)")
                } else {
                    p.line("iconView.frame = CGRect(x: (bounds.width - iconSize.width) / 2, y: ((bounds.height - iconSize.height) / 2).rounded(), width: iconSize.width, height: iconSize.height)")
                }
                p.line("""
                    // The badge sits on the icon's top trailing corner.
                    let badgeSize = badgeLabel.sizeThatFits(bounds.size)
                    let badgeHeight = max(badgeSize.height, 16)
                    let badgeWidth = max(badgeSize.width + 8, badgeHeight)
                    \(Self.layoutDirection)
                    let badgeCenterX = isRightToLeft ? iconView.frame.minX : iconView.frame.maxX
                    badgeLabel.frame = CGRect(x: badgeCenterX - badgeWidth / 2, y: iconView.frame.minY - badgeHeight / 3, width: badgeWidth, height: badgeHeight)
                    badgeLabel.layer.cornerRadius = badgeHeight / 2
                    """)
            }
        }
    }
}
