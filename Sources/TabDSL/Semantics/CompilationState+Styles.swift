extension CompilationState {
    mutating func collectNamedStyles() {
        for (unitIndex, unit) in units.enumerated() {
            for declaration in unit.tree.declarations {
                guard case .style(let decl) = declaration, let name = decl.name else { continue }
                var entry = NamedStyleEntry(unit: unitIndex, decl: decl, name: name)
                var checker = BlockChecker(file: unit.source)
                entry.settings = checker.checkStyleBlock(decl.body)
                for diagnostic in checker.diagnostics { units[unitIndex].diagnostics.append(diagnostic) }
                stylesByName[name.text, default: []].append(styles.count)
                styles.append(entry)
            }
        }
        // Resolve every `base:` of a named style to the entry it names.
        for index in styles.indices {
            guard let base = styles[index].settings.base else { continue }
            switch lookUpStyle(base.name, from: styles[index].unit) {
            case .found(let target):
                styles[index].baseTarget = target
            case .missing(let diagnostic):
                addDiagnostic(diagnostic(base.file, base.range))
            case .unknowable:
                break
            }
        }
        // Cycles: every style has at most one base, so each cycle is a loop of the chain.
        var state = Array(repeating: 0, count: styles.count)
        for start in styles.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                path.append(node)
                current = styles[node].baseTarget
            }
            if let node = current, state[node] == 1, let loopStart = path.firstIndex(of: node) {
                let loop = Array(path[loopStart...])
                for member in loop { styles[member].onCycle = true }
                // Reported at the `base:` of the first style of the loop in source order.
                let first = loop.min { a, b in
                    (styles[a].unit, styles[a].decl.range.offset) < (styles[b].unit, styles[b].decl.range.offset)
                } ?? node
                if let base = styles[first].settings.base {
                    var names: [String] = []
                    var walker = first
                    repeat {
                        names.append(styles[walker].name.text)
                        walker = styles[walker].baseTarget ?? first
                    } while walker != first
                    names.append(styles[first].name.text)
                    addDiagnostic(Catalogue.styleBaseCycle(names, at: SourceSpan(file: base.file, range: base.range)))
                }
            }
            for node in path { state[node] = 2 }
        }
    }

    enum StyleLookup {
        case found(Int)
        case missing((SourceFile, SourceRange) -> Diagnostic)
        /// Not found, but this file or one it imports has an import that could not be loaded
        /// (TAB218, or a broken path string) and may declare it; a TAB216 would only repeat that.
        case unknowable
    }

    /// The named style `name` as seen from a unit: declared there or in a file it imports.
    func lookUpStyle(_ name: String, from unit: Int) -> StyleLookup {
        let named = stylesByName[name] ?? []
        if let index = named.first(where: { reach[unit].contains(styles[$0].unit) }) {
            return .found(index)
        }
        if reachesMissingImport[unit] { return .unknowable }
        let visible = styles.filter { reach[unit].contains($0.unit) }.map(\.name.text)
        let elsewhere = named.first.map { styles[$0] }
        let units = self.units
        return .missing { file, range in
            Catalogue.unknownStyle(name, visible: visible,
                                   declaredIn: elsewhere.map { SourceSpan(file: units[$0.unit].source, range: $0.name.range) },
                                   at: SourceSpan(file: file, range: range))
        }
    }

    /// TAB215: two layouts, or two named styles, with one name anywhere in the run.
    mutating func checkDeclarationNames() {
        // Each name's first declaration, as (unit, range).
        var layouts: [String: (unit: Int, range: SourceRange)] = [:]
        var styleNames: [String: (unit: Int, range: SourceRange)] = [:]
        var found: [Diagnostic] = []
        for unitIndex in units.indices {
            for declaration in units[unitIndex].tree.declarations {
                let (name, isLayout): (Identifier?, Bool)
                switch declaration {
                case .layout(let layout): (name, isLayout) = (layout.name, true)
                case .style(let style): (name, isLayout) = (style.name, false)
                }
                guard let name else { continue }
                let first = isLayout
                    ? layouts.updateValue((unitIndex, name.range), forKey: name.text)
                    : styleNames.updateValue((unitIndex, name.range), forKey: name.text)
                guard let first else { continue }
                // A repeat: the first declaration stays the one remembered.
                if isLayout { layouts[name.text] = first } else { styleNames[name.text] = first }
                found.append(Catalogue.declarationNameUsedTwice(
                    name.text, isLayout: isLayout, at: SourceSpan(file: units[unitIndex].source, range: name.range),
                    first: SourceSpan(file: units[first.unit].source, range: first.range)))
            }
        }
        for diagnostic in found { addDiagnostic(diagnostic) }
    }

    /// The folded settings of a style block: its base chain first, later properties winning.
    func foldStyle(_ own: StyleProperties, from unit: Int) -> CheckedProperties {
        var next: Int?
        if let base = own.base, case .found(let target) = lookUpStyle(base.name, from: unit) { next = target }
        guard next != nil else {
            // No base to fold (the common case): the block's own settings, without `base:`.
            var settings = own.settings
            settings[.base] = nil
            return settings
        }
        var merged = CheckedProperties()
        var chain: [CheckedProperties] = [own.settings]
        var chainIndices: [Int] = []
        var visited = Set<Int>()
        while let index = next, visited.insert(index).inserted {
            chain.append(styles[index].settings.settings)
            chainIndices.append(index)
            next = styles[index].baseTarget
        }
        for (position, settings) in chain.enumerated().reversed() {
            // The properties of named styles carry their unit, for the spans of warnings about them.
            let unit = position == 0 ? nil : styles[chainIndices[position - 1]].unit
            for entry in settings.entries where entry.key != .base {
                var setting = entry.setting
                setting.unit = unit
                merged.add(entry.key, setting)
            }
        }
        return merged
    }
}
