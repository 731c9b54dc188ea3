@testable import TabDSL

/// Resolved models written by hand for the five examples (`examples/*.tabs`), as the validator
/// resolves them (docs/language.md), and builders for the generator's other cases.
enum ExampleModels {
    static func file(_ name: String, _ layouts: [ResolvedLayout]) -> ResolvedFile {
        ResolvedFile(source: SourceFile(path: "examples/\(name).tabs", bytes: []), layouts: layouts)
    }

    /// Every example file, by base name.
    static var all: [(name: String, file: ResolvedFile)] {
        [
            ("finance", file("finance", [finance])),
            ("kickboard", file("kickboard", [kickboard])),
            ("messenger", file("messenger", [messenger])),
            ("notch", file("notch", [notch])),
            ("rounded", file("rounded", [rounded])),
            ("grocer", file("grocer", [grocer])),
            ("finance-swiftui", file("finance-swiftui", [financeUI])),
            ("kickboard-swiftui", file("kickboard-swiftui", [quickKickUI])),
        ]
    }

    static let defaultStyle = ResolvedStyle(
        height: 49,
        margins: Insets(leading: 0, trailing: 0, bottom: 0),
        background: .system("systemBackground"),
        tint: .system("systemGray"),
        selectedTint: .system("systemBlue"),
        iconSize: 20,
        titleFont: Font(size: 10, weight: .medium),
        distribution: .fillEqually,
        cornerRadius: 0,
        corners: [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing],
        border: nil,
        shadow: nil,
        shape: .flat,
        indicator: .none,
        animationDuration: 0.25
    )

    static func layout(_ name: String, kind: LayoutKind = .custom, framework: Framework = .uikit, initial: String? = nil, items: [ResolvedItem],
                       docs: [String] = [], loading: Loading = .lazy, transition: Transition = .none,
                       bindings: [Binding] = [.closure, .delegate], hidesOnPush: Bool = true,
                       haptics: Haptics = .none, minimizeBehavior: MinimizeBehavior = .automatic,
                       access: AccessLevel = .internal, restoresSelection: Bool = false,
                       dependencies: [Dependency] = [],
                       raisedColors: [String: (color: ColorValue, iconColor: ColorValue)] = [:],
                       style: ResolvedStyle = defaultStyle) -> ResolvedLayout {
        ResolvedLayout(
            name: name, docs: docs, kind: kind, framework: framework,
            initial: initial ?? items.first { $0.role == .tab }!.id,
            loading: loading, transition: transition, bindings: bindings, hidesOnPush: hidesOnPush,
            haptics: haptics, minimizeBehavior: minimizeBehavior, access: access, deploymentTarget: framework == .swiftui ? 17 : 15, restoresSelection: restoresSelection,
            dependencies: dependencies,
            // A raised button's colors default to the style's, as the validator resolves them.
            items: items.map { item in
                var item = item
                item.raised?.color = raisedColors[item.id]?.color ?? style.selectedTint
                item.raised?.iconColor = raisedColors[item.id]?.iconColor ?? style.background
                return item
            },
            style: style)
    }

    static func item(_ id: String, tag: Int, role: ItemRole = .tab, title: String? = nil,
                     icon: Icon, selectedIcon: Icon? = nil, screen: Screen, navigation: Bool = true,
                     badge: String? = nil, raised: Raised? = nil, label: String? = nil, hint: String? = nil,
                     identifier: String? = nil, presentation: Presentation? = nil,
                     afterDismiss: AfterDismiss? = nil, docs: [String] = []) -> ResolvedItem {
        ResolvedItem(
            id: id, docs: docs, role: role, tag: tag, title: title, icon: icon,
            selectedIcon: selectedIcon ?? icon, screen: screen, navigation: navigation, badge: badge,
            raised: raised,
            accessibility: Accessibility(label: label ?? title ?? id, hint: hint, identifier: identifier ?? "tab.\(id)"),
            presentation: role == .modal ? (presentation ?? .fullScreen) : nil,
            afterDismiss: role == .modal ? (afterDismiss ?? .keep) : nil)
    }

    static func hex(_ value: UInt32) -> ColorValue {
        .hex(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: 255)
    }

    // MARK: The examples

