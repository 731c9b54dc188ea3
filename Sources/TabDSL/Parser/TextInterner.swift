/// Makes the `String`s of a parse, sharing one copy of each long spelling.
///
/// A name or string of up to 15 UTF-8 bytes is stored inside its `String` value, but a longer
/// one (`transactionManager`, `MainViewController`) needs a heap allocation and a UTF-8
/// validation each time it is made. Layout files repeat such names on every few lines, so the
/// parser asks here instead: the first occurrence is made once, later ones share it.
struct TextInterner {
    private struct Entry {
        var hash: UInt32
        var offset: Int32
        var length: Int32
        var text: String
    }

    /// Open addressing, linear probing; a power-of-two capacity kept at most half full.
    private var slots: [Entry?] = Array(repeating: nil, count: 64)
    private var count = 0

    /// The text of `bytes[start..<end]`, valid UTF-8 already checked by the lexer or repaired.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let length = end - start
        if length <= 15 {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        // FNV-1a over the bytes.
        var hash: UInt32 = 2_166_136_261
        for index in start..<end {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while let entry = slots[slot] {
            if entry.hash == hash && Int(entry.length) == length
                && Self.equal(bytes, start, Int(entry.offset), length) {
                return entry.text
            }
            slot = (slot + 1) & mask
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        slots[slot] = Entry(hash: hash, offset: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length), text: text)
        count += 1
        if count * 2 > slots.count { grow() }
        return text
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        for index in 0..<length where bytes[a + index] != bytes[b + index] { return false }
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count - 1
        for case let entry? in old {
            var slot = Int(entry.hash) & mask
            while slots[slot] != nil { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
