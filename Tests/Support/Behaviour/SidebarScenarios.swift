// Behaviour scenarios for `kind: system` layouts built with `UITab`s (iOS 18 and later: a
// sidebar, sections, a search tab). On Linux `#available` is always true, so `Orchard` runs
// its iOS 18 path here; `OrchardFlat` is the same layout without `sidebar`, section and search
// role, which the generator builds the classic way on every version. Each scenario runs on
// both, so the two paths are held to the same selection rules.

import Foundation
import UIKit

/// Records what a controller of either layout tells its delegate.
final class OrchardEvents: OrchardTabBarControllerDelegate, OrchardFlatTabBarControllerDelegate {
    var events: [String] = []
    func tabBarController(_ tabBarController: OrchardTabBarController, didSelect tab: OrchardTab) { events.append("didSelect \(tab.identifier)") }
    func tabBarController(_ tabBarController: OrchardTabBarController, didPresent tab: OrchardTab) { events.append("didPresent \(tab.identifier)") }
    func tabBarController(_ tabBarController: OrchardTabBarController, didDismiss tab: OrchardTab) { events.append("didDismiss \(tab.identifier)") }
    func tabBarController(_ tabBarController: OrchardFlatTabBarController, didSelect tab: OrchardFlatTab) { events.append("didSelect \(tab.identifier)") }
    func tabBarController(_ tabBarController: OrchardFlatTabBarController, didPresent tab: OrchardFlatTab) { events.append("didPresent \(tab.identifier)") }
    func tabBarController(_ tabBarController: OrchardFlatTabBarController, didDismiss tab: OrchardFlatTab) { events.append("didDismiss \(tab.identifier)") }
}

/// One controller of either layout in a window, driven through its generated API by the
/// items' identifiers, its closure and delegate recorded in one list.
@MainActor
struct OrchardRun {
    let name: String
    let controller: UITabBarController
    let window: UIWindow
    let events: OrchardEvents
    let current: () -> String
    let select: (String, Bool) -> Void
    let setCurrent: (String) -> Void
    let setBadge: (String?, String) -> Void
    let activity: () -> NSUserActivity
    let makeRestored: (NSUserActivity) -> String

    /// The items in the bar's order, in both layouts.
    static let barOrder = ["home", "songs", "albums", "compose", "search"]

    /// A tap on the bar item of `identifier`.
    func tap(_ identifier: String) {
        guard let index = Self.barOrder.firstIndex(of: identifier) else { return check(false, "\(name): no item \(identifier)") }
        controller.stubTapItem(at: index)
        window.layoutIfNeeded()
    }

    /// The bar item the bar shows selected, by its item's identifier.
    var barSelection: String? {
        guard let item = controller.tabBar.selectedItem, let index = controller.tabBar.items?.firstIndex(where: { $0 === item }) else { return nil }
        return Self.barOrder[index]
    }

    /// The view controller shown for `identifier`'s tab.
    func entry(_ identifier: String) -> UIViewController? {
        guard let index = Self.barOrder.firstIndex(of: identifier) else { return nil }
        return controller.viewControllers?[index]
    }
}

/// `Orchard` (the `UITab` path) or `OrchardFlat` (the classic path) in a window.
@MainActor
func makeOrchard(tabs: Bool) -> OrchardRun {
    let events = OrchardEvents()
    if tabs {
        let controller = OrchardTabBarController()
        controller.tabDelegate = events
        controller.onSelect = { events.events.append("onSelect \($0.identifier)") }
        let window = host(controller)
        return OrchardRun(
            name: "Orchard", controller: controller, window: window, events: events,
            current: { controller.currentTab.identifier },
            select: { id, animated in OrchardTab(identifier: id).map { controller.select($0, animated: animated) } },
            setCurrent: { id in OrchardTab(identifier: id).map { controller.currentTab = $0 } },
            setBadge: { value, id in OrchardTab(identifier: id).map { controller.setBadgeValue(value, for: $0) } },
            activity: { controller.restorationActivity },
            makeRestored: { activity in
                let restored = OrchardTabBarController()
                restored.restore(from: activity)
                return restored.currentTab.identifier
            })
    }
    let controller = OrchardFlatTabBarController()
    controller.tabDelegate = events
    controller.onSelect = { events.events.append("onSelect \($0.identifier)") }
    let window = host(controller)
    return OrchardRun(
        name: "OrchardFlat", controller: controller, window: window, events: events,
        current: { controller.currentTab.identifier },
        select: { id, animated in OrchardFlatTab(identifier: id).map { controller.select($0, animated: animated) } },
        setCurrent: { id in OrchardFlatTab(identifier: id).map { controller.currentTab = $0 } },
        setBadge: { value, id in OrchardFlatTab(identifier: id).map { controller.setBadgeValue(value, for: $0) } },
        activity: { controller.restorationActivity },
        makeRestored: { activity in
            let restored = OrchardFlatTabBarController()
            restored.restore(from: activity)
            return restored.currentTab.identifier
        })
}

