/// An Xcode string catalog (`Localizable.xcstrings`) as far as tabc reads it: which keys it
/// holds and in which languages each is translated.
///
/// A catalog is JSON: `sourceLanguage`, and `strings` from each key to its `localizations`,
/// each language holding a `stringUnit` (`{"state": "translated", "value": "…"}`) or
/// `variations` (plural or device cases, nested, each ending in a `stringUnit`). Reading never
/// traps: anything else is a `StringCatalog.Problem` with the reason in words.
public struct StringCatalog: Sendable {
    /// The largest catalog read, in bytes, as for `.tabs` files.
    public static let maximumSize = Parser.maximumFileSize

    /// The path it was read from.
    public var path: String
    /// Its table: the file name without its extension (`Localizable`), as in Xcode.
    public var table: String
    /// The language the keys' default values are in.
    public var sourceLanguage: String
    /// Every language that appears in any entry, sorted.
    public var languages: [String]
    /// For each key, the languages it is translated in (`nil` entries: marked not to translate).
    var translations: [String: Set<String>?]
    /// For each key, its translated value in each language (a variation's `other` case, or
    /// its first), for previews.
    var values: [String: [String: String]] = [:]

    /// Why a file is not a string catalog.
    public struct Problem: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The table of a catalog at `path`: its file name without the extension.
    public static func table(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Reads a catalog's bytes (at most `maximumSize`; a caller that read a stream passes what
    /// it read, up to one byte more).
    public static func read(_ bytes: [UInt8], path: String) -> Result<StringCatalog, Problem> {
        guard bytes.count <= maximumSize else {
            return .failure(Problem(reason: "the file is larger than 16 MiB, the most tabc reads"))
        }
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        let json: JSONValue
        switch JSONReader.read(body) {
        case .success(let value): json = value
        case .failure(let error): return .failure(Problem(reason: "it is not JSON (\(error.message) at byte \(error.offset))"))
        }
        guard json.isObject else { return .failure(Problem(reason: "it is not a JSON object")) }
        guard let sourceLanguage = json["sourceLanguage"]?.stringValue, !sourceLanguage.isEmpty else {
            return .failure(Problem(reason: "it has no 'sourceLanguage'"))
        }
        guard case .object(let entries)? = json["strings"] else {
            return .failure(Problem(reason: "it has no 'strings' object"))
        }
        var catalog = StringCatalog(path: path, table: table(ofPath: path), sourceLanguage: sourceLanguage,
                                    languages: [], translations: [:])
        var languages: Set<String> = []
        for (key, entry) in entries {
            guard entry.isObject else { return .failure(Problem(reason: "the entry '\(key)' is not an object")) }
            if entry["shouldTranslate"]?.boolValue == false {
                catalog.translations[key] = .some(nil)
                continue
            }
            var translated: Set<String> = []
            switch entry["localizations"] {
            case nil, .null?:
                break
            case .object(let localizations)?:
                for (language, localization) in localizations {
                    guard localization.isObject else {
                        return .failure(Problem(reason: "the '\(language)' localization of '\(key)' is not an object"))
                    }
                    languages.insert(language)
                    switch isTranslated(localization) {
                    case true?:
                        translated.insert(language)
                        if let value = representativeValue(localization) { catalog.values[key, default: [:]][language] = value }
                    case false?: break
                    case nil: return .failure(Problem(reason: "the '\(language)' localization of '\(key)' has no string unit"))
                    }
                }
            default:
                return .failure(Problem(reason: "the 'localizations' of '\(key)' is not an object"))
            }
            catalog.translations[key] = .some(translated)
        }
        catalog.languages = languages.sorted()
        return .success(catalog)
    }

    /// Whether a localization is translated: its `stringUnit` has the state `translated` and
    /// so does every variation's; nil when it holds neither a unit nor variations (not a
    /// localization). JSON nesting is bounded by the reader, so the recursion is too.
    static func isTranslated(_ localization: JSONValue) -> Bool? {
        var found = false
        var translated = true
        if let unit = localization["stringUnit"] {
            guard let state = unit["state"]?.stringValue else { return nil }
            found = true
            translated = translated && state == "translated"
        }
        if case .object(let kinds)? = localization["variations"] {
            for (_, kind) in kinds {
                guard case .object(let cases) = kind else { return nil }
                for (_, variation) in cases {
                    guard let inner = isTranslated(variation) else { return nil }
                    found = true
                    translated = translated && inner
                }
            }
        } else if localization["variations"] != nil {
            return nil
        }
        return found ? translated : nil
    }

    /// The value a translated localization shows: its string unit's, else its variations'
    /// `other` case (or the first case) of the first kind of variation.
    static func representativeValue(_ localization: JSONValue) -> String? {
        if let value = localization["stringUnit"]?["value"]?.stringValue { return value }
        guard case .object(let kinds)? = localization["variations"], case .object(let cases)? = kinds.first?.1 else { return nil }
        let chosen = cases.first { $0.0 == "other" } ?? cases.first
        return chosen.flatMap { representativeValue($0.1) }
    }

    /// The translation of `key` into `language` (`pt-BR`, then `pt`), if the catalog has one
    /// marked translated.
    public func translation(of key: String, into language: String) -> String? {
        guard let byLanguage = values[key] else { return nil }
        if let value = byLanguage[language] { return value }
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return byLanguage[base]
    }

    /// What the catalog lacks for `key`: nil when it is translated into every language but the
    /// source language (or marked not to translate); `.missing` when the catalog has no such
    /// key; otherwise the languages it is not translated into, sorted.
    public func gap(for key: String) -> Gap? {
        guard let entry = translations[key] else { return .missing }
        guard let translated = entry else { return nil }
        let untranslated = languages.filter { $0 != sourceLanguage && !translated.contains($0) }
        return untranslated.isEmpty ? nil : .untranslated(untranslated)
    }

    /// What a catalog lacks for a key.
    public enum Gap: Sendable, Equatable {
        /// The key is not in the catalog.
        case missing
        /// The key is there, untranslated (or not marked translated) in these languages.
        case untranslated([String])
    }

    /// Several catalogs of one table as one: a key counts as translated into a language when
    /// any of them has it so.
    public static func merged(_ catalogs: [StringCatalog]) -> [StringCatalog] {
        var byTable: [String: StringCatalog] = [:]
        var order: [String] = []
        for catalog in catalogs {
            guard var merged = byTable[catalog.table] else {
                byTable[catalog.table] = catalog
                order.append(catalog.table)
                continue
            }
            merged.languages = Array(Set(merged.languages).union(catalog.languages)).sorted()
            merged.values.merge(catalog.values) { first, second in first.merging(second) { kept, _ in kept } }
            for (key, entry) in catalog.translations {
                switch (merged.translations[key], entry) {
                case (nil, _): merged.translations[key] = entry
                case (let old??, let new?): merged.translations[key] = .some(old.union(new))
                default: merged.translations[key] = .some(nil)
                }
            }
            byTable[catalog.table] = merged
        }
        return order.compactMap { byTable[$0] }
    }
}
