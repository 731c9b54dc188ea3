/// The building blocks shared by the JSON Schemas tabc prints (`tabc schema` and
/// `tabc schema diagnostics`), so both are written in one vocabulary.
protocol JSONSchemaBuilder {}

extension JSONSchemaBuilder {
    /// A draft 2020-12 schema whose root is a closed object with these properties.
    static func schemaDocument(id: String, title: String, description: String,
                         properties: [(String, JSONValue)], definitions: [(String, JSONValue)]) -> JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string(title)),
            ("description", .string(description)),
        ] + closedMembers(properties) + [("$defs", .object(definitions))])
    }

    /// A closed object: exactly these properties, all required.
    static func closed(_ properties: [(String, JSONValue)]) -> JSONValue {
        .object(closedMembers(properties))
    }

    private static func closedMembers(_ properties: [(String, JSONValue)]) -> [(String, JSONValue)] {
        [
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(properties.map(\.0))),
            ("properties", .object(properties)),
        ]
    }

    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static var string: JSONValue { .object([("type", .string("string"))]) }
}
