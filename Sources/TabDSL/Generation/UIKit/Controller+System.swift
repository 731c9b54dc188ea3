/// `kind: system`: a `UITabBarController` subclass with a drawn `UITabBar` (the rounded and notched bars).
extension SwiftLayout {
    /// Tabs whose entry in `viewControllers` waits for its screen (`loading: lazy`).
    var lazyEntries: Bool { model.loading == .lazy }

    var needsScreenHost: Bool { lazyEntries && tabs.contains { !$0.navigation } }

    /// `hidesOnPush: false` on a system bar needs a navigation controller that keeps it shown.
    var needsKeepingNavigationController: Bool { !model.hidesOnPush && hasNavigationTabs }

    /// The tabs' navigation controllers are the generated class when they make their root
    /// screen on demand or keep the bar shown; else UIKit's.
    var needsTabNavigationController: Bool {
        hasNavigationTabs && (lazyEntries || needsKeepingNavigationController)
    }

    var tabNavigationType: String {
        needsTabNavigationController ? helperType("NavigationController") : "UINavigationController"
    }

    func printSystemController(_ p: inout CodePrinter) {
        let raised = model.raisedItem
        printDeclaration(&p, "\(access)final class \(controllerType): UITabBarController", doc: [
            "A `UITabBarController` whose bar is a `\(barType)`, drawn from the layout's style.",
        ] + docParagraph + [
            "",
            usesTabs
                ? "On iOS 18 and later it is built with `UITab`s" + (model.sections.isEmpty ? "" : " (a `UITabGroup` per section)")
                    + "; UIKit's `delegate` is then the controller's own, which"
                    + (modals.isEmpty ? " follows taps in the bar and the sidebar." : " refuses a modal item's tab and presents its screen instead.")
                    + " Before iOS 18 it is the classic bar" + (model.sections.isEmpty ? "" : ", the sections' items in the layout's order") + ","
                    + " and UIKit's `delegate` stays the app's: the controller watches taps and UIKit's selection through its own overrides."
                : "UIKit's `delegate` stays the app's: the controller watches taps and UIKit's selection"
                + " through its own overrides"
                + (modals.isEmpty ? "." : ", so a modal item presents its screen and never becomes selected, whoever the delegate is."),
            "Every way of selecting — a tap, `select(_:animated:)`, `currentTab`, `selectedIndex`,"
                + " `selectedViewController`, the More list, state restoration — shows the tab's screen and"
                + " tells the bindings once.",
            "",
            "The selection lives in one place, `selectedViewController`. Screens are "
                + (model.loading == .eager ? "all created, with their views loaded, at start." : "created when their tab is first shown."),
        ]) { p in
            printControllerState(&p, currentTab: "shownTab ?? \(initialCase)")
            p.docComment(["The tab whose screen is selected, or `nil` while the More list is shown."])
            if usesTabs {
                printTabsShownTab(&p)
            } else {
                p.line("private var shownTab: \(tabType)? { selectedViewController.flatMap(tabOfEntry) }")
            }
            p.docComment(["Each item's view controller in `viewControllers`, in the layout's order" + (modals.isEmpty ? "." : "; a modal item's is a stand-in that is never selected.")])
            p.line("private var entries: [UIViewController?] = Array(repeating: nil, count: \(tabType).allCases.count)")
            p.docComment(["The tab the bindings were last told about, so each change is told once."])
            p.line("private var notifiedTab: \(tabType) = \(initialCase)")
            p.docComment(["False until the set-up is done: selection changes UIKit makes while it builds the tabs are not the user's."])
            p.line("private var isSetUp = false")
            if usesTabs {
                p.docComment(["UIKit's `delegate` on iOS 18 and later, which UIKit holds weakly."])
                p.line("private lazy var tabSelectionDelegate = \(tabSelectionDelegateType)(controller: self)")
            }
            if let raised {
                p.docComment(["The raised item's badge, shown on the raised button or, where the item is plain, on the item."])
                // Lazy, so its text is looked up in the resource bundle the initializer set.
                p.line("private \(localizesTexts ? "lazy " : "")var raisedBadgeValue = \(textAccess(.badge, of: qualifiedCase(id: raised.id), bundle: "resourceBundle"))")
            }
            p.line()
            printInitializers(&p, storedSetUp: [])
            p.line()
            p.block("private func setUp()") { p in
                p.line("installBar()")
                if let raised {
                    p.closure("(tabBar as? \(barType))?.raisedButtonTapped =", "[weak self]") { p in
                        p.line("self?.itemTapped(\(caseName(raised)))")
                    }
                }
                p.block("for tab in \(tabType).allCases") { p in
                    p.line("let entry = makeEntry(for: tab)")
                    p.line("entry.tabBarItem = Self.makeBarItem(for: tab, bundle: resourceBundle)")
                    p.line("entries[\(position(of: "tab"))] = entry")
                }
                if raised != nil { p.line("showRaisedItem(for: (tabBar as? \(barType))?.barDesign ?? .glass)") }
                if usesTabs {
                    printTabsOrViewControllersSetUp(&p)
                } else {
                    p.line("setViewControllers(entries.compactMap { $0 }, animated: false)")
                    p.line("selectedViewController = entries[\(position(of: qualifiedCase(id: model.initial)))]")
                }
                if lazyEntries { p.line("loadScreen(for: \(initialCase))") }
                p.line("isSetUp = true")
            }
            p.line()
            printInstallBar(&p)
            if usesTabs {
                p.line()
                printTabsMembers(&p)
            }
            p.line()
            printSystemSelectMethods(&p)
            p.line()
            printSetBadgeValue(&p) { p in
                if usesTabs {
                    p.line("if \(Self.iOS18Availability) { systemTab(for: tab)?.badgeValue = value }")
                }
                if let raised {
                    // The raised item's badge is on the raised button, or on its item where that is plain.
                    p.block("if tab == \(caseName(raised))") { p in
                        p.line("raisedBadgeValue = value")
                        p.line("showRaisedItem(for: (tabBar as? \(barType))?.barDesign ?? .glass)")
                    }
                    p.block("else") { p in
                        p.line("entries[\(position(of: "tab"))]?.tabBarItem.badgeValue = value")
                    }
                } else {
                    p.line("entries[\(position(of: "tab"))]?.tabBarItem.badgeValue = value")
                }
            }
            p.line()
            p.block("private func tabOfEntry(_ entry: UIViewController) -> \(tabType)?") { p in
                p.line("\(tabType).allCases.first { entries[\(position(of: "$0"))] === entry }")
            }
            p.line()
            printMakeEntry(&p)
            p.line()
            printMakeBarItem(&p)
            if lazyEntries {
                p.line()
                printLoadScreen(&p)
            }
            p.line()
            printMakeScreen(&p)
            printControllerEnd(&p)
        }
    }

