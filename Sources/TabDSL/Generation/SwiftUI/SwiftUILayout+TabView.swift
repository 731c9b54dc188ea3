/// `FinanceTabView`: SwiftUI's own `TabView` over the model (`kind: system`).
extension SwiftUILayout {
    func printTabView(_ p: inout CodePrinter) {
        printDeclaration(&p, "\(access)struct \(viewType): View", doc: [
            "The `\(model.name)` tab bar: SwiftUI's `TabView` showing each tab's screen, driven by a `\(modelType)`.",
            "",
            "On iOS 18 and later the tabs are `Tab`s, before that views with `tabItem` and `tag`. A tap on a",
            "modal item presents its screen" + (modals.isEmpty ? "" : " (the bar never shows it as selected)") + "; a tap on the selected tab",
            "pops its navigation stack. The model is in the environment of every screen.",
        ] + shared.docParagraph) { p in
            printViewStorage(&p)
            p.line()
            printBody(&p)
            p.line()
            printTabs(&p)
            p.line()
            printSelectionBindings(&p)
            p.line()
            printTabContent(&p)
            p.line()
            printTabLabel(&p)
            p.line()
            printDecorations(&p)
            p.line()
            printColors(&p)
            if !modals.isEmpty {
                p.line()
                printModalScreen(&p)
            }
        }
    }

