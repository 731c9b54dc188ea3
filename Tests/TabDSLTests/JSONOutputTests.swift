import Foundation
import XCTest
@testable import TabDSL

/// Issue [3/7]: the JSON output, its schema, determinism and the no-loss guarantees of `tabc build`.
final class JSONOutputTests: XCTestCase {
    /// Every layout file whose JSON is kept as a golden: the examples and the ok/ fixtures.
    static var cases: [(name: String, url: URL)] {
        var cases = Paths.tabsFiles(in: Paths.examples).map { ("examples/" + $0.lastPathComponent, $0) }
        for folder in ["semantic/ok", "syntax/ok"] {
            cases += Paths.tabsFiles(in: Paths.fixtures.appendingPathComponent(folder)).map { ("\(folder)/" + $0.lastPathComponent, $0) }
        }
        return cases
    }

    /// The JSON of a layout file, imports read from beside it; nil when it has errors.
    static func json(for url: URL, path: String) throws -> String? {
        // The absolute path lets imports resolve on disk; the JSON does not contain paths.
        let file = SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
        let compiled = Compiler.compile(file, loader: { key in
            FileManager.default.contents(atPath: key).map { .loaded(Array($0)) } ?? .notFound
        })
        return compiled.resolved.map(JSONGenerator.generate)
    }

    /// The golden of a case: an example's is its committed output in `examples/generated/`.
    static func goldenURL(for name: String) -> URL {
        if name.hasPrefix("examples/") {
            return Paths.examples.appendingPathComponent("generated").appendingPathComponent(
                String(name.dropFirst("examples/".count)).replacingOccurrences(of: ".tabs", with: ".json"))
        }
        return Paths.fixtures.appendingPathComponent("json").appendingPathComponent(
            name.replacingOccurrences(of: "/", with: "__").replacingOccurrences(of: ".tabs", with: ".json"))
    }

