// Geometry values, colors, shape styles, materials, shapes, animations, Liquid Glass, sensory
// feedback and accessibility values.
//
// Sources:
//  - documentation/SwiftUI/alignment.md, horizontalalignment.md, verticalalignment.md, edge.md
//    (`Edge.Set`), horizontaledge.md, verticaledge.md, edgeinsets.md, unitpoint.md, angle.md,
//    safearearegions.md.
//  - documentation/SwiftUI/color.md and color/*.md: `@frozen struct Color` (View, ShapeStyle,
//    Hashable, Sendable), the system colors (`black` … `yellow`, `primary`, `secondary`,
//    `accentColor`, `clear`), `init(_ name: String, bundle: Bundle? = nil)`,
//    `init(_:red:green:blue:opacity:)`, `init(_:white:opacity:)`,
//    `init(hue:saturation:brightness:opacity:)`, `init(uiColor:)` (iOS 15), `opacity(_:)`,
//    `RGBColorSpace`. There is no `init(light:dark:)`.
//  - documentation/SwiftUI/shapestyle.md: `protocol ShapeStyle : Sendable`, the colors and
//    materials as `ShapeStyle` statics, `opacity(_:)`; hierarchicalshapestyle.md (`primary` …
//    `quaternary`), foregroundstyle.md, backgroundstyle.md, tintshapestyle.md, anyshapestyle.md.
//  - documentation/SwiftUI/material.md (iOS 15): `regular`, `thick`, `thin`, `ultraThin`,
//    `ultraThick`, `bar`; as shape styles `regularMaterial`, `thickMaterial`, `thinMaterial`,
//    `ultraThinMaterial`, `ultraThickMaterial`, `bar`.
//  - documentation/SwiftUI/shape.md (`protocol Shape : Sendable, Animatable, View`,
//    `nonisolated func path(in:) -> Path`, `fill(_:style:)`, `stroke(_:lineWidth:)`,
//    `stroke(_:style:)`), insettableshape.md (`inset(by:)`, `strokeBorder(_:lineWidth:)`),
//    path.md and path/*.md, capsule.md, circle.md, rectangle.md, roundedrectangle.md,
//    unevenroundedrectangle.md and rectanglecornerradii.md (iOS 16), roundedcornerstyle.md,
//    fillstyle.md, strokestyle.md; animatable.md, vectorarithmetic.md, animatablepair.md,
//    emptyanimatabledata.md.
//  - documentation/SwiftUI/animation.md and animation/*.md (`default`, `linear`, `easeIn`,
//    `easeOut`, `easeInOut` with and without `duration:`, `spring(response:dampingFraction:
//    blendDuration:)`, `spring(duration:bounce:blendDuration:)`, `bouncy`, `smooth`, `snappy`
//    (iOS 17), `delay(_:)`, `speed(_:)`), withanimation(_:_:).md, anytransition.md and its
//    statics (`identity`, `opacity`, `scale`, `slide`, `move(edge:)`, `offset(_:)`,
//    `push(from:)` (iOS 16), `asymmetric(insertion:removal:)`, `combined(with:)`,
//    `animation(_:)`).
//  - documentation/SwiftUI/glass.md and glass/*.md (iOS 26: `regular`, `clear`, `identity`,
//    `tint(_:)`, `interactive(_:)`), defaultglasseffectshape.md, glasseffectcontainer.md.
//  - documentation/SwiftUI/sensoryfeedback.md (iOS 17, Equatable and Sendable: `success`,
//    `warning`, `error`, `selection`, `increase`, `decrease`, `start`, `stop`, `alignment`,
//    `levelChange`, `impact`, `impact(weight:intensity:)`, `impact(flexibility:intensity:)`;
//    sensoryfeedback/pathcomplete.md, iOS 17.5).
//  - documentation/SwiftUI/accessibilitytraits.md and accessibilitytraits/*.md (`isTabBar`,
//    iOS 17), accessibilitychildbehavior.md (`ignore`, `contain`, `combine`),
//    accessibilityactionkind.md, preferencekey.md, scaledmetric.md (iOS 14), labelstyle.md and
//    its styles (iOS 14; `titleAndIcon` iOS 14.5),
//    accessibilityattachmentmodifier.md, matchedgeometryproperties.md, contentshapekinds.md.

import UIKit

// MARK: - Geometry values

/// Source: `@frozen struct HorizontalAlignment` (iOS 13).
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    let stubName: String
    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(stubName: "leading")
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(stubName: "center")
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(stubName: "trailing")
}

