// Behaviour scenarios for the generated bars' texts: looked up in the resource bundle the
// controller is given, as an app's translations are. `main.swift` runs them with its own.

import Foundation
import UIKit

/// A real bundle folder holding a German `Localizable.strings` (the form Xcode compiles a
/// string catalog's language into), for the generated lookups to find.
@MainActor
func germanBundle() -> Bundle? {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tabc-german-\(ProcessInfo.processInfo.processIdentifier).bundle")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let table = """
        "Finance.home.title" = "Startseite";
        "Finance.add.accessibilityLabel" = "Buchung hinzufügen";
        "Chameleon.home.title" = "Start";

        """
    try? Data(table.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    return Bundle(path: folder.path)
}

/// The text of the first label among `view`'s subviews that shows one.
@MainActor
func shownTitle(_ view: UIView?) -> String? {
    view?.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }?.text
}

let localizationScenarios: [String: @MainActor () -> Void] = [
    // With a bundle holding a German strings table, the bar shows the translated title and
    // VoiceOver label (custom and system bars); a text the table lacks shows its default
    // value; without the bundle every text is the default value.
    "translatedTexts": {
        guard let german = germanBundle() else { return check(false, "no bundle") }
        let translated = FinanceTabBarController(transactionManager: TransactionManager(), bundle: german)
        let window = host(translated)
        let home = find("tab.home", in: window)
        check(shownTitle(home) == "Startseite", "the translated title: \(String(describing: shownTitle(home)))")
        check(home?.accessibilityLabel == "Startseite", "the title's translation is the label: \(String(describing: home?.accessibilityLabel))")
        let add = find("tab.add", in: window)
        check(add?.accessibilityLabel == "Buchung hinzufügen", "the translated label: \(String(describing: add?.accessibilityLabel))")
        let calendar = find("tab.calendar", in: window)
        check(shownTitle(calendar) == "Calendar", "no translation: the default value: \(String(describing: shownTitle(calendar)))")

        let plain = FinanceTabBarController(transactionManager: TransactionManager())
        let plainWindow = host(plain)
        let plainHome = find("tab.home", in: plainWindow)
        check(shownTitle(plainHome) == "Home", "without the bundle, the default value: \(String(describing: shownTitle(plainHome)))")
        check(plainHome?.accessibilityLabel == "Home", "without the bundle, the default label")
        check(find("tab.add", in: plainWindow)?.accessibilityLabel == "Add transaction", "without the bundle, the default label")

        let system = ChameleonTabBarController(bundle: german)
        let systemWindow = host(system)
        let item = system.viewControllers?.first?.tabBarItem
        check(item?.title == "Start", "the system bar's translated title: \(String(describing: item?.title))")
        check(item?.accessibilityLabel == "Start", "the system bar's label is the title's translation: \(String(describing: item?.accessibilityLabel))")
        let plainSystem = ChameleonTabBarController()
        let plainSystemWindow = host(plainSystem)
        check(plainSystem.viewControllers?.first?.tabBarItem.title == "Home", "without the bundle, the system bar's default title")
        _ = (window, plainWindow, systemWindow, plainSystemWindow)
    },
]
