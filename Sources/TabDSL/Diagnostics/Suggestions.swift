/// "Did you mean …?": the nearest name by restricted edit distance (optimal string alignment:
/// insertions, deletions, substitutions and swaps of neighbours each cost one).
public enum Suggestions {
    /// The candidate nearest to `name`, if it is close enough: a difference of case only, or
    /// a distance of at most 1 for names of up to 4 characters and at most 2 for longer ones.
    /// Ties go to the candidate listed first, so the result is deterministic.
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let lowered = name.lowercased()
        let limit = name.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(name, candidate, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

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
