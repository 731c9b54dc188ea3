import Foundation
import XCTest

/// `--import-root DIR`: one file's build may import from a sibling folder of a target (the
/// SwiftPM plugin builds one layout per command), while imports still never leave that root.
final class ImportRootTests: XCTestCase {
    private func makeTarget() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Target/Styles/brand.tabs", "style Brand {\n    tint: systemGray\n}\n")
        try folder.write("Target/Layouts/app.tabs", """
            import "../Styles/brand.tabs"

            layout App {
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: HomeViewController
                }

                style {
                    base: Brand
                }
            }

            """)
        try folder.write("outside.tabs", "style Outside {\n    tint: systemGray\n}\n")
        return folder
    }

    func testASiblingFolderImportNeedsTheRoot() throws {
        let folder = try makeTarget()
        let refused = try Tabc.run(["check", "--format", "gcc", "Target/Layouts/app.tabs"], in: folder.url)
        XCTAssertEqual(refused.status, 1, refused.standardOutput + refused.standardError)
        XCTAssertTrue(refused.standardOutput.contains("[TAB218]"), refused.standardOutput)

        let built = try Tabc.run(["build", "--import-root", "Target", "-o", "-", "Target/Layouts/app.tabs"], in: folder.url)
        XCTAssertEqual(built.status, 0, built.standardError)
        XCTAssertTrue(built.standardOutput.contains("UIColor.systemGray"), "the imported style applies")
    }

    func testTheRootStillConfinesImports() throws {
        let folder = try makeTarget()
        try folder.write("Target/Layouts/escape.tabs", "import \"../../outside.tabs\"\n")
        let run = try Tabc.run(["check", "--format", "gcc", "--import-root", "Target", "Target/Layouts/escape.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.contains("[TAB218]"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("Outside"), "nothing of the outside file is shown")
    }

    func testEveryInputMustBeInsideTheRoot() throws {
        let folder = try makeTarget()
        let run = try Tabc.run(["check", "--import-root", "Target/Styles", "Target/Layouts/app.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.standardError)
        XCTAssertTrue(run.standardError.contains("is not inside '--import-root Target/Styles'"), run.standardError)
        let missing = try Tabc.run(["check", "--import-root", "Nowhere", "Target/Layouts/app.tabs"], in: folder.url)
        XCTAssertEqual(missing.status, 2, missing.standardError)
    }
}
