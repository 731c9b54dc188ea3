import Foundation
import XCTest
@testable import TabDSL

/// The words of the block and value checkers (in `Diagnostics/Catalogue.swift`): the
/// factories whose messages are put together from parts, and the forms no golden file shows.
final class CatalogueValuesTests: XCTestCase {
    let span = SourceSpan(file: SourceFile(path: "t.tabs", text: "raised(1, 2, 3)"), range: SourceRange(offset: 7, length: 1))

    // MARK: - The catalogue's file

    // MARK: - Messages put together from parts

    func testMissingArgumentLabelNamesTheLabelOfItsPositionOrAllLabels() {
        let one = Catalogue.missingArgumentLabel(call: "raised", expected: "size", labels: ["size", "offset"], at: span)
        XCTAssertEqual(one.message, "missing argument label in raised(…): expected 'size:'")
        XCTAssertEqual(one.fixIts.map(\.message), ["insert 'size: '"])
        XCTAssertEqual(one.fixIts.first?.edits, [TextEdit(range: .at(7), replacement: "size: ")])

        let any = Catalogue.missingArgumentLabel(call: "raised", expected: nil, labels: ["size", "offset"], at: span)
        XCTAssertEqual(any.message, "missing argument label in raised(…); expected one of 'size:', 'offset:'")
        XCTAssertTrue(any.fixIts.isEmpty)
    }

    func testValueOutOfRangeStatesOneOrBothBounds() {
        XCTAssertEqual(Catalogue.valueOutOfRange("height", literal: "20", minimum: 30, maximum: 200, at: span).message,
                       "'height' is 20, out of range: expected 30 to 200")
        XCTAssertEqual(Catalogue.valueOutOfRange("badge", literal: "-1", minimum: 0, maximum: nil, at: span).message,
                       "'badge' is -1, out of range: expected at least 0")
        XCTAssertEqual(Catalogue.valueOutOfRange("x", literal: "2.5", minimum: nil, maximum: 1.5, at: span).message,
                       "'x' is 2.5, out of range: expected at most 1.5")
    }

    func testUnknownValueListsOptionsThenCallsWithParentheses() {
        let call = Catalogue.unknownValue("crossDisolve", property: "transition", options: ["none"], calls: ["crossDissolve"], at: span)
        XCTAssertEqual(call.message, "unknown value 'crossDisolve' for 'transition': expected none, crossDissolve(…); did you mean 'crossDissolve'?")
        XCTAssertEqual(call.fixIts.first?.edits.first?.replacement, "crossDissolve")

        let none = Catalogue.unknownValue("zzzzzz", property: "loading", options: ["lazy", "eager"], calls: [], at: span)
        XCTAssertEqual(none.message, "unknown value 'zzzzzz' for 'loading': expected lazy, eager")
        XCTAssertTrue(none.fixIts.isEmpty)
    }

    func testUnknownPropertyOffersANameOfAnotherContextAsHelp() {
        let elsewhere = Catalogue.unknownProperty("heigth", in: .item, at: span, didYouMean: DidYouMean(suggestion: nil),
                                                  elsewhere: (name: "height", context: .style))
        XCTAssertEqual(elsewhere.message, "unknown property 'heigth' in an item")
        XCTAssertEqual(elsewhere.help, ["did you mean 'height', a property of a style block?"])
        XCTAssertTrue(elsewhere.fixIts.isEmpty)

        let here = Catalogue.unknownProperty("titel", in: .modal, at: span, didYouMean: DidYouMean(suggestion: "title"), elsewhere: nil)
        XCTAssertEqual(here.message, "unknown property 'titel' in a modal; did you mean 'title'?")
        XCTAssertEqual(here.help, [])
    }

    func testMisplacedPropertySaysWhereItBelongs() {
        XCTAssertEqual(Catalogue.misplacedProperty("height", in: .layout, belongsIn: [.style], at: span).message,
                       "'height' is not a property of a layout; it belongs in a style block")
        XCTAssertEqual(Catalogue.misplacedProperty("kind", in: .item, belongsIn: [.layout], at: span).message,
                       "'kind' is not a property of an item; it belongs in the layout")
        XCTAssertEqual(Catalogue.misplacedProperty("title", in: .style, belongsIn: [.item, .modal], at: span).message,
                       "'title' is not a property of a style block; it belongs in an item or a modal")
    }

    func testMisplacedItemAsksForAMissingBraceOnlyInsideAnItemOrModal() {
        let inItem = Catalogue.misplacedItem(.modal, in: .item, at: span)
        XCTAssertEqual(inItem.message, "a modal can't be declared in an item; items and modals belong directly in a layout")
        XCTAssertEqual(inItem.help, ["is a '}' missing before it?"])

        let inStyle = Catalogue.misplacedItem(.tab, in: .style, at: span)
        XCTAssertEqual(inStyle.message, "an item can't be declared in a style block; items and modals belong directly in a layout")
        XCTAssertEqual(inStyle.help, [])
    }

    func testAnEmptyTitleIsTheOneEmptyStringWithHelp() {
        XCTAssertEqual(Catalogue.emptyString("title", at: span).help, ["omit 'title' for an icon-only item"])
        XCTAssertEqual(Catalogue.emptyString("accessibilityHint", at: span).message, "'accessibilityHint' is an empty string; it needs text")
        XCTAssertEqual(Catalogue.emptyString("accessibilityHint", at: span).help, [])
    }

    // MARK: - Forms no golden file shows

    /// Messages and fix-its through the whole compiler, for forms the fixture files do not reach.
    func testFormsWithoutAGoldenFile() {
        let text = """
        layout App {
            item home {
                title: "Home"
                icon: symbol("house")
                screen: Home(list: [1], count: 99999999999999999999, big: 1e400)
                navigation: "true"
                raised: raised(1, 2, 3, 4, 5)
            }
            style {
                height: 1e400
            }
        }
        """
        let diagnostics = Compiler.compile(SourceFile(path: "t.tabs", text: text)).diagnostics
        XCTAssertEqual(diagnostics.map(\.message), [
            "expected a screen argument (an inject name, a string, a number, true, false or a .member), found a list",
            "the argument is 99999999999999999999, outside -2^53...2^53: JSON readers keep no larger integer exactly",
            "the number 1e400 is too large",
            "expected true or false for 'navigation', found the string \"true\"",
            "missing argument label in raised(…): expected 'size:'",
            "missing argument label in raised(…): expected 'offset:'",
            "missing argument label in raised(…): expected 'color:'",
            "missing argument label in raised(…): expected 'iconColor:'",
            "missing argument label in raised(…); expected one of 'size:', 'offset:', 'color:', 'iconColor:'",
            "'height' is 1e400, which is too large",
        ])
        let quoted = diagnostics.first { $0.message.contains("'navigation'") }
        XCTAssertEqual(quoted?.fixIts.map(\.message), ["remove the quotes"])
        XCTAssertEqual(quoted?.fixIts.first?.edits.first?.replacement, "true")
    }
}
