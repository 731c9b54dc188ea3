/// The front door of the library: checks source files and reports their diagnostics.
public enum Checker {
    /// Lexes and parses one file and returns every diagnostic, sorted by position.
    public static func checkSyntax(_ file: SourceFile) -> [Diagnostic] {
        Diagnostic.sortedForDisplay(Parser.parse(file).diagnostics)
    }

    /// Checks the files of one run; diagnostics grouped by file in the given order, sorted by
    /// position within each file.
    public static func check(_ files: [SourceFile]) -> [Diagnostic] {
        files.flatMap(checkSyntax)
    }
}
