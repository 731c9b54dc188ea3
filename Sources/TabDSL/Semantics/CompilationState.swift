/// A parsed file of the run and what the run learns about it.
struct ParsedFile {
    var source: SourceFile
    var key: String
    var isInput: Bool
    /// The folder its imports must stay inside (inherited by the files it imports); nil when
    /// the run has no roots.
    var root: String?
    var tree: SyntaxFile
    var diagnostics: [Diagnostic]
    /// Import edges: the import and the unit it reaches (nil when missing).
    var imports: [(decl: ImportDecl, target: Int?)] = []
}

/// A named style declaration of the run.
struct NamedStyleEntry {
    var unit: Int
    var decl: NamedStyleDecl
    var name: Identifier
    var settings = StyleProperties()
    /// The entry its `base:` names, once resolved.
    var baseTarget: Int?
    var onCycle = false
}

/// The state of one compiler run: its files, their imports and named styles, and what is
/// learnt about them, step by step, before the layouts are validated.
struct CompilationState {
    let loader: ConfinedImportLoader?
    var units: [ParsedFile] = []
    var unitByKey: [String: Int] = [:]
    var styles: [NamedStyleEntry] = []
    /// The named styles by name (positions in `styles`, in order), so that a lookup doesn't
    /// search them all: a `base:` chain of 100,000 styles stays linear.
    var stylesByName: [String: [Int]] = [:]
    /// For each unit that looks up named styles (it declares a layout or a style with
    /// `base:`), the units it can see: itself and everything it imports, transitively. Other
    /// units get an empty set: in a chain of thousands of imports, a set for every file would
    /// take quadratic time and memory.
    var reach: [Set<Int>] = []
    /// For each unit, whether it or a file it reaches has an import that could not be loaded.
    var reachesMissingImport: [Bool] = []
    /// The app's asset catalogs (`--assets`): image and color names are checked against them
    /// (TAB318) and asset colors take part in the contrast check; nil when none were given.
    var assets: AssetCatalogs?
    /// The string catalogs (`--strings`) the texts are checked against (TAB313); none when
    /// none were given.
    var stringCatalogs: [StringCatalog] = []

    init(loader: ConfinedImportLoader?) {
        self.loader = loader
    }

    mutating func compile(_ inputs: [SourceFile], roots: [String]?) -> Compilation {
        // Inputs are lexed and parsed on every core; imports follow one by one.
        var seen = Set<String>()
        var unique: [(file: SourceFile, key: String, root: String?)] = []
        // Each path is normalised once, and each distinct root once (a folder's files share one).
        var normalizedRoots: [String: String] = [:]
        for (index, file) in inputs.enumerated() {
            let key = ImportPaths.normalizedIfNeeded(file.path)
            guard seen.insert(key).inserted else { continue }
            let root = roots.map { index < $0.count ? $0[index] : ImportPaths.directory(of: file.path) }
            let normalizedRoot = root.map { root in
                if let known = normalizedRoots[root] { return known }
                let normalized = ImportPaths.normalize(root)
                normalizedRoots[root] = normalized
                return normalized
            }
            unique.append((file, key, normalizedRoot))
        }
        let parsed = Parallel.map(unique) { Parser.parse($0.file) }
        for (input, result) in zip(unique, parsed) {
            let key = input.key
            unitByKey[key] = units.count
            units.append(ParsedFile(source: input.file, key: key, isInput: true, root: input.root,
                              tree: result.tree, diagnostics: result.diagnostics))
        }
        loadImports()
        computeReach()
        reportImportCycles()
        collectNamedStyles()
        checkDeclarationNames()
        // Layouts are independent once names, styles and imports are known: validate them on
        // every core, then collect the results in source order.
        let (layoutsByUnit, diagnosticLists) = validateLayouts()
        for list in diagnosticLists {
            for diagnostic in list { addDiagnostic(diagnostic) }
        }
        // A file is good when it and every file it reaches have no errors.
        var files: [CompiledFile] = []
        let erroneous = units.map { unit in unit.diagnostics.contains { $0.severity == .error } }
        let reachesErroneous = reachingUnits(erroneous)
        for (index, unit) in units.enumerated() {
            var diagnostics = Self.deduplicated(Diagnostic.sortedForDisplay(unit.diagnostics))
            let clean = !reachesErroneous[index]
            let resolved = clean ? ResolvedFile(source: unit.source, layouts: layoutsByUnit[index]) : nil
            // The string catalogs' gaps (TAB313) before suppression: they are warnings like any other.
            var checkedTexts = false
            if let resolved, !stringCatalogs.isEmpty {
                let texts = StringCatalogCheck.diagnostics(for: resolved, tree: unit.tree, catalogs: stringCatalogs)
                if !texts.isEmpty { diagnostics = Diagnostic.sortedForDisplay(diagnostics + texts) }
                checkedTexts = StringCatalogCheck.checksTexts(of: resolved, catalogs: stringCatalogs)
            }
            var suppressed: [Diagnostic] = []
            var suppressions = Suppressions(unit.tree)
            if !suppressions.isEmpty {
                // A run that checked no text against a catalog can't say a TAB313 suppression is
                // unused, nor one without asset catalogs a TAB318 suppression.
                let unchecked = (checkedTexts ? [] : Catalogue.catalogTextCodes).union(assets == nil ? Catalogue.assetCatalogCodes : [])
                (diagnostics, suppressed) = suppressions.apply(to: diagnostics, unchecked: unchecked)
            }
            files.append(CompiledFile(
                source: unit.source, isInput: unit.isInput, tree: unit.tree, diagnostics: Diagnostic.limitedForDisplay(diagnostics),
                resolved: resolved,
                suppressed: suppressed, importedFiles: unit.imports.compactMap(\.target)))
        }
        return Compilation(files: files)
    }

