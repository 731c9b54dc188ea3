/// Property names people bring from UIKit and SwiftUI (`tintColor`, `badgeValue`,
/// `systemImage`, …), each with the `.tabs` property that means the same, so that TAB201 can
/// say so and offer the rename as a fix-it.
enum ForeignNames {
    /// Where a name comes from.
    enum Framework: String, Sendable {
        case uikit = "UIKit"
        case swiftui = "SwiftUI"
    }

    /// A foreign name's `.tabs` property.
    struct Entry: Sendable {
        var property: Schema.PropertyKey
        var framework: Framework
    }

    /// The table: UIKit's `UITabBarItem`, `UITabBar`, `UITabBarAppearance`,
    /// `UITabBarController` and `UIViewController` members, and SwiftUI's `Tab`, `Label` and
    /// modifier names, by the name people write.
    static let table: [String: Entry] = [
        "image": Entry(property: .icon, framework: .uikit),
        "selectedImage": Entry(property: .selectedIcon, framework: .uikit),
        "systemImage": Entry(property: .icon, framework: .swiftui),
        "viewController": Entry(property: .screen, framework: .uikit),
        "rootViewController": Entry(property: .screen, framework: .uikit),
        "badgeValue": Entry(property: .badge, framework: .uikit),
        "backgroundColor": Entry(property: .background, framework: .uikit),
        "barTintColor": Entry(property: .background, framework: .uikit),
        "tintColor": Entry(property: .selectedTint, framework: .uikit),
        "unselectedItemTintColor": Entry(property: .tint, framework: .uikit),
        "accentColor": Entry(property: .selectedTint, framework: .swiftui),
        "font": Entry(property: .titleFont, framework: .swiftui),
        "titleTextAttributes": Entry(property: .titleFont, framework: .uikit),
        "selectedIndex": Entry(property: .initial, framework: .uikit),
        "selection": Entry(property: .initial, framework: .swiftui),
        "modalPresentationStyle": Entry(property: .presentation, framework: .uikit),
        "hidesBottomBarWhenPushed": Entry(property: .hidesOnPush, framework: .uikit),
        "tabBarMinimizeBehavior": Entry(property: .minimizeBehavior, framework: .uikit),
        "itemPositioning": Entry(property: .distribution, framework: .uikit),
    ]

    /// The `.tabs` property for a UIKit or SwiftUI name, if it is one.
    static func lookup(_ name: String) -> Entry? { table[name] }
}
