// A stand-in for the part of SwiftUI that hosts a UIKit view controller, so that generated
// `UIViewControllerRepresentable` types can be type-checked and driven on Linux in tests.
//
// Declarations follow SwiftUI's documented interface (the Markdown mirror of Apple's
// documentation, repository Averyy/apple-dev-docs), with `@MainActor @preconcurrency` where
// documented. Members only tests use start with `stub`. Unlike the real SwiftUI, this module
// doesn't re-export UIKit: code that uses UIKit types must import UIKit itself.
//
// Sources:
//  - documentation/SwiftUI/view.md: `@MainActor @preconcurrency protocol View`, `associatedtype
//    Body : View`, `var body: Self.Body { get }`; `Never` is a View.
//  - documentation/SwiftUI/uiviewcontrollerrepresentable.md and uiviewcontrollerrepresentable/*.md:
//    `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body ==
//    Never`, `associatedtype UIViewControllerType : UIViewController`, `associatedtype
//    Coordinator = Void`, `typealias Context = UIViewControllerRepresentableContext<Self>`,
//    `makeUIViewController(context:)`, `updateUIViewController(_:context:)`,
//    `sizeThatFits(_:uiViewController:context:) -> CGSize?` (iOS 16),
//    `static dismantleUIViewController(_:coordinator:)`, `makeCoordinator()`.
//  - documentation/SwiftUI/uiviewcontrollerrepresentablecontext.md and its members: `let
//    coordinator`, `var transaction`, `var environment`, `animate(changes:completion:)`; "Don't
//    create this structure yourself" (the stub's initializer is `stub`-prefixed).
//  - documentation/SwiftUI/binding.md and binding/*.md: `@frozen @propertyWrapper
//    @dynamicMemberLookup struct Binding<Value>`, `init(get:set:)` (`@preconcurrency`, closures
//    `@escaping @isolated(any) @Sendable`), `static func constant(_:)`, `var wrappedValue: Value
//    { get nonmutating set }`, `var projectedValue: Binding<Value>`, `init(projectedValue:)`,
//    `subscript(dynamicMember:)`, `var transaction`, `func transaction(_:)`.
//  - documentation/SwiftUI/transaction.md (`@frozen struct Transaction`, `init()`,
//    `disablesAnimations`, `isContinuous`), documentation/SwiftUI/environmentvalues.md
//    (`struct EnvironmentValues`, `init()`), documentation/SwiftUI/proposedviewsize.md
//    (`@frozen struct ProposedViewSize`, iOS 16). Minimal: only those members.

import UIKit

// MARK: - Views

/// Source: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        switch self {}
    }
}

// MARK: - Hosting a UIKit view controller

/// Source: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Self.Body == Never` (iOS 13).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController

    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Source: `typealias Context = UIViewControllerRepresentableContext<Self>`.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?

    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    /// Creates the custom instance that you use to communicate changes from your view controller
    /// to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable {
    /// A representable has no body; SwiftUI never asks for it.
    public var body: Never {
        preconditionFailure("stub: body of a UIViewControllerRepresentable")
    }

    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? {
        nil
    }

    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// Source: `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable : UIViewControllerRepresentable` (iOS 13).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator

    /// The current transaction.
    public var transaction: Transaction

    /// Environment values that describe the current state of the system.
    public var environment: EnvironmentValues

    /// Stub: SwiftUI makes contexts; tests make them with this.
    public init(stubCoordinator coordinator: Representable.Coordinator, transaction: Transaction = Transaction(), environment: EnvironmentValues = EnvironmentValues()) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }

    /// Animates changes using the animation in the current transaction (stub: at once).
    @available(iOS 18.0, *)
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

/// Stub: what SwiftUI does with a representable in a view hierarchy, for behaviour tests. It
/// makes the coordinator, then the view controller, then updates it; each `stubUpdate(_:)` is a
/// new body evaluation with a new representable value; `stubDismantle()` removes it.
@available(iOS 13.0, *)
@MainActor
public final class StubRepresentableHost<Representable: UIViewControllerRepresentable> {
    public private(set) var representable: Representable
    public let coordinator: Representable.Coordinator
    public let viewController: Representable.UIViewControllerType
    public private(set) var updateCount = 0

    public init(_ representable: Representable, transaction: Transaction = Transaction()) {
        self.representable = representable
        coordinator = representable.makeCoordinator()
        viewController = representable.makeUIViewController(context: Representable.Context(stubCoordinator: coordinator, transaction: transaction))
        stubUpdate(representable, transaction: transaction)
    }

    /// SwiftUI re-evaluated the body: the representable is a new value.
    public func stubUpdate(_ representable: Representable, transaction: Transaction = Transaction()) {
        self.representable = representable
        updateCount += 1
        representable.updateUIViewController(viewController, context: Representable.Context(stubCoordinator: coordinator, transaction: transaction))
    }

    /// SwiftUI removed the representable from the hierarchy.
    public func stubDismantle() {
        Representable.dismantleUIViewController(viewController, coordinator: coordinator)
    }
}

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

/// Stub: a value shared by a constant binding's closures.
private final class StubConstant<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Stub: a value captured by a derived binding's `@Sendable` closures (a binding is Sendable
/// only when its value is, which the stub doesn't model).
private struct StubUnchecked<Wrapped>: @unchecked Sendable {
    var value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

// MARK: - Transactions, environment, sizes

/// Source: `@frozen struct Transaction` (minimal).
@available(iOS 13.0, *)
@frozen
public struct Transaction {
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false

    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    public var isContinuous = false

    /// Creates a transaction.
    public init() {}
}

/// Source: `struct EnvironmentValues` (minimal).
@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    public init() {}

    public var description: String { "EnvironmentValues()" }
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