/// Source: `@frozen struct VerticalAlignment` (iOS 13).
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    let stubName: String
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(stubName: "top")
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(stubName: "center")
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(stubName: "bottom")
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(stubName: "firstTextBaseline")
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(stubName: "lastTextBaseline")
}

/// Source: `@frozen struct Alignment` (iOS 13).
@frozen
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates a custom alignment value with the specified horizontal and vertical alignment
    /// guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Source: `@frozen enum Edge` (iOS 13): `top`, `leading`, `bottom`, `trailing`; `Edge.Set`.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    /// An efficient set of edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Source: `@frozen enum HorizontalEdge` (iOS 15): `leading`, `trailing`.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading
    case trailing
}

/// Source: `@frozen enum VerticalEdge` (iOS 15): `top`, `bottom`.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case bottom
}

/// Source: `@frozen struct EdgeInsets` (iOS 13).
@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

/// Source: `@frozen struct UnitPoint` (iOS 13).
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Source: `@frozen struct Angle` (iOS 13): `degrees`, `radians`, `init(degrees:)`,
/// `init(radians:)`, `static func degrees(_:)`, `static func radians(_:)`, `zero`.
@frozen
public struct Angle: Comparable, Hashable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Source: `@frozen struct SafeAreaRegions` (iOS 14): `container`, `keyboard`, `all`.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - Shape styles and colors

/// Source: `protocol ShapeStyle : Sendable` (iOS 13).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// Returns a new style based on this style that multiplies by the specified opacity when
    /// drawing.
    @available(iOS 15.0, *)
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// Source: `@frozen struct Color` (iOS 13).
@frozen
nonisolated public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    /// Stub: what the color was made from.
    public let stubDescription: String

    init(stubDescription: String) {
        self.stubDescription = stubDescription
    }

    public var description: String { stubDescription }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Creates a color from a color set that you indicate by name.
    public init(_ name: String, bundle: Bundle? = nil) {
        stubDescription = "asset \(name)"
    }

    /// Creates a constant color from red, green, and blue component values.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        stubDescription = "\(colorSpace) \(red) \(green) \(blue) \(opacity)"
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        stubDescription = "\(colorSpace) white \(white) \(opacity)"
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        stubDescription = "hsb \(hue) \(saturation) \(brightness) \(opacity)"
    }

    /// Creates a color from a UIKit color.
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) {
        stubDescription = "uiColor"
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(stubDescription: "\(stubDescription) opacity \(opacity)")
    }

    public static let black = Color(stubDescription: "black")
    public static let blue = Color(stubDescription: "blue")
    @available(iOS 15.0, *) public static let brown = Color(stubDescription: "brown")
    public static let clear = Color(stubDescription: "clear")
    @available(iOS 15.0, *) public static let cyan = Color(stubDescription: "cyan")
    public static let gray = Color(stubDescription: "gray")
    public static let green = Color(stubDescription: "green")
    @available(iOS 15.0, *) public static let indigo = Color(stubDescription: "indigo")
    @available(iOS 15.0, *) public static let mint = Color(stubDescription: "mint")
    public static let orange = Color(stubDescription: "orange")
    public static let pink = Color(stubDescription: "pink")
    public static let purple = Color(stubDescription: "purple")
    public static let red = Color(stubDescription: "red")
    @available(iOS 15.0, *) public static let teal = Color(stubDescription: "teal")
    public static let white = Color(stubDescription: "white")
    public static let yellow = Color(stubDescription: "yellow")
    public static let primary = Color(stubDescription: "primary")
    public static let secondary = Color(stubDescription: "secondary")
    public static var accentColor: Color { Color(stubDescription: "accentColor") }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var blue: Color { .blue }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var cyan: Color { .cyan }
    public static var gray: Color { .gray }
    public static var green: Color { .green }
    public static var indigo: Color { .indigo }
    public static var mint: Color { .mint }
    public static var orange: Color { .orange }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var red: Color { .red }
    public static var teal: Color { .teal }
    public static var white: Color { .white }
    public static var yellow: Color { .yellow }
}

/// Source: `@frozen struct HierarchicalShapeStyle` (iOS 15).
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Source: `@frozen struct ForegroundStyle` (iOS 15).
@frozen
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

/// Source: `@frozen struct BackgroundStyle` (iOS 15).
@frozen
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

