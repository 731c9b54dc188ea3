// The part of SwiftUI that generated `framework: swiftui` code uses: view building, `TabView`
// and `Tab`, navigation stacks and paths, presentations, tab-bar modifiers, colors, text and
// images, scene storage and the Observation environment. Compiled into the same `SwiftUI`
// module as `SwiftUI.swift` (every file of this folder is).
//
// Declarations follow SwiftUI's documented interface (the Markdown mirror of Apple's
// documentation, repository Averyy/apple-dev-docs), reduced: generic signatures and
// availability as documented, bodies inert except what behaviour tests run (`NavigationPath`,
// `SceneStorage`, and the recording of the bindings a `TabView` and a presentation are given).
// Views have no body here (`Body == Never`); modifiers wrap their view. Members only tests use
// start with `stub`.
//
// Sources (documentation/SwiftUI/…):
//  - viewbuilder.md (`@resultBuilder struct ViewBuilder`: buildBlock, buildExpression,
//    buildIf, buildEither(first:)/(second:), buildLimitedAvailability), tupleview.md,
//    emptyview.md, anyview.md, group.md, optional's View conformance.
//  - tabview.md, tabview/init-selectioncontent.md (iOS 18: `init<C>(selection:
//    Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content
//    == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`), and the iOS 13
//    `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`.
//  - tab.md, tab/init-valuecontentlabel.md (`init(value: Value, @ViewBuilder content: () ->
//    Content, @ViewBuilder label: () -> Label)`, iOS 18), tabcontent.md (`protocol
//    TabContent<TabValue>`), tabcontent/badge.md (`badge(_ count: Int) -> some
//    TabContent<Self.TabValue>`; `badge(_ label: Text?)` likewise), tabcontentbuilder.md.
//  - view/tabitem(_:).md, view/tag(_:).md, view/badge(_:).md (`badge(_ label: Text?)`, iOS 15),
//    view/tint(_:).md (`tint(_ tint: Color?)`, iOS 15), view/toolbarbackground(_:for:).md
//    (`toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)` and the
//    `Visibility` form, iOS 16), view/toolbar(_:for:).md (iOS 16), toolbarplacement.md,
//    visibility.md, view/tabbarminimizebehavior(_:).md and tabbarminimizebehavior.md (iOS 26:
//    `automatic`, `never`, `onScrollDown`, `onScrollUp`).
//  - navigationstack.md (`init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
//    where Data == NavigationPath`, `init(@ViewBuilder root:)`, iOS 16), navigationpath.md
//    (`init()`, `count`, `isEmpty`, `append(_:)`, `removeLast(_:)`, Equatable).
//  - view/sheet(item:ondismiss:content:).md, view/fullscreencover(item:ondismiss:content:).md
//    (iOS 14), view/presentationbackground(_:).md (iOS 16.4), view/presentationsizing(_:).md
//    and presentationsizing/form.md (iOS 18).
//  - view/sensoryfeedback(_:trigger:).md and sensoryfeedback.md (`selection`,
//    `impact(weight:intensity:)`, `impact(flexibility:intensity:)`, iOS 17).
//  - view/environment(_:).md (`environment<T>(_ object: T?) -> some View where T : AnyObject,
//    T : Observable`, iOS 17), scenestorage.md (`init(_ key: String) where Value == String?`),
//    view/onappear(perform:).md, view/onchange(of:initial:_:).md (iOS 17, two-parameter action).
//  - view/accessibilitylabel(_:).md, view/accessibilityhint(_:).md,
//    view/accessibilityidentifier(_:).md (iOS 14), color.md (`init(_ colorSpace:red:green:blue:
//    opacity:)`, `init(_ name: String, bundle: Bundle?)`, `init(uiColor:)` iOS 15, the standard
//    colors), text.md, image.md (`init(systemName:)`, `init(_ name: String, bundle: Bundle?)`),
//    label.md (`init(@ViewBuilder title:, @ViewBuilder icon:)`), shapestyle.md.

import Foundation
import Observation
import UIKit

