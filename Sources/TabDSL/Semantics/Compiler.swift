/// What loading an imported file gave.
public enum ImportLoadResult: Sendable {
    case loaded([UInt8])
    case notFound
    /// The file exists but could not be read; the reason in words.
    case unreadable(String)
    /// The file may not be read through an import (docs/files-and-limits.md: outside the run's root once
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
    /// The folder the import must stay inside once symlinks are resolved (docs/files-and-limits.md): the folder
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
    /// The warnings that `tabc:ignore` comments suppressed, sorted by position: left out of
    /// `diagnostics`, listed as suppressed by the JSON and SARIF formats.
    public var suppressed: [Diagnostic] = []
    /// The positions in `Compilation.files` of the files this file's imports reach, in the
    /// order of its imports (a missing import has none).
    public var importedFiles: [Int] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The result of checking the files of one run.
public struct Compilation: Sendable {
    /// The inputs in the order given, then the files reached only through imports.
    public var files: [CompiledFile]

    /// Every diagnostic, file by file.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }
    /// Every warning a `tabc:ignore` comment suppressed, file by file.
    public var suppressed: [Diagnostic] { files.flatMap(\.suppressed) }
}

/// Checks a run of files: parsing, imports, named styles, every rule of docs/language.md–6, and the
/// resolved model of each file.
public enum Compiler {
    public static func compile(_ inputs: [SourceFile], loader: ImportLoader? = nil, assets: AssetCatalogs? = nil,
                               strings: [StringCatalog] = []) -> Compilation {
        var run = CompilationState(loader: loader.map { loader in { request in loader(request.path) } })
        run.assets = assets
        run.stringCatalogs = strings
        return run.compile(inputs, roots: nil)
    }

    /// Checks a run of files whose imports must stay inside `roots` (one per input: the folder
    /// of the file or folder argument). Without roots, imports are only held to being relative
    /// `.tabs` paths; the loader decides the rest (an editor has no run root).
    /// With `assets`, `image("…")` and `asset("…")` names are checked against those catalogs
    /// (TAB318) and asset colors are known to the contrast check (TAB303). With `strings`, each
    /// text is looked up in the catalogs of its layout's table (TAB313), before `tabc:ignore`
    /// comments are applied, so TAB313 is suppressed like every other warning.
    public static func compile(_ inputs: [SourceFile], roots: [String]?, loader: @escaping ConfinedImportLoader,
                               assets: AssetCatalogs? = nil, strings: [StringCatalog] = []) -> Compilation {
        var run = CompilationState(loader: loader)
        run.assets = assets
        run.stringCatalogs = strings
        return run.compile(inputs, roots: roots)
    }

    /// Why an import path may not be followed, textually (docs/files-and-limits.md): absolute, not a `.tabs`
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
