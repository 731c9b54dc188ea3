import Dispatch
import Foundation
import Synchronization

/// Runs independent work on every core. Results come back in input order, so the output of a
/// run never depends on scheduling.
public enum Parallel {
    /// Below this many items the work runs on the calling thread: starting threads costs more.
    public static let threshold = 16

    /// The cores the work is spread over.
    public static let coreCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `transform` applied to every item, on every core when there are at least `minimumCount`
    /// items (each then worth a thread), on the calling thread otherwise. Each worker writes its
    /// results straight into the array returned.
    public static func map<Element, Result>(_ items: [Element], minimumCount: Int = threshold,
                                     _ transform: (Element) -> Result) -> [Result] {
        guard items.count >= max(2, minimumCount), coreCount > 1 else { return items.map(transform) }
        return items.withUnsafeBufferPointer { items in
            [Result](unsafeUninitializedCapacity: items.count) { buffer, initialized in
                guard let output = buffer.baseAddress else { return }
                forEachIndex(items.count, minimumCount: minimumCount) { index in
                    (output + index).initialize(to: transform(items[index]))
                }
                initialized = items.count
            }
        }
    }

    /// `transform` applied to every item, on every core when there are at least `threshold`
    /// items: the results that are not nil, in input order; for each item, whether its result
    /// was kept; and each item's `extra`, in input order.
    ///
    /// Each worker writes its results where they stay: the arrays returned are the ones written
    /// into (only the results after a nil one move down, on the calling thread).
    static func compactMap<Element, Result, Extra>(_ items: [Element], _ transform: (Element) -> (Result?, Extra))
        -> (results: [Result], kept: [Bool], extras: [Extra]) {
        let count = items.count
        var kept = [Bool](repeating: false, count: count)
        var extras: [Extra] = []
        let results = items.withUnsafeBufferPointer { items in
            kept.withUnsafeMutableBufferPointer { kept in
                [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
                    guard let output = buffer.baseAddress, let keptFlags = kept.baseAddress else { return }
                    extras = [Extra](unsafeUninitializedCapacity: count) { extraBuffer, extrasInitialized in
                        guard let extraOutput = extraBuffer.baseAddress else { return }
                        forEachIndex(count, minimumCount: threshold) { index in
                            var (result, extra) = transform(items[index])
                            (extraOutput + index).initialize(to: extra)
                            // Moved out of the optional: `if let` would copy the model.
                            if let result = result.take() {
                                (output + index).initialize(to: result)
                                keptFlags[index] = true
                            }
                        }
                        extrasInitialized = count
                    }
                    // Close the gaps left by nil results, keeping the order.
                    var next = 0
                    for index in 0..<count where keptFlags[index] {
                        if next != index { (output + next).moveInitialize(from: output + index, count: 1) }
                        next += 1
                    }
                    initialized = next
                }
            }
        }
        return (results, kept, extras)
    }

    /// Calls `body` with every index of `0..<count` once: on every core when there are at
    /// least `minimumCount` indices, on the calling thread otherwise.
    private static func forEachIndex(_ count: Int, minimumCount: Int, _ body: (Int) -> Void) {
        guard count >= max(2, minimumCount), coreCount > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let workers = min(coreCount, count)
        let claims = Claims(count: count, segments: workers)
        withoutActuallyEscaping(body) { body in
            let work = UncheckedBox(body)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let body = work.value
                // Its own segment first, then what is left of the others'.
                for step in 0..<workers {
                    let segment = (worker + step) % workers
                    while let range = claims.next(in: segment) {
                        for index in range { body(index) }
                    }
                }
            }
        }
    }
}

/// Hands out the items of a parallel run in runs of neighbours. The items are cut into one
/// segment per worker, and each worker works through its own segment first, a block at a
/// time, before it helps with the others' (see `docs/performance.md`).
private final class Claims: Sendable {
    /// One segment: the next unclaimed index and the end. An atomic counter rather than a
    /// lock: a claim is one atomic add.
    private final class Segment: Sendable {
        let next: Atomic<Int>
        let end: Int
        init(start: Int, end: Int) {
            next = Atomic(start)
            self.end = end
        }
    }

    private let segments: [Segment]
    private let blockSize: Int

    init(count: Int, segments: Int) {
        self.segments = (0..<segments).map { Segment(start: count * $0 / segments, end: count * ($0 + 1) / segments) }
        // About 16 blocks a segment: few claims, and a short tail of shared work.
        blockSize = max(1, count / (segments * 16))
    }

    /// The next block of `segment`, or nil when it is all claimed.
    func next(in segment: Int) -> Range<Int>? {
        let segment = segments[segment]
        let start = segment.next.wrappingAdd(blockSize, ordering: .relaxed).oldValue
        guard start < segment.end else { return nil }
        return start..<min(segment.end, start + blockSize)
    }
}

/// A value handed to worker threads that only read it (or write disjoint slots).
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
