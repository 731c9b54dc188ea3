// Behaviour scenarios for the generated controllers, run on the UIKit stub. The tests compile
// this with the generated code and run it once per scenario: `behaviour <scenario>` prints
// PASS or the failed checks.

import Combine
import RxCocoa
import RxSwift
import SwiftUI
import UIKit

final class FinanceEvents: FinanceTabBarControllerDelegate {
    var events: [String] = []
    func tabBarController(_ tabBarController: FinanceTabBarController, didSelect tab: FinanceTab) { events.append("didSelect \(tab)") }
    func tabBarController(_ tabBarController: FinanceTabBarController, didPresent tab: FinanceTab) { events.append("didPresent \(tab)") }
    func tabBarController(_ tabBarController: FinanceTabBarController, didDismiss tab: FinanceTab) { events.append("didDismiss \(tab)") }
}

final class NotchEvents: NotchTabBarControllerDelegate {
    var events: [String] = []
    func tabBarController(_ tabBarController: NotchTabBarController, didSelect tab: NotchTab) { events.append("didSelect \(tab)") }
    func tabBarController(_ tabBarController: NotchTabBarController, didPresent tab: NotchTab) { events.append("didPresent \(tab)") }
    func tabBarController(_ tabBarController: NotchTabBarController, didDismiss tab: NotchTab) { events.append("didDismiss \(tab)") }
}

final class ChameleonEvents: ChameleonTabBarControllerDelegate {
    var events: [String] = []
    func tabBarController(_ tabBarController: ChameleonTabBarController, didSelect tab: ChameleonTab) { events.append("didSelect \(tab)") }
}

/// A Finance controller in a window, with its delegate and closure recorded.
@MainActor
func makeFinance(rightToLeft: Bool = false) -> (FinanceTabBarController, UIWindow, FinanceEvents) {
    let controller = FinanceTabBarController(transactionManager: TransactionManager())
    let events = FinanceEvents()
    controller.tabDelegate = events
    controller.onSelect = { events.events.append("onSelect \($0)") }
    let window = host(controller, rightToLeft: rightToLeft)
    return (controller, window, events)
}

/// Runs the `kind: system` layouts as on iOS 26 or later (`iOS26OrLater`) or before, with or
/// without `UIDesignRequiresCompatibility`: on Linux `#available(iOS 26, *)` is always true, so
/// the program sets the system for every layout before each scenario (docs/generated-code.md).
@MainActor
func simulateSystem(iOS26OrLater: Bool, requiresCompatibility: Bool = false) {
    let system = (isIOS26OrLater: iOS26OrLater, requiresCompatibility: requiresCompatibility)
    ChameleonTabBarDesign.systemOverride = system
    NotchTabBarDesign.systemOverride = system
    PanelTabBarDesign.systemOverride = system
    CounterTabBarDesign.systemOverride = system
    DockTabBarDesign.systemOverride = system
    PairSecondTabBarDesign.systemOverride = system
    SystemNamesTabBarDesign.systemOverride = system
    OrchardTabBarDesign.systemOverride = system
    OrchardFlatTabBarDesign.systemOverride = system
    GroveTabBarDesign.systemOverride = system
}

/// iPad (or, with `idiom: .phone`, a large iPhone's) traits at regular or compact width.
func sizeTraits(_ sizeClass: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom = .pad) -> UITraitCollection {
    UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: idiom), UITraitCollection(horizontalSizeClass: sizeClass)])
}

/// An iPad-sized window (1024 × 768, 24 pt top and 20 pt bottom safe area) at regular width
/// showing `controller`.
@MainActor
func hostOnPad(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.stubRootSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    window.stubSetTraitOverride(sizeTraits(.regular))
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
}

/// The bar's shape layers (background, border) that are shown.
@MainActor
func shownShapeLayers(_ bar: UIView) -> [CAShapeLayer] {
    (bar.layer.sublayers ?? []).compactMap { $0 as? CAShapeLayer }.filter { !$0.isHidden }
}

/// The bar's own subviews that are shown: raised button, indicator.
@MainActor
func shownDecorationViews(_ bar: UIView) -> [UIView] {
    bar.subviews.filter { !$0.isHidden }
}

/// Whether `color` is `expected` in `view`'s appearance.
@MainActor
func sameColor(_ color: UIColor?, _ expected: UIColor, in view: UIView) -> Bool {
    guard let color else { return false }
    return color.resolvedColor(with: view.traitCollection).cgColor.stubComponents
        == expected.resolvedColor(with: view.traitCollection).cgColor.stubComponents
}

/// The three ways a `kind: system` bar is shown (docs/generated-code.md).
enum BarConfiguration: String, CaseIterable {
    case classic, glass, regularWidth
}

/// The view holding the screens' views, under the bar.
@MainActor
func screenContainer(_ controller: UIViewController) -> UIView { controller.view.subviews[0] }

