/// Why a JSON text was refused.
public struct JSONReadError: Error, Sendable, Equatable {
    /// What was wrong, in words.
    public var message: String
    /// The byte offset where reading stopped.
    public var offset: Int
}

/// A strict JSON reader (RFC 8259) for protocol messages: UTF-8 only, no trailing commas, no
/// comments, bounded nesting and size. It never traps, whatever the bytes.
public struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 128
    /// The largest text accepted, in bytes (room for a document at the 16 MiB limit, escaped).
    public static let maximumSize = 64 * 1024 * 1024

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads one JSON value that makes up the whole of `bytes` (whitespace around it allowed).
    public static func read(_ bytes: [UInt8]) -> Result<JSONValue, JSONReadError> {
        guard bytes.count <= maximumSize else {
            return .failure(JSONReadError(message: "the message is larger than \(maximumSize) bytes", offset: 0))
        }
        var reader = JSONReader(bytes)
        do throws(JSONReadError) {
            reader.skipWhitespace()
            let value = try reader.readValue()
            reader.skipWhitespace()
            guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The text of the first member named `key` of the object that makes up `bytes`, exactly
    /// as written (`12345678901234567890` stays that, where a `JSONValue` would hold a
    /// `Double`); nil when `bytes` is not such an object or has no such member.
    public static func memberText(_ key: String, in bytes: [UInt8]) -> String? {
        guard bytes.count <= maximumSize else { return nil }
        var reader = JSONReader(bytes)
        do throws(JSONReadError) {
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: "{") else { return nil }
            reader.index += 1
            while true {
                reader.skipWhitespace()
                guard reader.current == UInt8(ascii: "\"") else { return nil }
                let name = try reader.readString()
                reader.skipWhitespace()
                guard reader.current == UInt8(ascii: ":") else { return nil }
                reader.index += 1
                reader.skipWhitespace()
                let start = reader.index
                _ = try reader.readValue()
                if name == key { return String(decoding: bytes[start..<reader.index], as: UTF8.self) }
                reader.skipWhitespace()
                guard reader.current == UInt8(ascii: ",") else { return nil }
                reader.index += 1
            }
        } catch {
            return nil
        }
    }

    private func failure(_ message: String) -> JSONReadError {
        JSONReadError(message: message, offset: index)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: String, _ value: JSONValue) throws(JSONReadError) -> JSONValue {
        for byte in word.utf8 {
            guard current == byte else { throw failure("invalid literal") }
            index += 1
        }
        return value
    }

    private mutating func readValue() throws(JSONReadError) -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of the JSON text") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try expectWord("true", .bool(true))
        case UInt8(ascii: "f"): return try expectWord("false", .bool(false))
        case UInt8(ascii: "n"): return try expectWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw failure("unexpected character in JSON")
        }
    }

    private mutating func enter() throws(JSONReadError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("JSON nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func readObject() throws(JSONReadError) -> JSONValue {
        .object(try readContainer(closer: "}", in: "an object") { reader throws(JSONReadError) in
            guard reader.current == UInt8(ascii: "\"") else { throw reader.failure("expected a string key") }
            let key = try reader.readString()
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: ":") else { throw reader.failure("expected ':' after a key") }
            reader.index += 1
            reader.skipWhitespace()
            return (key, try reader.readValue())
        })
    }

    private mutating func readArray() throws(JSONReadError) -> JSONValue {
        .array(try readContainer(closer: "]", in: "an array") { reader throws(JSONReadError) in
            try reader.readValue()
        })
    }

    /// The elements of an array or object, from its opening bracket to `closer`: each read by
    /// `readElement` after the white space before it, with commas between them.
    private mutating func readContainer<Element>(
        closer: Unicode.Scalar, in container: String,
        _ readElement: (inout Self) throws(JSONReadError) -> Element
    ) throws(JSONReadError) -> [Element] {
        try enter()
        index += 1
        var elements: [Element] = []
        skipWhitespace()
        if current == UInt8(ascii: closer) {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try readElement(&self))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: closer) else { throw failure("expected ',' or '\(closer)' in \(container)") }
            index += 1
            depth -= 1
            return elements
        }
    }

    private mutating func readNumber() throws(JSONReadError) -> JSONValue {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if isDigit(current) {
            while isDigit(current) { index += 1 }
        } else {
            throw failure("invalid number")
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard isDigit(current) else { throw failure("invalid number") }
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw failure("invalid number") }
            while isDigit(current) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw failure("number out of range") }
        return .number(number)
    }

    private mutating func readHex4() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("truncated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func readString() throws(JSONReadError) -> String {
        index += 1
        var output: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = current else { throw failure("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    if scalar >= 0xD800 && scalar <= 0xDBFF {
                        // A high surrogate must be followed by an escaped low one.
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("unpaired surrogate in a \\u escape")
                        }
                        index += 2
                        let low = try readHex4()
                        guard low >= 0xDC00 && low <= 0xDFFF else { throw failure("unpaired surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                        throw failure("unpaired surrogate in a \\u escape")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
                    UTF8.encode(unicode) { output.append($0) }
                default:
                    throw failure("invalid escape in a string")
                }
            case 0..<0x20:
                throw failure("control character in a string")
            case 0..<0x80:
                output.append(byte)
                index += 1
            default:
                guard let length = bytes.withUnsafeBufferPointer({ UTF8Validation.sequenceLength($0, at: index) }) else {
                    throw failure("invalid UTF-8 in a string")
                }
                output.append(contentsOf: bytes[index..<(index + length)])
                index += length
            }
        }
    }
}

extension JSONValue {
    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The integer, if this is a whole number.
    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The flag, if this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Whether this is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
