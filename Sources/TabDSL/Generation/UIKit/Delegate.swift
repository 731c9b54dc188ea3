/// `<Name>TabBarControllerDelegate` (`bindings: delegate`): the protocol and its empty default
/// implementations.
extension SwiftLayout {
    func printDelegateProtocol(_ p: inout CodePrinter) {
        DelegateProtocol(owner: controllerType, name: delegateType, availability: SwiftLayout.availability, access: access,
                         hasModals: !modals.isEmpty, requirements: delegateRequirements).print(&p)
    }

    var delegateRequirements: [DelegateProtocol.Requirement] {
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
