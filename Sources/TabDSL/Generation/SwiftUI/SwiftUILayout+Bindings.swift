/// The selection APIs of `bindings` outside the model: the delegate protocol and the RxSwift
/// extension. (`onSelect` and the Combine publisher are members of the model.)
extension SwiftUILayout {
    func printDelegateProtocol(_ p: inout CodePrinter) {
        let requirements = delegateRequirements
        p.docComment([
            "Tells an object about the selection of a `\(modelType)`"
                + (modals.isEmpty ? "." : " and the screens its modal items present."),
            "",
            "Every method has an empty default implementation: implement the ones you need.",
        ])
        p.line(Self.availability)
        p.line("@MainActor")
        p.block("\(access)protocol \(delegateType): AnyObject") { p in
            for requirement in requirements {
                p.docComment([requirement.doc])
                p.line(requirement.signature)
            }
        }
        p.line()
        printDeclaration(&p, "extension \(delegateType)") { p in
            for (index, requirement) in requirements.enumerated() {
                if index > 0 { p.line() }
                p.line("\(access)\(requirement.signature) {}")
            }
        }
    }

    private var delegateRequirements: [(doc: String, signature: String)] {
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
