/// The front door of the library: checks source files and reports their diagnostics.
public enum Checker {
    /// The most diagnostics reported for one file. Past it, one TAB901 says how many more
    /// there are: nobody reads a thousand errors, and rendering each one shows its line, so
    /// an input such as a minified or binary file would otherwise take minutes to report.
    public static let maximumDiagnosticsPerFile = 100

    /// Lexes and parses one file and returns every diagnostic, sorted by position.
    public static func checkSyntax(_ file: SourceFile) -> [Diagnostic] {
        limited(Diagnostic.sortedForDisplay(Parser.parse(file).diagnostics))
    }

    /// Checks the files of one run; diagnostics grouped by file in the given order, sorted by
    /// position within each file.
    public static func check(_ files: [SourceFile]) -> [Diagnostic] {
        files.flatMap(checkSyntax)
    }

    /// The first `maximumDiagnosticsPerFile` diagnostics of one file's sorted list, then a
    /// TAB901 at the first one left out, as serious as the most serious one left out (so the
    /// exit status does not change).
    static func limited(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumDiagnosticsPerFile else { return diagnostics }
        let hidden = diagnostics[maximumDiagnosticsPerFile...]
        var limit = Diagnostic(
            code: .TAB901,
            message: "too many diagnostics in this file: \(hidden.count) more not shown",
            span: hidden.first!.span,
            help: ["fix the first \(maximumDiagnosticsPerFile) and check again"])
        limit.severity = hidden.map(\.severity).min()!
        return Array(diagnostics.prefix(maximumDiagnosticsPerFile)) + [limit]
    }
}
