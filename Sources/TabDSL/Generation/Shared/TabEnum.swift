/// The platform-neutral `<Name>Tab` enum, outside any `#if`: one case per item (raw value =
/// tag) and the per-item metadata, each a `switch` over the items. Every framework's output
/// starts with it.
extension SwiftLayout {
    func printNeutralEnum(_ p: inout CodePrinter) {
        p.line("// MARK: - \(tabType)")
        p.line()
        p.docComment(["The items of the `\(model.name)` tab bar, in the layout's order; the raw value is the item's tag."]
            + docParagraph)
        p.block("\(access)enum \(tabType): Int, CaseIterable, Sendable") { p in
            for item in items {
                p.docComment(item.docs.map(SwiftNames.commentText))
                p.line("case \(SwiftNames.identifier(item.id)) = \(item.tag)")
            }
            // The per-item metadata, as the JSON output has it: (doc, name, type, value).
            let properties: [(String, String, String, (ResolvedItem) -> String)] = [
                ("The title under the icon, or `nil` for an icon-only item.",
                 "title", "String?", { optionalTextExpression(.title, of: $0, bundle: "bundle") }),
                ("The SF Symbol name of the icon, or `nil` when the icon is an image asset.",
                 "symbolName", "String?", { symbolName($0.icon) }),
                ("The SF Symbol name of the icon while the item is selected, or `nil` when it is an image asset.",
                 "selectedSymbolName", "String?", { symbolName($0.selectedIcon) }),
                ("The asset catalog name of the icon image, or `nil` when the icon is an SF Symbol.",
                 "imageName", "String?", { imageName($0.icon) }),
                ("The asset catalog name of the icon image while the item is selected, or `nil` when it is an SF Symbol.",
                 "selectedImageName", "String?", { imageName($0.selectedIcon) }),
                ("Whether the item presents its screen modally instead of becoming the selected tab.",
                 "isModal", "Bool", { $0.role == .modal ? "true" : "false" }),
                ("The badge text shown on the item at start, or `nil` for none.",
                 "badge", "String?", { optionalTextExpression(.badge, of: $0, bundle: "bundle") }),
                ("What VoiceOver reads for the item.",
                 "accessibilityLabel", "String", { textExpression(.accessibilityLabel, of: $0, bundle: "bundle") }),
                ("The VoiceOver hint of the item, if any.",
                 "accessibilityHint", "String?", { optionalTextExpression(.accessibilityHint, of: $0, bundle: "bundle") }),
                ("The identifier UI tests find the item by.",
                 "accessibilityIdentifier", "String", { SwiftNames.stringLiteral($0.accessibility.identifier) }),
            ]
            let texts: Set<String> = Set(ItemText.allCases.map(\.rawValue))
            for (doc, name, type, value) in properties {
                p.line()
                if localizesTexts, texts.contains(name), let text = ItemText(rawValue: name) {
                    // The same texts for systems before the lookups' API, of the same type.
                    let fallback: (ResolvedItem) -> String = type.hasSuffix("?")
                        ? { optionalTextExpression(text, of: $0, bundle: "bundle", fallback: true) }
                        : { textExpression(text, of: $0, bundle: "bundle", fallback: true) }
                    printLookup(&p, doc: doc, name: name, type: type, value: value, fallback: fallback)
                } else {
                    printProperty(&p, doc: doc, name: name, type: type, value: value)
                }
            }
            if localizesTexts { printTextBundle(&p) }
            if !tagsArePositions {
                // Tags are unique, so they tell the items apart.
                let positions = Dictionary(items.enumerated().map { ($0.element.tag, $0.offset) }) { first, _ in first }
                p.line()
                printProperty(&p, doc: "The item's position in the layout, which indexes this file's per-item arrays (the tags aren't the positions).",
                              name: "position", type: "Int", access: "fileprivate ") { String(positions[$0.tag] ?? 0) }
            }
            p.line()
            printProperty(&p, doc: "The item's id in the layout: stable, for deep links, analytics and state restoration.",
                          name: "identifier", type: "String") { SwiftNames.stringLiteral($0.id) }
            p.line()
            p.docComment(["The item whose `identifier` is `identifier`, or `nil` when the layout has none."])
            p.block("\(access)init?(identifier: String)") { p in
                p.line("switch identifier {")
                for item in items {
                    p.line("case \(SwiftNames.stringLiteral(item.id)): self = \(caseName(item))")
                }
                p.line("default: return nil")
                p.line("}")
            }
        }
    }

