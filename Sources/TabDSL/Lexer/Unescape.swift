/// Turns literal tokens into values. The lexer has already validated them; what is invalid
/// here was reported, so these functions only need to return something sensible.
public enum LiteralValue {
    /// The text of a string token with its quotes removed and escapes resolved.
    public static func string(_ bytes: [UInt8], _ range: SourceRange) -> String {
        var start = range.offset + 1
        var end = range.end
        if end > start, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        guard start <= end else { return "" }
        // Fast path: no escapes.
        var hasBackslash = false
        for index in start..<end where bytes[index] == UInt8(ascii: "\\") {
            hasBackslash = true
            break
        }
        if !hasBackslash {
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        while start < end {
            let byte = bytes[start]
            guard byte == UInt8(ascii: "\\"), start + 1 < end else {
                output.append(byte)
                start += 1
                continue
            }
            let next = bytes[start + 1]
            start += 2
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): output.append(next)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                if start < end, bytes[start] == UInt8(ascii: "{") {
                    start += 1
                    while start < end, let digit = hexDigitValue(bytes[start]) {
                        if digits < 8 { value = value << 4 | UInt32(digit) }
                        digits += 1
                        start += 1
                    }
                    if start < end, bytes[start] == UInt8(ascii: "}") { start += 1 }
                }
                let scalar = (digits > 0 && digits <= 8 ? Unicode.Scalar(value) : nil) ?? "\u{FFFD}"
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                // Invalid escapes were reported (TAB003); keep the escaped character.
                output.append(next)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A `.tabs` string literal whose value is `text`: the inverse of `string(_:_:)`, with
    /// quotes, backslashes and control characters escaped (for dumps and messages).
    public static func quoted(_ text: String) -> String {
        var output = "\""
        output.appendEscaping(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case "\0": return "\\0"
            default:
                guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
                return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return output + "\""
    }

    /// The numeric value of a number token's text (underscores removed).
    public static func number(_ text: String) -> Double {
        // Most numbers are short integers: exact in a Double, and read here without strtod.
        var utf8 = text.utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        if !utf8.isEmpty && utf8.count <= 15 && utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
            var value = 0
            for byte in utf8 { value = value * 10 + Int(byte &- 0x30) }
            return negative ? -Double(value) : Double(value)
        }
        // Most numbers have no `_`; Foundation's replacingOccurrences would cost more than parsing.
        guard text.utf8.contains(UInt8(ascii: "_")) else { return Double(text) ?? 0 }
        return Double(String(decoding: text.utf8.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)) ?? 0
    }

    /// The channels of a well-formed color literal (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`).
    public static func color(_ text: String) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        let digits = Array(text.utf8.dropFirst()).compactMap(hexDigitValue)
        guard digits.count == text.utf8.count - 1 else { return nil }
        switch digits.count {
        case 3, 4:
            let channels = digits.map { $0 << 4 | $0 }
            return (channels[0], channels[1], channels[2], digits.count == 4 ? channels[3] : 0xFF)
        case 6, 8:
            var channels: [UInt8] = []
            for index in stride(from: 0, to: digits.count, by: 2) {
                channels.append(digits[index] << 4 | digits[index + 1])
            }
            return (channels[0], channels[1], channels[2], digits.count == 8 ? channels[3] : 0xFF)
        default:
            return nil
        }
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
