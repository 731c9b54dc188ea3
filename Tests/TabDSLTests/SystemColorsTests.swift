import XCTest
@testable import TabDSL

final class SystemColorsTests: XCTestCase {
    /// docs/language.md, in order.
    private let specNames = """
        systemBlue systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 \
        systemRed systemGreen systemOrange systemYellow systemPink systemPurple systemTeal \
        systemIndigo systemMint systemCyan systemBrown label secondaryLabel tertiaryLabel \
        systemBackground secondarySystemBackground tertiarySystemBackground separator white black \
        gray lightGray darkGray clear
        """.split(separator: " ").map(String.init)

    func testNamesMatchSpecAndAllHaveValues() {
        XCTAssertEqual(SystemColors.names, specNames)
        for name in SystemColors.names {
            XCTAssertNotNil(SystemColors.value(named: name), "no value for \(name)")
        }
        XCTAssertNil(SystemColors.value(named: "systemBlu"))
        XCTAssertNil(SystemColors.value(named: "SystemBlue"))
    }

    func testKnownValues() throws {
        let blue = try XCTUnwrap(SystemColors.value(named: "systemBlue"))
        XCTAssertEqual(blue.light, RGBAColor(red: 0, green: 122, blue: 255))
        XCTAssertEqual(blue.dark, RGBAColor(red: 10, green: 132, blue: 255))

        let background = try XCTUnwrap(SystemColors.value(named: "systemBackground"))
        XCTAssertEqual(background.light, RGBAColor(red: 255, green: 255, blue: 255))
        XCTAssertEqual(background.dark, RGBAColor(red: 0, green: 0, blue: 0))

        let secondaryLabel = try XCTUnwrap(SystemColors.value(named: "secondaryLabel"))
        XCTAssertEqual(secondaryLabel.light, RGBAColor(red: 60, green: 60, blue: 67, alpha: 0.6))

        let clear = try XCTUnwrap(SystemColors.value(named: "clear"))
        XCTAssertEqual(clear.light.alpha, 0)
        XCTAssertEqual(clear.light, clear.dark)
    }

    func testContrastWhiteBlackIs21() {
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(RGBAColor.contrastRatio(white, black), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBAColor.contrastRatio(black, white), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBAColor.contrastRatio(white, white), 1, accuracy: 1e-12)
    }

    func testCompositingHalfBlackOverWhite() {
        let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        let result = halfBlack.composited(over: white)
        XCTAssertTrue((127...128).contains(result.red), "got \(result.red)")
        XCTAssertEqual(result.red, result.green)
        XCTAssertEqual(result.red, result.blue)
        XCTAssertEqual(result.alpha, 1)
    }
}
