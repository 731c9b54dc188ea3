// Text, images, labels, buttons and fonts.
//
// Sources:
//  - documentation/SwiftUI/localizedstringkey.md: `@frozen struct LocalizedStringKey`
//    (Equatable, ExpressibleByStringInterpolation, Sendable), `init(_ value: String)`.
//  - documentation/Foundation/localizedstringresource.md and localizedstringresource/*.md:
//    `struct LocalizedStringResource` (iOS 16), `init(_ key: StaticString, defaultValue:
//    String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle:
//    LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`,
//    `init(_ keyAndValue: String.LocalizationValue, table:locale:bundle:comment:)`, string
//    literals, `key`, `defaultValue`, `table`, `locale`, `bundle`, `BundleDescription` (`main`,
//    `forClass(_:)`, `atURL(_:)`). Foundation's types, absent from Foundation on Linux: declared
//    here because SwiftUI re-exports Foundation.
//  - documentation/SwiftUI/text.md and text/*.md: `@frozen struct Text` (Equatable, Sendable),
//    `init(verbatim:)`, `init<S>(_ content: S) where S : StringProtocol`, `init(_ key:
//    LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString?
//    = nil)`, `init(_ resource: LocalizedStringResource)` (iOS 16), `font(_:)`,
//    `fontWeight(_:)`, `bold()`, `foregroundColor(_:)`, `+`.
//  - documentation/SwiftUI/image.md and image/*.md: `@frozen struct Image` (Equatable, Sendable),
//    `init(systemName:)`, `init(_ name: String, bundle: Bundle? = nil)`, `init(uiImage:)`,
//    `renderingMode(_:)`, `resizable(capInsets:resizingMode:)`, `TemplateRenderingMode`,
//    `ResizingMode`; view/symbolvariant(_:).md and symbolvariants.md (iOS 15).
//  - documentation/SwiftUI/label.md: `struct Label<Title, Icon> where Title : View, Icon :
//    View` (iOS 14), `init(title:icon:)`, `init(_:systemImage:)`, `init(_:image:)`.
//  - documentation/SwiftUI/button.md: `struct Button<Label> where Label : View`,
//    `init(action:label:)`, `init(_:action:)`, `init(role:action:label:)` (iOS 15); buttonrole.md.
//  - documentation/SwiftUI/font.md, font/system(size:weight:design:).md,
//    font/system(_:design:weight:).md (iOS 16), font/weight.md, font/design.md,
//    font/textstyle.md: `struct Font` (Hashable, Sendable), the text styles, `weight(_:)`,
//    `bold()`.

import UIKit

// MARK: - Strings

/// Source: `@frozen struct LocalizedStringKey` (iOS 13).
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// Stub: the key.
    public let stubKey: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        stubKey = value
    }

    public init(stringLiteral value: String) {
        stubKey = value
    }

    public init(stringInterpolation: StringInterpolation) {
        stubKey = stringInterpolation.key
    }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
        }
    }
}

extension String {
    /// Source: Foundation's `struct String.LocalizationValue` (iOS 16): a localized value,
    /// written as a string literal with interpolations (absent from Foundation on Linux).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        /// Stub: the text as written.
        public let stubText: String

        public init(_ value: String) {
            stubText = value
        }

        public init(stringLiteral value: String) {
            stubText = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            stubText = String(stringInterpolation: stringInterpolation)
        }
    }
}

/// Source: Foundation's `struct LocalizedStringResource` (iOS 16; Equatable, Hashable,
/// Sendable, ExpressibleByStringInterpolation).
@available(iOS 16.0, *)
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key to use to look up a localized string.
    public let key: String

    /// The resource's default value.
    public let defaultValue: String.LocalizationValue

    /// The name of the table containing the key-value pairs.
    public let table: String?

    /// The locale to use to look up the localized string from the string resource.
    public var locale: Locale

    /// The bundle containing the table's strings file.
    public var bundle: BundleDescription

    /// Creates a localized string resource from a static string and its bundle properties.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a localized string resource from a localization key and its bundle properties.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.stubText
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// Source: `enum LocalizedStringResource.BundleDescription`: the location of a bundle to
    /// use for looking up localized strings.
    public enum BundleDescription: Equatable, Sendable {
        /// The app's main bundle.
        case main
        /// A bundle located at a specific file URL.
        case atURL(URL)
        /// The bundle for a specific class.
        case forClass(AnyClass)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case let (.atURL(left), .atURL(right)): left == right
            case let (.forClass(left), .forClass(right)): left == right
            default: false
            }
        }
    }
}

// MARK: - Text