/// Stub: what a stub view with no body returns from `body`.
func stubNoBody(_ type: Any.Type) -> Never {
    preconditionFailure("stub: \(type) has no body")
}

// MARK: - Building views

/// Source: `@resultBuilder struct ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(stubStorage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(stubStorage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Source: `@frozen struct TupleView<T>`.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `@frozen struct _ConditionalContent<TrueContent, FalseContent>`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum StubStorage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let stubStorage: StubStorage
    public init(stubStorage: StubStorage) { self.stubStorage = stubStorage }
    public var body: Never { stubNoBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `@frozen struct EmptyView`.
public struct EmptyView: View {
    public init() {}
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `@frozen struct AnyView`.
public struct AnyView: View {
    public let stubView: Any
    public init<V: View>(_ view: V) { stubView = view }
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `@frozen struct Group<Content>`, as a view.
public struct Group<Content: View>: View {
    public let stubContent: Content
    public init(@ViewBuilder content: () -> Content) { stubContent = content() }
    public var body: Never { stubNoBody(Self.self) }
}

/// Stub: the view a modifier returns.
public struct StubModifiedView<Content: View>: View {
    public let stubContent: Content
    public let stubModifier: String
    public var body: Never { stubNoBody(Self.self) }
}

extension View {
    func stubModified(_ modifier: String) -> StubModifiedView<Self> {
        StubModifiedView(stubContent: self, stubModifier: modifier)
    }
}

// MARK: - Text, images, labels, colors

/// Source: `@frozen struct Text`.
public struct Text: Equatable, Sendable {
    public let stubContent: String
    /// Source: `init<S>(_ content: S) where S : StringProtocol`.
    public init<S: StringProtocol>(_ content: S) { stubContent = String(content) }
    /// Source: `init(verbatim content: String)`.
    public init(verbatim content: String) { stubContent = content }
}

extension Text: View {
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `@frozen struct Image`.
public struct Image: Equatable, Sendable {
    public let stubName: String
    public let stubIsSystem: Bool
    /// Source: `init(systemName: String)`.
    public init(systemName: String) {
        stubName = systemName
        stubIsSystem = true
    }
    /// Source: `init(_ name: String, bundle: Bundle? = nil)`.
    public init(_ name: String, bundle: Bundle? = nil) {
        stubName = name
        stubIsSystem = false
    }
}

extension Image: View {
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `struct Label<Title, Icon> where Title : View, Icon : View`.
public struct Label<Title: View, Icon: View>: View {
    public let stubTitle: Title
    public let stubIcon: Icon
    /// Source: `init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        stubTitle = title()
        stubIcon = icon()
    }
    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `protocol ShapeStyle : Sendable`.
public protocol ShapeStyle: Sendable {}

/// Source: `@frozen struct Color`.
public struct Color: Hashable, Sendable, ShapeStyle {
    public let stubDescription: String

    init(stubDescription: String) { self.stubDescription = stubDescription }

    /// Source: `enum Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// Source: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
    /// blue: Double, opacity: Double = 1)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        stubDescription = "rgba(\(red), \(green), \(blue), \(opacity))"
    }

    /// Source: `init(_ name: String, bundle: Bundle? = nil)`.
    public init(_ name: String, bundle: Bundle? = nil) {
        stubDescription = "asset(\(name))"
    }

    /// Source: `init(uiColor: UIColor)` (iOS 15).
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) {
        stubDescription = "uiColor"
    }

    public static let black = Color(stubDescription: "black")
    public static let blue = Color(stubDescription: "blue")
    public static let brown = Color(stubDescription: "brown")
    public static let clear = Color(stubDescription: "clear")
    public static let cyan = Color(stubDescription: "cyan")
    public static let gray = Color(stubDescription: "gray")
    public static let green = Color(stubDescription: "green")
    public static let indigo = Color(stubDescription: "indigo")
    public static let mint = Color(stubDescription: "mint")
    public static let orange = Color(stubDescription: "orange")
    public static let pink = Color(stubDescription: "pink")
    public static let primary = Color(stubDescription: "primary")
    public static let purple = Color(stubDescription: "purple")
    public static let red = Color(stubDescription: "red")
    public static let secondary = Color(stubDescription: "secondary")
    public static let teal = Color(stubDescription: "teal")
    public static let white = Color(stubDescription: "white")
    public static let yellow = Color(stubDescription: "yellow")
}

extension Color: View {
    public var body: Never { stubNoBody(Self.self) }
}

extension ShapeStyle where Self == Color {
    /// Source: `static var clear: Color` (ShapeStyle).
    public static var clear: Color { Color.clear }
}

/// Source: `@frozen enum Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

// MARK: - Navigation

/// Source: `struct NavigationPath` (iOS 16). Stub: holds its values for behaviour tests.
public struct NavigationPath: Equatable {
    private var stubValues: [String] = []

    /// Creates a new, empty navigation path.
    public init() {}

    /// The number of elements in this path.
    public var count: Int { stubValues.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { stubValues.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { stubValues.append(String(describing: value)) }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { stubValues.removeLast(k) }
}

/// Source: `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View` (iOS 16).
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
    public let stubRoot: Root
    public let stubPath: Binding<NavigationPath>?

    /// Source: `init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        stubPath = path
        stubRoot = root()
    }

    /// Source: `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        stubPath = nil
        stubRoot = root()
    }

    public var body: Never { stubNoBody(Self.self) }
}

// MARK: - Tab views

/// Stub: the bindings tab views and presentations were given, newest last.
@MainActor
public enum StubRecorder {
    /// Each `TabView`'s selection binding (a `Binding<SelectionValue>`).
    public static var tabViewSelections: [Any] = []
    /// Each presentation's item binding, with its modifier's name (`sheet`, `fullScreenCover`):
    /// whether it presents, and what SwiftUI does when the presentation ends by a swipe or the
    /// screen's `dismiss` (it sets the item to `nil`).
    public static var presentations: [StubPresentation] = []
    /// Each `Tab`'s value, in the order the tabs were made.
    public static var tabValues: [AnyHashable] = []

    public static func stubReset() {
        tabViewSelections = []
        presentations = []
        tabValues = []
        changeActions = []
        appearActions = []
    }
}

/// Stub: a presentation modifier's item binding, as `StubRecorder` keeps it.
@MainActor
public struct StubPresentation {
    public let modifier: String
    /// The binding's item is not `nil`: the presentation is up.
    public let isPresented: () -> Bool
    /// Sets the binding's item to `nil`, as SwiftUI does when the presentation ends.
    public let end: () -> Void
}

/// Source: `@MainActor @preconcurrency protocol TabContent<TabValue>` (iOS 18).
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// Source: `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable` (iOS 18).
@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> StubTupleTabContent<TabValue, (repeat each C)> {
        StubTupleTabContent(stubValue: (repeat each content))
    }

    /// Source: `struct TabContentBuilder.Content<C> where C : TabContent`: the view `TabView` holds.
    public struct Content<C: TabContent>: View {
        public let stubContent: C
        public var body: Never { stubNoBody(Self.self) }
    }
}

/// Stub: several tabs built together (SwiftUI's type is private).
@available(iOS 18.0, *)
public struct StubTupleTabContent<TabValue: Hashable, T>: TabContent {
    public let stubValue: T
}

/// Source: `struct Tab<Value, Content, Label>` (iOS 18), conforming to `TabContent`.
@available(iOS 18.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    public let stubValue: Value
    public let stubContent: Content
    public let stubLabel: Label

    /// Source: `init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        stubValue = value
        stubContent = content()
        stubLabel = label()
        StubRecorder.tabValues.append(AnyHashable(value))
    }
}

