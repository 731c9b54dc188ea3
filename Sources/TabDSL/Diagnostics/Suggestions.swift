/// "Did you mean …?": the nearest name by restricted edit distance (optimal string alignment:
/// insertions, deletions, substitutions and swaps of neighbours each cost one).
public enum Suggestions {
    /// The candidate nearest to `name`, if it is close enough: a difference of case only, or
    /// a distance of at most 1 for names of up to 4 characters and at most 2 for longer ones.
    /// Ties go to the candidate listed first, so the result is deterministic.
    ///
    /// Only the first `maximumCandidates` candidates are looked at, so one suggestion costs the
    /// same however many names a file declares, and checking a file full of unknown names
    /// stays linear in its size.
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let nameScalars = Array(name.unicodeScalars)
        let limit = name.count <= 4 ? 1 : 2
        var matcher = Matcher(nameScalars, text: name, limit: limit)
        var best: (name: String, distance: Int)?
        for candidate in candidates.prefix(maximumCandidates) where candidate != name {
            guard let distance = matcher.distance(to: candidate), distance <= limit, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
            if distance == 0 { break }
        }
        return best?.name
    }

    /// The distance from one name to many candidates, reusing its buffers: one suggestion
    /// allocates a few arrays, not a few per candidate.
    private struct Matcher {
        let name: [Unicode.Scalar]
        let lowered: [Unicode.Scalar]?
        let loweredText: String
        let limit: Int
        var candidate: [Unicode.Scalar] = []
        // The three rows of the distance table: two rows back, the previous one, this one.
        var older: [Int]
        var previous: [Int]
        var current: [Int]

        init(_ name: [Unicode.Scalar], text: String, limit: Int) {
            self.name = name
            loweredText = text.lowercased()
            self.limit = limit
            lowered = name.allSatisfy(\.isASCII) ? name.map(Self.asciiLowercased) : nil
            older = [Int](repeating: 0, count: name.count + 1)
            previous = older
            current = older
        }

        static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar
        }

        /// 0 for a difference of case only, else the restricted edit distance (`limit + 1`
        /// once it is certainly larger); nil when the lengths alone rule the candidate out.
        mutating func distance(to text: String) -> Int? {
            candidate.removeAll(keepingCapacity: true)
            for scalar in text.unicodeScalars {
                candidate.append(scalar)
                if candidate.count > name.count + limit { return nil }
            }
            if candidate.count < name.count - limit { return nil }
            if candidate.count == name.count {
                if let lowered, candidate.allSatisfy(\.isASCII) {
                    if candidate.map(Self.asciiLowercased) == lowered { return 0 }
                } else if text.lowercased() == loweredText {
                    return 0
                }
            }
            return optimalStringAlignment()
        }

        /// The restricted edit distance between `name` and `candidate`, rows reused.
        private mutating func optimalStringAlignment() -> Int {
            let a = candidate
            let b = name
            if a.isEmpty { return b.count }
            if b.isEmpty { return a.count }
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                        value = min(value, older[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                swap(&older, &previous)
                swap(&previous, &current)
            }
            return previous[b.count]
        }
    }

    /// How many candidates one suggestion looks at, at most.
    public static let maximumCandidates = 256

    /// The optimal-string-alignment distance, or `limit + 1` once it is certainly larger.
    public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit == .max ? max(a.count, b.count) : limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if limit != .max && rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
