/// The long explanations of `tabc explain CODE`, in the manner of `rustc --explain`: what a
/// code means, why it matters for the app, a wrong and a right example.
///
/// Every example is a small complete `.tabs` file named `main.tabs` (some import companion
/// files); the tests check that each wrong example produces its code and each right example
/// produces no diagnostic at all. Facts the schema table knows (property names, ranges,
/// options, required arguments) are read from `Schema`, never repeated here.
public enum Explanations {
    /// The name every example's main file is compiled and shown under.
    public static let exampleFileName = "main.tabs"

    /// The codes no `.tabs` file shows on its own, so their explanations have no wrong and
    /// right example: a limit of the implementation, and what a catalog given beside the
    /// layouts (`--strings`) says.
    public static let codesWithoutExamples: Set<DiagnosticCode> = [.TAB226, .TAB313, .TAB314, .TAB318, .TAB901]

    /// One file of an example.
    public struct ExampleFile: Sendable, Equatable {
        public var path: String
        public var text: String

        /// The file's bytes. In an example, U+FFFD (`�`) stands for the single byte 0xE9, a
        /// Latin-1 `é` that is not UTF-8 (TAB007's example can't be written in a Swift string).
        public var bytes: [UInt8] {
            var bytes: [UInt8] = []
            for scalar in text.unicodeScalars {
                if scalar == "\u{FFFD}" {
                    bytes.append(0xE9)
                } else {
                    bytes.append(contentsOf: Array(String(scalar).utf8))
                }
            }
            return bytes
        }
    }

    /// The explanation of a code as Markdown text: a title, what it means, why it matters, and
    /// (for every code but TAB901) a wrong example with what `tabc check` reports and a right one.
    public static func text(for code: DiagnosticCode) -> String {
        let entry = entry(for: code)
        var output = "# \(code.rawValue): \(code.summary)\n\n"
        output += "\(code.severity.rawValue) · \(code.name)\n\n"
        output += entry.meaning.trimmed + "\n\n"
        if let facts = entry.facts?() {
            output += facts.trimmed + "\n\n"
        }
        output += "## Why it matters\n\n" + entry.why.trimmed + "\n"
        if let files = exampleFiles(for: code) {
            output += "\n## Wrong\n\n"
            output += render(files.wrong)
            let reported = report(files.wrong)
            if !reported.isEmpty {
                output += "\n`tabc check --format gcc \(exampleFileName)` reports:\n\n```\n\(reported)```\n"
            }
            output += "\n## Right\n\n"
            output += render(files.right)
        }
        if let fix = entry.fix {
            output += "\n" + fix.trimmed + "\n"
        }
        return output
    }


    /// The main files of the wrong and the right example; nil for the codes of
    /// `codesWithoutExamples`, which no small file can show.
    public static func examples(for code: DiagnosticCode) -> (wrong: String, right: String)? {
        guard let files = exampleFiles(for: code) else { return nil }
        return (files.wrong[0].text, files.right[0].text)
    }

    /// Every file of the wrong and the right example, `main.tabs` first, then the files it
    /// imports; nil for TAB901.
    public static func exampleFiles(for code: DiagnosticCode) -> (wrong: [ExampleFile], right: [ExampleFile])? {
        let entry = entry(for: code)
        guard let wrong = entry.wrong, let right = entry.right else { return nil }
        return ([ExampleFile(path: exampleFileName, text: wrong)] + entry.wrongFiles,
                [ExampleFile(path: exampleFileName, text: right)] + entry.rightFiles)
    }

    /// Compiles an example (its first file as the input, the others as importable files).
    public static func compile(_ files: [ExampleFile]) -> Compilation {
        var byPath: [String: [UInt8]] = [:]
        for file in files.dropFirst() { byPath[ImportPaths.normalize(file.path)] = file.bytes }
        let input = SourceFile(path: files[0].path, bytes: files[0].bytes)
        return Compiler.compile([input]) { path in byPath[path].map(ImportLoadResult.loaded) ?? .notFound }
    }

    // MARK: - Rendering

    static func render(_ files: [ExampleFile]) -> String {
        var output = ""
        for file in files {
            output += "`\(file.path)`:\n\n```\n\(file.text)```\n"
            if file.path != files.last?.path { output += "\n" }
        }
        return output
    }

    static func report(_ files: [ExampleFile]) -> String {
        GCCRenderer().render(compile(files).diagnostics)
    }

    // MARK: - Entries

    struct Entry {
        /// What the code means: when it is reported.
        var meaning: String
        /// Generated facts from the schema table (property names, ranges, options).
        var facts: (() -> String)?
        /// Why it matters for the app: the bug it prevents.
        var why: String
        var wrong: String?
        var right: String?
        var wrongFiles: [ExampleFile] = []
        var rightFiles: [ExampleFile] = []
        /// A closing remark after the examples.
        var fix: String?
    }

    /// A complete layout around some item lines and an optional style, for short examples.
    static func app(items: String = homeItem, style: String? = nil, members: String = "", name: String = "App") -> String {
        var text = "layout \(name) {\n"
        if !members.isEmpty { text += members }
        text += items
        if let style { text += "    style {\n" + style + "    }\n" }
        return text + "}\n"
    }

    static let homeItem = """
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }

        """

    static let settingsItem = """
            item settings {
                title: "Settings"
                icon: symbol("gear")
                screen: SettingsViewController
            }

        """

