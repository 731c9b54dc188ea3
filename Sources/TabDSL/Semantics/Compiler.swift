/// What loading an imported file gave.
public enum ImportLoadResult: Sendable {
    case loaded([UInt8])
    case notFound
    /// The file exists but could not be read; the reason in words.
    case unreadable(String)
    /// The file may not be read through an import (SPEC §9: outside the run's root once
    /// symlinks are resolved, or not a regular file); the reason in words. Nothing was read.
    case refused(String)
    /// The file is larger than `Parser.maximumFileSize` bytes (its size); nothing was read.
    case tooLarge(Int)
    /// The file is one the run already has under another path (a symlink or another
    /// spelling); that path, as the run knows it.
    case sameFile(as: String)
}

/// Loads an imported file by its resolved path. The command line passes one that reads the
/// file system; tests pass one backed by a dictionary.
public typealias ImportLoader = (String) -> ImportLoadResult

/// An import to load: its resolved path, and the root of the run it must stay inside.
public struct ImportRequest: Sendable {
    /// The imported file's path, resolved against the importing file's folder and normalised.
    public var path: String
    /// The folder the import must stay inside once symlinks are resolved (SPEC §9): the folder
    /// of the file or folder argument it was reached from, or `.` for standard input; nil when
    /// the caller gave no roots.
    public var root: String?

    public init(path: String, root: String?) {
        self.path = path
        self.root = root
    }
}

/// Loads an imported file knowing the root it must stay inside; the command line's loader
/// resolves symlinks against it.
public typealias ConfinedImportLoader = (ImportRequest) -> ImportLoadResult

/// One file of a run, checked.
public struct CompiledFile: Sendable {
    public var source: SourceFile
    /// True for files given as inputs, false for files reached only through `import`.
    public var isInput: Bool
    public var tree: SyntaxFile
    /// This file's diagnostics, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The resolved layouts; nil when this file, or a file it imports, has errors.
    public var resolved: ResolvedFile?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The result of checking the files of one run.
public struct Compilation: Sendable {
    /// The inputs in the order given, then the files reached only through imports.
    public var files: [CompiledFile]

    /// Every diagnostic, file by file.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }
}

/// Checks a run of files: parsing, imports, named styles, every rule of SPEC §5–6, and the
/// resolved model of each file.
public enum Compiler {
    public static func compile(_ inputs: [SourceFile], loader: ImportLoader? = nil) -> Compilation {
        var run = Run(loader: loader.map { loader in { request in loader(request.path) } })
        return run.compile(inputs, roots: nil)
    }

    /// Checks a run of files whose imports must stay inside `roots` (one per input: the folder
    /// of the file or folder argument). Without roots, imports are only held to being relative
    /// `.tabs` paths; the loader decides the rest (an editor has no run root).
    public static func compile(_ inputs: [SourceFile], roots: [String]?, loader: @escaping ConfinedImportLoader) -> Compilation {
        var run = Run(loader: loader)
        return run.compile(inputs, roots: roots)
    }

    /// Why an import path may not be followed, textually (SPEC §9): absolute, not a `.tabs`
    /// file, or leaving `root`; nil when it may be loaded. `resolved` is the normalised path.
    public static func importPathProblem(_ written: String, resolved: String, root: String?) -> String? {
        if written.hasPrefix("/") {
            return "an import path must be relative to the importing file's folder; '\(written)' is absolute"
        }
        if !written.hasSuffix(".tabs") || written.hasSuffix("/.tabs") || written == ".tabs" {
            return "only .tabs files can be imported; '\(written)' is not one"
        }
        // Written paths compare only when both are absolute or both relative (standard input
        // named `/abs/main.tabs` has the working folder `.` as its root); the loader compares
        // the real paths in every case.
        if let root, root.hasPrefix("/") == resolved.hasPrefix("/"), !ImportPaths.isInside(resolved, root: root) {
            return "'\(written)' leaves the folder this run may read ('\(root)')"
        }
        return nil
    }

    /// Checks one file on its own (imports resolved with `loader`, if any).
    public static func compile(_ file: SourceFile, loader: ImportLoader? = nil) -> CompiledFile {
        compile([file], loader: loader).files[0]
    }
}

/// A parsed file of the run and what the run learns about it.
struct Unit {
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
    var settings = StyleSettings()
    /// The entry its `base:` names, once resolved.
    var baseTarget: Int?
    var onCycle = false
}

/// A checked property: its value and where it was written.
struct Setting {
    var value: CheckedValue
    var nameRange: SourceRange
    var valueRange: SourceRange
    /// The unit of a setting a layout took from a named style; nil for one written in the block
    /// being checked. (A unit number, not the `SourceFile`: settings are copied often, and a
    /// class reference costs a retain and a release on every copy.)
    var unit: Int?
}

/// The checked properties of one block, by key. A block has a handful, so a linear search over
/// small integers beats hashing; the bit set answers "not given" without a search.
struct Settings {
    /// A struct, not a tuple: arrays of tuples are copied and destroyed through the runtime's
    /// generic tuple functions, arrays of structs through code made for the type.
    struct Entry {
        var key: Schema.PropertyKey
        var setting: Setting
    }

