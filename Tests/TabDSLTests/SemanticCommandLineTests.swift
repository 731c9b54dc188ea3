import Foundation
import XCTest
@testable import TabDSL

/// `tabc explain` and `tabc check --strict`, run as a process.
final class SemanticCommandLineTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-semantic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `tabc` in the test's folder with `NO_COLOR=1`; output goes to files, so neither
    /// pipe can fill up and block.
    func tabc(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Paths.tabc
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    // MARK: - explain

    func testExplainPrintsTheExplanationAndExamples() throws {
        let run = try tabc(["explain", "TAB201"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout, Explanations.text(for: .TAB201))
        let examples = try XCTUnwrap(Explanations.examples(for: .TAB201))
        XCTAssertTrue(run.stdout.contains(examples.wrong))
        XCTAssertTrue(run.stdout.contains(examples.right))
        XCTAssertTrue(run.stdout.contains("main.tabs:3:9: error: unknown property 'titel' in an item; did you mean 'title'? [TAB201]"))
    }

    func testExplainAcceptsLowerCaseAndBareNumbers() throws {
        let canonical = try tabc(["explain", "TAB304"]).stdout
        for spelling in ["tab304", "Tab304", "304"] {
            let run = try tabc(["explain", spelling])
            XCTAssertEqual(run.status, 0, spelling)
            XCTAssertEqual(run.stdout, canonical, spelling)
        }
        XCTAssertEqual(try tabc(["explain", "001"]).stdout, Explanations.text(for: .TAB001))
    }

    func testExplainEveryCode() throws {
        for code in DiagnosticCode.allCases {
            let run = try tabc(["explain", code.rawValue])
            XCTAssertEqual(run.status, 0, code.rawValue)
            XCTAssertTrue(run.stdout.hasPrefix("# \(code.rawValue): "), code.rawValue)
        }
    }

    func testExplainUnknownCodeIsAUsageErrorWithASuggestion() throws {
        let cases = [
            ("TAB999", "unknown diagnostic code 'TAB999'; did you mean 'TAB901'?"),
            ("TAB9011", "unknown diagnostic code 'TAB9011'; did you mean 'TAB901'?"),
            ("TAB2O1", "unknown diagnostic code 'TAB2O1'; did you mean 'TAB201'?"),
            ("tab1O1", "unknown diagnostic code 'tab1O1'; did you mean 'TAB101'?"),
            ("hello", "unknown diagnostic code or property 'hello'\n"),
            ("heigth", "unknown diagnostic code or property 'heigth'; did you mean 'height'?"),
        ]
        for (code, message) in cases {
            let run = try tabc(["explain", code])
            XCTAssertEqual(run.status, 2, code)
            XCTAssertEqual(run.stdout, "", code)
            XCTAssertTrue(run.stderr.contains("tabc: error: " + message), "\(code): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("tabc help explain"), code)
        }
    }

    func testExplainAPropertyShowsItsTypeDefaultAndArguments() throws {
        let run = try tabc(["explain", "raised"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, Explanations.text(for: try XCTUnwrap(Schema.property(named: "raised"))))
        XCTAssertTrue(run.stdout.contains("\nDefault: none\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n- `size`: a number (0…10000), default 64\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n- `offset`: a number (0…10000), default 20\n"), run.stdout)
        XCTAssertTrue(try tabc(["explain", "height"]).stdout.contains("\nDefault: 49\n\nRange: 30…200\n"))
    }

    func testExplainNeedsExactlyOneCode() throws {
        XCTAssertEqual(try tabc(["explain"]).status, 2)
        XCTAssertEqual(try tabc(["explain", "TAB201", "TAB202"]).status, 2)
        XCTAssertEqual(try tabc(["explain", "--verbose", "TAB201"]).status, 2)
        let help = try tabc(["explain", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: tabc explain CODE"))
    }

    // MARK: - check --strict

    static let warningsOnly = """
        layout App {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
            style {
                height: 40
            }
        }

        """

    func testStrictFailsOnWarningsOnly() throws {
        try write("low.tabs", Self.warningsOnly)
        let lenient = try tabc(["check", "--format", "gcc", "low.tabs"])
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(lenient.stdout, "low.tabs:8:17: warning: 'height' is 40 pt, below the 44 pt minimum touch target [TAB302]\n")
        let strict = try tabc(["check", "--format", "gcc", "--strict", "low.tabs"])
        XCTAssertEqual(strict.status, 1)
        // --strict changes the exit status only: the warning stays a warning.
        XCTAssertEqual(strict.stdout, lenient.stdout)
    }

    func testStrictPassesACleanFileAndErrorsFailEitherWay() throws {
        try write("clean.tabs", Self.warningsOnly.replacingOccurrences(of: "height: 40", with: "height: 49"))
        XCTAssertEqual(try tabc(["check", "--strict", "clean.tabs"]).status, 0)
        try write("broken.tabs", Self.warningsOnly.replacingOccurrences(of: "height: 40", with: "height: 20"))
        XCTAssertEqual(try tabc(["check", "broken.tabs"]).status, 1)
        XCTAssertEqual(try tabc(["check", "--strict", "broken.tabs"]).status, 1)
    }

    func testEveryExampleIsCleanUnderStrict() throws {
        let examples = Paths.tabsFiles(in: Paths.examples)
        XCTAssertEqual(examples.count, 10)
        for url in examples {
            let run = try tabc(["check", "--strict", "--format", "gcc", url.path])
            XCTAssertEqual(run.status, 0, url.lastPathComponent)
            XCTAssertEqual(run.stdout, "", url.lastPathComponent)
        }
        let all = try tabc(["check", "--strict", "examples"], in: Paths.root)
        XCTAssertEqual(all.status, 0)
        XCTAssertEqual(all.stdout, "")
    }

    func testMissingImportExitsOneNotThree() throws {
        try write("main.tabs", "import \"nowhere.tabs\"\n\n" + Self.warningsOnly.replacingOccurrences(of: "height: 40", with: "height: 49"))
        let run = try tabc(["check", "--format", "gcc", "main.tabs"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("main.tabs:1:8: error: imported file 'nowhere.tabs' not found [TAB218]\n"), run.stdout)
    }

    func testImportsAcrossRealFiles() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("styles"), withIntermediateDirectories: true)
        try write("styles/brand.tabs", "style Brand {\n    height: 40\n}\n")
        try write("main.tabs", "import \"styles/brand.tabs\"\n\n" + Self.warningsOnly.replacingOccurrences(of: "height: 40", with: "base: Brand"))
        let run = try tabc(["check", "--format", "gcc", "main.tabs"])
        XCTAssertEqual(run.status, 0)
        // The imported file's warning is reported under its own path.
        XCTAssertEqual(run.stdout, "styles/brand.tabs:2:13: warning: 'height' is 40 pt, below the 44 pt minimum touch target [TAB302]\n")
    }
}
