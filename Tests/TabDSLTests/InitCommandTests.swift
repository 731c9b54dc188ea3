import Foundation
import XCTest

/// `tabc init`: a commented starter layout of each framework and kind that checks without a
/// diagnostic, written atomically, never replacing a file.
final class InitCommandTests: XCTestCase {
    func testDefaultStarterChecksCleanAndIsFormatted() throws {
        let folder = try TemporaryFolder()
        let run = try Tabc.run(["init"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "wrote TabBar.tabs; check it with 'tabc check TabBar.tabs'\n")
        let text = try XCTUnwrap(folder.read("TabBar.tabs"))
        XCTAssertTrue(text.contains("layout TabBar {"), text)
        XCTAssertTrue(text.contains("kind: custom"), text)
        XCTAssertTrue(text.contains("// "), "the starter explains itself in comments")
        let check = try Tabc.run(["check", "--format", "gcc", "TabBar.tabs"], in: folder.url)
        XCTAssertEqual(check.status, 0)
        XCTAssertEqual(check.standardOutput, "", "no diagnostic, not even a warning")
        XCTAssertEqual(try Tabc.run(["fmt", "--check", "TabBar.tabs"], in: folder.url).status, 0, "already in the canonical style")
        XCTAssertEqual(try Tabc.run(["build", "TabBar.tabs"], in: folder.url).status, 0)
        XCTAssertNotNil(folder.read("TabBar.swift"))
    }

    func testEveryUIKitStarterChecksClean() throws {
        try checkStarters(framework: "uikit")
    }

    /// The SwiftUI starters carry `framework: swiftui`; until the language knows that
    /// property (`tabc explain framework`), they can't check clean, and the test skips.
    func testEverySwiftUIStarterChecksClean() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try Tabc.run(["init", "--framework", "swiftui", "S"], in: folder.url).status, 0)
        XCTAssertTrue(try XCTUnwrap(folder.read("S.tabs")).contains("\n    framework: swiftui\n"))
        if try Tabc.run(["explain", "framework"]).status != 0 {
            throw XCTSkip("the language has no 'framework' property yet ('tabc explain framework' says it is unknown)")
        }
        try checkStarters(framework: "swiftui")
    }

    /// The SwiftUI custom starter is a drawn bar: it gets the drawn bar's style (height, tints,
    /// shadow), which checks clean; the system one keeps to what `TabView` shows.
    func testSwiftUICustomStarterHasTheDrawnBarsStyle() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try Tabc.run(["init", "--framework", "swiftui", "--kind", "custom", "Drawn"], in: folder.url).status, 0)
        let drawn = try XCTUnwrap(folder.read("Drawn.tabs"))
        XCTAssertTrue(drawn.contains("        height: 56\n") && drawn.contains("        shadow: shadow("), drawn)
        XCTAssertTrue(drawn.contains("a bar drawn by the generated SwiftUI view"), drawn)
        XCTAssertEqual(try Tabc.run(["check", "--strict", "Drawn.tabs"], in: folder.url).status, 0)
        XCTAssertEqual(try Tabc.run(["init", "--framework", "swiftui", "--kind", "system", "System"], in: folder.url).status, 0)
        XCTAssertFalse(try XCTUnwrap(folder.read("System.tabs")).contains("height:"))
    }

    private func checkStarters(framework: String) throws {
        for kind in ["custom", "system"] {
            let folder = try TemporaryFolder()
            let run = try Tabc.run(["init", "--framework", framework, "--kind", kind, "Home"], in: folder.url)
            XCTAssertEqual(run.status, 0, run.standardError)
            let text = try XCTUnwrap(folder.read("Home.tabs"))
            XCTAssertTrue(text.contains("layout Home {") && text.contains("kind: \(kind)"), text)
            let check = try Tabc.run(["check", "--format", "gcc", "Home.tabs"], in: folder.url)
            XCTAssertEqual(check.status, 0, "\(framework) \(kind)")
            XCTAssertEqual(check.standardOutput, "", "\(framework) \(kind)")
            XCTAssertEqual(try Tabc.run(["fmt", "--check", "Home.tabs"], in: folder.url).status, 0, "\(framework) \(kind)")
        }
    }

    func testNeverReplacesAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("TabBar.tabs", "mine\n")
        var run = try Tabc.run(["init"], in: folder.url)
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.standardError, "tabc: error: TabBar.tabs: already exists; 'tabc init' never replaces a file\n")
        XCTAssertEqual(folder.read("TabBar.tabs"), "mine\n")
        // Nor what a symbolic link points at, even a dangling one.
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Link.tabs").path,
                                                   withDestinationPath: "target.tabs")
        run = try Tabc.run(["init", "Link"], in: folder.url)
        XCTAssertEqual(run.status, 3)
        XCTAssertNil(folder.read("target.tabs"))
        // No temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        XCTAssertEqual(names, ["Link.tabs", "TabBar.tabs"])
    }

    func testNames() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try Tabc.run(["init", "my-bar.tabs"], in: folder.url).status, 0)
        XCTAssertTrue(try XCTUnwrap(folder.read("my-bar.tabs")).contains("layout TabBar {"), "not an identifier: the default name")
        XCTAssertEqual(try Tabc.run(["init", "settings"], in: folder.url).status, 0)
        XCTAssertTrue(try XCTUnwrap(folder.read("settings.tabs")).contains("layout Settings {"))
        XCTAssertEqual(try Tabc.run(["init", "missing/Bar"], in: folder.url).status, 3)
        for arguments in [["--kind", "other"], ["a", "b"], ["--framework"]] {
            let run = try Tabc.run(["init"] + arguments, in: folder.url)
            XCTAssertEqual(run.status, 2, "\(arguments)")
        }
    }
}
