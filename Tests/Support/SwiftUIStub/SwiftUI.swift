// A stand-in for SwiftUI, so that generated SwiftUI code (and the UIKit code's SwiftUI host) can
// be type-checked and driven on Linux in tests. Every file of this folder is part of the module.
//
// Declarations follow SwiftUI's documented interface: the Markdown mirror of Apple's
// documentation (repository Averyy/apple-dev-docs), one page per symbol, `documentation/SwiftUI/…`.
// Each group names the pages it comes from. The stub keeps the documented generic signatures,
// constraints, isolation (`@MainActor @preconcurrency` protocols such as `View`, `nonisolated`
// view types and modifiers, as the iOS 26 pages show them), `Sendable` conformances and iOS
// availability; members first documented for a beta SDK stay out (`ContentBuilder`, Xcode 27).
// `Tests/TabDSLTests/Fixtures/swiftui-members` lists the members and `SwiftUIStubTests` checks
// them.
//
// Bodies are inert — a modifier wraps its view in `ModifiedContent` — except what behaviour tests
// run: `Binding`, `State`, `SceneStorage`, `Bindable`, `NavigationPath` and the environment work,
// containers call their non-escaping content closures as SwiftUI does (and keep the result), and
// `StubRecorder` keeps what a body built: the selection bindings handed to `TabView`, the
// presentations asked for, the tabs' values, and the `onAppear` and `onChange` actions (which a
// test calls). Members only tests use start with `stub`. Unlike the real SwiftUI, this module doesn't
// re-export UIKit: code that uses UIKit types must import UIKit itself (it does re-export
// Foundation and Observation, as SwiftUI does).
//
// Sources of this file:
//  - documentation/SwiftUI/view.md: `@MainActor @preconcurrency protocol View`, `associatedtype
//    Body : View`, `@ViewBuilder var body: Self.Body { get }`; `Never` is a View.
//  - documentation/SwiftUI/viewmodifier.md, view/modifier(_:).md, modifiedcontent.md:
//    `@MainActor @preconcurrency protocol ViewModifier`, `associatedtype Body : View`,
//    `typealias Content = _ViewModifier_Content<Self>`, `func body(content:) -> Self.Body`;
//    `@frozen struct ModifiedContent<Content, Modifier>` with `content` and `modifier`, a View
//    when `Content : View, Modifier : ViewModifier`.
//  - documentation/SwiftUI/viewbuilder.md and viewbuilder/*.md: `@resultBuilder struct
//    ViewBuilder`, `buildBlock()`, `buildBlock(_:)`, `buildBlock<each Content>(_:)` (iOS 17),
//    `buildExpression(_:)`, `buildIf(_:)`, `buildEither(first:)`, `buildEither(second:)`,
//    `buildLimitedAvailability(_:)` (-> `AnyView`); `TupleView`, `_ConditionalContent`.
//  - documentation/SwiftUI/emptyview.md, anyview.md, group.md, foreach.md, hstack.md,
//    vstack.md, zstack.md, spacer.md, geometryreader.md, geometryproxy.md: the containers.

@_exported import Foundation
@_exported import Observation

// MARK: - View

/// Source: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        stubNoBody(Never.self)
    }
}

/// Stub: what a view SwiftUI draws itself answers when asked for its body.
func stubNoBody(_ type: Any.Type) -> Never {
    preconditionFailure("stub: \(type) is drawn by SwiftUI and has no body")
}

// MARK: - Modifiers

/// Source: `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Source: the proxy for the view that a modifier modifies (`ViewModifier.Content`).
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct ModifiedContent<Content, Modifier>`.
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content

    /// The view modifier or other modifier that transforms the content.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view
    /// modifier.
    @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    nonisolated public func body(content: _ViewModifier_Content<Self>) -> Never { return stubNoBody(Self.self) }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Stub: the inert modifier every stub modifier applies.
    nonisolated func stubModified() -> ModifiedContent<Self, StubModifier> {
        ModifiedContent(content: self, modifier: StubModifier())
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stub: a modifier SwiftUI applies itself (a padding, a sheet…); the stub records nothing.
nonisolated public struct StubModifier: ViewModifier, Sendable {
    public typealias Body = Never
    public func body(content: Content) -> Never { return stubNoBody(Self.self) }
}

/// Stub: the modifier of `safeAreaInset(edge:alignment:spacing:content:)`, keeping the inset's
/// content (the views SwiftUI places beside the modified view).
nonisolated public struct StubInsetModifier<Inset>: ViewModifier {
    /// Stub: the inset's content.
    public var stubInset: Inset

    public typealias Body = Never
    public func body(content: Content) -> Never { return stubNoBody(Self.self) }
}

// MARK: - ViewBuilder

/// Source: `@resultBuilder struct ViewBuilder` (iOS 13).
@resultBuilder
public struct ViewBuilder {
    /// Builds an expression within the builder.
    @inlinable public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds an empty view from a block containing no statements.
    @inlinable public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    @inlinable public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds a tuple view from the views of a block (iOS 17: a parameter pack).
    @available(iOS 17.0, *)
    @inlinable public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Produces an optional view for conditional statements in multi-statement closures that's
    /// only visible when the condition evaluates to true.
    @inlinable public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    @inlinable public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    @inlinable public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    @inlinable public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// Source: `@frozen struct TupleView<T>` (iOS 13).
@frozen
nonisolated public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// Creates a tuple view.
    @inlinable public init(_ value: T) {
        self.value = value
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct _ConditionalContent<TrueContent, FalseContent>`: what `buildEither`
/// builds, a View (and, iOS 18, tab content) when both branches are.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken.
    @frozen
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    @inlinable nonisolated public init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

