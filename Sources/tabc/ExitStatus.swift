/// The exit statuses of README.md, mapped in one place.
enum ExitStatus: Int32 {
    /// Success.
    case success = 0
    /// The input has errors (or warnings under `--strict`), or a `--check` found a difference.
    case failure = 1
    /// A usage error: unknown command or flag, missing argument.
    case usage = 2
    /// A file could not be read or written.
    case ioError = 3

    /// The more serious of two statuses (I/O over usage over failure over success).
    func combined(with other: ExitStatus) -> ExitStatus {
        func rank(_ status: ExitStatus) -> Int {
            switch status {
            case .success: return 0
            case .failure: return 1
            case .usage: return 2
            case .ioError: return 3
            }
        }
        return rank(other) > rank(self) ? other : self
    }
}

/// A usage error: its message is printed with a pointer to `--help`, exit status 2.
struct UsageError: Error {
    var message: String
    var command: String?
}
