/// Modal items: presenting their screens, following their dismissal however it happens
/// (`afterDismiss`, the delegate), and the file-private classes that report it.
extension SwiftLayout {
    /// Modal items whose dismissal must be observed: for `afterDismiss: select(…)`, or to
    /// tell the delegate.
    var tracksDismissal: Bool {
        guard !modals.isEmpty else { return false }
        return uses(.delegate) || modals.contains { $0.afterDismiss.map(Self.selects) ?? false }
    }

    /// `presentModal(_:animated:)`, `modalDismissal(of:_:)` and the `dismiss` that reports a dismissal from below.
    func printModalPresentation(_ p: inout CodePrinter) {
        guard !modals.isEmpty else { return }
        p.docComment([
            "Presents modal item `tab`'s screen, in a navigation controller when the item asks for one.",
            "The selection stays where it was: a modal item never becomes the selected tab. Selected",
            "before the controller is in a window, the screen is presented once the controller appears.",
        ])
        p.block("private func presentModal(_ tab: \(tabType), animated: Bool)") { p in
            p.line("// One modal at a time: a tap while one is up does nothing.")
            p.line("guard presentedViewController == nil else { return }")
            p.line("// UIKit presents nothing from a controller outside a window: the modal waits until it appears.")
            p.block("guard viewIfLoaded?.window != nil else") { p in
                p.line("pendingModal = tab")
                p.line("return")
            }
            p.line("let screen = makeScreen(for: tab)")
            let navigation = showsNavigation(modals)
            if tracksDismissal {
                let onDismiss = "{ [weak self] phase in self?.modalDismissal(of: tab, phase) }"
                switch navigation {
                case true?:
                    p.line("let modal = \(helperType("ModalNavigationController"))(rootViewController: screen)")
                    p.line("modal.onDismissal = \(onDismiss)")
                case false?:
                    p.line("let modal = \(helperType("ModalHostController"))(content: screen)")
                    p.line("modal.onDismissal = \(onDismiss)")
                case nil:
                    p.line("let modal: UIViewController")
                    p.block("if tab.showsNavigationController") { p in
                        p.line("let navigationController = \(helperType("ModalNavigationController"))(rootViewController: screen)")
                        p.line("navigationController.onDismissal = \(onDismiss)")
                        p.line("modal = navigationController")
                    }
                    p.block("else") { p in
                        p.line("let host = \(helperType("ModalHostController"))(content: screen)")
                        p.line("host.onDismissal = \(onDismiss)")
                        p.line("modal = host")
                    }
                }
            } else {
                switch navigation {
                case true?: p.line("let modal = UINavigationController(rootViewController: screen)")
                case false?: p.line("let modal = screen")
                case nil: p.line("let modal = tab.showsNavigationController ? UINavigationController(rootViewController: screen) : screen")
                }
            }
            p.line("modal.modalPresentationStyle = tab.modalPresentationStyle")
            if uses(.delegate) {
                p.closure("present(modal, animated: animated)", "[weak self]") { p in
                    p.line("guard let self else { return }")
                    p.line("self.\(delegatePropertyName)?.tabBarController(self, didPresent: tab)")
                }
            } else {
                p.line("present(modal, animated: animated)")
            }
        }
        p.line("""

            /// A modal item selected before the controller was in a window, presented once it appears.
            private var pendingModal: \(tabType)?

            \(access)override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard let tab = pendingModal else { return }
                pendingModal = nil
                presentModal(tab, animated: animated)
            }
            """)
        guard tracksDismissal else { return }
        let selectsAfterDismiss = modals.contains { $0.afterDismiss.map(Self.selects) ?? false }
        let animatedArgument = changeSelectionTakesAnimated ? ", animated: false" : ""
        p.line()
        if selectsAfterDismiss {
            p.docComment(["The selection before an `afterDismiss: select(…)` took effect, while an interactive dismissal may still be cancelled."])
            p.line("private var selectionBeforeDismissal: \(tabType)?")
            p.line()
        }
        p.docComment([
            "Follows a modal item's dismissal, however it happens (`dismiss(animated:)` in code, a swipe",
            "on a sheet, a dismissal of the whole stack from below)"
                + (selectsAfterDismiss ? ": `afterDismiss` takes effect when the dismissal begins, so the tab is in place while the screen slides away, and is undone if a swipe is cancelled" : "")
                + (uses(.delegate) ? "; the delegate is told once the screen is gone." : "."),
        ])
        p.block("private func modalDismissal(of tab: \(tabType), _ phase: \(helperType("ModalDismissal")))") { p in
            // What each phase does: `afterDismiss: select(…)` and the delegate, or nothing.
            var phases: [(phase: String, body: [String])] = [("began", []), ("cancelled", []), ("ended", [])]
            if selectsAfterDismiss {
                phases[0].body = ["guard let next = tab.tabAfterDismiss else { return }", "selectionBeforeDismissal = currentTab",
                                  "changeSelection(to: next\(animatedArgument))"]
                phases[1].body = ["guard let previous = selectionBeforeDismissal else { return }", "selectionBeforeDismissal = nil",
                                  "changeSelection(to: previous\(animatedArgument))"]
                phases[2].body = ["selectionBeforeDismissal = nil"]
            }
            if uses(.delegate) { phases[2].body.append("\(delegatePropertyName)?.tabBarController(self, didDismiss: tab)") }
            p.line("switch phase {")
            for (phase, body) in phases {
                p.line("case .\(phase):")
                p.indent { p in p.lines(body.isEmpty ? ["break"] : body) }
            }
            p.line("}")
        }
        p.line()
        p.docComment([
            "A dismissal from here takes a modal item's screen down with whatever it presented, and",
            "UIKit tells only the top of that stack: report the modal's dismissal here.",
        ])
        p.block("\(access)override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)") { p in
            for modalType in modalTypes {
                p.block("if let modal = presentedViewController as? \(modalType), modal.presentedViewController != nil") { p in
                    p.line("modal.dismissedFromBelow()")
                }
            }
            p.line("super.dismiss(animated: flag, completion: completion)")
        }
    }

