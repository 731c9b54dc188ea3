/// `UIViewController.<name>TabBarController`: finds the layout's controller from any screen.
extension SwiftLayout {
    /// A `UIViewController` property that finds the layout's controller from any screen in it:
    /// a custom container is not UIKit's `tabBarController`.
    func printControllerAccessor(_ p: inout CodePrinter) {
        printDeclaration(&p, "extension UIViewController") { p in
            p.docComment([
                "The `\(controllerType)` this screen is in, found through its parents, or the one that",
                "presented it (a modal item's screen); `nil` elsewhere."
                    + (model.kind == .custom ? " UIKit's `tabBarController` is `nil` in a custom container: use this." : ""),
            ])
            p.line("""
                \(access)var \(accessorName): \(controllerType)? {
                    var current: UIViewController? = self
                    while let controller = current {
                        if let found = controller as? \(controllerType) { return found }
                        current = controller.parent ?? controller.presentingViewController
                    }
                    return nil
                }
                """)
        }
    }
}
