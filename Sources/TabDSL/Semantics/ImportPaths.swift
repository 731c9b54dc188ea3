/// Pure path arithmetic for imports; the library never touches the file system itself.
public enum ImportPaths {
    /// The folder part of a path ("." when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `relative` resolved against the folder of `importer`, normalised.
    public static func resolve(_ relative: String, from importer: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = directory(of: importer)
        return normalize(folder == "/" ? "/" + relative : folder + "/" + relative)
    }

    /// Whether the normalised `path` is `root` or below it, without resolving symlinks (a
    /// root of `.` holds every relative path that does not start with `..`).
    public static func isInside(_ path: String, root: String) -> Bool {
        let path = normalize(path)
        let root = normalize(root)
        if root == "." { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
        if root == "/" { return path.hasPrefix("/") }
        if path == root { return true }
        if root == ".." || root.hasSuffix("/..") {
            // `../..` is not below `..`; count the leading `..` components instead.
            guard path.hasPrefix(root + "/") else { return false }
            return !path.dropFirst(root.count + 1).hasPrefix("..")
        }
        return path.hasPrefix(root + "/")
    }

    /// Why an import path may not be used because of its characters: NUL or any other
    /// control character (the system would cut the path at a NUL, so `"secret.env\u{0}.tabs"`
    /// would pass the `.tabs` rule and open `secret.env`); nil when there is none.
    public static func controlCharacterProblem(_ written: String) -> String? {
        guard let scalar = written.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "an import path can't hold a control character, and this one holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)"
    }

    /// Removes `.` components, empty components and `..` after a named component.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
