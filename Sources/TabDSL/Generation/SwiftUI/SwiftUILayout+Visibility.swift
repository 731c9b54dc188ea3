/// `financeTabBarVisibility(_:)`: how a screen hides the bar while it is on top.
extension SwiftUILayout {
    func printVisibilityModifier(_ p: inout CodePrinter) {
        printCustomVisibilitySupport(&p)
        printDeclaration(&p, "extension View") { p in
            p.docComment([
                "Hides (`.hidden`) or shows the `\(model.name)` tab bar while this screen is the top screen of the",
                "selected tab; the bar comes back when the screen goes.",
            ] + (model.hidesOnPush ? [] : ["", "The layout says `hidesOnPush: false`: the bar always shows, and this does nothing."]))
            p.block("\(access)func \(visibilityModifier)(_ visibility: Visibility) -> some View") { p in
                if !model.hidesOnPush {
                    p.line("self")
                } else if model.kind == .custom {
                    p.line("modifier(\(visibilityModifierType)(visibility: visibility))")
                } else {
                    // macOS's `TabView` has no tab bar to hide.
                    p.line("#if \(Self.tabBarPlacementCondition)")
                    p.line("return toolbar(visibility, for: .tabBar)")
                    p.line("#else")
                    p.line("return self")
                    p.line("#endif")
                }
            }
        }
    }
}
