import Foundation
import XCTest

/// The recipes of docs/editors-and-ci.md, run with the real tools: Vim and Neovim headless on
/// `docs/recipes/tabs.vim` and `tabc_lint.lua`, the VS Code problem matcher's regex on real
/// output, the GitHub workflow's commands and the Xcode build phase's script in a scratch
/// repository. The doc shows these files verbatim (a test below checks), so the doc can't
/// drift from what is tested. Vim and Neovim are Debian's `vim` and `neovim`; without them
/// the editor tests skip, unless TABC_REQUIRE_TOOLS=1.
final class EditorRecipeTests: XCTestCase {
    static let recipes = Paths.root.appendingPathComponent("docs/recipes")

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// The outcome of a tool run with a time limit.
    struct Run {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Runs `arguments` in the scratch folder with `tabc` first on the PATH, standard input
    /// empty, standard output and error together; killed after `timeout` seconds.
    func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 60) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = Paths.products.path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["NO_COLOR"] = "1"
        env["HOME"] = folder.url.path
        env["XDG_CONFIG_HOME"] = folder.url.appendingPathComponent(".config").path
        env["XDG_DATA_HOME"] = folder.url.appendingPathComponent(".local/share").path
        env["XDG_STATE_HOME"] = folder.url.appendingPathComponent(".local/state").path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let logURL = folder.url.appendingPathComponent(".run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: logURL)
        return Run(status: process.terminationStatus, output: output, timedOut: timedOut)
    }

    /// The editors, each as a command line that runs `-c` commands without a terminal and
    /// without any user configuration, and the Debian package it comes from.
    static let editorCommands: [(executable: String, package: String, command: [String])] = [
        ("vim", "vim", ["vim", "-N", "-u", "NONE", "-i", "NONE", "-n", "-es"]),
        ("nvim", "neovim", ["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n"]),
    ]

    /// The installed editors. Under TABC_REQUIRE_TOOLS=1 both must be there (a recipe that works
    /// in one editor only would pass otherwise); without it, the missing ones are left out, and
    /// the test skips when none is installed.
    static func editors(required: Bool, installed: (String) -> Bool) throws -> [(name: String, command: [String])] {
        var editors: [(name: String, command: [String])] = []
        var missing: [String] = []
        for editor in editorCommands {
            if installed(editor.executable) {
                editors.append((editor.executable, editor.command))
            } else {
                missing.append("\(editor.executable) is not installed: install Debian's \(editor.package) (apt-get install -y \(editor.package))")
            }
        }
        if required && !missing.isEmpty {
            throw RequiredTool.Missing(description: missing.joined(separator: "; ") + "; TABC_REQUIRE_TOOLS=1 makes this a failure")
        }
        if editors.isEmpty { throw XCTSkip(missing.joined(separator: "; ")) }
        return editors
    }

    func editors() throws -> [(name: String, command: [String])] {
        try Self.editors(required: RequiredTool.isRequired) { RequiredTool.path(of: $0) != nil }
    }

    func testBothEditorsAreRequiredUnderRequireTools() throws {
        func outcome(required: Bool, installed: Set<String>) -> String {
            do {
                return try Self.editors(required: required) { installed.contains($0) }.map(\.name).joined(separator: ",")
            } catch is XCTSkip {
                return "skip"
            } catch {
                return "fail"
            }
        }
        XCTAssertEqual(outcome(required: true, installed: ["vim", "nvim"]), "vim,nvim")
        XCTAssertEqual(outcome(required: true, installed: ["vim"]), "fail")
        XCTAssertEqual(outcome(required: true, installed: ["nvim"]), "fail")
        XCTAssertEqual(outcome(required: true, installed: []), "fail")
        XCTAssertEqual(outcome(required: false, installed: ["vim"]), "vim")
        XCTAssertEqual(outcome(required: false, installed: ["nvim"]), "nvim")
        XCTAssertEqual(outcome(required: false, installed: []), "skip")
    }

    /// Ex commands as `-c` arguments (the editor quits at the end whatever happens).
    func commands(_ lines: [String]) -> [String] {
        lines.flatMap { ["-c", $0] } + ["-c", "qa!"]
    }

    // MARK: - Vim and Neovim: :make

