/// The low-level pieces of the SVG preview: number and color formatting, XML escaping and a
/// small element writer. Everything here is deterministic: no locale, no random ids.
enum SVGWriter {
    /// A number with at most two decimals, trailing zeros trimmed, never `-0`: `12`, `0.5`,
    /// `17.7`, `-2.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
        guard abs(hundredths) < 1e15 else { return "0" }
        let scaled = Int(hundredths)
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 100)
        let fraction = Int(magnitude % 100)
        if fraction != 0 {
            let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
            text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
        }
        return text
    }

    /// `#RRGGBB`, upper case (the alpha goes in a separate opacity attribute).
    static func hex(_ color: RGBAColor) -> String {
        func pair(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + pair(color.red) + pair(color.green) + pair(color.blue)
    }

    /// Whether a scalar may appear in an XML 1.0 document.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Text as it is shown: characters XML 1.0 forbids become U+FFFD, and line breaks and tabs
    /// (which a one-line label can't show) become spaces.
    static func displayText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x85, 0x2028, 0x2029:
                result.append(" ")
            default:
                result.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(result)
    }

    /// Escapes text for element content and attribute values (both quote kinds escaped, so
    /// the result is safe in either place).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        result.appendEscaping(displayText(text)) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            default: return nil
            }
        }
        return result
    }
}

/// Builds an SVG document line by line, indenting nested elements by two spaces.
struct SVGDocument {
    private(set) var text = ""
    private var depth = 0

    /// An attribute: a name and its value, escaped when written.
    typealias Attribute = (name: String, value: String)

    private func attributes(_ list: [Attribute]) -> String {
        list.map { " \($0.name)=\"\(SVGWriter.escape($0.value))\"" }.joined()
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    /// `<name a="…"/>`.
    mutating func empty(_ name: String, _ list: [Attribute]) {
        line("<\(name)\(attributes(list))/>")
    }

    /// `<name a="…">text</name>` on one line.
    mutating func text(_ name: String, _ list: [Attribute], _ content: String) {
        line("<\(name)\(attributes(list))>\(SVGWriter.escape(content))</\(name)>")
    }

    /// `<name a="…">`, children, `</name>`.
    mutating func group(_ name: String, _ list: [Attribute], _ body: (inout SVGDocument) -> Void) {
        line("<\(name)\(attributes(list))>")
        depth += 1
        body(&self)
        depth -= 1
        line("</\(name)>")
    }

    /// A line written as given (the XML declaration).
    mutating func raw(_ content: String) {
        line(content)
    }
}

/// A path's `d` attribute, with numbers in the fixed format.
struct PathData {
    private(set) var parts: [String] = []

    private static func n(_ value: Double) -> String { SVGWriter.number(value) }

    mutating func move(_ x: Double, _ y: Double) { parts.append("M\(Self.n(x)) \(Self.n(y))") }
    mutating func line(_ x: Double, _ y: Double) { parts.append("L\(Self.n(x)) \(Self.n(y))") }
    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        parts.append("C\(Self.n(x1)) \(Self.n(y1)) \(Self.n(x2)) \(Self.n(y2)) \(Self.n(x)) \(Self.n(y))")
    }
    /// A clockwise quarter arc of radius `r` to (x, y).
    mutating func arc(_ r: Double, _ x: Double, _ y: Double) {
        parts.append("A\(Self.n(r)) \(Self.n(r)) 0 0 1 \(Self.n(x)) \(Self.n(y))")
    }
    mutating func close() { parts.append("Z") }

    var string: String { parts.joined(separator: " ") }
}