    /// A text of the tab enum: the property, looked up in the file's default bundle, and
    /// `fileprivate func NAME(in bundle: Bundle)`, the lookup through any bundle, which the
    /// controller and views call with their resource bundle.
    ///
    /// The enum has no availability of its own (an app or package may support systems older
    /// than iOS 15 and use it there), so where the lookup needs `String(localized:)` the
    /// function falls back to `fallback`'s form before iOS 15, macOS 12, tvOS 15 and watchOS 8.
    func printLookup(_ p: inout CodePrinter, doc: String, name: String, type: String,
                     value: (ResolvedItem) -> String, fallback: (ResolvedItem) -> String) {
        p.docComment([doc, "", "Looked up in the `\(model.strings ?? "")` strings table of the default bundle."])
        p.line("\(access)var \(name): \(type) { \(name)(in: Self.textBundle) }")
        p.line()
        p.docComment(["`\(name)`, looked up in the `\(model.strings ?? "")` strings table of `bundle`."])
        let groups = groupedValues(value)
        // An item's fallback is its group's: equal lookups have equal keys.
        let fallbacks = groups.map { fallback($0.items[0]) }
        let needsFallback = zip(groups, fallbacks).contains { $0.value != $1 }
        func printSwitch(_ p: inout CodePrinter, _ values: [String]) {
            p.line("switch self {")
            for (group, value) in zip(groups, values) {
                p.line("case \(group.items.map(caseName).joined(separator: ", ")): return \(value)")
            }
            p.line("}")
        }
        if !needsFallback && groups.count == 1 {
            p.line("fileprivate func \(name)(in bundle: Bundle) -> \(type) { \(groups[0].value) }")
            return
        }
        p.block("fileprivate func \(name)(in bundle: Bundle) -> \(type)") { p in
            guard needsFallback else { return printSwitch(&p, groups.map(\.value)) }
            p.line("// `String(localized:)` is iOS 15, macOS 12, tvOS 15 and watchOS 8: before, the same lookup through the bundle, as `NSLocalizedString` does.")
            if groups.count == 1 {
                p.line("guard \(LocalizedText.availability) else { return \(fallbacks[0]) }")
                p.line("return \(groups[0].value)")
            } else {
                p.block("guard \(LocalizedText.availability) else") { p in printSwitch(&p, fallbacks) }
                printSwitch(&p, groups.map(\.value))
            }
        }
    }

    /// The bundle the enum's texts are looked up in: chosen as the controller's default
    /// resource bundle is, from code outside any `#if` (the enum has no controller to ask).
    func printTextBundle(_ p: inout CodePrinter) {
        p.line()
        p.line("""
            /// Where the texts are looked up: the target's resource bundle (`Bundle.module`) in a SwiftPM
            /// target that has resources, else the bundle of this code.
            fileprivate static var textBundle: Bundle {
                #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
                return Bundle.module
                #else
                return Bundle(for: BundleToken.self)
                #endif
            }

            /// A class of this file, for the bundle of this code.
            private final class BundleToken {}
            """)
    }

    func symbolName(_ icon: Icon) -> String {
        if case .symbol(let name) = icon { return SwiftNames.stringLiteral(name) }
        return "nil"
    }

    func imageName(_ icon: Icon) -> String {
        if case .image(let name) = icon { return SwiftNames.stringLiteral(name) }
        return "nil"
    }

    /// A computed property of the tab enum: a `switch` over the items, with items of equal
    /// value sharing a case, or just the value when every item has the same one.
    func printProperty(_ p: inout CodePrinter, doc: String, name: String, type: String,
                       access: String? = nil, value: (ResolvedItem) -> String) {
        let access = access ?? self.access
        let groups = groupedValues(value)
        p.docComment([doc])
        if groups.count == 1 {
            p.line("\(access)var \(name): \(type) { \(groups[0].value) }")
            return
        }
        p.block("\(access)var \(name): \(type)") { p in
            p.line("switch self {")
            for group in groups {
                p.line("case \(group.items.map(caseName).joined(separator: ", ")): return \(group.value)")
            }
            p.line("}")
        }
    }

    /// Items grouped by the value `value` gives them, groups in order of first appearance.
    func groupedValues(_ value: (ResolvedItem) -> String) -> [(value: String, items: [ResolvedItem])] {
        var groups: [(value: String, items: [ResolvedItem])] = []
        // Each group's position by its value, so grouping stays linear in items when every
        // item has a value of its own (a title each).
        var positions: [String: Int] = [:]
        for item in items {
            let text = value(item)
            if let index = positions[text] {
                groups[index].items.append(item)
            } else {
                positions[text] = groups.count
                groups.append((text, [item]))
            }
        }
        return groups
    }
}