/// Runs `body` on both layouts.
@MainActor
func onBothOrchards(_ body: (OrchardRun) -> Void) {
    for tabs in [true, false] {
        StubLog.reset()
        body(makeOrchard(tabs: tabs))
    }
}

/// The `UITab` path's controller, for the checks only it has.
@MainActor
func makeOrchardWithTabs() -> (OrchardTabBarController, UIWindow, OrchardEvents) {
    let run = makeOrchard(tabs: true)
    return (run.controller as? OrchardTabBarController ?? OrchardTabBarController(), run.window, run.events)
}

let sidebarScenarios: [String: @MainActor () -> Void] = [
    // Selection by code and by a tap in the bar: the screen shown, the bar, the bindings told
    // once per change; setting the current value changes nothing.
    "sidebarSelection": {
        onBothOrchards { run in
            let name = run.name
            expectEqual(run.current(), "home", "\(name): initial")
            expectEqual(run.barSelection, "home", "\(name): the bar shows the initial tab")
            expectEqual(run.events.events, [], "\(name): nothing told at start")
            run.select("songs", true)
            expectEqual(run.current(), "songs", "\(name): select(_:animated:)")
            expectEqual(run.barSelection, "songs", "\(name): the bar follows select")
            check(run.controller.selectedViewController === run.entry("songs"), "\(name): the songs screen is shown")
            run.tap("albums")
            expectEqual(run.current(), "albums", "\(name): a tap selects")
            run.setCurrent("home")
            expectEqual(run.current(), "home", "\(name): currentTab selects")
            run.setCurrent("home")
            run.tap("search")
            expectEqual(run.current(), "search", "\(name): the search item is selected by a tap")
            expectEqual(run.events.events, [
                "onSelect songs", "didSelect songs", "onSelect albums", "didSelect albums",
                "onSelect home", "didSelect home", "onSelect search", "didSelect search",
            ], "\(name): each change told once, to each binding")
            let nav = run.entry("search") as? UINavigationController
            expectEqual(nav?.viewControllers.count, 1, "\(name): the search stack holds its screen")
            check(nav?.viewControllers.first is OrchardSearchViewController, "\(name): the search screen")
        }
    },

    // Selecting the selected tab again, by a tap or by select(_:animated:), pops its stack to the
    // root and tells nothing; currentTab never pops.
    "sidebarReselectPopsToRoot": {
        onBothOrchards { run in
            let name = run.name
            run.select("songs", false)
            let nav = run.entry("songs") as? UINavigationController
            nav?.pushViewController(PushedViewController(), animated: false)
            run.setCurrent("songs")
            expectEqual(nav?.viewControllers.count, 2, "\(name): currentTab never pops")
            run.tap("songs")
            expectEqual(nav?.viewControllers.count, 1, "\(name): a tap on the selected tab pops to the root")
            nav?.pushViewController(PushedViewController(), animated: false)
            run.select("songs", true)
            expectEqual(nav?.viewControllers.count, 1, "\(name): select on the selected tab pops to the root")
            expectEqual(run.events.events, ["onSelect songs", "didSelect songs"], "\(name): a reselection is no change")
        }
    },

    // A modal item presents its screen, exactly once, and is never selected, nor shown selected;
    // afterDismiss selects a section's item.
    "sidebarModalPresentedOnce": {
        onBothOrchards { run in
            let name = run.name
            run.tap("compose")
            let presented = run.controller.presentedViewController as? UINavigationController
            check(presented?.viewControllers.first is OrchardComposeViewController, "\(name): the modal's screen is presented")
            expectEqual(StubLog.events.filter { $0.hasPrefix("present(") }.count, 1, "\(name): presented once")
            expectEqual(run.current(), "home", "\(name): the selection stays")
            expectEqual(run.barSelection, "home", "\(name): the bar never shows the modal item selected")
            expectEqual(StubLog.events.filter { $0.hasPrefix("selectTab(") && $0.contains("ModalStandIn") }, [], "\(name): the modal item's tab is never selected, not even for a moment")
            check(run.controller.selectedViewController === run.entry("home"), "\(name): the home screen stays shown")
            expectEqual(run.events.events, ["didPresent compose"], "\(name): presented, not selected")
            presented?.stubSwipeToDismiss()
            check(run.controller.presentedViewController == nil, "\(name): dismissed")
            expectEqual(run.current(), "songs", "\(name): afterDismiss select(songs)")
            expectEqual(run.events.events, ["didPresent compose", "onSelect songs", "didSelect songs", "didDismiss compose"], "\(name): afterDismiss takes effect when the dismissal begins")
            run.select("compose", true)
            expectEqual(StubLog.events.filter { $0.hasPrefix("present(") }.count, 2, "\(name): select presents it too, once")
            expectEqual(run.current(), "songs", "\(name): and keeps the selection")
            run.controller.presentedViewController?.dismiss(animated: false)
        }
        // The app replaced UIKit's delegate: the stand-in, once shown, gives the selection back
        // and presents, once.
        let (controller, window, events) = makeOrchardWithTabs()
        defer { _ = window }
        controller.delegate = nil
        StubLog.reset()
        controller.stubTapItem(at: 3)
        expectEqual(StubLog.events.filter { $0.hasPrefix("present(") }.count, 1, "without the controller's delegate: presented once")
        expectEqual(controller.currentTab, .home, "without the controller's delegate: the selection comes back")
        expectEqual(controller.selectedTab?.identifier, "home", "without the controller's delegate: UIKit's selected tab too")
        expectEqual(events.events, ["didPresent compose"], "without the controller's delegate: no selection told")
    },

    // Badges: the initial badge and setBadgeValue, on the tab and on its bar item.
    "sidebarBadges": {
        onBothOrchards { run in
            let name = run.name
            expectEqual(run.entry("home")?.tabBarItem.badgeValue, "3", "\(name): the initial badge")
            run.setBadge("7", "songs")
            expectEqual(run.entry("songs")?.tabBarItem.badgeValue, "7", "\(name): setBadgeValue")
            run.setBadge(nil, "home")
            expectEqual(run.entry("home")?.tabBarItem.badgeValue, nil, "\(name): a badge removed")
        }
        let (controller, _, _) = makeOrchardWithTabs()
        expectEqual(controller.tab(forIdentifier: "home")?.badgeValue, "3", "UITab: the initial badge")
        controller.setBadgeValue("7", for: .songs)
        expectEqual(controller.tab(forIdentifier: "songs")?.badgeValue, "7", "UITab: setBadgeValue on a section's item")
        controller.setBadgeValue("1", for: .search)
        expectEqual(controller.tabs.last?.badgeValue, "1", "UITab: setBadgeValue on the search tab")
        controller.setBadgeValue(nil, for: .home)
        expectEqual(controller.tab(forIdentifier: "home")?.badgeValue, nil, "UITab: a badge removed")
    },

    // loading: lazy: a screen is made on first selection, once; a modal's screen when presented.
    "sidebarLazyScreens": {
        onBothOrchards { run in
            let name = run.name
            expectEqual(count("init(OrchardHomeViewController)"), 1, "\(name): the initial screen made")
            expectEqual(count("init(OrchardSongsViewController)") + count("init(OrchardAlbumsViewController)") + count("init(OrchardSearchViewController)"), 0, "\(name): no other screen made")
            run.tap("songs")
            run.tap("home")
            run.tap("songs")
            expectEqual(count("init(OrchardSongsViewController)"), 1, "\(name): made on first selection, once")
            run.select("albums", false)
            expectEqual(count("init(OrchardAlbumsViewController)"), 1, "\(name): a screen without navigation, made on selection")
            expectEqual(count("init(OrchardComposeViewController)"), 0, "\(name): the modal's screen waits for its presentation")
        }
    },

    // restoresSelection: the selected tab, a section's item or the search tab, comes back.
    "sidebarRestoration": {
        onBothOrchards { run in
            let name = run.name
            run.setCurrent("albums")
            expectEqual(run.makeRestored(run.activity()), "albums", "\(name): a section's item restored")
            run.tap("search")
            expectEqual(run.makeRestored(run.activity()), "search", "\(name): the search tab restored")
        }
        let (controller, _, _) = makeOrchardWithTabs()
        controller.currentTab = .songs
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        controller.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver?.requiresSecureCoding = false
        let decoded = OrchardTabBarController()
        if let unarchiver { decoded.decodeRestorableState(with: unarchiver) }
        expectEqual(decoded.currentTab, .songs, "decodeRestorableState(with:) selects the encoded tab")
        expectEqual(decoded.selectedTab?.identifier, "songs", "and UIKit's selected tab is it")
    },

    // The UITab path's own structure and ways in: groups, the sidebar, UIKit's selectedTab.
    "sidebarItemInGroup": {
        let (controller, window, events) = makeOrchardWithTabs()
        defer { _ = window }
        expectEqual(controller.mode, .tabSidebar, "sidebar: adaptable")
        expectEqual(controller.tabs.map { $0 is UITabGroup }, [false, true, false, false], "one group, for the section")
        let group = controller.tabs[1] as? UITabGroup
        expectEqual(group?.identifier, "library", "the group's identifier is the section's id")
        expectEqual(group?.title, "Library", "the section's title")
        check(group?.image != nil, "the section's icon")
        expectEqual(group?.children.map(\.identifier), ["songs", "albums"], "the section's items, in order")
        // A section has no screen of its own, so its group is in the sidebar only; its items are
        // in the bar themselves, at regular width as in the compact bar.
        expectEqual(group?.preferredPlacement, .sidebarOnly, "the group: in the sidebar only")
        expectEqual(group?.children.map(\.preferredPlacement), [.default, .default], "the section's items: in the bar")
        expectEqual(controller.tabs[0].preferredPlacement, .automatic, "a top-level item: UIKit's default placement")
        expectEqual(controller.tabs[0].title, "Home", "a tab's title")
        // UIKit draws the bar's and the sidebar's items from the tabs: UI tests find them by the
        // items' accessibility identifiers there.
        expectEqual(controller.tabs[0].accessibilityIdentifier, "tab.home", "a tab's accessibility identifier")
        expectEqual(group?.children.map(\.accessibilityIdentifier), ["tab.songs", "tab.albums"], "a section's items' accessibility identifiers")
        expectEqual(controller.tabs.last?.accessibilityIdentifier, "tab.search", "the search tab's accessibility identifier")
        expectEqual(controller.compactTabIdentifiers?.count, 5, "the compact bar shows every item")
        expectEqual(Array(controller.compactTabIdentifiers?.prefix(4) ?? []), ["home", "songs", "albums", "compose"], "the sections' items flattened, in order")
        controller.stubSelectInSidebar(identifier: "albums")
        expectEqual(controller.currentTab, .albums, "a group's child selected in the sidebar")
        expectEqual(controller.selectedTab?.identifier, "albums", "UIKit's selected tab")
        expectEqual(controller.selectedTab?.parent?.identifier, "library", "in its group")
        check(group?.selectedChild === controller.selectedTab, "the group's selected child")
        expectEqual(controller.selectedViewController?.tab?.identifier, "albums", "UIViewController.tab")
        check(controller.selectedViewController?.children.first is OrchardAlbumsViewController, "the albums screen is shown")
        controller.stubSelectInSidebar(identifier: "compose")
        check(controller.presentedViewController != nil, "a modal item in the sidebar presents its screen")
        expectEqual(controller.currentTab, .albums, "and is never selected")
        controller.presentedViewController?.dismiss(animated: false)
        expectEqual(controller.currentTab, .songs, "afterDismiss after a sidebar action")
        controller.selectedTab = controller.tab(forIdentifier: "home")
        expectEqual(controller.currentTab, .home, "UIKit's selectedTab set by the app")
        expectEqual(events.events, [
            "onSelect albums", "didSelect albums", "didPresent compose", "onSelect songs", "didSelect songs",
            "didDismiss compose", "onSelect home", "didSelect home",
        ], "each change told once")
        // The sidebar tells its delegate before it shows or hides.
        final class SidebarWatcher: UITabBarController.Sidebar.Delegate {
            var changes: [Bool] = []
            func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar, animator: any UITabBarController.Sidebar.Animating) {
                changes.append(sidebar.isHidden)
            }
        }
        let watcher = SidebarWatcher()
        controller.sidebar.delegate = watcher
        controller.sidebar.isHidden = true
        controller.stubSelectInSidebar(identifier: "songs")
        expectEqual(controller.currentTab, .home, "a hidden sidebar selects nothing")
        controller.sidebar.isHidden = false
        expectEqual(watcher.changes, [false, true], "the sidebar's delegate told before each change")
    },

    // A raised item on the UITab path: UIKit draws its bar item from its tab, so the tab is the
    // classic design's empty, disabled slot under the raised button, and a plain item with its
    // title and icon where the design is glass; the raised button presents the modal.
    "sidebarRaisedSlot": {
        for glass in [false, true] {
            simulateSystem(iOS26OrLater: glass)
            let controller = GroveTabBarController()
            let window = host(controller)
            let slot = controller.tabs[1]
            let name = glass ? "glass" : "classic"
            expectEqual(slot.title, glass ? "New" : "", "\(name): the raised item's tab title")
            expectEqual(slot.image == nil, !glass, "\(name): the raised item's tab icon")
            expectEqual(slot.isEnabled, glass, "\(name): the raised item's tab enabled")
            if glass {
                controller.stubTapItem(at: 1)
            } else {
                tap("tab.compose", in: window)
            }
            check(controller.presentedViewController?.children.first is GroveComposeViewController, "\(name): the modal presented")
            expectEqual(controller.currentTab, .home, "\(name): never selected")
            check(controller.selectedTab === controller.tabs[0], "\(name): UIKit's selected tab stays home")
        }
    },

    // transition: crossDissolve: a tap on another tab cross-dissolves the screens on the UITab
    // path as it does on the classic bar; a reselection doesn't, and each change is told once.
    "sidebarTapCrossDissolves": {
        let grove = GroveTabBarController()
        let groveWindow = host(grove)
        defer { _ = groveWindow }
        var told: [GroveTab] = []
        grove.onSelect = { told.append($0) }
        StubLog.reset()
        grove.stubTapItem(at: 2)
        expectEqual(grove.currentTab, .search, "UITab path: a tap selects")
        check(grove.selectedTab === grove.tabs.last, "UITab path: UIKit's selected tab is the search tab")
        expectEqual(grove.tabBar.selectedItem?.tag, GroveTab.search.rawValue, "UITab path: the bar shows it selected")
        expectEqual(count("transition(0.2, crossDissolve)"), 1, "UITab path: a tap cross-dissolves")
        grove.stubTapItem(at: 2)
        expectEqual(count("transition(0.2, crossDissolve)"), 1, "UITab path: a reselection doesn't")
        grove.select(.home, animated: true)
        expectEqual(count("transition(0.2, crossDissolve)"), 2, "UITab path: select(_:animated:) cross-dissolves too")
        expectEqual(told, [.search, .home], "UITab path: each change told once")
        // The classic bar, the same rule.
        let panel = PanelTabBarController(store: Store())
        let panelWindow = host(panel)
        defer { _ = panelWindow }
        StubLog.reset()
        panel.stubTapItem(at: 3)
        expectEqual(panel.currentTab, .settings, "classic path: a tap selects")
        expectEqual(count("transition(0.25, crossDissolve)"), 1, "classic path: a tap cross-dissolves")
    },

    // The search item is UIKit's search tab, with the item's title and icon, and the item in
    // every selection API.
    "sidebarSearchTab": {
        let (controller, window, events) = makeOrchardWithTabs()
        let search = controller.tabs.last
        check(search is UISearchTab, "the search item is a UISearchTab")
        expectEqual(search?.title, "Search", "the item's title")
        check(search?.image != nil, "the item's icon")
        check(search?.viewController is UINavigationController, "its screen in a navigation controller")
        controller.select(.search, animated: true)
        window.layoutIfNeeded()
        check(controller.selectedTab === search, "select(.search) selects the search tab")
        expectEqual(controller.currentTab, .search, "currentTab reads the search tab")
        controller.select(.home, animated: false)
        controller.selectedTab = search
        expectEqual(controller.currentTab, .search, "UIKit's selectedTab set to the search tab")
        expectEqual(events.events, ["onSelect search", "didSelect search", "onSelect home", "didSelect home", "onSelect search", "didSelect search"], "told once each")
    },
]
