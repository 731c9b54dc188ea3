// Tab views: `TabView`, `Tab`, `TabSection`, tab content and its builder, and the modifiers tab
// views use.
//
// Sources:
//  - documentation/SwiftUI/tabview.md, tabview/init-selectioncontent.md, tabview/init-content.md:
//    `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
//    Content : View`; `init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue>
//    content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C :
//    TabContent` and `init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue ==
//    Never, …` (iOS 18); the classic `init(selection: Binding<SelectionValue>?, @ViewBuilder
//    content: () -> Content)` and `init(@ViewBuilder content:) where SelectionValue == Int`
//    (iOS 13, used with `tabItem(_:)` and `tag(_:)`).
//  - documentation/SwiftUI/tab.md and tab/*.md (16 pages): `struct Tab<Value, Content, Label>`
//    (iOS 18, `TabContent`), every initializer: `init(content:)`, `init(value:content:)`,
//    `init(role:content:)`, `init(value:role:content:)`, the same four with `label:`, and
//    `init(_:systemImage:…)`, `init(_:image:…)` with and without `value:` and `role:`
//    (LocalizedStringKey titles; `nonisolated`, `where Label == DefaultTabLabel`); titles of
//    any `StringProtocol` as for every SwiftUI title. Tabs without a value are `Tab<Never, …>`.
//  - documentation/SwiftUI/tabcontent.md and tabcontent/*.md: `@MainActor @preconcurrency
//    protocol TabContent<TabValue>`, `associatedtype TabValue : Hashable where Self.TabValue ==
//    Self.Body.TabValue`, `associatedtype Body : TabContent`, `var body`; `badge(_:)` (Int, Text?, LocalizedStringKey?, StringProtocol),
//    `customizationID(_:)`, `defaultVisibility(_:for:)`, `hidden(_:)`, `disabled(_:)`,
//    `accessibilityLabel(_:isEnabled:)`, `accessibilityHint(_:isEnabled:)` (Text,
//    LocalizedStringKey, StringProtocol, LocalizedStringResource; `isEnabled: Bool = true`),
//    `accessibilityIdentifier(_:isEnabled:)`, each `-> some TabContent<Self.TabValue>` (iOS 18).
//  - documentation/SwiftUI/tabcontentbuilder.md and tabcontentbuilder/*.md: `@resultBuilder
//    struct TabContentBuilder<TabValue> where TabValue : Hashable`, `buildExpression(_:)`,
//    `buildBlock` for 1 to 10 contents, `buildIf(_:)`, `buildEither(first:)`,
//    `buildEither(second:)`, `buildLimitedAvailability(_:) -> AnyTabContent<T.TabValue>`,
//    `struct Content` (a View); anytabcontent.md.
//  - documentation/SwiftUI/tabsection.md, tabsection/*.md: `struct TabSection<Header, Content,
//    Footer, SelectionValue>`, `init(content:)`, `init(_:content:)` (LocalizedStringKey,
//    StringProtocol, LocalizedStringResource titles), `init(content:header:)`.
//  - documentation/SwiftUI/tabrole.md (`struct TabRole`, `static var search`, Hashable,
//    Sendable), defaulttablabel.md.
//  - documentation/SwiftUI/view/tabitem(_:).md, view/tag(_:includeoptional:).md,
//    view/badge(_:).md (iOS 15), view/tabviewstyle(_:).md, tabviewstyle.md and
//    tabviewstyle/*.md (`automatic`, `page`, `page(indexDisplayMode:)`, `sidebarAdaptable` and
//    `tabBarOnly` (iOS 18)), view/tabbarminimizebehavior.md and tabbarminimizebehavior.md
//    (iOS 26: `automatic`, `never`, `onScrollDown`, `onScrollUp`),
//    view/tabviewbottomaccessory-content.md (iOS 26), view/toolbar(_:for:).md,
//    view/toolbarvisibility(_:for:).md (iOS 18), view/toolbarbackground(_:for:).md (both
//    forms, iOS 16), view/toolbarbackgroundvisibility(_:for:).md (iOS 18),
//    view/toolbarcolorscheme(_:for:).md (iOS 16), visibility.md, toolbarplacement.md
//    (`automatic`, `bottomBar`, `navigationBar`, `tabBar`), adaptabletabbarplacement.md.

// MARK: - TabView

