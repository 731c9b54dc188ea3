/// Applies fix-its to a file's text, as `tabc check --fix` does: only a diagnostic's fix-it
/// when it is its only one (a choice between several is the author's), only edits in that
/// file, and of edits that overlap only the first (by position); the next round of checking
/// offers the rest again if they still apply.
public enum FixItApplier {
    /// The fixes `diagnostics` offer for `file`, in position order, without overlaps.
    public static func uniqueEdits(for file: SourceFile, in diagnostics: [Diagnostic]) -> [TextEdit] {
        var edits: [TextEdit] = []
        for diagnostic in diagnostics where diagnostic.fixIts.count == 1 && diagnostic.file.path == file.path {
            let fixIt = diagnostic.fixIts[0]
            // A fix-it whose edits reach outside the file's text is ignored, never trusted.
            guard fixIt.edits.allSatisfy({ $0.range.offset >= 0 && $0.range.end <= file.bytes.count }) else { continue }
            edits += fixIt.edits
        }
        edits.sort { ($0.range.offset, $0.range.length) < ($1.range.offset, $1.range.length) }
        var kept: [TextEdit] = []
        var end = 0
        for edit in edits where kept.isEmpty || edit.range.offset >= end {
            // Two identical edits (two diagnostics with one fix) are one.
            if let last = kept.last, last == edit { continue }
            kept.append(edit)
            end = edit.range.end
        }
        return kept
    }

    /// `bytes` with `edits` (sorted, not overlapping) applied.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits where edit.range.offset >= position && edit.range.end <= bytes.count {
            result += bytes[position..<edit.range.offset]
            result += Array(edit.replacement.utf8)
            position = edit.range.end
        }
        result += bytes[position...]
        return result
    }
}
