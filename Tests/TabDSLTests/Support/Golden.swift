import Foundation
import XCTest

/// Paths of the package, found from this file's location so tests run from any folder.
enum Paths {
    /// The package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TabDSLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let fixtures = root.appendingPathComponent("Tests/TabDSLTests/Fixtures")
    static let examples = root.appendingPathComponent("examples")

    /// The `.tabs` files directly in a folder, sorted.
    static func tabsFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tabs") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The built products folder (where the `tabc` binary is), next to the test bundle.
    static var products: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    /// The `tabc` binary the tests run: the built one, or `TABC_TEST_BINARY` (to see a new
    /// test fail on an older build).
    static var tabc: URL {
        if let binary = ProcessInfo.processInfo.environment["TABC_TEST_BINARY"], !binary.isEmpty {
            return URL(fileURLWithPath: binary)
        }
        return products.appendingPathComponent("tabc")
    }
}

/// Golden files: compares output with a committed file; `TABC_UPDATE_GOLDEN=1` rewrites them.
enum Golden {
    static var updating: Bool { ProcessInfo.processInfo.environment["TABC_UPDATE_GOLDEN"] == "1" }

    static func check(_ actual: String, against url: URL, file: StaticString = #filePath, line: UInt = #line) {
        if updating {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(url.path); run the tests with TABC_UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            XCTFail("\(url.lastPathComponent) differs from the output:\n\(Diff.lines(expected: expected, actual: actual))",
                    file: file, line: line)
        }
    }
}

/// A short line diff for failure messages.
enum Diff {
    static func lines(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var output: [String] = []
        let count = max(old.count, new.count)
        for index in 0..<count {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a != b {
                if let a { output.append("  line \(index + 1) - \(a)") }
                if let b { output.append("  line \(index + 1) + \(b)") }
            }
            if output.count > 40 {
                output.append("  …")
                break
            }
        }
        return output.joined(separator: "\n")
    }
}
