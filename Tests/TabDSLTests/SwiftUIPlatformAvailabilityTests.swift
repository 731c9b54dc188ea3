import Foundation
import XCTest
@testable import TabDSL

/// The SwiftUI output sits inside `#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)`, so it
/// compiles for iOS, Mac Catalyst, macOS and visionOS. Linux can't compile for those, so this
/// reads the generated code instead: every use of an API listed in `table` must sit where each
/// admitted platform has it — inside `#if os(…)` conditions that leave out the platforms without
/// it, and inside `#available` checks (or under an `@available` attribute) that name a version at
/// least its introduction on every platform left in.
final class SwiftUIPlatformAvailabilityTests: XCTestCase {
    /// The platforms the SwiftUI output's `#if` admits.
    enum Platform: String, CaseIterable {
        case iOS, macCatalyst, macOS, visionOS
    }

    /// An API the output uses: the text that marks a use, its introduction per platform (`nil`:
    /// the platform doesn't have it), and the page of Apple's documentation the versions come
    /// from (`https://developer.apple.com/documentation/` followed by `page`).
    struct API {
        let marker: String
        let introduced: [Platform: Double?]
        let page: String
    }

    /// An entry of `table`: Mac Catalyst has each of these APIs from the iOS version.
    static func api(_ marker: String, iOS: Double?, macOS: Double?, visionOS: Double?, page: String) -> API {
        API(marker: marker, introduced: [.iOS: iOS, .macCatalyst: iOS, .macOS: macOS, .visionOS: visionOS], page: page)
    }

    /// The APIs the SwiftUI output uses that some admitted platform lacks or has later than its
    /// oldest version, as Apple's documentation gives them.
    static let table: [API] = [
        api("@Observable", iOS: 17, macOS: 14, visionOS: 1, page: "Observation/Observable"),
        api("Bindable(", iOS: 17, macOS: 14, visionOS: 1, page: "SwiftUI/Bindable/init(wrappedValue:)"),
        api("Tab(value:", iOS: 18, macOS: 15, visionOS: 2, page: "SwiftUI/Tab/init(value:content:label:)"),
        api("role: .search", iOS: 18, macOS: 15, visionOS: 2, page: "SwiftUI/Tab/init(value:role:content:label:)"),
        api("TabSection", iOS: 18, macOS: 15, visionOS: 2, page: "SwiftUI/TabSection/init(content:header:)"),
        api(".sidebarAdaptable", iOS: 18, macOS: 15, visionOS: 2, page: "SwiftUI/TabViewStyle/sidebarAdaptable"),
        api("presentationSizing(", iOS: 18, macOS: 15, visionOS: 2, page: "SwiftUI/View/presentationSizing(_:)"),
        api("tabBarMinimizeBehavior(", iOS: 26, macOS: 26, visionOS: 26, page: "SwiftUI/View/tabBarMinimizeBehavior(_:)"),
        api("tabViewBottomAccessory", iOS: 26, macOS: nil, visionOS: nil, page: "SwiftUI/View/tabViewBottomAccessory(content:)"),
        api("glassEffect(", iOS: 26, macOS: 26, visionOS: nil, page: "SwiftUI/View/glassEffect(_:in:)"),
        api("fullScreenCover(", iOS: 14, macOS: nil, visionOS: 1, page: "SwiftUI/View/fullScreenCover(item:onDismiss:content:)"),
        api(", for: .tabBar)", iOS: 16, macOS: nil, visionOS: 1, page: "SwiftUI/ToolbarPlacement/tabBar"),
        api("sensoryFeedback(", iOS: 17, macOS: 14, visionOS: 26, page: "SwiftUI/View/sensoryFeedback(_:trigger:)"),
        api(".isTabBar", iOS: 17, macOS: 14, visionOS: 1, page: "SwiftUI/AccessibilityTraits/isTabBar"),
        api("accessibilityShowsLargeContentViewer(", iOS: 15, macOS: 12, visionOS: 1, page: "SwiftUI/View/accessibilityShowsLargeContentViewer()"),
        api("onGeometryChange(", iOS: 16, macOS: 13, visionOS: 1, page: "SwiftUI/View/onGeometryChange(for:of:action:)"),
    ]

