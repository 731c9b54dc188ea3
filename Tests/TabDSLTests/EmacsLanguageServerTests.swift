import Foundation
import XCTest
@testable import TabDSL

/// Emacs's eglot against `tabc lsp`, headless: Debian's `emacs-nox` with `elpa-eglot`, set up by
/// `docs/recipes/tabc-eglot.el` alone, checked by `Fixtures/editors/eglot.el`.
final class EmacsLanguageServerTests: XCTestCase {
    func testEglotRecipeStartsTheServerAndPlacesDiagnosticsAfterHangulAndEmoji() throws {
        try RequiredTool.check("emacs", package: "emacs-nox")
        // Debian 12's Emacs 28 has eglot only from elpa-eglot (there is no `eglot` executable:
        // the check below then skips, or fails under TABC_REQUIRE_TOOLS=1, naming the package).
        let elpa = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/emacs/site-lisp/elpa")) ?? []
        if !elpa.contains(where: { $0.hasPrefix("eglot-") }) { try RequiredTool.check("eglot", package: "elpa-eglot") }
        let folder = try TemporaryFolder()
        let file = try folder.write("app.tabs", """
        layout App {
            item home {
                title: "홈 😀"; titel: "x"
                icon: symbol("house")
                screen: Home
            }
        }

        """)
        let resultFile = folder.url.appendingPathComponent("result.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `-q` (not `-Q`): Debian's site start-up must run, as it activates elpa-eglot.
        process.arguments = ["emacs", "--batch", "-q",
                             "-l", Paths.root.appendingPathComponent("docs/recipes/tabc-eglot.el").path,
                             "-l", NeovimLanguageServerTests.editors.appendingPathComponent("eglot.el").path]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Paths.tabc.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TABS_FILE"] = file.path
        environment["RESULT_FILE"] = resultFile.path
        environment["HOME"] = folder.url.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("emacs did not finish within 60 s")
            return
        }
        let result = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? "no result file (emacs status \(process.terminationStatus))"
        XCTAssertEqual(result, "ok\n")
    }
}
