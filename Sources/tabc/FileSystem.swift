import Foundation
import Synchronization
import TabDSL

/// A file the tool could not read or write, with the reason in words.
struct FileError: Error {
    var path: String
    var reason: String

    var message: String { "\(path): \(reason)" }
}

/// A file's identity on disk: the same file however its path is spelled or linked.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// What reading a file gave: its bytes, or its size when it is over the limit (not read).
enum FileContents {
    case bytes([UInt8])
    case tooLarge(Int)

    /// The source file the library checks; an oversized one is empty and carries its size.
    func sourceFile(path: String) -> SourceFile {
        switch self {
        case .bytes(let bytes): return SourceFile(path: path, bytes: bytes)
        case .tooLarge(let size): return SourceFile(path: path, bytes: [], sizeOnDisk: size)
        }
    }
}

/// The file-system effects of the tool, kept here so the library stays free of them.
enum FileSystem {
    static func errnoReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The status of a path, following symlinks; nil when it can't be reached.
    static func status(_ path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    static func isRegular(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFREG }
    static func isLink(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFLNK }

    /// The status of a path itself: a symlink is not followed.
    static func linkStatus(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    /// Reads a file unless its last component is a symlink (then it fails).
    static func readNoFollow(_ path: String) throws(FileError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard descriptor >= 0 else { throw FileError(path: path, reason: errnoReason()) }
        defer { close(descriptor) }
        return try readOpened(descriptor, path: path)
    }
    static func isFolder(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }

    /// The identity of the file a path names (symlinks followed); nil when there is none.
    static func identity(_ path: String) -> FileIdentity? {
        status(path).map(FileIdentity.init)
    }

    /// Reads a file given on the command line (docs/files-and-limits.md): a folder is refused; a regular file
    /// over the limit is refused before it is read; anything else (a FIFO such as `<(cmd)`)
    /// is read as a stream up to the limit plus one byte.
    static func read(_ path: String) throws(FileError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, reason: errnoReason()) }
        defer { close(descriptor) }
        return try readOpened(descriptor, path: path)
    }

