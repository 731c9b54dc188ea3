/// A link below a folder argument whose real path is outside that folder (docs/files-and-limits.md):
/// the command line's folder walk neither reads nor enters it, and the run reports it.
public struct LinkOutsideFolder: Sendable {
    /// The link's path as the walk reached it.
    public var path: String
    /// What the link holds, as written.
    public var target: String
    /// The folder argument the link was found below.
    public var folder: String

    public init(path: String, target: String, folder: String) {
        self.path = path
        self.target = target
        self.folder = folder
    }

    /// The error reported at the link's path (TAB226); the file it names is never read, so
    /// the diagnostic's file is empty.
    public var diagnostic: Diagnostic {
        let file = SourceFile(path: path, bytes: [])
        return Catalogue.linkOutsideFolder(path, target: target, folder: folder,
                                           at: SourceSpan(file: file, range: SourceRange(offset: 0, length: 0)))
    }
}

extension Compilation {
    /// Adds the links a folder walk refused to the run, one file each with its TAB226.
    public mutating func reportLinksOutsideFolders(_ links: [LinkOutsideFolder]) {
        for link in links {
            let diagnostic = link.diagnostic
            let source = diagnostic.span.file
            files.append(CompiledFile(source: source, isInput: false, tree: Parser.parse(source).tree,
                                      diagnostics: [diagnostic], resolved: nil))
        }
    }
}

extension CompilationState {
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
                if let problem = ImportPaths.controlCharacterProblem(path.value)
                    ?? Compiler.importPathProblem(path.value, resolved: key, root: root) {
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
                    let span = SourceSpan(file: units[index].source, range: path.range)
                    switch result {
                    case .unreadable(let reason):
                        units[index].diagnostics.append(Catalogue.importUnreadable(path.value, reason: reason, resolved: key, at: span))
                    case .refused(let reason):
                        units[index].diagnostics.append(Catalogue.importRefused(path.value, reason: reason, at: span))
                    default:
                        units[index].diagnostics.append(Catalogue.importNotFound(path.value, resolved: key, at: span))
                    }
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
                    found.append(Catalogue.importCycle(cycle, at: SourceSpan(file: units[unit].source, range: path.range)))
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
}
