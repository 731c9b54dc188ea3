import Foundation
import TabDSL

/// The asset catalogs given with `--assets`, walked safely: a folder whose name ends in
/// `.xcassets`, its entries seen with `lstat` (a symlink inside is never followed), at most
/// `maximumDepth` folders deep and `maximumEntries` entries in all, each `Contents.json` read
/// up to `maximumContentsSize` bytes.
struct AssetCatalogFiles {
    static let maximumDepth = 32
    static let maximumEntries = 100_000
    static let maximumContentsSize = 1 << 20

    var catalogs: [AssetCatalog] = []
    /// TAB314 for each path that is not a catalog.
    var diagnostics: [Diagnostic] = []
    /// Catalogs that could not be read at all (exit 3).
    var errors: [FileError] = []

    /// The catalogs for the compiler; nil when none could be read, so that a mistyped path
    /// (TAB314) doesn't also report every name as missing.
    var assets: AssetCatalogs? { catalogs.isEmpty ? nil : AssetCatalogs(catalogs) }

    /// Why a walk stopped: a limit (TAB314) or a folder that can't be listed (exit 3).
    private enum Stop: Error {
        case limit(String)
        case unreadable(FileError)
    }

    static func read(_ paths: [String]) -> AssetCatalogFiles {
        var result = AssetCatalogFiles()
        for path in paths {
            guard let status = FileSystem.status(path) else {
                let error = FileError(path: path, reason: FileSystem.errnoReason())
                Output.err("tabc: error: cannot read \(error.message)\n")
                result.errors.append(error)
                continue
            }
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard FileSystem.isFolder(status), trimmed.hasSuffix(".xcassets"), !trimmed.hasSuffix("/.xcassets") else {
                let what = FileSystem.isFolder(status) ? "the folder's name doesn't end in .xcassets" : "it is not a folder"
                result.diagnostics.append(AssetCatalog.notACatalog(path: path, reason: what))
                continue
            }
            var catalog = AssetCatalog(path: path)
            var entries = 0
            do throws(Stop) {
                try walk(trimmed, prefix: "", depth: 0, entries: &entries, into: &catalog)
                result.catalogs.append(catalog)
            } catch {
                switch error {
                case .limit(let reason):
                    result.diagnostics.append(AssetCatalog.notACatalog(path: path, reason: reason))
                case .unreadable(let error):
                    Output.err("tabc: error: cannot read \(error.message)\n")
                    result.errors.append(error)
                }
            }
        }
        return result
    }

    /// Adds the sets of `folder` (and of the folders below it) to `catalog`; `prefix` is the
    /// namespace of the folders above that provide one (`Icons/`).
    private static func walk(_ folder: String, prefix: String, depth: Int, entries: inout Int,
                             into catalog: inout AssetCatalog) throws(Stop) {
        guard depth < maximumDepth else { throw .limit("it is nested more than \(maximumDepth) folders deep") }
        let names: [String]
        do throws(FileError) {
            names = try FileSystem.entryNames(folder)
        } catch {
            throw .unreadable(error)
        }
        entries += names.count
        guard entries <= maximumEntries else { throw .limit("it holds more than \(maximumEntries) entries") }
        for name in names.sorted() {
            let path = folder + "/" + name
            // lstat: a symlink is neither a folder nor a set here, so it is never followed.
            guard let status = FileSystem.linkStatus(path), FileSystem.isFolder(status) else { continue }
            if let set = AssetCatalog.set(named: name) {
                let contents = set.kind == .colorset ? try contentsJSON(of: path) : nil
                catalog.add(set.kind, name: prefix + set.name, contents: contents)
            } else {
                let namespace = try contentsJSON(of: path).map(AssetCatalog.providesNamespace) ?? false
                try walk(path, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1, entries: &entries, into: &catalog)
            }
        }
    }

    /// A folder's `Contents.json`, nil when it has none (or it is not a regular file).
    private static func contentsJSON(of folder: String) throws(Stop) -> [UInt8]? {
        let path = folder + "/Contents.json"
        guard let status = FileSystem.linkStatus(path), FileSystem.isRegular(status) else { return nil }
        guard Int(status.st_size) <= maximumContentsSize else {
            throw .limit("'\(path)' is larger than \(maximumContentsSize / 1_048_576) MiB")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable(FileError(path: path, reason: FileSystem.errnoReason())) }
        defer { close(descriptor) }
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileSystem.readBounded(descriptor, path: path, sizeHint: Int(status.st_size))
        } catch {
            throw .unreadable(error)
        }
        // The file may have grown since lstat.
        guard bytes.count <= maximumContentsSize else {
            throw .limit("'\(path)' is larger than \(maximumContentsSize / 1_048_576) MiB")
        }
        return bytes
    }
}