    /// Reads an open descriptor: refused when a folder, sized first when a regular file.
    private static func readOpened(_ descriptor: Int32, path: String) throws(FileError) -> FileContents {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, reason: errnoReason()) }
        if isFolder(status) { throw FileError(path: path, reason: "is a directory") }
        if isRegular(status), Int(status.st_size) > Parser.maximumFileSize {
            return .tooLarge(Int(status.st_size))
        }
        return .bytes(try readBounded(descriptor, path: path, sizeHint: isRegular(status) ? Int(status.st_size) : 0))
    }

    /// Reads a descriptor to its end, but never more than the size limit plus one byte: that
    /// byte is enough for the library to refuse the input (TAB901).
    static func readBounded(_ descriptor: Int32, path: String, sizeHint: Int = 0) throws(FileError) -> [UInt8] {
        let limit = Parser.maximumFileSize + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), limit))
        // A regular file's chunk is sized to it (one byte more, to meet its end in the same
        // read): zeroing 64 KiB for every 1 KB layout was an eighth of a folder's check.
        var chunk = [UInt8](repeating: 0, count: sizeHint > 0 ? min(sizeHint + 1, 1 << 16) : 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
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

    /// The path with every symlink resolved; nil when some part of it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads standard input (docs/files-and-limits.md): bounded like a file; closed or a folder is an error.
    static func readStandardInput() throws(FileError) -> [UInt8] {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            throw FileError(path: "<stdin>", reason: "standard input can't be read: \(errnoReason())")
        }
        if isFolder(status) { throw FileError(path: "<stdin>", reason: "standard input is a folder") }
        do {
            return try readBounded(STDIN_FILENO, path: "<stdin>")
        } catch {
            throw FileError(path: "<stdin>", reason: "standard input can't be read: \(error.reason)")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        status(path).map(isFolder) ?? false
    }

    static func exists(_ path: String) -> Bool {
        status(path) != nil
    }

    /// Folder names a folder argument never enters (README.md), besides names starting with `.`.
    static let skippedFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// A link below a folder argument that resolves outside it: not read, not entered.
    struct EscapingLink {
        /// The link's path as the walk reached it.
        var path: String
        /// What the link says it points to, as written in the link.
        var target: String
    }

    /// What walking a folder found: its `*.tabs` files, the links that leave it, and the
    /// entries it could not read or list.
    struct FolderWalk {
        var files: [String] = []
        var escapingLinks: [EscapingLink] = []
        var errors: [FileError] = []
    }

    /// Every `*.tabs` file below a folder, in sorted order (docs/files-and-limits.md): names
    /// starting with `.` and the folders of `skippedFolderNames` are skipped, symlinks are
    /// followed only while their real path stays inside the folder (each folder visited once,
    /// so a loop ends), a link that leaves it is reported and neither read nor entered, and
    /// anything that is neither a regular file nor a folder (a FIFO, a device, a socket) is
    /// skipped without being opened. An entry that can't be read or listed is an error, never
    /// skipped in silence.
    static func tabsFiles(under directory: String) -> FolderWalk {
        var walk = FolderWalk()
        guard let top = status(directory), isFolder(top), let realTop = realPath(directory) else {
            walk.errors.append(FileError(path: directory, reason: "cannot list the folder: \(errnoReason())"))
            return walk
        }
        var visited: Set<FileIdentity> = [FileIdentity(top)]
        var pending = [directory]
        while let folder = pending.popLast() {
            let names: [String]
            do {
                names = try entryNames(folder)
            } catch {
                walk.errors.append(error)
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var entry = stat()
                guard lstat(path, &entry) == 0 else {
                    walk.errors.append(FileError(path: path, reason: "cannot be read: \(errnoReason())"))
                    continue
                }
                if (entry.st_mode & S_IFMT) == S_IFLNK {
                    // `stat` follows the link without opening what it names.
                    guard stat(path, &entry) == 0 else {
                        // A dangling link names nothing to read; any other failure is reported.
                        if errno != ENOENT { walk.errors.append(FileError(path: path, reason: "cannot be read: \(errnoReason())")) }
                        continue
                    }
                    let wanted = isFolder(entry) ? !skippedFolderNames.contains(name) : isRegular(entry) && name.hasSuffix(".tabs")
                    guard wanted else { continue }
                    guard let real = realPath(path) else {
                        walk.errors.append(FileError(path: path, reason: "cannot be read: \(errnoReason())"))
                        continue
                    }
                    if !isInside(real, folder: realTop) {
                        walk.escapingLinks.append(EscapingLink(path: path, target: linkText(path) ?? real))
                        continue
                    }
                }
                if isFolder(entry) {
                    if !skippedFolderNames.contains(name), visited.insert(FileIdentity(entry)).inserted {
                        pending.append(path)
                    }
                } else if isRegular(entry), name.hasSuffix(".tabs") {
                    walk.files.append(path)
                }
            }
        }
        // Byte order, so the result is the same under every locale.
        walk.files.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        walk.escapingLinks.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        walk.errors.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        return walk
    }

    /// The names in a folder, `.` and `..` left out; an error naming the folder when it can't
    /// be listed (permission denied, a path longer than the system allows).
    static func entryNames(_ folder: String) throws(FileError) -> [String] {
        guard let handle = opendir(folder) else {
            throw FileError(path: folder, reason: "cannot list the folder: \(errnoReason())")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw FileError(path: folder, reason: "cannot list the folder: \(errnoReason())") }
                break
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether a real (resolved, absolute) path is a folder's real path or below it; a
    /// separator-aware test, so `/app2` is not inside `/app`.
    static func isInside(_ real: String, folder realFolder: String) -> Bool {
        if realFolder == "/" { return real.hasPrefix("/") }
        return real == realFolder || real.hasPrefix(realFolder + "/")
    }

    /// What a symlink holds, as written; nil when the path is not a link.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The real path of the file an open descriptor names, read from the kernel rather than
    /// from a path that may have been swapped since it was opened; nil when the system can't say.
    static func realPath(ofDescriptor descriptor: Int32) -> String? {
        #if os(Linux)
        return linkText("/proc/self/fd/\(descriptor)").flatMap { $0.hasPrefix("/") ? $0 : nil }
        #else
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        return String(cString: buffer)
        #endif
    }

    /// Reads a file found by a folder walk: opened without blocking, then held to `realFolder`
    /// by the opened descriptor's own real path, so a link swapped in after the walk looked
    /// can't lead outside it.
    static func readConfined(_ path: String, realFolder: String) throws(FileError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw FileError(path: path, reason: errnoReason()) }
        defer { close(descriptor) }
        guard let real = realPath(ofDescriptor: descriptor), isInside(real, folder: realFolder) else {
            throw FileError(path: path, reason: "it changed while being read and now leads outside '\(realFolder)'")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, isRegular(status) else {
            throw FileError(path: path, reason: "it changed while being read and is no longer a regular file")
        }
        return try readOpened(descriptor, path: path)
    }

    /// The modification time of a file, for tests and `--check`; nil when it does not exist.
    static func modificationTime(_ path: String) -> timespec? {
        status(path)?.st_mtim
    }

    /// For tests only: milliseconds to wait while a temporary file is open
    /// (`TABC_TEST_WRITE_DELAY_MS`), so that a test can interrupt a write for certain.
    static let testWriteDelay: UInt32? = ProcessInfo.processInfo.environment["TABC_TEST_WRITE_DELAY_MS"].flatMap { UInt32($0) }

    /// The longest file name the file system takes (NAME_MAX on Linux and macOS).
    static let maximumNameLength = 255

    /// Writes an output (docs/files-and-limits.md). A path that is neither a regular file, a
    /// symlink nor a folder (a device, FIFO or socket) is written as a stream and never
    /// replaced; anything else is written atomically through `writeAtomically`, which replaces
    /// a symlink rather than following it. Returns whether it wrote.
    @discardableResult
    static func writeOutput(_ bytes: [UInt8], to path: String) throws(FileError) -> Bool {
        if let descriptor = inheritedDescriptor(path) {
            // `/dev/stdout` and friends name this process's own descriptors: written in place,
            // so a shell's `> file` or `>> log` gets the output where it expects it.
            Output.flush()
            if let failure = writeAll(bytes, to: descriptor) {
                if failure == EPIPE, descriptor == STDOUT_FILENO { Output.endQuietlyOnClosedPipe() }
                throw FileError(path: path, reason: "cannot write: \(errnoReason(failure))")
            }
            return true
        }
        if let existing = linkStatus(path), !isRegular(existing), !isLink(existing) {
            if isFolder(existing) { throw FileError(path: path, reason: "is a directory") }
            return try writeStream(bytes, to: path)
        }
        return try writeAtomically(bytes, to: path)
    }

    /// The descriptor a path such as `/dev/stdout`, `/dev/fd/3` or `/proc/self/fd/1` names.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) >= 0 { return number }
            }
            return nil
        }
    }

    /// Writes to a device or FIFO as a stream; refused when it can't be opened for writing
    /// right away (a FIFO without a reader), rather than waiting forever.
    static func writeStream(_ bytes: [UInt8], to path: String) throws(FileError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: "cannot write: \(errnoReason())")
        }
        defer { close(descriptor) }
        // Opened without blocking; the writes themselves may wait for a slow reader.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        if let failure = writeAll(bytes, to: descriptor) {
            throw FileError(path: path, reason: "cannot write: \(errnoReason(failure))")
        }
        return true
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
    /// A symlink is never followed: the rename replaces the link itself, so its target is
    /// never written and a dangling one never created (`fmt` resolves a link it may write
    /// through before calling this). An existing file keeps its permission bits. Returns
    /// whether it wrote.
    @discardableResult
    static func writeAtomically(_ bytes: [UInt8], to requestedPath: String) throws(FileError) -> Bool {
        let path = requestedPath
        let existing = linkStatus(path).flatMap { isRegular($0) ? $0 : nil }
        if let existing, Int(existing.st_size) == bytes.count,
           case .bytes(let old)? = try? readNoFollow(path), old == bytes {
            return false
        }
        let directory = ImportPaths.directory(of: path)
        let folder = directory
        let name = (path as NSString).lastPathComponent
        // The temporary name must fit NAME_MAX whatever the output's name.
        var temporaryName = ".\(name).tabc-XXXXXX"
        if temporaryName.utf8.count > maximumNameLength { temporaryName = ".tabc-XXXXXX" }
        var template = Array("\(folder)/\(temporaryName)".utf8CString)
        let descriptor = TemporaryFiles.create(&template)
        guard descriptor >= 0 else {
            throw FileError(path: requestedPath, reason: "cannot create a file in '\(folder)': \(errnoReason())")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(bytes, to: descriptor).map { errnoReason($0) }
        if failure == nil && fsync(descriptor) != 0 { failure = errnoReason() }
        if let delay = testWriteDelay { usleep(delay * 1000) }
        if let existing {
            // A rewrite keeps the file's permissions (a 0600 file stays private) and, where
            // allowed, its owner.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            fchmod(descriptor, existing.st_mode & 0o7777)
        } else {
            // New files get the usual permissions (0666 less the umask) rather than mkstemp's 0600.
            fchmod(descriptor, 0o666 & ~creationMask)
        }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = errnoReason() }
        if failure != nil { unlink(temporary) }
        TemporaryFiles.forget(template)
        if let failure {
            throw FileError(path: requestedPath, reason: "cannot write: \(failure)")
        }
        return true
    }
}

