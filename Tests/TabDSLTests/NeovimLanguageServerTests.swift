import Foundation
import XCTest
@testable import TabDSL

/// A real editor's client against `tabc lsp`: Debian's Neovim (0.7 and later) runs headless
/// with `Fixtures/editors/lsp.lua`, which opens a broken file with Korean text and checks
/// diagnostics, completion, hover, definition, a quick fix and formatting through Neovim's own
/// LSP client.
final class NeovimLanguageServerTests: XCTestCase {
    static let editors = Paths.fixtures.appendingPathComponent("editors")

    /// The `nvim` on the PATH; skips (or fails under TABC_REQUIRE_TOOLS=1) when there is none.
    static func neovim() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("nvim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let message = "nvim not found: install the Debian package 'neovim'"
        if ProcessInfo.processInfo.environment["TABC_REQUIRE_TOOLS"] == "1" {
            XCTFail(message)
            throw XCTSkip(message + " (and TABC_REQUIRE_TOOLS=1 made this a failure)")
        }
        throw XCTSkip(message)
    }

    func testNeovimClientSeesDiagnosticsCompletionHoverDefinitionQuickFixAndFormatting() throws {
        let nvim = try Self.neovim()
        let folder = try TemporaryFolder()
        let broken = try String(contentsOf: Self.editors.appendingPathComponent("broken.tabs"), encoding: .utf8)
        let tabsFile = try folder.write("broken.tabs", broken)
        // After the quick fix ('titel' → 'title') and formatting, the buffer holds what `tabc fmt` prints.
        let fixed = broken.replacingOccurrences(of: "titel:", with: "title:")
        let expected = try TabsFormatter.format(SourceFile(path: "fixed.tabs", text: fixed)).get()
        let expectedFile = try folder.write("expected.tabs", expected)
        let resultFile = folder.url.appendingPathComponent("result.txt")

        let process = Process()
        process.executableURL = nvim
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n",
                             "-c", "luafile \(Self.editors.appendingPathComponent("lsp.lua").path)"]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["TABC"] = Paths.tabc.path
        environment["TABS_FILE"] = tabsFile.path
        environment["EXPECTED_FILE"] = expectedFile.path
        environment["RESULT_FILE"] = resultFile.path
        environment["HOME"] = folder.url.path
        environment["XDG_STATE_HOME"] = folder.url.path
        environment["XDG_DATA_HOME"] = folder.url.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Bounded: the script's own waits add up to well under a minute.
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("nvim did not finish within 90 s")
            return
        }
        let result = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? "no result file (nvim status \(process.terminationStatus))"
        XCTAssertEqual(result, "ok\n")
    }

    /// Neovim 0.7 set up by docs/recipes/tabc-lsp.lua alone (`-u` it, as an init.lua): a
    /// `.tabs` file gets its filetype, the server starts and publishes; then a file the buffer
    /// imports changes on disk, `workspace/didChangeWatchedFiles` says so, and the buffer's
    /// diagnostics are published again. Semantic tokens are not tested here: Neovim 0.7 has no
    /// client for them (LanguageServerProcessTests checks them over pipes).
    func testTheRecipeStartsTheServerAndAWatchedFileChangeRepublishes() throws {
        let nvim = try Self.neovim()
        let folder = try TemporaryFolder()
        try folder.write("styles.tabs", "style Other {\n    height: 60\n}\n")
        let app = try folder.write("app.tabs", LanguageServerTests.sample)
        let resultFile = folder.url.appendingPathComponent("result.txt")
        let recipe = Paths.root.appendingPathComponent("docs/recipes/tabc-lsp.lua")

        let process = Process()
        process.executableURL = nvim
        process.arguments = ["--headless", "-u", recipe.path, "-i", "NONE", "-n",
                             "-c", "luafile \(Self.editors.appendingPathComponent("watched.lua").path)", app.path]
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Paths.tabc.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["STYLES_FILE"] = folder.url.appendingPathComponent("styles.tabs").path
        environment["RESULT_FILE"] = resultFile.path
        environment["HOME"] = folder.url.path
        environment["XDG_CONFIG_HOME"] = folder.url.appendingPathComponent(".config").path
        environment["XDG_STATE_HOME"] = folder.url.path
        environment["XDG_DATA_HOME"] = folder.url.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("nvim did not finish within 60 s")
            return
        }
        let result = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? "no result file (nvim status \(process.terminationStatus))"
        XCTAssertEqual(result, "ok\n")
    }
}
