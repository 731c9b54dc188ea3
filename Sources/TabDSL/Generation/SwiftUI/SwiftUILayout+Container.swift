/// `kind: custom`: `FinanceTabView`, the container of the drawn bar. Every tab's content stays
/// in the view tree while another is selected (so it keeps its navigation path and `@State`),
/// only the selected one visible, hit-testable and in the accessibility tree; the bar sits in the
/// content's bottom safe-area inset and hides while the selected tab's top screen asks.
extension SwiftUILayout {
    /// Whether the bar hides on a screen's request: `kind: custom` with `hidesOnPush: true`.
    var hidesCustomBar: Bool { model.kind == .custom && model.hidesOnPush }

    /// `FinanceTabBarOwnerKey`: the environment key of the tab a screen is shown in.
    var ownerKeyType: String { model.name + "TabBarOwnerKey" }
    /// `financeTabBarOwner`: the environment value of the tab a screen is shown in.
    var ownerKeyName: String { SwiftUILayout.lowerCamel(model.name) + "TabBarOwner" }
    /// `FinanceTabBarVisibilityModifier`: what `financeTabBarVisibility(_:)` applies.
    var visibilityModifierType: String { model.name + "TabBarVisibilityModifier" }

    func printCustomContainer(_ p: inout CodePrinter) {
        printDeclaration(&p, "\(access)struct \(viewType): View", doc: [
            "The `\(model.name)` tab bar: each tab's screen with the drawn `\(barType)` below it, driven by a `\(modelType)`.",
            "",
            "Every tab's content keeps its state while another tab is selected; only the selected one is visible, " +
            "hit-testable and read by VoiceOver. The bar sits in the screens' bottom safe-area inset, so they scroll " +
            "clear of it. A tap on a modal item presents its screen" + (modals.isEmpty ? "" : " (the bar never shows it as selected)")
                + "; a tap on the selected tab pops its navigation stack. The model is in the environment of every screen.",
        ] + shared.docParagraph) { p in
            printViewStorage(&p)
            p.line()
            if hidesCustomBar {
                p.docComment(["Reduce Motion: the bar fades instead of sliding."])
                p.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
                p.line()
            }
            printContainerBody(&p)
            p.line()
            printTabLayer(&p)
            if !navigationTabs.isEmpty {
                p.line()
                printSelectionBindings(&p)
            }
            p.line()
            printTabContent(&p)
            p.line()
            printDefaultBundle(&p)
            if !modals.isEmpty {
                p.line()
                printModalScreen(&p)
            }
        }
    }

    /// `body`: the tabs' contents stacked, the bar in the bottom safe-area inset, haptics, the
    /// presentations, the environment and the restored selection.
    private func printContainerBody(_ p: inout CodePrinter) {
        p.block("\(access)var body: some View") { p in
            p.closure("ZStack", "") { p in
                for item in tabs {
                    p.line("tabLayer(\(caseName(item)))")
                }
            }
            p.indent { p in
                p.closure(".safeAreaInset(edge: .bottom, spacing: 0)", "") { p in
                    let bar = "\(barType)(model: model, bundle: resourceBundle)"
                    if hidesCustomBar {
                        p.line("// Hidden while the selected tab's top screen asks (`\(visibilityModifier)(.hidden)`).")
                        p.block("if !model.isBarHidden") { p in
                            p.line(bar)
                            p.indent { p in p.line(".transition(reduceMotion ? .opacity : .move(edge: .bottom))") }
                        }
                    } else {
                        p.line(bar)
                    }
                }
                if hidesCustomBar {
                    p.line(".animation(reduceMotion ? nil : .easeInOut(duration: \(styleType).animationDuration), value: model.isBarHidden)")
                }
                if let feedback = sensoryFeedback {
                    p.line("#if \(Self.sensoryFeedbackCondition)")
                    p.line(".sensoryFeedback(\(feedback), trigger: model.tabChangingTaps)")
                    p.line("#endif")
                }
                printPresentationModifiers(&p)
                p.line(".environment(model)")
                printRestorationModifiers(&p)
            }
        }
    }

