/// The selection APIs of `bindings` outside the model: the delegate protocol and the RxSwift
/// extension. (`onSelect` and the Combine publisher are members of the model.)
extension SwiftUILayout {
    func printDelegateProtocol(_ p: inout CodePrinter) {
        DelegateProtocol(owner: modelType, name: delegateType, availability: Self.availability, access: access,
                         hasModals: !modals.isEmpty, requirements: delegateRequirements).print(&p)
    }

    private var delegateRequirements: [DelegateProtocol.Requirement] {
        var requirements = [(
            doc: "Called after `tab` became the selected tab, by a tap, in code or by `afterDismiss`.",
            signature: "func tabModel(_ model: \(modelType), didSelect tab: \(tabType))"
        )]
        if !modals.isEmpty {
            requirements.append((
                doc: "Called when the screen of the modal item `tab` is presented.",
                signature: "func tabModel(_ model: \(modelType), didPresent tab: \(tabType))"
            ))
            requirements.append((
                doc: "Called when the screen of the modal item `tab` was dismissed, by any means, after its `afterDismiss` was applied.",
                signature: "func tabModel(_ model: \(modelType), didDismiss tab: \(tabType))"
            ))
        }
        return requirements
    }

    /// `rx.selectedTab`, with the class that completes it when the model goes away.
    func printRxExtension(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            printDeclaration(&p, "final class \(rxSelectionType)", doc: [
                "Holds the subject behind `rx.selectedTab` and completes it when the model that owns it goes",
                "away (a main-actor model's `deinit` can't reach its state).",
            ]) { p in
                p.line("""
                    let subject: BehaviorSubject<\(tabType)>

                    init(_ tab: \(tabType)) {
                        subject = BehaviorSubject(value: tab)
                    }

                    deinit {
                        subject.onCompleted()
                    }
                    """)
            }
            p.line()
            printDeclaration(&p, "extension \(modelType): ReactiveCompatible") { _ in }
            p.line()
            printDeclaration(&p, "extension Reactive where Base: \(modelType)") { p in
                p.line("""
                    /// The selected tab: the current one to each new subscriber, then each change; completes when
                    /// the model goes away.
                    @MainActor
                    \(access)var selectedTab: Observable<\(tabType)> {
                        base.rxSelection.subject.asObservable()
                    }
                    """)
            }
        }
    }
}
