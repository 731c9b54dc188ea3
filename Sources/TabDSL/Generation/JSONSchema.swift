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
            description: "The resolved tab-bar layouts of one .tabs file, every default filled in (docs/generated-code.md).",
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

    /// The object of a call form: each argument, in table order, as its type allows.
    static func members(of call: Schema.CallSpec) -> [(String, JSONValue)] {
        call.arguments.map { argument in
            switch argument.type {
            case .color: return (argument.label, ref("color"))
            case .option(let names): return (argument.label, enumeration(names))
            default: return (argument.label, number(argument.type))
            }
        }
    }

    /// A property whose value is one call form (`shadow(…)`): that call's object.
    static func callObject(_ key: Schema.PropertyKey) -> JSONValue {
        closed(propertyType(key).callForms.flatMap(members))
    }

    /// A property that is a bare name or a call (`none`, `underline(…)`): one object per form,
    /// told apart by its `type`.
    static func namesOrCalls(_ key: Schema.PropertyKey) -> JSONValue {
        guard case .choice(let types) = propertyType(key) else { return callObject(key) }
        var forms: [JSONValue] = []
        for type in types {
            switch type {
            case .option(let names): forms += names.map { closed([typeConstant($0)]) }
            case .call(let call): forms.append(closed([typeConstant(call.name)] + members(of: call)))
            default: break
            }
        }
        return .object([("oneOf", .array(forms))])
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
                ("framework", enumeration(Framework.allCases.map(\.rawValue))),
                ("initial", nonEmptyString),
                ("loading", enumeration(Loading.allCases.map(\.rawValue))),
                ("transition", namesOrCalls(.transition)),
                ("bindings", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Binding.allCases.map(\.rawValue))),
                ])),
                ("hidesOnPush", boolean),
                ("haptics", enumeration(Haptics.allCases.map(\.rawValue))),
                ("minimizeBehavior", enumeration(MinimizeBehavior.allCases.map(\.rawValue))),
                ("access", enumeration(AccessLevel.allCases.map(\.rawValue))),
                ("deploymentTarget", number(propertyType(.deploymentTarget))),
                ("strings", nullable(nonEmptyString)),
                ("sidebar", enumeration(Sidebar.allCases.map(\.rawValue))),
                ("accessory", nullable(ref("screen"))),
                ("restoresSelection", boolean),
                ("sections", .object([("type", .string("array")), ("items", ref("section"))])),
                ("dependencies", .object([("type", .string("array")), ("items", closed([("name", nonEmptyString), ("type", nonEmptyString)]))])),
                ("items", .object([("type", .string("array")), ("minItems", .integer(1)), ("items", ref("item"))])),
                ("style", ref("style")),
            ])),
            ("item", closed([
                ("id", nonEmptyString),
                ("role", enumeration(["tab", "modal", "search"])),
                ("section", nullable(nonEmptyString)),
                ("tag", number(propertyType(.tag))),
                ("title", nullable(nonEmptyString)),
                ("icon", ref("icon")),
                ("selectedIcon", ref("icon")),
                ("screen", ref("screen")),
                ("navigation", boolean),
                ("badge", nullable(nonEmptyString)),
                ("raised", nullable(callObject(.raised))),
                ("accessibility", closed([("label", nonEmptyString), ("hint", nullable(nonEmptyString)), ("identifier", nonEmptyString)])),
                ("presentation", nullable(enumeration(Presentation.allCases.map(\.rawValue)))),
                ("afterDismiss", .object([("oneOf", .array([
                    .object([("type", .string("null"))]),
                    .object([("const", .string("keep"))]),
                    closed([("select", nonEmptyString)]),
                ]))])),
                ("localizationKeys", nullable(.object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)),
                    ("properties", .object(LocalizableText.Property.allCases.map { ($0.rawValue, nonEmptyString) })),
                ]))),
            ])),
            ("style", closed([
                ("height", number(propertyType(.height))),
                ("margins", callObject(.margins)),
                ("background", ref("color")),
                ("tint", ref("color")),
                ("selectedTint", ref("color")),
                ("iconSize", number(propertyType(.iconSize))),
                ("titleFont", callObject(.titleFont)),
                ("distribution", enumeration(Distribution.allCases.map(\.rawValue))),
                ("cornerRadius", number(propertyType(.cornerRadius))),
                ("corners", .object([
                    ("type", .string("array")), ("uniqueItems", .bool(true)),
                    ("items", enumeration(Corner.allCases.map(\.rawValue))),
                ])),
                ("border", nullable(callObject(.border))),
                ("shadow", nullable(callObject(.shadow))),
                ("shape", namesOrCalls(.shape)),
                ("indicator", namesOrCalls(.indicator)),
                ("animationDuration", number(propertyType(.animationDuration))),
                ("material", enumeration(Material.allCases.map(\.rawValue))),
            ])),
            ("section", closed([
                ("id", nonEmptyString),
                ("title", nonEmptyString),
                ("icon", nullable(ref("icon"))),
            ])),
        ]
    }
}
