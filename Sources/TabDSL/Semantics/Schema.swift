/// The one table of docs/language.md: every property, where it is allowed, its type, default, range
/// and a line of documentation. The validator, the defaults, the suggestions, `tabc explain`
/// and the JSON Schema all read it.
public enum Schema {
    /// The blocks a property can stand in.
    public enum Context: String, Sendable, CaseIterable {
        case layout
        case item
        case modal
        case style
        case section

        /// How the block reads in messages.
        public var phrase: String {
            switch self {
            case .layout: return "a layout"
            case .item: return "an item"
            case .modal: return "a modal"
            case .style: return "a style block"
            case .section: return "a section"
            }
        }

        /// This context's bit in `Schema.contextMasks`.
        var bit: UInt8 {
            switch self {
            case .layout: return 1
            case .item: return 2
            case .modal: return 4
            case .style: return 8
            case .section: return 16
            }
        }
    }

    /// A property of the table by its row, in table order: the one place its name is written
    /// (each row of `properties` is built from its key). `SchemaKeyTests` checks the order.
    enum PropertyKey: Int, CaseIterable, Sendable {
        case kind, initial, loading, transition, bindings, hidesOnPush, haptics, minimizeBehavior
        case access, deploymentTarget, strings, restoresSelection
        case framework
        case sidebar, accessory
        case title, icon, selectedIcon, tag, screen, navigation, badge
        case accessibilityLabel, accessibilityHint, accessibilityIdentifier, raised
        case role
        case presentation, afterDismiss
        case base, height, margins, background, tint, selectedTint, iconSize, titleFont, distribution
        case cornerRadius, corners, border, shadow, shape, indicator, animationDuration
        case material

        var name: String { Schema.names[rawValue] }
    }

    /// One property of the table.
    public struct PropertySpec: Sendable {
        /// The row's key; its case name is the property's name.
        let key: PropertyKey
        public var name: String
        public var contexts: Set<Context>
        public var type: ValueType
        /// What the property is when it is not given.
        public var defaultValue: PropertyDefault
        public var summary: String

        init(_ key: PropertyKey, contexts: Set<Context>, type: ValueType, defaultValue: PropertyDefault, summary: String) {
            self.key = key
            name = key.literalName
            self.contexts = contexts
            self.type = type
            self.defaultValue = defaultValue
            self.summary = summary
        }

        /// Required in its contexts (TAB204 when missing).
        public var isRequired: Bool {
            if case .required = defaultValue { return true }
            return false
        }

        /// The default as people read it ("custom", "the title", "none").
        public var defaultDescription: String { defaultValue.description }
    }

    /// What a property is when it is not given.
    public enum PropertyDefault: Sendable {
        /// This value, as if it had been written.
        case value(CheckedValue)
        /// Nothing (no badge, no border); the words say it ("none").
        case absent(String)
        /// Derived from other properties or the item; the words say from what ("the title").
        case derived(String)
        /// The property must be given (TAB204).
        case required

        /// The value, for a default that is one.
        public var value: CheckedValue? {
            if case .value(let value) = self { return value }
            return nil
        }

        /// The default as people read it: a value as it is written in a `.tabs` file.
        public var description: String {
            switch self {
            case .value(let value): return Schema.sourceText(value)
            case .absent(let words), .derived(let words): return words
            case .required: return "required"
            }
        }
    }

    /// A value of the table as it is written in a `.tabs` file (`49`, `insets(leading: 0, …)`).
    public static func sourceText(_ value: CheckedValue) -> String {
        switch value {
        case .bool(let flag): return String(flag)
        case .integer(let integer): return String(integer)
        case .number(let number): return ValueChecker.format(number)
        case .string(let text): return "\"\(text)\""
        case .option(let name): return name
        case .color(.system(let name)): return name
        case .list(let names): return "[" + names.joined(separator: ", ") + "]"
        case .call(let name, let arguments):
            return name + "(" + arguments.entries.map { "\($0.label): \(sourceText($0.value))" }.joined(separator: ", ") + ")"
        case .color, .reference, .screen, .invalid: return "…"
        }
    }

