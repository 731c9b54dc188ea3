import Foundation
import XCTest
@testable import TabDSL

/// The Vim syntax file and filetype detection of docs/recipes (`tabs-syntax.vim`,
/// `tabs-ftdetect.vim`), installed in a scratch runtime folder and run headless in Debian's
/// `vim` and `neovim` without any language server: `synIDattr(synID(…))` names the group at
/// each kind of token.
final class VimSyntaxTests: XCTestCase {
    static let recipes = Paths.root.appendingPathComponent("docs/recipes")

    static let sample = """
    // A comment
    layout App {
        item home { title: "Home \\u{1F600}"; tag: 3; icon: symbol("house") }
        style { tint: systemBlue; background: #FFF /* nested /* still */ comment */ }
    }

    """

    /// The 1-based line and byte column of the `occurrence`-th `needle` in the sample, plus `shift`.
    static func place(_ needle: String, shift: Int = 0) -> (Int, Int) {
        for (index, line) in sample.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line[..<range.lowerBound].utf8.count + 1 + shift)
            }
        }
        return (0, 0)
    }

    static let expected: [(String, Int, String)] = [
        ("// A comment", 3, "tabsComment"),
        ("layout", 0, "tabsKeyword"),
        ("item", 1, "tabsKeyword"),
        ("title", 0, "tabsProperty"),
        ("\"Home", 2, "tabsString"),
        ("\\u{", 0, "tabsEscape"),
        ("3;", 0, "tabsNumber"),
        ("symbol", 0, "tabsCall"),
        ("systemBlue", 0, "tabsSystemColor"),
        ("#FFF", 1, "tabsColor"),
        ("still", 0, "tabsBlockComment"),
        ("comment */", 0, "tabsBlockComment"),
        ("App", 0, ""),
    ]

    func testSyntaxGroupsInVimAndNeovimWithoutALanguageServer() throws {
        let folder = try TemporaryFolder()
        let runtime = folder.url.appendingPathComponent("runtime")
        try folder.write("runtime/syntax/tabs.vim", String(contentsOf: Self.recipes.appendingPathComponent("tabs-syntax.vim"), encoding: .utf8))
        try folder.write("runtime/ftdetect/tabs.vim", String(contentsOf: Self.recipes.appendingPathComponent("tabs-ftdetect.vim"), encoding: .utf8))
        let file = try folder.write("app.tabs", Self.sample)
        let places = Self.expected.map { Self.place($0.0, shift: $0.1) }
        let probe = """
        let s:out = ['filetype=' . &filetype]
        for [l, c] in [\(places.map { "[\($0.0), \($0.1)]" }.joined(separator: ", "))]
          call add(s:out, synIDattr(synID(l, c, 1), 'name'))
        endfor
        call writefile(s:out, $RESULT_FILE)
        """
        try folder.write("probe.vim", probe)
        var ran = 0
        for (executable, package, command) in [("vim", "vim", ["vim", "-N", "-u", "NONE", "-i", "NONE", "-n", "-es"]),
                                               ("nvim", "neovim", ["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n"])] {
            do { try RequiredTool.check(executable, package: package) } catch is XCTSkip { continue }
            ran += 1
            let result = folder.url.appendingPathComponent("result-\(executable).txt")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command + ["--cmd", "set rtp^=\(runtime.path)", "--cmd", "filetype on", "--cmd", "syntax on",
                                           "-c", "source \(folder.url.appendingPathComponent("probe.vim").path)", "-c", "qa!", file.path]
            var environment = ProcessInfo.processInfo.environment
            environment["RESULT_FILE"] = result.path
            environment["HOME"] = folder.url.path
            environment["XDG_CONFIG_HOME"] = folder.url.appendingPathComponent(".config").path
            environment["XDG_DATA_HOME"] = folder.url.appendingPathComponent(".local/share").path
            environment["XDG_STATE_HOME"] = folder.url.appendingPathComponent(".local/state").path
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                process.terminate()
                XCTFail("\(executable) did not finish within 60 s")
                continue
            }
            let lines = (try? String(contentsOf: result, encoding: .utf8))?.components(separatedBy: "\n") ?? []
            XCTAssertEqual(lines.first, "filetype=tabs", "\(executable): the ftdetect file sets the filetype")
            for (index, (needle, _, group)) in Self.expected.enumerated() {
                XCTAssertEqual(lines.dropFirst(index + 1).first, group, "\(executable): '\(needle)'")
            }
        }
        if ran == 0 { try RequiredTool.check("vim", package: "vim") }
    }

    /// The syntax file's system colors are the language's, so a color added to the table
    /// can't be forgotten here.
    func testTheSyntaxFileNamesEverySystemColor() throws {
        let text = try String(contentsOf: Self.recipes.appendingPathComponent("tabs-syntax.vim"), encoding: .utf8)
        let names = text.components(separatedBy: "\n")
            .filter { $0.hasPrefix("syntax keyword tabsSystemColor ") }
            .flatMap { $0.dropFirst("syntax keyword tabsSystemColor ".count).split(separator: " ").map(String.init) }
        XCTAssertEqual(names, SystemColors.names)
        let keywords = text.components(separatedBy: "\n").first { $0.hasPrefix("syntax keyword tabsKeyword ") }
        XCTAssertEqual(keywords, "syntax keyword tabsKeyword import layout style item modal inject")
    }
}
