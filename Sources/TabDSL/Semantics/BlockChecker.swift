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

    /// The property names of the block last asked about (by its `{`), made the first time a
    /// UIKit or SwiftUI name needs them: once per block, so checking stays linear.
    private var blockNames: (open: Int, names: Set<String>)?

    /// Whether `block` gives a property named `name`.
    private mutating func block(_ block: Block, gives name: String) -> Bool {
        if blockNames?.open != block.open.offset {
            var names = Set<String>()
            for member in block.members {
                if case .property(let property) = member { names.insert(property.name.text) }
            }
            blockNames = (block.open.offset, names)
        }
        return blockNames?.names.contains(name) ?? false
    }

    /// The `inject` names (by position in `dependencies`) used by a `screen:`.
    var usedDependencies: PositionSet { values.usedDependencies }

    /// Reports a diagnostic of the catalogue.
    mutating func report(_ diagnostic: Diagnostic) {
        values.report(diagnostic)
    }

    func here(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    /// Checks one property in a context and adds it to `settings`, unless it is wrong there.
    /// `block` is the block the property stands in.
    mutating func checkProperty(_ property: Property, in context: Schema.Context, of block: Block,
                                into settings: inout CheckedProperties) {
        let name = property.name.text
        guard let key = lookup.key(named: name) else {
            if let foreign = ForeignNames.lookup(name) {
                // The rename is offered where the property belongs and the block doesn't have it.
                let allowed = lookup.contextMasks[foreign.property.rawValue] & context.bit != 0
                    && !self.block(block, gives: foreign.property.name)
                report(Catalogue.foreignPropertyName(name, in: context, framework: foreign.framework.rawValue,
                                                     property: foreign.property, allowedHere: allowed,
                                                     at: here(property.name.range)))
                return
            }
            // "Did you mean" never names a property the block already has.
            let didYouMean = DidYouMean(name, in: Schema.names(in: context).filter { !self.block(block, gives: $0) })
            report(Catalogue.unknownProperty(name, in: context, at: here(property.name.range), didYouMean: didYouMean,
                                             elsewhere: didYouMean.suggestion == nil ? nearestInOtherContexts(name, except: context, of: block) : nil))
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
    /// The block's own context and the properties it has are left out.
    mutating func nearestInOtherContexts(_ name: String, except own: Schema.Context, of block: Block)
        -> (name: String, context: Schema.Context)? {
        for context in Schema.Context.allCases where context != own {
            if let match = DidYouMean(name, in: Schema.names(in: context)).suggestion, !self.block(block, gives: match) {
                return (match, context)
            }
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
            checkProperty(property, in: .style, of: block, into: &result.settings)
        }
        if case .reference(let name, let range)? = result.settings.value(.base) {
            result.base = (name, range, file)
        }
        return result
    }
}
