// A stand-in for UIKit (with the few QuartzCore and CoreGraphics types the generated code
// uses), so that tabc's generated Swift can be type-checked and run on Linux in tests.
//
// SDK-true for the classes generated code builds on: UIResponder, UIView, UIControl, UIButton,
// UIViewController, UINavigationController, UITabBarController, UITabBar, UIBarItem,
// UITabBarItem, UITab and the four delegates declare every member Apple's documentation lists
// for the released SDKs (iOS 26), in the class body and `open`, so that a generated name that
// clashes with UIKit fails here as it fails in Xcode. Each group names the documentation pages
// it came from (the Markdown mirror of developer.apple.com in the GitHub repository
// Averyy/apple-dev-docs); `Tests/TabDSLTests/Fixtures/uikit-members` lists the members and
// UIKitStubTests checks them; `Tests/Support/README.md` says how to extend the stub.
//
// Declarations follow Apple's exactly for what the generated code touches: names, argument
// labels, optionality, `open`/`class`/`static`, `@MainActor` on the classes and protocols
// UIKit marks `NS_SWIFT_UI_ACTOR`, and `@discardableResult` where the Objective-C importer
// makes results discardable. Where Apple declares a member on `NSObject` (the informal
// accessibility and key-value coding protocols), it is declared here on the UIKit classes
// that use it, since Swift on Linux can't add overridable members to Foundation's NSObject.
// Apple's availability is noted with `@available(iOS …)`; it has no effect on Linux.
//
// Behaviour is just enough to run a container view controller: view hierarchy and layout on
// demand, safe areas, traits, hit-testing, control actions, view controller containment and
// presentation (with a simulated swipe dismissal), navigation and tab bar controllers.
// Members only tests use start with `stub`.
//
// Sources, checked with the project's search tool (Apple's documentation pages
// developer.apple.com/documentation/uikit/…, quoted declarations):
//  - UIView: animate(withDuration:delay:options:animations:completion:), animate(withDuration:
//    animations:completion:), transition(with:duration:options:animations:completion:)
//    (`animations: (() -> Void)?`), point(inside:with:), hitTest(_:with:).
//  - UIControl: addAction(_:for:), sendActions(for:). UIAction: init(title:image:identifier:
//    discoverabilityTitle:attributes:state:handler:) `@MainActor @preconcurrency`;
//    UIActionHandler `(UIAction) -> Void`.
//  - Traits: UITraitEnvironment `@MainActor protocol … : NSObjectProtocol`;
//    traitCollectionDidChange(_:) deprecated in iOS 17.0 ("Use the trait change registration
//    APIs declared in the UITraitChangeObservable protocol"); registerForTraitChanges(_:handler:)
//    `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits:
//    [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any
//    UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`, TraitChangeHandler
//    `(TraitEnvironment, UITraitCollection) -> Void`; systemTraitsAffectingColorAppearance
//    `static var … : [UITrait] { get }` (iOS 17); hasDifferentColorAppearance(comparedTo:)
//    (iOS 13).
//  - UIColor init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) (iOS 13).
//  - UILargeContentViewerInteraction `@MainActor class`, init(delegate: (any
//    UILargeContentViewerInteractionDelegate)?) (iOS 13).
//  - UIFeedbackGenerator `@MainActor class`; UIImpactFeedbackGenerator init(style:) (iOS
//    10.0–27.0, deprecated) and init(style:view:) (iOS 17.5); UIFeedbackGenerator init(view:)
//    (iOS 17.5).
//  - UIAccessibility.isReduceMotionEnabled `@MainActor static var … : Bool { get }`.
//  - UIViewControllerTransitionCoordinator `@MainActor protocol … :
//    UIViewControllerTransitionCoordinatorContext`, animate(alongsideTransition:completion:)
//    `-> Bool` (ObjC, so discardable).
//  - UITabBar standardAppearance / scrollEdgeAppearance `@NSCopying var` (scrollEdgeAppearance
//    iOS 15: nil means the standard appearance with a transparent background), so the stub
//    copies what is assigned; UITabBarControllerDelegate tabBarController(_:shouldSelect:)
//    `optional func … -> Bool`; UIFontMetrics scaledFont(for:maximumPointSize:) (iOS 11; the
//    font passed must not be scaled already).
//  - Public UIKit code (hand-written tab bars and apps) for the long-standing signatures of
//    containment (addChild(_:), willMove(toParent:), didMove(toParent:), removeFromParent()),
//    present(_:animated:completion:), UINavigationController, UITabBarController and
//    UITabBarControllerDelegate, UIStoryboard, UIImage(systemName:withConfiguration:),
//    UIImage.SymbolConfiguration(pointSize:), UIFont.systemFont(ofSize:weight:),
//    UIFontMetrics.scaledFont(for:maximumPointSize:), UIBezierPath, CALayer and CAShapeLayer,
//    UITabBarAppearance (standardAppearance, scrollEdgeAppearance since iOS 15).
//  - The More list (uitabbarcontroller.md "The More Navigation Controller", uitabbarcontroller/
//    morenavigationcontroller.md, selectedindex.md, selectedviewcontroller.md, viewcontrollers.md),
//    transition coordinators (uiviewcontroller/transitioncoordinator.md,
//    uiviewcontrollertransitioncoordinator/notifywheninteractionchanges.md), isMovingToParent and
//    isMovingFromParent (uiviewcontroller/ismovingtoparent.md, ismovingfromparent.md).

@_exported import Foundation

// MARK: - Test log

/// What the stub was asked to do, in order, for behaviour tests to check.
@MainActor
public enum StubLog {
    public static var events: [String] = []

    public static func record(_ event: String) { events.append(event) }

    /// Clears the log.
    public static func reset() { events.removeAll() }
}

// MARK: - CoreGraphics and QuartzCore (the parts the generated code uses)

/// A color for Core Animation (stub: sRGB components, or a name).
public final class CGColor: CustomStringConvertible {
    public let stubComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    init(_ components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        stubComponents = components
    }
    public var description: String {
        let c = stubComponents
        return "rgba(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
    }
}

/// A path (stub: the list of drawing commands, for tests to read).
public final class CGPath {
    public let stubElements: [String]
    init(_ elements: [String]) { stubElements = elements }
}

/// Source: QuartzCore `open class CATransaction : NSObject` (documentation/QuartzCore/
/// catransaction.md): `begin()`, `commit()`, `flush()`, `setDisableActions(_:)`,
/// `disableActions()`, `animationDuration()`, `setAnimationDuration(_:)`,
/// `completionBlock()`, `setCompletionBlock(_:)`, `lock()`, `unlock()`. Transactions nest;
/// outside any explicit one, changes belong to an implicit transaction whose actions are on.
open class CATransaction: NSObject {
    nonisolated(unsafe) private static var stack: [(disableActions: Bool, duration: TimeInterval, completion: (() -> Void)?)] = []

    open class func begin() { stack.append((stack.last?.disableActions ?? false, stack.last?.duration ?? 0.25, nil)) }
    open class func commit() {
        guard let finished = stack.popLast() else { return }
        finished.completion?()
    }
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
    open class func disableActions() -> Bool { stack.last?.disableActions ?? false }
    open class func setDisableActions(_ flag: Bool) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].disableActions = flag
    }
    open class func animationDuration() -> TimeInterval { stack.last?.duration ?? 0.25 }
    open class func setAnimationDuration(_ dur: TimeInterval) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].duration = dur
    }
    open class func completionBlock() -> (() -> Void)? { stack.last?.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].completion = block
    }

    /// Stub: the animatable layer properties changed so far with actions enabled on a
    /// stand-alone layer in a layer tree, where Core Animation would animate the change
    /// implicitly (over 0.25 s, out of step with the view that owns the layer).
    nonisolated(unsafe) public static var stubImplicitAnimations: [String] = []
}

/// Source: QuartzCore `open class CALayer : NSObject, NSSecureCoding, CAMediaTiming`.
open class CALayer: NSObject {
    public override init() { super.init() }

    /// Stub: a view's own layer, whose changes UIKit never animates implicitly.
    var stubIsViewBacking = false

    /// Stub: records a change Core Animation would animate implicitly (see `CATransaction`).
    func stubChanged(_ property: String) {
        guard !stubIsViewBacking, superlayer != nil, !CATransaction.disableActions() else { return }
        CATransaction.stubImplicitAnimations.append("\(type(of: self)).\(property)")
    }

    open var frame: CGRect = .zero { didSet { if frame != oldValue { stubChanged("frame") } } }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open var cornerRadius: CGFloat = 0 { didSet { stubChanged("cornerRadius") } }
    open var masksToBounds = false
    /// Source: QuartzCore `var mask: CALayer?`.
    open var mask: CALayer?
    open var backgroundColor: CGColor? { didSet { stubChanged("backgroundColor") } }
    open var borderWidth: CGFloat = 0 { didSet { stubChanged("borderWidth") } }
    open var borderColor: CGColor? { didSet { stubChanged("borderColor") } }
    open var shadowColor: CGColor? { didSet { stubChanged("shadowColor") } }
    open var shadowOpacity: Float = 0 { didSet { stubChanged("shadowOpacity") } }
    open var shadowRadius: CGFloat = 3 { didSet { stubChanged("shadowRadius") } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { stubChanged("shadowOffset") } }
    open var shadowPath: CGPath? { didSet { stubChanged("shadowPath") } }
    open var isHidden = false { didSet { stubChanged("isHidden") } }
    open var opacity: Float = 1 { didSet { stubChanged("opacity") } }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        if let sibling, let index = list.firstIndex(where: { $0 === sibling }) {
            list.insert(layer, at: index + 1)
        } else {
            list.append(layer)
        }
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        if let sibling, let index = list.firstIndex(where: { $0 === sibling }) {
            list.insert(layer, at: index)
        } else {
            list.insert(layer, at: 0)
        }
        sublayers = list
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// Source: QuartzCore `open class CAShapeLayer : CALayer`.
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { stubChanged("path") } }
    open var fillColor: CGColor? = CGColor((0, 0, 0, 1)) { didSet { stubChanged("fillColor") } }
    open var strokeColor: CGColor? { didSet { stubChanged("strokeColor") } }
    open var lineWidth: CGFloat = 1 { didSet { stubChanged("lineWidth") } }
}

// MARK: - Geometry

/// Source: UIKit `struct UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

/// Source: UIKit `struct NSDirectionalEdgeInsets` (iOS 11).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// Source: UIKit's `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

// MARK: - Colors, images, fonts

