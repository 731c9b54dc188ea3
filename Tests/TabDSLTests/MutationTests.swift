import Foundation
import XCTest
@testable import TabDSL

/// A deterministic mutation test of the front end: the examples (and the syntax fixtures),
/// broken in many small ways, must never crash or hang the checker, every diagnostic must
/// point inside its file, and both renderers must render it.
///
/// The run is seeded, so a failure names an input that can be rebuilt exactly. Set
/// `TABC_MUTATION_COUNT` and `TABC_MUTATION_SEED` to fuzz longer or elsewhere.
final class MutationTests: XCTestCase {
    /// CI runs four times as many (`TABC_MUTATION_COUNT=20000` in `.ci/run`).
    static let defaultCount = 5_000
    static let defaultSeed: UInt64 = 0x7AB5_7AB5_0001

    /// SplitMix64 (Steele, Lea and Flood): tiny, fast, and the same on every platform.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<bound` (bound > 0). The slight modulo bias does not matter here.
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// Bytes and tokens that exercise the lexer's and the parser's edges.
    static let interesting: [[UInt8]] = {
        let texts = [
            "{", "}", "(", ")", "[", "]", "\"", "\\", "/*", "*/", "//", "///", "////", "#", "-", ".", ":", ",", ";",
            "\r", "\n", "\r\n", " ", "\t", "_", "e", "0", "1.", ".5", "-.5", "1__0", "1e", "0x", "#ff", "#", "\\u{",
            "\\u{FF}", "\\u{D800}", "\\(", "\"\\", "@", "€", "😀", "\u{FEFF}", "item x {", "modal m {", "style {",
            "layout L {", "style S {", "import \"x.tabs\"\n", "inject d: T", "f(", "[[[[", "((((", "{{{{", "}}}}",
            "a: ", "true", "false", "\"unterminated", "/* /* ", "x: [1; 2]", "f(a: 1,", "\n\n\n",
        ]
        var result = texts.map { Array($0.utf8) }
        result += [[0xFF], [0xFE, 0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBB, 0xBF], [0x00]]
        return result
    }()

    /// One way of breaking an input.
    enum Mutation: CustomStringConvertible {
        case flipBit(at: Int, bit: Int)
        case setByte(at: Int, value: UInt8)
        case insertRandom(at: Int, bytes: [UInt8])
        case insertInteresting(at: Int, bytes: [UInt8])
        case delete(at: Int, length: Int)
        case duplicate(from: Int, length: Int, to: Int)
        case truncate(at: Int)
        case splice(otherSeed: Int, keep: Int, from: Int)

        var description: String {
            switch self {
            case .flipBit(let at, let bit): return "flip bit \(bit) of byte \(at)"
            case .setByte(let at, let value): return "set byte \(at) to 0x\(String(value, radix: 16))"
            case .insertRandom(let at, let bytes): return "insert \(bytes) at \(at)"
            case .insertInteresting(let at, let bytes): return "insert \(String(decoding: bytes, as: UTF8.self).debugDescription) at \(at)"
            case .delete(let at, let length): return "delete \(length) bytes at \(at)"
            case .duplicate(let from, let length, let to): return "copy \(length) bytes from \(from) to \(to)"
            case .truncate(let at): return "truncate at \(at)"
            case .splice(let other, let keep, let from): return "keep \(keep) bytes, then seed \(other) from \(from)"
            }
        }
    }

    /// The inputs mutations start from: every example and every syntax fixture.
    static func seeds() throws -> [[UInt8]] {
        var urls = Paths.tabsFiles(in: Paths.examples)
        let syntax = Paths.fixtures.appendingPathComponent("syntax")
        urls += Paths.tabsFiles(in: syntax.appendingPathComponent("ok"))
        urls += Paths.tabsFiles(in: syntax.appendingPathComponent("err"))
        return try urls.map { Array(try Data(contentsOf: $0)) }
    }

