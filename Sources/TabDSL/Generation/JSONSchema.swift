/// The JSON Schema (draft 2020-12) of the JSON output, `tabc schema`. Enumerations and number
/// ranges come from the schema table and the model's option types, so they can't drift.
public enum JSONSchema: JSONSchemaBuilder {
    public static func generate() -> String {
        JSONWriter.write(document)
    }

    public static var document: JSONValue {
        schemaDocument(
            id: "urn:tabc:output:\(JSONGenerator.schemaVersion)",
            title: "tabc JSON output",
            description: "The resolved tab-bar layouts of one .tabs file, every default filled in (SPEC §7.1).",
            properties: [
                ("schemaVersion", .object([("const", .integer(JSONGenerator.schemaVersion))])),
                ("layouts", .object([("type", .string("array")), ("items", ref("layout"))])),
            ],
            definitions: definitions)
    }

    // MARK: - Building blocks

    static func enumeration(_ values: [String]) -> JSONValue {
        .object([("type", .string("string")), ("enum", strings(values))])
    }

    static let nonEmptyString = JSONValue.object([("type", .string("string")), ("minLength", .integer(1))])
    static let boolean = JSONValue.object([("type", .string("boolean"))])
    static let nullableString = JSONValue.object([("type", .array([.string("string"), .string("null")]))])

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
    static func propertyType(_ key: Schema.PropertyKey) -> Schema.ValueType { Schema.properties[key.rawValue].type }

    /// The type of an argument of a call form used by a property.
    static func argumentType(_ property: Schema.PropertyKey, call: String, label: String) -> Schema.ValueType? {
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
        return search(propertyType(property))
    }

    static func argumentNumber(_ property: Schema.PropertyKey, _ call: String, _ label: String) -> JSONValue {
        number(argumentType(property, call: call, label: label))
    }

    /// The members of number arguments of a call form, in the order given.
    static func argumentNumbers(_ property: Schema.PropertyKey, _ call: String, _ labels: [String]) -> [(String, JSONValue)] {
        labels.map { ($0, argumentNumber(property, call, $0)) }
    }

    /// The `type` member of one case of a call-or-name value (`{"type": "notch", …}`).
    static func typeConstant(_ name: String) -> (String, JSONValue) {
        ("type", .object([("const", .string(name))]))
    }

    // MARK: - Definitions

    static var definitions: [(String, JSONValue)] {
        [
            ("color", .object([("oneOf", .array([
                closed([("hex", .object([("type", .string("string")), ("pattern", .string("^#[0-9A-F]{8}$"))]))]),
                closed([("system", enumeration(SystemColors.names))]),
                closed([("asset", nonEmptyString)]),
                closed([("light", ref("color")), ("dark", ref("color"))]),
            ]))])),
            ("icon", .object([("oneOf", .array([
                closed([("symbol", string)]),
                closed([("image", string)]),
            ]))])),
            ("screenValue", .object([("oneOf", .array([
                closed([("dependency", string)]),
                closed([("string", string)]),
                closed([("int", .object([("type", .string("integer"))]))]),
                closed([("number", .object([("type", .string("number"))]))]),
                closed([("bool", boolean)]),
                closed([("member", string)]),
            ]))])),
            ("screen", .object([("oneOf", .array([
                closed([
                    ("type", nonEmptyString),
                    ("arguments", .object([("type", .string("array")), ("items", closed([("label", string), ("value", ref("screenValue"))]))])),
                ]),
                closed([("storyboard", nonEmptyString), ("identifier", nonEmptyString)]),
            ]))])),
            ("layout", closed([
                ("name", nonEmptyString),
                ("kind", enumeration(LayoutKind.allCases.map(\.rawValue))),
                ("initial", nonEmptyString),
                ("loading", enumeration(Loading.allCases.map(\.rawValue))),
                ("transition", .object([("oneOf", .array([
                    closed([typeConstant("none")]),
                    closed([typeConstant("crossDissolve")] + argumentNumbers(.transition, "crossDissolve", ["duration"])),
                ]))])),
                ("bindings", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Binding.allCases.map(\.rawValue))),
                ])),
                ("hidesOnPush", boolean),
                ("haptics", enumeration(Haptics.allCases.map(\.rawValue))),
                ("minimizeBehavior", enumeration(MinimizeBehavior.allCases.map(\.rawValue))),
                ("dependencies", .object([("type", .string("array")), ("items", closed([("name", nonEmptyString), ("type", nonEmptyString)]))])),
                ("items", .object([("type", .string("array")), ("minItems", .integer(1)), ("items", ref("item"))])),
                ("style", ref("style")),
            ])),
            ("item", closed([
                ("id", nonEmptyString),
                ("role", enumeration(["tab", "modal"])),
                ("tag", number(propertyType(.tag))),
                ("title", nullable(nonEmptyString)),
                ("icon", ref("icon")),
                ("selectedIcon", ref("icon")),
                ("screen", ref("screen")),
                ("navigation", boolean),
                ("badge", nullable(nonEmptyString)),
                ("raised", nullable(closed(argumentNumbers(.raised, "raised", ["size", "offset"])))),
                ("accessibility", closed([("label", nonEmptyString), ("hint", nullable(nonEmptyString)), ("identifier", nonEmptyString)])),
                ("presentation", nullable(enumeration(Presentation.allCases.map(\.rawValue)))),
                ("afterDismiss", .object([("oneOf", .array([
                    .object([("type", .string("null"))]),
                    .object([("const", .string("keep"))]),
                    closed([("select", nonEmptyString)]),
                ]))])),
            ])),
            ("style", closed([
                ("height", number(propertyType(.height))),
                ("margins", closed(argumentNumbers(.margins, "insets", ["leading", "trailing", "bottom"]))),
                ("background", ref("color")),
                ("tint", ref("color")),
                ("selectedTint", ref("color")),
                ("iconSize", number(propertyType(.iconSize))),
                ("titleFont", closed(argumentNumbers(.titleFont, "font", ["size"])
                                     + [("weight", enumeration(FontWeight.allCases.map(\.rawValue)))])),
                ("distribution", enumeration(Distribution.allCases.map(\.rawValue))),
                ("cornerRadius", number(propertyType(.cornerRadius))),
                ("corners", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Corner.allCases.map(\.rawValue))),
                ])),
                ("border", nullable(closed(argumentNumbers(.border, "border", ["width"]) + [
                    ("color", ref("color")),
                    ("edges", enumeration(BorderEdges.allCases.map(\.rawValue))),
                ]))),
                ("shadow", nullable(closed([("color", ref("color"))]
                                           + argumentNumbers(.shadow, "shadow", ["opacity", "radius", "x", "y"])))),
                ("shape", .object([("oneOf", .array([
                    closed([typeConstant("flat")]),
                    closed([typeConstant("notch")] + argumentNumbers(.shape, "notch", ["depth", "width"])),
                ]))])),
                ("indicator", .object([("oneOf", .array([
                    closed([typeConstant("none")]),
                    closed([typeConstant("underline")] + argumentNumbers(.indicator, "underline", ["width", "height"])
                           + [("color", ref("color"))]),
                    closed([typeConstant("dot")] + argumentNumbers(.indicator, "dot", ["size"]) + [("color", ref("color"))]),
                ]))])),
                ("animationDuration", number(propertyType(.animationDuration))),
            ])),
        ]
    }
}