    private(set) var entries: [Entry] = []
    private var present: UInt64 = 0

    init() {}

    /// Room for `capacity` settings, so that filling a block allocates once.
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// Adds a setting, at the end when the key is new. Always inlined: a setting is a large
    /// struct, passed to a call through memory, and inlined it is built in place in the array.
    @inline(__always) mutating func add(_ key: Schema.PropertyKey, _ setting: consuming Setting) {
        guard present & key.bit == 0 else {
            self[key] = setting
            return
        }
        entries.append(Entry(key: key, setting: setting))
        present |= key.bit
    }

    /// The position of the key's entry. By index: a `for entry in entries` loop would copy
    /// (retain and release) every setting it passes.
    @inline(__always) private func position(of key: Schema.PropertyKey) -> Int? {
        guard present & key.bit != 0 else { return nil }
        for index in entries.indices where entries[index].key == key { return index }
        return nil
    }

    /// The checked value of a property, read in place: `self[key]?.value` copies the whole
    /// setting (and destroys it) only to look at its value. Always inlined: across a call the
    /// entry (a large struct) is copied whole and the optional result goes through memory;
    /// inlined, only the value is read, and a caller matching one case copies only that.
    @inline(__always) func value(_ key: Schema.PropertyKey) -> CheckedValue? {
        position(of: key).map { entries[$0].setting.value }
    }

    /// Where a property's value was written.
    @inline(__always) func valueRange(_ key: Schema.PropertyKey) -> SourceRange? {
        position(of: key).map { entries[$0].setting.valueRange }
    }

    /// Whether the property was given but its value was wrong, so that checks depending on it
    /// stay silent.
    @inline(__always) func isInvalid(_ key: Schema.PropertyKey) -> Bool {
        guard let index = position(of: key), case .invalid = entries[index].setting.value else { return false }
        return true
    }

    subscript(key: Schema.PropertyKey) -> Setting? {
        get {
            position(of: key).map { entries[$0].setting }
        }
        set {
            if present & key.bit != 0, let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    entries[index].setting = newValue
                } else {
                    entries.remove(at: index)
                    present &= ~key.bit
                }
            } else if let newValue {
                entries.append(Entry(key: key, setting: newValue))
                present |= key.bit
            }
        }
    }

    /// Whether the block gave the property (rightly or wrongly).
    func contains(_ key: Schema.PropertyKey) -> Bool { present & key.bit != 0 }
}

/// The properties of one style block, and its `base:`.
struct StyleSettings {
    var settings = Settings()
    var base: (name: String, range: SourceRange, file: SourceFile)?
}

struct Run {
    let loader: ConfinedImportLoader?
    var units: [Unit] = []
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

    init(loader: ConfinedImportLoader?) {
        self.loader = loader
    }

