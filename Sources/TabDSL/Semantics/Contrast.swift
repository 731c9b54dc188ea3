import Foundation

/// WCAG non-text contrast (docs/diagnostics.md TAB303) and color identity (TAB310) on resolved colors.
public enum Contrast {
    /// The smallest ratio allowed for user-interface components (WCAG 2.1, 1.4.11).
    public static let minimumRatio = 3.0

    /// A color's light and dark sRGB values, nil when unknown (an asset color that no given
    /// catalog holds, or whose color set gives no color tabc can read).
    public static func appearances(_ color: ColorValue, assets: AssetCatalogs? = nil) -> (light: RGBAColor, dark: RGBAColor)? {
        switch color {
        case .hex(let red, let green, let blue, let alpha):
            let value = RGBAColor(red: red, green: green, blue: blue, alpha: Double(alpha) / 255)
            return (value, value)
        case .system(let name):
            guard let value = SystemColors.value(named: name) else { return nil }
            return (value.light, value.dark)
        case .asset(let name):
            guard let color = assets?.color(name), let light = color.light, let dark = color.dark else { return nil }
            return (light, dark)
        case .dynamic(let light, let dark):
            guard let lightValue = appearances(light, assets: assets)?.light,
                  let darkValue = appearances(dark, assets: assets)?.dark else { return nil }
            return (lightValue, darkValue)
        }
    }

    /// iOS 26's Liquid Glass tab bar as a plain color, in light and dark appearance, for
    /// `kind: system` layouts (the glass ignores `background`). Apple publishes no values for
    /// the material, which takes its color from what is behind it; these are the bar over a
    /// plain screen of that appearance: white in light, `#1C1C1E` in dark (docs/lints.md).
    public static let glass = (light: RGBAColor(red: 255, green: 255, blue: 255), dark: RGBAColor(red: 28, green: 28, blue: 30))

    public struct Failure: Sendable, Equatable {
        public var appearance: String
        public var ratio: Double
    }

    /// The appearances in which `foreground` on `background` is below 3:1. A translucent
    /// background is composited over the window (white in light, black in dark appearance)
    /// first, a translucent foreground over that background.
    public static func failures(_ foreground: ColorValue, on background: ColorValue) -> [Failure] {
        failures(appearances(foreground), on: appearances(background))
    }

    /// `failures` of colors already resolved with `appearances` (nil: unknown), so that a
    /// caller checking several colors on one background resolves each color once.
    static func failures(_ foreground: (light: RGBAColor, dark: RGBAColor)?,
                         on background: (light: RGBAColor, dark: RGBAColor)?) -> [Failure] {
        guard let front = foreground, let back = background else { return [] }
        // No array when both pass, the usual case.
        var failures: [Failure] = []
        if let ratio = failingRatio(front.light, on: back.light, window: RGBAColor(red: 255, green: 255, blue: 255)) {
            failures.append(Failure(appearance: "light", ratio: ratio))
        }
        if let ratio = failingRatio(front.dark, on: back.dark, window: RGBAColor(red: 0, green: 0, blue: 0)) {
            failures.append(Failure(appearance: "dark", ratio: ratio))
        }
        return failures
    }

    /// The ratio of `top` on `bottom` composited over `window`, when it is below the minimum.
    private static func failingRatio(_ top: RGBAColor, on bottom: RGBAColor, window: RGBAColor) -> Double? {
        let opaqueBackground = bottom.composited(over: window)
        let opaqueForeground = top.composited(over: opaqueBackground)
        let ratio = RGBAColor.contrastRatio(opaqueForeground, opaqueBackground)
        return ratio < minimumRatio ? ratio : nil
    }

    /// Whether two colors are the same once resolved (not as spelled).
    public static func sameColor(_ a: ColorValue, _ b: ColorValue) -> Bool {
        sameColor(a, b, appearances(a), appearances(b))
    }

    /// `sameColor` of two colors with their `appearances`, already resolved.
    static func sameColor(_ a: ColorValue, _ b: ColorValue,
                          _ left: (light: RGBAColor, dark: RGBAColor)?, _ right: (light: RGBAColor, dark: RGBAColor)?) -> Bool {
        if a == b { return true }
        if let left, let right {
            return left.light == right.light && left.dark == right.dark
        }
        return false
    }
}
