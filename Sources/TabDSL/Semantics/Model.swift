/// The resolved model: what a checked layout means, with every default filled in.
///
/// Every generator (JSON, Swift, SVG preview) works from this model alone, never from
/// syntax, and never applies a default of its own, so the outputs can't disagree.

/// The layouts of one input file, resolved.
public struct ResolvedFile: Sendable {
    public var source: SourceFile
    public var layouts: [ResolvedLayout]

    /// The file's base name without `.tabs`: `finance` for `examples/finance.tabs`.
    public var baseName: String { source.baseName }
}

/// One `layout` declaration.
public struct ResolvedLayout: Sendable, Equatable {
    public var name: String
    /// `///` lines above the layout.
    public var docs: [String]
    public var kind: LayoutKind
    /// What the Swift output is written in.
    public var framework: Framework = .uikit
    /// The id of the item selected at start (always a tab, never a modal).
    public var initial: String
    public var loading: Loading
    public var transition: Transition
    /// The selection APIs, in canonical order (closure, delegate, rx, combine).
    public var bindings: [Binding]
    public var hidesOnPush: Bool
    public var haptics: Haptics
    /// How the system bar shrinks while its screen scrolls (iOS 26 and later, `kind: system`).
    public var minimizeBehavior: MinimizeBehavior
    /// The access level of every generated declaration of the API (`access:`).
    public var access: AccessLevel
    /// The oldest iOS version the app supports (its major version).
    public var deploymentTarget: Int
    /// The strings table the texts are looked up in (`strings`); nil for `strings: none`, where
    /// texts are plain literals. `texts(of:)` gives each text's key, default value and comment.
    public var strings: String? = "Localizable"
    /// Whether the selected tab comes back when the scene is restored (`restoresSelection:`).
    public var restoresSelection: Bool
    public var dependencies: [Dependency]
    /// Items in declaration order.
    public var items: [ResolvedItem]
    public var style: ResolvedStyle
    /// Whether the tab bar can become an iPad sidebar (iPadOS 18 and later, `kind: system`).
    public var sidebar: Sidebar = .none
    /// The view above the tab bar (iOS 26 and later, `kind: system`), made like a screen.
    public var accessory: Screen?
    /// The sidebar's groups, in declaration order; their items are in `items`, naming them.
    public var sections: [ResolvedSection] = []

    /// The item selected at start.
    public var initialItem: ResolvedItem? { items.first { $0.id == initial } }
    /// The tabs (not modals), in order.
    public var tabs: [ResolvedItem] { items.filter { $0.role == .tab } }
    /// The search item, if any (at most one).
    public var searchItem: ResolvedItem? { items.first { $0.isSearch } }
    /// The raised item, if any (at most one).
    public var raisedItem: ResolvedItem? { items.first { $0.raised != nil } }
}

public enum LayoutKind: String, Sendable, CaseIterable {
    /// A `UIView` bar inside a container view controller.
    case custom
    /// A `UITabBarController` subclass with a drawn `UITabBar`.
    case system
}

/// `framework`: what the Swift output is written in.
public enum Framework: String, Sendable, CaseIterable {
    /// UIKit view controllers (the default).
    case uikit
    /// SwiftUI: `TabView` and an `@Observable` model, iOS 17 and later.
    case swiftui
}

public enum Loading: String, Sendable, CaseIterable {
    case lazy
    case eager
}

public enum Transition: Sendable, Equatable {
    case none
    case crossDissolve(duration: Double)
}

public enum Binding: String, Sendable, CaseIterable {
    case closure
    case delegate
    case rx
    case combine
}

public enum Haptics: String, Sendable, CaseIterable {
    case none, selection, light, medium, heavy, soft, rigid
}

/// `minimizeBehavior`: the cases of UIKit's `UITabBarController.MinimizeBehavior`, which
/// `kind: system` sets as `tabBarMinimizeBehavior` on iOS 26 and later.
public enum MinimizeBehavior: String, Sendable, CaseIterable {
    case automatic, never, onScrollDown, onScrollUp
}

/// `access`: the access level of the generated API.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`
}

/// `sidebar`: whether a system tab bar can become an iPad sidebar.
public enum Sidebar: String, Sendable, CaseIterable {
    case none, adaptable
}

/// `section id { … }`: a group of items in the iPad sidebar.
public struct ResolvedSection: Sendable, Equatable {
    public var id: String
    public var title: String
    public var icon: Icon?
    /// The text of its `///` lines, the translators' comment for its title.
    public var docs: [String] = []
}

/// `inject name: Type`.
public struct Dependency: Sendable, Equatable {
    public var name: String
    public var type: String
}

