/// Checks one `layout` declaration — its members, items, style and references — and builds its
/// resolved model with every default filled in. Values that were wrong fall back to their
/// defaults, so that warnings can still be determined (docs/files-and-limits.md); checks that depend on a wrong
/// value stay silent.
struct LayoutValidator {
    /// The run once its names, styles and imports are known: the validator only reads it.
    let run: CompilationState
    let unit: Int
    let file: SourceFile
    var diagnostics: [Diagnostic] = []

    init(run: CompilationState, unit: Int) {
        self.run = run
        self.unit = unit
        self.file = run.units[unit].source
    }

    /// Diagnostics past the cap: counted, not built (docs/files-and-limits.md), with where the first one was.
    var omitted = (errors: 0, warnings: 0, first: SourceSpan?.none)

    /// Reports a diagnostic of the catalogue, or counts it past the cap.
    mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count < Diagnostic.maximumPerFile else {
            if diagnostic.severity == .error { omitted.errors += 1 } else { omitted.warnings += 1 }
            if omitted.first == nil { omitted.first = diagnostic.span }
            return
        }
        diagnostics.append(diagnostic)
    }

    /// The layout's diagnostics, with a TAB901 counting those past the cap.
    var finishedDiagnostics: [Diagnostic] {
        guard let first = omitted.first, omitted.errors + omitted.warnings > 0 else { return diagnostics }
        return diagnostics + [Diagnostic.omissionMarker(errors: omitted.errors, warnings: omitted.warnings, at: first)]
    }

    func here(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    /// Where a setting's value was written: in this layout, or in a named style it uses.
    func span(of setting: CheckedProperty) -> SourceSpan {
        SourceSpan(file: setting.unit.map { run.units[$0].source } ?? file, range: setting.valueRange)
    }

    /// `span(of:)` of a property of `settings`, if given.
    func span(of key: Schema.PropertyKey, in settings: CheckedProperties) -> SourceSpan? {
        settings[key].map(span(of:))
    }

    /// An item as checked, before resolution. It keeps the few parts of its declaration that
    /// later steps read, not the declaration.
    final class ItemInfo {
        let name: Identifier
        let role: ItemRole
        let docs: [DocComment]
        var id: String { name.text }
        let settings: CheckedProperties
        /// The item has a member that is unknown or misplaced there (TAB201): it may be
        /// a misspelt `title` or `accessibilityLabel`, so whether the item is icon-only and
        /// unlabelled (TAB304) can't be determined.
        let hasUnknownMember: Bool
        /// The item's block holds a syntax error: a required property may be there behind
        /// it, so none is reported missing (TAB204, docs/files-and-limits.md).
        var hasSyntaxError = false
        /// The properties the item gives under a UIKit or SwiftUI name (`viewController` for
        /// `screen`): TAB201 says so, and they are not reported missing too (TAB204).
        var foreignKeys: Set<Schema.PropertyKey> = []
        /// The id of the section the item is declared in, if any.
        var section: String?

        /// `role: search` was written (and checked).
        var isSearch: Bool {
            if case .option("search")? = settings.value(.role) { return true }
            return false
        }

        init(name: Identifier, role: ItemRole, docs: [DocComment], settings: CheckedProperties, hasUnknownMember: Bool) {
            self.name = name
            self.role = role
            self.docs = docs
            self.settings = settings
            self.hasUnknownMember = hasUnknownMember
        }
    }

    mutating func checkKeyword(_ name: Identifier, as role: Catalogue.NameRole) {
        if name.text == "_" {
            report(Catalogue.underscoreName(as: role, at: here(name.range)))
        } else if SwiftKeywords.isReserved(name.text) {
            report(Catalogue.swiftKeywordName(name.text, as: role, at: here(name.range)))
        } else if let clash = SwiftKeywords.generatedNameClash(name.text, as: role) {
            report(Catalogue.generatedNameClash(name.text, as: role, clash: clash, at: here(name.range)))
        }
    }

    /// TAB213 for a dependency type no screen can take meaningfully (docs/files-and-limits.md): `Any` and
    /// `Self` (and `_`, which is no type), however they are qualified.
    mutating func checkDependencyType(_ type: Path) {
        let last = type.rest.last ?? type.first
        guard type.rest.isEmpty || type.first.text == "Swift", ["Any", "Self", "_"].contains(last.text) else { return }
        report(Catalogue.unusableDependencyType(type.text, last: last.text, at: here(type.range)))
    }

    mutating func validate(_ layout: LayoutDecl) -> ResolvedLayout? {
        guard let name = layout.name else { return nil }
        checkKeyword(name, as: .layoutName)

        // Dependencies first: `screen:` arguments may use them before their declaration.
        var dependencies: [Dependency] = []
        var dependencyNames = NameIndex<String>()
        var dependencyRanges: [SourceRange] = []
        let members = layout.body.members
        for index in members.indices {
            guard case .inject(let inject) = members[index], let injectName = inject.name, let type = inject.type else { continue }
            checkKeyword(injectName, as: .dependencyName)
            checkDependencyType(type)
            let (inserted, position) = dependencyNames.insert(injectName.text)
            guard inserted else {
                report(Catalogue.dependencyDeclaredTwice(injectName.text, at: here(injectName.range),
                                                         first: here(dependencyRanges[position])))
                continue
            }
            dependencyRanges.append(injectName.range)
            dependencies.append(Dependency(name: injectName.text, type: type.text))
        }

        // The unit's diagnostics so far include every one of its lexer and parser (and more):
        // none at all means no value of the file is broken.
        var checker = BlockChecker(file: file, dependencies: dependencyNames,
                                   valuesMayBeBroken: !run.units[unit].diagnostics.isEmpty)
        var layoutSettings = CheckedProperties()
        var items: [ItemInfo] = []
        items.reserveCapacity(layout.body.members.count)
        var styleBlock: StyleBlock?
        var sections: [SectionInfo] = []
        for index in members.indices {
            switch members[index] {
            case .property(let property):
                checker.checkProperty(property, in: .layout, of: layout.body, into: &layoutSettings)
            case .inject:
                break
            case .item(let item):
                if let info = checkItem(item, section: nil, with: &checker) { items.append(info) }
            case .section(let section):
                if let info = checkSection(section, with: &checker, into: &items) { sections.append(info) }
            case .style(let style):
                if let first = styleBlock {
                    report(Catalogue.secondStyleBlock(at: here(style.keyword), first: here(first.keyword)))
                } else {
                    styleBlock = style
                }
            case .error:
                break
            }
        }
        var ownStyle = StyleProperties()
        if let styleBlock { ownStyle = checker.checkStyleBlock(styleBlock.body) }
        diagnostics += checker.diagnostics
        if let base = ownStyle.base, case .missing(let diagnostic) = run.lookUpStyle(base.name, from: unit) {
            diagnostics.append(diagnostic(base.file, base.range))
        }
        let style = run.foldStyle(ownStyle, from: unit)

        // Items: ids, keywords, duplicates, the required properties. `byId` holds each id's
        // first item; `firstItemById` its position in `items`, made at the first repeated id
        // (until then, an id's position is its item's).
        var byId = NameIndex<String>()
        var firstItemById: [Int]?
        for (position, item) in items.enumerated() {
            let itemName = item.name
            checkKeyword(itemName, as: .itemId)
            let (inserted, index) = byId.insert(item.id)
            if inserted {
                firstItemById?.append(position)
            } else {
                if firstItemById == nil { firstItemById = Array(0..<position) }
                let first = items[firstItemById?[index] ?? index]
                report(Catalogue.duplicateItemId(item.id, layout: name.text, at: here(itemName.range), first: here(first.name.range)))
            }
            for required in Schema.requiredKeys
            where !item.hasSyntaxError && !item.settings.contains(required) && !item.foreignKeys.contains(required) {
                report(Catalogue.missingRequiredProperty(required, item: item.id, role: item.role, at: here(itemName.range)))
            }
        }
        checkSections(sections, items: items, layoutName: name.text, layoutSettings: layoutSettings)
        if !items.contains(where: { $0.role == .tab }) {
            report(Catalogue.layoutWithoutItems(name.text, hasModals: !items.isEmpty, at: here(name.range)))
        }

        let resolvedItems = resolveItems(items, layoutName: name.text)
        let itemsById = ItemsById(items: items, ids: byId, first: firstItemById)
        let initial = resolveInitial(layoutSettings, itemsById)
        checkItemReferences(itemsById)

        // Dependencies never used by a `screen:`.
        for (position, dependency) in dependencies.enumerated() where !checker.usedDependencies.contains(position) {
            report(Catalogue.unusedDependency(dependency.name, at: here(dependencyRanges[position])))
        }

        let resolvedStyle = resolveStyle(style)
        let kind: LayoutKind = resolvedOption(.kind, in: layoutSettings)
        let framework: Framework = resolvedOption(.framework, in: layoutSettings)
        checkLayoutWarnings(name: name, kind: kind, items: items, resolvedItems: resolvedItems, style: style, resolved: resolvedStyle,
                            framework: framework)
        let minimizeBehavior: MinimizeBehavior = resolvedOption(.minimizeBehavior, in: layoutSettings)
        checkKindSettings(kind: kind, minimizeBehavior: minimizeBehavior, layoutSettings)
        if framework == .swiftui, !layoutSettings.isInvalid(.framework) {
            checkSwiftUISettings(kind: kind, layoutSettings: layoutSettings, items: items, style: style,
                                 base: ownStyle.base.map { SourceSpan(file: $0.file, range: $0.range) })
        }
        var deploymentTarget = framework == .swiftui ? 17 : 15
        if case .integer(let target)? = layoutSettings.value(.deploymentTarget), !layoutSettings.isInvalid(.deploymentTarget) {
            deploymentTarget = target
        }
        checkSymbols(items, deploymentTarget: deploymentTarget)
        checkAssets(items, layoutSettings: layoutSettings, style: style)
        checkKindSettings(kind: kind, layoutSettings, items: items, style: style)
        var accessory: Screen?
        if case .screen(let screen)? = resolvedValue(.accessory, in: layoutSettings) {
            if case .storyboard = screen, let location = span(of: .accessory, in: layoutSettings) {
                report(Catalogue.storyboardAccessory(at: location))
            } else {
                accessory = screen
            }
        }

        return ResolvedLayout(
            name: name.text,
            docs: layout.docs.map(\.text),
            kind: kind,
            framework: framework,
            initial: initial,
            loading: resolvedOption(.loading, in: layoutSettings),
            transition: {
                if case .call(_, let arguments)? = resolvedValue(.transition, in: layoutSettings) {
                    return .crossDissolve(duration: argumentNumber(arguments, "duration", of: Schema.crossDissolveCall))
                }
                return .none
            }(),
            bindings: {
                guard case .list(let names)? = resolvedValue(.bindings, in: layoutSettings) else { return [] }
                return names.compactMap(Binding.init(rawValue:))
            }(),
            hidesOnPush: resolvedBool(.hidesOnPush, in: layoutSettings),
            haptics: resolvedOption(.haptics, in: layoutSettings),
            minimizeBehavior: minimizeBehavior,
            access: resolvedOption(.access, in: layoutSettings),
            deploymentTarget: deploymentTarget,
            strings: {
                if case .string(let table)? = resolvedValue(.strings, in: layoutSettings) { return table }
                return nil
            }(),
            restoresSelection: resolvedBool(.restoresSelection, in: layoutSettings),
            dependencies: dependencies,
            items: resolveRaisedColors(resolvedItems, items, style: resolvedStyle),
            style: resolvedStyle,
            sidebar: resolvedOption(.sidebar, in: layoutSettings),
            accessory: accessory,
            sections: sections.map { section in
                ResolvedSection(id: section.id, title: string(section.settings.value(.title)) ?? section.id,
                                icon: icon(section.settings.value(.icon)), docs: section.docs.map(\.text))
            })
    }

    // MARK: - Items and sections

    /// Checks an `item` or `modal` declaration's members; nil when it has no name.
    func checkItem(_ item: ItemDecl, section: String?, with checker: inout BlockChecker) -> ItemInfo? {
        guard let itemName = item.name else { return nil }
        let context: Schema.Context = item.role == .modal ? .modal : .item
        var settings = CheckedProperties()
        let reportedBefore = checker.diagnostics.count
        for itemIndex in item.body.members.indices {
            guard case .property(let property) = item.body.members[itemIndex] else {
                checker.reportMisplaced(item.body.members[itemIndex], in: context)
                continue
            }
            checker.checkProperty(property, in: context, of: item.body, into: &settings)
        }
        let hasUnknownMember = checker.diagnostics[reportedBefore...].contains(where: \.reportsUnknownMember)
        let info = ItemInfo(name: itemName, role: item.role, docs: item.docs, settings: settings,
                            hasUnknownMember: hasUnknownMember)
        for member in item.body.members {
            if case .property(let property) = member, let foreign = ForeignNames.lookup(property.name.text) {
                info.foreignKeys.insert(foreign.property)
            }
        }
        info.section = section
        info.hasSyntaxError = Self.hasSyntaxError(item.body)
        return info
    }

    /// Whether a block holds a syntax error (a required property may be hidden behind it).
    static func hasSyntaxError(_ body: Block) -> Bool {
        body.close == nil || body.members.contains { member in
            switch member {
            case .error: return true
            case .property(let property): return property.value?.containsError ?? true
            default: return false
            }
        }
    }

    /// A `section` as checked: its name, its properties and how many items it holds.
    struct SectionInfo {
        let name: Identifier
        var id: String { name.text }
        let docs: [DocComment]
        let settings: CheckedProperties
        let itemCount: Int
        let hasSyntaxError: Bool
    }

    /// Checks a `section` declaration's members; its items are added to `items` in
    /// declaration order (they are items of the layout in every other way). A modal or a
    /// section inside it is TAB225; nil when the section has no name.
    func checkSection(_ section: SectionDecl, with checker: inout BlockChecker, into items: inout [ItemInfo]) -> SectionInfo? {
        guard let name = section.name else { return nil }
        var settings = CheckedProperties()
        var itemCount = 0
        for member in section.body.members {
            switch member {
            case .property(let property):
                checker.checkProperty(property, in: .section, of: section.body, into: &settings)
            case .item(let item) where item.role == .modal:
                checker.report(Catalogue.misplacedInSection("a modal", section: name.text, at: here(item.keyword)))
            case .item(let item):
                if let info = checkItem(item, section: name.text, with: &checker) {
                    items.append(info)
                    itemCount += 1
                }
            case .section(let inner):
                checker.report(Catalogue.misplacedInSection("a section", section: name.text, at: here(inner.keyword)))
            default:
                checker.reportMisplaced(member, in: .section)
            }
        }
        return SectionInfo(name: name, docs: section.docs, settings: settings, itemCount: itemCount, hasSyntaxError: Self.hasSyntaxError(section.body))
    }

    /// The rules of sections (TAB225, TAB205 for a section id taken by an item or another
    /// section, TAB213) and of the search item (TAB224).
    mutating func checkSections(_ sections: [SectionInfo], items: [ItemInfo], layoutName: String,
                                layoutSettings: CheckedProperties) {
        var sectionIds: [String: SectionInfo] = [:]
        let hasSidebar = option(resolvedValue(.sidebar, in: layoutSettings)) == Sidebar.adaptable.rawValue
        for section in sections {
            checkKeyword(section.name, as: .itemId)
            // Reported at the later of the two names, with a note at the earlier.
            if let item = items.first(where: { $0.id == section.id }) {
                let (later, earlier) = item.name.range.offset > section.name.range.offset
                    ? (item.name.range, section.name.range) : (section.name.range, item.name.range)
                report(Catalogue.duplicateSectionId(section.id, layout: layoutName, at: here(later), first: here(earlier)))
            } else if let first = sectionIds[section.id] {
                report(Catalogue.duplicateSectionId(section.id, layout: layoutName, at: here(section.name.range), first: here(first.name.range)))
            } else {
                sectionIds[section.id] = section
            }
            if !hasSidebar && !layoutSettings.isInvalid(.sidebar) {
                report(Catalogue.sectionWithoutSidebar(section.id, at: here(section.name.range)))
            }
            if section.itemCount == 0 && !section.hasSyntaxError {
                report(Catalogue.emptySection(section.id, at: here(section.name.range)))
            }
            if !section.settings.contains(.title) && !section.hasSyntaxError {
                report(Catalogue.sectionWithoutTitle(section.id, at: here(section.name.range)))
            }
        }
        var searchItem: ItemInfo?
        for item in items where item.isSearch {
            guard let first = searchItem else {
                searchItem = item
                continue
            }
            if let location = span(of: .role, in: item.settings), let firstLocation = span(of: .role, in: first.settings) {
                report(Catalogue.secondSearchItem(first: first.id, at: location, firstAt: firstLocation))
            }
        }
    }

    /// TAB311 for the iPad and iOS 26 settings: `sidebar`, `accessory` and a search item only
    /// the system bar has; `material` only a drawn bar has. Silent when `kind` was wrong.
    mutating func checkKindSettings(kind: LayoutKind, _ settings: CheckedProperties, items: [ItemInfo], style: CheckedProperties) {
        guard !settings.isInvalid(.kind) else { return }
        switch kind {
        case .custom:
            if option(resolvedValue(.sidebar, in: settings)) == Sidebar.adaptable.rawValue, let location = span(of: .sidebar, in: settings) {
                report(Catalogue.systemOnlySettingOnCustomLayout("sidebar: adaptable", at: location))
            }
            if settings.contains(.accessory), !settings.isInvalid(.accessory), let location = span(of: .accessory, in: settings) {
                report(Catalogue.systemOnlySettingOnCustomLayout("accessory", at: location))
            }
            for item in items where item.isSearch {
                if let location = span(of: .role, in: item.settings) {
                    report(Catalogue.systemOnlySettingOnCustomLayout("role: search", at: location))
                }
            }
        case .system:
            if let material = option(resolvedValue(.material, in: style)), material != Material.none.rawValue,
               let location = span(of: .material, in: style) {
                report(Catalogue.materialOnSystemLayout(material, at: location))
            }
        }
    }

    /// The raised button's colors, once the style is known: as written, else the style's
    /// `selectedTint` (the fill) and `background` (the symbol). `items` are the items' infos in
    /// the same order as `resolved`.
    func resolveRaisedColors(_ resolved: [ResolvedItem], _ items: [ItemInfo], style: ResolvedStyle) -> [ResolvedItem] {
        var resolved = resolved
        for index in resolved.indices where index < items.count && resolved[index].raised != nil {
            guard case .call(_, let arguments)? = items[index].settings.value(.raised) else { continue }
            resolved[index].raised?.color = argumentColor(arguments, "color", of: Schema.raisedCall) ?? style.selectedTint
            resolved[index].raised?.iconColor = argumentColor(arguments, "iconColor", of: Schema.raisedCall) ?? style.background
        }
        return resolved
    }

    // MARK: - Reading settings

    /// A property's value as resolved: the value written, when it was right, or the table's
    /// default (nil when the property has none that is a value).
    func resolvedValue(_ key: Schema.PropertyKey, in settings: CheckedProperties) -> CheckedValue? {
        if let value = settings.value(key), !settings.isInvalid(key) { return value }
        return Schema.defaultValue(key)
    }

    // The resolved values of properties whose default is a value. Their last resort is never
    // taken: the value checked, or the table's default, has the property's type
    // (`SchemaDefaultsTests` checks every default against its type).

    func resolvedOption<Option: RawRepresentable & CaseIterable>(_ key: Schema.PropertyKey, in settings: CheckedProperties) -> Option
    where Option.RawValue == String {
        option(resolvedValue(key, in: settings)).flatMap(Option.init(rawValue:)) ?? Option.allCases[Option.allCases.startIndex]
    }

    func resolvedNumber(_ key: Schema.PropertyKey, in settings: CheckedProperties) -> Double {
        number(resolvedValue(key, in: settings)) ?? 0
    }

    func resolvedBool(_ key: Schema.PropertyKey, in settings: CheckedProperties) -> Bool {
        bool(resolvedValue(key, in: settings)) ?? false
    }

    func resolvedColor(_ key: Schema.PropertyKey, in settings: CheckedProperties) -> ColorValue {
        color(resolvedValue(key, in: settings)) ?? .system("label")
    }

    // The payload of a value of the expected case; nil for a missing value or another case.
    func option(_ value: CheckedValue?) -> String? { if case .option(let name)? = value { name } else { nil } }
    func bool(_ value: CheckedValue?) -> Bool? { if case .bool(let flag)? = value { flag } else { nil } }
    func string(_ value: CheckedValue?) -> String? { if case .string(let text)? = value { text } else { nil } }
    func number(_ value: CheckedValue?) -> Double? { if case .number(let number)? = value { number } else { nil } }

    func icon(_ value: CheckedValue?) -> Icon? {
        guard case .call(let name, let arguments)? = value, case .string(let value)? = arguments["name"] else { return nil }
        return name == "image" ? .image(value) : .symbol(value)
    }

    /// "addTransaction" → "Add transaction": the label of an icon-only item without one.
    static func label(fromId id: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(id.replacingOccurrences(of: "_", with: " "))
        for (index, character) in characters.enumerated() {
            if character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let startsHump = character.isUppercase && !current.isEmpty
                && (previous.isLowercase || previous.isNumber || (previous.isUppercase && next.isLowercase))
            if startsHump {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return id }
        // Acronyms (all capitals, like "QR") keep their case; other words go lower case.
        let lowered = words.map { word in word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased() }
        let sentence = lowered.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    // MARK: - Items

    mutating func resolveItems(_ items: [ItemInfo], layoutName: String) -> [ResolvedItem] {
        // The tags taken so far, and for each the position of the item that took it. Without
        // an explicit tag every tag is its item's position, so none can clash: no table then.
        let hasExplicitTags = items.contains { $0.settings.contains(.tag) }
        var tags = NameIndex<Int>()
        var tagOwners: [Int] = []
        // The tags taken, and the lowest free one (only ever rising), for the fix-its.
        var usedTags = Set<Int>()
        var lowestFreeTag = 0
        var raisedOwner: ItemInfo?
        var resolved: [ResolvedItem] = []
        resolved.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let settings = item.settings
            var tag = position
            if case .integer(let explicit)? = settings.value(.tag) { tag = explicit }
            let tagIsValid = !settings.isInvalid(.tag)
            let (isNewTag, owner) = hasExplicitTags && tagIsValid ? tags.insert(tag) : (true, 0)
            if isNewTag {
                if hasExplicitTags && tagIsValid {
                    tagOwners.append(position)
                    usedTags.insert(tag)
                }
            } else {
                let first = items[tagOwners[owner]]
                // Reported at the later item: its tag value, or its name when the tag is its position.
                let range = settings.valueRange(.tag) ?? item.name.range
                let firstRange = first.settings.valueRange(.tag) ?? first.name.range
                while lowestFreeTag <= 9999 && usedTags.contains(lowestFreeTag) { lowestFreeTag += 1 }
                let free = lowestFreeTag <= 9999 ? lowestFreeTag : 0
                report(Catalogue.duplicateTag(tag, item: item.id, isGiven: settings.contains(.tag), first: first.id,
                                              firstIsGiven: first.settings.contains(.tag), freeTag: free,
                                              at: here(range), firstAt: here(firstRange)))
            }

            let title = string(settings.value(.title))
            let icon = self.icon(settings.value(.icon)) ?? .symbol("questionmark")
            var label = string(settings.value(.accessibilityLabel)) ?? title
            if label == nil {
                label = Self.label(fromId: item.id)
                if !settings.contains(.title), !settings.contains(.accessibilityLabel), !item.hasUnknownMember {
                    report(Catalogue.iconOnlyWithoutLabel(item.id, role: item.role, readAs: label ?? "", at: here(item.name.range)))
                }
            }
            var raised: Raised?
            if case .call(_, let arguments)? = settings.value(.raised) {
                // Colors are placeholders until the style is resolved (below, in `validate`).
                raised = Raised(size: argumentNumber(arguments, "size", of: Schema.raisedCall),
                                offset: argumentNumber(arguments, "offset", of: Schema.raisedCall),
                                color: .system("systemBlue"), iconColor: .system("systemBackground"))
                if let first = raisedOwner, let range = settings.valueRange(.raised), let firstRange = first.settings.valueRange(.raised) {
                    report(Catalogue.secondRaisedItem(first: first.id, at: here(range), firstAt: here(firstRange)))
                } else {
                    raisedOwner = item
                }
            }
            var screen: Screen = .type(name: "UIViewController", arguments: [])
            if case .screen(let value)? = settings.value(.screen) { screen = value }
            var badge: String?
            if case .string(let text)? = settings.value(.badge) { badge = text }
            // An integer badge is checked into its digits; the syntax says which it was.
            let badgeIsInteger = badge != nil && settings.valueRange(.badge).map { range in
                range.offset < file.bytes.count && file.bytes[range.offset] != UInt8(ascii: "\"")
            } == true
            let isModal = item.role == .modal
            var afterDismiss: AfterDismiss?
            if isModal {
                afterDismiss = .keep
                if case .call(_, let arguments)? = settings.value(.afterDismiss), case .reference(let target, _)? = arguments["item"] {
                    afterDismiss = .select(target)
                }
            }
            resolved.append(ResolvedItem(
                id: item.id,
                docs: item.docs.map(\.text),
                role: item.role,
                tag: tag,
                title: title,
                icon: icon,
                selectedIcon: self.icon(settings.value(.selectedIcon)) ?? icon,
                screen: screen,
                navigation: resolvedBool(.navigation, in: settings),
                badge: badge,
                badgeIsInteger: badgeIsInteger,
                raised: raised,
                accessibility: Accessibility(
                    label: label ?? item.id,
                    hint: string(settings.value(.accessibilityHint)),
                    identifier: string(settings.value(.accessibilityIdentifier)) ?? "tab." + item.id),
                presentation: isModal ? resolvedOption(.presentation, in: settings) as Presentation : nil,
                afterDismiss: afterDismiss,
                isSearch: item.isSearch,
                section: item.section))
        }
        return resolved
    }

    /// The items of a layout by id (the first item with each id).
    struct ItemsById {
        var items: [ItemInfo]
        var ids: NameIndex<String>
        /// For each id (by its position in `ids`), the position of its first item in `items`;
        /// nil when no id is repeated, so that the two positions are the same.
        var first: [Int]?

        subscript(id: String) -> ItemInfo? {
            ids.position(of: id).map { items[first?[$0] ?? $0] }
        }
    }

    /// A reference to an item: unknown (TAB207, with the nearest id) or fine.
    mutating func lookUpItem(_ target: String, range: SourceRange, byId: ItemsById) -> ItemInfo? {
        if let item = byId[target] { return item }
        // The ids in the order of their first item.
        report(Catalogue.unknownItem(target, ids: byId.ids.keys, at: here(range)))
        return nil
    }

    mutating func resolveInitial(_ settings: CheckedProperties, _ byId: ItemsById) -> String {
        let items = byId.items
        let firstTab = items.first { $0.role == .tab }?.id ?? items.first?.id ?? ""
        guard case .reference(let target, let range)? = settings.value(.initial) else { return firstTab }
        guard let item = lookUpItem(target, range: range, byId: byId) else { return firstTab }
        if item.role == .modal {
            report(Catalogue.initialIsModal(target, at: here(range), declared: here(item.name.range),
                                            select: firstTab.isEmpty || firstTab == target ? nil : firstTab))
            return firstTab
        }
        return target
    }

    mutating func checkItemReferences(_ byId: ItemsById) {
        for item in byId.items {
            guard case .call(_, let arguments)? = item.settings.value(.afterDismiss),
                  case .reference(let target, let range)? = arguments["item"] else { continue }
            // `select(previous)` means what `keep`, the default, does.
            if byId[target] == nil, ["previous", "back", "last"].contains(target), let call = item.settings.valueRange(.afterDismiss) {
                report(Catalogue.afterDismissSelectsPrevious(target, at: here(range), call: call))
                continue
            }
            guard let referenced = lookUpItem(target, range: range, byId: byId) else { continue }
            if referenced.role == .modal {
                report(Catalogue.afterDismissSelectsModal(target, at: here(range), declared: here(referenced.name.range)))
            }
        }
    }

    // MARK: - Style

    func color(_ value: CheckedValue?) -> ColorValue? {
        if case .color(let value)? = value { return value }
        return nil
    }

    /// `Corner.allCases` makes a new array on every call; this one is shared.
    private static let allCorners = Corner.allCases

    func resolveStyle(_ settings: CheckedProperties) -> ResolvedStyle {
        func arguments(_ key: Schema.PropertyKey) -> CallArguments? {
            if case .call(_, let arguments)? = resolvedValue(key, in: settings) { return arguments }
            return nil
        }
        let selectedTint = resolvedColor(.selectedTint, in: settings)
        var margins = Insets(leading: 0, trailing: 0, bottom: 0)
        if let values = arguments(.margins) {
            let form = Schema.marginsCall
            margins = Insets(leading: argumentNumber(values, "leading", of: form), trailing: argumentNumber(values, "trailing", of: form),
                             bottom: argumentNumber(values, "bottom", of: form))
        }
        var font = Font(size: 0, weight: .regular)
        if let values = arguments(.titleFont) {
            font = Font(size: argumentNumber(values, "size", of: Schema.fontCall), weight: argumentOption(values, "weight", of: Schema.fontCall))
        }
        var corners = Self.allCorners
        switch resolvedValue(.corners, in: settings) {
        case .option("top")?: corners = [.topLeading, .topTrailing]
        case .option("bottom")?: corners = [.bottomLeading, .bottomTrailing]
        case .list(let names)?: corners = names.compactMap(Corner.init(rawValue:))
        default: break
        }
        var border: Border?
        if let values = arguments(.border) {
            let form = Schema.borderCall
            border = Border(width: argumentNumber(values, "width", of: form), color: argumentColor(values, "color", of: form) ?? selectedTint,
                            edges: argumentOption(values, "edges", of: form))
        }
        var shadow: Shadow?
        if let values = arguments(.shadow) {
            let form = Schema.shadowCall
            shadow = Shadow(color: argumentColor(values, "color", of: form) ?? selectedTint, opacity: argumentNumber(values, "opacity", of: form),
                            radius: argumentNumber(values, "radius", of: form), x: argumentNumber(values, "x", of: form),
                            y: argumentNumber(values, "y", of: form))
        }
        var shape = Shape.flat
        if let values = arguments(.shape) {
            shape = .notch(depth: argumentNumber(values, "depth", of: Schema.notchCall), width: argumentNumber(values, "width", of: Schema.notchCall))
        }
        var indicator = Indicator.none
        if case .call(let name, let values)? = resolvedValue(.indicator, in: settings) {
            // The color's default is derived: the selected tint.
            if name == Schema.underlineCall.name {
                let form = Schema.underlineCall
                indicator = .underline(width: argumentNumber(values, "width", of: form), height: argumentNumber(values, "height", of: form),
                                       color: argumentColor(values, "color", of: form) ?? selectedTint)
            } else {
                let form = Schema.dotCall
                indicator = .dot(size: argumentNumber(values, "size", of: form), color: argumentColor(values, "color", of: form) ?? selectedTint)
            }
        }
        return ResolvedStyle(
            height: resolvedNumber(.height, in: settings),
            margins: margins,
            background: resolvedColor(.background, in: settings),
            tint: resolvedColor(.tint, in: settings),
            selectedTint: selectedTint,
            iconSize: resolvedNumber(.iconSize, in: settings),
            titleFont: font,
            distribution: resolvedOption(.distribution, in: settings),
            cornerRadius: resolvedNumber(.cornerRadius, in: settings),
            corners: corners,
            border: border,
            shadow: shadow,
            shape: shape,
            indicator: indicator,
            animationDuration: resolvedNumber(.animationDuration, in: settings),
            material: resolvedOption(.material, in: settings))
    }

    // A checked call has every argument that has a default (`ValueChecker.checkCall` fills
    // them in from the table); these read an argument through its call form in the table, so
    // a missing one is the table's default, never a value of the resolver's own. Derived
    // arguments (a color from `selectedTint`) may be absent: the caller derives them.

    /// Argument `label` of a checked call of `form`: the value written, else the table's default.
    func argumentValue(_ arguments: CallArguments, _ label: String, of form: Schema.CallSpec) -> CheckedValue? {
        if let value = arguments[label] { return value }
        let spec = form.arguments.first { $0.label == label }
        assert(spec != nil, "\(form.name)(…) has no argument \(label)")
        return spec?.defaultValue
    }

    func argumentNumber(_ arguments: CallArguments, _ label: String, of form: Schema.CallSpec) -> Double {
        // The last resort is never taken: a number argument's value and default are numbers.
        number(argumentValue(arguments, label, of: form)) ?? 0
    }

    func argumentColor(_ arguments: CallArguments, _ label: String, of form: Schema.CallSpec) -> ColorValue? {
        color(argumentValue(arguments, label, of: form))
    }

    func argumentOption<Option: RawRepresentable & CaseIterable>(_ arguments: CallArguments, _ label: String,
                                                                 of form: Schema.CallSpec) -> Option
    where Option.RawValue == String {
        option(argumentValue(arguments, label, of: form)).flatMap(Option.init(rawValue:)) ?? Option.allCases[Option.allCases.startIndex]
    }

    // MARK: - Warnings

    mutating func checkLayoutWarnings(name: Identifier, kind: LayoutKind, items: [ItemInfo], resolvedItems: [ResolvedItem],
                                      style: CheckedProperties, resolved: ResolvedStyle, framework: Framework = .uikit) {
        if items.count > 5 {
            report(Catalogue.tooManyItems(name.text, count: items.count, at: here(name.range)))
        }
        // Corner radius above half the height.
        if style.contains(.cornerRadius), !style.isInvalid(.cornerRadius), !style.isInvalid(.height),
           resolved.cornerRadius > resolved.height / 2, let radius = style[.cornerRadius] {
            report(Catalogue.cornerRadiusTooLarge(resolved.cornerRadius, height: resolved.height, at: span(of: radius)))
        }
        // Duplicate titles.
        // The first item of each title, by title: a search of a list would be quadratic in
        // the items.
        var titles: [String: Int] = [:]
        titles.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            guard case .string(let title)? = item.settings.value(.title) else { continue }
            if let firstPosition = titles[title], case let first = items[firstPosition],
               let location = span(of: .title, in: item.settings), let firstLocation = span(of: .title, in: first.settings) {
                report(Catalogue.duplicateTitle(title, at: location, first: firstLocation))
            } else if titles[title] == nil {
                titles[title] = position
            }
        }
        // Badges over four characters.
        for item in items {
            guard case .string(let badge)? = item.settings.value(.badge), badge.count > 4,
                  let location = span(of: .badge, in: item.settings) else { continue }
            report(Catalogue.longBadge(badge, at: location))
        }
        // Notch and raised item go together.
        let raisedItem = items.first { $0.settings.contains(.raised) && !$0.settings.isInvalid(.raised) }
        if case .notch = resolved.shape, raisedItem == nil, !items.contains(where: { $0.settings.isInvalid(.raised) }),
           let location = span(of: .shape, in: style) {
            report(Catalogue.notchWithoutRaisedItem(at: location))
        }
        if let raisedItem, resolved.shape == .flat, !style.isInvalid(.shape), let location = span(of: .raised, in: raisedItem.settings) {
            report(Catalogue.raisedItemWithoutNotch(raisedItem.id, at: location))
        }
        checkColors(name: name, kind: kind, style: style, resolved: resolved, framework: framework)
    }

    /// TAB311: a setting that only the system bar reads, on a custom layout. Silent when the
    /// `kind` itself was wrong: which bar was meant is unknown.
    mutating func checkKindSettings(kind: LayoutKind, minimizeBehavior: MinimizeBehavior, _ settings: CheckedProperties) {
        guard kind == .custom, !settings.isInvalid(.kind), minimizeBehavior != .automatic,
              let location = span(of: .minimizeBehavior, in: settings) else { return }
        report(Catalogue.minimizeBehaviorOnCustomLayout(minimizeBehavior, at: location))
    }

    /// TAB315 and TAB316: each `symbol("…")` icon against the SF Symbols catalogue. The
    /// nearest names are looked for at most `SFSymbols.suggestionLimit` times a layout, so a
    /// file of many unknown names stays linear.
    mutating func checkSymbols(_ items: [ItemInfo], deploymentTarget: Int) {
        var suggestionsLeft = SFSymbols.suggestionLimit
        for item in items {
            for key in [Schema.PropertyKey.icon, .selectedIcon] {
                guard case .symbol(let symbol)? = icon(item.settings.value(key)), let location = span(of: key, in: item.settings)
                else { continue }
                switch SFSymbols.lookup(symbol) {
                case .symbol(let version) where version.major > deploymentTarget:
                    report(Catalogue.symbolNewerThanTarget(symbol, introduced: version, target: deploymentTarget, at: location))
                case .symbol:
                    break
                case .renamed(let newName):
                    report(Catalogue.unknownSymbol(symbol, renamedTo: newName, nearest: [], at: location))
                case .unknown:
                    var nearest: [String] = []
                    if suggestionsLeft > 0 {
                        suggestionsLeft -= 1
                        nearest = SFSymbols.nearest(to: symbol)
                    }
                    report(Catalogue.unknownSymbol(symbol, renamedTo: nil, nearest: nearest, at: location))
                }
            }
        }
    }

    /// The style settings SwiftUI's own `TabView` has no API for: everything but `background`
    /// (`toolbarBackground`) and `selectedTint` (`tint`).
    static let settingsTabViewCannotShow: [Schema.PropertyKey] = [
        .height, .margins, .tint, .iconSize, .titleFont, .distribution, .cornerRadius, .corners, .border, .shadow,
        .shape, .indicator, .animationDuration,
    ]

    /// TAB223 and TAB312 for a `framework: swiftui` layout: `storyboard(…)` screens (a SwiftUI
    /// screen is a `View`), and, for `kind: system`, settings SwiftUI's `TabView` can't show —
    /// each at the setting written in the layout, and once at `base:` for those that come from
    /// named styles.
    mutating func checkSwiftUISettings(kind: LayoutKind, layoutSettings: CheckedProperties, items: [ItemInfo],
                                       style: CheckedProperties, base: SourceSpan?) {
        for item in items {
            guard case .screen(.storyboard)? = item.settings.value(.screen),
                  let location = span(of: .screen, in: item.settings) else { continue }
            report(Catalogue.storyboardScreenInSwiftUI(item: item.id, at: location))
        }
        // `kind: custom` draws its own bar, which shows every style setting (a `kind` that is
        // wrong falls back to `custom`, so nothing more is said about it).
        guard kind == .system else { return }
        if case .call? = layoutSettings.value(.transition), let location = span(of: .transition, in: layoutSettings) {
            report(Catalogue.settingTabViewCannotShow(.transition, at: location))
        }
        for item in items {
            guard let setting = item.settings[.raised], !item.settings.isInvalid(.raised) else { continue }
            report(Catalogue.settingTabViewCannotShow(.raised, at: span(of: setting)))
        }
        var inherited: [Schema.PropertyKey] = []
        for key in Self.settingsTabViewCannotShow {
            guard let setting = style[key], !style.isInvalid(key) else { continue }
            if setting.unit == nil {
                report(Catalogue.settingTabViewCannotShow(key, at: span(of: setting)))
            } else {
                inherited.append(key)
            }
        }
        if !inherited.isEmpty, let base {
            report(Catalogue.inheritedSettingsTabViewCannotShow(inherited, at: base))
        }
    }

    mutating func checkColors(name: Identifier, kind: LayoutKind, style: CheckedProperties, resolved: ResolvedStyle,
                              framework: Framework = .uikit) {
        if style.isInvalid(.tint) || style.isInvalid(.selectedTint) || style.isInvalid(.background) { return }
        // Each color is resolved to its appearances once, for all three checks.
        let tint = Contrast.appearances(resolved.tint, assets: run.assets)
        let selectedTint = Contrast.appearances(resolved.selectedTint, assets: run.assets)
        let background = Contrast.appearances(resolved.background, assets: run.assets)
        // TAB310: the same resolved color for both states.
        if Contrast.sameColor(resolved.tint, resolved.selectedTint, tint, selectedTint) {
            let location = span(of: .selectedTint, in: style) ?? span(of: .tint, in: style) ?? here(name.range)
            report(Catalogue.sameTints(at: location))
        }
        // TAB303: non-text contrast on the background, in light and dark appearance; and, for
        // the system bar, on iOS 26's glass, which replaces the background there.
        // SwiftUI's `TabView` on the system bar never shows `tint`: its unselected items take the system's color.
        let showsTint = !(framework == .swiftui && kind == .system)
        if showsTint { checkContrast(.tint, Contrast.failures(tint, on: background), style: style, name: name) }
        checkContrast(.selectedTint, Contrast.failures(selectedTint, on: background), style: style, name: name)
        if kind == .system {
            if showsTint { checkContrast(.tint, Contrast.failures(tint, on: Contrast.glass), onGlass: true, style: style, name: name) }
            checkContrast(.selectedTint, Contrast.failures(selectedTint, on: Contrast.glass), onGlass: true, style: style, name: name)
        }
    }

    /// TAB303 for one of the two tints, given its failures on the background.
    mutating func checkContrast(_ key: Schema.PropertyKey, _ failures: [Contrast.Failure], onGlass: Bool = false,
                                style: CheckedProperties, name: Identifier) {
        guard !failures.isEmpty else { return }
        let location = span(of: key, in: style) ?? (onGlass ? nil : span(of: .background, in: style)) ?? here(name.range)
        report(Catalogue.lowContrast(key, failures: failures, onGlass: onGlass, at: location))
    }
}
