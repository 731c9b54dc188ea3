/// A JSON value whose objects keep their keys in the order given, so that every output built
/// from it is deterministic (SPEC §7.1, §9).
///
/// Build values with literals (`["name": "tabc", "count": 2, "items": []]` keeps that key
/// order) or the cases, then print them with `prettyPrinted()`.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// An integer; prints without a fraction.
    case int(Int)
    /// A number; a whole value prints without a fraction (`60.0` → `60`), any other in the
    /// shortest form that reads back as the same `Double` (`0.3`). NaN and infinities, which
    /// JSON can't hold, print as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in output order. Keys are not checked for uniqueness.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of an object's first member named `key`; nil for other values.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// `value` when present, else `null`.
    public static func optional(_ value: JSONValue?) -> JSONValue { value ?? .null }

    /// The document text: two-space indentation, every non-empty object and array broken
    /// over lines with one member per line, `"key": value`, empty ones as `{}` and `[]`, and
    /// a final newline.
    public func prettyPrinted() -> String {
        var output = ""
        JSONWriter.write(self, to: &output, indent: 0)
        output += "\n"
        return output
    }

    /// The value on one line with no spaces (`{"a":[1,2]}`), for line-oriented uses.
    public func compact() -> String {
        var output = ""
        JSONWriter.writeCompact(self, to: &output)
        return output
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}

/// The printing behind `JSONValue.prettyPrinted()` and `compact()`.
public enum JSONWriter {
    static func write(_ value: JSONValue, to output: inout String, indent: Int) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(element, to: &output, indent: indent + 1)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                output += quoted(member.key) + ": "
                write(member.value, to: &output, indent: indent + 1)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        default:
            writeCompact(value, to: &output)
        }
    }

    static func writeCompact(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += format(number)
        case .string(let text): output += quoted(text)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                writeCompact(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += quoted(member.key) + ":"
                writeCompact(member.value, to: &output)
            }
            output += "}"
        }
    }

    /// A number as JSON: whole values without a fraction, others in Swift's shortest
    /// round-trip form (`0.3`, `1e-07`), non-finite ones as `null`.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(.towardZero) && abs(number) < 1e18 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// A string as a JSON string literal: `"` and `\` escaped, control characters as `\n`,
    /// `\t`, … or `\u00XX`; everything else as UTF-8.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
