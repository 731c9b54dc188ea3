import XCTest
@testable import TabDSL

/// Files and layouts are checked on every core; results must be exactly the serial ones, in
/// order, however the work is scheduled.
final class ParallelTests: XCTestCase {
    func testParallelMapEqualsSerialMap() {
        let items = Array(0..<20_000)
        for _ in 0..<20 {
            // Heap-allocated results, so a racy write would corrupt memory, not just a number.
            XCTAssertEqual(Parallel.map(items) { [String($0)] }, items.map { [String($0)] })
        }
        XCTAssertEqual(Parallel.map([Int]()) { $0 }, [])
        XCTAssertEqual(Parallel.map([1, 2, 3]) { $0 * 2 }, [2, 4, 6])
    }

    /// `compactMap` keeps the results that are not nil, in input order, with every item's extra:
    /// each result object is made once, never copied, and freed exactly once when the caller
    /// lets go of it (a copy left behind would keep it alive; a double free would crash).
    func testCompactMapKeepsEveryResultOnceInOrder() {
        // Made on worker threads, freed on this one: only the freeing is counted.
        final class Counted {
            nonisolated(unsafe) static var freed = 0
            let value: Int
            init(_ value: Int) { self.value = value }
            deinit { Self.freed += 1 }
        }
        for count in [0, 3, Parallel.threshold, 5_000] {
            let items = Array(0..<count)
            // Every third result is nil: the ones after it move down to close the gap.
            let mapped = Parallel.compactMap(items) { item -> (Int?, [String]) in
                (item % 3 == 1 ? nil : item * 2, [String(item)])
            }
            XCTAssertEqual(mapped.results, items.filter { $0 % 3 != 1 }.map { $0 * 2 }, "\(count) items")
            XCTAssertEqual(mapped.kept, items.map { $0 % 3 != 1 }, "\(count) items")
            XCTAssertEqual(mapped.extras, items.map { [String($0)] }, "\(count) items")

            Counted.freed = 0
            var kept = Parallel.compactMap(items) { item -> (Counted?, Int) in (item % 5 == 4 ? nil : Counted(item), item) }.results
            XCTAssertEqual(kept.map(\.value), items.filter { $0 % 5 != 4 }, "\(count) items")
            XCTAssertEqual(Counted.freed, 0, "no result is freed while the caller holds it")
            let keptCount = kept.count
            kept.removeAll()
            XCTAssertEqual(Counted.freed, keptCount, "every result was freed once the caller let go")
        }
    }

    /// The items are handed out in blocks of each core's own segment, then what is left of the
    /// others': each must be transformed exactly once, whatever the count and its remainders.
    func testEveryItemIsTransformedExactlyOnce() {
        for count in [Parallel.threshold, 17, 33, 1_001, 20_011] {
            // Counted under an NSLock, which ThreadSanitizer understands (it can't see
            // Synchronization's futex-based Mutex, and reports races inside it).
            let calls = Locked([Int](repeating: 0, count: count))
            let results = Parallel.map(Array(0..<count)) { item -> Int in
                calls.withLock { $0[item] += 1 }
                return item &* 3
            }
            XCTAssertEqual(results, (0..<count).map { $0 &* 3 }, "\(count) items")
            XCTAssertEqual(calls.withLock { $0 }, Array(repeating: 1, count: count), "\(count) items")
        }
    }

    /// With `minimumCount: 2` (the pieces of a large file), two items already run at the same
    /// time: each waits until the other has started. (A run on one thread would make the first
    /// wait in vain.)
    func testMapWithMinimumCountRunsSmallBatchesInParallel() throws {
        try XCTSkipIf(Parallel.coreCount < 2, "one core")
        let started = Locked(0)
        let metOther = Parallel.map([0, 1], minimumCount: 2) { _ -> Bool in
            started.withLock { $0 += 1 }
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if started.withLock({ $0 }) == 2 { return true }
                usleep(100)
            }
            return false
        }
        XCTAssertEqual(metOther, [true, true])
    }

    /// Each file's models come back in its own `resolved`, in declaration order, with the
    /// named styles between the layouts (which give no model) left out: for one file, whose
    /// declarations are the work itself, and for many, whose layouts are shared out again.
    func testModelsLandInTheirOwnFileInOrder() throws {
        func file(_ prefix: String, layouts: Int) -> SourceFile {
            var text = ""
            for index in 0..<layouts {
                if index % 3 == 0 { text += "style \(prefix)Style\(index) {\n    height: \(50 + index % 20)\n}\n" }
                text += "layout \(prefix)\(index) {\n    item a {\n        title: \"A\"\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n"
            }
            return SourceFile(path: "\(prefix).tabs", text: text)
        }
        let one = file("One", layouts: 100)
        let compiled = Compiler.compile(one)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        XCTAssertEqual(try XCTUnwrap(compiled.resolved).layouts.map(\.name), (0..<100).map { "One\($0)" })

        let files = (0..<30).map { file("F\($0)x", layouts: 1 + $0 % 4) }
        let run = Compiler.compile(files)
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        for (index, compiledFile) in run.files.enumerated() {
            XCTAssertEqual(try XCTUnwrap(compiledFile.resolved).layouts.map(\.name),
                           (0..<(1 + index % 4)).map { "F\(index)x\($0)" })
        }
    }

    func testManyLayoutsAndFilesKeepTheirOrder() throws {
        var text = ""
        for index in 0..<2000 {
            text += "layout L\(index) {\n    item a {\n        title: \"Item \(index)\"\n        icon: symbol(\"a\")\n        screen: A\n    }\n"
            // Every tenth layout has an error and a warning, so diagnostics are merged too.
            if index % 10 == 0 { text += "    titel: 1\n    item b {\n        icon: symbol(\"a\")\n        screen: B\n    }\n" }
            text += "}\n"
        }
        let file = SourceFile(path: "many.tabs", text: text)
        let compiledFile = Compiler.compile(file)
        let unknown = compiledFile.diagnostics.filter { $0.code == .TAB201 }
        XCTAssertEqual(unknown.count, 200)
        XCTAssertEqual(unknown.map(\.range.offset), unknown.map(\.range.offset).sorted(), "in source order")
        XCTAssertNil(compiledFile.resolved, "errors leave no model")
        // Many files at once, each with its own diagnostics, in input order.
        let files = (0..<200).map { SourceFile(path: "f\($0).tabs", text: "layout F\($0) {\n    titel: 1\n}\n") }
        let compiled = Compiler.compile(files)
        XCTAssertEqual(compiled.files.map(\.source.path), files.map(\.path))
        XCTAssertEqual(compiled.diagnostics.map(\.file.path), files.flatMap { [$0.path, $0.path] })
    }
}

/// A value behind an `NSLock`.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