/// Loads imports for the library (docs/files-and-limits.md): only regular `.tabs` files inside the run's root
/// once symlinks are resolved, checked before anything is opened; a file already in the run
/// under another spelling is the same file.
final class ImportFileLoader {
    /// The run's files by identity, with the path the run knows each under.
    private var known: [FileIdentity: String] = [:]
    private var realRoots: [String: String?] = [:]

    /// The files given as inputs, registered on the first import so that an import reaching
    /// one of them is that file; a run without imports never looks at them again.
    private var inputs: [SourceFile]

    init(inputs: [SourceFile]) {
        self.inputs = inputs
    }

    func load(_ request: ImportRequest) -> ImportLoadResult {
        if !inputs.isEmpty {
            for file in inputs {
                if let identity = FileSystem.identity(file.path), known[identity] == nil {
                    known[identity] = ImportPaths.normalize(file.path)
                }
            }
            inputs = []
        }
        let path = request.path
        guard let status = FileSystem.status(path) else {
            return errno == ENOENT || errno == ENOTDIR ? .notFound : .unreadable(FileSystem.errnoReason())
        }
        if !FileSystem.isRegular(status) {
            return .refused(FileSystem.isFolder(status) ? "it is a folder" : "it is not a regular file")
        }
        guard let real = FileSystem.realPath(path), let root = realRoot(request.root ?? "/") else {
            return .unreadable(FileSystem.errnoReason())
        }
        guard FileSystem.isInside(real, folder: root) else {
            return .refused("it resolves to '\(real)', outside the folder this run may read ('\(request.root ?? "/")')")
        }
        let identity = FileIdentity(status)
        if let first = known[identity], first != ImportPaths.normalize(path) { return .sameFile(as: first) }
        known[identity] = ImportPaths.normalize(path)
        // A folder or link swapped in since the checks above could lead anywhere, so what was
        // opened is checked by the descriptor's own real path, which no later swap can change.
        // O_NONBLOCK: if the file was swapped for a FIFO since the check, opening can't hang.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .unreadable(FileSystem.errnoReason()) }
        defer { close(descriptor) }
        guard let openedReal = FileSystem.realPath(ofDescriptor: descriptor), FileSystem.isInside(openedReal, folder: root) else {
            return .refused("it changed while being read and now leads outside the folder this run may read ('\(request.root ?? "/")')")
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, FileSystem.isRegular(opened), FileIdentity(opened) == identity else {
            return .refused("it changed while being read")
        }
        if Int(opened.st_size) > Parser.maximumFileSize { return .tooLarge(Int(opened.st_size)) }
        do {
            return .loaded(try FileSystem.readBounded(descriptor, path: path, sizeHint: Int(opened.st_size)))
        } catch {
            return .unreadable(error.reason)
        }
    }

    private func realRoot(_ root: String) -> String? {
        if let cached = realRoots[root] { return cached }
        let resolved = FileSystem.realPath(root)
        realRoots[root] = resolved
        return resolved
    }
}

/// Temporary files being written, removed if the run is interrupted (docs/files-and-limits.md). Their paths
/// live in memory allocated once, so the signal handler reads them without allocating; `build`
/// writes on several threads, which take a slot under a lock and publish its path by writing
/// its first byte last, so the handler sees a slot either empty or whole.
enum TemporaryFiles {
    private static let slotCount = 64
    private static let slotSize = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
        let memory = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        memory.initialize(repeating: 0, count: slotCount * slotSize)
        return memory
    }()
    private static let lock = NSLock()

