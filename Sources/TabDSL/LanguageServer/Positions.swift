/// How the `character` of an LSP position counts: UTF-8 bytes or UTF-16 code units.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// An LSP position: 0-based line and character in the negotiated encoding.
public struct LSPPosition: Sendable, Equatable {
    public var line: Int
    public var character: Int

    /// A position at a 0-based line and character.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    var json: JSONValue { .object([("line", .integer(line)), ("character", .integer(character))]) }

    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// Conversions between byte offsets of a `SourceFile` and LSP positions.
struct PositionMapper {
    var file: SourceFile
    var encoding: PositionEncoding

    /// The position of a byte offset (clamped into the file).
    func position(of offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), file.bytes.count)
        let lineStarts = file.lineStarts
        let line = file.lineIndex(of: offset)
        switch encoding {
        case .utf8:
            return LSPPosition(line: line, character: max(0, offset - lineStarts[line]))
        case .utf16:
            return LSPPosition(line: line, character: file.location(of: offset).utf16Column - 1)
        }
    }

    /// The LSP range of a byte range.
    func range(_ range: SourceRange) -> JSONValue {
        .object([("start", position(of: range.offset).json), ("end", position(of: range.end).json)])
    }

    /// The byte offset of a position; a line past the end is the end of the file, a character
    /// past the line's end is its end (as LSP asks).
    func offset(of position: LSPPosition) -> Int {
        let lineStarts = file.lineStarts
        guard position.line < lineStarts.count else { return file.bytes.count }
        let content = file.lineContentRange(position.line)
        switch encoding {
        case .utf8:
            // Compared before adding, so a `character` near Int.max can't overflow.
            return position.character >= content.end - content.offset ? content.end : content.offset + position.character
        case .utf16:
            var units = 0
            var index = content.offset
            let bytes = file.bytes
            while index < content.end && units < position.character {
                let length = UTF8Validation.sequenceLength(bytes, at: index) ?? 1
                units += length == 4 ? 2 : 1
                index += length
            }
            return min(index, content.end)
        }
    }
}
