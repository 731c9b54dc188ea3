/// The Rx and Combine bindings (`bindings: rx`, `bindings: combine`).
extension SwiftLayout {
    /// The controller's Combine publisher and the subject behind it.
    func printCombineProperties(_ p: inout CodePrinter) {
        p.conditional(Self.combineCondition) { p in
            p.docComment(["Publishes the selected tab each time it changes, by a tap or in code."])
            p.block("public var selectedTabPublisher: AnyPublisher<\(tabType), Never>") { p in
                p.line("selectedTabSubject.eraseToAnyPublisher()")
            }
            p.line()
            p.line("private let selectedTabSubject = PassthroughSubject<\(tabType), Never>()")
        }
    }

    /// The controller's subject behind `rx.selectedTab`.
    func printRxProperties(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            p.docComment(["Feeds `rx.selectedTab`."])
            p.line("fileprivate let rxSelectedTab = PublishSubject<\(tabType)>()")
        }
    }

    /// `Reactive` extensions of the controller: `rx.selectedTab` and `rx.select`.
    func printRxExtension(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            printDeclaration(&p, "extension Reactive where Base: \(controllerType)") { p in
                p.line("""
                    /// Emits the selected tab each time it changes, by a tap or in code.
                    @MainActor
                    public var selectedTab: ControlEvent<\(tabType)> {
                        ControlEvent(events: base.rxSelectedTab)
                    }

                    /// Selects each tab it receives, as `select(_:animated: true)` does.
                    public var select: Binder<\(tabType)> {
                        Binder(base) { controller, tab in
                            // Binder delivers on the main scheduler.
                            MainActor.assumeIsolated { controller.select(tab, animated: true) }
                        }
                    }
                    """)
            }
        }
    }
}
