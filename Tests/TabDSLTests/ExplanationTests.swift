import XCTest
@testable import TabDSL

/// `tabc explain`'s texts: every code has one, and its examples do what they claim.
final class ExplanationTests: XCTestCase {
    /// The wrong example produces the code; the right one produces no diagnostic at all.
    func testExamplesProduceTheirCodeAndTheRightOnesNothing() throws {
        for code in DiagnosticCode.allCases where !Explanations.codesWithoutExamples.contains(code) {
            let files = try XCTUnwrap(Explanations.exampleFiles(for: code), "\(code.rawValue) has no examples")
            let wrong = Explanations.compile(files.wrong).diagnostics
            XCTAssertTrue(wrong.contains { $0.code == code },
                          "\(code.rawValue)'s wrong example reports \(wrong.map(\.code.rawValue)) instead")
            let right = Explanations.compile(files.right).diagnostics
            XCTAssertEqual(GCCRenderer().render(right), "", "\(code.rawValue)'s right example must report nothing")
            XCTAssertEqual(Explanations.examples(for: code)?.wrong, files.wrong[0].text)
            XCTAssertEqual(Explanations.examples(for: code)?.right, files.right[0].text)
        }
        for code in Explanations.codesWithoutExamples { XCTAssertNil(Explanations.examples(for: code)) }
    }

    func testEveryCodeHasAFullExplanation() {
        for code in DiagnosticCode.allCases {
            let text = Explanations.text(for: code)
            XCTAssertTrue(text.hasPrefix("# \(code.rawValue): \(code.summary)\n"), code.rawValue)
            XCTAssertTrue(text.contains("## Why it matters\n"), code.rawValue)
            if !Explanations.codesWithoutExamples.contains(code) {
                XCTAssertTrue(text.contains("## Wrong\n"), code.rawValue)
                XCTAssertTrue(text.contains("## Right\n"), code.rawValue)
                XCTAssertTrue(text.contains("[\(code.rawValue)]"), "\(code.rawValue): the report of the wrong example is shown")
            }
            XCTAssertTrue(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), code.rawValue)
            XCTAssertEqual(text, Explanations.text(for: code), "deterministic")
        }
    }

    /// Facts come from the schema table, so they can't drift from it.
    func testFactsAreReadFromTheSchema() {
        let unknownProperty = Explanations.text(for: .TAB201)
        for property in Schema.properties {
            XCTAssertTrue(unknownProperty.contains("`\(property.name)`"), "TAB201 doesn't list \(property.name)")
        }
        let range = Explanations.text(for: .TAB210)
        XCTAssertTrue(range.contains("- `height`: 30 to 200"))
        XCTAssertTrue(range.contains("- `tag`: an integer from 0 to 9999"))
        XCTAssertTrue(range.contains("- `shadow(opacity:)`: 0 to 1"))
        let options = Explanations.text(for: .TAB211)
        XCTAssertTrue(options.contains("- `haptics`: `none`, `selection`, `light`, `medium`, `heavy`, `soft`, `rigid`"))
        XCTAssertTrue(options.contains("- `font(weight:)`: `ultraLight`"))
        let colors = Explanations.text(for: .TAB212)
        for name in SystemColors.names { XCTAssertTrue(colors.contains("`\(name)`"), name) }
        let required = Explanations.text(for: .TAB204)
        XCTAssertTrue(required.contains("`icon` and `screen`"))
        XCTAssertTrue(required.contains("- `storyboard(…)`: `name:` and `identifier:`"))
        XCTAssertTrue(required.contains("- `dynamic(…)`: `light:` and `dark:`"))
        XCTAssertTrue(Explanations.text(for: .TAB221).contains("`presentation`, `afterDismiss`"))
        for keyword in SwiftKeywords.reserved {
            XCTAssertTrue(Explanations.text(for: .TAB213).contains("`\(keyword)`"), keyword)
        }
    }

    func testLatin1PlaceholderBecomesAnInvalidByte() {
        let file = Explanations.ExampleFile(path: "x.tabs", text: "a\u{FFFD}é")
        XCTAssertEqual(file.bytes, [0x61, 0xE9, 0xC3, 0xA9])
    }
}
