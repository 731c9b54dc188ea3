/// Keys in the order they were added, each once, with its position.
struct NameIndex<Key: Hashable> {
    private(set) var keys: [Key] = []
    private var positions: [Key: Int] = [:]

    var count: Int { keys.count }

    init() {}

    /// The position of `key`, if it was added.
    func position(of key: Key) -> Int? { positions[key] }

    /// Adds `key` unless it is there; returns its position and whether it was added.
    @discardableResult
    mutating func insert(_ key: Key) -> (inserted: Bool, position: Int) {
        if let position = positions[key] { return (false, position) }
        positions[key] = keys.count
        keys.append(key)
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
