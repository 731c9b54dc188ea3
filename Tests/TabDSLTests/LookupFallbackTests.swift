import Foundation
import XCTest
@testable import TabDSL

/// The tab enum is outside any `#if` and has no availability of its own, so an app or package
/// that supports systems older than iOS 15 (macOS 12, tvOS 15, watchOS 8) compiles it too —
/// SwiftPM's default deployment targets are older. Its lookups' `String(localized:)` and
/// `formatted()` are newer than that: before them the enum looks the same key up in the same
/// table of the same bundle, with the same default value, through
/// `Bundle.localizedString(forKey:value:table:)` (what `NSLocalizedString` does).
///
/// Linux has no Apple platform to check availability against (`#available` is always true
/// here), so the first test reads the generated enum, and the second runs the fallback by
/// making its condition false and compares what both paths show.
final class LookupFallbackTests: XCTestCase {
    /// The part of a generated file outside any `#if`: the tab enums.
    static func neutralPart(_ swift: String) -> Substring {
        swift.range(of: "\n#if ").map { swift[..<$0.lowerBound] } ?? swift[...]
    }

    static let string = #""(?:[^"\\]|\\.)*""#
    static let lookupPattern =
        #"String\(localized: (\#(string)), defaultValue: (\#(string)), table: (\#(string)), bundle: (\w+), comment: (\#(string))\)"#
    static let integerBadgePattern = #"return (\d+)\.formatted\(\)"#

    static func matches(_ regex: NSRegularExpression, in text: String) -> [[String]] {
        let nsText = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { match in
            (1..<match.numberOfRanges).map { nsText.substring(with: match.range(at: $0)) }
        }
    }

    /// The lookup functions of an enum: each `fileprivate func NAME(in bundle: Bundle)`, its
    /// lines up to its closing brace.
    static func lookupFunctions(_ neutral: Substring) -> [String] {
        var functions: [String] = []
        var current: [Substring]?
        for line in neutral.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    fileprivate func "), line.contains("(in bundle: Bundle)") {
                if line.hasSuffix("{") { current = [line] } else { functions.append(String(line)) }
                continue
            }
            guard current != nil else { continue }
            current?.append(line)
            if line == "    }" {
                functions.append((current ?? []).joined(separator: "\n"))
                current = nil
            }
        }
        return functions
    }

    func testEveryLookupOfTheEnumFallsBackBeforeIOS15() throws {
        let guardLine = "guard \(LocalizedText.availability) else"
        let lookup = try NSRegularExpression(pattern: Self.lookupPattern)
        let integerBadge = try NSRegularExpression(pattern: Self.integerBadgePattern)
        var checked = 0
        for file in GeneratedSources.allFiles + GeneratedSources.swiftUIFiles {
            let neutral = Self.neutralPart(GeneratedSources.swift(for: file))
            for function in Self.lookupFunctions(neutral) {
                let lookups = Self.matches(lookup, in: function)
                let badges = Self.matches(integerBadge, in: function)
                guard !lookups.isEmpty || !badges.isEmpty else { continue }
                let name = function.prefix { $0 != "\n" }
                guard let guardRange = function.range(of: guardLine) else {
                    XCTFail("\(file.baseName): \(name) looks texts up with no fallback before iOS 15")
                    continue
                }
                // Nothing newer than the fallback's systems runs before the guard.
                let before = function[..<guardRange.lowerBound].split(separator: "\n")
                    .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
                XCTAssertFalse(before.contains("String(localized:") || before.contains(".formatted()"), "\(file.baseName): \(name)")
                for lookup in lookups {
                    let (key, value, table, bundle) = (lookup[0], lookup[1], lookup[2], lookup[3])
                    let fallback = "\(bundle).localizedString(forKey: \(key), value: \(value), table: \(table))"
                    XCTAssertTrue(function.contains(fallback), "\(file.baseName): \(name) lacks \(fallback)")
                    checked += 1
                }
                for badge in badges {
                    XCTAssertTrue(function.contains("NumberFormatter.localizedString(from: NSNumber(value: \(badge[0])), number: .decimal)"),
                                  "\(file.baseName): \(name)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// The Finance layout of `LocalizedTextTests` (titles, a derived label, a hint, an integer
    /// and a string badge) shows the same texts through either path, translated where the
    /// bundle's table has them.
    func testTheFallbackShowsTheSameTexts() throws {
        let layout = try LocalizedTextTests.layout()
        let swift = SwiftGenerator.generate(ResolvedFile(source: SourceFile(path: "finance.tabs", bytes: []), layouts: [layout]))
        let neutral = String(Self.neutralPart(swift))
        XCTAssertTrue(neutral.contains(LocalizedText.availability))
        let folder = try makeTemporaryFolder("lookup-fallback")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Texts.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data("""
            "Finance.home.title" = "Startseite";
            "Finance.stats.badge" = "Neu";
            "Finance.addTransaction.accessibilityLabel" = "Buchung hinzufügen";

            """.utf8).write(to: bundle.appendingPathComponent("Localizable.strings"))
        let program = """

            let bundle = Bundle(path: \(SwiftNames.stringLiteral(bundle.path)))!
            for tab in FinanceTab.allCases {
                print(tab.title(in: bundle) ?? "-", tab.accessibilityLabel(in: bundle), tab.accessibilityHint(in: bundle) ?? "-",
                      tab.badge(in: bundle) ?? "-", separator: " | ")
            }

            """
        var outputs: [String] = []
        for (name, source) in [
            ("current", neutral),
            // The system before iOS 15: the condition made false at run time.
            ("fallback", "enum System { static let isCurrent = CommandLine.arguments.isEmpty }\n"
                + neutral.replacingOccurrences(of: LocalizedText.availability, with: "System.isCurrent")),
        ] {
            let main = folder.appendingPathComponent("main.swift")
            try Data((source + program).utf8).write(to: main)
            let executable = folder.appendingPathComponent(name).path
            let (status, output) = try Swiftc.run(["-swift-version", "6", main.path, GeneratedSources.foundationStub.path,
                                                   "-o", executable], in: folder)
            XCTAssertEqual(status, 0, "\(name):\n\(output)")
            let run = try Command.run(executable, [], in: folder)
            XCTAssertEqual(run.status, 0, run.output)
            outputs.append(run.output)
        }
        XCTAssertEqual(outputs.first, """
            Startseite | Startseite | Shows your "balances" | 3
            Statistics | Spending statistics | - | Neu
            - | Buchung hinzufügen | - | -

            """)
        XCTAssertEqual(outputs.last, outputs.first)
    }
}
