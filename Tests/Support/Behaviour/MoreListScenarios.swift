// Behaviour scenarios for the UIKit stub's own fidelity where the generated code leans on it
// (the More list of a tab bar controller with six or more view controllers, the transition
// coordinator of pushes and pops, `isMovingToParent`/`isMovingFromParent`), and for a
// generated `kind: system` controller with more items than the bar shows. `main.swift` runs
// them with its own.

import Combine
import UIKit

/// A view controller that records its appearance callbacks, with what UIKit tells it then.
final class AppearanceRecorder: UIViewController {
    var events: [String] = []

    private func record(_ callback: String, moving: Bool) {
        events.append("\(callback) moving=\(moving) coordinator=\(transitionCoordinator != nil)")
    }

    override func viewWillAppear(_ animated: Bool) { record("willAppear", moving: isMovingToParent) }
    override func viewDidAppear(_ animated: Bool) { record("didAppear", moving: isMovingToParent) }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear", moving: isMovingFromParent) }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear", moving: isMovingFromParent) }
}

/// Records what a navigation controller's delegate hears, with the coordinator it can use.
final class NavigationRecorder: UINavigationControllerDelegate {
    var events: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        guard let coordinator = navigationController.transitionCoordinator else {
            events.append("willShow \(viewController.stubName) without coordinator")
            return
        }
        events.append("willShow \(viewController.stubName) interactive=\(coordinator.isInteractive)")
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside") }, completion: { context in
            self.events.append("completion cancelled=\(context.isCancelled)")
        })
        coordinator.notifyWhenInteractionChanges { context in
            self.events.append("interaction ended interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        events.append("didShow \(viewController.stubName)")
    }
}

/// A `SystemNames` controller (nine items, two of them modal: four on the bar plus More) in a
/// window, with every binding recorded in one list.
@MainActor
func makeSystemNames() -> (SystemNamesTabBarController, UIWindow, Recorded) {
    let d = NamesDependency()
    let controller = SystemNamesTabBarController(
        coder: d, decoder: d, tabBar: d, delegate: d, view: d, dependencies: d, screens: d, select: d, Type: d, setUp: d,
        Dependencies: d, bundle: d, resourceBundle: d, selection: d, makeController: d, hostSelectionObserver: d,
        currentTab: d, notifySelection: d, changeSelection: d, entries: d, Bundle: d)
    let recorded = Recorded()
    controller.tabDelegate = recorded
    controller.onSelect = { recorded.events.append("onSelect \($0)") }
    recorded.cancellable = controller.selectedTabPublisher.sink { recorded.events.append("publisher \($0)") }
    let window = host(controller)
    // The publisher gives a new subscriber the current tab; what follows is what the scenarios do.
    recorded.events.removeAll()
    return (controller, window, recorded)
}

/// What the bindings of a `SystemNames` controller said, in order.
final class Recorded: SystemNamesTabBarControllerDelegate {
    var events: [String] = []
    var cancellable: AnyCancellable?
    func tabBarController(_ tabBarController: SystemNamesTabBarController, didSelect tab: SystemNamesTab) { events.append("didSelect \(tab)") }
}

