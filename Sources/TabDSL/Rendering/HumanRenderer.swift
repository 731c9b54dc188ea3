/// Adds color to the parts of a rendered diagnostic; the plain decorator adds nothing.
public protocol DiagnosticDecorator: Sendable {
    func severity(_ text: String, _ severity: Severity) -> String
    func message(_ text: String) -> String
    func gutter(_ text: String) -> String
    func primary(_ text: String, _ severity: Severity) -> String
    func secondary(_ text: String) -> String
}

/// No color, for files, pipes and `NO_COLOR`.
public struct PlainDecorator: DiagnosticDecorator {
    public init() {}
    public func severity(_ text: String, _ severity: Severity) -> String { text }
    public func message(_ text: String) -> String { text }
    public func gutter(_ text: String) -> String { text }
    public func primary(_ text: String, _ severity: Severity) -> String { text }
    public func secondary(_ text: String) -> String { text }
}

/// ANSI colors in the manner of rustc: red errors, yellow warnings, blue gutter.
public struct ANSIDecorator: DiagnosticDecorator {
    public init() {}

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;32m"
        }
    }

    public func severity(_ text: String, _ severity: Severity) -> String { color(for: severity) + text + "\u{1B}[0m" }
    public func message(_ text: String) -> String { "\u{1B}[1m" + text + "\u{1B}[0m" }
    public func gutter(_ text: String) -> String { "\u{1B}[1;34m" + text + "\u{1B}[0m" }
    public func primary(_ text: String, _ severity: Severity) -> String { color(for: severity) + text + "\u{1B}[0m" }
    public func secondary(_ text: String) -> String { "\u{1B}[1;34m" + text + "\u{1B}[0m" }
}

/// Renders diagnostics for people, in the manner of rustc:
///
/// ```
/// error[TAB201]: unknown property 'titel'; did you mean 'title'?
///  --> layout.tabs:3:9
///   |
/// 3 |         titel: "Home"
///   |         ^^^^^
///   |
///   = help: run `tabc explain TAB201` for an example
/// ```
public struct HumanRenderer: Sendable {
    public var decorator: any DiagnosticDecorator
    /// What the column of each ` --> path:line:column` line counts.
    public var columnUnit: ColumnUnit

    public init(decorator: any DiagnosticDecorator = PlainDecorator(), columnUnit: ColumnUnit = .scalar) {
        self.decorator = decorator
        self.columnUnit = columnUnit
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity
        var output = decorator.severity("\(severity.rawValue)[\(diagnostic.code.rawValue)]", severity)
            + decorator.message(": " + DisplayText.sanitized(diagnostic.message)) + "\n"
        // Lines the snippet shows: the primary one and those of labels in the same file.
        var marks = [Mark(span: diagnostic.span, label: nil, isPrimary: true)]
        for label in diagnostic.labels where label.span.file === diagnostic.file {
            marks.append(Mark(span: label.span, label: label.message, isPrimary: false))
        }
        let gutterWidth = gutterWidth(for: marks.map(\.span))
        output += snippet(marks, severity: severity, gutterWidth: gutterWidth)
        // Labels in other files get a snippet of their own.
        for label in diagnostic.labels where label.span.file !== diagnostic.file {
            output += snippet([Mark(span: label.span, label: label.message, isPrimary: false)], severity: severity,
                              gutterWidth: gutterWidth)
        }
        let pad = String(repeating: " ", count: gutterWidth)
        var trailer: [String] = []
        for note in diagnostic.notes where note.span == nil {
            trailer.append("\(pad) \(decorator.gutter("=")) \(decorator.message("note")): \(DisplayText.sanitized(note.message))")
        }
        for help in diagnostic.help {
            trailer.append("\(pad) \(decorator.gutter("=")) \(decorator.message("help")): \(DisplayText.sanitized(help))")
        }
        for fixIt in diagnostic.fixIts {
            trailer.append("\(pad) \(decorator.gutter("=")) \(decorator.message("fix")): \(DisplayText.sanitized(fixIt.message))")
        }
        if !trailer.isEmpty {
            output += "\(pad) \(decorator.gutter("|"))\n" + trailer.joined(separator: "\n") + "\n"
        }
        for note in diagnostic.notes {
            guard let span = note.span else { continue }
            output += decorator.severity("note", .note) + decorator.message(": " + DisplayText.sanitized(note.message)) + "\n"
            let width = self.gutterWidth(for: [span])
            output += snippet([Mark(span: span, label: nil, isPrimary: false)], severity: .note, gutterWidth: width)
        }
        return output
    }

