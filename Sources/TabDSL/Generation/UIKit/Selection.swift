/// The selection API of the controller, the same in both kinds: `currentTab`,
/// `select(_:animated:)`, `setBadgeValue(_:for:)`, the closure and delegate bindings' storage and
/// `notifySelection(_:)`, which tells every binding about a change.
extension SwiftLayout {
    /// The stored properties behind the `bindings`, in the controller.
    func printBindingProperties(_ p: inout CodePrinter) {
        p.docComment(["Keeps the binding of a `\(hostViewType)` up to date."])
        p.line("fileprivate var hostSelectionObserver: ((\(tabType)) -> Void)?")
        p.line()
        if uses(.closure) {
            p.docComment(["Called after the selected tab changed, by a tap or in code."])
            p.line("\(access)var onSelect: ((\(tabType)) -> Void)?")
            p.line()
        }
        if uses(.delegate) {
            p.docComment(["Told about the selection" + (modals.isEmpty ? "." : " and about the modal items' screens.")])
            p.line("\(access)weak var \(delegatePropertyName): (any \(delegateType))?")
            p.line()
        }
        if uses(.combine) {
            printCombineProperties(&p)
            p.line()
        }
        if uses(.rx) {
            printRxProperties(&p)
            p.line()
        }
    }

    /// `notifySelection(_:)`: tells every observer the bindings offer about a new selection,
    /// and the SwiftUI host's binding.
    func printNotifySelection(_ p: inout CodePrinter) {
        p.docComment(["Tells every observer the layout's bindings offer, and a SwiftUI host, about the new selection."])
        p.block("private func notifySelection(_ tab: \(tabType))") { p in
            p.line("hostSelectionObserver?(tab)")
            if uses(.closure) { p.line("onSelect?(tab)") }
            if uses(.delegate) { p.line("\(delegatePropertyName)?.tabBarController(self, didSelect: tab)") }
            if uses(.rx) {
                p.conditional(Self.rxCondition) { p in p.line("rxSelectedTab.subject.onNext(tab)") }
            }
            if uses(.combine) {
                p.conditional(Self.combineCondition) { p in p.line("selectedTabSubject.send(tab)") }
            }
        }
    }

    /// Whether a selection change can animate: a transition between screens, or the indicator.
    var changeSelectionTakesAnimated: Bool {
        if case .crossDissolve = model.transition { return true }
        return model.kind == .custom && hasIndicator
    }

    /// `changeSelection(to: tab, animated: animated)`, or without `animated` when nothing animates.
    func changeSelectionCall(_ tab: String, animated: String) -> String {
        "changeSelection(to: \(tab)" + (changeSelectionTakesAnimated ? ", animated: \(animated))" : ")")
    }

    /// What a selection is compared with to tell whether it changes anything: `currentTab`, or
    /// in `kind: system` `shownTab`, which is `nil` while the More list is shown (then
    /// `currentTab` reads as the initial tab, and selecting that tab must still leave the list).
    var shownTabExpression: String { model.kind == .system ? "shownTab" : "currentTab" }

    /// `currentTab`: the selection as a property. Setting it selects without popping any stack
    /// (SwiftUI's `updateUIViewController`, Combine's `assign(to:)` and state restoration set
    /// the current value again, and that must change nothing).
    func printCurrentTab(_ p: inout CodePrinter, getter: String) {
        p.docComment([
            "The selected tab; never a modal item. Setting it selects that tab without popping any",
            "navigation stack" + (modals.isEmpty ? "" : " (a modal item is ignored)") + "; setting the current value changes nothing.",
            "`select(_:animated:)` is what a tap does.",
        ])
        p.block("\(access)var currentTab: \(tabType)") { p in
            p.line("get { \(getter) }")
            let guardModal = modals.isEmpty ? "" : "!newValue.isModal, "
            p.line("set { if \(guardModal)newValue != \(shownTabExpression) { \(changeSelectionCall("newValue", animated: "false")) } }")
        }
        p.line()
    }

    /// `itemTapped(_:)`: a tap on `control` does what `select(_:animated: true)` does, with the
    /// layout's haptic when the tab changes.
    func printItemTapped(_ p: inout CodePrinter, on control: String) {
        p.docComment(["A tap on \(control): the same as `select(_:animated: true)`" + (model.haptics == .none ? "." : ", with haptic feedback when the tab changes.")])
        p.block("private func itemTapped(_ tab: \(tabType))") { p in
            if model.haptics != .none {
                p.line("if \(modals.isEmpty ? "" : "!tab.isModal && ")tab != \(shownTabExpression) { playTabChangeFeedback() }")
            }
            p.line("select(tab, animated: true)")
        }
    }

    /// `setBadgeValue(_:for:)`, its body printed by `body`.
    func printSetBadgeValue(_ p: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        p.docComment(["Shows `value` as the badge of `tab`'s item, or removes the badge for `nil`."])
        p.block("\(access)func setBadgeValue(_ value: String?, for tab: \(tabType))", body)
    }

    /// The two ways into a selection change: `select(_:animated:)`, what a tap does, and
    /// `changeSelection(to:animated:)` (without `animated` when nothing animates), which
    /// `changeSelection` documents and `body` prints.
    func printSelectionMethods(_ p: inout CodePrinter, popToRoot: String, changeSelection doc: String,
                               _ body: (inout CodePrinter) -> Void) {
        printPublicSelect(&p, popToRoot: popToRoot)
        p.line()
        p.docComment([doc])
        p.block("private func changeSelection(to tab: \(tabType)" + (changeSelectionTakesAnimated ? ", animated: Bool)" : ")"), body)
    }

    /// `select(_:animated:)`, the same for both kinds but for how a stack pops to its root:
    /// a modal presents, the selected tab pops, any other tab becomes the selection.
    func printPublicSelect(_ p: inout CodePrinter, popToRoot: String) {
        var doc = ["Does what a tap on `tab`'s item does: selects it"]
        if hasNavigationTabs { doc[0] += ", pops its navigation stack to the root when it is already selected" }
        if !modals.isEmpty { doc[0] += ", or presents its screen when it is a modal item" }
        doc[0] += "."
        p.docComment(doc)
        p.block("\(access)func select(_ tab: \(tabType), animated: Bool)") { p in
            var branches: [(condition: String, body: String)] = []
            if !modals.isEmpty { branches.append(("tab.isModal", "presentModal(tab, animated: animated)")) }
            if hasNavigationTabs { branches.append(("tab == \(shownTabExpression)", popToRoot)) }
            if branches.isEmpty {
                p.line(changeSelectionCall("tab", animated: "animated"))
            } else {
                for (index, branch) in branches.enumerated() {
                    p.line((index == 0 ? "if " : "} else if ") + branch.condition + " {")
                    p.indent { p in p.line(branch.body) }
                }
                p.line("} else {")
                p.indent { p in p.line(changeSelectionCall("tab", animated: "animated")) }
                p.line("}")
            }
        }
    }
}
