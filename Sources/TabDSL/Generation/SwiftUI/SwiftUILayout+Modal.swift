/// Modal items: the model's `presentedModal` as `fullScreenCover` and `sheet` presentations.
/// `TabView` never sees a modal item as its selection: `tabViewSelection` turns the tap into
/// `select(_:)`, which presents. However a presentation ends, its binding's setter calls
/// `dismissModal()`, which applies `afterDismiss` once.
extension SwiftUILayout {
    /// The two SwiftUI presentations and the modal items each shows.
    private var presentations: [(modifier: String, property: String, items: [ResolvedItem])] {
        let covers = modals.filter { [.fullScreen, .overFullScreen].contains($0.presentation ?? .fullScreen) }
        let sheets = modals.filter { ![.fullScreen, .overFullScreen].contains($0.presentation ?? .fullScreen) }
        return [("fullScreenCover", "coveringModal", covers), ("sheet", "sheetModal", sheets)].filter { !$0.items.isEmpty }
    }

    /// The model's `presentedModal` as each presentation's item, in the model's file-private
    /// extension: setting it to `nil` dismisses the modal.
    func printPresentationAccess(_ p: inout CodePrinter) {
        let all = presentations
        for presentation in all {
            let item: String
            if all.count == 1 {
                item = "presentedModal.map { \(presentedType)(tab: $0) }"
            } else {
                let cases = presentation.items.map { qualifiedCase(id: $0.id) }.joined(separator: ", ")
                item = "presentedModal.flatMap { [\(cases)].contains($0) ? \(presentedType)(tab: $0) : nil }"
            }
            p.line("""

                /// The modal item `\(presentation.modifier)` presents: `presentedModal`\(all.count == 1 ? "" : ", when it is one of these").
                var \(presentation.property): \(presentedType)? {
                    get { \(item) }
                    set { if newValue == nil, \(presentation.property) != nil { dismissModal() } }
                }
                """)
        }
    }

    /// `.fullScreenCover(item:)` and `.sheet(item:)` in `body`.
    func printPresentationModifiers(_ p: inout CodePrinter) {
        for presentation in presentations {
            let modifier = "(item: \(presentation.property)) { presented in modalScreen(presented.tab).environment(model) }"
            guard presentation.modifier == "fullScreenCover" else {
                p.line(".\(presentation.modifier)\(modifier)")
                continue
            }
            // macOS has no full-screen cover: a sheet there.
            p.line("#if \(Self.fullScreenCoverCondition)")
            p.line(".fullScreenCover\(modifier)")
            p.line("#else")
            p.line(".sheet\(modifier)")
            p.line("#endif")
        }
    }

    /// The presentation bindings and `modalScreen(_:)`, in the view.
    func printModalScreen(_ p: inout CodePrinter) {
        let all = presentations
        for presentation in all {
            p.line("""
                /// The modal item `\(presentation.modifier)` presents. SwiftUI sets it to `nil` however the
                /// presentation ends, which dismisses the modal in the model.
                private var \(presentation.property): Binding<\(presentedType)?> {
                    Bindable(model).\(presentation.property)
                }

                """)
        }
        p.docComment(["The screen of modal item `tab`" + (modals.contains(where: \.navigation) ? ", in a `NavigationStack` when it has one" : "") + "."])
        p.line("@ViewBuilder")
        p.block("private func modalScreen(_ tab: \(tabType)) -> some View") { p in
            p.line("switch tab {")
            for item in modals {
                p.line("case \(caseName(item)):")
                p.indent { p in
                    let screen = shared.screenExpression(item.screen)
                    let content = item.navigation ? "NavigationStack { \(screen) }" : screen
                    switch item.presentation ?? .fullScreen {
                    case .overFullScreen:
                        p.line("\(content).presentationBackground(.clear)")
                    case .formSheet:
                        p.line("formSized(\(content))")
                    case .fullScreen, .pageSheet, .automatic:
                        p.line(content)
                    }
                }
            }
            if modals.count < items.count {
                p.line("default:")
                p.indent { p in p.line("EmptyView()") }
            }
            p.line("}")
        }
        if modals.contains(where: { $0.presentation == .formSheet }) {
            p.line("""

                /// `presentation: formSheet`: form sizing on iOS 18 and later, a sheet before.
                @ViewBuilder
                private func formSized(_ content: some View) -> some View {
                    if \(Self.iOS18Availability) {
                        content.presentationSizing(.form)
                    } else {
                        content
                    }
                }
                """)
        }
    }

    /// `FinancePresentedModal`: the item type `sheet(item:)` and `fullScreenCover(item:)` need.
    func printModalSupport(_ p: inout CodePrinter) {
        p.docComment(["A presented modal item of the `\(model.name)` layout, as `sheet(item:)` and `fullScreenCover(item:)` take it."])
        p.line(Self.availability)
        p.block("fileprivate struct \(presentedType): Identifiable") { p in
            p.line("let tab: \(tabType)")
            p.line("var id: \(tabType) { tab }")
        }
    }
}
