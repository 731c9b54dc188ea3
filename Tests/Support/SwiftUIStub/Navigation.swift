// Navigation stacks and presentations.
//
// Sources:
//  - documentation/SwiftUI/navigationstack.md, navigationstack/init-pathroot.md,
//    navigationstack/init-root.md: `@MainActor @preconcurrency struct NavigationStack<Data, Root>
//    where Root : View` (iOS 16); `init(root:) where Data == NavigationPath`, `init(path:
//    Binding<NavigationPath>, root:) where Data == NavigationPath`, `init(path: Binding<Data>,
//    root:) where Data : MutableCollection, Data : RandomAccessCollection, Data :
//    RangeReplaceableCollection, Data.Element : Hashable`.
//  - documentation/SwiftUI/navigationpath.md and navigationpath/*.md: `struct NavigationPath`
//    (iOS 16, Equatable), `init()`, `init<S>(_:)` (Hashable or Codable & Hashable elements),
//    `init(_: NavigationPath.CodableRepresentation)`, `isEmpty`, `count`, `append(_:)` (Hashable,
//    or Codable & Hashable), `removeLast(_:)`, `codable: NavigationPath.CodableRepresentation?`
//    (nil unless every element is Codable), `struct CodableRepresentation : Codable`.
//  - documentation/SwiftUI/view/navigationdestination(for:destination:).md,
//    navigationdestination(ispresented:destination:).md (iOS 16),
//    navigationdestination(item:destination:).md (iOS 17).
//  - documentation/SwiftUI/view/sheet-ispresentedondismisscontent.md,
//    view/sheet-itemondismisscontent.md, view/fullscreencover(ispresented:ondismiss:content:).md
//    and view/fullscreencover(item:ondismiss:content:).md (iOS 14):
//    `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
//    content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
//    and the `isPresented:` forms (the pages write `@ContentBuilder`, Xcode 27; the released SDK's
//    attribute is `@ViewBuilder`).
//  - documentation/SwiftUI/view/presentationbackground(_:).md and
//    presentationbackground(alignment:content:).md (iOS 16.4),
//    view/presentationsizing.md and presentationsizing.md (iOS 18: `automatic`, `form`, `page`,
//    `fitted`, `fitted(horizontal:vertical:)`, `sticky(horizontal:vertical:)`),
//    view/presentationdetents(_:).md, presentationdetents(_:selection:).md,
//    presentationdetent.md (iOS 16: `medium`, `large`, `fraction(_:)`, `height(_:)`),
//    view/presentationdragindicator(_:).md (iOS 16), view/interactivedismissdisabled(_:).md
//    (iOS 15).

// MARK: - NavigationStack

/// Source: `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`
/// (iOS 16).
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    /// Stub: the path binding, if any (a `Binding<NavigationPath>` or a `Binding<Data>`).
    public let stubPath: Any?

    /// Stub: the root view, built when the stack was made.
    public let stubRoot: Root

    public typealias Body = Never
    nonisolated public var body: Never { return stubNoBody(Self.self) }
}

@available(iOS 16.0, *)
extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        stubPath = nil
        stubRoot = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        stubPath = path
        stubRoot = root()
    }
}

@available(iOS 16.0, *)
extension NavigationStack {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        stubPath = path
        stubRoot = root()
    }
}

// MARK: - NavigationPath

/// Source: `struct NavigationPath` (iOS 16). The stub's storage works: it keeps the appended
/// values in order, compares them, and encodes the Codable ones.
@available(iOS 16.0, *)
public struct NavigationPath: Equatable {
    struct Element: Equatable {
        var value: AnyHashable
        /// The element's type name and JSON, for a Codable element.
        var encoded: (() throws -> (type: String, json: String))?

        static func == (lhs: Element, rhs: Element) -> Bool { lhs.value == rhs.value }
    }

    var elements: [Element] = []

    /// Creates a new, empty navigation path.
    public init() {}

