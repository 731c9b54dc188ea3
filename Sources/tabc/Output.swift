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
}

extension Output {
    /// Whether standard error gets colors when the command has no `--color` flag.
    static var errorWantsColor: Bool { ColorChoice.auto.enabled(for: STDERR_FILENO) }
}

/// `--color never|always|auto`: whether diagnostics get ANSI colors.
enum ColorChoice: String, CaseIterable {
    case auto, always, never

    /// Whether output on `descriptor` gets colors: always or never as told; under `auto`, only
    /// on a terminal, and not when `NO_COLOR` is set or `TERM` is `dumb` (as most tools do).
    func enabled(for descriptor: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(descriptor) == 1
        }
    }
}