    static func mutate(_ input: [UInt8], seeds: [[UInt8]], random: inout SplitMix64) -> (bytes: [UInt8], log: [Mutation]) {
        var bytes = input
        var log: [Mutation] = []
        let rounds = 1 + random.below(random.chance(20) ? 8 : 3)
        for _ in 0..<rounds {
            let position = random.below(bytes.count + 1)
            let mutation: Mutation
            switch random.below(100) {
            case 0..<12 where !bytes.isEmpty:
                mutation = .flipBit(at: min(position, bytes.count - 1), bit: random.below(8))
            case 12..<20 where !bytes.isEmpty:
                mutation = .setByte(at: min(position, bytes.count - 1), value: UInt8(truncatingIfNeeded: random.next()))
            case 20..<30:
                mutation = .insertRandom(at: position, bytes: (0..<(1 + random.below(4))).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            case 30..<60:
                let token = interesting[random.below(interesting.count)]
                let repeats = random.chance(5) ? 1 + random.below(100) : 1
                mutation = .insertInteresting(at: position, bytes: Array([[UInt8]](repeating: token, count: repeats).joined()))
            case 60..<75:
                mutation = .delete(at: position, length: 1 + random.below(random.chance(20) ? 200 : 8))
            case 75..<85:
                mutation = .duplicate(from: position, length: 1 + random.below(60), to: random.below(bytes.count + 1))
            case 85..<92:
                mutation = .truncate(at: position)
            default:
                let other = random.below(seeds.count)
                mutation = .splice(otherSeed: other, keep: position, from: random.below(seeds[other].count + 1))
            }
            apply(mutation, to: &bytes, seeds: seeds)
            log.append(mutation)
        }
        return (bytes, log)
    }

    static func apply(_ mutation: Mutation, to bytes: inout [UInt8], seeds: [[UInt8]]) {
        func clamp(_ value: Int) -> Int { min(max(value, 0), bytes.count) }
        switch mutation {
        case .flipBit(let at, let bit):
            bytes[at] ^= UInt8(1) << UInt8(bit)
        case .setByte(let at, let value):
            bytes[at] = value
        case .insertRandom(let at, let inserted), .insertInteresting(let at, let inserted):
            bytes.insert(contentsOf: inserted, at: clamp(at))
        case .delete(let at, let length):
            bytes.removeSubrange(clamp(at)..<clamp(at + length))
        case .duplicate(let from, let length, let to):
            let chunk = Array(bytes[clamp(from)..<clamp(from + length)])
            bytes.insert(contentsOf: chunk, at: clamp(to))
        case .truncate(let at):
            bytes.removeSubrange(clamp(at)...)
        case .splice(let other, let keep, let from):
            bytes = Array(bytes[..<clamp(keep)]) + Array(seeds[other][min(from, seeds[other].count)...])
        }
    }

    /// What must hold for any input; returns the broken rules, empty when all hold.
    static func violations(in file: SourceFile) -> [String] {
        var problems: [String] = []
        let count = file.bytes.count
        func inside(_ range: SourceRange, _ what: String, _ other: SourceFile? = nil) {
            let limit = (other ?? file).bytes.count
            if range.offset < 0 || range.length < 0 || range.end > limit {
                problems.append("\(what) range \(range) outside the file of \(limit) bytes")
            }
        }
        let diagnostics = Checker.check([file])
        for diagnostic in diagnostics {
            let name = "\(diagnostic.code.rawValue) '\(diagnostic.message)'"
            if diagnostic.file !== file { problems.append("\(name) names another file") }
            inside(diagnostic.range, name)
            for label in diagnostic.labels { inside(label.span.range, "\(name) label", label.span.file) }
            for note in diagnostic.notes {
                if let span = note.span { inside(span.range, "\(name) note", span.file) }
            }
            for fixIt in diagnostic.fixIts {
                for edit in fixIt.edits { inside(edit.range, "\(name) fix-it") }
            }
            if diagnostic.message.isEmpty { problems.append("\(diagnostic.code.rawValue) without a message") }
            let start = diagnostic.span.start
            let end = diagnostic.span.end
            if start.line < 1 || start.column < 1 || (end.line, end.column) < (start.line, start.column) {
                problems.append("\(name) has bad positions \(start) – \(end)")
            }
        }
        // Diagnostics come sorted by position.
        let offsets = diagnostics.map(\.range.offset)
        if offsets != offsets.sorted() { problems.append("diagnostics not sorted: \(offsets)") }
        // Both renderers render everything: gcc one line per diagnostic and per note.
        let gcc = GCCRenderer().render(diagnostics)
        let expectedLines = diagnostics.reduce(0) { $0 + 1 + $1.notes.count }
        let gccLines = gcc.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        if gccLines != expectedLines { problems.append("gcc output has \(gccLines) lines for \(expectedLines)") }
        let human = HumanRenderer().render(diagnostics)
        if diagnostics.isEmpty != human.isEmpty { problems.append("human output empty: \(human.isEmpty)") }
        _ = HumanRenderer(decorator: ANSIDecorator()).render(diagnostics)
        // Rendered text never carries a raw control character other than line ends and tabs.
        if (gcc + human).unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            problems.append("rendered output contains a control character")
        }
        // Every node of the tree lies inside the file too (read from the dump's `@start..end`).
        let (tree, _) = Parser.parse(file)
        let dump = SyntaxDump.dump(tree)
        for line in dump.split(separator: "\n") {
            guard let at = line.lastIndex(of: "@") else { continue }
            let bounds = line[line.index(after: at)...].split(separator: ".", omittingEmptySubsequences: true).compactMap { Int($0) }
            if bounds.count != 2 || bounds[0] > bounds[1] || bounds[1] > count {
                problems.append("tree node outside the file of \(count) bytes: \(line)")
            }
        }
        // The formatter returns for every input: text for a file without syntax errors (which
        // formats to itself again), or the syntax errors it refused the file for.
        switch TabsFormatter.format(file) {
        case .success(let formatted):
            if case .success(let again) = TabsFormatter.format(SourceFile(path: file.path, text: formatted)), again != formatted {
                problems.append("fmt is not idempotent")
            }
        case .failure(let error):
            if error.diagnostics.isEmpty { problems.append("fmt refused the file without saying why") }
        }
        return problems
    }