    /// The table's default value of a property; nil when it has none that is a value.
    static func defaultValue(_ key: PropertyKey) -> CheckedValue? {
        properties[key.rawValue].defaultValue.value
    }

    /// The shape of a value.
    public enum ValueType: Sendable {
        /// The call forms a value of this type may take, in table order.
        public var callForms: [CallSpec] {
            switch self {
            case .call(let spec): return [spec]
            case .choice(let types): return types.flatMap(\.callForms)
            default: return []
            }
        }

        /// The call forms built into a value type that is not itself a call: `asset(…)` and
        /// `dynamic(…)` for a color, `storyboard(…)` for a screen.
        public var builtInCallForms: [CallSpec] {
            switch self {
            case .color: return Schema.colorCalls
            case .screen: return [Schema.storyboardCall]
            default: return []
            }
        }

        case bool
        case integer(ClosedRange<Int>)
        /// A number in a closed range (either end may be open-ended).
        case number(min: Double?, max: Double?)
        case string
        /// One of these bare names.
        case option([String])
        /// A hex literal, a system color name, `asset("Name")` or `dynamic(light:dark:)`.
        case color
        /// The id of an item of the same layout.
        case itemReference
        /// The name of a named style.
        case styleReference
        /// `Type`, `Type(label: arg, …)` or `storyboard(name:identifier:)`.
        case screen
        /// A string, or an integer ≥ 0.
        case badge
        case call(CallSpec)
        /// One of several forms (options and calls).
        case choice([ValueType])
        /// A list of distinct options, output in this canonical order.
        case optionList([String])
    }

    /// A call form such as `raised(size: 64, offset: 20)`.
    public struct CallSpec: Sendable {
        public var name: String
        public var arguments: [ArgumentSpec]
        /// Whether the single argument is written without a label (`symbol("house")`).
        public var isPositional: Bool = false
    }

    /// One argument of a call form.
    public struct ArgumentSpec: Sendable {
        public var label: String
        public var type: ValueType
        /// The default; nil when the argument is required or derived (see `derivedDefault`).
        public var defaultValue: CheckedValue?
        /// A default computed from other properties (`<selectedTint>`); the argument is optional.
        public var derivedDefault: String?

        public var isRequired: Bool { defaultValue == nil && derivedDefault == nil }
    }

    // MARK: - Shared value types

    /// The largest length, in points (sizes, widths, heights, depths, radii, margins, offsets):
    /// far beyond any screen, and small enough that no value reaches the generated Swift or
    /// the preview as a size that overflows or draws nothing.
    public static let maximumLength = 10_000.0
    static let length = ValueType.number(min: 0, max: maximumLength)
    /// A shadow's offset, which may be negative.
    static let signedLength = ValueType.number(min: -maximumLength, max: maximumLength)

    public static let systemColorNames = SystemColors.names

    static let symbolCall = CallSpec(name: "symbol", arguments: [ArgumentSpec(label: "name", type: .string)], isPositional: true)
    static let imageCall = CallSpec(name: "image", arguments: [ArgumentSpec(label: "name", type: .string)], isPositional: true)
    static let icon = ValueType.choice([.call(symbolCall), .call(imageCall)])

    public static let assetCall = CallSpec(name: "asset", arguments: [ArgumentSpec(label: "name", type: .string)], isPositional: true)
    public static let dynamicCall = CallSpec(name: "dynamic", arguments: [
        ArgumentSpec(label: "light", type: .color),
        ArgumentSpec(label: "dark", type: .color),
    ])
    public static let storyboardCall = CallSpec(name: "storyboard", arguments: [
        ArgumentSpec(label: "name", type: .string),
        ArgumentSpec(label: "identifier", type: .string),
    ])
    /// The calls a color may be written as, besides a hex literal or a system color name.
    public static let colorCalls = [assetCall, dynamicCall]

    public static let fontWeights = FontWeight.allCases.map(\.rawValue)