/// Stub: a tab with a modifier.
@available(iOS 18.0, *)
public struct StubModifiedTabContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue
    public let stubBase: Base
}

@available(iOS 18.0, *)
extension TabContent {
    /// Source: `func badge(_ count: Int) -> some TabContent<Self.TabValue>`.
    public func badge(_ count: Int) -> some TabContent<TabValue> { StubModifiedTabContent(stubBase: self) }

    /// Source: `func badge(_ label: Text?) -> some TabContent<Self.TabValue>`.
    public func badge(_ label: Text?) -> some TabContent<TabValue> { StubModifiedTabContent(stubBase: self) }
}

/// Source: `@MainActor @preconcurrency struct TabView<SelectionValue, Content> where
/// SelectionValue : Hashable, Content : View`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public let stubContent: Content

    /// Source: `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)` (iOS 13).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        if let selection { StubRecorder.tabViewSelections.append(selection) }
        stubContent = content()
    }

    /// Source: `init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue>
    /// content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent` (iOS 18).
    @available(iOS 18.0, *)
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        StubRecorder.tabViewSelections.append(selection)
        stubContent = TabContentBuilder<SelectionValue>.Content(stubContent: content())
    }

    public var body: Never { stubNoBody(Self.self) }
}

/// Source: `struct ToolbarPlacement`.
public struct ToolbarPlacement: Sendable {
    let stubName: String
    public static let automatic = ToolbarPlacement(stubName: "automatic")
    public static let bottomBar = ToolbarPlacement(stubName: "bottomBar")
    public static let navigationBar = ToolbarPlacement(stubName: "navigationBar")
    public static let tabBar = ToolbarPlacement(stubName: "tabBar")
}

