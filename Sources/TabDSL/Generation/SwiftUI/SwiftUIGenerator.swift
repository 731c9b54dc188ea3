/// Generates the SwiftUI part of the Swift output for the `framework: swiftui` layouts of a
/// file: inside `#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)`, each layout's
/// `@Observable` model, its `TabView` (`kind: system`) or its container and drawn bar (`kind:
/// custom`), its modal presentations, its bar-visibility modifier and the selection APIs its
/// `bindings` ask for. The platform-neutral enum is the UIKit generator's, printed once for
/// every layout of the file by `SwiftGenerator`.
///
/// Each generated construct has its printer in a file of its own (`SwiftUILayout+Model`,
/// `+TabView`, `+Container`, `+Bar`, `+Modal`, `+Visibility`, `+Bindings`). They reach the Swift generator's shared
/// pieces (names, escaping, screen expressions, the free parameter names) through
/// `SwiftUILayout.shared` only.
enum SwiftUIGenerator {
    /// The condition every SwiftUI declaration is compiled under.
    static let condition = "canImport(SwiftUI) && !os(watchOS) && !os(tvOS)"

    /// Prints the SwiftUI section for `layouts` (all `framework: swiftui`); nothing for none.
    static func printSection(_ p: inout CodePrinter, _ layouts: [ResolvedLayout]) {
        guard !layouts.isEmpty else { return }
        let layouts = layouts.map { SwiftUILayout($0) }
        p.line()
        p.line("#if \(condition)")
        // `Bundle` is Foundation's; said rather than left to SwiftUI's own imports.
        p.line("import Foundation")
        p.line("import Observation")
        p.line("import SwiftUI")
        if layouts.contains(where: { $0.uses(.combine) }) {
            p.conditional(SwiftUILayout.combineCondition) { p in p.line("import Combine") }
        }
        if layouts.contains(where: { $0.uses(.rx) }) {
            p.conditional(SwiftUILayout.rxCondition) { p in p.line("import RxSwift") }
        }
        if layouts.contains(where: \.bridgesColors) {
            // Only for system colors SwiftUI has no name for (`systemGray4`, `systemBackground`, …).
            p.conditional("canImport(UIKit)") { p in p.line("import UIKit") }
        }
        for layout in layouts {
            layout.printSwiftUIPart(&p)
        }
        p.line()
        p.line("#endif")
    }
}

/// One `framework: swiftui` layout being generated: the model, the names of the generated
/// SwiftUI types, and the facts the printers share.
struct SwiftUILayout {
    /// The Swift generator's view of the same layout: its names (`tabType`, `caseName`),
    /// screen expressions and parameter naming are shared with the UIKit output.
    let shared: SwiftLayout
    init(_ model: ResolvedLayout) {
        shared = SwiftLayout(model)
    }

    /// Whether the view keeps the selection in `@SceneStorage` (`restoresSelection: true`).
    var restoresSelection: Bool { model.restoresSelection }

    var model: ResolvedLayout { shared.model }
    /// `public ` for `access: public`, nothing for `internal`.
    var access: String { shared.access }
    var items: [ResolvedItem] { model.items }
    var tabs: [ResolvedItem] { model.tabs }
    var modals: [ResolvedItem] { model.items.filter { $0.role == .modal } }

    /// `FinanceTab`: the platform-neutral enum.
    var tabType: String { shared.tabType }
    /// The expression for `tab`'s position, which indexes the per-item arrays.
    func position(of tab: String) -> String { shared.position(of: tab) }
    /// `FinanceTabModel`: where the selection lives.
    var modelType: String { model.name + "TabModel" }
    /// `FinanceTabModelDelegate`.
    var delegateType: String { model.name + "TabModelDelegate" }
    /// `FinanceTabView`: the `TabView`.
    var viewType: String { model.name + "TabView" }
    /// `FinancePresentedModal`: a presented modal item as `sheet(item:)` wants it.
    var presentedType: String { model.name + "PresentedModal" }
    /// `FinanceRxSelection`: the subject behind `rx.selectedTab`.
    var rxSelectionType: String { model.name + "RxSelection" }
    /// `financeTabBarVisibility`: the `View` extension that hides the bar.
    var visibilityModifier: String { SwiftUILayout.lowerCamel(model.name) + "TabBarVisibility" }

    func uses(_ binding: Binding) -> Bool { model.bindings.contains(binding) }
    func caseName(_ item: ResolvedItem) -> String { shared.caseName(item) }
    var initialCase: String { shared.initialCase }

    /// An item as a case of the tab enum where no type context says which enum (`FinanceTab.home`).
    func qualifiedCase(id: String) -> String { shared.qualifiedCase(id: id) }

