import TabDSL

/// `tabc fmt`: rewrites files in the canonical style (docs/formatting.md).
///
/// A file with syntax errors is never touched: its diagnostics go to standard error and the
/// run fails. A file is rewritten atomically, and only when its content changes.
enum FmtCommand {
    static let spec = ParsedArguments.Spec(
        boolean: ["--check": "check", "--stdout": "stdout"])

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "fmt")
        let check = parsed.flags.contains("check")
        let toStandardOutput = parsed.flags.contains("stdout")
        if check && toStandardOutput {
            throw UsageError(message: "'--check' and '--stdout' can't be combined", command: "fmt")
        }
        let inputs = try Inputs.read(parsed.positionals, stdinName: nil, allowStandardInput: true, command: "fmt")
        inputs.reportErrors()
        var status: ExitStatus = inputs.errors.isEmpty ? .success : .ioError
        var refused: [Diagnostic] = []
        var refusedFiles: [SourceFile] = []
        for file in inputs.files {
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
            if check {
                if bytes != file.bytes {
                    Output.out(file.path + "\n")
                    status = status.combined(with: .failure)
                }
            } else if toStandardOutput || isStandardInput {
                Output.outBytes(bytes)
            } else {
                do {
                    try FileSystem.writeAtomically(bytes, to: file.path)
                } catch {
                    Output.err("tabc: error: \(error.message)\n")
                    status = status.combined(with: .ioError)
                }
            }
        }
        if !refused.isEmpty {
            Output.err(DiagnosticOutput.render(refused, format: "human", files: refusedFiles, color: Output.errorWantsColor))
            let count = refusedFiles.count
            Output.err("tabc: error: not formatted: \(count == 1 ? "1 file has" : "\(count) files have") syntax errors\n")
        }
        return status
    }
}
