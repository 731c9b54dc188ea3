// SystemColors.swift — the table of iOS system color names (docs/language.md) with their light and
// dark appearance sRGB values, plus the WCAG 2.x arithmetic used by TAB303 (docs/diagnostics.md, "TAB303 ratios").
//
// Values are the *default* (not increased-contrast), base-elevation variants of the UIKit
// dynamic colors as published for iOS 13–18 (the Human Interface Guidelines "Color" page
// before its change log entry "June 9, 2025: Updated system color values" for iOS 26, whose
// retuned hues are NOT used here). The iOS 13–18 values are what most SDKs ship and what the
// project's tests assume (systemBlue 0,122,255 / 10,132,255).
//
// Sources (found and cross-checked with the project's search tools):
//  [HIG]  Apple, Human Interface Guidelines — "Color"
//         https://developer.apple.com/design/human-interface-guidelines/color
//         (…/foundations/color/): system colors, system grays, background and label colors.
//  [UIK]  Apple, UIKit documentation — UIColor "Standard colors" and "UI element colors"
//         (e.g. https://developer.apple.com/documentation/uikit/uicolor/3173141-systemblue),
//         as referenced from the Flutter source below.
//  [FLT]  flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart
//         (CupertinoColors: light / dark / high-contrast values for every UIKit system color,
//         label, secondaryLabel, tertiaryLabel, system backgrounds and separator).
//  [NG]   Noah Gilmore, "Backwards compatibility for iOS 13 system colors",
//         https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/ and
//         noahsark769/ColorCompatibility, Sources/ColorCompatibility.swift (light values read
//         from UIKit on device: labels, backgrounds, separator 60,60,67 @ 0.29, grays).
//  [OAW]  a public "uicolor" palette page transcribed from the HIG (2022): light and dark
//         RGBA for labels, backgrounds, separator (84,84,88 @ 0.6 dark), system colors.
//  [MD]   several public HIG transcriptions (a SwiftUI design guide table "iOS/iPadOS
//         Standard Colors", Dart/TypeScript palettes) agreeing with the values below.
//
// Notes on doubtful values:
//  * systemMint dark: 99,230,226 per [FLT] and [MD]; [OAW] (2022 HIG copy) lists
//    102,212,207, which [FLT] gives as the *increased-contrast* dark variant. Using 99,230,226.
//  * systemTeal: iOS 15 changed it to 48,176,199 / 64,200,224 ([OAW], [MD]); [FLT] still ships
//    the iOS 13/14 value 90,200,250 / 100,210,255 (now close to systemCyan). Using iOS 15+.
//  * systemCyan 50,173,230 / 100,210,255 and systemBrown 162,132,94 / 172,142,104: [FLT],
//    [OAW], [MD] agree (one outlier palette gave cyan 0,173,230; ignored).
//  * Alphas: secondaryLabel 0.6, tertiaryLabel 0.3, separator 0.29 (light) / 0.6 (dark).
//    [FLT] stores them as 8-bit alphas 153, 76, 73, 153 (= 0.600, 0.298, 0.286, 0.600);
//    [NG] reads 0.6, 0.3, 0.29 from UIKit. The dark separator 84,84,88 @ 0.6 is from [FLT]
//    and [OAW] only (no on-device reading found).
//  * Fixed colors are UIKit's white-based constants: gray = 0.5 white (127.5, stored as 128),
//    lightGray = 2/3 white (170), darkGray = 1/3 white (85), clear = black at alpha 0.

import Foundation

/// An sRGB color with 8-bit channels and an alpha in 0...1.
public struct RGBAColor: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// Light and dark appearance values of one named system color.
public struct SystemColorValue: Sendable {
    public let light: RGBAColor
    public let dark: RGBAColor

    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// A color that is the same in both appearances.
    init(fixed: RGBAColor) {
        self.light = fixed
        self.dark = fixed
    }
}

public enum SystemColors {
    /// The names in docs/language.md order.
    public static let names: [String] = entries.map(\.name)

    public static func value(named name: String) -> SystemColorValue? {
        values[name]
    }

    private static let values: [String: SystemColorValue] = Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    private static func pair(_ light: RGBAColor, _ dark: RGBAColor) -> SystemColorValue {
        SystemColorValue(light: light, dark: dark)
    }

