import TabDSL

/// `tabc preview`: draws the layouts of one file as SVG.
enum PreviewCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("preview")

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "preview")
        let appearance = parsed.options["appearance"].flatMap(PreviewAppearance.init(rawValue:)) ?? .light
        let design = parsed.options["design"].flatMap(PreviewDesign.init(rawValue:)) ?? .classic
        let output = parsed.options["output"]
        if parsed.flags.contains("watch") || parsed.flags.contains("serve") {
            return try live(parsed, appearance: appearance, design: design)
        }
        if parsed.options["port"] != nil {
            throw UsageError(message: "'--port' is the port of '--serve'", command: "preview")
        }
        guard parsed.positionals.count <= 1 else {
            throw UsageError(message: "'preview' draws one file; \(parsed.positionals.count) were given", command: "preview")
        }
        if let path = parsed.positionals.first, path != "-", FileSystem.isDirectory(path) {
            throw UsageError(message: "'\(path)' is a folder; 'preview' draws one .tabs file", command: "preview")
        }
        let inputs = try Inputs.read(parsed.positionals, stdinName: nil, allowStandardInput: true, command: "preview")
        guard inputs.errors.isEmpty else {
            inputs.reportErrors()
            return .ioError
        }

        let compilation = inputs.compile()
        let diagnostics = compilation.diagnostics
        if !diagnostics.isEmpty {
            Output.err(DiagnosticOutput.render(diagnostics, format: "human", files: compilation.files.map(\.source),
                                               color: Output.errorWantsColor))
        }
        guard let file = compilation.files.first(where: \.isInput), let resolved = file.resolved else {
            // Errors were reported above; nothing is drawn or written.
            return .failure
        }
        var layouts = resolved.layouts
        guard !layouts.isEmpty else {
            Output.err("tabc: error: \(file.source.path) has no layout to draw (only named styles)\n")
            return .failure
        }
        let names = layouts.map(\.name)
        if let name = parsed.options["layout"] {
            layouts = layouts.filter { $0.name == name }
            guard !layouts.isEmpty else {
                let hint = Suggestions.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "\(file.source.path) has no layout '\(name)'\(hint) (its layouts: \(names.joined(separator: ", ")))",
                                 command: "preview")
            }
        }
        if let selected = parsed.options["selected"] {
            for layout in layouts {
                if let problem = SVGPreview.selectionProblem(selected, in: layout) {
                    let advice = layouts.count > 1 ? "; pick one layout with '--layout'" : ""
                    throw UsageError(message: "cannot draw '\(selected)' selected: \(problem)\(advice)", command: "preview")
                }
            }
        }

        // `--locale` (and the catalogs of `--strings`): the texts of that language.
        let catalogs = StringCatalogFiles.read(parsed.lists["strings"] ?? [])
        if !catalogs.diagnostics.isEmpty {
            Output.err(DiagnosticOutput.render(catalogs.diagnostics, format: "human", files: [], color: Output.errorWantsColor))
            return catalogs.errors.isEmpty ? .failure : .ioError
        }
        if !catalogs.errors.isEmpty { return .ioError }
        if parsed.options["locale"] == nil && !catalogs.catalogs.isEmpty {
            throw UsageError(message: "'--strings' gives translations for '--locale LANG', which is missing", command: "preview")
        }
        let svg = parsed.options["locale"].map { locale in
            SVGPreview.render(layouts, locale: PreviewLocale(locale), catalogs: catalogs.catalogs, appearance: appearance,
                              selected: parsed.options["selected"], design: design)
        } ?? SVGPreview.render(layouts, appearance: appearance, selected: parsed.options["selected"], design: design)
        let bytes = Array(svg.utf8)
        guard let destination = try destinationPath(for: file.source, output: output, isStandardInput: file.source === inputs.standardInput) else {
            Output.outBytes(bytes)
            Summary.say("drew \(Summary.count(layouts.count, "layout")) to standard output", parsed)
            return .success
        }
        try inputs.refuseOverwriting([destination], compilation: compilation, command: "preview")
        do throws(FileError) {
            _ = try FileSystem.writeOutput(bytes, to: destination)
        } catch {
            Output.err("tabc: error: cannot write \(error.message)\n")
            return .ioError
        }
        Summary.say("wrote \(destination) (\(Summary.count(layouts.count, "layout")))", parsed)
        return .success
    }

    /// `--watch` and `--serve`: checked like a single drawing, then run until interrupted.
    static func live(_ parsed: ParsedArguments, appearance: PreviewAppearance, design: PreviewDesign) throws(UsageError) -> ExitStatus {
        let serve = parsed.flags.contains("serve")
        if serve && parsed.flags.contains("watch") {
            throw UsageError(message: "'--watch' writes a file and '--serve' shows a page; give one of them", command: "preview")
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first, path != "-" else {
            throw UsageError(message: "'\(serve ? "--serve" : "--watch")' follows one .tabs file (not standard input)", command: "preview")
        }
        if FileSystem.isDirectory(path) {
            throw UsageError(message: "'\(path)' is a folder; 'preview' draws one .tabs file", command: "preview")
        }
        // A file missing at the start is a mistake; one that goes away later is being saved.
        guard FileSystem.status(path) != nil else {
            Output.err("tabc: error: cannot read \(path): \(FileSystem.errnoReason())\n")
            return .ioError
        }
        let options = PreviewLive.Options(path: path, layout: parsed.options["layout"], selected: parsed.options["selected"])
        if serve {
            for flag in ["appearance", "design", "output"] where parsed.options[flag] != nil {
                throw UsageError(message: "'--serve' shows every appearance and design and writes nothing; leave out '--\(flag)'",
                                 command: "preview")
            }
            var port = 7070
            if let written = parsed.options["port"] {
                guard let number = Int(written), (0...65535).contains(number) else {
                    throw UsageError(message: "invalid port '\(written)': expected a number from 0 to 65535", command: "preview")
                }
                port = number
            }
            let server: PreviewServer
            do {
                server = try PreviewServer(options: options, port: port, parsed: parsed)
            } catch {
                Output.err("tabc: error: \(error.message)\n")
                return .ioError
            }
            server.run()
        }
        if parsed.options["port"] != nil {
            throw UsageError(message: "'--port' is the port of '--serve'", command: "preview")
        }
        let source = SourceFile(path: path, bytes: [])
        guard let destination = try destinationPath(for: source, output: parsed.options["output"], isStandardInput: false) else {
            throw UsageError(message: "'--watch' writes a file; '-o -' (standard output) can't be rewritten", command: "preview")
        }
        if let identity = FileSystem.identity(destination), identity == FileSystem.identity(path) {
            throw UsageError(message: "the output '\(destination)' is one of the input files", command: "preview")
        }
        PreviewLive.watch(options, appearance: appearance, design: design, destination: destination, parsed: parsed)
    }

    /// Where the SVG goes: `-o` (NAME.svg inside it when it is a folder), or NAME.svg beside
    /// NAME.tabs; nil for standard output (`-o -`, or standard input without `-o`).
    static func destinationPath(for source: SourceFile, output: String?, isStandardInput: Bool) throws(UsageError) -> String? {
        if let output {
            if output == "-" { return nil }
            if FileSystem.isDirectory(output) || output.hasSuffix("/") {
                if isStandardInput {
                    throw UsageError(message: "standard input has no name to give its drawing in '\(output)'; give '-o FILE.svg'",
                                     command: "preview")
                }
                return (output.hasSuffix("/") ? output : output + "/") + "\(source.baseName).svg"
            }
            return output
        }
        if isStandardInput { return nil }
        let fileName = "\(source.baseName).svg"
        let folder = ImportPaths.directory(of: source.path)
        return folder == "." && !source.path.hasPrefix("./") ? fileName : "\(folder)/\(fileName)"
    }
}
