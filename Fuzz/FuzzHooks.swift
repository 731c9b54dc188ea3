// Stages of the fuzz target beyond checking and JSON: the Swift generator, the preview and the
// formatter.
enum FuzzHooks {
    static func generators(_ file: ResolvedFile) {
        _ = SwiftGenerator.generate(file)
        for layout in file.layouts {
            _ = SVGPreview.render(layout, appearance: .both, selected: nil)
        }
    }

    static func formatter(_ file: SourceFile) {
        if case .success(let formatted) = TabsFormatter.format(file) {
            // Formatting is idempotent.
            if case .success(let again) = TabsFormatter.format(SourceFile(path: file.path, text: formatted)) {
                precondition(again == formatted, "fmt is not idempotent")
            }
        }
    }
}
