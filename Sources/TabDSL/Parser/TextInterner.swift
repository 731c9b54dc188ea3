import Foundation

/// Makes the `String`s of a parse, one per distinct spelling.
///
/// Layout files repeat their names on every few lines (`title`, `icon`, `screen`, the
/// dependency names): the parser asks here, so that each spelling is decoded once.
struct TextInterner {
    /// Where a spelling lives in the source, its first eight bytes, and its `String` in
    /// `texts`; a spelling of up to eight bytes is compared as one word.
    private struct Slot {
        var prefix: UInt64
        var hash: UInt32
        var length: UInt32
        var offset: Int32
        /// The index in `texts` plus one; 0 for an empty slot.
        var text: Int32
    }

    /// Open addressing, linear probing; a power-of-two capacity kept at most half full.
    private var slots = [Slot](repeating: Slot(prefix: 0, hash: 0, length: 0, offset: 0, text: 0), count: 256)
    private var texts: [String] = []

    /// The text of `bytes[start..<end]`, repaired where it is not valid UTF-8.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let length = end - start
        guard length > 0, let base = bytes.baseAddress else { return "" }
        let prefix = Self.prefix(bytes, start, length)
        let hash = Self.hash(prefix, base + start, length)
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(hash) & mask
            while slots[slot].text != 0 {
                let entry = slots[slot]
                if entry.prefix == prefix && Int(entry.length) == length
                    && (length <= 8 || memcmp(base + start + 8, base + Int(entry.offset) + 8, length - 8) == 0) {
                    return Int(entry.text) - 1
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return texts[found] }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        texts.append(text)
        insert(Slot(prefix: prefix, hash: hash, length: UInt32(length), offset: Int32(truncatingIfNeeded: start),
                    text: Int32(texts.count)))
        if texts.count * 2 > slots.count { grow() }
        return text
    }

    /// The first (up to) eight bytes as a little-endian word, zero beyond the spelling.
    @inline(__always)
    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if start + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return length >= 8 ? word : word & ((1 << (UInt64(length) * 8)) - 1)
        }
        // Near the end of the file: byte by byte, never reading past it.
        var word: UInt64 = 0
        for index in 0..<min(length, 8) { word |= UInt64(base[start + index]) << (UInt64(index) * 8) }
        return word
    }

    /// A multiplicative hash of the prefix, then of the rest eight bytes at a time (names are
    /// short; this is no defence against chosen collisions, which would only make a parse
    /// slower, never wrong).
    @inline(__always)
    private static func hash(_ prefix: UInt64, _ start: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        var hash = (prefix ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        if length > 8 {
            let raw = UnsafeRawPointer(start)
            var offset = 8
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
        }
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
        slots = [Slot](repeating: Slot(prefix: 0, hash: 0, length: 0, offset: 0, text: 0), count: old.count * 2)
        for entry in old where entry.text != 0 { insert(entry) }
    }
}
