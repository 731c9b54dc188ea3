import Foundation

/// Buffered standard output and standard error. The tool is single-threaded where it prints,
/// so a plain buffer suffices; it is flushed when large and before the process exits.
enum Output {
    nonisolated(unsafe) private static var standardOutput: [UInt8] = []
    nonisolated(unsafe) private static var standardError: [UInt8] = []

    static func out(_ text: String) {
        standardOutput.append(contentsOf: text.utf8)
        if standardOutput.count > 1 << 16 { flush() }
    }

    static func outBytes(_ bytes: [UInt8]) {
        standardOutput.append(contentsOf: bytes)
        if standardOutput.count > 1 << 16 { flush() }
    }

    static func err(_ text: String) {
        standardError.append(contentsOf: text.utf8)
        if standardError.count > 1 << 16 { flush() }
    }

    static func flush() {
        write(&standardOutput, to: STDOUT_FILENO)
        write(&standardError, to: STDERR_FILENO)
    }

    private static func write(_ buffer: inout [UInt8], to descriptor: Int32) {
        guard !buffer.isEmpty else { return }
        // A closed pipe (`tabc check | head`) can't take more; the rest is dropped quietly.
        _ = FileSystem.writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Whether standard output is a terminal that should get colors (SPEC §8: not with `NO_COLOR`).
    static var wantsColor: Bool {
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isatty(STDOUT_FILENO) == 1
    }

    /// Whether standard error is a terminal that should get colors.
    static var errorWantsColor: Bool {
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isatty(STDERR_FILENO) == 1
    }
}
