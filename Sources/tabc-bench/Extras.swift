import TabDSL

/// Rows for stages beyond checking and JSON; each returns the median seconds of one run over
/// the input, keyed by its column.
enum BenchExtras {
    static func inProcess(file: SourceFile, runs: Int) -> [String: Double] {
        var rows: [String: Double] = [:]
        rows["fmt"] = median(runs: runs) { TabsFormatter.format(file) }
        // Like the JSON row: check, then generate (the whole of `tabc build`'s work in memory).
        rows["swift"] = median(runs: runs) { () -> (CompiledFile, String?) in
            let compiled = Compiler.compile(file)
            return (compiled, compiled.resolved.map(SwiftGenerator.generate))
        }
        return rows
    }
}
