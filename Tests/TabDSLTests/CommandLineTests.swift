import Foundation
import XCTest

/// The `tabc` binary as users run it (README.md): exit statuses, standard input, folders,
/// output formats, help and version. Each test runs the built executable in a fresh folder.
final class CommandLineTests: XCTestCase {

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        // The test target depends on the executable, so a missing binary is a failure, not a skip.
        _ = try XCTUnwrap(FileManager.default.isExecutableFile(atPath: Paths.tabc.path) ? Paths.tabc : nil,
                          "the tabc binary was not built at \(Paths.tabc.path)")
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try folder.write(relativePath, text)
    }

    /// Runs `tabc` in the test's folder, with `NO_COLOR=1` unless `environment` says otherwise.
    func tabc(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let run = try Tabc.run(arguments, in: folder.url, input: stdin, environment: environment)
        return Result(status: run.status, stdout: run.standardOutput, stderr: run.standardError)
    }

    /// Runs `tabc` with standard output on a pipe and `NO_COLOR` not set at all.
    func tabcThroughAPipe(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Paths.tabc
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    /// A layout without any diagnostic, syntactic or semantic.
    static let clean = """
        layout A {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        }

        """
    /// The same with two syntax errors that leave the layout's meaning intact.
    static let broken = """
        layout A {
            item home {
                title "Home"
                icon: symbol("house") @
                screen: HomeViewController
            }
        }

        """
    static let brokenGCC = """
        broken.tabs:3:15: error: expected ':' after property name 'title', found a string [TAB101]
        broken.tabs:4:31: error: unexpected character '@' [TAB001]

        """

    // MARK: - Exit statuses

    func testCleanFileExitsZeroWithOneSummaryLine() throws {
        try write("clean.tabs", Self.clean)
        // The human format says what it did on standard error; machine formats stay silent.
        for (arguments, summary) in [(["--format", "human"], "checked 1 file: no problems\n"), (["--format", "gcc"], ""),
                                     (["--quiet"], ""), (["--format", "json", "--quiet"], "")] {
            let result = try tabc(["check"] + arguments + ["clean.tabs"])
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stdout.isEmpty, !arguments.contains("json"), "\(arguments)")
            XCTAssertEqual(result.stderr, summary, "\(arguments)")
        }
    }

    func testExamplesExitZero() throws {
        let result = try tabc(["check", "--format", "gcc", Paths.examples.path])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "")
    }

    func testErrorsExitOne() throws {
        try write("broken.tabs", Self.broken)
        let result = try tabc(["check", "--format", "gcc", "broken.tabs"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, Self.brokenGCC, "diagnostics go to standard output")
        XCTAssertEqual(result.stderr, "")
    }

    func testUsageErrorsExitTwo() throws {
        try write("clean.tabs", Self.clean)
        let cases: [(arguments: [String], message: String)] = [
            ([], "USAGE: tabc COMMAND"),
            (["frobnicate"], "tabc: error: unknown command 'frobnicate'"),
            (["chek", "clean.tabs"], "unknown command 'chek'; did you mean 'check'?"),
            (["check", "--frmat", "gcc", "clean.tabs"], "unknown option '--frmat'; did you mean '--format'?"),
            (["check", "-x", "clean.tabs"], "unknown option '-x'"),
            (["check", "--format", "xml", "clean.tabs"], "invalid value 'xml' for '--format'"),
            (["check", "--format=gcd", "clean.tabs"], "invalid value 'gcd' for '--format': expected one of human, gcc, json, sarif, github; did you mean 'gcc'?"),
            (["check", "--format"], "option '--format' needs a value"),
            (["check", "--format", "gcc", "--format", "human", "clean.tabs"], "option '--format' given twice"),
            (["check", "--strict=yes", "clean.tabs"], "option '--strict' takes no value"),
            (["check"], "no input files"),
            (["check", "--format", "gcc"], "no input files"),
            (["check", "-", "-"], "'-' (standard input) given twice"),
            (["help", "nosuch"], "no help for unknown command 'nosuch'"),
        ]
        for (arguments, message) in cases {
            let result = try tabc(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments): usage errors go to standard error")
        }
    }

    func testUsageErrorPointsAtHelp() throws {
        let result = try tabc(["check", "--bogus", "x.tabs"])
        XCTAssertEqual(result.stderr, "tabc: error: unknown option '--bogus'\nRun 'tabc help check' for usage.\n")
    }

    func testMissingFileExitsThree() throws {
        let result = try tabc(["check", "missing.tabs"])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("tabc: error: cannot read missing.tabs: No such file or directory"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testMissingFileWinsOverErrorsButTheOtherFilesAreStillChecked() throws {
        try write("broken.tabs", Self.broken)
        let result = try tabc(["check", "--format", "gcc", "missing.tabs", "broken.tabs"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout, Self.brokenGCC)
        XCTAssertTrue(result.stderr.contains("missing.tabs"), result.stderr)
    }

    // MARK: - Standard input

    func testStandardInput() throws {
        let unnamed = try tabc(["check", "--format", "gcc", "-"], stdin: Self.broken)
        XCTAssertEqual(unnamed.status, 1)
        XCTAssertEqual(unnamed.stdout, Self.brokenGCC.replacingOccurrences(of: "broken.tabs", with: "<stdin>"))

        let named = try tabc(["check", "--format", "gcc", "--stdin-filename", "Layouts/Main.tabs", "-"], stdin: Self.broken)
        XCTAssertEqual(named.status, 1)
        XCTAssertEqual(named.stdout, Self.brokenGCC.replacingOccurrences(of: "broken.tabs", with: "Layouts/Main.tabs"))

        let inline = try tabc(["check", "--format=gcc", "--stdin-filename=x.tabs", "-"], stdin: Self.broken)
        XCTAssertTrue(inline.stdout.hasPrefix("x.tabs:3:15: error:"), inline.stdout)

        let clean = try tabc(["check", "-"], stdin: Self.clean)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    func testStandardInputNameInHumanFormat() throws {
        let result = try tabc(["check", "--stdin-filename", "pasted.tabs", "-"], stdin: Self.broken)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(" --> pasted.tabs:3:15\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains(" --> pasted.tabs:4:31\n"), result.stdout)
    }

    // MARK: - Folders

    func testFolderMeansEveryTabsFileBelowItInSortedOrder() throws {
        for name in ["b.tabs", "a.tabs", "B.tabs", "a/z.tabs", "sub/deeper/c.tabs", "dir.tabs/inner.tabs"] {
            try write("tree/\(name)", "@\n")
        }
        try write("tree/notes.txt", "@\n")
        try write("tree/sub/readme.md", "@\n")
        let result = try tabc(["check", "--format", "gcc", "tree"])
        XCTAssertEqual(result.status, 1)
        let paths = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(paths, [
            "tree/B.tabs", "tree/a.tabs", "tree/a/z.tabs", "tree/b.tabs", "tree/dir.tabs/inner.tabs", "tree/sub/deeper/c.tabs",
        ])
        // A trailing slash does not double it.
        let slash = try tabc(["check", "--format", "gcc", "tree/sub/"])
        XCTAssertEqual(slash.stdout, "tree/sub/deeper/c.tabs:1:1: error: unexpected character '@' [TAB001]\n")
    }

    func testFilesAndFoldersTogetherKeepArgumentOrderAndCheckAFileOnce() throws {
        try write("dir/one.tabs", "@\n")
        try write("dir/two.tabs", "$\n")
        try write("zero.tabs", "%\n")
        let result = try tabc(["check", "--format", "gcc", "zero.tabs", "dir", "dir/one.tabs"])
        XCTAssertEqual(result.stdout, """
            zero.tabs:1:1: error: unexpected character '%' [TAB001]
            dir/one.tabs:1:1: error: unexpected character '@' [TAB001]
            dir/two.tabs:1:1: error: unexpected character '$' [TAB001]

            """)
    }

    func testDoubleDashEndsOptions() throws {
        try write("-odd.tabs", "@\n")
        let result = try tabc(["check", "--format", "gcc", "--", "-odd.tabs"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "-odd.tabs:1:1: error: unexpected character '@' [TAB001]\n")
    }

    func testEmptyFolderIsClean() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = try tabc(["check", "empty"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
    }

    // MARK: - Formats

    func testHumanFormatIsTheDefaultAndHasNoColorsWithNoColor() throws {
        try write("broken.tabs", Self.broken)
        let result = try tabc(["check", "broken.tabs"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            error[TAB101]: expected ':' after property name 'title', found a string
             --> broken.tabs:3:15
              |
            3 |         title "Home"
              |               ^^^^^^
              |
              = fix: insert ':'

            error[TAB001]: unexpected character '@'
             --> broken.tabs:4:31
              |
            4 |         icon: symbol("house") @
              |                               ^

            found 2 errors in 1 file
            For more information about a diagnostic, try `tabc explain TAB101`.

            """)
        XCTAssertEqual(try tabc(["check", "--format", "human", "broken.tabs"]).stdout, result.stdout)
    }

    func testNoColorsOnAPipeEvenWithoutNoColor() throws {
        try write("broken.tabs", Self.broken)
        let result = try tabcThroughAPipe(["check", "broken.tabs"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("error[TAB101]"))
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no ANSI escapes when standard output is not a terminal")
    }

    func testGCCFormatPrintsNotesOnTheirOwnLines() throws {
        try write("open.tabs", "layout A {\n    item home {\n        title: \"Home\"\n        icon: symbol(\"house\")\n        screen: Home\n")
        let result = try tabc(["check", "--format", "gcc", "open.tabs"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            open.tabs:6:1: error: expected '}' to close item 'home', found the end of the file [TAB104]
            open.tabs:2:15: note: the block to close starts here
            open.tabs:6:1: error: expected '}' to close layout 'A', found the end of the file [TAB104]
            open.tabs:1:10: note: the block to close starts here

            """)
    }

    func testControlCharactersInPathsAndMessagesAreNotPrinted() throws {
        let result = try tabc(["check", "--format", "gcc", "--stdin-filename", "evil\u{1B}[31m.tabs", "-"], stdin: "\u{1B}[2J\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), result.stdout)
    }

    // MARK: - Help and version

    func testVersion() throws {
        let result = try tabc(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(result.stdout.range(of: #"^tabc \d+\.\d+\.\d+\n$"#, options: .regularExpression), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testHelp() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try tabc(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stdout.contains("USAGE: tabc COMMAND [OPTIONS]"), "\(arguments)")
            for command in ["build", "check", "fmt", "explain", "schema", "preview", "help"] {
                XCTAssertTrue(result.stdout.contains("\n  \(command) "), "\(arguments) lists \(command)")
            }
            XCTAssertTrue(result.stdout.contains("--version"))
        }
    }

    func testHelpCheck() throws {
        let help = try tabc(["help", "check"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: tabc check [--format human|gcc|json|sarif|github] [--column-unit scalar|utf16|byte]"),
                      help.stdout)
        for option in ["--format FORMAT", "--strict", "--stdin-filename NAME", "--column-unit UNIT", "--color WHEN"] {
            XCTAssertTrue(help.stdout.contains(option), option)
        }
        // `tabc check --help` prints the same text, whatever else is on the line.
        XCTAssertEqual(try tabc(["check", "--help"]).stdout, help.stdout)
        XCTAssertEqual(try tabc(["check", "--format", "gcc", "--help", "missing.tabs"]).stdout, help.stdout)
    }
}
