import Foundation
import TabDSL

/// `tabc check`: diagnostics only, on standard output.
enum CheckCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("check")

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "check")
        try parsed.requireStandardInputForStdinFilename(command: "check")
        let columnUnit = parsed.options["column-unit"].flatMap(ColumnUnit.init(rawValue:)) ?? .scalar
        let color = parsed.options["color"].flatMap(ColorChoice.init(rawValue:)) ?? .auto
        var inputs = try Inputs.read(parsed.positionals, stdinName: parsed.options["stdin-filename"],
                                     allowStandardInput: true, command: "check", importRoot: parsed.options["import-root"])
        inputs.reportErrors()
        let fix = parsed.flags.contains("fix")
        if parsed.flags.contains("diff") && !fix {
            throw UsageError(message: "'--diff' shows what '--fix' would change: give '--fix' too", command: "check")
        }
        var fixStatus: ExitStatus = .success
        if fix {
            (inputs, fixStatus) = CheckFixes.apply(to: inputs, writing: !parsed.flags.contains("diff"))
        }
        // `--assets`: the asset catalogs' problems (TAB314); the compiler checks names against them (TAB318).
        let assets = AssetCatalogFiles.read(parsed.lists["assets"] ?? [])
        // `--strings`: the string catalogs' problems (TAB314); the compiler checks each file's
        // texts against them (TAB313), before suppression comments apply.
        let catalogs = StringCatalogFiles.read(parsed.lists["strings"] ?? [])
        let compilation = inputs.compile(assets: assets.assets, strings: catalogs.catalogs)
        let diagnostics = assets.diagnostics + catalogs.diagnostics + compilation.diagnostics
        let format = parsed.options["format"] ?? "human"
        let files = compilation.files.map(\.source)
        Output.out(DiagnosticOutput.render(diagnostics, format: format, files: files,
                                           color: color.enabled(for: STDOUT_FILENO), columnUnit: columnUnit,
                                           suppressed: compilation.suppressed))
        let summary = DiagnosticSummary(diagnostics, files: files.count)
        var status: ExitStatus = summary.errors > 0 || (parsed.flags.contains("strict") && summary.warnings > 0) ? .failure : .success
        if !inputs.errors.isEmpty || !catalogs.errors.isEmpty || !assets.errors.isEmpty { status = status.combined(with: .ioError) }
        status = status.combined(with: fixStatus)
        // With problems, the human report ends with its own count ("found 1 error in 1 file").
        if format == "human" && diagnostics.isEmpty && inputs.errors.isEmpty && assets.errors.isEmpty {
            Summary.say("checked \(Summary.count(compilation.files.filter(\.isInput).count, "file")): no problems", parsed)
        }
        // The process is about to exit: freeing the trees one by one would only cost time.
        KeepAlive.retain(compilation)
        return status
    }
}

/// Holds results until the process exits, so they are never freed one by one (as compilers do).
enum KeepAlive {
    nonisolated(unsafe) private static var objects: [Any] = []

    static func retain(_ object: Any) { objects.append(object) }
}
