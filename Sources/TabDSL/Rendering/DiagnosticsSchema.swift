/// The JSON Schema (draft 2020-12) of `tabc check --format json`, `tabc schema diagnostics`.
/// The codes and severities come from the diagnostic catalogue, so they can't drift.
public enum DiagnosticsSchema {
    public static func generate() -> String {
        JSONWriter.write(document)
    }

    public static var document: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:tabc:diagnostics:\(JSONDiagnosticsRenderer.formatVersion)")),
            ("title", .string("tabc diagnostics")),
            ("description", .string("The diagnostics of one run of `tabc check --format json` (docs/editors-and-ci.md).")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(["version", "tool", "files", "diagnostics", "summary"])),
            ("properties", .object([
                ("version", .object([("const", .integer(JSONDiagnosticsRenderer.formatVersion))])),
                ("tool", closed([("name", .object([("const", .string("tabc"))])), ("version", string)])),
                ("files", array(closed([("path", string), ("errors", count), ("warnings", count)]))),
                ("diagnostics", array(ref("diagnostic"))),
                ("summary", closed([("errors", count), ("warnings", count), ("files", count)])),
            ])),
            ("$defs", .object([
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
            ])),
        ])
    }

    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func array(_ items: JSONValue) -> JSONValue { .object([("type", .string("array")), ("items", items)]) }

    static let string = JSONValue.object([("type", .string("string"))])
    static let null = JSONValue.object([("type", .string("null"))])
    static let count = JSONValue.object([("type", .string("integer")), ("minimum", .integer(0))])
    static let positive = JSONValue.object([("type", .string("integer")), ("minimum", .integer(1))])

    /// A closed object: exactly these properties, all required.
    static func closed(_ properties: [(String, JSONValue)]) -> JSONValue {
        .object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(properties.map(\.0))),
            ("properties", .object(properties)),
        ])
    }
}