    /// Every SwiftUI output the tests generate, and the examples' committed ones.
    private func outputs() throws -> [(name: String, text: String)] {
        var outputs = GeneratedSources.swiftUIFiles.map { ($0.baseName, GeneratedSources.swift(for: $0)) }
        let folder = Paths.root.appendingPathComponent("examples/generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if text.contains("#if \(SwiftUIGenerator.condition)") { outputs.append((name, text)) }
        }
        return outputs
    }

    /// Each API of the table is used where every admitted platform has it, at a version it has; and
    /// every API of the table is seen at least once, so the check covers it.
    func testEveryAPIIsUsedWhereEachAdmittedPlatformHasIt() throws {
        var seen: Set<String> = []
        var failures: [String] = []
        for (name, text) in try outputs() {
            for use in Self.uses(in: text) where !use.isComment {
                for api in Self.table where use.line.contains(api.marker) {
                    seen.insert(api.marker)
                    for platform in Platform.allCases where use.admitted.contains(platform) {
                        guard let introduced = api.introduced[platform] ?? nil else {
                            failures.append("\(name):\(use.number): \(api.marker) on \(platform), which has none (\(api.page)): \(use.line)")
                            continue
                        }
                        let guaranteed = use.minimum[platform] ?? 0
                        if guaranteed < introduced {
                            failures.append("\(name):\(use.number): \(api.marker) on \(platform) \(guaranteed), introduced in \(introduced) (\(api.page))")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        XCTAssertEqual(Set(Self.table.map(\.marker)).subtracting(seen), [], "APIs of the table no output uses")
    }

    /// Every `@available` and `#available` of the SwiftUI section names each platform family it
    /// admits (iOS's version alone would leave macOS at its oldest), from the shared rules.
    func testEveryAvailabilityNamesEachPlatform() throws {
        for (name, text) in try outputs() {
            for use in Self.uses(in: text) where use.line.contains("available(") {
                for platform in ["iOS", "macOS", "visionOS"] {
                    XCTAssertTrue(use.line.contains("\(platform) "), "\(name):\(use.number): \(use.line) names no \(platform)")
                }
                if use.line.contains("#available(") {
                    XCTAssertTrue(use.line.contains("macCatalyst "), "\(name):\(use.number): \(use.line) names no Mac Catalyst")
                }
            }
        }
        XCTAssertEqual(SwiftUILayout.availability, "@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)")
    }

    /// On iOS nothing changes: each API keeps being used on iOS (the `#if`s admit iOS wherever the
    /// API is used), at the iOS versions the output has always used.
    func testIOSKeepsEveryAPI() throws {
        for (name, text) in try outputs() {
            for use in Self.uses(in: text) where !use.isComment {
                for api in Self.table where use.line.contains(api.marker) {
                    XCTAssertTrue(use.admitted.contains(.iOS), "\(name):\(use.number): \(api.marker) left out on iOS")
                    XCTAssertLessThanOrEqual(use.minimum[.iOS] ?? 0, api.marker.contains("Tab") && api.marker != ".isTabBar" ? 18 : 26,
                                             "\(name):\(use.number): \(api.marker) behind a later iOS than before")
                }
            }
        }
    }

    // MARK: - Reading the generated code

    /// A line of the SwiftUI section: where it is, which platforms its `#if`s admit, and the least
    /// version each platform is guaranteed there by `@available` and `#available`.
    struct Use {
        let line: String
        let number: Int
        let admitted: Set<Platform>
        let minimum: [Platform: Double]

        /// A comment, which uses nothing.
        var isComment: Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// The lines of `text`'s SwiftUI section with their conditions.
    static func uses(in text: String) -> [Use] {
        var uses: [Use] = []
        var inSection = false
        // The conditions of the enclosing `#if`s (negated in their `#else`), as the platforms each admits.
        var conditions: [(condition: String, negated: Bool)] = []
        // The enclosing `if #available` blocks: the brace depth inside each, and its versions.
        var checks: [(depth: Int, versions: [Platform: Double])] = []
        // The last top-level declaration's `@available` versions.
        var attribute: [Platform: Double] = [:]
        var depth = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inSection {
                inSection = trimmed == "#if \(SwiftUIGenerator.condition)"
                continue
            }
            if trimmed.hasPrefix("#if ") {
                conditions.append((String(trimmed.dropFirst(4)), false))
                continue
            } else if trimmed == "#else" {
                if let last = conditions.popLast() { conditions.append((last.condition, !last.negated)) }
                continue
            } else if trimmed == "#endif" {
                if conditions.popLast() == nil { inSection = false }
                continue
            }
            if line.hasPrefix("@available(") { attribute = versions(in: String(line)) }
            let admitted = Set(Platform.allCases.filter { platform in
                conditions.allSatisfy { evaluate($0.condition, on: platform) != $0.negated }
            })
            var minimum = attribute
            for check in checks {
                for (platform, version) in check.versions { minimum[platform] = max(minimum[platform] ?? 0, version) }
            }
            uses.append(Use(line: String(line), number: index + 1, admitted: admitted, minimum: minimum))
            let opened = braces(in: trimmed)
            // `} else {` leaves the check's block: its else branch is not guaranteed anything.
            if trimmed.hasPrefix("}"), let last = checks.last, depth - 1 < last.depth {
                checks.removeLast()
            }
            depth += opened
            while let last = checks.last, depth < last.depth { checks.removeLast() }
            if trimmed.hasPrefix("if #available(") {
                checks.append((depth, versions(in: trimmed)))
            }
        }
        return uses
    }

    /// `{` minus `}` in `line`, outside string literals.
    static func braces(in line: String) -> Int {
        var count = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "{" { count += 1 }
                if character == "}" { count -= 1 }
            }
            previous = character
        }
        return count
    }

    /// The versions an `@available(…)` or `#available(…)` names; Mac Catalyst takes iOS's when
    /// not named (as Swift does), a platform left to `*` gets none.
    static func versions(in line: String) -> [Platform: Double] {
        guard let open = line.range(of: "available("), let close = line[open.upperBound...].firstIndex(of: ")") else { return [:] }
        var versions: [Platform: Double] = [:]
        for part in line[open.upperBound..<close].split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2, let platform = Platform(rawValue: String(words[0])), let version = Double(words[1]) else { continue }
            versions[platform] = version
        }
        if versions[.macCatalyst] == nil, let iOS = versions[.iOS] { versions[.macCatalyst] = iOS }
        return versions
    }

    /// Whether the `#if` condition `condition` holds on `platform`: `&&` of `os(…)`, `!os(…)`,
    /// `canImport(…)` and `compiler(…)` (both taken as holding).
    static func evaluate(_ condition: String, on platform: Platform) -> Bool {
        condition.components(separatedBy: "&&").allSatisfy { term in
            var term = term.trimmingCharacters(in: .whitespaces)
            let negated = term.hasPrefix("!")
            if negated { term.removeFirst() }
            guard term.hasPrefix("os(") else { return !negated }
            let os = term.dropFirst(3).dropLast()
            // Mac Catalyst compiles as `os(iOS)`.
            let holds = os == "iOS" ? [.iOS, .macCatalyst].contains(platform) : os == platform.rawValue
            return holds != negated
        }
    }

    /// The reader itself: conditions, checks and attributes are followed as Swift reads them.
    func testTheReaderFollowsConditionsAndChecks() {
        let text = """
            #if \(SwiftUIGenerator.condition)
            @available(iOS 17.0, macOS 14.0, *)
            struct V {
                func f() {
                    #if !os(macOS)
                    a
                    #else
                    b
                    #endif
                    if #available(iOS 18.0, macOS 15.0, *) {
                        c { d }
                    } else {
                        e
                    }
                    #if compiler(>=6.2) && os(iOS)
                    g
                    #endif
                }
            }
            #endif
            """
        let uses = Dictionary(Self.uses(in: text).map { ($0.line.trimmingCharacters(in: .whitespaces), $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(uses["a"]?.admitted, [.iOS, .macCatalyst, .visionOS])
        XCTAssertEqual(uses["b"]?.admitted, [.macOS])
        XCTAssertEqual(uses["c { d }"]?.minimum[.macOS], 15)
        XCTAssertEqual(uses["c { d }"]?.minimum[.macCatalyst], 18)
        XCTAssertEqual(uses["e"]?.minimum[.macOS], 14)
        XCTAssertEqual(uses["e"]?.minimum[.visionOS], nil)
        XCTAssertEqual(uses["g"]?.admitted, [.iOS, .macCatalyst])
    }
}
