import Foundation
import XCTest

/// Tools from Debian that some tests run. A missing tool skips the test, naming the package to
/// install, unless `TABC_REQUIRE_TOOLS=1` (as `.ci/run` sets): then it fails the test.
enum RequiredTool {
    /// Whether `TABC_REQUIRE_TOOLS=1` is set.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["TABC_REQUIRE_TOOLS"] == "1" }

    /// The full path of `executable` on the PATH; throws XCTSkip (or fails) when it is missing.
    @discardableResult
    static func check(_ executable: String, package: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        if let path = find(executable) { return path }
        let message = "\(executable) is missing: install Debian's \(package) (apt-get install -y \(package))"
        if isRequired {
            XCTFail(message + "; TABC_REQUIRE_TOOLS=1 requires it", file: file, line: line)
            throw ToolMissing(message: message)
        }
        throw XCTSkip(message)
    }

    /// The first `executable` on the PATH (or the standard folders), if any.
    static func find(_ executable: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        for folder in folders {
            let candidate = folder + "/" + executable
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct ToolMissing: Error {
        var message: String
    }
}
