import Foundation
import XCTest
@testable import tabc

/// `tabc completions bash|zsh|fish`, asked by each real shell for the completions of partial
/// lines, as a user pressing Tab would.
final class CompletionsTests: XCTestCase {
    /// A folder with a layout, a file that is not one, and a subfolder.
    private func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("bar.tabs", "")
        try folder.write("notes.txt", "")
        try folder.write("sub/inner.tabs", "")
        return folder
    }

    /// Partial lines and what their completions must hold (and must not).
    private static let cases: [(line: String, expected: [String], excluded: [String])] = [
        ("tabc ch", ["check"], ["build"]),
        ("tabc check --fo", ["--format"], ["--strict"]),
        ("tabc check --format ", ["human", "gcc", "json", "sarif", "github"], []),
        ("tabc check --format g", ["gcc", "github"], ["json"]),
        ("tabc init --framework ", ["uikit", "swiftui"], []),
        ("tabc init --kind ", ["custom", "system"], []),
        ("tabc completions ", ["bash", "zsh", "fish"], []),
        ("tabc schema ", ["output", "diagnostics"], []),
        ("tabc check ", ["bar.tabs", "sub"], ["notes.txt"]),
        ("tabc preview --appearance ", ["light", "dark", "both"], []),
        ("tabc help pre", ["preview"], []),
    ]

    /// Every command's long flags after `--`, and every choice flag's values: the table is
    /// what the scripts know.
    private static var tableCases: [(line: String, expected: [String], excluded: [String])] {
        var cases: [(String, [String], [String])] = []
        for command in CommandTable.commands {
            let long = command.flags.flatMap(\.spellings).filter { $0.hasPrefix("--") }
            if !long.isEmpty { cases.append(("tabc \(command.name) --", long, [])) }
            for flag in command.flags {
                if let choices = flag.choices, let spelling = flag.spellings.last {
                    cases.append(("tabc \(command.name) \(spelling) ", choices, []))
                }
            }
        }
        return cases
    }

    private func check(_ shell: String, answers: [String: [String]], file: StaticString = #filePath, line: UInt = #line) {
        for (query, expected, excluded) in Self.cases + Self.tableCases {
            let got = Set((answers[query] ?? []).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
            for word in expected {
                XCTAssertTrue(got.contains(word), "\(shell): '\(query)' should offer \(word); got \(got.sorted())", file: file, line: line)
            }
            for word in excluded {
                XCTAssertFalse(got.contains(word), "\(shell): '\(query)' should not offer \(word)", file: file, line: line)
            }
        }
    }

    private func script(_ shell: String, in folder: TemporaryFolder) throws -> URL {
        let run = try Tabc.run(["completions", shell])
        XCTAssertEqual(run.status, 0, run.standardError)
        return try folder.write("tabc.\(shell)", run.standardOutput)
    }

    /// Runs a shell script in `folder`; returns its standard output.
    private func runShell(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(RequiredTool.path(of: executable)))
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = folder.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Splits `<LINE query>` … sections of a driver's output into answers by query.
    private func answers(_ output: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("<LINE "), line.hasSuffix(">") {
                current = String(line.dropFirst(6).dropLast())
                result[current ?? ""] = []
            } else if let current, !line.isEmpty, line != "<END>" {
                // fish prints "word<TAB>description".
                result[current, default: []].append(String(line.split(separator: "\t").first ?? ""))
            }
        }
        return result
    }

    func testBash() throws {
        try RequiredTool.check("bash", package: "bash")
        let folder = try workspace()
        let script = try script("bash", in: folder)
        var driver = "source '\(script.path)'\n"
        for (query, _, _) in Self.cases + Self.tableCases {
            // The words as bash splits them (at spaces and at '=', as COMP_WORDBREAKS says).
            driver += "echo '<LINE \(query)>'\n"
            driver += "read -ra COMP_WORDS <<< '\(query)'\n"
            driver += query.hasSuffix(" ") ? "COMP_WORDS+=('')\n" : ""
            driver += "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE='\(query)'; COMP_POINT=${#COMP_LINE}\n"
            driver += "COMPREPLY=(); _tabc tabc; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        }
        let output = try runShell("bash", ["--norc", "--noprofile", "-c", driver], in: folder.url)
        check("bash", answers: answers(output))
    }

    func testFish() throws {
        try RequiredTool.check("fish", package: "fish")
        let folder = try workspace()
        let script = try script("fish", in: folder)
        var driver = "source '\(script.path)'\n"
        for (query, _, _) in Self.cases + Self.tableCases {
            driver += "echo '<LINE \(query)>'\ncomplete -C '\(query)'\n"
        }
        let output = try runShell("fish", ["--no-config", "-c", driver], in: folder.url)
        check("fish", answers: answers(output))
    }

    func testZsh() throws {
        try RequiredTool.check("zsh", package: "zsh")
        let folder = try workspace()
        let script = try script("zsh", in: folder)
        // An interactive zsh in a pseudo-terminal (zpty) completes each line at a Tab; a
        // wrapper around compadd writes the matches to a file instead of the screen.
        let setup = try folder.write("setup.zsh", """
        PS1='' PROMPT='' RPROMPT=''
        autoload -Uz compinit && compinit -u -D
        source $TABC_SCRIPT
        zstyle ':completion:*' menu no
        compadd() {
            if (( ${@[(I)-(O|A|D)*]} )); then
                builtin compadd "$@"
                return
            fi
            local -a __hits
            builtin compadd -A __hits "$@"
            (( $#__hits )) && print -rl -- $__hits >> $TABC_OUT
            builtin compadd "$@"
        }
        _tabc_capture_main() { _main_complete; print -r -- '<END>' >> $TABC_OUT }
        zle -C tabc-capture complete-word _tabc_capture_main
        bindkey '^I' tabc-capture

        """)
        let driver = try folder.write("drive.zsh", """
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "source \(setup.path)"
        for line in "$@"; do
            print -r -- "<LINE $line>" >> $TABC_OUT
            zpty -w -n z "$line"$'\\t'
            for i in {1..200}; do
                [[ "$(tail -1 $TABC_OUT)" == '<END>' ]] && break
                sleep 0.05
            done
            zpty -w -n z $'\\C-u'
        done
        zpty -d z

        """)
        let out = folder.url.appendingPathComponent("answers.txt")
        _ = try runShell("zsh", ["-f", driver.path] + (Self.cases + Self.tableCases).map(\.line), in: folder.url,
                         environment: ["TABC_OUT": out.path, "TABC_SCRIPT": script.path])
        check("zsh", answers: answers(folder.read("answers.txt") ?? ""))
    }

    func testUnknownShellIsAUsageError() throws {
        let run = try Tabc.run(["completions", "tcsh"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("'completions' takes bash, zsh or fish; found 'tcsh'"), run.standardError)
    }
}
