/// The language a preview is drawn in (`tabc preview --locale LANG`): the layout's texts in
/// that language, mirrored for a right-to-left language, integer badges in its digits.
public struct PreviewLocale: Sendable, Equatable {
    /// The identifier as given (`ar`, `de-CH`, `zh-Hans`).
    public var identifier: String
    /// Its language, lower case (`ar`).
    public var language: String

    /// The languages written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku-arab", "ps", "sd", "ug", "ur", "yi"]

    /// The digits a language writes numbers in by default (CLDR's default numbering system),
    /// where they are not 0–9: the zero of its run of ten digits.
    static let zeroDigits: [String: Unicode.Scalar] = [
        "ar": "\u{0660}", "ckb": "\u{0660}",  // Arabic-Indic
        "fa": "\u{06F0}", "ps": "\u{06F0}",   // Extended Arabic-Indic
        "bn": "\u{09E6}",                     // Bengali
        "mr": "\u{0966}", "ne": "\u{0966}",   // Devanagari
        "my": "\u{1040}",                     // Myanmar
    ]

    /// Arabic in the Maghreb writes 0–9.
    static let latinDigitRegions: Set<String> = ["dz", "eh", "ly", "ma", "tn"]

    public init(_ identifier: String) {
        self.identifier = identifier
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        language = parts.first ?? identifier.lowercased()
        region = parts.dropFirst().first { $0.count == 2 }
    }

    /// The two-letter region, lower case, if the identifier has one.
    var region: String?

    /// Whether the language is written right to left, so the bar's items run from the right.
    public var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(language) }

    /// `digits` (0–9) in the language's own digits.
    public func localizedDigits(_ digits: String) -> String {
        guard let zero = Self.zeroDigits[language], !(language == "ar" && region.map(Self.latinDigitRegions.contains) == true) else {
            return digits
        }
        var result = ""
        for scalar in digits.unicodeScalars {
            if (0x30...0x39).contains(scalar.value), let mapped = Unicode.Scalar(zero.value + scalar.value - 0x30) {
                result.unicodeScalars.append(mapped)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The layout as people using this language see it: each text translated by a catalog of
    /// the layout's table (the default value where none has it), an integer badge in the
    /// language's digits, and for a right-to-left language the items, margins and corners
    /// mirrored. Under `strings: none` the texts stay as written.
    public func apply(to layout: ResolvedLayout, catalogs: [StringCatalog]) -> ResolvedLayout {
        var result = layout
        let catalog = layout.strings.flatMap { table in StringCatalog.merged(catalogs).first { $0.table == table } }
        for index in result.items.indices {
            let item = layout.items[index]
            var localized = item
            for text in layout.texts(of: item) {
                guard let value = catalog?.translation(of: text.key, into: identifier) else { continue }
                switch text.property {
                case .title:
                    localized.title = value
                    // An item with a title and no label of its own reads its title.
                    if item.accessibility.label == item.title { localized.accessibility.label = value }
                case .accessibilityLabel: localized.accessibility.label = value
                case .accessibilityHint: localized.accessibility.hint = value
                case .badge: localized.badge = value
                }
            }
            if item.badgeIsInteger, let badge = item.badge { localized.badge = localizedDigits(badge) }
            result.items[index] = localized
        }
        for index in result.sections.indices {
            let text = layout.text(of: layout.sections[index])
            if let value = catalog?.translation(of: text.key, into: identifier) { result.sections[index].title = value }
        }
        if isRightToLeft {
            result.items.reverse()
            swap(&result.style.margins.leading, &result.style.margins.trailing)
            let mirrored: [Corner: Corner] = [.topLeading: .topTrailing, .topTrailing: .topLeading,
                                              .bottomLeading: .bottomTrailing, .bottomTrailing: .bottomLeading]
            let corners = Set(layout.style.corners.compactMap { mirrored[$0] })
            result.style.corners = Corner.allCases.filter(corners.contains)
        }
        return result
    }
}