    func printSystemSelectMethods(_ p: inout CodePrinter) {
        printSelectionMethods(&p, popToRoot: "(entries[\(position(of: "tab"))] as? UINavigationController)?.popToRootViewController(animated: animated)",
                              changeSelection: "Makes `tab` the selected tab; `selectedViewController`'s observer does the rest.") { p in
            if usesTabs {
                p.line("guard tab != shownTab, entries[\(position(of: "tab"))] != nil else { return }")
                printWithCrossDissolve(&p, when: "animated, isViewLoaded", animated: "self.showTab(tab)", plain: "showTab(tab)")
            } else {
                p.line("guard tab != shownTab, let entry = entries[\(position(of: "tab"))] else { return }")
                printWithCrossDissolve(&p, when: "animated, isViewLoaded", animated: "self.selectedViewController = entry", plain: "selectedViewController = entry")
            }
        }
        p.line()
        p.docComment([
            "A tap on an item. " + (modals.isEmpty ? "" : "A modal item presents its screen and never becomes selected; ")
                + "a tab goes through UIKit's own handling (the app's `delegate`, if any, is asked and told as",
            "usual; the selected tab's stack pops to its root)" + (hasTransition ? ", with the layout's cross-dissolve." : "."),
        ])
        p.block("\(access)override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)") { p in
            if usesTabs {
                p.block("if \(Self.iOS18Availability)") { p in
                    p.line("// With `UITab`s UIKit asks its delegate first (`shouldSelectTab`), where a modal item presents its screen.")
                    p.line("super.tabBar(tabBar, didSelect: item)")
                    p.line("selectionDidChange()")
                    p.line("return")
                }
            }
            let usesTab = !modals.isEmpty || model.haptics != .none || hasTransition
            p.block(usesTab ? "guard isSetUp, let tab = \(tabType)(rawValue: item.tag) else" : "guard isSetUp else") { p in
                p.line("super.tabBar(tabBar, didSelect: item)")
                p.line("return")
            }
            if !modals.isEmpty {
                printModalSelected(&p, givingBack: [
                    "// The bar shows the item selected already: give the selection back to the current tab.",
                    "tabBar.selectedItem = selectedViewController?.tabBarItem",
                ])
            }
            if model.haptics != .none {
                p.line("if tab != shownTab { playTabChangeFeedback() }")
            }
            printWithCrossDissolve(&p, when: "tab != shownTab, isViewLoaded", animated: "super.tabBar(tabBar, didSelect: item)", plain: "super.tabBar(tabBar, didSelect: item)")
            p.line("// UIKit selects through its own path, not the public setter: follow it.")
            p.line("selectionDidChange()")
        }
        p.line("""

            /// UIKit's own ways of selecting in code — `selectedViewController`, `selectedIndex`, state
            /// restoration — show the tab's screen and tell the bindings, as `select(_:animated:)` does.
            \(access)override var selectedViewController: UIViewController? {
                didSet { selectionDidChange() }
            }

            \(access)override var selectedIndex: Int {
                didSet { selectionDidChange() }
            }

            """)
        p.docComment([
            "Runs after every change of UIKit's selection, whatever made it: "
                + (lazyEntries ? "makes the new tab's screen, " : "")
                + (modals.isEmpty ? "" : "gives the selection back and presents the screen when a modal item's stand-in was selected, ")
                + "and tells the bindings once per change.",
        ])
        p.block("fileprivate func selectionDidChange()") { p in
            if usesTabs {
                p.line("guard isSetUp, let tab = shownTab else { return }")
                if !modals.isEmpty {
                    printModalSelected(&p, givingBack: [
                        "// UIKit selected it by a path its delegate doesn't see (or the app replaced the delegate).",
                        "if \(Self.iOS18Availability) { super.selectedTab = systemTab(for: notifiedTab) } else { super.selectedViewController = entries[\(position(of: "notifiedTab"))] }",
                    ])
                }
            } else {
                p.line("guard isSetUp, let entry = super.selectedViewController, let tab = tabOfEntry(entry) else { return }")
                if !modals.isEmpty {
                    printModalSelected(&p, givingBack: ["super.selectedViewController = entries[\(position(of: "notifiedTab"))]"])
                }
            }
            if lazyEntries { p.line("loadScreen(for: tab)") }
            p.line("guard tab != notifiedTab else { return }")
            p.line("notifiedTab = tab")
            p.line("notifySelection(tab)")
        }
        // The raised button is not a bar item: its taps come here, as a tap on an item would.
        guard model.raisedItem != nil else { return }
        p.line()
        printItemTapped(&p, on: "the raised button")
    }