/// Source: `@frozen struct TintShapeStyle` (iOS 15).
@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Source: `@frozen struct AnyShapeStyle` (iOS 15): `init<S>(_ style: S) where S : ShapeStyle`.
@frozen
public struct AnyShapeStyle: ShapeStyle {
    let stubStyle: any ShapeStyle

    /// Create an instance from `style`.
    public init<S>(_ style: S) where S: ShapeStyle {
        stubStyle = style
    }
}

/// Source: `struct Material` (iOS 15).
@available(iOS 15.0, *)
public struct Material: ShapeStyle {
    let stubName: String

    public static let regular = Material(stubName: "regular")
    public static let thick = Material(stubName: "thick")
    public static let thin = Material(stubName: "thin")
    public static let ultraThin = Material(stubName: "ultraThin")
    public static let ultraThick = Material(stubName: "ultraThick")
    public static let bar = Material(stubName: "bar")
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matched to the current system bar style.
    public static var bar: Material { .bar }
}

// MARK: - Animatable data

/// Source: `protocol VectorArithmetic : AdditiveArithmetic` (iOS 13).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Source: `@frozen struct EmptyAnimatableData : VectorArithmetic` (iOS 13).
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Source: `@frozen struct AnimatablePair<First, Second> where First : VectorArithmetic, Second
/// : VectorArithmetic` (iOS 13).
@frozen
public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Source: `protocol Animatable` (iOS 13): `associatedtype AnimatableData : VectorArithmetic`,
/// `var animatableData`, defaulting to `EmptyAnimatableData`.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// MARK: - Shapes

/// Source: `nonisolated protocol Shape : Sendable, Animatable, View` (iOS 13): conforming types
/// are not main-actor isolated.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    nonisolated public var body: Never { return stubNoBody(Self.self) }

    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { stubModified() }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { stubModified() }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { stubModified() }

    /// Returns a new version of self representing the same shape, but that will ask it to
    /// create its path from a rect of `size`.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape { self }
}

/// Source: `nonisolated protocol InsettableShape : Shape` (iOS 13).
nonisolated public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
    /// the resulting shape with `style`, and then filling with `content`.
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { stubModified() }
}

/// Source: `enum RoundedCornerStyle` (iOS 13): `circular`, `continuous`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// Source: `@frozen struct FillStyle` (iOS 13).
@frozen
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Core Graphics' line cap styles (`CGLineCap`), absent from Linux: SwiftUI re-exports Core
/// Graphics.
public enum CGLineCap: Int32, Sendable {
    case butt
    case round
    case square
}

/// Core Graphics' line join styles (`CGLineJoin`), absent from Linux.
public enum CGLineJoin: Int32, Sendable {
    case miter
    case round
    case bevel
}

/// Source: `@frozen struct StrokeStyle` (iOS 13).
@frozen
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Source: `@frozen struct Path` (iOS 13; `Shape`, Equatable). The stub records the elements
/// (arcs as a line to their end point), for tests that look at a shape's outline.
@frozen
nonisolated public struct Path: Shape, Equatable {
    /// An element of a path.
    @frozen
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> ()) {
        callback(&self)
    }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point in the path, or nil if the path contains no points.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath, nil: nil
        }
    }

    /// A rectangle containing all path points.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let first, let second): points += [point, first, second]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x); minY = min(minY, point.y)
            maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    public func path(in _: CGRect) -> Path { self }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control
    /// point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(to: end, control1: control1, control2: control2)) }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        let end = CGPoint(x: center.x + radius * CGFloat(cos(endAngle.radians)), y: center.y + radius * CGFloat(sin(endAngle.radians)))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        addLine(to: end)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        addLine(to: tangent1End)
    }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds a rounded rectangle to the path.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        addRect(rect)
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRect(rect)
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

/// Source: `@frozen struct Rectangle` (iOS 13).
@frozen
nonisolated public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// Source: `@frozen struct Circle` (iOS 13).
@frozen
nonisolated public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// Source: `@frozen struct Capsule` (iOS 13): `init(style: RoundedCornerStyle = .continuous)`.
@frozen
nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style) }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// Source: `@frozen struct RoundedRectangle` (iOS 13).
@frozen
nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// Source: `@frozen struct RectangleCornerRadii` (iOS 16).
@available(iOS 16.0, *)
@frozen
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// Source: `@frozen struct UnevenRoundedRectangle` (iOS 16).
@available(iOS 16.0, *)
@frozen
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
}

@available(iOS 17.0, *)
extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

