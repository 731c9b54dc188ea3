import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) as far as tabc reads it: the names of its image,
/// symbol and color sets, and each color set's light and dark color.
///
/// The library never touches the file system: the command line walks the catalog's folder
/// (`NAME.imageset`, `NAME.symbolset`, `NAME.colorset`, nested folders, a folder's
/// `provides-namespace`) and passes each set it finds, with a color set's `Contents.json`.
public struct AssetCatalog: Sendable {
    /// A color set's color in light and dark appearance; nil where it gives none tabc can read
    /// (a system color reference, an unknown color space).
    public struct Color: Sendable, Equatable {
        public var light: RGBAColor?
        public var dark: RGBAColor?
    }

    /// The kinds of set tabc reads.
    public enum SetKind: String, Sendable, CaseIterable {
        case imageset, symbolset, colorset
    }

    /// The catalog's path, as given.
    public var path: String
    /// The names `image("…")` may use: image sets and symbol sets.
    public private(set) var imageNames: Set<String> = []
    /// The names `asset("…")` may use, with their colors.
    public private(set) var colors: [String: Color] = [:]

    public init(path: String) {
        self.path = path
    }

    /// The kind of set a folder is, by its name's extension (`home.imageset`), and the set's name.
    public static func set(named folderName: String) -> (kind: SetKind, name: String)? {
        for kind in SetKind.allCases where folderName.hasSuffix("." + kind.rawValue) {
            let name = String(folderName.dropLast(kind.rawValue.count + 1))
            return name.isEmpty ? nil : (kind, name)
        }
        return nil
    }

    /// Adds a set the walk found: `name` with its namespace prefix (`Icons/home`), and for a
    /// color set the bytes of its `Contents.json` (nil when it has none).
    public mutating func add(_ kind: SetKind, name: String, contents: [UInt8]?) {
        switch kind {
        case .imageset, .symbolset:
            imageNames.insert(name)
        case .colorset:
            colors[name] = contents.map(Self.color(fromContents:)) ?? Color(light: nil, dark: nil)
        }
    }

    /// Whether a folder's `Contents.json` says its folder names the sets inside it
    /// (`"properties": {"provides-namespace": true}`).
    public static func providesNamespace(_ contents: [UInt8]) -> Bool {
        guard case .success(let json) = JSONReader.read(contents) else { return false }
        return json["properties"]?["provides-namespace"]?.boolValue == true
    }

    /// A color set's light and dark color, from its `Contents.json`: the universal (or iOS)
    /// entries, the one without appearances as light, the one for `luminosity: dark` as dark;
    /// components as 0–1 numbers, 0–255 integers or `0xFF` hex, in sRGB, extended sRGB or
    /// Display P3 (converted to sRGB), or a gray.
    public static func color(fromContents contents: [UInt8]) -> Color {
        guard case .success(let json) = JSONReader.read(contents), let entries = json["colors"]?.arrayValue else {
            return Color(light: nil, dark: nil)
        }
        var light: RGBAColor?
        var dark: RGBAColor?
        for entry in entries {
            let idiom = entry["idiom"]?.stringValue ?? "universal"
            guard idiom == "universal" || idiom == "iphone" || idiom == "ipad" else { continue }
            let appearances = entry["appearances"]?.arrayValue ?? []
            // High-contrast variants and other appearances are left out.
            let luminosity = appearances.compactMap { appearance -> String? in
                appearance["appearance"]?.stringValue == "luminosity" ? appearance["value"]?.stringValue : nil
            }
            guard appearances.count == luminosity.count, let color = entry["color"].flatMap(rgba) else { continue }
            switch luminosity.first {
            case nil, "light"?, "any"?: if light == nil { light = color }
            case "dark"?: if dark == nil { dark = color }
            default: continue
            }
        }
        // A set without a dark variant shows its light color in dark appearance.
        return Color(light: light, dark: dark ?? light)
    }

    /// One `"color"` object as sRGB.
    static func rgba(_ color: JSONValue) -> RGBAColor? {
        guard let components = color["components"] else { return nil }
        let space = color["color-space"]?.stringValue ?? "srgb"
        func component(_ key: String) -> Double? {
            guard let value = components[key] else { return nil }
            let text: String
            if let string = value.stringValue {
                text = string.trimmingCharacters(in: .whitespaces)
            } else if case .number(let number) = value {
                // A number too large for a double (1e999) is no component.
                guard number.isFinite else { return nil }
                return number <= 1 ? number : number / 255
            } else if case .integer(let number) = value {
                return number <= 1 ? Double(number) : Double(number) / 255
            } else {
                return nil
            }
            if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return Double(hex) / 255 }
            guard let number = Double(text), number.isFinite else { return nil }
            // "255" is a byte; "1.000" or "1" a fraction (1 is the same either way within rounding).
            return number > 1 && !text.contains(".") ? number / 255 : number
        }
        let alpha = component("alpha").map { $0.isNaN ? 1 : min(max($0, 0), 1) } ?? 1
        var red: Double, green: Double, blue: Double
        switch space {
        case "srgb", "extended-srgb":
            guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
            (red, green, blue) = (r, g, b)
        case "display-p3":
            guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
            (red, green, blue) = displayP3ToSRGB(r, g, b)
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { return nil }
            (red, green, blue) = (white, white, white)
        default:
            return nil
        }
        // NaN would trap in the conversion to a byte; it can't arise from finite components,
        // but a color is input, so it is refused rather than trusted.
        func byte(_ value: Double) -> UInt8 { value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBAColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: alpha)
    }

    /// A Display P3 color in sRGB (both with the sRGB transfer function; the primaries
    /// converted in linear light, out-of-gamut values clamped).
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> Double {
            let clamped = min(max(value, 0), 1)
            return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return (encoded(1.2249401 * r - 0.2249404 * g),
                encoded(-0.0420569 * r + 1.0420571 * g),
                encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
    }
}

extension AssetCatalog {
    /// TAB314 for a path given with `--assets` that isn't an asset catalog (`reason` says why),
    /// reported at the path.
    public static func notACatalog(path: String, reason: String) -> Diagnostic {
        Catalogue.notAnAssetCatalog(path: path, reason: reason, at: SourceSpan(file: SourceFile(path: path, bytes: []), range: .at(0)))
    }
}

/// The asset catalogs of a run (`--assets`, repeatable): a name is known when any holds it.
public struct AssetCatalogs: Sendable {
    public var catalogs: [AssetCatalog]

    public init(_ catalogs: [AssetCatalog]) {
        self.catalogs = catalogs
    }

    public func hasImage(_ name: String) -> Bool { catalogs.contains { $0.imageNames.contains(name) } }

    public func color(_ name: String) -> AssetCatalog.Color? {
        for catalog in catalogs { if let color = catalog.colors[name] { return color } }
        return nil
    }

    /// Every image name, sorted, for "did you mean".
    public var imageNames: [String] { Set(catalogs.flatMap(\.imageNames)).sorted() }
    /// Every color name, sorted, for "did you mean".
    public var colorNames: [String] { Set(catalogs.flatMap { $0.colors.keys }).sorted() }
}
