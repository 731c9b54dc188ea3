import Foundation
import XCTest
@testable import TabDSL

/// The SF Symbols catalogue (TAB315, TAB316): its data, its lookups, the nearest names, and
/// the script that regenerates it.
final class SFSymbolsTests: XCTestCase {
    func testTheCatalogueKnowsSymbolsOfEveryEra() {
        XCTAssertEqual(SFSymbols.lookup("house"), .symbol(.init(major: 13, minor: 0)))
        XCTAssertEqual(SFSymbols.lookup("house.circle"), .symbol(.init(major: 14, minor: 0)))
        XCTAssertEqual(SFSymbols.lookup("figure.run"), .symbol(.init(major: 16, minor: 0)))
        XCTAssertEqual(SFSymbols.lookup("house.badge.wifi"), .symbol(.init(major: 18, minor: 0)))
        XCTAssertEqual(SFSymbols.lookup("1.calendar"), .symbol(.init(major: 26, minor: 0)))
        XCTAssertGreaterThan(SFSymbols.count, 9000)
    }

    func testRenamedAndUnknownNames() {
        XCTAssertEqual(SFSymbols.lookup("arrow.upright.circle"), .renamed(to: "arrow.up.right.circle"))
        // An old name that is still listed is a symbol, not a rename.
        XCTAssertEqual(SFSymbols.lookup("123.rectangle"), .symbol(.init(major: 15, minor: 0)))
        XCTAssertEqual(SFSymbols.lookup("hosue"), .unknown)
        XCTAssertEqual(SFSymbols.lookup(""), .unknown)
        XCTAssertEqual(SFSymbols.lookup("House"), .unknown, "names are case-sensitive on the device")
    }

    func testEveryRenameLeadsToASymbol() {
        for line in SFSymbols.renameData.split(separator: "\n") {
            let parts = line.split(separator: " ")
            XCTAssertEqual(parts.count, 2, String(line))
            guard parts.count == 2 else { continue }
            guard case .symbol = SFSymbols.lookup(String(parts[1])) else {
                return XCTFail("\(parts[0]) is renamed to \(parts[1]), which is no symbol")
            }
        }
    }

    func testNearestNames() {
        XCTAssertEqual(SFSymbols.nearest(to: "hosue"), ["house"])
        XCTAssertEqual(SFSymbols.nearest(to: "circle.fill.house"), ["house.circle.fill"])
        XCTAssertEqual(SFSymbols.nearest(to: "qqqqqqqqqqqqqq"), [])
        XCTAssertEqual(SFSymbols.nearest(to: String(repeating: "a.", count: 500)), [])
    }

    func testVersionsCompareAsNumbers() {
        XCTAssertLessThan(SFSymbols.Version(major: 17, minor: 2), SFSymbols.Version(major: 17, minor: 10))
        XCTAssertLessThan(SFSymbols.Version(major: 9, minor: 0), SFSymbols.Version(major: 13, minor: 0))
        XCTAssertEqual(SFSymbols.Version(major: 26, minor: 0).description, "26.0")
    }

    /// The committed data is what the script makes of its sources: here, from a small
    /// metadata folder of both property-list forms, the script's output is checked whole.
    func testTheScriptRegeneratesTheData() throws {
        try RequiredTool.check("python3", package: "python3")
        let python = RequiredTool.path(of: "python3") ?? "python3"
        let folder = try makeTemporaryFolder("sf-symbols")
        let availability: [String: Any] = [
            "symbols": ["house": "2019", "house.fill": "2019", "figure.run": "2022", "numbers.rectangle": "2024",
                        "123.rectangle": "2021"],
            "year_to_release": ["2019": ["iOS": "13.0", "macOS": "10.15"], "2021": ["iOS": "15.0"],
                                "2022": ["iOS": "16.0"], "2024": ["iOS": "18.0"]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: availability, format: .binary, options: 0)
        try data.write(to: folder.appendingPathComponent("name_availability.plist"))
        try "\"123.rectangle\" = \"numbers.rectangle\";\n\"homes\" = \"house\";\n\"gone\" = \"nowhere\";\n"
            .write(to: folder.appendingPathComponent("name_aliases.strings"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.swift")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/update-sf-symbols.py")
        let result = try Command.run(python, [script.path, folder.path, output.path], in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("""
                static let availabilityData = \"\"\"
                @13.0
                house
                house.fill
                @15.0
                123.rectangle
                @16.0
                figure.run
                @18.0
                numbers.rectangle
                \"\"\"
            """), text)
        // A rename whose new name is no symbol ("gone") is left out.
        XCTAssertTrue(text.contains("""
                static let renameData = \"\"\"
                123.rectangle numbers.rectangle
                homes house
                \"\"\"
            """), text)
    }
}