    mutating func compile(_ inputs: [SourceFile], roots: [String]?) -> Compilation {
        // Inputs are lexed and parsed on every core; imports follow one by one.
        var seen = Set<String>()
        var unique: [(file: SourceFile, root: String?)] = []
        for (index, file) in inputs.enumerated() where seen.insert(ImportPaths.normalize(file.path)).inserted {
            let root = roots.map { index < $0.count ? $0[index] : ImportPaths.directory(of: file.path) }
            unique.append((file, root.map(ImportPaths.normalize)))
        }
        let parsed = Parallel.map(unique) { Parser.parse($0.file) }
        for (input, result) in zip(unique, parsed) {
            let key = ImportPaths.normalize(input.file.path)
            unitByKey[key] = units.count
            units.append(Unit(source: input.file, key: key, isInput: true, root: input.root,
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
            let diagnostics = Diagnostic.limitedForDisplay(Self.deduplicated(Diagnostic.sortedForDisplay(unit.diagnostics)))
            let clean = !reachesErroneous[index]
            files.append(CompiledFile(
                source: unit.source, isInput: unit.isInput, tree: unit.tree, diagnostics: diagnostics,
                resolved: clean ? ResolvedFile(source: unit.source, layouts: layoutsByUnit[index]) : nil))
        }
        return Compilation(files: files)
    }

    /// Every layout of the run validated, on every core: the models by unit, and the
    /// diagnostics of each layout in order.
    func validateLayouts() -> (layoutsByUnit: [[ResolvedLayout]], diagnostics: [[Diagnostic]]) {
        // The validators read the run in place (see `LayoutValidator.runPointer`).
        withUnsafePointer(to: self) { run in
            func validate(_ layout: LayoutDecl, in unit: Int) -> (ResolvedLayout?, [Diagnostic]) {
                var validator = LayoutValidator(run: run, unit: unit)
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
        units.append(Unit(source: file, key: key, isInput: isInput, root: root, tree: tree, diagnostics: diagnostics))
    }

    mutating func addDiagnostic(_ diagnostic: Diagnostic) {
        // Diagnostics belong to the unit of their file.
        if let index = units.firstIndex(where: { $0.source === diagnostic.file }) {
            units[index].diagnostics.append(diagnostic)
        }
    }

    // MARK: - Imports

    mutating func loadImports() {
        var index = 0
        while index < units.count {
            for decl in units[index].tree.imports {
                guard let path = decl.path, path.isValid else {
                    units[index].imports.append((decl, nil))
                    continue
                }
                let key = ImportPaths.resolve(path.value, from: units[index].source.path)
                let root = units[index].root
                // Checked before the run's own files are consulted, so that a file is never
                // reached through a path the rules refuse, even one that is also an input.
                let result: ImportLoadResult
                if let problem = Compiler.importPathProblem(path.value, resolved: key, root: root) {
                    result = .refused(problem)
                } else if let target = unitByKey[key] {
                    units[index].imports.append((decl, target))
                    continue
                } else {
                    result = loader?(ImportRequest(path: key, root: root)) ?? .notFound
                }
                switch result {
                case .loaded(let bytes):
                    addUnit(SourceFile(path: key, bytes: bytes), key: key, isInput: false, root: root)
                    units[index].imports.append((decl, units.count - 1))
                case .sameFile(let other) where unitByKey[other] != nil:
                    units[index].imports.append((decl, unitByKey[other]))
                case .tooLarge(let size):
                    addUnit(SourceFile(path: key, bytes: [], sizeOnDisk: size), key: key, isInput: false, root: root)
                    units[index].imports.append((decl, units.count - 1))
                case .notFound, .unreadable, .refused, .sameFile:
                    let message: String
                    var notes: [DiagnosticNote] = []
                    switch result {
                    case .unreadable(let reason): message = "imported file '\(path.value)' can't be read: \(reason)"
                    case .refused(let reason): message = "imported file '\(path.value)' can't be imported: \(reason)"
                    default: message = "imported file '\(path.value)' not found"
                    }
                    if case .refused = result {} else {
                        notes = [DiagnosticNote(message: "looked for '\(key)' (paths are relative to the importing file's folder)", span: nil)]
                    }
                    units[index].diagnostics.append(Diagnostic(
                        code: .TAB218, message: message,
                        span: SourceSpan(file: units[index].source, range: path.range), notes: notes))
                    units[index].imports.append((decl, nil))
                }
            }
            index += 1
        }
    }

    mutating func computeReach() {
        reach = Array(repeating: [], count: units.count)
        for start in units.indices where needsReach(start) {
            var seen: Set<Int> = [start]
            var stack = [start]
            while let current = stack.popLast() {
                for edge in units[current].imports {
                    if let target = edge.target, seen.insert(target).inserted { stack.append(target) }
                }
            }
            reach[start] = seen
        }
        reachesMissingImport = reachingUnits(units.map { unit in unit.imports.contains { $0.target == nil } })
    }

    /// Whether a unit looks up named styles: it declares a layout, or a named style with a base.
    func needsReach(_ unit: Int) -> Bool {
        units[unit].tree.declarations.contains { declaration in
            switch declaration {
            case .layout: return true
            case .style(let style): return style.body.members.contains { member in
                if case .property(let property) = member { return property.name.text == "base" }
                return false
            }
            }
        }
    }

    /// For each unit, whether it or a unit it imports (transitively) is marked: one walk of
    /// the import edges backwards from the marked units, linear in the run.
    func reachingUnits(_ marked: [Bool]) -> [Bool] {
        var importers = Array(repeating: [Int](), count: units.count)
        for (index, unit) in units.enumerated() {
            for edge in unit.imports { if let target = edge.target { importers[target].append(index) } }
        }
        var result = marked
        var stack = marked.indices.filter { marked[$0] }
        while let current = stack.popLast() {
            for importer in importers[current] where !result[importer] {
                result[importer] = true
                stack.append(importer)
            }
        }
        return result
    }

    /// Reports each import cycle once, at the import string that closes it (depth-first from
    /// the inputs in order).
    mutating func reportImportCycles() {
        var state = Array(repeating: 0, count: units.count)  // 0 new, 1 on the stack, 2 done
        var stack: [Int] = []
        var found: [Diagnostic] = []
        func visit(_ unit: Int) {
            state[unit] = 1
            stack.append(unit)
            for edge in units[unit].imports {
                guard let target = edge.target, let path = edge.decl.path else { continue }
                if state[target] == 1 {
                    let cycle = stack[(stack.lastIndex(of: target) ?? 0)...].map { units[$0].source.path } + [units[target].source.path]
                    found.append(Diagnostic(
                        code: .TAB219, message: "import cycle: \(cycle.map { "'\($0)'" }.joined(separator: " → "))",
                        span: SourceSpan(file: units[unit].source, range: path.range),
                        help: ["move the shared styles into a file that imports neither"]))
                } else if state[target] == 0 {
                    visit(target)
                }
            }
            stack.removeLast()
            state[unit] = 2
        }
        for unit in units.indices where state[unit] == 0 { visit(unit) }
        for diagnostic in found { addDiagnostic(diagnostic) }
    }

    // MARK: - Names

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
                    addDiagnostic(Diagnostic(
                        code: .TAB217,
                        message: names.count == 2
                            ? "style '\(names[0])' names itself as its base"
                            : "style base cycle: \(names.map { "'\($0)'" }.joined(separator: " → "))",
                        span: SourceSpan(file: base.file, range: base.range),
                        help: ["a style's base chain must end in a style without 'base:'"]))
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
        let suggestion = Suggestions.nearest(to: name, in: visible)
        let elsewhere = named.first.map { styles[$0] }
        let units = self.units
        return .missing { file, range in
            var notes: [DiagnosticNote] = []
            if let elsewhere {
                notes.append(DiagnosticNote(
                    message: "a style '\(name)' is declared in '\(units[elsewhere.unit].source.path)', which this file does not import",
                    span: SourceSpan(file: units[elsewhere.unit].source, range: elsewhere.name.range)))
            }
            return Diagnostic(
                code: .TAB216, message: "unknown style '\(name)' in 'base:'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                span: SourceSpan(file: file, range: range), notes: notes,
                fixIts: suggestion.map { [FixIt(message: "replace with '\($0)'", edits: [TextEdit(range: range, replacement: $0)])] } ?? [])
        }
    }

    /// TAB215: two layouts, or two named styles, with one name anywhere in the run.
    mutating func checkDeclarationNames() {
        // Each name's first declaration, as (unit, range): plain values, so that a file of
        // thousands of layouts costs one hash per name and no reference counting.
        var layouts: [String: (unit: Int, range: SourceRange)] = [:]
        var styleNames: [String: (unit: Int, range: SourceRange)] = [:]
        var found: [Diagnostic] = []
        // One allocation for a file of thousands of layouts, instead of a dozen regrowths.
        layouts.reserveCapacity(units.reduce(0) { $0 + $1.tree.declarations.count })
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
                let what = isLayout ? "layout" : "style"
                found.append(Diagnostic(
                    code: .TAB215, message: "\(what) name '\(name.text)' is used twice",
                    span: SourceSpan(file: units[unitIndex].source, range: name.range),
                    notes: [DiagnosticNote(message: "first used here",
                                           span: SourceSpan(file: units[first.unit].source, range: first.range))]))
            }
        }
        for diagnostic in found { addDiagnostic(diagnostic) }
    }

    /// The folded settings of a style block: its base chain first, later properties winning.
    func foldStyle(_ own: StyleSettings, from unit: Int) -> Settings {
        var next: Int?
        if let base = own.base, case .found(let target) = lookUpStyle(base.name, from: unit) { next = target }
        guard next != nil else {
            // No base to fold (the common case): the block's own settings, without `base:`.
            var settings = own.settings
            settings[.base] = nil
            return settings
        }
        var merged = Settings()
        var chain: [Settings] = [own.settings]
        var chainIndices: [Int] = []
        var visited = Set<Int>()
        while let index = next, visited.insert(index).inserted {
            chain.append(styles[index].settings.settings)
            chainIndices.append(index)
            next = styles[index].baseTarget
        }
        for (position, settings) in chain.enumerated().reversed() {
            // Settings of named styles carry their unit, for the spans of warnings about them.
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