/// Source: `@frozen struct Text` (iOS 13).
@frozen
nonisolated public struct Text: View, Equatable, Sendable {
    /// Stub: the text as written (a verbatim string, a key, or a resource's key).
    public let stubContent: String

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        stubContent = content
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        stubContent = String(content)
    }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        stubContent = key.stubKey
    }

    /// Creates a text view that displays a localized string resource.
    @available(iOS 16.0, *)
    public init(_ resource: LocalizedStringResource) {
        stubContent = resource.key
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { self }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { self }

    /// Sets the color of the text displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { self }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.stubContent + rhs.stubContent)
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

// MARK: - Image

/// Source: `@frozen struct Image` (iOS 13).
@frozen
nonisolated public struct Image: View, Equatable, Sendable {
    /// Stub: the image's name, and whether it names a system symbol.
    public let stubName: String
    public let stubIsSystem: Bool

    /// Creates a system symbol image.
    public init(systemName: String) {
        stubName = systemName
        stubIsSystem = true
    }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {
        stubName = name
        stubIsSystem = false
    }

    /// Creates a SwiftUI image from a UIKit image instance.
    public init(uiImage: UIImage) {
        stubName = "uiImage"
        stubIsSystem = false
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `struct SymbolVariants` (iOS 15): `none`, `circle`, `square`, `rectangle`, `fill`,
/// `slash`; Hashable, Sendable.
@available(iOS 15.0, *)
public struct SymbolVariants: Hashable, Sendable {
    let stubName: String

    /// No variant for a symbol.
    public static let none = SymbolVariants(stubName: "none")
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(stubName: "circle")
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(stubName: "square")
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(stubName: "rectangle")
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(stubName: "fill")
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(stubName: "slash")
}

// MARK: - Label and Button

/// Source: `struct Label<Title, Icon> where Title : View, Icon : View` (iOS 14).
@available(iOS 14.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Stub: the title and icon.
    public let stubTitle: Title
    public let stubIcon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        stubTitle = title()
        stubIcon = icon()
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// Source: `struct ButtonRole` (iOS 15): `cancel`, `destructive`; Equatable, Sendable.
@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    let stubName: String

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(stubName: "cancel")

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(stubName: "destructive")
}

/// Source: `struct Button<Label> where Label : View` (iOS 13).
nonisolated public struct Button<Label>: View where Label: View {
    /// Stub: the action, the label and the role; `stubTap()` runs the action.
    public let stubAction: @MainActor () -> Void
    public let stubLabel: Label
    public let stubRole: Any?

    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        stubAction = action
        stubLabel = label()
        stubRole = nil
    }

    /// Creates a button with a specified role that displays a custom label.
    @available(iOS 15.0, *)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        stubAction = action
        stubLabel = label()
        stubRole = role
    }

    /// Stub: a tap.
    @MainActor public func stubTap() {
        stubAction()
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action, label: { Text(title) })
    }
}

/// Source: `protocol PrimitiveButtonStyle` (iOS 13) with `automatic`, `plain` and `borderless`.
public protocol PrimitiveButtonStyle {}

/// Source: `struct DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// Source: `struct PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// Source: `struct BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

// MARK: - Font

/// Source: `struct Font` (iOS 13): Hashable, Sendable.
public struct Font: Hashable, Sendable {
    let stubName: String

    /// A font with the large title text style.
    public static let largeTitle = Font(stubName: "largeTitle")
    /// A font with the title text style.
    public static let title = Font(stubName: "title")
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(stubName: "title2")
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(stubName: "title3")
    /// A font with the headline text style.
    public static let headline = Font(stubName: "headline")
    /// A font with the subheadline text style.
    public static let subheadline = Font(stubName: "subheadline")
    /// A font with the body text style.
    public static let body = Font(stubName: "body")
    /// A font with the callout text style.
    public static let callout = Font(stubName: "callout")
    /// A font with the footnote text style.
    public static let footnote = Font(stubName: "footnote")
    /// A font with the caption text style.
    public static let caption = Font(stubName: "caption")
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(stubName: "caption2")

    /// Specifies a system font to use, along with the style, weight, and any design parameters
    /// you want applied to the text.
    @available(iOS 16.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(stubName: "system \(size)")
    }

    /// Gets a system font that uses the specified style, design, and weight.
    @available(iOS 16.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(stubName: "system \(style)")
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { self }

    /// Adds bold styling to the font.
    public func bold() -> Font { self }

    /// Source: `struct Font.Weight` (Hashable, Sendable).
    public struct Weight: Hashable, Sendable {
        let value: Double

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// Source: `enum Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// Source: `enum Font.TextStyle` (CaseIterable).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }
}