    /// The view's stored properties (the model, the dependencies, the bundle, the restored
    /// selection) and its initializer: the same for both kinds.
    func printViewStorage(_ p: inout CodePrinter) {
        let hasDependencies = !model.dependencies.isEmpty
        let modelName = shared.freeParameterName(["model", "tabModel"])
        let bundleName = shared.freeParameterName(["bundle", "resourceBundle"], avoiding: [modelName])
        p.line("private let model: \(modelType)")
        if hasDependencies {
            p.line()
            p.docComment(["The layout's `inject` dependencies, passed on to the screens that take them."])
            p.block("private struct Dependencies") { p in
                for dependency in model.dependencies {
                    p.line("let \(SwiftNames.identifier(dependency.name)): \(SwiftNames.typeName(dependency.type))")
                }
            }
            p.line()
            p.line("private let dependencies: Dependencies")
        }
        p.line()
        p.docComment(["Where images and colors load from."])
        p.line("private let resourceBundle: Bundle")
        if restoresSelection {
            p.line()
            p.docComment(["The selected tab's id, kept with the scene so the selection comes back when it is restored."])
            p.line("@SceneStorage(\(SwiftNames.stringLiteral(model.name + ".currentTab"))) private var restoredTab: String?")
        }
        p.line()
        p.docComment((hasDependencies ? ["Creates the view over `model`, with the dependencies its screens take."] : ["Creates the view over `model`."]) + [
            "",
            "Images and colors load from `bundle` when you give one, else from the default: the target's",
            "resource bundle (`Bundle.module`) in a SwiftPM target that has resources, else the bundle of this code.",
        ] + (hasDependencies ? ["", "Internal, not public, because the dependency types may be internal to your module."] : []))
        let modelParameter = "model\(modelName == "model" ? "" : " " + modelName): \(modelType)"
        let bundleParameter = "bundle\(bundleName == "bundle" ? "" : " " + bundleName): Bundle? = nil"
        let parameters = [modelParameter] + (hasDependencies ? [shared.dependencyParameters] : []) + [bundleParameter]
        p.block("\(access)init(\(parameters.joined(separator: ", ")))") { p in
            p.line("self.model = \(modelName)")
            if hasDependencies {
                let arguments = model.dependencies.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.identifier($0.name))" }
                p.line("self.dependencies = \(viewType).Dependencies(\(arguments.joined(separator: ", ")))")
            }
            p.line("self.resourceBundle = \(bundleName) ?? \(viewType).defaultBundle")
        }
    }

    /// `body`: the tab view, its tint, what iOS 26 adds, haptics, the presentations, the
    /// environment and the restored selection.
    private func printBody(_ p: inout CodePrinter) {
        p.block("\(access)var body: some View") { p in
            let tabView = model.accessory == nil ? "tabView" : "bottomAccessory(tabView)"
            p.line("minimizing(\(tabView).tint(\(viewType).selectedTint(in: resourceBundle)))")
            p.indent { p in
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

    /// `restoresSelection: true`: the stored tab selected when the view appears, and each new
    /// selection stored.
    func printRestorationModifiers(_ p: inout CodePrinter) {
        guard restoresSelection else { return }
        p.closure(".onAppear", "") { p in
            p.line("if let restoredTab, let tab = \(tabType)(restorationIdentifier: restoredTab) { model.currentTab = tab }")
        }
        p.closure(".onChange(of: model.currentTab)", "_, tab") { p in
            p.line("restoredTab = tab.restorationIdentifier")
        }
    }

    /// `haptics:` as a `SensoryFeedback`, played on each tap that changes the selected tab.
    var sensoryFeedback: String? {
        switch model.haptics {
        case .none: return nil
        case .selection: return ".selection"
        case .light, .medium, .heavy: return ".impact(weight: .\(model.haptics.rawValue))"
        case .soft, .rigid: return ".impact(flexibility: .\(model.haptics.rawValue))"
        }
    }

    /// The `TabView`: `Tab`s on iOS 18 and later, `tabItem` and `tag` before.
    private func printTabs(_ p: inout CodePrinter) {
        p.docComment(["SwiftUI's `TabView`, its selection bound to the model through `tabViewSelection`."])
        p.line("@ViewBuilder")
        p.block("private var tabView: some View") { p in
            p.block("if \(Self.iOS18Availability)") { p in
                p.closure("TabView(selection: tabViewSelection)", "") { p in
                    var index = items.startIndex
                    while index < items.endIndex {
                        guard let sectionID = items[index].section, let section = model.sections.first(where: { $0.id == sectionID }) else {
                            printTab(&p, items[index])
                            index += 1
                            continue
                        }
                        // A section's items are declared together: one `TabSection` holds the run.
                        var end = index
                        while end < items.endIndex, items[end].section == sectionID { end += 1 }
                        let run = items[index..<end]
                        p.line("TabSection {")
                        p.indent { p in
                            for item in run { printTab(&p, item) }
                        }
                        p.line("} header: {")
                        p.indent { p in p.line(sectionHeader(section)) }
                        p.line("}")
                        index = end
                    }
                }
                if model.sidebar == .adaptable {
                    p.indent { p in p.line(".tabViewStyle(.sidebarAdaptable)") }
                }
            }
            p.block("else") { p in
                p.closure("TabView(selection: tabViewSelection)", "") { p in
                    for item in items {
                        p.line("tabContent(for: \(caseName(item)))")
                        p.indent { p in
                            p.line(".tabItem { tabLabel(for: \(caseName(item))) }")
                            p.line(".tag(\(qualifiedCase(id: item.id)))")
                            p.line(".badge(badgeText(for: \(caseName(item))))")
                        }
                    }
                }
            }
        }
    }

    /// One `Tab` of the iOS 18 form; the search item has the search role.
    private func printTab(_ p: inout CodePrinter, _ item: ResolvedItem) {
        let role = item.isSearch ? ", role: .search" : ""
        p.line("Tab(value: \(qualifiedCase(id: item.id))\(role)) { tabContent(for: \(caseName(item))) } label: { tabLabel(for: \(caseName(item))) }")
        p.indent { p in p.line(".badge(badgeText(for: \(caseName(item))))") }
    }

    /// A section's header in the sidebar: its title (looked up like every text, shown as it
    /// comes back), with its icon when it has one.
    private func sectionHeader(_ section: ResolvedSection) -> String {
        let title = "Text(verbatim: \(shared.sectionTitleExpression(section)))"
        switch section.icon {
        case .symbol(let name)?:
            return "Label { \(title) } icon: { Image(systemName: \(SwiftNames.stringLiteral(name))) }"
        case .image(let name)?:
            return "Label { \(title) } icon: { Image(\(SwiftNames.stringLiteral(name)), bundle: resourceBundle) }"
        case nil:
            return title
        }
    }

    /// The bindings the view hands to SwiftUI: the selection and each tab's path, through
    /// `Bindable` and the key paths of `printSwiftUIAccess`.
    func printSelectionBindings(_ p: inout CodePrinter) {
        if model.kind == .system {
            p.line("""
                /// The selection `TabView` reads and writes: it reads `currentTab`, which is never a modal item, and a
                /// tap writes through `select(_:)`, so a modal item turns into a presentation before `TabView` can
                /// show it as selected, and a tap on the selected tab pops its stack.
                private var tabViewSelection: Binding<\(tabType)> {
                    Bindable(model).tabViewSelection
                }
                """)
        }
        if !navigationTabs.isEmpty {
            if model.kind == .system { p.line() }
            p.line("""
                /// `tab`'s navigation path in the model.
                private func path(for tab: \(tabType)) -> Binding<NavigationPath> {
                    Bindable(model)[dynamicMember: \\.[path: tab]]
                }
                """)
        }
    }

    /// What SwiftUI reads and writes through `Bindable`, as members of the model only this file
    /// sees: key paths need no closures, so nothing runs off the main actor.
    func printSwiftUIAccess(_ p: inout CodePrinter) {
        printDeclaration(&p, "fileprivate extension \(modelType)", doc: ["What `\(viewType)` binds SwiftUI's views to."]) { p in
            if model.kind == .system {
                p.line("""
                    /// `TabView`'s selection: the current tab; a tap goes through `\(sensoryFeedback == nil ? "select(_:)" : "tap(_:)")`.
                    var tabViewSelection: \(tabType) {
                        get { currentTab }
                        set { \(sensoryFeedback == nil ? "select" : "tap")(newValue) }
                    }
                    """)
            }
            if sensoryFeedback != nil {
                if model.kind == .system { p.line() }
                p.line("""
                    /// A tap on `tab`'s item: `select(_:)`, counted in `tabChangingTaps` when it changed the selected tab.
                    func tap(_ tab: \(tabType)) {
                        let before = currentTab
                        select(tab)
                        if currentTab != before { tabChangingTaps &+= 1 }
                    }
                    """)
            }
            if !navigationTabs.isEmpty {
                if model.kind == .system || sensoryFeedback != nil { p.line() }
                p.line("""
                    /// `tab`'s navigation path, empty when it has none.
                    subscript(path tab: \(tabType)) -> NavigationPath {
                        get { paths[tab] ?? NavigationPath() }
                        set { paths[tab] = newValue }
                    }
                    """)
            }
            printPresentationAccess(&p)
        }
    }

    /// `tabContent(for:)`: each tab's screen, in its `NavigationStack` when `navigation: true`;
    /// made on first selection for `loading: lazy`. Modal items have no content: they are never selected.
    func printTabContent(_ p: inout CodePrinter) {
        let lazy = model.loading == .lazy
        p.docComment([
            "The content of `tab`: its screen" + (navigationTabs.isEmpty ? "" : ", in a `NavigationStack` bound to its path when it has one")
                + (lazy ? ", made once the tab was first selected (`loading: lazy`)" : "") + ".",
        ])
        p.line("@ViewBuilder")
        p.block("private func tabContent(for tab: \(tabType)) -> some View") { p in
            func body(_ p: inout CodePrinter) {
                p.line("switch tab {")
                for item in items {
                    p.line("case \(caseName(item)):")
                    p.indent { p in
                        if item.role == .modal {
                            p.line("// Never selected: the tap presents the screen instead.")
                            p.line("Color.clear")
                        } else {
                            let screen = item.navigation
                                ? "NavigationStack(path: path(for: \(caseName(item)))) { \(shared.screenExpression(item.screen)) }"
                                : shared.screenExpression(item.screen)
                            p.line(setsBarBackground ? "barBackground(\(screen))" : screen)
                        }
                    }
                }
                p.line("}")
            }
            if lazy {
                p.block("if model.loadedTabs[\(position(of: "tab"))]", body)
            } else {
                body(&p)
            }
        }
    }

    /// `tabLabel(for:)`, `tabIcon(for:selected:)` and `badgeText(for:)`, from the enum's metadata.
    private func printTabLabel(_ p: inout CodePrinter) {
        p.line("""
            /// `tab`'s item: its title and icon (the selected icon while it is selected), with its accessibility.
            @ViewBuilder
            private func tabLabel(for tab: \(tabType)) -> some View {
                let selected = tab == model.currentTab
                Group {
                    if let title = \(shared.textAccess(.title, of: "tab", bundle: "resourceBundle")) {
                        Label { Text(title) } icon: { tabIcon(for: tab, selected: selected) }
                    } else {
                        tabIcon(for: tab, selected: selected)
                    }
                }
                .accessibilityLabel(Text(\(shared.textAccess(.accessibilityLabel, of: "tab", bundle: "resourceBundle"))))
                .accessibilityHint(Text(\(shared.textAccess(.accessibilityHint, of: "tab", bundle: "resourceBundle")) ?? ""))
                .accessibilityIdentifier(tab.accessibilityIdentifier)
            }

            /// `tab`'s SF Symbol or asset image.
            private func tabIcon(for tab: \(tabType), selected: Bool) -> Image {
                if let symbolName = selected ? tab.selectedSymbolName : tab.symbolName {
                    return Image(systemName: symbolName)
                }
                return Image((selected ? tab.selectedImageName : tab.imageName) ?? "", bundle: resourceBundle)
            }

            /// `tab`'s badge as the model has it.
            private func badgeText(for tab: \(tabType)) -> Text? {
                model.badge(for: tab).map { Text($0) }
            }
            """)
    }

    /// The bar's background before iOS 26, `minimizeBehavior` on iOS 26, the default bundle.
    private func printDecorations(_ p: inout CodePrinter) {
        if setsBarBackground { printBarBackground(&p) }
        printMinimizing(&p)
        if let accessory = model.accessory { printBottomAccessory(&p, accessory) }
        p.line()
        printDefaultBundle(&p)
    }

    /// `defaultBundle`: the target's resource bundle, or the bundle of the generated code.
    func printDefaultBundle(_ p: inout CodePrinter) {
        p.line("""
            /// Where images and colors load from when no bundle is given.
            private static var defaultBundle: Bundle {
                #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
                return Bundle.module
                #else
                return Bundle(for: \(modelType).self)
                #endif
            }
            """)
    }

    private func printBarBackground(_ p: inout CodePrinter) {
        p.line("""
            /// The layout's `background` as the tab bar's, before iOS 26 (iOS 26's glass bar keeps its material).
            @ViewBuilder
            private func barBackground(_ content: some View) -> some View {
                #if \(Self.tabBarPlacementCondition)
                if \(Self.iOS26Availability) {
                    content
                } else {
                    content
                        .toolbarBackground(\(viewType).background(in: resourceBundle), for: .tabBar)
                        .toolbarBackground(.visible, for: .tabBar)
                }
                #else
                content
                #endif
            }

            """)
    }

    /// `accessory`: the view above the tab bar, on iOS 26 and later; nothing before.
    private func printBottomAccessory(_ p: inout CodePrinter, _ accessory: Screen) {
        p.line("""

            /// The layout's `accessory` above the tab bar, on iOS, iPadOS and Mac Catalyst 26 and later
            /// (nothing before, nor on macOS and visionOS, which have no bottom accessory).
            @ViewBuilder
            private func bottomAccessory(_ content: some View) -> some View {
                #if compiler(>=6.2) && \(Self.bottomAccessoryCondition)
                if \(Self.iOS26Availability) {
                    content.tabViewBottomAccessory { \(shared.screenExpression(accessory)) }
                } else {
                    content
                }
                #else
                content
                #endif
            }
            """)
    }

    private func printMinimizing(_ p: inout CodePrinter) {
        if model.minimizeBehavior == .automatic {
            p.line("""
                /// `minimizeBehavior: automatic`: the system's own.
                private func minimizing(_ content: some View) -> some View {
                    content
                }
                """)
        } else {
            p.line("""
                /// `minimizeBehavior: \(model.minimizeBehavior.rawValue)`, on iOS 26 and later.
                @ViewBuilder
                private func minimizing(_ content: some View) -> some View {
                    #if compiler(>=6.2)
                    if \(Self.iOS26Availability) {
                        content.tabBarMinimizeBehavior(.\(model.minimizeBehavior.rawValue))
                    } else {
                        content
                    }
                    #else
                    content
                    #endif
                }
                """)
        }
    }
}
