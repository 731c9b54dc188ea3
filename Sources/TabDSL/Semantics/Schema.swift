/// The one table of SPEC §5: every property, where it is allowed, its type, default, range
/// and a line of documentation. The validator, the defaults, the suggestions, `tabc explain`
/// and the JSON Schema all read it.
public enum Schema {
    /// The blocks a property can stand in.
    public enum Context: String, Sendable, CaseIterable {
        case layout
        case item
        case modal
        case style

        /// How the block reads in messages.
        public var phrase: String {
            switch self {
            case .layout: return "a layout"
            case .item: return "an item"
            case .modal: return "a modal"
            case .style: return "a style block"
            }
        }

        /// This context's bit in `Schema.contextMasks`.
        var bit: UInt8 {
            switch self {
            case .layout: return 1
            case .item: return 2
            case .modal: return 4
            case .style: return 8
            }
        }
    }

    /// A property of the table by its row, in table order: settings are found by comparing
    /// small integers, not names. `SchemaKeyTests` checks that the cases match the table.
    enum PropertyKey: Int, CaseIterable, Sendable {
        case kind, initial, loading, transition, bindings, hidesOnPush, haptics, minimizeBehavior
        case title, icon, selectedIcon, tag, screen, navigation, badge
        case accessibilityLabel, accessibilityHint, accessibilityIdentifier, raised, presentation, afterDismiss
        case base, height, margins, background, tint, selectedTint, iconSize, titleFont, distribution
        case cornerRadius, corners, border, shadow, shape, indicator, animationDuration

        var name: String { Schema.names[rawValue] }
        /// This key's bit in a `UInt64` set of keys (the table has fewer than 64 rows).
        var bit: UInt64 { 1 << UInt64(rawValue) }
    }

    /// One property of the table.
    public struct PropertySpec: Sendable {
        public var name: String
        public var contexts: Set<Context>
        public var type: ValueType
        /// The default as people read it ("`custom`", "the title", "none").
        public var defaultDescription: String
        public var summary: String
        /// Required in its contexts (TAB204 when missing).
        public var isRequired: Bool = false
    }

    /// The shape of a value.
    public enum ValueType: Sendable {
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

    static let length = ValueType.number(min: 0, max: nil)

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

    public static let fontWeights = FontWeight.allCases.map(\.rawValue)

    // MARK: - The table

