/// The diagnostics of the block and value checkers (`BlockChecker`, `ValueChecker`), one
/// factory per message form, sorted by code: the checkers decide what to report and pass the
/// names, literals and places; these write the words.
extension Catalogue {
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

    /// TAB202: a value of another type than the one expected.
    static func wrongType(_ value: Value, expected type: Schema.ValueType, for property: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB202, message: wrongTypeText(value, expected: type, for: property), span: span)
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

    /// TAB204: a call of one unlabelled argument written without it.
    static func missingPositionalArgument(call: String, expected type: Schema.ValueType, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB204, message: "\(call)(…) needs its argument: \(ValueChecker.describe(type))", span: span)
    }

    /// TAB204: a required argument left out of a call.
    static func missingArgument(_ label: String, call: String, expected type: Schema.ValueType, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB204, message: "\(call)(…) needs the argument '\(label):', \(ValueChecker.describe(type))", span: span)
    }

    /// TAB210: a number outside the property's range (`nil` bounds are open).
    static func valueOutOfRange(_ property: String, literal: String, minimum: Double?, maximum: Double?,
                                at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is \(literal), out of range: expected \(ValueChecker.rangeText(minimum, maximum))",
                   span: span)
    }

    /// TAB210: an integer outside -2^53...2^53 (SPEC §9).
    static func integerBeyondJSON(_ property: String, literal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB210, message: "'\(property)' is \(literal), outside -2^53...2^53: JSON readers keep no larger integer exactly",
                   span: span)
    }

    /// TAB210: a screen argument that is an integer outside -2^53...2^53 (SPEC §9).
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

    /// TAB211: a lower-case call a letter or two from `storyboard(…)` as a screen.
    static func unknownScreenCall(_ name: String, didYouMean: DidYouMean, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB211, message: "unknown call '\(name)(…)' for 'screen': expected a type or storyboard(…)" + didYouMean.clause,
                   span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB221: a property of modals given to an item.
    static func modalOnlyProperty(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB221, message: "'\(name)' applies to modals only, and this is an item", span: span,
                   help: ["declare the item with 'modal' instead of 'item' to present its screen, or remove '\(name)'"])
    }

    /// TAB302: a `height` below the 44 pt touch target.
    static func heightBelowTouchTarget(_ height: Double, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB302, message: "'height' is \(ValueChecker.format(height)) pt, below the 44 pt minimum touch target",
                   span: span, help: ["Apple's Human Interface Guidelines ask for targets of at least 44 × 44 pt"])
    }

    // MARK: - Words shared by the factories

    /// "expected … for 'x', found …".
    private static func wrongTypeText(_ value: Value, expected type: Schema.ValueType, for property: String) -> String {
        "expected \(ValueChecker.describe(type)) for '\(property)', found \(found(value))"
    }

    /// What a value is, for "found …".
    private static func found(_ value: Value) -> String {
        switch value {
        case .number(let literal): return "the number \(literal.text)"
        case .string(let literal):
            let short = literal.value.count > 30 ? String(literal.value.prefix(30)) + "…" : literal.value
            return "the string \(DisplayText.quoted("\"" + short + "\""))"
        case .color(let literal): return "the color \(literal.text)"
        case .bool(let flag, _): return flag ? "true" : "false"
        case .path(let path): return "'\(path.text)'"
        case .member(let name, _): return "'.\(name.text)'"
        case .call(let call): return "a call to \(call.callee.text)(…)"
        case .list: return "a list"
        case .error: return "an invalid value"
        }
    }

    /// Where a property of the given contexts belongs, for "it belongs in …".
    private static func place(of contexts: Set<Schema.Context>) -> String {
        if contexts.contains(.style) { return "a style block" }
        if contexts.contains(.layout) { return "the layout" }
        if contexts == [.modal] { return "a modal" }
        return "an item or a modal"
    }
}
