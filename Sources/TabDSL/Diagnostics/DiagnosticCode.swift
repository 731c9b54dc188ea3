/// Every diagnostic code of docs/diagnostics.md. Codes, once published, keep their meaning.
public enum DiagnosticCode: String, Sendable, CaseIterable, Comparable, Hashable {
    case TAB001, TAB002, TAB003, TAB004, TAB005, TAB006, TAB007
    case TAB101, TAB102, TAB103, TAB104, TAB105, TAB106
    case TAB201, TAB202, TAB203, TAB204, TAB205, TAB206, TAB207, TAB208, TAB209, TAB210
    case TAB211, TAB212, TAB213, TAB214, TAB215, TAB216, TAB217, TAB218, TAB219, TAB220
    case TAB221, TAB222
    case TAB223, TAB224, TAB225, TAB226
    case TAB301, TAB302, TAB303, TAB304, TAB305, TAB306, TAB307, TAB308, TAB309, TAB310
    case TAB311, TAB312
    case TAB313, TAB314, TAB315, TAB316, TAB317, TAB318
    /// Not in docs/diagnostics.md: a limit of the implementation (input too large, too many diagnostics).
    case TAB901

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code's fixed severity.
    public var severity: Severity {
        switch self {
        case .TAB301, .TAB302, .TAB303, .TAB304, .TAB305, .TAB306, .TAB307, .TAB308, .TAB309, .TAB310, .TAB311,
             .TAB312, .TAB313, .TAB315, .TAB316, .TAB317, .TAB318:
            return .warning
        default:
            return .error
        }
    }

    /// Whether a `tabc:ignore` comment may suppress it: warnings only, and not TAB317, which
    /// reports the suppressions themselves.
    public var isSuppressible: Bool { severity == .warning && self != .TAB317 }

    /// A short name for the rule, in the manner of SARIF rule names (`UnknownProperty`).
    public var name: String { Self.catalogue[self]?.name ?? rawValue }

    /// One line saying when the code is reported, as in docs/diagnostics.md.
    public var summary: String { Self.catalogue[self]?.summary ?? rawValue }

    private static let catalogue: [DiagnosticCode: (name: String, summary: String)] = [
        .TAB001: ("UnexpectedCharacter", "unexpected character"),
        .TAB002: ("UnterminatedString", "unterminated string"),
        .TAB003: ("InvalidEscape", "invalid escape in a string"),
        .TAB004: ("UnterminatedBlockComment", "unterminated block comment"),
        .TAB005: ("InvalidColorLiteral", "invalid color literal"),
        .TAB006: ("InvalidNumberLiteral", "invalid number literal"),
        .TAB007: ("InvalidUTF8", "invalid UTF-8"),
        .TAB101: ("ExpectedToken", "expected a token"),
        .TAB102: ("ExpectedValue", "expected a value"),
        .TAB103: ("UnexpectedTopLevelToken", "unexpected token at top level"),
        .TAB104: ("MissingClosingBrace", "missing '}'"),
        .TAB105: ("NestingTooDeep", "nesting too deep"),
        .TAB106: ("ImportAfterDeclaration", "'import' after a declaration"),
        .TAB201: ("UnknownProperty", "unknown property"),
        .TAB202: ("WrongValueType", "wrong value type"),
        .TAB203: ("DuplicateProperty", "property given twice"),
        .TAB204: ("MissingRequiredProperty", "required property missing"),
        .TAB205: ("DuplicateItemID", "duplicate item id"),
        .TAB206: ("DuplicateTag", "duplicate tag"),
        .TAB207: ("UnknownItemReference", "unknown item reference"),
        .TAB208: ("InitialIsModal", "'initial' names a modal"),
        .TAB209: ("LayoutWithoutItems", "layout has no item"),
        .TAB210: ("ValueOutOfRange", "value out of range"),
        .TAB211: ("UnknownOption", "unknown option value"),
        .TAB212: ("UnknownColorName", "unknown color name"),
        .TAB213: ("SwiftKeywordName", "name is not a usable Swift identifier"),
        .TAB214: ("UnknownDependency", "unknown dependency in 'screen:' arguments"),
        .TAB215: ("DuplicateDeclarationName", "layout or named-style name used twice"),
        .TAB216: ("UnknownStyle", "unknown style name in 'base:'"),
        .TAB217: ("StyleBaseCycle", "style 'base:' cycle"),
        .TAB218: ("ImportNotFound", "imported file not found"),
        .TAB219: ("ImportCycle", "import cycle"),
        .TAB220: ("MultipleRaisedItems", "more than one raised item"),
        .TAB221: ("ModalOnlyProperty", "modal-only property on an item, or 'afterDismiss' naming a modal"),
        .TAB222: ("DuplicateDependency", "dependency declared twice"),
        .TAB223: ("StoryboardScreenInSwiftUI", "a 'storyboard(…)' screen in a 'framework: swiftui' layout"),
        .TAB224: ("MisusedSearchRole", "a second 'role: search' item, or 'role' on a modal"),
        .TAB225: ("MisusedSection", "a misused 'section'"),
        .TAB226: ("LinkOutsideFolder", "a link below a folder argument that points outside it"),
        .TAB301: ("TooManyItems", "more than 5 items"),
        .TAB302: ("BarTooLow", "height below the 44 pt touch target"),
        .TAB303: ("LowContrast", "tint contrast on the background below 3:1"),
        .TAB304: ("MissingAccessibilityLabel", "icon-only item without 'accessibilityLabel'"),
        .TAB305: ("CornerRadiusTooLarge", "'cornerRadius' above half the height"),
        .TAB306: ("DuplicateTitle", "two items with the same title"),
        .TAB307: ("UnusedDependency", "dependency never used"),
        .TAB308: ("NotchWithoutRaisedItem", "notch shape without a raised item, or the reverse"),
        .TAB309: ("LongBadge", "badge longer than 4 characters"),
        .TAB310: ("InvisibleSelection", "'tint' equals 'selectedTint'"),
        .TAB311: ("NoEffectForKind", "a setting that has no effect for the layout's kind"),
        .TAB312: ("NotShownBySwiftUITabView", "a style setting SwiftUI's own TabView can't show"),
        .TAB313: ("UntranslatedText", "a text missing or not translated in a string catalog given with '--strings'"),
        .TAB314: ("UnreadableCatalog", "a catalog given on the command line can't be read as one"),
        .TAB315: ("UnknownSymbol", "'symbol(\"…\")' names no SF Symbol"),
        .TAB316: ("SymbolNewerThanDeploymentTarget", "an SF Symbol newer than the layout's 'deploymentTarget'"),
        .TAB317: ("UselessSuppression", "a 'tabc:ignore' comment that suppresses nothing, names an unknown code, or names an error"),
        .TAB318: ("UnknownAsset", "'image(\"…\")' or 'asset(\"…\")' not in the asset catalogs given with '--assets'"),
        .TAB901: ("ImplementationLimit", "an input beyond the compiler's limits"),
    ]
}
