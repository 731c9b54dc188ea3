/// Helpers shared by the text renderers.
enum DisplayText {
    /// The text with control characters made visible, so that no input can send escape
    /// sequences to a terminal or break a line-oriented format.
    static func sanitized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        result.appendEscaping(text) { scalar in
            scalar != "\t" && isInvisible(scalar) ? "\u{FFFD}" : nil
        }
        return result
    }

    /// How a stretch of source text reads in a message: visible characters as they are,
    /// control and format characters as `U+XXXX`.
    static func quoted(_ text: String) -> String {
        var result = ""
        result.appendEscaping(text) { scalar in
            guard isInvisible(scalar) || scalar == "\t" else { return nil }
            return "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0"))
        }
        return result
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }

    /// The terminal cells a scalar takes: 2 for East Asian wide characters and most emoji.
    static func cellWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }
}

extension String {
    /// Appends `text` scalar by scalar: what `escape` returns for a scalar, or the scalar itself
    /// where it returns nil. The one loop behind every writer that escapes text for a format.
    mutating func appendEscaping(_ text: String, _ escape: (Unicode.Scalar) -> String?) {
        for scalar in text.unicodeScalars {
            if let replacement = escape(scalar) {
                self += replacement
            } else {
                unicodeScalars.append(scalar)
            }
        }
    }

    func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
