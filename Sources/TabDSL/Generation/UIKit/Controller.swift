/// The parts of the UIKit section both kinds share: the delegate protocol, the style
/// constants, the per-item facts, screen creation, modal presentation helpers and the
/// selection notifications.
extension SwiftLayout {
    func printUIKitPart(_ p: inout CodePrinter) {
        func mark(_ title: String, _ p: inout CodePrinter) {
            p.line()
            p.line("// MARK: - \(title)")
            p.line()
        }
        if uses(.delegate) {
            mark(delegateType, &p)
            printDelegateProtocol(&p)
        }
        mark(controllerType, &p)
        switch model.kind {
        case .custom:
            printCustomController(&p)
            mark(barType, &p)
            printCustomBar(&p)
        case .system:
            printSystemController(&p)
            mark(barType, &p)
            printSystemBar(&p)
        }
        mark("\(model.name) items and style", &p)
        printItemFacts(&p)
        p.line()
        printStyle(&p)
        var helpers = CodePrinter()
        printModalHelpers(&helpers)
        printSystemHelpers(&helpers)
        printCustomNavigationController(&helpers)
        if !helpers.output.isEmpty {
            p.line()
            p.line("// MARK: - \(model.name) helpers")
            p.line(String(helpers.output.dropLast()))
        }
        if uses(.rx) {
            mark("\(model.name) RxSwift", &p)
            printRxExtension(&p)
        }
        mark("UIViewController.\(accessorName)", &p)
        printControllerAccessor(&p)
        mark(hostViewType, &p)
        printSwiftUIHost(&p)
    }

    // MARK: Delegate

    func printDelegateProtocol(_ p: inout CodePrinter) {
        p.docComment([
            "Tells an object about the selection of a `\(controllerType)`"
                + (modals.isEmpty ? "." : " and the screens its modal items present."),
            "",
            "Every method has an empty default implementation: implement the ones you need.",
        ])
        p.line(SwiftLayout.availability)
        p.line("@MainActor")
        p.block("public protocol \(delegateType): AnyObject") { p in
            for requirement in delegateRequirements {
                p.docComment([requirement.doc])
                p.line(requirement.signature)
            }
        }
        p.line()
        printDeclaration(&p, "extension \(delegateType)") { p in
            for (index, requirement) in delegateRequirements.enumerated() {
                if index > 0 { p.line() }
                p.line("public \(requirement.signature) {}")
            }
        }
    }

    private var delegateRequirements: [(doc: String, signature: String)] {
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

    // MARK: What both controllers have

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
        p.line()
        printNotifySelection(&p)
    }

    // MARK: Selection notifications

    /// The stored properties behind the `bindings`, in the controller.
    func printBindingProperties(_ p: inout CodePrinter) {
        p.docComment(["Keeps the binding of a `\(hostViewType)` up to date."])
        p.line("fileprivate var hostSelectionObserver: ((\(tabType)) -> Void)?")
        p.line()
        if uses(.closure) {
            p.docComment(["Called after the selected tab changed, by a tap or in code."])
            p.line("public var onSelect: ((\(tabType)) -> Void)?")
            p.line()
        }
        if uses(.delegate) {
            p.docComment(["Told about the selection" + (modals.isEmpty ? "." : " and about the modal items' screens.")])
            p.line("public weak var \(delegatePropertyName): (any \(delegateType))?")
            p.line()
        }
        if uses(.combine) {
            p.conditional(Self.combineCondition) { p in
                p.docComment(["Publishes the selected tab each time it changes, by a tap or in code."])
                p.block("public var selectedTabPublisher: AnyPublisher<\(tabType), Never>") { p in
                    p.line("selectedTabSubject.eraseToAnyPublisher()")
                }
                p.line()
                p.line("private let selectedTabSubject = PassthroughSubject<\(tabType), Never>()")
            }
            p.line()
        }
        if uses(.rx) {
            p.conditional(Self.rxCondition) { p in
                p.docComment(["Feeds `rx.selectedTab`."])
                p.line("fileprivate let rxSelectedTab = PublishSubject<\(tabType)>()")
            }
            p.line()
        }
    }

    /// `tabDelegate` in both kinds: `delegate` is UIKit's on a `UITabBarController`, and one
    /// name for both kinds lets an app change its layout's kind without changing its code.
    var delegatePropertyName: String { "tabDelegate" }

