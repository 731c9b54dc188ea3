import Foundation
import TabDSL

/// `tabc fmt`: rewrites files in the canonical style (docs/formatting.md).
///
/// A file with syntax errors is never touched: its diagnostics go to standard error and the
/// run fails. A file is rewritten atomically, and only when its content changes. `--diff`
/// prints a unified diff of each change instead of writing it; `--check` writes nothing, lists
/// each file that would change with its diff, and fails.
enum FmtCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("fmt")

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "fmt")
        try parsed.requireStandardInputForStdinFilename(command: "fmt")
        let check = parsed.flags.contains("check")
        let diff = parsed.flags.contains("diff")
        let toStandardOutput = parsed.flags.contains("stdout")
        let color = parsed.options["color"].flatMap(ColorChoice.init(rawValue:)) ?? .auto
        if (check || diff) && toStandardOutput {
            throw UsageError(message: "'\(check ? "--check" : "--diff")' and '--stdout' can't be combined", command: "fmt")
        }
        let inputs = try Inputs.read(parsed.positionals, stdinName: parsed.options["stdin-filename"],
                                     allowStandardInput: true, command: "fmt")
        inputs.reportErrors()
        var status: ExitStatus = inputs.errors.isEmpty ? .success : .ioError
        // Links a folder walk refused (TAB226) are reported as the files with errors are.
        var refused: [Diagnostic] = inputs.linkReports.map(\.diagnostic)
        var refusedFiles: [SourceFile] = refused.map(\.file)
        if !refused.isEmpty { status = status.combined(with: .failure) }
        var changed = 0
        var unchanged = 0
        for (index, file) in inputs.files.enumerated() {
            let formatted: String
            switch TabsFormatter.format(file) {
            case .success(let text):
                formatted = text
            case .failure(let error):
                refused += error.diagnostics
                refusedFiles.append(file)
                status = status.combined(with: .failure)
                continue
            }
            let bytes = Array(formatted.utf8)
            let isStandardInput = file === inputs.standardInput
            if check || diff {
                guard bytes != file.bytes else {
                    unchanged += 1
                    continue
                }
                changed += 1
                if check {
                    Output.out(file.path + "\n")
                    status = status.combined(with: .failure)
                }
                Output.out(UnifiedDiff.diff(old: file.bytes, new: bytes, path: file.path))
            } else if toStandardOutput || isStandardInput {
                Output.outBytes(bytes)
            } else {
                guard let target = inputs.rewriteTarget(ofFileAt: index) else {
                    Output.err("tabc: error: \(file.path): not formatted: it is a link that leads outside its folder\n")
                    status = status.combined(with: .ioError)
                    continue
                }
                do {
                    if try FileSystem.writeAtomically(bytes, to: target) { changed += 1 } else { unchanged += 1 }
                } catch {
                    Output.err("tabc: error: \(error.message)\n")
                    status = status.combined(with: .ioError)
                }
            }
        }
        if !refused.isEmpty {
            Output.err(DiagnosticOutput.render(refused, format: "human", files: refusedFiles, color: color.enabled(for: STDERR_FILENO)))
            let count = refusedFiles.count - inputs.escapingLinks.count
            if count > 0 {
                Output.err("tabc: error: not formatted: \(count == 1 ? "1 file has" : "\(count) files have") syntax errors\n")
            }
        }
        if !toStandardOutput && changed + unchanged > 0 {
            let what = check || diff ? "\(changed == 1 ? "1 file" : "\(changed) files") would be reformatted"
                : "formatted \(Summary.count(changed, "file"))"
            Summary.say("\(what), \(unchanged) unchanged", parsed)
        }
        return status
    }
}
