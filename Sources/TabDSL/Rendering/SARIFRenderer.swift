/// Renders the diagnostics of a run as a SARIF 2.1.0 log (OASIS Static Analysis Results
/// Interchange Format), the format code-scanning services read (`tabc check --format sarif`).
///
/// One run whose driver lists one rule per diagnostic code; one result per diagnostic with
/// its region (lines and columns, and the byte offset and length); notes and labels as
/// related locations; fix-its as `fixes`. Columns count Unicode scalars, which the run states
/// as `"columnKind": "unicodeCodePoints"`, or UTF-16 code units (`"utf16CodeUnits"`) under
/// `--column-unit utf16`. SARIF knows no byte columns: the byte offset and length are in every
/// region anyway.
public struct SARIFRenderer: Sendable {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public var toolVersion: String
    /// Whether columns count UTF-16 code units rather than Unicode scalars.
    public var utf16Columns: Bool

    /// A renderer whose columns count `columnUnit`: UTF-16 code units for `.utf16`, Unicode
    /// scalars otherwise.
    public init(toolVersion: String, columnUnit: ColumnUnit = .scalar) {
        self.toolVersion = toolVersion
        self.utf16Columns = columnUnit == .utf16
    }

    /// The log of `diagnostics`; the `suppressed` ones (by `tabc:ignore` comments) are results
    /// too, each with an in-source suppression, in position order among the others.
    public func render(_ diagnostics: [Diagnostic], files: [SourceFile], suppressed: [Diagnostic] = []) -> String {
        JSONWriter.write(log(diagnostics, files: files, suppressed: suppressed))
    }

    public func log(_ diagnostics: [Diagnostic], files: [SourceFile], suppressed: [Diagnostic] = []) -> JSONValue {
        let diagnostics = suppressed.isEmpty ? diagnostics : Self.merged(diagnostics, suppressed)
        // Artifacts: the inputs in order, then any other file a diagnostic mentions.
        var artifacts: [SourceFile] = []
        var artifactIndex: [String: Int] = [:]
        func add(_ file: SourceFile) {
            if artifactIndex[file.path] == nil {
                artifactIndex[file.path] = artifacts.count
                artifacts.append(file)
            }
        }
        files.forEach(add)
        for diagnostic in diagnostics {
            add(diagnostic.file)
            diagnostic.labels.forEach { add($0.span.file) }
            diagnostic.notes.forEach { note in note.span.map { add($0.file) } }
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })

        func location(_ span: SourceSpan) -> JSONValue {
            [
                "artifactLocation": [
                    "uri": .string(Self.uri(for: span.file.path)),
                    "index": .integer(artifactIndex[span.file.path] ?? 0),
                ],
                "region": region(span),
            ]
        }

        func result(_ diagnostic: Diagnostic) -> JSONValue {
            var related: [JSONValue] = []
            for label in diagnostic.labels {
                related.append([
                    "id": .integer(related.count),
                    "physicalLocation": location(label.span),
                    "message": ["text": .string(label.message)],
                ])
            }
            for note in diagnostic.notes {
                var members: [(String, JSONValue)] = [("id", .integer(related.count))]
                if let span = note.span { members.append(("physicalLocation", location(span))) }
                members.append(("message", ["text": .string(note.message)]))
                related.append(.object(members))
            }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code.rawValue)),
                ("ruleIndex", .integer(ruleIndex[diagnostic.code] ?? 0)),
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", ["text": .string(diagnostic.message)]),
                ("locations", [["physicalLocation": location(diagnostic.span)]]),
            ]
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            if !diagnostic.fixIts.isEmpty {
                members.append(("fixes", .array(diagnostic.fixIts.map { fixIt in
                    [
                        "description": ["text": .string(fixIt.message)],
                        "artifactChanges": [[
                            "artifactLocation": [
                                "uri": .string(Self.uri(for: diagnostic.file.path)),
                                "index": .integer(artifactIndex[diagnostic.file.path] ?? 0),
                            ],
                            "replacements": .array(fixIt.edits.map { edit in
                                [
                                    "deletedRegion": region(SourceSpan(file: diagnostic.file, range: edit.range)),
                                    "insertedContent": ["text": .string(edit.replacement)],
                                ]
                            }),
                        ]],
                    ]
                })))
            }
            if !diagnostic.help.isEmpty {
                members.append(("properties", ["help": .array(diagnostic.help.map { .string($0) })]))
            }
            if let reason = diagnostic.suppression {
                var suppression: [(String, JSONValue)] = [("kind", "inSource")]
                if !reason.isEmpty { suppression.append(("justification", .string(reason))) }
                members.append(("suppressions", [.object(suppression)]))
            }
            return .object(members)
        }

        let driver: JSONValue = [
            "name": "tabc",
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "rules": Self.rules,
        ]
        return [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": driver],
                "columnKind": utf16Columns ? "utf16CodeUnits" : "unicodeCodePoints",
                "artifacts": .array(artifacts.map { file in
                    [
                        "location": ["uri": .string(Self.uri(for: file.path))],
                        "length": .integer(file.bytes.count),
                        "sourceLanguage": "tabs",
                    ]
                }),
                "results": .array(diagnostics.map(result)),
            ]],
        ]
    }

    /// The shown and the suppressed diagnostics of a run in one list, file by file in the order
    /// the files first appear, by position within each.
    static func merged(_ shown: [Diagnostic], _ suppressed: [Diagnostic]) -> [Diagnostic] {
        var order: [String: Int] = [:]
        for diagnostic in shown + suppressed where order[diagnostic.file.path] == nil {
            order[diagnostic.file.path] = order.count
        }
        return (shown + suppressed).enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            let (fileA, fileB) = (order[a.file.path] ?? 0, order[b.file.path] ?? 0)
            if fileA != fileB { return fileA < fileB }
            if a.range.offset != b.range.offset { return a.range.offset < b.range.offset }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// One rule per code, the same in every log: computed once.
    static let rules: JSONValue = .array(DiagnosticCode.allCases.map { code in
        [
            "id": .string(code.rawValue),
            "name": .string(code.name),
            "shortDescription": ["text": .string(code.summary)],
            "fullDescription": ["text": .string(Self.fullDescription(code))],
            "defaultConfiguration": ["level": .string(Self.level(code.severity))],
            // What code-scanning services show beside a result: `tabc explain`'s text.
            "help": [
                "text": .string("Run `tabc explain \(code.rawValue)` for a wrong and a right example."),
                "markdown": .string(Explanations.text(for: code)),
            ],
        ]
    })

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// The first part of `tabc explain`: what the code means, as one paragraph.
    static func fullDescription(_ code: DiagnosticCode) -> String {
        Explanations.entry(for: code).meaning.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A text region: 1-based lines and columns (the end column is that of the character just
    /// after the range), and the range in bytes.
    func region(_ span: SourceSpan) -> JSONValue {
        let start = span.start
        let end = span.end
        return [
            "startLine": .integer(start.line),
            "startColumn": .integer(utf16Columns ? start.utf16Column : start.column),
            "endLine": .integer(end.line),
            "endColumn": .integer(utf16Columns ? end.utf16Column : end.column),
            "byteOffset": .integer(start.offset),
            "byteLength": .integer(end.offset - start.offset),
        ]
    }

    /// A path as a URI reference: a relative path stays relative (to the folder `tabc` ran
    /// in, which code-scanning services take as the repository root), an absolute one becomes
    /// a `file://` URI; bytes outside the unreserved set and `/` are percent-encoded, so
    /// spaces, `:` and non-ASCII names are valid.
    public static func uri(for path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
