import Foundation

/// The diagnostics of syntax, structure, imports, lints and limits, one factory per message
/// form, sorted by code: callers pass names, numbers and places, these write the words.
extension Catalogue {
    // MARK: - Parts of messages

    /// What a syntax error found where it expected something else: a token, shown with its
    /// text when it is a name, a number or a color.
    struct Found {
        let kind: TokenKind
        /// The token's text; read only for names, numbers and colors.
        let text: String

        init(_ kind: TokenKind, text: String = "") {
            self.kind = kind
            self.text = text
        }

        /// Whether the words for a token of this kind quote its text.
        static func showsText(_ kind: TokenKind) -> Bool {
            kind == .identifier || kind == .number || kind == .color
        }

        var phrase: String {
            switch kind {
            case .identifier: return "'\(text)'"
            case .number: return "number '\(text)'"
            case .color: return "color '\(text)'"
            default: return kind.description
            }
        }
    }

    /// The block a `{ … }` belongs to, as messages name it: "layout 'Home'", "the style block".
    enum BlockOwner {
        /// A declaration (`layout`, `style`, `item`, `modal`) and its name, if it has one.
        case declaration(keyword: String, name: String?)
        /// A layout's `style { … }`.
        case styleBlock

        var phrase: String {
            switch self {
            case .declaration(let keyword, let name?): return "\(keyword) '\(name)'"
            case .declaration(let keyword, nil): return keyword
            case .styleBlock: return "the style block"
            }
        }
    }

    /// A bracketed list of elements separated by `,`: a call's arguments or a list.
    enum ElementList {
        case arguments
        case list

        var phrase: String { self == .arguments ? "argument list" : "list" }
        var closer: TokenKind { self == .arguments ? .rightParen : .rightBracket }
    }

    /// What the parser expected where a TAB101 is reported, and after what.
    enum Expectation {
        case pathAfterImport
        case lineEndAfterImport
        case nameAfterKeyword(String)
        case openingBrace(after: BlockOwner)
        case lineEndAfterMember
        case typeNameAfterColon
        case colonAfterDependencyName(String)
        case dependencyNameAfterInject
        case colonAfterPropertyName(String)
        case nameAfterDot
        case separator(in: ElementList)

        /// "':' after property name 'title'": what was expected, then where.
        var phrase: String {
            switch self {
            case .pathAfterImport: return "a file path string after 'import'"
            case .lineEndAfterImport: return "a line end after the import"
            case .nameAfterKeyword(let keyword): return "a name after '\(keyword)'"
            case .openingBrace(let owner): return "'{' after \(owner.phrase)"
            case .lineEndAfterMember: return "a line end or ';' after the member"
            case .typeNameAfterColon: return "a type name after ':'"
            case .colonAfterDependencyName(let name): return "':' after the dependency name '\(name)'"
            case .dependencyNameAfterInject: return "a dependency name after 'inject'"
            case .colonAfterPropertyName(let name): return "':' after property name '\(name)'"
            case .nameAfterDot: return "a name after '.'"
            case .separator(let list): return "',' or \(list.closer.description) in the \(list.phrase)"
            }
        }
    }

    /// What a name in a layout names, for TAB213's words.
    enum NameRole {
        case layoutName
        case dependencyName
        case itemId

        /// "a layout name", as the words "can't be a layout name" need it.
        var phrase: String {
            switch self {
            case .layoutName: return "a layout name"
            case .dependencyName: return "a dependency name"
            case .itemId: return "an item id"
            }
        }
    }

    // MARK: - Syntax

    /// TAB101: something other than what the grammar expects at this place.
    static func expected(_ expectation: Expectation, found: Found, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected \(expectation.phrase), found \(found.phrase)", span: span)
    }

