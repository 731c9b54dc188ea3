import Foundation
import XCTest
@testable import TabDSL

/// The command line's flags (the README's "Commands") and the usage rules around them, through the built binary:
/// `--column-unit`, `build --diagnostics-format`, `schema diagnostics`, `fmt --diff`,
/// `--color`, `--stdin-filename`, stray arguments; and the unified diff `fmt` prints, applied
/// with `patch`.
final class CommandLineFlagTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    func tabc(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> TabcRun {
        try Tabc.run(arguments, in: folder.url, input: stdin, environment: environment)
    }

    // MARK: - --column-unit

    /// A layout whose TAB101 follows Korean text on its line: `titel` is at scalar column 22
    /// and byte column 26 (each Hangul syllable is three bytes).
    static let korean = """
        layout A {
            item home {
                title: "채팅"  titel: "x"
                icon: symbol("house")
                screen: H
            }
        }

        """


    func testCheckColumnUnitThroughTheBinary() throws {
        try folder.write("k.tabs", Self.korean)
        let expected = [("scalar", 22), ("utf16", 22), ("byte", 26)]
        for (unit, column) in expected {
            let run = try tabc(["check", "--format", "gcc", "--column-unit", unit, "k.tabs"])
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.standardOutput.hasPrefix("k.tabs:3:\(column): error: "), "\(unit): \(run.standardOutput)")
        }
        let github = try tabc(["check", "--format", "github", "--column-unit=byte", "k.tabs"])
        XCTAssertTrue(github.standardOutput.contains(",line=3,col=26,endLine=3,endColumn=31,"), github.standardOutput)
        let human = try tabc(["check", "--column-unit", "byte", "k.tabs"])
        XCTAssertTrue(human.standardOutput.contains(" --> k.tabs:3:26\n"), human.standardOutput)
        let sarif = try tabc(["check", "--format", "sarif", "--column-unit", "utf16", "k.tabs"])
        XCTAssertTrue(sarif.standardOutput.contains("\"columnKind\": \"utf16CodeUnits\""))
        let wrong = try tabc(["check", "--column-unit", "bytes", "k.tabs"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.standardError.contains("did you mean 'byte'?"), wrong.standardError)
    }

    // MARK: - build --diagnostics-format

    func testBuildDiagnosticsFormatGCC() throws {
        try folder.write("bad.tabs", "layout B {\n    item home {\n        titel: \"x\"\n        icon: symbol(\"a\")\n        screen: H\n    }\n}\n")
        let gcc = try tabc(["build", "--diagnostics-format", "gcc", "bad.tabs"])
        XCTAssertEqual(gcc.status, 1)
        XCTAssertEqual(gcc.standardError, "bad.tabs:3:9: error: unknown property 'titel' in an item; did you mean 'title'? [TAB201]\n")
        let human = try tabc(["build", "bad.tabs"])
        XCTAssertTrue(human.standardError.contains(" --> bad.tabs:3:9"), human.standardError)
        let wrong = try tabc(["build", "--diagnostics-format", "json", "bad.tabs"])
        XCTAssertEqual(wrong.status, 2)
    }

    // MARK: - schema

    func testSchemaCommands() throws {
        XCTAssertEqual(try tabc(["schema"]).standardOutput, JSONSchema.generate())
        XCTAssertEqual(try tabc(["schema", "output"]).standardOutput, JSONSchema.generate())
        let diagnostics = try tabc(["schema", "diagnostics"])
        XCTAssertEqual(diagnostics.status, 0)
        XCTAssertEqual(diagnostics.standardOutput, DiagnosticsSchema.generate())
        XCTAssertEqual(try tabc(["schema", "diagnostic"]).status, 2)
        XCTAssertEqual(try tabc(["schema", "output", "diagnostics"]).status, 2)
    }

    func testCheckJSONThroughTheBinaryValidatesAgainstTabcSchemaDiagnostics() throws {
        try folder.write("k.tabs", Self.korean)
        try folder.write("other.tabs", "style Shared {\n    tint: #12\n}\n")
        try folder.write("main.tabs", "import \"other.tabs\"\nlayout M {\n    item a {\n        title: \"A\"\n    }\n}\n")
        let schema = Data(try tabc(["schema", "diagnostics"]).standardOutput.utf8)
        var documents: [(name: String, data: Data)] = []
        for arguments in [["k.tabs"], ["main.tabs"], ["k.tabs", "main.tabs", "other.tabs"], ["other.tabs"]] {
            let run = try tabc(["check", "--format", "json"] + arguments)
            documents.append((arguments.joined(separator: " "), Data(run.standardOutput.utf8)))
        }
        try folder.write("ok.tabs", CommandLineTests.clean)
        documents.append(("clean", Data(try tabc(["check", "--format", "json", "ok.tabs"]).standardOutput.utf8)))
        XCTAssertEqual(try SchemaValidator.validate(documents: documents, schema: schema), [])
    }

    // MARK: - fmt --diff

    func testFmtDiffPrintsTheChangeAndWritesNothing() throws {
        try folder.write("a.tabs", ToolingCommandTests.unformatted)
        try folder.write("ok.tabs", ToolingCommandTests.formatted)
        let run = try tabc(["fmt", "--diff", "a.tabs", "ok.tabs"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, ToolingCommandTests.unformattedDiff(path: "a.tabs"))
        XCTAssertEqual(folder.read("a.tabs"), ToolingCommandTests.unformatted)

        let check = try tabc(["fmt", "--diff", "--check", "a.tabs"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardOutput, "a.tabs\n" + ToolingCommandTests.unformattedDiff(path: "a.tabs"))
        XCTAssertEqual(try tabc(["fmt", "--diff", "--stdout", "a.tabs"]).status, 2)

        // The diff applies: `patch` turns the file into its formatted text.
        let patch = try Self.applyPatch(run.standardOutput, in: folder.url)
        XCTAssertEqual(patch, 0)
        XCTAssertEqual(folder.read("a.tabs"), ToolingCommandTests.formatted)
    }

    /// Applies a unified diff with `-p1` in `folder`; returns patch's exit status.
    static func applyPatch(_ diff: String, in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["patch", "-s", "-p1", "--no-backup-if-mismatch"]
        process.currentDirectoryURL = folder
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(diff.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func testUnifiedDiffsApplyWithPatch() throws {
        try RequiredTool.check("patch", package: "patch")
        // Pseudo-random edits of a numbered text (deterministic), each checked by applying it.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<40 {
            var old = (0..<next(30)).map { "line \($0 % 7)\n" }
            if next(4) == 0, !old.isEmpty { old[old.count - 1].removeLast() }
            var new = old
            for _ in 0..<next(6) {
                switch next(3) {
                case 0 where !new.isEmpty: new.remove(at: next(new.count))
                case 1: new.insert("new \(next(5))\n", at: next(new.count + 1))
                default: if !new.isEmpty { new[next(new.count)] = "changed \(next(3))\n" }
                }
            }
            if next(5) == 0, let last = new.last, last.hasSuffix("\n") { new[new.count - 1].removeLast() }
            let oldText = old.joined()
            let newText = new.joined()
            try folder.write("f.tabs", oldText)
            let diff = UnifiedDiff.diff(old: Array(oldText.utf8), new: Array(newText.utf8), path: "f.tabs")
            if oldText == newText {
                XCTAssertEqual(diff, "")
                continue
            }
            XCTAssertEqual(try Self.applyPatch(diff, in: folder.url), 0, "round \(round):\n\(diff)")
            XCTAssertEqual(folder.read("f.tabs"), newText, "round \(round):\n\(diff)")
        }
    }

    func testUnifiedDiffOfTextsTooDifferentToTraceIsOneReplacement() throws {
        let old = (0..<50).map { "a\($0)\n" }.map { Array($0.utf8) }.map { $0[...] }
        let new = (0..<50).map { "b\($0)\n" }.map { Array($0.utf8) }.map { $0[...] }
        XCTAssertNil(UnifiedDiff.myers(old, new, maximumEdits: 10))
        XCTAssertEqual(UnifiedDiff.myers(old, new, maximumEdits: 100)?.count, 100)
        let oldText = (0..<50).map { "a\($0)\n" }.joined()
        let newText = (0..<50).map { "b\($0)\n" }.joined()
        let diff = UnifiedDiff.diff(old: Array(oldText.utf8), new: Array(newText.utf8), path: "x")
        XCTAssertTrue(diff.hasPrefix("--- a/x\n+++ b/x\n@@ -1,50 +1,50 @@\n-a0\n"), diff)
    }

    // MARK: - Usage errors and names

    func testStrayArgumentsAreUsageErrors() throws {
        for arguments in [["--version", "extra"], ["version", "x"]] {
            let run = try tabc(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.standardOutput, "")
        }
        XCTAssertEqual(try tabc(["--version"]).standardOutput, "tabc 0.1.0\n")
        try folder.write("a.tabs", CommandLineTests.clean)
        for command in ["check", "build", "fmt"] {
            let run = try tabc([command, "--stdin-filename", "x.tabs", "a.tabs"])
            XCTAssertEqual(run.status, 2, command)
            XCTAssertTrue(run.standardError.contains("'--stdin-filename' names standard input"), run.standardError)
        }
    }

    func testBuildFromStandardInputNamesItInTheHeader() throws {
        let unnamed = try tabc(["build", "-"], stdin: CommandLineTests.clean)
        XCTAssertEqual(unnamed.status, 0, unnamed.standardError)
        XCTAssertTrue(unnamed.standardOutput.hasPrefix("// Code generated by tabc from standard input. DO NOT EDIT.\n"),
                      unnamed.standardOutput)
        // A name from --stdin-filename names the header; the output still goes to standard output.
        let named = try tabc(["build", "--stdin-filename", "Layouts/finance.tabs", "-"], stdin: CommandLineTests.clean)
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertTrue(named.standardOutput.hasPrefix("// Code generated by tabc from finance.tabs. DO NOT EDIT.\n"),
                      named.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Layouts").path))
    }

    // MARK: - build on every core

    func testBuildOfManyFilesOnEveryCoreWritesWhatEachFileAloneWould() throws {
        // Enough files for every core; .ci/run also runs this under ThreadSanitizer, which
        // prints any race on standard error.
        for index in 0..<40 {
            try folder.write("many/layout\(index).tabs", CommandLineTests.clean.replacingOccurrences(of: "layout A", with: "layout L\(index)"))
        }
        try folder.write("many/bad.tabs", "layout Bad {\n    titel: 1\n}\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try tabc(["build", "--diagnostics-format", "gcc", "-o", "out", "many"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "many/bad.tabs:1:8: error: layout 'Bad' has no item; a tab bar needs at least one 'item' [TAB209]\n"
                       + "many/bad.tabs:2:5: error: unknown property 'titel' in a layout [TAB201]\n")
        for index in 0..<40 {
            let alone = try tabc(["build", "-o", "-", "many/layout\(index).tabs"])
            XCTAssertEqual(folder.read("out/layout\(index).swift"), alone.standardOutput, "layout\(index)")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("out/layout\(index).swift").path)
            XCTAssertEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o044 }, 0o044, "readable by all, as the umask allows")
        }
        XCTAssertNil(folder.read("out/bad.swift"))
        // Up to date: --check finds nothing to report for the files without errors.
        let check = try tabc(["build", "--check", "-o", "out", "many"])
        XCTAssertEqual(check.standardOutput, "")
    }

    // MARK: - --color

    /// Runs tabc on a pseudo-terminal (through util-linux `script`), so `auto` sees a terminal.
    func tabcOnATerminal(_ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let command = ([Paths.tabc.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        process.arguments = ["script", "-q", "-e", "-c", command, "/dev/null"]
        process.currentDirectoryURL = folder.url
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm"
        for (key, value) in environment { env[key] = value.isEmpty ? nil : value }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testColorChoice() throws {
        try folder.write("bad.tabs", "layout B {\n    titel: 1\n}\n")
        let escape = "\u{1B}["
        // Through a file (not a terminal): colors only when asked for.
        XCTAssertFalse(try tabc(["check", "bad.tabs"], environment: ["NO_COLOR": ""]).standardOutput.contains(escape))
        XCTAssertTrue(try tabc(["check", "--color", "always", "bad.tabs"]).standardOutput.contains(escape))
        XCTAssertFalse(try tabc(["check", "--color=never", "bad.tabs"]).standardOutput.contains(escape))
        XCTAssertTrue(try tabc(["build", "--color", "always", "bad.tabs"]).standardError.contains(escape))
        XCTAssertEqual(try tabc(["check", "--color", "sometimes", "bad.tabs"]).status, 2)

        try RequiredTool.check("script", package: "bsdutils")
        XCTAssertTrue(try tabcOnATerminal(["check", "bad.tabs"], environment: [:]).contains(escape))
        XCTAssertFalse(try tabcOnATerminal(["check", "bad.tabs"], environment: ["TERM": "dumb"]).contains(escape))
        XCTAssertFalse(try tabcOnATerminal(["check", "bad.tabs"], environment: ["NO_COLOR": "1"]).contains(escape))
        XCTAssertFalse(try tabcOnATerminal(["check", "--color", "never", "bad.tabs"], environment: [:]).contains(escape))
    }

    // MARK: - No TAB204 behind a syntax error

    func testNoMissingPropertyBehindASyntaxErrorInTheSameBlock() throws {
        let file = SourceFile(path: "a.tabs", text: """
            layout A {
                item home {
                    title: "Home" icon: symbol("house")
                    screen: H
                }
                item other {
                    title: "Other"
                }
            }

            """)
        let codes = Checker.check([file]).map { "\($0.code.rawValue) \(file.location(of: $0.span.range.offset).line)" }
        // The item without the error still gets its TAB204s.
        XCTAssertEqual(codes, ["TAB101 3", "TAB204 6", "TAB204 6"])
        // Through the binary, in the gcc format.
        try folder.write("a.tabs", file.text)
        let run = try tabc(["check", "--format", "gcc", "a.tabs"])
        XCTAssertFalse(run.standardOutput.contains("item 'home' has no"), run.standardOutput)
    }
}