/// Source: `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View` (iOS 13).
@available(iOS 13.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Stub: the selection binding the tab view was given, if any.
    public let stubSelection: Binding<SelectionValue>?

    /// Stub: the tab view's content, built when the tab view was made (as SwiftUI does).
    public let stubContent: Content

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 13.0, *)
extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its
    /// tabs.
    @available(iOS 18.0, *)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        stubSelection = selection
        stubContent = TabContentBuilder<SelectionValue>.Content(stubContent: content())
        StubRecorder.shared.recordTabView(selection: selection)
    }

    /// Creates a tab view that uses a builder to create its tabs.
    @available(iOS 18.0, *)
    public init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        stubSelection = nil
        stubContent = TabContentBuilder<Never>.Content(stubContent: content())
    }

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        stubSelection = selection
        stubContent = content()
        if let selection { StubRecorder.shared.recordTabView(selection: selection) }
    }
}

@available(iOS 13.0, *)
extension TabView where SelectionValue == Int {
    /// Creates a tab view without a selection binding.
    public init(@ViewBuilder content: () -> Content) {
        stubSelection = nil
        stubContent = content()
    }
}

// MARK: - Tab content

/// Source: `@MainActor @preconcurrency protocol TabContent<TabValue>` (iOS 18).
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view: the documented
    /// `where Self.TabValue == Self.Body.TabValue` lets a type's body give it; the stub says it
    /// as a default (its own tab content has no body to take it from).
    associatedtype TabValue: Hashable = Self.Body.TabValue

    /// The type of content representing the body of this content type.
    associatedtype Body: TabContent

    /// The value of this type's nested content.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 18.0, *)
extension Never: TabContent {
    public typealias TabValue = Never
}

/// Source: `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable` (iOS 18).
@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// A view representation of the content of a builder-based tab view with selection.
    nonisolated public struct Content<C>: View where C: TabContent, C.TabValue == TabValue {
        /// Stub: the tabs.
        public let stubContent: C

        init(stubContent: C) {
            self.stubContent = stubContent
        }

        public typealias Body = Never
        public var body: Never { return stubNoBody(Self.self) }
    }

    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1)>(value: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2)>(value: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3)>(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4)>(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue> where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        StubTupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? {
        content
    }

    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where T: TabContent, F: TabContent, T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<T>(_ content: T) -> AnyTabContent<T.TabValue> where T: TabContent {
        AnyTabContent(content)
    }
}

/// Stub: the tabs of a block (SwiftUI's own type is private).
nonisolated struct StubTupleTabContent<TabValue: Hashable, T>: TabContent {
    let value: T
    typealias Body = Never
    var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 18.0, *)
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 18.0, *)
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `struct AnyTabContent<TabValue> where TabValue : Hashable` (iOS 18): type erased tab
/// content, `init<C>(_ content: C) where TabValue == C.TabValue, C : TabContent`.
@available(iOS 18.0, *)
nonisolated public struct AnyTabContent<TabValue>: TabContent where TabValue: Hashable {
    /// Stub: the wrapped content.
    public let stubContent: Any

    /// Creates an instance that type-erases the parameter.
    public init<C>(_ content: C) where TabValue == C.TabValue, C: TabContent {
        stubContent = content
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 18.0, *)
extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    /// Creates a group of tabs.
    nonisolated public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        stubContent = content()
    }
}

@available(iOS 18.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    /// Creates an instance that uniquely identifies and creates tab content across updates
    /// based on the identity of the underlying data.
    nonisolated public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TabValue, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Creates an instance that uniquely identifies and creates tab content across updates
    /// based on the provided key path to the underlying data's identifier.
    nonisolated public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.data = data
        self.content = content
    }
}

// MARK: - Tab

/// Source: `struct Tab<Value, Content, Label>` (iOS 18), conforming to `TabContent`.
@available(iOS 18.0, *)
nonisolated public struct Tab<Value, Content, Label>: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    /// Stub: the tab's value (nil for a tab without one), role, content and label.
    public let stubValue: Value?
    public let stubRole: TabRole?
    public let stubContent: Content
    public let stubLabel: Label?

    init(stubValue: Value?, role: TabRole?, content: Content, label: Label?) {
        if let stubValue { StubRecorder.shared.recordTab(value: stubValue) }
        self.stubValue = stubValue
        stubRole = role
        stubContent = content
        stubLabel = label
    }

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 18.0, *)
extension Tab {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(stubValue: value, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a new tab with a label inferred from the role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: value, role: role, content: content(), label: nil)
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(stubValue: value, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(stubValue: value, role: role, content: content(), label: label())
    }

    /// Creates a tab with a localized string key title and an system image, selected by its value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: value, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an system image, selected by its value.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: value, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an system image, selected by its value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: value, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an system image, selected by its value.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: value, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an image, selected by its value.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: value, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an image, selected by its value.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: value, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an image, selected by its value.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: value, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an image, selected by its value.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: value, role: role, content: content(), label: nil)
    }
}