    /// Installs the SIGINT and SIGTERM handlers: remove the temporary files, then exit with
    /// 128 plus the signal number (130, 143), as shells report an interrupted command.
    static func installSignalHandlers() {
        _ = slots
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = { number in TemporaryFiles.removeAllAndExit(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in TemporaryFiles.removeAllAndExit(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Called from the signal handler: only async-signal-safe calls.
    private static func removeAllAndExit(_ signalNumber: Int32) {
        removeAll()
        _exit(128 + signalNumber)
    }

    /// Removes every temporary file being written (async-signal-safe).
    static func removeAll() {
        for slot in 0..<slotCount {
            let path = slots + slot * slotSize
            if path.pointee != 0 { unlink(path) }
        }
    }

    /// Runs `body` with SIGINT and SIGTERM blocked on this thread and the slots locked.
    private static func withSlots<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        sigaddset(&blocked, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Creates a temporary file from a `mkstemp` template and registers it; returns the
    /// descriptor (negative on failure).
    static func create(_ template: inout [CChar]) -> Int32 {
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0, template.count <= slotSize, template.count > 1 else { return descriptor }
        let path = template
        withSlots {
            for slot in 0..<slotCount where slots[slot * slotSize] == 0 {
                let start = slots + slot * slotSize
                path.withUnsafeBufferPointer { buffer in
                    (start + 1).update(from: buffer.baseAddress! + 1, count: buffer.count - 1)
                }
                atomicMemoryFence(ordering: .releasing)
                start.pointee = path[0]
                break
            }
        }
        return descriptor
    }

    /// Stops tracking a temporary file that was renamed or removed.
    static func forget(_ template: [CChar]) {
        withSlots {
            for slot in 0..<slotCount where slots[slot * slotSize] != 0 && strcmp(slots + slot * slotSize, template) == 0 {
                slots[slot * slotSize] = 0
            }
        }
    }
}
