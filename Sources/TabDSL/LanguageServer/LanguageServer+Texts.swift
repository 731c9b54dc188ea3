// The texts of §7.4 in the editor: hover on a text shows its key, and the catalogs the server
// was started with (`tabc lsp --strings CATALOG`) report what they lack (TAB313).

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

    /// The document's diagnostics with what the server's string catalogs say of its texts.
    func withCatalogDiagnostics(_ compiled: CompiledFile) -> [Diagnostic] {
        guard !stringCatalogs.isEmpty, let resolved = compiled.resolved else { return compiled.diagnostics }
        let texts = StringCatalogCheck.diagnostics(for: resolved, tree: compiled.tree, catalogs: stringCatalogs)
        return texts.isEmpty ? compiled.diagnostics : Diagnostic.sortedForDisplay(compiled.diagnostics + texts)
    }
}