    /// `tabLayer(_:)`: one tab's content in the stack, shown only while selected.
    private func printTabLayer(_ p: inout CodePrinter) {
        p.docComment([
            "`tab`'s content, kept in the view tree while another tab is selected so it keeps its state: only the " +
            "selected tab's is visible, takes touches and is read by VoiceOver"
                + (shared.hasTransition ? "; it fades in and out (`transition: crossDissolve`)." : "."),
        ])
        p.block("private func tabLayer(_ tab: \(tabType)) -> some View") { p in
            p.line("let selected = tab == model.currentTab")
            p.line("return tabContent(for: tab)")
            p.indent { p in
                if hidesCustomBar {
                    p.line("// Tells `\(visibilityModifier)(_:)` which tab its screen is in.")
                    p.line(".environment(\\.\(ownerKeyName), tab)")
                }
                p.line(".opacity(selected ? 1 : 0)")
                p.line(".allowsHitTesting(selected)")
                p.line(".accessibilityHidden(!selected)")
                p.line(".zIndex(selected ? 1 : 0)")
                if shared.hasTransition {
                    p.line(".animation(.easeInOut(duration: \(styleType).transitionDuration), value: selected)")
                }
            }
        }
    }

    /// The model's record of the screens that ask to hide the bar (`kind: custom`,
    /// `hidesOnPush: true`), in the model's class.
    func printBarVisibilityState(_ p: inout CodePrinter) {
        guard hidesCustomBar else { return }
        p.line("""
            /// The screens asking to hide the bar, by the tab they are shown in.
            private var barHidingScreens: [\(tabType): Set<UUID>] = [:]

            /// Whether the bar is hidden: a screen shown on top of the selected tab asks for it with
            /// `\(visibilityModifier)(.hidden)`.
            \(access)var isBarHidden: Bool {
                !(barHidingScreens[selection]?.isEmpty ?? true)
            }

            /// Records whether `screen`, shown on top of `tab`, asks to hide the bar. `\(visibilityModifier)(_:)`
            /// calls it as its screen appears, changes its request and disappears.
            \(access)func setBarHidden(_ hidden: Bool, by screen: UUID, in tab: \(tabType)) {
                var screens = barHidingScreens[tab] ?? []
                guard hidden ? screens.insert(screen).inserted : screens.remove(screen) != nil else { return }
                barHidingScreens[tab] = screens
            }
            """)
    }

    /// The environment key and the view modifier behind `financeTabBarVisibility(_:)` for the
    /// drawn bar.
    func printCustomVisibilitySupport(_ p: inout CodePrinter) {
        guard hidesCustomBar else { return }
        p.docComment(["The tab of `\(viewType)` a screen is shown in."])
        p.line(Self.availability)
        p.block("private struct \(ownerKeyType): EnvironmentKey") { p in
            p.line("static let defaultValue: \(tabType)? = nil")
        }
        p.line()
        p.line(Self.availability)
        p.block("extension EnvironmentValues") { p in
            p.docComment(["The tab of `\(viewType)` this content is shown in, or `nil` outside one."])
            p.block("fileprivate var \(ownerKeyName): \(tabType)?") { p in
                p.line("get { self[\(ownerKeyType).self] }")
                p.line("set { self[\(ownerKeyType).self] = newValue }")
            }
        }
        p.line()
        p.docComment([
            "What `\(visibilityModifier)(_:)` does: while its screen is shown (between appearing and disappearing, " +
            "so while it is the top screen of its tab), it tells the model whether it asks to hide the bar.",
        ])
        p.line(Self.availability)
        p.block("private struct \(visibilityModifierType): ViewModifier") { p in
            p.line("""
                let visibility: Visibility
                @Environment(\(modelType).self) private var model: \(modelType)?
                @Environment(\\.\(ownerKeyName)) private var tab
                /// This screen, among those asking.
                @State private var screen = UUID()
                @State private var isShown = false

                func body(content: Content) -> some View {
                    content
                        .onAppear {
                            isShown = true
                            tell(visibility)
                        }
                        .onDisappear {
                            isShown = false
                            tell(.visible)
                        }
                        .onChange(of: visibility) { _, newValue in
                            if isShown { tell(newValue) }
                        }
                }

                private func tell(_ visibility: Visibility) {
                    guard let model, let tab else { return }
                    model.setBarHidden(visibility == .hidden, by: screen, in: tab)
                }
                """)
        }
        p.line()
    }
}
