import Foundation
import XCTest
@testable import TabDSL

/// `tabc check --fix [--diff]`: the mechanical mistakes' fix-its applied across files,
/// atomically, comments kept, until nothing changes.
final class CheckFixTests: XCTestCase {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: Paths.fixtures.appendingPathComponent("fix/" + name), encoding: .utf8)
    }

    func testFixRepairsEveryMechanicalMistakeAndASecondRunChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Layouts/app.tabs", try Self.fixture("mistakes.tabs"))
        try folder.write("Layouts/clean.tabs", try Self.fixture("mistakes.fixed.tabs").replacingOccurrences(of: "layout App", with: "layout Clean"))
        let first = try Tabc.run(["check", "--fix", "Layouts"], in: folder.url)
        XCTAssertEqual(first.status, 0, first.standardOutput + first.standardError)
        XCTAssertTrue(first.standardError.hasPrefix("tabc: fixed 11 problems in 1 file\n"), first.standardError)
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("Layouts/app.tabs"), encoding: .utf8)
        XCTAssertEqual(fixed, try Self.fixture("mistakes.fixed.tabs"))
        let second = try Tabc.run(["check", "--fix", "--strict", "Layouts"], in: folder.url)
        XCTAssertEqual(second.status, 0, second.standardOutput)
        XCTAssertFalse(second.standardError.contains("fixed"), second.standardError)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Layouts/app.tabs"), encoding: .utf8), fixed)
    }

    func testDiffWritesNothingAndReportsWhatWouldBeLeft() throws {
        let folder = try TemporaryFolder()
        let original = try Self.fixture("mistakes.tabs")
        try folder.write("app.tabs", original)
        let run = try Tabc.run(["check", "--fix", "--diff", "--format", "gcc", "app.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardOutput)
        XCTAssertTrue(run.standardOutput.hasPrefix("--- a/app.tabs\n+++ b/app.tabs\n"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("\n-    bindings: rx\n"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("\n+    bindings: [rx]\n"), run.standardOutput)
        XCTAssertEqual(run.standardError, "tabc: would fix 11 problems in 1 file\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("app.tabs"), encoding: .utf8), original)
        let usage = try Tabc.run(["check", "--diff", "app.tabs"], in: folder.url)
        XCTAssertEqual(usage.status, 2)
    }

    /// A syntax error without a fix-it leaves its file as it is; what is left is reported.
    func testASyntaxErrorWithoutAFixItLeavesTheFileAlone() throws {
        let folder = try TemporaryFolder()
        let text = "layout App {\n    initial: \"home\"\n    item home {\n        title: \"Home\"\n        icon: symbol(\"house\")\n        screen: H(\n    }\n}\n"
        try folder.write("app.tabs", text)
        let run = try Tabc.run(["check", "--fix", "app.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("app.tabs"), encoding: .utf8), text)
    }

    /// Of two fix-its for one diagnostic none is applied; of overlapping edits the first.
    func testOnlyUniqueFixItsAndNoOverlaps() {
        let file = SourceFile(path: "a.tabs", text: "abcdef")
        func diagnostic(_ fixIts: [FixIt]) -> Diagnostic {
            Diagnostic(code: .TAB201, message: "m", span: SourceSpan(file: file, range: .at(0)), fixIts: fixIts)
        }
        func fix(_ offset: Int, _ length: Int, _ text: String) -> FixIt {
            FixIt(message: text, edits: [TextEdit(range: SourceRange(offset: offset, length: length), replacement: text)])
        }
        let edits = FixItApplier.uniqueEdits(for: file, in: [
            diagnostic([fix(0, 1, "A"), fix(0, 1, "Z")]),
            diagnostic([fix(1, 2, "BC")]),
            diagnostic([fix(2, 2, "XX")]),
            diagnostic([fix(4, 1, "E")]),
            diagnostic([fix(4, 1, "E")]),
            diagnostic([fix(5, 9, "out of the file")]),
        ])
        XCTAssertEqual(String(decoding: FixItApplier.apply(edits, to: file.bytes), as: UTF8.self), "aBCdEf")
    }
}