    /// examples/finance.tabs (the floating bar).
    static var finance: ResolvedLayout {
        let manager = ScreenArgument(label: "transactionManager", value: .dependency("transactionManager"))
        var style = defaultStyle
        style.height = 60
        style.margins = Insets(leading: 40, trailing: 40, bottom: 0)
        return layout(
            "Finance", initial: "home",
            items: [
                item("home", tag: 0, title: "Home", icon: .symbol("house.circle"), selectedIcon: .symbol("house.circle.fill"),
                     screen: .type(name: "MainViewController", arguments: [manager]), docs: ["The account overview."]),
                item("add", tag: 1, role: .modal, icon: .symbol("plus.circle"),
                     screen: .type(name: "AddTransactionViewController", arguments: [
                        ScreenArgument(label: "mode", value: .member("create")), manager,
                     ]),
                     label: "Add transaction", presentation: .fullScreen, afterDismiss: .select("home")),
                item("calendar", tag: 2, title: "Calendar", icon: .symbol("calendar.circle"),
                     screen: .type(name: "CalendarViewController", arguments: [manager])),
            ],
            dependencies: [Dependency(name: "transactionManager", type: "TransactionManager")],
            style: style)
    }

    /// examples/messenger.tabs (the eager bar).
    static var messenger: ResolvedLayout {
        var style = defaultStyle
        style.height = 66
        style.background = .system("lightGray")
        style.tint = .system("darkGray")
        style.selectedTint = hex(0x0040A0)
        let screen = Screen.type(name: "UIViewController", arguments: [])
        return layout(
            "Messenger",
            items: [
                item("home", tag: 0, icon: .symbol("house"), selectedIcon: .symbol("house.fill"), screen: screen, navigation: false, label: "Home"),
                item("chat", tag: 1, icon: .symbol("message"), selectedIcon: .symbol("message.fill"), screen: screen, navigation: false, label: "Chat"),
                item("my", tag: 2, icon: .symbol("person.crop.circle"), selectedIcon: .symbol("person.crop.circle.fill"), screen: screen, navigation: false, label: "My page"),
            ],
            docs: ["Home, chat and \"my\" tabs, every screen created at start."],
            loading: .eager, bindings: [.rx], style: style)
    }

    /// examples/kickboard.tabs (the indicator bar).
    static var kickboard: ResolvedLayout {
        var style = defaultStyle
        style.height = 50
        style.background = .system("secondarySystemBackground")
        style.tint = .dynamic(light: hex(0x48484A), dark: hex(0xAEAEB2))
        style.selectedTint = .dynamic(light: hex(0x1A7F37), dark: hex(0x30D158))
        style.titleFont = Font(size: 15, weight: .regular)
        style.indicator = .underline(width: 50, height: 3, color: style.selectedTint)
        style.animationDuration = 0.3
        return layout(
            "QuickKick",
            items: [
                item("search", tag: 0, title: "킥보드 찾기", icon: .symbol("map"), selectedIcon: .symbol("map.fill"),
                     screen: .type(name: "FirstVC", arguments: []), navigation: false,
                     docs: ["킥보드 찾기: find a kick board on the map."]),
                item("registration", tag: 1, title: "킥보드 등록", icon: .symbol("plus.circle"), selectedIcon: .symbol("plus.circle.fill"),
                     screen: .type(name: "SecondVC", arguments: []), navigation: false,
                     docs: ["킥보드 등록: register your own kick board."]),
                item("myPage", tag: 2, title: "마이 페이지", icon: .symbol("person.crop.circle"), selectedIcon: .symbol("person.crop.circle.fill"),
                     screen: .type(name: "ThirdVC", arguments: []), navigation: false,
                     docs: ["마이 페이지: the user's page."]),
            ],
            docs: ["Find, register and \"my page\" tabs of the kick-board rental app."],
            transition: .crossDissolve(duration: 0.3), style: style)
    }

    /// examples/rounded.tabs (the rounded bar).
    static var rounded: ResolvedLayout {
        var style = defaultStyle
        style.height = 59
        style.cornerRadius = 17.7
        style.corners = [.topLeading, .topTrailing]
        style.border = Border(width: 3, color: .hex(red: 255, green: 0, blue: 0, alpha: 255), edges: .top)
        style.background = .dynamic(light: .system("white"), dark: hex(0x1C1C1E))
        style.selectedTint = .dynamic(light: hex(0x00875A), dark: hex(0x30D158))
        return layout(
            "Chameleon", kind: .system,
            items: [
                item("home", tag: 0, title: "Home", icon: .image("HomeTabIcon"), screen: .type(name: "HomeViewController", arguments: [])),
                item("more", tag: 1, title: "More", icon: .image("MoreTabIcon"), screen: .type(name: "MoreViewController", arguments: [])),
            ],
            docs: ["Home and More, each in its own navigation stack."],
            style: style)
    }

