import Foundation
import XCTest

/// `tabc fmt` and `tabc check --format json|sarif|github`, run through the built binary.
final class ToolingCommandTests: XCTestCase {
    static let unformatted = "layout A{item b{icon:symbol(\"b\");screen:B}}"
    static let formatted = "layout A {\n    item b {\n        icon: symbol(\"b\")\n        screen: B\n    }\n}\n"
    static let broken = "layout A {\n    title \"x\"\n    tint: #12\n"

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    /// Sets a file's modification time in the past, so a rewrite would show.
    func age(_ url: URL) throws -> Date {
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        return try modificationDate(url)
    }

    // MARK: - fmt

    func testFmtRewritesOnlyFilesThatChange() throws {
        let folder = try temporaryFolder(self)
        let messy = folder.appendingPathComponent("messy.tabs")
        let clean = folder.appendingPathComponent("clean.tabs")
        try write(Self.unformatted, to: messy)
        try write(Self.formatted, to: clean)
        let cleanDate = try age(clean)

        let run = try ToolRun.tabc(["fmt", "messy.tabs", "clean.tabs"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "")
        XCTAssertEqual(try contents(messy), Self.formatted)
        XCTAssertEqual(try contents(clean), Self.formatted)
        XCTAssertEqual(try modificationDate(clean), cleanDate, "an unchanged file was rewritten")
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["clean.tabs", "messy.tabs"])
    }

