/// A unified diff of two texts, line by line, as `diff -u` and `git diff` print it
/// (`tabc fmt --diff`):
///
/// ```
/// --- a/layout.tabs
/// +++ b/layout.tabs
/// @@ -3,3 +3,3 @@
///      item home {
/// -        title:"Home"
/// +        title: "Home"
/// ```
///
/// Lines are split at `\n` and compared with their line ends, so a change of line ends alone
/// shows. The smallest edit script is found with Myers' algorithm; when the texts differ in
/// more lines than it can afford to trace (a whole file rewritten), the differing middle is
/// shown as one replacement, so time stays linear in the input.
public enum UnifiedDiff {
    /// Lines of unchanged context around each change.
    public static let contextLines = 3

    /// The diff from `old` to `new`, with `a/` and `b/` before `path` in the header; empty when
    /// the texts are equal.
    public static func diff(old: [UInt8], new: [UInt8], path: String) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        guard oldLines != newLines else { return "" }
        let script = editScript(oldLines, newLines)
        let shownPath = DisplayText.sanitized(path)
        var output = "--- a/\(shownPath)\n+++ b/\(shownPath)\n"
        for hunk in hunks(script) {
            output += hunkText(hunk, script: script, oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// The lines of a text, each with its `\n` (the last one may have none).
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Edit: Equatable {
        /// The same line in both: its index in the old text and in the new one.
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The edits that turn `old` into `new`, in order.
    static func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Edit] {
        // The common start and end cost nothing to match.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var script = (0..<prefix).map { Edit.keep($0, $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let size = oldMiddle.count + newMiddle.count
        let budget = min(1_000, 20_000_000 / max(1, size))
        if let middle = myers(oldMiddle, newMiddle, maximumEdits: budget) {
            script += middle.map { edit in
                switch edit {
                case .keep(let a, let b): return .keep(a + prefix, b + prefix)
                case .delete(let a): return .delete(a + prefix)
                case .insert(let b): return .insert(b + prefix)
                }
            }
        } else {
            script += oldMiddle.indices.map { .delete($0 + prefix) }
            script += newMiddle.indices.map { .insert($0 + prefix) }
        }
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        script += (0..<suffix).map { Edit.keep(oldEnd + $0, newEnd + $0) }
        return script
    }

    /// Myers' O((N+M)·D) shortest edit script, or nil when it needs more than `maximumEdits`.
    static func myers(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], maximumEdits: Int) -> [Edit]? {
        let n = old.count
        let m = new.count
        if n == 0 { return (0..<m).map { .insert($0) } }
        if m == 0 { return (0..<n).map { .delete($0) } }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // The frontier after each round, kept to walk the path back.
        var trace: [[Int]] = []
        var found = false
        rounds: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break rounds
                }
            }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let before = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && before[offset + k - 1] < before[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : before[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.insert(y))
                } else {
                    x -= 1
                    edits.append(.delete(x))
                }
            }
        }
        return edits.reversed()
    }

    /// Ranges of the script to print as hunks: each change with its context, neighbours merged.
    static func hunks(_ script: [Edit]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, edit) in script.enumerated() {
            if case .keep = edit { continue }
            let start = max(0, index - contextLines)
            let end = min(script.count, index + contextLines + 1)
            if let last = result.last, start <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                result.append(start..<end)
            }
        }
        return result
    }

    static func hunkText(_ hunk: Range<Int>, script: [Edit], oldLines: [ArraySlice<UInt8>],
                         newLines: [ArraySlice<UInt8>]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var body = ""
        func add(_ marker: String, _ line: ArraySlice<UInt8>) {
            body += marker
            // Control characters (an escape sequence, a carriage return) are shown as the
            // diagnostics show them, U+FFFD, so no file can drive the terminal through a diff.
            let ended = line.last == UInt8(ascii: "\n")
            body += DisplayText.sanitized(String(decoding: ended ? line.dropLast() : line, as: UTF8.self))
            body += ended ? "\n" : "\n\\ No newline at end of file\n"
        }
        for edit in script[hunk] {
            switch edit {
            case .keep(let a, let b):
                oldStart = oldStart ?? a
                newStart = newStart ?? b
                oldCount += 1
                newCount += 1
                add(" ", oldLines[a])
            case .delete(let a):
                oldStart = oldStart ?? a
                oldCount += 1
                add("-", oldLines[a])
            case .insert(let b):
                newStart = newStart ?? b
                newCount += 1
                add("+", newLines[b])
            }
        }
        // An empty side is given as the line before it, as diff does (`-0,0` at the start).
        let oldFirst = oldCount == 0 ? position(before: hunk, in: script, old: true) : (oldStart ?? 0) + 1
        let newFirst = newCount == 0 ? position(before: hunk, in: script, old: false) : (newStart ?? 0) + 1
        return "@@ -\(range(oldFirst, oldCount)) +\(range(newFirst, newCount)) @@\n" + body
    }

    /// The 1-based number of the last line of one side before the hunk (0 at the start).
    private static func position(before hunk: Range<Int>, in script: [Edit], old: Bool) -> Int {
        for edit in script[..<hunk.lowerBound].reversed() {
            switch edit {
            case .keep(let a, let b): return (old ? a : b) + 1
            case .delete(let a): if old { return a + 1 }
            case .insert(let b): if !old { return b + 1 }
            }
        }
        return 0
    }

    private static func range(_ first: Int, _ count: Int) -> String {
        count == 1 ? "\(first)" : "\(first),\(count)"
    }
}
