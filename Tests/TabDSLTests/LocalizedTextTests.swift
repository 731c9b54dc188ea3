import Foundation
import XCTest
@testable import TabDSL

/// The texts of a layout (keys, default values, comments) and the Swift that looks them up:
/// the printed expression, that it type-checks in the language modes apps build with, and
/// that it shows a bundle's translations (and the default values where there is none).
final class LocalizedTextTests: XCTestCase {
    static let source = """
        layout Finance {
            /// The start screen: balances and recent payments.
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
                accessibilityHint: "Shows your \\"balances\\""
                badge: 3
            }
            item stats {
                title: "Statistics"
                icon: symbol("chart.bar")
                screen: StatsViewController
                accessibilityLabel: "Spending statistics"
                badge: "New"
            }
            modal addTransaction {
                icon: symbol("plus")
                screen: AddViewController
            }
        }

        """

    static func layout(_ text: String = source) throws -> ResolvedLayout {
        let compiled = Compiler.compile(SourceFile(path: "finance.tabs", bytes: Array(text.utf8)))
        let layout = try XCTUnwrap(compiled.resolved?.layouts.first, "\(compiled.diagnostics)")
        return layout
    }

    func testTextsHaveKeysDefaultValuesAndComments() throws {
        let texts = try Self.layout().texts
        XCTAssertEqual(texts.map(\.key), [
            "Finance.home.title", "Finance.home.accessibilityHint",
            "Finance.stats.title", "Finance.stats.accessibilityLabel", "Finance.stats.badge",
            "Finance.addTransaction.accessibilityLabel",
        ])
        XCTAssertEqual(texts.map(\.defaultValue), [
            "Home", "Shows your \"balances\"", "Statistics", "Spending statistics", "New", "Add transaction",
        ])
        XCTAssertEqual(texts[0].comment, "The start screen: balances and recent payments.")
        XCTAssertEqual(texts[2].comment, "Title of the \"stats\" tab of the Finance tab bar")
        XCTAssertEqual(texts[3].comment, "VoiceOver label of the \"stats\" tab of the Finance tab bar")
        XCTAssertEqual(texts[5].comment, "VoiceOver label of the \"addTransaction\" modal item of the Finance tab bar")
        XCTAssertEqual(texts.map(\.isDerived), [false, false, false, false, false, true])
    }

    func testJSONHasEachItemsKeysLastAndNullUnderStringsNone() throws {
        let json = JSONWriter.write(JSONGenerator.document(ResolvedFile(
            source: SourceFile(path: "finance.tabs", bytes: []), layouts: [try Self.layout()])))
        XCTAssertTrue(json.contains("""
                  "strings": "Localizable",
            """), json)
        XCTAssertTrue(json.contains("""
                      "afterDismiss": null,
                      "localizationKeys": {
                        "title": "Finance.home.title",
                        "accessibilityHint": "Finance.home.accessibilityHint"
                      }
                    },
            """), json)
        XCTAssertTrue(json.contains("""
                      "localizationKeys": {
                        "accessibilityLabel": "Finance.addTransaction.accessibilityLabel"
                      }
            """), json)
        let none = try Self.layout(Self.source.replacingOccurrences(of: "layout Finance {\n", with: "layout Finance {\n    strings: none\n"))
        let plain = JSONWriter.write(JSONGenerator.document(ResolvedFile(source: SourceFile(path: "f.tabs", bytes: []), layouts: [none])))
        XCTAssertTrue(plain.contains("\"strings\": null,"), plain)
        XCTAssertEqual(plain.components(separatedBy: "\"localizationKeys\": null").count, 4, plain)
    }

