import Foundation
import XCTest

/// `TABC_UPDATE_GOLDEN=1` rewrites golden files on a developer's machine, never on CI: there it
/// would turn every difference into a pass.
final class GoldenRefusalTests: XCTestCase {
    func testUpdatingIsRefusedWhenCIIsSet() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("case.txt", "committed\n")
        for ci in ["true", "1", "yes"] {
            let failure = Golden.compare("produced\n", against: url, environment: ["TABC_UPDATE_GOLDEN": "1", "CI": ci])
            XCTAssertNotNil(failure, "CI=\(ci): the update was allowed")
            XCTAssertTrue(failure?.contains("refused on CI") == true, failure ?? "")
            XCTAssertEqual(folder.read("case.txt"), "committed\n", "CI=\(ci): the golden file was rewritten")
        }
        // Even when the output matches: the run itself is misconfigured.
        XCTAssertNotNil(Golden.compare("committed\n", against: url, environment: ["TABC_UPDATE_GOLDEN": "1", "CI": "true"]))
    }

    func testUpdatingRewritesOffCIAndComparingStillFails() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("case.txt", "committed\n")
        XCTAssertNotNil(Golden.compare("produced\n", against: url, environment: ["CI": "true"]))
        XCTAssertNotNil(Golden.compare("produced\n", against: url, environment: [:]))
        XCTAssertEqual(folder.read("case.txt"), "committed\n")
        XCTAssertNil(Golden.compare("produced\n", against: url, environment: ["TABC_UPDATE_GOLDEN": "1", "CI": ""]))
        XCTAssertEqual(folder.read("case.txt"), "produced\n")
        XCTAssertNil(Golden.compare("produced\n", against: url, environment: [:]))
    }

    /// `.ci/run` says it is CI even on a machine that doesn't set `CI`.
    func testTheCIScriptSetsCI() throws {
        let script = try String(contentsOf: Paths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(script.contains("\nexport CI="), "no `export CI=` in .ci/run")
    }
}
