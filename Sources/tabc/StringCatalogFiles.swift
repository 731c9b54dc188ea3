import TabDSL

/// The string catalogs given with `--strings`, read as `.tabs` files are: bounded, a file over
/// the limit refused before it is read.
struct StringCatalogFiles {
    var catalogs: [StringCatalog] = []
    /// TAB314 for each file that is not a catalog.
    var diagnostics: [Diagnostic] = []
    /// Files that could not be read at all (exit 3).
    var errors: [FileError] = []

    static func read(_ paths: [String]) -> StringCatalogFiles {
        var result = StringCatalogFiles()
        for path in paths {
            do throws(FileError) {
                switch try FileSystem.read(path) {
                case .tooLarge(let size):
                    result.diagnostics.append(StringCatalogCheck.tooLarge(path: path, size: size))
                case .bytes(let bytes):
                    switch StringCatalog.read(bytes, path: path) {
                    case .success(let catalog): result.catalogs.append(catalog)
                    case .failure(let problem): result.diagnostics.append(StringCatalogCheck.unreadable(path: path, problem))
                    }
                }
            } catch {
                Output.err("tabc: error: cannot read \(error.message)\n")
                result.errors.append(error)
            }
        }
        return result
    }
}
