import XCTest
@testable import TabDSL

/// UIKit and SwiftUI names for `.tabs` properties (TAB201 with the `.tabs` name).
final class ForeignNamesTests: XCTestCase {
    func testEveryEntryNamesNoPropertyOfTheTable() {
        for (name, entry) in ForeignNames.table {
            XCTAssertNil(Schema.property(named: name), "\(name) is a .tabs property, so it can't be a foreign name")
            XCTAssertNotNil(Schema.property(named: entry.property.name))
        }
    }

    /// The rename is a fix-it where it fits, and only there.
    func testTheFixItRenamesOnlyWhereThePropertyFits() {
        let source = """
            layout A {
                item home {
                    title: "Home"
                    image: symbol("house")
                    screen: HomeViewController
                }
                item two {
                    title: "Two"
                    image: symbol("house")
                    icon: symbol("house")
                    screen: TwoViewController
                    tintColor: systemBlue
                }
            }

            """
        let diagnostics = Compiler.compile(SourceFile(path: "a.tabs", text: source)).diagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.TAB201, .TAB201, .TAB201])
        XCTAssertEqual(diagnostics[0].fixIts.first?.edits.first?.replacement, "icon")
        XCTAssertEqual(diagnostics[1].fixIts.count, 0, "the block has an icon already")
        XCTAssertEqual(diagnostics[1].help, ["this block already has 'icon'"])
        XCTAssertEqual(diagnostics[2].fixIts.count, 0, "selectedTint belongs in a style block")
        XCTAssertEqual(diagnostics[2].help.first, "'selectedTint' is a property of a style block")
    }
}
