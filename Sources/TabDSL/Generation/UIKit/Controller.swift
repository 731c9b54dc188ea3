/// What the controller has in both kinds: its stored state, initializers and dependencies,
/// screen creation, the per-item facts only UIKit needs, and haptics. The kind-specific
/// controllers are in `Controller+Custom.swift` and `Controller+System.swift`.
extension SwiftLayout {
    /// The members a controller of either kind starts with: the bindings' storage,
    /// `currentTab` (read through `getter`), the dependencies and the resource bundle.
    func printControllerState(_ p: inout CodePrinter, currentTab getter: String) {
        printBindingProperties(&p)
        printCurrentTab(&p, getter: getter)
        printDependencyStorage(&p)
        printResourceBundleStorage(&p)
    }

    /// The members a controller of either kind ends with: modal presentation, haptics and
    /// the notification of a new selection.
    func printControllerEnd(_ p: inout CodePrinter) {
        if !modals.isEmpty {
            p.line()
            printModalPresentation(&p)
        }
        if model.haptics != .none {
            p.line()
            printHaptics(&p, viewExpression: "tabBar")
        }
        if model.restoresSelection {
            p.line()
            printRestoration(&p)
        }
        p.line()
        printNotifySelection(&p)
    }

    /// `transactionManager: TransactionManager, …`
    var dependencyParameters: String {
        model.dependencies.map { "\(SwiftNames.identifier($0.name)): \(SwiftNames.typeName($0.type))" }
            .joined(separator: ", ")
    }

    /// The `Dependencies` struct and its stored property, when the layout injects any.
    func printDependencyStorage(_ p: inout CodePrinter) {
        guard !model.dependencies.isEmpty else { return }
        p.docComment(["The layout's `inject` dependencies, passed on to the screens that take them."])
        p.block("private struct Dependencies") { p in
            for dependency in model.dependencies {
                p.line("let \(SwiftNames.identifier(dependency.name)): \(SwiftNames.typeName(dependency.type))")
            }
        }
        p.line()
        p.line("private let dependencies: Dependencies")
        p.line()
    }

    /// The controller's `resourceBundle`, set by its initializers.
    func printResourceBundleStorage(_ p: inout CodePrinter) {
        p.docComment(["Where images, colors and storyboards load from."])
        p.line("private let resourceBundle: Bundle")
        p.line()
    }

    /// `FinanceTabBarController.Dependencies(transactionManager: transactionManager)`: the type
    /// qualified, so that a dependency named `Dependencies` can't shadow it in the initializer.
    var dependenciesValue: String {
        let arguments = model.dependencies.map { dependency -> String in
            "\(SwiftNames.argumentLabel(dependency.name)): \(SwiftNames.identifier(dependency.name))"
        }
        return "\(controllerType).Dependencies(\(arguments.joined(separator: ", ")))"
    }

    /// A parameter name for the generator's own parameters (`coder`, `bundle`, …) that no
    /// dependency's name takes: the first free candidate, else the first with a number.
    func freeParameterName(_ candidates: [String], avoiding extra: Set<String> = []) -> String {
        let taken = Set(model.dependencies.map(\.name)).union(extra)
        if let free = candidates.first(where: { !taken.contains($0) }) { return free }
        let base = candidates[0]
        return (2...).lazy.map { "\(base)\($0)" }.first { !taken.contains($0) }!
    }

