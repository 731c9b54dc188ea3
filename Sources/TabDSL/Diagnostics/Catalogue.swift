/// The one "did you mean": the candidate nearest to a misspelt name (`Suggestions.nearest`),
/// and the words and the fix-it that offer it.
struct DidYouMean {
    /// The name offered, if any candidate is near enough.
    let suggestion: String?

    /// The candidate of `candidates` nearest to `name`.
    init<Candidates: Sequence<String>>(_ name: String, in candidates: Candidates) {
        suggestion = Suggestions.nearest(to: name, in: candidates)
    }

    /// A suggestion found some other way (a corrected literal).
    init(suggestion: String?) {
        self.suggestion = suggestion
    }

    /// What follows the message: "; did you mean 'title'?", or nothing.
    var clause: String { suggestion.map { "; did you mean '\($0)'?" } ?? "" }

    /// The fix-it that writes the suggestion over `range`.
    func fixIts(replacing range: SourceRange) -> [FixIt] {
        suggestion.map { [FixIt(message: "replace with '\($0)'", edits: [TextEdit(range: range, replacement: $0)])] } ?? []
    }
}

/// The diagnostics of the "unknown name" kind, one factory per code, sorted by code: callers
/// pass the names and places, the catalogue writes the words (`docs/diagnostics.md` and
/// `tabc explain` describe the same codes; `DocsAndCatalogueTests` keeps them in step).
enum Catalogue {
    /// TAB201: a property the block's context does not have; `elsewhere` is a near name of
    /// another context, offered when the block's own has none.
    static func unknownProperty(_ name: String, in context: Schema.Context, at span: SourceSpan,
                                didYouMean: DidYouMean, elsewhere: (name: String, context: Schema.Context)?) -> Diagnostic {
        Diagnostic(code: .TAB201, message: "unknown property '\(name)' in \(context.phrase)" + didYouMean.clause, span: span,
                   help: elsewhere.map { ["did you mean '\($0.name)', a property of \($0.context.phrase)?"] } ?? [],
                   fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB201: an argument label the call form does not have.
    static func unknownArgument(_ label: String, call: String, labels: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(label, in: labels)
        return Diagnostic(code: .TAB201, message: "unknown argument '\(label)' in \(call)(…): expected "
                            + labels.map { "'\($0)'" }.joined(separator: ", ") + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB207: a reference to an item the layout does not have.
    static func unknownItem(_ name: String, ids: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: ids)
        return Diagnostic(code: .TAB207, message: "unknown item '\(name)'" + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
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
        return Diagnostic(code: .TAB211, message: "unknown call '\(name)(…)' for '\(property)': expected \(ValueChecker.describe(expected))" + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB211: a color function other than `asset` and `dynamic`.
    static func unknownColorFunction(_ name: String, at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: ["asset", "dynamic"])
        return Diagnostic(code: .TAB211, message: "unknown color function '\(name)(…)': expected asset(\"Name\") or dynamic(light: …, dark: …)"
                            + didYouMean.clause,
                          span: span, fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB212: a color name that is not a system color of SPEC §5.3.
    static func unknownColorName(_ name: String, didYouMean: DidYouMean, at span: SourceSpan) -> Diagnostic {
        Diagnostic(code: .TAB212, message: "unknown color name '\(name)'" + didYouMean.clause, span: span,
                   help: didYouMean.suggestion == nil
                       ? ["colors are #RRGGBB, a system color (systemBlue, label, …), asset(\"Name\") or dynamic(light: …, dark: …)"] : [],
                   fixIts: didYouMean.fixIts(replacing: span.range))
    }

    /// TAB214: a `screen:` argument naming a dependency the layout does not inject.
    static func unknownDependency(_ name: String, dependencies: [String], at span: SourceSpan) -> Diagnostic {
        let didYouMean = DidYouMean(name, in: dependencies)
        return Diagnostic(code: .TAB214, message: "unknown dependency '\(name)' in 'screen:' arguments" + didYouMean.clause,
                          span: span, help: didYouMean.suggestion == nil ? ["declare it in the layout: inject \(name): TypeName"] : [],
                          fixIts: didYouMean.fixIts(replacing: span.range))
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
}