    /// A call form's value with every argument at its default, for a property's default.
    static func defaultCall(_ spec: CallSpec) -> PropertyDefault {
        var arguments = CallArguments()
        for argument in spec.arguments {
            if let value = argument.defaultValue { arguments.append(label: argument.label, value: value) }
        }
        return .value(.call(spec.name, arguments))
    }

    static let marginsCall = CallSpec(name: "insets", arguments: [
        ArgumentSpec(label: "leading", type: length, defaultValue: .number(0)),
        ArgumentSpec(label: "trailing", type: length, defaultValue: .number(0)),
        ArgumentSpec(label: "bottom", type: length, defaultValue: .number(0)),
    ])
    static let fontCall = CallSpec(name: "font", arguments: [
        ArgumentSpec(label: "size", type: length, defaultValue: .number(10)),
        ArgumentSpec(label: "weight", type: .option(fontWeights), defaultValue: .option("medium")),
    ])

    // The call forms of the items' and the style's properties, named so the resolver reads their
    // arguments, and their defaults, through them.
    static let crossDissolveCall = CallSpec(name: "crossDissolve", arguments: [
        ArgumentSpec(label: "duration", type: length, defaultValue: .number(0.3)),
    ])
    static let raisedCall = CallSpec(name: "raised", arguments: [
        ArgumentSpec(label: "size", type: length, defaultValue: .number(64)),
        ArgumentSpec(label: "offset", type: length, defaultValue: .number(20)),
        ArgumentSpec(label: "color", type: .color, derivedDefault: "selectedTint"),
        ArgumentSpec(label: "iconColor", type: .color, derivedDefault: "background"),
    ])
    static let borderCall = CallSpec(name: "border", arguments: [
        ArgumentSpec(label: "width", type: length, defaultValue: .number(1)),
        ArgumentSpec(label: "color", type: .color, defaultValue: .color(.system("separator"))),
        ArgumentSpec(label: "edges", type: .option(BorderEdges.allCases.map(\.rawValue)), defaultValue: .option("all")),
    ])
    static let shadowCall = CallSpec(name: "shadow", arguments: [
        ArgumentSpec(label: "color", type: .color, defaultValue: .color(.system("black"))),
        ArgumentSpec(label: "opacity", type: .number(min: 0, max: 1), defaultValue: .number(0.2)),
        ArgumentSpec(label: "radius", type: length, defaultValue: .number(8)),
        ArgumentSpec(label: "x", type: signedLength, defaultValue: .number(0)),
        ArgumentSpec(label: "y", type: signedLength, defaultValue: .number(0)),
    ])
    static let notchCall = CallSpec(name: "notch", arguments: [
        ArgumentSpec(label: "depth", type: length, defaultValue: .number(37)),
        ArgumentSpec(label: "width", type: length, defaultValue: .number(148)),
    ])
    static let underlineCall = CallSpec(name: "underline", arguments: [
        ArgumentSpec(label: "width", type: length, defaultValue: .number(24)),
        ArgumentSpec(label: "height", type: length, defaultValue: .number(3)),
        ArgumentSpec(label: "color", type: .color, derivedDefault: "selectedTint"),
    ])
    static let dotCall = CallSpec(name: "dot", arguments: [
        ArgumentSpec(label: "size", type: length, defaultValue: .number(6)),
        ArgumentSpec(label: "color", type: .color, derivedDefault: "selectedTint"),
    ])

    // MARK: - The table

