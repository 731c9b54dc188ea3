// The texts people read (docs/localization.md) in the editor: hover on a text shows its key. The
// catalogs the server was started with (`tabc lsp --strings CATALOG`) go to the compiler, which
// reports what they lack (TAB313) with the other diagnostics.

extension LanguageServer {
    /// The hover of the text written at `offset` of a checked document: its key, table and
    /// translator comment; nil when no text is there (or the document doesn't resolve).
    func textHover(at offset: Int, in compiled: CompiledFile) -> (markdown: String, range: SourceRange)? {
        guard let resolved = compiled.resolved else { return nil }
        for layout in resolved.layouts {
            for text in layout.texts where !text.isDerived {
                guard let range = text.range(inLayout: layout.name, of: compiled.tree),
                      range.offset <= offset && offset <= range.end else { continue }
                guard let table = layout.strings else {
                    return ("a text shown as written: the layout has `strings: none`", range)
                }
                return ("text `\(text.key)`\n\nlooked up in the strings table `\(table)`; translator comment: \(text.comment)", range)
            }
        }
        return nil
    }
}