    /// `notifySelection(_:)`: tells every observer the bindings offer about a new selection,
    /// and the SwiftUI host's binding.
    func printNotifySelection(_ p: inout CodePrinter) {
        p.docComment(["Tells every observer the layout's bindings offer, and a SwiftUI host, about the new selection."])
        p.block("private func notifySelection(_ tab: \(tabType))") { p in
            p.line("hostSelectionObserver?(tab)")
            if uses(.closure) { p.line("onSelect?(tab)") }
            if uses(.delegate) { p.line("\(delegatePropertyName)?.tabBarController(self, didSelect: tab)") }
            if uses(.rx) {
                p.conditional(Self.rxCondition) { p in p.line("rxSelectedTab.onNext(tab)") }
            }
            if uses(.combine) {
                p.conditional(Self.combineCondition) { p in p.line("selectedTabSubject.send(tab)") }
            }
        }
    }

    var hasTransition: Bool {
        if case .crossDissolve = model.transition { return true }
        return false
    }

    /// Whether a selection change can animate: a transition between screens, or the indicator.
    var changeSelectionTakesAnimated: Bool {
        if case .crossDissolve = model.transition { return true }
        return model.kind == .custom && hasIndicator
    }

    /// `changeSelection(to: tab, animated: animated)`, or without `animated` when nothing animates.
    func changeSelectionCall(_ tab: String, animated: String) -> String {
        "changeSelection(to: \(tab)" + (changeSelectionTakesAnimated ? ", animated: \(animated))" : ")")
    }

