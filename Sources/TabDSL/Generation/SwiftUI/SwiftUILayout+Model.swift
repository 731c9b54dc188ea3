/// `FinanceTabModel`: the one place the selection lives, usable and testable without a view.
extension SwiftUILayout {
    func printModel(_ p: inout CodePrinter) {
        printDeclaration(&p, "\(access)final class \(modelType)", doc: [
            "The selection of the `\(model.name)` tab bar: the selected tab, each tab's navigation path,"
                + (modals.isEmpty ? "" : " the presented modal item,") + " the badges and the bindings.",
            "",
            "Own one in your app (`@State private var model = \(modelType)()`) and pass it to `\(viewType)`, "
                + "which puts it in the environment: any screen reads it with `@Environment(\(modelType).self)`. "
                + "Everything a tap does goes through `select(_:)`, so the model can be driven and tested without a view.",
        ] + shared.docParagraph, attributes: ["@MainActor @Observable"]) { p in
            printModelState(&p)
            p.line()
            printModelInitializer(&p)
            p.line()
            printSelection(&p)
            if !modals.isEmpty {
                p.line()
                printModalState(&p)
            }
            p.line()
            printBadges(&p)
            p.line()
            printNotifySelection(&p)
        }
        if !modals.isEmpty {
            p.line()
            printModalFacts(&p)
        }
        if restoresSelection {
            p.line()
            printRestorationFacts(&p)
        }
    }

    /// The stored state: the selection, the paths, the badges, what lazy loading has made, and
    /// the bindings' storage.
    private func printModelState(_ p: inout CodePrinter) {
        p.docComment(["The selected tab, read and written through `currentTab`."])
        p.line("private var selection: \(tabType)")
        p.line()
        p.docComment([
            "Each tab's navigation stack, for every tab shown in a `NavigationStack`: push, pop and deep-link",
            "by changing it. Selecting the selected tab again empties its path (pops to the root).",
        ])
        p.line("\(access)var paths: [\(tabType): NavigationPath]")
        p.line()
        p.docComment(["The badges shown on the items, starting from the layout's, one place per item in the layout's order."])
        p.line("private var badges: [String?]")
        if hidesCustomBar {
            p.line()
            printBarVisibilityState(&p)
        }
        if model.loading == .lazy {
            p.line()
            p.docComment(["Whether each tab's content has been made, in the layout's order: a tab's content is made on its first selection (`loading: lazy`)."])
            p.line("fileprivate private(set) var loadedTabs: [Bool]")
        }
        if sensoryFeedback != nil {
            p.line()
            p.docComment([
                "The taps on items that changed the selected tab: the haptic's trigger, so a change in code (a deep link, "
                    + "the restored selection, `afterDismiss`) plays none, as with UIKit's bar.",
            ])
            p.line("fileprivate var tabChangingTaps = 0")
        }
        if uses(.closure) {
            p.line()
            p.docComment(["Called after the selected tab changed, by a tap or in code."])
            p.line("@ObservationIgnored \(access)var onSelect: ((\(tabType)) -> Void)?")
        }
        if uses(.delegate) {
            p.line()
            p.docComment(["Told about the selection" + (modals.isEmpty ? "." : " and about the modal items' screens.")])
            p.line("@ObservationIgnored \(access)weak var tabDelegate: (any \(delegateType))?")
        }
        if uses(.combine) {
            p.line()
            p.conditional(Self.combineCondition) { p in
                p.docComment(["Publishes the selected tab: the current one to each new subscriber, then each change."])
                p.block("\(access)var selectedTabPublisher: AnyPublisher<\(tabType), Never>") { p in
                    p.line("selectedTabSubject.eraseToAnyPublisher()")
                }
                p.line()
                p.line("private let selectedTabSubject: CurrentValueSubject<\(tabType), Never>")
            }
        }
        if uses(.rx) {
            p.line()
            p.conditional(Self.rxCondition) { p in
                p.docComment(["Feeds `rx.selectedTab`, and completes it when the model goes away."])
                p.line("fileprivate let rxSelection: \(rxSelectionType)")
            }
        }
    }