/// Source: `open class UIColor : NSObject, NSSecureCoding, NSCopying` (not main-actor).
open class UIColor: NSObject {
    private enum Storage {
        case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
    }
    private let storage: Storage
    /// The name a stub color was made with (`systemBlue`, `asset:Name`), for tests.
    public let stubName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(red, green, blue, alpha)
        stubName = nil
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storage = .rgba(white, white, white, alpha)
        stubName = nil
    }

    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        stubName = nil
    }

    fileprivate init(stubName: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil) {
        self.stubName = stubName
        if let dark {
            storage = .dynamic { traits in
                let c = traits.userInterfaceStyle == .dark ? dark : light
                return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
            }
        } else {
            storage = .rgba(light.0, light.1, light.2, light.3)
        }
    }

    /// Source: `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection:
    /// UITraitCollection?)` (iOS 11). Stub: every name exists unless it starts with "missing".
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if name.hasPrefix("missing") { return nil }
        self.init(stubName: "asset:" + name, light: (0.5, 0.5, 0.5, 1))
    }

    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .rgba: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    open var cgColor: CGColor {
        switch storage {
        case .rgba(let r, let g, let b, let a): return CGColor((r, g, b, a))
        case .dynamic(let provider): return provider(UITraitCollection.stubCurrent).cgColor
        }
    }

    private static func gray(_ white: CGFloat, alpha: CGFloat = 1) -> (CGFloat, CGFloat, CGFloat, CGFloat) { (white, white, white, alpha) }
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> (CGFloat, CGFloat, CGFloat, CGFloat) { (r / 255, g / 255, b / 255, a) }

    // Fixed colors (`class var … : UIColor { get }`).
    open class var black: UIColor { UIColor(stubName: "black", light: gray(0)) }
    open class var darkGray: UIColor { UIColor(stubName: "darkGray", light: gray(1.0 / 3)) }
    open class var lightGray: UIColor { UIColor(stubName: "lightGray", light: gray(2.0 / 3)) }
    open class var white: UIColor { UIColor(stubName: "white", light: gray(1)) }
    open class var gray: UIColor { UIColor(stubName: "gray", light: gray(0.5)) }
    open class var clear: UIColor { UIColor(stubName: "clear", light: gray(0, alpha: 0)) }
    open class var red: UIColor { UIColor(stubName: "red", light: (1, 0, 0, 1)) }

    // System colors (iOS 13, mint and cyan iOS 15): light and dark values.
    open class var systemBlue: UIColor { UIColor(stubName: "systemBlue", light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    open class var systemGray: UIColor { UIColor(stubName: "systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147)) }
    open class var systemGray2: UIColor { UIColor(stubName: "systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    open class var systemGray3: UIColor { UIColor(stubName: "systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    open class var systemGray4: UIColor { UIColor(stubName: "systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    open class var systemGray5: UIColor { UIColor(stubName: "systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    open class var systemGray6: UIColor { UIColor(stubName: "systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    open class var systemRed: UIColor { UIColor(stubName: "systemRed", light: rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    open class var systemGreen: UIColor { UIColor(stubName: "systemGreen", light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    open class var systemOrange: UIColor { UIColor(stubName: "systemOrange", light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    open class var systemYellow: UIColor { UIColor(stubName: "systemYellow", light: rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    open class var systemPink: UIColor { UIColor(stubName: "systemPink", light: rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    open class var systemPurple: UIColor { UIColor(stubName: "systemPurple", light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    open class var systemTeal: UIColor { UIColor(stubName: "systemTeal", light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    open class var systemIndigo: UIColor { UIColor(stubName: "systemIndigo", light: rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { UIColor(stubName: "systemMint", light: rgb(0, 199, 190), dark: rgb(99, 230, 226)) }
    @available(iOS 15.0, *)
    open class var systemCyan: UIColor { UIColor(stubName: "systemCyan", light: rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    open class var systemBrown: UIColor { UIColor(stubName: "systemBrown", light: rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    open class var label: UIColor { UIColor(stubName: "label", light: gray(0), dark: gray(1)) }
    open class var secondaryLabel: UIColor { UIColor(stubName: "secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)) }
    open class var tertiaryLabel: UIColor { UIColor(stubName: "tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    open class var systemBackground: UIColor { UIColor(stubName: "systemBackground", light: gray(1), dark: gray(0)) }
    open class var secondarySystemBackground: UIColor { UIColor(stubName: "secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    open class var tertiarySystemBackground: UIColor { UIColor(stubName: "tertiarySystemBackground", light: gray(1), dark: rgb(44, 44, 46)) }
    open class var separator: UIColor { UIColor(stubName: "separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)) }
}

/// Source: `open class UIImage : NSObject, NSSecureCoding` (not main-actor).
open class UIImage: NSObject {
    /// Source: `enum RenderingMode : Int`.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// Source: `open class UIImage.Configuration : NSObject` (iOS 13).
    open class Configuration: NSObject {}

    /// Source: `open class UIImage.SymbolConfiguration : UIImage.Configuration` (iOS 13).
    open class SymbolConfiguration: Configuration {
        public let stubPointSize: CGFloat
        public convenience init(pointSize: CGFloat) { self.init(stubPointSize: pointSize) }
        init(stubPointSize: CGFloat) {
            self.stubPointSize = stubPointSize
            super.init()
        }
    }

    /// `symbol:house` or `asset:Name`, for tests.
    public let stubName: String
    open private(set) var renderingMode: RenderingMode
    open var size: CGSize

    init(stubName: String, renderingMode: RenderingMode, size: CGSize) {
        self.stubName = stubName
        self.renderingMode = renderingMode
        self.size = size
    }

    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let side = (configuration as? SymbolConfiguration)?.stubPointSize ?? 17
        self.init(stubName: "symbol:" + name, renderingMode: .alwaysTemplate, size: CGSize(width: side, height: side))
    }

    /// Stub: every name exists unless it starts with "missing".
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if name.hasPrefix("missing") { return nil }
        self.init(stubName: "asset:" + name, renderingMode: .automatic, size: CGSize(width: 25, height: 25))
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(stubName: stubName, renderingMode: renderingMode, size: size)
    }
}

/// Source: `open class UIFont : NSObject, NSCopying, NSSecureCoding`.
open class UIFont: NSObject {
    /// Source: `struct UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Source: `struct UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }

    open var pointSize: CGFloat
    public let stubWeight: Weight
    /// The maximum size a Dynamic Type font may grow to (stub record).
    public var stubMaximumPointSize: CGFloat?
    /// Stub: made by `UIFontMetrics`, so a label that adjusts to the content size grows it.
    public var stubScalesWithContentSize = false

    init(size: CGFloat, weight: Weight) {
        pointSize = size
        stubWeight = weight
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular)
    }
}

/// Source: `open class UIFontMetrics : NSObject` (iOS 11).
open class UIFontMetrics: NSObject {
    public let stubTextStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        stubTextStyle = textStyle
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = UIFont(size: font.pointSize, weight: font.stubWeight)
        scaled.stubMaximumPointSize = maximumPointSize
        scaled.stubScalesWithContentSize = true
        return scaled
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(size: font.pointSize, weight: font.stubWeight)
    }
}

// MARK: - Traits

/// Source: `enum UIUserInterfaceStyle : Int` (iOS 12).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Source: `enum UIUserInterfaceLayoutDirection : Int`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Source: `enum UITraitEnvironmentLayoutDirection : Int`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Source: `enum UIUserInterfaceSizeClass : Int` (iOS 8; documentation/UIKit/uiuserinterfacesizeclass.md).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Source: `enum UIUserInterfaceIdiom : Int` (documentation/UIKit/uiuserinterfaceidiom.md).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Source: `enum UISemanticContentAttribute : Int`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// Source: `@MainActor protocol UITraitDefinition` (iOS 17; Swift version of the trait types).
@available(iOS 17.0, *)
public protocol UITraitDefinition {
    static var identifier: String { get }
}

/// Source: `typealias UITrait = any UITraitDefinition.Type` (iOS 17).
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

@available(iOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceStyle"
}

@available(iOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let identifier = "UITraitAccessibilityContrast"
}

@available(iOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let identifier = "UITraitLayoutDirection"
}

/// Source: `struct UITraitHorizontalSizeClass` (iOS 17; "A struct that represents the horizontal
/// size class trait", documentation/UIKit/uitraitdefinition.md).
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// Source: `struct UITraitUserInterfaceIdiom` (iOS 17; "A struct that represents the user
/// interface idiom trait", documentation/UIKit/uitraitdefinition.md).
@available(iOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let identifier = "UITraitUserInterfaceIdiom"
}

/// Source: `struct UITraitPreferredContentSizeCategory` (iOS 17; documentation/UIKit/
/// uitraitpreferredcontentsizecategory.md).
@available(iOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// Source: `class UITraitCollection : NSObject, NSCopying, NSSecureCoding` (immutable).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Source: `var preferredContentSizeCategory: UIContentSizeCategory { get }` (iOS 10;
    /// documentation/UIKit/uitraitcollection/preferredcontentsizecategory.md).
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// Source: `init(preferredContentSizeCategory: UIContentSizeCategory)` (iOS 10;
    /// documentation/UIKit/uitraitcollection/init-preferredcontentsizecategory.md).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    open private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Source: `var horizontalSizeClass: UIUserInterfaceSizeClass { get }` (iOS 8;
    /// documentation/UIKit/uitraitcollection/horizontalsizeclass.md): `.unspecified` by default.
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Source: `var userInterfaceIdiom: UIUserInterfaceIdiom { get }` (iOS 8).
    open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    public override init() { super.init() }

    /// Source: `init(horizontalSizeClass: UIUserInterfaceSizeClass)` (iOS 8;
    /// documentation/UIKit/uitraitcollection/init-horizontalsizeclass.md).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Source: `init(userInterfaceIdiom idiom: UIUserInterfaceIdiom)` (iOS 8;
    /// documentation/UIKit/uitraitcollection/init-userinterfaceidiom.md).
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init()
        userInterfaceIdiom = idiom
    }

    /// Source: `init(traitsFrom traitCollections: [UITraitCollection])` (iOS 8;
    /// documentation/UIKit/uitraitcollection/init-traitsfrom.md): for each trait, the last
    /// collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for traits in traitCollections {
            let merged = traits.stubMerged(over: self)
            userInterfaceStyle = merged.userInterfaceStyle
            layoutDirection = merged.layoutDirection
            horizontalSizeClass = merged.horizontalSizeClass
            userInterfaceIdiom = merged.userInterfaceIdiom
            preferredContentSizeCategory = merged.preferredContentSizeCategory
        }
    }

    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// Stub: both traits the tests vary.
    public convenience init(stubStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        userInterfaceStyle = stubStyle
        self.layoutDirection = layoutDirection
    }

    /// The traits colors resolve with when no environment is given.
    nonisolated(unsafe) static var stubCurrent = UITraitCollection()

    @available(iOS 13.0, *)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    @available(iOS 17.0, *)
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    func stubMerged(over parent: UITraitCollection) -> UITraitCollection {
        let merged = UITraitCollection(
            stubStyle: userInterfaceStyle == .unspecified ? parent.userInterfaceStyle : userInterfaceStyle,
            layoutDirection: layoutDirection == .unspecified ? parent.layoutDirection : layoutDirection)
        merged.horizontalSizeClass = horizontalSizeClass == .unspecified ? parent.horizontalSizeClass : horizontalSizeClass
        merged.userInterfaceIdiom = userInterfaceIdiom == .unspecified ? parent.userInterfaceIdiom : userInterfaceIdiom
        merged.preferredContentSizeCategory = preferredContentSizeCategory == .unspecified ? parent.preferredContentSizeCategory : preferredContentSizeCategory
        return merged
    }

    /// Stub: the identifiers of the traits that differ from `other`'s.
    func stubChangedTraits(from other: UITraitCollection) -> Set<String> {
        var changed: Set<String> = []
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if layoutDirection != other.layoutDirection { changed.insert(UITraitLayoutDirection.identifier) }
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.insert(UITraitUserInterfaceIdiom.identifier) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory { changed.insert(UITraitPreferredContentSizeCategory.identifier) }
        return changed
    }
}

/// Source: `@MainActor protocol UITraitEnvironment : NSObjectProtocol`.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Source: `protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol` (iOS 17).
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: AnyObject {}

final class StubTraitRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UIView, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (UIView, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

// MARK: - Accessibility

/// Source: `struct UIAccessibilityTraits : OptionSet`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// Source: UIKit's `UIAccessibility` namespace; isReduceMotionEnabled is `@MainActor static
/// var … : Bool { get }`.
public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool { stubReduceMotionEnabled }
    @MainActor public static var stubReduceMotionEnabled = false
}

/// Source: `@MainActor protocol UIInteraction : NSObjectProtocol`.
@MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// Source: `@MainActor protocol UILargeContentViewerInteractionDelegate : NSObjectProtocol`.
@MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {}

/// Source: `@MainActor class UILargeContentViewerInteraction : NSObject, UIInteraction` (iOS 13).
@available(iOS 13.0, *)
@MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?

    public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

// MARK: - Responders and views

/// Source: `@MainActor open class UIResponder : NSObject`.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    // SDK members, from documentation/UIKit/uiresponder.md and uiresponder/*.md. Left out:
    // the Touch Bar (`makeTouchBar()`, `touchBar`: Mac Catalyst only) and
    // `pencilKitResponderState` (declared by PencilKit).

    // Managing the responder chain.
    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    open var canResignFirstResponder: Bool { true }
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // Touch, motion, press and remote-control events.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    @available(iOS 9.1, *)
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    @available(iOS 3.0, *)
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    @available(iOS 3.0, *)
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    @available(iOS 3.0, *)
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    @available(iOS 9.0, *)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    @available(iOS 9.0, *)
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    @available(iOS 9.0, *)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    @available(iOS 9.0, *)
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    @available(iOS 4.0, *)
    open func remoteControlReceived(with event: UIEvent?) {}

    // Input views.
    open var inputView: UIView? { nil }
    @available(iOS 8.0, *)
    open var inputViewController: UIInputViewController? { nil }
    open var inputAccessoryView: UIView? { nil }
    @available(iOS 8.0, *)
    open var inputAccessoryViewController: UIInputViewController? { nil }
    open func reloadInputViews() {}

    open var undoManager: UndoManager? { nil }

    // Commands.
    @available(iOS 13.0, *)
    open func buildMenu(with builder: any UIMenuBuilder) {}
    @available(iOS 13.0, *)
    open func validate(_ command: UICommand) {}
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    @available(iOS 7.0, *)
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
    @available(iOS 7.0, *)
    open var keyCommands: [UIKeyCommand]? { nil }
    @available(iOS 26.0, *)
    open func provider(for deferredElement: UIDeferredMenuElement) -> UIDeferredMenuElement.Provider? { nil }

    // Text input mode.
    @available(iOS 7.0, *)
    open var textInputMode: UITextInputMode? { nil }
    @available(iOS 7.0, *)
    open var textInputContextIdentifier: String? { nil }
    @available(iOS 7.0, *)
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
    @available(iOS 9.0, *)
    open var inputAssistantItem: UITextInputAssistantItem { UITextInputAssistantItem() }

    // User activities, activity items, editing, camera text.
    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity?
    @available(iOS 8.0, *)
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    @available(iOS 8.0, *)
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    @available(iOS 15.0, *)
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?
    @available(iOS 13.0, *)
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }
    @available(iOS 15.0, *)
    open func captureTextFromCamera(_ sender: Any?) {}

    // Keyboard constants (Apple: `class let`).
    @available(iOS 3.2, *)
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    @available(iOS 3.0, *)
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    @available(iOS 5.0, *)
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    @available(iOS 3.2, *)
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    @available(iOS 3.2, *)
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    @available(iOS 9.0, *)
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    @available(iOS 5.0, *)
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")

    // Keyboard messages (iOS 26; minimal: no payload).
    @available(iOS 26.0, *)
    public struct KeyboardDidChangeFrameMessage: Sendable {}
    @available(iOS 26.0, *)
    public struct KeyboardDidHideMessage: Sendable {}
    @available(iOS 26.0, *)
    public struct KeyboardDidShowMessage: Sendable {}
    @available(iOS 26.0, *)
    public struct KeyboardWillChangeFrameMessage: Sendable {}
    @available(iOS 26.0, *)
    public struct KeyboardWillHideMessage: Sendable {}
    @available(iOS 26.0, *)
    public struct KeyboardWillShowMessage: Sendable {}
}

/// Source: `@MainActor open class UIView : UIResponder, NSCoding, UIAppearance, …,
/// UITraitEnvironment, …`.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// Source: `struct UIView.AutoresizingMask : OptionSet`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Source: `enum UIView.ContentMode : Int`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Source: `struct UIView.AnimationOptions : OptionSet`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    private var storedFrame: CGRect = .zero
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private var needsLayout = true
    private var traitRegistrations: [StubTraitRegistration] = []
    /// The view controller whose root view this is (set when it loads its view).
    public internal(set) weak var stubViewController: UIViewController?
    /// A name for the test log; a view controller's view is named after it.
    public var stubName: String?
    /// Traits set on this view (stub for a trait override), inherited by its subviews.
    public private(set) var stubTraitOverride: UITraitCollection?

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open class var layerClass: AnyClass { CALayer.self }
    private let stubLayer: CALayer = {
        let layer = CALayer()
        layer.stubIsViewBacking = true
        return layer
    }()
    open var layer: CALayer { stubLayer }

    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            layer.frame = newValue
            if old.size != newValue.size {
                needsLayout = true
                resizeSubviews(from: old.size)
            }
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { frame = CGRect(origin: storedFrame.origin, size: newValue.size) }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open private(set) var interactions: [any UIInteraction] = []

    // Accessibility (Apple: the informal `UIAccessibility` protocol on NSObject, and
    // `UIAccessibilityIdentification`).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityElements: [Any]?

    // Source: `protocol UILargeContentViewerItem` (iOS 13), adopted by UIView.
    open var showsLargeContentViewer = false
    open var largeContentTitle: String?
    open var largeContentImage: UIImage?
    open var scalesLargeContentImage = false

    open var superview: UIView? { storedSuperview }
    open var subviews: [UIView] { storedSubviews }

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        StubLog.record("addSubview(\(view.stubDisplayName))")
        insert(view, at: storedSubviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        StubLog.record("addSubview(\(view.stubDisplayName))")
        insert(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        StubLog.record("addSubview(\(view.stubDisplayName))")
        insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }

    open func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        StubLog.record("removeFromSuperview(\(stubDisplayName))")
        let oldTraits = traitCollection
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        stubNotifyTraitChange(from: oldTraits)
    }

    private func insert(_ view: UIView, at index: Int) {
        if view.storedSuperview != nil {
            view.storedSuperview?.storedSubviews.removeAll { $0 === view }
        }
        let oldTraits = view.traitCollection
        storedSubviews.insert(view, at: min(index, storedSubviews.count))
        view.storedSuperview = self
        view.needsLayout = true
        needsLayout = true
        view.stubNotifyTraitChange(from: oldTraits)
    }

    private func resizeSubviews(from oldSize: CGSize) {
        let dw = storedFrame.width - oldSize.width
        let dh = storedFrame.height - oldSize.height
        for subview in storedSubviews {
            var frame = subview.frame
            if subview.autoresizingMask.contains(.flexibleWidth) { frame.size.width += dw }
            if subview.autoresizingMask.contains(.flexibleHeight) { frame.size.height += dh }
            if frame != subview.frame { subview.frame = frame }
        }
    }

    // Layout.

    open func layoutSubviews() {}

    open func setNeedsLayout() { needsLayout = true }

    /// Stub: lays out this view's subtree where layout is pending (UIKit also lays out
    /// superviews first when they need it).
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            stubViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            stubViewController?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// The window's safe area (stub: set on the root view), minus what this view's frame
    /// leaves out, plus a view controller's `additionalSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let superview {
            let parent = superview.safeAreaInsets
            let size = superview.bounds.size
            insets = UIEdgeInsets(
                top: max(0, parent.top - frame.minY),
                left: max(0, parent.left - frame.minX),
                bottom: max(0, frame.maxY - (size.height - parent.bottom)),
                right: max(0, frame.maxX - (size.width - parent.right)))
        } else {
            insets = stubRootSafeAreaInsets
        }
        if let controller = stubViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// Stub: the safe area of a view without a superview (a window).
    public var stubRootSafeAreaInsets: UIEdgeInsets = .zero

    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    // Hit-testing (UIKit's default behaviour).

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// The origin of this view's bounds in the root view's coordinates.
    private var stubOriginInRoot: CGPoint {
        guard let superview else { return .zero }
        let parent = superview.stubOriginInRoot
        return CGPoint(x: parent.x + frame.minX, y: parent.y + frame.minY)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = stubOriginInRoot
        let theirs = view?.stubOriginInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? self).convert(point, to: self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // Interactions.

    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    // Traits.

    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UITraitCollection.stubCurrent
        return stubTraitOverride?.stubMerged(over: inherited) ?? inherited
    }

    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Source: `UITraitChangeObservable.registerForTraitChanges(_:handler:)` (iOS 17).
    @available(iOS 17.0, *)
    @discardableResult
    open func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = StubTraitRegistration(traits: traits) { view, previous in
            if let environment = view as? TraitEnvironment { handler(environment, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    /// Stub: overrides traits on this view (as `traitOverrides` would), telling the subtree
    /// the way UIKit does: registered handlers for changed traits, and the deprecated
    /// `traitCollectionDidChange(_:)`, which UIKit still calls.
    public func stubSetTraitOverride(_ traits: UITraitCollection?) {
        let old = traitCollection
        stubTraitOverride = traits
        stubNotifyTraitChange(from: old)
    }

    private func stubNotifyTraitChange(from old: UITraitCollection) {
        let new = traitCollection
        let changed = new.stubChangedTraits(from: old)
        guard !changed.isEmpty else { return }
        // UIKit lays a view out again when its layout direction or size class changes.
        if new.layoutDirection != old.layoutDirection || new.horizontalSizeClass != old.horizontalSizeClass { needsLayout = true }
        for registration in traitRegistrations where registration.traits.contains(where: { changed.contains($0.identifier) }) {
            registration.handler(self, old)
        }
        stubCallTraitCollectionDidChange(old)
        for subview in storedSubviews {
            subview.stubNotifyTraitChange(from: subview.stubTraitOverride?.stubMerged(over: old) ?? old)
        }
    }

    @available(iOS, deprecated: 17.0)
    private func stubCallTraitCollectionDidChange(_ old: UITraitCollection) {
        traitCollectionDidChange(old)
    }

    // Animation: the stub applies changes at once and records the call.

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        StubLog.record("animate(\(duration))")
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        StubLog.record("animate(\(duration))")
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        StubLog.record("animate(\(duration))")
        animations()
    }

    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        StubLog.record("transition(\(duration)\(options.contains(.transitionCrossDissolve) ? ", crossDissolve" : ""))")
        animations?()
        completion?(true)
    }

    // Further SDK members, from documentation/UIKit/uiview.md and uiview/*.md (inert). Left
    // out: `animate(with:changes:completion:)` and `animate(_:changes:completion:)` (SwiftUI's
    // `Animation`, declared by SwiftUI) and the `UIView.Invalidating` property wrapper.

    /// Minimal: `enum UIView.TintAdjustmentMode : Int` (iOS 7).
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Minimal: `enum UIView.AnimationCurve : Int`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// Minimal: `enum UIView.AnimationTransition : Int`.
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// Minimal: `enum UIView.SystemAnimation : UInt` (iOS 7).
    public enum SystemAnimation: UInt, Sendable {
        case delete
    }

    /// Minimal: `struct UIView.KeyframeAnimationOptions : OptionSet` (iOS 7).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }

    /// Minimal: `enum UIView.Invalidations` (iOS 15).
    @available(iOS 15.0, *)
    public enum Invalidations {}

    // Visual appearance.
    open var isOpaque = true
    @available(iOS 7.0, *)
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    open var clearsContextBeforeDrawing = true
    @available(iOS 8.0, *)
    open var mask: UIView?

    // Event-related behaviour.
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    // Geometry.
    open var transform: CGAffineTransform = .identity
    @available(iOS 13.0, *)
    open var transform3D = CATransform3DIdentity
    @available(iOS 16.0, *)
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    // The view hierarchy.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        StubLog.record("addSubview(\(view.stubDisplayName))")
        insert(view, at: (storedSubviews.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? storedSubviews.count)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // Traits.
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}
    @available(iOS 17.0, *)
    open var traitOverrides = UITraitOverrides()

    // Margins and the safe area.
    @available(iOS 11.0, *)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    @available(iOS 8.0, *)
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @available(iOS 8.0, *)
    open var preservesSuperviewLayoutMargins = false
    @available(iOS 8.0, *)
    open func layoutMarginsDidChange() {}
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    @available(iOS 11.0, *)
    open func safeAreaInsetsDidChange() {}
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea = true

    // Constraints and anchors.
    @available(iOS 6.0, *)
    open var constraints: [NSLayoutConstraint] { [] }
    @available(iOS 6.0, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    @available(iOS 6.0, *)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 6.0, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    @available(iOS 6.0, *)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    @available(iOS 9.0, *)
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

    // Layout guides.
    @available(iOS 9.0, *)
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    @available(iOS 9.0, *)
    open var layoutGuides: [UILayoutGuide] { [] }
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    @available(iOS 9.0, *)
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    @available(iOS 9.0, *)
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }

    // Auto Layout measuring, alignment, triggering and debugging.
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { targetSize }
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {}
    @available(iOS 6.0, *)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(iOS 6.0, *)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(iOS 6.0, *)
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    @available(iOS 6.0, *)
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }
    @available(iOS 6.0, *)
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    @available(iOS 9.0, *)
    open var forFirstBaselineLayout: UIView { self }
    @available(iOS 9.0, *)
    open var forLastBaselineLayout: UIView { self }
    @available(iOS 6.0, *)
    open func needsUpdateConstraints() -> Bool { false }
    @available(iOS 6.0, *)
    open func setNeedsUpdateConstraints() {}
    @available(iOS 6.0, *)
    open func updateConstraints() {}
    @available(iOS 6.0, *)
    open func updateConstraintsIfNeeded() {}
    @available(iOS 6.0, *)
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
    @available(iOS 6.0, *)
    open var hasAmbiguousLayout: Bool { false }
    @available(iOS 6.0, *)
    open func exerciseAmbiguityInLayout() {}

    // Resizing and layout.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    open var autoresizesSubviews = true
    @available(iOS 6.0, *)
    open class var requiresConstraintBasedLayout: Bool { false }
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    // Properties updates (iOS 26).
    @available(iOS 26.0, *)
    open func updateProperties() {}
    @available(iOS 26.0, *)
    open func setNeedsUpdateProperties() {}
    @available(iOS 26.0, *)
    open func updatePropertiesIfNeeded() {}

    // Corners and layout regions (iOS 26).
    /// Minimal: `struct UIView.LayoutRegion` (iOS 26).
    @available(iOS 26.0, *)
    public struct LayoutRegion: Sendable {
        public static func safeArea() -> LayoutRegion { LayoutRegion() }
        public static func margins() -> LayoutRegion { LayoutRegion() }
    }
    @available(iOS 26.0, *)
    open var cornerConfiguration = UICornerConfiguration()
    @available(iOS 26.0, *)
    open func effectiveRadius(corner: UIRectCorner) -> CGFloat { layer.cornerRadius }
    @available(iOS 26.0, *)
    open func layoutGuide(for region: UIView.LayoutRegion) -> UILayoutGuide { UILayoutGuide() }
    @available(iOS 26.0, *)
    open func edgeInsets(for region: UIView.LayoutRegion) -> UIEdgeInsets { safeAreaInsets }
    @available(iOS 26.0, *)
    open func directionalEdgeInsets(for region: UIView.LayoutRegion) -> NSDirectionalEdgeInsets {
        let insets = safeAreaInsets
        return NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    // Interface style and layout direction.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    @available(iOS 9.0, *)
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    @available(iOS 10.0, *)
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return layoutDirection
        }
    }

    // Interactions.
    @available(iOS 11.0, *)
    open func removeInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // Drawing and printing.
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    @available(iOS 4.0, *)
    open var contentScaleFactor: CGFloat = 1
    @available(iOS 7.0, *)
    open func tintColorDidChange() {}
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter() }
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {}

    // Gesture recognizers.
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]?
    @available(iOS 6.0, *)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // Focus.
    @available(iOS 9.0, *)
    open var canBecomeFocused: Bool { false }
    @available(iOS 9.0, *)
    open class var inheritedAnimationDuration: TimeInterval { 0 }
    @available(iOS 9.0, *)
    open var isFocused: Bool { false }
    @available(iOS 14.0, *)
    open var focusGroupIdentifier: String?
    @available(iOS 15.0, *)
    open var focusEffect: UIFocusEffect?
    @available(iOS 15.0, *)
    open var focusGroupPriority = UIFocusGroupPriority.ignored

    // Motion effects.
    @available(iOS 7.0, *)
    open func addMotionEffect(_ effect: UIMotionEffect) {}
    @available(iOS 7.0, *)
    open var motionEffects: [UIMotionEffect] = []
    @available(iOS 7.0, *)
    open func removeMotionEffect(_ effect: UIMotionEffect) {}

    // Hover and content size categories.
    @available(iOS 17.0, *)
    open var hoverStyle: UIHoverStyle?
    @available(iOS 15.0, *)
    open var minimumContentSizeCategory: UIContentSizeCategory?
    @available(iOS 15.0, *)
    open var maximumContentSizeCategory: UIContentSizeCategory?
    @available(iOS 15.0, *)
    open var appliedContentSizeCategoryLimitsDescription: String { "" }

    // State restoration.
    @available(iOS 6.0, *)
    open var restorationIdentifier: String?
    @available(iOS 6.0, *)
    open func encodeRestorableState(with coder: NSCoder) {}
    @available(iOS 6.0, *)
    open func decodeRestorableState(with coder: NSCoder) {}

    // Snapshots.
    @available(iOS 7.0, *)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    @available(iOS 7.0, *)
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? { nil }
    @available(iOS 7.0, *)
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    // Identification and editing.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { false }

    // Accessibility (the members listed on the UIView page).
    @available(iOS 11.0, *)
    open var accessibilityIgnoresInvertColors = false
    @available(iOS 13.0, *)
    open var largeContentImageInsets: UIEdgeInsets = .zero

    // Animations (the stub applies the changes at once).
    @available(iOS 17.0, *)
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    @available(iOS 7.0, *)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    @available(iOS 4.0, *)
    open class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        completion?(true)
    }

    @available(iOS 7.0, *)
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    @available(iOS 7.0, *)
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        animations()
    }

    @available(iOS 7.0, *)
    open class func perform(_ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [], animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        parallelAnimations?()
        completion?(true)
    }

    @available(iOS 7.0, *)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    @available(iOS 13.0, *)
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }

    // Deprecated, still in the SDK (documentation/UIKit/uiview-deprecated-symbols.md).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func commitAnimations() {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationStart(_ startDate: Date) {}
    open class func setAnimationsEnabled(_ enabled: Bool) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDelegate(_ delegate: Any?) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationWillStart(_ selector: Selector?) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDidStop(_ selector: Selector?) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDuration(_ duration: TimeInterval) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDelay(_ delay: TimeInterval) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationRepeatCount(_ repeatCount: Float) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {}
    open class var areAnimationsEnabled: Bool { true }
    @available(iOS, introduced: 6.0, deprecated: 9.0)
    open func forBaselineLayout() -> UIView { self }

    // Constants (Apple: `class let`).
    @available(iOS 6.0, *)
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    @available(iOS 6.0, *)
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)
    @available(iOS 6.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// The name the log uses.
    var stubDisplayName: String {
        if let stubName { return stubName }
        if let controller = stubViewController { return controller.stubName + ".view" }
        return String(describing: type(of: self))
    }
}

/// Source: `@MainActor open class UIEvent : NSObject`.
@MainActor
open class UIEvent: NSObject {
    /// Minimal: `enum UIEvent.EventSubtype : Int`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
    }
}

/// Source: `@MainActor open class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Stub: the window is on screen at once, so its root controller appears, as UIKit
            // tells a window's root view controller when the window is shown.
            controller.viewWillAppear(false)
            addSubview(controller.view)
            controller.viewDidAppear(false)
        }
    }

    open func makeKeyAndVisible() {}
}