// MARK: - Containers

/// Source: `@frozen struct EmptyView` (iOS 13).
@frozen
nonisolated public struct EmptyView: View {
    /// Creates an empty view.
    @inlinable public init() {}

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct AnyView` (iOS 13): `init<V>(_ view: V) where V : View`,
/// `init<V>(erasing view: V) where V : View`, `init?(_fromValue value: Any)`.
@frozen
nonisolated public struct AnyView: View {
    /// Stub: the wrapped view.
    public let stubView: Any

    /// Create an instance that type-erases `view`.
    public init<V>(_ view: V) where V: View {
        stubView = view
    }

    /// Creates a view that type-erases a view.
    public init<V>(erasing view: V) where V: View {
        stubView = view
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct Group<Content>` (iOS 13); a View when `Content : View`
/// (`init(@ViewBuilder content: () -> Content)`), tab content when `Content : TabContent`
/// (iOS 18, `init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue`).
@frozen
public struct Group<Content> {
    /// Stub: the group's content.
    public var stubContent: Content

    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

extension Group: View where Content: View {
    /// Creates a group of views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        stubContent = content()
    }
}

/// Source: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
/// (iOS 13): a View when `Content : View`, tab content when `Content : TabContent` (iOS 18).
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views
    /// dynamically.
    public var data: Data

    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

extension ForEach: View where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }
}

/// Source: `@frozen struct HStack<Content> where Content : View` (iOS 13):
/// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
@frozen
nonisolated public struct HStack<Content>: View where Content: View {
    /// Stub: the stack's content.
    public var stubContent: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stubContent = content()
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct VStack<Content> where Content : View` (iOS 13):
/// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
@frozen
nonisolated public struct VStack<Content>: View where Content: View {
    /// Stub: the stack's content.
    public var stubContent: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stubContent = content()
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct ZStack<Content> where Content : View` (iOS 13):
/// `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`.
@frozen
nonisolated public struct ZStack<Content>: View where Content: View {
    /// Stub: the stack's content.
    public var stubContent: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        stubContent = content()
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct Spacer` (iOS 13): `var minLength: CGFloat?`, `init(minLength: CGFloat? = nil)`.
@frozen
nonisolated public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    @inlinable public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `@frozen struct GeometryReader<Content> where Content : View` (iOS 13):
/// `var content: (GeometryProxy) -> Content`, `init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`.
@frozen
nonisolated public struct GeometryReader<Content>: View where Content: View {
    /// The view's content, given the container's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Stub: SwiftUI calls a geometry reader's content during layout; a test calls it with
/// `stubLayOutGeometryReaders(in:proxy:)`.
public protocol StubGeometryReading {
    /// Makes the content for `proxy`, as SwiftUI does when it lays the reader out.
    func stubContent(_ proxy: GeometryProxy) -> Any
}

extension GeometryReader: StubGeometryReading {
    public func stubContent(_ proxy: GeometryProxy) -> Any { content(proxy) }
}

/// Stub: makes the content of every `GeometryReader` in `view` (found through the stored
/// properties of the modifiers and containers around it) for `proxy`, so the views it makes
/// are made, and their modifiers recorded.
public func stubLayOutGeometryReaders(in view: Any, proxy: GeometryProxy) {
    if let reader = view as? any StubGeometryReading {
        stubLayOutGeometryReaders(in: reader.stubContent(proxy), proxy: proxy)
        return
    }
    let mirror = Mirror(reflecting: view)
    // Views are values: an object (a model, a bundle) holds no views, and may refer back to itself.
    if mirror.displayStyle == .class { return }
    for child in mirror.children {
        stubLayOutGeometryReaders(in: child.value, proxy: proxy)
    }
}

/// Source: `struct GeometryProxy` (iOS 13): `var size: CGSize`, `var safeAreaInsets: EdgeInsets`,
/// `func frame(in: CoordinateSpace) -> CGRect`, `func frame(in: some CoordinateSpaceProtocol) ->
/// CGRect` (iOS 17), `subscript<T>(anchor: Anchor<T>) -> T`.
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { stubFrame.size }

    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { stubSafeAreaInsets }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { stubFrame }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @available(iOS 17.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { stubFrame }

    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.stubValue }

    /// Stub: the container's frame (in every coordinate space) and safe area.
    public var stubFrame: CGRect
    public var stubSafeAreaInsets: EdgeInsets

    /// Stub: SwiftUI makes proxies; tests make them with this.
    public init(stubFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.stubFrame = stubFrame
        stubSafeAreaInsets = safeAreaInsets
    }
}

/// Source: `@frozen struct Anchor<Value>` (iOS 13): an opaque value derived from a view's
/// geometry, resolved by a `GeometryProxy`.
@frozen
public struct Anchor<Value> {
    /// Stub: the resolved value.
    public let stubValue: Value

    /// Stub: SwiftUI makes anchors; tests make them with this.
    public init(stubValue: Value) {
        self.stubValue = stubValue
    }

    /// Source: `struct Anchor.Source`, `static func bounds`.
    public struct Source {
        let stubValue: Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view, as an anchor source.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(stubValue: .zero) }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}

/// Source: `enum CoordinateSpace` (iOS 13): `global`, `local`, `named(AnyHashable)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// Source: `protocol CoordinateSpaceProtocol` (iOS 17) and its statics `global`, `local`,
/// `named(_:)`.
@available(iOS 17.0, *)
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// Source: `struct GlobalCoordinateSpace` (iOS 17).
@available(iOS 17.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// Source: `struct LocalCoordinateSpace` (iOS 17).
@available(iOS 17.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// Source: `struct NamedCoordinateSpace` (iOS 17).
@available(iOS 17.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
