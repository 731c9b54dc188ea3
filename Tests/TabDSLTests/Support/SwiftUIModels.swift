@testable import TabDSL

/// Resolved models of `framework: swiftui` layouts: the Grocer example and the SwiftUI
/// generator's cases.
extension ExampleModels {
    /// examples/grocer.tabs: a SwiftUI app with badges, a full-screen modal and `minimizeBehavior`.
    static var grocer: ResolvedLayout {
        var style = defaultStyle
        style.selectedTint = .dynamic(light: hex(0x1A7F37), dark: .system("systemGreen"))
        let store = ScreenArgument(label: "store", value: .dependency("store"))
        var grocer = layout(
            "Grocer", kind: .system, framework: .swiftui, initial: "lists",
            items: [
                item("lists", tag: 0, title: "Lists", icon: .symbol("checklist"), selectedIcon: .symbol("checklist.checked"),
                     screen: .type(name: "ListsView", arguments: [store]), badge: "3",
                     docs: ["The shopping lists; the badge counts the items still to buy."]),
                item("pantry", tag: 1, title: "Pantry", icon: .symbol("cabinet"), selectedIcon: .symbol("cabinet.fill"),
                     screen: .type(name: "PantryView", arguments: [store])),
                item("scan", tag: 2, role: .modal, title: "Scan", icon: .symbol("barcode.viewfinder"),
                     screen: .type(name: "ScannerView", arguments: [store, ScreenArgument(label: "mode", value: .member("addToList"))]),
                     hint: "Adds a product by its barcode", presentation: .fullScreen, afterDismiss: .select("lists"),
                     docs: ["Scans a barcode and adds the product to the current list."]),
                item("deals", tag: 3, title: "Deals", icon: .symbol("tag"), selectedIcon: .symbol("tag.fill"),
                     screen: .type(name: "DealsView", arguments: [store]), badge: "New"),
                item("account", tag: 4, title: "Account", icon: .symbol("person.crop.circle"),
                     selectedIcon: .symbol("person.crop.circle.fill"), screen: .type(name: "AccountView", arguments: []),
                     navigation: false),
            ],
            docs: ["The Grocer app's tabs."],
            bindings: [.closure, .delegate, .combine], haptics: .selection, minimizeBehavior: .onScrollDown,
            dependencies: [Dependency(name: "store", type: "GroceryStore")],
            style: style)
        // `badge: 3` is an integer, shown in the reader's digits.
        grocer.items[0].badgeIsInteger = true
        return grocer
    }

    /// `screen` with its type renamed, its arguments kept.
    static func renamed(_ screen: Screen, _ name: String) -> Screen {
        guard case .type(_, let arguments) = screen else { return screen }
        return .type(name: name, arguments: arguments)
    }

    /// examples/finance-swiftui.tabs: the floating Finance bar drawn in SwiftUI.
    static var financeUI: ResolvedLayout {
        var layout = finance
        layout.name = "FinanceUI"
        layout.framework = .swiftui
        layout.deploymentTarget = 17
        layout.items[0].screen = renamed(layout.items[0].screen, "MainView")
        layout.items[1].screen = renamed(layout.items[1].screen, "AddTransactionView")
        layout.items[2].screen = renamed(layout.items[2].screen, "CalendarView")
        return layout
    }

    /// examples/kickboard-swiftui.tabs: the Korean bar with the sliding underline, drawn in SwiftUI.
    static var quickKickUI: ResolvedLayout {
        var layout = kickboard
        layout.name = "QuickKickUI"
        layout.framework = .swiftui
        layout.deploymentTarget = 17
        for (index, name) in ["FindView", "RegisterView", "MyPageView"].enumerated() {
            layout.items[index].screen = .type(name: name, arguments: [])
        }
        return layout
    }