// MARK: - Controls

/// Source: `@MainActor open class UIMenuElement : NSObject, NSCopying, NSSecureCoding` (iOS 13).
@MainActor
open class UIMenuElement: NSObject {
    /// Source: `struct UIMenuElement.Attributes : OptionSet`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Source: `enum UIMenuElement.State : Int`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

/// Source: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// Source: `@MainActor class UIAction : UIMenuElement` (iOS 13).
@MainActor
open class UIAction: UIMenuElement {
    /// Source: `struct UIAction.Identifier : Hashable, RawRepresentable`.
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    let stubHandler: UIActionHandler
    public let title: String

    init(stubTitle: String, handler: @escaping UIActionHandler) {
        title = stubTitle
        stubHandler = handler
    }

    @MainActor @preconcurrency
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(stubTitle: title, handler: handler)
    }
}

/// Source: `@MainActor open class UIControl : UIView`. SDK members from
/// documentation/UIKit/uicontrol.md and uicontrol/*.md; bodies inert but for UIAction handlers.
@MainActor
open class UIControl: UIView {
    /// Source: `struct UIControl.Event : OptionSet`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        @available(iOS 14.0, *)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Source: `struct UIControl.State : OptionSet`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Minimal: `enum UIControl.ContentVerticalAlignment : Int`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// Minimal: `enum UIControl.ContentHorizontalAlignment : Int`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill
        @available(iOS 11.0, *) case leading
        @available(iOS 11.0, *) case trailing
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // State.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    // Content alignment.
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    @available(iOS 11.0, *)
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { contentHorizontalAlignment }

    private var actions: [(action: UIAction, events: Event)] = []