    public static let properties: [PropertySpec] = [
        // Layout (docs/language.md).
        PropertySpec(.kind, contexts: [.layout], type: .option(LayoutKind.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("custom")),
                     summary: "custom: a bar drawn by the generated code (a UIView, or a SwiftUI view); system: the platform's own tab bar (UITabBarController, or SwiftUI's TabView)"),
        PropertySpec(.initial, contexts: [.layout], type: .itemReference, defaultValue: .derived("the first item"),
                     summary: "the item selected at start; must be an item, not a modal"),
        PropertySpec(.loading, contexts: [.layout], type: .option(Loading.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("lazy")),
                     summary: "lazy creates a screen on first selection; eager creates every tab screen at start"),
        PropertySpec(.transition, contexts: [.layout], type: .choice([
            .option(["none"]),
            .call(crossDissolveCall),
        ]), defaultValue: .value(.option("none")), summary: "the animation when the tab changes"),
        PropertySpec(.bindings, contexts: [.layout], type: .optionList(Binding.allCases.map(\.rawValue)),
                     defaultValue: .value(.list(["closure", "delegate"])), summary: "which selection APIs the generated Swift offers"),
        PropertySpec(.hidesOnPush, contexts: [.layout], type: .bool, defaultValue: .value(.bool(true)),
                     summary: "hide the bar when a pushed screen sets hidesBottomBarWhenPushed"),
        PropertySpec(.haptics, contexts: [.layout], type: .option(Haptics.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("none")), summary: "feedback on a tab change"),
        PropertySpec(.minimizeBehavior, contexts: [.layout], type: .option(MinimizeBehavior.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("automatic")),
                     summary: "iOS 26 and later, kind: system: how the bar shrinks while the screen scrolls (tabBarMinimizeBehavior)"),
        PropertySpec(.access, contexts: [.layout], type: .option(AccessLevel.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("internal")),
                     summary: "the access level of every generated declaration, initializers included; public lets an app use a layout compiled in a feature module"),
        PropertySpec(.deploymentTarget, contexts: [.layout], type: .integer(15...26),
                     defaultValue: .derived("15 (17 with framework: swiftui)"),
                     summary: "the oldest iOS version the app supports; SF Symbols newer than it are reported (TAB316)"),
        PropertySpec(.strings, contexts: [.layout], type: .choice([.string, .option(["none"])]),
                     defaultValue: .value(.string("Localizable")),
                     summary: "the strings table the texts are looked up in; none: texts are plain literals (an app in one language)"),
        PropertySpec(.restoresSelection, contexts: [.layout], type: .bool, defaultValue: .value(.bool(false)),
                     summary: "the selected tab comes back when the scene is restored (state restoration and NSUserActivity)"),
        PropertySpec(.framework, contexts: [.layout], type: .option(Framework.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("uikit")),
                     summary: "what the Swift output is written in: uikit (UIKit view controllers) or swiftui (an observable model with SwiftUI's TabView for kind: system or a bar drawn in SwiftUI for kind: custom, iOS 17 and later)"),
        PropertySpec(.sidebar, contexts: [.layout], type: .option(Sidebar.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("none")),
                     summary: "iPadOS 18 and later, kind: system: adaptable lets the tab bar become a sidebar, sections as its groups"),
        PropertySpec(.accessory, contexts: [.layout], type: .screen, defaultValue: .absent("none"),
                     summary: "iOS 26 and later, kind: system: a view above the tab bar, Type or Type(label: arg, …)"),

        // Items (docs/language.md).
        PropertySpec(.title, contexts: [.item, .modal, .section], type: .string, defaultValue: .absent("none (icon only)"),
                     summary: "the title under the icon"),
        PropertySpec(.icon, contexts: [.item, .modal, .section], type: icon, defaultValue: .required,
                     summary: "symbol(\"sf.name\") or image(\"AssetName\")"),
        PropertySpec(.selectedIcon, contexts: [.item, .modal], type: icon, defaultValue: .derived("the icon"),
                     summary: "the icon while selected"),
        PropertySpec(.tag, contexts: [.item, .modal], type: .integer(0...9999),
                     defaultValue: .derived("its position (0-based) among all items"),
                     summary: "the item's tag, unique in the layout; the raw value of its Swift enum case"),
        PropertySpec(.screen, contexts: [.item, .modal], type: .screen, defaultValue: .required,
                     summary: "Type, Type(label: arg, …) or storyboard(name: \"Main\", identifier: \"Home\")"),
        PropertySpec(.navigation, contexts: [.item, .modal], type: .bool, defaultValue: .value(.bool(true)),
                     summary: "wrap the screen in a UINavigationController"),
        PropertySpec(.badge, contexts: [.item, .modal], type: .badge, defaultValue: .absent("none"),
                     summary: "a badge: a string or an integer"),
        PropertySpec(.accessibilityLabel, contexts: [.item, .modal], type: .string, defaultValue: .derived("the title"),
                     summary: "what VoiceOver reads"),
        PropertySpec(.accessibilityHint, contexts: [.item, .modal], type: .string, defaultValue: .absent("none"),
                     summary: "what VoiceOver adds after a pause"),
        PropertySpec(.accessibilityIdentifier, contexts: [.item, .modal], type: .string,
                     defaultValue: .derived("\"tab.<id>\""), summary: "the identifier UI tests find the item by"),
        PropertySpec(.raised, contexts: [.item, .modal], type: .call(raisedCall), defaultValue: .absent("none"),
                     summary: "a round button raised above the bar: size is its diameter, offset how far it rises above the top edge"),
        PropertySpec(.role, contexts: [.item], type: .option(["tab", "search"]), defaultValue: .value(.option("tab")),
                     summary: "search makes the item the search tab (iOS 18 and later, kind: system); at most one per layout"),
        PropertySpec(.presentation, contexts: [.modal], type: .option(Presentation.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("fullScreen")), summary: "how a modal's screen is presented"),
        PropertySpec(.afterDismiss, contexts: [.modal], type: .choice([
            .option(["keep"]),
            .call(CallSpec(name: "select", arguments: [ArgumentSpec(label: "item", type: .itemReference)], isPositional: true)),
        ]), defaultValue: .value(.option("keep")),
                     summary: "after the modal is dismissed: keep the selected tab, or select(id) a tab"),

        // Style (docs/language.md).
        PropertySpec(.base, contexts: [.style], type: .styleReference, defaultValue: .absent("none"),
                     summary: "a named style whose properties this style starts from"),
        PropertySpec(.height, contexts: [.style], type: .number(min: 30, max: 200), defaultValue: .value(.number(49)),
                     summary: "the bar's height above the safe area, in points"),
        PropertySpec(.margins, contexts: [.style], type: .call(marginsCall), defaultValue: defaultCall(marginsCall),
                     summary: "space around the bar; side margins make a floating bar"),
        PropertySpec(.background, contexts: [.style], type: .color, defaultValue: .value(.color(.system("systemBackground"))),
                     summary: "the bar's fill"),
        PropertySpec(.tint, contexts: [.style], type: .color, defaultValue: .value(.color(.system("systemGray"))),
                     summary: "the color of unselected items"),
        PropertySpec(.selectedTint, contexts: [.style], type: .color, defaultValue: .value(.color(.system("systemBlue"))),
                     summary: "the color of the selected item"),
        PropertySpec(.iconSize, contexts: [.style], type: .number(min: 8, max: 64), defaultValue: .value(.number(20)),
                     summary: "the SF Symbol point size"),
        PropertySpec(.titleFont, contexts: [.style], type: .call(fontCall), defaultValue: defaultCall(fontCall), summary: "the titles' font (scaled with Dynamic Type)"),
        PropertySpec(.distribution, contexts: [.style], type: .option(Distribution.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("fillEqually")), summary: "how items share the bar's width"),
        PropertySpec(.cornerRadius, contexts: [.style], type: length, defaultValue: .value(.number(0)),
                     summary: "the radius of the rounded corners"),
        PropertySpec(.corners, contexts: [.style], type: .choice([
            .option(["all", "top", "bottom"]),
            .optionList(Corner.allCases.map(\.rawValue)),
        ]), defaultValue: .value(.option("all")), summary: "which corners round: all, top, bottom or a list of corners"),
        PropertySpec(.border, contexts: [.style], type: .call(borderCall), defaultValue: .absent("none"), summary: "a stroke along all edges, or the top edge only, drawn as part of the bar"),
        PropertySpec(.shadow, contexts: [.style], type: .call(shadowCall), defaultValue: .absent("none"), summary: "a shadow around the bar"),
        PropertySpec(.shape, contexts: [.style], type: .choice([
            .option(["flat"]),
            .call(notchCall),
        ]), defaultValue: .value(.option("flat")), summary: "flat, or a curved notch cut in the top edge at the center"),
        PropertySpec(.indicator, contexts: [.style], type: .choice([
            .option(["none"]),
            .call(underlineCall),
            .call(dotCall),
        ]), defaultValue: .value(.option("none")), summary: "a mark that follows the selected item"),
        PropertySpec(.animationDuration, contexts: [.style], type: .number(min: 0, max: 2),
                     defaultValue: .value(.number(0.25)), summary: "the length of selection animations, in seconds"),
        PropertySpec(.material, contexts: [.style], type: .option(Material.allCases.map(\.rawValue)),
                     defaultValue: .value(.option("none")),
                     summary: "kind: custom: the bar's background as a material background tints: blur, or glass (Liquid Glass on iOS 26)"),
    ]

