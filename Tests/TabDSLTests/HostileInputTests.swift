import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import TabDSL

/// docs/files-and-limits.md rules for hostile input inside the library: names the generated Swift can't use,
/// integers JSON can't keep, the diagnostic cap and the counts around it, recovery from a stray
/// `{`, and outputs that real XML and JSON parsers accept.
final class HostileInputTests: XCTestCase {
    static func layout(_ members: String, name: String = "A", itemId: String = "home") -> String {
        """
        layout \(name) {
            \(members)
            item \(itemId) {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
        }

        """
    }

    func codes(_ text: String) -> [String] {
        Compiler.compile(SourceFile(path: "a.tabs", text: text)).diagnostics.map(\.code.rawValue)
    }

    func gcc(_ text: String) -> String {
        GCCRenderer().render(Compiler.compile(SourceFile(path: "a.tabs", text: text)).diagnostics)
    }

    // MARK: - Names

    func testUnderscoreIsNotAName() {
        XCTAssertEqual(codes(Self.layout("", name: "_")), ["TAB213"])
        XCTAssertEqual(codes(Self.layout("", itemId: "_")), ["TAB213"])
        XCTAssertEqual(gcc(Self.layout("inject _: Dep\n    item other {\n        title: \"O\"\n        icon: symbol(\"a\")\n        screen: Other(d: _)\n    }")),
                       "a.tabs:2:12: error: '_' can't be a dependency name: Swift reserves '_' for values it ignores [TAB213]\n")
    }

    func testAnyAndSelfAreNotDependencyTypes() {
        for type in ["Any", "Self", "Swift.Any"] {
            let text = Self.layout("inject d: \(type)\n    item other {\n        title: \"O\"\n        icon: symbol(\"a\")\n        screen: Other(d: d)\n    }")
            XCTAssertEqual(codes(text), ["TAB213"], type)
            XCTAssertTrue(gcc(text).hasPrefix("a.tabs:2:15: error: '\(type)' can't be a dependency type"), gcc(text))
        }
        // Names the generated code uses for its own members still pass the check: the
        // generator qualifies its members, so they can't shadow them.
        for name in ["setUp", "Dependencies", "coder", "bundle"] {
            let text = Self.layout("inject \(name): Dep\n    item other {\n        title: \"O\"\n        icon: symbol(\"a\")\n        screen: Other(d: \(name))\n    }")
            XCTAssertEqual(codes(text), [], name)
        }
    }

    // MARK: - Integers

    func testIntegersBeyondTwoToThe53AreOutOfRange() {
        let screen = { (argument: String) in
            Self.layout("").replacingOccurrences(of: "screen: HomeViewController", with: "screen: Home(count: \(argument))")
        }
        XCTAssertEqual(codes(screen("123456789012345678")), ["TAB210"])
        XCTAssertEqual(codes(screen("9007199254740993")), ["TAB210"])
        XCTAssertEqual(codes(screen("-9_007_199_254_740_993")), ["TAB210"])
        XCTAssertEqual(codes(screen("99999999999999999999999")), ["TAB210"])
        XCTAssertEqual(codes(screen("9007199254740992")), [])
        XCTAssertEqual(codes(screen("-9007199254740992")), [])
        XCTAssertEqual(codes(screen("000000000000000000001")), [])
        XCTAssertEqual(codes(screen("1e30")), [], "a decimal is a double in JSON already")
        let badge = Self.layout("").replacingOccurrences(of: "title: \"Home\"", with: "title: \"Home\"\n        badge: 123456789012345678")
        XCTAssertEqual(codes(badge).filter { $0 != "TAB309" }, ["TAB210"])
        let tag = Self.layout("").replacingOccurrences(of: "title: \"Home\"", with: "title: \"Home\"\n        tag: 99999999999999999999")
        XCTAssertEqual(codes(tag), ["TAB210"])
        let shadow = Self.layout("style {\n        shadow: shadow(x: 123456789012345678)\n    }")
        XCTAssertEqual(codes(shadow), ["TAB210"])
        XCTAssertTrue(gcc(screen("123456789012345678")).contains("outside -2^53...2^53"), gcc(screen("123456789012345678")))
    }

    // MARK: - The diagnostic cap and the summary

    func testTheCapCountsWhatItDoesNotBuild() {
        // 16,000 bad characters: 1,000 shown, one TAB901 for the 15,000 others.
        let text = String(repeating: "@\n", count: 16_000)
        let diagnostics = Compiler.compile(SourceFile(path: "a.tabs", text: text)).diagnostics
        XCTAssertEqual(diagnostics.count, Diagnostic.maximumPerFile + 1)
        let last = diagnostics.last
        XCTAssertEqual(last?.code, .TAB901)
        XCTAssertEqual(last?.message, "too many diagnostics in this file: 15000 more not shown")
        XCTAssertEqual(last.map { $0.span.start.line }, 1001)
        let summary = DiagnosticSummary(diagnostics, files: 1)
        XCTAssertEqual(summary.errors, 16_000)
        XCTAssertEqual(HumanRenderer().summary(summary), "found 16000 errors in 1 file\n")
        // The same cut for the formatter, which refuses the file.
        switch TabsFormatter.format(SourceFile(path: "a.tabs", text: text)) {
        case .success: XCTFail("formatted a broken file")
        case .failure(let error):
            XCTAssertEqual(error.diagnostics.count, Diagnostic.maximumPerFile + 1)
            XCTAssertEqual(error.diagnostics.last?.message, "too many diagnostics in this file: 15000 more not shown")
        }
        // Syntax errors past the cap are counted too.
        let syntax = String(repeating: "layout {\n}\n", count: 3000)
        let parsed = Compiler.compile(SourceFile(path: "a.tabs", text: syntax)).diagnostics
        XCTAssertEqual(parsed.count, Diagnostic.maximumPerFile + 1)
        XCTAssertEqual(DiagnosticSummary(parsed, files: 1).errors, 3000)
        // And the validator's: 3,000 icon-only items, each a TAB304 warning.
        var items = "layout A {\n"
        for index in 0..<3000 { items += "    item i\(index) {\n        icon: symbol(\"a\")\n        screen: S\n    }\n" }
        let warned = Compiler.compile(SourceFile(path: "a.tabs", text: items + "}\n")).diagnostics
        XCTAssertEqual(warned.count, Diagnostic.maximumPerFile + 1)
        XCTAssertEqual(warned.last?.severity, .warning)
        let counts = DiagnosticSummary(warned, files: 1)
        XCTAssertEqual(counts.warnings, 3000 + 1, "3,000 TAB304 and one TAB301 (more than 5 items)")
        XCTAssertEqual(counts.errors, 0)
    }

