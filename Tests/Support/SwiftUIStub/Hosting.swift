// Hosting UIKit views and view controllers in SwiftUI.
//
// Sources:
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
//  - documentation/SwiftUI/uiviewrepresentable.md, uiviewrepresentablecontext.md: the same for
//    a `UIView` (`makeUIView(context:)`, `updateUIView(_:context:)`,
//    `sizeThatFits(_:uiView:context:)` (iOS 16), `static dismantleUIView(_:coordinator:)`).

import UIKit

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


/// Source: `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body ==
/// Never` (iOS 13).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView

    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Source: `typealias Context = UIViewRepresentableContext<Self>`.
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?

    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    /// Creates the custom instance that you use to communicate changes from your view to other
    /// parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewRepresentable {
    /// A representable has no body; SwiftUI never asks for it.
    public var body: Never {
        preconditionFailure("stub: body of a UIViewRepresentable")
    }

    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }

    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

@available(iOS 13.0, *)
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// Source: `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
/// Representable : UIViewRepresentable` (iOS 13).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator

    /// The current transaction.
    public var transaction: Transaction

    /// The current environment.
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