    /// The properties by name.
    public static let byName: [String: PropertySpec] = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The names of the table, by key (`names[key.rawValue]`).
    static let names: [String] = properties.map(\.name)

    /// What `BlockChecker` reads for every property, by key.
    struct Lookup: Sendable {
        let keys: [String: PropertyKey] = Dictionary(
            PropertyKey.allCases.map { (Schema.names[$0.rawValue], $0) }, uniquingKeysWith: { first, _ in first })
        /// The contexts of each property as a bit mask.
        let contextMasks: [UInt8] = properties.map { spec in spec.contexts.reduce(0) { $0 | $1.bit } }
        /// The type of each property.
        let types: [ValueType] = properties.map(\.type)

        /// The key of the property named `name`, if the table has one.
        func key(named name: String) -> PropertyKey? { keys[name] }
    }

    static let lookup = Lookup()

    static var contextMasks: [UInt8] { lookup.contextMasks }

    /// The properties every item and modal must have (TAB204), in table order.
    static let requiredKeys: [PropertyKey] = PropertyKey.allCases.filter { properties[$0.rawValue].isRequired }

    /// The key of the property named `name`, if the table has one.
    static func key(named name: String) -> PropertyKey? {
        lookup.key(named: name)
    }

    /// The property named `name`, if the table has one.
    public static func property(named name: String) -> PropertySpec? {
        key(named: name).map { properties[$0.rawValue] }
    }

