import XCTest
@testable import TabDSL

final class SmokeTests: XCTestCase {
    func testFinanceExampleHasNoSyntaxErrors() throws {
        let url = Paths.examples.appendingPathComponent("finance.tabs")
        let file = SourceFile(path: "finance.tabs", bytes: Array(try Data(contentsOf: url)))
        XCTAssertEqual(Checker.checkSyntax(file).map(\.message), [])
    }
}