    /// `if tab.isModal { … }`: UIKit selected a modal item, which never stays selected: `giveBack`
    /// gives the selection back, then the item's screen is presented.
    func printModalSelected(_ p: inout CodePrinter, givingBack giveBack: [String]) {
        p.block("if tab.isModal") { p in
            p.lines(giveBack)
            p.line("presentModal(tab, animated: true)")
            p.line("return")
        }
    }

    /// `plain`, or with `transition: crossDissolve`, `animated` inside a cross-dissolve of the
    /// controller's view when `when` holds.
    func printWithCrossDissolve(_ p: inout CodePrinter, when condition: String, animated: String, plain: String) {
        guard hasTransition else {
            p.line(plain)
            return
        }
        p.block("if \(condition)") { p in
            p.closure("UIView.transition(with: view, duration: \(styleType).transitionDuration, options: UIView.AnimationOptions.transitionCrossDissolve.union(.allowUserInteraction))", "") { p in
                p.line(animated)
            }
        }
        p.block("else") { p in
            p.line(plain)
        }
    }

    func printMakeEntry(_ p: inout CodePrinter) {
        var doc = ["The view controller that stands for `tab` in `viewControllers`"]
        doc[0] += lazyEntries ? ": its screen is made the first time the tab is shown or its stack is read." : ", with its screen's view loaded (`loading: eager`)."
        p.docComment(doc)
        p.block("private func makeEntry(for tab: \(tabType)) -> UIViewController") { p in
            if !modals.isEmpty {
                p.line("// A modal item's stand-in is never selected: a tap presents the item's screen instead.")
                p.line("if tab.isModal { return \(helperType("ModalStandIn"))(onAppear: { [weak self] in self?.selectionDidChange() }) }")
            }
            let navigation = showsNavigation(tabs)
            if lazyEntries {
                // Weak: an entry the app keeps may outlive the controller.
                let closures = "{ [weak self] in self?.makeScreen(for: tab) ?? UIViewController() }, onAppear: { [weak self] in self?.selectionDidChange() }"
                let makeNavigation = "\(tabNavigationType)(makeRoot: \(closures))"
                let makeHost = "\(helperType("ScreenHostController"))(makeContent: \(closures))"
                switch navigation {
                case true?: p.line("return " + makeNavigation)
                case false?: p.line("return " + makeHost)
                case nil:
                    p.block("if tab.showsNavigationController") { p in p.line("return " + makeNavigation) }
                    p.line("return " + makeHost)
                }
            } else {
                p.line("let screen = makeScreen(for: tab)")
                p.line("// `loading: eager`: the screen's `viewDidLoad` runs now, not on first selection.")
                p.line("screen.loadViewIfNeeded()")
                switch navigation {
                case true?: p.line("return \(tabNavigationType)(rootViewController: screen)")
                case false?: p.line("return screen")
                case nil: p.line("return tab.showsNavigationController ? \(tabNavigationType)(rootViewController: screen) : screen")
                }
            }
        }
    }