    /// The closing line of a run ("found 2 errors and 1 warning in 3 files").
    public func summary(_ summary: DiagnosticSummary) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if summary.errors > 0 { parts.append(plural(summary.errors, "error")) }
        if summary.warnings > 0 { parts.append(plural(summary.warnings, "warning")) }
        guard !parts.isEmpty else { return "" }
        // "in 1 of 2 files" when some checked files are clean, so the count never suggests
        // that every file has the problems.
        let files = summary.filesWithDiagnostics < summary.files
            ? "\(summary.filesWithDiagnostics) of \(plural(summary.files, "file"))"
            : plural(summary.files, "file")
        return "found \(parts.joined(separator: " and ")) in \(files)\n"
    }

    struct Mark {
        var span: SourceSpan
        var label: String?
        var isPrimary: Bool
    }

    private func gutterWidth(for spans: [SourceSpan]) -> Int {
        let lines = spans.map { $0.start.line }
        return String(lines.max() ?? 1).count
    }

    private func snippet(_ marks: [Mark], severity: Severity, gutterWidth: Int) -> String {
        guard let first = marks.first else { return "" }
        let file = first.span.file
        let start = first.span.start
        let pad = String(repeating: " ", count: gutterWidth)
        var output = "\(pad)\(decorator.gutter("-->")) \(DisplayText.sanitized(file.path)):\(start.line):\(file.column(of: start, in: columnUnit))\n"
        // A file with no text (a linked file or catalog that couldn't be read) has no line to show.
        guard !file.bytes.isEmpty else { return output }
        output += "\(pad) \(decorator.gutter("|"))\n"
        let lineNumbers = Set(marks.map { $0.span.start.line }).sorted()
        var previous: Int?
        for lineNumber in lineNumbers {
            if let previous, lineNumber > previous + 1 {
                output += decorator.gutter("...") + "\n"
            }
            previous = lineNumber
            let lineRange = file.lineContentRange(lineNumber - 1)
            let marksOnLine = marks.filter { $0.span.start.line == lineNumber }
            // A long line (minified or generated input) is shown as a window around its first
            // mark, as rustc does, so that each diagnostic stays short to print and to read.
            let window = Self.window(of: lineRange, around: marksOnLine.map(\.span.range.offset).min() ?? lineRange.offset, in: file)
            let leading = window.offset > lineRange.offset ? "…" : ""
            let trailing = window.end < lineRange.end ? "…" : ""
            let lineText = file.text(of: window)
            output += decorator.gutter(String(lineNumber).leftPadded(to: gutterWidth) + " |")
                + (lineText.isEmpty ? "" : " " + leading + DisplayText.sanitized(lineText) + trailing) + "\n"
            for mark in marksOnLine {
                let markStart = min(max(mark.span.range.offset, window.offset), window.end)
                let markEnd = min(max(mark.span.range.end, markStart), window.end)
                let prefix = file.text(of: .from(window.offset, to: markStart))
                let marked = file.text(of: .from(markStart, to: markEnd))
                let indent = (leading.isEmpty ? "" : " ")
                    + String(prefix.unicodeScalars.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayText.cellWidth($0)) }.joined())
                let width = max(1, marked.unicodeScalars.reduce(0) { $0 + DisplayText.cellWidth($1) })
                let underline = String(repeating: mark.isPrimary ? "^" : "-", count: width)
                let decorated = mark.isPrimary ? decorator.primary(underline, severity) : decorator.secondary(underline)
                let label = mark.label.map { " " + DisplayText.sanitized($0) } ?? ""
                output += "\(pad) \(decorator.gutter("|")) \(indent)\(decorated)\(mark.isPrimary ? decorator.primary(label, severity) : decorator.secondary(label))\n"
            }
        }
        return output
    }

    /// The longest stretch of a line shown, in bytes.
    static let maximumLineBytes = 160

    /// The part of a line to show: all of it when short, else a window that starts a little
    /// before `offset`, cut at character boundaries.
    static func window(of line: SourceRange, around offset: Int, in file: SourceFile) -> SourceRange {
        guard line.length > maximumLineBytes else { return line }
        let bytes = file.bytes
        func isContinuation(_ index: Int) -> Bool { index < bytes.count && bytes[index] & 0xC0 == 0x80 }
        var start = max(line.offset, min(offset, line.end) - 40)
        while start > line.offset && isContinuation(start) { start -= 1 }
        var end = min(line.end, start + maximumLineBytes)
        while end < line.end && end > start && isContinuation(end) { end -= 1 }
        return .from(start, to: end)
    }
}
