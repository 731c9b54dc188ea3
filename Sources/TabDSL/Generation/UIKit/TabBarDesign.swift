/// `<Name>TabBarDesign`: the one place that decides how a system bar looks (classic, glass,
/// regular width), and the `UITabBarAppearance` of each look.
extension SwiftLayout {
    /// The design enum: which of the three looks the bar takes, from the iOS version, the
    /// Info.plist opt-out and the traits, with the hook tests use to pick the system, and the
    /// appearance each look gives UIKit's bar.
    func printDesign(_ p: inout CodePrinter) {
        let hasTitles = items.contains { $0.title != nil }
        printDeclaration(&p, "enum \(designType): Sendable", doc: [
            "How a `\(controllerType)` shows its bar where it runs. Decided in one place, `current(for:)`,"
                + " from the iOS version, the app's `UIDesignRequiresCompatibility` opt-out and the traits.",
        ]) { p in
            p.line("""
                /// Before iOS 26, or with `UIDesignRequiresCompatibility`: the bar drawn from the style.
                case classic
                /// iOS 26 and later: UIKit's Liquid Glass bar with the style's tints, title font and icons, and
                /// every item a plain item.
                case glass
                /// An iPad at regular width, from iPadOS 18, without Liquid Glass: UIKit shows the items in a bar
                /// at the top; every item is a plain item and nothing is drawn.
                case regularWidth

                /// Stands in for the system in tests, where `#available` is always true: whether it runs iOS 26 or
                /// later, and whether the app's Info.plist sets `UIDesignRequiresCompatibility`. Leave it `nil` in
                /// apps: the system decides.
                @MainActor static var systemOverride: (isIOS26OrLater: Bool, requiresCompatibility: Bool)?

                /// Whether UIKit shows its Liquid Glass bar: on iOS 26 and later, when the app is built with the
                /// iOS 26 SDK or later (Swift 6.2, Xcode 26) and doesn't run in UIKit's compatibility look.
                @MainActor static var usesGlass: Bool {
                    if let systemOverride { return systemOverride.isIOS26OrLater && !systemOverride.requiresCompatibility }
                    #if compiler(>=6.2)
                    if \(Self.iOS26Availability) {
                        return !requiresCompatibility(Bundle.main.infoDictionary ?? [:])
                    }
                    #endif
                    return false
                }

                /// Whether an app with the Info.plist `info` runs in UIKit's compatibility look: it sets
                /// `UIDesignRequiresCompatibility`, which Apple says is temporary and which UIKit ignores in apps
                /// built with the iOS 27 SDK or later (the SDK's version is Xcode's `DTPlatformVersion`).
                static func requiresCompatibility(_ info: [String: Any]) -> Bool {
                    guard info["UIDesignRequiresCompatibility"] as? Bool == true else { return false }
                    // `integerValue` reads the leading number ("26.0" is 26) without generic string parsing.
                    let sdkMajorVersion = (info["DTPlatformVersion"] as? String).map { ($0 as NSString).integerValue } ?? 26
                    return sdkMajorVersion < 27
                }

                /// The design of a bar with `traits`.
                @MainActor static func current(for traits: UITraitCollection) -> \(designType) {
                    if usesGlass { return .glass }
                    // iPhones keep a bottom bar at every width; iPads moved it to the top in iPadOS 18.
                    if \(Self.iOS18Availability), traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular {
                        return .regularWidth
                    }
                    return .classic
                }

                """)
            p.docComment(["UIKit's bar appearance in this design, with the style's tints" + (hasTitles ? " and title font" : "") + " in every item layout."])
            p.block("@MainActor func makeAppearance(resourceBundle: Bundle) -> UITabBarAppearance") { p in
                p.line("""
                    let appearance = UITabBarAppearance()
                    if self == .classic {
                        // The bar draws its own shape: UIKit's background stays transparent, without its hairline.
                        appearance.configureWithTransparentBackground()
                    } else {
                        // UIKit's own background, which on iOS 26 is the Liquid Glass material: a transparent or
                        // opaque one would replace it. The tints go in the item appearances rather than the
                        // bar's `tintColor`\(hasTitles ? ", since only they carry the title font too." : ", as the classic design's do.")
                        appearance.configureWithDefaultBackground()
                    }
                    """)
                p.block("for itemAppearance in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance, appearance.compactInlineLayoutAppearance]") { p in
                    for (state, color) in [("normal", styleColor("tint")), ("selected", styleColor("selectedTint"))] {
                        p.line("itemAppearance.\(state).iconColor = \(color)")
                        p.line("itemAppearance.\(state).titleTextAttributes = [.foregroundColor: \(color)" + (setsTitleFont ? ", .font: \(styleType).titleFont]" : "]"))
                    }
                }
                p.line("return appearance")
            }
        }
    }
}