    /// `installBar()`: the drawn bar, or UIKit's glass bar on iOS 26 (docs/generated-code.md), and
    /// `minimizeBehavior`.
    func printInstallBar(_ p: inout CodePrinter) {
        p.docComment([
            "Gives the controller its bar: on iOS 26 and later UIKit's own Liquid Glass bar with the style's"
                + " tints" + (items.contains { $0.title != nil } ? ", title font" : "") + " and icons, else a `\(barType)` drawn from the style.",
        ])
        p.block("private func installBar()") { p in
            p.line("""
                if \(designType).usesGlass {
                    // No replacement bar, background, shape, border or shadow: the glass material, the
                    // floating capsule and its item layout stay UIKit's.
                    let appearance = \(designType).glass.makeAppearance(resourceBundle: resourceBundle)
                    tabBar.standardAppearance = appearance
                    tabBar.scrollEdgeAppearance = appearance
                } else if !(tabBar is \(barType)) {
                    // UIKit has no public way to give a tab bar controller made in code a UITabBar subclass;
                    // setting it by key-value coding is the common way. In a storyboard, set the tab bar's
                    // class to \(barType) instead, and this is skipped.
                    setValue(\(barType)(resourceBundle: resourceBundle), forKey: "tabBar")
                }
                """)
            if model.raisedItem != nil {
                p.closure("(tabBar as? \(barType))?.barDesignDidChange =", "[weak self] design") { p in
                    p.line("self?.showRaisedItem(for: design)")
                }
            }
            if model.minimizeBehavior != .automatic {
                p.line("// `tabBarMinimizeBehavior` is in the iOS 26 SDK, which Swift 6.2 (Xcode 26) comes with.")
                p.conditional("compiler(>=6.2)") { p in
                    p.block("if \(Self.iOS26Availability)") { p in
                        p.line("tabBarMinimizeBehavior = .\(model.minimizeBehavior.rawValue)")
                    }
                }
            }
            if let accessory = model.accessory {
                p.line("// `accessory`: the view above the bar, on iOS 26 and later (`UITabAccessory` is in the iOS 26 SDK;")
                p.line("// UIKit has it on iOS, iPadOS and Mac Catalyst, not on visionOS).")
                p.conditional("compiler(>=6.2) && !os(visionOS)") { p in
                    p.block("if \(Self.iOS26Availability)") { p in
                        p.line("bottomAccessory = UITabAccessory(contentView: \(screenExpression(accessory)))")
                    }
                }
            }
        }
    }