    public static let properties: [PropertySpec] = [
        // Layout (SPEC §5.1).
        PropertySpec(name: "kind", contexts: [.layout], type: .option(LayoutKind.allCases.map(\.rawValue)),
                     defaultDescription: "custom",
                     summary: "custom: a UIView bar in a container view controller; system: a UITabBarController subclass"),
        PropertySpec(name: "initial", contexts: [.layout], type: .itemReference, defaultDescription: "the first item",
                     summary: "the item selected at start; must be an item, not a modal"),
        PropertySpec(name: "loading", contexts: [.layout], type: .option(Loading.allCases.map(\.rawValue)),
                     defaultDescription: "lazy",
                     summary: "lazy creates a screen on first selection; eager creates every tab screen at start"),
        PropertySpec(name: "transition", contexts: [.layout], type: .choice([
            .option(["none"]),
            .call(CallSpec(name: "crossDissolve", arguments: [
                ArgumentSpec(label: "duration", type: length, defaultValue: .number(0.3)),
            ])),
        ]), defaultDescription: "none", summary: "the animation when the tab changes"),
        PropertySpec(name: "bindings", contexts: [.layout], type: .optionList(Binding.allCases.map(\.rawValue)),
                     defaultDescription: "[closure, delegate]", summary: "which selection APIs the generated Swift offers"),
        PropertySpec(name: "hidesOnPush", contexts: [.layout], type: .bool, defaultDescription: "true",
                     summary: "hide the bar when a pushed screen sets hidesBottomBarWhenPushed"),
        PropertySpec(name: "haptics", contexts: [.layout], type: .option(Haptics.allCases.map(\.rawValue)),
                     defaultDescription: "none", summary: "feedback on a tab change"),
        PropertySpec(name: "minimizeBehavior", contexts: [.layout], type: .option(MinimizeBehavior.allCases.map(\.rawValue)),
                     defaultDescription: "automatic",
                     summary: "iOS 26 and later, kind: system: how the bar shrinks while the screen scrolls (tabBarMinimizeBehavior)"),

        // Items (SPEC §5.2).
        PropertySpec(name: "title", contexts: [.item, .modal], type: .string, defaultDescription: "none (icon only)",
                     summary: "the title under the icon"),
        PropertySpec(name: "icon", contexts: [.item, .modal], type: icon, defaultDescription: "required",
                     summary: "symbol(\"sf.name\") or image(\"AssetName\")", isRequired: true),
        PropertySpec(name: "selectedIcon", contexts: [.item, .modal], type: icon, defaultDescription: "the icon",
                     summary: "the icon while selected"),
        PropertySpec(name: "tag", contexts: [.item, .modal], type: .integer(0...9999),
                     defaultDescription: "its position (0-based) among all items",
                     summary: "the item's tag, unique in the layout; the raw value of its Swift enum case"),
        PropertySpec(name: "screen", contexts: [.item, .modal], type: .screen, defaultDescription: "required",
                     summary: "Type, Type(label: arg, …) or storyboard(name: \"Main\", identifier: \"Home\")", isRequired: true),
        PropertySpec(name: "navigation", contexts: [.item, .modal], type: .bool, defaultDescription: "true",
                     summary: "wrap the screen in a UINavigationController"),
        PropertySpec(name: "badge", contexts: [.item, .modal], type: .badge, defaultDescription: "none",
                     summary: "a badge: a string or an integer"),
        PropertySpec(name: "accessibilityLabel", contexts: [.item, .modal], type: .string, defaultDescription: "the title",
                     summary: "what VoiceOver reads"),
        PropertySpec(name: "accessibilityHint", contexts: [.item, .modal], type: .string, defaultDescription: "none",
                     summary: "what VoiceOver adds after a pause"),
        PropertySpec(name: "accessibilityIdentifier", contexts: [.item, .modal], type: .string,
                     defaultDescription: "\"tab.<id>\"", summary: "the identifier UI tests find the item by"),
        PropertySpec(name: "raised", contexts: [.item, .modal], type: .call(CallSpec(name: "raised", arguments: [
            ArgumentSpec(label: "size", type: length, defaultValue: .number(64)),
            ArgumentSpec(label: "offset", type: length, defaultValue: .number(20)),
        ])), defaultDescription: "none",
                     summary: "a round button raised above the bar: size is its diameter, offset how far it rises above the top edge"),
        PropertySpec(name: "presentation", contexts: [.modal], type: .option(Presentation.allCases.map(\.rawValue)),
                     defaultDescription: "fullScreen", summary: "how a modal's screen is presented"),
        PropertySpec(name: "afterDismiss", contexts: [.modal], type: .choice([
            .option(["keep"]),
            .call(CallSpec(name: "select", arguments: [ArgumentSpec(label: "item", type: .itemReference)], isPositional: true)),
        ]), defaultDescription: "keep",
                     summary: "after the modal is dismissed: keep the selected tab, or select(id) a tab"),

        // Style (SPEC §5.3).
        PropertySpec(name: "base", contexts: [.style], type: .styleReference, defaultDescription: "none",
                     summary: "a named style whose properties this style starts from"),
        PropertySpec(name: "height", contexts: [.style], type: .number(min: 30, max: 200), defaultDescription: "49",
                     summary: "the bar's height above the safe area, in points"),
        PropertySpec(name: "margins", contexts: [.style], type: .call(CallSpec(name: "insets", arguments: [
            ArgumentSpec(label: "leading", type: length, defaultValue: .number(0)),
            ArgumentSpec(label: "trailing", type: length, defaultValue: .number(0)),
            ArgumentSpec(label: "bottom", type: length, defaultValue: .number(0)),
        ])), defaultDescription: "insets(leading: 0, trailing: 0, bottom: 0)",
                     summary: "space around the bar; side margins make a floating bar"),
        PropertySpec(name: "background", contexts: [.style], type: .color, defaultDescription: "systemBackground",
                     summary: "the bar's fill"),
        PropertySpec(name: "tint", contexts: [.style], type: .color, defaultDescription: "systemGray",
                     summary: "the color of unselected items"),
        PropertySpec(name: "selectedTint", contexts: [.style], type: .color, defaultDescription: "systemBlue",
                     summary: "the color of the selected item"),
        PropertySpec(name: "iconSize", contexts: [.style], type: .number(min: 8, max: 64), defaultDescription: "20",
                     summary: "the SF Symbol point size"),
        PropertySpec(name: "titleFont", contexts: [.style], type: .call(CallSpec(name: "font", arguments: [
            ArgumentSpec(label: "size", type: length, defaultValue: .number(10)),
            ArgumentSpec(label: "weight", type: .option(fontWeights), defaultValue: .option("medium")),
        ])), defaultDescription: "font(size: 10, weight: medium)", summary: "the titles' font (scaled with Dynamic Type)"),
        PropertySpec(name: "distribution", contexts: [.style], type: .option(Distribution.allCases.map(\.rawValue)),
                     defaultDescription: "fillEqually", summary: "how items share the bar's width"),
        PropertySpec(name: "cornerRadius", contexts: [.style], type: length, defaultDescription: "0",
                     summary: "the radius of the rounded corners"),
        PropertySpec(name: "corners", contexts: [.style], type: .choice([
            .option(["all", "top", "bottom"]),
            .optionList(Corner.allCases.map(\.rawValue)),
        ]), defaultDescription: "all", summary: "which corners round: all, top, bottom or a list of corners"),
        PropertySpec(name: "border", contexts: [.style], type: .call(CallSpec(name: "border", arguments: [
            ArgumentSpec(label: "width", type: length, defaultValue: .number(1)),
            ArgumentSpec(label: "color", type: .color, defaultValue: .color(.system("separator"))),
            ArgumentSpec(label: "edges", type: .option(BorderEdges.allCases.map(\.rawValue)), defaultValue: .option("all")),
        ])), defaultDescription: "none", summary: "a stroke along all edges, or the top edge only, drawn as part of the bar"),
        PropertySpec(name: "shadow", contexts: [.style], type: .call(CallSpec(name: "shadow", arguments: [
            ArgumentSpec(label: "color", type: .color, defaultValue: .color(.system("black"))),
            ArgumentSpec(label: "opacity", type: .number(min: 0, max: 1), defaultValue: .number(0.2)),
            ArgumentSpec(label: "radius", type: length, defaultValue: .number(8)),
            ArgumentSpec(label: "x", type: .number(min: nil, max: nil), defaultValue: .number(0)),
            ArgumentSpec(label: "y", type: .number(min: nil, max: nil), defaultValue: .number(0)),
        ])), defaultDescription: "none", summary: "a shadow around the bar"),
        PropertySpec(name: "shape", contexts: [.style], type: .choice([
            .option(["flat"]),
            .call(CallSpec(name: "notch", arguments: [
                ArgumentSpec(label: "depth", type: length, defaultValue: .number(37)),
                ArgumentSpec(label: "width", type: length, defaultValue: .number(148)),
            ])),
        ]), defaultDescription: "flat", summary: "flat, or a curved notch cut in the top edge at the center"),
        PropertySpec(name: "indicator", contexts: [.style], type: .choice([
            .option(["none"]),
            .call(CallSpec(name: "underline", arguments: [
                ArgumentSpec(label: "width", type: length, defaultValue: .number(24)),
                ArgumentSpec(label: "height", type: length, defaultValue: .number(3)),
                ArgumentSpec(label: "color", type: .color, derivedDefault: "selectedTint"),
            ])),
            .call(CallSpec(name: "dot", arguments: [
                ArgumentSpec(label: "size", type: length, defaultValue: .number(6)),
                ArgumentSpec(label: "color", type: .color, derivedDefault: "selectedTint"),
            ])),
        ]), defaultDescription: "none", summary: "a mark that follows the selected item"),
        PropertySpec(name: "animationDuration", contexts: [.style], type: .number(min: 0, max: 2),
                     defaultDescription: "0.25", summary: "the length of selection animations, in seconds"),
    ]