    // MARK: Initializers and dependencies

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
        ] + (hasDependencies ? ["", "Internal, not public, because the dependency types may be internal to your module."] : []))
        p.block("\(hasDependencies ? "" : "public ")init(\(parameters))") { p in
            if hasDependencies { p.line("self.dependencies = \(dependenciesValue)") }
            p.line("self.resourceBundle = \(bundle) ?? \(styleType).defaultBundle")
            p.lines(storedSetUp)
            p.line("super.init(nibName: nil, bundle: nil)")
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
            p.block("init?(coder\(decoder == "coder" ? "" : " " + decoder): NSCoder, \(dependencyParameters), \(bundleParameter))") { p in
                p.line("self.dependencies = \(dependenciesValue)")
                p.line("self.resourceBundle = \(bundle) ?? \(styleType).defaultBundle")
                p.lines(storedSetUp)
                p.line("super.init(coder: \(decoder))")
                p.line("self.setUp()")
            }
            p.line()
            p.line("@available(*, unavailable, message: \"\(controllerType) needs its dependencies: use init?(coder:\(model.dependencies.map { $0.name + ":" }.joined()))\")")
            p.block("public required init?(coder: NSCoder)") { p in
                p.line("fatalError(\"\(controllerType) needs its dependencies: use init?(coder:\(model.dependencies.map { $0.name + ":" }.joined()))\")")
            }
        } else {
            p.docComment(["Creates the controller from a storyboard or nib; resources load from the default bundle."])
            p.block("public required init?(coder: NSCoder)") { p in
                p.line("self.resourceBundle = \(styleType).defaultBundle")
                p.lines(storedSetUp)
                p.line("super.init(coder: coder)")
                p.line("self.setUp()")
            }
        }
    }

    // MARK: Screens

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

    // MARK: Per-item facts

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
                    if case .select(let id)? = item.afterDismiss { return tabType + caseName(id: id) }
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

    // MARK: Modal presentation

    /// `presentModal(_:animated:)`, `modalDismissal(of:_:)` and the `dismiss` that reports a dismissal from below.
    func printModalPresentation(_ p: inout CodePrinter) {
        guard !modals.isEmpty else { return }
        p.docComment([
            "Presents modal item `tab`'s screen, in a navigation controller when the item asks for one.",
            "The selection stays where it was: a modal item never becomes the selected tab.",
        ])
        p.block("private func presentModal(_ tab: \(tabType), animated: Bool)") { p in
            p.line("// One modal at a time: a tap while one is up does nothing.")
            p.line("guard presentedViewController == nil else { return }")
            p.line("let screen = makeScreen(for: tab)")
            let navigation = showsNavigation(modals)
            if tracksDismissal {
                let onDismiss = "{ [weak self] phase in self?.modalDismissal(of: tab, phase) }"
                switch navigation {
                case true?:
                    p.line("let modal = \(helperType("ModalNavigationController"))(rootViewController: screen)")
                    p.line("modal.onDismissal = \(onDismiss)")
                case false?:
                    p.line("let modal = \(helperType("ModalHostController"))(content: screen)")
                    p.line("modal.onDismissal = \(onDismiss)")
                case nil:
                    p.line("let modal: UIViewController")
                    p.block("if tab.showsNavigationController") { p in
                        p.line("let navigationController = \(helperType("ModalNavigationController"))(rootViewController: screen)")
                        p.line("navigationController.onDismissal = \(onDismiss)")
                        p.line("modal = navigationController")
                    }
                    p.block("else") { p in
                        p.line("let host = \(helperType("ModalHostController"))(content: screen)")
                        p.line("host.onDismissal = \(onDismiss)")
                        p.line("modal = host")
                    }
                }
            } else {
                switch navigation {
                case true?: p.line("let modal = UINavigationController(rootViewController: screen)")
                case false?: p.line("let modal = screen")
                case nil: p.line("let modal = tab.showsNavigationController ? UINavigationController(rootViewController: screen) : screen")
                }
            }
            p.line("modal.modalPresentationStyle = tab.modalPresentationStyle")
            if uses(.delegate) {
                p.closure("present(modal, animated: animated)", "[weak self]") { p in
                    p.line("guard let self else { return }")
                    p.line("self.\(delegatePropertyName)?.tabBarController(self, didPresent: tab)")
                }
            } else {
                p.line("present(modal, animated: animated)")
            }
        }
        guard tracksDismissal else { return }
        let selectsAfterDismiss = modals.contains { $0.afterDismiss.map(Self.selects) ?? false }
        let animatedArgument = changeSelectionTakesAnimated ? ", animated: false" : ""
        p.line()
        if selectsAfterDismiss {
            p.docComment(["The selection before an `afterDismiss: select(…)` took effect, while an interactive dismissal may still be cancelled."])
            p.line("private var selectionBeforeDismissal: \(tabType)?")
            p.line()
        }
        p.docComment([
            "Follows a modal item's dismissal, however it happens (`dismiss(animated:)` in code, a swipe",
            "on a sheet, a dismissal of the whole stack from below)"
                + (selectsAfterDismiss ? ": `afterDismiss` takes effect when the dismissal begins, so the tab is in place while the screen slides away, and is undone if a swipe is cancelled" : "")
                + (uses(.delegate) ? "; the delegate is told once the screen is gone." : "."),
        ])
        p.block("private func modalDismissal(of tab: \(tabType), _ phase: \(helperType("ModalDismissal")))") { p in
            // What each phase does: `afterDismiss: select(…)` and the delegate, or nothing.
            var phases: [(phase: String, body: [String])] = [("began", []), ("cancelled", []), ("ended", [])]
            if selectsAfterDismiss {
                phases[0].body = ["guard let next = tab.tabAfterDismiss else { return }", "selectionBeforeDismissal = currentTab",
                                  "changeSelection(to: next\(animatedArgument))"]
                phases[1].body = ["guard let previous = selectionBeforeDismissal else { return }", "selectionBeforeDismissal = nil",
                                  "changeSelection(to: previous\(animatedArgument))"]
                phases[2].body = ["selectionBeforeDismissal = nil"]
            }
            if uses(.delegate) { phases[2].body.append("\(delegatePropertyName)?.tabBarController(self, didDismiss: tab)") }
            p.line("switch phase {")
            for (phase, body) in phases {
                p.line("case .\(phase):")
                p.indent { p in p.lines(body.isEmpty ? ["break"] : body) }
            }
            p.line("}")
        }
        p.line()
        p.docComment([
            "A dismissal from here takes a modal item's screen down with whatever it presented, and",
            "UIKit tells only the top of that stack: report the modal's dismissal here.",
        ])
        p.block("public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)") { p in
            for modalType in modalTypes {
                p.block("if let modal = presentedViewController as? \(modalType), modal.presentedViewController != nil") { p in
                    p.line("modal.dismissedFromBelow()")
                }
            }
            p.line("super.dismiss(animated: flag, completion: completion)")
        }
    }

    /// The classes modal items' screens are presented in, which report their dismissal: a
    /// navigation controller, a host, or both when the modal items differ in `navigation:`.
    private var modalTypes: [String] {
        let navigation = showsNavigation(modals)
        return (navigation != false ? [helperType("ModalNavigationController")] : [])
            + (navigation != true ? [helperType("ModalHostController")] : [])
    }

    /// The file-private classes that report a modal screen's dismissal.
    func printModalHelpers(_ p: inout CodePrinter) {
        guard tracksDismissal else { return }
        p.line()
        p.line("""
            /// The phases of a modal item's dismissal its screen reports.
            private enum \(helperType("ModalDismissal")) {
                /// The screen started to go away (in code, by a swipe, or from below).
                case began
                /// An interactive dismissal was cancelled: the screen stays.
                case cancelled
                /// The screen is gone.
                case ended
            }
            """)
        // A class a modal item's screen is presented in: `members`, then the dismissal report.
        func printReportingClass(_ p: inout CodePrinter, _ header: String, doc: [String], _ members: (inout CodePrinter) -> Void) {
            p.line()
            printDeclaration(&p, header, doc: doc) { p in
                p.line("var onDismissal: ((\(helperType("ModalDismissal"))) -> Void)?")
                members(&p)
                p.line()
                printDismissalReport(&p)
            }
        }
        let navigation = showsNavigation(modals)
        if navigation != false {
            printReportingClass(&p, "private final class \(helperType("ModalNavigationController")): UINavigationController",
                                doc: ["The navigation controller a modal item's screen is presented in. It reports its",
                                      "dismissal however it happens: `dismiss(animated:)` in code, or a swipe down on a sheet."]) { _ in }
        }
        if navigation != true {
            printReportingClass(&p, "private final class \(helperType("ModalHostController")): UIViewController",
                                doc: ["Hosts a modal item's screen that has no navigation controller, and reports its",
                                      "dismissal however it happens: `dismiss(animated:)` in code, or a swipe down on a sheet."]) { p in
                p.line("private let content: UIViewController")
                p.line()
                p.block("init(content: UIViewController)") { p in
                    p.line("self.content = content")
                    p.line("super.init(nibName: nil, bundle: nil)")
                }
                p.line()
                printUnusedCoderInitializer(&p)
                p.line()
                p.block("override func viewDidLoad()") { p in
                    p.line("super.viewDidLoad()")
                    p.lines(Self.embedding("content", in: "view"))
                    p.line("preferredContentSize = content.preferredContentSize")
                }
                p.line("""

                    /// A form sheet takes the size the screen asks for, as if it were presented itself.
                    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                        super.preferredContentSizeDidChange(forChildContentContainer: container)
                        preferredContentSize = container.preferredContentSize
                    }

                    """)
                printAppearanceForwarding(&p, to: "content", because: "The screen decides the status bar and home indicator, as if it were presented itself.")
            }
        }
    }

    private func printDismissalReport(_ p: inout CodePrinter) {
        p.line("""
            private var isDismissing = false
            private var isGone = false

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                // True for a dismissal in code and for a swipe on a sheet (which may still be cancelled);
                // a screen presented on top is not a dismissal.
                guard isBeingDismissed, !isDismissing, !isGone else { return }
                isDismissing = true
                onDismissal?(.began)
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // A cancelled swipe shows the screen again.
                guard isDismissing else { return }
                isDismissing = false
                onDismissal?(.cancelled)
            }

            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                guard isDismissing else { return }
                finishDismissal()
            }

            /// The presenting controller dismissed this screen with the ones it presented.
            func dismissedFromBelow() {
                guard !isGone else { return }
                if !isDismissing { onDismissal?(.began) }
                finishDismissal()
            }

            private func finishDismissal() {
                isDismissing = false
                isGone = true
                onDismissal?(.ended)
                onDismissal = nil
            }
            """)
    }

    // MARK: Haptics

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

    // MARK: Small shared pieces

    /// `required init?(coder:)`, unavailable: for helper classes only ever made in code.
    func printUnusedCoderInitializer(_ p: inout CodePrinter) {
        p.line("@available(*, unavailable)")
        p.block("required init?(coder: NSCoder)") { p in
            p.line("fatalError(\"init(coder:) is not used\")")
        }
    }

    /// A lazy tab entry's `viewWillAppear`, which tells the controller it is shown.
    func printAppearanceReport(_ p: inout CodePrinter) {
        p.docComment(["The More list and state restoration show a tab without telling the controller: tell it."])
        printAppearanceOverride(&p, "viewWillAppear", ["onAppear()"])
    }

    /// `override func viewWillAppear(_ animated: Bool)` or one of its kin: `super`'s, then `body`.
    func printAppearanceOverride(_ p: inout CodePrinter, _ method: String, _ body: [String]) {
        p.block("override func \(method)(_ animated: Bool)") { p in
            p.line("super.\(method)(animated)")
            p.lines(body)
        }
    }

    /// The overrides that let `child` decide the status bar and the home indicator, after a
    /// comment that says why.
    func printAppearanceForwarding(_ p: inout CodePrinter, to child: String, access: String = "", because reason: String) {
        p.line("// " + reason)
        for member in ["childForStatusBarStyle", "childForStatusBarHidden", "childForHomeIndicatorAutoHidden"] {
            p.line("\(access)override var \(member): UIViewController? { \(child) }")
        }
    }

    /// UIKit's containment calls that add `child` to the controller, its view filling
    /// `container`; `owner` is `self.` where the calls run in a closure.
    static func embedding(_ child: String, in container: String, owner: String = "") -> [String] {
        [
            "\(owner)addChild(\(child))",
            "\(child).view.frame = \(container).bounds",
            "\(child).view.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "\(container).addSubview(\(child).view)",
            "\(child).didMove(toParent: self)",
        ]
    }

    // MARK: Accessor

    /// `financeTabBarController`: the layout's name with a lowercase start, then `TabBarController`.
    var accessorName: String {
        let name = model.name
        let upper = name.prefix { $0.isUppercase }
        // `HTTPTabs` → `httpTabs`: a run of capitals is lowered but for the one that starts the next word.
        let lowered = upper.count > 1 && upper.count < name.count ? upper.dropLast().lowercased() + String(upper.last!) : upper.lowercased()
        return SwiftNames.identifier(lowered + name.dropFirst(upper.count) + "TabBarController")
    }

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
                public var \(accessorName): \(controllerType)? {
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

    // MARK: SwiftUI

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
            printDeclaration(&p, "public struct \(hostViewType): UIViewControllerRepresentable", doc: [
                "Hosts a `\(controllerType)` in SwiftUI, its selected tab bound to `selection`.",
                "",
                "A change of the binding selects that tab as `currentTab` does: it never pops a navigation",
                "stack, and a modal item or the current tab changes nothing. A tap, `select(_:animated:)`",
                "or `afterDismiss` writes the new tab back to the binding.",
            ]) { p in
                p.line("private let selection: Binding<\(tabType)>")
                p.line("private let makeController: @MainActor () -> \(controllerType)")
                p.line()
                p.docComment((hasDependencies ? ["Creates the view with the dependencies its screens take; resources load as in"] : ["Creates the view; resources load as in"])
                    + ["`\(controllerType)`'s initializer."]
                    + (hasDependencies ? ["", "Internal, not public, because the dependency types may be internal to your module."] : []))
                p.block("\(hasDependencies ? "" : "public ")init(\(parameters.joined(separator: ", ")))") { p in
                    p.line("self.selection = \(selection)")
                    p.line("self.makeController = { \(controllerType)(\(controllerArguments.joined(separator: ", "))) }")
                }
                p.line("""

                    public func makeUIViewController(context: Context) -> \(controllerType) {
                        let controller = makeController()
                        controller.currentTab = selection.wrappedValue
                        return controller
                    }

                    public func updateUIViewController(_ controller: \(controllerType), context: Context) {
                        let selection = self.selection
                        controller.hostSelectionObserver = { selection.wrappedValue = $0 }
                        // Setting the current value again changes nothing, so SwiftUI's updates never pop a stack.
                        controller.currentTab = selection.wrappedValue
                    }
                    """)
            }
        }
    }

    // MARK: Rx

    func printRxExtension(_ p: inout CodePrinter) {
        p.conditional(Self.rxCondition) { p in
            printDeclaration(&p, "extension Reactive where Base: \(controllerType)") { p in
                p.line("""
                    /// Emits the selected tab each time it changes, by a tap or in code.
                    @MainActor
                    public var selectedTab: ControlEvent<\(tabType)> {
                        ControlEvent(events: base.rxSelectedTab)
                    }

                    /// Selects each tab it receives, as `select(_:animated: true)` does.
                    public var select: Binder<\(tabType)> {
                        Binder(base) { controller, tab in
                            // Binder delivers on the main scheduler.
                            MainActor.assumeIsolated { controller.select(tab, animated: true) }
                        }
                    }
                    """)
            }
        }
    }
}