    /// The designated initializers: `init(deps, bundle:)` and `init?(coder:)` (working when the
    /// layout has no dependencies; with dependencies, `init?(coder:deps, bundle:)` is the
    /// storyboard way). `storedSetUp` assigns the stored properties that need the resource
    /// bundle (already in `self.resourceBundle`) before `super.init`. The generator's own
    /// members are reached through `self.` and qualified types, so no dependency's name
    /// (`setUp`, `Dependencies`, `coder`, `bundle`, …) shadows them.
    func printInitializers(_ p: inout CodePrinter, storedSetUp: [String]) {
        let hasDependencies = !model.dependencies.isEmpty
        let bundle = freeParameterName(["bundle", "resourceBundle"])
        let bundleParameter = "bundle\(bundle == "bundle" ? "" : " " + bundle): Bundle? = nil"
        let parameters = hasDependencies ? dependencyParameters + ", " + bundleParameter : bundleParameter
        p.docComment((hasDependencies ? ["Creates the controller with the dependencies its screens take."] : ["Creates the controller."]) + [
            "",
            "Images, colors and storyboards load from `bundle` when you give one, else from the default:",
            "the target's resource bundle (`Bundle.module`) in a SwiftPM target that has resources,",
            "else the bundle of this code.",
        ] + (hasDependencies && model.access == .public ? ["", "Public with the layout (`access: public`): the dependency types must be public too."] : []))
        p.block("\(access)init(\(parameters))") { p in
            if hasDependencies { p.line("self.dependencies = \(dependenciesValue)") }
            p.line("self.resourceBundle = \(bundle) ?? \(styleType).defaultBundle")
            p.lines(storedSetUp)
            p.line("super.init(nibName: nil, bundle: nil)")
            p.lines(restorationSetUp)
            p.line("self.setUp()")
        }
        p.line()
        if hasDependencies {
            p.docComment([
                "Creates the controller from a storyboard, with the dependencies its screens take:",
                "use it in `instantiateInitialViewController(creator:)`.",
            ])
            // The decoder's parameter name must differ from every dependency's (`inject coder: …`).
            let decoder = freeParameterName(["coder", "decoder", "aDecoder"], avoiding: [bundle])
            p.block("\(access)init?(coder\(decoder == "coder" ? "" : " " + decoder): NSCoder, \(dependencyParameters), \(bundleParameter))") { p in
                p.line("self.dependencies = \(dependenciesValue)")
                p.line("self.resourceBundle = \(bundle) ?? \(styleType).defaultBundle")
                p.lines(storedSetUp)
                p.line("super.init(coder: \(decoder))")
                p.lines(restorationSetUp)
            p.line("self.setUp()")
            }
            p.line()
            p.line("@available(*, unavailable, message: \"\(controllerType) needs its dependencies: use init?(coder:\(model.dependencies.map { $0.name + ":" }.joined()))\")")
            p.block("\(access)required init?(coder: NSCoder)") { p in
                p.line("fatalError(\"\(controllerType) needs its dependencies: use init?(coder:\(model.dependencies.map { $0.name + ":" }.joined()))\")")
            }
        } else {
            p.docComment(["Creates the controller from a storyboard or nib; resources load from the default bundle."])
            p.block("\(access)required init?(coder: NSCoder)") { p in
                p.line("self.resourceBundle = \(styleType).defaultBundle")
                p.lines(storedSetUp)
                p.line("super.init(coder: coder)")
                p.lines(restorationSetUp)
            p.line("self.setUp()")
            }
        }
    }

    /// `makeScreen(for:)`: the bare screen of every item, as `screen:` describes it.
    func printMakeScreen(_ p: inout CodePrinter) {
        p.docComment(["Makes the screen the layout gives `tab` (its `screen:`), not yet in a navigation controller."])
        p.block("private func makeScreen(for tab: \(tabType)) -> UIViewController") { p in
            p.line("switch tab {")
            for item in items {
                p.line("case \(caseName(item)):")
                p.indent { p in p.line("return " + screenExpression(item.screen)) }
            }
            p.line("}")
        }
    }

    func screenExpression(_ screen: Screen) -> String {
        switch screen {
        case .type(let name, let arguments):
            let list = arguments.map { "\(SwiftNames.argumentLabel($0.label)): \(argumentExpression($0.value))" }
            return "\(SwiftNames.typeName(name))(\(list.joined(separator: ", ")))"
        case .storyboard(let name, let identifier):
            return "UIStoryboard(name: \(SwiftNames.stringLiteral(name)), bundle: resourceBundle)"
                + ".instantiateViewController(withIdentifier: \(SwiftNames.stringLiteral(identifier)))"
        }
    }

    func argumentExpression(_ value: ScreenValue) -> String {
        switch value {
        case .dependency(let name): return "dependencies.\(SwiftNames.identifier(name))"
        case .string(let text): return SwiftNames.stringLiteral(text)
        case .int(let number): return SwiftNames.integer(number)
        case .number(let number): return SwiftNames.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .member(let name): return "." + SwiftNames.identifier(name)
        }
    }

