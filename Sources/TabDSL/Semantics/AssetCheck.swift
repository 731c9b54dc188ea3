/// TAB318: the names a layout takes from the app's asset catalogs (`--assets`), checked
/// against them when the run was given any.
extension LayoutValidator {
    /// How many unknown asset names of one layout get a nearest-name search; the rest are
    /// reported without one, so a file of many unknown names stays linear.
    static let assetSuggestionLimit = 20

    /// Each `image("…")` icon against the image and symbol sets, each `asset("…")` color
    /// (in the layout's settings, its style and its items, inside calls and `dynamic`)
    /// against the color sets.
    mutating func checkAssets(_ items: [ItemInfo], layoutSettings: CheckedProperties, style: CheckedProperties) {
        guard let assets = run.assets else { return }
        var suggestionsLeft = Self.assetSuggestionLimit
        var imageNames: [String]?
        var colorNames: [String]?
        func nearest(_ name: String, in names: [String]) -> [String] {
            guard suggestionsLeft > 0 else { return [] }
            suggestionsLeft -= 1
            return Suggestions.nearest(to: name, in: names).map { [$0] } ?? []
        }
        for item in items {
            for key in [Schema.PropertyKey.icon, .selectedIcon] {
                guard case .image(let name)? = icon(item.settings.value(key)), !assets.hasImage(name),
                      let location = span(of: key, in: item.settings) else { continue }
                if imageNames == nil { imageNames = assets.imageNames }
                report(Catalogue.unknownAsset(name, isColor: false, nearest: nearest(name, in: imageNames ?? []), at: location))
            }
        }
        for settings in [layoutSettings, style] + items.map(\.settings) {
            for entry in settings.entries {
                var names: [String] = []
                Self.assetColorNames(in: entry.setting.value, into: &names)
                for name in names where assets.color(name) == nil {
                    if colorNames == nil { colorNames = assets.colorNames }
                    report(Catalogue.unknownAsset(name, isColor: true, nearest: nearest(name, in: colorNames ?? []),
                                                  at: span(of: entry.setting)))
                }
            }
        }
    }

    /// The `asset("…")` names a checked value holds, in order.
    static func assetColorNames(in value: CheckedValue, into names: inout [String]) {
        switch value {
        case .color(let color):
            assetColorNames(in: color, into: &names)
        case .call(_, let arguments):
            for entry in arguments.entries { assetColorNames(in: entry.value, into: &names) }
        default:
            break
        }
    }

    static func assetColorNames(in color: ColorValue, into names: inout [String]) {
        switch color {
        case .asset(let name): if !names.contains(name) { names.append(name) }
        case .dynamic(let light, let dark):
            assetColorNames(in: light, into: &names)
            assetColorNames(in: dark, into: &names)
        case .hex, .system: break
        }
    }
}
