/// `check --strings`: each text of each layout looked up in the string catalogs of its table
/// (TAB313), and catalogs that can't be read (TAB314).
public enum StringCatalogCheck {
    /// TAB313 at each text of `resolved`'s layouts that a catalog of the layout's table lacks
    /// or hasn't translated into one of its languages; one per text. `tree` is the file's
    /// syntax tree, for where each text is written. Layouts whose table has no catalog, and
    /// layouts under `strings: none`, are not checked.
    public static func diagnostics(for resolved: ResolvedFile, tree: SyntaxFile, catalogs: [StringCatalog]) -> [Diagnostic] {
        guard !catalogs.isEmpty else { return [] }
        let byTable = Dictionary(StringCatalog.merged(catalogs).map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for layout in resolved.layouts {
            guard let table = layout.strings, let catalog = byTable[table] else { continue }
            for text in layout.texts {
                guard let gap = catalog.gap(for: text.key),
                      let range = text.range(inLayout: layout.name, of: tree) else { continue }
                let span = SourceSpan(file: tree.source, range: range)
                switch gap {
                case .missing:
                    diagnostics.append(Catalogue.textMissingFromCatalog(text.key, catalog: catalog.path,
                                                                        languages: catalog.languages.filter { $0 != catalog.sourceLanguage },
                                                                        at: span))
                case .untranslated(let languages):
                    diagnostics.append(Catalogue.untranslatedText(text.key, catalog: catalog.path, languages: languages, at: span))
                }
            }
        }
        return diagnostics
    }

    /// Whether a catalog of `catalogs` has the table of one of `resolved`'s layouts, so that
    /// its texts are checked.
    static func checksTexts(of resolved: ResolvedFile, catalogs: [StringCatalog]) -> Bool {
        let tables = Set(catalogs.map(\.table))
        return resolved.layouts.contains { $0.strings.map(tables.contains) == true }
    }

    /// TAB314 for a file given with `--strings` that is not a string catalog.
    public static func unreadable(path: String, _ problem: StringCatalog.Problem) -> Diagnostic {
        Catalogue.unreadableStringCatalog(path: path, reason: problem.reason,
                                          at: SourceSpan(file: SourceFile(path: path, bytes: []), range: .at(0)))
    }

    /// TAB314 for a catalog over the size limit, refused before it was read.
    public static func tooLarge(path: String, size: Int) -> Diagnostic {
        let mebibytes = (Double(size) / 1_048_576 * 10).rounded(.down) / 10
        return unreadable(path: path, StringCatalog.Problem(reason: "the file is \(mebibytes) MiB; tabc reads catalogs of up to 16 MiB"))
    }
}
