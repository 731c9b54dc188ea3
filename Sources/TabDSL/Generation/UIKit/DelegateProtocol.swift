/// `<Name>TabBarControllerDelegate` (`bindings: delegate`): the protocol and its empty default
/// implementations.
extension SwiftLayout {
    func printDelegateProtocol(_ p: inout CodePrinter) {
        p.docComment([
            "Tells an object about the selection of a `\(controllerType)`"
                + (modals.isEmpty ? "." : " and the screens its modal items present."),
            "",
            "Every method has an empty default implementation: implement the ones you need.",
        ])
        p.line(SwiftLayout.availability)
        p.line("@MainActor")
        p.block("\(access)protocol \(delegateType): AnyObject") { p in
            for requirement in delegateRequirements {
                p.docComment([requirement.doc])
                p.line(requirement.signature)
            }
        }
        p.line()
        printDeclaration(&p, "extension \(delegateType)") { p in
            for (index, requirement) in delegateRequirements.enumerated() {
                if index > 0 { p.line() }
                p.line("\(access)\(requirement.signature) {}")
            }
        }
    }

    var delegateRequirements: [(doc: String, signature: String)] {
        var requirements = [(
            doc: "Called after `tab` became the selected tab, by a tap or in code.",
            signature: "func tabBarController(_ tabBarController: \(controllerType), didSelect tab: \(tabType))"
        )]
        if !modals.isEmpty {
            requirements.append((
                doc: "Called after the screen of the modal item `tab` was presented.",
                signature: "func tabBarController(_ tabBarController: \(controllerType), didPresent tab: \(tabType))"
            ))
            requirements.append((
                doc: "Called after the screen of the modal item `tab` was dismissed, in code or by a swipe, and its `afterDismiss` was applied.",
                signature: "func tabBarController(_ tabBarController: \(controllerType), didDismiss tab: \(tabType))"
            ))
        }
        return requirements
    }
}
