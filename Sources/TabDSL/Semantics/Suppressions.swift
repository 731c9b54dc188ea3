/// Warning suppression comments: `// tabc:ignore TAB310 TAB304 — reason` at the end of a line,
/// or alone on the line directly above it, suppresses those warnings whose primary position
/// is on that line; `// tabc:ignore-file TAB310` before the first declaration suppresses them
/// in the whole file. Errors can't be suppressed. A suppression that suppresses nothing,
/// names an unknown code or names an error is TAB317.
struct Suppressions {
    /// One code named by a suppression comment.
    struct Entry {
        var code: DiagnosticCode
        /// Where the code is written, for TAB317.
        var range: SourceRange
        /// The line (0-based) whose warnings it suppresses; nil for the whole file.
        var line: Int?
        var isFileWide: Bool { line == nil }
        /// The words after the codes, for SARIF's justification.
        var reason: String
        var used = false
    }

    private(set) var entries: [Entry] = []
    /// TAB317s found while reading the comments (unknown codes, errors, misplaced comments).
    private(set) var problems: [Diagnostic] = []
    let file: SourceFile

    static let linePrefix = "tabc:ignore"
    static let filePrefix = "tabc:ignore-file"

    /// Reads the suppression comments of a parsed file.
    init(_ tree: SyntaxFile) {
        file = tree.source
        let firstDeclaration = tree.declarations.first?.range.offset ?? Int.max
        for comment in tree.comments where comment.kind == .lineComment {
            read(comment.range, firstDeclaration: firstDeclaration)
        }
    }

    /// Whether the file has any suppression comment: most have none, and then nothing is done.
    var isEmpty: Bool { entries.isEmpty && problems.isEmpty }

    private mutating func read(_ range: SourceRange, firstDeclaration: Int) {
        let bytes = file.bytes
        // After `//` and spaces, the comment must start with the directive.
        var index = range.offset + 2
        while index < range.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        // Most comments are prose: compare bytes before making any string.
        func starts(with prefix: String) -> Bool {
            let prefix = Array(prefix.utf8)
            return range.end - index >= prefix.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
        let directiveStart = index
        let isFileWide: Bool
        if starts(with: Self.filePrefix) {
            isFileWide = true
            index += Self.filePrefix.utf8.count
        } else if starts(with: Self.linePrefix) {
            isFileWide = false
            index += Self.linePrefix.utf8.count
        } else {
            return
        }
        // The directive is a word of its own (`tabc:ignored` is prose).
        if index < range.end, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t") { return }
        let directive = SourceRange.from(directiveStart, to: index)

        // The line it applies to: its own when code stands before it, else the next one.
        let ownLine = file.lineIndex(of: range.offset)
        let lineStart = file.lineStarts[ownLine]
        let alone = bytes[lineStart..<range.offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let line: Int? = isFileWide ? nil : (alone ? ownLine + 1 : ownLine)

        // The codes: words up to the first that isn't shaped like one; the rest is the reason.
        var codes: [(text: String, range: SourceRange)] = []
        var reasonStart = range.end
        while index < range.end {
            while index < range.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            var end = index
            while end < range.end, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"), bytes[end] != UInt8(ascii: ",") { end += 1 }
            guard end > index else { break }
            let word = file.text(of: SourceRange.from(index, to: end))
            guard Self.looksLikeCode(word) else {
                reasonStart = index
                break
            }
            codes.append((word, SourceRange.from(index, to: end)))
            index = end
        }
        let reason = reasonStart < range.end
            ? String(file.text(of: SourceRange.from(reasonStart, to: range.end))
                .drop { "—–-:".contains($0) || $0 == " " || $0 == "\t" }
                .reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            : ""

        let span = SourceSpan(file: file, range: directive)
        if codes.isEmpty {
            problems.append(Catalogue.suppressionWithoutCodes(fileWide: isFileWide, at: span))
            return
        }
        if isFileWide && range.offset > firstDeclaration {
            problems.append(Catalogue.misplacedFileSuppression(at: span))
            return
        }
        for (text, codeRange) in codes {
            let codeSpan = SourceSpan(file: file, range: codeRange)
            guard let code = DiagnosticCode(rawValue: text) else {
                let nearest = Suggestions.nearest(to: text.uppercased() == text ? text : text.uppercased(),
                                                  in: DiagnosticCode.allCases.map(\.rawValue))
                problems.append(Catalogue.unknownSuppressedCode(text, nearest: nearest, at: codeSpan))
                continue
            }
            guard code.isSuppressible else {
                problems.append(Catalogue.suppressedError(code, at: codeSpan))
                continue
            }
            entries.append(Entry(code: code, range: codeRange, line: line, reason: reason))
        }
    }

    /// `TAB310`, `tab310`, `TAB31`: a word meant as a code (known or not); prose is not.
    static func looksLikeCode(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 4, scalars.count <= 8, String(String.UnicodeScalarView(scalars.prefix(3))).uppercased() == "TAB"
        else { return false }
        return scalars.dropFirst(3).allSatisfy { ("0"..."9").contains($0) }
    }

    /// Splits `diagnostics` (this file's, sorted) into those shown and those suppressed, and
    /// adds the TAB317s: the problems found in the comments, and each code that suppressed
    /// nothing, except codes in `unchecked`, which the run didn't look for (TAB313 without a
    /// string catalog, TAB318 without an asset catalog).
    mutating func apply(to diagnostics: [Diagnostic], unchecked: Set<DiagnosticCode> = []) -> (shown: [Diagnostic], suppressed: [Diagnostic]) {
        var shown: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        shown.reserveCapacity(diagnostics.count)
        // The entries by line, and the file-wide ones, so that each diagnostic is one lookup.
        var byLine: [Int: [Int]] = [:]
        var fileWide: [Int] = []
        for (index, entry) in entries.enumerated() {
            if let line = entry.line { byLine[line, default: []].append(index) } else { fileWide.append(index) }
        }
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning, !diagnostic.isOmissionMarker, diagnostic.file.path == file.path else {
                shown.append(diagnostic)
                continue
            }
            let line = file.lineIndex(of: diagnostic.range.offset)
            let candidates = (byLine[line] ?? []) + fileWide
            guard let match = candidates.first(where: { entries[$0].code == diagnostic.code }) else {
                shown.append(diagnostic)
                continue
            }
            entries[match].used = true
            var quiet = diagnostic
            quiet.suppression = entries[match].reason
            suppressed.append(quiet)
        }
        for entry in entries where !entry.used && !unchecked.contains(entry.code) {
            problems.append(Catalogue.unusedSuppression(entry.code, fileWide: entry.isFileWide,
                                                        at: SourceSpan(file: file, range: entry.range)))
        }
        return (Diagnostic.sortedForDisplay(shown + problems), suppressed)
    }
}
