import TabDSL

/// Rows for stages that land in their own steps (Swift generation, formatting); each returns
/// the median seconds of one run over the input, keyed by its column.
enum BenchExtras {
    static func inProcess(file: SourceFile, runs: Int) -> [String: Double] {
        [:]
    }
}
