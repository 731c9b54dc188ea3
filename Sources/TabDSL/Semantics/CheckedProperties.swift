/// A checked property: its value and where it was written.
struct CheckedProperty {
    var value: CheckedValue
    var nameRange: SourceRange
    var valueRange: SourceRange
    /// The unit of a property a layout took from a named style; nil for one written in the
    /// block being checked.
    var unit: Int?
}

/// The checked properties of one block, by key, in the order they were first given.
struct CheckedProperties {
    /// One property and its key.
    struct Entry {
        var key: Schema.PropertyKey
        var setting: CheckedProperty
    }

    private var order: [Schema.PropertyKey] = []
    private var byKey: [Schema.PropertyKey: CheckedProperty] = [:]

    init() {}

    /// The properties in the order they were first given.
    var entries: [Entry] { order.map { Entry(key: $0, setting: byKey[$0]!) } }

    /// Adds a property, at the end when the key is new.
    mutating func add(_ key: Schema.PropertyKey, _ setting: CheckedProperty) {
        self[key] = setting
    }

    /// The checked value of a property.
    func value(_ key: Schema.PropertyKey) -> CheckedValue? { byKey[key]?.value }

    /// Where a property's value was written.
    func valueRange(_ key: Schema.PropertyKey) -> SourceRange? { byKey[key]?.valueRange }

    /// Whether the property was given but its value was wrong, so that checks depending on it
    /// stay silent.
    func isInvalid(_ key: Schema.PropertyKey) -> Bool {
        guard case .invalid? = byKey[key]?.value else { return false }
        return true
    }

    subscript(key: Schema.PropertyKey) -> CheckedProperty? {
        get { byKey[key] }
        set {
            if let newValue {
                if byKey.updateValue(newValue, forKey: key) == nil { order.append(key) }
            } else if byKey.removeValue(forKey: key) != nil {
                order.removeAll { $0 == key }
            }
        }
    }

    /// Whether the block gave the property (rightly or wrongly).
    func contains(_ key: Schema.PropertyKey) -> Bool { byKey[key] != nil }
}

/// The properties of one style block, and its `base:`.
struct StyleProperties {
    var settings = CheckedProperties()
    var base: (name: String, range: SourceRange, file: SourceFile)?
}
