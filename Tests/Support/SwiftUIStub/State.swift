// State, bindings, the environment and other dynamic properties.
//
// Sources:
//  - documentation/SwiftUI/binding.md and binding/*.md: `@frozen @propertyWrapper
//    @dynamicMemberLookup struct Binding<Value>`, `init(get:set:)` (`@preconcurrency`, closures
//    `@escaping @isolated(any) @Sendable`), `init(_:)` (from a `Binding<V>` as `V?`, from a
//    `Binding<Value?>` failable, to `AnyHashable`), `static func constant(_:)`, `var wrappedValue:
//    Value { get nonmutating set }`, `var projectedValue: Binding<Value>`,
//    `init(projectedValue:)`, `subscript(dynamicMember:)`, `var transaction`,
//    `func transaction(_:)`, `func animation(_:)`; "A binding conforms to `Sendable` only if its
//    wrapped value type also conforms to `Sendable`."
//  - documentation/SwiftUI/state.md and state/*.md: `@frozen @propertyWrapper struct State<Value>`
//    (`DynamicProperty`, `Sendable` when `Value : Sendable`), `init(wrappedValue:)`,
//    `init(initialValue:)`, `init()` where `Value : ExpressibleByNilLiteral`, `wrappedValue {
//    get nonmutating set }`, `projectedValue: Binding<Value>`.
//  - documentation/SwiftUI/environment.md, environment/init.md, environment/wrappedvalue.md:
//    `@frozen @propertyWrapper struct Environment<Value>` (`DynamicProperty`, `Sendable`),
//    `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `init(_ objectType: Value.Type)
//    where Value : AnyObject & Observable` and `init<T>(_ objectType: T.Type) where Value == T?`
//    (iOS 17), `var wrappedValue: Value { get }`.
//  - documentation/SwiftUI/environmentvalues.md and environmentvalues/*.md: `subscript<K>(key:
//    K.Type) -> K.Value where K : EnvironmentKey`, `dismiss: DismissAction` (iOS 15, get),
//    `isPresented: Bool` (iOS 15, get), `accessibilityReduceMotion: Bool` (get),
//    `dynamicTypeSize`, `layoutDirection`, `colorScheme`, `horizontalSizeClass`,
//    `verticalSizeClass`, `locale` (get set); environmentkey.md; dismissaction.md
//    (`@MainActor @preconcurrency struct DismissAction`, `callAsFunction()`, iOS 15).
//  - documentation/SwiftUI/scenestorage.md and scenestorage/*.md: `@frozen @propertyWrapper struct
//    SceneStorage<Value>` (iOS 14, `DynamicProperty`, `Sendable`): `init(wrappedValue:_:)` for
//    Bool, Int, Double, String, URL, Data and RawRepresentable (Int or String raw values),
//    `init(_:)` for their optionals, `wrappedValue { get nonmutating set }`, `projectedValue`.
//  - documentation/SwiftUI/bindable.md and bindable/*.md: `@dynamicMemberLookup @propertyWrapper
//    struct Bindable<Value>` (iOS 17), `init(wrappedValue:)`, `init(_:)` where `Value : AnyObject
//    & Observable`, `init(projectedValue:)`, `wrappedValue`, `projectedValue`,
//    `subscript<Subject>(dynamicMember: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>`.
//  - documentation/SwiftUI/namespace.md: `@frozen @propertyWrapper struct Namespace`
//    (`DynamicProperty`, `Sendable`), `init()`, `wrappedValue: Namespace.ID`, `struct ID :
//    Hashable`; dynamicproperty.md: `protocol DynamicProperty`, `mutating func update()`.
//  - documentation/SwiftUI/transaction.md (`@frozen struct Transaction`, `init()`,
//    `init(animation:)`, `animation`, `disablesAnimations`, `isContinuous`),
//    proposedviewsize.md (`@frozen struct ProposedViewSize`, iOS 16).
//  - documentation/SwiftUI/colorscheme.md, layoutdirection.md, dynamictypesize.md,
//    userinterfacesizeclass.md: the environment's enumerations.

// MARK: - Bindings

