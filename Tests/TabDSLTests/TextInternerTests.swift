import XCTest
@testable import TabDSL

/// The parser's interner must give exactly the text of the bytes asked for, whatever their
/// length, their neighbours or their place in the file (the last bytes of a file are read one
/// by one, never past its end).
final class TextInternerTests: XCTestCase {
    func testEverySpellingComesBackAsItsOwnText() {
        let words = ["a", "ab", "title", "abcdefgh", "abcdefghi", "abcdefghj", "abcdefgh1234567X", "abcdefgh1234567Y",
                     "transactionManager", "transactionManagers", "é", "😀x", "", "x"]
        var text = words.joined(separator: " ")
        text += " \u{FF}"  // an invalid byte is made into U+FFFD, as String(decoding:) does
        var bytes = Array(text.utf8)
        bytes[bytes.count - 1] = 0xFF
        var interner = TextInterner()
        bytes.withUnsafeBufferPointer { buffer in
            // Every range of the buffer, twice, so that the second answers come from the table.
            for _ in 0..<2 {
                for start in 0..<buffer.count {
                    for end in start...min(buffer.count, start + 24) {
                        let expected = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                        XCTAssertEqual(interner.text(buffer, start, end), expected, "\(start)..<\(end)")
                    }
                }
            }
        }
    }
}
