import Foundation
import XCTest
@testable import TabDSL

/// The JSON output's keys come in the output contract's order, written out here key by key and
/// checked by walking every object of every document: the examples, the `ok/` fixtures and the
/// generator's own cases. Golden files would show a swap too, but only as a diff that an update
/// can bless; this states the order once.
///
/// `schemaVersion: 1` documents have exactly the first version's keys. `schemaVersion: 2` adds
/// keys at fixed places and removes none: its objects hold every first-version key, and their
/// keys follow the second version's order.
final class JSONKeyOrderTests: XCTestCase {
    func testEveryObjectsKeysFollowTheDocumentedOrder() throws {
        var documents: [(String, String)] = []
        for (name, url) in JSONOutputTests.cases {
            if let json = try JSONOutputTests.json(for: url, path: name) { documents.append((name, json)) }
        }
        for file in GeneratedSources.allFiles {
            documents.append((file.source.path + " (generator case)", JSONGenerator.generate(file)))
        }
        XCTAssertGreaterThan(documents.count, 10)
        var walker = KeyOrderWalker()
        for (name, json) in documents { try walker.checkDocument(json, name) }
        XCTAssertEqual(walker.failures, [])
        XCTAssertGreaterThan(walker.checked, 500, "objects checked")
    }

    /// The walk fails on a swapped pair, in each version, and on a key missing in version 2.
    func testTheWalkSeesASwapAndAMissingKey() throws {
        var walker = KeyOrderWalker()
        try walker.checkDocument(#"{"schemaVersion": 1, "layouts": [{"name": "A", "initial": "a", "kind": "custom"}]}"#, "v1")
        XCTAssertTrue(walker.failures.contains { $0.hasPrefix("v1 layouts[0]: [\"name\", \"initial\", \"kind\"]") }, "\(walker.failures)")
        walker = KeyOrderWalker()
        try walker.checkDocument(#"{"schemaVersion": 2, "layouts": [{"name": "A", "framework": "uikit", "kind": "custom"}]}"#, "v2")
        XCTAssertTrue(walker.failures.contains { $0.contains("out of order") }, "\(walker.failures)")
        XCTAssertTrue(walker.failures.contains { $0.contains("'initial' is missing") }, "\(walker.failures)")
    }
}

/// Walks JSON documents and records every object whose keys are not in the documented order.
struct KeyOrderWalker {
    /// An object's keys in each version (nil: the same in both).
    struct Order {
        var v1: [String]
        var v2: [String]? = nil
    }

    static let document = Order(v1: ["schemaVersion", "layouts"])
    static let layout = Order(
        v1: ["name", "kind", "initial", "loading", "transition", "bindings", "hidesOnPush", "haptics", "minimizeBehavior",
             "dependencies", "items", "style"],
        v2: ["name", "kind", "framework", "initial", "loading", "transition", "bindings", "hidesOnPush", "haptics",
             "minimizeBehavior", "access", "deploymentTarget", "strings", "sidebar", "accessory", "restoresSelection",
             "sections", "dependencies", "items", "style"])
    static let item = Order(
        v1: ["id", "role", "tag", "title", "icon", "selectedIcon", "screen", "navigation", "badge", "raised",
             "accessibility", "presentation", "afterDismiss"],
        v2: ["id", "role", "section", "tag", "title", "icon", "selectedIcon", "screen", "navigation", "badge", "raised",
             "accessibility", "presentation", "afterDismiss", "localizationKeys"])
    static let style = Order(
        v1: ["height", "margins", "background", "tint", "selectedTint", "iconSize", "titleFont", "distribution",
             "cornerRadius", "corners", "border", "shadow", "shape", "indicator", "animationDuration"],
        v2: ["height", "margins", "background", "tint", "selectedTint", "iconSize", "titleFont", "distribution",
             "cornerRadius", "corners", "border", "shadow", "shape", "indicator", "animationDuration", "material"])
    static let raised = Order(v1: ["size", "offset"], v2: ["size", "offset", "color", "iconColor"])
    static let accessibility = Order(v1: ["label", "hint", "identifier"])
    static let dependency = Order(v1: ["name", "type"])
    static let margins = Order(v1: ["leading", "trailing", "bottom"])
    static let titleFont = Order(v1: ["size", "weight"])
    static let border = Order(v1: ["width", "color", "edges"])
    static let shadow = Order(v1: ["color", "opacity", "radius", "x", "y"])
    static let argument = Order(v1: ["label", "value"])

    /// Objects whose keys depend on a variant: each variant's keys, in order.
    static let transitions: [[String]] = [["type"], ["type", "duration"]]
    static let screens: [[String]] = [["type", "arguments"], ["storyboard", "identifier"]]
    static let shapes: [[String]] = [["type"], ["type", "depth", "width"]]
    static let indicators: [[String]] = [["type"], ["type", "width", "height", "color"], ["type", "size", "color"]]

    private var version = 1
    /// How many objects were checked.
    private(set) var checked = 0
    /// What was wrong, one line per object.
    private(set) var failures: [String] = []

    private static func keys(_ value: JSONValue?) -> [String]? {
        guard case .object(let members)? = value else { return nil }
        return members.map(\.0)
    }

    /// Checks `value`'s keys against `order` for the document's version.
    private mutating func check(_ value: JSONValue?, _ order: Order, _ path: String) {
        guard let keys = Self.keys(value) else { return failures.append("\(path) is not an object") }
        checked += 1
        if version == 1 {
            if keys != order.v1 { failures.append("\(path): \(keys), expected \(order.v1)") }
            return
        }
        let v2 = order.v2 ?? order.v1
        // In v2's order: each key is found after the previous one.
        var rest = v2[...]
        for key in keys {
            guard let index = rest.firstIndex(of: key) else {
                failures.append("\(path): '\(key)' is unknown or out of order in \(keys) (expected the order \(v2))")
                break
            }
            rest = rest[(index + 1)...]
        }
        for key in order.v1 where !keys.contains(key) {
            failures.append("\(path): '\(key)' is missing from \(keys)")
        }
    }

    /// Checks an object whose keys are exactly one of `variants`.
    private mutating func check(_ value: JSONValue?, oneOf variants: [[String]], _ path: String) {
        guard let keys = Self.keys(value) else { return failures.append("\(path) is not an object") }
        checked += 1
        if !variants.contains(keys) { failures.append("\(path): \(keys) is none of \(variants)") }
    }

    /// A color is one of its documented forms, its parts checked too.
    private mutating func checkColor(_ value: JSONValue?, _ path: String) {
        guard let keys = Self.keys(value) else { return failures.append("\(path) is not an object") }
        checked += 1
        if ![["hex"], ["system"], ["asset"], ["light", "dark"]].contains(keys) { failures.append("\(path): \(keys) is not a color") }
        if keys == ["light", "dark"] {
            checkColor(value?["light"], path + ".light")
            checkColor(value?["dark"], path + ".dark")
        }
    }

    mutating func checkDocument(_ text: String, _ name: String) throws {
        let document = try JSONReader.read(Array(text.utf8)).get()
        version = document["schemaVersion"]?.intValue ?? 0
        if ![1, 2].contains(version) { failures.append("\(name): schemaVersion \(version)") }
        check(document, Self.document, name)
        for (index, layout) in (document["layouts"]?.arrayValue ?? []).enumerated() {
            let path = "\(name) layouts[\(index)]"
            check(layout, Self.layout, path)
            check(layout["transition"], oneOf: Self.transitions, path + ".transition")
            for (number, dependency) in (layout["dependencies"]?.arrayValue ?? []).enumerated() {
                check(dependency, Self.dependency, path + ".dependencies[\(number)]")
            }
            for (number, item) in (layout["items"]?.arrayValue ?? []).enumerated() {
                let itemPath = path + ".items[\(number)]"
                check(item, Self.item, itemPath)
                check(item["screen"], oneOf: Self.screens, itemPath + ".screen")
                for (position, argument) in (item["screen"]?["arguments"]?.arrayValue ?? []).enumerated() {
                    check(argument, Self.argument, itemPath + ".screen.arguments[\(position)]")
                }
                if item["raised"] != .null { check(item["raised"], Self.raised, itemPath + ".raised") }
                check(item["accessibility"], Self.accessibility, itemPath + ".accessibility")
            }
            let style = layout["style"]
            check(style, Self.style, path + ".style")
            check(style?["margins"], Self.margins, path + ".style.margins")
            check(style?["titleFont"], Self.titleFont, path + ".style.titleFont")
            for color in ["background", "tint", "selectedTint"] { checkColor(style?[color], path + ".style." + color) }
            if style?["border"] != .null {
                check(style?["border"], Self.border, path + ".style.border")
                checkColor(style?["border"]?["color"], path + ".style.border.color")
            }
            if style?["shadow"] != .null {
                check(style?["shadow"], Self.shadow, path + ".style.shadow")
                checkColor(style?["shadow"]?["color"], path + ".style.shadow.color")
            }
            check(style?["shape"], oneOf: Self.shapes, path + ".style.shape")
            check(style?["indicator"], oneOf: Self.indicators, path + ".style.indicator")
        }
    }
}
