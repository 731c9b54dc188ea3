import Foundation
import XCTest
@testable import TabDSL

/// The formatter: golden cases, and on every example and ok fixture the properties that make
/// it safe to run on save: idempotent, the same tree, every comment kept.
final class FormatterTests: XCTestCase {
    static let fmtFixtures = Paths.fixtures.appendingPathComponent("fmt")

    /// The inputs of the golden cases (`NAME.tabs`, not `NAME.fmt.tabs`).
    static var goldenInputs: [URL] {
        Paths.tabsFiles(in: fmtFixtures).filter { !$0.lastPathComponent.hasSuffix(".fmt.tabs") }
    }

    /// Every `ok/` fixture of every area (`Fixtures/*/ok/*.tabs`), and the examples.
    static var validFiles: [URL] {
        var urls = Paths.tabsFiles(in: Paths.examples)
        let areas = (try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        for area in areas.sorted() {
            urls += Paths.tabsFiles(in: Paths.fixtures.appendingPathComponent(area).appendingPathComponent("ok"))
        }
        return urls
    }

    static func source(_ url: URL) throws -> SourceFile {
        SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }

    static func format(_ file: SourceFile) -> String? {
        if case .success(let text) = TabsFormatter.format(file) { return text }
        return nil
    }

    static func format(_ text: String) -> String? {
        format(SourceFile(path: "test.tabs", text: text))
    }

    // MARK: - The properties

    /// The tree dump without ranges: what `parse` understood, whatever the layout. Doc comment
    /// texts lose trailing whitespace, as the formatter trims it.
    static func structure(_ file: SourceFile) -> String {
        let dump = SyntaxDump.dump(Parser.parse(file).tree)
        return dump.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            if let at = line.lastIndex(of: "@") { line = String(line[..<at]) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("Doc \"") {
                while line.hasSuffix(" \"") || line.hasSuffix("\\t\"") {
                    line.removeLast(line.hasSuffix(" \"") ? 2 : 3)
                    line += "\""
                }
            }
            return line
        }.joined(separator: "\n")
    }

    /// The comments of a file in order, with line ends as `\n` and no trailing whitespace.
    static func comments(_ file: SourceFile) -> [String] {
        Lexer.lex(file).tokens.filter { $0.kind.isComment }.map { token in
            file.text(of: token.range)
                .replacingOccurrences(of: "\r\n", with: "\n")
                .replacingOccurrences(of: "\r", with: "\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in
                    var line = Substring(line)
                    while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
                    return String(line)
                }
                .joined(separator: "\n")
        }
    }

    /// The problems with `output` as the formatting of `input`, as messages.
    static func violations(input: SourceFile, output: String) -> [String] {
        var problems: [String] = []
        let formatted = SourceFile(path: input.path, text: output)
        if let again = format(formatted) {
            if again != output {
                problems.append("not idempotent:\n\(Diff.lines(expected: output, actual: again))")
            }
        } else {
            problems.append("the output has syntax errors: \(Checker.checkSyntax(formatted).map(\.message))\n\(output)")
        }
        let before = structure(input)
        let after = structure(formatted)
        if before != after {
            problems.append("the tree changed:\n\(Diff.lines(expected: before, actual: after))")
        }
        if comments(input) != comments(formatted) {
            problems.append("comments differ: \(comments(input)) became \(comments(formatted))")
        }
        if output.utf8.contains(UInt8(ascii: "\r")) { problems.append("the output has a carriage return") }
        if output.contains(" \n") || output.contains("\t\n") { problems.append("the output has trailing whitespace") }
        if !output.isEmpty && (!output.hasSuffix("\n") || output.hasSuffix("\n\n")) {
            problems.append("the output does not end with exactly one line end")
        }
        return problems
    }

    // MARK: - Golden cases

    func testGoldenCases() throws {
        let inputs = Self.goldenInputs
        XCTAssertGreaterThanOrEqual(inputs.count, 10, "the fmt fixtures are missing")
        for url in inputs {
            let file = try Self.source(url)
            guard let output = Self.format(file) else {
                XCTFail("\(url.lastPathComponent) was refused: \(Checker.checkSyntax(file).map(\.message))")
                continue
            }
            let golden = url.deletingPathExtension().appendingPathExtension("fmt.tabs")
            Golden.check(output, against: golden)
            for problem in Self.violations(input: file, output: output) {
                XCTFail("\(url.lastPathComponent): \(problem)")
            }
        }
    }

    func testGoldenOutputsAreFixedPoints() throws {
        for url in Paths.tabsFiles(in: Self.fmtFixtures) where url.lastPathComponent.hasSuffix(".fmt.tabs") {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            XCTAssertEqual(Self.format(text), text, url.lastPathComponent)
        }
    }

    // MARK: - Every valid file

    func testPropertiesHoldForEveryExampleAndOkFixture() throws {
        let urls = Self.validFiles + Self.goldenInputs
        XCTAssertGreaterThanOrEqual(Paths.tabsFiles(in: Paths.examples).count, 5)
        for url in urls {
            let file = try Self.source(url)
            guard let output = Self.format(file) else {
                XCTFail("\(url.path) was refused: \(Checker.checkSyntax(file).map(\.message))")
                continue
            }
            for problem in Self.violations(input: file, output: output) {
                XCTFail("\(url.lastPathComponent): \(problem)")
            }
        }
    }

    /// `tabc fmt --check examples` is clean: the examples are written in the canonical style.
    func testExamplesAreCanonical() throws {
        for url in Paths.tabsFiles(in: Paths.examples) {
            let file = try Self.source(url)
            XCTAssertEqual(Self.format(file), file.text, "\(url.lastPathComponent) is not in the canonical style")
        }
    }

    // MARK: - Rules

    func testRefusesFilesWithSyntaxErrors() {
        let file = SourceFile(path: "bad.tabs", text: "layout A {\n    title \"x\"\n    tint: #12\n")
        guard case .failure(let error) = TabsFormatter.format(file) else {
            return XCTFail("a file with syntax errors was formatted")
        }
        XCTAssertEqual(error.diagnostics.map(\.code), [.TAB101, .TAB005, .TAB104])
    }

    func testLexicalErrorsAreRefusedToo() {
        for text in ["layout A { t: \"x\\q\" }", "layout A { t: 1_ }", "layout A { t: $ }", "/* open", "layout A { t: \"x }"] {
            if case .success = TabsFormatter.format(SourceFile(path: "bad.tabs", text: text)) {
                XCTFail("formatted \(text.debugDescription)")
            }
        }
    }

    func testEmptyInputGivesEmptyOutput() {
        XCTAssertEqual(Self.format(""), "")
        XCTAssertEqual(Self.format("\n\n  \t\n"), "")
        XCTAssertEqual(Self.format("\u{FEFF}"), "")
    }

    func testTwoLineCommentsNeverShareALine() {
        let output = Self.format("layout A // one\n{ // two\n    item b { icon: symbol(\"a\") }\n}\n")
        XCTAssertEqual(output, "layout A { // one\n    // two\n    item b {\n        icon: symbol(\"a\")\n    }\n}\n")
    }

    func testCommentsBeforeAPunctuationMarkStayBeforeIt() {
        XCTAssertEqual(Self.format("layout A { t /* x */ : 1 }"), "layout A {\n    t /* x */: 1\n}\n")
        XCTAssertEqual(Self.format("layout A { t: [a /* x */, b] }"), "layout A {\n    t: [a /* x */, b]\n}\n")
    }

    func testACallWithALineCommentIsBrokenOverLinesAndNestedOnesKeepTheirLine() {
        let input = "layout A { t: f(a: g(x: 1, y: 2), b: [1, 2] // why\n) }"
        XCTAssertEqual(Self.format(input), """
        layout A {
            t: f(
                a: g(x: 1, y: 2),
                b: [1, 2] // why
            )
        }

        """)
    }

    func testLongCallsStayOnOneLine() {
        let arguments = (1...20).map { "argument\($0): \($0)" }.joined(separator: ",\n")
        let output = Self.format("layout A { screen: Screen(\n\(arguments)\n) }")
        XCTAssertEqual(output, "layout A {\n    screen: Screen(\((1...20).map { "argument\($0): \($0)" }.joined(separator: ", ")))\n}\n")
    }

    func testDocCommentsStayAttached() throws {
        let input = "/// Doc\nlayout A { /// Item doc\n item b {} }\nlayout B {}\n/// Not a doc: blank line\n\nlayout C {}"
        let file = SourceFile(path: "a.tabs", text: input)
        let output = try XCTUnwrap(Self.format(file))
        XCTAssertEqual(Self.violations(input: file, output: output), [])
        let tree = Parser.parse(SourceFile(path: "a.tabs", text: output)).tree
        guard case .layout(let a) = tree.declarations[0], case .layout(let c) = tree.declarations[2] else {
            return XCTFail("unexpected tree")
        }
        XCTAssertEqual(a.docs.map(\.text), ["Doc"])
        XCTAssertEqual(c.docs.map(\.text), [])
    }

    // MARK: - Mutations

    /// A small deterministic generator, so that a failure can be replayed from its seed.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// Trivia the mutator inserts between tokens: most keep the file valid, so the formatter's
    /// comment placement gets exercised rather than its refusal.
    static let trivia = [
        " ", "\t", "\n", "\n\n", "\r\n", "\r", ";", "\n;\n", "// c\n", " // c\n", "/* c */", " /* c */ ",
        "/* a\nb */", "\n/* own */\n", "/// d\n", "//// e\n", "/* /* nested */ */", "\n\n\n// late\n\n",
        "\n/// d\n;", "; /// d\n", "\n/// d\n\n", "/// d\n/* c */ ", "\n/// d\n/// e\n",
    ]

    /// Bytes the mutator splices in to break the structure.
    static let fragments = ["{", "}", "(", ")", "[", "]", ":", ",", ".", "\"", "#", "/*", "*/", "//", "item x ", "a: 1", "-", "\u{FEFF}", "é", "\u{1F600}"]

    /// The kinds of change the mutator makes.
    enum Mutation: CaseIterable {
        /// Trivia inserted at a token boundary.
        case trivia
        /// A fragment spliced in anywhere.
        case fragment
        case deletion
        /// A piece of another seed inserted at a token boundary.
        case splice
        case bitFlip
    }

    /// Trivia most of the time (6 in 11), so that most mutants stay valid; a bit flip 2 in 11;
    /// each other kind 1 in 11.
    static func pickMutation(_ random: inout SplitMix64) -> Mutation {
        switch random.below(11) {
        case 0...5: return .trivia
        case 6: return .fragment
        case 7: return .deletion
        case 8: return .splice
        default: return .bitFlip
        }
    }

    /// One to four changes of `input`; `applied` gets the kind of each.
    static func mutate(_ input: [UInt8], seeds: [[UInt8]], random: inout SplitMix64, applied: inout [Mutation]) -> [UInt8] {
        var bytes = input
        let count = 1 + random.below(4)
        for _ in 0..<count {
            let tokens = Lexer.lex(SourceFile(path: "m.tabs", bytes: bytes)).tokens
            let boundary = tokens[random.below(tokens.count)].range.offset
            let position = random.below(bytes.count + 1)
            let mutation = pickMutation(&random)
            applied.append(mutation)
            switch mutation {
            case .trivia:
                bytes.insert(contentsOf: Array(trivia[random.below(trivia.count)].utf8), at: boundary)
            case .fragment:
                bytes.insert(contentsOf: Array(fragments[random.below(fragments.count)].utf8), at: position)
            case .deletion:
                let length = min(random.below(12), bytes.count - position)
                bytes.removeSubrange(position..<(position + length))
            case .splice:
                let other = seeds[random.below(seeds.count)]
                let start = random.below(other.count)
                let length = min(random.below(60), other.count - start)
                bytes.insert(contentsOf: other[start..<(start + length)], at: boundary)
            case .bitFlip:
                if !bytes.isEmpty { bytes[min(position, bytes.count - 1)] ^= UInt8(1 << random.below(8)) }
            }
        }
        return bytes
    }

    func testMutatedInputsNeverCrashAndFormatSafely() throws {
        let seeds = try (Self.validFiles + Self.goldenInputs).map { Array(try Data(contentsOf: $0)) }
        // TABC_FMT_MUTATIONS and TABC_FMT_SEED run a longer or different campaign locally.
        let environment = ProcessInfo.processInfo.environment
        var random = SplitMix64(state: environment["TABC_FMT_SEED"].flatMap { UInt64($0) } ?? 0x7AB5_F0A7)
        let runs = environment["TABC_FMT_MUTATIONS"].flatMap { Int($0) } ?? 3000
        var formatted = 0
        var failures = 0
        var applied: [Mutation] = []
        for run in 0..<runs {
            let seed = seeds[random.below(seeds.count)]
            let bytes = Self.mutate(seed, seeds: seeds, random: &random, applied: &applied)
            let file = SourceFile(path: "mutant-\(run).tabs", bytes: bytes)
            switch TabsFormatter.format(file) {
            case .failure(let error):
                if error.diagnostics.isEmpty { XCTFail("run \(run): refused without a diagnostic") }
            case .success(let output):
                formatted += 1
                let problems = Self.violations(input: file, output: output)
                if !problems.isEmpty {
                    failures += 1
                    if failures <= 5 {
                        XCTFail("run \(run): \(problems.joined(separator: "\n"))\ninput:\n\(String(decoding: bytes, as: UTF8.self).debugDescription)")
                    }
                }
            }
        }
        XCTAssertEqual(failures, 0)
        // Every kind of change was made, a fair share of the time.
        for mutation in Mutation.allCases where mutation != .trivia {
            XCTAssertGreaterThan(applied.filter { $0 == mutation }.count, applied.count / 20, "\(mutation) is (almost) never made")
        }
        // The mutator is meant to keep most files valid; make sure the success path is exercised.
        XCTAssertGreaterThan(formatted, runs / 4, "too few mutants were valid to test the formatter: \(formatted) of \(runs)")
    }
}