    // Targets and actions.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    open var allTargets: Set<AnyHashable> { [] }

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}

    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? { nil }

    open var allControlEvents: UIControl.Event {
        actions.reduce(into: []) { $0.formUnion($1.events) }
    }

    @available(iOS 14.0, *)
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions where !stop {
            iterator(entry.action, nil, entry.events, &stop)
        }
    }

    // Triggering actions.
    @available(iOS 17.4, *)
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.stubHandler(action)
    }

    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            entry.action.stubHandler(entry.action)
        }
    }

    // Tracking touches.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    // Context menus (UIContextMenuInteractionDelegate, iOS 14).
    @available(iOS 14.0, *)
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    @available(iOS 14.0, *)
    open var isContextMenuInteractionEnabled = false
    @available(iOS 14.0, *)
    open var showsMenuAsPrimaryAction = false
    @available(iOS 14.0, *)
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    @available(iOS 14.0, *)
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
    @available(iOS 14.0, *)
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {}
    @available(iOS 14.0, *)
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { .zero }

    // Tooltips and symbol animation.
    @available(iOS 15.0, *)
    open var toolTip: String?
    @available(iOS 15.0, *)
    open var toolTipInteraction: UIToolTipInteraction? { nil }
    @available(iOS 17.0, *)
    open var isSymbolAnimationEnabled = true
}

/// Source: `@MainActor open class UIButton : UIControl, …`. SDK members from
/// documentation/UIKit/uibutton.md and uibutton/*.md (inert; titles and images per state are
/// kept so that getters return what was set).
@MainActor
open class UIButton: UIControl {
    /// Minimal: `enum UIButton.ButtonType : Int`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd
        @available(iOS 13.0, *) case close = 7
        public static var plain: ButtonType { .system }
        public static var roundedRect: ButtonType { .system }
    }

    /// Minimal: `enum UIButton.Role : Int` (iOS 14).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }

    /// Minimal: `struct UIButton.Configuration` (iOS 15).
    public struct Configuration: Sendable {
        public static func plain() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
    }

    /// Source: `typealias UIButton.ConfigurationUpdateHandler = (UIButton) -> Void` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// Source: `typealias UIButton.PointerStyleProvider = (UIButton, UIPointerEffect,
    /// UIPointerShape) -> UIPointerStyle?` (iOS 13.4).
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    private var storedType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedType = buttonType
    }

    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain, primaryAction: primaryAction)
        self.configuration = configuration
    }

    @available(iOS 13.0, *)
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        // Stub: UIKit makes an instance of the receiving class; the stub can only make a
        // UIButton (it has no required initializer to call on `Self`).
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        guard let result = button as? Self else { preconditionFailure("stub: systemButton(with:target:action:) on a subclass") }
        return result
    }

    // Configuration.
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration?
    @available(iOS 15.0, *)
    open var automaticallyUpdatesConfiguration = true
    @available(iOS 15.0, *)
    open func setNeedsUpdateConfiguration() {}
    @available(iOS 15.0, *)
    open func updateConfiguration() {}
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

    // Title.
    open var titleLabel: UILabel? { nil }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    @available(iOS 6.0, *)
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    @available(iOS 6.0, *)
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state.rawValue] = title }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state.rawValue] }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { titleShadowColors[state.rawValue] = color }

    // Images and tint.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    @available(iOS 13.0, *)
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { symbolConfigurations[state.rawValue] }
    @available(iOS 13.0, *)
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { symbolConfigurations[state.rawValue] = configuration }
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }

    // Role and behavioural style.
    @available(iOS 14.0, *)
    open var role: UIButton.Role = .normal
    @available(iOS 15.0, *)
    open var behavioralStyle: UIBehavioralStyle { .pad }
    @available(iOS 15.0, *)
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    // Current state.
    open var buttonType: UIButton.ButtonType { storedType }
    open var currentTitle: String? { title(for: state) }
    @available(iOS 6.0, *)
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    @available(iOS 13.0, *)
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    @available(iOS 3.0, *)
    open var imageView: UIImageView? { nil }
    @available(iOS 15.0, *)
    open var subtitleLabel: UILabel? { nil }

    // Pointer interactions.
    @available(iOS 13.4, *)
    open var isPointerInteractionEnabled = false
    @available(iOS 15.0, *)
    open var isHovered: Bool { false }
    @available(iOS 13.4, *)
    open var pointerStyleProvider: UIButton.PointerStyleProvider?

    // Menus and toggles.
    @available(iOS 14.0, *)
    open var menu: UIMenu?
    @available(iOS 15.0, *)
    open var isHeld: Bool { false }
    @available(iOS 15.0, *)
    open var changesSelectionAsPrimaryAction = false
    @available(iOS 16.0, *)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    // Deprecated, still in the SDK (documentation/UIKit/uibutton-deprecated-symbols.md).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var reversesTitleShadowWhenHighlighted = false
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenHighlighted = true
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenDisabled = true
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var showsTouchWhenHighlighted = false
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
}

/// Source: `@MainActor open class UIImageView : UIView`.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    @available(iOS 13.0, *)
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

/// Source: `enum NSTextAlignment : Int` (UIKit on iOS).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Source: `@MainActor open class UILabel : UIView, NSCoding, UIContentSizeCategoryAdjusting`.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false

    /// Stub: the point size the label draws at: a Dynamic Type font (`UIFontMetrics`) in a label
    /// that adjusts to the content size grows with the content size category, up to its maximum.
    public var stubEffectivePointSize: CGFloat {
        let pointSize = font?.pointSize ?? 17
        guard adjustsFontForContentSizeCategory, let font, font.stubScalesWithContentSize else { return pointSize }
        return min(pointSize * traitCollection.preferredContentSizeCategory.stubScale, font.stubMaximumPointSize ?? .infinity)
    }

    /// Stub: an approximate width (0.6 em per character) and a line height of 1.2 em.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let pointSize = stubEffectivePointSize
        return CGSize(width: min(CGFloat(text.count) * pointSize * 0.6, size.width), height: (pointSize * 1.2).rounded(.up))
    }
}

// MARK: - Feedback

/// Source: `@MainActor class UIFeedbackGenerator : NSObject, UIInteraction`.
@MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    @available(iOS 17.5, *)
    public convenience init(view: UIView) {
        self.init()
    }

    open func prepare() {}
}

/// Source: `@MainActor class UISelectionFeedbackGenerator : UIFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { StubLog.record("haptic(selection)") }
}

/// Source: `@MainActor class UIImpactFeedbackGenerator : UIFeedbackGenerator`.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Source: `enum UIImpactFeedbackGenerator.FeedbackStyle : Int`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        @available(iOS 13.0, *) case soft
        @available(iOS 13.0, *) case rigid
    }

    private var style: FeedbackStyle = .medium

    @available(iOS, introduced: 10.0, deprecated: 27.0)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
        self.init(stubStyle: style)
    }

    init(stubStyle: FeedbackStyle) {
        style = stubStyle
        super.init()
    }

    open func impactOccurred() { StubLog.record("haptic(\(style))") }
}

// MARK: - Bezier paths

/// Source: `open class UIBezierPath : NSObject, NSCopying, NSSecureCoding`.
open class UIBezierPath: NSObject {
    private var elements: [String] = []

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        elements = ["rect(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"]
    }

    open func move(to point: CGPoint) { elements.append("move(\(point.x), \(point.y))") }
    open func addLine(to point: CGPoint) { elements.append("line(\(point.x), \(point.y))") }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append("arc(\(center.x), \(center.y), r: \(radius))")
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append("curve(\(endPoint.x), \(endPoint.y))")
    }
    open func close() { elements.append("close") }

    open var cgPath: CGPath { CGPath(elements) }
}

// MARK: - View controllers

/// Source: `enum UIModalPresentationStyle : Int`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// Source: `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
/// (optional methods: defaults below stand for "not implemented"). Members from
/// documentation/UIKit/uiadaptivepresentationcontrollerdelegate.md.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    @available(iOS 8.3, *)
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    @available(iOS 8.0, *)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    @available(iOS 8.0, *)
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    @available(iOS 8.3, *)
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    @available(iOS 15.0, *)
    func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {}
}

/// Source: `@MainActor open class UIPresentationController : NSObject, …`.
@MainActor
open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open private(set) unowned var presentedViewController: UIViewController
    open private(set) unowned var presentingViewController: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }
}

/// Source: `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// Source: `@MainActor protocol UIViewControllerTransitionCoordinator :
/// UIViewControllerTransitionCoordinatorContext` (documentation/UIKit/
/// uiviewcontrollertransitioncoordinator/animate-alongsidetransitioncompletion.md,
/// notifywheninteractionchanges.md: `func notifyWhenInteractionChanges(_ handler: @escaping (any
/// UIViewControllerTransitionCoordinatorContext) -> Void)`, iOS 10).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @available(iOS 10.0, *)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// Stub: the coordinator of one animated transition, interactive (a swipe back, completed or
/// cancelled) or not. As Apple documents: `animate(alongsideTransition:completion:)` runs its
/// animation with the transition and its completion after it ends; `notifyWhenInteractionChanges`
/// handlers run when an interactive transition stops being interactive (the finger lifts), with
/// `isInteractive` false and `isCancelled` saying how it ends, before the completions.
@MainActor
public final class StubTransitionCoordinator: UIViewControllerTransitionCoordinator {
    public let isAnimated = true
    public private(set) var isInteractive: Bool
    public private(set) var isCancelled = false
    public let transitionDuration: TimeInterval = 0.35
    private let cancels: Bool
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var pending: [() -> Void] = []