    /// The properties by name.
    public static let byName: [String: PropertySpec] = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The names of the table, by key (`names[key.rawValue]`).
    static let names: [String] = properties.map(\.name)

    /// What `BlockChecker` reads for every property, by key, in one value it keeps: each
    /// read of a `static let` first checks that it is initialized (`swift_once`).
    struct Lookup: Sendable {
        let names = StaticNameTable(Schema.names)
        /// The contexts of each property as a bit mask: a test of a bit instead of a hashed
        /// `Set` lookup.
        let contextMasks: [UInt8] = properties.map { spec in spec.contexts.reduce(0) { $0 | $1.bit } }
        /// The types, read without copying a whole `PropertySpec` (five reference-counted fields).
        let types: [ValueType] = properties.map(\.type)

        /// The key of the property named `name`, if the table has one.
        func key(named name: String) -> PropertyKey? {
            names.index(of: name).flatMap(PropertyKey.init(rawValue:))
        }
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
        }
        properties.forEach { collect($0.type) }
        for name in ["asset", "dynamic", "storyboard"] where !names.contains(name) { names.append(name) }
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

/// The arguments of a checked call, by label, in the order of the call form. A handful of
/// entries, so a linear search beats hashing.
public struct CallArguments: Sendable {
    /// One argument. A struct, not a tuple: arrays of tuples are copied and destroyed through
    /// the runtime's generic tuple functions.
    public struct Entry: Sendable {
        public var label: String
        public var value: CheckedValue
    }

    public var entries: [Entry] = []

    public init() {}

    /// Room for `capacity` arguments (a call form's), so that checking a call allocates once.
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
