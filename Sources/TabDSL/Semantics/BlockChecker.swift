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

    /// Reports a diagnostic of the catalogue.
    mutating func report(_ diagnostic: Diagnostic) {
        values.report(diagnostic)
    }

    func here(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    /// Checks one property in a context and adds it to `settings`, unless it is wrong there.
    mutating func checkProperty(_ property: Property, in context: Schema.Context, into settings: inout CheckedProperties) {
        let name = property.name.text
        guard let key = lookup.key(named: name) else {
            let didYouMean = DidYouMean(name, in: Schema.names(in: context))
            report(Catalogue.unknownProperty(name, in: context, at: here(property.name.range), didYouMean: didYouMean,
                                             elsewhere: didYouMean.suggestion == nil ? Self.nearestInOtherContexts(name) : nil))
            return
        }
        let contexts = lookup.contextMasks[key.rawValue]
        guard contexts & context.bit != 0 else {
            if context == .modal && key == .role {
                report(Catalogue.roleOnModal(at: here(property.name.range)))
            } else if context == .item && contexts & Schema.Context.modal.bit != 0 {
                report(Catalogue.modalOnlyProperty(name, at: here(property.name.range)))
            } else {
                report(Catalogue.misplacedProperty(name, in: context, belongsIn: Schema.properties[key.rawValue].contexts,
                                                   at: here(property.name.range)))
            }
            return
        }
        if settings.contains(key) {
            report(Catalogue.propertyGivenTwice(name, first: here(settings[key]?.nameRange ?? property.name.range),
                                                at: here(property.name.range)))
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
            report(Catalogue.heightBelowTouchTarget(height, at: here(value.range)))
        }
        // Last, so that the checked value moves into the setting instead of being copied.
        settings.add(key, CheckedProperty(value: checked, nameRange: property.name.range, valueRange: value.range))
    }

    /// The first context with a property near `name`, and that property.
    static func nearestInOtherContexts(_ name: String) -> (name: String, context: Schema.Context)? {
        for context in Schema.Context.allCases {
            if let match = DidYouMean(name, in: Schema.names(in: context)).suggestion { return (match, context) }
        }
        return nil
    }

    /// Reports a member that can't stand in this block (an item in an item, …).
    mutating func reportMisplaced(_ member: Member, in context: Schema.Context) {
        switch member {
        case .item(let item):
            report(Catalogue.misplacedItem(item.role, in: context, at: here(item.keyword)))
        case .style(let style):
            report(Catalogue.misplacedStyleBlock(in: context, at: here(style.keyword)))
        case .inject(let inject):
            // The span covers the keyword `inject`.
            report(Catalogue.misplacedInject(in: context, at: here(SourceRange(offset: inject.range.offset, length: 6))))
        case .section(let section):
            report(Catalogue.misplacedSection(in: context, at: here(section.keyword)))
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
