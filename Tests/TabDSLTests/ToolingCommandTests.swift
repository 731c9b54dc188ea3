import Foundation
import XCTest

/// `tabc fmt` and `tabc check --format json|sarif|github`, run through the built binary.
final class ToolingCommandTests: XCTestCase {
    static let unformatted = "layout A{item b{title:\"B\";icon:symbol(\"a\");screen:B}}"
    static let formatted = "layout A {\n    item b {\n        title: \"B\"\n        icon: symbol(\"a\")\n        screen: B\n    }\n}\n"
    static let broken = "layout Broken {\n    title \"x\"\n    tint: #12\n"

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

    /// A temporary folder that lives until the test ends.
    func makeFolder() throws -> URL {
        let folder = try TemporaryFolder()
        addTeardownBlock { _ = folder }
        return folder.url
    }

    /// What `fmt --diff` prints for `unformatted` (which has no line end at its end).
    static func unformattedDiff(path: String) -> String {
        """
        --- a/\(path)
        +++ b/\(path)
        @@ -1 +1,7 @@
        -layout A{item b{title:"B";icon:symbol("a");screen:B}}
        \\ No newline at end of file
        +layout A {
        +    item b {
        +        title: "B"
        +        icon: symbol("a")
        +        screen: B
        +    }
        +}

        """
    }

    // MARK: - fmt

    func testFmtRewritesOnlyFilesThatChange() throws {
        let folder = try makeFolder()
        let messy = folder.appendingPathComponent("messy.tabs")
        let clean = folder.appendingPathComponent("clean.tabs")
        try write(Self.unformatted, to: messy)
        try write(Self.formatted, to: clean)
        let cleanDate = try age(clean)

        let run = try Tabc.run(["fmt", "messy.tabs", "clean.tabs"], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(try contents(messy), Self.formatted)
        XCTAssertEqual(try contents(clean), Self.formatted)
        XCTAssertEqual(try modificationDate(clean), cleanDate, "an unchanged file was rewritten")
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["clean.tabs", "messy.tabs"])
    }

