/// What the framer found in the byte stream.
public enum FramedMessage: Sendable, Equatable {
    /// The body of one message (its JSON text, not yet parsed).
    case message([UInt8])
    /// A header that could not be read; the framer skips to the next `Content-Length`.
    case badHeader(String)
}

/// JSON-RPC `Content-Length` framing (LSP's base protocol) as an incremental decoder: bytes
/// in, message bodies and header errors out. It holds no I/O and never traps.
public struct MessageFramer: Sendable {
    /// The longest header block accepted, in bytes.
    public static let maximumHeaderSize = 8 * 1024
    /// The largest body accepted; a longer one is reported and skipped without being kept.
    public static let maximumBodySize = JSONReader.maximumSize

    private enum State: Sendable {
        case header
        /// After a bad header: skipping to the next `Content-Length`.
        case resynchronizing
        case body(Int)
        /// Skipping the bytes of a body that is too large.
        case discarding(Int)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    private var state = State.header

    public init() {}

    /// Adds bytes from the stream and returns every message and error they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [FramedMessage] {
        buffer.append(contentsOf: bytes)
        var found: [FramedMessage] = []
        while step(&found) {}
        // Drop consumed bytes once they are the larger part, so memory stays bounded.
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return found
    }

    /// Bytes received but not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - start }

    private static let separator: [UInt8] = Array("\r\n\r\n".utf8)
    private static let headerName: [UInt8] = Array("content-length:".utf8)

    /// One step of decoding; false when more bytes are needed.
    private mutating func step(_ found: inout [FramedMessage]) -> Bool {
        switch state {
        case .body(let length):
            guard buffer.count - start >= length else { return false }
            found.append(.message(Array(buffer[start..<(start + length)])))
            start += length
            state = .header
            return true
        case .discarding(let remaining):
            let available = buffer.count - start
            if available >= remaining {
                start += remaining
                state = .header
                return true
            }
            start = buffer.count
            state = .discarding(remaining - available)
            return false
        case .resynchronizing:
            if let position = find(Self.headerName, caseInsensitive: true) {
                start = position
                state = .header
                return true
            }
            // Keep the tail that may be the start of a split `Content-Length`.
            start = max(start, buffer.count - (Self.headerName.count - 1))
            return false
        case .header:
            // Line ends between messages are tolerated.
            while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
            let end = find(Self.separator, caseInsensitive: false)
            if let bareLineFeed = firstBareLineFeed(before: end ?? buffer.count) {
                // A header ended by bare LFs: its own `\r\n\r\n` never comes, and waiting for
                // one would take the next message's header and swallow that message. It is
                // refused at once and the next `Content-Length` after it read.
                found.append(.badHeader("a header line ends in a bare LF; header lines end in CRLF"))
                start = bareLineFeed + 1
                state = .resynchronizing
                return true
            }
            guard let end else {
                if buffer.count - start > Self.maximumHeaderSize {
                    found.append(.badHeader("a header longer than \(Self.maximumHeaderSize) bytes"))
                    start += 1
                    state = .resynchronizing
                    return true
                }
                return false
            }
            guard end - start <= Self.maximumHeaderSize else {
                // The separator found may be a later message's: resynchronize from here.
                found.append(.badHeader("a header longer than \(Self.maximumHeaderSize) bytes"))
                start += 1
                state = .resynchronizing
                return true
            }
            let header = Array(buffer[start..<end])
            start = end + Self.separator.count
            switch Self.contentLength(in: header) {
            case .success(let length):
                if length > Self.maximumBodySize {
                    found.append(.badHeader("Content-Length \(length) is larger than \(Self.maximumBodySize) bytes"))
                    state = .discarding(length)
                } else {
                    state = .body(length)
                }
            case .failure(let error):
                found.append(.badHeader(error.reason))
                state = .resynchronizing
            }
            return true
        }
    }

    /// The first LF of the header not preceded by CR, looking no further than `limit` and the
    /// longest header; nil when there is none.
    private func firstBareLineFeed(before limit: Int) -> Int? {
        let end = min(limit, buffer.count, start + Self.maximumHeaderSize + Self.separator.count)
        var index = start
        while index < end {
            if buffer[index] == 0x0A && (index == start || buffer[index - 1] != 0x0D) { return index }
            index += 1
        }
        return nil
    }

    private func find(_ needle: [UInt8], caseInsensitive: Bool) -> Int? {
        guard buffer.count - start >= needle.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            var index = start
            let last = bytes.count - needle.count
            while index <= last {
                var matched = true
                for offset in 0..<needle.count {
                    var byte = bytes[index + offset]
                    if caseInsensitive, byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                    if byte != needle[offset] {
                        matched = false
                        break
                    }
                }
                if matched { return index }
                index += 1
            }
            return nil
        }
    }

    /// The `Content-Length` of a header block; other fields (`Content-Type`) are allowed.
    private static func contentLength(in header: [UInt8]) -> Result<Int, HeaderErrorReason> {
        guard let text = String(validating: header, as: UTF8.self) else {
            return .failure(HeaderErrorReason("the header is not valid UTF-8"))
        }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderErrorReason("a header line without ':'"))
            }
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard length == nil else { return .failure(HeaderErrorReason("Content-Length given twice")) }
                guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                    return .failure(HeaderErrorReason("Content-Length is not a number: '\(value.prefix(40))'"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderErrorReason("a header without Content-Length")) }
        return .success(length)
    }

    /// Frames a message body for the stream.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Why a header was refused.
struct HeaderErrorReason: Error, Sendable {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
