import Foundation

/// Buffered standard output and standard error. The tool is single-threaded where it prints,
/// so a plain buffer suffices; it is flushed when large and before the process exits.
///
/// A failed write to standard output (a full disk, `/dev/full`) is remembered and makes the
/// run end with exit status 3 and a message (`finish`), so no command reports success for
/// output it did not write; a closed pipe (`tabc check | head`) ends the process quietly, as
/// SIGPIPE would have.
enum Output {
    nonisolated(unsafe) private static var standardOutput: [UInt8] = []
    nonisolated(unsafe) private static var standardError: [UInt8] = []
    /// The `errno` of the first failed write to standard output; nothing more is written there.
    nonisolated(unsafe) private static var outputFailure: Int32?

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
        if !standardOutput.isEmpty {
            if outputFailure == nil, let failure = FileSystem.writeAll(standardOutput, to: STDOUT_FILENO) {
                if failure == EPIPE { endQuietlyOnClosedPipe() }
                outputFailure = failure
            }
            standardOutput.removeAll(keepingCapacity: true)
        }
        if !standardError.isEmpty {
            // Nothing better can be done when standard error itself can't be written.
            _ = FileSystem.writeAll(standardError, to: STDERR_FILENO)
            standardError.removeAll(keepingCapacity: true)
        }
    }

    /// Flushes both streams and returns the run's exit status: 3, with a message, when
    /// standard output could not be written.
    static func finish(_ status: ExitStatus) -> ExitStatus {
        flush()
        guard let failure = outputFailure else { return status }
        err("tabc: error: cannot write to standard output: \(FileSystem.errnoReason(failure))\n")
        flush()
        return status.combined(with: .ioError)
    }

    /// Ends the process as SIGPIPE would have (the tool ignores the signal so that a closed
    /// pipe is seen as an error here): temporary files are removed, then the signal's default
    /// action ends the process without a message, and the shell sees status 128 + SIGPIPE.
    static func endQuietlyOnClosedPipe() -> Never {
        TemporaryFiles.removeAll()
        signal(SIGPIPE, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
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
