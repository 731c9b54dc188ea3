import Foundation

/// Makes the `String`s of a parse, one per distinct spelling.
///
/// Making a `String` from bytes validates them as UTF-8, and one of more than 15 bytes
/// (`transactionManager`, `MainViewController`) also needs a heap allocation. Layout files
/// repeat their names on every few lines (`title`, `icon`, `screen`, the dependency names), so
/// the parser asks here instead: the first occurrence is made once, later ones are a hash and
/// a byte comparison away, and long ones share one allocation.
struct TextInterner {
    /// Where a spelling lives in the source, and its `String` in `texts`. Probing reads only
    /// these plain values, never a `String` (which would be retained and released).
    private struct Slot {
        var hash: UInt32
        var length: UInt32
        var offset: Int32
        /// The index in `texts` plus one; 0 for an empty slot.
        var text: Int32
    }

    /// Open addressing, linear probing; a power-of-two capacity kept at most half full.
    private var slots = [Slot](repeating: Slot(hash: 0, length: 0, offset: 0, text: 0), count: 256)
    private var texts: [String] = []

    /// The text of `bytes[start..<end]`, repaired where it is not valid UTF-8.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let length = end - start
        if length <= 0 { return "" }
        guard let base = bytes.baseAddress else { return "" }
        let hash = Self.hash(base + start, length)
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(hash) & mask
            while slots[slot].text != 0 {
                let entry = slots[slot]
                if entry.hash == hash && Int(entry.length) == length
                    && memcmp(base + start, base + Int(entry.offset), length) == 0 {
                    return Int(entry.text) - 1
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return texts[found] }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        texts.append(text)
        insert(Slot(hash: hash, length: UInt32(length), offset: Int32(truncatingIfNeeded: start), text: Int32(texts.count)))
        if texts.count * 2 > slots.count { grow() }
        return text
    }

    /// A multiplicative hash eight bytes at a time (names are short; this is no defence
    /// against chosen collisions, which would only make a parse slower, never wrong).
    private static func hash(_ start: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        let raw = UnsafeRawPointer(start)
        var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= length {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x1000_0000_01B3
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < length {
            tail = tail << 8 | UInt64(start[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    private mutating func insert(_ entry: Slot) {
        let mask = slots.count - 1
        var slot = Int(entry.hash) & mask
        while slots[slot].text != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(hash: 0, length: 0, offset: 0, text: 0), count: old.count * 2)
        for entry in old where entry.text != 0 { insert(entry) }
    }
}
