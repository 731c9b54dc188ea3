import XCTest
@testable import TabDSL

/// The validator finds properties by `Schema.PropertyKey`, whose cases must follow the table.
final class SchemaKeyTests: XCTestCase {
    func testKeysFollowTheTable() {
        XCTAssertEqual(Schema.properties.map(\.key), Schema.PropertyKey.allCases, "row i of the table is built from key i")
        XCTAssertEqual(Schema.PropertyKey.allCases.map(\.name), Schema.properties.map(\.name))
        XCTAssertEqual(Schema.property(named: "accessibilityIdentifier")?.name, "accessibilityIdentifier")
        XCTAssertLessThanOrEqual(Schema.properties.count, 64, "keys are bits of a UInt64")
    }

    /// Each written-out name is the case's own name: the names are literals for speed, not a
    /// second spelling.
    func testLiteralNamesAreTheCaseNames() {
        for key in Schema.PropertyKey.allCases {
            XCTAssertEqual(key.literalName, String(describing: key))
        }
    }

    func testKeyLookUp() {
        for spec in Schema.properties {
            XCTAssertEqual(Schema.key(named: spec.name)?.name, spec.name)
            XCTAssertEqual(Schema.property(named: spec.name)?.name, spec.name)
        }
        for name in ["", "titles", "Title", "tint2", "accessibilityIdentifie", "x"] {
            XCTAssertNil(Schema.key(named: name))
        }
    }

    func testContextMasks() {
        for (index, spec) in Schema.properties.enumerated() {
            for context in Schema.Context.allCases {
                XCTAssertEqual(Schema.contextMasks[index] & context.bit != 0, spec.contexts.contains(context))
            }
        }
    }
}
