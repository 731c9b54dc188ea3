import Foundation
import XCTest
@testable import TabDSL

/// The defaults of docs/language.md come from the schema table alone: the resolver, the language guide
/// and the words shown for each default all read it.
final class SchemaDefaultsTests: XCTestCase {
    /// A layout with an item, a modal and a style block, each with one extra line.
    static func layout(layout: String = "", item: String = "", modal: String = "", style: String = "") -> String {
        """
        layout Probe {
            \(layout)
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
                \(item)
            }
            modal add {
                title: "Add"
                icon: symbol("plus")
                screen: AddViewController
                \(modal)
            }
            item search {
                title: "Search"
                icon: symbol("magnifyingglass")
                screen: SearchViewController
            }
            style {
                \(style)
            }
        }

        """
    }

    static func model(_ text: String) throws -> String {
        let compiled = Compiler.compile(SourceFile(path: "probe.tabs", text: text))
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "errors: \(errors.map(\.message))\n\(text)")
        let resolved = try XCTUnwrap(compiled.resolved, "no model for:\n\(text)")
        return ModelDump.text(of: resolved)
    }

    func testOnlyIconAndScreenAreRequiredAndEveryOtherPropertyHasADefault() {
        XCTAssertEqual(Schema.properties.filter(\.isRequired).map(\.name), ["icon", "screen"])
        for property in Schema.properties where !property.isRequired {
            XCTAssertFalse(property.defaultDescription.isEmpty, "'\(property.name)' has no default")
        }
    }

    /// Writing a property's default gives the model that leaving it out gives: the resolver's
    /// default is the table's.
    func testWritingTheTablesDefaultChangesNothing() throws {
        let omitted = try Self.model(Self.layout())
        var checked = 0
        for key in Schema.PropertyKey.allCases {
            let property = Schema.properties[key.rawValue]
            guard let value = property.defaultValue.value else { continue }
            let line = "\(property.name): \(Schema.sourceText(value))"
            let text: String
            if property.contexts.contains(.style) {
                text = Self.layout(style: line)
            } else if property.contexts.contains(.layout) {
                text = Self.layout(layout: line)
            } else if property.contexts.contains(.item) {
                text = Self.layout(item: line)
            } else {
                text = Self.layout(modal: line)
            }
            XCTAssertEqual(try Self.model(text), omitted, "'\(line)' is not what leaving '\(property.name)' out gives")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// A call written with none of its arguments takes the table's argument defaults.
    func testEmptyCallsTakeTheTablesArgumentDefaults() throws {
        for (property, call) in [("margins", "insets"), ("titleFont", "font"), ("border", "border"), ("shadow", "shadow"),
                                 ("shape", "notch"), ("indicator", "underline"), ("indicator", "dot")] {
            let spec = try XCTUnwrap(Explanations.allCallSpecs().first { $0.name == call })
            let spelled = spec.arguments.compactMap { argument in
                argument.defaultValue.map { "\(argument.label): \(Schema.sourceText($0))" }
            }.joined(separator: ", ")
            XCTAssertEqual(try Self.model(Self.layout(style: "\(property): \(call)()")),
                           try Self.model(Self.layout(style: "\(property): \(call)(\(spelled))")), call)
        }
    }

    /// The language guide's tables show every default as the table words it.
    func testTheLanguageGuideShowsEveryDefault() throws {
        let guide = try String(contentsOf: Paths.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        for property in Schema.properties {
            let row = guide.split(separator: "\n").first { $0.hasPrefix("| `\(property.name)` |") }
            let shown = property.isRequired ? "**required**" : property.defaultDescription
            XCTAssertTrue(row?.contains(shown) == true, "docs/language.md does not show the default '\(shown)' of '\(property.name)'")
        }
    }

    /// `tabc explain PROPERTY` shows the table's default of the property and of each argument
    /// of its call forms.
    func testExplainShowsEveryDefault() {
        var arguments = 0
        for property in Schema.properties {
            let text = Explanations.text(for: property)
            XCTAssertTrue(text.hasPrefix("# \(property.name)\n"), property.name)
            XCTAssertTrue(text.contains("\nDefault: \(property.defaultDescription)\n"), "explain \(property.name):\n\(text)")
            for call in property.type.callForms {
                XCTAssertTrue(text.contains("\n## \(call.name)(…)\n"), "explain \(property.name) lacks \(call.name)(…)")
                for argument in call.arguments {
                    let shown = argument.defaultValue.map { "default \(Schema.sourceText($0))" }
                        ?? argument.derivedDefault.map { "default \($0)" } ?? "required"
                    let label = call.isPositional ? "its argument" : "`\(argument.label)`"
                    let line = text.split(separator: "\n").first { $0.hasPrefix("- \(label): ") }
                    XCTAssertTrue(line?.hasSuffix(", " + shown) == true, "explain \(property.name): \(call.name)(\(argument.label):) lacks '\(shown)'")
                    arguments += 1
                }
            }
        }
        XCTAssertGreaterThan(arguments, 15)
    }
}
