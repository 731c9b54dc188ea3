import Foundation
import XCTest
@testable import TabDSL

/// The factories of `Diagnostics/Catalogue.swift` (syntax, structure, imports, lints, limits) whose words are assembled from
/// parts (lists, optional clauses, choices of words), each with two inputs; the golden files
/// check the rest. Also: the catalogue is the only place of the stages it serves that names a code.
final class CatalogueStructureTests: XCTestCase {
    let file = SourceFile(path: "a.tabs", text: "layout Home {\n    item home {}\n}\n")
    var span: SourceSpan { SourceSpan(file: file, range: .from(7, to: 11)) }
    var other: SourceSpan { SourceSpan(file: file, range: .from(23, to: 27)) }

    func testExpectedSaysWhatAndAfterWhatAndWhatWasFound() {
        let brace = Catalogue.expected(.openingBrace(after: .declaration(keyword: "layout", name: "Home")),
                                       found: Catalogue.Found(.number, text: "12"), at: span)
        XCTAssertEqual(brace.code, .TAB101)
        XCTAssertEqual(brace.message, "expected '{' after layout 'Home', found number '12'")
        let separator = Catalogue.expected(.separator(in: .arguments), found: Catalogue.Found(.endOfFile), at: span)
        XCTAssertEqual(separator.message, "expected ',' or ')' in the argument list, found the end of the file")
        XCTAssertEqual(Catalogue.expected(.openingBrace(after: .declaration(keyword: "item", name: nil)),
                                          found: Catalogue.Found(.identifier, text: "x"), at: span).message,
                       "expected '{' after item, found 'x'")
    }

    func testUnclosedElementsNamesTheCloserOfItsList() {
        XCTAssertEqual(Catalogue.unclosedElements(.list, found: Catalogue.Found(.newline), at: span).message,
                       "expected ',' or ']' to end the list, found a line end")
        XCTAssertEqual(Catalogue.unclosedElements(.arguments, found: Catalogue.Found(.rightBrace), at: span).message,
                       "expected ',' or ')' to end the argument list, found '}'")
    }

    func testMissingRequiredPropertyGivesAnExampleForThePropertyAndTheId() {
        XCTAssertEqual(Catalogue.missingRequiredProperty(.icon, item: "home", role: .tab, at: span).message,
                       "item 'home' has no 'icon'; add one, e.g. icon: symbol(\"star\")")
        XCTAssertEqual(Catalogue.missingRequiredProperty(.screen, item: "addTransaction", role: .modal, at: span).message,
                       "modal 'addTransaction' has no 'screen'; add one, e.g. screen: AddTransactionViewController")
    }

    func testDuplicateTagSaysWhichTagsArePositionsAndOffersAFreeOneForAGivenTag() {
        let given = Catalogue.duplicateTag(3, item: "b", isGiven: true, first: "a", firstIsGiven: false, freeTag: 4,
                                           at: span, firstAt: other)
        XCTAssertEqual(given.message, "duplicate tag 3: item 'b' has the same tag as 'a'")
        XCTAssertEqual(given.notes.map(\.message), ["'a' has tag 3 (its position)"])
        XCTAssertEqual(given.fixIts.map(\.message), ["use the next free tag, 4"])
        XCTAssertEqual(given.fixIts.first?.edits, [TextEdit(range: span.range, replacement: "4")])

        let position = Catalogue.duplicateTag(1, item: "b", isGiven: false, first: "a", firstIsGiven: true, freeTag: 4,
                                              at: span, firstAt: other)
        XCTAssertEqual(position.message, "duplicate tag 1 (its position): item 'b' has the same tag as 'a'")
        XCTAssertEqual(position.notes.map(\.message), ["'a' has tag 1"])
        XCTAssertTrue(position.fixIts.isEmpty)
    }

    func testStyleBaseCycleSaysASelfReferenceApart() {
        XCTAssertEqual(Catalogue.styleBaseCycle(["Card", "Card"], at: span).message, "style 'Card' names itself as its base")
        XCTAssertEqual(Catalogue.styleBaseCycle(["Card", "Base", "Card"], at: span).message,
                       "style base cycle: 'Card' → 'Base' → 'Card'")
    }

    func testImportDiagnosticsNoteThePathLookedForUnlessRefused() {
        let missing = Catalogue.importNotFound("shared.tabs", resolved: "app/shared.tabs", at: span)
        XCTAssertEqual(missing.message, "imported file 'shared.tabs' not found")
        XCTAssertEqual(missing.notes.map(\.message), ["looked for 'app/shared.tabs' (paths are relative to the importing file's folder)"])
        let refused = Catalogue.importRefused("/etc/x.tabs", reason: "absolute paths are not allowed", at: span)
        XCTAssertEqual(refused.message, "imported file '/etc/x.tabs' can't be imported: absolute paths are not allowed")
        XCTAssertTrue(refused.notes.isEmpty)
        XCTAssertEqual(Catalogue.importCycle(["a.tabs", "b.tabs", "a.tabs"], at: span).message,
                       "import cycle: 'a.tabs' → 'b.tabs' → 'a.tabs'")
    }

    func testLowContrastSaysOneRatioOnceAndTwoApart() {
        let same = Catalogue.lowContrast(.tint, failures: [.init(appearance: "light", ratio: 2.5), .init(appearance: "dark", ratio: 2.5)],
                                         at: span)
        XCTAssertEqual(same.message,
                       "contrast of 'tint' on the background is 2.50:1 in light and dark appearance; at least 3:1 is needed (WCAG 1.4.11)")
        XCTAssertEqual(same.help, ["pick a darker or lighter tint, or a dynamic(light: …, dark: …) color"])
        let apart = Catalogue.lowContrast(.selectedTint, failures: [.init(appearance: "light", ratio: 2), .init(appearance: "dark", ratio: 1.234)],
                                          at: span)
        XCTAssertEqual(apart.message,
                       "contrast of 'selectedTint' on the background is 2.00:1 in light appearance and 1.23:1 in dark appearance; "
                           + "at least 3:1 is needed (WCAG 1.4.11)")
        XCTAssertEqual(apart.help, ["pick a stronger selectedTint, or a dynamic(light: …, dark: …) color"])
    }

    func testFileTooLargeGivesTheSizeWhenItIsKnown() {
        XCTAssertEqual(Catalogue.fileTooLarge(size: 17_000_000, at: span).message,
                       "the file is 16.2 MiB; tabc reads files of up to 16 MiB")
        XCTAssertEqual(Catalogue.fileTooLarge(size: nil, at: span).message,
                       "the input is larger than 16 MiB; tabc reads files of up to 16 MiB")
    }

    func testTooManyDiagnosticsIsAsSeriousAsWhatItHides() {
        let errors = Catalogue.tooManyDiagnostics(errors: 2, warnings: 3, limit: 1000, at: span)
        XCTAssertEqual(errors.message, "too many diagnostics in this file: 5 more not shown")
        XCTAssertEqual(errors.help, ["fix the first 1000 and check again"])
        XCTAssertEqual(errors.severity, .error)
        let warnings = Catalogue.tooManyDiagnostics(errors: 0, warnings: 1, limit: 10, at: span)
        XCTAssertEqual(warnings.message, "too many diagnostics in this file: 1 more not shown")
        XCTAssertEqual(warnings.severity, .warning)
        XCTAssertTrue(warnings.isOmissionMarker)
    }
}