    func testTheSummaryCountsOnlyTheFilesWithDiagnostics() {
        let good = SourceFile(path: "good.tabs", text: Self.layout(""))
        let bad = SourceFile(path: "bad.tabs", text: Self.layout("kind: wrong", name: "B"))
        let diagnostics = Compiler.compile([good, bad]).diagnostics
        XCTAssertEqual(HumanRenderer().summary(DiagnosticSummary(diagnostics, files: 2)), "found 1 error in 1 of 2 files\n")
        let both = Compiler.compile([SourceFile(path: "b1.tabs", text: Self.layout("kind: wrong")),
                                     SourceFile(path: "b2.tabs", text: Self.layout("kind: wrong", name: "B"))]).diagnostics
        XCTAssertEqual(HumanRenderer().summary(DiagnosticSummary(both, files: 2)), "found 2 errors in 2 files\n")
    }

    // MARK: - Recovery

    func testALoneBraceDoesNotSwallowTheFile() {
        let text = "{\n" + Self.layout("kind: wrong") + "style S {\n    tint: nope\n}\n"
        let output = gcc(text)
        XCTAssertTrue(output.hasPrefix("a.tabs:1:1: error: expected 'import', 'layout' or 'style' at top level, found '{' [TAB103]\n"), output)
        XCTAssertTrue(output.contains("a.tabs:3:11: error:"), "the layout's own error is lost: \(output)")
        XCTAssertTrue(output.contains("TAB212"), "the named style's error is lost: \(output)")
    }

    // MARK: - Well-formed outputs

    /// Parses an SVG with Foundation's XML parser; nil when it is well-formed.
    static func xmlProblem(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "not well-formed")
    }

    static func jsonProblem(_ text: String) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testATranslucentTintOnAPlaceholderIconIsWellFormedSVG() throws {
        let text = Self.layout("style {\n        selectedTint: #FF000080\n        tint: #00FF0040\n    }")
            .replacingOccurrences(of: "symbol(\"house\")", with: "image(\"Custom\")")
        let resolved = try XCTUnwrap(Compiler.compile(SourceFile(path: "a.tabs", text: text)).resolved)
        for appearance in PreviewAppearance.allCases {
            let svg = SVGPreview.render(resolved.layouts, appearance: appearance)
            XCTAssertNil(Self.xmlProblem(svg), svg)
        }
    }

    /// Every SVG, JSON and SARIF output of the mutation corpus (the examples and syntax
    /// fixtures, and seeded mutations of them) parses with a real parser.
    func testEveryOutputOfTheCorpusParses() throws {
        let seeds = try MutationTests.seeds()
        var inputs = seeds
        var random = MutationTests.SplitMix64(state: 0x7AB5_0014)
        for index in 0..<1500 {
            inputs.append(MutationTests.mutate(seeds[index % seeds.count], seeds: seeds, random: &random).bytes)
        }
        // Every color spelling on every seed's style, so translucent tints reach the drawing.
        let colorVariants = ["#FF000080", "#0F08", "dynamic(light: #00000033, dark: #FFFFFF99)", "clear"]
        for seed in seeds.prefix(8) {
            let text = String(decoding: seed, as: UTF8.self)
            for color in colorVariants {
                inputs.append(Array(text.replacingOccurrences(of: "selectedTint: systemBlue", with: "selectedTint: \(color)")
                    .replacingOccurrences(of: "tint: systemGray", with: "tint: \(color)").utf8))
            }
        }
        var svgs = 0
        for (index, bytes) in inputs.enumerated() {
            let file = SourceFile(path: "input\(index).tabs", bytes: bytes)
            let compiled = Compiler.compile([file], loader: { _ in .notFound })
            let diagnostics = compiled.diagnostics
            let files = compiled.files.map(\.source)
            XCTAssertNil(Self.jsonProblem(JSONDiagnosticsRenderer(toolVersion: "0").render(diagnostics, files: files)), "input \(index): JSON")
            XCTAssertNil(Self.jsonProblem(SARIFRenderer(toolVersion: "0").render(diagnostics, files: files)), "input \(index): SARIF")
            guard let resolved = compiled.files[0].resolved else { continue }
            XCTAssertNil(Self.jsonProblem(JSONGenerator.generate(resolved)), "input \(index): JSON output")
            guard !resolved.layouts.isEmpty else { continue }
            for appearance in PreviewAppearance.allCases {
                let svg = SVGPreview.render(resolved.layouts, appearance: appearance)
                svgs += 1
                if let problem = Self.xmlProblem(svg) {
                    XCTFail("input \(index) (\(appearance)): \(problem)")
                    break
                }
            }
        }
        XCTAssertGreaterThan(svgs, 40, "too few inputs reached the preview")
    }
}