@available(iOS 18.0, *)
extension Tab where Value == Never {
    /// Creates a new tab that you can use in a tab view, with an empty label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(stubValue: nil, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a new tab that you can use in a tab view, with an empty label.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: nil, role: role, content: content(), label: nil)
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(stubValue: nil, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label that you can use in a tab view.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(stubValue: nil, role: role, content: content(), label: label())
    }

    /// Creates a tab with a localized string key title and an system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: nil, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an system image.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: nil, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: nil, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an system image.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: nil, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an image.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: nil, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an image.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: nil, role: nil, content: content(), label: nil)
    }

    /// Creates a tab with a localized string key title and an image.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(stubValue: nil, role: role, content: content(), label: nil)
    }

    /// Creates a tab with a string title and an image.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(stubValue: nil, role: role, content: content(), label: nil)
    }
}

/// Source: `struct DefaultTabLabel` (iOS 18): the default label to use for a tab or tab section.
@available(iOS 18.0, *)
nonisolated public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

/// Source: `struct TabRole` (iOS 18): `static var search: TabRole`; Equatable, Hashable,
/// Sendable.
@available(iOS 18.0, *)
public struct TabRole: Hashable, Sendable {
    let stubName: String

    /// The search role.
    public static var search: TabRole { TabRole(stubName: "search") }
}

/// Source: `struct TabSection<Header, Content, Footer, SelectionValue>` (iOS 18), conforming to
/// `TabContent`.
@available(iOS 18.0, *)
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue>: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue

    /// Stub: the section's header and tabs.
    public let stubHeader: Header?
    public let stubContent: Content

    public typealias Body = Never
    public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 18.0, *)
extension TabSection {
    /// Creates a section with the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        stubHeader = EmptyView()
        stubContent = content()
    }

    /// Creates a section with the provided content.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        stubHeader = Text(titleKey)
        stubContent = content()
    }

    /// Creates a section with the provided content.
    @_disfavoredOverload
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView, S: StringProtocol {
        stubHeader = Text(title)
        stubContent = content()
    }

    /// Creates a section with the provided content.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        stubHeader = Text(titleResource)
        stubContent = content()
    }

    /// Creates a section with a header and the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        stubHeader = header()
        stubContent = content()
    }
}

// MARK: - Tab content modifiers

/// Stub: tab content a modifier was applied to.
nonisolated struct StubModifiedTabContent<Base: TabContent>: TabContent {
    typealias TabValue = Base.TabValue
    let base: Base
    typealias Body = Never
    var body: Never { return stubNoBody(Self.self) }
}

/// Source: `struct AdaptableTabBarPlacement` (iOS 18): `automatic`, `tabBar`, `sidebar`.
@available(iOS 18.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let stubName: String

    /// The automatic placement.
    public static let automatic = AdaptableTabBarPlacement(stubName: "automatic")

    /// The tab bar placement.
    public static let tabBar = AdaptableTabBarPlacement(stubName: "tabBar")

    /// The sidebar placement.
    public static let sidebar = AdaptableTabBarPlacement(stubName: "sidebar")
}

@available(iOS 18.0, *)
extension TabContent {
    nonisolated func stubModified() -> StubModifiedTabContent<Self> {
        StubModifiedTabContent(base: self)
    }

    /// Generates a badge for a tab from an integer value.
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { stubModified() }

    /// Generates a badge for a tab from a text view.
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> { stubModified() }

    /// Generates a badge for a tab from a localized string key.
    nonisolated public func badge(_ titleKey: LocalizedStringKey?) -> some TabContent<Self.TabValue> { stubModified() }

    /// Generates a badge for a tab from a string.
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some TabContent<Self.TabValue> where S: StringProtocol { stubModified() }

    /// Sets the identifier for a tab to persist its state.
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> { stubModified() }

    /// Configures the default visibility of a tab in customizable contexts.
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> { stubModified() }

    /// Hides the tab from the user.
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Controls whether users can interact with this tab.
    nonisolated public func disabled(_ disabled: Bool) -> some TabContent<Self.TabValue> { stubModified() }

    /// Adds a label to the tab that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Adds a label to the tab that describes its contents.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Adds a label to the tab that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { stubModified() }

    /// Adds a label to the tab that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Communicates to the user what happens after selecting the tab.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Communicates to the user what happens after selecting the tab.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Communicates to the user what happens after selecting the tab.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { stubModified() }

    /// Communicates to the user what happens after selecting the tab.
    @_disfavoredOverload
    nonisolated public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }

    /// Uses the string you specify to identify the view.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { stubModified() }
}

// MARK: - View modifiers for tab views