    /// The names allowed in a context, in table order.
    public static func names(in context: Context) -> [String] {
        properties.filter { $0.contexts.contains(context) }.map(\.name)
    }

    /// Every call form of the language, by name, for "did you mean".
    public static let callNames: [String] = {
        var names: [String] = []
        func collect(_ type: ValueType) {
            switch type {
            case .call(let spec):
                if !names.contains(spec.name) { names.append(spec.name) }
                spec.arguments.forEach { collect($0.type) }
            case .choice(let types):
                types.forEach(collect)
            default:
                break
            }
            for spec in type.builtInCallForms where !names.contains(spec.name) { names.append(spec.name) }
        }
        properties.forEach { collect($0.type) }
        return names
    }()
}

/// A value that passed the schema's checks, in a form the resolver reads. Not `indirect`: the
/// nesting goes through `CallArguments`' array, so a value needs no box of its own.
public enum CheckedValue: Sendable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case option(String)
    case color(ColorValue)
    /// An item or style name, with where it was written.
    case reference(String, SourceRange)
    case screen(Screen)
    /// A call form: its name and its arguments by label (omitted ones filled with defaults,
    /// derived ones absent).
    case call(String, CallArguments)
    case list([String])
    /// A value that was wrong and reported; resolution uses the default instead.
    case invalid
}

/// The arguments of a checked call, by label, in the order of the call form.
public struct CallArguments: Sendable {
    /// One argument.
    public struct Entry: Sendable {
        public var label: String
        public var value: CheckedValue
    }

    public var entries: [Entry] = []

    public init() {}

    /// Room for `capacity` arguments (a call form's).
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Adds an argument known not to be there yet (the checker has seen every label once).
    mutating func append(label: String, value: consuming CheckedValue) {
        entries.append(Entry(label: label, value: value))
    }

    public subscript(label: String) -> CheckedValue? {
        get {
            for index in entries.indices where entries[index].label == label { return entries[index].value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.label == label }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(label: label, value: newValue))
            }
        }
    }
}
