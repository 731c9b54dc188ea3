import Foundation
import XCTest
@testable import TabDSL

/// A folder beside the root whose name starts with the root's name (`app2` beside `app`) is
/// outside the root: every place that confines a path compares whole path components, in the
/// compiler (written paths), the command line's import loader (real paths, after symlinks) and
/// its check of the inputs against `--import-root`.
final class ImportRootSiblingTests: XCTestCase {
    static let style = "style Shared {\n    tint: systemGray\n}\n"
    static let importer = "import \"../app2/shared.tabs\"\n"

    func testPathArithmeticComparesWholeComponents() {
        XCTAssertFalse(ImportPaths.isInside("/w/app2/shared.tabs", root: "/w/app"))
        XCTAssertFalse(ImportPaths.isInside("app2/shared.tabs", root: "app"))
        XCTAssertFalse(ImportPaths.isInside("../app2/shared.tabs", root: "../app"))
        XCTAssertTrue(ImportPaths.isInside("/w/app/shared.tabs", root: "/w/app"))
        XCTAssertTrue(ImportPaths.isInside("/w/app/nested/shared.tabs", root: "/w/app/"))
        XCTAssertTrue(ImportPaths.isInside("app/shared.tabs", root: "app"))
        XCTAssertTrue(ImportPaths.isInside("../app/shared.tabs", root: "../app"))
    }

    /// The compiler refuses the sibling before asking the loader, which here would read
    /// anything it is asked for.
    func testTheCompilerRefusesASiblingFolderWithoutAskingTheLoader() {
        for (main, root) in [("/w/app/main.tabs", "/w/app"), ("app/main.tabs", "app")] {
            var asked: [String] = []
            let compilation = Compiler.compile([SourceFile(path: main, text: Self.importer)], roots: [root]) { request in
                asked.append(request.path)
                return .loaded(Array(Self.style.utf8))
            }
            XCTAssertEqual(compilation.diagnostics.map(\.code), [.TAB218], main)
            XCTAssertTrue(compilation.diagnostics.first?.message.contains("leaves the folder") == true,
                          "\(main): \(compilation.diagnostics.map(\.message))")
            XCTAssertEqual(asked, [], "\(main): the loader was asked for a file outside the root")
        }
        // Inside the root, the same loader is asked.
        var asked: [String] = []
        let inside = Compiler.compile([SourceFile(path: "/w/app/main.tabs", text: "import \"../app/shared.tabs\"\n")],
                                      roots: ["/w/app"]) { request in
            asked.append(request.path)
            return .loaded(Array(Self.style.utf8))
        }
        XCTAssertEqual(inside.diagnostics.map(\.code), [])
        XCTAssertEqual(asked, ["/w/app/shared.tabs"])
    }

    /// A symlink inside `app` that resolves into `app2`: the written path stays inside, so only
    /// the loader's comparison of real paths can refuse it.
    func testTheFileLoaderRefusesASymlinkIntoASiblingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("app2/shared.tabs", Self.style)
        try folder.write("app/main.tabs", "import \"link.tabs\"\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("app/link.tabs").path,
                                                   withDestinationPath: "../app2/shared.tabs")
        for arguments in [["check", "--format", "gcc", "app/main.tabs"],
                          ["check", "--format", "gcc", "--import-root", "app", "app/main.tabs"]] {
            let run = try Tabc.run(arguments, in: folder.url)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.standardOutput)\(run.standardError)")
            XCTAssertTrue(run.standardOutput.contains("[TAB218]"), "\(arguments): \(run.standardOutput)")
            XCTAssertTrue(run.standardOutput.contains("outside the folder this run may read"), "\(arguments): \(run.standardOutput)")
        }
        // The same link into a folder below the root is followed.
        try folder.write("app/real/shared.tabs", Self.style)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("app/link.tabs"))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("app/link.tabs").path,
                                                   withDestinationPath: "real/shared.tabs")
        let followed = try Tabc.run(["check", "--format", "gcc", "app/main.tabs"], in: folder.url)
        XCTAssertEqual(followed.status, 0, followed.standardOutput + followed.standardError)
    }

    /// An input in `app2` is not inside `--import-root app`.
    func testAnInputInASiblingFolderIsNotInsideTheImportRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/keep.tabs", Self.style)
        try folder.write("app2/main.tabs", Self.style)
        let run = try Tabc.run(["check", "--import-root", "app", "app2/main.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardError.contains("is not inside '--import-root app'"), run.standardError)
    }
}
