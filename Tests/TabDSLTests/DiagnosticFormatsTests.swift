import Foundation
import XCTest
@testable import TabDSL

/// The machine-readable diagnostic formats: JSON (golden), SARIF (against the official schema,
/// with a real validator), GitHub workflow commands (escaping), and the JSON writer under them.
final class DiagnosticFormatsTests: XCTestCase {
    static let goldenFolder = Paths.fixtures.appendingPathComponent("diagnostics-json")

    /// Inputs with lexical and syntax errors of every kind, notes and fix-its among them.
    static let errorCases: [(name: String, text: String)] = [
        ("unexpected-character", "layout A {\n    title: \"x\" $$ @\n}\n"),
        ("unterminated-string", "layout A {\n    title: \"Home\n}\n"),
        ("invalid-escapes", "layout A {\n    title: \"a\\qb \\(x) \\u{110000}\"\n}\n"),
        ("unterminated-comment", "layout A {}\n/* open /* nested */\n"),
        ("invalid-colors", "layout A {\n    tint: #0xFF8800\n    other: #12\n}\n"),
        ("invalid-numbers", "layout A {\n    a: 1.\n    b: .5\n    c: 1__0\n    d: 60pt\n}\n"),
        ("missing-colon", "layout A {\n    title \"Home\"\n}\n"),
        ("missing-value", "layout A {\n    title:\n}\n"),
        ("top-level", "item a {}\nlayout A {}\n"),
        ("missing-brace", "layout A {\n    item b {\n        title: \"x\"\n"),
        ("import-after", "layout A {}\nimport \"b.tabs\"\n"),
        ("deep", "layout A { x: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + " }\n"),
        ("unicode-before-error", "layout A {\n    title: \"🎉 탭\" ?\n}\n"),
        ("several", "layout A {\n    a 1\n    b: [1; 2]\n    c: f(x: )\n"),
    ]

    /// Runs of the checker with errors: the crafted cases above, and every `err/` fixture of
    /// every area with its extra inputs and imports (as the fixture tests compile them).
    static func errorRuns() -> [(name: String, files: [SourceFile], diagnostics: [Diagnostic])] {
        var runs: [(name: String, files: [SourceFile], diagnostics: [Diagnostic])] = []
        var crafted = errorCases.map { SourceFile(path: "\($0.name).tabs", text: $0.text) }
        // Raw invalid UTF-8 bytes, which a Swift string literal can't hold.
        crafted.append(SourceFile(path: "raw-bytes.tabs", bytes: Array("layout A {\n    title: \"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"\n}\n".utf8)))
        for file in crafted {
            runs.append((file.path, [file], Checker.check([file])))
        }
        let areas = (try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        for area in areas.sorted() {
            for path in SemanticFixtures.cases("\(area)/err") {
                let compilation = SemanticFixtures.compile(path)
                runs.append((path, compilation.files.map(\.source), compilation.diagnostics))
            }
        }
        return runs
    }

    // MARK: - JSON writer

    func testJSONWriterLayout() {
        let value: JSONValue = [
            "name": "tabc",
            "empty object": [:],
            "empty array": [],
            "numbers": [0, -3, 60.0, 0.3, .number(0.1 + 0.2), 1e21, 2.5e-7, .number(.nan)],
            "nested": ["flag": true, "nothing": nil, "list": ["a"]],
        ]
        XCTAssertEqual(JSONWriter.write(value), """
        {
          "name": "tabc",
          "empty object": {},
          "empty array": [],
          "numbers": [
            0,
            -3,
            60,
            0.3,
            0.30000000000000004,
            1e+21,
            2.5e-07,
            null
          ],
          "nested": {
            "flag": true,
            "nothing": null,
            "list": [
              "a"
            ]
          }
        }

        """)
        XCTAssertEqual(value["nested"]?["flag"], .bool(true))
        XCTAssertEqual(JSONWriter.compact([1, "x", ["k": false]]), "[1,\"x\",{\"k\":false}]")
    }

    func testJSONStringEscaping() throws {
        let text = "quote \" backslash \\ newline \n return \r tab \t bell \u{07} nul \u{0} del \u{7F} é 🎉 \u{2028}"
        let encoded = JSONWriter.quote(text)
        XCTAssertEqual(encoded, "\"quote \\\" backslash \\\\ newline \\n return \\r tab \\t bell \\u0007 nul \\u0000 del \u{7F} é 🎉 \\u2028\"")
        // Foundation reads it back as the same string.
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(encoded)]".utf8)) as? [String]
        XCTAssertEqual(decoded, [text])
    }

    func testDoublesRoundTrip() {
        for number in [0.1, 1.0 / 3.0, 123456.789, Double.leastNonzeroMagnitude, 9007199254740993.0, 1e17, 1.7976931348623157e308, -0.0, 1e15, 999999999999999.0] {
            let text = JSONWriter.format(number)
            XCTAssertEqual(Double(text), number == 0 ? 0 : number, text)
            XCTAssertFalse(text.hasSuffix(".0"), text)
        }
    }

    // MARK: - JSON diagnostics

    func testJSONDiagnosticsGolden() throws {
        let names = ["missing-brace", "invalid-colors", "unicode-before-error", "several"]
        for name in names {
            let text = try XCTUnwrap(Self.errorCases.first { $0.name == name }?.text)
            let file = SourceFile(path: "\(name).tabs", text: text)
            let diagnostics = Diagnostic.sortedForDisplay(Parser.parse(file).diagnostics)
            let output = JSONDiagnosticsRenderer(toolVersion: "0.0.0-test").render(diagnostics, files: [file])
            Golden.check(output, against: Self.goldenFolder.appendingPathComponent("\(name).json"))
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(output.utf8)))
        }
    }