    func testMutatedExamplesNeverBreakTheFrontEnd() throws {
        let environment = ProcessInfo.processInfo.environment
        let total = environment["TABC_MUTATION_COUNT"].flatMap { Int($0) } ?? Self.defaultCount
        let seed = environment["TABC_MUTATION_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let seeds = try Self.seeds()
        XCTAssertGreaterThanOrEqual(seeds.count, 5)

        var random = SplitMix64(state: seed)
        var failures = 0
        var diagnosticsSeen = 0
        var codesSeen = Set<DiagnosticCode>()
        var slowest: (seconds: Double, index: Int) = (0, -1)
        let started = Date()
        for index in 0..<total {
            let original = random.below(seeds.count)
            let (bytes, log) = Self.mutate(seeds[original], seeds: seeds, random: &random)
            let file = SourceFile(path: "mutant-\(index).tabs", bytes: bytes)
            let before = Date()
            let problems = Self.violations(in: file)
            let seconds = Date().timeIntervalSince(before)
            if seconds > slowest.seconds { slowest = (seconds, index) }
            if !problems.isEmpty {
                failures += 1
                XCTFail("""
                    mutant \(index) (seed \(seed), from input \(original): \(log.map(\.description).joined(separator: "; "))):
                    \(problems.joined(separator: "\n"))
                    input: \(String(decoding: bytes, as: UTF8.self).debugDescription)
                    """)
                if failures >= 10 { break }
            }
            // Counted from a second run so the statistics cover the checker's real output.
            if index % 10 == 0 {
                let diagnostics = Checker.check([file])
                diagnosticsSeen += diagnostics.count
                codesSeen.formUnion(diagnostics.map(\.code))
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        print("mutation test: \(total) inputs in \(String(format: "%.1f", elapsed)) s; slowest input \(slowest.index) "
              + "took \(String(format: "%.3f", slowest.seconds)) s; codes seen: \(codesSeen.map(\.rawValue).sorted().joined(separator: " "))")
        // The mutations reach every lexical and syntax code, so the run exercises them all.
        let frontEndCodes: Set<DiagnosticCode> = [.TAB001, .TAB002, .TAB003, .TAB004, .TAB005, .TAB006, .TAB007,
                                                  .TAB101, .TAB102, .TAB103, .TAB104, .TAB105, .TAB106]
        XCTAssertEqual(frontEndCodes.subtracting(codesSeen), [], "codes no mutant produced")
        XCTAssertGreaterThan(diagnosticsSeen, 0)
        // A near-hang guard, not a benchmark: inputs take milliseconds, so seconds mean a runaway loop.
        XCTAssertLessThan(slowest.seconds, 10, "mutant \(slowest.index) took \(slowest.seconds) s")
    }

    /// The mutation machinery itself: deterministic, and able to produce the edge cases it is for.
    func testMutationsAreDeterministic() throws {
        let seeds = try Self.seeds()
        var first = SplitMix64(state: 42)
        var second = SplitMix64(state: 42)
        for _ in 0..<200 {
            let a = Self.mutate(seeds[0], seeds: seeds, random: &first).bytes
            let b = Self.mutate(seeds[0], seeds: seeds, random: &second).bytes
            XCTAssertEqual(a, b)
        }
        // SplitMix64's published first output for seed 0.
        var zero = SplitMix64(state: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
    }
}
