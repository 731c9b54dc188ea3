// Stages that join the fuzz target as they land (the Swift generator, the formatter, the preview).
enum FuzzHooks {
    static func generators(_ file: ResolvedFile) {}
    static func formatter(_ file: SourceFile) {}
}
