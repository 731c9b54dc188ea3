/// The one place the generated code's names are made from a layout: its types, the enum's
/// cases, the accessor, the delegate property and the file-private helpers. Every framework's
/// generator takes its names from here, so a layout's names are the same whatever it compiles to.
extension SwiftLayout {
    /// `FinanceTab`: the platform-neutral enum.
    var tabType: String { model.name + "Tab" }

    /// `FinanceTabBar`: the bar (a `UIView` for `custom`, a `UITabBar` for `system`).
    var barType: String { model.name + "TabBar" }

    /// `FinanceTabBarController`.
    var controllerType: String { model.name + "TabBarController" }

    /// `FinanceTabBarControllerDelegate`.
    var delegateType: String { model.name + "TabBarControllerDelegate" }

    /// `FinanceTabBarStyle`: the resolved style as constants.
    var styleType: String { model.name + "TabBarStyle" }

    /// `FinanceTabBarGeometry`: where each part of a `kind: custom` bar goes, for every framework's bar.
    var geometryType: String { model.name + "TabBarGeometry" }

    /// `FinanceTabView`: the SwiftUI host.
    var hostViewType: String { model.name + "TabView" }

    /// `FinanceTabBarDesign`: the one place that decides how a system bar looks (docs/generated-code.md).
    var designType: String { model.name + "TabBarDesign" }

    /// `.home`: an item as a case of the tab enum.
    func caseName(_ item: ResolvedItem) -> String { "." + SwiftNames.identifier(item.id) }

    func caseName(id: String) -> String { "." + SwiftNames.identifier(id) }

    var initialCase: String { caseName(id: model.initial) }

    /// An item as a case of the tab enum where no type context says which enum: `FinanceTab.home`
    /// (a bare `.home` could be `Optional.none`, or any enum's case). After a type's name, `Type`
    /// and `Protocol` mean its metatype even in backticks, so such an id is `(.Type as FinanceTab)`.
    func qualifiedCase(id: String) -> String {
        let name = caseName(id: id)
        return ["Type", "Protocol"].contains(id) ? "(\(name) as \(tabType))" : tabType + name
    }

    /// Name of a file-private helper class of this layout: `FinanceModalNavigationController`.
    func helperType(_ suffix: String) -> String { model.name + suffix }

    /// `financeTabBarController`: the layout's name with a lowercase start, then `TabBarController`.
    var accessorName: String {
        let name = model.name
        let upper = name.prefix { $0.isUppercase }
        // `HTTPTabs` → `httpTabs`: a run of capitals is lowered but for the one that starts the next word.
        let lowered = upper.count > 1 && upper.count < name.count ? upper.dropLast().lowercased() + String(upper.last!) : upper.lowercased()
        return SwiftNames.identifier(lowered + name.dropFirst(upper.count) + "TabBarController")
    }

    /// `tabDelegate` in both kinds: `delegate` is UIKit's on a `UITabBarController`, and one
    /// name for both kinds lets an app change its layout's kind without changing its code.
    var delegatePropertyName: String { "tabDelegate" }
}
