import Foundation
import XCTest

/// docs/files-and-limits.md "Files and limits", run as users and attackers run `tabc`: imports stay inside the
/// run's root, reads are bounded, special files are never replaced or hung on, rewrites keep
/// the file they rewrite. Each test drives the built binary through `/bin/sh`, with a time
/// limit so that a hang fails the test instead of stalling the run.
final class HostileFilesTests: XCTestCase {
    struct ShellRun {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// Runs a shell script in the test's folder with `$TABC` naming the binary; kills it and
    /// reports `timedOut` after `timeout` seconds.
    func sh(_ script: String, timeout: TimeInterval = 30) throws -> ShellRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TABC"] = Paths.tabc.path
        process.environment = environment
        let scratch = folder.url.appendingPathComponent(".run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(-process.processIdentifier, SIGKILL)
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return ShellRun(status: process.terminationStatus,
                        stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                        stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                        timedOut: timedOut)
    }

    static let layout = """
        layout A {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        }

        """

    static let styles = """
        style Theme {
            tint: systemGray
        }

        """

    // MARK: - Imports

    func testImportsAreConfinedAndNeverShowAnotherFile() throws {
        try folder.write("secret.env", "TOKEN=hunter2\n")
        try folder.write("outside.tabs", "TOKEN=hunter2 @\n")
        try folder.write("app/main.tabs", """
            import "/etc/passwd"
            import "../secret.env"
            import "../outside.tabs"
            import "link.tabs"
            import "folder.tabs"
            layout A {
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: HomeViewController
                }
            }

            """)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("app/folder.tabs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("app/link.tabs").path,
                                                   withDestinationPath: "../outside.tabs")
        for format in ["human", "gcc", "json", "sarif", "github"] {
            let run = try sh("\"$TABC\" check --format \(format) app/main.tabs")
            XCTAssertEqual(run.status, 1, "\(format): \(run.stdout)\(run.stderr)")
            XCTAssertFalse(run.stdout.contains("hunter2"), "\(format) shows a line of a file outside the run: \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("root:"), "\(format) shows /etc/passwd: \(run.stdout)")
            XCTAssertEqual(run.stdout.components(separatedBy: "TAB218").count - 1 >= 5, true, "\(format): \(run.stdout)")
        }
        let gcc = try sh("\"$TABC\" check --format gcc app/main.tabs")
        for (line, reason) in [(1, "absolute"), (2, "not one"), (3, "leaves the folder"), (4, "outside the folder"), (5, "folder")] {
            XCTAssertTrue(gcc.stdout.split(separator: "\n").contains { $0.hasPrefix("app/main.tabs:\(line):8: error:") && $0.contains(reason) },
                          "line \(line) should be TAB218 (\(reason)): \(gcc.stdout)")
        }
    }

    func testAnImportInsideTheRootThroughASymlinkedFolderIsRead() throws {
        try folder.write("Layouts/shared/theme.tabs", Self.styles)
        try folder.write("Layouts/main.tabs", "import \"shared/theme.tabs\"\n" + Self.layout)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("L").path, withDestinationPath: "Layouts")
        let run = try sh("\"$TABC\" check --format gcc L/main.tabs && \"$TABC\" check --format gcc L")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }

