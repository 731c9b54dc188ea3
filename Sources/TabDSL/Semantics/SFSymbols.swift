/// The SF Symbols catalogue: every symbol name, the iOS version that introduced it, and the
/// names Apple renamed. The data (`SFSymbols+Data.swift`) is generated from the SF Symbols
/// app's metadata by `scripts/update-sf-symbols.py`; docs/lints.md says which release.
public enum SFSymbols {
    /// An iOS version, such as 17.2.
    public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
        public var major: Int
        public var minor: Int

        public init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

        /// "17.2"; "26" would read as a year, so the minor is always shown ("26.0").
        public var description: String { "\(major).\(minor)" }
    }

    /// What the catalogue says of a name.
    public enum Lookup: Equatable, Sendable {
        /// A symbol, first available in this iOS version.
        case symbol(Version)
        /// A name that is no symbol of today's catalogue, but an old name of this one.
        case renamed(to: String)
        /// No symbol of that name.
        case unknown
    }

    /// The catalogue's answer for `name`.
    public static func lookup(_ name: String) -> Lookup {
        let catalogue = Catalogue.shared
        if let version = catalogue.versions[name] { return .symbol(version) }
        if let newName = catalogue.renames[name] { return .renamed(to: newName) }
        return .unknown
    }

    /// How many unknown names of one layout get a nearest-name search; the rest are reported
    /// without one (each search reads the whole catalogue).
    static let suggestionLimit = 20

    /// The number of symbols in the catalogue.
    public static var count: Int { Catalogue.shared.versions.count }

    /// Up to `limit` symbol names nearest to `name`, all at the same distance: names within a
    /// small edit distance, and names with the same dot-separated words in another order
    /// (`house.fill.circle` → `house.circle.fill`). The time is bounded by the catalogue's
    /// size, whatever the name.
    public static func nearest(to name: String, limit: Int = 3) -> [String] {
        let catalogue = Catalogue.shared
        // Names longer than any symbol can only be far from all of them.
        guard name.utf8.count <= 128 else { return [] }
        var found: [(name: String, distance: Int)] = []
        for candidate in catalogue.namesWithWords(sortedWordsKey(name)) where candidate != name {
            found.append((candidate, 0))
        }
        let length = name.unicodeScalars.count
        let maximum = length <= 4 ? 1 : 2
        for candidateLength in max(0, length - maximum)...(length + maximum) {
            for candidate in catalogue.names(ofLength: candidateLength) where candidate != name {
                let distance = Suggestions.editDistance(name, candidate, limit: maximum)
                if distance <= maximum { found.append((candidate, distance)) }
            }
        }
        var names: [String] = []
        // Only the nearest: "hosue" suggests "house", not "nose" as well.
        let best = found.map(\.distance).min() ?? 0
        for candidate in found.sorted(by: { ($0.distance, $0.name) < ($1.distance, $1.name) })
        where candidate.distance == best && names.count < limit && !names.contains(candidate.name) {
            names.append(candidate.name)
        }
        return names
    }

    /// A name's dot-separated words, sorted and joined: names made of the same words share it.
    static func sortedWordsKey(_ name: String) -> String {
        name.split(separator: ".").sorted().joined(separator: ".")
    }

    /// The data, parsed once, the first time a symbol is looked up.
    final class Catalogue: Sendable {
        static let shared = Catalogue()

        let versions: [String: Version]
        let renames: [String: String]

        private init() {
            // The data is read line by line on its UTF-8 bytes: cut into `String`s by
            // `Character` (and with the search index below built at once), loading it was 308 M
            // instructions, 42 % of a check of 1,000 layouts; now it is a few million.
            var versions: [String: Version] = [:]
            versions.reserveCapacity(10_000)
            var current = Version(major: 13, minor: 0)
            Self.forEachLine(SFSymbols.availabilityData) { line in
                if line.first == UInt8(ascii: "@") {
                    let parts = String(decoding: line.dropFirst(), as: UTF8.self).split(separator: ".")
                    current = Version(major: parts.first.flatMap { Int($0) } ?? 13,
                                      minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
                } else {
                    versions[String(decoding: line, as: UTF8.self)] = current
                }
            }
            var renames: [String: String] = [:]
            Self.forEachLine(SFSymbols.renameData) { line in
                let parts = line.split(separator: UInt8(ascii: " "))
                if parts.count == 2 {
                    renames[String(decoding: parts[0], as: UTF8.self)] = String(decoding: parts[1], as: UTF8.self)
                }
            }
            self.versions = versions
            self.renames = renames
        }

        /// Calls `body` with each non-empty line of `text`, as UTF-8 bytes.
        static func forEachLine(_ text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                    if index > start { body(bytes[start..<index]) }
                    start = index + 1
                }
                if bytes.count > start { body(bytes[start..<bytes.count]) }
            }
        }

        func names(ofLength length: Int) -> [String] { SearchIndex.shared.byLength[length] ?? [] }
        func namesWithWords(_ key: String) -> [String] { SearchIndex.shared.byWords[key] ?? [] }
    }

    /// The names arranged for the nearest-name search, built the first time a name is unknown:
    /// a check whose symbols all exist never pays for it (sorting every name's words was most
    /// of the catalogue's load).
    final class SearchIndex: Sendable {
        static let shared = SearchIndex()

        /// The names by their length in Unicode scalars.
        let byLength: [Int: [String]]
        /// The names by `sortedWordsKey`, for names whose words are in another order.
        let byWords: [String: [String]]

        private init() {
            var byLength: [Int: [String]] = [:]
            var byWords: [String: [String]] = [:]
            for name in Catalogue.shared.versions.keys.sorted() {
                byLength[name.unicodeScalars.count, default: []].append(name)
                byWords[SFSymbols.sortedWordsKey(name), default: []].append(name)
            }
            self.byLength = byLength
            self.byWords = byWords
        }
    }
}
