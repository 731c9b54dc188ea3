/// Swift's reserved words, for TAB213 and for escaping names in generated code.
public enum SwiftKeywords {
    /// The keywords that can't be identifiers without backticks (SPEC §9): a layout name,
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

    /// Why a name that is not a keyword still can't be used, because of what the generated
    /// Swift declares with it; nil when it is fine. (Found by compiling generated code: an enum
    /// case can share its name with an instance member, but not with `allCases`.)
    static func generatedNameClash(_ name: String, as what: String) -> String? {
        switch (what, name) {
        case ("an item id", "allCases"):
            return "the generated enum is CaseIterable, and its list of cases is already called 'allCases'"
        case ("a layout name", "UI"):
            return "the generated types would be UITab, UITabBar, UITabBarController and UITabBarControllerDelegate, UIKit's own"
        default:
            return nil
        }
    }
}
