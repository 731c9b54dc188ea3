/// Keys in the order they were added, each once, with its position.
///
/// The validator's tables (a layout's dependencies, item ids, tags) hold a handful of keys, so
/// a linear search is cheaper than hashing, and needs no allocation beyond the array. A table
/// that grows past `linearLimit` also keeps a dictionary, so that a pathological file with
/// thousands of keys is still checked in linear time.
struct NameIndex<Key: Hashable> {
    /// Above this many keys, lookups hash.
    static var linearLimit: Int { 8 }

    private(set) var keys: [Key] = []
    private var positions: [Key: Int] = [:]

    var count: Int { keys.count }

    init() {}

    /// Room for `capacity` keys, so that filling the index allocates once.
    init(capacity: Int) {
        keys.reserveCapacity(capacity)
    }

    /// The position of `key`, if it was added.
    func position(of key: Key) -> Int? {
        if keys.count > Self.linearLimit { return positions[key] }
        return keys.firstIndex(of: key)
    }

    /// Adds `key` unless it is there; returns its position and whether it was added.
    @discardableResult
    mutating func insert(_ key: Key) -> (inserted: Bool, position: Int) {
        if let position = position(of: key) { return (false, position) }
        keys.append(key)
        if keys.count > Self.linearLimit {
            if positions.isEmpty {
                for (position, key) in keys.enumerated() { positions[key] = position }
            } else {
                positions[key] = keys.count - 1
            }
        }
        return (true, keys.count - 1)
    }
}

/// A set of small non-negative integers (positions in a list): the first 64 are bits of a
/// word, so the usual set needs no allocation.
struct PositionSet {
    private var word: UInt64 = 0
    private var overflow: Set<Int> = []

    mutating func insert(_ position: Int) {
        if position < 64 { word |= 1 << UInt64(position) } else { overflow.insert(position) }
    }

    func contains(_ position: Int) -> Bool {
        position < 64 ? word & (1 << UInt64(position)) != 0 : overflow.contains(position)
    }
}

/// A fixed table of names (properties, system colors, keywords) that the validator looks up
/// for nearly every value. A small open-addressing table keyed by a name's length, first and
/// last byte: a lookup compares one name, rarely two, and hashes none (`Dictionary` would hash
/// the whole name first).
struct StaticNameTable: Sendable {
    private let names: [String]
    /// Positions in `names`, -1 for an empty slot; a power of two, at most a quarter full.
    private let slots: [Int32]

    init(_ names: [String]) {
        var size = 64
        while size < names.count * 4 { size *= 2 }
        var slots = Array(repeating: Int32(-1), count: size)
        for (index, name) in names.enumerated() {
            var slot = Self.hash(name) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.names = names
        self.slots = slots
    }

    /// Read from the contiguous bytes when the string has them (native and small strings):
    /// `utf8.first` and `utf8.last` are generic and cost more than the rest of a lookup.
    @inline(__always) private static func hash(_ name: String) -> Int {
        let utf8 = name.utf8
        if let hash = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.count &* 37 &+ Int(bytes.first ?? 0) &* 7 &+ Int(bytes.last ?? 0)
        }) {
            return hash
        }
        return utf8.count &* 37 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)
    }

    /// The position of `name` in the table, if it is there.
    func index(of name: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if names[index] == name { return index }
            slot = (slot + 1) & mask
        }
    }
}