    func testJSONDiagnosticsCountUTF16AndBytes() throws {
        // "🎉" is one scalar, two UTF-16 units and four bytes; "탭" one, one and three.
        let file = SourceFile(path: "u.tabs", text: "layout A {\n    title: \"🎉 탭\" ?\n}\n")
        let diagnostics = Parser.parse(file).diagnostics
        let document = JSONDiagnosticsRenderer(toolVersion: "1").document(diagnostics, files: [file])
        guard case .array(let list) = document["diagnostics"], let first = list.first else {
            return XCTFail("no diagnostics")
        }
        XCTAssertEqual(first["code"], "TAB001")
        let start = first["range"]?["start"]
        XCTAssertEqual(start?["line"], 2)
        XCTAssertEqual(start?["column"], 18)
        XCTAssertEqual(start?["utf16Column"], 19)
        XCTAssertEqual(start?["byteColumn"], 23)
        XCTAssertEqual(start?["byteOffset"], .integer(11 + 4 + 6 + 1 + 1 + 4 + 1 + 3 + 1 + 1))
        XCTAssertEqual(first["range"]?["byteLength"], 1)
        XCTAssertEqual(document["summary"], ["errors": 1, "warnings": 0, "files": 1])
    }

    // MARK: - SARIF

    /// The official SARIF 2.1.0 schema (OASIS), a copy kept with the fixtures.
    static func sarifSchema() throws -> Data {
        try Data(contentsOf: Paths.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json"))
    }

    func testSARIFForEveryErrorCaseValidatesAgainstTheOfficialSchema() throws {
        let schema = try Self.sarifSchema()
        let runs = Self.errorRuns()
        var documents: [(name: String, data: Data)] = []
        let renderer = SARIFRenderer(toolVersion: "0.1.0")
        for run in runs {
            XCTAssertFalse(run.diagnostics.isEmpty, "\(run.name) has no diagnostics")
            documents.append((run.name, Data(renderer.render(run.diagnostics, files: run.files).utf8)))
        }
        // All of them in one log too, with a path that needs percent-encoding, and an empty run.
        let odd = SourceFile(path: "folder with space/ünï:cödé.tabs", text: "layout A { $ }")
        let allFiles = runs.flatMap(\.files) + [odd]
        let allDiagnostics = runs.flatMap(\.diagnostics) + Checker.check([odd])
        documents.append(("all", Data(renderer.render(allDiagnostics, files: allFiles).utf8)))
        documents.append(("clean", Data(renderer.render([], files: []).utf8)))
        // The same logs with UTF-16 columns.
        let utf16 = SARIFRenderer(toolVersion: "0.1.0", columnUnit: .utf16)
        documents.append(("all-utf16", Data(utf16.render(allDiagnostics, files: allFiles).utf8)))
        XCTAssertGreaterThan(documents.count, 15)
        let failures = try SchemaValidator.validate(documents: documents, schema: schema, draft: "Draft4Validator")
        XCTAssertEqual(failures, [])
    }

    func testSARIFColumnKindFollowsTheColumnUnit() throws {
        // "🎉" is one code point and two UTF-16 code units.
        let file = SourceFile(path: "u.tabs", text: "layout A {\n    title: \"🎉\" ?\n}\n")
        let diagnostics = Parser.parse(file).diagnostics
        for (unit, kind, column) in [(ColumnUnit.scalar, "unicodeCodePoints", 16), (.utf16, "utf16CodeUnits", 17),
                                     (.byte, "unicodeCodePoints", 16)] {
            let log = SARIFRenderer(toolVersion: "1", columnUnit: unit).log(diagnostics, files: [file])
            guard case .array(let runs) = log["runs"], let run = runs.first, case .array(let results) = run["results"],
                  let first = results.first else { return XCTFail("no result") }
            XCTAssertEqual(run["columnKind"], .string(kind), "\(unit)")
            guard case .array(let locations)? = first["locations"], let location = locations.first else { return XCTFail("no location") }
            let region = location["physicalLocation"]?["region"]
            XCTAssertEqual(region?["startColumn"], .integer(column), "\(unit)")
            XCTAssertEqual(region?["endColumn"], .integer(column + 1), "\(unit)")
        }
    }

    // MARK: - Column units

    func testGCCGitHubAndHumanColumnsFollowTheColumnUnit() {
        // `titel` follows "채팅" (two scalars, two UTF-16 units, six bytes) and "🎉" (one scalar,
        // two UTF-16 units, four bytes): scalar column 19, UTF-16 column 20, byte column 26.
        let file = SourceFile(path: "k.tabs", text: "layout A {\n    title: \"채팅🎉\"  titel: \"x\"\n}\n")
        let diagnostics = Parser.parse(file).diagnostics
        XCTAssertEqual(diagnostics.first?.code, .TAB101)
        for (unit, column) in [(ColumnUnit.scalar, 19), (.utf16, 20), (.byte, 26)] {
            XCTAssertTrue(GCCRenderer(columnUnit: unit).render(diagnostics).hasPrefix("k.tabs:2:\(column): error: "), "\(unit)")
            XCTAssertTrue(GitHubRenderer(columnUnit: unit).render(diagnostics).contains(",line=2,col=\(column),endLine=2,endColumn=\(column + 5),"),
                          "\(unit)")
            XCTAssertTrue(HumanRenderer(columnUnit: unit).render(diagnostics).contains(" --> k.tabs:2:\(column)\n"), "\(unit)")
        }
        // The default is Unicode scalars.
        XCTAssertEqual(GCCRenderer().render(diagnostics), GCCRenderer(columnUnit: .scalar).render(diagnostics))
    }

    /// A diagnostic about a file with no text (a catalog that couldn't be read, a link outside
    /// a folder) names the file and shows no empty `1 |` line.
    func testHumanRendererShowsNoSnippetForAFileWithoutText() {
        let span = SourceSpan(file: SourceFile(path: "Missing.xcstrings", bytes: []), range: .at(0))
        let diagnostic = Catalogue.unreadableStringCatalog(path: "Missing.xcstrings", reason: "no such file", at: span)
        XCTAssertEqual(HumanRenderer().render(diagnostic), """
            error[TAB314]: 'Missing.xcstrings' is not a string catalog: no such file
             --> Missing.xcstrings:1:1
              |
              = help: pass the .xcstrings file Xcode keeps for the table (its JSON: sourceLanguage, strings)

            """)
    }

    func testByteColumnsAfterAByteOrderMarkStartAtTheFirstCharacter() {
        let file = SourceFile(path: "b.tabs", bytes: [0xEF, 0xBB, 0xBF] + Array("layout A { ? }\n".utf8))
        let diagnostics = Parser.parse(file).diagnostics
        XCTAssertTrue(GCCRenderer(columnUnit: .byte).render(diagnostics).hasPrefix("b.tabs:1:12: error: "),
                      GCCRenderer(columnUnit: .byte).render(diagnostics))
    }

    // MARK: - The JSON Schema of the diagnostics

    func testEveryJSONDiagnosticsDocumentValidatesAgainstItsSchema() throws {
        let renderer = JSONDiagnosticsRenderer(toolVersion: "0.1.0")
        var documents: [(name: String, data: Data)] = Self.errorRuns().map { run in
            (run.name, Data(renderer.render(run.diagnostics, files: run.files).utf8))
        }
        documents.append(("clean", Data(renderer.render([], files: []).utf8)))
        let clean = SourceFile(path: "ok.tabs", text: CommandLineTests.clean)
        documents.append(("clean file", Data(renderer.render([], files: [clean]).utf8)))
        XCTAssertGreaterThan(documents.count, 15)
        let schema = Data(DiagnosticsSchema.generate().utf8)
        XCTAssertEqual(try SchemaValidator.validate(documents: documents, schema: schema), [])
    }

    func testTheDiagnosticsSchemaRejectsWrongDocuments() throws {
        // Each is a real document broken in one place: the schema must catch every one.
        let file = SourceFile(path: "a.tabs", text: "layout A {\n    titel: \"x\"\n}\n")
        let real = JSONDiagnosticsRenderer(toolVersion: "1").render(Checker.check([file]), files: [file])
        let broken = [
            real.replacingOccurrences(of: "\"TAB201\"", with: "\"TAB999\""),
            real.replacingOccurrences(of: "\"severity\": \"error\"", with: "\"severity\": \"fatal\""),
            real.replacingOccurrences(of: "\"byteColumn\"", with: "\"bytecolumn\""),
            real.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 2,"),
            real.replacingOccurrences(of: "\"help\": [", with: "\"hints\": ["),
        ]
        for text in broken { XCTAssertNotEqual(text, real) }
        let failures = try SchemaValidator.validate(documents: broken.enumerated().map { ("broken \($0.offset)", Data($0.element.utf8)) },
                                                    schema: Data(DiagnosticsSchema.generate().utf8))
        XCTAssertEqual(Set(failures.compactMap { $0.split(separator: ":").first.map(String.init) }).count, broken.count, "\(failures)")
    }

    func testTheValidatorRejectsBrokenSARIF() throws {
        // The schema check must be able to fail, or the test above proves nothing.
        let broken = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "columnKind": "bytes"}]}"#
        let failures = try SchemaValidator.validate(documents: [("broken", Data(broken.utf8))], schema: try Self.sarifSchema(),
                                                    draft: "Draft4Validator")
        XCTAssertEqual(failures.count, 2, "\(failures)")
    }

    func testSARIFContent() throws {
        let file = SourceFile(path: "dir/a b.tabs", text: "layout A {\n    tint: #0xFF8800\n    item b {\n")
        let diagnostics = Checker.checkSyntax(file)
        let log = SARIFRenderer(toolVersion: "9.9.9").log(diagnostics, files: [file])
        XCTAssertEqual(log["version"], "2.1.0")
        guard case .array(let runs) = log["runs"], let run = runs.first else { return XCTFail("no run") }
        XCTAssertEqual(run["columnKind"], "unicodeCodePoints")
        XCTAssertEqual(run["tool"]?["driver"]?["name"], "tabc")
        XCTAssertEqual(run["tool"]?["driver"]?["version"], "9.9.9")
        guard case .array(let rules) = run["tool"]?["driver"]?["rules"] else { return XCTFail("no rules") }
        XCTAssertEqual(rules.count, DiagnosticCode.allCases.count)
        XCTAssertEqual(rules.compactMap { $0["id"] }, DiagnosticCode.allCases.map { .string($0.rawValue) })
        let unknown = rules[DiagnosticCode.allCases.firstIndex(of: .TAB201)!]
        XCTAssertEqual(unknown["name"], "UnknownProperty")
        XCTAssertEqual(unknown["shortDescription"]?["text"], "unknown property")
        XCTAssertEqual(unknown["defaultConfiguration"]?["level"], "error")
        guard case .string(let full) = unknown["fullDescription"]?["text"], case .string(let help) = unknown["help"]?["markdown"] else {
            return XCTFail("no full description or help")
        }
        XCTAssertTrue(full.hasPrefix("A block has a property that doesn't exist there"), full)
        XCTAssertFalse(full.contains("\n"))
        XCTAssertTrue(help.hasPrefix("# TAB201: unknown property"), help)
        XCTAssertEqual(rules[DiagnosticCode.allCases.firstIndex(of: .TAB301)!]["defaultConfiguration"]?["level"], "warning")

        guard case .array(let results) = run["results"] else { return XCTFail("no results") }
        XCTAssertEqual(results.compactMap { $0["ruleId"] }, ["TAB005", "TAB104", "TAB104"], "one TAB104 per unclosed block")
        let color = results[0]
        XCTAssertEqual(color["ruleIndex"], .integer(DiagnosticCode.allCases.firstIndex(of: .TAB005)!))
        XCTAssertEqual(color["level"], "error")
        guard case .array(let locations) = color["locations"] else { return XCTFail("no locations") }
        let location = locations[0]["physicalLocation"]
        XCTAssertEqual(location?["artifactLocation"]?["uri"], "dir/a%20b.tabs")
        XCTAssertEqual(location?["region"], [
            "startLine": 2, "startColumn": 11, "endLine": 2, "endColumn": 20, "byteOffset": 21, "byteLength": 9,
        ])
        guard case .array(let fixes) = color["fixes"], case .array(let changes) = fixes.first?["artifactChanges"],
              case .array(let replacements) = changes.first?["replacements"] else { return XCTFail("no fix") }
        XCTAssertEqual(replacements.first?["insertedContent"]?["text"], "#FF8800")
        XCTAssertEqual(replacements.first?["deletedRegion"]?["byteOffset"], 21)
        XCTAssertEqual(replacements.first?["deletedRegion"]?["byteLength"], 9)

        guard case .array(let related) = results[1]["relatedLocations"] else { return XCTFail("no related locations") }
        XCTAssertEqual(related.first?["message"]?["text"], "the block to close starts here")
        XCTAssertEqual(related.first?["physicalLocation"]?["region"]?["startLine"], 3)
        XCTAssertEqual(related.first?["id"], 0)
    }

    func testSARIFURIs() {
        XCTAssertEqual(SARIFRenderer.uri(for: "examples/finance.tabs"), "examples/finance.tabs")
        XCTAssertEqual(SARIFRenderer.uri(for: "/abs/path x.tabs"), "file:///abs/path%20x.tabs")
        XCTAssertEqual(SARIFRenderer.uri(for: "c:d#e?f%.tabs"), "c%3Ad%23e%3Ff%25.tabs")
        XCTAssertEqual(SARIFRenderer.uri(for: "é.tabs"), "%C3%A9.tabs")
        XCTAssertEqual(SARIFRenderer.uri(for: "<stdin>"), "%3Cstdin%3E")
    }

    // MARK: - GitHub

    func testGitHubCommandsEscapeDataAndProperties() {
        let file = SourceFile(path: "odd,dir/we:ird%name\r\n.tabs", text: "layout A {\n    titel: 1\n}\n")
        let span = SourceSpan(file: file, range: SourceRange(offset: 15, length: 5))
        let diagnostic = Diagnostic(
            code: .TAB201, message: "100% wrong: 'a,b'\r\nsecond line\rthird\u{1B}[31m",
            span: span,
            notes: [
                DiagnosticNote(message: "first given here: x,y", span: SourceSpan(file: file, range: SourceRange(offset: 9, length: 1))),
                DiagnosticNote(message: "no place: 50%", span: nil),
            ],
            help: ["try 'title'"])
        let output = GitHubRenderer().render([diagnostic])
        XCTAssertEqual(output, """
        ::error file=odd%2Cdir/we%3Aird%25name%0D%0A.tabs,line=2,col=5,endLine=2,endColumn=10,title=TAB201::100%25 wrong: 'a,b'%0D%0Asecond line%0Dthird\u{FFFD}[31m%0Anote: no place: 50%25%0Ahelp: try 'title'
        ::notice file=odd%2Cdir/we%3Aird%25name%0D%0A.tabs,line=1,col=10,endLine=1,endColumn=11,title=TAB201 note::first given here: x,y

        """)
        // One command per line, whatever the input.
        XCTAssertEqual(output.split(separator: "\n").count, 2)
    }

    func testGitHubSeverityAndMultiLineRanges() {
        let file = SourceFile(path: "a.tabs", text: "layout A {\n    item b {\n    }\n}\n")
        let warning = Diagnostic(code: .TAB301, message: "w", span: SourceSpan(file: file, range: SourceRange(offset: 15, length: 14)))
        // Over two lines, GitHub takes no columns.
        XCTAssertEqual(GitHubRenderer().render(warning), "::warning file=a.tabs,line=2,endLine=3,title=TAB301::w\n")
        XCTAssertEqual(GitHubRenderer.escapeProperty("a:b,c%d\ne\rf"), "a%3Ab%2Cc%25d%0Ae%0Df")
        XCTAssertEqual(GitHubRenderer.escapeData("a:b,c%d\ne\rf"), "a:b,c%25d%0Ae%0Df")
    }
}