/// Source: `struct TabBarMinimizeBehavior` (iOS 26).
@available(iOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let stubName: String
    public static let automatic = TabBarMinimizeBehavior(stubName: "automatic")
    public static let never = TabBarMinimizeBehavior(stubName: "never")
    public static let onScrollDown = TabBarMinimizeBehavior(stubName: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(stubName: "onScrollUp")
}

/// Source: `struct SensoryFeedback` (iOS 17).
@available(iOS 17.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    let stubName: String

    /// Source: `struct SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        let stubName: String
        public static let light = Weight(stubName: "light")
        public static let medium = Weight(stubName: "medium")
        public static let heavy = Weight(stubName: "heavy")
    }

    /// Source: `struct SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        let stubName: String
        public static let rigid = Flexibility(stubName: "rigid")
        public static let solid = Flexibility(stubName: "solid")
        public static let soft = Flexibility(stubName: "soft")
    }

    public static let selection = SensoryFeedback(stubName: "selection")

    /// Source: `static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(stubName: "impact(weight: \(weight.stubName))")
    }

    /// Source: `static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(stubName: "impact(flexibility: \(flexibility.stubName))")
    }
}

/// Source: `protocol PresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public protocol PresentationSizing: Sendable {}

/// Source: `struct FormPresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public struct FormPresentationSizing: PresentationSizing {}

