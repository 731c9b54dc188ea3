/// Swift's reserved words, for TAB213 and for escaping names in generated code.
public enum SwiftKeywords {
    /// The keywords that can't be identifiers without backticks (SPEC §9): a layout name,
    /// item id or `inject` name that is one of them is TAB213.
    public static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]
}

extension SwiftKeywords {
    /// `reserved.contains(name)`, without hashing the name: every layout name, item id and
    /// dependency is looked up.
    static func isReserved(_ name: String) -> Bool {
        reservedTable.index(of: name) != nil
    }

    private static let reservedTable = StaticNameTable(Array(reserved))

    /// Why a name that is not a keyword still can't be used, because of what the generated
    /// Swift declares with it; nil when it is fine. (Found by compiling generated code: an enum
    /// case can share its name with an instance member, but not with `allCases`.)
    static func generatedNameClash(_ name: String, as what: String) -> String? {
        // Every layout name, item id and dependency comes here: the lengths of the two names
        // below rule out nearly all without comparing strings.
        let length = name.utf8.count
        guard length == 8 || length == 2 else { return nil }
        switch (what, name) {
        case ("an item id", "allCases"):
            return "the generated enum is CaseIterable, and its list of cases is already called 'allCases'"
        case ("a layout name", "UI"):
            return "the generated types would be UITab, UITabBar, UITabBarController and UITabBarControllerDelegate, UIKit's own"
        default:
            return nil
        }
    }
}

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
