/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A file and a range in it.
public struct SourceSpan: Sendable {
    public var file: SourceFile
    public var range: SourceRange

    public init(file: SourceFile, range: SourceRange) {
        self.file = file
        self.range = range
    }

    /// Where the span starts.
    public var start: SourceLocation { file.location(of: range.offset) }
    /// Where the span ends (just past its last byte).
    public var end: SourceLocation { file.location(of: range.end) }
}

/// A secondary range with a short label, shown under the snippet (`---`).
public struct DiagnosticLabel: Sendable {
    public var span: SourceSpan
    public var message: String
}

/// A note attached to a diagnostic, with or without a place of its own.
public struct DiagnosticNote: Sendable {
    public var message: String
    public var span: SourceSpan?
}

/// One replacement of a byte range by new text.
public struct TextEdit: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String
}

/// A suggested change that fixes a diagnostic.
public struct FixIt: Sendable {
    public var message: String
    public var edits: [TextEdit]
}

/// A problem found in a file: data only; renderers turn it into text.
public struct Diagnostic: Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var span: SourceSpan
    public var labels: [DiagnosticLabel]
    public var notes: [DiagnosticNote]
    /// Help lines without a place ("did you mean 'title'?" is part of the message instead).
    public var help: [String]
    public var fixIts: [FixIt]
    /// For the TAB901 that stands for diagnostics left out past the cap: how many errors and
    /// warnings it stands for (zero for every other diagnostic).
    public var omittedErrors = 0
    public var omittedWarnings = 0
    /// For a warning a `tabc:ignore` comment suppressed: the comment's reason (empty when it
    /// gives none); nil for every diagnostic that is shown.
    public var suppression: String?

    /// Whether this is the TAB901 that stands for diagnostics left out past the cap.
    public var isOmissionMarker: Bool { omittedErrors + omittedWarnings > 0 }

    public init(
        code: DiagnosticCode,
        message: String,
        span: SourceSpan,
        labels: [DiagnosticLabel] = [],
        notes: [DiagnosticNote] = [],
        help: [String] = [],
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = code.severity
        self.message = message
        self.span = span
        self.labels = labels
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    public var file: SourceFile { span.file }
    public var range: SourceRange { span.range }

    /// Diagnostics of one file in the order people read them: by position, then by code.
    public static func sortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.file.path != b.file.path { return a.file.path < b.file.path }
            if a.range.offset != b.range.offset { return a.range.offset < b.range.offset }
            if a.code != b.code { return a.code < b.code }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The most diagnostics reported for one file. Past it, one TAB901 says how many more
    /// there are: nobody reads more, and an input such as a minified or binary file would
    /// otherwise bury the first, useful ones (the human renderer also shortens long lines, so
    /// even a thousand stay fast to print).
    public static let maximumPerFile = 1000

    /// One file's diagnostics, sorted for display, cut to the first `maximumPerFile` and one
    /// TAB901 at the first one left out. The TAB901 is as serious as the most serious
    /// diagnostic it hides, so the cut never changes the exit status. Stages that stop building
    /// diagnostics at the cap (docs/files-and-limits.md: counted, not built) pass their count as an
    /// `omissionMarker`; the TAB901 counts those too.
    public static func limitedForDisplay(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var markers: [Diagnostic] = []
        var shown: [Diagnostic] = []
        shown.reserveCapacity(min(sorted.count, maximumPerFile))
        var hidden: [Diagnostic] = []
        for diagnostic in sorted {
            if diagnostic.code == .TAB901 && diagnostic.isOmissionMarker {
                markers.append(diagnostic)
            } else if shown.count < maximumPerFile {
                shown.append(diagnostic)
            } else {
                hidden.append(diagnostic)
            }
        }
        guard !hidden.isEmpty || !markers.isEmpty else { return shown }
        var errors = markers.reduce(0) { $0 + $1.omittedErrors }
        var warnings = markers.reduce(0) { $0 + $1.omittedWarnings }
        for diagnostic in hidden {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        let spans = hidden.prefix(1).map(\.span) + markers.map(\.span)
        guard errors + warnings > 0, let span = spans.min(by: { $0.range.offset < $1.range.offset }) else { return shown }
        return shown + [omissionMarker(errors: errors, warnings: warnings, at: span)]
    }

    /// The TAB901 that says how many diagnostics were left out past the cap, at the first one.
    public static func omissionMarker(errors: Int, warnings: Int, at span: SourceSpan) -> Diagnostic {
        Catalogue.tooManyDiagnostics(errors: errors, warnings: warnings, limit: maximumPerFile, at: span)
    }
}

/// The counts a run ends with.
public struct DiagnosticSummary: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    /// The files checked.
    public var files = 0
    /// The files with at least one error or warning.
    public var filesWithDiagnostics = 0

    public init(errors: Int = 0, warnings: Int = 0, files: Int = 0, filesWithDiagnostics: Int? = nil) {
        self.errors = errors
        self.warnings = warnings
        self.files = files
        self.filesWithDiagnostics = filesWithDiagnostics ?? files
    }

    /// The counts of a run's diagnostics; a cap's TAB901 counts the diagnostics it stands
    /// for, not itself.
    public init(_ diagnostics: [Diagnostic], files: Int) {
        var paths = Set<String>()
        for diagnostic in diagnostics {
            if diagnostic.isOmissionMarker {
                errors += diagnostic.omittedErrors
                warnings += diagnostic.omittedWarnings
            } else {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: continue
                }
            }
            paths.insert(diagnostic.file.path)
        }
        self.files = files
        self.filesWithDiagnostics = paths.count
    }
}