    private func printModelInitializer(_ p: inout CodePrinter) {
        p.docComment(["Creates the model with `initial` selected" + (modals.isEmpty ? "." : " (a modal item given as `initial` is ignored).")])
        p.block("\(access)init(initial: \(tabType) = \(initialCase))") { p in
            if modals.isEmpty {
                p.line("let start = initial")
            } else {
                // Qualified, so an item named `none` can't read as `Optional.none`.
                p.line("let start = initial.isModal ? \(qualifiedCase(id: model.initial)) : initial")
            }
            p.line("selection = start")
            let paths = navigationTabs.map { "\(caseName($0)): NavigationPath()" }
            p.line("paths = [\(paths.isEmpty ? ":" : paths.joined(separator: ", "))]")
            p.line("badges = \(tabType).allCases.map { $0.badge }")
            if model.loading == .lazy { p.line("loadedTabs = \(tabType).allCases.map { $0 == start }") }
            if uses(.combine) {
                p.conditional(Self.combineCondition) { p in p.line("selectedTabSubject = CurrentValueSubject(start)") }
            }
            if uses(.rx) {
                p.conditional(Self.rxCondition) { p in p.line("rxSelection = \(rxSelectionType)(start)") }
            }
        }
    }

    /// `currentTab`, `select(_:)` and the one place the selection changes.
    private func printSelection(_ p: inout CodePrinter) {
        let modalGuard = modals.isEmpty ? "" : "!newValue.isModal, "
        p.line("""
            /// The selected tab; never a modal item. Setting it selects that tab without popping its
            /// navigation stack\(modals.isEmpty ? "" : " (a modal item is ignored)"); setting the current value changes nothing.
            /// `select(_:)` is what a tap does.
            \(access)var currentTab: \(tabType) {
                get { selection }
                set { if \(modalGuard)newValue != selection { changeSelection(to: newValue) } }
            }

            """)
        var doc = "Does what a tap on `tab`'s item does: selects it"
        if !navigationTabs.isEmpty { doc += ", empties its navigation path when it is already selected" }
        if !modals.isEmpty { doc += ", or presents its screen when it is a modal item" }
        p.docComment([doc + "."])
        p.block("\(access)func select(_ tab: \(tabType))") { p in
            var branches: [(String, String)] = []
            if !modals.isEmpty { branches.append(("tab.isModal", "present(tab)")) }
            if !navigationTabs.isEmpty { branches.append(("tab == selection", "popToRoot(tab)")) }
            for (index, branch) in branches.enumerated() {
                p.line((index == 0 ? "if " : "} else if ") + branch.0 + " {")
                p.indent { p in p.line(branch.1) }
            }
            if branches.isEmpty {
                p.line("if tab != selection { changeSelection(to: tab) }")
            } else if branches.count == 1 && !modals.isEmpty {
                p.line("} else if tab != selection {")
                p.indent { p in p.line("changeSelection(to: tab)") }
                p.line("}")
            } else {
                p.line("} else {")
                p.indent { p in p.line("changeSelection(to: tab)") }
                p.line("}")
            }
        }
        if !navigationTabs.isEmpty {
            p.line("""

                /// Pops `tab`'s navigation stack to its root; an empty path is left alone, so nothing observes a change.
                private func popToRoot(_ tab: \(tabType)) {
                    guard let path = paths[tab], !path.isEmpty else { return }
                    paths[tab] = NavigationPath()
                }
                """)
        }
        p.line()
        p.docComment(["The one place the selection changes: records it and tells the bindings, once."])
        p.block("private func changeSelection(to tab: \(tabType))") { p in
            p.line("selection = tab")
            if model.loading == .lazy { p.line("if !loadedTabs[\(position(of: "tab"))] { loadedTabs[\(position(of: "tab"))] = true }") }
            p.line("notifySelection(tab)")
        }
    }

