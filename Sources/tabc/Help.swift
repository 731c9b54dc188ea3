/// The texts of `tabc --help` and `tabc help COMMAND`.
enum Help {
    static let commandNames = ["build", "check", "fmt", "explain", "schema", "preview", "lsp", "help"]

    static let overview = """
    tabc — checks .tabs tab-bar layouts and generates Swift (UIKit) or JSON from them.

    USAGE: tabc COMMAND [OPTIONS] ...

    COMMANDS:
      build     Generate Swift or JSON beside each layout (or to -o)
      check     Report errors and warnings, for editors and CI
      fmt       Rewrite files in the canonical style
      explain   Explain a diagnostic code (with a wrong and a right example) or a property
      schema    Print the JSON Schema of the JSON output or of the JSON diagnostics
      preview   Draw the tab bar as SVG
      lsp       Run the language server for editors (LSP over standard input/output)
      help      Show help for a command

    OPTIONS:
      --version  Print the version
      --help     Show this help

    Exit status: 0 success; 1 errors in the input (or warnings under --strict), or a
    --check found a difference; 2 usage error; 3 a file could not be read or written.
    Run 'tabc help COMMAND' for a command's options.

    """

    static let commands: [String: String] = [
        "check": """
        USAGE: tabc check [--format human|gcc|json|sarif|github] [--column-unit scalar|utf16|byte]
                          [--strict] [--color auto|always|never] [--stdin-filename NAME]
                          [--import-root DIR] [--strings CATALOG.xcstrings]... [--fix [--diff]]
                          FILE|DIR|-...

        Reports every error and warning of the given layouts. A folder means every *.tabs
        file below it, in sorted order; '-' reads standard input. Diagnostics go to
        standard output.

        OPTIONS:
          --format FORMAT         human (default; colored on a terminal unless NO_COLOR is set),
                                  gcc (path:line:col: error: message [TAB201]), json, sarif
                                  (SARIF 2.1.0) or github (workflow commands)
          --column-unit UNIT      What a column counts in the human, gcc and github formats:
                                  scalar (Unicode scalars, the default), utf16 (UTF-16 code
                                  units, as VS Code counts) or byte (UTF-8 bytes, as Vim and
                                  Neovim count); sarif states its unit in columnKind (utf16
                                  or code points); json always carries all three
          --strict                Fail (exit 1) on warnings too
          --color WHEN            auto (default: on a terminal, unless NO_COLOR is set or
                                  TERM=dumb), always or never
          --stdin-filename NAME   The name standard input ('-') is reported under (default <stdin>)
          --import-root DIR       The folder imports must stay inside, instead of each
                                  argument's own folder (it must hold every input)
          --strings CATALOG       An Xcode string catalog (.xcstrings, repeatable): warn
                                  (TAB313) at each text of the layouts of its table that it
                                  lacks or hasn't translated into one of its languages
          --fix                   Apply every fix-it that is the only one for its problem
                                  (rewriting files atomically, comments kept), check again
                                  until nothing changes, and report what is left
          --diff                  With --fix: print the changes as a unified diff instead

        A warning can be suppressed where it is intended: '// tabc:ignore TAB310 — why' at
        the end of its line or alone on the line above, '// tabc:ignore-file TAB310' before
        the first declaration. JSON and SARIF list suppressed warnings as such.

        """,
        "build": """
        USAGE: tabc build [--format swift|json] [-o PATH|-] [--check] [--strict]
                          [--diagnostics-format human|gcc] [--color auto|always|never]
                          [--stdin-filename NAME] [--import-root DIR] FILE|DIR|-...

        Generates NAME.swift (or NAME.json) beside each NAME.tabs, or to -o: a file for one
        input, a folder for several, '-' for standard output. Nothing is written for a file
        with errors; a file whose content would not change is left untouched.

        OPTIONS:
          --format FORMAT   swift (default) or json
          -o, --output PATH Where to write
          --check           Write nothing; fail when an output is missing or differs
          --strict          Fail (exit 1) on warnings too
          --diagnostics-format FORMAT
                            human (default) or gcc (path:line:col: error: lines, which
                            Xcode shows as issues in a build phase), on standard error
          --color WHEN      auto (default), always or never, for the human diagnostics
          --stdin-filename NAME
                            The name standard input ('-') is reported under; the generated
                            header names it (default: "standard input"), and so does its
                            output in an -o folder (required there)
          --import-root DIR The folder imports must stay inside, instead of each argument's
                            own folder (it must hold every input): how a build of one layout
                            imports from a sibling folder (the SwiftPM plugin passes the
                            layouts' common folder)

        """,
        "fmt": """
        USAGE: tabc fmt [--check] [--diff] [--stdout] [--color auto|always|never]
                        [--stdin-filename NAME] FILE|DIR|-...

        Rewrites files in the canonical style (4-space indent, one member per line, one
        space after ':', one blank line between declarations, comments kept; see
        docs/formatting.md). A file is written only when its content changes. Files with
        syntax errors are left alone: their errors go to standard error and the run fails.
        '-' formats standard input to standard output.

        OPTIONS:
          --check    Write nothing; list each file that would change, with a unified diff
                     of the change, and fail if any would
          --diff     Print a unified diff of each change instead of writing it
          --stdout   Print the formatted text instead of rewriting the files
          --color WHEN
                     auto (default), always or never, for the diagnostics of refused files
          --stdin-filename NAME
                     The name standard input ('-') is reported under

        """,
        "explain": """
        USAGE: tabc explain CODE|PROPERTY

        Explains a diagnostic code: what it means, why it matters, a wrong and a right
        example (as Markdown). The code may be written TAB201, tab201 or 201.
        Given a property's name (height, tint, raised, ...), prints its type, default,
        range and the blocks it may stand in, then each call argument and its default.

        """,
        "schema": """
        USAGE: tabc schema [output|diagnostics]

        Prints a JSON Schema (draft 2020-12): of `tabc build --format json` (output, the
        default) or of `tabc check --format json` (diagnostics). Every such output validates
        against its schema.

        """,
        "preview": """
        USAGE: tabc preview [--appearance light|dark|both] [--design classic|glass]
                            [--layout NAME] [--selected ID] [--locale LANG]
                            [--strings CATALOG.xcstrings]... [-o FILE.svg|-] FILE

        Draws the tab bar of each layout in FILE as SVG, at the bottom of a 390 pt wide
        phone screen. Several layouts are stacked in one picture. Writes NAME.svg beside
        NAME.tabs unless -o says otherwise; '-' as FILE reads standard input and writes
        standard output. Nothing is written when the file has errors. Icons are drawn as
        placeholders (SF Symbols can't be drawn here); see docs/preview.md.

        OPTIONS:
          --appearance MODE  light (default), dark, or both side by side
          --design DESIGN    classic (default): the bar the style describes; glass: a
                             kind: system bar as iOS 26 shows it, a floating glass capsule
                             without the style's decorations (kind: custom looks the same)
          --layout NAME      Draw only this layout
          --selected ID      Draw this tab selected in every layout drawn (default: each
                             layout's initial item). It can't be a modal: tapping a modal
                             presents its screen, and the selection stays where it was.
          --locale LANG      Draw the texts in this language (ar, de, ko, pt-BR…): the
                             translations of the --strings catalogs, the default values
                             where they have none; right to left for ar, he, fa, ur…;
                             integer badges in the language's digits
          --strings CATALOG  An Xcode string catalog (.xcstrings) to translate from
                             (repeatable)
          -o, --output FILE  Where to write (default: NAME.svg beside the input; '-' for
                             standard output)

        Exit status: 0 drawn; 1 the file has errors; 2 a usage error, including a
        --layout or --selected that names no layout or tab of the file; 3 a file could
        not be read or written.

        """,
        "lsp": """
        USAGE: tabc lsp [--stdio] [--strings CATALOG.xcstrings]...

        Runs the language server (LSP 3.17, JSON-RPC with Content-Length framing) on
        standard input and output, for editors: live diagnostics as you type, completion,
        hover, go to definition, references, rename, document and workspace symbols,
        formatting (as 'tabc fmt'), quick fixes, highlighting (semantic tokens), folding,
        links on imports, color swatches, signature help, inlay hints, and re-checks when a
        watched file changes on disk. Only protocol messages go to standard output; logs go
        to standard error. See docs/editors-and-ci.md for editor setups.

        OPTIONS:
          --strings CATALOG  An Xcode string catalog (.xcstrings, repeatable): each
                             document shows the texts it lacks or hasn't translated (TAB313)

        Exit status: 0 after 'shutdown' then 'exit' (or the end of the input after
        'shutdown'); 1 when the input ends or 'exit' arrives without 'shutdown'.

        """,
        "help": """
        USAGE: tabc help [COMMAND]

        Shows the overview, or a command's usage and options.

        """,
    ]
}