    func printMakeBarItem(_ p: inout CodePrinter) {
        p.line("""
            /// The bar item of `tab`: its icons, title, badge and accessibility.
            private static func makeBarItem(for tab: \(tabType), bundle: Bundle) -> UITabBarItem {
                let item = UITabBarItem(title: \(textAccess(.title, of: "tab", bundle: "bundle")), image: tab.icon(selected: false, in: bundle), selectedImage: tab.icon(selected: true, in: bundle))
                item.tag = tab.rawValue
                item.badgeValue = \(textAccess(.badge, of: "tab", bundle: "bundle"))
                item.accessibilityLabel = \(textAccess(.accessibilityLabel, of: "tab", bundle: "bundle"))
                item.accessibilityHint = \(textAccess(.accessibilityHint, of: "tab", bundle: "bundle"))
                item.accessibilityIdentifier = tab.accessibilityIdentifier
                return item
            }
            """)
        guard let raised = model.raisedItem else { return }
        p.line()
        p.docComment([
            "Shows the raised item's bar item as `design` asks. Classic: an empty, disabled and silent slot,"
                + " which the raised button stands in for. Glass and regular width: a plain item with its title and"
                + " icon, which a tap " + (raised.role == .modal ? "presents the screen from" : "selects") + ", as there is no raised button."
                + " The badge goes where the item shows: on the raised button, or on the plain item.",
        ])
        p.line("""
            private func showRaisedItem(for design: \(designType)) {
                guard let item = entries[\(position(of: qualifiedCase(id: raised.id)))]?.tabBarItem else { return }
                let isPlain = design != .classic
                item.title = isPlain ? \(textAccess(.title, of: qualifiedCase(id: raised.id), bundle: "resourceBundle")) : nil
                item.image = isPlain ? \(qualifiedCase(id: raised.id)).icon(selected: false, in: resourceBundle) : nil
                item.selectedImage = isPlain ? \(qualifiedCase(id: raised.id)).icon(selected: true, in: resourceBundle) : nil
                item.isEnabled = isPlain
                item.isAccessibilityElement = isPlain
                item.badgeValue = isPlain ? raisedBadgeValue : nil
                (tabBar as? \(barType))?.setRaisedBadgeValue(isPlain ? nil : raisedBadgeValue)
            """)
        if usesTabs { printRaisedSystemTab(&p, raised) }
        p.line("}")
    }

    func printLoadScreen(_ p: inout CodePrinter) {
        p.docComment(["Makes `tab`'s screen if it isn't made yet (`loading: lazy`)."])
        p.block("private func loadScreen(for tab: \(tabType))") { p in
            if hasNavigationTabs {
                p.line("(entries[\(position(of: "tab"))] as? \(tabNavigationType))?.loadRootIfNeeded()")
            }
            if needsScreenHost {
                p.line("(entries[\(position(of: "tab"))] as? \(helperType("ScreenHostController")))?.loadContentIfNeeded()")
            }
        }
    }

