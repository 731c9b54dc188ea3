/// Swift's reserved words, for TAB213 and for escaping names in generated code.
public enum SwiftKeywords {
    /// The keywords that can't be identifiers without backticks (docs/files-and-limits.md): a layout name,
    /// item id or `inject` name that is one of them is TAB213.
    public static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]
}

extension SwiftKeywords {
    /// Whether `name` is one of the `reserved` keywords.
    static func isReserved(_ name: String) -> Bool {
        reserved.contains(name)
    }

    /// What a name that is not a keyword still clashes with in the generated Swift; nil when it
    /// is fine. (Found by compiling generated code: an enum case can share its name with an
    /// instance member, but not with `allCases`.)
    static func generatedNameClash(_ name: String, as role: Catalogue.NameRole) -> GeneratedNameClash? {
        switch (role, name) {
        case (.itemId, "allCases"): return .allCases
        case (.layoutName, "UI"): return .uiKitTypes
        default: return nil
        }
    }
}

/// A name of the generated Swift that a layout's name or an item id would take (TAB213).
enum GeneratedNameClash {
    /// The tab enum's `allCases`, which `CaseIterable` declares.
    case allCases
    /// UIKit's own `UITab`, `UITabBar`, … (a layout named `UI`).
    case uiKitTypes

}