extension SwiftLayout {
    /// `currentTab`: the selection as a property. Setting it selects without popping any stack
    /// (SwiftUI's `updateUIViewController`, Combine's `assign(to:)` and state restoration set
    /// the current value again, and that must change nothing).
    func printCurrentTab(_ p: inout CodePrinter, getter: String) {
        p.docComment([
            "The selected tab; never a modal item. Setting it selects that tab without popping any",
            "navigation stack" + (modals.isEmpty ? "" : " (a modal item is ignored)") + "; setting the current value changes nothing.",
            "`select(_:animated:)` is what a tap does.",
        ])
        p.block("public var currentTab: \(tabType)") { p in
            p.line("get { \(getter) }")
            let guardModal = modals.isEmpty ? "" : "!newValue.isModal, "
            p.line("set { if \(guardModal)newValue != currentTab { \(changeSelectionCall("newValue", animated: "false")) } }")
        }
        p.line()
    }

    /// `itemTapped(_:)`: a tap on `control` does what `select(_:animated: true)` does, with the
    /// layout's haptic when the tab changes.
    func printItemTapped(_ p: inout CodePrinter, on control: String) {
        p.docComment(["A tap on \(control): the same as `select(_:animated: true)`" + (model.haptics == .none ? "." : ", with haptic feedback when the tab changes.")])
        p.block("private func itemTapped(_ tab: \(tabType))") { p in
            if model.haptics != .none {
                p.line("if \(modals.isEmpty ? "" : "!tab.isModal && ")tab != currentTab { playTabChangeFeedback() }")
            }
            p.line("select(tab, animated: true)")
        }
    }