    public init(interactive: Bool = false, cancelled: Bool = false) {
        isInteractive = interactive
        cancels = cancelled
    }

    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animation?(self)
        pending.append { completion?(self) }
        return true
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The interaction ends: the transition finishes or cancels on its own from here.
    func endInteraction() {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancels
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition has ended: the completions run.
    func finish() {
        endInteraction()
        isCancelled = cancels
        let work = pending
        pending = []
        for item in work { item() }
    }
}

/// Source: `@MainActor protocol UIContentContainer : NSObjectProtocol` (iOS 8).
@MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// Source: `@MainActor open class UIViewController : UIResponder, NSCoding, UIAppearanceContainer,
/// UITraitEnvironment, UIContentContainer, UIFocusEnvironment`.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// A name for the test log (the class name unless set).
    public var stubName: String
    private var storedView: UIView?
    private var storedChildren: [UIViewController] = []
    private weak var storedParent: UIViewController?
    private var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?
    private var storedPresentationController: UIPresentationController?
    private var storedTabBarItem: UITabBarItem?
    private var beingDismissed = false
    private var beingPresented = false
    /// Stub: the coordinator `transitionCoordinator` returns during a stubbed transition.
    public var stubTransitionCoordinator: StubTransitionCoordinator?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        stubName = String(describing: type(of: self))
        super.init()
        StubLog.record("init(\(stubName))")
    }

    public required init?(coder: NSCoder) {
        stubName = String(describing: type(of: self))
        super.init()
        StubLog.record("init(\(stubName))")
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // The view.

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView = newValue
            newValue?.stubViewController = self
        }
    }

    open var isViewLoaded: Bool { storedView != nil }

    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { storedView }

    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        StubLog.record("viewLoaded(\(stubName))")
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?
    open var preferredContentSize: CGSize = .zero {
        didSet { storedParent?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }

    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open var hidesBottomBarWhenPushed = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    @available(iOS 13.0, *)
    open var isModalInPresentation = false

    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.setNeedsLayout() }
    }

    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }

    // Containment.

    open var children: [UIViewController] { storedChildren }
    open var parent: UIViewController? { storedParent }

    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        StubLog.record("addChild(\(childController.stubName))")
        if let old = childController.storedParent, old !== self { childController.removeFromParent() }
        guard childController.storedParent !== self else { return }
        // UIKit calls willMove(toParent:) on the child before adding it.
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    @available(iOS 5.0, *)
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        StubLog.record("removeFromParent(\(stubName))")
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        // UIKit calls didMove(toParent: nil) after removing the child.
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {
        StubLog.record("willMove(\(stubName), to: \(parent?.stubName ?? "nil"))")
    }

    open func didMove(toParent parent: UIViewController?) {
        StubLog.record("didMove(\(stubName), to: \(parent?.stubName ?? "nil"))")
    }

    /// Stub: puts the children in `order` (a navigation stack's order).
    func stubReorderChildren(_ order: [UIViewController]) {
        storedChildren = order.filter { child in storedChildren.contains { $0 === child } }
            + storedChildren.filter { child in !order.contains { $0 === child } }
    }

    open var navigationController: UINavigationController? {
        var controller = storedParent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.storedParent
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var controller = storedParent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.storedParent
        }
        return nil
    }

    @available(iOS 7.0, *)
    open var childForStatusBarStyle: UIViewController? { nil }
    @available(iOS 7.0, *)
    open var childForStatusBarHidden: UIViewController? { nil }
    @available(iOS 11.0, *)
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    @available(iOS 11.0, *)
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    // Presentation.

    open var presentedViewController: UIViewController? { storedPresented }

    open var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenting = current.storedPresenting { return presenting }
            controller = current.storedParent
        }
        return nil
    }

    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { storedPresentationController }

    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }

    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        stubTransitionCoordinator ?? storedParent?.transitionCoordinator
    }

    @available(iOS 8.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard storedPresented == nil else {
            StubLog.record("present refused (already presenting)")
            return
        }
        // UIKit presents nothing from a controller whose view is not in a window; it logs
        // "Attempt to present … whose view is not in the window hierarchy".
        guard viewIfLoaded?.window != nil else {
            StubLog.record("present refused (not in a window)")
            return
        }
        StubLog.record("present(\(viewControllerToPresent.stubName), \(viewControllerToPresent.modalPresentationStyle))")
        storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = self
        viewControllerToPresent.storedPresentationController = UIPresentationController(presentedViewController: viewControllerToPresent, presenting: self)
        viewControllerToPresent.beingPresented = true
        viewControllerToPresent.loadViewIfNeeded()
        viewControllerToPresent.viewWillAppear(flag)
        viewControllerToPresent.viewDidAppear(flag)
        viewControllerToPresent.beingPresented = false
        completion?()
    }

    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = storedPresented {
            stubFinishDismissal(of: presented, animated: flag, interactive: false)
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        }
    }

    /// As UIKit does for a stack of presented controllers: dismissing from a controller lower in
    /// the stack takes down its presented child and every controller above it, but only the
    /// top-most is dismissed visibly (appearance callbacks, `isBeingDismissed`); the ones in
    /// between are removed silently.
    private func stubFinishDismissal(of presented: UIViewController, animated: Bool, interactive: Bool) {
        var chain = [presented]
        while let next = chain.last?.storedPresented { chain.append(next) }
        let top = chain[chain.count - 1]
        StubLog.record("dismiss(\(top.stubName)\(interactive ? ", swipe" : "")\(chain.count > 1 ? ", from below" : ""))")
        top.beingDismissed = true
        StubLog.record("viewWillDisappear(\(top.stubName))")
        top.viewWillDisappear(animated)
        StubLog.record("viewDidDisappear(\(top.stubName))")
        top.viewDidDisappear(animated)
        top.beingDismissed = false
        for controller in chain.reversed() {
            controller.storedPresenting?.storedPresented = nil
            controller.storedPresenting = nil
        }
    }

    /// Stub: a swipe down on the sheet this controller is presented in. UIKit asks the
    /// presentation controller's delegate, tells it the sheet will and did dismiss, and sends
    /// the presented controller `viewWillDisappear` and `viewDidDisappear` with
    /// `isBeingDismissed` true; a cancelled swipe sends it `viewWillAppear` instead.
    public func stubSwipeToDismiss(cancelled: Bool = false) {
        var root: UIViewController? = self
        while let current = root, current.storedPresenting == nil { root = current.storedParent }
        guard let presented = root, let presenting = presented.storedPresenting,
              let presentationController = presented.storedPresentationController else { return }
        let delegate = presentationController.delegate
        if presented.stubIsModalInPresentation || !(delegate?.presentationControllerShouldDismiss(presentationController) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return
        }
        delegate?.presentationControllerWillDismiss(presentationController)
        if cancelled {
            presented.beingDismissed = true
            presented.viewWillDisappear(true)
            presented.beingDismissed = false
            presented.viewWillAppear(true)
            presented.viewDidAppear(true)
            return
        }
        presenting.stubFinishDismissal(of: presented, animated: true, interactive: true)
        delegate?.presentationControllerDidDismiss(presentationController)
    }

    private var stubIsModalInPresentation: Bool {
        isModalInPresentation || storedChildren.contains { $0.stubIsModalInPresentation }
    }

    // Traits.

    open var traitCollection: UITraitCollection { storedView?.traitCollection ?? UITraitCollection.stubCurrent }

    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // Further SDK members, from documentation/UIKit/uiviewcontroller.md and
    // uiviewcontroller/*.md (inert). Left out: members first shown for iOS 27 (betas), e.g.
    // `preferredVerticalBarBehavior`, `arrangementViewController`, `registerSceneAccessory(_:)`.

    /// Minimal: `class UIViewController.Transition` (iOS 18).
    @available(iOS 18.0, *)
    @MainActor
    open class Transition: NSObject {}

    // Storyboard and nib.
    open var storyboard: UIStoryboard? { nil }
    open var nibName: String? { nil }
    open var nibBundle: Bundle? { nil }

    // View events.
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) {}
    // Source: uiviewcontroller/ismovingfromparent.md and ismovingtoparent.md (`var … : Bool { get }`,
    // iOS 5), read in the appearance callbacks: true while the controller is being pushed onto
    // (or popped off) a navigation stack, or added to (removed from) the More list.
    @available(iOS 5.0, *)
    open var isMovingFromParent: Bool { stubMovingFromParent }
    @available(iOS 5.0, *)
    open var isMovingToParent: Bool { stubMovingToParent }
    /// Stub: set by the containers around the appearance callbacks of a push or a pop.
    var stubMovingFromParent = false
    var stubMovingToParent = false

    // Safe area, margins and layout behaviour.
    @available(iOS 11.0, *)
    open func viewSafeAreaInsetsDidChange() {}
    @available(iOS 11.0, *)
    open var viewRespectsSystemMinimumLayoutMargins = true
    @available(iOS 11.0, *)
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    @available(iOS 11.0, *)
    open func viewLayoutMarginsDidChange() {}
    @available(iOS 7.0, *)
    open var edgesForExtendedLayout: UIRectEdge = .all
    @available(iOS 7.0, *)
    open var extendedLayoutIncludesOpaqueBars = false
    @available(iOS 6.0, *)
    open func updateViewConstraints() {}
    @available(iOS 26.0, *)
    open func updateProperties() {}
    @available(iOS 26.0, *)
    open func setNeedsUpdateProperties() {}
    @available(iOS 26.0, *)
    open func updatePropertiesIfNeeded() {}

    // Rotation.
    @available(iOS 6.0, *)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    @available(iOS 6.0, *)
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    @available(iOS 16.0, *)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    @available(iOS 26.0, *)
    open var prefersInterfaceOrientationLocked: Bool { false }
    @available(iOS 26.0, *)
    open var childForInterfaceOrientationLock: UIViewController? { nil }
    @available(iOS 26.0, *)
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}

    // Segues.
    @available(iOS 6.0, *)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    @available(iOS 5.0, *)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    @available(iOS 5.0, *)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    @available(iOS 13.0, *)
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { children }
    @available(iOS 9.0, *)
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { nil }
    @available(iOS 13.0, *)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { false }
    @available(iOS 9.0, *)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // Presenting.
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    @available(iOS 4.3, *)
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    @available(iOS 8.0, *)
    public static let showDetailTargetDidChangeNotification = NSNotification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    // Custom transitions and presentations.
    @available(iOS 7.0, *)
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    @available(iOS 8.0, *)
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? { nil }
    @available(iOS 16.0, *)
    open var activePresentationController: UIPresentationController? { presentationController }
    @available(iOS 10.0, *)
    open var restoresFocusAfterTransition = true
    @available(iOS 18.0, *)
    open var preferredTransition: UIViewController.Transition?

    // Environment changes (split view).
    @available(iOS 8.0, *)
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    @available(iOS 8.0, *)
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // Interface style.
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    // tvOS-only members listed on the class page (unavailable on iOS, declared for name clashes).
    @available(iOS, unavailable)
    @available(tvOS 11.0, *)
    open var preferredUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    @available(iOS, unavailable)
    @available(tvOS 11.0, *)
    open var childViewControllerForUserInterfaceStyle: UIViewController? { nil }
    @available(iOS, unavailable)
    @available(tvOS 11.0, *)
    open func setNeedsUserInterfaceAppearanceUpdate() {}
    @available(iOS 17.0, *)
    open var traitOverrides = UITraitOverrides()
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}

    // Containment.
    @available(iOS 5.0, *)
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
    @available(iOS 6.0, *)
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    @available(iOS 5.0, *)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    @available(iOS 5.0, *)
    open func endAppearanceTransition() {}
    public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")
    @available(iOS 8.0, *)
    open var splitViewController: UISplitViewController? { nil }

    // Navigation and tab bar content.
    open var navigationItem: UINavigationItem { UINavigationItem() }
    @available(iOS 3.0, *)
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    @available(iOS 3.0, *)
    open var toolbarItems: [UIBarButtonItem]?
    @available(iOS 18.0, *)
    open var tab: UITab? { stubTab }
    /// Stub: the tab that made this view controller (weak, as UIKit's `tab`).
    weak var stubTab: UITab?

    // Scrolling content.
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {}
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?) {}
    @available(iOS 15.0, *)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }

    // Content unavailable (iOS 17).
    @available(iOS 17.0, *)
    open var contentUnavailableConfiguration: (any UIContentConfiguration)?
    @available(iOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { UIContentUnavailableConfigurationState() }
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {}
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // Extensions, system gestures, home indicator, focus, pointer lock.
    @available(iOS 8.0, *)
    open var extensionContext: NSExtensionContext? { nil }
    @available(iOS 11.0, *)
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    @available(iOS 11.0, *)
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    @available(iOS 11.0, *)
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    @available(iOS 11.0, *)
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    @available(iOS 15.0, *)
    open var focusGroupIdentifier: String?
    @available(iOS 14.0, *)
    open var prefersPointerLocked: Bool { false }
    @available(iOS 14.0, *)
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    @available(iOS 14.0, *)
    open var childViewControllerForPointerLock: UIViewController? { nil }

    // Status bar.
    @available(iOS 7.0, *)
    open var prefersStatusBarHidden: Bool { false }
    @available(iOS 7.0, *)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    @available(iOS 7.0, *)
    open var modalPresentationCapturesStatusBarAppearance = false
    @available(iOS 3.2, *)
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    // Key commands, editing, memory, restoration, interaction tracking.
    @available(iOS 13.0, *)
    open var performsActionsWhilePresentingModally: Bool { false }
    @available(iOS 9.0, *)
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {}
    @available(iOS 9.0, *)
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {}
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
    open func didReceiveMemoryWarning() {}
    @available(iOS 6.0, *)
    open var restorationIdentifier: String?
    @available(iOS 6.0, *)
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    @available(iOS 6.0, *)
    open func encodeRestorableState(with coder: NSCoder) {}
    @available(iOS 6.0, *)
    open func decodeRestorableState(with coder: NSCoder) {}
    @available(iOS 7.0, *)
    open func applicationFinishedRestoringState() {}
    @available(iOS 16.0, *)
    open var interactionActivityTrackingBaseName: String?

    // visionOS-only members listed on the class page (unavailable on iOS, declared for name
    // clashes).
    @available(iOS, unavailable)
    open var preferredContainerBackgroundStyle: UIContainerBackgroundStyle { .automatic }
    @available(iOS, unavailable)
    open var childViewControllerForPreferredContainerBackgroundStyle: UIViewController? { nil }
    @available(iOS, unavailable)
    open func setNeedsUpdateOfPreferredContainerBackgroundStyle() {}
    @available(iOS, unavailable)
    open var ornaments: [UIOrnament] = []

    // UIContentContainer (adopted by UIViewController).
    @available(iOS 8.0, *)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    @available(iOS 8.0, *)
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    @available(iOS 8.0, *)
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    @available(iOS 8.0, *)
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // Deprecated, still in the SDK (documentation/UIKit/uiviewcontroller-deprecated-symbols.md).
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: any UILayoutSupport { StubLayoutSupport() }
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: any UILayoutSupport { StubLayoutSupport() }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {}
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? { nil }
    @available(iOS, introduced: 5.0, deprecated: 16.0)
    open class func attemptRotationToDeviceOrientation() {}
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    open func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing { StubPreviewing() }
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool { false }
    @available(iOS, introduced: 6.0, deprecated: 9.0)
    open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?) -> UIViewController? { nil }
    @available(iOS, introduced: 6.0, deprecated: 9.0)
    open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?) -> UIStoryboardSegue? { nil }
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func rotatingHeaderView() -> UIView? { nil }
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func rotatingFooterView() -> UIView? { nil }
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    open var previewActionItems: [any UIPreviewActionItem] { [] }
    @available(iOS, introduced: 3.0, deprecated: 8.0)
    open var searchDisplayController: UISearchDisplayController? { nil }
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(iOS, introduced: 3.0, deprecated: 8.0)
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(iOS, introduced: 6.0, deprecated: 16.0)
    open var shouldAutorotate: Bool { true }
    @available(iOS, introduced: 6.0, deprecated: 16.0)
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }
    @available(iOS, introduced: 3.2, deprecated: 13.0)
    open var isModalInPopover = false
}

// MARK: - Key-value coding

/// Stub: what `setValue(_:forKey:)` can set.
@MainActor
protocol StubKeyValueCoding: AnyObject {
    func stubSetValue(_ value: Any?, forKey key: String)
}

extension NSObject {
    /// Source: Foundation's `NSKeyValueCoding` on NSObject, `func setValue(_ value: Any?,
    /// forKey key: String)`.
    @MainActor
    public func setValue(_ value: Any?, forKey key: String) {
        guard let object = self as? StubKeyValueCoding else {
            fatalError("stub: setValue(_:forKey: \"\(key)\") on \(type(of: self))")
        }
        object.stubSetValue(value, forKey: key)
    }
}

// MARK: - Storyboards

/// Source: `@MainActor open class UIStoryboard : NSObject`.
@MainActor
open class UIStoryboard: NSObject {
    /// Stub: makes the view controller for a storyboard name and identifier.
    public static var stubFactory: (String, String) -> UIViewController = { name, identifier in
        let controller = UIViewController()
        controller.stubName = identifier
        return controller
    }

    private let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        StubLog.record("storyboard(\(name), \(identifier))")
        return Self.stubFactory(name, identifier)
    }
}

// MARK: - Navigation controllers

/// Source: `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol` (optional
/// methods: defaults below stand for "not implemented"). Members from
/// documentation/UIKit/uinavigationcontrollerdelegate.md.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    @available(iOS 7.0, *)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    @available(iOS 7.0, *)
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 7.0, *)
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
    @available(iOS 7.0, *)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation { .portrait }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .allButUpsideDown }
}

