import Foundation
import XCTest

/// A pull request's layouts and links run through `tabc` as CI runs it
/// (docs/files-and-limits.md): a folder walk never leaves its folder, an import path with a
/// control character is refused, no link swapped in during a run leads outside the root,
/// outputs never follow a link, and standard output's failures are never reported as success.
///
/// Every link a test makes points at files the test itself wrote inside its own temporary
/// folder; nothing outside it is read, linked or written.
final class UntrustedRepositoryTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
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

    /// A file that no run may show: any line of it in an output is a leak.
    static let secret = "TOKEN=hunter2 @\n"

    // MARK: - Folder walks

    func testAFolderWalkNeitherReadsNorEntersLinksThatLeaveIt() throws {
        try folder.write("outside/secret.tabs", Self.secret)
        try folder.write("outside/inner/deep.tabs", Self.secret)
        try folder.write("repo/Layouts/a.tabs", Self.layout)
        try folder.write("repo/Layouts/sub/real.tabs", Self.layout.replacingOccurrences(of: "layout A", with: "layout B"))
        let setup = """
            cd repo && ln -s ../../outside/secret.tabs Layouts/leak.tabs && ln -s ../../outside Layouts/r \
              && ln -s sub/real.tabs Layouts/inside.tabs && ln -s ../../outside/notes.txt Layouts/notes.txt || exit 9
            """
        for format in ["human", "gcc", "json", "sarif", "github"] {
            let run = try Shell.run(setup + "\n\"$TABC\" check --format \(format) Layouts", in: folder)
            XCTAssertEqual(run.status, 1, "\(format): \(run.stdout)\(run.stderr)")
            XCTAssertFalse((run.stdout + run.stderr).contains("hunter2"), "\(format) shows a file outside the folder: \(run.stdout)")
            XCTAssertEqual(run.stdout.components(separatedBy: "TAB226").count - 1 >= 2, true, "\(format): \(run.stdout)")
            _ = try Shell.run("rm -f repo/Layouts/leak.tabs repo/Layouts/r repo/Layouts/inside.tabs repo/Layouts/notes.txt", in: folder)
        }
        let gcc = try Shell.run(setup + "\n\"$TABC\" check --format gcc Layouts", in: folder)
        XCTAssertEqual(gcc.stdout, """
            Layouts/leak.tabs:1:1: error: 'Layouts/leak.tabs' is a link to '../../outside/secret.tabs', outside the folder 'Layouts'; tabc neither reads nor enters it [TAB226]
            Layouts/r:1:1: error: 'Layouts/r' is a link to '../../outside', outside the folder 'Layouts'; tabc neither reads nor enters it [TAB226]

            """, "a link inside the folder is read (no TAB215 for its layout B), one to a file that isn't .tabs is left alone: \(gcc.stderr)")
        // build and fmt walk the same way: nothing outside is read or written.
        for command in ["build", "fmt", "build --format json"] {
            let run = try Shell.run("cd repo && \"$TABC\" \(command) Layouts", in: folder)
            XCTAssertEqual(run.status, 1, "\(command): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("[TAB226]") || run.stderr.contains("error[TAB226]"), "\(command): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("hunter2"), "\(command): \(run.stderr)")
        }
        XCTAssertEqual(folder.read("outside/secret.tabs"), Self.secret)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("outside").path).sorted(),
                       ["inner", "secret.tabs"], "nothing was written outside the folder")
    }

    func testAnEntryTheWalkCantListIsAnIOErrorNamingIt() throws {
        try folder.write("Layouts/a.tabs", Self.layout)
        // A path longer than the system allows (PATH_MAX, 4096 bytes on Linux): folders of 200
        // characters, 25 deep, made one at a time from inside each other.
        let name = String(repeating: "d", count: 200)
        let run = try Shell.run("""
            top=$PWD
            cd Layouts && i=0; while [ $i -lt 25 ]; do mkdir \(name) && cd -P \(name) || exit 9; i=$((i+1)); done
            cp "$top/Layouts/a.tabs" deep.tabs; cd "$top"
            "$TABC" check --format gcc Layouts; echo "status $?"
            rm -rf Layouts/\(name)
            """, in: folder)
        XCTAssertTrue(run.stdout.hasSuffix("status 3\n"), "an over-long path was skipped in silence: \(run.stdout)\(run.stderr)")
        XCTAssertTrue(run.stderr.contains("File name too long"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Layouts/\(name)/\(name)/"), "the error names the entry: \(run.stderr)")
        if getuid() != 0 {
            // Permissions don't stop root, so this half runs only as another user.
            let locked = try Shell.run("""
                rm -rf Layouts/d* && mkdir Layouts/locked && chmod 000 Layouts/locked
                "$TABC" check --format gcc Layouts; echo "status $?"; chmod 755 Layouts/locked
                """, in: folder)
            XCTAssertTrue(locked.stdout.hasSuffix("status 3\n"), locked.stdout + locked.stderr)
            XCTAssertTrue(locked.stderr.contains("Layouts/locked"), locked.stderr)
        }
    }

    // MARK: - Imports

    func testAControlCharacterInAnImportPathIsRefused() throws {
        try folder.write("repo/secret.env", Self.secret)
        try folder.write("repo/.git/config", Self.secret)
        try folder.write("repo/main.tabs", """
            import "secret.env\\u{0}.tabs"
            import ".git/config\\u{0}.tabs"
            import "theme\\u{1b}[2J.tabs"

            """ + Self.layout)
        for format in ["human", "gcc", "json", "sarif", "github"] {
            let run = try Shell.run("cd repo && \"$TABC\" check --format \(format) main.tabs", in: folder)
            XCTAssertEqual(run.status, 1, "\(format): \(run.stdout)\(run.stderr)")
            XCTAssertFalse(run.stdout.contains("hunter2"), "\(format) read a file the import's NUL cut to: \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("\u{1b}"), "\(format) printed an escape byte: \(run.stdout)")
        }
        let gcc = try Shell.run("cd repo && \"$TABC\" check --format gcc main.tabs", in: folder)
        XCTAssertEqual(gcc.stdout, """
            main.tabs:1:8: error: imported file 'secret.envU+0000.tabs' can't be imported: an import path can't hold a control character, and this one holds U+0000 [TAB218]
            main.tabs:2:8: error: imported file '.git/configU+0000.tabs' can't be imported: an import path can't hold a control character, and this one holds U+0000 [TAB218]
            main.tabs:3:8: error: imported file 'themeU+001B[2J.tabs' can't be imported: an import path can't hold a control character, and this one holds U+001B [TAB218]

            """)
    }

    /// A second thread swaps a folder of the root for a link to outside it, as fast as it
    /// can, while `tabc` imports through it: whatever it sees, it never reads the outside files.
    func testAnImportRaceNeverLeadsOutsideTheRoot() throws {
        let count = 400
        for index in 0..<count {
            try folder.write("outside/t\(index).tabs", "hunter2 @\n")
            try folder.write("repo/shared/t\(index).tabs", "style S\(index) {\n    tint: systemGray\n}\n")
        }
        try folder.write("repo/main.tabs", (0..<count).map { "import \"shared/t\($0).tabs\"\n" }.joined() + Self.layout)
        let repo = folder.url.appendingPathComponent("repo")
        let shared = repo.appendingPathComponent("shared").path
        let parked = repo.appendingPathComponent("shared.dir").path
        let link = repo.appendingPathComponent("shared.link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../outside")
        let flipper = Flipper {
            rename(shared, parked)
            rename(link, shared)
            rename(shared, link)
            rename(parked, shared)
        }
        flipper.start()
        var runs = 0
        var leaks: [String] = []
        let end = Date().addingTimeInterval(10)
        while Date() < end {
            let run = try Tabc.run(["check", "--format", "gcc", "main.tabs"], in: repo)
            if run.standardOutput.contains("hunter2") { leaks.append(run.standardOutput) }
            runs += 1
        }
        flipper.stop()
        XCTAssertGreaterThan(runs, 5)
        XCTAssertEqual(leaks.count, 0, "\(leaks.count) of \(runs) runs read a file outside the root: \(leaks.first?.prefix(400) ?? "")")
    }

    /// The same swap under a folder walk: a folder the walk entered becomes a link to outside
    /// before its files are read; they are read only while still inside the folder.
    func testAWalkRaceNeverReadsOutsideTheFolder() throws {
        let count = 200
        for index in 0..<count {
            try folder.write("outside/t\(index).tabs", "hunter2 @\n")
            try folder.write("repo/Layouts/shared/t\(index).tabs", "style S\(index) {\n    tint: systemGray\n}\n")
        }
        let layouts = folder.url.appendingPathComponent("repo/Layouts")
        let shared = layouts.appendingPathComponent("shared").path
        let parked = layouts.appendingPathComponent("shared.dir").path
        let link = layouts.appendingPathComponent("shared.link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../outside")
        let flipper = Flipper {
            rename(shared, parked)
            rename(link, shared)
            rename(shared, link)
            rename(parked, shared)
        }
        flipper.start()
        var runs = 0
        var leaks: [String] = []
        let end = Date().addingTimeInterval(6)
        while Date() < end {
            let run = try Tabc.run(["check", "--format", "gcc", "Layouts"], in: folder.url.appendingPathComponent("repo"))
            if (run.standardOutput + run.standardError).contains("hunter2") { leaks.append(run.standardOutput) }
            runs += 1
        }
        flipper.stop()
        XCTAssertGreaterThan(runs, 3)
        XCTAssertEqual(leaks.count, 0, "\(leaks.count) of \(runs) walks read a file outside the folder: \(leaks.first?.prefix(400) ?? "")")
    }

    // MARK: - Outputs

    func testOutputsReplaceASymlinkAndNeverWriteItsTarget() throws {
        try folder.write("home/.bashrc", "# the developer's own file\n")
        try folder.write("repo/Layouts/Finance.tabs", "/// touch PWNED\n" + Self.layout)
        let run = try Shell.run("""
            cd repo && ln -s ../../home/.bashrc Layouts/Finance.swift && ln -s ../../home/created.svg Layouts/Finance.svg \
              && ln -s ../../home/created.json out.json || exit 9
            "$TABC" build Layouts/Finance.tabs; echo "build $?"
            "$TABC" preview Layouts/Finance.tabs; echo "preview $?"
            "$TABC" build --format json -o out.json Layouts/Finance.tabs; echo "json $?"
            for f in Layouts/Finance.swift Layouts/Finance.svg out.json; do test -f "$f" && ! test -L "$f" && echo "$f regular"; done
            ls -a ../home
            """, in: folder)
        XCTAssertEqual(run.stdout, """
            build 0
            preview 0
            json 0
            Layouts/Finance.swift regular
            Layouts/Finance.svg regular
            out.json regular
            .
            ..
            .bashrc

            """, run.stderr)
        XCTAssertEqual(folder.read("home/.bashrc"), "# the developer's own file\n", "the link's target was written")
    }

    func testFmtWritesThroughALinkOnlyInsideItsFolder() throws {
        let unformatted = "layout A {\nitem home {\ntitle: \"Home\"\nicon: symbol(\"house\")\nscreen: HomeViewController\n}\n}\n"
        try folder.write("other/victim.tabs", unformatted)
        try folder.write("repo/Layouts/sub/real.tabs", unformatted.replacingOccurrences(of: "layout A", with: "layout B"))
        let setup = "cd repo && ln -s ../../other/victim.tabs Layouts/v.tabs && ln -s sub/real.tabs Layouts/inside.tabs || exit 9\n"
        let direct = try Shell.run(setup + "\"$TABC\" fmt Layouts/v.tabs; echo \"direct $?\"; \"$TABC\" fmt Layouts/inside.tabs; echo \"inside $?\"",
                                   in: folder)
        XCTAssertEqual(direct.stdout, "direct 3\ninside 0\n", direct.stderr)
        XCTAssertTrue(direct.stderr.contains("Layouts/v.tabs: not formatted: it is a link that leads outside its folder"), direct.stderr)
        XCTAssertEqual(folder.read("other/victim.tabs"), unformatted, "fmt wrote through a link to outside the input's folder")
        XCTAssertEqual(folder.read("repo/Layouts/sub/real.tabs"), Self.layout.replacingOccurrences(of: "layout A", with: "layout B"),
                       "a link inside the folder is written through")
        let walk = try Shell.run("cd repo && \"$TABC\" fmt Layouts; echo \"walk $?\"; test -L Layouts/v.tabs && test -L Layouts/inside.tabs && echo links-kept",
                                 in: folder)
        XCTAssertEqual(walk.stdout, "walk 1\nlinks-kept\n", walk.stderr)
        XCTAssertTrue(walk.stderr.contains("'Layouts/v.tabs' is a link to '../../other/victim.tabs', outside the folder 'Layouts'"), walk.stderr)
        XCTAssertEqual(folder.read("other/victim.tabs"), unformatted)
    }

    // MARK: - fmt --diff and --import-root

    func testFmtDiffShowsControlCharactersAsDiagnosticsDo() throws {
        try folder.write("esc.tabs", "layout A { // \u{1b}[2J clear\r\nitem home {\ntitle: \"Home\"\nicon: symbol(\"house\")\nscreen: HomeViewController\n}\n}\n")
        for flags in ["--diff", "--check"] {
            let run = try Shell.run("\"$TABC\" fmt \(flags) esc.tabs", in: folder)
            XCTAssertEqual(run.status, flags == "--check" ? 1 : 0, run.stderr)
            XCTAssertFalse(run.stdout.unicodeScalars.contains { $0 == "\u{1b}" || $0 == "\r" }, "\(flags) printed a raw control byte: \(run.stdout.debugDescription)")
            XCTAssertTrue(run.stdout.contains("-layout A { // \u{FFFD}[2J clear\u{FFFD}\n"), run.stdout)
        }
    }

    func testTheImportRootIsComparedAsAResolvedPath() throws {
        try folder.write("Target/Styles/brand.tabs", "style Brand {\n    tint: systemGray\n}\n")
        try folder.write("Target2/Styles/brand.tabs", "style Brand {\n    tint: systemGray\n}\n")
        let app = Self.layout.replacingOccurrences(of: "    }\n}", with: "    }\n\n    style {\n        base: Brand\n    }\n}")
        try folder.write("Target/Layouts/app.tabs", "import \"../Styles/brand.tabs\"\n\n" + app)
        try folder.write("Target2/Layouts/app.tabs", "import \"../../Target/Styles/brand.tabs\"\n\n" + app)
        let run = try Shell.run("""
            ln -s Target T || exit 9
            "$TABC" check --format gcc --import-root T Target/Layouts/app.tabs; echo "link $?"
            "$TABC" check --format gcc --import-root ./Target/../Target/ Target/Layouts/app.tabs; echo "spelling $?"
            "$TABC" check --format gcc --import-root "$PWD/Target" Target/Layouts/app.tabs; echo "absolute $?"
            "$TABC" check --format gcc --import-root Target Target2/Layouts/app.tabs; echo "sibling $?"
            """, in: folder)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { !$0.contains("[TAB") }, ["link 0", "spelling 0", "absolute 0", "sibling 2"],
                       run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("'Target2/Layouts/app.tabs' is not inside '--import-root Target'"), run.stderr)
    }

    // MARK: - Standard output

    func testAFailedWriteToStandardOutputIsAnIOError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        try folder.write("a.tabs", Self.layout)
        try folder.write("bad.tabs", String(repeating: "@\n", count: 3000))
        try folder.write("u.tabs", "layout A {\nitem home {\ntitle: \"Home\"\nicon: symbol(\"house\")\nscreen: HomeViewController\n}\n}\n")
        for command in ["check --format json bad.tabs", "check --format sarif bad.tabs", "check bad.tabs", "build -o - a.tabs",
                        "build --format json a.tabs -o /dev/stdout", "fmt --stdout a.tabs", "fmt --diff u.tabs",
                        "preview -o - a.tabs", "schema", "explain TAB201", "explain height", "--help", "--version"] {
            let run = try Shell.run("\"$TABC\" \(command) > /dev/full", in: folder)
            XCTAssertEqual(run.status, 3, "\(command): \(run.stderr.suffix(300))")
            XCTAssertTrue(run.stderr.contains("No space left on device"), "\(command): \(run.stderr.suffix(300))")
        }
    }

    func testAClosedPipeEndsQuietlyAsSIGPIPEDoes() throws {
        try folder.write("bad.tabs", String(repeating: "@\n", count: 3000))
        try folder.write("a.tabs", Self.layout)
        for command in ["check --format json bad.tabs", "check bad.tabs", "schema"] {
            // `head` reads one byte and leaves; the rest of the output meets a closed pipe.
            let run = try Shell.run("""
                ( "$TABC" \(command) 2> err; echo $? > status ) | head -c 1 > /dev/null
                cat status; cat err
                """, in: folder)
            // `schema` may fit the pipe's buffer before `head` leaves; then it ends with 0.
            XCTAssertTrue(run.stdout == "141\n" || (command == "schema" && run.stdout == "0\n"), "\(command): \(run.stdout)")
        }
    }
}

/// Runs a step on a thread of its own, again and again, until stopped.
final class Flipper: @unchecked Sendable {
    private let step: () -> Void
    private let lock = NSLock()
    private var running = false
    private var finished = DispatchSemaphore(value: 0)

    init(_ step: @escaping () -> Void) {
        self.step = step
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    func start() {
        lock.lock()
        running = true
        lock.unlock()
        Thread {
            while self.isRunning { self.step() }
            self.finished.signal()
        }.start()
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
        finished.wait()
    }
}

/// Runs a shell script in a temporary folder with `$TABC` naming the binary under test.
enum Shell {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    static func run(_ script: String, in folder: TemporaryFolder, timeout: TimeInterval = 30) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TABC"] = Paths.tabc.path
        environment["TEST_FOLDER"] = folder.url.path
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-shell-\(UUID().uuidString)")
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
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                   stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                   timedOut: timedOut)
    }
}
