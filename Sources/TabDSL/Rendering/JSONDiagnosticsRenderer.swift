/// Renders the diagnostics of a run as one JSON document, for editors and scripts
/// (`tabc check --format json`; the fields are described in docs/editors-and-ci.md):
///
/// ```
/// {
///   "version": 1,
///   "tool": {"name": "tabc", "version": "0.1.0"},
///   "files": [{"path": "a.tabs", "errors": 1, "warnings": 0}],
///   "diagnostics": [{"code": "TAB201", "severity": "error", "message": "…", "file": "a.tabs",
///                    "range": {"start": {"line": 3, "column": 9, "utf16Column": 9, "byteColumn": 9, "byteOffset": 40},
///                              "end": {…}, "byteLength": 5},
///                    "labels": [], "notes": [], "help": [], "fixIts": []}],
///   "suppressed": [],
///   "summary": {"errors": 1, "warnings": 0, "files": 1}
/// }
/// ```
///
/// Lines and columns are 1-based; `column` counts Unicode scalars, `utf16Column` UTF-16 code
/// units (as the Language Server Protocol does), `byteColumn` UTF-8 bytes (as Vim and Neovim
/// do); the end is just past the range.
public struct JSONDiagnosticsRenderer: Sendable {
    /// The version of this document's layout; it changes only when a field changes meaning or
    /// goes away.
    public static let formatVersion = 1

    public var toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    /// The document for the diagnostics of a run over `files` (diagnostics in files that are
    /// not among them, such as imported ones, add their file to the list).
    /// The document; `suppressed` (warnings that `tabc:ignore` comments suppressed) are listed
    /// apart, in `"suppressed"`, and counted nowhere.
    public func render(_ diagnostics: [Diagnostic], files: [SourceFile], suppressed: [Diagnostic] = []) -> String {
        JSONWriter.write(document(diagnostics, files: files, suppressed: suppressed))
    }

    public func document(_ diagnostics: [Diagnostic], files: [SourceFile], suppressed: [Diagnostic] = []) -> JSONValue {
        var paths: [String] = []
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        func add(_ path: String) {
            if counts[path] == nil {
                paths.append(path)
                counts[path] = (0, 0)
            }
        }
        files.forEach { add($0.path) }
        for diagnostic in diagnostics {
            add(diagnostic.file.path)
            switch diagnostic.severity {
            case .error: counts[diagnostic.file.path]?.errors += 1
            case .warning: counts[diagnostic.file.path]?.warnings += 1
            case .note: break
            }
        }
        let summary = DiagnosticSummary(diagnostics, files: files.count)
        return [
            "version": .integer(Self.formatVersion),
            "tool": ["name": "tabc", "version": .string(toolVersion)],
            "files": .array(paths.map { path in
                ["path": .string(path), "errors": .integer(counts[path]?.errors ?? 0), "warnings": .integer(counts[path]?.warnings ?? 0)]
            }),
            "diagnostics": .array(diagnostics.map(diagnostic)),
            "suppressed": .array(suppressed.map(diagnostic)),
            "summary": ["errors": .integer(summary.errors), "warnings": .integer(summary.warnings), "files": .integer(summary.files)],
        ]
    }

    func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        [
            "code": .string(diagnostic.code.rawValue),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "file": .string(diagnostic.file.path),
            "range": Self.range(diagnostic.span),
            "labels": .array(diagnostic.labels.map { label in
                ["message": .string(label.message), "file": .string(label.span.file.path), "range": Self.range(label.span)]
            }),
            "notes": .array(diagnostic.notes.map { note in
                [
                    "message": .string(note.message),
                    "file": (note.span.map { .string($0.file.path) } ?? .null),
                    "range": (note.span.map(Self.range) ?? .null),
                ]
            }),
            "help": .array(diagnostic.help.map { .string($0) }),
            "fixIts": .array(diagnostic.fixIts.map { fixIt in
                [
                    "message": .string(fixIt.message),
                    "edits": .array(fixIt.edits.map { edit in
                        [
                            "file": .string(diagnostic.file.path),
                            "range": Self.range(SourceSpan(file: diagnostic.file, range: edit.range)),
                            "replacement": .string(edit.replacement),
                        ]
                    }),
                ]
            }),
        ]
    }

    /// A range with both ends as line, columns and byte offset, and its length in bytes.
    static func range(_ span: SourceSpan) -> JSONValue {
        func position(_ location: SourceLocation) -> JSONValue {
            [
                "line": .integer(location.line),
                "column": .integer(location.column),
                "utf16Column": .integer(location.utf16Column),
                "byteColumn": .integer(location.offset - span.file.lineStarts[location.line - 1] + 1),
                "byteOffset": .integer(location.offset),
            ]
        }
        let start = span.start
        let end = span.end
        return ["start": position(start), "end": position(end), "byteLength": .integer(end.offset - start.offset)]
    }
}