/// Source: `@MainActor open class UINavigationController : UIViewController`.
@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Minimal: `enum UINavigationController.Operation : Int`.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stubName = "Nav<\(rootViewController.stubName)>"
        stubSetStack([rootViewController], animated: false)
    }

    @available(iOS 5.0, *)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stubSetStack(viewControllers, animated: animated)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        StubLog.record("push(\(viewController.stubName))")
        stubSetStack(children + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        StubLog.record("pop(\(stubName))")
        stubSetStack(Array(children.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        StubLog.record("popToRoot(\(stubName))")
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        stubSetStack([children[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        stubSetStack(Array(children[...index]), animated: animated)
        return popped
    }

    // Further SDK members, from documentation/UIKit/uinavigationcontroller.md and
    // uinavigationcontroller/*.md (inert).
    @available(iOS 7.0, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
    open var navigationBar: UINavigationBar { stubNavigationBar }
    private let stubNavigationBar = UINavigationBar()
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    @available(iOS 3.0, *)
    open var toolbar: UIToolbar! { stubToolbar }
    private let stubToolbar = UIToolbar()
    @available(iOS 3.0, *)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    @available(iOS 3.0, *)
    open var isToolbarHidden = true
    public static let hideShowBarDuration: CGFloat = 0.2
    @available(iOS 8.0, *)
    open var hidesBarsOnTap = false
    @available(iOS 8.0, *)
    open var hidesBarsOnSwipe = false
    @available(iOS 8.0, *)
    open var hidesBarsWhenVerticallyCompact = false
    @available(iOS 8.0, *)
    open var hidesBarsWhenKeyboardAppears = false
    open var isNavigationBarHidden = false
    @available(iOS 8.0, *)
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { UITapGestureRecognizer() }
    @available(iOS 8.0, *)
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    @available(iOS 8.0, *)
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Stub: replaces the stack, with the containment calls, appearance callbacks and delegate
    /// callbacks UIKit makes. An animated change of the shown stack has a transition coordinator
    /// from `willShow` until its completions have run (uiviewcontroller/transitioncoordinator.md:
    /// "the transition coordinator object associated with a currently active transition"); the
    /// pushed screen sees `isMovingToParent` and the popped one `isMovingFromParent` in their
    /// appearance callbacks. An interactive pop is `stubInteractivePop(cancelled:)`.
    private func stubSetStack(_ stack: [UIViewController], animated: Bool) {
        let oldTop = children.last
        let removed = children.filter { child in !stack.contains { $0 === child } }
        let added = stack.filter { $0.parent !== self }
        for child in removed {
            child.willMove(toParent: nil)
            if child.isViewLoaded { child.view.removeFromSuperview() }
            child.removeFromParent()
        }
        for controller in added {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stubReorderChildren(stack)
        guard let top = stack.last else { return }
        let onScreen = isViewLoaded && view.window != nil
        var ownCoordinator: StubTransitionCoordinator?
        if animated && onScreen && stubTransitionCoordinator == nil {
            ownCoordinator = StubTransitionCoordinator()
            stubTransitionCoordinator = ownCoordinator
        }
        // A popped screen is no longer a child, yet its callbacks run within the transition.
        for child in removed { child.stubTransitionCoordinator = stubTransitionCoordinator }
        delegate?.navigationController(self, willShow: top, animated: animated)
        let appearing = onScreen && oldTop !== top
        if appearing {
            oldTop?.stubMovingFromParent = removed.contains { $0 === oldTop }
            top.stubMovingToParent = added.contains { $0 === top }
            oldTop?.viewWillDisappear(animated)
            top.viewWillAppear(animated)
        }
        if isViewLoaded, oldTop !== top {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            top.view.frame = view.bounds
            view.addSubview(top.view)
        }
        let end = { [weak self] in
            guard let self else { return }
            if appearing {
                oldTop?.viewDidDisappear(animated)
                top.viewDidAppear(animated)
                oldTop?.stubMovingFromParent = false
                top.stubMovingToParent = false
            }
            self.stubTransitionCoordinator?.finish()
            self.stubTransitionCoordinator = nil
            for child in removed { child.stubTransitionCoordinator = nil }
            self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
        if stubTransitionInFlight {
            stubPendingEnd = end
            return
        }
        end()
    }

    /// Stub: an interactive pop (a swipe from the leading edge) is under way.
    private var stubTransitionInFlight = false
    /// Stub: what ends the transition that is in flight, if it completes.
    private var stubPendingEnd: (() -> Void)?

    /// Stub: a swipe back that the user cancels (`stubInteractivePop(cancelled: true)`).
    public func stubCancelledInteractivePop() {
        stubInteractivePop(cancelled: true)
    }

    /// Stub: a swipe back. As in UIKit, the gesture calls `popViewController(animated: true)` when
    /// it begins, so the stack is the popped one while the transition runs, with an interactive
    /// transition coordinator (the delegate hears `willShow` for the screen below, the top gets
    /// `viewWillDisappear` with `isMovingFromParent`). When the finger lifts the coordinator's
    /// `notifyWhenInteractionChanges` handlers run; a completed pop then ends as any pop does; a
    /// cancelled one puts the stack back as it was, without the public methods, and, as
    /// notifywheninteractionchanges.md says, the screen below gets `viewWillDisappear` and the top
    /// `viewWillAppear` again, and the completions report `isCancelled`.
    public func stubInteractivePop(cancelled: Bool) {
        guard children.count > 1, let top = children.last else { return }
        let saved = children
        let below = saved[saved.count - 2]
        let coordinator = StubTransitionCoordinator(interactive: true, cancelled: cancelled)
        stubTransitionCoordinator = coordinator
        stubTransitionInFlight = true
        _ = popViewController(animated: true)
        stubTransitionInFlight = false
        let end = stubPendingEnd
        stubPendingEnd = nil
        coordinator.endInteraction()
        guard cancelled else {
            end?()
            return
        }
        let onScreen = isViewLoaded && view.window != nil
        for controller in saved where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stubReorderChildren(saved)
        top.stubMovingFromParent = false
        if onScreen {
            below.viewWillDisappear(true)
            top.viewWillAppear(true)
        }
        if isViewLoaded {
            children.forEach { $0.viewIfLoaded?.removeFromSuperview() }
            top.view.frame = view.bounds
            view.addSubview(top.view)
        }
        if onScreen {
            below.viewDidDisappear(true)
            top.viewDidAppear(true)
        }
        coordinator.finish()
        stubTransitionCoordinator = nil
        top.stubTransitionCoordinator = nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            top.view.frame = view.bounds
            view.addSubview(top.view)
        }
    }
}

// MARK: - Text attributes

extension NSAttributedString.Key {
    /// Source: UIKit's `static let font: NSAttributedString.Key` (value: `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// Source: UIKit's `static let foregroundColor: NSAttributedString.Key` (value: `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

// MARK: - Tab bars

/// Source: `@MainActor open class UIBarItem : NSObject, NSCoding, UIAppearance`. SDK members
/// from documentation/UIKit/uibaritem.md and uibaritem/*.md.
@MainActor
open class UIBarItem: NSObject {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    @available(iOS 5.0, *)
    open var landscapeImagePhone: UIImage?
    @available(iOS 11.0, *)
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    @available(iOS 5.0, *)
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    @available(iOS 11.0, *)
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    // Accessibility (Apple: NSObject's informal protocol and UIAccessibilityIdentification).
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    @available(iOS 5.0, *)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    @available(iOS 5.0, *)
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// Source: `@MainActor open class UITabBarItem : UIBarItem, UISpringLoadedInteractionSupporting`.
/// SDK members from documentation/UIKit/uitabbaritem.md and uitabbaritem/*.md.
@MainActor
open class UITabBarItem: UIBarItem {
    /// Minimal: `enum UITabBarItem.SystemItem : Int`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    @available(iOS 10.0, *)
    open var badgeColor: UIColor?
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance?
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance?
    @available(iOS 5.0, *)
    open var titlePositionAdjustment: UIOffset = .zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    @available(iOS 10.0, *)
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    @available(iOS 10.0, *)
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}

/// Source: `@MainActor open class UITabBarItemStateAppearance : NSObject` (iOS 13).
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
}

/// Source: `@MainActor open class UITabBarItemAppearance : NSObject, NSCopying, NSSecureCoding`
/// (iOS 13).
@MainActor
open class UITabBarItemAppearance: NSObject {
    open private(set) var normal = UITabBarItemStateAppearance()
    open private(set) var selected = UITabBarItemStateAppearance()
    open private(set) var disabled = UITabBarItemStateAppearance()
    open private(set) var focused = UITabBarItemStateAppearance()
}

/// Source: `@MainActor open class UIBarAppearance : NSObject, NSCopying, NSSecureCoding` (iOS 13).
@MainActor
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor? = .separator
    public var stubConfiguration = "default"

    public override init() { super.init() }

    open func configureWithDefaultBackground() { stubConfiguration = "default" }
    open func configureWithOpaqueBackground() { stubConfiguration = "opaque" }
    open func configureWithTransparentBackground() {
        stubConfiguration = "transparent"
        backgroundColor = nil
        shadowColor = nil
    }
}

/// Source: `@MainActor open class UITabBarAppearance : UIBarAppearance` (iOS 13).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// Stub: what the appearance says, to compare copies.
    public var stubSummary: String {
        func describe(_ item: UITabBarItemAppearance) -> String {
            func state(_ state: UITabBarItemStateAppearance) -> String {
                let color = (state.titleTextAttributes[.foregroundColor] as? UIColor)?.stubName ?? "-"
                let font = (state.titleTextAttributes[.font] as? UIFont).map { "\($0.pointSize)" } ?? "-"
                return "\(state.iconColor?.stubName ?? "-")/\(color)/\(font)"
            }
            return state(item.normal) + "," + state(item.selected)
        }
        return [stubConfiguration, describe(stackedLayoutAppearance), describe(inlineLayoutAppearance),
                describe(compactInlineLayoutAppearance), backgroundColor?.stubName ?? "-", shadowColor?.stubName ?? "-"]
            .joined(separator: " ")
    }

    /// Stub: `copy()`, as the `@NSCopying` properties that take an appearance do.
    func stubCopy() -> UITabBarAppearance {
        let copy = UITabBarAppearance()
        copy.stubConfiguration = stubConfiguration
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        for (source, target) in [(stackedLayoutAppearance, copy.stackedLayoutAppearance),
                                 (inlineLayoutAppearance, copy.inlineLayoutAppearance),
                                 (compactInlineLayoutAppearance, copy.compactInlineLayoutAppearance)] {
            for (from, to) in [(source.normal, target.normal), (source.selected, target.selected)] {
                to.iconColor = from.iconColor
                to.titleTextAttributes = from.titleTextAttributes
            }
        }
        return copy
    }
}

/// Source: `@MainActor open class UITabBar : UIView`. SDK members from
/// documentation/UIKit/uitabbar.md, uitabbar-legacy-customizations.md and uitabbar/*.md. Left
/// out: `leadingAccessoryView` and `trailingAccessoryView` (tvOS only).
@MainActor
open class UITabBar: UIView {
    /// Source: `enum UITabBar.ItemPositioning : Int`.
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    open weak var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// Source: `@NSCopying var standardAppearance: UITabBarAppearance { get set }` (iOS 13).
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.stubCopy() }
    }

    /// Source: `@NSCopying var scrollEdgeAppearance: UITabBarAppearance? { get set }` (iOS 15).
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.stubCopy() }
    }

    @available(iOS 7.0, *)
    open var isTranslucent = true

    // User customization.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {}
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool { true }
    open var isCustomizing: Bool { false }

    // Legacy customizations.
    @available(iOS 7.0, *)
    open var barStyle: UIBarStyle = .default
    @available(iOS 5.0, *)
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    @available(iOS 7.0, *)
    open var itemPositioning: ItemPositioning = .automatic
    @available(iOS 7.0, *)
    open var itemSpacing: CGFloat = 0
    @available(iOS 7.0, *)
    open var itemWidth: CGFloat = 0
    @available(iOS 10.0, *)
    open var unselectedItemTintColor: UIColor?
    @available(iOS 5.0, *)
    open var selectionIndicatorImage: UIImage?
    @available(iOS, introduced: 5.0, deprecated: 8.0)
    open var selectedImageTintColor: UIColor?
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?
    @available(iOS 5.0, *)
    open var backgroundImage: UIImage?
    @available(iOS 6.0, *)
    open var shadowImage: UIImage?

    /// UIKit's default: 49 points above the safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 49 + safeAreaInsets.bottom)
    }
}

/// Source: `@MainActor protocol UITabBarDelegate : NSObjectProtocol` (optional methods:
/// defaults below stand for "not implemented"). Members from
/// documentation/UIKit/uitabbardelegate.md.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// Source: `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol` (optional
/// methods: defaults below stand for "not implemented"). Members from
/// documentation/UIKit/uitabbarcontrollerdelegate.md and uitabbarcontrollerdelegate/*.md.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    @available(iOS 7.0, *)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    @available(iOS 7.0, *)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
    @available(iOS 7.0, *)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    @available(iOS 7.0, *)
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController]) -> [UIViewController]
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    @available(iOS 18.0, *)
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
    @available(iOS 18.0, *)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation { .portrait }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}
    public func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController]) -> [UIViewController] { proposedViewControllers }
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession) {}
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation { .cancel }
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
}

