import Foundation
import XCTest

/// One run of an external program (the built `tabc`, `python3`): exit status and both outputs.
struct ToolRun {
    var status: Int32
    var standardOutput: Data
    var standardError: Data

    var output: String { String(decoding: standardOutput, as: UTF8.self) }
    var errors: String { String(decoding: standardError, as: UTF8.self) }

    /// Runs the built `tabc` with `arguments`, in `directory` if given, feeding `input` to its
    /// standard input.
    static func tabc(_ arguments: [String], input: Data? = nil, in directory: URL? = nil) throws -> ToolRun {
        try run(Paths.tabc, arguments, input: input, in: directory)
    }

    /// Runs a program found on `PATH` (`python3`).
    static func program(_ name: String, _ arguments: [String], input: Data? = nil) throws -> ToolRun {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, input: input, in: nil)
    }

    static func run(_ executable: URL, _ arguments: [String], input: Data?, in directory: URL?) throws -> ToolRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes while the process runs, so a large output can't fill a pipe and stall it.
        let errorData = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        let errorHandle = stderr.fileHandleForReading
        DispatchQueue.global().async {
            errorData.data = errorHandle.readDataToEndOfFile()
            errorRead.signal()
        }
        if let input { stdin.fileHandleForWriting.write(input) }
        try? stdin.fileHandleForWriting.close()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        return ToolRun(status: process.terminationStatus, standardOutput: outputData, standardError: errorData.data)
    }
}

/// Data filled in by another thread, read after it signalled.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// A fresh temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
