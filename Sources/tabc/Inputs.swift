import TabDSL

/// The files a command works on, read from the paths given on the command line.
struct Inputs {
    /// The files that were read, in argument order (folders expanded in sorted order).
    var files: [SourceFile] = []
    /// Paths that could not be read.
    var errors: [FileError] = []
    /// Whether one of the inputs is standard input.
    var usesStandardInput = false
    /// The file read from standard input, if any.
    var standardInput: SourceFile?

    /// Reads every argument; `-` is standard input, reported as `stdinName`.
    static func read(_ arguments: [String], stdinName: String?, allowStandardInput: Bool, command: String) throws(UsageError) -> Inputs {
        guard !arguments.isEmpty else {
            throw UsageError(message: "no input files: give a .tabs file, a folder or '-'", command: command)
        }
        var inputs = Inputs()
        var seen = Set<String>()
        for argument in arguments {
            if argument == "-" {
                guard allowStandardInput else {
                    throw UsageError(message: "'-' (standard input) is not supported by '\(command)'", command: command)
                }
                guard !inputs.usesStandardInput else {
                    throw UsageError(message: "'-' (standard input) given twice", command: command)
                }
                inputs.usesStandardInput = true
                let file = SourceFile(path: stdinName ?? SourceFile.standardInputPath, bytes: FileSystem.readStandardInput())
                inputs.standardInput = file
                inputs.files.append(file)
                continue
            }
            if FileSystem.isDirectory(argument) {
                do {
                    for path in try FileSystem.tabsFiles(under: argument) where seen.insert(path).inserted {
                        inputs.add(path)
                    }
                } catch {
                    inputs.errors.append(error)
                }
            } else if seen.insert(argument).inserted {
                inputs.add(argument)
            }
        }
        return inputs
    }

    private mutating func add(_ path: String) {
        do {
            files.append(SourceFile(path: path, bytes: try FileSystem.read(path)))
        } catch {
            errors.append(error)
        }
    }

    /// Reports the unreadable inputs on standard error.
    func reportErrors() {
        for error in errors {
            Output.err("tabc: error: cannot read \(error.message)\n")
        }
    }
}