/// Source: `@MainActor open class UITabBarController : UIViewController, UITabBarDelegate, NSCoding`.
/// SDK members from documentation/UIKit/uitabbarcontroller.md and uitabbarcontroller/*.md.
/// Left out: members first shown for iOS 27 (betas): `prominentTabIdentifier`,
/// `setProminentTabIdentifier(_:animated:)`, `performBatchUpdates(_:)`.
@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate, StubKeyValueCoding {
    /// Minimal: `enum UITabBarController.Mode : Int` (iOS 18).
    @available(iOS 18.0, *)
    public enum Mode: Int, Sendable {
        case automatic, tabBar, tabSidebar
    }

    /// Minimal: `enum UITabBarController.MinimizeBehavior : Int` (iOS 26).
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, Sendable {
        case automatic, never, onScrollDown, onScrollUp
    }

    /// `class UITabBarController.Sidebar` (iOS 18), the members the tests use. Sources:
    /// uitabbarcontroller/sidebar-swift.class.md, sidebar-swift.class/ishidden.md (`var isHidden:
    /// Bool { get set }`), sidebar-swift.class/delegate-swiftproperty.md (`weak var delegate: (any
    /// UITabBarController.Sidebar.Delegate)?`), sidebar-swift.class/animating.md and
    /// sidebar-swift.class/delegate-swift.protocol/tabbarcontroller-sidebarvisibilitywillchangeanimator.md
    /// (`optional func tabBarController(_:sidebarVisibilityWillChange:animator:)`). Changing
    /// `isHidden` tells the delegate before the change, as UIKit does when the sidebar shows or hides.
    @available(iOS 18.0, *)
    @MainActor
    open class Sidebar: NSObject {
        /// Source: `@MainActor protocol UITabBarController.Sidebar.Animating : NSObjectProtocol`.
        @MainActor
        public protocol Animating: AnyObject {
            func addAnimations(_ animations: @escaping () -> Void)
            func addCompletion(_ completion: @escaping () -> Void)
        }

        /// Source: `@MainActor protocol UITabBarController.Sidebar.Delegate : NSObjectProtocol`
        /// (optional methods: the default below stands for "not implemented").
        @MainActor
        public protocol Delegate: AnyObject {
            func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar, animator: any UITabBarController.Sidebar.Animating)
        }

        open weak var delegate: (any UITabBarController.Sidebar.Delegate)?
        weak var stubTabBarController: UITabBarController?

        open var isHidden = false {
            willSet {
                guard newValue != isHidden, let controller = stubTabBarController else { return }
                delegate?.tabBarController(controller, sidebarVisibilityWillChange: self, animator: StubSidebarAnimator())
            }
        }
    }

    open weak var delegate: (any UITabBarControllerDelegate)?
    private var storedTabBar = UITabBar()
    private var storedSelected: UIViewController?
    private var storedTabs: [UITab] = []

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 18.0, *)
    public init(tabs: [UITab]) {
        super.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    open var tabBar: UITabBar { storedTabBar }

    // Tabs (iOS 18).
    @available(iOS 18.0, *)
    open var tabs: [UITab] {
        get { storedTabs }
        set { setTabs(newValue, animated: false) }
    }

    // With tabs, the stub's `viewControllers` are those of the tabs that show one: the top-level
    // tabs and the groups' children, in order — the compact bar with every group flattened
    // (`compactTabIdentifiers` listing them), and the sidebar's items. The bar's items are those
    // view controllers' `tabBarItem`s, as in the classic bar. UIKit calls a tab's view controller
    // provider when it first needs the view controller (uitab/viewcontroller.md); the stub needs
    // them all here.
    @available(iOS 18.0, *)
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        storedTabs = tabs
        stubSidebar.stubTabBarController = self
        for tab in stubEveryTab { tab.stubTabBarController = self }
        setViewControllers(stubLeafTabs.compactMap(\.viewController), animated: animated)
    }

    /// Stub: every tab, groups and their children included, in order.
    @available(iOS 18.0, *)
    var stubEveryTab: [UITab] { storedTabs.flatMap { [$0] + (($0 as? UITabGroup)?.stubDescendants ?? []) } }

    /// Stub: the tabs that show a view controller: those that are no group, in order.
    @available(iOS 18.0, *)
    public var stubLeafTabs: [UITab] { stubEveryTab.filter { !($0 is UITabGroup) } }

    /// Source: uitabbarcontroller/selectedtab.md (`var selectedTab: UITab? { get set }`): the tab
    /// whose view controller is selected. Setting it selects through UIKit's own path, as
    /// `selectedViewController`'s setter does, without asking or telling the delegate.
    @available(iOS 18.0, *)
    open var selectedTab: UITab? {
        get {
            guard let storedSelected else { return nil }
            return stubLeafTabs.first { $0.viewController === storedSelected }
        }
        set {
            guard let newValue, let controller = newValue.viewController else { return }
            stubSelect(controller)
            newValue.parent?.selectedChild = newValue
        }
    }

    /// Source: uitabbarcontroller/tab-foridentifier.md: the tab with `identifier`, a group's
    /// child included.
    @available(iOS 18.0, *)
    open func tab(forIdentifier identifier: String) -> UITab? {
        stubEveryTab.first { $0.identifier == identifier }
    }

    /// UIKit's handling of a tap on a tab, in the bar or in the sidebar (iOS 18 tabs): asks the
    /// delegate (`tabBarController(_:shouldSelectTab:)`); a refused tab leaves the selection and
    /// the bar as they were. The selected tab's navigation stack pops to its root; another tab is
    /// selected through UIKit's own path. Then the delegate is told
    /// (`tabBarController(_:didSelectTab:previousTab:)`).
    @available(iOS 18.0, *)
    private func stubUserSelect(_ tab: UITab) {
        guard let controller = tab.viewController else { return }
        guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else {
            storedTabBar.selectedItem = storedSelected?.tabBarItem
            return
        }
        let previous = selectedTab
        if tab === previous {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            stubSelect(controller)
            tab.parent?.selectedChild = tab
        }
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }

    /// Stub: a tap on the item with `identifier` in the sidebar (a group's child, or a top-level
    /// tab), with `mode = .tabSidebar` and the sidebar shown.
    @available(iOS 18.0, *)
    public func stubSelectInSidebar(identifier: String) {
        guard mode == .tabSidebar, !stubSidebar.isHidden, let tab = tab(forIdentifier: identifier), !(tab is UITabGroup) else { return }
        stubUserSelect(tab)
    }

    @available(iOS 18.0, *)
    open var mode: UITabBarController.Mode = .automatic
    @available(iOS 18.0, *)
    open var sidebar: UITabBarController.Sidebar { stubSidebar }
    private let stubSidebar = Sidebar()
    @available(iOS 18.0, *)
    open var compactTabIdentifiers: [String]?
    @available(iOS 18.0, *)
    open var customizationIdentifier: String?
    @available(iOS 18.0, *)
    open var isTabBarHidden = false
    @available(iOS 18.0, *)
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

    // iOS 26.
    @available(iOS 26.0, *)
    open var bottomAccessory: UITabAccessory?
    @available(iOS 26.0, *)
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) { self.bottomAccessory = bottomAccessory }
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior = .automatic
    @available(iOS 26.0, *)
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }

    // The More navigation controller. Source: documentation/UIKit/uitabbarcontroller.md, "The
    // More Navigation Controller" ("If you add six or more custom view controllers to a tab bar
    // controller, the tab bar controller displays only the first four items plus the standard
    // More item on the tab bar"); uitabbarcontroller/morenavigationcontroller.md (`var
    // moreNavigationController: UINavigationController { get }`, always valid, never in
    // `viewControllers`); viewcontrollers.md (the ones at the end are managed by the More
    // navigation controller; setting the array also sets `customizableViewControllers`);
    // selectedindex.md (`NSNotFound` while the More navigation controller is selected);
    // selectedviewcontroller.md (any of `viewControllers`, including those of the More list, or
    // the More navigation controller itself). The stub pushes a view controller picked in the
    // list onto the More navigation controller as it is (UIKit shows a navigation controller's
    // own stack there instead).
    open var customizableViewControllers: [UIViewController]?
    open var moreNavigationController: UINavigationController {
        if let more = stubMore { return more }
        let more = UINavigationController(rootViewController: StubMoreListViewController())
        more.stubName = "MoreNavigationController"
        more.tabBarItem = stubMoreItem
        stubMore = more
        return more
    }
    private var stubMore: UINavigationController?
    /// Stub: the bar's standard More item (`UITabBarItem(tabBarSystemItem: .more, tag: 0)`).
    public let stubMoreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    private var storedViewControllers: [UIViewController] = []

    /// Stub: whether the bar shows four items and the More item instead of every item.
    public var stubShowsMoreItem: Bool { storedViewControllers.count > 5 }

    /// Stub: whether `controller` is reached through the More list rather than the bar.
    private func stubIsInMoreList(_ controller: UIViewController) -> Bool {
        guard stubShowsMoreItem, let index = storedViewControllers.firstIndex(where: { $0 === controller }) else { return false }
        return index >= 4
    }

    /// The items the bar shows.
    private var stubBarItems: [UITabBarItem] {
        let items = storedViewControllers.map { $0.tabBarItem as UITabBarItem }
        return stubShowsMoreItem ? Array(items.prefix(4)) + [stubMoreItem] : items
    }

    open var viewControllers: [UIViewController]? {
        get { storedViewControllers.isEmpty ? nil : storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        stubLeaveMoreList()
        for child in storedViewControllers where child.parent === self {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        storedViewControllers = viewControllers ?? []
        customizableViewControllers = viewControllers
        for controller in storedViewControllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedTabBar.items = stubBarItems
        let keep = storedSelected.flatMap { selected in storedViewControllers.first { $0 === selected } }
        storedSelected = nil
        selectedViewController = keep ?? storedViewControllers.first
    }

    open var selectedViewController: UIViewController? {
        get { storedSelected }
        set { stubSelect(newValue) }
    }

    open var selectedIndex: Int {
        get { storedViewControllers.firstIndex { $0 === storedSelected } ?? NSNotFound }
        set { if storedViewControllers.indices.contains(newValue) { stubSelect(storedViewControllers[newValue]) } }
    }

    /// The view controller whose view fills the content area when `controller` is selected: the
    /// More navigation controller for the list and what it shows.
    private func stubShown(for controller: UIViewController?) -> UIViewController? {
        guard let controller else { return nil }
        return controller === stubMore || stubIsInMoreList(controller) ? moreNavigationController : controller
    }

    /// Takes what the More list shows back off the More navigation controller, into this one.
    private func stubLeaveMoreList(animated: Bool = false) {
        guard let more = stubMore, more.viewControllers.count > 1 else { return }
        let picked = more.viewControllers.dropFirst()
        if animated {
            more.popToRootViewController(animated: true)
        } else {
            more.setViewControllers([more.viewControllers[0]], animated: false)
        }
        for controller in picked where storedViewControllers.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stubReorderChildren(storedViewControllers)
    }

    /// UIKit's own selection, which its tap handling, the More list and state restoration use
    /// too: it doesn't go through the public `selectedViewController` setter, so a subclass's
    /// override of that setter sees only the app's calls.
    private func stubSelect(_ controller: UIViewController?) {
        guard let controller, controller !== storedSelected,
              controller === stubMore || storedViewControllers.contains(where: { $0 === controller }) else { return }
        StubLog.record("selectTab(\(controller.stubName))")
        let previous = storedSelected
        let previousShown = stubShown(for: previous)
        let shown = stubShown(for: controller)
        storedSelected = controller
        storedTabBar.selectedItem = shown === stubMore ? stubMoreItem : controller.tabBarItem
        let appearing = isViewLoaded && view.window != nil
        if previousShown === shown, let more = stubMore {
            // Within the More list: back to the list, or a view controller of it pushed.
            stubLeaveMoreList(animated: appearing && controller === more)
            if controller !== more { more.pushViewController(controller, animated: appearing) }
            return
        }
        // The More navigation controller passes the appearance callbacks on to what it shows.
        func receivers(_ shown: UIViewController?, _ selected: UIViewController?) -> [UIViewController] {
            guard let shown else { return [] }
            if shown === stubMore, let selected, selected !== shown { return [shown, selected] }
            return [shown]
        }
        if isViewLoaded {
            if appearing { receivers(previousShown, previous).forEach { $0.viewWillDisappear(false) } }
            previousShown?.viewIfLoaded?.removeFromSuperview()
            if appearing { receivers(previousShown, previous).forEach { $0.viewDidDisappear(false) } }
        }
        if previousShown === stubMore { stubLeaveMoreList() }
        let entersMoreList = shown === stubMore && controller !== stubMore
        if entersMoreList {
            moreNavigationController.setViewControllers([moreNavigationController.viewControllers[0], controller], animated: false)
        }
        guard isViewLoaded else { return }
        controller.stubMovingToParent = entersMoreList
        stubShowSelected(appearing: appearing, forwardingTo: receivers(shown, controller))
        controller.stubMovingToParent = false
    }

    /// The tab bar's delegate method, which UIKit's `UITabBarController` implements (it is the
    /// delegate of its bar) and subclasses override to watch taps: asks the delegate, selects the
    /// item's view controller (or pops its stack to the root when it is already selected), then
    /// tells the delegate. The More item selects the More navigation controller.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        if !storedTabs.isEmpty, let tab = stubLeafTabs.first(where: { $0.viewController?.tabBarItem === item }) {
            stubUserSelect(tab)
            return
        }
        let controller: UIViewController
        if item === stubMoreItem, stubShowsMoreItem {
            controller = moreNavigationController
        } else if let match = storedViewControllers.first(where: { $0.tabBarItem === item }) {
            controller = match
        } else {
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            storedTabBar.selectedItem = stubShown(for: storedSelected) === stubMore ? stubMoreItem : storedSelected?.tabBarItem
            return
        }
        if controller === stubMore {
            stubSelect(controller)
        } else if controller === storedSelected {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            stubSelect(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Stub: the user picks the view controller at `index` in the More list, or state
    /// restoration brings it back: UIKit selects it through its own path.
    public func stubSelectThroughUIKit(at index: Int) {
        guard storedViewControllers.indices.contains(index) else { return }
        stubSelect(storedViewControllers[index])
    }

    /// Stub: a tap on the More item, when the bar shows it.
    public func stubTapMoreItem() {
        guard stubShowsMoreItem else { return }
        storedTabBar.selectedItem = stubMoreItem
        tabBar(storedTabBar, didSelect: stubMoreItem)
    }

    open override func loadView() {
        super.loadView()
        view.addSubview(storedTabBar)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        stubShowSelected(appearing: false, forwardingTo: [])
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Like UIKit: place the bar at the bottom edge, then ask it its height there (which
        // includes the bottom safe area it now overlaps).
        let bounds = view.bounds
        storedTabBar.frame = CGRect(x: 0, y: bounds.maxY - 49 - view.safeAreaInsets.bottom, width: bounds.width, height: 49 + view.safeAreaInsets.bottom)
        let height = storedTabBar.sizeThatFits(bounds.size).height
        storedTabBar.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    private func stubShowSelected(appearing: Bool, forwardingTo appearingControllers: [UIViewController]) {
        guard let shown = stubShown(for: storedSelected) else { return }
        shown.view.frame = view.bounds
        if appearing { appearingControllers.forEach { $0.viewWillAppear(false) } }
        view.insertSubview(shown.view, belowSubview: storedTabBar)
        if appearing { appearingControllers.forEach { $0.viewDidAppear(false) } }
    }

    func stubSetValue(_ value: Any?, forKey key: String) {
        guard key == "tabBar", let tabBar = value as? UITabBar else { fatalError("stub: no key \(key)") }
        StubLog.record("setValue(tabBar)")
        storedTabBar.removeFromSuperview()
        storedTabBar = tabBar
        tabBar.items = stubBarItems
        tabBar.selectedItem = stubShown(for: storedSelected) === stubMore ? stubMoreItem : storedSelected?.tabBarItem
        if isViewLoaded { view.addSubview(tabBar) }
    }

    /// Stub: a tap on the bar item of the view controller at `index` (one the bar shows). The
    /// bar shows it selected, then tells its delegate, the tab bar controller, which asks its
    /// delegate, selects (or pops a selected navigation controller to its root) and tells it.
    public func stubTapItem(at index: Int) {
        guard storedViewControllers.indices.contains(index), !stubIsInMoreList(storedViewControllers[index]) else { return }
        guard let item = storedViewControllers[index].tabBarItem, item.isEnabled else { return }
        storedTabBar.selectedItem = item
        tabBar(storedTabBar, didSelect: item)
    }
}

/// Stub: the More list, the root of the More navigation controller (UIKit's is private).
@MainActor
public final class StubMoreListViewController: UIViewController {}

/// Source: `@MainActor class UITab : NSObject` (iOS 18). SDK members from
/// documentation/UIKit/uitab.md and uitab/*.md. The view controller provider runs on first
/// use of `viewController`, as UIKit's does.
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
    /// Minimal: `enum UITab.Placement : Int` (iOS 18).
    public enum Placement: Int, Sendable {
        case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly
    }

    open var title: String
    open var subtitle: String?
    open private(set) var identifier: String
    open var image: UIImage?
    @available(iOS 26.1, *)
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var isHidden = false
    open var isHiddenByDefault = false
    open var allowsHiding = false
    open var preferredPlacement: UITab.Placement = .automatic
    open var userInfo: Any?
    @available(iOS 18.4, *)
    open var isEnabled = true
    /// UITab conforms to `UIAccessibilityIdentification` (uitab.md, "Conforms To").
    open var accessibilityIdentifier: String?
    weak var stubTabBarController: UITabBarController?
    weak var stubParent: UITabGroup?
    private var provider: ((UITab) -> UIViewController)?
    private var storedViewController: UIViewController?

    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        provider = viewControllerProvider
        super.init()
    }

    open var viewController: UIViewController? {
        if storedViewController == nil, let provider {
            let controller = provider(self)
            controller.stubTab = self
            storedViewController = controller
        }
        return storedViewController
    }

    /// The group the tab is a child of (uitab/parent.md).
    open var parent: UITabGroup? { stubParent }
    open var tabBarController: UITabBarController? { stubTabBarController }
    open var hasVisiblePlacement: Bool { !isHidden }
    open var managingTabGroup: UITabGroup? { stubParent }
}

/// Source: `@MainActor class UITabGroup : UITab` (iOS 18). Members from
/// documentation/UIKit/uitabgroup.md and uitabgroup/*.md: init-titleimageidentifierchildrenviewcontrollerprovider.md,
/// children.md, tab-foridentifier.md, selectedchild.md, defaultchildidentifier.md,
/// allowsreordering.md, displayorder.md, displayorderidentifiers.md,
/// managingnavigationcontroller.md, sidebaractions.md. Left out: `sidebarAppearance` and
/// `isCollapsedByDefault` (iOS 26.1), which generated code doesn't use.
@available(iOS 18.0, *)
@MainActor
open class UITabGroup: UITab {
    open var children: [UITab] {
        didSet { for child in children { child.stubParent = self } }
    }
    open var selectedChild: UITab?
    open var defaultChildIdentifier: String?
    open var allowsReordering = false
    open var displayOrderIdentifiers: [String] = []
    open var displayOrder: [UITab] {
        let ordered = displayOrderIdentifiers.compactMap { identifier in children.first { $0.identifier == identifier } }
        return ordered + children.filter { child in !ordered.contains { $0 === child } }
    }
    open var managingNavigationController: UINavigationController?
    open var sidebarActions: [UIAction] = []

    public init(title: String, image: UIImage?, identifier: String, children: [UITab], viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.stubParent = self }
    }

    open func tab(forIdentifier identifier: String) -> UITab? {
        stubDescendants.first { $0.identifier == identifier }
    }

    /// Stub: the children, and theirs, in order.
    var stubDescendants: [UITab] { children.flatMap { [$0] + (($0 as? UITabGroup)?.stubDescendants ?? []) } }
}

/// Source: `@MainActor class UISearchTab : UITab` (iOS 18), documentation/UIKit/uisearchtab.md and
/// uisearchtab/init-viewcontrollerprovider.md ("Creates a search tab with a system localized
/// title and image"). UIKit assigns its identifier (uisearchtab/identifier.md, a class property
/// from iOS 26.4, left out): the stub's is made up. `automaticallyActivatesSearch` (iOS 26) is
/// left out: generated code doesn't use it.
@available(iOS 18.0, *)
@MainActor
open class UISearchTab: UITab {
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: "Search", image: UIImage(systemName: "magnifyingglass", withConfiguration: nil), identifier: "stub.UISearchTab", viewControllerProvider: viewControllerProvider)
    }
}