/// One `item` or `modal`.
public struct ResolvedItem: Sendable, Equatable {
    public var id: String
    /// `///` lines above the item.
    public var docs: [String]
    public var role: ItemRole
    public var tag: Int
    public var title: String?
    public var icon: Icon
    public var selectedIcon: Icon
    public var screen: Screen
    public var navigation: Bool
    /// The badge text (an integer badge as its digits).
    public var badge: String?
    /// Whether the badge was written as an integer (`badge: 3`): a number formatted for the
    /// reader's locale, not a text to translate.
    public var badgeIsInteger: Bool = false
    public var raised: Raised?
    public var accessibility: Accessibility
    /// Modals only.
    public var presentation: Presentation?
    /// Modals only.
    public var afterDismiss: AfterDismiss?
    /// `role: search`: the layout's search tab (a tab, never a modal).
    public var isSearch: Bool = false
    /// The id of the section the item is declared in, if any.
    public var section: String?
}

public enum Icon: Sendable, Equatable {
    /// An SF Symbol name.
    case symbol(String)
    /// An asset catalog image name.
    case image(String)
}

/// How an item's screen is made.
public enum Screen: Sendable, Equatable {
    /// `Type` or `Type(label: value, …)`.
    case type(name: String, arguments: [ScreenArgument])
    /// `storyboard(name: "Main", identifier: "Home")`.
    case storyboard(name: String, identifier: String)
}

public struct ScreenArgument: Sendable, Equatable {
    public var label: String
    public var value: ScreenValue
}

/// An argument passed to a screen's initializer.
public enum ScreenValue: Sendable, Equatable {
    /// An `inject` name.
    case dependency(String)
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)
    /// `.create`.
    case member(String)
}

/// `raised(size: N, offset: N)`: a round button raised above the bar.
public struct Raised: Sendable, Equatable {
    /// The button's diameter in points.
    public var size: Double
    /// How far the button rises above the bar's top edge, in points.
    public var offset: Double
    /// The button's fill (`selectedTint` unless given).
    public var color: ColorValue
    /// The symbol's color on the button (`background` unless given).
    public var iconColor: ColorValue

    public init(size: Double, offset: Double, color: ColorValue, iconColor: ColorValue) {
        self.size = size
        self.offset = offset
        self.color = color
        self.iconColor = iconColor
    }
}

public struct Accessibility: Sendable, Equatable {
    public var label: String
    public var hint: String?
    public var identifier: String
}

public enum Presentation: String, Sendable, CaseIterable {
    case fullScreen, pageSheet, formSheet, overFullScreen, automatic
}

public enum AfterDismiss: Sendable, Equatable {
    case keep
    case select(String)
}

/// The style of a layout, with named styles folded in and every default resolved.
public struct ResolvedStyle: Sendable, Equatable {
    public var height: Double
    public var margins: Insets
    public var background: ColorValue
    public var tint: ColorValue
    public var selectedTint: ColorValue
    public var iconSize: Double
    public var titleFont: Font
    public var distribution: Distribution
    public var cornerRadius: Double
    /// Which corners round, in canonical order.
    public var corners: [Corner]
    public var border: Border?
    public var shadow: Shadow?
    public var shape: Shape
    public var indicator: Indicator
    public var animationDuration: Double
    /// What a drawn bar's background is made of.
    public var material: Material = .none
}

/// `material`: a drawn bar's background, a plain color or a material `background` tints.
public enum Material: String, Sendable, CaseIterable {
    case none, blur, glass
}

public struct Insets: Sendable, Equatable {
    public var leading: Double
    public var trailing: Double
    public var bottom: Double
}

public struct Font: Sendable, Equatable {
    public var size: Double
    public var weight: FontWeight
}

public enum FontWeight: String, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum Distribution: String, Sendable, CaseIterable {
    case fillEqually, equalSpacing
}

public enum Corner: String, Sendable, CaseIterable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

public struct Border: Sendable, Equatable {
    public var width: Double
    public var color: ColorValue
    public var edges: BorderEdges
}

public enum BorderEdges: String, Sendable, CaseIterable {
    case all, top
}

public struct Shadow: Sendable, Equatable {
    public var color: ColorValue
    public var opacity: Double
    public var radius: Double
    public var x: Double
    public var y: Double
}

public enum Shape: Sendable, Equatable {
    case flat
    /// A curved cut in the top edge at the center.
    case notch(depth: Double, width: Double)
}

public enum Indicator: Sendable, Equatable {
    case none
    case underline(width: Double, height: Double, color: ColorValue)
    case dot(size: Double, color: ColorValue)
}

/// A color as the outputs carry it. Only `dynamic` is `indirect`: the other cases are made for
/// nearly every layout, and an `indirect` case puts its payload in a heap box.
public enum ColorValue: Sendable, Equatable, Hashable {
    /// sRGB channels.
    case hex(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A system color name of docs/language.md (`systemBlue`).
    case system(String)
    /// A color set in the app's asset catalog.
    case asset(String)
    /// Different colors in light and dark appearance.
    indirect case dynamic(light: ColorValue, dark: ColorValue)

    /// `#RRGGBBAA`, upper case, alpha always present (hex colors only).
    public var hexString: String? {
        guard case .hex(let red, let green, let blue, let alpha) = self else { return nil }
        func pair(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + pair(red) + pair(green) + pair(blue) + pair(alpha)
    }
}
