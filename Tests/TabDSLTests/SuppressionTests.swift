import Foundation
import XCTest
@testable import TabDSL

/// `// tabc:ignore` and `// tabc:ignore-file` (TAB317): which warnings they suppress, what
/// they can't, and how each output format shows what was suppressed.
final class SuppressionTests: XCTestCase {
    /// A layout whose tints are the same (TAB310 at `selectedTint`) and whose second item is
    /// icon-only without a label (TAB304 at its name); `extra` goes in the style block.
    static func layout(style: String = "        tint: systemBlue\n        selectedTint: systemBlue\n", items: String? = nil) -> String {
        """
        layout App {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        \(items ?? "    item add {\n        icon: symbol(\"plus\")\n        screen: AddViewController\n    }\n")
            style {
        \(style)    }
        }

        """
    }

    static let sameTints = "'tint' and 'selectedTint' are the same color, so the selected item looks like the others"

    func testAnIgnoreAtTheEndOfALineSuppressesThatLinesWarning() {
        assertDiagnostics(Self.layout(style: "        tint: systemBlue\n        selectedTint: systemBlue // tabc:ignore TAB310 — the icon shows it\n",
                                      items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n"), [])
    }

    func testAnIgnoreAloneOnALineSuppressesTheNextLinesWarning() {
        assertDiagnostics(Self.layout(style: "        tint: systemBlue\n        // tabc:ignore TAB310\n        selectedTint: systemBlue\n",
                                      items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n"), [])
    }

    /// An ignore two lines above, or on the line after, doesn't reach the warning.
    func testAnIgnoreOnlyReachesItsLine() {
        assertDiagnostics(Self.layout(style: "        // tabc:ignore 1️⃣TAB310\n        tint: systemBlue\n        selectedTint: 2️⃣systemBlue\n",
                                      items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n"), [
            DiagnosticSpec("1️⃣", .TAB317, "'TAB310' suppresses nothing: there is no TAB310 warning on the line it applies to"),
            DiagnosticSpec("2️⃣", .TAB310, Self.sameTints),
        ])
    }

    func testAFileWideIgnoreBeforeTheFirstDeclarationSuppressesEveryOne() {
        assertDiagnostics("// tabc:ignore-file TAB310 TAB304 — a brand bar\n" + Self.layout(), [])
        // After the first declaration it suppresses nothing.
        assertDiagnostics(Self.layout(style: "        tint: systemBlue\n        selectedTint: 1️⃣systemBlue\n        // 2️⃣tabc:ignore-file TAB310\n",
                                      items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n"), [
            DiagnosticSpec("1️⃣", .TAB310, Self.sameTints),
            DiagnosticSpec("2️⃣", .TAB317, "'tabc:ignore-file' only works before the first declaration, so this one suppresses nothing"),
        ])
    }

    func testErrorsUnknownCodesAndEmptyIgnoresAreTAB317() {
        let source = Self.layout(style: "        tint: systemBlue\n        selectedTint: systemBlue // tabc:ignore TAB310 1️⃣TAB201 2️⃣TAB39 3️⃣TAB317\n        // 4️⃣tabc:ignore\n        height: 49\n",
                                 items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n")
        assertDiagnostics(source, [
            DiagnosticSpec("1️⃣", .TAB317, "TAB201 is an error; only warnings can be suppressed"),
            DiagnosticSpec("2️⃣", .TAB317, "'TAB39' is no diagnostic code; did you mean 'TAB309'?"),
            DiagnosticSpec("3️⃣", .TAB317, "TAB317 reports suppressions themselves; only warnings can be suppressed"),
            DiagnosticSpec("4️⃣", .TAB317, "'tabc:ignore' names no diagnostic code, so it suppresses nothing"),
        ])
    }

    /// An error on a suppressed line is still reported; prose that mentions the directive is
    /// no directive.
    func testErrorsStayAndProseIsNoDirective() {
        assertDiagnostics(Self.layout(style: "        tint: systemBlue\n        selectedTint: 1️⃣systemBlue // tabc:ignored TAB310\n        height: 2️⃣10 // tabc:ignore 3️⃣TAB210\n",
                                      items: "    item add {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: A\n    }\n"), [
            DiagnosticSpec("1️⃣", .TAB310, Self.sameTints),
            DiagnosticSpec("2️⃣", .TAB210, "'height' is 10, out of range: expected 30 to 200"),
            DiagnosticSpec("3️⃣", .TAB317, "TAB210 is an error; only warnings can be suppressed"),
        ])
    }

    /// `check`: the human and gcc formats leave suppressed warnings out (and `--strict` passes),
    /// JSON lists them apart, SARIF as results with an in-source suppression.
    func testOutputFormats() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", "// tabc:ignore-file TAB304\n" + Self.layout(
            style: "        tint: systemBlue\n        selectedTint: systemBlue // tabc:ignore TAB310 — the filled icon shows it\n"))
        let human = try Tabc.run(["check", "--strict", "app.tabs"], in: folder.url)
        XCTAssertEqual(human.status, 0, human.standardOutput)
        XCTAssertFalse(human.standardOutput.contains("TAB310"), human.standardOutput)
        let gcc = try Tabc.run(["check", "--format", "gcc", "app.tabs"], in: folder.url)
        XCTAssertEqual(gcc.standardOutput, "")

        let json = try Tabc.run(["check", "--format", "json", "app.tabs"], in: folder.url)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((document["diagnostics"] as? [Any])?.count, 0)
        let suppressed = try XCTUnwrap(document["suppressed"] as? [[String: Any]])
        XCTAssertEqual(suppressed.compactMap { $0["code"] as? String }, ["TAB304", "TAB310"])
        XCTAssertEqual((document["summary"] as? [String: Any])?["warnings"] as? Int, 0)

        let sarif = try Tabc.run(["check", "--format", "sarif", "app.tabs"], in: folder.url)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["TAB304", "TAB310"])
        let suppressions = results.compactMap { $0["suppressions"] as? [[String: Any]] }
        XCTAssertEqual(suppressions.count, 2)
        XCTAssertEqual(suppressions.last?.first?["kind"] as? String, "inSource")
        XCTAssertEqual(suppressions.last?.first?["justification"] as? String, "the filled icon shows it")
        // Both still validate against their schemas.
        try RequiredTool.checkPythonModule("jsonschema", package: "python3-jsonschema")
        XCTAssertEqual(try SchemaValidator.validate(documents: [("json", Data(json.standardOutput.utf8))],
                                                    schema: Data(DiagnosticsSchema.generate().utf8)), [])
        XCTAssertEqual(try SchemaValidator.validate(documents: [("sarif", Data(sarif.standardOutput.utf8))],
                                                    schema: DiagnosticFormatsTests.sarifSchema(), draft: "Draft4Validator"), [])
    }

    /// TAB313, which `check --strings` reports, is suppressed like every other warning and
    /// listed as suppressed; without a catalog the run can't tell whether it suppresses
    /// anything, so the comment is no TAB317 there.
    func testStringCatalogGapsAreSuppressibleToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", """
            layout App {
                item home {
                    title: "Home" // tabc:ignore TAB313 — translated next sprint
                    icon: symbol("house")
                    screen: HomeViewController
                }
                item search {
                    title: "Search"
                    icon: symbol("magnifyingglass")
                    screen: SearchViewController
                }
            }

            """)
        try folder.write("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "App.search.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Suche"}}}}
            }}
            """)
        let gcc = try Tabc.run(["check", "--format", "gcc", "--strings", "Localizable.xcstrings", "app.tabs"], in: folder.url)
        XCTAssertEqual(gcc.standardOutput, "", gcc.standardOutput)
        XCTAssertEqual(gcc.status, 0)