    /// Creates a new navigation path from the contents of a sequence.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// Creates a new navigation path from the contents of a sequence that contains codable
    /// elements.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// Creates a new navigation path from a serializable version.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        // The representation lists the last element first, as SwiftUI's does.
        for item in codable.items.reversed() {
            if let type = _typeByName(item.type) as? any (Codable & Hashable).Type,
               let value = try? Self.decode(type, from: item.json) {
                append(value)
            } else {
                elements.append(Element(value: AnyHashable(item.json), encoded: { (item.type, item.json) }))
            }
        }
    }

    private static func decode<T: Codable & Hashable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A value that describes the contents of this path in a serializable format; nil unless
    /// every element is Codable.
    public var codable: NavigationPath.CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements.reversed() {
            guard let encoded = element.encoded, let item = try? encoded() else { return nil }
            items.append(CodableRepresentation.Item(type: item.type, json: item.json))
        }
        return CodableRepresentation(items: items)
    }

    /// Appends a new value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(Element(value: AnyHashable(value), encoded: nil))
    }

    /// Appends a new codable value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {
        elements.append(Element(value: AnyHashable(value), encoded: {
            let data = try JSONEncoder().encode(value)
            return (_mangledTypeName(V.self) ?? String(reflecting: V.self), String(decoding: data, as: UTF8.self))
        }))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "stub: can't remove \(k) elements from a path of \(elements.count)")
        elements.removeLast(k)
    }

    /// Stub: the values of the path, first pushed first.
    public var stubValues: [AnyHashable] { elements.map(\.value) }

    /// Source: `struct NavigationPath.CodableRepresentation` (iOS 16): a serializable
    /// representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {
        struct Item: Equatable {
            var type: String
            var json: String
        }

        var items: [Item]

        init(items: [Item]) {
            self.items = items
        }

        // A flat array of strings, type name then value, last element first.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [Item] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let json = try container.decode(String.self)
                items.append(Item(type: type, json: json))
            }
            self.items = items
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    @available(iOS 16.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { stubModified() }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    @available(iOS 16.0, *)
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View where V: View { stubModified() }

    /// Associates a destination view with a bound value for use within a navigation stack.
    @available(iOS 17.0, *)
    nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { stubModified() }
}

// MARK: - Presentations

/// Stub: one `sheet` or `fullScreenCover` modifier, as `StubRecorder` keeps it.
public struct StubPresentation {
    /// `sheet` or `fullScreenCover`.
    public let modifier: String
    /// The `item:` binding (a `Binding<Item?>`) or the `isPresented:` binding.
    public let binding: Any
    /// The `onDismiss:` action.
    public let onDismiss: (() -> Void)?
    /// Whether the presentation is up: the item isn't nil, or `isPresented` is true.
    public let isPresented: () -> Bool
    /// What SwiftUI does when the presentation ends by a swipe or the screen's `dismiss`: it
    /// sets the item to nil (or `isPresented` to false), then calls `onDismiss`.
    public let end: () -> Void

    init<Item>(modifier: String, item: Binding<Item?>, onDismiss: (() -> Void)?) {
        self.modifier = modifier
        binding = item
        self.onDismiss = onDismiss
        isPresented = { item.wrappedValue != nil }
        end = {
            item.wrappedValue = nil
            onDismiss?()
        }
    }

    init(modifier: String, isPresented presented: Binding<Bool>, onDismiss: (() -> Void)?) {
        self.modifier = modifier
        binding = presented
        self.onDismiss = onDismiss
        isPresented = { presented.wrappedValue }
        end = {
            presented.wrappedValue = false
            onDismiss?()
        }
    }
}

/// Stub: what tests learn from the views a body built, newest last: the selection binding each
/// `TabView` was given, each presentation asked for, each `Tab`'s value, and the `onAppear` and
/// `onChange` actions (which the stub never calls itself; a test calls them when the view
/// appears or the value changes).
public final class StubRecorder: @unchecked Sendable {
    /// The one recorder.
    public static let shared = StubRecorder()

    private let lock = NSLock()
    private var selections: [Any] = []
    private var presentationList: [StubPresentation] = []
    private var values: [AnyHashable] = []
    private var changes: [() -> Void] = []
    private var appearances: [() -> Void] = []
    private var points: [CGPoint] = []

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func recordTabView<V>(selection: Binding<V>) { locked { selections.append(selection) } }
    func recordPresentation(_ presentation: StubPresentation) { locked { presentationList.append(presentation) } }
    func recordTab<V: Hashable>(value: V) { locked { values.append(AnyHashable(value)) } }
    func recordChange(_ action: @escaping () -> Void) { locked { changes.append(action) } }
    func recordAppear(_ action: @escaping () -> Void) { locked { appearances.append(action) } }
    func recordPosition(_ point: CGPoint) { locked { points.append(point) } }