    /// File-private classes only the system kind needs.
    func printSystemHelpers(_ p: inout CodePrinter) {
        printModalStandIn(&p)
        if usesTabs { printTabSelectionDelegate(&p) }
        if needsScreenHost {
            p.line()
            printDeclaration(&p, "private final class \(helperType("ScreenHostController")): UIViewController", doc: [
                "Stands for a tab without a navigation controller in `viewControllers`. Its screen is made",
                "the first time its view loads (`loading: lazy`), so every way UIKit or the app selects",
                "the tab shows it.",
            ]) { p in
                p.line("""
                    private(set) var content: UIViewController?
                    private var makeContent: (() -> UIViewController)?
                    private let onAppear: () -> Void

                    init(makeContent: @escaping () -> UIViewController, onAppear: @escaping () -> Void) {
                        self.makeContent = makeContent
                        self.onAppear = onAppear
                        super.init(nibName: nil, bundle: nil)
                    }

                    """)
                printUnusedCoderInitializer(&p)
                p.line("""

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        loadContentIfNeeded()
                    }

                    """)
                printAppearanceReport(&p)
                p.line()
                p.block("func loadContentIfNeeded()") { p in
                    p.line("""
                        guard let makeContent else { return }
                        self.makeContent = nil
                        let screen = makeContent()
                        content = screen
                        """)
                    p.lines(Self.embedding("screen", in: "view"))
                    p.line("setNeedsStatusBarAppearanceUpdate()")
                }
                p.line()
                printAppearanceForwarding(&p, to: "content", because: "The screen decides the status bar and home indicator, as if it were the tab itself.")
            }
        }
        if needsTabNavigationController {
            var doc: [String] = []
            if lazyEntries {
                doc += [
                    "A tab's navigation controller. Its root screen is made the first time anything needs it",
                    "(its view loads, or its stack is read), so every way UIKit or the app selects the tab —",
                    "`selectedIndex`, the More list, state restoration — shows the screen, never an empty stack.",
                ]
            }
            if needsKeepingNavigationController {
                if !doc.isEmpty { doc.append("") }
                doc += ["`hidesOnPush: false`: it keeps the bar shown even when a pushed screen sets `hidesBottomBarWhenPushed`."]
            }
            p.line()
            printDeclaration(&p, "private final class \(helperType("NavigationController")): UINavigationController", doc: doc) { p in
                if lazyEntries {
                    p.line("""
                        private var makeRoot: (() -> UIViewController)?
                        private var onAppear: () -> Void = {}

                        convenience init(makeRoot: @escaping () -> UIViewController, onAppear: @escaping () -> Void) {
                            self.init(nibName: nil, bundle: nil)
                            self.makeRoot = makeRoot
                            self.onAppear = onAppear
                        }

                        override var viewControllers: [UIViewController] {
                            get {
                                loadRootIfNeeded()
                                return super.viewControllers
                            }
                            set {
                                makeRoot = nil
                                super.viewControllers = newValue
                            }
                        }

                        override func viewDidLoad() {
                            loadRootIfNeeded()
                            super.viewDidLoad()
                        }

                        """)
                    printAppearanceReport(&p)
                    p.line("""

                        func loadRootIfNeeded() {
                            guard let makeRoot else { return }
                            self.makeRoot = nil
                            setViewControllers([makeRoot()], animated: false)
                        }

                        """)
                }
                if needsKeepingNavigationController {
                    p.line("""
                        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                            viewController.hidesBottomBarWhenPushed = false
                            super.pushViewController(viewController, animated: animated)
                        }

                        """)
                }
                p.block("override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)") { p in
                    if lazyEntries { p.line("makeRoot = nil") }
                    if needsKeepingNavigationController {
                        p.line("for viewController in viewControllers { viewController.hidesBottomBarWhenPushed = false }")
                    }
                    p.line("super.setViewControllers(viewControllers, animated: animated)")
                }
            }
        }
    }

    /// The modal items' stand-in in `viewControllers`. On an iPad at regular width (docs/generated-code.md)
    /// the bar at the top selects through UIKit's own path, which neither the bar delegate
    /// method nor the `selectedViewController` setter sees: the stand-in appearing is what tells
    /// the controller, which gives the selection back and presents the item's screen.
    func printModalStandIn(_ p: inout CodePrinter) {
        guard !modals.isEmpty else { return }
        p.line()
        printDeclaration(&p, "private final class \(helperType("ModalStandIn")): UIViewController", doc: [
            "Stands for a modal item in `viewControllers`. It is never meant to show: a tap on the item"
                + " presents the item's screen. Where UIKit selects it by a path the controller doesn't see"
                + " (iPadOS's bar at the top, the More list), it tells the controller once it is shown, which"
                + " gives the selection back and presents the screen.",
        ]) { p in
            p.line("""
                private let onAppear: () -> Void

                init(onAppear: @escaping () -> Void) {
                    self.onAppear = onAppear
                    super.init(nibName: nil, bundle: nil)
                }

                """)
            printUnusedCoderInitializer(&p)
            p.line()
            p.line("// After UIKit's own transition, so that giving the selection back doesn't run inside it.")
            printAppearanceOverride(&p, "viewDidAppear", ["onAppear()"])
        }
    }
}