@available(iOS 18.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    /// Source: `static var form: FormPresentationSizing`.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

// MARK: - Modifiers

extension View {
    /// Source: `func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _ = label()
        return stubModified("tabItem")
    }

    /// Source: `func tag<V>(_ tag: V) -> some View where V : Hashable`.
    public func tag<V: Hashable>(_ tag: V) -> some View { stubModified("tag") }

    /// Source: `func badge(_ label: Text?) -> some View` (iOS 15).
    @available(iOS 15.0, *)
    public func badge(_ label: Text?) -> some View { stubModified("badge") }

    /// Source: `func badge(_ count: Int) -> some View` (iOS 15).
    @available(iOS 15.0, *)
    public func badge(_ count: Int) -> some View { stubModified("badge") }

    /// Source: `func tint(_ tint: Color?) -> some View` (iOS 15).
    @available(iOS 15.0, *)
    public func tint(_ tint: Color?) -> some View { stubModified("tint") }

    /// Source: `func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S : ShapeStyle` (iOS 16).
    @available(iOS 16.0, *)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        stubModified("toolbarBackground")
    }

    /// Source: `func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View` (iOS 16).
    @available(iOS 16.0, *)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        stubModified("toolbarBackground")
    }

    /// Source: `func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View` (iOS 16).
    @available(iOS 16.0, *)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { stubModified("toolbar") }

    /// Source: `func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View` (iOS 26).
    @available(iOS 26.0, *)
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        stubModified("tabBarMinimizeBehavior")
    }

    /// Source: `func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable` (iOS 17).
    @available(iOS 17.0, *)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        stubModified("sensoryFeedback")
    }

    /// Source: `func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        StubRecorder.presentations.append(StubPresentation(modifier: "sheet", isPresented: { item.wrappedValue != nil },
                                                           end: { item.wrappedValue = nil }))
        return stubModified("sheet")
    }

    /// Source: `func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View` (iOS 14).
    @available(iOS 14.0, *)
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        StubRecorder.presentations.append(StubPresentation(modifier: "fullScreenCover", isPresented: { item.wrappedValue != nil },
                                                           end: { item.wrappedValue = nil }))
        return stubModified("fullScreenCover")
    }

    /// Source: `func presentationBackground<S>(_ style: S) -> some View where S : ShapeStyle` (iOS 16.4).
    @available(iOS 16.4, *)
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { stubModified("presentationBackground") }

    /// Source: `func presentationSizing(_ sizing: some PresentationSizing) -> some View` (iOS 18).
    @available(iOS 18.0, *)
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { stubModified("presentationSizing") }

    /// Source: `func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable` (iOS 17).
    @available(iOS 17.0, *)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { stubModified("environment") }

    /// Source: `func onAppear(perform action: (() -> Void)? = nil) -> some View`. Stub: records
    /// the action; a test calls it when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        if let action { StubRecorder.appearActions.append(action) }
        return stubModified("onAppear")
    }

    /// Source: `func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    /// -> some View where V : Equatable` (iOS 17).
    @available(iOS 17.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        StubRecorder.changeActions.append { action(value, value) }
        return stubModified("onChange")
    }

    /// Source: `func accessibilityLabel(_ label: Text) -> some View` (iOS 14).
    @available(iOS 14.0, *)
    public func accessibilityLabel(_ label: Text) -> some View { stubModified("accessibilityLabel") }

    /// Source: `func accessibilityHint(_ hint: Text) -> some View` (iOS 14).
    @available(iOS 14.0, *)
    public func accessibilityHint(_ hint: Text) -> some View { stubModified("accessibilityHint") }

    /// Source: `func accessibilityIdentifier(_ identifier: String) -> some View` (iOS 14).
    @available(iOS 14.0, *)
    public func accessibilityIdentifier(_ identifier: String) -> some View { stubModified("accessibilityIdentifier") }
}

extension StubRecorder {
    /// Each `onChange` action, with the value it was given; the stub never calls them itself.
    public static var changeActions: [() -> Void] = []
    /// Each `onAppear` action; the stub never calls them itself.
    public static var appearActions: [() -> Void] = []
}

// MARK: - Observation

/// Source: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17):
/// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`,
/// `init(wrappedValue:)` likewise, `var wrappedValue: Value`, `var projectedValue: Bindable<Value>`,
/// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) ->
/// Binding<Subject> where Value : AnyObject`.
@available(iOS 17.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = StubShared(wrappedValue)
        let path = StubShared(keyPath)
        return Binding(get: { object.value[keyPath: path.value] }, set: { object.value[keyPath: path.value] = $0 })
    }
}

/// Stub: a value a binding's `@Sendable` closures share (SwiftUI calls them on the main actor).
private struct StubShared<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

// MARK: - State kept with the scene

/// Source: `@frozen @propertyWrapper struct SceneStorage<Value> : DynamicProperty` (iOS 14).
/// Stub: values live in `StubSceneStore`, by key, so tests can restore a scene.
@propertyWrapper
public struct SceneStorage<Value> {
    private let key: String
    private let defaultValue: Value

    /// Source: `init(_ key: String) where Value == String?`.
    public init(_ key: String) where Value == String? {
        self.key = key
        defaultValue = nil
    }

    public var wrappedValue: Value {
        get { (StubSceneStore.shared.values[key] as? Value) ?? defaultValue }
        nonmutating set { StubSceneStore.shared.values[key] = newValue }
    }
}

/// Stub: the scene's stored values.
public final class StubSceneStore: @unchecked Sendable {
    public static let shared = StubSceneStore()
    public var values: [String: Any] = [:]
}
