// Stages that join the fuzz target beyond checking and JSON: the formatter, the preview, and
// the Swift generator once it lands.
enum FuzzHooks {
    static func generators(_ file: ResolvedFile) {
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
