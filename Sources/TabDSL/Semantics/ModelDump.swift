/// A deterministic, readable text dump of the resolved model: every field, every default
/// filled in, one per line. Golden tests compare it; people read it to see what a layout
/// means without reading generated code.
///
/// ```
/// layout Finance
///   kind: custom
///   initial: home
///   ...
///   item home
///     role: tab
///     tag: 0
/// ```
public enum ModelDump {
    /// The layouts of a file, one after another.
    public static func text(of file: ResolvedFile) -> String {
        text(of: file.layouts)
    }

    public static func text(of layouts: [ResolvedLayout]) -> String {
        var lines: [String] = []
        for layout in layouts { dump(layout, into: &lines) }
        return lines.map { $0 + "\n" }.joined()
    }

    static func dump(_ layout: ResolvedLayout, into lines: inout [String]) {
        lines.append("layout \(layout.name)")
        for doc in layout.docs { lines.append("  doc: \(string(doc))") }
        lines.append("  kind: \(layout.kind.rawValue)")
        // Written only when it isn't the default, so the dumps of UIKit layouts stay as they were.
        if layout.framework != .uikit { lines.append("  framework: \(layout.framework.rawValue)") }
        lines.append("  initial: \(layout.initial)")
        lines.append("  loading: \(layout.loading.rawValue)")
        switch layout.transition {
        case .none: lines.append("  transition: none")
        case .crossDissolve(let duration): lines.append("  transition: crossDissolve(duration: \(number(duration)))")
        }
        lines.append("  bindings: [\(layout.bindings.map(\.rawValue).joined(separator: ", "))]")
        lines.append("  hidesOnPush: \(layout.hidesOnPush)")
        lines.append("  haptics: \(layout.haptics.rawValue)")
        lines.append("  minimizeBehavior: \(layout.minimizeBehavior.rawValue)")
        lines.append("  access: \(layout.access.rawValue)")
        lines.append("  restoresSelection: \(layout.restoresSelection)")
        if layout.dependencies.isEmpty { lines.append("  dependencies: []") }
        for dependency in layout.dependencies { lines.append("  inject \(dependency.name): \(dependency.type)") }
        // The iPad and iOS 26 settings show only when given, so dumps of layouts without them stay as they were.
        if layout.sidebar != .none { lines.append("  sidebar: \(layout.sidebar.rawValue)") }
        if let accessory = layout.accessory { lines.append("  accessory: \(screen(accessory))") }
        for section in layout.sections {
            lines.append("  section \(section.id)")
            for doc in section.docs { lines.append("    doc: \(string(doc))") }
            lines.append("    title: \(string(section.title))")
            lines.append("    icon: \(section.icon.map(icon) ?? "none")")
        }
        for item in layout.items { dump(item, into: &lines) }
        dump(layout.style, into: &lines)
    }

    static func dump(_ item: ResolvedItem, into lines: inout [String]) {
        lines.append("  \(item.role == .modal ? "modal" : "item") \(item.id)")
        for doc in item.docs { lines.append("    doc: \(string(doc))") }
        if item.isSearch { lines.append("    role: search") }
        if let section = item.section { lines.append("    section: \(section)") }
        lines.append("    tag: \(item.tag)")
        lines.append("    title: \(item.title.map(string) ?? "none")")
        lines.append("    icon: \(icon(item.icon))")
        lines.append("    selectedIcon: \(icon(item.selectedIcon))")
        lines.append("    screen: \(screen(item.screen))")
        lines.append("    navigation: \(item.navigation)")
        lines.append("    badge: \(item.badge.map(string) ?? "none")")
        lines.append("    raised: \(item.raised.map { "raised(size: \(number($0.size)), offset: \(number($0.offset)), color: \(color($0.color)), iconColor: \(color($0.iconColor)))" } ?? "none")")
        lines.append("    accessibilityLabel: \(string(item.accessibility.label))")
        lines.append("    accessibilityHint: \(item.accessibility.hint.map(string) ?? "none")")
        lines.append("    accessibilityIdentifier: \(string(item.accessibility.identifier))")
        if let presentation = item.presentation { lines.append("    presentation: \(presentation.rawValue)") }
        if let afterDismiss = item.afterDismiss {
            switch afterDismiss {
            case .keep: lines.append("    afterDismiss: keep")
            case .select(let target): lines.append("    afterDismiss: select(\(target))")
            }
        }
    }

