import TabDSL

/// One flag of a command: every spelling, its value, its help. The argument parser, the help
/// and the shell completions all read these rows, so a flag is declared once.
struct FlagSpec {
    /// What the value of a flag is, for the help's placeholder and the completions.
    enum Value {
        /// A flag without a value (`--strict`).
        case none
        /// One of a fixed set of words (`--format gcc`).
        case choice([String])
        /// A path to a file, with the extension the completions offer (nil: any file).
        case file(String?)
        /// A path to a folder.
        case directory
        /// Free text or a number: the completions offer nothing.
        case text
    }

    /// The key the parsed value is stored under (`format`).
    var key: String
    /// Every spelling, short ones first (`-o`, `--output`).
    var spellings: [String]
    /// The kind of value the flag takes.
    var value: Value = .none
    /// The value's name in the options list (`FORMAT`); unused for `.none`.
    var placeholder: String = ""
    /// The flag as the usage line shows it, when the default (`[--format a|b]`) is not right;
    /// an empty string leaves it out (another flag's synopsis shows it).
    var synopsis: String?
    /// Whether the flag may be given several times (`--strings A --strings B`).
    var repeatable = false
    /// One paragraph of help, wrapped when printed.
    var help: String

    /// The value's allowed words, if it has a fixed set.
    var choices: [String]? {
        if case .choice(let words) = value { return words }
        return nil
    }

    /// Whether the flag takes a value.
    var takesValue: Bool {
        if case .none = value { return false }
        return true
    }

    /// `[--format human|gcc]`, `[-o PATH]`, `[--strict]`, `[--strings CATALOG]...`.
    var usage: String {
        if let synopsis { return synopsis }
        let name = spellings.first ?? key
        var text = name
        if let choices {
            text += " " + choices.joined(separator: "|")
        } else if takesValue {
            text += " " + placeholder
        }
        return "[\(text)]" + (repeatable ? "..." : "")
    }
}

/// One command: its name, what it does, its operands and flags, and the rest of its help.
struct CommandSpec {
    /// What the command's operands are, for the completions.
    enum Operands {
        /// No operands.
        case none
        /// Layout files and folders (`*.tabs`, a folder, `-`).
        case layouts
        /// One of a fixed set of words (`schema output|diagnostics`).
        case words([String])
        /// A name of a file to create.
        case newFile
        /// A command's name (`help COMMAND`).
        case commands
    }

    /// The command word (`check`).
    var name: String
    /// One line for the overview's command list.
    var summary: String
    /// The operands in the usage line (`FILE|DIR|-...`), empty for none.
    var operandsUsage: String = ""
    /// What the completions offer for operands.
    var operands: Operands = .none
    /// The paragraphs after the usage line, already wrapped.
    var description: String
    /// The command's flags, in the order the help lists them.
    var flags: [FlagSpec] = []
    /// Text after the options (exit status), already wrapped; empty for none.
    var epilogue: String = ""

    /// The parser's view of the flags.
    var parserSpec: ParsedArguments.Spec {
        var spec = ParsedArguments.Spec()
        for flag in flags {
            for spelling in flag.spellings {
                if flag.takesValue {
                    spec.valued[spelling] = flag.key
                } else {
                    spec.boolean[spelling] = flag.key
                }
                spec.spellings.append(spelling)
            }
            if let choices = flag.choices { spec.choices[flag.key] = choices }
            if flag.repeatable { spec.repeatable.insert(flag.key) }
        }
        return spec
    }
}