    func testMakeFillsTheQuickfixListAtTheByteColumn() throws {
        let recipe = Self.recipes.appendingPathComponent("tabs.vim").path
        try folder.write("my layout.tabs", CommandLineFlagTests.korean)
        for editor in try editors() {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("qf.txt"))
            let result = try run(editor.command + commands([
                "edit my\\ layout.tabs",
                "source " + recipe,
                "silent make!",
                #"call writefile(map(getqflist(), {_, e -> bufname(e.bufnr) . '|' . e.lnum . '|' . e.col . '|' . e.type . '|' . e.valid . '|' . e.text}), 'qf.txt')"#,
            ]), timeout: 30)
            XCTAssertFalse(result.timedOut, "\(editor.name) hung: \(result.output)")
            let entries = folder.read("qf.txt")?.split(separator: "\n").map(String.init) ?? []
            XCTAssertEqual(entries, ["my layout.tabs|3|26|e|1|expected a line end or ';' after the member, found 'titel' [TAB101]"],
                           "\(editor.name): \(result.output)")
        }
    }

    func testMakeReadsWarningsAndNotes() throws {
        let recipe = Self.recipes.appendingPathComponent("tabs.vim").path
        // A duplicate id (an error with a note at the first) and a short bar (a warning).
        try folder.write("dup.tabs", """
            layout A {
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: H
                }
                item home {
                    title: "Again"
                    icon: symbol("house")
                    screen: H
                }
                style {
                    height: 40
                }
            }

            """)
        for editor in try editors() {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("qf.txt"))
            let result = try run(editor.command + commands([
                "edit dup.tabs", "source " + recipe, "silent make!",
                #"call writefile(map(getqflist(), {_, e -> e.lnum . '|' . e.col . '|' . e.type . '|' . e.valid}), 'qf.txt')"#,
            ]), timeout: 30)
            XCTAssertFalse(result.timedOut, "\(editor.name) hung")
            let entries = folder.read("qf.txt")?.split(separator: "\n").map(String.init) ?? []
            XCTAssertTrue(entries.contains("7|10|e|1"), "\(editor.name): \(entries) \(result.output)")
            XCTAssertTrue(entries.contains("2|10|n|1"), "\(editor.name): \(entries)")
            XCTAssertTrue(entries.contains { $0.hasPrefix("13|") && $0.hasSuffix("|w|1") }, "\(editor.name): \(entries)")
        }
    }

    // MARK: - Vim and Neovim: format on save

    func testFormatOnSaveFormatsAndLeavesABrokenBufferAlone() throws {
        let recipe = Self.recipes.appendingPathComponent("tabs.vim").path
        let messy = "layout A {\nitem home {\n title:\"Home\"\n   icon: symbol(\"house\")\n        screen: H\n    }\n}\n"
        let broken = "layout A {\n  item home {\n title \"Home\"\n }\n}\n"
        let formatted = CommandLineTests.clean.replacingOccurrences(of: "HomeViewController", with: "H")
        for editor in try editors() {
            try folder.write("messy layout.tabs", messy)
            try folder.write("broken.tabs", broken)
            let result = try run(editor.command + commands([
                "edit messy\\ layout.tabs", "source " + recipe, "write",
                "edit broken.tabs", "source " + recipe, "write",
                "call writefile(getline(1, '$'), 'buffer.txt')",
            ]), timeout: 30)
            XCTAssertFalse(result.timedOut, "\(editor.name) hung")
            XCTAssertEqual(folder.read("messy layout.tabs"), formatted, "\(editor.name): \(result.output)")
            XCTAssertEqual(folder.read("broken.tabs"), broken, "\(editor.name)")
            XCTAssertEqual(folder.read("buffer.txt"), broken, "\(editor.name): the buffer changed")
        }
    }

    // MARK: - Neovim: the JSON linter

    func testNeovimJSONLinterKeepsTheBuffersOwnDiagnosticsAtByteColumns() throws {
        try RequiredTool.check("nvim", package: "neovim")
        let recipe = Self.recipes.appendingPathComponent("tabc_lint.lua").path
        // The imported file has an error of its own: it belongs to its own buffer.
        try folder.write("other.tabs", "style Shared {\n    tint: #12\n}\n")
        try folder.write("main.tabs", "import \"other.tabs\"\n\n" + CommandLineFlagTests.korean)
        // Does what nvim-lint does with the linter: runs its command with the buffer on standard
        // input (each function argument called), then hands the output to its parser.
        try folder.write("run.lua", """
            local linter = dofile(\(luaString(recipe))).linter
            local bufnr = vim.api.nvim_get_current_buf()
            local command = { linter.cmd }
            for _, arg in ipairs(linter.args) do
              if type(arg) == "function" then arg = arg() end
              table.insert(command, arg)
            end
            local input = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\\n") .. "\\n"
            local output = vim.fn.system(command, input)
            local lines = {}
            for _, d in ipairs(linter.parser(output, bufnr)) do
              table.insert(lines, table.concat({ d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.code, d.source }, "|"))
            end
            table.insert(lines, "exit " .. vim.v.shell_error)
            vim.fn.writefile(lines, "lint.txt")

            """)
        let result = try run(["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n"]
                             + commands(["edit main.tabs", "luafile run.lua"]), timeout: 30)
        XCTAssertFalse(result.timedOut, "nvim hung")
        // Line 5 (0-based 4), bytes 25 to 30 (0-based) of `titel`; severity 1 is ERROR.
        XCTAssertEqual(folder.read("lint.txt"), "4|25|4|30|1|TAB101|tabc\nexit 1\n", result.output)
    }

    private func luaString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: - VS Code

    func testVSCodeProblemMatcherReadsRealOutputInUTF16Columns() throws {
        let data = try Data(contentsOf: Self.recipes.appendingPathComponent("vscode-tasks.json"))
        let tasks = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let task = try XCTUnwrap((tasks["tasks"] as? [[String: Any]])?.first { $0["label"] as? String == "tabc check" })
        let arguments = try XCTUnwrap(task["args"] as? [String])
        let matcher = try XCTUnwrap(task["problemMatcher"] as? [String: Any])
        let pattern = try XCTUnwrap(matcher["pattern"] as? [String: Any])
        let regex = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))
        func group(_ name: String) throws -> Int { try XCTUnwrap(pattern[name] as? Int) }

        // "🎉" is two UTF-16 code units; VS Code counts columns in them.
        try folder.write("Layouts/party.tabs", """
            layout A {
                item home {
                    title: "🎉"  titel: "x"
                    icon: symbol("house")
                    screen: H
                }
                style {
                    height: 40
                }
            }

            """)
        XCTAssertEqual(arguments.first, "check")
        let output = try Tabc.run(arguments, in: folder.url).standardOutput
        var matches: [[String: String]] = []
        for line in output.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = regex.firstMatch(in: line, range: range) else { continue }
            func text(_ index: Int) -> String { Range(match.range(at: index), in: line).map { String(line[$0]) } ?? "" }
            matches.append([
                "file": text(try group("file")), "line": text(try group("line")), "column": text(try group("column")),
                "severity": text(try group("severity")), "message": text(try group("message")), "code": text(try group("code")),
            ])
        }
        XCTAssertEqual(matches.count, 2, output)
        // `titel` is at scalar column 21, UTF-16 column 22.
        XCTAssertEqual(matches.first, ["file": "./Layouts/party.tabs", "line": "3", "column": "22", "severity": "error",
                                       "message": "expected a line end or ';' after the member, found 'titel'", "code": "TAB101"])
        XCTAssertEqual(matches.last?["severity"], "warning")
        XCTAssertEqual(matches.last?["code"], "TAB302")
        // The `note:` lines are not problems of their own.
        XCTAssertFalse(matches.contains { $0["severity"] == "note" })
    }

    // MARK: - GitHub Actions

    /// The steps of a workflow file: name, `if:`, `uses:` and the `run:` script, read line by
    /// line (the recipe keeps to this plain subset of YAML).
    struct Step {
        var job: String
        var name: String?
        var condition: String?
        var uses: String?
        var run: String?
    }

    static func steps(ofWorkflow text: String) -> [Step] {
        var steps: [Step] = []
        var job = ""
        var runIndent: Int?
        let lines = text.components(separatedBy: "\n")
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingCharacters(in: .whitespaces)
            if let blockIndent = runIndent {
                if content.isEmpty || indent >= blockIndent {
                    steps[steps.count - 1].run! += String(line.dropFirst(min(blockIndent, indent))) + "\n"
                    continue
                }
                runIndent = nil
            }
            if indent == 2, content.hasSuffix(":") { job = String(content.dropLast()) }
            var field = content
            if field.hasPrefix("- ") {
                steps.append(Step(job: job))
                field = String(field.dropFirst(2))
            }
            guard !steps.isEmpty, indent >= 6 else { continue }
            func value(_ key: String) -> String? {
                guard field.hasPrefix(key + ": ") else { return nil }
                var value = String(field.dropFirst(key.count + 2))
                if let comment = value.range(of: "  #") { value = String(value[..<comment.lowerBound]) }
                return value.trimmingCharacters(in: .whitespaces)
            }
            if let name = value("name") { steps[steps.count - 1].name = name }
            if let condition = value("if") { steps[steps.count - 1].condition = condition }
            if let uses = value("uses") { steps[steps.count - 1].uses = uses }
            if let run = value("run") {
                if run == "|" {
                    steps[steps.count - 1].run = ""
                    runIndent = indent + 2 + (content.hasPrefix("- ") ? 2 : 0)
                } else {
                    steps[steps.count - 1].run = run + "\n"
                }
            }
        }
        return steps
    }

    func testGitHubWorkflowUsesCurrentActionsPinsTabcAndRunsEveryGate() throws {
        let text = try String(contentsOf: Self.recipes.appendingPathComponent("github-workflow.yml"), encoding: .utf8)
        let steps = Self.steps(ofWorkflow: text)
        let uses = Set(steps.compactMap(\.uses))
        XCTAssertEqual(uses, ["actions/checkout@v5", "github/codeql-action/upload-sarif@v4"])
        for gate in ["Formatting", "Generated Swift is up to date", "Upload results"] {
            XCTAssertEqual(steps.first { $0.name == gate }?.condition, "${{ !cancelled() }}", gate)
        }
        // tabc is built from a ref that exists (the branch main, or a commit's hash) of the
        // repository the Actions variable names, as the README's Install section builds it.
        let installs = steps.filter { $0.name == "Install tabc" }
        XCTAssertEqual(installs.count, 2)
        for install in installs {
            XCTAssertTrue(install.run?.contains("fetch -q --depth 1 \"$TABC_REPOSITORY\" \"$TABC_REF\"") == true, install.run ?? "")
            XCTAssertTrue(install.run?.contains("swift build -c release --product tabc --static-swift-stdlib") == true, install.run ?? "")
        }
        XCTAssertTrue(text.contains("TABC_REPOSITORY: ${{ vars.TABC_REPOSITORY }}"))
        XCTAssertTrue(text.contains("TABC_REF: main"))
        XCTAssertFalse(text.contains("<tabc repository URL>"))
    }

    func testGitHubWorkflowCommandsRunLocally() throws {
        let text = try String(contentsOf: Self.recipes.appendingPathComponent("github-workflow.yml"), encoding: .utf8)
        let steps = Self.steps(ofWorkflow: text).filter { $0.run != nil && $0.name != "Install tabc" }
        // A repository with a layout whose file name needs escaping in a property and that is
        // not formatted, one with a `%` in its message (a syntax error, so not formatted
        // either), and a clean one without its generated Swift.
        try folder.write("Layouts/a,b:c.tabs", """
            layout A {
            item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: H
                    titel: "x"
                }
            }

            """)
        try folder.write("Layouts/pct.tabs", """
            layout P {
                item home {
                    title: "Home" %
                    icon: symbol("house")
                    screen: H
                }
            }

            """)
        try folder.write("Layouts/ok.tabs", CommandLineTests.clean.replacingOccurrences(of: "layout A", with: "layout Ok"))
        func runStep(_ name: String, job: String = "tabc") throws -> (Run, String) {
            let step = try XCTUnwrap(steps.first { $0.name == name && $0.job == job }, name)
            let outputs = folder.url.appendingPathComponent(".github-output")
            try? FileManager.default.removeItem(at: outputs)
            _ = FileManager.default.createFile(atPath: outputs.path, contents: nil)
            // GitHub runs `run:` with `bash --noprofile --norc -eo pipefail {0}`.
            let result = try run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", try XCTUnwrap(step.run)],
                                 environment: ["GITHUB_OUTPUT": outputs.path], timeout: 60)
            XCTAssertFalse(result.timedOut, name)
            return (result, folder.read(".github-output") ?? "")
        }

        let (check, _) = try runStep("Check layouts")
        XCTAssertEqual(check.status, 1, check.output)
        let commands = check.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(commands, [
            "::error file=Layouts/a%2Cb%3Ac.tabs,line=6,col=9,endLine=6,endColumn=14,title=TAB201::unknown property 'titel' in an item",
            "::error file=Layouts/pct.tabs,line=3,col=23,endLine=3,endColumn=24,title=TAB001::unexpected character '%25'",
        ], check.output)

        let (format, _) = try runStep("Formatting")
        XCTAssertEqual(format.status, 1)
        XCTAssertTrue(format.output.hasPrefix("Layouts/a,b:c.tabs\n--- a/Layouts/a,b:c.tabs\n+++ b/Layouts/a,b:c.tabs\n"), format.output)
        XCTAssertTrue(format.output.contains("\n-item home {\n+    item home {\n"), format.output)
        XCTAssertTrue(format.output.contains("not formatted: 1 file has syntax errors"), format.output)

        let (build, _) = try runStep("Generated Swift is up to date")
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.output.contains("Layouts/ok.swift: missing (generated from Layouts/ok.tabs)"), build.output)

        // The code-scanning job: the log is written and the status kept for the last step.
        let (scan, outputs) = try runStep("Check layouts", job: "code-scanning")
        XCTAssertEqual(scan.status, 0, scan.output)
        XCTAssertEqual(outputs, "status=1\n")
        let sarif = try Data(contentsOf: folder.url.appendingPathComponent("tabc.sarif"))
        XCTAssertEqual(try SchemaValidator.validate(documents: [("tabc.sarif", sarif)], schema: try DiagnosticFormatsTests.sarifSchema(),
                                                    draft: "Draft4Validator"), [])
    }

    // MARK: - Xcode

    func testXcodeBuildPhaseScriptPrintsIssuesXcodeReads() throws {
        let script = try String(contentsOf: Self.recipes.appendingPathComponent("xcode-build-phase.sh"), encoding: .utf8)
        try folder.write("App/Layouts/ok.tabs", CommandLineTests.clean)
        try folder.write("App/Layouts/bad.tabs", "layout B {\n    item home {\n        titel: \"x\"\n    }\n}\n")
        let result = try run(["bash", "-e", "-c", script], environment: ["SRCROOT": folder.url.path], timeout: 60)
        XCTAssertEqual(result.status, 1, result.output)
        let badPath = folder.url.appendingPathComponent("App/Layouts/bad.tabs").path
        XCTAssertTrue(result.output.contains("\(badPath):3:9: error: unknown property 'titel' in an item; did you mean 'title'? [TAB201]\n"),
                      result.output)
        XCTAssertFalse(result.output.contains(" --> "), "human diagnostics instead of gcc lines: \(result.output)")
        XCTAssertNotNil(folder.read("App/Layouts/ok.swift"))
    }

    func testThePluginPassesTheGCCDiagnosticsFormat() throws {
        // Xcode shows a build command's `path:line:col: error:` lines as issues.
        let plugin = try String(contentsOf: Paths.root.appendingPathComponent("Plugins/TabcPlugin/plugin.swift"), encoding: .utf8)
        XCTAssertTrue(plugin.contains(#"arguments: ["build", "--format", "swift", "--diagnostics-format", "gcc","#), plugin)
    }

    // MARK: - The doc shows the tested files

    func testTheDocShowsEveryRecipeFileVerbatim() throws {
        let doc = try String(contentsOf: Paths.root.appendingPathComponent("docs/editors-and-ci.md"), encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.recipes.path).sorted()
        XCTAssertEqual(names, ["github-workflow.yml", "tabc-eglot.el", "tabc-lsp.lua", "tabc_lint.lua", "tabs-ftdetect.vim", "tabs-syntax.vim", "tabs.vim",
                               "vscode-tasks.json", "xcode-build-phase.sh"])
        for name in names {
            let text = try String(contentsOf: Self.recipes.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(doc.contains("\n" + text + "```\n"), "docs/editors-and-ci.md doesn't show docs/recipes/\(name) verbatim in a code block")
            XCTAssertTrue(doc.contains("docs/recipes/\(name)"), "docs/editors-and-ci.md doesn't name docs/recipes/\(name)")
        }
    }
}