@available(iOS 17.0, *)
extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view
    /// containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { RoundedRectangle(cornerRadius: cornerRadius, style: style) }

    /// A rectangular shape with rounded corners, aligned inside the frame of the view
    /// containing it.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self { RoundedRectangle(cornerSize: cornerSize, style: style) }
}

@available(iOS 17.0, *)
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values, aligned inside the
    /// frame of the view containing it.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }

    /// A rectangular shape with rounded corners with different values, aligned inside the
    /// frame of the view containing it.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

@available(iOS 17.0, *)
extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape aligned inside the frame of the view containing it.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

@available(iOS 17.0, *)
extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

// MARK: - Animation

/// Source: `@frozen struct Animation` (iOS 13; Equatable, Hashable, Sendable).
@frozen
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let stubName: String
    public var description: String { stubName }

    public static let `default` = Animation(stubName: "default")
    public static var linear: Animation { Animation(stubName: "linear") }
    public static var easeIn: Animation { Animation(stubName: "easeIn") }
    public static var easeOut: Animation { Animation(stubName: "easeOut") }
    public static var easeInOut: Animation { Animation(stubName: "easeInOut") }
    public static func linear(duration: TimeInterval) -> Animation { Animation(stubName: "linear \(duration)") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(stubName: "easeIn \(duration)") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(stubName: "easeOut \(duration)") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(stubName: "easeInOut \(duration)") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation(stubName: "spring") }
    @available(iOS 17.0, *)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation(stubName: "spring \(duration)") }
    @available(iOS 17.0, *)
    public static var spring: Animation { Animation(stubName: "spring") }
    @available(iOS 17.0, *)
    public static var bouncy: Animation { Animation(stubName: "bouncy") }
    @available(iOS 17.0, *)
    public static var smooth: Animation { Animation(stubName: "smooth") }
    @available(iOS 17.0, *)
    public static var snappy: Animation { Animation(stubName: "snappy") }
    @available(iOS 17.0, *)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(stubName: "smooth \(duration)") }
    @available(iOS 17.0, *)
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(stubName: "snappy \(duration)") }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { self }
}

/// Source: `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws ->
/// Result) rethrows -> Result` (iOS 13). The stub runs the body at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Source: `@frozen struct AnyTransition` (iOS 13).
@frozen
public struct AnyTransition: Sendable {
    let stubName: String

    public static let identity = AnyTransition(stubName: "identity")
    public static let opacity = AnyTransition(stubName: "opacity")
    public static var scale: AnyTransition { AnyTransition(stubName: "scale") }
    public static var slide: AnyTransition { AnyTransition(stubName: "slide") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(stubName: "scale \(scale)") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(stubName: "move \(edge)") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(stubName: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(stubName: "offset") }
    @available(iOS 16.0, *)
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(stubName: "push \(edge)") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition(stubName: "asymmetric") }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition { self }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// MARK: - Liquid Glass

/// Source: `struct Glass` (iOS 26): `regular`, `clear`, `identity`, `tint(_:)`,
/// `interactive(_:)`; Equatable, Sendable.
@available(iOS 26.0, *)
public struct Glass: Equatable, Sendable {
    let stubName: String

    /// The regular variant of the Liquid Glass material.
    public static var regular: Glass { Glass(stubName: "regular") }

    /// The clear variant of the Liquid Glass material.
    public static var clear: Glass { Glass(stubName: "clear") }

    /// The identity variant of the Liquid Glass material (no effect).
    public static var identity: Glass { Glass(stubName: "identity") }

    /// Returns a copy of the structure with a tint color.
    public func tint(_ color: Color?) -> Glass { self }