/// Every command of `tabc` with its flags: the one table the parser, the help and the
/// completions read.
enum CommandTable {
    /// A command by name.
    static func command(_ name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The parser's spec of a command (empty for a command not in the table).
    static func spec(_ name: String) -> ParsedArguments.Spec {
        command(name)?.parserSpec ?? ParsedArguments.Spec()
    }

    /// The words of `--color`.
    static let colorChoices = ColorChoice.allCases.map(\.rawValue)

    /// `--color WHEN`, with this command's help.
    static func color(_ help: String) -> FlagSpec {
        FlagSpec(key: "color", spellings: ["--color"], value: .choice(colorChoices), placeholder: "WHEN", help: help)
    }

    /// `--stdin-filename NAME`, with this command's help.
    static func stdinFilename(_ help: String) -> FlagSpec {
        FlagSpec(key: "stdin-filename", spellings: ["--stdin-filename"], value: .text, placeholder: "NAME", help: help)
    }

    /// `--import-root DIR`, with this command's help.
    static func importRoot(_ help: String) -> FlagSpec {
        FlagSpec(key: "import-root", spellings: ["--import-root"], value: .directory, placeholder: "DIR", help: help)
    }

    /// `--strict`.
    static let strict = FlagSpec(key: "strict", spellings: ["--strict"], help: "Fail (exit 1) on warnings too")

    /// `--quiet`, which leaves out the summary line of `what`.
    static func quiet(_ what: String) -> FlagSpec {
        FlagSpec(key: "quiet", spellings: ["--quiet"], help: "Leave out the one-line summary of \(what) on standard error")
    }

    /// Every command, in the order the help lists them.
    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "build", summary: "Generate Swift or JSON beside each layout (or to -o)",
            operandsUsage: "FILE|DIR|-...", operands: .layouts,
            description: """
            Generates NAME.swift (or NAME.json) beside each NAME.tabs, or to -o: a file for one
            input, a folder for several, '-' for standard output. Nothing is written for a file
            with errors; a file whose content would not change is left untouched.
            """,
            flags: [
                FlagSpec(key: "format", spellings: ["--format"], value: .choice(["swift", "json"]), placeholder: "FORMAT",
                         help: "swift (default) or json"),
                FlagSpec(key: "output", spellings: ["-o", "--output"], value: .file(nil), placeholder: "PATH",
                         synopsis: "[-o PATH|-]", help: "Where to write"),
                FlagSpec(key: "check", spellings: ["--check"], help: "Write nothing; fail when an output is missing or differs"),
                strict,
                FlagSpec(key: "diagnostics-format", spellings: ["--diagnostics-format"], value: .choice(["human", "gcc"]),
                         placeholder: "FORMAT",
                         help: "human (default) or gcc (path:line:col: error: lines, which Xcode shows as issues in a build phase), on standard error"),
                color("auto (default), always or never, for the human diagnostics"),
                stdinFilename("""
                The name standard input ('-') is reported under; the generated header names it (default: "standard input"), \
                and so does its output in an -o folder (required there)
                """),
                importRoot("""
                The folder imports must stay inside, instead of each argument's own folder (it must hold every input): how a \
                build of one layout imports from a sibling folder (the SwiftPM plugin passes the layouts' common folder)
                """),
                FlagSpec(key: "assets", spellings: ["--assets"], value: .directory, placeholder: "CATALOG",
                         synopsis: "[--assets CATALOG.xcassets]...", repeatable: true,
                         help: """
                         An Xcode asset catalog folder (repeatable): warn (TAB318) at each image("…") icon and asset("…") \
                         color it doesn't hold, and know its colors for the contrast check (TAB303)
                         """),
                quiet("what was written"),
            ]),
        CommandSpec(
            name: "check", summary: "Report errors and warnings, for editors and CI",
            operandsUsage: "FILE|DIR|-...", operands: .layouts,
            description: """
            Reports every error and warning of the given layouts. A folder means every *.tabs
            file below it, in sorted order; '-' reads standard input. Diagnostics go to
            standard output.

            A warning can be suppressed where it is intended: '// tabc:ignore TAB310 — why' at
            the end of its line or alone on the line above, '// tabc:ignore-file TAB310' before
            the first declaration. JSON and SARIF list suppressed warnings as such.
            """,
            flags: [
                FlagSpec(key: "format", spellings: ["--format"], value: .choice(["human", "gcc", "json", "sarif", "github"]),
                         placeholder: "FORMAT",
                         help: """
                         human (default; colored on a terminal unless NO_COLOR is set), gcc (path:line:col: error: message \
                         [TAB201]), json, sarif (SARIF 2.1.0) or github (workflow commands)
                         """),
                FlagSpec(key: "column-unit", spellings: ["--column-unit"], value: .choice(ColumnUnit.allCases.map(\.rawValue)),
                         placeholder: "UNIT",
                         help: """
                         What a column counts in the human, gcc and github formats: scalar (Unicode scalars, the default), utf16 \
                         (UTF-16 code units, as VS Code counts) or byte (UTF-8 bytes, as Vim and Neovim count); sarif states its \
                         unit in columnKind (utf16 or code points); json always carries all three
                         """),
                strict,
                color("auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), always or never"),
                stdinFilename("The name standard input ('-') is reported under (default <stdin>)"),
                importRoot("The folder imports must stay inside, instead of each argument's own folder (it must hold every input)"),
                FlagSpec(key: "strings", spellings: ["--strings"], value: .file("xcstrings"), placeholder: "CATALOG",
                         synopsis: "[--strings CATALOG.xcstrings]...", repeatable: true,
                         help: """
                         An Xcode string catalog (repeatable): warn (TAB313) at each text of the layouts of its table that it \
                         lacks or hasn't translated into one of its languages
                         """),
                FlagSpec(key: "assets", spellings: ["--assets"], value: .directory, placeholder: "CATALOG",
                         synopsis: "[--assets CATALOG.xcassets]...", repeatable: true,
                         help: """
                         An Xcode asset catalog folder (repeatable): warn (TAB318) at each image("…") icon and asset("…") \
                         color it doesn't hold, and know its colors for the contrast check (TAB303)
                         """),
                FlagSpec(key: "fix", spellings: ["--fix"], synopsis: "[--fix [--diff]]",
                         help: """
                         Apply every fix-it that is the only one for its problem (rewriting files atomically, comments kept), \
                         check again until nothing changes, and report what is left
                         """),
                FlagSpec(key: "diff", spellings: ["--diff"], synopsis: "",
                         help: "With --fix: print the changes as a unified diff instead of writing them"),
                quiet("what was checked (human format only)"),
            ]),
        CommandSpec(
            name: "fmt", summary: "Rewrite files in the canonical style",
            operandsUsage: "FILE|DIR|-...", operands: .layouts,
            description: """
            Rewrites files in the canonical style (4-space indent, one member per line, one
            space after ':', one blank line between declarations, comments kept; see
            docs/formatting.md). A file is written only when its content changes. Files with
            syntax errors are left alone: their errors go to standard error and the run fails.
            '-' formats standard input to standard output.
            """,
            flags: [
                FlagSpec(key: "check", spellings: ["--check"],
                         help: "Write nothing; list each file that would change, with a unified diff of the change, and fail if any would"),
                FlagSpec(key: "diff", spellings: ["--diff"], help: "Print a unified diff of each change instead of writing it"),
                FlagSpec(key: "stdout", spellings: ["--stdout"], help: "Print the formatted text instead of rewriting the files"),
                color("auto (default), always or never, for the diagnostics of refused files"),
                stdinFilename("The name standard input ('-') is reported under"),
                quiet("what was formatted"),
            ]),
        CommandSpec(
            name: "explain", summary: "Explain a diagnostic code (with a wrong and a right example) or a property",
            operandsUsage: "CODE|PROPERTY",
            operands: .words(DiagnosticCode.allCases.map(\.rawValue) + Schema.properties.map(\.name)),
            description: """
            Explains a diagnostic code: what it means, why it matters, a wrong and a right
            example (as Markdown). The code may be written TAB201, tab201 or 201.
            Given a property's name (height, tint, raised, ...), prints its type, default,
            range and the blocks it may stand in, then each call argument and its default.
            """),
        CommandSpec(
            name: "schema", summary: "Print the JSON Schema of the JSON output or of the JSON diagnostics",
            operandsUsage: "[output|diagnostics]", operands: .words(["output", "diagnostics"]),
            description: """
            Prints a JSON Schema (draft 2020-12): of `tabc build --format json` (output, the
            default) or of `tabc check --format json` (diagnostics). Every such output validates
            against its schema.
            """),
        CommandSpec(
            name: "preview", summary: "Draw the tab bar as SVG",
            operandsUsage: "FILE", operands: .layouts,
            description: """
            Draws the tab bar of each layout in FILE as SVG, at the bottom of a 390 pt wide
            phone screen. Several layouts are stacked in one picture. Writes NAME.svg beside
            NAME.tabs unless -o says otherwise; '-' as FILE reads standard input and writes
            standard output. Nothing is written when the file has errors. Icons are drawn as
            placeholders (SF Symbols can't be drawn here); see docs/preview.md.
            """,
            flags: [
                FlagSpec(key: "appearance", spellings: ["--appearance"], value: .choice(PreviewAppearance.allCases.map(\.rawValue)),
                         placeholder: "MODE", help: "light (default), dark, or both side by side"),
                FlagSpec(key: "design", spellings: ["--design"], value: .choice(PreviewDesign.allCases.map(\.rawValue)),
                         placeholder: "DESIGN",
                         help: """
                         classic (default): the bar the style describes; glass: a kind: system bar as iOS 26 shows it, a \
                         floating glass capsule without the style's decorations (kind: custom looks the same)
                         """),
                FlagSpec(key: "layout", spellings: ["--layout"], value: .text, placeholder: "NAME", help: "Draw only this layout"),
                FlagSpec(key: "selected", spellings: ["--selected"], value: .text, placeholder: "ID",
                         help: """
                         Draw this tab selected in every layout drawn (default: each layout's initial item). It can't be a \
                         modal: tapping a modal presents its screen, and the selection stays where it was.
                         """),
                FlagSpec(key: "output", spellings: ["-o", "--output"], value: .file("svg"), placeholder: "FILE",
                         synopsis: "[-o FILE.svg|-]",
                         help: "Where to write (default: NAME.svg beside the input; '-' for standard output)"),
                FlagSpec(key: "locale", spellings: ["--locale"], value: .text, placeholder: "LANG",
                         help: "Draw the texts in this language (from --strings; the default values without one), right to left where the language is"),
                FlagSpec(key: "strings", spellings: ["--strings"], value: .file("xcstrings"), placeholder: "CATALOG",
                         synopsis: "[--strings CATALOG.xcstrings]...", repeatable: true,
                         help: "An Xcode string catalog (repeatable) the --locale texts are read from"),
                FlagSpec(key: "watch", spellings: ["--watch"], synopsis: "[--watch | --serve [--port N]]",
                         help: "Draw again each time FILE or a file it imports changes, until interrupted (Ctrl-C)"),
                FlagSpec(key: "serve", spellings: ["--serve"], synopsis: "",
                         help: """
                         Show the layout on a web page at http://127.0.0.1:7070/, light and dark, classic and glass, \
                         redrawn on every save (its diagnostics instead while it has errors); nothing is written. Only \
                         requests for 127.0.0.1 or localhost are answered.
                         """),
                FlagSpec(key: "port", spellings: ["--port"], value: .text, placeholder: "N", synopsis: "",
                         help: "The port of --serve (default 7070; 0 picks a free one)"),
                quiet("what was drawn"),
            ],
            epilogue: """
            Exit status: 0 drawn; 1 the file has errors; 2 a usage error, including a
            --layout or --selected that names no layout or tab of the file; 3 a file could
            not be read or written (or --serve could not listen). --watch and --serve run
            until interrupted, then exit with 130, as an interrupted command does.
            """),
        CommandSpec(
            name: "init", summary: "Write a starter layout to begin with",
            operandsUsage: "[NAME]", operands: .newFile,
            description: """
            Writes NAME.tabs (TabBar.tabs unless NAME is given) with a commented starter layout
            of three tabs that checks without a diagnostic. An existing file is never replaced
            (exit status 3).
            """,
            flags: [
                FlagSpec(key: "framework", spellings: ["--framework"], value: .choice(["uikit", "swiftui"]), placeholder: "FRAMEWORK",
                         help: "uikit (default): the generated code is UIKit; swiftui: a SwiftUI view and an observable model"),
                FlagSpec(key: "kind", spellings: ["--kind"], value: .choice(["custom", "system"]), placeholder: "KIND",
                         help: "custom (default): a bar drawn by the generated code; system: the platform's own tab bar"),
                quiet("what was written"),
            ]),
        CommandSpec(
            name: "completions", summary: "Print a completion script for bash, zsh or fish",
            operandsUsage: "bash|zsh|fish", operands: .words(Completions.shells),
            description: """
            Prints a script that completes tabc's commands, options, their values and .tabs
            files in that shell:
              bash  source <(tabc completions bash)   (in ~/.bashrc)
              zsh   source <(tabc completions zsh)    (in ~/.zshrc, after compinit), or save
                    it as _tabc in a folder of $fpath
              fish  tabc completions fish > ~/.config/fish/completions/tabc.fish
            """),
        CommandSpec(
            name: "lsp", summary: "Run the language server for editors (LSP over standard input/output)",
            description: """
            Runs the language server (LSP 3.17, JSON-RPC with Content-Length framing) on
            standard input and output, for editors: live diagnostics as you type, completion,
            hover, go to definition, references, rename, document symbols, formatting (as
            'tabc fmt') and quick fixes. Only protocol messages go to standard output; logs go
            to standard error. See docs/editors-and-ci.md for editor setups.
            """,
            flags: [
                FlagSpec(key: "stdio", spellings: ["--stdio"],
                         help: "Accepted for editors that pass it: standard input and output are the only transport"),
                FlagSpec(key: "strings", spellings: ["--strings"], value: .file("xcstrings"), placeholder: "CATALOG",
                         synopsis: "[--strings CATALOG.xcstrings]...", repeatable: true,
                         help: "An Xcode string catalog (repeatable): each document shows the texts it lacks or hasn't translated (TAB313)"),
                FlagSpec(key: "assets", spellings: ["--assets"], value: .directory, placeholder: "CATALOG",
                         synopsis: "[--assets CATALOG.xcassets]...", repeatable: true,
                         help: "An Xcode asset catalog folder (repeatable): each document shows the images and colors it lacks (TAB318)"),
            ],
            epilogue: """
            Exit status: 0 after 'shutdown' then 'exit' (or the end of the input after
            'shutdown'); 1 when the input ends or 'exit' arrives without 'shutdown'.
            """),
        CommandSpec(
            name: "help", summary: "Show help for a command",
            operandsUsage: "[COMMAND]", operands: .commands,
            description: """
            Shows the overview, or a command's usage and options.
            """),
    ]
}
