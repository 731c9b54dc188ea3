import TabDSL

/// The files a command works on, read from the paths given on the command line.
struct Inputs {
    /// The files that were read, in argument order (folders expanded in sorted order).
    var files: [SourceFile] = []
    /// For each file, the folder its imports must stay inside (SPEC §9): the folder of the
    /// file argument, the folder argument itself, or `.` for standard input.
    var roots: [String] = []
    /// Paths that could not be read.
    var errors: [FileError] = []
    /// Whether one of the inputs is standard input.
    var usesStandardInput = false
    /// The file read from standard input, if any.
    var standardInput: SourceFile?
    /// The identities of the files read, so that an output never replaces one (SPEC §9).
    var identities: Set<FileIdentity> = []

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
            guard let real = FileSystem.realPath(file.path), real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                throw UsageError(message: "'\(file.path)' is not inside '--import-root \(importRoot)'", command: command)
            }
        }
        inputs.roots = inputs.files.map { $0 === inputs.standardInput ? "." : importRoot }
        return inputs
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
                do {
                    for path in try FileSystem.tabsFiles(under: argument) {
                        inputs.add(path, root: argument)
                    }
                } catch {
                    inputs.errors.append(error)
                }
            } else {
                inputs.add(argument, root: ImportPaths.directory(of: argument))
            }
        }
        return inputs
    }

    /// Reads one file, unless the run already has it under another spelling or link.
    private mutating func add(_ path: String, root: String) {
        if let identity = FileSystem.identity(path), !identities.insert(identity).inserted { return }
        do {
            files.append(try FileSystem.read(path).sourceFile(path: path))
            roots.append(root)
        } catch {
            errors.append(error)
        }
    }

    /// Checks the files read, loading their imports from the file system within their roots.
    func compile() -> Compilation {
        let loader = ImportFileLoader(inputs: files)
        return Compiler.compile(files, roots: roots, loader: loader.load)
    }

    /// The identities of every file of a compilation that exists on disk (imports included).
    func identities(of compilation: Compilation) -> Set<FileIdentity> {
        var all = identities
        for file in compilation.files where file.source !== standardInput {
            if let identity = FileSystem.identity(file.source.path) { all.insert(identity) }
        }
        return all
    }

    /// A usage error when a destination is a file the run reads (SPEC §9), whatever its spelling.
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