    static func dump(_ style: ResolvedStyle, into lines: inout [String]) {
        lines.append("  style")
        lines.append("    height: \(number(style.height))")
        let margins = style.margins
        lines.append("    margins: insets(leading: \(number(margins.leading)), trailing: \(number(margins.trailing)), bottom: \(number(margins.bottom)))")
        lines.append("    background: \(color(style.background))")
        lines.append("    tint: \(color(style.tint))")
        lines.append("    selectedTint: \(color(style.selectedTint))")
        lines.append("    iconSize: \(number(style.iconSize))")
        lines.append("    titleFont: font(size: \(number(style.titleFont.size)), weight: \(style.titleFont.weight.rawValue))")
        lines.append("    distribution: \(style.distribution.rawValue)")
        lines.append("    cornerRadius: \(number(style.cornerRadius))")
        lines.append("    corners: [\(style.corners.map(\.rawValue).joined(separator: ", "))]")
        if let border = style.border {
            lines.append("    border: border(width: \(number(border.width)), color: \(color(border.color)), edges: \(border.edges.rawValue))")
        } else {
            lines.append("    border: none")
        }
        if let shadow = style.shadow {
            lines.append("    shadow: shadow(color: \(color(shadow.color)), opacity: \(number(shadow.opacity)), radius: \(number(shadow.radius)), "
                         + "x: \(number(shadow.x)), y: \(number(shadow.y)))")
        } else {
            lines.append("    shadow: none")
        }
        switch style.shape {
        case .flat: lines.append("    shape: flat")
        case .notch(let depth, let width): lines.append("    shape: notch(depth: \(number(depth)), width: \(number(width)))")
        }
        switch style.indicator {
        case .none:
            lines.append("    indicator: none")
        case .underline(let width, let height, let value):
            lines.append("    indicator: underline(width: \(number(width)), height: \(number(height)), color: \(color(value)))")
        case .dot(let size, let value):
            lines.append("    indicator: dot(size: \(number(size)), color: \(color(value)))")
        }
        lines.append("    animationDuration: \(number(style.animationDuration))")
        if style.material != .none { lines.append("    material: \(style.material.rawValue)") }
    }

    // MARK: - Values

    /// A whole number without a fraction (`60`), any other in shortest round-trip form (`0.3`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A string in double quotes, with `"`, `\` and control characters escaped as in `.tabs`.
    static func string(_ text: String) -> String { LiteralValue.quoted(text) }

    static func icon(_ icon: Icon) -> String {
        switch icon {
        case .symbol(let name): return "symbol(\(string(name)))"
        case .image(let name): return "image(\(string(name)))"
        }
    }

    static func screen(_ screen: Screen) -> String {
        switch screen {
        case .storyboard(let name, let identifier):
            return "storyboard(name: \(string(name)), identifier: \(string(identifier)))"
        case .type(let name, let arguments):
            if arguments.isEmpty { return name }
            return name + "(" + arguments.map { "\($0.label): \(screenValue($0.value))" }.joined(separator: ", ") + ")"
        }
    }

    static func screenValue(_ value: ScreenValue) -> String {
        switch value {
        case .dependency(let name): return "inject \(name)"
        case .string(let text): return string(text)
        case .int(let integer): return "int \(integer)"
        case .number(let value): return "number \(number(value))"
        case .bool(let flag): return "\(flag)"
        case .member(let name): return ".\(name)"
        }
    }

    static func color(_ value: ColorValue) -> String {
        switch value {
        case .hex: return value.hexString ?? "#?"
        case .system(let name): return name
        case .asset(let name): return "asset(\(string(name)))"
        case .dynamic(let light, let dark): return "dynamic(light: \(color(light)), dark: \(color(dark)))"
        }
    }
}