/// Source: `enum Visibility` (iOS 15): `automatic`, `visible`, `hidden`; CaseIterable, Hashable,
/// Sendable.
@available(iOS 15.0, *)
public enum Visibility: CaseIterable, Hashable, Sendable {
    case automatic
    case visible
    case hidden
}

/// Source: `struct ToolbarPlacement` (iOS 16): `automatic`, `bottomBar`, `navigationBar`,
/// `tabBar`.
@available(iOS 16.0, *)
public struct ToolbarPlacement: Hashable, Sendable {
    let stubName: String

    /// The primary toolbar.
    public static var automatic: ToolbarPlacement { ToolbarPlacement(stubName: "automatic") }

    /// The bottom toolbar of an app.
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(stubName: "bottomBar") }

    /// The navigation bar of an app.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(stubName: "navigationBar") }

    /// The tab bar of an app.
    // Platforms: Apple's documentation, SwiftUI/ToolbarPlacement/tabBar (no macOS).
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(stubName: "tabBar") }
}

/// Source: `protocol TabViewStyle` (iOS 14).
@available(iOS 14.0, *)
public protocol TabViewStyle {}

/// Source: `struct DefaultTabViewStyle` (iOS 14).
@available(iOS 14.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates a default tab view style.
    public init() {}
}

/// Source: `struct PageTabViewStyle` (iOS 14), `init(indexDisplayMode:)`, `IndexDisplayMode`
/// (`automatic`, `always`, `never`).
@available(iOS 14.0, *)
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        let stubName: String

        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(stubName: "automatic")

        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(stubName: "always")

        /// Never display an index view.
        public static let never = IndexDisplayMode(stubName: "never")
    }

    /// Creates a new page tab view style with the specified index display mode.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

/// Source: `struct SidebarAdaptableTabViewStyle` (iOS 18).
@available(iOS 18.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates a sidebar adaptable tab view style.
    public init() {}
}

/// Source: `struct TabBarOnlyTabViewStyle` (iOS 18).
@available(iOS 18.0, *)
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates a tab bar only tab view style.
    public init() {}
}

@available(iOS 14.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

@available(iOS 14.0, *)
extension TabViewStyle where Self == PageTabViewStyle {
    /// A paging style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paging style, with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

@available(iOS 18.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar style that adapts to each platform (a sidebar on iPadOS).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

@available(iOS 18.0, *)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar when possible.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// Source: `struct TabBarMinimizeBehavior` (iOS 26): `automatic`, `never`, `onScrollDown`,
/// `onScrollUp`; Equatable, Hashable, Sendable.
@available(iOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let stubName: String

    /// Determine the behavior automatically based on the surrounding context.
    public static let automatic = TabBarMinimizeBehavior(stubName: "automatic")

    /// Never minimize the tab bar.
    public static let never = TabBarMinimizeBehavior(stubName: "never")

    /// Minimize the tab bar when downwards scrolling starts.
    public static let onScrollDown = TabBarMinimizeBehavior(stubName: "onScrollDown")

    /// Minimize the tab bar when upwards scrolling starts.
    public static let onScrollUp = TabBarMinimizeBehavior(stubName: "onScrollUp")
}

extension View {
    /// Sets the tab bar item associated with this view.
    @available(iOS 13.0, *)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { stubModified() }

    /// Sets the unique tag value of this view.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { stubModified() }

    /// Generates a badge for the view from an integer value.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ count: Int) -> some View { stubModified() }

    /// Generates a badge for the view from a text view.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ label: Text?) -> some View { stubModified() }

    /// Generates a badge for the view from a localized string key.
    @available(iOS 15.0, *)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { stubModified() }

    /// Generates a badge for the view from a string.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { stubModified() }

    /// Sets the style for the tab view within the current environment.
    @available(iOS 14.0, *)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { stubModified() }

    /// Sets the behavior for tab bar minimization.
    // Platforms: Apple's documentation, SwiftUI/View/tabBarMinimizeBehavior(_:).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { stubModified() }

    /// Places a view above the tab bar of a tab view (iOS 26).
    // Platforms: Apple's documentation, SwiftUI/View/tabViewBottomAccessory(content:) (iOS, iPadOS
    // and Mac Catalyst only).
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func tabViewBottomAccessory<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { stubModified() }

    /// Specifies the preferred visibility of the specified bars.
    // Platforms: Apple's documentation, SwiftUI/View/toolbar(_:for:).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { stubModified() }

    /// Specifies the preferred visibility of the specified bars.
    @available(iOS 18.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { stubModified() }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    @available(iOS 16.0, *)
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { stubModified() }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS 16.0, *)
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { stubModified() }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @available(iOS 18.0, *)
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { stubModified() }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    @available(iOS 16.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { stubModified() }
}