    /// A drawn SwiftUI bar with every decoration: a notch with a raised modal item (colors of its
    /// own, a badge), rounded leading corners, a top border, a shadow, a dot indicator, equal
    /// spacing, glass, haptics, bar hiding and restored selection.
    /// Its tags aren't the items' positions (20, 5, 10), as in a layout whose tags match an existing
    /// backend.
    static var orbit: ResolvedLayout {
        var style = defaultStyle
        style.height = 56
        style.shape = .notch(depth: 30, width: 100)
        style.cornerRadius = 14
        style.corners = [.topLeading, .bottomLeading]
        style.border = Border(width: 1, color: .system("separator"), edges: .top)
        style.shadow = Shadow(color: .system("black"), opacity: 0.2, radius: 6, x: 0, y: -2)
        style.indicator = .dot(size: 5, color: .system("systemIndigo"))
        style.distribution = .equalSpacing
        style.material = .glass
        style.titleFont = Font(size: 11, weight: .semibold)
        return layout(
            "Orbit", framework: .swiftui,
            items: [
                item("home", tag: 20, title: "Home", icon: .symbol("house"), selectedIcon: .symbol("house.fill"),
                     screen: .type(name: "OrbitHomeView", arguments: [])),
                item("post", tag: 5, role: .modal, icon: .symbol("plus"), screen: .type(name: "OrbitPostView", arguments: []),
                     badge: "1", raised: Raised(size: 64, offset: 22), label: "New post", presentation: .fullScreen,
                     afterDismiss: .select("feed")),
                item("feed", tag: 10, title: "Feed", icon: .symbol("list.bullet"), screen: .type(name: "OrbitFeedView", arguments: []),
                     badge: "5"),
            ],
            bindings: [.closure], haptics: .light, restoresSelection: true,
            raisedColors: ["post": (color: hex(0xFF6A00), iconColor: .system("white"))],
            style: style)
    }

    /// A drawn SwiftUI bar whose raised item is a tab with an asset image, under a floating,
    /// blurred bar with rounded corners, a border all round and an underline; `hidesOnPush: false`.
    static var meadow: ResolvedLayout {
        var style = defaultStyle
        style.margins = Insets(leading: 16, trailing: 16, bottom: 8)
        style.cornerRadius = 20
        style.border = Border(width: 0.5, color: .dynamic(light: hex(0xC6C6C8), dark: hex(0x38383A)), edges: .all)
        style.indicator = .underline(width: 24, height: 2, color: .asset("MeadowAccent"))
        style.material = .blur
        return layout(
            "Meadow", framework: .swiftui,
            items: [
                item("garden", tag: 0, icon: .image("Garden"), screen: .type(name: "MeadowGardenView", arguments: []),
                     navigation: false, label: "Garden"),
                item("bloom", tag: 1, title: "Bloom", icon: .image("Bloom"), selectedIcon: .image("BloomFilled"),
                     screen: .type(name: "MeadowBloomView", arguments: []), raised: Raised(size: 56, offset: 16)),
                item("shed", tag: 2, title: "Shed", icon: .symbol("wrench"), screen: .type(name: "MeadowShedView", arguments: []),
                     navigation: false),
            ],
            loading: .eager, transition: .crossDissolve(duration: 0.2), bindings: [.delegate, .combine], hidesOnPush: false,
            style: style)
    }

    /// The SwiftUI generator's other cases.
    static var swiftUIVariants: [ResolvedLayout] { [atlas, sketch, namesUI, stringsUI, orbit, meadow] }

    /// The layouts whose views keep their selection in `@SceneStorage` (`restoresSelection`).
    static let restoringSelection: Set<String> = ["Atlas", "NamesUI", "StringsUI"]