let scenarios: [String: @MainActor () -> Void] = [
    // The initial tab is selected and shown, alone, the bar placed and described.
    "customInitialSelection": {
        StubLog.reset()
        let (controller, window, events) = makeFinance()
        expectEqual(controller.currentTab, .home, "selected tab")
        expectEqual(controller.children.map(\.stubName), ["Nav<MainViewController>"], "children")
        expectEqual(screenContainer(controller).subviews.count, 1, "screen views in the hierarchy")
        check(StubLog.events.contains("init(MainViewController)"), "home screen created")
        check(!StubLog.events.contains("init(CalendarViewController)"), "calendar screen not created yet (lazy)")
        expectEqual(controller.tabBar.frame, CGRect(x: 40, y: 750, width: 310, height: 60), "floating bar frame")
        expectEqual((controller.children[0] as? UINavigationController)?.viewControllers.first?.additionalSafeAreaInsets.bottom, 60, "screen's safe area ends at the bar")
        expectEqual(traits("tab.home", in: window), [.button, .selected], "home traits")
        expectEqual(traits("tab.add", in: window), .button, "modal item traits")
        expectEqual(traits("tab.calendar", in: window), .button, "calendar traits")
        expectEqual(controller.tabBar.accessibilityTraits, .tabBar, "bar trait")
        check(!controller.tabBar.isAccessibilityElement, "the bar is a container, not an element")
        let order = (controller.tabBar.accessibilityElements ?? []).compactMap { ($0 as? UIView)?.accessibilityIdentifier }
        expectEqual(order, ["tab.home", "tab.add", "tab.calendar"], "VoiceOver order")
        expectEqual(find("tab.add", in: window)?.accessibilityLabel, "Add transaction", "modal label")
        expectEqual(find("tab.add", in: window)?.largeContentTitle, "Add transaction", "large content title of an icon-only item")
        check(find("tab.add", in: window)?.showsLargeContentViewer == true, "large content viewer on")
        check(controller.tabBar.interactions.contains { $0 is UILargeContentViewerInteraction }, "large content viewer interaction on the bar")
        let title = find("tab.home", in: window)?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Home" }
        check(title?.adjustsFontForContentSizeCategory == true, "Dynamic Type title")
        expectEqual(title?.font.stubMaximumPointSize, 26, "title grows up to what fits under the icon: (60 - 20 × 1.2 - 4) / 1.2")
        expectEqual(events.events, [], "no callbacks for the initial selection")
    },

    // A tap swaps the screens with the containment calls in UIKit's order.
    "customTapContainment": {
        let (controller, window, events) = makeFinance()
        StubLog.reset()
        tap("tab.calendar", in: window)
        expectEqual(containment("Nav<"), [
            "willMove(Nav<MainViewController>, to: nil)",
            "removeFromSuperview(Nav<MainViewController>.view)",
            "removeFromParent(Nav<MainViewController>)",
            "didMove(Nav<MainViewController>, to: nil)",
            "addChild(Nav<CalendarViewController>)",
            "willMove(Nav<CalendarViewController>, to: FinanceTabBarController)",
            "addSubview(Nav<CalendarViewController>.view)",
            "didMove(Nav<CalendarViewController>, to: FinanceTabBarController)",
        ], "containment calls")
        expectEqual(controller.currentTab, .calendar, "selected tab")
        expectEqual(controller.children.map(\.stubName), ["Nav<CalendarViewController>"], "children")
        expectEqual(screenContainer(controller).subviews.map { $0.stubViewController?.stubName ?? "?" }, ["Nav<CalendarViewController>"], "one screen view in the hierarchy")
        expectEqual(traits("tab.calendar", in: window), [.button, .selected], "calendar traits")
        expectEqual(traits("tab.home", in: window), .button, "home traits")
        expectEqual((controller.children[0] as? UINavigationController)?.viewControllers.first?.additionalSafeAreaInsets.bottom, 60, "new screen's safe area")
        expectEqual(events.events, ["onSelect calendar", "didSelect calendar"], "callbacks")
        check(controller.childForStatusBarStyle === controller.children.first, "the shown screen decides the status bar")
    },

    // select(_:animated:) does exactly what a tap does, down to each UIKit call.
    "programmaticSelectionEqualsTap": {
        let (tapped, tappedWindow, tappedEvents) = makeFinance()
        let (coded, codedWindow, codedEvents) = makeFinance()
        StubLog.reset()
        tap("tab.calendar", in: tappedWindow)
        let tapLog = StubLog.events
        StubLog.reset()
        coded.select(.calendar, animated: true)
        codedWindow.layoutIfNeeded()
        expectEqual(StubLog.events, tapLog, "UIKit calls")
        expectEqual(coded.currentTab, tapped.currentTab, "selected tab")
        expectEqual(codedEvents.events, tappedEvents.events, "callbacks")
        for id in ["tab.home", "tab.add", "tab.calendar"] {
            expectEqual(traits(id, in: codedWindow), traits(id, in: tappedWindow), "\(id) traits")
        }
        // With an indicator and a transition too.
        let kickTapped = QuickKickTabBarController()
        let kickCoded = QuickKickTabBarController()
        let kickTappedWindow = host(kickTapped)
        let kickCodedWindow = host(kickCoded)
        StubLog.reset()
        tap("tab.myPage", in: kickTappedWindow)
        let kickTapLog = StubLog.events
        StubLog.reset()
        kickCoded.select(.myPage, animated: true)
        kickCodedWindow.layoutIfNeeded()
        expectEqual(StubLog.events, kickTapLog, "UIKit calls (indicator, transition)")
        expectEqual(indicator(in: kickCoded.tabBar)?.frame, indicator(in: kickTapped.tabBar)?.frame, "indicator frame")
        expectEqual(traits("tab.myPage", in: kickCodedWindow), traits("tab.myPage", in: kickTappedWindow), "traits")
    },

    // A modal item presents its screen and never becomes the selection.
    "modalPresentsWithoutSelecting": {
        let (controller, window, events) = makeFinance()
        tap("tab.add", in: window)
        let presented = controller.presentedViewController as? UINavigationController
        check(presented != nil, "presented in a navigation controller")
        check(presented?.viewControllers.first is AddTransactionViewController, "the modal's screen is the root")
        expectEqual(presented?.modalPresentationStyle, .fullScreen, "presentation style")
        expectEqual(controller.currentTab, .home, "selection unchanged")
        expectEqual(traits("tab.add", in: window), .button, "modal item never selected")
        expectEqual(traits("tab.home", in: window), [.button, .selected], "home still selected")
        expectEqual(events.events, ["didPresent add"], "callbacks")
        tap("tab.add", in: window)
        check(!StubLog.events.contains("present refused (already presenting)"), "no second presentation while one is up")
        controller.select(.add, animated: false)
        expectEqual(controller.presentedViewController === presented, true, "still the same modal")
    },

    // afterDismiss: select(home) runs when the modal dismisses itself in code.
    "afterDismissInCode": {
        let (controller, window, events) = makeFinance()
        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        let screen = (controller.presentedViewController as? UINavigationController)?.viewControllers.first
        screen?.dismiss(animated: true)
        window.layoutIfNeeded()
        check(controller.presentedViewController == nil, "dismissed")
        expectEqual(controller.currentTab, .home, "afterDismiss selected home")
        expectEqual(traits("tab.home", in: window), [.button, .selected], "home traits")
        expectEqual(controller.children.map(\.stubName), ["Nav<MainViewController>"], "home screen shown")
        expectEqual(events.events, ["onSelect calendar", "didSelect calendar", "didPresent add", "onSelect home", "didSelect home", "didDismiss add"], "callbacks")
    },

    // afterDismiss: select(home) runs when the modal is swiped away; a cancelled swipe puts the
    // selection back where it was (docs/generated-code.md: it takes effect when the dismissal begins).
    "afterDismissBySwipe": {
        let (controller, window, events) = makeFinance()
        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        let modal = controller.presentedViewController
        let screen = (modal as? UINavigationController)?.viewControllers.first
        screen?.stubSwipeToDismiss(cancelled: true)
        check(controller.presentedViewController != nil, "a cancelled swipe keeps the modal")
        expectEqual(controller.currentTab, .calendar, "a cancelled swipe changes nothing")
        screen?.stubSwipeToDismiss()
        window.layoutIfNeeded()
        check(controller.presentedViewController == nil, "dismissed by the swipe")
        expectEqual(controller.currentTab, .home, "afterDismiss selected home")
        expectEqual(events.events, ["onSelect calendar", "didSelect calendar", "didPresent add",
                                    "onSelect home", "didSelect home", "onSelect calendar", "didSelect calendar",
                                    "onSelect home", "didSelect home", "didDismiss add"], "callbacks")
        // And again: a second presentation is tracked the same way.
        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        controller.presentedViewController?.stubSwipeToDismiss()
        expectEqual(controller.currentTab, .home, "afterDismiss after a second presentation")
    },

    // Selecting the selected tab again pops its navigation stack to the root.
    "reselectPopsToRoot": {
        let (controller, window, events) = makeFinance()
        let navigation = controller.children.first as? UINavigationController
        navigation?.pushViewController(PushedViewController(), animated: false)
        expectEqual(navigation?.viewControllers.count, 2, "pushed")
        StubLog.reset()
        tap("tab.home", in: window)
        expectEqual(navigation?.viewControllers.count, 1, "popped to the root by a tap")
        check(StubLog.events.contains("popToRoot(Nav<MainViewController>)"), "popToRootViewController called")
        navigation?.pushViewController(PushedViewController(), animated: false)
        controller.select(.home, animated: true)
        expectEqual(navigation?.viewControllers.count, 1, "popped to the root in code")
        expectEqual(controller.currentTab, .home, "still home")
        expectEqual(events.events, [], "reselecting is not a selection change")
    },

    // `currentTab = currentTab` (SwiftUI, Combine's assign, restoration) changes nothing; setting
    // another tab selects it without popping; a modal item is ignored. Both kinds.
    "currentTabAssignment": {
        let (controller, window, events) = makeFinance()
        let navigation = controller.children.first as? UINavigationController
        navigation?.pushViewController(PushedViewController(), animated: false)
        controller.currentTab = controller.currentTab
        expectEqual(navigation?.viewControllers.count, 2, "custom: assigning the current tab keeps the stack")
        expectEqual(events.events, [], "custom: no selection change")
        controller.currentTab = .add
        check(controller.presentedViewController == nil, "custom: a modal item is not presented by currentTab")
        expectEqual(controller.currentTab, .home, "custom: still home")
        controller.currentTab = .calendar
        expectEqual(controller.currentTab, .calendar, "custom: currentTab selects")
        expectEqual(events.events, ["onSelect calendar", "didSelect calendar"], "custom: observers told once")
        controller.currentTab = .home
        expectEqual(navigation?.viewControllers.count, 2, "custom: coming back does not pop")
        _ = window

        let system = ChameleonTabBarController()
        let systemWindow = host(system)
        let home = system.selectedViewController as? UINavigationController
        home?.pushViewController(PushedViewController(), animated: false)
        system.currentTab = system.currentTab
        expectEqual(home?.viewControllers.count, 2, "system: assigning the current tab keeps the stack")
        system.currentTab = .more
        expectEqual(system.currentTab, .more, "system: currentTab selects")
        system.currentTab = .home
        expectEqual(home?.viewControllers.count, 2, "system: coming back does not pop")
        _ = systemWindow
    },

    // kind: system: UIKit's own ways of selecting load the screen and tell the bindings once;
    // an app that sets UIKit's `delegate` keeps modals, lazy loading and the bindings working.
    "systemUIKitSelectionPaths": {
        let controller = ChameleonTabBarController()
        let events = ChameleonEvents()
        controller.tabDelegate = events
        var closure: [ChameleonTab] = []
        controller.onSelect = { closure.append($0) }
        let window = host(controller)
        controller.selectedIndex = 1
        let more = controller.selectedViewController as? UINavigationController
        expectEqual(more?.viewControllers.count, 1, "selectedIndex: the stack has its root screen")
        check(more?.viewControllers.first is MoreViewController, "selectedIndex: the more screen")
        expectEqual(controller.currentTab, .more, "selectedIndex selects")
        expectEqual(events.events, ["didSelect more"], "selectedIndex: the delegate told once")
        expectEqual(closure, [.more], "selectedIndex: onSelect once")
        controller.selectedViewController = controller.viewControllers?.first
        expectEqual(closure, [.more, .home], "selectedViewController: onSelect")
        controller.stubSelectThroughUIKit(at: 1)
        expectEqual(closure, [.more, .home, .more], "the More list or restoration: onSelect")

        // The More list reads a tab's stack before it is shown: never empty.
        let other = ChameleonTabBarController()
        let otherMore = other.viewControllers?[1] as? UINavigationController
        expectEqual(otherMore?.viewControllers.count, 1, "a tab's stack read before selection holds its root")

        // The app's own UIKit delegate is kept and called; modals still present.
        final class AppDelegate: UITabBarControllerDelegate {
            var events: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                events.append("shouldSelect")
                return true
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                events.append("didSelect")
            }
        }
        let panel = PanelTabBarController(store: Store())
        let appDelegate = AppDelegate()
        panel.delegate = appDelegate
        check(panel.delegate === appDelegate, "the app's delegate stays set")
        var panelClosure: [PanelTab] = []
        panel.onSelect = { panelClosure.append($0) }
        // Kept: a window nobody holds goes away, and UIKit presents nothing outside a window.
        let panelWindow = host(panel)
        defer { _ = panelWindow }
        panel.stubTapItem(at: 3)
        expectEqual(panel.currentTab, .settings, "a tap selects with the app's delegate set")
        expectEqual(appDelegate.events, ["shouldSelect", "didSelect"], "the app's delegate is asked and told")
        expectEqual(panelClosure, [.settings], "the bindings are told")
        panel.stubTapItem(at: 2)
        check(panel.presentedViewController != nil, "a modal item presents with the app's delegate set")
        expectEqual(panel.currentTab, .settings, "a modal item never becomes selected")
        expectEqual(panel.tabBar.selectedItem?.tag, PanelTab.settings.rawValue, "the bar shows the selected tab")
        panel.presentedViewController?.dismiss(animated: false)
        expectEqual(panel.currentTab, .inbox, "afterDismiss: select(inbox)")
        expectEqual(panelClosure, [.settings, .inbox], "afterDismiss told")
        panel.selectedIndex = 3
        panel.selectedIndex = 2
        check(panel.presentedViewController != nil, "selectedIndex on a modal item presents it")
        expectEqual(panel.currentTab, .settings, "selectedIndex on a modal item keeps the selection")
        expectEqual(panelClosure, [.settings, .inbox, .settings], "no selection change told for a modal item")
        _ = window
    },

    // loading: eager loads every tab screen's view at start, so their viewDidLoad runs up front.
    "eagerViewsLoaded": {
        StubLog.reset()
        let counter = CounterTabBarController()
        check(counter.viewControllers?.allSatisfy(\.isViewLoaded) ?? false, "system: every eager screen's view is loaded")
        StubLog.reset()
        let messenger = MessengerTabBarController()
        messenger.loadViewIfNeeded()
        let loaded = StubLog.events.filter { $0.hasPrefix("viewLoaded(") && !$0.contains("Nav<") && !$0.contains("TabBarController") }
        expectEqual(loaded.count, MessengerTab.allCases.filter { !$0.isModal }.count, "custom: every eager screen's view is loaded: \(loaded)")
    },

    // lazy: a screen is made on first selection and kept; eager: every tab's screen at start.
    "lazyAndEagerCreation": {
        StubLog.reset()
        let (controller, window, _) = makeFinance()
        expectEqual(count("init(MainViewController)"), 1, "home made")
        expectEqual(count("init(CalendarViewController)"), 0, "calendar not made")
        tap("tab.calendar", in: window)
        tap("tab.home", in: window)
        tap("tab.calendar", in: window)
        expectEqual(count("init(CalendarViewController)"), 1, "calendar made once")
        expectEqual(count("init(MainViewController)"), 1, "home made once")
        expectEqual(count("init(AddTransactionViewController)"), 0, "modal screen not made before it is presented")
        _ = controller

        StubLog.reset()
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let studioWindow = host(studio)
        expectEqual(count("init(FeedViewController)"), 1, "eager: feed made")
        expectEqual(count("storyboard(Profile, ProfileRoot)"), 1, "eager: profile made")
        expectEqual(count("init(SearchViewController)"), 1, "eager: search made")
        expectEqual(count("init(ComposeViewController)"), 0, "eager: modal screens are not tabs")
        expectEqual(studio.children.count, 1, "eager: still one child contained")
        expectEqual(screenContainer(studio).subviews.count, 1, "eager: one screen view in the hierarchy")
        tap("tab.search", in: studioWindow)
        expectEqual(count("init(SearchViewController)"), 1, "eager: not made again")

        StubLog.reset()
        let panel = PanelTabBarController(store: Store())
        _ = host(panel)
        expectEqual(count("init(InboxViewController)"), 1, "system lazy: initial made")
        expectEqual(count("init(ScanViewController)") + count("init(SettingsViewController)"), 0, "system lazy: others not made")
        panel.select(.settings, animated: false)
        expectEqual(count("init(SettingsViewController)"), 1, "system lazy: made on selection")

        StubLog.reset()
        let counter = CounterTabBarController()
        _ = host(counter)
        expectEqual(count("init(FirstCounterViewController)") + count("init(SecondCounterViewController)"), 2, "system eager: all made")
    },

    // The raised button takes taps above the bar while the bar is visible, not while hidden.
    "raisedButtonHitTesting": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        guard let raised = find("tab.compose", in: window) else { return check(false, "no raised button") }
        let above = raised.convert(CGPoint(x: raised.bounds.midX, y: 6), to: window)
        check(above.y < studio.tabBar.frame.minY, "the point is above the bar's top edge")
        check(window.hitTest(above, with: nil) === raised, "raised button hit above the bar")
        let corner = raised.convert(CGPoint(x: 1, y: 1), to: window)
        check(window.hitTest(corner, with: nil) !== raised, "only the circle takes touches")
        let feed = studio.children.first as? UINavigationController
        let pushed = PushedViewController()
        pushed.hidesBottomBarWhenPushed = true
        feed?.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        check(studio.tabBar.isHidden, "bar hidden on push")
        check(window.hitTest(above, with: nil) !== raised, "hidden bar's raised button not hit")
        _ = feed?.popViewController(animated: false)
        window.layoutIfNeeded()
        check(!studio.tabBar.isHidden, "bar shown after pop")
        check(window.hitTest(above, with: nil) === raised, "raised button hit again")

        let notch = NotchTabBarController()
        let notchWindow = host(notch)
        guard let notchRaised = find("tab.add", in: notchWindow) else { return check(false, "no raised button in the system bar") }
        let aboveBar = notchRaised.convert(CGPoint(x: notchRaised.bounds.midX, y: 8), to: notchWindow)
        check(aboveBar.y < notch.tabBar.frame.minY, "the point is above the system bar")
        check(notchWindow.hitTest(aboveBar, with: nil) === notchRaised, "system raised button hit above the bar")
        expectEqual(notchRaised.frame.midX, notch.tabBar.bounds.midX, "centered, not at a hard-coded x")
        notch.tabBar.isHidden = true
        check(notchWindow.hitTest(aboveBar, with: nil) !== notchRaised, "hidden system bar's raised button not hit")
    },

    // The indicator sits under the selected item's frame, right to left too.
    "indicatorRightToLeft": {
        let rtl = QuickKickTabBarController()
        let window = host(rtl, rightToLeft: true)
        let bar = rtl.tabBar
        let search = bar.itemFrame(for: .search)
        let myPage = bar.itemFrame(for: .myPage)
        check(search.minX > myPage.minX, "first item on the right in right-to-left")
        guard let line = indicator(in: bar) else { return check(false, "no indicator") }
        expectEqual(line.frame.midX, search.midX, "indicator under the first item")
        expectEqual(line.frame.size, CGSize(width: 50, height: 3), "underline size")
        expectEqual(line.frame.maxY, search.maxY, "underline along the item's bottom edge")
        tap("tab.myPage", in: window)
        expectEqual(line.frame.midX, bar.itemFrame(for: .myPage).midX, "indicator follows the selection")
        check(line.frame.midX < bar.bounds.midX, "last item on the left")

        let ltr = QuickKickTabBarController()
        _ = host(ltr)
        guard let ltrLine = indicator(in: ltr.tabBar) else { return check(false, "no indicator") }
        expectEqual(ltrLine.frame.midX, ltr.tabBar.itemFrame(for: .search).midX, "left to right")
        check(ltrLine.frame.midX < ltr.tabBar.bounds.midX, "first item on the left")
        ltr.currentTab = .registration
        ltr.view.layoutIfNeeded()
        expectEqual(ltrLine.frame.midX, ltr.tabBar.bounds.midX, "middle item in the middle")
    },

    // hidesOnPush: the bar hides while a screen with hidesBottomBarWhenPushed is shown.
    "customHidesOnPush": {
        let (controller, window, _) = makeFinance()
        let navigation = controller.children.first as? UINavigationController
        let pushed = PushedViewController()
        pushed.hidesBottomBarWhenPushed = true
        navigation?.pushViewController(pushed, animated: true)
        window.layoutIfNeeded()
        check(controller.tabBar.isHidden, "hidden on push")
        expectEqual(pushed.additionalSafeAreaInsets.bottom, 0, "no bar in the pushed screen's safe area")
        navigation?.stubCancelledInteractivePop()
        check(controller.tabBar.isHidden, "still hidden after a cancelled swipe back")
        expectEqual(pushed.additionalSafeAreaInsets.bottom, 0, "a cancelled swipe back keeps the pushed screen's safe area")
        _ = navigation?.popViewController(animated: true)
        window.layoutIfNeeded()
        check(!controller.tabBar.isHidden, "shown after pop")
        expectEqual(controller.tabBar.alpha, 1, "fully shown")
        expectEqual(navigation?.viewControllers.first?.additionalSafeAreaInsets.bottom, 60, "bar in the root's safe area")
        let plain = PushedViewController()
        navigation?.pushViewController(plain, animated: true)
        check(!controller.tabBar.isHidden, "a screen without the flag keeps the bar")
    },

    // kind: custom: a tab change in code shows or hides the bar as the new tab's stack needs;
    // safe areas are set before a screen is first laid out and before a push or pop starts,
    // so nothing jumps; the app keeps its navigation controllers' delegate.
    "customBarThroughCodeAndTransitions": {
        let (controller, window, _) = makeFinance()
        let home = controller.children.first as? UINavigationController
        final class AppNavigationDelegate: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                shown.append(viewController.stubName)
            }
        }
        let appDelegate = AppNavigationDelegate()
        home?.delegate = appDelegate
        final class RecordingScreen: UIViewController {
            var insetWhenLoaded: CGFloat = -1
            override func viewDidLoad() {
                super.viewDidLoad()
                insetWhenLoaded = additionalSafeAreaInsets.bottom
            }
        }
        let detail = RecordingScreen()
        detail.hidesBottomBarWhenPushed = true
        home?.pushViewController(detail, animated: true)
        check(home?.delegate === appDelegate, "the app's navigation delegate is kept")
        check(appDelegate.shown.contains(detail.stubName), "the app's navigation delegate is called")
        check(controller.tabBar.isHidden, "hidden for the pushed screen")
        expectEqual(detail.insetWhenLoaded, 0, "the pushed screen's safe area is right before its first layout")
        expectEqual(home?.viewControllers.first?.additionalSafeAreaInsets.bottom, 60, "the root keeps its safe area during the push")

        // A tab change in code (a deep link, afterDismiss, a binding) to a tab whose stack shows the bar.
        controller.currentTab = .calendar
        check(!controller.tabBar.isHidden, "the bar shows for the calendar tab")
        expectEqual(controller.tabBar.alpha, 1, "fully shown")
        let calendar = controller.children.first as? UINavigationController
        expectEqual(calendar?.viewControllers.first?.additionalSafeAreaInsets.bottom, 60, "a newly shown tab has its safe area before its first layout")
        controller.select(.home, animated: false)
        check(controller.tabBar.isHidden, "back on home, whose pushed screen hides the bar")
        _ = window
    },

    // Child screens reach their controller, and what they set on their tabBarItem shows in a
    // custom bar as UIKit's bar shows it.
    "accessorAndChildTabBarItems": {
        let (controller, window, _) = makeFinance()
        let home = controller.children.first as? UINavigationController
        let root = home?.viewControllers.first
        check(root?.financeTabBarController === controller, "a tab's screen finds its controller")
        let pushed = PushedViewController()
        home?.pushViewController(pushed, animated: false)
        check(pushed.financeTabBarController === controller, "a pushed screen finds its controller")
        root?.tabBarItem.badgeValue = "3"
        expectEqual(find("tab.home", in: window)?.accessibilityValue, "3", "a screen's badge shows in the bar")
        home?.tabBarItem.badgeValue = nil
        expectEqual(find("tab.home", in: window)?.accessibilityValue, nil, "the navigation controller's item is the same item")
        controller.setBadgeValue("7", for: .home)
        expectEqual(root?.tabBarItem.badgeValue, "7", "setBadgeValue and the screen's item agree")
        root?.tabBarItem.title = "Start"
        let labels = find("tab.home", in: window)?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        check(labels.contains("Start"), "a screen's title shows in the bar: \(labels)")
        tap("tab.add", in: window)
        let modalScreen = (controller.presentedViewController as? UINavigationController)?.viewControllers.first
        check(modalScreen?.financeTabBarController === controller, "a modal item's screen finds the controller that presented it")
        let system = ChameleonTabBarController()
        _ = host(system)
        let more = (system.viewControllers?[1] as? UINavigationController)?.viewControllers.first
        check(more?.chameleonTabBarController === system, "system kind: the accessor too")
        check(UIViewController().financeTabBarController == nil, "nil elsewhere")
    },

    // afterDismiss takes effect when the dismissal begins, is undone when a swipe is cancelled,
    // and applies when a controller below dismisses the whole stack.
    "afterDismissTiming": {
        let (controller, window, events) = makeFinance()
        controller.onSelect = { StubLog.record("onSelect \($0)") }
        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        StubLog.reset()
        controller.presentedViewController?.dismiss(animated: true)
        let order = StubLog.events.filter { $0.hasPrefix("onSelect") || $0.hasPrefix("viewDidDisappear") }
        expectEqual(order.first, "onSelect home", "home is selected before the modal is gone: \(order)")
        expectEqual(controller.currentTab, .home, "afterDismiss applied")

        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        events.events = []
        controller.presentedViewController?.stubSwipeToDismiss(cancelled: true)
        expectEqual(controller.currentTab, .calendar, "a cancelled swipe undoes afterDismiss")
        check(controller.presentedViewController != nil, "the modal stays")
        check(!events.events.contains("didDismiss add"), "no dismissal told for a cancelled swipe")
        controller.presentedViewController?.stubSwipeToDismiss()
        expectEqual(controller.currentTab, .home, "a completed swipe applies afterDismiss")
        expectEqual(events.events.filter { $0 == "didDismiss add" }.count, 1, "the dismissal told once")

        tap("tab.calendar", in: window)
        tap("tab.add", in: window)
        events.events = []
        let onTop = UIViewController()
        controller.presentedViewController?.present(onTop, animated: false)
        controller.dismiss(animated: true)
        check(controller.presentedViewController == nil, "the whole stack is gone")
        expectEqual(controller.currentTab, .home, "afterDismiss applies when the stack is dismissed from below")
        expectEqual(events.events.filter { $0 == "didDismiss add" }.count, 1, "the delegate is told")
    },

    // Titles follow Dynamic Type up to the size that fits the bar, and are laid out again when
    // the text size changes; a system bar without a titleFont keeps UIKit's title font.
    "dynamicType": {
        let controller = QuickKickTabBarController()
        let window = host(controller)
        @MainActor func titleLabel() -> UILabel? {
            find("tab.search", in: window)?.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }
        }
        guard let button = find("tab.search", in: window), let label = titleLabel() else { return check(false, "no title") }
        let defaultHeight = label.frame.height
        window.stubSetTraitOverride(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        window.layoutIfNeeded()
        check(label.frame.height > defaultHeight, "the title is laid out again for the larger text: \(label.frame.height) vs \(defaultHeight)")
        check(label.frame.maxY <= button.bounds.height, "the largest title still fits in the bar: \(label.frame.maxY) > \(button.bounds.height)")
        let icon = button.subviews.compactMap { $0 as? UIImageView }.first
        check(icon.map { $0.frame.minY >= 0 } ?? false, "the icon stays in the bar")
        check(label.stubEffectivePointSize > 15, "the title grows with Dynamic Type")

        let system = ChameleonTabBarController()
        let attributes = system.tabBar.standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes
        check(attributes[.font] == nil, "no title font forced on a system bar whose layout sets none")
    },

    // SwiftUI: the binding selects as currentTab does (an update never pops a stack), and a tap
    // writes the new tab back to the binding.
    "swiftUIHost": {
        final class Box: @unchecked Sendable { var tab: FinanceTab = .home }
        let box = Box()
        // Non-isolated closures: the toolchain crashes on `@MainActor` ones here.
        let binding = Binding<FinanceTab>(get: { box.tab }, set: { box.tab = $0 })
        let view = FinanceTabView(selection: binding, transactionManager: TransactionManager())
        let representable = StubRepresentableHost(view)
        let controller = representable.viewController
        let window = host(controller)
        let home = controller.children.first as? UINavigationController
        home?.pushViewController(PushedViewController(), animated: false)
        representable.stubUpdate(view)
        representable.stubUpdate(view)
        expectEqual(home?.viewControllers.count, 2, "SwiftUI's updates never pop the stack")
        box.tab = .calendar
        representable.stubUpdate(view)
        expectEqual(controller.currentTab, .calendar, "the binding selects")
        tap("tab.home", in: window)
        expectEqual(box.tab, .home, "a tap writes the binding")
        expectEqual(home?.viewControllers.count, 2, "coming back keeps the stack")
        box.tab = .add
        representable.stubUpdate(view)
        check(controller.presentedViewController == nil, "a modal item in the binding is not presented")
        expectEqual(controller.currentTab, .home, "nor selected")
    },

    // kind: system: its own drawn bar, taps through select(_:animated:), one appearance.
    "systemSelectionAndAppearance": {
        StubLog.reset()
        let controller = ChameleonTabBarController()
        check(StubLog.events.contains("setValue(tabBar)"), "drawn bar installed")
        check(controller.tabBar is ChameleonTabBar, "bar class")
        expectEqual(controller.tabBar.scrollEdgeAppearance?.stubSummary, controller.tabBar.standardAppearance.stubSummary, "standard and scroll-edge appearance alike")
        expectEqual(controller.tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor?.stubName, "systemGray", "item tint")
        expectEqual(controller.tabBar.standardAppearance.compactInlineLayoutAppearance.selected.iconColor == nil, false, "selected tint in every layout")
        expectEqual(controller.tabBar.standardAppearance.stubConfiguration, "transparent", "the bar draws its own background")
        expectEqual(controller.tabBar.itemPositioning, .fill, "equal slots")
        let events = ChameleonEvents()
        controller.tabDelegate = events
        var closure: [ChameleonTab] = []
        controller.onSelect = { closure.append($0) }
        let window = host(controller)
        expectEqual(controller.currentTab, .home, "initial")
        expectEqual(controller.tabBar.items?.map(\.title), ["Home", "More"], "bar items")
        expectEqual(controller.tabBar.items?.map(\.accessibilityIdentifier), ["tab.home", "tab.more"], "identifiers")
        expectEqual(controller.tabBar.frame.height, 59 + 34, "the layout's height above the safe area")
        controller.stubTapItem(at: 1)
        expectEqual(controller.currentTab, .more, "tap selects")
        expectEqual(events.events, ["didSelect more"], "delegate")
        expectEqual(closure, [.more], "closure")
        let more = controller.selectedViewController as? UINavigationController
        more?.pushViewController(PushedViewController(), animated: false)
        controller.stubTapItem(at: 1)
        expectEqual(more?.viewControllers.count, 1, "reselect pops to the root")
        expectEqual(events.events, ["didSelect more"], "reselect is not a selection change")
        controller.select(.home, animated: false)
        expectEqual(controller.tabBar.selectedItem?.title, "Home", "programmatic selection updates the bar")
        let storyboardMade = ChameleonTabBarController(coder: NSCoder())
        expectEqual(storyboardMade?.viewControllers?.count, 2, "init?(coder:) works")

        // Decorations: rounded top corners, a top-only border that belongs to the bar.
        let bar = controller.tabBar
        let layers = bar.layer.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
        expectEqual(layers.count, 2, "background and border layers")
        check(layers.first?.path?.stubElements.contains { $0.hasPrefix("arc") } == true, "rounded corners")
        expectEqual(layers.last?.path?.stubElements.contains("close"), false, "the border strokes the top edge only")
        expectEqual(layers.first?.frame, bar.bounds, "background follows the bar's bounds")
        let light = layers.first?.fillColor?.stubComponents.red
        window.stubSetTraitOverride(UITraitCollection(userInterfaceStyle: .dark))
        let dark = layers.first?.fillColor?.stubComponents.red
        expectEqual(light, 1, "white in light appearance")
        expectEqual(dark, 28.0 / 255, "#1C1C1E in dark appearance")
        bar.isHidden = true
        check(layers.allSatisfy { $0.superlayer === bar.layer }, "border and shape hide with the bar")
    },

    // kind: system with a raised modal: presents, keeps the selection, reports the dismissal.
    "systemModal": {
        let controller = NotchTabBarController()
        let events = NotchEvents()
        controller.tabDelegate = events
        let window = host(controller)
        controller.stubTapItem(at: 1)
        check(controller.presentedViewController == nil, "the empty slot under the raised button does nothing")
        tap("tab.add", in: window)
        let presented = controller.presentedViewController as? UINavigationController
        check(presented != nil, "presented in a navigation controller")
        expectEqual(presented?.viewControllers.first?.stubName, "AddViewController", "storyboard screen")
        expectEqual(presented?.modalPresentationStyle, .pageSheet, "page sheet")
        expectEqual(controller.currentTab, .first, "selection unchanged")
        presented?.stubSwipeToDismiss()
        check(controller.presentedViewController == nil, "swiped away")
        expectEqual(controller.currentTab, .first, "afterDismiss: keep")
        expectEqual(events.events, ["didPresent add", "didDismiss add"], "delegate")
        expectEqual(controller.tabBar.items?[1].isEnabled, false, "placeholder item disabled")
        expectEqual(controller.tabBar.items?[1].isAccessibilityElement, false, "placeholder item silent")
    },

    // docs/generated-code.md: the raised modal item is reachable and presents by a tap in every design, and
    // never becomes the selection: the raised button in the classic bar, a plain item with its
    // title and icon on iOS 26 (Liquid Glass) and on an iPad at regular width.
    "systemDesignsPresentModal": {
        for configuration in BarConfiguration.allCases {
            simulateSystem(iOS26OrLater: configuration == .glass)
            let controller = DockTabBarController()
            var selections: [DockTab] = []
            controller.onSelect = { selections.append($0) }
            let window = configuration == .regularWidth ? hostOnPad(controller) : host(controller)
            let item = controller.tabBar.items?[1]
            let name = configuration.rawValue
            if configuration == .classic {
                expectEqual(item?.isEnabled, false, "\(name): the slot under the raised button is disabled")
                expectEqual(item?.title, nil, "\(name): and empty")
                controller.stubTapItem(at: 1)
                check(controller.presentedViewController == nil, "\(name): the empty slot does nothing")
                tap("tab.compose", in: window)
            } else {
                check(find("tab.compose", in: window).map { $0.isHidden } ?? true, "\(name): no raised button")
                expectEqual(item?.isEnabled, true, "\(name): a plain, enabled item")
                expectEqual(item?.title, "New", "\(name): with its title")
                check(item?.image != nil && item?.selectedImage != nil, "\(name): and its icons")
                expectEqual(item?.isAccessibilityElement, true, "\(name): VoiceOver reads it")
                controller.stubTapItem(at: 1)
            }
            let presented = controller.presentedViewController as? UINavigationController
            check(presented?.viewControllers.first is DockComposeViewController, "\(name): the tap presents the modal's screen")
            expectEqual(presented?.modalPresentationStyle, .pageSheet, "\(name): page sheet")
            expectEqual(controller.currentTab, .home, "\(name): the modal item is never selected")
            check(controller.tabBar.selectedItem === controller.tabBar.items?[0], "\(name): the bar still shows home selected")
            presented?.stubSwipeToDismiss()
            check(controller.presentedViewController == nil, "\(name): dismissed")
            expectEqual(controller.currentTab, .inbox, "\(name): afterDismiss select(inbox)")
            expectEqual(selections, [.inbox], "\(name): one selection, after the dismissal")
        }
        // The layouts from the examples and the raised tab too.
        simulateSystem(iOS26OrLater: true)
        let notch = NotchTabBarController()
        let notchWindow = host(notch)
        defer { _ = notchWindow }
        notch.stubTapItem(at: 1)
        check(notch.presentedViewController != nil, "notch on iOS 26: the plain item presents")
        let panel = PanelTabBarController(store: Store())
        _ = hostOnPad(panel)
        panel.stubTapItem(at: 1)
        expectEqual(panel.currentTab, .scan, "panel on iOS 26: the raised tab is a plain item that selects")
    },

    // docs/generated-code.md, iOS 26: UIKit's glass bar stays (no replacement bar, no transparent background, no
    // decoration); tints, title font, icons and badges apply; minimizeBehavior is set.
    // UIDesignRequiresCompatibility brings the drawn bar back.
    "glassSystemBar": {
        simulateSystem(iOS26OrLater: true)
        StubLog.reset()
        let dock = DockTabBarController()
        _ = host(dock)
        check(!StubLog.events.contains("setValue(tabBar)"), "no replacement bar by key-value coding")
        check(!(dock.tabBar is DockTabBar), "UIKit's own bar")
        expectEqual(dock.tabBar.layer.sublayers?.count ?? 0, 0, "no shape, border or shadow layers")
        expectEqual(dock.tabBar.subviews.count, 0, "no raised button, no indicator")
        expectEqual(dock.tabBar.standardAppearance.stubConfiguration, "default", "UIKit's own (glass) background, not a transparent one")
        expectEqual(dock.tabBar.scrollEdgeAppearance?.stubSummary, dock.tabBar.standardAppearance.stubSummary, "the same at the scroll edge")
        expectEqual(dock.tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor?.stubName, "systemGray", "unselected tint")
        expectEqual(dock.tabBar.standardAppearance.inlineLayoutAppearance.selected.iconColor?.stubName, "systemIndigo", "selected tint")
        check(dock.tabBar.standardAppearance.compactInlineLayoutAppearance.selected.titleTextAttributes[.font] == nil, "UIKit's own title font: the layout sets none")
        expectEqual(dock.tabBar.itemPositioning, .automatic, "UIKit's item layout")
        expectEqual(dock.tabBar.frame.height, 49 + 34, "UIKit's height, not the style's")
        expectEqual(dock.tabBar.items?.map(\.title), ["Home", "New", "Inbox"], "every item plain")
        check(dock.tabBar.items?.allSatisfy { $0.isEnabled && $0.image != nil } == true, "every item enabled, with its icon")
        expectEqual(dock.tabBar.items?[2].badgeValue, "2", "badge")
        expectEqual(dock.tabBarMinimizeBehavior, .onScrollDown, "minimizeBehavior: onScrollDown")
        let notch = NotchTabBarController()
        expectEqual(notch.tabBarMinimizeBehavior, .automatic, "automatic is left to UIKit")
        check(!(notch.tabBar is NotchTabBar), "notch: UIKit's own bar")
        let chameleon = ChameleonTabBarController()
        expectEqual(chameleon.tabBar.standardAppearance.stubConfiguration, "default", "rounded: no transparent background")
        // A drawn bar set in a storyboard keeps the glass look too.
        let storyboardBar = DockTabBar(frame: .zero)
        expectEqual(storyboardBar.standardAppearance.stubConfiguration, "default", "storyboard bar: UIKit's background")
        expectEqual(shownShapeLayers(storyboardBar).count, 0, "storyboard bar: no shape or border")
        expectEqual(shownDecorationViews(storyboardBar).count, 0, "storyboard bar: no raised button or indicator")

        // The Info.plist opt-out: the bar drawn as before iOS 26.
        simulateSystem(iOS26OrLater: true, requiresCompatibility: true)
        StubLog.reset()
        let compatible = DockTabBarController()
        _ = host(compatible)
        check(StubLog.events.contains("setValue(tabBar)") && compatible.tabBar is DockTabBar, "UIDesignRequiresCompatibility: the drawn bar")
        expectEqual(shownShapeLayers(compatible.tabBar).count, 2, "UIDesignRequiresCompatibility: shape and border")
        expectEqual(compatible.tabBar.standardAppearance.stubConfiguration, "transparent", "UIDesignRequiresCompatibility: the bar draws its background")
        expectEqual(compatible.tabBar.items?[1].isEnabled, false, "UIDesignRequiresCompatibility: the raised button's slot")

        // What decides the opt-out: the key, which UIKit ignores in apps built with the iOS 27 SDK.
        check(DockTabBarDesign.requiresCompatibility(["UIDesignRequiresCompatibility": true]), "the key set")
        check(DockTabBarDesign.requiresCompatibility(["UIDesignRequiresCompatibility": true, "DTPlatformVersion": "26.2"]), "the key, iOS 26 SDK")
        check(!DockTabBarDesign.requiresCompatibility(["UIDesignRequiresCompatibility": true, "DTPlatformVersion": "27.0"]), "the key, iOS 27 SDK: ignored")
        check(!DockTabBarDesign.requiresCompatibility(["UIDesignRequiresCompatibility": false]), "the key off")
        check(!DockTabBarDesign.requiresCompatibility([:]), "no key")

        // Before iOS 26: the drawn bar.
        simulateSystem(iOS26OrLater: false)
        let classic = DockTabBarController()
        _ = host(classic)
        check(classic.tabBar is DockTabBar, "before iOS 26: the drawn bar")
        expectEqual(shownShapeLayers(classic.tabBar).count, 2, "before iOS 26: shape and border")
        expectEqual(shownDecorationViews(classic.tabBar).count, 2, "before iOS 26: raised button and indicator")
    },

    // docs/generated-code.md, iPad: at regular width every item is plain and nothing is drawn; the drawn bar is
    // back when the width becomes compact, and gone again at regular width. A large iPhone at
    // regular width keeps its drawn bottom bar.
    "regularWidthSystemBar": {
        let dock = DockTabBarController()
        let window = hostOnPad(dock)
        let bar = dock.tabBar
        check(bar is DockTabBar, "the drawn bar stays installed, for compact widths")
        expectEqual(shownShapeLayers(bar).count, 0, "regular: no shape or border")
        expectEqual(shownDecorationViews(bar).count, 0, "regular: no raised button or indicator")
        expectEqual(bar.standardAppearance.stubConfiguration, "default", "regular: UIKit's background")
        expectEqual(bar.items?.map(\.title), ["Home", "New", "Inbox"], "regular: every item plain")
        expectEqual(bar.items?[1].isEnabled, true, "regular: the modal item is enabled")
        dock.stubTapItem(at: 1)
        check(dock.presentedViewController is UINavigationController, "regular: a tap on the item presents")
        dock.presentedViewController?.dismiss(animated: false)
        // The bar at the top selects through UIKit's own path, which no override sees.
        dock.select(.home, animated: false)
        var selections: [DockTab] = []
        dock.onSelect = { selections.append($0) }
        dock.stubSelectThroughUIKit(at: 1)
        check(dock.presentedViewController?.children.first is DockComposeViewController, "regular: selected by UIKit, the modal item presents")
        expectEqual(dock.currentTab, .home, "regular: and gives the selection back")
        check(dock.selectedViewController?.children.first is DockHomeViewController, "regular: the home screen shown again")
        expectEqual(selections, [], "regular: no selection change told")
        dock.presentedViewController?.dismiss(animated: false)
        expectEqual(selections, [.inbox], "regular: afterDismiss")

        window.frame = CGRect(x: 0, y: 0, width: 375, height: 768)
        window.stubSetTraitOverride(sizeTraits(.compact))
        window.layoutIfNeeded()
        expectEqual(shownShapeLayers(bar).count, 2, "compact: shape and border back")
        expectEqual(shownShapeLayers(bar).first?.frame, bar.bounds, "compact: the shape follows the bar")
        check(shownShapeLayers(bar).first?.path?.stubElements.contains { $0.hasPrefix("curve") } == true, "compact: the notch")
        expectEqual(shownDecorationViews(bar).count, 2, "compact: raised button and indicator back")
        expectEqual(bar.standardAppearance.stubConfiguration, "transparent", "compact: the bar draws its background")
        expectEqual(bar.frame.height, 52 + 20, "compact: the layout's height")
        expectEqual(bar.items?[1].isEnabled, false, "compact: the raised button's slot is empty again")
        expectEqual(bar.items?[1].title, nil, "compact: no title under the raised button")
        tap("tab.compose", in: window)
        check(dock.presentedViewController is UINavigationController, "compact: the raised button presents")
        dock.presentedViewController?.dismiss(animated: false)

        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.stubSetTraitOverride(sizeTraits(.regular))
        window.layoutIfNeeded()
        expectEqual(shownShapeLayers(bar).count + shownDecorationViews(bar).count, 0, "regular again: nothing drawn")
        expectEqual(bar.items?[1].title, "New", "regular again: the plain item")

        let phone = DockTabBarController()
        let phoneWindow = host(phone)
        phoneWindow.stubSetTraitOverride(sizeTraits(.regular, idiom: .phone))
        phoneWindow.layoutIfNeeded()
        expectEqual(shownShapeLayers(phone.tabBar).count, 2, "iPhone at regular width: the drawn bar")
        expectEqual(phone.tabBar.items?[1].isEnabled, false, "iPhone at regular width: the raised button")
    },

    // bindings: [rx]: tapping emits, binding selects.
    "rxBindings": {
        let controller = MessengerTabBarController()
        let window = host(controller)
        var received: [MessengerTab] = []
        let subscription = controller.rx.selectedTab.subscribe(onNext: { received.append($0) })
        tap("tab.chat", in: window)
        controller.rx.select.onNext(.my)
        expectEqual(received, [.chat, .my], "selections emitted")
        expectEqual(controller.currentTab, .my, "binder selects")
        subscription.dispose()
        tap("tab.home", in: window)
        expectEqual(received, [.chat, .my], "nothing after dispose")
    },

    // bindings: combine: the publisher emits every selection change.
    "combinePublisher": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        var received: [StudioTab] = []
        let cancellable = studio.selectedTabPublisher.sink { received.append($0) }
        tap("tab.search", in: window)
        studio.currentTab = .profile
        expectEqual(received, [.feed, .search, .profile], "custom kind: the current tab, then each change")
        cancellable.cancel()

        let panel = PanelTabBarController(store: Store())
        _ = host(panel)
        var panelReceived: [PanelTab] = []
        let panelCancellable = panel.selectedTabPublisher.sink { panelReceived.append($0) }
        panel.stubTapItem(at: 3)
        expectEqual(panelReceived, [.inbox, .settings], "system kind: the current tab, then each change")
        panelCancellable.cancel()
    },

    // haptics: feedback on a tab change by a tap only.
    "haptics": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        StubLog.reset()
        tap("tab.search", in: window)
        expectEqual(count("haptic(light)"), 1, "tab change")
        tap("tab.search", in: window)
        tap("tab.compose", in: window)
        studio.select(.feed, animated: true)
        expectEqual(count("haptic(light)"), 1, "not on reselect, modal or selection in code")

        let panel = PanelTabBarController(store: Store())
        _ = host(panel)
        StubLog.reset()
        panel.stubTapItem(at: 3)
        expectEqual(count("haptic(selection)"), 1, "system kind")
    },

    // Reduce Motion: the indicator jumps instead of sliding; the cross-dissolve stays.
    "reduceMotion": {
        let controller = QuickKickTabBarController()
        let window = host(controller)
        StubLog.reset()
        tap("tab.registration", in: window)
        expectEqual(count("animate(0.3)"), 1, "indicator slides")
        expectEqual(count("transition(0.3, crossDissolve)"), 1, "screens cross-dissolve")
        UIAccessibility.stubReduceMotionEnabled = true
        StubLog.reset()
        tap("tab.myPage", in: window)
        expectEqual(count("animate(0.3)"), 0, "no slide with Reduce Motion")
        expectEqual(count("transition(0.3, crossDissolve)"), 1, "cross-dissolve kept")
        expectEqual(indicator(in: controller.tabBar)?.frame.midX, controller.tabBar.itemFrame(for: .myPage).midX, "indicator placed")
        UIAccessibility.stubReduceMotionEnabled = false
    },

    // Badges: from the layout at start, changeable in code, read by VoiceOver.
    "badges": {
        let (controller, window, _) = makeFinance()
        controller.setBadgeValue("5", for: .calendar)
        expectEqual(find("tab.calendar", in: window)?.accessibilityValue, "5", "badge set")
        controller.setBadgeValue(nil, for: .calendar)
        expectEqual(find("tab.calendar", in: window)?.accessibilityValue, nil, "badge removed")
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let studioWindow = host(studio)
        expectEqual(find("tab.feed", in: studioWindow)?.accessibilityValue, "3", "badge from the layout")
        let badge = find("tab.feed", in: studioWindow)?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" }
        check(badge.map { !$0.isHidden } == true, "badge label shown at start")
        expectEqual(find("tab.feed", in: studioWindow)?.accessibilityHint, "Shows the latest posts", "hint")
        let chameleon = ChameleonTabBarController()
        chameleon.setBadgeValue("1", for: .more)
        expectEqual(chameleon.tabBar.items?[1].badgeValue, "1", "system badge")
    },

    // Decorations are rebuilt from the bounds on layout: rotation moves the notch and shape.
    // `material`: a visual-effect view is the bar's first subview, below the shape layers, the
    // indicator and the items, cut to the bar's outline and following its bounds; `background`
    // tints it instead of filling the shape. Glass where iOS 26 is available, else the chrome blur.
    "materialUnderDecorations": {
        let glassy = GlassyTabBarController()
        let window = host(glassy)
        let bar = glassy.tabBar
        guard let material = bar.subviews.first as? UIVisualEffectView else {
            return check(false, "the bar's first subview is no visual-effect view: \(bar.subviews)")
        }
        expectEqual(bar.subviews.filter { $0 is UIVisualEffectView }.count, 1, "one material view")
        check(!material.isUserInteractionEnabled, "the material takes no touches")
        let glass = material.effect as? UIGlassEffect
        check(glass != nil, "glass on iOS 26 and later")
        // Glassy's background: #FFFFFF80 in light appearance.
        let tint = glass?.tintColor?.resolvedColor(with: bar.traitCollection).cgColor.stubComponents
        check(tint.map { $0.red == 1 && $0.green == 1 && abs($0.alpha - 128 / 255) < 0.01 } == true, "background tints the glass: \(String(describing: tint))")
        expectEqual(material.frame, bar.bounds, "the material covers the bar")
        let shapes = bar.layer.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
        let background = shapes.first
        check(background?.fillColor == nil, "the shape no longer hides the material")
        let mask = material.layer.mask as? CAShapeLayer
        check(mask?.path?.stubElements.contains { $0.hasPrefix("curve") } == true, "the material is cut to the notched outline")
        expectEqual(mask?.path?.stubElements, background?.path?.stubElements, "the same outline as the shape")
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.stubRootSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        glassy.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(material.frame, bar.bounds, "the material follows the new bounds")
        expectEqual(mask?.path?.stubElements, background?.path?.stubElements, "and the new outline")

        let frosted = FrostedTabBarController()
        _ = host(frosted)
        let blurView = frosted.tabBar.subviews.first as? UIVisualEffectView
        expectEqual((blurView?.effect as? UIBlurEffect)?.stubStyle, .systemChromeMaterial, "material: blur is the chrome blur")
        check(sameColor(blurView?.contentView.backgroundColor, UIColor.systemBackground, in: frosted.tabBar), "background tints the blur")
        check(StudioTabBarController(api: StudioAPI(), session: Session()).tabBar.subviews.allSatisfy { !($0 is UIVisualEffectView) },
              "no material without material:")
    },

    "decorationsFollowBounds": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        let bar = studio.tabBar
        let layers = bar.layer.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
        expectEqual(layers.count, 2, "background and border")
        check(layers.first?.path?.stubElements.contains { $0.hasPrefix("curve") } == true, "notch drawn")
        check(layers.last?.path?.stubElements.contains("close") == true, "border around the whole outline")
        check(layers.first?.shadowPath != nil && layers.first?.shadowOpacity == 0.2, "shadow")
        let raised = find("tab.compose", in: window)
        let portraitNotch = layers.first?.path?.stubElements.first { $0.hasPrefix("curve") }
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.stubRootSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        studio.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(layers.first?.frame, bar.bounds, "shape follows the new bounds")
        let landscapeNotch = layers.first?.path?.stubElements.first { $0.hasPrefix("curve") }
        check(portraitNotch != landscapeNotch, "notch moved with the raised button")
        expectEqual(raised.map { $0.frame.midX }, bar.itemFrame(for: .compose).midX, "raised button in its slot")
        check(bar.frame.minX >= 47 + 16, "floating bar inside the safe area and margins")
    },

    // Layer geometry and colors change without implicit animations: on rotation and on an
    // appearance change the decorations never lag the bar. Both kinds.
    "noImplicitLayerAnimations": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        let notch = NotchTabBarController()
        let notchWindow = host(notch)
        CATransaction.stubImplicitAnimations = []
        for (controller, window) in [(studio as UIViewController, window), (notch, notchWindow)] {
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            window.stubRootSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            window.stubSetTraitOverride(UITraitCollection(userInterfaceStyle: .dark))
            window.layoutIfNeeded()
        }
        expectEqual(CATransaction.stubImplicitAnimations, [], "layer changes Core Animation would animate on its own")
    },

    // The smallest layouts work too.
    "minimalLayouts": {
        let bare = BareTabBarController()
        let window = host(bare)
        expectEqual(bare.currentTab, .only, "single item")
        tap("tab.only", in: window)
        expectEqual(bare.children.count, 1, "one screen")
        expectEqual(bare.tabBar.frame, CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49 + 34), "docked bar covers the home indicator area")

        let counter = CounterTabBarController()
        final class CounterEvents: CounterTabBarControllerDelegate {
            var events: [CounterTab] = []
            func tabBarController(_ tabBarController: CounterTabBarController, didSelect tab: CounterTab) { events.append(tab) }
        }
        let events = CounterEvents()
        counter.tabDelegate = events
        _ = host(counter)
        counter.stubTapItem(at: 1)
        expectEqual(events.events, [.second], "delegate")
        check(counter.selectedViewController is SecondCounterViewController, "eager entries are the screens")
    },

    // kind: system with a raised tab, lazy hosts, a modal without navigation, hidesOnPush: false.
    "systemPanel": {
        let panel = PanelTabBarController(store: Store())
        let window = host(panel)
        tap("tab.scan", in: window)
        expectEqual(panel.currentTab, .scan, "raised tab selected")
        expectEqual(traits("tab.scan", in: window), [.button, .selected], "raised tab carries the selected trait")
        check(panel.selectedViewController?.children.first is ScanViewController, "lazy host holds the screen")
        guard let line = indicator(in: panel.tabBar) else { return check(false, "no indicator") }
        expectEqual(line.frame.midX, find("tab.scan", in: window)?.frame.midX, "indicator under the raised button")
        panel.select(.settings, animated: false)
        panel.stubTapItem(at: 2)
        guard let help = panel.presentedViewController else { return check(false, "help not presented") }
        check(!(help is UINavigationController), "no navigation controller for navigation: false")
        check(help.children.first is HelpViewController, "the modal's screen is hosted")
        expectEqual(help.modalPresentationStyle, .overFullScreen, "presentation style")
        help.children.first?.preferredContentSize = CGSize(width: 300, height: 200)
        expectEqual(help.preferredContentSize, CGSize(width: 300, height: 200), "the host takes the screen's preferred size")
        help.children.first?.dismiss(animated: true)
        expectEqual(panel.currentTab, .inbox, "afterDismiss select(inbox)")
        let inbox = panel.selectedViewController as? UINavigationController
        let pushed = PushedViewController()
        pushed.hidesBottomBarWhenPushed = true
        inbox?.pushViewController(pushed, animated: false)
        check(!pushed.hidesBottomBarWhenPushed, "hidesOnPush: false keeps the bar")
    },
    // The SwiftUI host never writes its binding while SwiftUI updates it: a change that came
    // from the binding is not echoed back into it; a tap still writes it.
    "swiftUIHostNoEcho": {
        final class Box: @unchecked Sendable { var tab: FinanceTab = .home; var writes = 0 }
        let box = Box()
        let binding = Binding<FinanceTab>(get: { box.tab }, set: { box.tab = $0; box.writes += 1 })
        let view = FinanceTabView(selection: binding, transactionManager: TransactionManager())
        let representable = StubRepresentableHost(view)
        let controller = representable.viewController
        let window = host(controller)
        box.tab = .calendar
        representable.stubUpdate(view)
        expectEqual(controller.currentTab, .calendar, "the binding selects")
        expectEqual(box.writes, 0, "no write of the binding during SwiftUI's update")
        tap("tab.home", in: window)
        expectEqual(box.writes, 1, "a tap writes the binding")
        expectEqual(box.tab, .home, "the tapped tab")
    },

    // A screen's own additionalSafeAreaInsets are kept: the bar's inset is added to them. With
    // a navigation toolbar shown, the inset goes on the navigation controller, so the toolbar
    // (at the bottom of its safe area) sits above the bar.
    "insetsKeepOwnAndToolbar": {
        let (controller, window, _) = makeFinance()
        let navigation = controller.children.first as? UINavigationController
        let root = navigation?.viewControllers.first
        root?.additionalSafeAreaInsets.bottom += 10
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(root?.additionalSafeAreaInsets.bottom, 70, "the screen's own 10 plus the bar's 60")
        navigation?.setToolbarHidden(false, animated: false)
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(navigation?.additionalSafeAreaInsets.bottom, 60, "the navigation controller, where the toolbar is, carries the bar's inset")
        expectEqual(root?.additionalSafeAreaInsets.bottom, 10, "the screen keeps its own inset and has the bar's through its parent")
        navigation?.setToolbarHidden(true, animated: false)
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(navigation?.additionalSafeAreaInsets.bottom, 0, "no toolbar: the navigation controller gives the inset back")
        expectEqual(root?.additionalSafeAreaInsets.bottom, 70, "and the screen has it again")
    },

    // bindings: combine: a new subscriber gets the current tab first.
    "combineCurrentValue": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        _ = host(studio)
        studio.currentTab = .profile
        var received: [StudioTab] = []
        let cancellable = studio.selectedTabPublisher.sink { received.append($0) }
        expectEqual(received, [.profile], "the current tab on subscription")
        studio.currentTab = .search
        expectEqual(received, [.profile, .search], "then each change")
        cancellable.cancel()
    },

    // bindings: rx: rx.selectedTab completes when the controller goes away.
    "rxCompletesOnDeallocation": {
        var completed = false
        var received: [MessengerTab] = []
        var subscription: Disposable?
        do {
            let controller = MessengerTabBarController()
            subscription = controller.rx.selectedTab.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            controller.select(.chat, animated: false)
            check(!completed, "not completed while the controller lives")
        }
        expectEqual(received, [.chat], "selections emitted")
        check(completed, "completed when the controller went away")
        subscription?.dispose()
    },

    // A badge set on the raised item shows on the raised button, in both kinds.
    "raisedBadge": {
        let studio = StudioTabBarController(api: StudioAPI(), session: Session())
        let window = host(studio)
        studio.setBadgeValue("2", for: .compose)
        expectEqual(find("tab.compose", in: window)?.accessibilityValue, "2", "custom: VoiceOver reads the raised button's badge")
        let label = find("tab.compose", in: window)?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "2" }
        check(label.map { !$0.isHidden } == true, "custom: the raised button draws the badge")
        studio.setBadgeValue(nil, for: .compose)
        expectEqual(find("tab.compose", in: window)?.accessibilityValue, nil, "custom: badge removed")
        let panel = PanelTabBarController(store: Store())
        let panelWindow = host(panel)
        panel.setBadgeValue("4", for: .scan)
        expectEqual(find("tab.scan", in: panelWindow)?.accessibilityValue, "4", "system: VoiceOver reads the raised button's badge")
        expectEqual(panel.tabBar.items?[1].badgeValue, nil, "system: not on the hidden slot under the button")
        simulateSystem(iOS26OrLater: true)
        panel.tabBar.setNeedsLayout()
        panelWindow.layoutIfNeeded()
        expectEqual(panel.tabBar.items?[1].badgeValue, "4", "glass: on the plain item")
    },

    // A modal selected before the container is in a window is presented once it is.
    "modalBeforeWindow": {
        let controller = FinanceTabBarController(transactionManager: TransactionManager())
        controller.select(.add, animated: false)
        check(controller.presentedViewController == nil, "custom: not presented outside a window")
        let window = host(controller)
        check(controller.presentedViewController != nil, "custom: presented once in a window")
        let panel = PanelTabBarController(store: Store())
        panel.select(.help, animated: false)
        check(panel.presentedViewController == nil, "system: not presented outside a window")
        let panelWindow = host(panel)
        check(panel.presentedViewController != nil, "system: presented once in a window")
        _ = (window, panelWindow)
    },
    // restoresSelection: the selected tab comes back through state restoration and through a
    // user activity; the enum's identifiers are the items' ids. Both kinds.
    "restoresSelection": {
        expectEqual(VaultTab.cards.identifier, "cards", "identifier")
        expectEqual(VaultTab(identifier: "transfer"), .transfer, "init?(identifier:)")
        expectEqual(VaultTab(identifier: "Cards"), nil, "no tab for another identifier")
        let vault = VaultTabBarController(store: VaultStore())
        let window = host(vault)
        expectEqual(vault.restorationIdentifier, "VaultTabBarController", "restoration identifier")
        vault.currentTab = .cards
        let restored = VaultTabBarController(store: VaultStore())
        restored.restore(from: vault.restorationActivity)
        expectEqual(restored.currentTab, .cards, "restore(from:) selects the activity's tab")
        restored.restore(from: NSUserActivity(activityType: "another"))
        expectEqual(restored.currentTab, .cards, "another activity changes nothing")
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        vault.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver?.requiresSecureCoding = false
        let decoded = VaultTabBarController(store: VaultStore())
        if let unarchiver { decoded.decodeRestorableState(with: unarchiver) }
        expectEqual(decoded.currentTab, .cards, "decodeRestorableState(with:) selects the encoded tab")
        let counter = CounterTabBarController()
        _ = host(counter)
        expectEqual(counter.restorationIdentifier, "CounterTabBarController", "system kind: restoration identifier")
        counter.currentTab = .second
        let counterRestored = CounterTabBarController()
        counterRestored.restore(from: counter.restorationActivity)
        expectEqual(counterRestored.currentTab, .second, "system kind: restore(from:)")
        _ = window
    },
]

// The scenarios of this file and of the other files of this folder.
let everyScenario = scenarios.merging(moreListScenarios) { first, _ in first }
    .merging(localizationScenarios) { first, _ in first }
    .merging(sidebarScenarios) { first, _ in first }
let name = CommandLine.arguments.dropFirst().first ?? ""
if name == "--list" {
    print(everyScenario.keys.sorted().joined(separator: "\n"))
    exit(0)
}
guard let scenario = everyScenario[name] else {
    print("unknown scenario \(name)")
    exit(2)
}
simulateSystem(iOS26OrLater: false)
scenario()
if Harness.failures.isEmpty {
    print("PASS")
} else {
    print(Harness.failures.joined(separator: "\n"))
    exit(1)
}
