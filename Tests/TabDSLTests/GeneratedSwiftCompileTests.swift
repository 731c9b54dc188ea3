import Foundation
import XCTest
@testable import TabDSL

/// The generated Swift of every example, every generator case and the injection layout,
/// type-checked against the UIKit stand-in (Apple's declarations) with warnings as errors, in
/// the language modes apps build with.
final class GeneratedSwiftCompileTests: XCTestCase {
    func testTypeChecksInSwift5() throws {
        try typeCheck(["-swift-version", "5"])
    }

    func testTypeChecksInSwift5WithCompleteConcurrencyChecking() throws {
        try typeCheck(["-swift-version", "5", "-strict-concurrency=complete"])
    }

    func testTypeChecksInSwift6() throws {
        try typeCheck(["-swift-version", "6"])
    }

    /// The layouts the SwiftUI model scenarios run on, generated as `kind: custom` too (under the
    /// same names, so apart from the others), type-check in every mode.
    func testDrawnTwinsTypeCheckInEveryMode() throws {
        for mode in [["-swift-version", "5"], ["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]] {
            try typeCheck(mode, GeneratedSources.swiftUIDrawnFiles)
        }
    }

    /// Without UIKit (as on Linux or in a non-UI target) only the neutral enums remain, and
    /// they compile on their own.
    func testNeutralEnumsCompileWithoutUIKit() throws {
        let folder = try makeTemporaryFolder("neutral-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GeneratedSources.write(GeneratedSources.allFiles, to: folder)
        let (status, output) = try Swiftc.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + files, in: folder)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "")
    }

    private func typeCheck(_ mode: [String], _ sources: [ResolvedFile] = GeneratedSources.allFiles,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GeneratedSources.write(sources, to: folder)
        let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-I", stubs.path] + mode + files, in: folder)
        XCTAssertEqual(status, 0, "swiftc \(mode.joined(separator: " ")):\n\(output)", file: file, line: line)
        XCTAssertEqual(output, "", "swiftc printed diagnostics", file: file, line: line)
    }
}
