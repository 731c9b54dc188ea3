import Foundation
import XCTest

/// The release `tabc` linked with `--static-swift-stdlib` runs on a machine without the Swift
/// toolchain's libraries. Building it takes minutes, so this test uses the binary that
/// `.ci/static-check` builds (`.build/static/release/tabc`, which CI builds before the tests)
/// and skips, saying so, when it is not there.
final class StaticBinaryTests: XCTestCase {
    static let binary = Paths.root.appendingPathComponent(".build/static/release/tabc")

    func testTheStaticBinaryRunsInAnEmptyFolderWithAnEmptyEnvironment() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            throw XCTSkip("no static tabc at \(Self.binary.path): run .ci/static-check to build it")
        }
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("tabc")
        try FileManager.default.copyItem(at: Self.binary, to: copy)
        try FileManager.default.copyItem(at: Paths.examples.appendingPathComponent("finance.tabs"),
                                         to: folder.url.appendingPathComponent("finance.tabs"))

        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["-i", "LD_LIBRARY_PATH=", "./tabc"] + arguments
            process.currentDirectoryURL = folder.url
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0, version.output)
        XCTAssertTrue(version.output.hasPrefix("tabc "), version.output)
        let check = try run(["check", "finance.tabs"])
        XCTAssertEqual(check.status, 0, check.output)

        // Nothing of the toolchain is loaded: `ldd` lists no Swift library.
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [copy.path]
        let pipe = Pipe()
        ldd.standardOutput = pipe
        try ldd.run()
        let libraries = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        for name in ["libswiftCore", "libFoundation", "libdispatch"] {
            XCTAssertFalse(libraries.contains(name), "the static tabc loads \(name):\n\(libraries)")
        }
    }
}
