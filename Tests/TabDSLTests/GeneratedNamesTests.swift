import Foundation
import XCTest
@testable import TabDSL

/// docs/generated-code.md: no member the generated code declares in a subclass of a UIKit class has the name
/// of a member that class or its ancestors have in the iOS 26 SDK, unless it overrides it.
/// Apple keeps adding members (iOS 18 added `UITabBarController.selectedTab` and
/// `UIViewController.tab`), so this reads the member lists taken from Apple's documentation
/// (`Fixtures/uikit-members/`, which `UIKitStubTests` checks against the stub) rather than
/// relying on the compiler, which only catches a clash of two properties.
///
/// A generated property or nested type clashes with any SDK member of the same base name; a
/// generated method clashes with an SDK method of the same full name or an SDK property of the
/// same base name.
final class GeneratedNamesTests: XCTestCase {
    /// Each UIKit class the generated code subclasses, with its ancestors and the protocols
    /// whose members it has.
    static let ancestry: [String: [String]] = [
        "UIResponder": ["UIResponder"],
        "UIView": ["UIView", "UIResponder"],
        "UIControl": ["UIControl", "UIView", "UIResponder"],
        "UIButton": ["UIButton", "UIControl", "UIView", "UIResponder"],
        "UITabBar": ["UITabBar", "UIView", "UIResponder"],
        "UIViewController": ["UIViewController", "UIResponder"],
        "UINavigationController": ["UINavigationController", "UIViewController", "UIResponder"],
        "UITabBarController": ["UITabBarController", "UITabBarDelegate", "UIViewController", "UIResponder"],
        "UITabBarItem": ["UITabBarItem", "UIBarItem"],
    ]

    func testNoGeneratedMemberTakesTheNameOfAUIKitMember() throws {
        let lists = try Self.memberLists()
        var declarationsChecked = 0
        for file in GeneratedSources.allFiles {
            let source = SwiftGenerator.generate(file)
            for declaration in Self.subclassMembers(in: source) {
                declarationsChecked += 1
                guard let classes = Self.ancestry[declaration.superclass] else { continue }
                for uiKitClass in classes {
                    let members = lists[uiKitClass] ?? []
                    if let clash = Self.clash(declaration, with: members) {
                        XCTFail("\(file.baseName).swift: \(declaration.owner).\(declaration.name) (line \(declaration.line)) takes the name of \(uiKitClass).\(clash) without overriding it")
                    }
                }
            }
        }
        XCTAssertGreaterThan(declarationsChecked, 200, "the parser found the generated subclasses' members")
    }

    /// The parser sees what it must: a declaration named like a UIKit member is reported.
    func testTheCheckFindsAClash() throws {
        let lists = try Self.memberLists()
        let source = """
        public final class ExampleTabBarController: UITabBarController {
            public var selectedTab: Int { 0 }
            private func tab(for entry: UIViewController) -> Int? { nil }
            public override var selectedIndex: Int { didSet {} }
            func select(_ tab: Int, animated: Bool) {}
        }
        """
        let found = Self.subclassMembers(in: source).compactMap { declaration -> String? in
            let members = Self.ancestry[declaration.superclass]!.flatMap { lists[$0] ?? [] }
            return Self.clash(declaration, with: members).map { _ in declaration.name }
        }
        XCTAssertEqual(found, ["selectedTab", "tab(for:)"])
    }

    // MARK: Member lists

    static func memberLists() throws -> [String: [String]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/uikit-members")
        var lists: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".txt") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            lists[String(name.dropLast(4))] = text.split(separator: "\n").compactMap { line in
                let entry = line.split(separator: "@")[0].trimmingCharacters(in: .whitespaces)
                return entry.isEmpty || entry.hasPrefix("#") || entry.hasPrefix("!") ? nil : entry
            }
        }
        return lists
    }

    static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "(" })
    }

    /// The SDK member `declaration` clashes with, if any.
    static func clash(_ declaration: Declaration, with members: [String]) -> String? {
        if declaration.isMethod {
            return members.first { member in
                member == declaration.name || (!member.contains("(") && member == baseName(declaration.name))
            }
        }
        return members.first { baseName($0) == declaration.name }
    }

    // MARK: A small reader of the generated Swift

    struct Declaration {
        var owner: String
        var superclass: String
        var name: String
        var isMethod: Bool
        var line: Int
    }

    /// The members declared directly in the body of each class whose superclass is a UIKit
    /// class, `override`s left out. The generated code is regular enough for a line reader
    /// that counts braces outside strings and comments.
    static func subclassMembers(in source: String) -> [Declaration] {
        var result: [Declaration] = []
        var depth = 0
        var classes: [(name: String, superclass: String, bodyDepth: Int)] = []
        let classPattern = try! NSRegularExpression(pattern: #"\bclass\s+(\w+)\s*:\s*(\w+)"#)
        let memberPattern = try! NSRegularExpression(pattern: #"^\s*((?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|open|final|static|class|override|required|convenience|weak|lazy|dynamic)(?:\(set\))?\s+)*)(var|let|func|init|class|struct|enum|protocol)\b\s*(\w*)"#)
        for (index, rawLine) in source.components(separatedBy: "\n").enumerated() {
            let line = codeOnly(rawLine)
            let range = NSRange(line.startIndex..., in: line)
            if let current = classes.last, depth == current.bodyDepth,
               let match = memberPattern.firstMatch(in: line, range: range) {
                let modifiers = String(line[Range(match.range(at: 1), in: line)!])
                let keyword = String(line[Range(match.range(at: 2), in: line)!])
                var name = String(line[Range(match.range(at: 3), in: line)!])
                if keyword == "init" { name = "init" }
                if !modifiers.contains("override"), keyword != "init" {
                    let isMethod = keyword == "func"
                    if isMethod { name += "(" + labels(afterName: name, in: line) + ")" }
                    result.append(Declaration(owner: current.name, superclass: current.superclass, name: name, isMethod: isMethod, line: index + 1))
                }
            }
            if let match = classPattern.firstMatch(in: line, range: range) {
                let name = String(line[Range(match.range(at: 1), in: line)!])
                let superclass = String(line[Range(match.range(at: 2), in: line)!])
                classes.append((name, superclass, depth + 1))
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if let current = classes.last, depth < current.bodyDepth { classes.removeLast() }
                }
            }
        }
        return result
    }

    /// The line without its `//` comment and with string literals emptied.
    static func codeOnly(_ line: String) -> String {
        var output = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; output.append("\"") }
                continue
            }
            if character == "/" && previous == "/" { output.removeLast(); break }
            if character == "\"" { inString = true }
            output.append(character)
            previous = character
        }
        return output
    }

    /// `_:animated:` for `func select(_ tab: X, animated: Bool)`.
    static func labels(afterName name: String, in line: String) -> String {
        guard let nameRange = line.range(of: "func " + name), let open = line[nameRange.upperBound...].firstIndex(of: "(") else { return "" }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for character in line[line.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.map { parameter in
            let label = parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" }
            return label + ":"
        }.joined()
    }
}
