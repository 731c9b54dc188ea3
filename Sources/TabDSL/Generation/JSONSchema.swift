/// The JSON Schema (draft 2020-12) of the JSON output, `tabc schema`. Enumerations and number
/// ranges come from the schema table and the model's option types, so they can't drift.
public enum JSONSchema {
    public static func generate() -> String {
        JSONWriter.write(document)
    }

    public static var document: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:tabc:output:\(JSONGenerator.schemaVersion)")),
            ("title", .string("tabc JSON output")),
            ("description", .string("The resolved tab-bar layouts of one .tabs file, every default filled in (SPEC §7.1).")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(["schemaVersion", "layouts"])),
            ("properties", .object([
                ("schemaVersion", .object([("const", .integer(JSONGenerator.schemaVersion))])),
                ("layouts", .object([("type", .string("array")), ("items", ref("layout"))])),
            ])),
            ("$defs", .object(definitions)),
        ])
    }

    // MARK: - Building blocks

    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func enumeration(_ values: [String]) -> JSONValue {
        .object([("type", .string("string")), ("enum", strings(values))])
    }

    static let string = JSONValue.object([("type", .string("string"))])
    static let nonEmptyString = JSONValue.object([("type", .string("string")), ("minLength", .integer(1))])
    static let boolean = JSONValue.object([("type", .string("boolean"))])
    static let nullableString = JSONValue.object([("type", .array([.string("string"), .string("null")]))])

    /// A closed object: exactly these properties, all required.
    static func object(_ properties: [(String, JSONValue)]) -> JSONValue {
        .object([
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("required", strings(properties.map(\.0))),
            ("properties", .object(properties)),
        ])
    }

    static func nullable(_ schema: JSONValue) -> JSONValue {
        .object([("oneOf", .array([.object([("type", .string("null"))]), schema]))])
    }

    static func number(_ type: Schema.ValueType?) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("number"))]
        switch type {
        case .number(let minimum, let maximum)?:
            if let minimum { members.append(("minimum", .number(minimum))) }
            if let maximum { members.append(("maximum", .number(maximum))) }
        case .integer(let range)?:
            members = [("type", .string("integer")), ("minimum", .integer(range.lowerBound)), ("maximum", .integer(range.upperBound))]
        default:
            break
        }
        return .object(members)
    }

    /// The type of a property of the table.
    static func propertyType(_ name: String) -> Schema.ValueType? { Schema.byName[name]?.type }

    /// The type of an argument of a call form used by a property.
    static func argumentType(_ property: String, call: String, label: String) -> Schema.ValueType? {
        func search(_ type: Schema.ValueType) -> Schema.ValueType? {
            switch type {
            case .call(let spec) where spec.name == call:
                return spec.arguments.first { $0.label == label }?.type
            case .choice(let types):
                for type in types { if let found = search(type) { return found } }
                return nil
            default:
                return nil
            }
        }
        return propertyType(property).flatMap(search)
    }

    static func argumentNumber(_ property: String, _ call: String, _ label: String) -> JSONValue {
        number(argumentType(property, call: call, label: label))
    }

    // MARK: - Definitions

    static var definitions: [(String, JSONValue)] {
        [
            ("color", .object([("oneOf", .array([
                object([("hex", .object([("type", .string("string")), ("pattern", .string("^#[0-9A-F]{8}$"))]))]),
                object([("system", enumeration(SystemColors.names))]),
                object([("asset", nonEmptyString)]),
                object([("light", ref("color")), ("dark", ref("color"))]),
            ]))])),
            ("icon", .object([("oneOf", .array([
                object([("symbol", string)]),
                object([("image", string)]),
            ]))])),
            ("screenValue", .object([("oneOf", .array([
                object([("dependency", string)]),
                object([("string", string)]),
                object([("int", .object([("type", .string("integer"))]))]),
                object([("number", .object([("type", .string("number"))]))]),
                object([("bool", boolean)]),
                object([("member", string)]),
            ]))])),
            ("screen", .object([("oneOf", .array([
                object([
                    ("type", nonEmptyString),
                    ("arguments", .object([("type", .string("array")), ("items", object([("label", string), ("value", ref("screenValue"))]))])),
                ]),
                object([("storyboard", nonEmptyString), ("identifier", nonEmptyString)]),
            ]))])),
            ("layout", object([
                ("name", nonEmptyString),
                ("kind", enumeration(LayoutKind.allCases.map(\.rawValue))),
                ("initial", nonEmptyString),
                ("loading", enumeration(Loading.allCases.map(\.rawValue))),
                ("transition", .object([("oneOf", .array([
                    object([("type", .object([("const", .string("none"))]))]),
                    object([("type", .object([("const", .string("crossDissolve"))])),
                            ("duration", argumentNumber("transition", "crossDissolve", "duration"))]),
                ]))])),
                ("bindings", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Binding.allCases.map(\.rawValue))),
                ])),
                ("hidesOnPush", boolean),
                ("haptics", enumeration(Haptics.allCases.map(\.rawValue))),
                ("minimizeBehavior", enumeration(MinimizeBehavior.allCases.map(\.rawValue))),
                ("dependencies", .object([("type", .string("array")), ("items", object([("name", nonEmptyString), ("type", nonEmptyString)]))])),
                ("items", .object([("type", .string("array")), ("minItems", .integer(1)), ("items", ref("item"))])),
                ("style", ref("style")),
            ])),
            ("item", object([
                ("id", nonEmptyString),
                ("role", enumeration(["tab", "modal"])),
                ("tag", number(propertyType("tag"))),
                ("title", nullable(nonEmptyString)),
                ("icon", ref("icon")),
                ("selectedIcon", ref("icon")),
                ("screen", ref("screen")),
                ("navigation", boolean),
                ("badge", nullable(nonEmptyString)),
                ("raised", nullable(object([
                    ("size", argumentNumber("raised", "raised", "size")),
                    ("offset", argumentNumber("raised", "raised", "offset")),
                ]))),
                ("accessibility", object([("label", nonEmptyString), ("hint", nullable(nonEmptyString)), ("identifier", nonEmptyString)])),
                ("presentation", nullable(enumeration(Presentation.allCases.map(\.rawValue)))),
                ("afterDismiss", .object([("oneOf", .array([
                    .object([("type", .string("null"))]),
                    .object([("const", .string("keep"))]),
                    object([("select", nonEmptyString)]),
                ]))])),
            ])),
            ("style", object([
                ("height", number(propertyType("height"))),
                ("margins", object([
                    ("leading", argumentNumber("margins", "insets", "leading")),
                    ("trailing", argumentNumber("margins", "insets", "trailing")),
                    ("bottom", argumentNumber("margins", "insets", "bottom")),
                ])),
                ("background", ref("color")),
                ("tint", ref("color")),
                ("selectedTint", ref("color")),
                ("iconSize", number(propertyType("iconSize"))),
                ("titleFont", object([
                    ("size", argumentNumber("titleFont", "font", "size")),
                    ("weight", enumeration(FontWeight.allCases.map(\.rawValue))),
                ])),
                ("distribution", enumeration(Distribution.allCases.map(\.rawValue))),
                ("cornerRadius", number(propertyType("cornerRadius"))),
                ("corners", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Corner.allCases.map(\.rawValue))),
                ])),
                ("border", nullable(object([
                    ("width", argumentNumber("border", "border", "width")),
                    ("color", ref("color")),
                    ("edges", enumeration(BorderEdges.allCases.map(\.rawValue))),
                ]))),
                ("shadow", nullable(object([
                    ("color", ref("color")),
                    ("opacity", argumentNumber("shadow", "shadow", "opacity")),
                    ("radius", argumentNumber("shadow", "shadow", "radius")),
                    ("x", argumentNumber("shadow", "shadow", "x")),
                    ("y", argumentNumber("shadow", "shadow", "y")),
                ]))),
                ("shape", .object([("oneOf", .array([
                    object([("type", .object([("const", .string("flat"))]))]),
                    object([
                        ("type", .object([("const", .string("notch"))])),
                        ("depth", argumentNumber("shape", "notch", "depth")),
                        ("width", argumentNumber("shape", "notch", "width")),
                    ]),
                ]))])),
                ("indicator", .object([("oneOf", .array([
                    object([("type", .object([("const", .string("none"))]))]),
                    object([
                        ("type", .object([("const", .string("underline"))])),
                        ("width", argumentNumber("indicator", "underline", "width")),
                        ("height", argumentNumber("indicator", "underline", "height")),
                        ("color", ref("color")),
                    ]),
                    object([
                        ("type", .object([("const", .string("dot"))])),
                        ("size", argumentNumber("indicator", "dot", "size")),
                        ("color", ref("color")),
                    ]),
                ]))])),
                ("animationDuration", number(propertyType("animationDuration"))),
            ])),
        ]
    }
}
