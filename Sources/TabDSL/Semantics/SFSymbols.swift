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
        /// The names by their length in Unicode scalars, for the nearest-name search.
        private let byLength: [Int: [String]]
        /// The names by `sortedWordsKey`, for names whose words are in another order.
        private let byWords: [String: [String]]

        private init() {
            var versions: [String: Version] = [:]
            versions.reserveCapacity(10_000)
            var byLength: [Int: [String]] = [:]
            var byWords: [String: [String]] = [:]
            var current = Version(major: 13, minor: 0)
            for line in SFSymbols.availabilityData.split(separator: "\n") {
                if line.first == "@" {
                    let parts = line.dropFirst().split(separator: ".")
                    current = Version(major: parts.first.flatMap { Int($0) } ?? 13,
                                      minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
                    continue
                }
                let name = String(line)
                versions[name] = current
                byLength[name.unicodeScalars.count, default: []].append(name)
                byWords[SFSymbols.sortedWordsKey(name), default: []].append(name)
            }
            var renames: [String: String] = [:]
            for line in SFSymbols.renameData.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2 { renames[String(parts[0])] = String(parts[1]) }
            }
            self.versions = versions
            self.renames = renames
            self.byLength = byLength
            self.byWords = byWords
        }

        func names(ofLength length: Int) -> [String] { byLength[length] ?? [] }
        func namesWithWords(_ key: String) -> [String] { byWords[key] ?? [] }
    }
}
