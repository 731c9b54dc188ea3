import Foundation
import XCTest
@testable import TabDSL

/// Inputs over 16 MiB get one TAB901 and are read no further, by every command: the lexer
/// sizes its token array for the worst case and keeps offsets in 32 bits, so no way into it
/// may skip the check.
final class SizeLimitTests: XCTestCase {
    /// A valid layout followed by spaces up to `size` bytes.
    static func text(size: Int) -> String {
        let layout = "layout A {\n    item a {\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n"
        return layout + String(repeating: " ", count: size - layout.utf8.count)
    }

    func testTheLibraryRefusesALargerFileAndReadsOneAtTheLimit() {
        let atLimit = SourceFile(path: "limit.tabs", text: Self.text(size: Parser.maximumFileSize))
        XCTAssertNil(Parser.sizeLimitDiagnostic(atLimit))
        let parsedAtLimit = Parser.parse(atLimit)
        XCTAssertEqual(parsedAtLimit.diagnostics.map(\.code), [])
        XCTAssertEqual(parsedAtLimit.tree.declarations.count, 1)

        let over = SourceFile(path: "over.tabs", text: Self.text(size: Parser.maximumFileSize + 1))
        let parsed = Parser.parse(over)
        XCTAssertEqual(parsed.diagnostics.map(\.code), [.TAB901])
        XCTAssertEqual(parsed.diagnostics.first?.message, "the file is 16.0 MiB; tabc reads files of up to 16 MiB")
        XCTAssertEqual(parsed.tree.declarations.count, 0)
        XCTAssertEqual(Compiler.compile(over).diagnostics.map(\.code), [.TAB901])
        switch TabsFormatter.format(over) {
        case .success: XCTFail("a file over the limit was formatted")
        case .failure(let error): XCTAssertEqual(error.diagnostics.map(\.code), [.TAB901])
        }
    }

    func testCommandsReportTheLimitAndLeaveTheFileAlone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("big.tabs", Self.text(size: Parser.maximumFileSize + 100))
        let before = try Data(contentsOf: file)
        let check = try Tabc.run(["check", "--format", "gcc", file.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardOutput.contains("error: [TAB901]") || check.standardOutput.contains("TAB901"), check.standardOutput)
        for arguments in [["fmt", file.path], ["fmt", "--check", file.path], ["build", file.path]] {
            let run = try Tabc.run(arguments)
            XCTAssertNotEqual(run.status, 0, "\(arguments)")
            XCTAssertTrue((run.standardOutput + run.standardError).contains("TAB901"), "\(arguments): \(run.standardError)")
        }
        XCTAssertEqual(try Data(contentsOf: file), before, "the file was changed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["big.tabs"], "an output was written")
    }
}
