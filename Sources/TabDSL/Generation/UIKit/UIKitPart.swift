/// The UIKit part of a layout (inside `#if canImport(UIKit)`), composed from one printer per
/// generated construct, and the small pieces every UIKit construct uses: the availability each
/// declaration carries, containment calls, appearance forwarding.
extension SwiftLayout {
    /// The layout's UIKit constructs, in the order of the output. The kind-specific ones (the
    /// controller, the bar, their helper classes) are chosen in one `switch`; the rest are the
    /// same printers for both kinds.
    func printUIKitPart(_ p: inout CodePrinter) {
        typealias Printer = (SwiftLayout) -> (inout CodePrinter) -> Void
        let controller: Printer, bar: Printer, kindHelpers: Printer
        switch model.kind {
        case .custom:
            (controller, bar, kindHelpers) = (Self.printCustomController, Self.printCustomBar, Self.printCustomNavigationController)
        case .system:
            (controller, bar, kindHelpers) = (Self.printSystemController, Self.printSystemBar, Self.printSystemHelpers)
        }
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
        controller(self)(&p)
        mark(barType, &p)
        bar(self)(&p)
        if model.kind == .custom {
            mark(geometryType, &p)
            printBarGeometryType(&p)
        }
        mark("\(model.name) items and style", &p)
        printItemFacts(&p)
        p.line()
        printStyle(&p)
        var helpers = CodePrinter()
        printModalHelpers(&helpers)
        kindHelpers(self)(&helpers)
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

    /// The availability every generated UIKit declaration carries: the oldest iOS the code
    /// supports. APIs newer than that are used behind `#available`.
    static let availability = "@available(iOS 15.0, *)"

    /// The one availability check for what iOS 26 brought (Liquid Glass, `tabBarMinimizeBehavior`):
    /// the same versions on every platform UIKit runs on, so visionOS and Mac Catalyst follow one
    /// rule (`*` alone would take visionOS's oldest version).
    static let iOS26Availability = "#available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)"

    /// The one availability check for what iOS 18 brought (the `UITab` API, the iPad's bar at the
    /// top, SwiftUI's `Tab`): iOS and Mac Catalyst 18, visionOS 2, the same rule on every platform
    /// (`*` alone would take visionOS's oldest version).
    static let iOS18Availability = "#available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)"

    /// The attribute of the members that use what iOS 18 brought, with the versions of
    /// `iOS18Availability`.
    static let iOS18Attribute = "@available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)"

    /// Where the `combine` binding's code compiles.
    static let combineCondition = "canImport(Combine)"

    /// Where the `rx` binding's code compiles.
    static let rxCondition = "canImport(RxSwift) && canImport(RxCocoa)"

    /// A UIKit declaration: its doc comment, the availability every one carries, then
    /// `header { body }`.
    func printDeclaration(_ p: inout CodePrinter, _ header: String, doc: [String] = [],
                          _ body: (inout CodePrinter) -> Void) {
        p.docComment(doc)
        p.line(SwiftLayout.availability)
        p.block(header, body)
    }

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
            "\(child).view.autoresizingMask = UIView.AutoresizingMask.flexibleWidth.union(.flexibleHeight)",
            "\(container).addSubview(\(child).view)",
            "\(child).didMove(toParent: self)",
        ]
    }
}