    /// Returns a copy of the structure configured to be interactive.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Source: `struct DefaultGlassEffectShape` (iOS 26): the default shape applied by glass
/// effects, a capsule.
@available(iOS 26.0, *)
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Source: `@MainActor @preconcurrency struct GlassEffectContainer<Content> where Content :
/// View` (iOS 26): `init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
@available(iOS 26.0, *)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content>: View where Content: View {
    /// Stub: the container's content.
    public let stubContent: Content

    /// Creates a glass effect container with the provided spacing, extracting glass shapes
    /// from the provided content.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stubContent = content()
    }

    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

// MARK: - Sensory feedback

/// Source: `struct SensoryFeedback` (iOS 17; Equatable, Sendable).
@available(iOS 17.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    let stubName: String

    public static let success = SensoryFeedback(stubName: "success")
    public static let warning = SensoryFeedback(stubName: "warning")
    public static let error = SensoryFeedback(stubName: "error")
    public static let selection = SensoryFeedback(stubName: "selection")
    public static let increase = SensoryFeedback(stubName: "increase")
    public static let decrease = SensoryFeedback(stubName: "decrease")
    public static let start = SensoryFeedback(stubName: "start")
    public static let stop = SensoryFeedback(stubName: "stop")
    public static let alignment = SensoryFeedback(stubName: "alignment")
    public static let levelChange = SensoryFeedback(stubName: "levelChange")
    public static let impact = SensoryFeedback(stubName: "impact")
    @available(iOS 17.5, *)
    public static let pathComplete = SensoryFeedback(stubName: "pathComplete")

    /// Provides a physical metaphor you can use for haptic feedback.
    public struct Weight: Equatable, Sendable {
        let stubName: String
        public static let light = Weight(stubName: "light")
        public static let medium = Weight(stubName: "medium")
        public static let heavy = Weight(stubName: "heavy")
    }

    /// The flexibility to be used for haptic feedback.
    public struct Flexibility: Equatable, Sendable {
        let stubName: String
        public static let rigid = Flexibility(stubName: "rigid")
        public static let solid = Flexibility(stubName: "solid")
        public static let soft = Flexibility(stubName: "soft")
    }

    /// Indicates that a physical impact has occurred.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(stubName: "impact \(weight.stubName) \(intensity)")
    }

    /// Indicates that a physical impact has occurred.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(stubName: "impact \(flexibility.stubName) \(intensity)")
    }
}

// MARK: - Accessibility and other values

/// Source: `struct AccessibilityTraits` (iOS 13; SetAlgebra, ExpressibleByArrayLiteral,
/// Sendable).
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var bits: UInt32

    public init() { bits = 0 }
    init(bit: UInt32) { bits = 1 << bit }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    @available(iOS 17.0, *) public static let isToggle = AccessibilityTraits(bit: 15)
    @available(iOS 17.0, *) public static let isTabBar = AccessibilityTraits(bit: 16)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.bits |= other.bits; return copy }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.bits &= other.bits; return copy }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.bits ^= other.bits; return copy }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Source: `struct AccessibilityChildBehavior` (iOS 14): `ignore`, `contain`, `combine`;
/// Hashable, Sendable.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let stubName: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(stubName: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(stubName: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(stubName: "combine")
}

/// Source: `struct AccessibilityActionKind` (iOS 13): `default`, `escape`, `magicTap`.
public struct AccessibilityActionKind: Equatable, Sendable {
    let stubName: String
    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(stubName: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(stubName: "escape")
    /// The value that represents a user-initiated magic tap.
    public static let magicTap = AccessibilityActionKind(stubName: "magicTap")
}

/// Source: `protocol PreferenceKey` (iOS 13): `associatedtype Value`, `static var defaultValue`,
/// `static func reduce(value:nextValue:)`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference.
    static var defaultValue: Self.Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// Source: `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`
/// (iOS 14; DynamicProperty, Sendable). The stub's value is the unscaled one (the default
/// Dynamic Type size).
@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty, Sendable where Value: BinaryFloatingPoint, Value: Sendable {
    private let base: Value

    /// Creates the scaled metric with an unscaled value using the default scaling.
    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value { base }
}

/// Source: `protocol LabelStyle` (iOS 14) with `automatic`, `iconOnly`, `titleOnly`,
/// `titleAndIcon`.
@available(iOS 14.0, *)
public protocol LabelStyle {}

/// Source: `struct DefaultLabelStyle`.
@available(iOS 14.0, *)
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
}

/// Source: `struct IconOnlyLabelStyle`.
@available(iOS 14.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
}

/// Source: `struct TitleOnlyLabelStyle`.
@available(iOS 14.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
}

/// Source: `struct TitleAndIconLabelStyle`.
@available(iOS 14.5, *)
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
}

@available(iOS 14.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

@available(iOS 14.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

@available(iOS 14.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

@available(iOS 14.5, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a system-standard
    /// layout.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// Source: `struct AccessibilityAttachmentModifier : ViewModifier` (iOS 13): what the
/// accessibility modifiers that return `ModifiedContent` apply.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct MatchedGeometryProperties` (iOS 14): `position`, `size`, `frame`.
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Source: `struct ContentShapeKinds` (iOS 15): `interaction`, `dragPreview`, `contextMenuPreview`,
/// `hoverEffect`, `accessibility` (iOS 17).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    @available(iOS 17.0, *) public static let accessibility = ContentShapeKinds(rawValue: 16)
}
