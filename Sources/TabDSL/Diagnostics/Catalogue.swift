/// The catalogue of diagnostics: one factory per message form, sorted by code, each naming
/// its code in its first doc line. Callers (the lexer's problems, the parser, the checkers,
/// the validator, the run's import and style passes) decide what to report and pass names,
/// numbers and places; these write the words. `docs/diagnostics.md` and `tabc explain`
/// describe the same codes (`DocsAndCatalogueTests` keeps them in step), and the parts the
/// words are made of are in `Catalogue+Parts.swift`.
enum Catalogue {
    // MARK: - Lexical (TAB0xx)

    /// TAB001: characters no token starts with.
    /// `fix`: a replacement over `fixRange` for a mechanical mistake (`=` for `:`, single quotes).
    static func unexpectedCharacters(_ text: String, fix: (range: SourceRange, replacement: String)? = nil,
                                     at span: SourceSpan) -> Diagnostic {
        let visible = DisplayText.quoted(text)
        let shown = text.unicodeScalars.count == 1 ? "character '\(visible)'" : "characters '\(visible)'"
        var help: [String] = []
        if text == "'" { help.append("strings are written in double quotes") }
        if text == "=" { help.append("a property is written name: value") }
        return Diagnostic(code: .TAB001, message: "unexpected \(shown)", span: span, help: help,
                          fixIts: fix.map { [FixIt(message: "write \($0.replacement)", edits: [TextEdit(range: $0.range, replacement: $0.replacement)])] } ?? [])
    }