    func testFmtCheckListsFilesThatWouldChangeAndWritesNothing() throws {
        let folder = try makeFolder()
        try write(Self.unformatted, to: folder.appendingPathComponent("layouts/b.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("layouts/a.tabs"))
        try write(Self.unformatted, to: folder.appendingPathComponent("layouts/sub/c.tabs"))

        let failing = try Tabc.run(["fmt", "--check", "layouts"], in: folder)
        XCTAssertEqual(failing.status, 1)
        // Each file that would change, then the diff of its change.
        XCTAssertEqual(failing.standardOutput, "layouts/b.tabs\n" + Self.unformattedDiff(path: "layouts/b.tabs")
                       + "layouts/sub/c.tabs\n" + Self.unformattedDiff(path: "layouts/sub/c.tabs"))
        XCTAssertEqual(try contents(folder.appendingPathComponent("layouts/b.tabs")), Self.unformatted)

        let passing = try Tabc.run(["fmt", "--check", "layouts/a.tabs"], in: folder)
        XCTAssertEqual(passing.status, 0)
        XCTAssertEqual(passing.standardOutput, "")
    }

    func testFmtCheckIsCleanOnTheExamples() throws {
        let run = try Tabc.run(["fmt", "--check", "examples"], in: Paths.root)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertEqual(run.standardOutput, "")
    }

    func testFmtRefusesSyntaxErrorsAndLeavesTheFileAlone() throws {
        let folder = try makeFolder()
        let bad = folder.appendingPathComponent("bad.tabs")
        let messy = folder.appendingPathComponent("messy.tabs")
        try write(Self.broken, to: bad)
        try write(Self.unformatted, to: messy)
        let badDate = try age(bad)

        let run = try Tabc.run(["fmt", "bad.tabs", "messy.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("error[TAB101]"), run.standardError)
        XCTAssertTrue(run.standardError.contains("error[TAB005]"), run.standardError)
        XCTAssertTrue(run.standardError.contains("bad.tabs:2:11"), run.standardError)
        XCTAssertTrue(run.standardError.contains("not formatted: 1 file has syntax errors"), run.standardError)
        XCTAssertEqual(try Data(contentsOf: bad), Data(Self.broken.utf8))
        XCTAssertEqual(try modificationDate(bad), badDate)
        // The other file of the run is still formatted.
        XCTAssertEqual(try contents(messy), Self.formatted)

        let check = try Tabc.run(["fmt", "--check", "bad.tabs"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardOutput, "", "a refused file is not listed as one that would change")
    }

    func testFmtStandardInput() throws {
        let run = try Tabc.run(["fmt", "-"], input: Self.unformatted)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, Self.formatted)

        let crlf = try Tabc.run(["fmt", "-"], input: "\u{FEFF}layout A {\r\n}\r\n")
        XCTAssertEqual(crlf.standardOutput, "layout A {}\n")

        let broken = try Tabc.run(["fmt", "-"], input: Self.broken)
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(broken.standardOutput, "")
        XCTAssertTrue(broken.standardError.contains("<stdin>:2:11"), broken.standardError)

        let check = try Tabc.run(["fmt", "--check", "-"], input: Self.unformatted)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.standardOutput, "<stdin>\n" + Self.unformattedDiff(path: "<stdin>"))
        let clean = try Tabc.run(["fmt", "--check", "-"], input: Self.formatted)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.standardOutput, "")
    }

    func testFmtStdoutPrintsAndLeavesTheFile() throws {
        let folder = try makeFolder()
        let messy = folder.appendingPathComponent("messy.tabs")
        try write(Self.unformatted, to: messy)
        let run = try Tabc.run(["fmt", "--stdout", messy.path])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, Self.formatted)
        XCTAssertEqual(try contents(messy), Self.unformatted)
    }

    func testFmtUsageAndIOErrors() throws {
        let folder = try makeFolder()
        XCTAssertEqual(try Tabc.run(["fmt", "--check", "--stdout", "x.tabs"]).status, 2)
        XCTAssertEqual(try Tabc.run(["fmt", "--strict", "x.tabs"]).status, 2)
        XCTAssertEqual(try Tabc.run(["fmt"]).status, 2)
        let missing = try Tabc.run(["fmt", folder.appendingPathComponent("missing.tabs").path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.standardError.contains("missing.tabs"), missing.standardError)

        // A folder that can't be written: the file can't be replaced (exit 3) and stays as it was.
        guard getuid() != 0 else { return }  // root writes anywhere
        let locked = folder.appendingPathComponent("locked")
        let file = locked.appendingPathComponent("a.tabs")
        try write(Self.unformatted, to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let run = try Tabc.run(["fmt", file.path])
        XCTAssertEqual(run.status, 3, run.standardError)
        XCTAssertEqual(try contents(file), Self.unformatted)
    }

    // MARK: - check --format

    func testCheckFormatJSON() throws {
        let folder = try makeFolder()
        try write(Self.broken, to: folder.appendingPathComponent("bad.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("good.tabs"))
        let run = try Tabc.run(["check", "--format", "json", "bad.tabs", "good.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["bad.tabs", "good.tabs"])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        let codes = diagnostics.compactMap { $0["code"] as? String }
        for code in ["TAB101", "TAB005", "TAB104"] { XCTAssertTrue(codes.contains(code), "\(codes)") }
        XCTAssertTrue(diagnostics.allSatisfy { $0["file"] as? String == "bad.tabs" }, "\(diagnostics)")
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary["files"], 2)
        XCTAssertGreaterThanOrEqual(summary["errors"] ?? 0, 3)
        XCTAssertTrue(run.standardOutput.hasSuffix("}\n"))

        let clean = try Tabc.run(["check", "--format", "json", "good.tabs"], in: folder)
        XCTAssertEqual(clean.status, 0)
        XCTAssertTrue(clean.standardOutput.contains("\"diagnostics\": []"), clean.standardOutput)
    }

    func testCheckFormatGitHubAndStdinName() throws {
        let run = try Tabc.run(["check", "--format", "github", "--stdin-filename", "app/Tabs,1.tabs", "-"],
                                   input: Self.broken)
        XCTAssertEqual(run.status, 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("::error file=app/Tabs%2C1.tabs,line=2,col=11,endLine=2,endColumn=14,title=TAB101::expected ':' after property name 'title', found a string"), run.standardOutput)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }, run.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::notice file=app/Tabs%2C1.tabs,line=1,col=15,") }, run.standardOutput)
    }

    func testCheckFormatSARIFThroughTheBinaryValidates() throws {
        let schema = try DiagnosticFormatsTests.sarifSchema()
        let folder = try makeFolder()
        try write(Self.broken, to: folder.appendingPathComponent("bad.tabs"))
        try write(Self.formatted, to: folder.appendingPathComponent("good.tabs"))
        let run = try Tabc.run(["check", "--format", "sarif", "bad.tabs", "good.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        let failures = try SchemaValidator.validate(documents: [("out.sarif", Data(run.standardOutput.utf8))], schema: schema,
                                                    draft: "Draft4Validator")
        XCTAssertEqual(failures, [])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(document["runs"] as? [[String: Any]])
        let artifacts = try XCTUnwrap(runs.first?["artifacts"] as? [[String: Any]])
        XCTAssertEqual(artifacts.count, 2)
    }
}
