// Foundation's localized-string initializer, which Foundation on Linux lacks, for the tests
// that compile and run generated text lookups. Compiled as a source file beside the code under
// test (generated code imports no module for it: on Apple platforms it is Foundation's own).
//
// From Apple's documentation (documentation/Swift/String/init(localized:defaultValue:table:bundle:locale:comment:)):
// `init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
// bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil)`, iOS 15.0+;
// and documentation/Swift/String/LocalizationValue (a string literal is one).
import Foundation

#if canImport(SwiftUI)
// The SwiftUI stub declares Foundation's `String.LocalizationValue` (SwiftUI re-exports
// Foundation, and Foundation on Linux lacks it): where it is at hand, that one is used, so a
// program compiled with both has one such type.
import SwiftUI

extension String.LocalizationValue {
    var text: String { stubText }
}
#else
extension String {
    /// A localizable string; here, only what a literal makes.
    public struct LocalizationValue: ExpressibleByStringLiteral, Sendable {
        let text: String

        public init(stringLiteral value: String) {
            text = value
        }
    }
}
#endif

extension String {
    /// Looks `key` up in `table` of `bundle` (the main bundle when nil), as Foundation does:
    /// the bundle's translation, or `defaultValue` when it has none.
    @available(iOS 15.0, macOS 12.0, *)
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let keyText = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        self = (bundle ?? .main).localizedString(forKey: keyText, value: defaultValue.text, table: table)
    }
}
