/// The JSON output of docs/generated-code.md, built from the resolved model only.
public enum JSONGenerator {
    /// The version of the output's shape, `schemaVersion` in every document.
    public static let schemaVersion = 2

    public static func generate(_ file: ResolvedFile) -> String {
        JSONWriter.write(document(file))
    }

    public static func document(_ file: ResolvedFile) -> JSONValue {
        .object([
            ("schemaVersion", .integer(schemaVersion)),
            ("layouts", .array(file.layouts.map(layout))),
        ])
    }

    static func layout(_ layout: ResolvedLayout) -> JSONValue {
        .object([
            ("name", .string(layout.name)),
            ("kind", .string(layout.kind.rawValue)),
            ("framework", .string(layout.framework.rawValue)),
            ("initial", .string(layout.initial)),
            ("loading", .string(layout.loading.rawValue)),
            ("transition", transition(layout.transition)),
            ("bindings", .array(layout.bindings.map { .string($0.rawValue) })),
            ("hidesOnPush", .bool(layout.hidesOnPush)),
            ("haptics", .string(layout.haptics.rawValue)),
            ("minimizeBehavior", .string(layout.minimizeBehavior.rawValue)),
            ("access", .string(layout.access.rawValue)),
            ("deploymentTarget", .integer(layout.deploymentTarget)),
            ("strings", .string(layout.strings)),
            ("sidebar", .string(layout.sidebar.rawValue)),
            ("accessory", layout.accessory.map(screen) ?? .null),
            ("restoresSelection", .bool(layout.restoresSelection)),
            ("sections", .array(layout.sections.map(section))),
            ("dependencies", .array(layout.dependencies.map {
                .object([("name", .string($0.name)), ("type", .string($0.type))])
            })),
            ("items", .array(layout.items.map { item($0, in: layout) })),
            ("style", style(layout.style)),
        ])
    }

    static func transition(_ transition: Transition) -> JSONValue {
        switch transition {
        case .none: return .object([("type", .string("none"))])
        case .crossDissolve(let duration): return .object([("type", .string("crossDissolve")), ("duration", .number(duration))])
        }
    }

    static func item(_ item: ResolvedItem, in layout: ResolvedLayout) -> JSONValue {
        .object([
            ("id", .string(item.id)),
            ("role", .string(item.isSearch ? "search" : item.role.rawValue)),
            ("section", .string(item.section)),
            ("tag", .integer(item.tag)),
            ("title", .string(item.title)),
            ("icon", icon(item.icon)),
            ("selectedIcon", icon(item.selectedIcon)),
            ("screen", screen(item.screen)),
            ("navigation", .bool(item.navigation)),
            ("badge", .string(item.badge)),
            ("raised", item.raised.map {
                .object([("size", .number($0.size)), ("offset", .number($0.offset)), ("color", color($0.color)), ("iconColor", color($0.iconColor))])
            } ?? .null),
            ("accessibility", .object([
                ("label", .string(item.accessibility.label)),
                ("hint", .string(item.accessibility.hint)),
                ("identifier", .string(item.accessibility.identifier)),
            ])),
            ("presentation", .string(item.presentation?.rawValue)),
            ("afterDismiss", afterDismiss(item.afterDismiss)),
            ("localizationKeys", localizationKeys(item, in: layout)),
        ])
    }

    /// Each text's property and key (`{"title": "Finance.home.title"}`), or null under
    /// `strings: none`.
    static func localizationKeys(_ item: ResolvedItem, in layout: ResolvedLayout) -> JSONValue {
        guard layout.strings != nil else { return .null }
        return .object(layout.texts(of: item).map { ($0.property.rawValue, .string($0.key)) })
    }

    /// A section: `{"id", "title", "icon"}`, as the JSON format fixes it. Its title's
    /// localization key is always `<Layout>.<section>.title`, so the format lists none.
    static func section(_ section: ResolvedSection) -> JSONValue {
        .object([
            ("id", .string(section.id)),
            ("title", .string(section.title)),
            ("icon", section.icon.map(icon) ?? .null),
        ])
    }