    /// `setBadgeValue(_:for:)`, its body printed by `body`.
    func printSetBadgeValue(_ p: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        p.docComment(["Shows `value` as the badge of `tab`'s item, or removes the badge for `nil`."])
        p.block("public func setBadgeValue(_ value: String?, for tab: \(tabType))", body)
    }

    /// The two ways into a selection change: `select(_:animated:)`, what a tap does, and
    /// `changeSelection(to:animated:)` (without `animated` when nothing animates), which
    /// `changeSelection` documents and `body` prints.
    func printSelectionMethods(_ p: inout CodePrinter, popToRoot: String, changeSelection doc: String,
                               _ body: (inout CodePrinter) -> Void) {
        printPublicSelect(&p, popToRoot: popToRoot)
        p.line()
        p.docComment([doc])
        p.block("private func changeSelection(to tab: \(tabType)" + (changeSelectionTakesAnimated ? ", animated: Bool)" : ")"), body)
    }

    /// `select(_:animated:)`, the same for both kinds but for how a stack pops to its root:
    /// a modal presents, the selected tab pops, any other tab becomes the selection.
    private func printPublicSelect(_ p: inout CodePrinter, popToRoot: String) {
        var doc = ["Does what a tap on `tab`'s item does: selects it"]
        if hasNavigationTabs { doc[0] += ", pops its navigation stack to the root when it is already selected" }
        if !modals.isEmpty { doc[0] += ", or presents its screen when it is a modal item" }
        doc[0] += "."
        p.docComment(doc)
        p.block("public func select(_ tab: \(tabType), animated: Bool)") { p in
            var branches: [(condition: String, body: String)] = []
            if !modals.isEmpty { branches.append(("tab.isModal", "presentModal(tab, animated: animated)")) }
            if hasNavigationTabs { branches.append(("tab == currentTab", popToRoot)) }
            if branches.isEmpty {
                p.line(changeSelectionCall("tab", animated: "animated"))
            } else {
                for (index, branch) in branches.enumerated() {
                    p.line((index == 0 ? "if " : "} else if ") + branch.condition + " {")
                    p.indent { p in p.line(branch.body) }
                }
                p.line("} else {")
                p.indent { p in p.line(changeSelectionCall("tab", animated: "animated")) }
                p.line("}")
            }
        }
    }
}
