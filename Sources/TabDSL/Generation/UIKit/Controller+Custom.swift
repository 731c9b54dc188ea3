/// `kind: custom`: a container view controller with a `UIView` bar (the floating, indicator and eager bars).
extension SwiftLayout {
    func printCustomController(_ p: inout CodePrinter) {
        printDeclaration(&p, "\(access)final class \(controllerType): UIViewController", doc: [
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
            p.line("\(access)let tabBar: \(barType)")
            p.line()
            printControllerState(&p, currentTab: "tabBar.currentTab")
            p.docComment(["Holds the screens' views, under the bar."])
            p.line("private let screenContainer = UIView()")
            p.docComment(["The screens made so far" + (hasNavigationTabs ? (showsNavigation(tabs) == true ? ", in their navigation controllers" : ", in navigation controllers where the layout asks for one") : "")
                          + ", one place per item in the layout's order."])
            p.line("private var screens: [UIViewController?] = Array(repeating: nil, count: \(tabType).allCases.count)")
            p.docComment(["The child whose view is on screen."])
            p.line("private var displayedScreen: UIViewController?")
            p.docComment(["Each tab's `tabBarItem`, which its screens carry as under a `UITabBarController`: what a screen sets on it (badge, title, image) shows in the bar. "
                          + "One place per item in the layout's order" + (modals.isEmpty ? "." : "; none for modal items.")])
            p.line("private var barItems: [\(helperType("TabBarItem"))?] = Array(repeating: nil, count: \(tabType).allCases.count)")
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
                    p.line("let item = \(helperType("TabBarItem"))(title: \(textAccess(.title, of: "tab", bundle: "resourceBundle")), image: tab.icon(selected: false, in: resourceBundle), selectedImage: tab.icon(selected: true, in: resourceBundle))")
                    p.line("item.badgeValue = \(textAccess(.badge, of: "tab", bundle: "resourceBundle"))")
                    p.closure("item.didChange =", "[weak self, unowned item]") { p in
                        p.line("self?.tabBar.showItem(item, for: tab)")
                    }
                    p.line("barItems[\(position(of: "tab"))] = item")
                }
            }
            p.line()
            p.block("\(access)override func viewDidLoad()") { p in
                p.line("super.viewDidLoad()")
                p.line("view.backgroundColor = .systemBackground")
                p.line("screenContainer.frame = view.bounds")
                p.line("screenContainer.autoresizingMask = UIView.AutoresizingMask.flexibleWidth.union(.flexibleHeight)")
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
            p.block("\(access)override func viewDidLayoutSubviews()") { p in
                p.line("super.viewDidLayoutSubviews()")
                p.line("layoutTabBar()")
            }
            p.line()
            printAppearanceForwarding(&p, to: "displayedScreen", access: access,
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

    func printSelectMethods(_ p: inout CodePrinter) {
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
                p.line("(screens[\(position(of: "tab"))] as? UINavigationController)?.popToRootViewController(animated: animated)")
            }
        }
        if model.haptics != .none {
            p.line()
            printItemTapped(&p, on: "an item")
        }
    }

    func printBadgeMethod(_ p: inout CodePrinter) {
        printSetBadgeValue(&p) { p in
            p.block("if let item = barItems[\(position(of: "tab"))]") { p in
                p.line("item.badgeValue = value")
            }
            p.block("else") { p in
                p.line("tabBar.setBadgeValue(value, for: tab)")
            }
        }
    }

    func printLayoutTabBar(_ p: inout CodePrinter) {
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
            "With its toolbar shown, the navigation controller takes the inset instead, so the toolbar (at",
            "the bottom of its safe area) sits above the bar and its screens have the inset through it.",
        ] : []) + [
            "The inset is added to a screen's own `additionalSafeAreaInsets`, never put in their place.",
        ])
        p.block(hasNavigationTabs ? "private func updateScreenInsets(for stack: [UIViewController]? = nil)" : "private func updateScreenInsets()") { p in
            p.line("guard let displayedScreen else { return }")
            p.line("let overlap = max(0, view.bounds.maxY - view.safeAreaInsets.bottom - tabBar.frame.minY)")
            if hasNavigationTabs {
                p.block("if let navigationController = displayedScreen as? UINavigationController") { p in
                    p.line("let stack = stack ?? navigationController.viewControllers")
                    // With `hidesOnPush`, a screen that hides the bar has no inset, nor its toolbar.
                    let hides = hidesOnPushInCustom
                    if hides { p.line("let showsBar = !Self.hidesTabBar(at: stack.count - 1, in: stack)") }
                    p.line("let toolbarInset = !navigationController.isToolbarHidden\(hides ? " && showsBar" : "") ? overlap : 0")
                    p.line("setBarInset(toolbarInset, of: navigationController)")
                    p.block(hides ? "for (index, screen) in stack.enumerated()" : "for screen in stack") { p in
                        p.line("setBarInset(toolbarInset > 0\(hides ? " || Self.hidesTabBar(at: index, in: stack)" : "") ? 0 : overlap, of: screen)")
                    }
                    p.line("return")
                }
            }
            p.line("setBarInset(overlap, of: displayedScreen)")
        }
        p.line("""

            /// A screen and the part of its `additionalSafeAreaInsets.bottom` that this controller added.
            private struct BarInset {
                weak var screen: UIViewController?
                var inset: CGFloat
            }

            /// The bar's inset added to each screen; the rest of a screen's inset is its own.
            private var barInsets: [BarInset] = []

            /// Makes the bar's part of `screen`'s bottom safe-area inset `inset`, keeping the screen's own.
            private func setBarInset(_ inset: CGFloat, of screen: UIViewController) {
                var added: CGFloat = 0
                // Screens that are gone are forgotten; `screen`'s entry is made again, last.
                var kept: [BarInset] = []
                for entry in barInsets where entry.screen != nil {
                    if entry.screen === screen { added = entry.inset } else { kept.append(entry) }
                }
                kept.append(BarInset(screen: screen, inset: inset))
                barInsets = kept
                if added != inset { screen.additionalSafeAreaInsets.bottom += inset - added }
            }
            """)
    }

    func printShowScreen(_ p: inout CodePrinter) {
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
                    p.line("UIView.transition(with: screenContainer, duration: \(styleType).transitionDuration, options: UIView.AnimationOptions.transitionCrossDissolve.union(.allowUserInteraction), animations: swapScreens)")
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

    func printScreenLookup(_ p: inout CodePrinter) {
        p.docComment(["The screen of tab `tab`" + (hasNavigationTabs ? " (in its navigation controller when it has one)" : "") + ": made the first time it is needed, then kept."])
        p.block("private func screen(for tab: \(tabType)) -> UIViewController") { p in
            p.line("if let screen = screens[\(position(of: "tab"))] { return screen }")
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
            p.line("let item = barItems[\(position(of: "tab"))]")
            p.line("screen.tabBarItem = item")
            switch showsNavigation(tabs) {
            case true?: p.line("screen.viewControllers.first?.tabBarItem = item")
            case nil: p.line("(screen as? UINavigationController)?.viewControllers.first?.tabBarItem = item")
            case false?: break
            }
            p.line("screens[\(position(of: "tab"))] = screen")
            p.line("return screen")
        }
    }

    /// `makeNavigationController(root:)` and the stack observers: the tabs' navigation
    /// controllers report their stack changes to the container, which keeps their `delegate`
    /// free for the app.
    func printNavigationStackObservers(_ p: inout CodePrinter) {
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
                guard index > 0 else { return false }
                for position in 1...index where stack[position].hidesBottomBarWhenPushed { return true }
                return false
            }
            """)
    }

    /// The file-private navigation controller and bar item of the tabs, `kind: custom`.
    func printCustomNavigationController(_ p: inout CodePrinter) {
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
                    var stack = viewControllers
                    stack.append(viewController)
                    stackWillChange?(self, stack)
                    super.pushViewController(viewController, animated: animated)
                    stackDidChange?(self, animated)
                }

                @discardableResult
                override func popViewController(animated: Bool) -> UIViewController? {
                    var stack = viewControllers
                    if !stack.isEmpty { stack.removeLast() }
                    stackWillChange?(self, stack)
                    let popped = super.popViewController(animated: animated)
                    stackDidChange?(self, animated)
                    return popped
                }

                @discardableResult
                override func popToRootViewController(animated: Bool) -> [UIViewController]? {
                    stackWillChange?(self, viewControllers.first.map { [$0] } ?? [])
                    let popped = super.popToRootViewController(animated: animated)
                    stackDidChange?(self, animated)
                    return popped
                }

                @discardableResult
                override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
                    // The screens above `viewController` go; nothing changes when it isn't in the stack.
                    var stack = viewControllers
                    while let top = stack.last, top !== viewController { stack.removeLast() }
                    if !stack.isEmpty { stackWillChange?(self, stack) }
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
}