    static func icon(_ icon: Icon) -> JSONValue {
        switch icon {
        case .symbol(let name): return .object([("symbol", .string(name))])
        case .image(let name): return .object([("image", .string(name))])
        }
    }

    static func screen(_ screen: Screen) -> JSONValue {
        switch screen {
        case .type(let name, let arguments):
            return .object([
                ("type", .string(name)),
                ("arguments", .array(arguments.map { argument in
                    .object([("label", .string(argument.label)), ("value", screenValue(argument.value))])
                })),
            ])
        case .storyboard(let name, let identifier):
            return .object([("storyboard", .string(name)), ("identifier", .string(identifier))])
        }
    }

    static func screenValue(_ value: ScreenValue) -> JSONValue {
        switch value {
        case .dependency(let name): return .object([("dependency", .string(name))])
        case .string(let text): return .object([("string", .string(text))])
        case .int(let integer): return .object([("int", .integer(integer))])
        case .number(let number): return .object([("number", .number(number))])
        case .bool(let flag): return .object([("bool", .bool(flag))])
        case .member(let name): return .object([("member", .string(name))])
        }
    }

    static func afterDismiss(_ value: AfterDismiss?) -> JSONValue {
        switch value {
        case nil: return .null
        case .keep?: return .string("keep")
        case .select(let id)?: return .object([("select", .string(id))])
        }
    }

    public static func color(_ color: ColorValue) -> JSONValue {
        switch color {
        case .hex: return .object([("hex", .string(color.hexString ?? "#000000FF"))])
        case .system(let name): return .object([("system", .string(name))])
        case .asset(let name): return .object([("asset", .string(name))])
        case .dynamic(let light, let dark): return .object([("light", self.color(light)), ("dark", self.color(dark))])
        }
    }

    static func style(_ style: ResolvedStyle) -> JSONValue {
        .object([
            ("height", .number(style.height)),
            ("margins", .object([
                ("leading", .number(style.margins.leading)),
                ("trailing", .number(style.margins.trailing)),
                ("bottom", .number(style.margins.bottom)),
            ])),
            ("background", color(style.background)),
            ("tint", color(style.tint)),
            ("selectedTint", color(style.selectedTint)),
            ("iconSize", .number(style.iconSize)),
            ("titleFont", .object([("size", .number(style.titleFont.size)), ("weight", .string(style.titleFont.weight.rawValue))])),
            ("distribution", .string(style.distribution.rawValue)),
            ("cornerRadius", .number(style.cornerRadius)),
            ("corners", .array(style.corners.map { .string($0.rawValue) })),
            ("border", style.border.map { border in
                .object([("width", .number(border.width)), ("color", color(border.color)), ("edges", .string(border.edges.rawValue))])
            } ?? .null),
            ("shadow", style.shadow.map { shadow in
                .object([
                    ("color", color(shadow.color)), ("opacity", .number(shadow.opacity)), ("radius", .number(shadow.radius)),
                    ("x", .number(shadow.x)), ("y", .number(shadow.y)),
                ])
            } ?? .null),
            ("shape", {
                switch style.shape {
                case .flat: return .object([("type", .string("flat"))])
                case .notch(let depth, let width):
                    return .object([("type", .string("notch")), ("depth", .number(depth)), ("width", .number(width))])
                }
            }()),
            ("indicator", {
                switch style.indicator {
                case .none: return .object([("type", .string("none"))])
                case .underline(let width, let height, let color):
                    return .object([("type", .string("underline")), ("width", .number(width)), ("height", .number(height)),
                                    ("color", self.color(color))])
                case .dot(let size, let color):
                    return .object([("type", .string("dot")), ("size", .number(size)), ("color", self.color(color))])
                }
            }()),
            ("animationDuration", .number(style.animationDuration)),
            ("material", .string(style.material.rawValue)),
        ])
    }
}
