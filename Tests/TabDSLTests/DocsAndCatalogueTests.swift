import Foundation
import XCTest
@testable import TabDSL

/// Every code of the language has a catalogue entry, an explanation and a golden case, and the
/// generated parts of `docs/` agree with the schema table and the catalogue.
final class DocsAndCatalogueTests: XCTestCase {
    /// The language's codes, in order: code and severity, as the contract lists them. Checked
    /// against the table of docs/diagnostics.md, and the catalogue against this list, so a code
    /// added in one place only fails a test.
    static let specCodes: [(String, Severity)] = {
        let errors = ["TAB001", "TAB002", "TAB003", "TAB004", "TAB005", "TAB006", "TAB007",
                      "TAB101", "TAB102", "TAB103", "TAB104", "TAB105", "TAB106"]
            + (201...226).map { "TAB\($0)" }
        return errors.map { ($0, Severity.error) } + (301...313).map { ("TAB\($0)", Severity.warning) }
            + [("TAB314", .error), ("TAB315", .warning), ("TAB316", .warning), ("TAB317", .warning), ("TAB318", .warning)]
    }()

    /// The `| TABnnn | severity | … |` rows of a Markdown table.
    static func parseCodeTable(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0].hasPrefix("TAB"), cells[0].count == 6 else { return nil }
            return (cells[0], cells[1])
        }
    }

    /// The table of every code in docs/diagnostics.md lists the language's codes, in order,
    /// with their severities, then the implementation-limit code.
    func testTheListMatchesTheDiagnosticsGuide() throws {
        let guide = try String(contentsOf: Paths.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let parsed = Self.parseCodeTable(guide)
        let expected = Self.specCodes + [("TAB901", Severity.error)]
        XCTAssertEqual(parsed.map(\.0), expected.map(\.0))
        XCTAssertEqual(parsed.map(\.1), expected.map(\.1.rawValue))
    }

    func testEverySpecCodeHasACatalogueEntryAndAnExplanation() {
        for (raw, severity) in Self.specCodes {
            guard let code = DiagnosticCode(rawValue: raw) else {
                XCTFail("\(raw) is not in DiagnosticCode")
                continue
            }
            XCTAssertEqual(code.severity, severity, raw)
            XCTAssertNotEqual(code.name, raw, "\(raw) has no catalogue name")
            XCTAssertNotEqual(code.summary, raw, "\(raw) has no catalogue summary")
            if !Explanations.codesWithoutExamples.contains(code) {
                XCTAssertNotNil(Explanations.examples(for: code), "\(raw) has no examples")
            }
            XCTAssertTrue(Explanations.text(for: code).contains("## Why it matters"), raw)
        }
        // The catalogue has nothing else but the implementation-limit code.
        XCTAssertEqual(Set(DiagnosticCode.allCases.map(\.rawValue)), Set(Self.specCodes.map(\.0) + ["TAB901"]))
        XCTAssertEqual(Set(DiagnosticCode.allCases.map(\.name)).count, DiagnosticCode.allCases.count, "names are unique")
    }

    /// TAB2xx and TAB3xx each have a `semantic/err` case with a golden beside it. (TAB0xx and
    /// TAB1xx have theirs under `syntax/err`, kept with the parser's tests.)
    func testEverySemanticCodeHasAGoldenCase() {
        let cases = SemanticFixtures.cases("semantic/err")
        for (raw, _) in Self.specCodes where raw.hasPrefix("TAB2") || raw.hasPrefix("TAB3") {
            // A catalog's codes need the catalog: StringCatalogTests cover them.
            if let code = DiagnosticCode(rawValue: raw), Explanations.codesWithoutExamples.contains(code) { continue }
            let matching = cases.filter { $0.hasPrefix("semantic/err/\(raw)-") }
            XCTAssertFalse(matching.isEmpty, "\(raw) has no semantic/err case")
            for path in matching {
                let golden = Paths.fixtures.appendingPathComponent(path).deletingPathExtension().appendingPathExtension("diag")
                XCTAssertTrue(FileManager.default.fileExists(atPath: golden.path), "\(path) has no .diag golden")
            }
        }
    }

    // MARK: - Docs

    func testDiagnosticsDocIsInSync() {
        DocSections.check("docs/diagnostics.md", sections: ["codes": DocSections.codeTable()])
    }

    func testLanguageGuideIsInSync() {
        DocSections.check("docs/language.md", sections: [
            "layout-properties": DocSections.propertyTable([.layout]),
            "item-properties": DocSections.propertyTable([.item, .modal]),
            "style-properties": DocSections.propertyTable([.style]),
            "calls": DocSections.callTable(),
            "system-colors": DocSections.systemColors(),
        ])
    }

    /// Every property of the schema table appears in the guide with an example of its use.
    func testLanguageGuideShowsEveryProperty() throws {
        let guide = try String(contentsOf: Paths.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let examples = guide.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element).joined()
        for property in Schema.properties {
            XCTAssertTrue(examples.contains("\(property.name):"), "no example of '\(property.name)' in docs/language.md")
        }
        for keyword in ["import", "layout", "style", "item", "modal", "inject"] {
            XCTAssertTrue(examples.contains("\(keyword) "), "no example of '\(keyword)'")
        }
    }

    /// Every code block of the guide that is a whole file checks clean.
    func testLanguageGuideExamplesAreClean() throws {
        let guide = try String(contentsOf: Paths.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let blocks = guide.components(separatedBy: "\n```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        var checked = 0
        for block in blocks where block.hasPrefix("tabs\n") {
            let text = String(block.dropFirst("tabs\n".count)) + "\n"
            let diagnostics = Compiler.compile(SourceFile(path: "guide.tabs", text: text)) { path in
                // The guide's import example names these files.
                path == "brand.tabs" ? .loaded(Array("style Brand {\n    selectedTint: systemIndigo\n}\n".utf8)) : .notFound
            }.diagnostics
            XCTAssertEqual(GCCRenderer().render(diagnostics), "", "a guide example reports problems:\n\(text)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }
}

/// Generated sections of the docs, between `<!-- generated: NAME -->` and
/// `<!-- end generated -->`. `TABC_UPDATE_GOLDEN=1` rewrites them.
enum DocSections {
    static func check(_ relativePath: String, sections: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        let url = Paths.root.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing \(relativePath)", file: file, line: line)
            return
        }
        var text = String(decoding: data, as: UTF8.self)
        for (name, content) in sections.sorted(by: { $0.key < $1.key }) {
            let begin = "<!-- generated: \(name) -->\n"
            let end = "<!-- end generated -->"
            guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
                XCTFail("\(relativePath) has no generated section '\(name)'", file: file, line: line)
                continue
            }
            let current = String(text[start.upperBound..<stop.lowerBound])
            if current != content {
                if Golden.updating {
                    text.replaceSubrange(start.upperBound..<stop.lowerBound, with: content)
                } else {
                    XCTFail("\(relativePath), section '\(name)', is out of date (TABC_UPDATE_GOLDEN=1 rewrites it):\n"
                            + Diff.lines(expected: current, actual: content), file: file, line: line)
                }
            }
        }
        if Golden.updating { try? Data(text.utf8).write(to: url) }
    }

    static func codeTable() -> String {
        var text = "| code | severity | name | when |\n|---|---|---|---|\n"
        for code in DiagnosticCode.allCases {
            text += "| \(code.rawValue) | \(code.severity.rawValue) | \(code.name) | \(code.summary) |\n"
        }
        return text
    }

    static func propertyTable(_ contexts: Set<Schema.Context>) -> String {
        var text = "| property | value | default | what it does |\n|---|---|---|---|\n"
        for property in Schema.properties where !property.contexts.isDisjoint(with: contexts) {
            var summary = property.summary
            if contexts.count > 1, property.contexts == [.modal] { summary = "**modal only**: " + summary }
            // Defaults that are values are code; those that are words ("the title") are not.
            // "none" is a value only where the option `none` exists; elsewhere it means absent.
            let isProse = ["the ", "its ", "none (", "required"].contains { property.defaultDescription.hasPrefix($0) }
                || (property.defaultDescription == "none" && !value(property.type).contains("`none`"))
            let defaultText = property.isRequired ? "**required**"
                : isProse ? property.defaultDescription : "`\(property.defaultDescription)`"
            text += "| `\(property.name)` | \(value(property.type)) | \(defaultText.replacingOccurrences(of: "|", with: "\\|")) | \(summary) |\n"
        }
        return text
    }

    static func callTable() -> String {
        var text = "| call | argument | value | default |\n|---|---|---|---|\n"
        for spec in Explanations.allCallSpecs() {
            for argument in spec.arguments {
                let label = spec.isPositional ? "(unlabelled)" : "`\(argument.label):`"
                let defaultText: String
                if let value = argument.defaultValue {
                    defaultText = "`\(describe(value))`"
                } else if let derived = argument.derivedDefault {
                    defaultText = "the `\(derived)`"
                } else {
                    defaultText = "**required**"
                }
                text += "| `\(spec.name)(…)` | \(label) | \(value(argument.type)) | \(defaultText) |\n"
            }
        }
        return text
    }

    static func systemColors() -> String {
        SystemColors.names.map { "`\($0)`" }.joined(separator: ", ") + "\n"
    }

    static func describe(_ value: CheckedValue) -> String {
        switch value {
        case .number(let number): return ValueChecker.format(number)
        case .integer(let integer): return String(integer)
        case .option(let name): return name
        case .color(.system(let name)): return name
        case .bool(let flag): return String(flag)
        case .string(let text): return "\"\(text)\""
        default: return "…"
        }
    }

    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    static func value(_ type: Schema.ValueType) -> String {
        switch type {
        case .bool: return "`true` or `false`"
        case .integer(let range): return "integer \(range.lowerBound)…\(range.upperBound)"
        case .number(let minimum, let maximum):
            switch (minimum, maximum) {
            case let (minimum?, maximum?): return "number \(ValueChecker.format(minimum))…\(ValueChecker.format(maximum))"
            case let (minimum?, nil): return "number ≥ \(ValueChecker.format(minimum))"
            case let (nil, maximum?): return "number ≤ \(ValueChecker.format(maximum))"
            case (nil, nil): return "number"
            }
        case .string: return "string"
        case .option(let options): return list(options)
        case .color: return "color"
        case .itemReference: return "item id"
        case .styleReference: return "style name"
        case .screen: return "`Type`, `Type(label: value, …)` or `storyboard(name: \"…\", identifier: \"…\")`"
        case .badge: return "string or integer ≥ 0"
        case .call(let spec):
            if spec.isPositional {
                let placeholder: String
                switch spec.arguments[0].type {
                case .string: placeholder = "\"…\""
                case .itemReference: placeholder = "id"
                default: placeholder = "…"
                }
                return "`\(spec.name)(\(placeholder))`"
            }
            return "`\(spec.name)(" + spec.arguments.map { "\($0.label): \(placeholder($0.type))" }.joined(separator: ", ") + ")`"
        case .choice(let types): return types.map(value).joined(separator: " or ")
        case .optionList(let options): return "list of " + options.map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    static func placeholder(_ type: Schema.ValueType) -> String {
        switch type {
        case .number: return "N"
        case .color: return "C"
        case .option(let options): return options.joined(separator: " \\| ")
        default: return "…"
        }
    }
}