    /// TAB002: a string without its closing quote on its line.
    static func unterminatedString(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB002, message: "unterminated string: the closing '\"' is missing on this line",
                   span: span, help: ["a string must end on the line it starts; write a line break as \\n"])
    }

    /// TAB003: a backslash followed by a character that is no escape (`character`).
    static func invalidEscape(_ character: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB003, message: "invalid escape '\\\(character)' in a string", span: span,
                   help: ["the escapes are \\\\ \\\" \\n \\t \\r \\0 and \\u{...}; write a backslash as \\\\"],
                   fixIts: [FixIt(message: "escape the backslash",
                                  edits: [TextEdit(range: SourceRange(offset: span.range.offset, length: 1), replacement: "\\\\")])])
    }

    /// TAB003: `\(`, Swift's interpolation, which `.tabs` strings don't have.
    static func interpolation(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB003, message: "string interpolation '\\(' is not supported in .tabs strings",
                   span: span, help: ["strings are plain text; to write a backslash followed by '(', use \\\\("])
    }

    /// TAB003: a `\u{…}` that names no Unicode scalar (`text` as written).
    static func invalidUnicodeEscape(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB003, message: "invalid Unicode escape '\(text)': expected \\u{...} with 1 to 8 hex digits naming a Unicode scalar",
                   span: span)
    }

    /// TAB004: a `/*` never closed.
    static func unterminatedBlockComment(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB004, message: "unterminated block comment: '/*' is never closed by '*/'",
                   span: span, help: ["block comments nest: every '/*' inside needs its own '*/'"])
    }

    /// TAB005: a `#` literal that is no color; `fix` is the corrected literal, if one is clear.
    static func invalidColorLiteral(_ text: String, fix: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB005,
                   message: "invalid color literal '\(text)': expected '#' and 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"
                       + DidYouMean(suggestion: fix).clause,
                   span: span,
                   fixIts: fix.map { [FixIt(message: "write '\($0)'", edits: [TextEdit(range: span.range, replacement: $0)])] } ?? [])
    }

    /// TAB006: a malformed number literal and what is wrong with it.
    static func invalidNumberLiteral(_ text: String, problem: NumberProblem, at span: SourceSpan) -> Diagnostic {
        let reason = switch problem {
        case .minusWithoutDigit: "'-' must be followed directly by a digit"
        case .noDigitBeforePoint: "a number needs a digit before the point"
        case .noDigitAfterPoint: "a number needs a digit after the point"
        case .exponentWithoutDigits: "an exponent needs digits"
        case .lettersAfterNumber: "a number can't be followed directly by letters"
        case .misplacedUnderscore: "'_' may only stand between two digits"
        }
        return Diagnostic(code: .TAB006, message: "invalid number literal '\(text)': \(reason)", span: span)
    }

    /// TAB007: bytes that are not UTF-8 (the first eight are shown).
    static func invalidUTF8(_ bytes: ArraySlice<UInt8>, at span: SourceSpan) -> Diagnostic {
        let shown = bytes.map { "0x" + String($0, radix: 16, uppercase: true) }
        return Diagnostic(code: .TAB007, message: "invalid UTF-8 (\(shown.prefix(8).joined(separator: " "))\(shown.count > 8 ? " …" : ""))",
                          span: span, help: ["save the file as UTF-8"])
    }

    // MARK: - Syntax (TAB1xx)

    /// TAB101: something other than what the grammar expects at this place.
    /// `fix`: a replacement for a mechanical mistake (a `,` between members).
    static func expected(_ expectation: Expectation, found: Found, at span: SourceSpan,
                         fix: (range: SourceRange, replacement: String)? = nil) -> Diagnostic {
        Diagnostic(code: .TAB101, message: "expected \(expectation.phrase), found \(found.phrase)", span: span,
                   fixIts: fix.map { fix in
                       [FixIt(message: fix.replacement.isEmpty ? "remove it" : "write '\(fix.replacement)'",
                              edits: [TextEdit(range: fix.range, replacement: fix.replacement)])]
                   } ?? [])
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

    // MARK: - Structure and meaning (TAB2xx)

    /// TAB201: a property the block's context does not have; `elsewhere` is a near name of
    /// another context, offered when the block's own has none.
    static func unknownProperty(_ name: String, in context: Schema.Context, at span: SourceSpan,
                                didYouMean: DidYouMean, elsewhere: (name: String, context: Schema.Context)?) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "unknown property '\(name)' in \(context.phrase)" + didYouMean.clause, span: span,
                   help: elsewhere.map { ["did you mean '\($0.name)', a property of \($0.context.phrase)?"] } ?? [],
                   fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB201: a UIKit or SwiftUI name for a property (`tintColor`), with the `.tabs` one; a
    /// fix-it when that property belongs in this block and the block doesn't have it yet.
    static func foreignPropertyName(_ name: String, in context: Schema.Context, framework: String, property: Schema.PropertyKey,
                                    allowedHere: Bool, at span: SourceSpan) -> Diagnostic {
        let tabsName = property.name
        var help: [String] = []
        let contexts = Schema.properties[property.rawValue].contexts
        if !contexts.contains(context) {
            help.append("'\(tabsName)' is a property of \(place(of: contexts))")
        } else if !allowedHere {
            help.append("this block already has '\(tabsName)'")
        }
        switch property {
        case .selectedTint:
            help.append("in .tabs, 'tint' colors the unselected items and 'selectedTint' the selected one, as UIKit's unselectedItemTintColor and tintColor do")
        case .tint:
            help.append("in .tabs, 'tint' colors the unselected items; 'selectedTint' colors the selected one")
        default:
            break
        }
        return Diagnostic(code: .TAB201, message: "unknown property '\(name)' in \(context.phrase): '\(name)' is \(framework)'s name; .tabs calls it '\(tabsName)'",
                          span: span, help: help,
                          fixIts: allowedHere ? [FixIt(message: "rename to '\(tabsName)'", edits: [TextEdit(range: span.range, replacement: tabsName)])] : [])
    }

    /// TAB201: an argument label the call form does not have.
    static func unknownArgument(_ label: String, call: String, labels: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(label, in: labels)
        return Diagnostic(code: .TAB201, message: "unknown argument '\(label)' in \(call)(…): expected "
                            + labels.map { "'\($0)'" }.joined(separator: ", ") + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB201: a property of the table written in a context it does not belong to.
    static func misplacedProperty(_ name: String, in context: Schema.Context, belongsIn contexts: Set<Schema.Context>,
                                  at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "'\(name)' is not a property of \(context.phrase); it belongs in \(place(of: contexts))",
                   span: span)
    }

    /// TAB201: an item or a modal declared inside a block.
    static func misplacedItem(_ role: ItemRole, in context: Schema.Context, at span: SourceSpan) -> Diagnostic {
        let word = role == .modal ? Schema.Context.modal.phrase : Schema.Context.item.phrase
        // Inside an item or a modal, the likelier mistake is an unclosed block before it.
        return Diagnostic(code: .TAB201, message: "\(word) can't be declared in \(context.phrase); items and modals belong directly in a layout",
                          span: span, help: context == .item || context == .modal ? ["is a '}' missing before it?"] : [])
    }

    /// TAB201: a style block inside a block.
    static func misplacedStyleBlock(in context: Schema.Context, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "a style block can't stand in \(context.phrase); it belongs directly in a layout", span: span)
    }

    /// TAB201: an `inject` inside a block.
    static func misplacedInject(in context: Schema.Context, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "'inject' can't stand in \(context.phrase); dependencies are declared directly in a layout",
                   span: span)
    }

    /// TAB201: a `section` inside a block other than a layout.
    static func misplacedSection(in context: Schema.Context, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "a section can't stand in \(context.phrase); sections belong directly in a layout",
                   span: span, help: context == .item || context == .modal ? ["is a '}' missing before it?"] : [])
    }

    /// TAB202: a value of another type than the one expected.
    /// `fix`: the value as it was meant, for a mechanical mistake (`[rx]` for `rx`).
    static func wrongType(_ value: Value, expected type: Schema.ValueType, for property: String, fix: String? = nil,
                          at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: wrongTypeText(value, expected: type, for: property), span: span,
                   fixIts: fix.map { [FixIt(message: "write \($0)", edits: [TextEdit(range: span.range, replacement: $0)])] } ?? [])
    }

    /// TAB202: a `storyboard(…)` as the `accessory`, which is a view, not a view controller.
    static func storyboardAccessory(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "'accessory' expects a view type, Type or Type(label: arg, …), found storyboard(…)",
                   span: span, help: ["name the accessory's view type, e.g. accessory: MiniPlayerView"])
    }

    /// TAB202: `"true"` or `"false"` in quotes where a Boolean is expected.
    static func quotedBool(_ value: Value, text: String, for property: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: wrongTypeText(value, expected: .bool, for: property), span: span,
                   fixIts: [FixIt(message: "remove the quotes", edits: [TextEdit(range: span.range, replacement: text)])])
    }

    /// TAB202: one of the expected names written in quotes.
    static func quotedName(_ name: String, found value: Value, expected type: Schema.ValueType, for property: String,
                           at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: wrongTypeText(value, expected: type, for: property) + "; write '\(name)' without quotes",
                   span: span, fixIts: [FixIt(message: "remove the quotes", edits: [TextEdit(range: span.range, replacement: name)])])
    }

    /// TAB202: one of the expected names written as a `.member`.
    static func dottedName(_ name: String, found value: Value, expected type: Schema.ValueType, for property: String,
                           at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: wrongTypeText(value, expected: type, for: property) + "; write '\(name)' without the dot",
                   span: span, fixIts: [FixIt(message: "remove the dot", edits: [TextEdit(range: span.range, replacement: name)])])
    }

    /// TAB202: a number with a fraction where an integer is expected.
    static func notAnInteger(_ property: String, literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "expected an integer for '\(property)', found the number \(literal)", span: span)
    }

    /// TAB202: the name of a call written without its parentheses.
    static func callNeedsParentheses(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "'\(name)' needs parentheses: write '\(name)()' to use its defaults", span: span,
                   fixIts: [FixIt(message: "insert '()'", edits: [TextEdit(range: .at(span.range.end), replacement: "()")])])
    }

    /// TAB202: a second argument to a call of one unlabelled argument.
    static func extraPositionalArgument(call: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "\(call)(…) takes one argument; remove this one", span: span)
    }

    /// TAB202: a label on the one argument of a call that takes none; `removing` runs from the
    /// label to the value.
    static func labelledPositionalArgument(_ label: String, call: String, removing: SourceRange, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "\(call)(…) takes its argument without a label; remove '\(label):'", span: span,
                   fixIts: [FixIt(message: "remove the label", edits: [TextEdit(range: removing, replacement: "")])])
    }

    /// TAB202: an argument without its label; `expected` is the label of its position, if the
    /// form has one there, else all `labels` are listed.
    static func missingArgumentLabel(call: String, expected: String?, labels: [String], at span: SourceSpan) -> Diagnostic {
        let wanted = expected.map { ": expected '\($0):'" } ?? "; expected one of " + labels.map { "'\($0):'" }.joined(separator: ", ")
        return Diagnostic(code: .TAB202, message: "missing argument label in \(call)(…)" + wanted, span: span,
                          fixIts: expected.map { [FixIt(message: "insert '\($0): '", edits: [TextEdit(range: .at(span.range.offset), replacement: "\($0): ")])] } ?? [])
    }

    /// TAB202: an argument of a screen's initializer without its label.
    static func missingScreenArgumentLabel(call: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "missing argument label in \(call)(…): screen arguments are written 'label: value'", span: span)
    }

    /// TAB202: a screen argument that is none of the kinds a screen takes.
    static func wrongScreenArgument(_ value: Value, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: "expected a screen argument (an inject name, a string, a number, true, false or a .member), found \(found(value))",
                   span: span)
    }

    /// TAB203: a second `style { … }` in a layout.
    static func secondStyleBlock(at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB203, message: "a layout has one style block; this is the second", span: span,
                   notes: [DiagnosticNote(message: "the first style block", span: first)], help: ["merge the two blocks"])
    }

    /// TAB203: a property given a second time in one block.
    static func propertyGivenTwice(_ name: String, first: SourceSpan, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB203, message: "property '\(name)' is given twice", span: span,
                   notes: [DiagnosticNote(message: "first given here", span: first)], help: ["remove one of them"])
    }

    /// TAB203: an argument label given a second time in one call.
    static func argumentGivenTwice(_ label: String, call: String, first: SourceSpan, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB203, message: "argument '\(label)' given twice in \(call)(…)", span: span,
                   notes: [DiagnosticNote(message: "first given here", span: first)])
    }

    /// TAB203: an option listed a second time in one list.
    static func optionListedTwice(_ name: String, in property: String, first: SourceSpan, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB203, message: "'\(name)' is listed twice in '\(property)'", span: span,
                   notes: [DiagnosticNote(message: "first listed here", span: first)],
                   fixIts: [FixIt(message: "remove the repeated entry", edits: [TextEdit(range: span.range, replacement: "")])])
    }

    /// TAB204: an item or modal without a required property (`icon` or `screen`), with an example.
    static func missingRequiredProperty(_ key: Schema.PropertyKey, item id: String, role: ItemRole, at span: SourceSpan) -> Diagnostic {
        let example = key == .icon ? "icon: symbol(\"star\")" : "screen: \(id.prefix(1).uppercased() + id.dropFirst())ViewController"
        return Diagnostic(code: .TAB204, message: "\(role == .modal ? "modal" : "item") '\(id)' has no '\(key.name)'; add one, e.g. \(example)",
                          span: span)
    }

    /// TAB204: a call of one unlabelled argument written without it.
    static func missingPositionalArgument(call: String, expected type: Schema.ValueType, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB204, message: "\(call)(…) needs its argument: \(Catalogue.describe(type))", span: span)
    }

    /// TAB204: a required argument left out of a call.
    static func missingArgument(_ label: String, call: String, expected type: Schema.ValueType, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB204, message: "\(call)(…) needs the argument '\(label):', \(Catalogue.describe(type))", span: span)
    }

    /// TAB205: two items of a layout with one id.
    static func duplicateItemId(_ id: String, layout: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB205, message: "item id '\(id)' is used twice in layout '\(layout)'", span: span,
                   notes: [DiagnosticNote(message: "first used here", span: first)])
    }

    /// TAB205: a section id that is also an item's or another section's (they share one namespace).
    static func duplicateSectionId(_ id: String, layout: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB205, message: "id '\(id)' is used twice in layout '\(layout)'; sections and items share their ids",
                   span: span, notes: [DiagnosticNote(message: "first used here", span: first)])
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

    /// TAB207: a reference to an item the layout does not have.
    static func unknownItem(_ name: String, ids: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: ids)
        return Diagnostic(code: .TAB207, message: "unknown item '\(name)'" + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB207: `afterDismiss: select(previous)` (or `back`, `last`): no item, but what `keep`
    /// does; the fix-it writes `keep` over the call.
    static func afterDismissSelectsPrevious(_ name: String, at span: SourceSpan, call: SourceRange) -> Diagnostic {
        Diagnostic(code: .TAB207, message: "unknown item '\(name)'; 'keep', the default, returns to the tab that was selected",
                   span: span, fixIts: [FixIt(message: "write keep", edits: [TextEdit(range: call, replacement: "keep")])])
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

    /// TAB210: a number outside the property's range (`nil` bounds are open).
    static func valueOutOfRange(_ property: String, literal: String, minimum: Double?, maximum: Double?,
                                at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is \(literal), out of range: expected \(Catalogue.rangeText(minimum, maximum))",
                   span: span)
    }

    /// TAB210: an integer outside -2^53...2^53 (docs/files-and-limits.md).
    static func integerBeyondJSON(_ property: String, literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is \(literal), outside -2^53...2^53: JSON readers keep no larger integer exactly",
                   span: span)
    }

    /// TAB210: a screen argument that is an integer outside -2^53...2^53 (docs/files-and-limits.md).
    static func screenArgumentBeyondJSON(literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "the argument is \(literal), outside -2^53...2^53: JSON readers keep no larger integer exactly",
                   span: span)
    }

    /// TAB210: a number too large for a double.
    static func numberTooLarge(_ property: String, literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is \(literal), which is too large", span: span)
    }

    /// TAB210: a screen argument that is a number too large for a double.
    static func screenNumberTooLarge(literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "the number \(literal) is too large", span: span)
    }

    /// TAB210: an empty string where text is needed.
    static func emptyString(_ property: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is an empty string; it needs text", span: span,
                   help: property == Schema.PropertyKey.title.name ? ["omit 'title' for an icon-only item"] : [])
    }

    /// TAB210: an empty badge.
    static func emptyBadge(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'badge' is an empty string; omit it for no badge", span: span)
    }

    /// TAB211: a bare name that is none of the property's options (nor of its calls, which
    /// need parentheses).
    static func unknownValue(_ name: String, property: String, options: [String], calls: [String],
                             at span: SourceSpan) -> Diagnostic {
        let candidates = options + calls
        let expected = candidates.map { calls.contains($0) ? "\($0)(…)" : $0 }.joined(separator: ", ")
        let didYouMean = DidYouMean(name, in: candidates)
        return Diagnostic(code: .TAB211, message: "unknown value '\(name)' for '\(property)': expected \(expected)" + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB211: a call the property does not take (`expected` is the property's type).
    static func unknownCall(_ name: String, property: String, expected: Schema.ValueType, calls: [String],
                            at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: calls)
        return Diagnostic(code: .TAB211, message: "unknown call '\(name)(…)' for '\(property)': expected \(Catalogue.describe(expected))" + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB211: a color function other than `asset` and `dynamic`.
    static func unknownColorFunction(_ name: String, at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: ["asset", "dynamic"])
        return Diagnostic(code: .TAB211, message: "unknown color function '\(name)(…)': expected asset(\"Name\") or dynamic(light: …, dark: …)"
                            + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB211: a lower-case call a letter or two from `storyboard(…)` as a screen.
    static func unknownScreenCall(_ name: String, didYouMean: DidYouMean, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB211, message: "unknown call '\(name)(…)' for 'screen': expected a type or storyboard(…)" + didYouMean.clause,
                   span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB212: a color name that is not a system color of docs/language.md.
    static func unknownColorName(_ name: String, didYouMean: DidYouMean, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB212, message: "unknown color name '\(name)'" + didYouMean.clause, span: span,
                   help: didYouMean.suggestion == nil
                       ? ["colors are #RRGGBB, a system color (systemBlue, label, …), asset(\"Name\") or dynamic(light: …, dark: …)"] : [],
                   fixIts: didYouMean.fixIts(replacing: span.range))
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

    /// TAB214: a `screen:` argument naming a dependency the layout does not inject.
    static func unknownDependency(_ name: String, dependencies: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: dependencies)
        return Diagnostic(code: .TAB214, message: "unknown dependency '\(name)' in 'screen:' arguments" + didYouMean.clause,
                          span: span, help: didYouMean.suggestion == nil ? ["declare it in the layout: inject \(name): TypeName"] : [],
                          fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB215: two layouts, or two named styles, with one name.
    static func declarationNameUsedTwice(_ name: String, isLayout: Bool, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB215, message: "\(isLayout ? "layout" : "style") name '\(name)' is used twice", span: span,
                   notes: [DiagnosticNote(message: "first used here", span: first)])
    }

    /// TAB216: a `base:` naming no style this file can see; `elsewhere` is a style of that
    /// name in a file this one does not import, if there is one.
    static func unknownStyle(_ name: String, visible: [String], declaredIn elsewhere: SourceSpan?, at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: visible)
        let notes = elsewhere.map { [DiagnosticNote(message: "a style '\(name)' is declared in '\($0.file.path)', which this file does not import",
                                                    span: $0)] } ?? []
        return Diagnostic(code: .TAB216, message: "unknown style '\(name)' in 'base:'" + didYouMean.clause,
                          span: span, notes: notes, fixIts: didYouMean.fixIts(replacing: span.range))
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
        Diagnostic(code: .TAB218, message: "imported file '\(DisplayText.quoted(path))' not found", span: span, notes: [lookedFor(resolved)])
    }

    /// TAB218: an imported file that exists but can't be read.
    static func importUnreadable(_ path: String, reason: String, resolved: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB218, message: "imported file '\(DisplayText.quoted(path))' can't be read: \(reason)", span: span, notes: [lookedFor(resolved)])
    }

    /// TAB218: an import path the rules refuse (`reason` says which rule).
    static func importRefused(_ path: String, reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB218, message: "imported file '\(DisplayText.quoted(path))' can't be imported: \(reason)", span: span)
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

    /// TAB221: a property of modals given to an item.
    static func modalOnlyProperty(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB221, message: "'\(name)' applies to modals only, and this is an item", span: span,
                   help: ["declare the item with 'modal' instead of 'item' to present its screen, or remove '\(name)'"])
    }

    /// TAB222: a dependency declared twice in a layout.
    static func dependencyDeclaredTwice(_ name: String, at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB222, message: "dependency '\(name)' is declared twice", span: span,
                   notes: [DiagnosticNote(message: "first declared here", span: first)])
    }

    /// TAB223: a `storyboard(…)` screen in a `framework: swiftui` layout, whose screens are views.
    static func storyboardScreenInSwiftUI(item: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB223,
                   message: "'\(item)' has a storyboard screen, but a 'framework: swiftui' layout's screens are SwiftUI views",
                   span: span,
                   help: ["name the View that shows the screen, such as screen: HomeView, or use framework: uikit"])
    }

    /// TAB224: a second search item.
    static func secondSearchItem(first: String, at span: SourceSpan, firstAt firstSpan: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB224, message: "a layout has at most one 'role: search' item; '\(first)' is the search item already",
                   span: span, notes: [DiagnosticNote(message: "'\(first)' has 'role: search' here", span: firstSpan)],
                   help: ["remove 'role: search' from one of them"])
    }

    /// TAB224: `role:` on a modal.
    static func roleOnModal(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB224, message: "'role' applies to items only; a modal presents its screen and can't be the search tab",
                   span: span, help: ["declare it with 'item' to make it the search tab, or remove 'role'"])
    }

    /// TAB225: sections in a layout without `sidebar: adaptable`.
    static func sectionWithoutSidebar(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB225, message: "section '\(id)' needs 'sidebar: adaptable' in its layout; sections group items in the iPad sidebar",
                   span: span, help: ["add sidebar: adaptable to the layout, or move the items out of the section"])
    }

    /// TAB225: a section with no items.
    static func emptySection(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB225, message: "section '\(id)' has no items; a section groups one or more items",
                   span: span, help: ["add an item to it, or remove the section"])
    }

    /// TAB225: a modal or a section inside a section.
    static func misplacedInSection(_ what: String, section: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB225, message: "\(what) can't stand in section '\(section)'; a section holds items only",
                   span: span, help: ["move it directly into the layout"])
    }

    /// TAB225: a section without a title.
    static func sectionWithoutTitle(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB225, message: "section '\(id)' has no 'title'; the sidebar shows it as the group's heading",
                   span: span, help: ["add title: \"…\" to the section"])
    }

    /// TAB226: a link below a folder argument whose real path is outside that folder; the
    /// walk neither read nor entered it. `target` is what the link holds.
    static func linkOutsideFolder(_ path: String, target: String, folder: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB226,
                   message: "'\(DisplayText.quoted(path))' is a link to '\(DisplayText.quoted(target))', outside the folder '\(DisplayText.quoted(folder))'; tabc neither reads nor enters it",
                   span: span,
                   help: ["a folder given to tabc is read only inside itself; move the file into the folder, or give its path directly"])
    }

    // MARK: - Warnings (TAB3xx)

    /// TAB301: a layout with more than five items.
    static func tooManyItems(_ layout: String, count: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB301, message: "layout '\(layout)' has \(count) items; a tab bar shows at most 5 comfortably", span: span,
                   help: ["UITabBarController moves the rest into a More tab; group the extra screens instead"])
    }

    /// TAB302: a `height` below the 44 pt touch target.
    static func heightBelowTouchTarget(_ height: Double, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB302, message: "'height' is \(ValueChecker.format(height)) pt, below the 44 pt minimum touch target",
                   span: span, help: ["Apple's Human Interface Guidelines ask for targets of at least 44 × 44 pt"])
    }

    /// TAB303: a tint below 3:1 on the background, in one or both appearances.
    static func lowContrast(_ key: Schema.PropertyKey, failures: [Contrast.Failure], onGlass: Bool = false,
                            at span: SourceSpan) -> Diagnostic {
        let ratios = failures.map { String(format: "%.2f", $0.ratio) + ":1" }
        // One ratio for both appearances (a color that is not dynamic) is said once.
        let details = failures.count == 2 && ratios[0] == ratios[1]
            ? "\(ratios[0]) in light and dark appearance"
            : zip(ratios, failures).map { "\($0) in \($1.appearance) appearance" }.joined(separator: " and ")
        return Diagnostic(
            code: .TAB303,
            message: "contrast of '\(key.name)' on \(onGlass ? "iOS 26's glass tab bar" : "the background") is \(details); at least 3:1 is needed (WCAG 1.4.11)",
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

    /// TAB311: a layout setting only the system bar reads (`sidebar`, `accessory`) on a custom layout.
    static func systemOnlySettingOnCustomLayout(_ setting: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB311,
                   message: "'\(setting)' has no effect on a 'kind: custom' layout; only the system tab bar has it",
                   span: span, help: ["use kind: system, or remove '\(setting)'"])
    }

    /// TAB311: `material` on a system layout, whose bar has its own material.
    static func materialOnSystemLayout(_ material: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB311,
                   message: "'material: \(material)' has no effect on a 'kind: system' layout; the system tab bar has its own material",
                   span: span, help: ["use kind: custom for a drawn bar with a material, or remove 'material'"])
    }

    /// TAB312: a setting of a `framework: swiftui`, `kind: system` layout that SwiftUI's `TabView` can't show.
    static func settingTabViewCannotShow(_ key: Schema.PropertyKey, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB312,
                   message: "'\(key.name)' has no effect in a 'framework: swiftui', 'kind: system' layout: SwiftUI's own TabView can't show it",
                   span: span,
                   help: ["remove '\(key.name)', or use kind: custom for a bar drawn in SwiftUI that shows it"])
    }

    /// TAB312: settings a layout takes from named styles through `base:` that SwiftUI's
    /// `TabView` can't show, reported once at the `base:`.
    static func inheritedSettingsTabViewCannotShow(_ keys: [Schema.PropertyKey], at span: SourceSpan) -> Diagnostic {
        let names = keys.map { "'\($0.name)'" }.joined(separator: ", ")
        let verb = keys.count == 1 ? "has" : "have"
        let pronoun = keys.count == 1 ? "it" : "them"
        return Diagnostic(code: .TAB312,
                          message: "the base style sets \(names), which \(verb) no effect in a 'framework: swiftui', 'kind: system' layout: SwiftUI's own TabView can't show \(pronoun)",
                          span: span,
                          help: ["only 'background' and 'selectedTint' reach SwiftUI's TabView; base the layout on a style without the others, or use kind: custom for a bar drawn in SwiftUI"])
    }

    /// The code of the string catalogs' findings (TAB313), which a run that checks no text
    /// against a catalog doesn't look for: its suppressions are never unused there.
    static let catalogTextCodes: Set<DiagnosticCode> = [.TAB313]

    /// The code of the asset catalogs' findings (TAB318), which a run without `--assets`
    /// doesn't look for: its suppressions are never unused there.
    static let assetCatalogCodes: Set<DiagnosticCode> = [.TAB318]

    /// TAB313: a text whose key a string catalog of its table doesn't hold; `languages` are
    /// the catalog's languages other than its source language.
    static func textMissingFromCatalog(_ key: String, catalog: String, languages: [String], at span: SourceSpan) -> Diagnostic {
        let untranslated = languages.isEmpty ? "" : ", so it is untranslated in \(languages.joined(separator: ", "))"
        return Diagnostic(code: .TAB313, message: "'\(key)' is not in the string catalog '\(catalog)'\(untranslated)", span: span,
                          help: ["build the app in Xcode so the key is extracted into the catalog, then translate it"])
    }

    /// TAB313: a text a string catalog holds but hasn't translated into `languages`.
    static func untranslatedText(_ key: String, catalog: String, languages: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB313,
                   message: "'\(key)' is not translated in \(languages.joined(separator: ", ")) in the string catalog '\(catalog)'",
                   span: span,
                   help: ["translate it in the catalog (and mark it reviewed), or mark it 'Don't translate' if it reads the same"])
    }

    /// TAB314: a file given with `--strings` that can't be read as a string catalog.
    static func unreadableStringCatalog(path: String, reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB314, message: "'\(path)' is not a string catalog: \(reason)", span: span,
                   help: ["pass the .xcstrings file Xcode keeps for the table (its JSON: sourceLanguage, strings)"])
    }

    /// TAB314: a path given with `--assets` that isn't an asset catalog folder.
    static func notAnAssetCatalog(path: String, reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB314, message: "'\(path)' is not an asset catalog: \(reason)", span: span,
                   help: ["pass the .xcassets folder Xcode keeps (for example App/Assets.xcassets)"])
    }

    /// TAB315: a `symbol("…")` name that is no SF Symbol: an old name gets a fix-it to its
    /// new one, any other the nearest names.
    static func unknownSymbol(_ name: String, renamedTo newName: String?, nearest: [String], at span: SourceSpan) -> Diagnostic {
        if let newName {
            return Diagnostic(code: .TAB315, message: "SF Symbol \"\(name)\" was renamed \"\(newName)\"", span: span,
                              help: ["the old name may show no image on current iOS versions"],
                              fixIts: [FixIt(message: "use \"\(newName)\"", edits: [TextEdit(range: span.range, replacement: "symbol(\"\(newName)\")")])])
        }
        let suggestion: String
        switch nearest.count {
        case 0: suggestion = ""
        case 1: suggestion = "; did you mean \"\(nearest[0])\"?"
        default: suggestion = "; did you mean " + nearest.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " or \"\(nearest[nearest.count - 1])\"?"
        }
        return Diagnostic(code: .TAB315, message: "no SF Symbol is named \"\(name)\"\(suggestion)", span: span,
                          help: ["a symbol that doesn't exist shows no icon on a device; the SF Symbols app lists the names"],
                          fixIts: nearest.count == 1
                              ? [FixIt(message: "use \"\(nearest[0])\"", edits: [TextEdit(range: span.range, replacement: "symbol(\"\(nearest[0])\")")])]
                              : [])
    }

    /// TAB316: an SF Symbol first available in a later iOS than the layout supports.
    static func symbolNewerThanTarget(_ name: String, introduced: SFSymbols.Version, target: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB316,
                   message: "SF Symbol \"\(name)\" needs iOS \(introduced), but the layout supports iOS \(target) and later (deploymentTarget)",
                   span: span,
                   help: ["on iOS \(target) the item shows no icon: choose an older symbol, or raise deploymentTarget to \(introduced.major)"])
    }

    /// TAB317: a suppression comment that names no code.
    static func suppressionWithoutCodes(fileWide: Bool, at span: SourceSpan) -> Diagnostic {
        let directive = fileWide ? "tabc:ignore-file" : "tabc:ignore"
        return Diagnostic(code: .TAB317, message: "'\(directive)' names no diagnostic code, so it suppresses nothing",
                          span: span, help: ["name the warnings to suppress: // \(directive) TAB310 — the reason"])
    }

    /// TAB317: a file-wide suppression after the first declaration.
    static func misplacedFileSuppression(at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB317, message: "'tabc:ignore-file' only works before the first declaration, so this one suppresses nothing",
                   span: span, help: ["move it to the top of the file, or use tabc:ignore on the line"])
    }

    /// TAB317: a suppression naming a code that doesn't exist.
    static func unknownSuppressedCode(_ text: String, nearest: String?, at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(suggestion: nearest)
        return Diagnostic(code: .TAB317, message: "'\(text)' is no diagnostic code" + didYouMean.clause, span: span,
                          help: ["tabc explain CODE says what a code means"], fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB317: a suppression naming an error (or TAB317 itself), which can't be suppressed.
    static func suppressedError(_ code: DiagnosticCode, at span: SourceSpan) -> Diagnostic {
        let what = code == .TAB317 ? "TAB317 reports suppressions themselves" : "\(code.rawValue) is an error"
        return Diagnostic(code: .TAB317, message: "\(what); only warnings can be suppressed", span: span,
                          help: ["fix the error instead; tabc explain \(code.rawValue) shows how"])
    }

    /// TAB317: a suppressed code with no such warning where it applies.
    static func unusedSuppression(_ code: DiagnosticCode, fileWide: Bool, at span: SourceSpan) -> Diagnostic {
        let place = fileWide ? "in this file" : "on the line it applies to"
        return Diagnostic(code: .TAB317, message: "'\(code.rawValue)' suppresses nothing: there is no \(code.rawValue) warning \(place)",
                          span: span, help: ["remove it; a suppression applies to its own line, or to the next when it stands alone"])
    }

    // MARK: - Limits (TAB9xx)

    /// TAB318: an `image("…")` or `asset("…")` name that no given asset catalog holds, with
    /// the nearest names there are.
    static func unknownAsset(_ name: String, isColor: Bool, nearest: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion: String
        switch nearest.count {
        case 0: suggestion = ""
        case 1: suggestion = "; did you mean \"\(nearest[0])\"?"
        default: suggestion = "; did you mean " + nearest.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " or \"\(nearest[nearest.count - 1])\"?"
        }
        let what = isColor ? "color set" : "image or symbol set"
        return Diagnostic(code: .TAB318, message: "no \(what) in the asset catalogs is named \"\(name)\"\(suggestion)", span: span,
                          help: [isColor ? "a missing color set shows no color on a device; add it to the catalog or correct the name"
                                         : "a missing image shows no icon on a device; add it to the catalog or correct the name"])
    }

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