    /// The classes modal items' screens are presented in, which report their dismissal: a
    /// navigation controller, a host, or both when the modal items differ in `navigation:`.
    var modalTypes: [String] {
        let navigation = showsNavigation(modals)
        return (navigation != false ? [helperType("ModalNavigationController")] : [])
            + (navigation != true ? [helperType("ModalHostController")] : [])
    }

    /// The file-private classes that report a modal screen's dismissal.
    func printModalHelpers(_ p: inout CodePrinter) {
        guard tracksDismissal else { return }
        p.line()
        p.line("""
            /// The phases of a modal item's dismissal its screen reports.
            private enum \(helperType("ModalDismissal")) {
                /// The screen started to go away (in code, by a swipe, or from below).
                case began
                /// An interactive dismissal was cancelled: the screen stays.
                case cancelled
                /// The screen is gone.
                case ended
            }
            """)
        // A class a modal item's screen is presented in: `members`, then the dismissal report.
        func printReportingClass(_ p: inout CodePrinter, _ header: String, doc: [String], _ members: (inout CodePrinter) -> Void) {
            p.line()
            printDeclaration(&p, header, doc: doc) { p in
                p.line("var onDismissal: ((\(helperType("ModalDismissal"))) -> Void)?")
                members(&p)
                p.line()
                printDismissalReport(&p)
            }
        }
        let navigation = showsNavigation(modals)
        if navigation != false {
            printReportingClass(&p, "private final class \(helperType("ModalNavigationController")): UINavigationController",
                                doc: ["The navigation controller a modal item's screen is presented in. It reports its",
                                      "dismissal however it happens: `dismiss(animated:)` in code, or a swipe down on a sheet."]) { _ in }
        }
        if navigation != true {
            printReportingClass(&p, "private final class \(helperType("ModalHostController")): UIViewController",
                                doc: ["Hosts a modal item's screen that has no navigation controller, and reports its",
                                      "dismissal however it happens: `dismiss(animated:)` in code, or a swipe down on a sheet."]) { p in
                p.line("private let content: UIViewController")
                p.line()
                p.block("init(content: UIViewController)") { p in
                    p.line("self.content = content")
                    p.line("super.init(nibName: nil, bundle: nil)")
                }
                p.line()
                printUnusedCoderInitializer(&p)
                p.line()
                p.block("override func viewDidLoad()") { p in
                    p.line("super.viewDidLoad()")
                    p.lines(Self.embedding("content", in: "view"))
                    p.line("preferredContentSize = content.preferredContentSize")
                }
                p.line("""

                    /// A form sheet takes the size the screen asks for, as if it were presented itself.
                    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                        super.preferredContentSizeDidChange(forChildContentContainer: container)
                        preferredContentSize = container.preferredContentSize
                    }

                    """)
                printAppearanceForwarding(&p, to: "content", because: "The screen decides the status bar and home indicator, as if it were presented itself.")
            }
        }
    }

    func printDismissalReport(_ p: inout CodePrinter) {
        p.line("""
            private var isDismissing = false
            private var isGone = false

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                // True for a dismissal in code and for a swipe on a sheet (which may still be cancelled);
                // a screen presented on top is not a dismissal.
                guard isBeingDismissed, !isDismissing, !isGone else { return }
                isDismissing = true
                onDismissal?(.began)
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // A cancelled swipe shows the screen again.
                guard isDismissing else { return }
                isDismissing = false
                onDismissal?(.cancelled)
            }

            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                guard isDismissing else { return }
                finishDismissal()
            }

            /// The presenting controller dismissed this screen with the ones it presented.
            func dismissedFromBelow() {
                guard !isGone else { return }
                if !isDismissing { onDismissal?(.began) }
                finishDismissal()
            }

            private func finishDismissal() {
                isDismissing = false
                isGone = true
                onDismissal?(.ended)
                onDismissal = nil
            }
            """)
    }
}
