// A stand-in for RxSwift, so tests can type-check (and run) the generated `Reactive`
// extensions on Linux. Declarations follow RxSwift 6's (ReactiveX/RxSwift: RxSwift/Binder.swift,
// Reactive.swift, Observable.swift, ObserverType.swift, Event.swift,
// Subjects/PublishSubject.swift), reduced to what the generated code and tests use.

/// Source: `public enum Event<Element>`.
public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

/// Source: `public protocol Disposable`.
public protocol Disposable {
    func dispose()
}

/// Source: `public struct Disposables`.
public struct Disposables {
    private final class Action: Disposable {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        func dispose() { action() }
    }

    public static func create(with dispose: @escaping () -> Void) -> Disposable { Action(dispose) }
    public static func create() -> Disposable { Action {} }
}

/// Source: `public protocol ObserverType`.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Source: `func onCompleted()` (RxSwift/ObserverType.swift).
    public func onCompleted() { on(.completed) }
}

/// Source: `public struct AnyObserver<Element> : ObserverType`.
public struct AnyObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    public init(eventHandler: @escaping (Event<Element>) -> Void) { handler = eventHandler }
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element { handler = observer.on }
    public func on(_ event: Event<Element>) { handler(event) }
}

/// Source: `public protocol ObservableConvertibleType`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// Source: `public protocol ObservableType : ObservableConvertibleType`.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.subscribe(observer) }
    }

    /// Source: `subscribe(onNext:onError:onCompleted:onDisposed:)`, reduced (no `onDisposed`).
    public func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil) -> Disposable {
        subscribe(AnyObserver<Element> { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        })
    }
}

/// Source: `public class Observable<Element> : ObservableType`.
public class Observable<Element>: ObservableType {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
        subscribeHandler = subscribe
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeHandler(AnyObserver(observer))
    }

    public func asObservable() -> Observable<Element> { self }
}

/// Source: `public final class PublishSubject<Element> : Observable<Element>, SubjectType,
/// Cancelable, ObserverType, SynchronizedUnsubscribeType`.
public final class PublishSubject<Element>: Observable<Element>, ObserverType {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    public init() {
        var register: ((AnyObserver<Element>) -> Disposable)?
        super.init { observer in register!(observer) }
        register = { [unowned self] observer in
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            return Disposables.create { [weak self] in self?.observers[key] = nil }
        }
    }

    public func on(_ event: Event<Element>) {
        for key in observers.keys.sorted() { observers[key]?.on(event) }
    }
}

/// Source: `public final class BehaviorSubject<Element> : Observable<Element>, SubjectType,
/// ObserverType, SynchronizedUnsubscribeType, Cancelable` with `public init(value: Element)`: a
/// new subscriber gets the latest element (or the completion, once completed).
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    private var latest: Element
    private var isCompleted = false

    public init(value: Element) {
        latest = value
        var register: ((AnyObserver<Element>) -> Disposable)?
        super.init { observer in register!(observer) }
        register = { [unowned self] observer in
            if self.isCompleted {
                observer.on(.completed)
                return Disposables.create()
            }
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            observer.on(.next(self.latest))
            return Disposables.create { [weak self] in self?.observers[key] = nil }
        }
    }

    public func on(_ event: Event<Element>) {
        guard !isCompleted else { return }
        switch event {
        case .next(let element): latest = element
        case .error, .completed: isCompleted = true
        }
        for key in observers.keys.sorted() { observers[key]?.on(event) }
        if isCompleted { observers = [:] }
    }
}

/// Source: `public protocol ImmediateSchedulerType`.
public protocol ImmediateSchedulerType {}

/// Source: `public final class MainScheduler : SerialDispatchQueueScheduler`.
public final class MainScheduler: ImmediateSchedulerType {
    public init() {}
    public static let instance = MainScheduler()
}

/// Source: `public struct Binder<Value>: ObserverType, @unchecked Sendable` with
/// `public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType =
/// MainScheduler(), binding: @escaping @Sendable (Target, Value) -> Void)`.
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    public typealias Element = Value
    private let binding: @Sendable (Event<Value>) -> Void

    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping @Sendable (Target, Value) -> Void) {
        let box = WeakBox(target)
        self.binding = { event in
            if case .next(let element) = event, let target = box.target { binding(target, element) }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }
}

private final class WeakBox<Target: AnyObject>: @unchecked Sendable {
    weak var target: Target?
    init(_ target: Target) { self.target = target }
}

/// Source: `@dynamicMemberLookup public struct Reactive<Base>`.
public struct Reactive<Base> {
    public let base: Base
    public init(_ base: Base) { self.base = base }
}

/// Source: `public protocol ReactiveCompatible`.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