    func testGoldenJSONForExamplesAndOkCases() throws {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 5)
        for (name, url) in Self.cases {
            guard let json = try Self.json(for: url, path: name) else {
                XCTFail("\(name) has errors, so it has no JSON")
                continue
            }
            Golden.check(json, against: Self.goldenURL(for: name))
        }
    }

    func testEveryGoldenValidatesAgainstTheSchema() throws {
        let goldens = Self.cases.map { Self.goldenURL(for: $0.name) }
        XCTAssertGreaterThanOrEqual(goldens.count, 5)
        let documents = try goldens.map { url in (url.lastPathComponent, try Data(contentsOf: url)) }
        let failures = try SchemaValidator.validate(documents: documents, schema: Data(JSONSchema.generate().utf8))
        XCTAssertEqual(failures, [])
    }

    func testSchemaRejectsWrongDocuments() throws {
        // The schema is tight: a wrong key, a wrong enum value, a missing member all fail.
        let finance = try XCTUnwrap(Self.json(for: Paths.examples.appendingPathComponent("finance.tabs"), path: "finance.tabs"))
        let broken = [
            ("extra key", finance.replacingOccurrences(of: "\"schemaVersion\": 2,", with: "\"schemaVersion\": 2, \"extra\": 0,")),
            ("bad kind", finance.replacingOccurrences(of: "\"kind\": \"custom\"", with: "\"kind\": \"fancy\"")),
            ("height out of range", finance.replacingOccurrences(of: "\"height\": 60", with: "\"height\": 500")),
            ("lower-case hex", finance.replacingOccurrences(of: "\"system\": \"systemGray\"", with: "\"hex\": \"#ffffffff\"")),
            ("missing member", finance.replacingOccurrences(of: "\"haptics\": \"none\",", with: "")),
        ]
        for (name, text) in broken {
            XCTAssertNotEqual(text, finance, name)
            let failures = try SchemaValidator.validate(documents: [(name, Data(text.utf8))], schema: Data(JSONSchema.generate().utf8))
            XCTAssertFalse(failures.isEmpty, "the schema accepted a document with \(name)")
        }
    }

    func testNumbersAndStrings() {
        XCTAssertEqual(JSONWriter.format(60), "60")
        XCTAssertEqual(JSONWriter.format(60.0), "60")
        XCTAssertEqual(JSONWriter.format(0.3), "0.3")
        XCTAssertEqual(JSONWriter.format(-2.5), "-2.5")
        XCTAssertEqual(JSONWriter.format(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONWriter.quote("a\"b\\c\n\u{1}é😀"), "\"a\\\"b\\\\c\\n\\u0001é😀\"")
        XCTAssertEqual(JSONWriter.write(.object([("a", .array([])), ("b", .object([]))])), "{\n  \"a\": [],\n  \"b\": {}\n}\n")
    }

    func testWholeNumbersWrittenWithAFractionPrintWithout() throws {
        let file = SourceFile(path: "x.tabs", text: """
        layout X {
            item a {
                icon: symbol("a")
                title: "A"
                screen: A(count: 3.0, ratio: 0.5)
            }
            style { height: 60.0; iconSize: 2e1 }
        }
        """)
        let json = try XCTUnwrap(Compiler.compile(file).resolved.map(JSONGenerator.generate))
        XCTAssertTrue(json.contains("\"height\": 60,"), json)
        XCTAssertTrue(json.contains("\"iconSize\": 20,"), json)
        XCTAssertTrue(json.contains("\"number\": 3\n"), json)
        XCTAssertTrue(json.contains("\"number\": 0.5\n"), json)
    }

    // MARK: - The command line

    func testBuildPrintsTheDocumentOnStandardOutput() throws {
        let run = try Tabc.run(["build", "--format", "json", "-o", "-", "examples/finance.tabs"], in: Paths.root)
        XCTAssertEqual(run.status, 0, run.standardError)
        Golden.check(run.standardOutput, against: Self.goldenURL(for: "examples/finance.tabs"))
    }

    func testBuildWritesBesideEachInputAndReverseOrderGivesTheSameFiles() throws {
        let folder = try TemporaryFolder()
        let names = Paths.tabsFiles(in: Paths.examples).map(\.lastPathComponent)
        for name in names {
            try folder.write("a/\(name)", String(decoding: try Data(contentsOf: Paths.examples.appendingPathComponent(name)), as: UTF8.self))
            try folder.write("b/\(name)", String(decoding: try Data(contentsOf: Paths.examples.appendingPathComponent(name)), as: UTF8.self))
        }
        let forward = try Tabc.run(["build", "--format", "json"] + names.map { "a/\($0)" }, in: folder.url)
        XCTAssertEqual(forward.status, 0, forward.standardError)
        let backward = try Tabc.run(["build", "--format", "json"] + names.reversed().map { "b/\($0)" }, in: folder.url)
        XCTAssertEqual(backward.status, 0, backward.standardError)
        for name in names {
            let json = name.replacingOccurrences(of: ".tabs", with: ".json")
            XCTAssertNotNil(folder.read("a/\(json)"), json)
            XCTAssertEqual(folder.read("a/\(json)"), folder.read("b/\(json)"), json)
            XCTAssertEqual(folder.read("a/\(json)"), try Self.json(for: Paths.examples.appendingPathComponent(name), path: name))
        }
    }

    func testOutputFolderForSeveralInputs() throws {
        let folder = try TemporaryFolder()
        let run = try Tabc.run(["build", "--format", "json", "-o", folder.url.path, "examples"], in: Paths.root)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertNotNil(folder.read("finance.json"))
        XCTAssertNotNil(folder.read("notch.json"))
    }

    func testStandardOutputTakesOneInput() throws {
        let run = try Tabc.run(["build", "--format", "json", "-o", "-", "examples/finance.tabs", "examples/notch.tabs"], in: Paths.root)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("takes one input"), run.standardError)
    }

    func testAFailingBuildLeavesTheExistingOutputAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", "layout App {\n    item a {\n        icon: symbol(\"a\")\n        title: \"A\"\n        screen: A\n    }\n}\n")
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url).status, 0)
        let before = try XCTUnwrap(folder.read("app.json"))
        let beforeDate = try XCTUnwrap(folder.modificationDate("app.json"))
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("app.tabs", "layout App {\n    item a {\n        icon: symbol(\"a\")\n        titel: \"A\"\n        screen: A\n    }\n}\n")
        let failed = try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.standardError.contains("TAB201"), failed.standardError)
        XCTAssertEqual(folder.read("app.json"), before)
        XCTAssertEqual(folder.modificationDate("app.json"), beforeDate)
    }

    func testAnUnchangedOutputIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", try String(contentsOf: Paths.examples.appendingPathComponent("finance.tabs"), encoding: .utf8))
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url).status, 0)
        let first = try XCTUnwrap(folder.modificationDate("app.json"))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url).status, 0)
        XCTAssertEqual(folder.modificationDate("app.json"), first)
    }

    func testAnUnwritableFolderIsExitThree() throws {
        guard getuid() != 0 else {
            // Root writes anywhere; a read-only path that nobody can write is used instead.
            let run = try Tabc.run(["build", "--format", "json", "-o", "/proc/tabc-out.json", "examples/finance.tabs"], in: Paths.root)
            XCTAssertEqual(run.status, 3, run.standardError)
            XCTAssertTrue(run.standardError.contains("/proc/tabc-out.json"), run.standardError)
            return
        }
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.url.appendingPathComponent("out").path)
        let run = try Tabc.run(["build", "--format", "json", "-o", "out/app.json", Paths.examples.appendingPathComponent("finance.tabs").path],
                               in: folder.url)
        XCTAssertEqual(run.status, 3, run.standardError)
        XCTAssertTrue(run.standardError.contains("out/app.json"), run.standardError)
    }

    func testAnInterruptedWriteNeverLeavesAPartialFile() throws {
        // A large input, so that writing its output takes a while; the build is killed at
        // moments spread from its start to well past the time a whole build takes, and the
        // output path must hold nothing or the whole document.
        let folder = try TemporaryFolder()
        var text = ""
        for index in 0..<3000 {
            text += "layout L\(index) {\n    item a {\n        title: \"Item \(index)\"\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n"
        }
        try folder.write("big.tabs", text)
        let started = Date()
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "-o", "expected.json", "big.tabs"], in: folder.url).status, 0)
        let wholeBuild = Date().timeIntervalSince(started)
        let expected = try XCTUnwrap(folder.read("expected.json"))
        let attempts = 20
        var interrupted = 0
        var written = 0
        for attempt in 0..<attempts {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("big.json"))
            let process = Process()
            process.executableURL = Paths.tabc
            process.arguments = ["build", "--format", "json", "big.tabs"]
            process.currentDirectoryURL = folder.url
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: wholeBuild * 2 * Double(attempt) / Double(attempts - 1))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if let output = folder.read("big.json") {
                written += 1
                XCTAssertEqual(output.count, expected.count, "attempt \(attempt) left a partial file")
                XCTAssertEqual(output, expected)
            } else {
                interrupted += 1
            }
        }
        // Both outcomes must occur, or the test proved nothing: builds killed before their
        // output was in place, and builds whose whole output was.
        XCTAssertGreaterThan(interrupted, 0, "every build finished before it was killed")
        XCTAssertGreaterThan(written, 0, "no build finished writing before it was killed (a whole build took \(wholeBuild) s)")
    }

    func testCheckPassesOnFreshOutputsAndFailsOnStaleOrMissingOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", try String(contentsOf: Paths.examples.appendingPathComponent("finance.tabs"), encoding: .utf8))
        let missing = try Tabc.run(["build", "--format", "json", "--check", "app.tabs"], in: folder.url)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardOutput.contains("app.json: missing"), missing.standardOutput)
        XCTAssertNil(folder.read("app.json"), "--check must not write")
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url).status, 0)
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "--check", "app.tabs"], in: folder.url).status, 0)
        try folder.write("app.json", "{}\n")
        let stale = try Tabc.run(["build", "--format", "json", "--check", "app.tabs"], in: folder.url)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.standardOutput.contains("app.json: out of date"), stale.standardOutput)
        XCTAssertEqual(folder.read("app.json"), "{}\n")
    }

    func testStrictTurnsWarningsIntoFailuresAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", "layout App {\n    item a {\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n")
        let strict = try Tabc.run(["build", "--format", "json", "--strict", "app.tabs"], in: folder.url)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardError.contains("warning[TAB304]"), strict.standardError)
        XCTAssertNil(folder.read("app.json"))
        XCTAssertEqual(try Tabc.run(["build", "--format", "json", "app.tabs"], in: folder.url).status, 0)
        XCTAssertNotNil(folder.read("app.json"))
    }

    func testSchemaCommand() throws {
        let run = try Tabc.run(["schema"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, JSONSchema.generate())
        XCTAssertTrue(run.standardOutput.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
    }
}
