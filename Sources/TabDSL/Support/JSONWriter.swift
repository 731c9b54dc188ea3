/// A JSON value with ordered object keys, so outputs keep the key order they are built in.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number; whole values print without a fraction, others in shortest round-trip form.
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An optional string, or null.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
}

/// Prints JSON deterministically: two-space indentation, `"key": value`, every non-empty
/// object and array broken over lines, `{}` and `[]` when empty, a final newline.
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    /// The value on one line (no newlines), for embedding.
    public static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements):
            return "[" + elements.map(compact).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { quote($0.0) + ":" + compact($0.1) }.joined(separator: ",") + "}"
        default:
            var output = ""
            write(value, indent: 0, into: &output)
            return output
        }
    }

    static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .number(let number): output += format(number)
        case .string(let text): output += quote(text)
        case .array(let elements):
            writeContainer("[", elements, "]", indent: indent, into: &output) { element, output in
                write(element, indent: indent + 1, into: &output)
            }
        case .object(let members):
            writeContainer("{", members, "}", indent: indent, into: &output) { member, output in
                output += quote(member.0) + ": "
                write(member.1, indent: indent + 1, into: &output)
            }
        }
    }

    /// An array or object: `open` and `close` together when empty, else one element a line,
    /// each indented one step further and followed by a comma but the last.
    static func writeContainer<Element>(_ open: String, _ elements: [Element], _ close: String, indent: Int,
                                        into output: inout String,
                                        writeElement: (Element, inout String) -> Void) {
        if elements.isEmpty {
            output += open + close
            return
        }
        output += open + "\n"
        let inner = String(repeating: "  ", count: indent + 1)
        for (index, element) in elements.enumerated() {
            output += inner
            writeElement(element, &output)
            output += index + 1 < elements.count ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + close
    }

    /// A number in JSON: whole values without a fraction (`60`), others in Swift's shortest
    /// round-trip form (`0.3`), exponents as JSON spells them.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Below 1e18 a whole Double is an exact Int64; Swift would print 1e15 as "1000000000000000.0".
        if number == number.rounded(), abs(number) < 1e18 {
            return String(Int64(number))
        }
        // Swift prints "1e-07" and "1e+20"; both are valid JSON.
        return String(number)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        output.appendEscaping(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 else { return nil }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return output + "\""
    }
}
