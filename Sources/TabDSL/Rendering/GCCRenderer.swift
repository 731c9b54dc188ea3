/// Renders diagnostics one per line, as gcc and clang do, for editors' error parsers:
/// `path:line:col: error: message [TAB201]`, each note on its own `note:` line after it.
///
/// Columns count `columnUnit` (Unicode scalars unless told otherwise).
public struct GCCRenderer: Sendable {
    /// What a column counts.
    public var columnUnit: ColumnUnit

    public init(columnUnit: ColumnUnit = .scalar) {
        self.columnUnit = columnUnit
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += render(diagnostic)
        }
        return output
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.span.start
        var output = "\(location(diagnostic.file, start)): \(diagnostic.severity.rawValue): "
            + "\(DisplayText.sanitized(diagnostic.message)) [\(diagnostic.code.rawValue)]\n"
        for note in diagnostic.notes {
            let span = note.span ?? diagnostic.span
            output += "\(location(span.file, span.start)): note: \(DisplayText.sanitized(note.message))\n"
        }
        return output
    }

    private func location(_ file: SourceFile, _ location: SourceLocation) -> String {
        "\(DisplayText.sanitized(file.path)):\(location.line):\(file.column(of: location, in: columnUnit))"
    }
}
