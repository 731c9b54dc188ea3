import Foundation
import XCTest

/// docs/generated-code.md: the same input gives byte-identical output on every run. The built `tabc` is run
/// twice, as separate processes, for every output of every example and fixture: each process
/// seeds Swift's hashing afresh, so output that follows the iteration order of a `Set` or a
/// `Dictionary` differs between the two (a second run in one process would not show it).
final class DeterminismTests: XCTestCase {
    /// Every command whose output is compared, run from the package root.
    static func commands() -> [[String]] {
        let fixtures = "Tests/TabDSLTests/Fixtures"
        let files = Paths.tabsFiles(in: Paths.examples).map { "examples/\($0.lastPathComponent)" }
            + Paths.tabsFiles(in: Paths.fixtures.appendingPathComponent("semantic/ok"))
                .map { "\(fixtures)/semantic/ok/\($0.lastPathComponent)" }
        var commands: [[String]] = []
        for file in files {
            commands.append(["build", "--format", "swift", "-o", "-", file])
            commands.append(["build", "--format", "json", "-o", "-", file])
            commands.append(["preview", "--appearance", "both", "-o", "-", file])
            commands.append(["preview", "--design", "glass", "--appearance", "both", "-o", "-", file])
            commands.append(["fmt", "--stdout", file])
        }
        let broken = ["\(fixtures)/semantic/err", "\(fixtures)/syntax/err"]
        for format in ["human", "gcc", "json", "sarif", "github"] {
            commands.append(["check", "--format", format, "examples"] + broken)
        }
        return commands
    }

    func testTwoRunsOfTheBinaryGiveTheSameBytes() throws {
        let commands = Self.commands()
        XCTAssertGreaterThan(commands.count, 40)
        // Random hashing, whatever the environment of the test run says.
        let environment = ["SWIFT_DETERMINISTIC_HASHING": "false"]
        for command in commands {
            let first = try Tabc.run(command, in: Paths.root, environment: environment)
            let second = try Tabc.run(command, in: Paths.root, environment: environment)
            let name = "tabc " + command.joined(separator: " ")
            XCTAssertFalse(first.standardOutput.isEmpty, "\(name) printed nothing")
            XCTAssertEqual(first.status, second.status, name)
            if first.standardOutput != second.standardOutput {
                XCTFail("\(name): the two runs printed different output:\n"
                        + Diff.lines(expected: first.standardOutput, actual: second.standardOutput))
            }
            XCTAssertEqual(first.standardError, second.standardError, name)
        }
    }
}