    func testStandardInputImportsStayInsideTheWorkingFolder() throws {
        try folder.write("outside.tabs", Self.styles)
        try folder.write("work/theme.tabs", Self.styles.replacingOccurrences(of: "Theme", with: "Inner"))
        let text = Self.layout.replacingOccurrences(of: "layout A {", with: "layout A {\n    style {\n        base: Inner\n    }")
        try folder.write("work/main.tabs", "import \"theme.tabs\"\n" + text)
        try folder.write("work/escape.tabs", "import \"../outside.tabs\"\n" + Self.layout)
        let run = try sh("""
            cd work
            "$TABC" check --format gcc --stdin-filename "$PWD/main.tabs" - < main.tabs; echo "inside $?"
            "$TABC" check --format gcc --stdin-filename "$PWD/escape.tabs" - < escape.tabs; echo "outside $?"
            """)
        XCTAssertTrue(run.stdout.hasPrefix("inside 0\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("escape.tabs:1:8: error: imported file '../outside.tabs' can't be imported: it resolves to"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("outside 1\n"), run.stdout)
    }

    func testAFIFOOrDeviceImportIsRefusedWithoutOpeningIt() throws {
        try folder.write("main.tabs", "import \"pipe.tabs\"\nimport \"zero.tabs\"\n" + Self.layout)
        let run = try sh("mkfifo pipe.tabs && ln -s /dev/zero zero.tabs && \"$TABC\" check --format gcc main.tabs", timeout: 20)
        XCTAssertFalse(run.timedOut, "an imported FIFO or /dev/zero was read")
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("main.tabs:1:8: error: imported file 'pipe.tabs' can't be imported: it is not a regular file [TAB218]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("main.tabs:2:8: error:"), run.stdout)
    }

    // MARK: - Bounded reads and standard input

    func testStandardInputIsReadUpToTheLimitOnly() throws {
        // /dev/zero never ends: reading it whole would never finish (or exhaust memory).
        let run = try sh("\"$TABC\" check --format gcc - < /dev/zero", timeout: 60)
        XCTAssertFalse(run.timedOut, "standard input was read past the limit")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("the input is larger than 16 MiB; tabc reads files of up to 16 MiB [TAB901]"), run.stdout)
    }

    func testASparseFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        // 2 GiB that take no disk space: read whole, they would take 2 GB of memory and seconds.
        let run = try sh("truncate -s 2G big.tabs && ulimit -v 1000000 && \"$TABC\" check --format gcc big.tabs", timeout: 30)
        XCTAssertFalse(run.timedOut)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("big.tabs:1:1: error: the file is 2048.0 MiB; tabc reads files of up to 16 MiB [TAB901]"), run.stdout + run.stderr)
    }

    func testUnreadableStandardInputIsAnIOError() throws {
        for (redirect, reason) in [("<&-", "standard input can't be read"), ("< .", "standard input is a folder")] {
            let run = try sh("\"$TABC\" check - \(redirect)")
            XCTAssertEqual(run.status, 3, "\(redirect): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stderr.contains(reason), "\(redirect): \(run.stderr)")
        }
    }

    // MARK: - Folders

    func testFolderWalkingFollowsSymlinksOnceAndSkipsSpecialFiles() throws {
        try folder.write("Layouts/a.tabs", Self.layout)
        try folder.write("Layouts/sub/b.tabs", Self.layout.replacingOccurrences(of: "layout A", with: "layout B"))
        for skipped in [".build/c.tabs", "Pods/c.tabs", "Carthage/c.tabs", "node_modules/c.tabs", "DerivedData/c.tabs", "sub2/.hidden.tabs"] {
            try folder.write("Layouts/\(skipped)", "broken @\n")
        }
        let script = """
            ln -s Layouts L && ln -s .. Layouts/sub/loop && mkfifo Layouts/fifo.tabs && \
            "$TABC" check --format gcc L; echo "status $?"; "$TABC" check --format json L | grep -c '"path"'
            """
        let run = try sh(script, timeout: 20)
        XCTAssertFalse(run.timedOut, "a FIFO in the folder was opened, or a loop was followed forever")
        XCTAssertTrue(run.stdout.hasPrefix("status 0\n"), run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("2\n"), "two files checked, each once: \(run.stdout)")
        let direct = try sh("\"$TABC\" check --format gcc Layouts/Pods/c.tabs")
        XCTAssertEqual(direct.status, 1, "a path given directly is always read: \(direct.stdout)")
    }

    func testOneFileUnderTwoSpellingsIsOneFile() throws {
        try folder.write("a.tabs", Self.styles + Self.layout)
        try folder.write("b.tabs", "import \"link.tabs\"\n" + Self.layout.replacingOccurrences(of: "layout A", with: "layout B"))
        let run = try sh("ln -s a.tabs link.tabs && \"$TABC\" check --format gcc a.tabs ./a.tabs link.tabs b.tabs $PWD/a.tabs")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("TAB215"), run.stdout)
    }

    // MARK: - Outputs

    func testOutputNeverNamesAnInput() throws {
        try folder.write("a.tabs", Self.layout)
        for arguments in ["build -o a.tabs a.tabs", "build -o ./a.tabs a.tabs", "build -o link.tabs a.tabs",
                          "build --format json -o $PWD/a.tabs a.tabs", "preview -o a.tabs a.tabs", "preview -o ./link.tabs a.tabs"] {
            let run = try sh("ln -sf a.tabs link.tabs; \"$TABC\" \(arguments)")
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is one of the input files"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(folder.read("a.tabs"), Self.layout, "\(arguments) replaced the input")
        }
    }