    /// SwiftUI with everything on: every binding, every presentation, image icons, asset, hex
    /// and bridged colors, eager loading, `hidesOnPush: false`, an icon-only item, dependencies
    /// named like the view's own parameters, restored selection.
    static var atlas: ResolvedLayout {
        var style = defaultStyle
        style.selectedTint = .asset("AtlasAccent")
        style.background = .dynamic(light: hex(0xF2F2F7), dark: .system("systemGray6"))
        let session = ScreenArgument(label: "session", value: .dependency("model"))
        return layout(
            "Atlas", kind: .system, framework: .swiftui, initial: "map",
            items: [
                item("map", tag: 0, title: "Map", icon: .image("MapIcon"), selectedIcon: .image("MapIconSelected"),
                     screen: .type(name: "AtlasMapView", arguments: [session, ScreenArgument(label: "zoom", value: .number(1.5))])),
                item("cover", tag: 1, role: .modal, title: "Cover", icon: .symbol("rectangle.inset.filled"),
                     screen: .type(name: "AtlasCoverView", arguments: []), presentation: .fullScreen, afterDismiss: .select("saved")),
                item("overlay", tag: 2, role: .modal, icon: .symbol("square.on.square"),
                     screen: .type(name: "AtlasOverlayView", arguments: []), navigation: false, label: "Overlay",
                     presentation: .overFullScreen),
                item("saved", tag: 3, title: "Saved", icon: .symbol("bookmark"), selectedIcon: .symbol("bookmark.fill"),
                     screen: .type(name: "AtlasSavedView", arguments: [ScreenArgument(label: "bundle", value: .dependency("bundle"))]),
                     badge: "12"),
                item("page", tag: 4, role: .modal, title: "Page", icon: .symbol("doc"),
                     screen: .type(name: "AtlasPageView", arguments: []), presentation: .pageSheet),
                item("form", tag: 5, role: .modal, title: "Form", icon: .symbol("list.bullet.rectangle"),
                     screen: .type(name: "AtlasFormView", arguments: [ScreenArgument(label: "title", value: .string("New \"place\""))]),
                     navigation: false, presentation: .formSheet, afterDismiss: .select("map")),
                item("sheet", tag: 6, role: .modal, title: "Sheet", icon: .symbol("rectangle.bottomhalf.inset.filled"),
                     screen: .type(name: "AtlasSheetView", arguments: []), presentation: .automatic),
                item("settings", tag: 7, title: "Settings", icon: .symbol("gear"), screen: .type(name: "AtlasSettingsView", arguments: []),
                     navigation: false, hint: "Opens the settings"),
            ],
            loading: .eager, bindings: [.closure, .delegate, .rx, .combine], hidesOnPush: false, haptics: .soft,
            dependencies: [Dependency(name: "model", type: "AtlasSession"), Dependency(name: "bundle", type: "AtlasBundle")],
            style: style)
    }

    /// SwiftUI with the least: `kind: custom` (the drawn bar), no
    /// bindings, no modals, no navigation stacks.
    static var sketch: ResolvedLayout {
        layout("Sketch", framework: .swiftui, items: [
            item("draw", tag: 0, title: "Draw", icon: .symbol("pencil"), screen: .type(name: "SketchDrawView", arguments: []), navigation: false),
            item("layers", tag: 1, icon: .symbol("square.3.layers.3d"), screen: .type(name: "SketchLayersView", arguments: []),
                 navigation: false, label: "Layers"),
        ], bindings: [])
    }

    /// The names case in SwiftUI: dependencies named like the view's and the model's own
    /// members and parameters, items named like the enum's members.
    static var namesUI: ResolvedLayout {
        var layout = names(kind: .system)
        layout.name = "NamesUI"
        layout.framework = .swiftui
        let extra = ["model", "tabModel", "path", "paths", "body", "tabView", "badges", "loadedTabs", "restoredTab",
                     "tabViewSelection", "presentedModal", "start", "tab"]
        layout.dependencies += extra.map { Dependency(name: $0, type: "NamesDependency") }
        let arguments = layout.dependencies.map { ScreenArgument(label: $0.name, value: .dependency($0.name)) }
        for index in layout.items.indices {
            layout.items[index].screen = .type(name: "NamesView", arguments: arguments)
        }
        return layout
    }

    /// The hostile strings case in SwiftUI: every text, asset and image name hostile.
    static var stringsUI: ResolvedLayout {
        var layout = strings
        layout.name = "StringsUI"
        layout.framework = .swiftui
        layout.kind = .system
        layout.style.selectedTint = .asset(hostileTexts[3])
        for index in layout.items.indices {
            layout.items[index].screen = .type(name: "StringsView", arguments: [ScreenArgument(label: "text", value: .string(hostileTexts[index]))])
        }
        return layout
    }
}
