import TabDSL

/// The files a command works on, read from the paths given on the command line.
struct Inputs {
    /// The files that were read, in argument order (folders expanded in sorted order).
    var files: [SourceFile] = []
    /// For each file, the folder its imports must stay inside (docs/files-and-limits.md): the folder of the
    /// file argument, the folder argument itself, or `.` for standard input.
    var roots: [String] = []
    /// Paths that could not be read.
    var errors: [FileError] = []
    /// Whether one of the inputs is standard input.
    var usesStandardInput = false
    /// The file read from standard input, if any.
    var standardInput: SourceFile?
    /// The identities of the files read, so that an output never replaces one (docs/files-and-limits.md).
    var identities: Set<FileIdentity> = []
    /// Links below a folder argument that lead outside it, each with that folder: never read.
    var escapingLinks: [(link: FileSystem.EscapingLink, folder: String)] = []

    /// Reads every argument; `-` is standard input, reported as `stdinName`. With `importRoot`
    /// (`--import-root`), every file's imports must stay inside that folder instead of the
    /// argument's own, so that a build of one file can import from a sibling folder of a
    /// target; it must hold every input.
    static func read(_ arguments: [String], stdinName: String?, allowStandardInput: Bool, command: String,
                     importRoot: String? = nil) throws(UsageError) -> Inputs {
        guard !arguments.isEmpty else {
            throw UsageError(message: "no input files: give a .tabs file, a folder or '-'", command: command)
        }
        var inputs = try read(arguments, stdinName: stdinName, allowStandardInput: allowStandardInput, command: command, readingFrom: ())
        guard let importRoot else { return inputs }
        guard FileSystem.isDirectory(importRoot), let realRoot = FileSystem.realPath(importRoot) else {
            throw UsageError(message: "'--import-root \(importRoot)' is not a folder", command: command)
        }
        for file in inputs.files where file !== inputs.standardInput {
            guard let real = FileSystem.realPath(file.path), FileSystem.isInside(real, folder: realRoot) else {
                throw UsageError(message: "'\(file.path)' is not inside '--import-root \(importRoot)'", command: command)
            }
        }
        inputs.roots = inputs.files.map { file in
            file === inputs.standardInput ? "." : rootSpelling(realRoot, as: importRoot, for: file.path)
        }
        return inputs
    }

    /// The root as the import rules compare it with `path`, which is spelled from the working
    /// folder: `--import-root` is compared as a resolved path, so a root given through a link
    /// or another spelling (`T` for `Target`) is the folder above `path` whose real path it
    /// is. When no folder above `path` is the root (the file was reached through a link into
    /// it), the root as given stands; the loader compares real paths in every case.
    static func rootSpelling(_ realRoot: String, as given: String, for path: String) -> String {
        if ImportPaths.isInside(path, root: given) { return given }
        var folder = ImportPaths.directory(of: path)
        for _ in 0..<256 {
            if FileSystem.realPath(folder) == realRoot { return folder }
            let parent = ImportPaths.directory(of: folder)
            if parent == folder || folder == "." { break }
            folder = parent
        }
        return given
    }

    private static func read(_ arguments: [String], stdinName: String?, allowStandardInput: Bool, command: String,
                             readingFrom: Void) throws(UsageError) -> Inputs {
        var inputs = Inputs()
        for argument in arguments {
            if argument == "-" {
                guard allowStandardInput else {
                    throw UsageError(message: "'-' (standard input) is not supported by '\(command)'", command: command)
                }
                guard !inputs.usesStandardInput else {
                    throw UsageError(message: "'-' (standard input) given twice", command: command)
                }
                inputs.usesStandardInput = true
                do {
                    let file = SourceFile(path: stdinName ?? SourceFile.standardInputPath, bytes: try FileSystem.readStandardInput())
                    inputs.standardInput = file
                    inputs.files.append(file)
                    inputs.roots.append(".")
                } catch {
                    inputs.errors.append(error)
                }
                continue
            }
            if FileSystem.isDirectory(argument) {
                let walk = FileSystem.tabsFiles(under: argument)
                inputs.errors += walk.errors
                inputs.escapingLinks += walk.escapingLinks.map { ($0, argument) }
                let realFolder = FileSystem.realPath(argument) ?? argument
                for path in walk.files {
                    inputs.add(path, root: argument, confinedTo: realFolder)
                }
            } else {
                inputs.add(argument, root: ImportPaths.directory(of: argument))
            }
        }
        return inputs
    }

    /// Reads one file, unless the run already has it under another spelling or link; a file
    /// found by a folder walk is read only if it is still inside that folder when opened.
    private mutating func add(_ path: String, root: String, confinedTo realFolder: String? = nil) {
        if let identity = FileSystem.identity(path), !identities.insert(identity).inserted { return }
        do {
            let contents: FileContents
            if let realFolder {
                contents = try FileSystem.readConfined(path, realFolder: realFolder)
            } else {
                contents = try FileSystem.read(path)
            }
            files.append(contents.sourceFile(path: path))
            roots.append(root)
        } catch {
            errors.append(error)
        }
    }

    /// Checks the files read, loading their imports from the file system within their roots;
    /// the links a folder walk refused are reported with them (TAB226).
    func compile(assets: AssetCatalogs? = nil, strings: [StringCatalog] = []) -> Compilation {
        let loader = ImportFileLoader(inputs: files)
        var compilation = Compiler.compile(files, roots: roots, loader: loader.load, assets: assets, strings: strings)
        compilation.reportLinksOutsideFolders(linkReports)
        return compilation
    }

    /// The links a folder walk refused, as the library reports them.
    var linkReports: [LinkOutsideFolder] {
        escapingLinks.map { LinkOutsideFolder(path: $0.link.path, target: $0.link.target, folder: $0.folder) }
    }

    /// Where `fmt` may write the file at `index` (docs/files-and-limits.md): the path itself,
    /// or for a symlink its real target when that is inside the run's folder (the folder
    /// argument, or the folder of a file given directly); nil when the link leads outside.
    func rewriteTarget(ofFileAt index: Int) -> String? {
        let path = files[index].path
        guard let link = FileSystem.linkStatus(path), FileSystem.isLink(link) else { return path }
        guard let real = FileSystem.realPath(path), let realFolder = FileSystem.realPath(roots[index]),
              FileSystem.isInside(real, folder: realFolder) else { return nil }
        return real
    }

    /// The identities of every file of a compilation that exists on disk (imports included).
    func identities(of compilation: Compilation) -> Set<FileIdentity> {
        var all = identities
        for file in compilation.files where file.source !== standardInput {
            if let identity = FileSystem.identity(file.source.path) { all.insert(identity) }
        }
        return all
    }

    /// A usage error when a destination is a file the run reads (docs/files-and-limits.md), whatever its spelling.
    func refuseOverwriting(_ destinations: [String], compilation: Compilation, command: String) throws(UsageError) {
        let read = identities(of: compilation)
        for destination in destinations {
            guard let identity = FileSystem.identity(destination), read.contains(identity) else { continue }
            throw UsageError(message: "the output '\(destination)' is one of the input files", command: command)
        }
    }

    /// Reports the unreadable inputs on standard error.
    func reportErrors() {
        for error in errors {
            Output.err("tabc: error: cannot read \(error.message)\n")
        }
    }
}
