import Foundation
import TabDSL

/// A file the tool could not read or write, with the reason in words.
struct FileError: Error {
    var path: String
    var reason: String

    var message: String { "\(path): \(reason)" }
}

/// The file-system effects of the tool, kept here so the library stays free of them.
enum FileSystem {
    static func errnoReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// Reads a whole file.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, reason: errnoReason()) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: "is a directory")
        }
        var bytes: [UInt8] = []
        if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: errnoReason())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes every byte to a descriptor, retrying interrupted and partial writes; returns the
    /// `errno` of a failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Loads an imported file for the compiler.
    static func loadImport(_ path: String) -> ImportLoadResult {
        guard exists(path) else { return .notFound }
        do {
            return .loaded(try read(path))
        } catch {
            return .unreadable(error.reason)
        }
    }

    /// Reads standard input to its end.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Every `*.tabs` file below a folder, in sorted order (SPEC §8).
    static func tabsFiles(under directory: String) throws(FileError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw FileError(path: directory, reason: "cannot list the folder")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".tabs") else { continue }
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            if !isDirectory(path) { found.append(path) }
        }
        // Byte order, so the result is the same under every locale.
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The modification time of a file, for tests and `--check`; nil when it does not exist.
    static func modificationTime(_ path: String) -> timespec? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mtim
    }

    /// The process's umask, read once: reading it means setting it, which would race with
    /// `build` writing files on several threads (a `static let` is initialised exactly once).
    static let creationMask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    /// Writes a file atomically (a temporary file in the same folder, then a rename), and not
    /// at all when the file already holds exactly these bytes, so its modification time stays.
    /// Returns whether it wrote.
    @discardableResult
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) -> Bool {
        if let existing = try? read(path), existing == bytes { return false }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let name = (path as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).tabc-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: "cannot create a file in '\(folder)': \(errnoReason())")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(bytes, to: descriptor).map { errnoReason($0) }
        if failure == nil && fsync(descriptor) != 0 { failure = errnoReason() }
        // New files get the usual permissions (0644 less the umask) rather than mkstemp's 0600.
        fchmod(descriptor, 0o666 & ~creationMask)
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = errnoReason() }
        if let failure {
            unlink(temporary)
            throw FileError(path: path, reason: "cannot write: \(failure)")
        }
        return true
    }
}
