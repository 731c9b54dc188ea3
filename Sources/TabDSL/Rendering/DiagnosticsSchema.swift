/// The JSON Schema (draft 2020-12) of `tabc check --format json`, `tabc schema diagnostics`.
/// The codes and severities come from the diagnostic catalogue, so they can't drift.
public enum DiagnosticsSchema: JSONSchemaBuilder {
    public static func generate() -> String {
        JSONWriter.write(document)
    }

    public static var document: JSONValue {
        schemaDocument(
            id: "urn:tabc:diagnostics:\(JSONDiagnosticsRenderer.formatVersion)",
            title: "tabc diagnostics",
            description: "The diagnostics of one run of `tabc check --format json` (docs/editors-and-ci.md).",
            properties: [
                ("version", .object([("const", .integer(JSONDiagnosticsRenderer.formatVersion))])),
                ("tool", closed([("name", .object([("const", .string("tabc"))])), ("version", string)])),
                ("files", array(closed([("path", string), ("errors", count), ("warnings", count)]))),
                ("diagnostics", array(ref("diagnostic"))),
                ("suppressed", array(ref("diagnostic"))),
                ("summary", closed([("errors", count), ("warnings", count), ("files", count)])),
            ],
            definitions: [
                ("diagnostic", closed([
                    ("code", .object([("type", .string("string")), ("enum", strings(DiagnosticCode.allCases.map(\.rawValue)))])),
                    ("severity", .object([("type", .string("string")), ("enum", strings(["error", "warning", "note"]))])),
                    ("message", string),
                    ("file", string),
                    ("range", ref("range")),
                    ("labels", array(closed([("message", string), ("file", string), ("range", ref("range"))]))),
                    ("notes", array(.object([
                        ("oneOf", .array([
                            closed([("message", string), ("file", string), ("range", ref("range"))]),
                            closed([("message", string), ("file", null), ("range", null)]),
                        ])),
                    ]))),
                    ("help", array(string)),
                    ("fixIts", array(closed([
                        ("message", string),
                        ("edits", array(closed([("file", string), ("range", ref("range")), ("replacement", string)]))),
                    ]))),
                ])),
                ("range", closed([("start", ref("position")), ("end", ref("position")), ("byteLength", count)])),
                ("position", closed([
                    ("line", positive), ("column", positive), ("utf16Column", positive), ("byteColumn", positive),
                    ("byteOffset", count),
                ])),
            ])
    }

    static func array(_ items: JSONValue) -> JSONValue { .object([("type", .string("array")), ("items", items)]) }

    static let null = JSONValue.object([("type", .string("null"))])
    static let count = JSONValue.object([("type", .string("integer")), ("minimum", .integer(0))])
    static let positive = JSONValue.object([("type", .string("integer")), ("minimum", .integer(1))])
}
