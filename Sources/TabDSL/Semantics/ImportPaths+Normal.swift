extension ImportPaths {
    /// Whether `normalize` would return `path` unchanged, decided on its bytes: no empty, `.` or
    /// `..` component and no trailing slash. A run of 1,000 files spent 4 % of its instructions
    /// normalising input paths that were already normal.
    static func isNormal(_ path: String) -> Bool {
        var utf8 = path.utf8.makeIterator()
        var componentLength = 0
        var dotsOnly = true
        var first = true
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "/") {
                // An empty component is only allowed first (an absolute path's leading slash).
                if componentLength == 0 ? !first : (dotsOnly && componentLength <= 2) { return false }
                componentLength = 0
                dotsOnly = true
            } else {
                componentLength += 1
                if byte != UInt8(ascii: ".") { dotsOnly = false }
            }
            first = false
        }
        return componentLength > 0 && !(dotsOnly && componentLength <= 2)
    }

    /// `normalize(path)`, without its work for a path that is already normal.
    static func normalizedIfNeeded(_ path: String) -> String {
        isNormal(path) ? path : normalize(path)
    }
}
