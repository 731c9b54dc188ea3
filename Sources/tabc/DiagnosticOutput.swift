import TabDSL

/// Renders diagnostics in one of the formats of `tabc check --format`.
enum DiagnosticOutput {
    /// `suppressed`: the warnings `tabc:ignore` comments suppressed, which only the JSON and
    /// SARIF formats list (as suppressed); the others leave them out.
    static func render(_ diagnostics: [Diagnostic], format: String, files: [SourceFile], color: Bool,
                       columnUnit: ColumnUnit = .scalar, suppressed: [Diagnostic] = []) -> String {
        switch format {
        case "gcc":
            return GCCRenderer(columnUnit: columnUnit).render(diagnostics)
        case "json":
            return JSONDiagnosticsRenderer(toolVersion: Tool.version).render(diagnostics, files: files, suppressed: suppressed)
        case "sarif":
            return SARIFRenderer(toolVersion: Tool.version, columnUnit: columnUnit).render(diagnostics, files: files, suppressed: suppressed)
        case "github":
            return GitHubRenderer(columnUnit: columnUnit).render(diagnostics)
        default:
            let renderer = HumanRenderer(decorator: color ? ANSIDecorator() : PlainDecorator(), columnUnit: columnUnit)
            guard !diagnostics.isEmpty else { return "" }
            var output = renderer.render(diagnostics)
            output += "\n" + renderer.summary(DiagnosticSummary(diagnostics, files: files.count))
            if let first = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first {
                output += "For more information about a diagnostic, try `tabc explain \(first.code.rawValue)`.\n"
            }
            return output
        }
    }
}
