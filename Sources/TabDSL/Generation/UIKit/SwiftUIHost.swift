/// `<Name>TabView`: the `UIViewControllerRepresentable` that hosts the controller in SwiftUI.
extension SwiftLayout {
    /// `FinanceTabView`: a `UIViewControllerRepresentable` that hosts the controller in SwiftUI,
    /// its selection bound to a `Binding`.
    func printSwiftUIHost(_ p: inout CodePrinter) {
        let hasDependencies = !model.dependencies.isEmpty
        let selection = freeParameterName(["selection"])
        let bundle = freeParameterName(["bundle", "resourceBundle"], avoiding: [selection])
        let selectionParameter = "selection\(selection == "selection" ? "" : " " + selection): Binding<\(tabType)>"
        let bundleParameter = "bundle\(bundle == "bundle" ? "" : " " + bundle): Bundle? = nil"
        let parameters = [selectionParameter] + (hasDependencies ? [dependencyParameters] : []) + [bundleParameter]
        let controllerArguments = model.dependencies.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.identifier($0.name))" } + ["bundle: \(bundle)"]
        p.conditional("canImport(SwiftUI)") { p in
            printDeclaration(&p, "\(access)struct \(hostViewType): UIViewControllerRepresentable", doc: [
                "Hosts a `\(controllerType)` in SwiftUI, its selected tab bound to `selection`.",
                "",
                "A change of the binding selects that tab as `currentTab` does: it never pops a navigation",
                "stack, and a modal item or the current tab changes nothing. A tap, `select(_:animated:)`",
                "or `afterDismiss` writes the new tab back to the binding; a change that came from the binding",
                "is never written back while SwiftUI updates the view.",
            ]) { p in
                p.line("private let selection: Binding<\(tabType)>")
                p.line("private let makeController: @MainActor () -> \(controllerType)")
                p.line()
                p.docComment((hasDependencies ? ["Creates the view with the dependencies its screens take; resources load as in"] : ["Creates the view; resources load as in"])
                    + ["`\(controllerType)`'s initializer."]
                    + (hasDependencies && model.access == .public ? ["", "Public with the layout (`access: public`): the dependency types must be public too."] : []))
                p.block("\(access)init(\(parameters.joined(separator: ", ")))") { p in
                    p.line("self.selection = \(selection)")
                    p.line("self.makeController = { \(controllerType)(\(controllerArguments.joined(separator: ", "))) }")
                }
                p.line("""

                    \(access)func makeUIViewController(context: Context) -> \(controllerType) {
                        let controller = makeController()
                        controller.currentTab = selection.wrappedValue
                        return controller
                    }

                    \(access)func updateUIViewController(_ controller: \(controllerType), context: Context) {
                        // No observer while SwiftUI updates the view: a change that came from the binding is
                        // not written back into it during the update.
                        controller.hostSelectionObserver = nil
                        // Setting the current value again changes nothing, so SwiftUI's updates never pop a stack.
                        controller.currentTab = self.selection.wrappedValue
                        let selection = self.selection
                        controller.hostSelectionObserver = { selection.wrappedValue = $0 }
                    }
                    """)
            }
        }
    }
}
