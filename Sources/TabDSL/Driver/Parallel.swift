import Dispatch

/// Runs independent work on every core. Results come back in input order, so the output of a
/// run never depends on scheduling.
enum Parallel {
    /// Below this many items the work runs on the calling thread: starting threads costs more.
    static let threshold = 16

    static func map<Element, Result>(_ items: [Element], _ transform: (Element) -> Result) -> [Result] {
        guard items.count >= threshold else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedBox((items, transform))
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                slots.store(work.value.1(work.value.0[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// A value handed to worker threads that only read it (or write disjoint slots).
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One slot per result; each worker writes only its own slot. The slots are raw memory
/// allocated once: an `Array` can't be written from several threads, even at distinct indices,
/// because each write goes through the array's own (non-atomic) uniqueness check.
private final class Slots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    /// The results, once every worker has finished.
    func results() -> [Result] {
        (0..<count).compactMap { storage[$0] }
    }
}