    static func entry(for code: DiagnosticCode) -> Entry {
        switch code {
        // MARK: Lexical
        case .TAB001:
            return Entry(
                meaning: """
                    The file contains a character that is not part of the language, such as a single
                    quote, `@`, `$`, `=` or `!`. Only identifiers, numbers, `"strings"`, `#colors` and
                    the punctuation `{ } ( ) [ ] : , ; .` may appear outside comments. A run of such
                    characters is reported once.
                    """,
                why: """
                    `tabc` can't guess what a stray character was meant to be, and whatever follows it
                    could be read as something else. Strings take double quotes only: `'Home'` is not a
                    string.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: 'Home'")),
                right: app())
        case .TAB002:
            return Entry(
                meaning: """
                    A string is missing its closing `"` before the end of its line (or of the file).
                    Strings are written on one line; a line break inside one is written `\\n`.
                    """,
                why: """
                    Without the closing quote, the rest of the line, and everything the string swallows,
                    would become part of the text shown in the tab bar.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Home")),
                right: app())
        case .TAB003:
            return Entry(
                meaning: """
                    A backslash in a string starts an escape that the language doesn't have. The escapes
                    are `\\\\ \\" \\n \\t \\r \\0` and `\\u{1F600}` (1 to 8 hex digits naming a Unicode
                    scalar). `\\(` gets its own message: strings are plain text, with no interpolation.
                    """,
                why: """
                    Text in a layout is copied into the app as it is. A `\\(count)` that looks like Swift
                    interpolation would show the characters `\\(count)` to your users, not a number.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(
                    of: "        screen:", with: "        accessibilityHint: \"Shows \\(count) new items\"\n        screen:")),
                right: app(items: homeItem.replacingOccurrences(
                    of: "        screen:", with: "        accessibilityHint: \"Shows your new items\"\n        screen:")))
        case .TAB004:
            return Entry(
                meaning: """
                    A `/*` block comment is never closed by `*/`. Block comments nest, so every `/*`
                    inside one needs its own `*/`. The error points at the outermost unclosed `/*`.
                    """,
                why: """
                    Everything after the opening `/*` is a comment, so the rest of the layout would
                    silently disappear.
                    """,
                wrong: "/* The app's tabs. /* Home first. */\n" + app(),
                right: "/* The app's tabs. /* Home first. */ */\n" + app())
        case .TAB005:
            return Entry(
                meaning: """
                    A color literal is not `#` followed by 3, 4, 6 or 8 hex digits: `#RGB`, `#RGBA`,
                    `#RRGGBB` or `#RRGGBBAA`. A fix-it is offered where the intended color is obvious.
                    """,
                why: """
                    A color with a digit too few or a letter that is not a hex digit has no single
                    meaning; `tabc` won't pick one and paint your bar with it.
                    """,
                wrong: app(style: "        selectedTint: #0A84F\n"),
                right: app(style: "        selectedTint: #0A84FF\n"))
        case .TAB006:
            return Entry(
                meaning: """
                    A number is malformed. Numbers need a digit before the point (`0.5`, not `.5`) and
                    one after it (`1.0` or `1`, not `1.`); `_` may only stand between digits (`1_000`);
                    a `-` must be followed directly by a digit.
                    """,
                why: """
                    Reading `.5` as a member named `5`, or `1.` as one followed by something else, would
                    turn a typo into a different value.
                    """,
                wrong: app(style: "        animationDuration: .5\n"),
                right: app(style: "        animationDuration: 0.5\n"))
        case .TAB007:
            return Entry(
                meaning: """
                    The file is not valid UTF-8. The error points at the first byte of each run of
                    invalid bytes. (In the wrong example below, `�` stands for the single byte E9: an
                    `é` saved in Latin-1.)
                    """,
                why: """
                    `.tabs` files are UTF-8. A file saved in another encoding would show garbled titles
                    in the app; re-save it as UTF-8 in your editor.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Caf\u{FFFD}\"")),
                right: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Café\"")))

        // MARK: Syntax
        case .TAB101:
            return Entry(
                meaning: """
                    The parser expected a particular token and found another: a `:` after a property
                    name, a `{` after a declaration's name, a `,` or a closing bracket in an argument
                    list. The error points at what was found instead (or just after the previous token,
                    at the end of a line).
                    """,
                why: """
                    The structure of the file is ambiguous from that point on. `tabc` skips to the end of
                    the member and goes on, so one run shows every independent mistake.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title \"Home\"")),
                right: app())
        case .TAB102:
            return Entry(
                meaning: """
                    A property has a `:` but no value after it, or a call or list has a hole where a
                    value should be.
                    """,
                why: """
                    A property without a value has no meaning; `tabc` won't fall back to the default
                    without telling you, because you clearly meant to set something.
                    """,
                wrong: app(style: "        height:\n"),
                right: app(style: "        height: 56\n"))
        case .TAB103:
            return Entry(
                meaning: """
                    At the top level of a file only `import "path"`, `layout Name { }` and
                    `style Name { }` may stand. An `item`, a `modal` or a property outside a layout is
                    reported here.
                    """,
                why: """
                    Items belong to a layout: an item outside one would not be part of any tab bar.
                    Often a `}` closes the layout too early.
                    """,
                wrong: app() + "\nitem settings {\n    title: \"Settings\"\n    icon: symbol(\"gear\")\n    screen: SettingsViewController\n}\n",
                right: app(items: homeItem + settingsItem))
        case .TAB104:
            return Entry(
                meaning: """
                    A block opened with `{` is never closed. The error points at the end of the file (or
                    at the token where the block had to end), with a note at the `{` it would close.
                    """,
                why: """
                    Without the `}`, everything after the block would be read as part of it: the next
                    item would end up inside this one.
                    """,
                wrong: app().replacingOccurrences(of: "        screen: HomeViewController\n    }\n", with: "        screen: HomeViewController\n"),
                right: app())
        case .TAB105:
            let depth = Parser.maximumDepth
            return Entry(
                meaning: """
                    Blocks, calls and lists nest more than \(depth) levels deep (the layout's `{` is
                    level 1, and every block, call or list inside adds one). The parser reports the
                    first level too deep once and skips that construct.
                    """,
                why: """
                    No real layout nests this deep; such input is generated or broken. The limit keeps
                    `tabc` from running out of stack on it, so it reports an error instead of crashing.
                    """,
                wrong: app(members: "    bindings: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"),
                right: app(members: "    bindings: []\n"))
        case .TAB106:
            return Entry(
                meaning: """
                    An `import` stands after a `layout` or `style` declaration. Imports come first in a
                    file.
                    """,
                why: """
                    Reading the imports first makes a file's dependencies visible at a glance, and every
                    named style they bring in is known before any declaration uses it.
                    """,
                wrong: app(style: "        base: Theme\n") + "\nimport \"theme.tabs\"\n",
                right: "import \"theme.tabs\"\n\n" + app(style: "        base: Theme\n"),
                wrongFiles: [themeFile], rightFiles: [themeFile])

        // MARK: Meaning
        case .TAB201:
            return Entry(
                meaning: """
                    A block has a property that doesn't exist there, or a call has an argument label it
                    doesn't take. Either the name is misspelt (the message suggests the nearest one), or
                    it belongs to another block: `height` belongs in `style { }`, `kind` in the layout,
                    `presentation` in a `modal`. Members in the wrong place are reported too: an `item`,
                    `modal`, `inject` or `style { }` inside an item or a style.
                    """,
                facts: {
                    var text = "The properties of each block:\n\n"
                    for context in Schema.Context.allCases {
                        text += "- \(context.phrase): " + Schema.names(in: context).map { "`\($0)`" }.joined(separator: ", ") + "\n"
                    }
                    return text
                },
                why: """
                    A misspelt property would otherwise be ignored, and its default used instead: the tab
                    would have no title or the bar the standard height, and nothing would tell you why.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "titel: \"Home\"")),
                right: app())
        case .TAB202:
            return Entry(
                meaning: """
                    A value has the wrong form for its property: a string where an option is expected
                    (`kind: "system"`), a `.member` where a plain name is expected (`kind: .system`), a
                    decimal where an integer is needed (`tag: 1.5`), a plain name where a call is needed
                    (`icon: house` instead of `icon: symbol("house")`). Call arguments are labelled
                    (`insets(leading: 40)`) except the single argument of `symbol`, `image`, `asset` and
                    `select`; a missing or unexpected label is reported here too.
                    """,
                why: """
                    The generated Swift needs a value of one type. Guessing — rounding a tag, reading a
                    string as an option — would build a different app from the one you described.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        tag: 1.5\n"),
                           members: "    kind: \"system\"\n"),
                right: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        tag: 1\n"),
                           members: "    kind: system\n"))
        case .TAB203:
            return Entry(
                meaning: """
                    A property is given twice in one block, with a note at the first. The same goes for a
                    call argument given twice, an entry listed twice in a list property
                    (`bindings: [rx, rx]`), and a second `style { }` block in one layout.
                    """,
                why: """
                    `tabc` won't silently pick one of the two: the one you edit might not be the one that
                    is used. Remove one of them (or merge the two style blocks).
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        title: \"Start\"\n")),
                right: app())
        case .TAB204:
            return Entry(
                meaning: """
                    A required property or call argument is missing. The error points at the name of the
                    item (or at the call).
                    """,
                facts: {
                    let properties = Schema.properties.filter(\.isRequired).map { "`\($0.name)`" }.joined(separator: " and ")
                    var text = "Every `item` and `modal` needs \(properties). These calls need their arguments:\n\n"
                    for spec in allCallSpecs() where spec.arguments.contains(where: \.isRequired) {
                        let required = spec.arguments.filter(\.isRequired).map { spec.isPositional ? "its one argument" : "`\($0.label):`" }
                        text += "- `\(spec.name)(…)`: " + required.joined(separator: " and ") + "\n"
                    }
                    return text
                },
                why: """
                    Without an icon the bar would show an empty button; without a screen there would be
                    nothing to show when the tab is selected. A storyboard screen needs both the
                    storyboard's name and the controller's identifier to be instantiated at all.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "        icon: symbol(\"house\")\n", with: "")),
                right: app())
        case .TAB205:
            return Entry(
                meaning: """
                    Two items (or modals) of one layout have the same id. The error points at the later
                    one, with a note at the first.
                    """,
                why: """
                    Ids become the cases of the generated `AppTab` enum and are what `initial` and
                    `select(…)` refer to. Two items with one id would make two enum cases with one name,
                    which doesn't compile, and every reference to the id would be ambiguous.
                    """,
                wrong: app(items: homeItem + settingsItem.replacingOccurrences(of: "item settings", with: "item home")),
                right: app(items: homeItem + settingsItem))
        case .TAB206:
            return Entry(
                meaning: """
                    Two items of one layout have the same tag. An item's tag defaults to its position
                    among all items (0, 1, 2, … counting modals too), so an explicit `tag:` can clash with
                    another item's default. The error points at the later item in source order (its
                    `tag:` value, or its name when its tag is its position), with a note at the earlier
                    one. Where the later tag is explicit, a fix-it offers a free tag.
                    """,
                why: """
                    Tags are the raw values of the generated enum and the `tag` of each `UITabBarItem`.
                    Two equal raw values don't compile, and code that switches on a tab's tag (a common
                    pattern in hand-written bars) would open the wrong screen.
                    """,
                wrong: app(items: homeItem + settingsItem.replacingOccurrences(of: "        screen: SettingsViewController\n", with: "        screen: SettingsViewController\n        tag: 0\n")),
                right: app(items: homeItem + settingsItem.replacingOccurrences(of: "        screen: SettingsViewController\n", with: "        screen: SettingsViewController\n        tag: 5\n")))
        case .TAB207:
            return Entry(
                meaning: """
                    `initial:` or `afterDismiss: select(…)` names an item id that the layout doesn't have.
                    The message suggests the nearest id.
                    """,
                why: """
                    The reference would point nowhere at run time: the app would start on no tab, or a
                    dismissed modal would try to select a tab that doesn't exist.
                    """,
                wrong: app(items: homeItem + settingsItem, members: "    initial: setings\n"),
                right: app(items: homeItem + settingsItem, members: "    initial: settings\n"))
        case .TAB208:
            return Entry(
                meaning: """
                    `initial:` names a `modal`. The initial item must be an `item`: it is the tab selected
                    when the bar first appears. When `initial` is omitted, the first `item` is used.
                    """,
                why: """
                    A modal presents its screen over the current tab and never becomes the selection, so
                    the app would start with no tab selected and nothing behind the presented screen.
                    """,
                wrong: app(items: homeItem + addModal, members: "    initial: add\n"),
                right: app(items: homeItem + addModal, members: "    initial: home\n"))
        case .TAB209:
            return Entry(
                meaning: """
                    A layout has no `item`. Modals don't count: they present a screen and never become
                    the selection. The error points at the layout's name.
                    """,
                why: """
                    A tab bar without a tab has nothing to select and no screen to show at launch.
                    """,
                wrong: app(items: addModal),
                right: app(items: homeItem + addModal))
        case .TAB210:
            return Entry(
                meaning: """
                    A value has the right form but lies outside its range, or a string that must hold text
                    is empty (`title: ""`: omit the title for an icon-only item instead). Ranges are
                    closed: both ends are allowed. A `height` below 30 is an error; from 30 up to 44 it is
                    warning TAB302.
                    """,
                facts: {
                    var text = "The ranges:\n\n"
                    for (name, type) in rangedValues() {
                        text += "- `\(name)`: \(rangeDescription(type))\n"
                    }
                    text += "- every other length (sizes, widths, heights, depths, radii, margins, offsets): at least 0; "
                        + "`shadow(x:)` and `shadow(y:)` may be negative\n"
                    return text
                },
                why: """
                    A 10 pt bar can't be tapped, a negative width can't be drawn, a tag above 9999 is not
                    what anyone meant, and an empty title renders an empty label that VoiceOver reads as
                    nothing.
                    """,
                wrong: app(style: "        height: 20\n"),
                right: app(style: "        height: 56\n"))
        case .TAB211:
            return Entry(
                meaning: """
                    A property takes one of a fixed set of options (or call forms), and the value is none
                    of them. The message lists the options and suggests the nearest one.
                    """,
                facts: {
                    var text = "The options:\n\n"
                    for (name, forms) in optionValues() {
                        text += "- `\(name)`: " + forms.map { "`\($0)`" }.joined(separator: ", ") + "\n"
                    }
                    return text
                },
                why: """
                    An unknown option has no meaning for the generated code; falling back to the default
                    would quietly build a different bar from the one you asked for.
                    """,
                wrong: app(members: "    loading: lazzy\n"),
                right: app(members: "    loading: lazy\n"))
        case .TAB212:
            return Entry(
                meaning: """
                    A color is written as a name that is not one of the system colors. Colors are a hex
                    literal (`#0A84FF`), a system color name, `asset("Name")` for a color set of your
                    asset catalog, or `dynamic(light: …, dark: …)`. The message suggests the nearest name
                    (`blue` → `systemBlue`).
                    """,
                facts: {
                    "The system colors: " + SystemColors.names.map { "`\($0)`" }.joined(separator: ", ") + "."
                },
                why: """
                    The generated Swift maps each name to a `UIColor` that adapts to dark mode and
                    accessibility settings; an unknown name can't be mapped, and a guess could paint the
                    bar in a color you never chose.
                    """,
                wrong: app(style: "        tint: systemGrey\n"),
                right: app(style: "        tint: systemGray\n"))
        case .TAB213:
            return Entry(
                meaning: """
                    A layout name, an item id or an `inject` name is a Swift keyword that can't be an
                    identifier without backticks, or `_`; or an `inject` type is `Any` or `Self`, which
                    no screen can take meaningfully.
                    """,
                facts: {
                    "The keywords: " + SwiftKeywords.reserved.sorted { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() }
                        .map { "`\($0)`" }.joined(separator: ", ") + "."
                },
                why: """
                    These names become identifiers in the generated Swift: item ids are enum cases
                    (`AppTab.home`), `inject` names are initializer parameters and properties. A keyword
                    there would need backticks at every use in your app's code.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "item home", with: "item default")),
                right: app())
        case .TAB214:
            return Entry(
                meaning: """
                    A `screen:` argument is a plain name that is not declared with `inject` in the
                    layout. Screen arguments are an `inject` name, a string, a number, `true`, `false` or
                    a `.member`.
                    """,
                why: """
                    The generated controller passes its own dependencies to the screens it creates. An
                    undeclared name would only fail later, as a compile error in generated code far from
                    your `.tabs` file.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeViewController(store: store)")),
                right: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeViewController(store: store)"),
                           members: "    inject store: Store\n"))
        case .TAB215:
            return Entry(
                meaning: """
                    Two layouts, or two named styles, have the same name, in one file or across the files
                    of one run (imported files included). The error points at the later one, with a note
                    at the first. A layout and a style may share a name.
                    """,
                why: """
                    Each layout generates Swift types named after it (`AppTab`, `AppTabBarController`);
                    two layouts with one name would define the same types twice in your module. Two
                    styles with one name would make every `base:` that names them ambiguous.
                    """,
                wrong: app() + "\n" + app(items: settingsItem),
                right: app() + "\n" + app(items: settingsItem, name: "Settings"))
        case .TAB216:
            return Entry(
                meaning: """
                    `base:` names a style that is not declared in this file or in a file it imports. The
                    message suggests the nearest visible name; a note points at a style of that name in
                    another file of the run that this file does not import.
                    """,
                why: """
                    Ignoring the base would give the bar the default height and colors instead of your
                    brand's, with no sign of why.
                    """,
                wrong: "style Brand {\n    selectedTint: systemIndigo\n}\n\n" + app(style: "        base: Brnad\n"),
                right: "style Brand {\n    selectedTint: systemIndigo\n}\n\n" + app(style: "        base: Brand\n"))
        case .TAB217:
            return Entry(
                meaning: """
                    Named styles' `base:` chain loops back on itself (a style may not be its own base,
                    directly or through others). The error points at the `base:` value of the first
                    style of the loop in source order.
                    """,
                why: """
                    A style's properties are its base's with its own on top. In a loop there is no style
                    to start from, so the result would depend on where `tabc` happened to start.
                    """,
                wrong: "style Light {\n    base: Dark\n    background: white\n}\n\nstyle Dark {\n    base: Light\n    tint: systemGray\n}\n\n"
                    + app(style: "        base: Dark\n"),
                right: "style Light {\n    background: white\n}\n\nstyle Dark {\n    base: Light\n    tint: systemGray\n}\n\n"
                    + app(style: "        base: Dark\n"))
        case .TAB218:
            return Entry(
                meaning: """
                    An imported file does not exist, or may not be imported. The path is relative to the
                    folder of the importing file; it must end in `.tabs`, and once symlinks are resolved it
                    must stay inside the folder of the file or folder given to `tabc` (the working folder
                    for standard input). A folder, a FIFO or a device is refused without being opened.
                    This is an error of the input (exit status 1), not an I/O failure.
                    """,
                why: """
                    The named styles the file should bring in would be missing, and every `base:` that
                    uses them would fail in turn.
                    """,
                wrong: "import \"them.tabs\"\n\n" + app(style: "        base: Theme\n"),
                right: "import \"theme.tabs\"\n\n" + app(style: "        base: Theme\n"),
                wrongFiles: [themeFile], rightFiles: [themeFile])
        case .TAB219:
            return Entry(
                meaning: """
                    Files import each other in a circle (here `main.tabs` imports `theme.tabs`, which
                    imports `main.tabs`). The error points at the import string that closes the cycle.
                    """,
                why: """
                    Imports bring in named styles, and a cycle usually means two files each want a style
                    of the other. Move what both need into a third file that imports neither.
                    """,
                wrong: "import \"theme.tabs\"\n\nstyle Colors {\n    selectedTint: systemIndigo\n}\n\n" + app(style: "        base: Theme\n"),
                right: "import \"theme.tabs\"\n\n" + app(style: "        base: Theme\n"),
                wrongFiles: [ExampleFile(path: "theme.tabs", text: "import \"main.tabs\"\n\nstyle Theme {\n    base: Colors\n    height: 56\n}\n")],
                rightFiles: [
                    ExampleFile(path: "theme.tabs", text: "import \"colors.tabs\"\n\nstyle Theme {\n    base: Colors\n    height: 56\n}\n"),
                    ExampleFile(path: "colors.tabs", text: "style Colors {\n    selectedTint: systemIndigo\n}\n"),
                ])
        case .TAB220:
            return Entry(
                meaning: """
                    More than one item of a layout is `raised`. The error points at the later one, with a
                    note at the first.
                    """,
                why: """
                    The raised button sits at the center of the bar, over the notch. Two of them would
                    overlap, and the one on top would take the other's taps.
                    """,
                wrong: app(items: homeItem + raisedModal + raisedModal.replacingOccurrences(of: "modal add", with: "modal scan").replacingOccurrences(of: "Add", with: "Scan").replacingOccurrences(of: "\"plus\"", with: "\"qrcode\""),
                           style: "        shape: notch()\n"),
                right: app(items: homeItem + raisedModal + addModal.replacingOccurrences(of: "modal add", with: "modal scan").replacingOccurrences(of: "Add", with: "Scan").replacingOccurrences(of: "\"plus\"", with: "\"qrcode\""),
                           style: "        shape: notch()\n"))
        case .TAB221:
            return Entry(
                meaning: """
                    A property that only a `modal` has is set on an `item`, or `afterDismiss: select(x)`
                    names a modal (itself included) instead of a tab.
                    """,
                facts: {
                    "The modal-only properties: " + Schema.properties.filter { $0.contexts == [.modal] }.map { "`\($0.name)`" }.joined(separator: ", ") + "."
                },
                why: """
                    An `item` becomes the selection when tapped and is never presented, so a presentation
                    style or an after-dismiss action on it would be silently ignored; declare it as a
                    `modal` if it should present its screen. After a modal is dismissed only a tab can be
                    selected: selecting a modal would present a screen again instead.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        presentation: pageSheet\n")),
                right: app(items: homeItem + addModal.replacingOccurrences(of: "        screen: AddViewController\n", with: "        screen: AddViewController\n        presentation: pageSheet\n        afterDismiss: select(home)\n")))
        case .TAB222:
            return Entry(
                meaning: """
                    A layout declares the same `inject` name twice. The error points at the later one,
                    with a note at the first.
                    """,
                why: """
                    Each dependency becomes a parameter of the generated controller's initializer and a
                    property of it; two with one name can't both exist, and screens couldn't tell which
                    one they get.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeViewController(store: store)"),
                           members: "    inject store: Store\n    inject store: DataStore\n"),
                right: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeViewController(store: store)"),
                           members: "    inject store: Store\n"))

        case .TAB223:
            return Entry(
                meaning: """
                    A `framework: swiftui` layout has an item whose `screen:` is `storyboard(…)`. The error
                    points at the screen.
                    """,
                why: """
                    SwiftUI output shows each screen as a SwiftUI `View` inside SwiftUI's `TabView`; a
                    storyboard holds UIKit view controllers, which a `TabView` can't show without a bridge
                    the layout doesn't describe.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: storyboard(name: \"Main\", identifier: \"Home\")"),
                           members: "    framework: swiftui\n"),
                right: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeView"),
                           members: "    framework: swiftui\n"),
                fix: """
                    Name the `View` that shows the screen (wrap a storyboard scene in a
                    `UIViewControllerRepresentable` of your own if you must), or use `framework: uikit`.
                    """)

        case .TAB224:
            let searchItem = "    item search {\n        title: \"Search\"\n        icon: symbol(\"magnifyingglass\")\n        role: search\n        screen: SearchViewController\n    }\n\n"
            return Entry(
                meaning: """
                    A layout has a second `role: search` item, or a `modal` has a `role`. The error
                    points at the later `role` value, with a note at the first; on a modal, at `role`.
                    """,
                why: """
                    The search tab is one place: UIKit's `UISearchTab` and SwiftUI's `Tab(role: .search)`,
                    which iOS 26 sets apart at the trailing end of the bar. Two of them would compete for
                    that place. A modal presents its screen instead of becoming selected, so it can't be
                    the search tab.
                    """,
                wrong: app(items: homeItem + searchItem + searchItem.replacingOccurrences(of: "item search", with: "item find"), members: "    kind: system\n"),
                right: app(items: homeItem + searchItem, members: "    kind: system\n"))
        case .TAB225:
            return Entry(
                meaning: """
                    A `section` is misused: its layout has no `sidebar: adaptable`, it has no items or no
                    `title`, or it holds a `modal` or another section. The error points at the section's
                    name, or at the member that can't stand in it.
                    """,
                why: """
                    Sections are the groups of the iPad sidebar (UIKit's `UITabGroup`, SwiftUI's
                    `TabSection`): without a sidebar there is nothing to group; a group needs a heading
                    and at least one tab, and the sidebar's groups hold tabs, not actions or other groups.
                    """,
                wrong: app(items: homeItem + "    section library {\n        title: \"Library\"\n        item artists {\n            title: \"Artists\"\n            icon: symbol(\"music.mic\")\n            screen: ArtistsViewController\n        }\n    }\n\n", members: "    kind: system\n"),
                right: app(items: homeItem + "    section library {\n        title: \"Library\"\n        item artists {\n            title: \"Artists\"\n            icon: symbol(\"music.mic\")\n            screen: ArtistsViewController\n        }\n    }\n\n", members: "    kind: system\n    sidebar: adaptable\n"))

        case .TAB226:
            return Entry(
                meaning: """
                    A folder given to `tabc` holds a symlink whose real path is outside that folder: a
                    file link such as `Layouts/leak.tabs -> ../../home/me/.ssh/id_rsa`, or a folder link
                    such as `Layouts/r -> /`. The walk neither reads nor enters it; the error is reported
                    at the link's path and names where it points (exit status 1).
                    """,
                why: """
                    A folder walk reads what a repository holds, and a pull request can commit links. Were
                    they followed, `tabc check Layouts` in CI would print lines of the job's secrets
                    (`/proc/self/environ`, a key, `.git/config`) in its snippets, or walk the whole disk.
                    Links that stay inside the folder are followed as before.
                    """,
                wrong: nil, right: nil,
                fix: """
                    No single file can show this code: it is about the folder around the files. Move the
                    file into the folder (or make the link point inside it), or give the file's path
                    directly, which is always read (`tabc check Layouts ../Shared/theme.tabs`).
                    """)

        // MARK: Warnings
        case .TAB301:
            return Entry(
                meaning: """
                    A layout has more than 5 items (items and modals together). The warning points at the
                    layout's name.
                    """,
                why: """
                    On an iPhone a tab bar has room for five items: `UITabBarController` moves the rest
                    into a "More" tab, and a custom bar squeezes each item below a comfortable touch
                    width. Group the extra screens under one tab instead.
                    """,
                wrong: app(items: numberedItems(6)),
                right: app(items: numberedItems(5)))
        case .TAB302:
            return Entry(
                meaning: """
                    The bar's `height` is from 30 up to (not including) 44 points. (Below 30 it is error
                    TAB210.)
                    """,
                why: """
                    Apple's Human Interface Guidelines ask for touch targets of at least 44 × 44 points.
                    A lower bar makes its items hard to hit, above all for people with motor impairments.
                    """,
                wrong: app(style: "        height: 40\n"),
                right: app(style: "        height: 49\n"))
        case .TAB303:
            return Entry(
                meaning: """
                    The contrast of `tint` (unselected items) or `selectedTint` on `background` is below
                    3:1, in light or in dark appearance. Colors are compared as the app shows them:
                    system colors by their light and dark values, `dynamic` colors by each side, defaults
                    included; a hex color with alpha below 1 is first composited over the background (and
                    a translucent background over the window). An `asset` color is unknown to `tabc`, so
                    no warning is given for it.
                    """,
                why: """
                    WCAG 2.1 success criterion 1.4.11 (non-text contrast) asks for 3:1 for the parts of a
                    control people need to see. Below that, many people can't make out the icons, or
                    which tab is selected, in bright light or with low vision. A yellow that works on
                    black often fails on white: check both appearances, and use
                    `dynamic(light: …, dark: …)` where one color can't serve both.
                    """,
                wrong: app(style: "        selectedTint: systemYellow\n"),
                right: app(style: "        selectedTint: dynamic(light: #9A7B00, dark: systemYellow)\n"))
        case .TAB304:
            return Entry(
                meaning: """
                    An item or modal has no `title` and no `accessibilityLabel`. VoiceOver then reads its
                    id, split at capitals (`addTransaction` → "Add transaction"), which the warning
                    quotes.
                    """,
                why: """
                    An icon means nothing to someone who can't see it. An id is written for programmers;
                    a label should say what the item does, in the words of your app.
                    """,
                wrong: app(items: homeItem + addModal.replacingOccurrences(of: "        accessibilityLabel: \"Add\"\n", with: "")),
                right: app(items: homeItem + addModal.replacingOccurrences(of: "accessibilityLabel: \"Add\"", with: "accessibilityLabel: \"Add transaction\"")))
        case .TAB305:
            return Entry(
                meaning: """
                    `cornerRadius` is above half the bar's `height` (its own or the default 49).
                    """,
                why: """
                    A corner can't be rounder than half the side it sits on: UIKit clamps the radius, so
                    the bar is not drawn as written, and a border or shadow that follows the written
                    radius no longer lines up. Half the height gives a capsule.
                    """,
                wrong: app(style: "        height: 50\n        cornerRadius: 30\n"),
                right: app(style: "        height: 50\n        cornerRadius: 25\n"))
        case .TAB306:
            return Entry(
                meaning: """
                    Two items of one layout have the same title. The warning points at the later one,
                    with a note at the first.
                    """,
                why: """
                    People tell tabs apart by their titles, and VoiceOver reads them. UI tests that find a
                    tab by its label would find the wrong one.
                    """,
                wrong: app(items: homeItem + settingsItem.replacingOccurrences(of: "title: \"Settings\"", with: "title: \"Home\"")),
                right: app(items: homeItem + settingsItem))
        case .TAB307:
            return Entry(
                meaning: """
                    A dependency declared with `inject` is not passed to any `screen:`.
                    """,
                why: """
                    The generated controller's initializer would demand a value that nothing uses.
                    Usually a screen argument was forgotten; otherwise remove the `inject`.
                    """,
                wrong: app(members: "    inject store: Store\n"),
                right: app(items: homeItem.replacingOccurrences(of: "screen: HomeViewController", with: "screen: HomeViewController(store: store)"),
                           members: "    inject store: Store\n"))
        case .TAB308:
            return Entry(
                meaning: """
                    The style's `shape` is a `notch(…)` but no item is `raised`, or an item is `raised` but
                    the shape is `flat`. The warning points at the `shape` value when the raised item is
                    missing, and at the `raised` value when the notch is.
                    """,
                why: """
                    A notch without a raised button leaves an empty dent in the bar; a raised button
                    without a notch covers the bar's top edge and the items next to it.
                    """,
                wrong: app(items: homeItem + raisedModal),
                right: app(items: homeItem + raisedModal, style: "        shape: notch(depth: 37, width: 148)\n"))
        case .TAB309:
            return Entry(
                meaning: """
                    A badge is longer than 4 characters (counted as people see them: an emoji is one; an
                    integer badge counts its digits).
                    """,
                why: """
                    Badges are small. A long one is truncated ("New m…") or covers the neighbouring item;
                    use a short count such as "99+".
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        badge: \"New mail\"\n")),
                right: app(items: homeItem.replacingOccurrences(of: "        screen: HomeViewController\n", with: "        screen: HomeViewController\n        badge: \"99+\"\n")))
        case .TAB310:
            return Entry(
                meaning: """
                    `tint` and `selectedTint` are the same color. The comparison is of resolved colors,
                    not spellings: `systemBlue` and `dynamic(light: #007AFF, dark: #0A84FF)` are the same.
                    """,
                why: """
                    The selected item would look like every other one; people couldn't see which tab they
                    are on.
                    """,
                wrong: app(style: "        tint: systemBlue\n        selectedTint: systemBlue\n"),
                right: app(style: "        tint: systemGray\n        selectedTint: systemBlue\n"))
        case .TAB311:
            return Entry(
                meaning: """
                    A layout sets something that only the other kind of bar reads: a
                    `minimizeBehavior` other than `automatic`, `sidebar: adaptable`, an `accessory` or a
                    `role: search` item on a `kind: custom` layout (the default kind), or a `material`
                    other than `none` on a `kind: system` layout. The warning points at the value.
                    """,
                why: """
                    `minimizeBehavior` sets `UITabBarController.tabBarMinimizeBehavior`, which shrinks
                    UIKit's own glass tab bar on iOS 26 and later while the screen scrolls. A `kind:
                    custom` layout draws its own bar in a container view controller, so the setting
                    would silently do nothing. The sidebar, the search tab and the bottom accessory are
                    UIKit's and SwiftUI's own tab bar features too; a system bar, in turn, has its own
                    material, so `material` only dresses a drawn bar.
                    """,
                wrong: app(members: "    minimizeBehavior: onScrollDown\n"),
                right: app(members: "    kind: system\n    minimizeBehavior: onScrollDown\n"),
                fix: """
                    Use `kind: system` for a bar that minimizes on iOS 26, or remove `minimizeBehavior`
                    to keep the custom bar.
                    """)

        case .TAB312:
            return Entry(
                meaning: """
                    A `framework: swiftui`, `kind: system` layout sets something SwiftUI's own `TabView`
                    has no API for: any style setting but `background` and `selectedTint`, or
                    `transition`, or `raised`. The warning points at the setting; settings the layout's
                    style takes from named styles are reported once, at its `base:`. A `kind: custom`
                    layout never gets it: its bar is drawn in SwiftUI and shows every style setting.
                    """,
                why: """
                    SwiftUI's `TabView` draws the system tab bar: its height, fonts, corners, borders and
                    shadows are the system's, its unselected items take the system's color, and it never
                    raises a button or animates between tabs. The generated code reads `selectedTint`
                    (`.tint`) and `background` (`.toolbarBackground`, before iOS 26) only, so the other
                    settings would silently do nothing.
                    """,
                wrong: app(style: "        selectedTint: systemIndigo\n        cornerRadius: 16\n",
                           members: "    framework: swiftui\n    kind: system\n"),
                right: app(style: "        selectedTint: systemIndigo\n",
                           members: "    framework: swiftui\n    kind: system\n"),
                fix: """
                    Remove the settings, or use `kind: custom` for a bar drawn in SwiftUI that shows them.
                    """)

        case .TAB313:
            return Entry(
                meaning: """
                    `tabc check --strings CATALOG.xcstrings` looked up every text of each layout whose
                    `strings` table is the catalog's (its file name without `.xcstrings`) and found one
                    whose key the catalog lacks, or that isn't marked translated in one of the
                    catalog's languages other than its source language (a text with plural or device
                    variations counts when every variation is translated). The warning points at the
                    text and names the languages (a section's title too); a label derived from an
                    icon-only item's id points at the item's name.
                    """,
                why: """
                    A title added in English and never translated shows in English in every other
                    language, and a VoiceOver label in the wrong language is read with the wrong voice.
                    People using the app in German or Arabic see the bar half translated.
                    """,
                wrong: nil, right: nil,
                fix: """
                    This code needs a string catalog beside the layout, so no single file shows it. With
                    `Localizable.xcstrings` holding `Finance.home.title` in English (the source
                    language) and German, and an Arabic entry in state `new`, `tabc check --strings
                    Localizable.xcstrings finance.tabs` warns at `title: "Home"` that
                    `Finance.home.title` is not translated in ar. Translate the text in Xcode's catalog
                    editor (its state becomes `translated`), or mark it "Don't translate" when it reads
                    the same in every language. A text left untranslated on purpose for now takes
                    `// tabc:ignore TAB313 — reason` on its line, like any other warning. The
                    localization guide (docs/localization.md) shows the whole workflow.
                    """)
        case .TAB314:
            return Entry(
                meaning: """
                    A file given with `--strings` isn't an Xcode string catalog: it isn't JSON, it is not
                    shaped as one (an object with `sourceLanguage` and `strings`, each key's
                    `localizations` holding a `stringUnit` with a `state`, or `variations`), or it is
                    larger than 16 MiB (refused before it is read). The error is reported at the
                    catalog's path. A path given with `--assets` is TAB314 too when it isn't a folder
                    whose name ends in `.xcassets`, or when its walk passes a limit (32 folders deep,
                    100,000 entries, a `Contents.json` over 1 MiB).
                    """,
                why: """
                    A check against a file that isn't a catalog would report every text as missing, or
                    nothing at all; either way CI would be wrong about the translations.
                    """,
                wrong: nil, right: nil,
                fix: """
                    Pass the `.xcstrings` file Xcode keeps for the table (for example
                    `App/Localizable.xcstrings`), not a compiled `.strings` file or a folder; for
                    `--assets`, the `.xcassets` folder (for example `App/Assets.xcassets`).
                    """)
        case .TAB315:
            return Entry(
                meaning: """
                    A `symbol("…")` icon names no SF Symbol of the catalogue `tabc` ships (every symbol
                    name of the SF Symbols app with the iOS version that introduced it, and the names
                    Apple renamed). The message lists the nearest names; an old name that was renamed
                    gets a fix-it to its new name (`tabc check --fix` applies it).
                    """,
                why: """
                    UIKit and SwiftUI find a symbol by its name at run time. A misspelt name compiles and
                    shows an empty tab on the device, which nobody notices until a tester does.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "symbol(\"house\")", with: "symbol(\"hosue\")")),
                right: app(items: homeItem))
        case .TAB316:
            return Entry(
                meaning: """
                    A `symbol("…")` icon names an SF Symbol that first shipped in a later iOS version than
                    the layout's `deploymentTarget` (15 by default, 17 with `framework: swiftui`).
                    """,
                why: """
                    On the older versions the app supports, the symbol doesn't exist: the item shows no
                    icon there.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "symbol(\"house\")", with: "symbol(\"house.badge.wifi\")")),
                right: app(items: homeItem.replacingOccurrences(of: "symbol(\"house\")", with: "symbol(\"house.badge.wifi\")"),
                           members: "    deploymentTarget: 18\n"),
                fix: """
                    Choose a symbol that exists on every version the app supports, or raise
                    `deploymentTarget` to the version the message names.
                    """)

        case .TAB317:
            return Entry(
                meaning: """
                    A `// tabc:ignore CODE…` comment suppresses the named warnings on its own line (when
                    it ends a line) or on the next line (when it stands alone); `// tabc:ignore-file
                    CODE…` before the first declaration suppresses them in the whole file. TAB317
                    reports a suppression that does nothing: one that names no code, an unknown code
                    (with the nearest one), an error (errors can't be suppressed), a code with no
                    such warning where it applies, or an `ignore-file` after the first declaration.
                    """,
                why: """
                    A stale suppression hides the next real warning of that kind on its line, and a
                    misspelt one suppresses nothing while looking as if it did.
                    """,
                wrong: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Home\" // tabc:ignore TAB310")),
                right: app(items: homeItem.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Home\""),
                           style: "        tint: systemBlue\n        // tabc:ignore TAB310 — the filled icon shows the selection\n        selectedTint: systemBlue\n"),
                fix: """
                    Remove the suppression, or name the warning that is really reported on that line
                    (`tabc check --format json` lists suppressed warnings as such).
                    """)
        case .TAB318:
            return Entry(
                meaning: """
                    `tabc check --assets CATALOG.xcassets` (also `build` and `lsp`) read the image
                    sets, symbol sets and color sets of the given asset catalogs (nested folders
                    included; a folder that provides a namespace prefixes its sets' names, as in
                    `Icons/home`) and found an `image("…")` icon that is no image or symbol set, or
                    an `asset("…")` color that is no color set, in any of them. The warning points
                    at the value and suggests the nearest name there is.
                    """,
                why: """
                    A misspelt image name builds without a complaint and shows no icon on a device;
                    a misspelt color set name shows no color. Nothing else notices until someone
                    looks at the bar.
                    """,
                wrong: nil, right: nil,
                fix: """
                    This code needs an asset catalog beside the layout, so no single file shows it.
                    With `Assets.xcassets` holding `home.imageset` and `Brand.colorset`, `tabc check
                    --assets Assets.xcassets app.tabs` warns at `icon: image("hom")` that no image set
                    is named "hom" and suggests "home". Correct the name, or add the set to the
                    catalog in Xcode. Once the catalog is given, `asset("…")` colors are also known
                    to the contrast check (TAB303).
                    """)

        // MARK: Limits
        case .TAB901:
            return Entry(
                meaning: """
                    The input is beyond a limit of this implementation (not of the language): for example
                    a file too large to be checked, or more diagnostics than are worth reporting.
                    """,
                why: """
                    Limits keep `tabc` fast and its output readable on broken or generated input instead
                    of running out of memory. Real layouts stay far below them; split generated input
                    into several files.
                    """,
                wrong: nil, right: nil,
                fix: "No small example can show this code.")
        }
    }

    static let addModal = """
            modal add {
                icon: symbol("plus")
                accessibilityLabel: "Add"
                screen: AddViewController
            }

        """

    static let raisedModal = """
            modal add {
                icon: symbol("plus")
                accessibilityLabel: "Add"
                screen: AddViewController
                raised: raised(size: 64, offset: 20)
            }

        """

    static let themeFile = ExampleFile(path: "theme.tabs", text: "style Theme {\n    height: 56\n    selectedTint: systemIndigo\n}\n")

    static func numberedItems(_ count: Int) -> String {
        let names = ["home", "search", "inbox", "profile", "settings", "help"]
        let icons = ["house", "magnifyingglass", "tray", "person", "gear", "questionmark.circle"]
        return (0..<count).map { index in
            let name = names[index]
            let type = name.prefix(1).uppercased() + name.dropFirst()
            return "    item \(name) {\n        title: \"\(type)\"\n        icon: symbol(\"\(icons[index])\")\n        screen: \(type)ViewController\n    }\n"
        }.joined()
    }

    // MARK: - Properties

    /// `tabc explain PROPERTY`: a property of docs/language.md as the schema table has it — its type,
    /// default, range and blocks, then each argument of its call forms with its default.
    public static func text(for spec: Schema.PropertySpec) -> String {
        var output = "# \(spec.name)\n\n" + propertyFacts(spec) + "\n"
        let calls = spec.type.callForms
        for call in calls where !call.arguments.isEmpty {
            output += "\n## \(call.name)(…)\n\n"
            for argument in call.arguments {
                let label = call.isPositional ? "its argument" : "`\(argument.label)`"
                let range = rangeFigures(argument.type).map { " (\($0))" } ?? ""
                output += "- \(label): \(Catalogue.describe(argument.type))\(range), " + argumentDefault(argument) + "\n"
            }
        }
        return output
    }

    /// A property's facts as Markdown: type, summary, default, range and the blocks it may stand
    /// in (also the language server's hover and completion documentation).
    public static func propertyFacts(_ spec: Schema.PropertySpec) -> String {
        var text = "**\(spec.name)**: \(Catalogue.describe(spec.type))\n\n\(spec.summary)\n\n"
        text += "Default: \(spec.defaultDescription)"
        if let range = rangeFigures(spec.type) { text += "\n\nRange: \(range)" }
        let places = Schema.Context.allCases.filter { spec.contexts.contains($0) }.map(\.phrase)
        text += "\n\nIn \(places.joined(separator: " or "))."
        return text
    }

    /// A call argument's default as people read it.
    static func argumentDefault(_ argument: Schema.ArgumentSpec) -> String {
        if let value = argument.defaultValue { return "default \(Schema.sourceText(value))" }
        if let derived = argument.derivedDefault { return "default \(derived)" }
        return "required"
    }

    /// A number range in figures (`0…9999`, `≥ 0`); nil for other types and open ranges.
    static func rangeFigures(_ type: Schema.ValueType) -> String? {
        switch type {
        case .integer(let range): return "\(range.lowerBound)…\(range.upperBound)"
        case .number(let minimum, let maximum):
            switch (minimum, maximum) {
            case (let low?, let high?): return "\(JSONWriter.format(low))…\(JSONWriter.format(high))"
            case (let low?, nil): return "≥ \(JSONWriter.format(low))"
            case (nil, let high?): return "≤ \(JSONWriter.format(high))"
            case (nil, nil): return nil
            }
        default: return nil
        }
    }

    // MARK: - Facts from the schema table

    /// Every call form of the table, and the color and screen calls.
    static func allCallSpecs() -> [Schema.CallSpec] {
        var specs: [Schema.CallSpec] = []
        func collect(_ type: Schema.ValueType) {
            switch type {
            case .call(let spec):
                if !specs.contains(where: { $0.name == spec.name }) { specs.append(spec) }
                spec.arguments.forEach { collect($0.type) }
            case .choice(let types):
                types.forEach(collect)
            case .screen, .color:
                for spec in type.builtInCallForms where !specs.contains(where: { $0.name == spec.name }) {
                    specs.append(spec)
                }
            default:
                break
            }
        }
        Schema.properties.forEach { collect($0.type) }
        return specs
    }

    /// Properties and call arguments whose numbers have a range other than "at least 0", in
    /// table order.
    static func rangedValues() -> [(String, Schema.ValueType)] {
        var result: [(String, Schema.ValueType)] = []
        func visit(_ name: String, _ type: Schema.ValueType) {
            switch type {
            case .integer:
                result.append((name, type))
            case .number(let minimum, let maximum):
                if !(minimum == 0 && maximum == nil) && !(minimum == nil && maximum == nil) { result.append((name, type)) }
            case .call(let spec):
                spec.arguments.forEach { visit("\(spec.name)(\($0.label):)", $0.type) }
            case .choice(let types):
                types.forEach { visit(name, $0) }
            default:
                break
            }
        }
        Schema.properties.forEach { visit($0.name, $0.type) }
        return result
    }

    static func rangeDescription(_ type: Schema.ValueType) -> String {
        switch type {
        case .integer(let range): return "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .number(let minimum, let maximum): return Catalogue.rangeText(minimum, maximum)
        default: return Catalogue.describe(type)
        }
    }

    /// Properties and call arguments that take options, with their options and call forms.
    static func optionValues() -> [(String, [String])] {
        var result: [(String, [String])] = []
        func forms(_ type: Schema.ValueType) -> [String] {
            switch type {
            case .option(let options): return options
            case .optionList(let options): return ["[" + options.joined(separator: ", ") + "]"]
            case .call(let spec): return [spec.name + "(…)"]
            case .choice(let types): return types.flatMap(forms)
            default: return []
            }
        }
        func visit(_ name: String, _ type: Schema.ValueType) {
            switch type {
            case .option, .optionList, .choice:
                result.append((name, forms(type)))
                if case .choice(let types) = type {
                    for case .call(let spec) in types { spec.arguments.forEach { visit("\(spec.name)(\($0.label):)", $0.type) } }
                }
            case .call(let spec):
                spec.arguments.forEach { visit("\(spec.name)(\($0.label):)", $0.type) }
            default:
                break
            }
        }
        Schema.properties.forEach { visit($0.name, $0.type) }
        return result
    }
}

extension String {
    /// The text without leading and trailing line breaks.
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == "\n" { text = text.dropFirst() }
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
