// A stand-in for Apple's Combine (which doesn't exist on Linux), so tests can type-check and
// run the generated publisher. Declarations follow Combine's public interface
// (`protocol Publisher`, `final class PassthroughSubject<Output, Failure: Error>`,
// `struct AnyPublisher<Output, Failure: Error>`, `eraseToAnyPublisher()`,
// `sink(receiveValue:)` where `Failure == Never`, `final class AnyCancellable`), reduced to
// what the generated code and tests use.

/// Source: `protocol Publisher<Output, Failure>`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func stubSubscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

/// Source: `final class AnyCancellable : Cancellable, Hashable`.
public final class AnyCancellable {
    private var cancelAction: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }
    deinit { cancelAction?() }
}

/// Source: `final class PassthroughSubject<Output, Failure> : Subject where Failure : Error`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var receivers: [Int: (Output) -> Void] = [:]
    private var nextKey = 0

    public init() {}

    public func send(_ input: Output) {
        for key in receivers.keys.sorted() { receivers[key]?(input) }
    }

    public func stubSubscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let key = nextKey
        nextKey += 1
        receivers[key] = receive
        return AnyCancellable { [weak self] in self?.receivers[key] = nil }
    }
}

/// Source: `final class CurrentValueSubject<Output, Failure> : Subject where Failure : Error`:
/// `init(_ value: Output)`, `var value: Output`, `send(_:)`; a new subscriber gets the current value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private var receivers: [Int: (Output) -> Void] = [:]
    private var nextKey = 0

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        didSet { for key in receivers.keys.sorted() { receivers[key]?(value) } }
    }

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ input: Output) {
        value = input
    }

    public func stubSubscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let key = nextKey
        nextKey += 1
        receivers[key] = receive
        receive(value)
        return AnyCancellable { [weak self] in self?.receivers[key] = nil }
    }
}

/// Source: `@frozen struct AnyPublisher<Output, Failure> where Failure : Error`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher.stubSubscribe
    }

    public func stubSubscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receive) }
}

extension Publisher {
    /// Source: `func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure>`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    /// Source: `func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { stubSubscribe(receiveValue) }
}