    private static let entries: [(name: String, value: SystemColorValue)] = [
        // Standard colors                        light                     dark
        ("systemBlue",                pair(rgb(  0, 122, 255),       rgb( 10, 132, 255))),
        ("systemGray",                pair(rgb(142, 142, 147),       rgb(142, 142, 147))),
        ("systemGray2",               pair(rgb(174, 174, 178),       rgb( 99,  99, 102))),
        ("systemGray3",               pair(rgb(199, 199, 204),       rgb( 72,  72,  74))),
        ("systemGray4",               pair(rgb(209, 209, 214),       rgb( 58,  58,  60))),
        ("systemGray5",               pair(rgb(229, 229, 234),       rgb( 44,  44,  46))),
        ("systemGray6",               pair(rgb(242, 242, 247),       rgb( 28,  28,  30))),
        ("systemRed",                 pair(rgb(255,  59,  48),       rgb(255,  69,  58))),
        ("systemGreen",               pair(rgb( 52, 199,  89),       rgb( 48, 209,  88))),
        ("systemOrange",              pair(rgb(255, 149,   0),       rgb(255, 159,  10))),
        ("systemYellow",              pair(rgb(255, 204,   0),       rgb(255, 214,  10))),
        ("systemPink",                pair(rgb(255,  45,  85),       rgb(255,  55,  95))),
        ("systemPurple",              pair(rgb(175,  82, 222),       rgb(191,  90, 242))),
        ("systemTeal",                pair(rgb( 48, 176, 199),       rgb( 64, 200, 224))),
        ("systemIndigo",              pair(rgb( 88,  86, 214),       rgb( 94,  92, 230))),
        ("systemMint",                pair(rgb(  0, 199, 190),       rgb( 99, 230, 226))),
        ("systemCyan",                pair(rgb( 50, 173, 230),       rgb(100, 210, 255))),
        ("systemBrown",               pair(rgb(162, 132,  94),       rgb(172, 142, 104))),
        // UI element colors
        ("label",                     pair(rgb(  0,   0,   0),       rgb(255, 255, 255))),
        ("secondaryLabel",            pair(rgb( 60,  60,  67, 0.6),  rgb(235, 235, 245, 0.6))),
        ("tertiaryLabel",             pair(rgb( 60,  60,  67, 0.3),  rgb(235, 235, 245, 0.3))),
        ("systemBackground",          pair(rgb(255, 255, 255),       rgb(  0,   0,   0))),
        ("secondarySystemBackground", pair(rgb(242, 242, 247),       rgb( 28,  28,  30))),
        ("tertiarySystemBackground",  pair(rgb(255, 255, 255),       rgb( 44,  44,  46))),
        ("separator",                 pair(rgb( 60,  60,  67, 0.29), rgb( 84,  84,  88, 0.6))),
        // Fixed colors (same in both appearances)
        ("white",                     SystemColorValue(fixed: rgb(255, 255, 255))),
        ("black",                     SystemColorValue(fixed: rgb(  0,   0,   0))),
        ("gray",                      SystemColorValue(fixed: rgb(128, 128, 128))),
        ("lightGray",                 SystemColorValue(fixed: rgb(170, 170, 170))),
        ("darkGray",                  SystemColorValue(fixed: rgb( 85,  85,  85))),
        ("clear",                     SystemColorValue(fixed: rgb(  0,   0,   0, 0))),
    ]
}

extension RGBAColor {
    /// WCAG 2.x relative luminance.
    ///
    /// Uses the color's RGB channels only; composite a translucent color over its background
    /// first (``composited(over:)``). The linearization threshold is 0.04045 (the sRGB value,
    /// as corrected in WCAG 2.2's note); WCAG 2.0's 0.03928 gives the same result for 8-bit
    /// channels.
    public var relativeLuminance: Double {
        let linear = Self.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// The linearized value of each 8-bit channel, computed once: every layout's contrast
    /// check reads it, and `pow` is the costly part.
    private static let linearChannels: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// This color composited over an opaque background (source-over), result opaque.
    ///
    /// Blending is done on the gamma-encoded 8-bit values, as UIKit and browsers do; the
    /// background's own alpha is ignored (it is treated as opaque). Channels round to nearest,
    /// halves away from zero.
    public func composited(over background: RGBAColor) -> RGBAColor {
        // Opaque, the usual case: each channel blends to itself.
        if alpha >= 1 { return RGBAColor(red: red, green: green, blue: blue, alpha: 1) }
        let a = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let value = Double(top) * a + Double(bottom) * (1 - a)
            return UInt8(min(max(value.rounded(.toNearestOrAwayFromZero), 0), 255))
        }
        return RGBAColor(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: 1
        )
    }

    /// WCAG contrast ratio (L1+0.05)/(L2+0.05), >= 1.
    public static func contrastRatio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = a.relativeLuminance
        let lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
