/// Checks the properties of one block against the schema table: unknown and misplaced
/// properties, repeats, and each value's type and range.
struct BlockChecker {
    let file: SourceFile
    private let lookup = Schema.lookup
    /// The one value checker of the block: it keeps the diagnostics of both, in the order found.
    private var values: ValueChecker

    /// `valuesMayBeBroken`: false only for a file whose lexing and parsing reported nothing
    /// (see `ValueChecker.valuesMayBeBroken`).
    init(file: SourceFile, dependencies: NameIndex<String> = NameIndex(), valuesMayBeBroken: Bool = true) {
        self.file = file
        self.values = ValueChecker(file: file, dependencies: dependencies, valuesMayBeBroken: valuesMayBeBroken)
    }

    var diagnostics: [Diagnostic] { values.diagnostics }

    /// The `inject` names (by position in `dependencies`) used by a `screen:`.
    var usedDependencies: PositionSet { values.usedDependencies }

    mutating func report(_ code: DiagnosticCode, _ message: String, at range: SourceRange,
                         notes: [DiagnosticNote] = [], help: [String] = [], fixIts: [FixIt] = []) {
        values.report(code, message, at: range, notes: notes, help: help, fixIts: fixIts)
    }

    func note(_ message: String, _ range: SourceRange) -> DiagnosticNote {
        DiagnosticNote(message: message, span: SourceSpan(file: file, range: range))
    }

    /// Checks one property in a context and adds it to `settings`, unless it is wrong there.
    mutating func checkProperty(_ property: Property, in context: Schema.Context, into settings: inout CheckedProperties) {
        let name = property.name.text
        guard let key = lookup.key(named: name) else {
            let didYouMean = DidYouMean(name, in: Schema.names(in: context))
            var help: [String] = []
            if didYouMean.suggestion == nil, let elsewhere = Self.placeOfOtherContexts(name) {
                help.append(elsewhere)
            }
            values.report(Catalogue.unknownProperty(name, in: context, at: SourceSpan(file: file, range: property.name.range),
                                                    didYouMean: didYouMean, help: help))
            return
        }
        let contexts = lookup.contextMasks[key.rawValue]
        guard contexts & context.bit != 0 else {
            if context == .item && contexts & Schema.Context.modal.bit != 0 {
                report(.TAB221, "'\(name)' applies to modals only, and this is an item",
                       at: property.name.range,
                       help: ["declare the item with 'modal' instead of 'item' to present its screen, or remove '\(name)'"])
            } else {
                report(.TAB201, "'\(name)' is not a property of \(context.phrase); it belongs in \(Self.place(of: Schema.properties[key.rawValue]))",
                       at: property.name.range)
            }
            return
        }
        if settings.contains(key) {
            report(.TAB203, "property '\(name)' is given twice", at: property.name.range,
                   notes: [note("first given here", settings[key]?.nameRange ?? property.name.range)],
                   help: ["remove one of them"])
            return
        }
        guard let value = property.value else {
            // The missing value was reported by the parser; remember the property as given.
            settings.add(key, CheckedProperty(value: .invalid, nameRange: property.name.range, valueRange: property.range))
            return
        }
        values.subject = .property(key)
        let checked = values.check(value, as: lookup.types[key.rawValue])
        if key == .height, case .number(let height) = checked, height < 44 {
            report(.TAB302, "'height' is \(ValueChecker.format(height)) pt, below the 44 pt minimum touch target",
                   at: value.range, help: ["Apple's Human Interface Guidelines ask for targets of at least 44 × 44 pt"])
        }
        // Last, so that the checked value moves into the setting instead of being copied.
        settings.add(key, CheckedProperty(value: checked, nameRange: property.name.range, valueRange: value.range))
    }

    /// Where a property of the table belongs, for "it belongs in …".
    static func place(of spec: Schema.PropertySpec) -> String {
        if spec.contexts.contains(.style) { return "a style block" }
        if spec.contexts.contains(.layout) { return "the layout" }
        if spec.contexts == [.modal] { return "a modal" }
        return "an item or a modal"
    }

    static func placeOfOtherContexts(_ name: String) -> String? {
        for context in Schema.Context.allCases {
            if let match = Suggestions.nearest(to: name, in: Schema.names(in: context)) {
                return "did you mean '\(match)', a property of \(context.phrase)?"
            }
        }
        return nil
    }

    /// Reports a member that can't stand in this block (an item in an item, …).
    mutating func reportMisplaced(_ member: Member, in context: Schema.Context) {
        switch member {
        case .item(let item):
            let word = item.role == .modal ? "a modal" : "an item"
            report(.TAB201, "\(word) can't be declared in \(context.phrase); items and modals belong directly in a layout",
                   at: item.keyword, help: context == .item || context == .modal ? ["is a '}' missing before it?"] : [])
        case .style(let style):
            report(.TAB201, "a style block can't stand in \(context.phrase); it belongs directly in a layout", at: style.keyword)
        case .inject(let inject):
            report(.TAB201, "'inject' can't stand in \(context.phrase); dependencies are declared directly in a layout",
                   at: SourceRange(offset: inject.range.offset, length: 6))
        case .property, .error:
            break
        }
    }

    /// The properties of a style block (in a layout or a named style).
    mutating func checkStyleBlock(_ block: Block) -> StyleProperties {
        var result = StyleProperties()
        result.settings = CheckedProperties()
        for index in block.members.indices {
            guard case .property(let property) = block.members[index] else {
                reportMisplaced(block.members[index], in: .style)
                continue
            }
            checkProperty(property, in: .style, into: &result.settings)
        }
        if case .reference(let name, let range)? = result.settings.value(.base) {
            result.base = (name, range, file)
        }
        return result
    }
}