    func testSpecialOutputsAreWrittenAsStreamsAndNeverReplaced() throws {
        try folder.write("a.tabs", Self.layout)
        // As root a broken build would replace the machine's /dev/null, so the test makes a
        // null device of its own where it can; otherwise /dev/null can't be replaced anyway.
        let null = getuid() == 0 ? "./null" : "/dev/null"
        let script = """
            if [ "\(null)" = ./null ]; then mknod -m 666 null c 1 3 || exit 9; fi
            "$TABC" build -o \(null) a.tabs && test -c \(null) && echo null-ok
            "$TABC" build -o /dev/stdout a.tabs | head -1
            "$TABC" build -o /dev/stdout a.tabs > stdout-file && head -1 stdout-file
            mkfifo out.fifo
            ( cat out.fifo > fifo-content ) & "$TABC" build --format json -o out.fifo a.tabs; wait; head -1 fifo-content
            test -p out.fifo && echo fifo-kept
            mkfifo lonely.fifo
            "$TABC" build -o lonely.fifo a.tabs; echo "lonely $?"
            """
        let run = try sh(script, timeout: 30)
        XCTAssertFalse(run.timedOut, "a FIFO without a reader blocked the build")
        XCTAssertEqual(run.stdout, "null-ok\n// Code generated by tabc from a.tabs. DO NOT EDIT.\n"
                       + "// Code generated by tabc from a.tabs. DO NOT EDIT.\n{\nfifo-kept\nlonely 3\n", run.stderr)
    }

    func testAnOutputFolderGetsTheNamedFileAndStandardInputNeedsAName() throws {
        try folder.write("a.tabs", Self.layout)
        let run = try sh("""
            mkdir out && "$TABC" build -o out a.tabs && "$TABC" build -o out/ --stdin-filename Named.tabs - < a.tabs && ls out
            "$TABC" build -o out/ - < a.tabs; echo "unnamed $?"
            """)
        XCTAssertEqual(run.stdout, "Named.swift\na.swift\nunnamed 2\n", run.stderr)
        XCTAssertTrue(run.stderr.contains("--stdin-filename"), run.stderr)
    }

    // MARK: - Rewrites

    func testRewritesGoThroughSymlinksAndKeepPermissions() throws {
        try folder.write("real/a.tabs", "layout A {\nitem home {\ntitle: \"Home\"\nicon: symbol(\"house\")\nscreen: HomeViewController\n}\n}\n")
        let run = try sh("""
            chmod 600 real/a.tabs && ln -s real/a.tabs a.tabs && "$TABC" fmt a.tabs && test -L a.tabs && echo link-kept
            stat -c %a real/a.tabs
            "$TABC" build a.tabs && echo x > real/a.swift && chmod 640 real/a.swift && "$TABC" build -o real/a.swift a.tabs && stat -c %a real/a.swift
            """)
        XCTAssertEqual(run.stdout, "link-kept\n600\n640\n", run.stderr)
        XCTAssertEqual(folder.read("real/a.tabs"), Self.layout, "the link's target was not formatted")
    }

    func testAnInputWithALongNameBuilds() throws {
        let name = String(repeating: "n", count: 240) + ".tabs"
        try folder.write(name, Self.layout)
        let run = try sh("\"$TABC\" build \(name) && ls")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(String(repeating: "n", count: 240) + ".swift"), run.stdout)
    }

    func testAnInterruptedBuildLeavesNoTemporaryFiles() throws {
        try folder.write("a.tabs", Self.layout)
        for (signal, status) in [("INT", 130), ("TERM", 143)] {
            // TABC_TEST_WRITE_DELAY_MS holds the temporary file open, so the signal surely
            // lands while it exists.
            let run = try sh("""
                rm -f a.swift
                TABC_TEST_WRITE_DELAY_MS=5000 "$TABC" build a.tabs & pid=$!
                i=0; while [ $i -lt 200 ] && ! ls -a | grep -q tabc-; do sleep 0.05; i=$((i+1)); done
                ls -a | grep -c tabc-
                kill -\(signal) $pid; wait $pid; echo "status $?"
                ls -a | grep -c tabc- ; test -e a.swift && echo written; true
                """)
            XCTAssertEqual(run.stdout, "1\nstatus \(status)\n0\n", "SIG\(signal): \(run.stderr)")
        }
    }
}
