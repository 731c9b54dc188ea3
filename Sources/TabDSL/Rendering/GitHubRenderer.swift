/// Renders diagnostics as GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request (`tabc check --format github`):
///
/// ```
/// ::error file=a.tabs,line=3,col=9,endLine=3,endColumn=14,title=TAB201::unknown property 'titel'; did you mean 'title'?
/// ```
///
/// `warning` for warnings; a note with a place of its own follows as a `notice`. Notes without
/// a place and help lines are appended to the message on lines of their own. Columns count
/// `columnUnit` (Unicode scalars unless told otherwise) and the end column is the one just after the range; for a range over
/// several lines only the lines are given, as GitHub rejects columns there.
public struct GitHubRenderer: Sendable {
    /// What a column counts.
    public var columnUnit: ColumnUnit

    public init(columnUnit: ColumnUnit = .scalar) {
        self.columnUnit = columnUnit
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var message = diagnostic.message
        for note in diagnostic.notes where note.span == nil {
            message += "\nnote: " + note.message
        }
        for help in diagnostic.help {
            message += "\nhelp: " + help
        }
        var output = command(Self.command(for: diagnostic.severity), span: diagnostic.span,
                             title: diagnostic.code.rawValue, message: message)
        for note in diagnostic.notes {
            guard let span = note.span else { continue }
            output += command("notice", span: span, title: "\(diagnostic.code.rawValue) note", message: note.message)
        }
        return output
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    func command(_ name: String, span: SourceSpan, title: String, message: String) -> String {
        let start = span.start
        let end = span.end
        var properties = [("file", span.file.path), ("line", String(start.line))]
        if start.line == end.line {
            properties.append(("col", String(span.file.column(of: start, in: columnUnit))))
            properties.append(("endLine", String(end.line)))
            properties.append(("endColumn", String(span.file.column(of: end, in: columnUnit))))
        } else {
            properties.append(("endLine", String(end.line)))
        }
        properties.append(("title", title))
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Self.escapeData(message))\n"
    }

    /// Escapes a command's message: `%`, CR and LF percent-encoded, other control characters
    /// made visible so no input can start a command of its own or color the log.
    public static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    /// Escapes a property value: as data, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        let encoded = extra.union(["%", "\r", "\n"])
        var result = ""
        result.appendEscaping(text) { scalar in
            if encoded.contains(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "%" + (hex.count < 2 ? "0" : "") + hex
            }
            return scalar != "\t" && DisplayText.isInvisible(scalar) ? "\u{FFFD}" : nil
        }
        return result
    }
}