    func testFmtCheckListsFilesThatWouldChangeAndWritesNothing() throws {
        let folder = try temporaryFolder(self)
        try write(Self.unformatted, to: folder.appendingPathComponent("layouts/b.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("layouts/a.tabs"))
        try write(Self.unformatted, to: folder.appendingPathComponent("layouts/sub/c.tabs"))

        let failing = try ToolRun.tabc(["fmt", "--check", "layouts"], in: folder)
        XCTAssertEqual(failing.status, 1)
        XCTAssertEqual(failing.output, "layouts/b.tabs\nlayouts/sub/c.tabs\n")
        XCTAssertEqual(try contents(folder.appendingPathComponent("layouts/b.tabs")), Self.unformatted)

        let passing = try ToolRun.tabc(["fmt", "--check", "layouts/a.tabs"], in: folder)
        XCTAssertEqual(passing.status, 0)
        XCTAssertEqual(passing.output, "")
    }

    func testFmtCheckIsCleanOnTheExamples() throws {
        let run = try ToolRun.tabc(["fmt", "--check", "examples"], in: Paths.root)
        XCTAssertEqual(run.status, 0, run.output + run.errors)
        XCTAssertEqual(run.output, "")
    }

    func testFmtRefusesSyntaxErrorsAndLeavesTheFileAlone() throws {
        let folder = try temporaryFolder(self)
        let bad = folder.appendingPathComponent("bad.tabs")
        let messy = folder.appendingPathComponent("messy.tabs")
        try write(Self.broken, to: bad)
        try write(Self.unformatted, to: messy)
        let badDate = try age(bad)

        let run = try ToolRun.tabc(["fmt", "bad.tabs", "messy.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.errors.contains("error[TAB101]"), run.errors)
        XCTAssertTrue(run.errors.contains("error[TAB005]"), run.errors)
        XCTAssertTrue(run.errors.contains("bad.tabs:2:11"), run.errors)
        XCTAssertTrue(run.errors.contains("not formatted: 1 file has syntax errors"), run.errors)
        XCTAssertEqual(try Data(contentsOf: bad), Data(Self.broken.utf8))
        XCTAssertEqual(try modificationDate(bad), badDate)
        // The other file of the run is still formatted.
        XCTAssertEqual(try contents(messy), Self.formatted)

        let check = try ToolRun.tabc(["fmt", "--check", "bad.tabs"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.output, "", "a refused file is not listed as one that would change")
    }

    func testFmtStandardInput() throws {
        let run = try ToolRun.tabc(["fmt", "-"], input: Data(Self.unformatted.utf8))
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, Self.formatted)

        let crlf = try ToolRun.tabc(["fmt", "-"], input: Data("\u{FEFF}layout A {\r\n}\r\n".utf8))
        XCTAssertEqual(crlf.output, "layout A {}\n")

        let broken = try ToolRun.tabc(["fmt", "-"], input: Data(Self.broken.utf8))
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(broken.output, "")
        XCTAssertTrue(broken.errors.contains("<stdin>:2:11"), broken.errors)

        let check = try ToolRun.tabc(["fmt", "--check", "-"], input: Data(Self.unformatted.utf8))
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.output, "<stdin>\n")
        let clean = try ToolRun.tabc(["fmt", "--check", "-"], input: Data(Self.formatted.utf8))
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, "")
    }

    func testFmtStdoutPrintsAndLeavesTheFile() throws {
        let folder = try temporaryFolder(self)
        let messy = folder.appendingPathComponent("messy.tabs")
        try write(Self.unformatted, to: messy)
        let run = try ToolRun.tabc(["fmt", "--stdout", messy.path])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, Self.formatted)
        XCTAssertEqual(try contents(messy), Self.unformatted)
    }

    func testFmtUsageAndIOErrors() throws {
        let folder = try temporaryFolder(self)
        XCTAssertEqual(try ToolRun.tabc(["fmt", "--check", "--stdout", "x.tabs"]).status, 2)
        XCTAssertEqual(try ToolRun.tabc(["fmt", "--strict", "x.tabs"]).status, 2)
        XCTAssertEqual(try ToolRun.tabc(["fmt"]).status, 2)
        let missing = try ToolRun.tabc(["fmt", folder.appendingPathComponent("missing.tabs").path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.errors.contains("missing.tabs"), missing.errors)

        // A folder that can't be written: the file can't be replaced (exit 3) and stays as it was.
        guard getuid() != 0 else { return }  // root writes anywhere
        let locked = folder.appendingPathComponent("locked")
        let file = locked.appendingPathComponent("a.tabs")
        try write(Self.unformatted, to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let run = try ToolRun.tabc(["fmt", file.path])
        XCTAssertEqual(run.status, 3, run.errors)
        XCTAssertEqual(try contents(file), Self.unformatted)
    }

    // MARK: - check --format

    func testCheckFormatJSON() throws {
        let folder = try temporaryFolder(self)
        try write(Self.broken, to: folder.appendingPathComponent("bad.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("good.tabs"))
        let run = try ToolRun.tabc(["check", "--format", "json", "bad.tabs", "good.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["bad.tabs", "good.tabs"])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["TAB101", "TAB005", "TAB104"])
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary["files"], 2)
        XCTAssertGreaterThanOrEqual(summary["errors"] ?? 0, 3)
        XCTAssertTrue(run.output.hasSuffix("}\n"))

        let clean = try ToolRun.tabc(["check", "--format", "json", "good.tabs"], in: folder)
        XCTAssertEqual(clean.status, 0)
        XCTAssertTrue(clean.output.contains("\"diagnostics\": []"), clean.output)
    }

    func testCheckFormatGitHubAndStdinName() throws {
        let run = try ToolRun.tabc(["check", "--format", "github", "--stdin-filename", "app/Tabs,1.tabs", "-"],
                                   input: Data(Self.broken.utf8))
        XCTAssertEqual(run.status, 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "::error file=app/Tabs%2C1.tabs,line=2,col=11,endLine=2,endColumn=14,title=TAB101::expected ':' after property name 'title', found a string")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }, run.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::notice file=app/Tabs%2C1.tabs,line=1,col=10,") }, run.output)
    }

    func testCheckFormatSARIFThroughTheBinaryValidates() throws {
        guard let schema = DiagnosticFormatsTests.locateSchema() else { return XCTFail("the SARIF schema is missing") }
        let folder = try temporaryFolder(self)
        try write(Self.broken, to: folder.appendingPathComponent("bad.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("good.tabs"))
        let run = try ToolRun.tabc(["check", "--format", "sarif", "bad.tabs", "good.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        let log = folder.appendingPathComponent("out.sarif")
        try run.standardOutput.write(to: log)
        let validation = try DiagnosticFormatsTests.validate([log], schema: schema)
        XCTAssertEqual(validation.status, 0, validation.output + validation.errors)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        let runs = try XCTUnwrap(document["runs"] as? [[String: Any]])
        let artifacts = try XCTUnwrap(runs.first?["artifacts"] as? [[String: Any]])
        XCTAssertEqual(artifacts.count, 2)
    }
}