    /// Each `TabView`'s selection binding (a `Binding<SelectionValue>`).
    public static var tabViewSelections: [Any] { shared.locked { shared.selections } }

    /// The selection binding of the last `TabView` made with one of that value type.
    public static func lastTabViewSelection<V>(_ type: V.Type) -> Binding<V>? {
        tabViewSelections.reversed().lazy.compactMap { $0 as? Binding<V> }.first
    }

    /// Each `sheet` and `fullScreenCover`.
    public static var presentations: [StubPresentation] { shared.locked { shared.presentationList } }

    /// Each `Tab`'s value, in the order the tabs were made.
    public static var tabValues: [AnyHashable] { shared.locked { shared.values } }

    /// Each `onChange` action, called with the observed value as both old and new value.
    public static var changeActions: [() -> Void] { shared.locked { shared.changes } }

    /// Each `onAppear` action.
    public static var appearActions: [() -> Void] { shared.locked { shared.appearances } }

    /// Each point given to `position(x:y:)`, in the order the views were made.
    public static var positions: [CGPoint] { shared.locked { shared.points } }

    /// Forgets everything recorded.
    public static func stubReset() {
        shared.locked {
            shared.selections = []
            shared.presentationList = []
            shared.values = []
            shared.changes = []
            shared.appearances = []
            shared.points = []
        }
    }
}

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        StubRecorder.shared.recordPresentation(StubPresentation(modifier: "sheet", isPresented: isPresented, onDismiss: onDismiss))
        return stubModified()
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        StubRecorder.shared.recordPresentation(StubPresentation(modifier: "sheet", item: item, onDismiss: onDismiss))
        return stubModified()
    }

    /// Presents a modal view that covers as much of the screen as possible when binding to a
    /// Boolean value you provide is true.
    @available(iOS 14.0, *)
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        StubRecorder.shared.recordPresentation(StubPresentation(modifier: "fullScreenCover", isPresented: isPresented, onDismiss: onDismiss))
        return stubModified()
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    // Platforms: Apple's documentation, SwiftUI/View/fullScreenCover(item:onDismiss:content:) (no macOS).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View {
        StubRecorder.shared.recordPresentation(StubPresentation(modifier: "fullScreenCover", item: item, onDismiss: onDismiss))
        return stubModified()
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    @available(iOS 16.4, *)
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle { stubModified() }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    @available(iOS 16.4, *)
    nonisolated public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { stubModified() }

    /// Sets the sizing of the containing presentation.
    @available(iOS 18.0, *)
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { stubModified() }

    /// Sets the available detents for the enclosing sheet.
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { stubModified() }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { stubModified() }

    /// Sets the visibility of the drag indicator on top of a sheet.
    @available(iOS 16.0, *)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { stubModified() }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
    /// inspectors.
    @available(iOS 15.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { stubModified() }
}

/// Source: `struct PresentationDetent` (iOS 16): `medium`, `large`, `fraction(_:)`,
/// `height(_:)`; Hashable, Sendable.
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    let stubName: String

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(stubName: "medium")

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(stubName: "large")

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(stubName: "fraction \(fraction)") }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(stubName: "height \(height)") }
}

/// Source: `protocol PresentationSizing` (iOS 18): `proposedSize(for:context:)`,
/// `fitted(horizontal:vertical:)`, `sticky(horizontal:vertical:)`; statics `automatic`, `form`,
/// `page`, `fitted`.
@available(iOS 18.0, *)
public protocol PresentationSizing {
    /// Calculate and return a size for the presentation.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

@available(iOS 18.0, *)
extension PresentationSizing {
    /// Modifies the sizing to fit its content in the given dimensions.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }

    /// Modifies the sizing to keep to the largest size it has had in the given dimensions.
    public func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}

/// Source: `struct PresentationSizingRoot` (iOS 18): a proxy to the presented view.
@available(iOS 18.0, *)
public struct PresentationSizingRoot {}

/// Source: `struct PresentationSizingContext` (iOS 18): contextual information about a
/// presentation.
@available(iOS 18.0, *)
public struct PresentationSizingContext {}

/// Source: `struct AutomaticPresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// Source: `struct FormPresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// Source: `struct PagePresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// Source: `struct FittedPresentationSizing` (iOS 18).
@available(iOS 18.0, *)
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default presentation sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    /// A presentation sizing suited to forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    /// A presentation sizing the size of a page of content.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

@available(iOS 18.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    /// A presentation sizing that fits its content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}