    /// examples/notch.tabs (the notched bar).
    static var notch: ResolvedLayout {
        var style = defaultStyle
        style.shape = .notch(depth: 37, width: 148)
        style.background = .system("white")
        style.border = Border(width: 1, color: .system("lightGray"), edges: .top)
        style.shadow = Shadow(color: .system("gray"), opacity: 0.3, radius: 10, x: 0, y: 0)
        return layout(
            "Notch", kind: .system,
            items: [
                item("first", tag: 0, title: "First", icon: .symbol("1.circle"), selectedIcon: .symbol("1.circle.fill"),
                     screen: .storyboard(name: "Main", identifier: "FirstViewController")),
                item("add", tag: 1, role: .modal, icon: .image("icon_plus"),
                     screen: .storyboard(name: "Main", identifier: "AddViewController"),
                     raised: Raised(size: 91, offset: 50), label: "Add", presentation: .pageSheet, afterDismiss: .keep,
                     docs: ["The raised \"plus\" button in the notch."]),
                item("second", tag: 2, title: "Second", icon: .symbol("2.circle"), selectedIcon: .symbol("2.circle.fill"),
                     screen: .storyboard(name: "Main", identifier: "SecondViewController")),
            ],
            docs: ["Two storyboard tabs with a raised \"plus\" button between them."],
            style: style)
    }
}

// MARK: - Generator cases beyond the examples

extension ExampleModels {
    /// Layouts that between them use every option the generator handles differently: both
    /// kinds, every binding, loading, transition, haptics, distribution, corners, border,
    /// shadow, notch, indicator and raised variant, every screen and argument form, mixed
    /// navigation, modal items with and without navigation controllers.
    static var variants: [ResolvedLayout] { [studio, panel, bare, counter, dock, vault] }

    /// Custom kind for a feature module: `access: public` with a dependency, `restoresSelection`,
    /// every binding, and a raised modal item with colors of its own.
    static var vault: ResolvedLayout {
        layout(
            "Vault",
            items: [
                item("accounts", tag: 0, title: "Accounts", icon: .symbol("banknote"),
                     screen: .type(name: "AccountsViewController", arguments: [ScreenArgument(label: "store", value: .dependency("store"))])),
                item("transfer", tag: 1, role: .modal, icon: .symbol("arrow.left.arrow.right"),
                     screen: .type(name: "TransferViewController", arguments: []),
                     raised: Raised(size: 60, offset: 18), label: "Transfer", afterDismiss: .select("accounts")),
                item("cards", tag: 2, title: "Cards", icon: .symbol("creditcard"),
                     screen: .type(name: "CardsViewController", arguments: []), badge: "1"),
            ],
            bindings: [.closure, .delegate, .rx, .combine], access: .public, restoresSelection: true,
            dependencies: [Dependency(name: "store", type: "VaultStore")],
            raisedColors: ["transfer": (color: hex(0x0A84FF), iconColor: .system("white"))],
            style: {
                var style = defaultStyle
                style.shape = .notch(depth: 24, width: 96)
                return style
            }())
    }

    /// Custom kind with everything on.
    static var studio: ResolvedLayout {
        var style = defaultStyle
        style.height = 56
        style.margins = Insets(leading: 16, trailing: 16, bottom: 12)
        style.background = .asset("BarBackground")
        style.tint = .dynamic(light: .system("systemGray"), dark: .asset("TintDark"))
        style.selectedTint = hex(0xFF6600)
        style.iconSize = 22
        style.titleFont = Font(size: 11, weight: .semibold)
        style.distribution = .equalSpacing
        style.cornerRadius = 20
        style.corners = [.topLeading, .bottomTrailing]
        style.border = Border(width: 1, color: .system("separator"), edges: .all)
        style.shadow = Shadow(color: .system("black"), opacity: 0.2, radius: 8, x: 0, y: -2)
        style.shape = .notch(depth: 24, width: 90)
        style.indicator = .dot(size: 5, color: hex(0xFF6600))
        style.animationDuration = 0.2
        return layout(
            "Studio", initial: "feed",
            items: [
                item("feed", tag: 10, title: "Feed", icon: .symbol("newspaper"), selectedIcon: .symbol("newspaper.fill"),
                     screen: .type(name: "FeedViewController", arguments: [
                        ScreenArgument(label: "api", value: .dependency("api")),
                        ScreenArgument(label: "title", value: .string("Latest")),
                        ScreenArgument(label: "limit", value: .int(20)),
                        ScreenArgument(label: "ratio", value: .number(0.5)),
                        ScreenArgument(label: "live", value: .bool(true)),
                        ScreenArgument(label: "style", value: .member("compact")),
                     ]),
                     badge: "3", hint: "Shows the latest posts"),
                item("compose", tag: 20, role: .modal, icon: .symbol("plus"),
                     screen: .type(name: "ComposeViewController", arguments: [ScreenArgument(label: "session", value: .dependency("session"))]),
                     navigation: false, raised: Raised(size: 56, offset: 16), label: "Compose",
                     presentation: .formSheet, afterDismiss: .select("profile")),
                item("profile", tag: 5, title: "Profile", icon: .image("ProfileIcon"), selectedIcon: .image("ProfileIconSelected"),
                     screen: .storyboard(name: "Profile", identifier: "ProfileRoot"), navigation: false),
                item("search", tag: 7, title: "Search", icon: .symbol("magnifyingglass"),
                     screen: .type(name: "SearchViewController", arguments: [])),
            ],
            docs: ["Every custom-kind option at once."],
            loading: .eager, transition: .crossDissolve(duration: 0.2), bindings: [.closure, .delegate, .rx, .combine],
            haptics: .light,
            dependencies: [Dependency(name: "api", type: "StudioAPI"), Dependency(name: "session", type: "Session")],
            style: style)
    }

