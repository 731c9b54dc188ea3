/// Spelling values from the model as Swift source: identifiers, string literals, numbers and
/// comment text, so that no input can break out of the place it is printed in.
enum SwiftNames {
    /// Words that can't be used as identifiers without backticks: the reserved words TAB213
    /// rejects, plus contextual keywords that misbehave unescaped where the generator prints
    /// names (`Type`, `Protocol` after a dot, ownership and isolation modifiers).
    static let keywords: Set<String> = SwiftKeywords.reserved.union([
        "borrowing", "consuming", "nonisolated", "Type", "Protocol",
    ])

    /// `name`, wrapped in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call: keywords need no backticks there (Swift warns
    /// about them), except `inout`, which would start a parameter type.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `Foo.Bar` with each component escaped.
    static func typeName(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { identifier(String($0)) }.joined(separator: ".")
    }

    /// The first letter lowered: `Finance` → `finance`.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A plain (non-raw, single-line) Swift string literal whose value is exactly `text`.
    ///
    /// Backslashes and quotes are escaped, so `\(`, `"""` and `#` sequences stay ordinary
    /// characters; line breaks, control and format characters (including bidirectional
    /// overrides and zero-width joiners) and separators are written as escapes, so the
    /// literal is one line that reads as what it contains. Other characters, Korean or emoji
    /// included, are kept as they are.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        var previousWasEscape = true  // the opening quote: a combining mark can't follow it
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"; previousWasEscape = false
            case "\"": result += "\\\""; previousWasEscape = false
            case "\n": result += "\\n"; previousWasEscape = true
            case "\r": result += "\\r"; previousWasEscape = true
            case "\t": result += "\\t"; previousWasEscape = true
            case "\0": result += "\\0"; previousWasEscape = true
            default:
                if needsEscape(scalar) || (previousWasEscape && isCombiningMark(scalar)) {
                    result += unicodeEscape(scalar)
                    previousWasEscape = true
                } else {
                    result.unicodeScalars.append(scalar)
                    previousWasEscape = false
                }
            }
        }
        return result + "\""
    }

    /// `\u{…}` for a scalar, upper-case hex.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Scalars that never appear raw in generated source: controls, format characters
    /// (bidirectional controls, zero-width characters, the byte-order mark), line and
    /// paragraph separators, private-use, surrogate and unassigned code points.
    /// The same set diagnostics make visible.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        DisplayText.isInvisible(scalar)
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    /// Text for a `//` or `///` comment line: one line, with line breaks, other control
    /// characters and bidirectional controls replaced by U+FFFD, so it can neither end the
    /// comment nor reorder how the code around it is displayed ("Trojan Source"). Joiners and
    /// other invisible characters stay: in a comment they can't change what the code does.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.unicodeScalars.append(" ")
            } else if breaksComment(scalar) {
                result.unicodeScalars.append("\u{FFFD}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    private static func breaksComment(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true  // bidirectional controls
        default:
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// A number as a Swift literal: whole values without a fraction (`60`), others in
    /// shortest round-trip form (`0.3`, `17.7`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// An integer as a Swift literal.
    static func integer(_ value: Int) -> String { String(value) }
}