    /// TAB101: a keyword where a declaration's name belongs.
    static func keywordAsName(after keyword: String, found: TokenKind, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected a name after '\(keyword)', found keyword \(found); keywords can't be names",
                   span: span)
    }

    /// TAB101: a keyword where a block's member belongs.
    static func keywordAsMember(_ keyword: TokenKind, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected a member, found keyword \(keyword); keywords can't be property names",
                   span: span)
    }

    /// TAB101: something else where a block's member belongs.
    static func expectedMember(found: Found, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected a member (a property, 'item', 'modal', 'style' or 'inject'), found \(found.phrase)",
                   span: span)
    }

    /// TAB101: a property name followed by a value without the ':' between them (`title "Home"`).
    static func missingColon(afterProperty name: String, found: Found, at span: SourceSpan, insertAt point: SourceRange) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected \(Expectation.colonAfterPropertyName(name).phrase), found \(found.phrase)",
                   span: span, fixIts: [FixIt(message: "insert ':'", edits: [TextEdit(range: point, replacement: ":")])])
    }

    /// TAB101: a `;` between the elements of a call or a list.
    static func semicolonInBrackets(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected a value, found ';'; elements inside '( )' and '[ ]' are separated by ','",
                   span: span)
    }

    /// TAB101: a call or a list whose closer is missing at a line end or a `}`.
    static func unclosedElements(_ list: ElementList, found: Found, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB101,
                   message: "expected ',' or \(list.closer.description) to end the \(list.phrase), found \(found.phrase)",
                   span: span)
    }

    /// TAB102: no value where a value belongs.
    static func expectedValue(found: Found, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB102, message: "expected a value, found \(found.phrase)", span: span)
    }

    /// TAB103: something other than a declaration at the top level.
    static func expectedDeclaration(found: Found, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB103, message: "expected 'import', 'layout' or 'style' at top level, found \(found.phrase)", span: span)
    }

    /// TAB104: a block that is never closed, with a note at its `{`.
    static func unclosedBlock(_ owner: BlockOwner, found: Found, at span: SourceSpan, opened: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB104, message: "expected '}' to close \(owner.phrase), found \(found.phrase)", span: span,
                   notes: [DiagnosticNote(message: "the block to close starts here", span: opened)])
    }

    /// TAB105: blocks, calls and lists nested past the limit.
    static func nestingTooDeep(limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB105, message: "nesting too deep: blocks, calls and lists may nest at most \(limit) levels", span: span)
    }

    /// TAB106: an `import` after a declaration.
    static func importAfterDeclaration(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB106, message: "'import' must come before every declaration of the file", span: span,
                   help: ["move this import to the top of the file"])
    }

    // MARK: - Structure

    /// TAB203: a second `style { … }` in a layout.
    static func secondStyleBlock(at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB203, message: "a layout has one style block; this is the second", span: span,
                   notes: [DiagnosticNote(message: "the first style block", span: first)], help: ["merge the two blocks"])
    }

    /// TAB204: an item or modal without a required property (`icon` or `screen`), with an example.
    static func missingRequiredProperty(_ key: Schema.PropertyKey, item id: String, role: ItemRole, at span: SourceSpan) -> Diagnostic {
        let example = key == .icon ? "icon: symbol(\"star\")" : "screen: \(id.prefix(1).uppercased() + id.dropFirst())ViewController"
        return Diagnostic(code: .TAB204, message: "\(role == .modal ? "modal" : "item") '\(id)' has no '\(key.name)'; add one, e.g. \(example)",
                          span: span)
    }

    /// TAB205: two items of a layout with one id.
    static func duplicateItemId(_ id: String, layout: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB205, message: "item id '\(id)' is used twice in layout '\(layout)'", span: span,
                   notes: [DiagnosticNote(message: "first used here", span: first)])
    }

    /// TAB206: two items with one tag, given or taken from their positions; a given tag is
    /// offered the next free one.
    static func duplicateTag(_ tag: Int, item: String, isGiven: Bool, first: String, firstIsGiven: Bool, freeTag: Int,
                             at span: SourceSpan, firstAt firstSpan: SourceSpan) -> Diagnostic {
        let position = " (its position)"
        return Diagnostic(
            code: .TAB206, message: "duplicate tag \(tag)\(isGiven ? "" : position): item '\(item)' has the same tag as '\(first)'",
            span: span,
            notes: [DiagnosticNote(message: "'\(first)' has tag \(tag)\(firstIsGiven ? "" : position)", span: firstSpan)],
            fixIts: isGiven
                ? [FixIt(message: "use the next free tag, \(freeTag)", edits: [TextEdit(range: span.range, replacement: String(freeTag))])]
                : [])
    }

    /// TAB208: an `initial` naming a modal; `select` is the tab offered instead, if any.
    static func initialIsModal(_ target: String, at span: SourceSpan, declared: SourceSpan, select tab: String?) -> Diagnostic {
        Diagnostic(code: .TAB208, message: "'initial' names modal '\(target)'; a modal presents its screen and can't be the selected tab",
                   span: span, notes: [DiagnosticNote(message: "'\(target)' is declared as a modal here", span: declared)],
                   fixIts: tab.map { [FixIt(message: "select '\($0)' at start", edits: [TextEdit(range: span.range, replacement: $0)])] } ?? [])
    }

    /// TAB209: a layout without a tab item (it may have modals, which don't count).
    static func layoutWithoutItems(_ layout: String, hasModals: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB209, message: "layout '\(layout)' has no item; a tab bar needs at least one 'item'", span: span,
                   help: hasModals ? ["modals present a screen and never become the selection, so they don't count"] : [])
    }

    /// TAB213: `_` as a name.
    static func underscoreName(as role: NameRole, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB213, message: "'_' can't be \(role.phrase): Swift reserves '_' for values it ignores", span: span,
                   help: ["choose a name; the generated Swift uses it as an identifier"])
    }

    /// TAB213: a Swift keyword as a name.
    static func swiftKeywordName(_ name: String, as role: NameRole, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB213, message: "'\(name)' is a Swift keyword and can't be \(role.phrase)", span: span,
                   help: ["choose another name; the generated Swift uses it as an identifier"])
    }

    /// TAB213: a name that clashes with a name of the generated Swift (`clash` says which).
    static func generatedNameClash(_ name: String, as role: NameRole, clash: GeneratedNameClash, at span: SourceSpan) -> Diagnostic {
        let reason = switch clash {
        case .allCases: "the generated enum is CaseIterable, and its list of cases is already called 'allCases'"
        case .uiKitTypes: "the generated types would be UITab, UITabBar, UITabBarController and UITabBarControllerDelegate, UIKit's own"
        }
        return Diagnostic(code: .TAB213, message: "'\(name)' can't be \(role.phrase): \(reason)", span: span, help: ["choose another name"])
    }

    /// TAB213: a dependency type no screen can take (`Any`, `Self`, `_`); `last` is its last component.
    static func unusableDependencyType(_ type: String, last: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB213,
                   message: "'\(type)' can't be a dependency type: a screen can't take \(last == "_" ? "a placeholder" : "'\(last)'") meaningfully",
                   span: span, help: ["name the type the screens take, such as 'TransactionManager'"])
    }

    /// TAB215: two layouts, or two named styles, with one name.
    static func declarationNameUsedTwice(_ name: String, isLayout: Bool, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB215, message: "\(isLayout ? "layout" : "style") name '\(name)' is used twice", span: span,
                   notes: [DiagnosticNote(message: "first used here", span: first)])
    }

    /// TAB217: a loop of named styles through `base:`, given as its names from the first
    /// back to it (two names: a style that is its own base).
    static func styleBaseCycle(_ names: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB217,
                   message: names.count == 2
                       ? "style '\(names[0])' names itself as its base"
                       : "style base cycle: \(names.map { "'\($0)'" }.joined(separator: " → "))",
                   span: span, help: ["a style's base chain must end in a style without 'base:'"])
    }

    /// TAB218: an imported file that does not exist; `resolved` is the path looked for.
    static func importNotFound(_ path: String, resolved: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB218, message: "imported file '\(path)' not found", span: span, notes: [lookedFor(resolved)])
    }

    /// TAB218: an imported file that exists but can't be read.
    static func importUnreadable(_ path: String, reason: String, resolved: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB218, message: "imported file '\(path)' can't be read: \(reason)", span: span, notes: [lookedFor(resolved)])
    }

    /// TAB218: an import path the rules refuse (`reason` says which rule).
    static func importRefused(_ path: String, reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB218, message: "imported file '\(path)' can't be imported: \(reason)", span: span)
    }

    private static func lookedFor(_ resolved: String) -> DiagnosticNote {
        DiagnosticNote(message: "looked for '\(resolved)' (paths are relative to the importing file's folder)", span: nil)
    }

    /// TAB219: files that import each other, given from the first back to it.
    static func importCycle(_ paths: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB219, message: "import cycle: \(paths.map { "'\($0)'" }.joined(separator: " → "))", span: span,
                   help: ["move the shared styles into a file that imports neither"])
    }

    /// TAB220: a second raised item.
    static func secondRaisedItem(first: String, at span: SourceSpan, firstAt firstSpan: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB220, message: "a layout has at most one raised item; '\(first)' is raised already", span: span,
                   notes: [DiagnosticNote(message: "'\(first)' is raised here", span: firstSpan)])
    }

    /// TAB221: an `afterDismiss: select(…)` naming a modal.
    static func afterDismissSelectsModal(_ target: String, at span: SourceSpan, declared: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB221, message: "'afterDismiss: select(\(target))' names a modal; only a tab can be selected", span: span,
                   notes: [DiagnosticNote(message: "'\(target)' is declared as a modal here", span: declared)])
    }

    /// TAB222: a dependency declared twice in a layout.
    static func dependencyDeclaredTwice(_ name: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB222, message: "dependency '\(name)' is declared twice", span: span,
                   notes: [DiagnosticNote(message: "first declared here", span: first)])
    }

    // MARK: - Warnings

    /// TAB301: a layout with more than five items.
    static func tooManyItems(_ layout: String, count: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB301, message: "layout '\(layout)' has \(count) items; a tab bar shows at most 5 comfortably", span: span,
                   help: ["UITabBarController moves the rest into a More tab; group the extra screens instead"])
    }

    /// TAB303: a tint below 3:1 on the background, in one or both appearances.
    static func lowContrast(_ key: Schema.PropertyKey, failures: [Contrast.Failure], at span: SourceSpan) -> Diagnostic {
        let ratios = failures.map { String(format: "%.2f", $0.ratio) + ":1" }
        // One ratio for both appearances (a color that is not dynamic) is said once.
        let details = failures.count == 2 && ratios[0] == ratios[1]
            ? "\(ratios[0]) in light and dark appearance"
            : zip(ratios, failures).map { "\($0) in \($1.appearance) appearance" }.joined(separator: " and ")
        return Diagnostic(
            code: .TAB303, message: "contrast of '\(key.name)' on the background is \(details); at least 3:1 is needed (WCAG 1.4.11)",
            span: span,
            help: ["pick a \(key == .tint ? "darker or lighter tint" : "stronger selectedTint"), or a dynamic(light: …, dark: …) color"])
    }

    /// TAB304: an icon-only item without an accessibility label; `label` is what VoiceOver reads.
    static func iconOnlyWithoutLabel(_ id: String, role: ItemRole, readAs label: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB304,
                   message: "icon-only \(role == .modal ? "modal" : "item") '\(id)' has no 'accessibilityLabel'; VoiceOver will read \"\(label)\"",
                   span: span, help: ["add accessibilityLabel: \"…\" that says what the item does"])
    }

    /// TAB305: a corner radius above half the bar's height.
    static func cornerRadiusTooLarge(_ radius: Double, height: Double, at span: SourceSpan) -> Diagnostic {
        let half = ValueChecker.format(height / 2)
        return Diagnostic(code: .TAB305, message: "'cornerRadius' is \(ValueChecker.format(radius)), above half the height (\(half))",
                          span: span, help: ["UIKit clamps the radius; use at most \(half) for a capsule"])
    }

    /// TAB306: two items with one title.
    static func duplicateTitle(_ title: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB306, message: "two items have the title \"\(title)\"", span: span,
                   notes: [DiagnosticNote(message: "first used here", span: first)], help: ["people tell tabs apart by their titles"])
    }

    /// TAB307: a dependency no `screen:` uses.
    static func unusedDependency(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB307, message: "dependency '\(name)' is never used in a 'screen:'", span: span,
                   help: ["pass it to a screen, e.g. screen: HomeViewController(\(name): \(name)), or remove it"])
    }

    /// TAB308: a notch with no raised item.
    static func notchWithoutRaisedItem(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB308, message: "the 'notch' shape has no raised item to sit in it", span: span,
                   help: ["give the center item raised: raised(size: 64, offset: 20), or use shape: flat"])
    }

    /// TAB308: a raised item with no notch.
    static func raisedItemWithoutNotch(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB308, message: "raised item '\(id)' has no notch to sit in", span: span,
                   help: ["add shape: notch(depth: 37, width: 148) to the style"])
    }

    /// TAB309: a badge longer than four characters.
    static func longBadge(_ badge: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB309, message: "badge \"\(badge)\" is \(badge.count) characters long; badges over 4 characters are cut off",
                   span: span, help: ["use a short count such as \"99+\""])
    }

    /// TAB310: 'tint' and 'selectedTint' resolving to one color.
    static func sameTints(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB310, message: "'tint' and 'selectedTint' are the same color, so the selected item looks like the others",
                   span: span, help: ["choose a 'selectedTint' that stands out from 'tint'"])
    }

    /// TAB311: a `minimizeBehavior` on a custom layout, which never minimizes.
    static func minimizeBehaviorOnCustomLayout(_ behavior: MinimizeBehavior, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB311,
                   message: "'minimizeBehavior: \(behavior.rawValue)' has no effect on a 'kind: custom' layout; only the system tab bar minimizes",
                   span: span, help: ["use kind: system for a bar that minimizes on iOS 26, or remove 'minimizeBehavior'"])
    }

    // MARK: - Limits

    /// TAB901: a file over the size limit; `size` is its size in bytes, nil when only a
    /// stream's first `limit + 1` bytes were read.
    static func fileTooLarge(size: Int?, at span: SourceSpan) -> Diagnostic {
        let mebibytes = Double(size ?? 0) / 1_048_576
        let what = size.map { _ in "the file is \((mebibytes * 10).rounded(.down) / 10) MiB" } ?? "the input is larger than 16 MiB"
        return Diagnostic(code: .TAB901, message: "\(what); tabc reads files of up to 16 MiB", span: span,
                          help: ["split the layouts into several files"])
    }

    /// TAB901: the marker for the diagnostics left out past the cap of `limit` per file, as
    /// serious as the most serious of them.
    static func tooManyDiagnostics(errors: Int, warnings: Int, limit: Int, at span: SourceSpan) -> Diagnostic {
        var marker = Diagnostic(code: .TAB901, message: "too many diagnostics in this file: \(errors + warnings) more not shown",
                                span: span, help: ["fix the first \(limit) and check again"])
        marker.severity = errors > 0 ? .error : .warning
        marker.omittedErrors = errors
        marker.omittedWarnings = warnings
        return marker
    }
}

extension Diagnostic {
    /// Whether this reports a member unknown or misplaced where it stands (an unknown
    /// property, for one): a misspelt `title` may be behind it.
    var reportsUnknownMember: Bool { code == .TAB201 }

    /// Whether this reports a declaration nothing uses, which editors show faded.
    var reportsUnusedDeclaration: Bool { code == .TAB307 }
}