/// Source: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` (iOS 13).
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @isolated(any) @Sendable () -> Value
    private let setValue: @isolated(any) @Sendable (Value) -> Void

    /// The binding's transaction.
    public var transaction = Transaction()

    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        let box = StubConstant(value)
        return Binding(get: { box.value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { Self.stubCall(getValue) }
        nonmutating set { Self.stubCall(setValue, newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = StubUnchecked(self)
        let path = StubUnchecked(keyPath)
        return Binding<Subject>(
            get: { base.value.wrappedValue[keyPath: path.value] },
            set: { newValue in
                var value = base.value.wrappedValue
                value[keyPath: path.value] = newValue
                base.value.wrappedValue = value
            })
    }

    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        let source = StubUnchecked(base)
        self.init(get: { Optional(source.value.wrappedValue) }, set: { newValue in
            if let newValue { source.value.wrappedValue = newValue }
        })
    }

    /// Creates a binding by projecting the base value to an unwrapped value (nil when the base
    /// value is nil).
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let source = StubUnchecked(base)
        let last = StubUnchecked(initial)
        self.init(get: { source.value.wrappedValue ?? last.value }, set: { source.value.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        let source = StubUnchecked(base)
        self.init(get: { AnyHashable(source.value.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { source.value.wrappedValue = value }
        })
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction = Transaction(animation: animation)
        return binding
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    // SwiftUI reads and writes a binding synchronously on the actor the closures were made on
    // (the main actor, for views); the stub does the same by calling the closures directly,
    // which the language only allows once their `@isolated(any)` marker is dropped.
    private static func stubCall(_ function: @escaping @isolated(any) @Sendable () -> Value) -> Value {
        unsafeBitCast(function, to: (@Sendable () -> Value).self)()
    }

    private static func stubCall(_ function: @escaping @isolated(any) @Sendable (Value) -> Void, _ value: Value) {
        unsafeBitCast(function, to: (@Sendable (Value) -> Void).self)(value)
    }
}

/// Source: "A binding conforms to `Sendable` only if its wrapped value type also conforms to
/// `Sendable`."
@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, *)
extension Binding: DynamicProperty {}

/// Stub: a value shared by a constant binding's closures.
final class StubConstant<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Stub: a value captured by a derived binding's `@Sendable` closures (a binding is Sendable
/// only when its value is, which the stub doesn't model).
@usableFromInline
struct StubUnchecked<Wrapped>: @unchecked Sendable {
    var value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}


/// Stub: the mutable storage behind a `State`, shared by its bindings.
@usableFromInline
final class StubBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

// MARK: - Dynamic properties

/// Source: `protocol DynamicProperty` (iOS 13).
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Source: `@frozen @propertyWrapper struct State<Value>` (iOS 13). The stub's storage works: a
/// `State` and the bindings it projects share one value.
@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StubBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        box = StubBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        box = StubBox(value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = StubUnchecked(box)
        return Binding(get: { box.value.value }, set: { box.value.value = $0 })
    }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {
        box = StubBox(nil)
    }
}

@available(iOS 13.0, *)
extension State: @unchecked Sendable where Value: Sendable {}

/// Source: `protocol EnvironmentKey` (iOS 13).
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// Source: `struct EnvironmentValues` (iOS 13). The stub's values are plain storage with the
/// documented defaults; `stub`-prefixed members set the read-only ones.
@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    private var custom: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// An action that dismisses the current presentation.
    @available(iOS 15.0, *)
    public var dismiss: DismissAction { stubDismiss }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented.
    @available(iOS 15.0, *)
    public var isPresented: Bool { stubIsPresented }

    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { stubAccessibilityReduceMotion }

    /// The current Dynamic Type size.
    @available(iOS 15.0, *)
    public var dynamicTypeSize: DynamicTypeSize = .large

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme = .light

    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular

    /// The current locale that views should use.
    public var locale: Locale = Locale(identifier: "en_US")

    /// Stub: what `dismiss`, `isPresented` and `accessibilityReduceMotion` give.
    public var stubDismiss = DismissAction(stubAction: {})
    public var stubIsPresented = false
    public var stubAccessibilityReduceMotion = false

    public var description: String { "EnvironmentValues()" }
}

/// Source: `@MainActor @preconcurrency struct DismissAction` (iOS 15).
@available(iOS 15.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    private let action: @MainActor @Sendable () -> Void

    /// Stub: SwiftUI makes dismiss actions; tests make them with this.
    nonisolated public init(stubAction action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the view if it is currently presented.
    public func callAsFunction() {
        action()
    }
}

/// Stub: the environment every `Environment` property reads — SwiftUI's is per view; the stub
/// has one, which tests set — and the observable objects `environment(_:)` placed in it.
public final class StubEnvironment: @unchecked Sendable {
    /// The one environment.
    public static let shared = StubEnvironment()

    private let lock = NSLock()
    private var storedValues = EnvironmentValues()
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The values `@Environment(\.keyPath)` reads.
    public var values: EnvironmentValues {
        get { lock.lock(); defer { lock.unlock() }; return storedValues }
        set { lock.lock(); storedValues = newValue; lock.unlock() }
    }

    /// The object of a type placed in the environment, if any.
    public func object<T: AnyObject>(_ type: T.Type) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return objects[ObjectIdentifier(type)] as? T
    }

    /// Places (or, with nil, removes) an object of a type.
    public func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        lock.lock()
        objects[ObjectIdentifier(type)] = object
        lock.unlock()
    }

    /// Back to the documented defaults and no objects.
    public func reset() {
        lock.lock()
        storedValues = EnvironmentValues()
        objects = [:]
        lock.unlock()
    }
}

