/// The Rx and Combine bindings (`bindings: rx`, `bindings: combine`).
extension SwiftLayout {
    /// The controller's Combine publisher and the subject behind it.
    func printCombineProperties(_ p: inout CodePrinter) {
        p.conditional(Self.combineCondition) { p in
            p.docComment(["Publishes the selected tab: the current one to each new subscriber, then each change, by a tap or in code."])
            p.block("\(access)var selectedTabPublisher: AnyPublisher<\(tabType), Never>") { p in
                p.line("selectedTabSubject.eraseToAnyPublisher()")
            }
            p.line()
            p.docComment(["Holds the current tab for new subscribers; made on first use, from the current tab."])
            p.line("private lazy var selectedTabSubject = CurrentValueSubject<\(tabType), Never>(currentTab)")
        }
    }

    /// The controller's subject behind `rx.selectedTab`.
    func printRxProperties(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            p.docComment(["Feeds `rx.selectedTab`, and completes it when the controller goes away."])
            p.line("fileprivate let rxSelectedTab = \(helperType("RxSelection"))()")
        }
    }

    /// `Reactive` extensions of the controller: `rx.selectedTab` and `rx.select`.
    func printRxExtension(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            printDeclaration(&p, "extension Reactive where Base: \(controllerType)") { p in
                p.line("""
                    /// Emits the selected tab each time it changes, by a tap or in code; completes when the controller goes away.
                    @MainActor
                    \(access)var selectedTab: ControlEvent<\(tabType)> {
                        ControlEvent(events: base.rxSelectedTab.subject)
                    }

                    /// Selects each tab it receives, as `select(_:animated: true)` does.
                    \(access)var select: Binder<\(tabType)> {
                        Binder(base) { controller, tab in
                            // Binder delivers on the main scheduler.
                            MainActor.assumeIsolated { controller.select(tab, animated: true) }
                        }
                    }
                    """)
            }
            p.line()
            printDeclaration(&p, "fileprivate final class \(helperType("RxSelection"))", doc: [
                "The subject behind `rx.selectedTab`. Its controller is its only owner, so it goes away with",
                "the controller and completes the events then: subscriptions end with the screen.",
            ]) { p in
                p.line("let subject = PublishSubject<\(tabType)>()")
                p.line()
                p.line("deinit { subject.onCompleted() }")
            }
        }
    }
}
