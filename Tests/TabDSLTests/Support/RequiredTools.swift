import Foundation
import XCTest

/// Debian tools that some tests use (a renderer, a JSON Schema validator, an image reader).
/// `swift test` must pass on a machine with only the Swift toolchain, so a test whose tool is
/// missing is skipped with the Debian package to install; CI (`.ci/run`) installs them all and
/// sets `TABC_REQUIRE_TOOLS=1`, under which a missing tool fails the test instead.
enum RequiredTool {
    /// Whether a missing tool fails the test (`TABC_REQUIRE_TOOLS=1`) instead of skipping it.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["TABC_REQUIRE_TOOLS"] == "1" }

    /// A tool that must be there (under `TABC_REQUIRE_TOOLS=1`) and is not.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Returns when `executable` is on the PATH (or in /usr/bin); otherwise skips the test
    /// naming the Debian `package` that provides it, or fails it under `TABC_REQUIRE_TOOLS=1`.
    static func check(_ executable: String, package: String) throws {
        guard path(of: executable) == nil else { return }
        try missing("\(executable) is not installed", package: package)
    }

    /// Returns when a `python3` can import `module`; otherwise skips the test naming the
    /// Debian `package` that provides it, or fails it under `TABC_REQUIRE_TOOLS=1`.
    static func checkPythonModule(_ module: String, package: String) throws {
        guard python(with: module) == nil else { return }
        try missing("python3 cannot import \(module)", package: package)
    }

    /// Returns when fontconfig knows a font for `language` (`fc-list :lang=ko`); otherwise
    /// skips the test naming the Debian `package` that provides one, or fails it under
    /// `TABC_REQUIRE_TOOLS=1`.
    static func checkFont(language: String, package: String) throws {
        try check("fc-list", package: "fontconfig")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path(of: "fc-list") ?? "/usr/bin/fc-list")
        process.arguments = [":lang=\(language)", "family"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if text.contains(where: { !$0.isWhitespace }) { return }
        try missing("no font for the language '\(language)' is installed", package: package)
    }

    private static func missing(_ what: String, package: String) throws -> Never {
        let advice = "\(what): install Debian's \(package) (apt-get install -y \(package))"
        if isRequired {
            throw Missing(description: advice + "; TABC_REQUIRE_TOOLS=1 makes this a failure")
        }
        throw XCTSkip(advice)
    }

    /// The full path of `executable`: the first match in the PATH's folders, then /usr/bin and
    /// /usr/local/bin (where Debian puts packaged tools even when the PATH is short).
    static func path(of executable: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin"]
        for folder in folders where !folder.isEmpty {
            let candidate = folder + "/" + executable
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The first Python that can import `module` (Debian's `/usr/bin/python3`, then `python3`
    /// on the PATH), remembered for the rest of the run.
    static func python(with module: String) -> String? {
        cache.value(for: module) {
            for candidate in ["/usr/bin/python3", "python3"] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [candidate, "-c", "import \(module)"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                process.waitUntilExit()
                if process.terminationStatus == 0 { return candidate }
            }
            return nil
        }
    }

    private static let cache = Cache()

    /// Answers by module, shared by the tests (which XCTest may run on any thread).
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String: String?] = [:]

        func value(for key: String, _ compute: () -> String?) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let answer = answers[key] { return answer }
            let answer = compute()
            answers[key] = answer
            return answer
        }
    }
}
