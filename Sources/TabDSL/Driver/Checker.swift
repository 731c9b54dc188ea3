/// The front door of the library for tools that only need diagnostics.
public enum Checker {
    /// Lexes and parses one file and returns its syntax diagnostics, sorted by position.
    public static func checkSyntax(_ file: SourceFile) -> [Diagnostic] {
        Diagnostic.limitedForDisplay(Diagnostic.sortedForDisplay(Parser.parse(file).diagnostics))
    }

    /// Checks the files of one run (imports resolved with `loader`) and returns every
    /// diagnostic, file by file in the given order, sorted by position within each file.
    public static func check(_ files: [SourceFile], loader: ImportLoader? = nil) -> [Diagnostic] {
        Compiler.compile(files, loader: loader).diagnostics
    }
}