    /// The availability of every generated SwiftUI declaration: the Observation framework's
    /// (iOS and Mac Catalyst 17, macOS 14, visionOS 1), as every platform the output's `#if`
    /// admits must be named (`*` alone would take macOS's oldest version).
    static let availability = "@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)"
    /// The one availability check for SwiftUI's iOS 18 APIs (`Tab`, `TabSection`,
    /// `sidebarAdaptable`, `presentationSizing`): iOS and Mac Catalyst 18, macOS 15, visionOS 2.
    static let iOS18Availability = "#available(iOS 18.0, macCatalyst 18.0, macOS 15.0, visionOS 2.0, *)"
    /// The one availability check for SwiftUI's iOS 26 APIs (`tabBarMinimizeBehavior`,
    /// `tabViewBottomAccessory`, `glassEffect`): version 26 on every platform.
    static let iOS26Availability = "#available(iOS 26.0, macCatalyst 26.0, macOS 26.0, visionOS 26.0, *)"
    /// Where SwiftUI has the tab bar as a `ToolbarPlacement` (`.tabBar`, for `toolbar(_:for:)`
    /// and `toolbarBackground(_:for:)`): every platform the output admits but macOS.
    static let tabBarPlacementCondition = "!os(macOS)"
    /// Where `fullScreenCover` exists: every platform the output admits but macOS, where a
    /// full-screen modal item is presented as a sheet.
    static let fullScreenCoverCondition = "!os(macOS)"
    /// Where `tabViewBottomAccessory` exists: iOS, iPadOS and Mac Catalyst only.
    static let bottomAccessoryCondition = "os(iOS)"
    /// Where `glassEffect` exists: every platform the output admits but visionOS.
    static let glassEffectCondition = "!os(visionOS)"
    /// Where `sensoryFeedback` is played: not visionOS, which has it only from visionOS 26 and
    /// no haptics to play.
    static let sensoryFeedbackCondition = "!os(visionOS)"
    /// Where the `combine` binding's code compiles.
    static let combineCondition = "canImport(Combine)"
    /// Where the `rx` binding's code compiles (`rx.selectedTab` needs RxSwift only).
    static let rxCondition = "canImport(RxSwift)"

    /// Tab items shown in a `NavigationStack` (each has an entry in `paths`).
    var navigationTabs: [ResolvedItem] { tabs.filter(\.navigation) }

    /// `HTTPTabs` → `httpTabs`: a run of capitals is lowered but for the one that starts the
    /// next word, as the UIKit output's accessor does.
    static func lowerCamel(_ name: String) -> String {
        let upper = name.prefix { $0.isUppercase }
        let lowered = upper.count > 1 && upper.count < name.count
            ? upper.dropLast().lowercased() + String(upper.last ?? "A") : upper.lowercased()
        return lowered + name.dropFirst(upper.count)
    }

    /// A declaration: its doc comment, the availability, then `header { body }`.
    func printDeclaration(_ p: inout CodePrinter, _ header: String, doc: [String] = [], attributes: [String] = [],
                          _ body: (inout CodePrinter) -> Void) {
        p.docComment(doc)
        p.line(SwiftUILayout.availability)
        p.lines(attributes)
        p.block(header, body)
    }

    /// The layout's part: delegate protocol, model, view, presentations, visibility, Rx.
    func printSwiftUIPart(_ p: inout CodePrinter) {
        func mark(_ title: String, _ p: inout CodePrinter) {
            p.line()
            p.line("// MARK: - \(title)")
            p.line()
        }
        if uses(.delegate) {
            mark(delegateType, &p)
            printDelegateProtocol(&p)
        }
        mark(modelType, &p)
        printModel(&p)
        mark(viewType, &p)
        // The one place the kind decides what is generated: SwiftUI's own `TabView`, or a container
        // with the drawn bar and the geometry it is drawn from.
        switch model.kind {
        case .system:
            printTabView(&p)
        case .custom:
            printCustomContainer(&p)
            mark(barType, &p)
            printCustomBar(&p)
            p.line()
            shared.printBarGeometryType(&p)
        }
        if model.kind == .system || !navigationTabs.isEmpty || !modals.isEmpty || sensoryFeedback != nil {
            p.line()
            printSwiftUIAccess(&p)
        }
        if !modals.isEmpty {
            mark("\(model.name) modal presentation", &p)
            printModalSupport(&p)
        }
        mark("View.\(visibilityModifier)", &p)
        printVisibilityModifier(&p)
        if uses(.rx) {
            mark("\(model.name) RxSwift", &p)
            printRxExtension(&p)
        }
    }
}