    /// `presentedModal`, `present(_:)` and `dismissModal()`.
    private func printModalState(_ p: inout CodePrinter) {
        let selects = modals.contains { $0.afterDismiss.map(SwiftLayout.selects) ?? false }
        p.line("""
            /// The modal item whose screen is presented, or `nil`. `\(viewType)` presents it; it never becomes
            /// the selected tab.
            \(access)private(set) var presentedModal: \(tabType)?

            /// Presents modal item `tab`'s screen; one at a time, so a tap while one is up does nothing.
            private func present(_ tab: \(tabType)) {
                guard presentedModal == nil else { return }
                presentedModal = tab
            """)
        p.indent { p in
            if uses(.delegate) { p.line("tabDelegate?.tabModel(self, didPresent: tab)") }
        }
        p.line("}")
        p.line()
        p.docComment([
            "Dismisses the presented modal item's screen"
                + (selects ? " and applies its `afterDismiss`" : "") + ". `\(viewType)` calls it however the "
                + "presentation ends (the screen's `dismiss`, a swipe), so it takes effect once; without a modal, nothing happens.",
        ])
        p.block("\(access)func dismissModal()") { p in
            p.line("guard let tab = presentedModal else { return }")
            p.line("presentedModal = nil")
            if selects {
                p.line("if let next = tab.tabAfterDismiss, next != selection { changeSelection(to: next) }")
            }
            if uses(.delegate) { p.line("tabDelegate?.tabModel(self, didDismiss: tab)") }
        }
    }

    private func printBadges(_ p: inout CodePrinter) {
        p.line("""
            /// The badge shown on `tab`'s item, or `nil` for none.
            \(access)func badge(for tab: \(tabType)) -> String? {
                badges[\(position(of: "tab"))]
            }

            /// Shows `value` as the badge of `tab`'s item, or removes the badge for `nil`.
            \(access)func setBadge(_ value: String?, for tab: \(tabType)) {
                guard badges[\(position(of: "tab"))] != value else { return }
                badges[\(position(of: "tab"))] = value
            }
            """)
    }

    private func printNotifySelection(_ p: inout CodePrinter) {
        p.docComment(["Tells every observer the layout's bindings offer about the new selection."])
        p.block("private func notifySelection(_ tab: \(tabType))") { p in
            if uses(.closure) { p.line("onSelect?(tab)") }
            if uses(.delegate) { p.line("tabDelegate?.tabModel(self, didSelect: tab)") }
            if uses(.combine) {
                p.conditional(Self.combineCondition) { p in p.line("selectedTabSubject.send(tab)") }
            }
            if uses(.rx) {
                p.conditional(Self.rxCondition) { p in p.line("rxSelection.subject.onNext(tab)") }
            }
            if !uses(.closure) && !uses(.delegate) && !uses(.combine) && !uses(.rx) {
                p.line("_ = tab")
            }
        }
    }

    /// What the model needs to know about modal items, in a file-private extension of the enum.
    private func printModalFacts(_ p: inout CodePrinter) {
        let selects = modals.contains { $0.afterDismiss.map(SwiftLayout.selects) ?? false }
        guard selects else { return }
        printDeclaration(&p, "private extension \(tabType)", doc: ["What the SwiftUI code of the `\(model.name)` layout needs to know about modal items."]) { p in
            shared.printProperty(&p, doc: "The tab to select once a modal item's screen is dismissed (`afterDismiss: select(…)`), or `nil` to keep the selection.",
                                 name: "tabAfterDismiss", type: "\(tabType)?", access: "") { item in
                if case .select(let id)? = item.afterDismiss { return qualifiedCase(id: id) }
                return "nil"
            }
        }
    }

    /// The identifier a tab is kept under in `@SceneStorage`, and back.
    private func printRestorationFacts(_ p: inout CodePrinter) {
        printDeclaration(&p, "private extension \(tabType)", doc: ["How the `\(model.name)` view keeps the selected tab in `@SceneStorage`: by item id, which outlives tag changes."]) { p in
            shared.printProperty(&p, doc: "The item's id.", name: "restorationIdentifier", type: "String", access: "") { item in
                SwiftNames.stringLiteral(item.id)
            }
            p.line()
            p.docComment(["The item whose id is `identifier`, if any."])
            p.block("init?(restorationIdentifier identifier: String)") { p in
                p.line("guard let tab = Self.allCases.first(where: { $0.restorationIdentifier == identifier }) else { return nil }")
                p.line("self = tab")
            }
        }
    }
}
