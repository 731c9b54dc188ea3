// Helpers for the behaviour scenarios: hosting a controller in a window, finding and tapping
// items, and collecting failed checks.

import UIKit

@MainActor
enum Harness {
    static var failures: [String] = []
}

@MainActor
func check(_ condition: Bool, _ message: @autoclosure () -> String, file: String = #fileID, line: Int = #line) {
    if !condition { Harness.failures.append("\(file.split(separator: "/").last ?? ""):\(line): \(message())") }
}

@MainActor
func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String, file: String = #fileID, line: Int = #line) {
    if actual != expected {
        Harness.failures.append("\(file.split(separator: "/").last ?? ""):\(line): \(what): got \(actual), expected \(expected)")
    }
}

/// A phone-sized window (390 × 844, 47 pt top and 34 pt bottom safe area) showing `controller`.
@MainActor
func host(_ controller: UIViewController, rightToLeft: Bool = false) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.stubRootSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    if rightToLeft { window.stubSetTraitOverride(UITraitCollection(layoutDirection: .rightToLeft)) }
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
}

/// The view with `identifier` (an item's `accessibilityIdentifier`) under `view`.
@MainActor
func find(_ identifier: String, in view: UIView) -> UIView? {
    if view.accessibilityIdentifier == identifier { return view }
    for subview in view.subviews {
        if let found = find(identifier, in: subview) { return found }
    }
    return nil
}

/// Taps the item with `identifier` as a finger would: hit-test its center, then send the
/// control's touch-up-inside actions.
@MainActor
func tap(_ identifier: String, in window: UIWindow, line: Int = #line) {
    guard let item = find(identifier, in: window) else {
        Harness.failures.append("main.swift:\(line): no item \(identifier)")
        return
    }
    let center = item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: window)
    guard let control = window.hitTest(center, with: nil) as? UIControl, control === item else {
        Harness.failures.append("main.swift:\(line): \(identifier) is not hittable at its center")
        return
    }
    control.sendActions(for: .touchUpInside)
    window.layoutIfNeeded()
}

/// The log entries of containment calls whose subject (first argument) starts with `prefix`.
@MainActor
func containment(_ prefix: String) -> [String] {
    let verbs = ["addChild(", "willMove(", "didMove(", "addSubview(", "removeFromSuperview(", "removeFromParent("]
    return StubLog.events.filter { event in
        verbs.contains { verb in event.hasPrefix(verb + prefix) }
    }
}

@MainActor
func count(_ event: String) -> Int {
    StubLog.events.filter { $0 == event }.count
}

/// The first subview that is not a control: the indicator.
@MainActor
func indicator(in bar: UIView) -> UIView? {
    bar.subviews.first { !($0 is UIControl) }
}

/// The traits of the item with `identifier`.
@MainActor
func traits(_ identifier: String, in view: UIView) -> UIAccessibilityTraits {
    find(identifier, in: view)?.accessibilityTraits ?? .none
}

/// A screen pushed in tests.
final class PushedViewController: UIViewController {}