    /// System kind with everything on; its tags (30, 10, 20, 40) aren't the items' positions.
    static var panel: ResolvedLayout {
        var style = defaultStyle
        style.height = 54
        style.distribution = .equalSpacing
        style.cornerRadius = 16
        style.border = Border(width: 2, color: .system("systemBlue"), edges: .all)
        style.shape = .notch(depth: 30, width: 120)
        style.indicator = .underline(width: 20, height: 2, color: .system("systemBlue"))
        style.animationDuration = 0.3
        return layout(
            "Panel", kind: .system,
            items: [
                item("inbox", tag: 30, title: "Inbox", icon: .symbol("tray"), selectedIcon: .symbol("tray.fill"),
                     screen: .type(name: "InboxViewController", arguments: [ScreenArgument(label: "store", value: .dependency("store"))])),
                item("scan", tag: 10, icon: .symbol("qrcode.viewfinder"), screen: .type(name: "ScanViewController", arguments: []),
                     navigation: false, raised: Raised(size: 60, offset: 20), label: "Scan"),
                item("help", tag: 20, role: .modal, title: "Help", icon: .symbol("questionmark.circle"),
                     screen: .type(name: "HelpViewController", arguments: []), navigation: false,
                     presentation: .overFullScreen, afterDismiss: .select("inbox")),
                item("settings", tag: 40, title: "Settings", icon: .symbol("gear"),
                     screen: .type(name: "SettingsViewController", arguments: []), navigation: false),
            ],
            transition: .crossDissolve(duration: 0.25), bindings: [.closure, .combine], hidesOnPush: false,
            haptics: .selection, minimizeBehavior: .onScrollDown, dependencies: [Dependency(name: "store", type: "Store")],
            style: style)
    }

    /// System kind for iOS 26 and iPad (docs/generated-code.md): a notch with a raised modal item that has a
    /// title, every decoration, and `minimizeBehavior: onScrollDown`. Written in
    /// `Fixtures/swift/cases/dock.tabs`, which tabc compiles to this model.
    static var dock: ResolvedLayout {
        var style = defaultStyle
        style.height = 52
        style.background = .dynamic(light: .system("white"), dark: hex(0x1C1C1E))
        style.selectedTint = .system("systemIndigo")
        style.cornerRadius = 12
        style.corners = [.topLeading, .topTrailing]
        style.border = Border(width: 1, color: .system("separator"), edges: .top)
        style.shadow = Shadow(color: .system("black"), opacity: 0.15, radius: 6, x: 0, y: -1)
        style.shape = .notch(depth: 28, width: 110)
        style.indicator = .dot(size: 4, color: .system("systemIndigo"))
        return layout(
            "Dock", kind: .system,
            items: [
                item("home", tag: 0, title: "Home", icon: .symbol("house"), selectedIcon: .symbol("house.fill"),
                     screen: .type(name: "DockHomeViewController", arguments: [])),
                item("compose", tag: 1, role: .modal, title: "New", icon: .symbol("plus"),
                     screen: .type(name: "DockComposeViewController", arguments: []),
                     raised: Raised(size: 58, offset: 18), presentation: .pageSheet, afterDismiss: .select("inbox")),
                item("inbox", tag: 2, title: "Inbox", icon: .symbol("tray"), selectedIcon: .symbol("tray.fill"),
                     screen: .type(name: "DockInboxViewController", arguments: []), badge: "2"),
            ],
            docs: ["A notch with a raised modal item; the bar minimizes on scroll on iOS 26."],
            minimizeBehavior: .onScrollDown, style: style)
    }

