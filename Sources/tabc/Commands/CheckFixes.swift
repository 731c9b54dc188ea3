import Foundation
import TabDSL

/// `tabc check --fix [--diff]`: applies every fix-it that is the only one for its diagnostic,
/// checks again, and repeats until nothing changes (a few rounds at most). Files are rewritten
/// atomically, as `fmt` does; a file that has a syntax error without a fix-it is left as it is,
/// and so is standard input. With `--diff`, the changes are printed instead of written, and
/// the problems reported are those the fixes would leave.
enum CheckFixes {
    /// Rounds of fixing before giving up on a fix that keeps producing new ones.
    static let maximumRounds = 5

    /// The inputs as fixed (the files' new texts, for the final check), and the status of
    /// writing them.
    static func apply(to inputs: Inputs, writing: Bool) -> (Inputs, ExitStatus) {
        var current = inputs
        var fixesByFile: [Int: Int] = [:]
        for _ in 0..<maximumRounds {
            let compilation = current.compile()
            var changed = false
            for index in current.files.indices where current.files[index] !== current.standardInput {
                let file = current.files[index]
                guard let compiled = compilation.files.first(where: { $0.source === file }) else { continue }
                if compiled.diagnostics.contains(where: { $0.code.rawValue < "TAB200" && $0.severity == .error && $0.fixIts.isEmpty }) {
                    continue
                }
                let edits = FixItApplier.uniqueEdits(for: file, in: compiled.diagnostics)
                guard !edits.isEmpty else { continue }
                let bytes = FixItApplier.apply(edits, to: file.bytes)
                guard bytes != file.bytes else { continue }
                current.files[index] = SourceFile(path: file.path, bytes: bytes)
                fixesByFile[index, default: 0] += edits.count
                changed = true
            }
            if !changed { break }
        }
        var status: ExitStatus = .success
        for (index, file) in current.files.enumerated() where fixesByFile[index] != nil {
            let original = inputs.files[index]
            if writing {
                do {
                    try FileSystem.writeAtomically(file.bytes, to: file.path)
                } catch {
                    Output.err("tabc: error: \(error.message)\n")
                    status = status.combined(with: .ioError)
                }
            } else {
                Output.out(UnifiedDiff.diff(old: original.bytes, new: file.bytes, path: file.path))
            }
        }
        let problems = fixesByFile.values.reduce(0, +)
        let files = fixesByFile.count
        if problems > 0 || !writing {
            let verb = writing ? "fixed" : "would fix"
            Output.err("tabc: \(verb) \(problems) problem\(problems == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n")
        }
        // The final check reports what is left once the fixes are made (with `--diff`, what
        // would be left).
        return (current, status)
    }
}
