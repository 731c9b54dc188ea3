import XCTest
@testable import TabDSL

/// `ImportPaths.isNormal` lets a run skip normalising paths that are already normal; it must
/// never call a path normal that `normalize` would change.
final class ImportPathsNormalTests: XCTestCase {
    func testANormalPathIsWhatNormalizeReturns() {
        // Every path of up to six characters made of `a`, `.` and `/`.
        var paths = [""]
        var all: [String] = []
        for _ in 0..<6 {
            paths = paths.flatMap { path in ["a", ".", "/"].map { path + $0 } }
            all += paths
        }
        all += ["a/\u{301}b", "/\u{301}./x", "...", ".hidden/x.tabs", "x/.../y"]
        var normal = 0
        for path in all where ImportPaths.isNormal(path) {
            XCTAssertEqual(ImportPaths.normalize(path), path, "'\(path)' was called normal")
            normal += 1
        }
        XCTAssertGreaterThan(normal, 100)
    }

    func testTheUsualPathsAreNormalAndOthersAreNot() {
        for path in ["many/layout0001.tabs", "/work/app/Layouts/shop.tabs", "shop.tabs", "a/.b/c..d/...", "<stdin>"] {
            XCTAssertTrue(ImportPaths.isNormal(path), path)
            XCTAssertEqual(ImportPaths.normalizedIfNeeded(path), path)
        }
        for path in ["", ".", "..", "/", "./a", "a/./b", "a/../b", "a//b", "a/", "../a", "a/.", "a/.."] {
            XCTAssertFalse(ImportPaths.isNormal(path), path)
            XCTAssertEqual(ImportPaths.normalizedIfNeeded(path), ImportPaths.normalize(path))
        }
    }
}
