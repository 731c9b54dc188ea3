/// The one line each command prints on standard error to say what it did (in the human
/// format, unless `--quiet`), so a successful run is never silent.
enum Summary {
    /// `1 file`, `2 files`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Prints `line` on standard error unless the command was given `--quiet`.
    static func say(_ line: String, _ parsed: ParsedArguments) {
        guard !parsed.flags.contains("quiet") else { return }
        Output.err(line + "\n")
    }
}