@MainActor
let moreListScenarios: [String: @MainActor () -> Void] = [
    // The stub's More list, as Apple documents it: six or more view controllers show four items
    // plus More; the More navigation controller is selected with `selectedIndex` NSNotFound and
    // is never in `viewControllers`; a view controller of the list is shown inside it.
    "stubMoreList": {
        let tabs = UITabBarController()
        let controllers = (0..<7).map { index -> AppearanceRecorder in
            let controller = AppearanceRecorder()
            controller.stubName = "Tab\(index)"
            controller.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
            return controller
        }
        tabs.viewControllers = controllers
        let window = host(tabs)
        let more = tabs.moreNavigationController
        expectEqual(tabs.tabBar.items?.count, 5, "four items plus More")
        check(tabs.tabBar.items?.last === more.tabBarItem, "the last item is the More navigation controller's")
        check(tabs.tabBar.items?.prefix(4).map { $0.tag } == [0, 1, 2, 3], "the first four view controllers' items")
        expectEqual(tabs.viewControllers?.count, 7, "viewControllers holds all seven")
        check(!(tabs.viewControllers ?? []).contains { $0 === more }, "never the More navigation controller")

        tabs.stubTapMoreItem()
        check(tabs.selectedViewController === more, "More selected")
        expectEqual(tabs.selectedIndex, NSNotFound, "selectedIndex while More is shown")
        check(more.view.window === window, "the More list is on screen")
        check(tabs.tabBar.selectedItem === more.tabBarItem, "the More item is selected")

        tabs.stubSelectThroughUIKit(at: 5)
        check(tabs.selectedViewController === controllers[5], "a view controller picked in the list is selected")
        expectEqual(tabs.selectedIndex, 5, "with its index")
        check(more.viewControllers.last === controllers[5], "pushed onto the More navigation controller")
        check(controllers[5].view.window === window, "and shown")
        expectEqual(controllers[5].events, ["willAppear moving=true coordinator=true", "didAppear moving=true coordinator=true"],
                    "pushed with a coordinator, moving to its parent")

        tabs.selectedIndex = 1
        check(tabs.selectedViewController === controllers[1], "back to a bar item")
        check(controllers[5].parent === tabs, "the picked view controller is back in the tab bar controller")
        expectEqual(more.viewControllers.count, 1, "the More list is back to its root")
        check(controllers[5].view.window == nil, "off screen")

        tabs.selectedViewController = more
        expectEqual(tabs.selectedIndex, NSNotFound, "the More navigation controller selected in code")
        tabs.selectedIndex = 6
        check(more.viewControllers.last === controllers[6], "selectedIndex of a listed view controller shows it in More")
        expectEqual(tabs.selectedIndex, 6, "selectedIndex")
        check(tabs.tabBar.selectedItem === more.tabBarItem, "the More item stays selected")

        // Six is already one too many; five fit, with no More item.
        let six = UITabBarController()
        six.viewControllers = (0..<6).map { _ in UIViewController() }
        expectEqual(six.tabBar.items?.count, 5, "six view controllers: four items plus More")
        check(six.tabBar.items?.last === six.moreNavigationController.tabBarItem, "six: the More item")
        // Five view controllers fit: no More item.
        let five = UITabBarController()
        five.viewControllers = (0..<5).map { _ in UIViewController() }
        expectEqual(five.tabBar.items?.count, 5, "five items, no More")
        five.stubTapMoreItem()
        expectEqual(five.selectedIndex, 0, "no More item to tap")
    },

    // The stub's navigation transitions: every animated push and pop has a coordinator from
    // `willShow` to its completion, the screens see `isMovingToParent`/`isMovingFromParent`, and
    // interactive pops tell `notifyWhenInteractionChanges` how they end.
    "stubNavigationTransitions": {
        let root = AppearanceRecorder()
        root.stubName = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let recorder = NavigationRecorder()
        navigation.delegate = recorder
        let window = host(navigation)
        root.events = []
        let pushed = AppearanceRecorder()
        pushed.stubName = "Pushed"

        navigation.pushViewController(pushed, animated: true)
        expectEqual(recorder.events, ["willShow Pushed interactive=false", "alongside", "completion cancelled=false", "didShow Pushed"],
                    "animated push")
        expectEqual(pushed.events, ["willAppear moving=true coordinator=true", "didAppear moving=true coordinator=true"], "pushed")
        expectEqual(root.events, ["willDisappear moving=false coordinator=true", "didDisappear moving=false coordinator=true"], "root")
        check(navigation.transitionCoordinator == nil, "no coordinator once the push ended")
        check(!pushed.isMovingToParent, "not moving once shown")

        (recorder.events, pushed.events, root.events) = ([], [], [])
        navigation.stubInteractivePop(cancelled: true)
        expectEqual(recorder.events, ["willShow Root interactive=true", "alongside", "interaction ended interactive=false cancelled=true",
                                      "completion cancelled=true"], "cancelled swipe back")
        check(navigation.topViewController === pushed, "the stack is back")
        expectEqual(pushed.events, ["willDisappear moving=true coordinator=true", "willAppear moving=false coordinator=true",
                                    "didAppear moving=false coordinator=true"], "the top, which stays")
        expectEqual(root.events, ["willAppear moving=false coordinator=true", "willDisappear moving=false coordinator=true",
                                  "didDisappear moving=false coordinator=true"], "the screen below, which doesn't show")

        (recorder.events, pushed.events, root.events) = ([], [], [])
        navigation.stubInteractivePop(cancelled: false)
        expectEqual(recorder.events, ["willShow Root interactive=true", "alongside", "interaction ended interactive=false cancelled=false",
                                      "completion cancelled=false", "didShow Root"], "completed swipe back")
        check(navigation.topViewController === root, "popped")
        expectEqual(pushed.events, ["willDisappear moving=true coordinator=true", "didDisappear moving=true coordinator=true"], "popped screen")

        (recorder.events, root.events) = ([], [])
        let again = AppearanceRecorder()
        again.stubName = "Again"
        navigation.pushViewController(again, animated: false)
        expectEqual(recorder.events, ["willShow Again without coordinator", "didShow Again"], "a push without animation")
        _ = navigation.popViewController(animated: true)
        expectEqual(again.events.first, "willAppear moving=true coordinator=false", "pushed without a coordinator")
        expectEqual(again.events.suffix(2), ["willDisappear moving=true coordinator=true", "didDisappear moving=true coordinator=true"],
                    "an animated pop has a coordinator")
        check(root.view.window === window, "the root is shown again")
    },

    // kind: system with eight items: four on the bar plus More. Picking a tab in the More list,
    // or selecting one in code, loads its screen and tells every binding once, exactly as
    // `select` does; showing the More list itself tells nobody.
    "systemMoreListSelection": {
        let (names, window, recorded) = makeSystemNames()
        expectEqual(names.tabBar.items?.count, 5, "four items plus More")
        names.stubTapMoreItem()
        check(names.selectedViewController === names.moreNavigationController, "the More list is shown")
        expectEqual(names.selectedIndex, NSNotFound, "selectedIndex while the More list is shown")
        expectEqual(recorded.events, [], "showing the More list selects no tab")

        names.stubSelectThroughUIKit(at: 5)
        expectEqual(names.currentTab, .view, "picked in the More list")
        let stack = (names.viewControllers?[5] as? UINavigationController)?.viewControllers ?? []
        check(stack.count == 1 && stack.first is NamesViewController, "its screen is made: \(stack)")
        check(stack.first?.view.window === window, "and shown")

        let (selected, _, expected) = makeSystemNames()
        selected.select(.view, animated: false)
        expectEqual(recorded.events, expected.events, "the More list tells the bindings what select does")
        expectEqual(recorded.events, ["onSelect view", "didSelect view", "publisher view"], "each binding once")

        recorded.events = []
        names.selectedIndex = 7
        expectEqual(names.currentTab, .`Type`, "selectedIndex of a tab in the More list")
        expectEqual(recorded.events, ["onSelect Type", "didSelect Type", "publisher Type"], "told once")
        let typeStack = (names.viewControllers?[7] as? UINavigationController)?.viewControllers ?? []
        check(typeStack.first is NamesViewController, "its screen is made")

        recorded.events = []
        names.stubTapItem(at: 1)
        expectEqual(names.currentTab, .hash, "a bar item after the More list")
        expectEqual(recorded.events, ["onSelect hash", "didSelect hash", "publisher hash"], "told once")
        check(names.moreNavigationController.viewControllers.count == 1, "the More list let its screen go")
    },

    // While the More list is shown no tab's screen is, so selecting the initial tab (the one
    // `currentTab` reads as then) leaves the list: by `select`, and by setting `currentTab`.
    "systemMoreListLeftForInitialTab": {
        let (names, window, recorded) = makeSystemNames()
        let first = names.viewControllers?.first
        names.stubTapMoreItem()
        check(names.selectedViewController === names.moreNavigationController, "the More list is shown")
        expectEqual(names.currentTab, .description, "reads as the initial tab")
        names.select(.description, animated: false)
        check(names.selectedViewController === first, "select leaves the More list for the initial tab")
        check(first?.view.window === window, "its screen is shown")
        expectEqual(recorded.events, [], "the bindings were told of no change: they never heard of another tab")

        names.stubTapMoreItem()
        check(names.selectedViewController === names.moreNavigationController, "the More list again")
        names.currentTab = .description
        check(names.selectedViewController === first, "setting currentTab leaves the More list too")
        expectEqual(recorded.events, [], "still no change to tell")

        names.select(.hash, animated: false)
        names.stubTapMoreItem()
        recorded.events = []
        names.currentTab = .description
        check(names.selectedViewController === first, "from the More list after another tab")
        expectEqual(recorded.events, ["onSelect description", "didSelect description", "publisher description"], "told once")
    },
]