    func testLookupExpression() throws {
        let layout = try Self.layout()
        let home = layout.items[0]
        XCTAssertEqual(LocalizedText.expression(for: .title, of: home, in: layout, bundle: "resourceBundle"),
                       #"String(localized: "Finance.home.title", defaultValue: "Home", table: "Localizable", bundle: resourceBundle, comment: "The start screen: balances and recent payments.")"#)
        XCTAssertEqual(LocalizedText.expression(for: .accessibilityHint, of: home, in: layout, bundle: "b"),
                       #"String(localized: "Finance.home.accessibilityHint", defaultValue: "Shows your \"balances\"", table: "Localizable", bundle: b, comment: "The start screen: balances and recent payments.")"#)
        // The label of an item with a title and no label is its title's lookup.
        XCTAssertEqual(LocalizedText.expression(for: .accessibilityLabel, of: home, in: layout, bundle: "b"),
                       LocalizedText.expression(for: .title, of: home, in: layout, bundle: "b"))
        XCTAssertEqual(LocalizedText.expression(for: .badge, of: home, in: layout, bundle: "b"), "3.formatted()")
        XCTAssertEqual(LocalizedText.expression(for: .badge, of: layout.items[1], in: layout, bundle: "b"),
                       #"String(localized: "Finance.stats.badge", defaultValue: "New", table: "Localizable", bundle: b, comment: "Badge of the \"stats\" tab of the Finance tab bar")"#)
        XCTAssertNil(LocalizedText.expression(for: .title, of: layout.items[2], in: layout, bundle: "b"))
        XCTAssertNil(LocalizedText.expression(for: .accessibilityHint, of: layout.items[1], in: layout, bundle: "b"))
    }

    func testNamedTableAndPlainLiteralsUnderStringsNone() throws {
        let named = try Self.layout(Self.source.replacingOccurrences(of: "layout Finance {\n", with: "layout Finance {\n    strings: \"TabBar\"\n"))
        XCTAssertEqual(named.strings, "TabBar")
        XCTAssertTrue(LocalizedText.expression(for: .title, of: named.items[0], in: named, bundle: "b")?
            .contains(#"table: "TabBar""#) == true)
        let none = try Self.layout(Self.source.replacingOccurrences(of: "layout Finance {\n", with: "layout Finance {\n    strings: none\n"))
        XCTAssertNil(none.strings)
        XCTAssertEqual(LocalizedText.expression(for: .title, of: none.items[0], in: none, bundle: "b"), #""Home""#)
        XCTAssertEqual(LocalizedText.expression(for: .accessibilityLabel, of: none.items[2], in: none, bundle: "b"), #""Add transaction""#)
        XCTAssertEqual(LocalizedText.expression(for: .badge, of: none.items[0], in: none, bundle: "b"), #""3""#)
    }

    func testStringsTakesATableNameOrNone() {
        let layout = "layout A {\n    strings: 1️⃣%@\n    item a {\n        title: \"A\"\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n"
        assertDiagnostics(layout.replacingOccurrences(of: "%@", with: "\"\""), [
            DiagnosticSpec("1️⃣", .TAB210, "'strings' is an empty string; it needs text"),
        ])
        assertDiagnostics(layout.replacingOccurrences(of: "%@", with: "Localizable"), [
            DiagnosticSpec("1️⃣", .TAB202, "expected a string or 'none' for 'strings', found 'Localizable'"),
        ])
        assertDiagnostics(layout.replacingOccurrences(of: "%@", with: "none"), [])
        assertDiagnostics(layout.replacingOccurrences(of: "%@", with: "\"Tabs\""), [])
    }

    /// Every text of every example and generator case (hostile strings included), printed as
    /// lookups and as integer badges, type-checks with warnings as errors.
    func testLookupsTypeCheckInSwift5And6() throws {
        var lines = ["import Foundation", "", "let resourceBundle = Bundle.main", "let optionalBundle: Bundle? = nil"]
        var layouts = GeneratedSources.allFiles.flatMap(\.layouts)
        layouts.append(try Self.layout())
        for (index, layout) in layouts.enumerated() {
            for item in layout.items {
                for property in LocalizableText.Property.allCases {
                    guard let expression = LocalizedText.expression(for: property, of: item, in: layout,
                                                                    bundle: index % 2 == 0 ? "resourceBundle" : "optionalBundle") else { continue }
                    lines.append("let _: String = \(expression)")
                }
            }
        }
        XCTAssertGreaterThan(lines.count, 60)
        let folder = try makeTemporaryFolder("localized-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try Data(lines.joined(separator: "\n").utf8).write(to: main)
        for mode in ["5", "6"] {
            let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-swift-version", mode,
                                                   main.path, Self.stub.path], in: folder)
            XCTAssertEqual(status, 0, "swift \(mode):\n\(output)")
            XCTAssertEqual(output, "")
        }
    }

    /// The lookups run against a bundle holding a German strings table: translated texts
    /// where the table has them, the default values where it doesn't, and the integer badge
    /// formatted. (Foundation on Linux has no `String(localized:)`; the stand-in in
    /// Tests/Support/FoundationStub looks up the bundle's table as Foundation does, and the
    /// bundle is a real one on disk.)
    func testLookupsShowTheBundlesTranslations() throws {
        let layout = try Self.layout()
        let folder = try makeTemporaryFolder("localized-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Texts.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        // The form Xcode compiles a string catalog's language into.
        try Data("""
            "Finance.home.title" = "Startseite";
            "Finance.home.accessibilityHint" = "Zeigt deine \\"Salden\\"";
            "Finance.stats.accessibilityLabel" = "Ausgabenstatistik";
            "Finance.addTransaction.accessibilityLabel" = "Buchung hinzufügen";

            """.utf8).write(to: bundle.appendingPathComponent("Localizable.strings"))
        var lines = ["import Foundation", "", "let bundle = Bundle(path: \(SwiftNames.stringLiteral(bundle.path)))!"]
        for item in layout.items {
            for property in LocalizableText.Property.allCases {
                guard let expression = LocalizedText.expression(for: property, of: item, in: layout, bundle: "bundle") else { continue }
                lines.append("print(\(SwiftNames.stringLiteral("\(item.id).\(property.rawValue)=")) + \(expression))")
            }
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(lines.joined(separator: "\n").utf8).write(to: main)
        let program = folder.appendingPathComponent("texts").path
        let (status, output) = try Swiftc.run(["-swift-version", "6", main.path, Self.stub.path, "-o", program], in: folder)
        XCTAssertEqual(status, 0, output)
        let run = try Command.run(program, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, """
            home.title=Startseite
            home.accessibilityLabel=Startseite
            home.accessibilityHint=Zeigt deine "Salden"
            home.badge=3
            stats.title=Statistics
            stats.accessibilityLabel=Ausgabenstatistik
            stats.badge=New
            addTransaction.accessibilityLabel=Buchung hinzufügen

            """)
    }

    static let stub = Paths.root.appendingPathComponent("Tests/Support/FoundationStub/Localization.swift")
}
