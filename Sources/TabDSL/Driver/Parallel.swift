import Dispatch
import Foundation
import Synchronization

/// Runs independent work on every core. Results come back in input order, so the output of a
/// run never depends on scheduling.
enum Parallel {
    /// Below this many items the work runs on the calling thread: starting threads costs more.
    static let threshold = 16

    /// The cores the work is spread over.
    static let coreCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `transform` applied to every item, on every core when there are at least `minimumCount`
    /// items (each then worth a thread), on the calling thread otherwise.
    static func map<Element, Result>(_ items: [Element], minimumCount: Int = threshold,
                                     _ transform: (Element) -> Result) -> [Result] {
        guard items.count >= max(2, minimumCount), coreCount > 1 else { return items.map(transform) }
        return compute(items, transform).results()
    }

    /// `transform` applied to every item on every core, then each result handed to `use` on
    /// the calling thread, in input order, moved rather than copied: collecting large results
    /// (the model of a layout) into other arrays then costs no retain and release of their parts.
    static func forEach<Element, Result>(_ items: [Element], _ transform: (Element) -> Result,
                                         use: (Int, consuming Result) -> Void) {
        guard items.count >= threshold, coreCount > 1 else {
            for (index, item) in items.enumerated() { use(index, transform(item)) }
            return
        }
        compute(items, transform).drain(use)
    }

    private static func compute<Element, Result>(_ items: [Element], _ transform: (Element) -> Result) -> Slots<Result> {
        let slots = Slots<Result>(count: items.count)
        let workers = min(coreCount, items.count)
        let claims = Claims(count: items.count, segments: workers)
        items.withUnsafeBufferPointer { items in
            withoutActuallyEscaping(transform) { transform in
                let work = UncheckedBox((items, transform))
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    let (items, transform) = work.value
                    // Its own segment first, then what is left of the others'.
                    for step in 0..<workers {
                        let segment = (worker + step) % workers
                        while let range = claims.next(in: segment) {
                            for index in range { slots.store(transform(items[index]), at: index) }
                        }
                    }
                }
            }
        }
        return slots
    }
}

/// Hands out the items of a parallel run in runs of neighbours. The items are cut into one
/// segment per worker, and each worker works through its own segment first, a block at a
/// time, before it helps with the others'.
///
/// Neighbouring items share data: the layouts of one piece of a large file share the piece's
/// names and strings, and a worker that copies one of them writes its reference count. Two
/// cores writing the same counter pass its cache line back and forth, which made validation on
/// two cores cost about 1.6 times the work of one core instead of half of it when the cores
/// took items in turn. Blocks (rather than whole segments) keep a worker that starts late, or
/// a segment that is slow, from leaving the other cores idle.
private final class Claims: Sendable {
    private let cursors: Mutex<[Int]>
    private let ends: [Int]
    private let blockSize: Int

    init(count: Int, segments: Int) {
        let starts = (0..<segments).map { count * $0 / segments }
        ends = (1...segments).map { count * $0 / segments }
        cursors = Mutex(starts)
        // About 16 blocks a segment: few claims, and a short tail of shared work.
        blockSize = max(1, count / (segments * 16))
    }

    /// The next block of `segment`, or nil when it is all claimed.
    func next(in segment: Int) -> Range<Int>? {
        cursors.withLock { cursors in
            let start = cursors[segment]
            guard start < ends[segment] else { return nil }
            let end = min(ends[segment], start + blockSize)
            cursors[segment] = end
            return start..<end
        }
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

    /// Whether `drain` has moved the results out, leaving the slots uninitialized.
    private var movedOut = false

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        if !movedOut { storage.deinitialize(count: count) }
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    /// The results, once every worker has finished, moved out of the slots (not copied: a
    /// result may be a large tree, and a copy would retain and later release every part of it).
    func results() -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        drain { _, result in results.append(result) }
        return results
    }

    /// Hands every result to `use` in order, moved out of the slots, once every worker has
    /// finished. The slots are empty afterwards.
    func drain(_ use: (Int, consuming Result) -> Void) {
        movedOut = true
        for index in 0..<count {
            if let result = (storage + index).move() { use(index, result) }
        }
    }
}
