import Foundation
import XCTest

/// Each command says what it did in one line on standard error in the human format;
/// `--quiet` leaves it out and machine formats never print it.
final class SummaryLineTests: XCTestCase {
    static let layout = "layout A {\n    item a {\n        title: \"A\"\n        icon: symbol(\"star\")\n        screen: AScreen\n    }\n}\n"
    static let unformatted = "layout B {\n  item b {\n  title: \"B\"\n  icon: symbol(\"star\")\n  screen: BScreen\n  }\n}\n"

    func testBuildSaysWhatItWroteAndWhatWasUpToDate() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.tabs", Self.layout)
        try folder.write("b.tabs", Self.layout.replacingOccurrences(of: "layout A", with: "layout B"))
        var run = try Tabc.run(["build", "."], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "wrote 2 files\n")
        try folder.write("b.tabs", Self.layout.replacingOccurrences(of: "layout A", with: "layout C"))
        run = try Tabc.run(["build", "."], in: folder.url)
        XCTAssertEqual(run.standardError, "wrote 1 file, 1 up to date\n")
        run = try Tabc.run(["build", "--check", "."], in: folder.url)
        XCTAssertEqual(run.standardError, "checked 2 outputs: all up to date\n")
        try folder.write("b.tabs", Self.layout.replacingOccurrences(of: "layout A", with: "layout D"))
        run = try Tabc.run(["build", "--check", "."], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "checked 2 outputs: 1 up to date, 1 missing or out of date\n")
        for quiet in [["--quiet"], ["--diagnostics-format", "gcc"]] {
            run = try Tabc.run(["build"] + quiet + ["."], in: folder.url)
            XCTAssertEqual(run.status, 0, "\(quiet)")
            XCTAssertEqual(run.standardError, "", "\(quiet)")
        }
        run = try Tabc.run(["build", "a.tabs", "-o", "-"], in: folder.url)
        XCTAssertEqual(run.standardError, "wrote 0 files, printed 1 to standard output\n")
    }

    func testFmtSaysHowManyFilesItFormatted() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.tabs", Self.layout)
        try folder.write("b.tabs", Self.unformatted)
        var run = try Tabc.run(["fmt", "--check", "."], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.hasSuffix("1 file would be reformatted, 1 unchanged\n"), run.standardError)
        run = try Tabc.run(["fmt", "."], in: folder.url)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "formatted 1 file, 1 unchanged\n")
        run = try Tabc.run(["fmt", "--quiet", "."], in: folder.url)
        XCTAssertEqual(run.standardError, "")
        // Standard input formatted to standard output has nothing to count.
        run = try Tabc.run(["fmt", "-"], in: folder.url, input: Self.unformatted)
        XCTAssertEqual(run.standardError, "")
    }

    func testCheckSaysNothingExtraWhenItFoundProblems() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.tabs", Self.layout)
        try folder.write("bad.tabs", "layout {\n")
        let run = try Tabc.run(["check", "."], in: folder.url)
        XCTAssertEqual(run.status, 1)
        // The report's own last line counts the problems; standard error stays empty.
        XCTAssertTrue(run.standardOutput.contains("in 1 of 2 files"), run.standardOutput)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(try Tabc.run(["check", "a.tabs"], in: folder.url).standardError, "checked 1 file: no problems\n")
    }
}
