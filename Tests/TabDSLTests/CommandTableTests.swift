import Foundation
import XCTest
@testable import tabc

/// The command table is the one place a flag is declared: the parser, `tabc help` and the
/// completions read it.
final class CommandTableTests: XCTestCase {
    /// Every flag the help lists is accepted by the parser (with a value from its usage
    /// line), and every flag the parser accepts is in the help.
    func testEveryFlagInTheHelpIsParsed() throws {
        let folder = try TemporaryFolder()
        for command in CommandTable.commands {
            let help = try Tabc.run(["help", command.name]).standardOutput
            let spec = command.parserSpec
            for spelling in spec.spellings {
                XCTAssertTrue(help.contains("  \(spelling)") || help.contains(", \(spelling)"), "\(command.name) \(spelling)")
            }
            for flag in command.flags {
                for spelling in flag.spellings {
                    var arguments = [command.name, spelling]
                    if flag.takesValue { arguments.append(flag.choices?.first ?? "x") }
                    arguments.append("missing.tabs")
                    let run = try Tabc.run(arguments, in: folder.url)
                    XCTAssertFalse(run.standardError.contains("unknown option"), "\(arguments): \(run.standardError)")
                    if let choices = flag.choices {
                        XCTAssertTrue(help.contains(choices.joined(separator: "|")), "\(command.name) \(spelling) shows its choices")
                    }
                }
            }
        }
        // And a flag that is not in the table is refused, as before.
        let run = try Tabc.run(["check", "--no-such-flag", "missing.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("unknown option '--no-such-flag'"), run.standardError)
    }

    /// The overview lists every command of the table with its summary.
    func testOverviewListsTheTable() throws {
        let overview = try Tabc.run(["--help"]).standardOutput
        for command in CommandTable.commands {
            XCTAssertTrue(overview.contains("  \(command.name)"), command.name)
            XCTAssertTrue(overview.contains(command.summary), command.name)
        }
    }

    /// A repeatable valued option keeps every value in order; a single one is refused twice.
    func testRepeatableOption() throws {
        let command = CommandSpec(
            name: "demo", summary: "", description: "",
            flags: [
                FlagSpec(key: "strings", spellings: ["--strings"], value: .file("xcstrings"), placeholder: "CATALOG",
                         repeatable: true, help: "A catalog"),
                FlagSpec(key: "format", spellings: ["--format"], value: .choice(["a", "b"]), placeholder: "F", help: "A format"),
            ])
        let parsed = try ParsedArguments(["--strings", "A.xcstrings", "x.tabs", "--strings=B.xcstrings"],
                                         spec: command.parserSpec, command: "demo")
        XCTAssertEqual(parsed.lists["strings"], ["A.xcstrings", "B.xcstrings"])
        XCTAssertEqual(parsed.positionals, ["x.tabs"])
        XCTAssertEqual(Help.usage(of: command), "USAGE: tabc demo [--strings CATALOG]... [--format a|b]")
        XCTAssertThrowsError(try ParsedArguments(["--format", "a", "--format", "b"], spec: command.parserSpec, command: "demo")) {
            XCTAssertEqual(($0 as? UsageError)?.message, "option '--format' given twice")
        }
    }
}
