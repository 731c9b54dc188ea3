import Synchronization

/// A range of a source file in UTF-8 bytes: where it starts and how many bytes it covers.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored in 32 bits (inputs are limited to 16 MiB), so that the syntax tree, which holds a
    // range in every node, is smaller and cheaper to build and copy.
    private var storedOffset: Int32
    private var storedLength: Int32

    /// The byte offset of the first byte.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(truncatingIfNeeded: newValue) }
    }

    /// The number of bytes covered; 0 for a position between two bytes.
    public var length: Int {
        get { Int(storedLength) }
        set { storedLength = Int32(truncatingIfNeeded: newValue) }
    }

    public init(offset: Int, length: Int) {
        self.storedOffset = Int32(truncatingIfNeeded: offset)
        self.storedLength = Int32(truncatingIfNeeded: length)
    }

    /// The offset just past the last byte.
    public var end: Int { offset + length }

    /// The empty range at `offset`.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(offset: offset, length: 0) }

    /// The range from `start` up to (not including) `end`.
    public static func from(_ start: Int, to end: Int) -> SourceRange {
        SourceRange(offset: start, length: max(0, end - start))
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        .from(min(offset, other.offset), to: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.offset, lhs.length) < (rhs.offset, rhs.length)
    }

    public var description: String { "\(offset)+\(length)" }
}

/// A position as people read it: 1-based line and column.
public struct SourceLocation: Hashable, Sendable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column counting Unicode scalars (an invalid byte counts as one, a tab as one).
    public var column: Int
    /// 1-based column counting UTF-16 code units, as editor protocols do.
    public var utf16Column: Int
    /// The UTF-8 byte offset in the file.
    public var offset: Int
}

/// One source file: its bytes, the name it is reported under, and a table of line starts.
///
/// Positions are byte offsets everywhere; this type converts them to lines and columns only
/// when a diagnostic is rendered.
public final class SourceFile: Sendable {
    /// The name diagnostics use for this file (a path as given, or `<stdin>`).
    public let path: String
    /// The name of standard input when the command line gives it none.
    public static let standardInputPath = "<stdin>"
    /// The raw contents.
    public let bytes: [UInt8]
    /// The number of bytes a leading byte-order mark takes (0 or 3).
    public let bomLength: Int
    /// The size of a file refused before it was read because it is over the limit (its bytes
    /// are then empty); nil for a file that was read.
    public let sizeOnDisk: Int?
    /// The line table, built on first use: most files of a run are never rendered.
    private let lineTable = Mutex<[Int]?>(nil)
    /// The last position converted to columns. Renderers ask in source order, so counting on
    /// from it keeps a thousand diagnostics on one 15 MiB line linear rather than quadratic.
    private let lastColumn = Mutex<ColumnMark?>(nil)

    private struct ColumnMark {
        var line: Int
        var offset: Int
        var scalars: Int
        var utf16: Int
    }

    public init(path: String, bytes: [UInt8], sizeOnDisk: Int? = nil) {
        self.path = path
        self.bytes = bytes
        self.sizeOnDisk = sizeOnDisk
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.bomLength = hasBOM ? 3 : 0
    }

    /// The byte offset where each line starts; the first line starts after a byte-order mark.
    public var lineStarts: [Int] {
        lineTable.withLock { table in
            if let table { return table }
            let built = Self.buildLineStarts(bytes, from: bomLength)
            table = built
            return built
        }
    }

    private static func buildLineStarts(_ bytes: [UInt8], from start: Int) -> [Int] {
        var starts = [start]
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file's name without its folder and without `.tabs`: `finance` for
    /// `examples/finance.tabs`; outputs are named after it.
    public var baseName: String {
        var name = path
        if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
        if name.hasSuffix(".tabs") { name.removeLast(5) }
        return name.isEmpty ? "layout" : name
    }

    /// The text of the file (invalid UTF-8 repaired), for tools that need a `String`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        lineIndex(of: offset, in: lineStarts)
    }

    private func lineIndex(of offset: Int, in lineStarts: [Int]) -> Int {
        // The last line start that is <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line and columns of a byte offset (clamped into the file).
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, bomLength), bytes.count)
        let lineStarts = self.lineStarts
        let line = lineIndex(of: offset, in: lineStarts)
        let start = lineStarts[line]
        var scalars = 0
        var utf16 = 0
        var index = start
        if let mark = lastColumn.withLock({ $0 }), mark.line == line, mark.offset <= offset, mark.offset >= start {
            (index, scalars, utf16) = (mark.offset, mark.scalars, mark.utf16)
        }
        defer {
            // Only a position at a character boundary is remembered: counting on from inside a
            // sequence would count its bytes one by one where a count from the line start doesn't.
            if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                lastColumn.withLock { $0 = ColumnMark(line: line, offset: offset, scalars: scalars, utf16: utf16) }
            }
        }
        while index < offset {
            if bytes[index] < 0x80 {
                // ASCII, the common case, without the general decoder.
                scalars += 1
                utf16 += 1
                index += 1
            } else if let length = UTF8Validation.sequenceLength(bytes, at: index), index + length <= offset {
                scalars += 1
                utf16 += length == 4 ? 2 : 1
                index += length
            } else {
                // Each byte of an invalid sequence counts as one column.
                scalars += 1
                utf16 += 1
                index += 1
            }
        }
        return SourceLocation(line: line + 1, column: scalars + 1, utf16Column: utf16 + 1, offset: offset)
    }

    /// The byte range of a 0-based line's content, without its line end.
    public func lineContentRange(_ line: Int) -> SourceRange {
        let lineStarts = self.lineStarts
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return .from(start, to: end)
    }

    /// The text of a byte range (invalid UTF-8 repaired).
    public func text(of range: SourceRange) -> String {
        let start = min(max(range.offset, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }
}

/// UTF-8 validation on raw bytes, shared by the lexer and the line table.
public enum UTF8Validation {
    /// The length of the valid UTF-8 sequence starting at `index`, or nil when the byte there
    /// does not start one (a lone continuation byte, an overlong form, a surrogate, a value
    /// above U+10FFFF, or a truncated sequence).
    public static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        bytes.withUnsafeBufferPointer { sequenceLength($0, at: index) }
    }

    /// The same over a buffer, for the lexer's hot loop.
    @inline(__always)
    public static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let count = bytes.count
        let first = bytes[index]
        if first < 0x80 { return 1 }
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            let position = index + offset
            return position < count && bytes[position] >= low && bytes[position] <= high
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }
}

/// What a column counts in the line-oriented diagnostic formats (`tabc check --column-unit`),
/// as GCC's `-fdiagnostics-column-unit` does.
public enum ColumnUnit: String, Sendable, CaseIterable {
    /// Unicode scalars, the default: one per character whatever its encoding.
    case scalar
    /// UTF-16 code units, which VS Code's problem matchers and the Language Server Protocol count.
    case utf16
    /// UTF-8 bytes, which Vim's and Neovim's `errorformat` count.
    case byte
}

extension SourceFile {
    /// The 1-based column of a location in `unit`.
    public func column(of location: SourceLocation, in unit: ColumnUnit) -> Int {
        switch unit {
        case .scalar: return location.column
        case .utf16: return location.utf16Column
        case .byte: return location.offset - lineStarts[location.line - 1] + 1
        }
    }
}