/// Source: `@frozen @propertyWrapper struct Environment<Value>` (iOS 13).
@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: @Sendable () -> Value

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        let path = StubUnchecked(keyPath)
        read = { StubEnvironment.shared.values[keyPath: path.value] }
    }

    /// Creates an environment property to read an observable object from the environment.
    @available(iOS 17.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = {
            guard let object = StubEnvironment.shared.object(Value.self) else {
                preconditionFailure("stub: no observable object of type \(Value.self) found in the environment")
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set in the current view's
    /// environment.
    @available(iOS 17.0, *)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        read = { StubEnvironment.shared.object(T.self) }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { read() }
}

@available(iOS 13.0, *)
extension Environment: @unchecked Sendable {}

/// Stub: the values `SceneStorage` keeps, per key (SwiftUI keeps them per scene).
public final class StubSceneStore: @unchecked Sendable {
    /// The one scene.
    public static let shared = StubSceneStore()

    private let lock = NSLock()
    private var stored: [String: Any] = [:]

    /// Every stored value, by key.
    public var values: [String: Any] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }

    /// The stored value for a key.
    public func value(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return stored[key]
    }

    /// Stores (or, with nil, removes) the value for a key.
    public func setValue(_ value: Any?, forKey key: String) {
        lock.lock()
        stored[key] = value
        lock.unlock()
    }

    /// Forgets every value (a new scene).
    public func reset() {
        lock.lock()
        stored = [:]
        lock.unlock()
    }
}

/// Source: `@frozen @propertyWrapper struct SceneStorage<Value>` (iOS 14). The stub keeps values
/// in `StubSceneStore.shared`, so a second property with the same key restores the first's.
@available(iOS 14.0, *)
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: StubUnchecked<Value>

    private init(stubKey key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = StubUnchecked(defaultValue)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { StubSceneStore.shared.value(forKey: key) as? Value ?? defaultValue.value }
        nonmutating set { StubSceneStore.shared.setValue(newValue, forKey: key) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let storage = StubUnchecked(self)
        return Binding(get: { storage.value.wrappedValue }, set: { storage.value.wrappedValue = $0 })
    }
}

@available(iOS 14.0, *)
extension SceneStorage: @unchecked Sendable {}

@available(iOS 14.0, *)
extension SceneStorage {
    /// Creates a property that can save and restore a boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore an integer, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(stubKey: key, defaultValue: wrappedValue) }
    /// Creates a property that can save and restore a string, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(stubKey: key, defaultValue: wrappedValue) }
}

@available(iOS 14.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an Optional boolean.
    public init(_ key: String) where Value == Bool? { self.init(stubKey: key, defaultValue: nil) }
    /// Creates a property that can save and restore an Optional integer.
    public init(_ key: String) where Value == Int? { self.init(stubKey: key, defaultValue: nil) }
    /// Creates a property that can save and restore an Optional double.
    public init(_ key: String) where Value == Double? { self.init(stubKey: key, defaultValue: nil) }
    /// Creates a property that can save and restore an Optional string.
    public init(_ key: String) where Value == String? { self.init(stubKey: key, defaultValue: nil) }
    /// Creates a property that can save and restore an Optional URL.
    public init(_ key: String) where Value == URL? { self.init(stubKey: key, defaultValue: nil) }
    /// Creates a property that can save and restore Optional data.
    public init(_ key: String) where Value == Data? { self.init(stubKey: key, defaultValue: nil) }
}

/// Source: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17).
@available(iOS 17.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    private var object: Value

    /// The wrapped object.
    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic
    /// member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Source: unavailable unless the value is an observable object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        object = wrappedValue
    }

    /// Source: unavailable unless the value is an observable object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = StubUnchecked(wrappedValue)
        let path = StubUnchecked(keyPath)
        return Binding(get: { object.value[keyPath: path.value] }, set: { object.value[keyPath: path.value] = $0 })
    }
}

@available(iOS 17.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) {
        object = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        object = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

@available(iOS 17.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, *)
extension Bindable: DynamicProperty {}

@available(iOS 17.0, *)
extension Bindable: @unchecked Sendable where Value: Sendable {}

/// Source: `@frozen @propertyWrapper struct Namespace` (iOS 14).
@available(iOS 14.0, *)
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private static let counter = StubBox(0)
    private let id: ID

    /// Creates a namespace.
    public init() {
        Self.counter.value += 1
        id = ID(stubValue: Self.counter.value)
    }

    /// A namespace defined by the view that owns the property.
    public var wrappedValue: Namespace.ID { id }

    /// A namespace's identifier.
    @frozen
    public struct ID: Hashable, Sendable {
        let stubValue: Int
    }
}

// MARK: - Transactions, environment enumerations, sizes

/// Source: `@frozen struct Transaction` (iOS 13).
@available(iOS 13.0, *)
@frozen
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?

    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false

    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    public var isContinuous = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Source: `enum ColorScheme` (iOS 13): `light`, `dark`; CaseIterable, Hashable, Sendable.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// Source: `enum LayoutDirection` (iOS 13): `leftToRight`, `rightToLeft`.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// Source: `enum UserInterfaceSizeClass` (iOS 13): `compact`, `regular`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Source: `enum DynamicTypeSize` (iOS 15): the sizes in order, `Comparable`, `CaseIterable`,
/// `isAccessibilitySize`.
@available(iOS 15.0, *)
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with
    /// accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Source: `@frozen struct ProposedViewSize` (iOS 16; minimal).
@available(iOS 16.0, *)
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size measured in points.
    public var width: CGFloat?

    /// The proposed vertical size measured in points.
    public var height: CGFloat?

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