    /// Every layout of the run validated, on every core: the models by unit, and the
    /// diagnostics of each layout in order.
    func validateLayouts() -> (layoutsByUnit: [[ResolvedLayout]], diagnostics: [[Diagnostic]]) {
        func validate(_ layout: LayoutDecl, in unit: Int) -> (ResolvedLayout?, [Diagnostic]) {
            var validator = LayoutValidator(run: self, unit: unit)
            let resolved = validator.validate(layout)
            return (resolved, validator.finishedDiagnostics)
        }
        var layoutsByUnit: [[ResolvedLayout]] = Array(repeating: [], count: units.count)
        if units.count == 1 {
            // One file (the usual run): its declarations are the work, and the models come
            // back in the array the file keeps.
            let validated = Parallel.compactMap(units[0].tree.declarations) { declaration -> (ResolvedLayout?, [Diagnostic]) in
                guard case .layout(let layout) = declaration else { return (nil, []) }
                return validate(layout, in: 0)
            }
            layoutsByUnit[0] = validated.results
            return (layoutsByUnit, validated.extras)
        }
        var work: [(unit: Int, layout: LayoutDecl)] = []
        for unitIndex in units.indices {
            for declaration in units[unitIndex].tree.declarations {
                if case .layout(let layout) = declaration { work.append((unitIndex, layout)) }
            }
        }
        let validated = Parallel.compactMap(work) { item in validate(item.layout, in: item.unit) }
        var next = 0
        for (index, item) in work.enumerated() where validated.kept[index] {
            layoutsByUnit[item.unit].append(validated.results[next])
            next += 1
        }
        return (layoutsByUnit, validated.extras)
    }

    /// Drops exact repeats (a named style's problem found once per layout that uses it).
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { diagnostic in
            seen.insert("\(diagnostic.code.rawValue)|\(diagnostic.range.offset)|\(diagnostic.range.length)|\(diagnostic.message)").inserted
        }
    }

    mutating func addUnit(_ file: SourceFile, key: String, isInput: Bool, root: String?) {
        let (tree, diagnostics) = Parser.parse(file)
        unitByKey[key] = units.count
        units.append(ParsedFile(source: file, key: key, isInput: isInput, root: root, tree: tree, diagnostics: diagnostics))
    }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        // Diagnostics belong to the unit of their file.
        if let index = units.firstIndex(where: { $0.source === diagnostic.file }) {
            units[index].diagnostics.append(diagnostic)
        }
    }
}