    /// A file-private extension of the tab enum with what only the UIKit code needs.
    func printItemFacts(_ p: inout CodePrinter) {
        printDeclaration(&p, "private extension \(tabType)", doc: ["What the `\(model.name)` layout says about each item that only the UIKit code needs."]) { p in
            var first = true
            func separate(_ p: inout CodePrinter) {
                if !first { p.line() }
                first = false
            }
            if needsNavigationFact {
                separate(&p)
                printProperty(&p, doc: "Whether the screen is shown in a navigation controller (`navigation:`).",
                              name: "showsNavigationController", type: "Bool", access: "") { $0.navigation ? "true" : "false" }
            }
            if !modals.isEmpty {
                separate(&p)
                printProperty(&p, doc: "How a modal item's screen is presented (`presentation:`).",
                              name: "modalPresentationStyle", type: "UIModalPresentationStyle", access: "") { item in
                    switch item.presentation ?? .fullScreen {
                    case .fullScreen: return ".fullScreen"
                    case .pageSheet: return ".pageSheet"
                    case .formSheet: return ".formSheet"
                    case .overFullScreen: return ".overFullScreen"
                    case .automatic: return ".automatic"
                    }
                }
            }
            if modals.contains(where: { $0.afterDismiss.map(Self.selects) ?? false }) {
                separate(&p)
                printProperty(&p, doc: "The tab to select once a modal item's screen is dismissed (`afterDismiss: select(…)`), or `nil` to keep the selection.",
                              name: "tabAfterDismiss", type: "\(tabType)?", access: "") { item in
                    // Qualified, so an item named `none` can't read as `Optional.none`.
                    if case .select(let id)? = item.afterDismiss { return qualifiedCase(id: id) }
                    return "nil"
                }
            }
            separate(&p)
            p.line("""
                /// The icon, or the selected icon: an SF Symbol at the layout's icon size, or an asset
                /// image that takes the item's tint unless its asset says otherwise, as in a `UITabBar`.
                func icon(selected: Bool, in bundle: Bundle) -> UIImage? {
                    if let symbolName = selected ? selectedSymbolName : symbolName {
                        return UIImage(systemName: symbolName, withConfiguration: \(styleType).symbolConfiguration)
                    }
                    guard let imageName = selected ? selectedImageName : imageName,
                          let image = UIImage(named: imageName, in: bundle, compatibleWith: nil) else { return nil }
                    return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
                }
                """)
        }
    }

    /// Items differ in `navigation:`, or a modal's wrapping needs deciding at run time.
    var needsNavigationFact: Bool {
        let values = Set(items.map(\.navigation))
        return values.count > 1
    }

    /// A Swift expression for `navigation:` of a set of items known to agree, or the fact.
    func showsNavigation(_ subset: [ResolvedItem]) -> Bool? {
        let values = Set(subset.map(\.navigation))
        return values.count == 1 ? values.first : nil
    }

    /// `playTabChangeFeedback()`: the haptic of `haptics:` on a tab change by a tap.
    func printHaptics(_ p: inout CodePrinter, viewExpression: String) {
        guard model.haptics != .none else { return }
        p.docComment(["Plays the layout's haptic feedback (`haptics: \(model.haptics.rawValue)`) for a tab change by a tap."])
        let (generator, arguments, feedback) = model.haptics == .selection
            ? ("UISelectionFeedbackGenerator", [], "selectionChanged()")
            : ("UIImpactFeedbackGenerator", ["style: .\(model.haptics.rawValue)"], "impactOccurred()")
        p.block("private func playTabChangeFeedback()") { p in
            p.block("if #available(iOS 17.5, *)") { p in
                p.line("\(generator)(\((arguments + ["view: \(viewExpression)"]).joined(separator: ", "))).\(feedback)")
            }
            p.block("else") { p in
                p.line("\(generator)(\(arguments.joined(separator: ", "))).\(feedback)")
            }
        }
    }
}
