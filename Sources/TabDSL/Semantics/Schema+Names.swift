extension Schema.PropertyKey {
    /// The property's name as written in a `.tabs` file (the case's own name).
    ///
    /// Written out rather than derived with `String(describing:)`, which goes through the
    /// runtime's reflection and cost every process about 3 M instructions to build the table;
    /// `SchemaKeyTests` checks each literal against its case.
    var literalName: String {
        switch self {
        case .kind: return "kind"
        case .access: return "access"
        case .restoresSelection: return "restoresSelection"
        case .framework: return "framework"
        case .sidebar: return "sidebar"
        case .accessory: return "accessory"
        case .role: return "role"
        case .material: return "material"
        case .initial: return "initial"
        case .loading: return "loading"
        case .transition: return "transition"
        case .bindings: return "bindings"
        case .hidesOnPush: return "hidesOnPush"
        case .haptics: return "haptics"
        case .minimizeBehavior: return "minimizeBehavior"
        case .deploymentTarget: return "deploymentTarget"
        case .strings: return "strings"
        case .title: return "title"
        case .icon: return "icon"
        case .selectedIcon: return "selectedIcon"
        case .tag: return "tag"
        case .screen: return "screen"
        case .navigation: return "navigation"
        case .badge: return "badge"
        case .accessibilityLabel: return "accessibilityLabel"
        case .accessibilityHint: return "accessibilityHint"
        case .accessibilityIdentifier: return "accessibilityIdentifier"
        case .raised: return "raised"
        case .presentation: return "presentation"
        case .afterDismiss: return "afterDismiss"
        case .base: return "base"
        case .height: return "height"
        case .margins: return "margins"
        case .background: return "background"
        case .tint: return "tint"
        case .selectedTint: return "selectedTint"
        case .iconSize: return "iconSize"
        case .titleFont: return "titleFont"
        case .distribution: return "distribution"
        case .cornerRadius: return "cornerRadius"
        case .corners: return "corners"
        case .border: return "border"
        case .shadow: return "shadow"
        case .shape: return "shape"
        case .indicator: return "indicator"
        case .animationDuration: return "animationDuration"
        }
    }
}
