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

    static var tabc: URL { products.appendingPathComponent("tabc") }
}

/// Golden files: compares output with a committed file; `TABC_UPDATE_GOLDEN=1` rewrites them,
/// except on CI (`CI` set), where a rewrite would bless whatever the run produced.
enum Golden {
    /// Whether golden files (and the docs' generated sections) are rewritten in this run.
    static var updating: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["TABC_UPDATE_GOLDEN"] == "1" && updateRefusal(environment) == nil
    }

    /// Why `TABC_UPDATE_GOLDEN=1` may not rewrite golden files in `environment`: CI services set
    /// `CI`, and a CI run must compare, never bless. Nil when rewriting is allowed.
    static func updateRefusal(_ environment: [String: String]) -> String? {
        guard environment["TABC_UPDATE_GOLDEN"] == "1", let ci = environment["CI"], !ci.isEmpty else { return nil }
        return "TABC_UPDATE_GOLDEN=1 is refused on CI (CI=\(ci)): golden files are updated on a developer's machine and reviewed"
    }

    static func check(_ actual: String, against url: URL, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = compare(actual, against: url, environment: ProcessInfo.processInfo.environment) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Compares (or, when updating is asked for and allowed, rewrites) a golden file; the
    /// failure message, or nil.
    static func compare(_ actual: String, against url: URL, environment: [String: String]) -> String? {
        if let refusal = updateRefusal(environment) { return refusal }
        if environment["TABC_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "missing golden file \(url.path); run the tests with TABC_UPDATE_GOLDEN=1 to create it"
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            return "\(url.lastPathComponent) differs from the output:\n\(Diff.lines(expected: expected, actual: actual))"
        }
        return nil
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
