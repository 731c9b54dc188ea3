// A stand-in for RxCocoa (ReactiveX/RxSwift: RxCocoa/Traits/ControlEvent.swift and
// RxSwift/Reactive.swift's `extension NSObject: ReactiveCompatible`), reduced to what the
// generated code and tests use.

@_exported import RxSwift
import Foundation

/// Source: `public protocol ControlEventType : ObservableType`.
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

/// Source: `public struct ControlEvent<PropertyType> : ControlEventType` with
/// `public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element`.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType
    let events: Observable<PropertyType>

    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.asObservable()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }
    public func asControlEvent() -> ControlEvent<Element> { self }
}

extension NSObject: @retroactive ReactiveCompatible {}