@available(iOS 18.0, *)
extension UITabBarController.Sidebar.Delegate {
    public func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar, animator: any UITabBarController.Sidebar.Animating) {}
}

/// Stub: what UIKit passes as the sidebar's animator (its class is private).
@available(iOS 18.0, *)
@MainActor
final class StubSidebarAnimator: NSObject, UITabBarController.Sidebar.Animating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}

// MARK: - Minimal declarations
//
// Types that the SDK-true members above name but the generated code doesn't use. They are
// declared only so that those members have their documented types: empty classes, or enums
// and option sets with the cases members need. On Apple platforms most of them come from
// Foundation, CoreGraphics, QuartzCore or UIKit itself.

/// Minimal: Objective-C's `Selector` (absent from Swift on Linux).
public struct Selector: Hashable, Sendable {
    public let stubName: String
    public init(_ name: String) { stubName = name }
}

/// Minimal: CoreGraphics `struct CGAffineTransform`.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// Minimal: QuartzCore `struct CATransform3D`.
public struct CATransform3D: Sendable {
    public init() {}
}

/// Minimal: CoreAnimation's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()

/// Minimal: Foundation `class UndoManager` (absent from Foundation on Linux).
open class UndoManager: NSObject {}

/// Foundation `class NSUserActivity` (absent from Foundation on Linux), reduced to what the
/// generated restoration uses. Sources: documentation/Foundation/nsuseractivity/
/// init-activitytype.md (`init(activityType: String)`), activitytype.md (`var activityType:
/// String { get }`), userinfo.md (`var userInfo: [AnyHashable : Any]? { get set }`),
/// adduserinfoentries-from.md (`func addUserInfoEntries(from: [AnyHashable : Any])`).
open class NSUserActivity: NSObject {
    public let activityType: String
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }
}

/// Minimal: Foundation `class NSExtensionContext` (absent from Foundation on Linux).
open class NSExtensionContext: NSObject {}

/// Minimal: UIKit `struct UIOffset`.
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// Minimal: UIKit `struct UIRectEdge : OptionSet`.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Minimal: UIKit `struct NSDirectionalRectEdge : OptionSet`.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Minimal: UIKit `struct UIInterfaceOrientationMask : OptionSet`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// Minimal: UIKit `enum UIInterfaceOrientation : Int`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// Minimal: UIKit `enum UIModalTransitionStyle : Int`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Minimal: UIKit `enum UIStatusBarStyle : Int`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}

/// Minimal: UIKit `enum UIStatusBarAnimation : Int`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// Minimal: UIKit `enum UIBarStyle : Int`.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// Minimal: UIKit `enum UIContainerBackgroundStyle : Int` (visionOS).
public enum UIContainerBackgroundStyle: Int, Sendable {
    case automatic, hidden, glass
}

/// Minimal: UIKit `enum UIBehavioralStyle : UInt`.
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic, pad, mac
}

/// Minimal: UIKit `enum UIEditingInteractionConfiguration : Int`.
public enum UIEditingInteractionConfiguration: Int, Sendable {
    case none, `default`
}

/// Source: UIKit `struct UIContentSizeCategory : RawRepresentable` (documentation/UIKit/
/// uicontentsizecategory.md): the categories and `isAccessibilityCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    @available(iOS 11.0, *)
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Stub: how much a Dynamic Type font grows at this category, about as the caption styles
    /// do (1 at the default `large`, over 3 at the largest accessibility size).
    var stubScale: CGFloat {
        let order: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                              .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        let scales: [CGFloat] = [0.82, 0.88, 0.94, 1, 1.12, 1.24, 1.35, 1.65, 2, 2.4, 2.8, 3.2]
        return order.firstIndex(of: self).map { scales[$0] } ?? 1
    }
}

/// Minimal: UIKit `struct UILayoutPriority : RawRepresentable`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// Minimal: UIKit `struct UIRectCorner : OptionSet`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Minimal: UIKit `struct UICornerConfiguration` (iOS 26).
public struct UICornerConfiguration: Sendable {
    public init() {}
}

/// Minimal: UIKit `struct UIFocusGroupPriority : RawRepresentable`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
}

/// Minimal: UIKit `class NSLayoutConstraint`.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Minimal: `enum NSLayoutConstraint.Axis : Int`.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}

/// Minimal: UIKit `class NSLayoutAnchor<AnchorType>`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {}

/// Minimal: UIKit `class NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Minimal: UIKit `class NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Minimal: UIKit `class NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

/// Minimal: UIKit `class UILayoutGuide`.
@MainActor
open class UILayoutGuide: NSObject {}

/// Minimal: UIKit `class UIKeyboardLayoutGuide` (iOS 15).
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {}

/// Minimal: UIKit `struct UITraitOverrides` (iOS 17).
@MainActor
public struct UITraitOverrides {}

/// Minimal: UIKit `class UIGestureRecognizer`.
@MainActor
open class UIGestureRecognizer: NSObject {}

/// Minimal: UIKit `class UITapGestureRecognizer`.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// Minimal: UIKit `class UIPanGestureRecognizer`.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// Minimal: UIKit `class UITouch`.
@MainActor
open class UITouch: NSObject {}

/// Minimal: UIKit `class UIPress`.
@MainActor
open class UIPress: NSObject {}

/// Minimal: UIKit `class UIPressesEvent`.
@MainActor
open class UIPressesEvent: UIEvent {}

/// Minimal: UIKit `class UIInputViewController`.
@MainActor
open class UIInputViewController: UIViewController {}

/// Minimal: UIKit `class UITextInputMode`.
@MainActor
open class UITextInputMode: NSObject {}

/// Minimal: UIKit `class UITextInputAssistantItem`.
@MainActor
open class UITextInputAssistantItem: NSObject {}

/// Minimal: UIKit `class UIKeyCommand`.
@MainActor
open class UIKeyCommand: NSObject {}

/// Minimal: UIKit `class UICommand`.
@MainActor
open class UICommand: UIMenuElement {}

/// Minimal: UIKit `class UIMenu`.
@MainActor
open class UIMenu: UIMenuElement {}

/// Minimal: UIKit `class UIDeferredMenuElement`.
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// Minimal: `class UIDeferredMenuElement.Provider`.
    open class Provider: NSObject {}
}

/// Minimal: UIKit `protocol UIMenuBuilder`.
@MainActor
public protocol UIMenuBuilder: AnyObject {}

/// Minimal: UIKit `protocol UIActivityItemsConfigurationReading`.
@MainActor
public protocol UIActivityItemsConfigurationReading: AnyObject {}

/// Minimal: UIKit `class UIViewPrintFormatter`.
@MainActor
open class UIViewPrintFormatter: NSObject {}

/// Minimal: UIKit `class UIFocusEffect` (iOS 15).
@MainActor
open class UIFocusEffect: NSObject {}

/// Minimal: UIKit `class UIMotionEffect`.
@MainActor
open class UIMotionEffect: NSObject {}

/// Minimal: UIKit `class UIHoverStyle` (iOS 17).
@MainActor
open class UIHoverStyle: NSObject {}

/// Minimal: UIKit `class UIContextMenuInteraction` (iOS 13).
@MainActor
open class UIContextMenuInteraction: NSObject {}

/// Minimal: UIKit `class UIContextMenuConfiguration` (iOS 13).
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Minimal: `enum UIContextMenuConfiguration.ElementOrder : Int` (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }
}

/// Minimal: UIKit `protocol UIContextMenuInteractionAnimating` (iOS 13).
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {}

/// Minimal: UIKit `class UITargetedPreview` (iOS 13).
@MainActor
open class UITargetedPreview: NSObject {}

/// Minimal: UIKit `class UIToolTipInteraction` (iOS 15).
@MainActor
open class UIToolTipInteraction: NSObject {}

/// Minimal: UIKit `class UIPointerEffect`, `UIPointerShape`, `UIPointerStyle` (iOS 13.4).
@MainActor
open class UIPointerEffect: NSObject {}
@MainActor
open class UIPointerShape: NSObject {}
@MainActor
open class UIPointerStyle: NSObject {}

/// Minimal: UIKit `class UIStoryboardSegue`.
@MainActor
open class UIStoryboardSegue: NSObject {}

/// Minimal: UIKit `class UIStoryboardUnwindSegueSource` (iOS 9).
@MainActor
open class UIStoryboardUnwindSegueSource: NSObject {}

/// Minimal: UIKit `protocol UIViewControllerTransitioningDelegate`.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// Minimal: UIKit `protocol UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {}

/// Minimal: UIKit `protocol UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {}

/// Minimal: UIKit `protocol UIViewControllerRestoration`.
@MainActor
public protocol UIViewControllerRestoration: AnyObject {}

/// Minimal: UIKit `protocol UILayoutSupport`.
@MainActor
public protocol UILayoutSupport: AnyObject {}

final class StubLayoutSupport: UILayoutSupport {}

/// Minimal: UIKit `protocol UIViewControllerPreviewing` and its delegate (deprecated).
@MainActor
public protocol UIViewControllerPreviewing: AnyObject {}
@MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {}

final class StubPreviewing: UIViewControllerPreviewing {}

/// Minimal: UIKit `protocol UIPreviewActionItem` (deprecated).
@MainActor
public protocol UIPreviewActionItem: AnyObject {}

/// Minimal: UIKit `class UISearchDisplayController` (deprecated).
@MainActor
open class UISearchDisplayController: NSObject {}

/// Minimal: UIKit `class UIPopoverPresentationController`.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {}

/// Minimal: UIKit `class UISheetPresentationController` (iOS 15).
@MainActor
open class UISheetPresentationController: UIPresentationController {}

/// Minimal: UIKit `class UISplitViewController`.
@MainActor
open class UISplitViewController: UIViewController {}

/// Minimal: UIKit `class UIScrollView`.
@MainActor
open class UIScrollView: UIView {}

/// Minimal: UIKit `class UIBarButtonItem`.
@MainActor
open class UIBarButtonItem: UIBarItem {}

/// Minimal: UIKit `class UINavigationItem`.
@MainActor
open class UINavigationItem: NSObject {}

/// Minimal: UIKit `class UINavigationBar`.
@MainActor
open class UINavigationBar: UIView {}

/// Minimal: UIKit `class UIToolbar`.
@MainActor
open class UIToolbar: UIView {}

/// Minimal: UIKit `protocol UIContentConfiguration` (iOS 14).
@MainActor
public protocol UIContentConfiguration {}

/// Minimal: UIKit `struct UIContentUnavailableConfigurationState` (iOS 17).
@MainActor
public struct UIContentUnavailableConfigurationState {
    public init() {}
}

/// Minimal: UIKit `class UIOrnament` (visionOS).
@MainActor
open class UIOrnament: NSObject {}

/// Minimal: UIKit `class UIDropSession` protocol and `UIDropOperation`.
@MainActor
public protocol UIDropSession: AnyObject {}

/// Minimal: UIKit `enum UIDropOperation : UInt`.
public enum UIDropOperation: UInt, Sendable {
    case cancel, forbidden, copy, move
}


/// Minimal: UIKit `class UITabAccessory` (iOS 26). Source: documentation/UIKit/uitabaccessory.md,
/// uitabaccessory/init-contentview.md (`@MainActor init(contentView: UIView)`),
/// uitabaccessory/contentview.md.
@available(iOS 26.0, *)
@MainActor
open class UITabAccessory: NSObject {
    /// The accessory's content view.
    open private(set) var contentView: UIView

    /// Creates a new accessory with the specified content view.
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }
}

// MARK: - Visual effects
//
// Minimal. Sources: documentation/UIKit/uivisualeffect.md (`@MainActor class UIVisualEffect :
// NSObject`), uiblureffect.md and uiblureffect/init(style:) (`init(style: UIBlurEffect.Style)`),
// uiblureffect/style.md (`systemChromeMaterial`, iOS 13; `regular`, `prominent`),
// uiglasseffect.md (iOS 26: `var tintColor: UIColor?`, `var isInteractive: Bool`),
// uiglasseffect/init-style.md (`init(style: UIGlassEffect.Style)`), uiglasseffect/style.md
// (`regular`, `clear`), uivisualeffectview.md, uivisualeffectview/init-effect.md
// (`init(effect: UIVisualEffect?)`), effect.md (`var effect: UIVisualEffect?`), contentview.md
// (`var contentView: UIView { get }`).

/// Minimal: UIKit `class UIVisualEffect`.
@MainActor
open class UIVisualEffect: NSObject {}

/// Minimal: UIKit `class UIBlurEffect : UIVisualEffect`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Source: `enum UIBlurEffect.Style : Int`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// Stub: the style the effect was made with.
    public let stubStyle: Style

    /// Creates a blur effect with the specified style.
    public init(style: Style) {
        stubStyle = style
        super.init()
    }
}

/// Minimal: UIKit `class UIGlassEffect : UIVisualEffect` (iOS 26).
@available(iOS 26.0, *)
@MainActor
open class UIGlassEffect: UIVisualEffect {
    /// Source: `enum UIGlassEffect.Style : Int`.
    public enum Style: Int, Sendable {
        case regular, clear
    }

    /// A tint color applied to the glass.
    open var tintColor: UIColor?
    /// Enables interactive behavior for the glass effect.
    open var isInteractive = false

    /// Creates a glass effect with the specified style.
    public init(style: Style) {
        super.init()
    }
}

/// Minimal: UIKit `class UIVisualEffectView : UIView`.
@MainActor
open class UIVisualEffectView: UIView {
    /// The visual effect the view provides.
    open var effect: UIVisualEffect?
    /// A view for adding content to the visual effect view.
    open private(set) var contentView = UIView()

    /// Creates a new visual effect view with the designated visual effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

