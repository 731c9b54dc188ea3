import Foundation
import TabDSL

/// `tabc build`: generates Swift or JSON for each input file.
enum BuildCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("build")

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "build")
        try parsed.requireStandardInputForStdinFilename(command: "build")
        let format = parsed.options["format"] ?? "swift"
        let output = parsed.options["output"]
        let checkOnly = parsed.flags.contains("check")
        let strict = parsed.flags.contains("strict")
        let color = parsed.options["color"].flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let stdinName = parsed.options["stdin-filename"]
        let inputs = try Inputs.read(parsed.positionals, stdinName: stdinName, allowStandardInput: true, command: "build",
                                     importRoot: parsed.options["import-root"])
        let inputCount = inputs.files.count + inputs.errors.count
        if output == "-" && inputCount > 1 {
            throw UsageError(message: "'-o -' writes to standard output, which takes one input; \(inputCount) were given", command: "build")
        }
        inputs.reportErrors()

        // `--assets`: a path that is no catalog (TAB314) fails the build; names are checked (TAB318).
        let assets = AssetCatalogFiles.read(parsed.lists["assets"] ?? [])
        let compilation = inputs.compile(assets: assets.assets)
        let diagnostics = assets.diagnostics + compilation.diagnostics
        if !diagnostics.isEmpty {
            Output.err(DiagnosticOutput.render(diagnostics, format: parsed.options["diagnostics-format"] ?? "human",
                                               files: compilation.files.map(\.source), color: color.enabled(for: STDERR_FILENO)))
        }
        var status: ExitStatus = inputs.errors.isEmpty && assets.errors.isEmpty ? .success : .ioError
        if !assets.diagnostics.isEmpty { status = status.combined(with: .failure) }
        // A link a folder walk refused (TAB226) fails the build as an error in a file would.
        if !inputs.escapingLinks.isEmpty { status = status.combined(with: .failure) }
        let fileExtension = format == "json" ? "json" : "swift"

        // Where each input's output goes, decided before anything is written.
        var plans: [Plan] = []
        var destinations: [String: String] = [:]
        for (index, file) in compilation.files.enumerated() where file.isInput {
            let destination = try destinationPath(for: file, isStandardInput: file.source === inputs.standardInput,
                                                  extension: fileExtension, output: output, inputCount: inputCount,
                                                  stdinName: stdinName)
            if let destination {
                if let other = destinations[destination] {
                    throw UsageError(message: "'\(other)' and '\(file.source.path)' would both write '\(destination)'", command: "build")
                }
                destinations[destination] = file.source.path
            }
            // Swift outputs carry the hash of what they are made from (JSON has no comments).
            let hashLine = format == "json" || file.resolved == nil
                ? nil : InputHash.line(InputHash.hash(ofFile: index, in: compilation, format: format))
            plans.append(Plan(file: file, destination: destination, hashLine: hashLine))
        }
        if !checkOnly { try inputs.refuseOverwriting(plans.compactMap(\.destination), compilation: compilation, command: "build") }

        // Each file is generated, and compared or written, on every core; what is printed
        // comes back in input order.
        let outcomes = Parallel.map(plans, minimumCount: 2) { plan in
            produce(plan, json: format == "json", checkOnly: checkOnly, strict: strict)
        }
        var tally = (written: 0, printed: 0, unchanged: 0, failed: 0)
        for outcome in outcomes {
            switch outcome.result {
            case .written: tally.written += 1
            case .printed: tally.printed += 1
            case .unchanged: tally.unchanged += 1
            case .failed: tally.failed += 1
            }
            if let bytes = outcome.standardOutput { Output.outBytes(bytes) }
            if let message = outcome.message { Output.out(message) }
            if let message = outcome.error { Output.err(message) }
            status = status.combined(with: outcome.status)
        }
        if parsed.options["diagnostics-format"] ?? "human" == "human" && !outcomes.isEmpty {
            Summary.say(summary(tally, checkOnly: checkOnly), parsed)
        }
        return status
    }

    /// `wrote 2 files, 3 up to date` (or, under `--check`, `checked 5 outputs: all up to date`).
    static func summary(_ tally: (written: Int, printed: Int, unchanged: Int, failed: Int), checkOnly: Bool) -> String {
        if checkOnly {
            let total = tally.written + tally.printed + tally.unchanged + tally.failed
            let stale = tally.written
            var line = "checked \(Summary.count(total, "output")): "
            line += stale == 0 && tally.failed == 0 ? "all up to date" : "\(tally.unchanged) up to date, \(stale) missing or out of date"
            if tally.failed > 0 { line += ", \(tally.failed) not built (errors)" }
            return line
        }
        var parts = ["wrote \(Summary.count(tally.written, "file"))"]
        if tally.printed > 0 { parts.append("printed \(tally.printed) to standard output") }
        if tally.unchanged > 0 { parts.append("\(tally.unchanged) up to date") }
        if tally.failed > 0 { parts.append("\(tally.failed) not written (errors)") }
        return parts.joined(separator: ", ")
    }

    /// One input and where its output goes (nil: standard output).
    struct Plan {
        var file: CompiledFile
        var destination: String?
        /// The second line of a Swift output (`// tabc-input-hash: …`); nil for JSON.
        var hashLine: String?
    }

    /// What building one file did, to be reported in input order.
    struct Outcome {
        /// What happened to the output, for the summary line.
        enum Result { case written, printed, unchanged, failed }

        var result: Result = .unchanged
        var status: ExitStatus = .success
        var standardOutput: [UInt8]?
        var message: String?
        var error: String?
    }

    /// Generates one file's output, then prints, compares (`--check`) or writes it.
    static func produce(_ plan: Plan, json: Bool, checkOnly: Bool, strict: Bool) -> Outcome {
        let file = plan.file
        let warnings = file.diagnostics.contains { $0.severity == .warning }
        guard let resolved = file.resolved, !(strict && warnings) else {
            // Nothing is written for a file with errors (or warnings under --strict).
            return Outcome(result: .failed, status: .failure)
        }
        // An output that already carries this hash is up to date: nothing is generated or
        // written. `--check` still compares whole outputs.
        if !checkOnly, let hashLine = plan.hashLine, let destination = plan.destination,
           FileSystem.inheritedDescriptor(destination) == nil,
           let head = existingHead(of: destination), InputHash.head(head, carries: hashLine) {
            return Outcome()
        }
        var text = json ? JSONGenerator.generate(resolved) : SwiftGenerator.generate(resolved)
        if let hashLine = plan.hashLine { text = InputHash.inserting(hashLine, into: text) }
        let bytes = Array(text.utf8)
        // A Swift output is the same when only its hash line differs (see `InputHash`).
        func isCurrent(_ existing: [UInt8]) -> Bool {
            plan.hashLine == nil ? existing == bytes : InputHash.withoutSecondLine(existing) == InputHash.withoutSecondLine(bytes)
        }
        guard let destination = plan.destination else {
            return checkOnly ? Outcome() : Outcome(result: .printed, standardOutput: bytes)
        }
        if checkOnly {
            // Only a regular file is compared: a FIFO or a device has no content to match.
            var existing: [UInt8]?
            if let status = FileSystem.status(destination), FileSystem.isRegular(status),
               case .bytes(let old)? = try? FileSystem.read(destination) {
                existing = old
            }
            if existing == nil {
                return Outcome(result: .written, status: .failure, message: "\(destination): missing (generated from \(file.source.path))\n")
            } else if let existing, !isCurrent(existing) {
                return Outcome(result: .written, status: .failure,
                               message: "\(destination): out of date (regenerate from \(file.source.path) with tabc build)\n")
            }
            return Outcome()
        }
        // This process's own standard output and error (`-o /dev/stdout`) are printed in input
        // order with everything else, not written from this thread.
        switch FileSystem.inheritedDescriptor(destination) {
        case STDOUT_FILENO?: return Outcome(result: .printed, standardOutput: bytes)
        case STDERR_FILENO?: return Outcome(result: .printed, error: String(decoding: bytes, as: UTF8.self))
        default: break
        }
        if plan.hashLine != nil, let status = FileSystem.status(destination), FileSystem.isRegular(status),
           case .bytes(let existing)? = try? FileSystem.read(destination), isCurrent(existing) {
            return Outcome()
        }
        do {
            return Outcome(result: try FileSystem.writeOutput(bytes, to: destination) ? .written : .unchanged)
        } catch {
            return Outcome(result: .failed, status: .ioError, error: "tabc: error: cannot write \(error.message)\n")
        }
    }

    /// The first bytes of an existing regular file (enough for the generated-code notice and
    /// the hash line); nil when there is none or it can't be read.
    static func existingHead(of path: String) -> ArraySlice<UInt8>? {
        guard let status = FileSystem.status(path), FileSystem.isRegular(status) else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 1024)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? head[0..<count] : nil
    }

    /// The output path of one input; nil for standard output.
    ///
    /// Standard input without `-o` goes to standard output. Into a folder it is named after
    /// `--stdin-filename` (docs/files-and-limits.md); without that name there is none to give,
    /// which is a usage error rather than a file called `<stdin>.swift`.
    static func destinationPath(for file: CompiledFile, isStandardInput: Bool, extension fileExtension: String,
                                output: String?, inputCount: Int, stdinName: String?) throws(UsageError) -> String? {
        let fileName = "\(file.source.baseName).\(fileExtension)"
        guard let output else {
            // Beside the input; standard input goes to standard output.
            if isStandardInput { return nil }
            let folder = ImportPaths.directory(of: file.source.path)
            return folder == "." && !file.source.path.hasPrefix("./") ? fileName : "\(folder)/\(fileName)"
        }
        if output == "-" { return nil }
        if inputCount > 1 || FileSystem.isDirectory(output) || output.hasSuffix("/") {
            if isStandardInput && stdinName == nil {
                throw UsageError(
                    message: "standard input has no name to give its output in '\(output)'; name it with '--stdin-filename NAME.tabs'",
                    command: "build")
            }
            return output.hasSuffix("/") ? output + fileName : "\(output)/\(fileName)"
        }
        return output
    }
}
