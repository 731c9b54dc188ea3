import Foundation
import XCTest
@testable import TabDSL

/// The texts of a layout in the editor: hover on a text shows its key, and a server started
/// with string catalogs (`tabc lsp --strings`) publishes TAB313 with the other diagnostics.
final class LanguageServerTextsTests: XCTestCase {
    static let uri = "file:///proj/finance.tabs"

    static func finance() throws -> String {
        String(decoding: try Data(contentsOf: Paths.fixtures.appendingPathComponent("strings/finance.tabs")), as: UTF8.self)
    }

    static func catalog() throws -> StringCatalog {
        let url = Paths.fixtures.appendingPathComponent("strings/Localizable.xcstrings")
        return try StringCatalog.read(Array(try Data(contentsOf: url)), path: "Localizable.xcstrings").get()
    }

    func testHoverOnATextShowsItsKey() throws {
        var client = LSPClient.initialized()
        client.open(Self.uri, try Self.finance())
        // Line 4 is `        title: "Home"`; line 13 the hint.
        let title = client.request("textDocument/hover", LSPClient.at(Self.uri, 3, 17))
        XCTAssertEqual(title["contents"]?["value"]?.stringValue,
                       "text `Finance.home.title`\n\nlooked up in the strings table `Localizable`; "
                           + "translator comment: The start screen: balances and recent payments.")
        XCTAssertEqual(title["range"]?["start"], LSPClient.position(3, 15))
        let hint = client.request("textDocument/hover", LSPClient.at(Self.uri, 12, 30))
        XCTAssertTrue(hint["contents"]?["value"]?.stringValue?.hasPrefix("text `Finance.stats.accessibilityHint`") == true,
                      "\(hint)")
        // A layout under `strings: none` has no keys.
        let plain = client.request("textDocument/hover", LSPClient.at(Self.uri, 30, 17))
        XCTAssertEqual(plain["contents"]?["value"]?.stringValue, "a text shown as written: the layout has `strings: none`")
    }

    func testCatalogGapsArePublishedWithTheOtherDiagnostics() throws {
        var client = LSPClient.initialized()
        client.connection.server.stringCatalogs = [try Self.catalog()]
        let output = client.open(Self.uri, try Self.finance())
        let params = try XCTUnwrap(LSPClient.published(Self.uri, in: output))
        let diagnostics = try XCTUnwrap(params["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue ?? "" },
                       ["TAB313", "TAB313", "TAB313", "TAB313", "TAB304", "TAB313"])
        XCTAssertEqual(diagnostics[0]["message"]?.stringValue,
                       "'Finance.home.title' is not translated in fr in the string catalog 'Localizable.xcstrings'")
        XCTAssertEqual(diagnostics[0]["severity"], 2)
        XCTAssertEqual(diagnostics[0]["range"]?["start"], LSPClient.position(3, 15))

        var without = LSPClient.initialized()
        let plain = without.open(Self.uri, try Self.finance())
        XCTAssertEqual(try XCTUnwrap(LSPClient.published(Self.uri, in: plain))["diagnostics"]?.arrayValue?.count, 1)
    }
}