    /// Custom kind with the least: one icon-only item, no bindings.
    static var bare: ResolvedLayout {
        layout("Bare", items: [
            item("only", tag: 0, icon: .symbol("circle"), screen: .type(name: "OnlyViewController", arguments: []),
                 navigation: false, label: "Only"),
        ], bindings: [])
    }

    /// System kind with the least: eager screens without navigation controllers, delegate only.
    static var counter: ResolvedLayout {
        layout("Counter", kind: .system, items: [
            item("first", tag: 0, title: "First", icon: .symbol("1.circle"), screen: .type(name: "FirstCounterViewController", arguments: []), navigation: false),
            item("second", tag: 1, title: "Second", icon: .symbol("2.circle"), screen: .type(name: "SecondCounterViewController", arguments: []), navigation: false),
        ], loading: .eager, bindings: [.delegate], hidesOnPush: false, access: .public, restoresSelection: true)
    }

    /// Names that collide with what the generated code declares or calls: dependencies named
    /// like the storyboard initializer's decoder and the controller's own members, items named
    /// like the neutral enum's members and like contextual keywords. Both kinds.
    static func names(kind: LayoutKind) -> ResolvedLayout {
        let dependencies = ["coder", "decoder", "tabBar", "delegate", "view", "dependencies", "screens", "select", "Type",
                            "setUp", "Dependencies", "bundle", "resourceBundle", "selection", "makeController",
                            "hostSelectionObserver", "currentTab", "notifySelection", "changeSelection", "entries", "Bundle"]
        let screen = Screen.type(name: "NamesViewController", arguments: dependencies.map { ScreenArgument(label: $0, value: .dependency($0)) })
        // `Protocol` is a modal item that selects `Type` when dismissed: after a type's name both mean its metatype.
        let ids = ["description", "hash", "rawValue", "title", "tabBar", "view", "isModal", "Type", "Protocol"]
        let afterDismiss: [String: AfterDismiss] = ["rawValue": .select("description"), "Protocol": .select("Type")]
        return layout(kind == .custom ? "Names" : "SystemNames", kind: kind, items: ids.enumerated().map { index, id in
            item(id, tag: index, role: afterDismiss[id] == nil ? .tab : .modal, title: "T\(index)", icon: .symbol("circle"), screen: screen,
                 presentation: afterDismiss[id] == nil ? nil : .fullScreen, afterDismiss: afterDismiss[id])
        }, bindings: [.closure, .delegate, .rx, .combine], dependencies: dependencies.map { Dependency(name: $0, type: "NamesDependency") })
    }

    // MARK: Injection

    /// Text that would break out of a carelessly printed string literal or comment.
    static let hostileTexts: [String] = [
        "quote \" and \"\"\" triple",
        "back\\slash \\(interpolation) \\n not a newline",
        "#\"raw\"# and ##\"more\"##",
        "line\nbreak\r\nand\ttab and nul\u{0}",
        "emoji 👨‍👩‍👧 flag 🇰🇷 and 킥보드",
        "bidi \u{202E}reversed\u{202C} zero\u{200B}width",
        "*/ closes /* comments // too",
        "\u{301} leading combining mark",
    ]

    /// A layout whose every string is hostile.
    static var strings: ResolvedLayout {
        let texts = hostileTexts
        var items: [ResolvedItem] = []
        for (index, text) in texts.enumerated() {
            items.append(item(
                "item\(index)", tag: index, role: index == 1 ? .modal : .tab, title: text,
                icon: index % 2 == 0 ? .symbol(text) : .image(text),
                selectedIcon: index % 2 == 0 ? .image(text + "!") : .symbol(text + "?"),
                screen: index == 3 ? .storyboard(name: text, identifier: text)
                    : .type(name: "StringsViewController", arguments: [ScreenArgument(label: "text", value: .string(text))]),
                navigation: index % 3 == 0, badge: text, label: text + " label", hint: text + " hint",
                identifier: text + " id", docs: [text, "*/ /*", text]))
        }
        var style = defaultStyle
        style.background = .asset(texts[0])
        style.tint = .dynamic(light: .asset(texts[1]), dark: .asset(texts[2]))
        return layout("Strings", items: items, docs: texts, style: style)
    }
}

extension Raised {
    /// A raised button whose colors `ExampleModels.layout` fills in from the style, as the
    /// validator does when `raised(…)` gives none.
    init(size: Double, offset: Double) {
        self.init(size: size, offset: offset, color: .system("systemBlue"), iconColor: .system("systemBackground"))
    }
}
