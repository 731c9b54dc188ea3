/// A checked property: its value and where it was written.
struct CheckedProperty {
    var value: CheckedValue
    var nameRange: SourceRange
    var valueRange: SourceRange
    /// The unit of a property a layout took from a named style; nil for one written in the
    /// block being checked.
    var unit: Int?
}

/// The checked properties of one block, by key, in the order they were first given. A block
/// has a handful, so they are kept in a list.
struct CheckedProperties {
    /// One property and its key.
    struct Entry {
        var key: Schema.PropertyKey
        var setting: CheckedProperty
    }

    /// The properties in the order they were first given.
    private(set) var entries: [Entry] = []

    init() {}

    /// Adds a property, at the end when the key is new.
    mutating func add(_ key: Schema.PropertyKey, _ setting: CheckedProperty) {
        self[key] = setting
    }

    /// The checked value of a property.
    func value(_ key: Schema.PropertyKey) -> CheckedValue? { self[key]?.value }

    /// Where a property's value was written.
    func valueRange(_ key: Schema.PropertyKey) -> SourceRange? { self[key]?.valueRange }

    /// Whether the property was given but its value was wrong, so that checks depending on it
    /// stay silent.
    func isInvalid(_ key: Schema.PropertyKey) -> Bool {
        guard case .invalid? = self[key]?.value else { return false }
        return true
    }

    subscript(key: Schema.PropertyKey) -> CheckedProperty? {
        get { index(of: key).map { entries[$0].setting } }
        set {
            switch (index(of: key), newValue) {
            case let (index?, newValue?): entries[index].setting = newValue
            case let (index?, nil): entries.remove(at: index)
            case let (nil, newValue?): entries.append(Entry(key: key, setting: newValue))
            case (nil, nil): break
            }
        }
    }

    /// Whether the block gave the property (rightly or wrongly).
    func contains(_ key: Schema.PropertyKey) -> Bool { index(of: key) != nil }

    /// The position of a property among the entries. (Comparing keys by index reads each key
    /// in place; a search over the entries themselves copies every entry it passes.)
    private func index(of key: Schema.PropertyKey) -> Int? {
        entries.indices.first { entries[$0].key == key }
    }
}

/// The properties of one style block, and its `base:`.
struct StyleProperties {
    var settings = CheckedProperties()
    var base: (name: String, range: SourceRange, file: SourceFile)?
}