        let json = try Tabc.run(["check", "--format", "json", "--strings", "Localizable.xcstrings", "app.tabs"], in: folder.url)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((document["diagnostics"] as? [Any])?.count, 0, json.standardOutput)
        let suppressed = try XCTUnwrap(document["suppressed"] as? [[String: Any]])
        XCTAssertEqual(suppressed.compactMap { $0["code"] as? String }, ["TAB313"])

        let sarif = try Tabc.run(["check", "--format", "sarif", "--strings", "Localizable.xcstrings", "app.tabs"], in: folder.url)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["TAB313"])
        let justification = (results.first?["suppressions"] as? [[String: Any]])?.first?["justification"] as? String
        XCTAssertEqual(justification, "translated next sprint")

        // No catalog of the layout's table: nothing was checked, so no TAB317 either.
        let plain = try Tabc.run(["check", "--format", "gcc", "app.tabs"], in: folder.url)
        XCTAssertEqual(plain.standardOutput, "", plain.standardOutput)

        // The language server applies the same comments.
        var client = LSPClient.initialized()
        client.connection.server.stringCatalogs = [try StringCatalog.read(
            Array(try Data(contentsOf: folder.url.appendingPathComponent("Localizable.xcstrings"))), path: "Localizable.xcstrings").get()]
        let uri = "file://" + folder.url.appendingPathComponent("app.tabs").path
        let output = client.open(uri, try String(contentsOf: folder.url.appendingPathComponent("app.tabs"), encoding: .utf8))
        XCTAssertEqual(try XCTUnwrap(LSPClient.published(uri, in: output))["diagnostics"]?.arrayValue?.count, 0)
    }

    /// TAB318, which `--assets` reports, is suppressed like every other warning; without a
    /// catalog the run can't tell whether the comment suppresses anything, so it is no TAB317
    /// there, as for TAB313 without `--strings`.
    func testAssetCatalogGapsAreSuppressibleToo() throws {
        let text = """
            layout App {
                item home {
                    title: "Home"
                    icon: image("hom") // tabc:ignore TAB318 — the icon lands next sprint
                    screen: HomeViewController
                }
            }

            """
        let source = SourceFile(path: "app.tabs", text: text)
        var catalog = AssetCatalog(path: "App.xcassets")
        catalog.add(.imageset, name: "home", contents: nil)
        let checked = Compiler.compile([source], assets: AssetCatalogs([catalog])).files[0]
        XCTAssertEqual(checked.diagnostics.map(\.message), [])
        XCTAssertEqual(checked.suppressed.map(\.code), [.TAB318])

        // No catalog: nothing was checked, so no TAB317 either.
        XCTAssertEqual(Compiler.compile([source]).files[0].diagnostics.map(\.message), [])
        let folder = try TemporaryFolder()
        try folder.write("app.tabs", text)
        let plain = try Tabc.run(["check", "--format", "gcc", "app.tabs"], in: folder.url)
        XCTAssertEqual(plain.standardOutput, "", plain.standardOutput)
        XCTAssertEqual(plain.status, 0)

        // A catalog that holds the name: the comment suppresses nothing, and says so.
        catalog.add(.imageset, name: "hom", contents: nil)
        XCTAssertEqual(Compiler.compile([source], assets: AssetCatalogs([catalog])).files[0].diagnostics.map(\.code), [.TAB317])
    }

    /// The formatter keeps suppression comments where they are.
    func testTheFormatterKeepsThem() throws {
        let source = "// tabc:ignore-file TAB304\n" + Self.layout(
            style: "        tint: systemBlue\n        // tabc:ignore TAB310\n        selectedTint: systemBlue // tabc:ignore TAB310\n")
        let formatted = try TabsFormatter.format(SourceFile(path: "a.tabs", text: source)).get()
        XCTAssertEqual(formatted, source)
    }
}
