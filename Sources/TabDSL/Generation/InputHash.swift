/// The content hash that `tabc build` keeps on the second line of a generated Swift file
/// (`// tabc-input-hash: 1a2b3c4d5e6f7a8b`), so that a build whose output already carries the
/// hash of today's inputs skips generating it.
///
/// The hash covers everything the Swift output is made from: the input's bytes, the bytes of
/// every file its imports reach (transitively, in import order), the input's name (the first
/// line shows it), the output format and `swiftOutputVersion`. It leaves out the paths the files
/// were given under, so `tabc build examples` and `tabc build ./examples` agree. A build whose
/// hash differs generates the file and writes it only when more than the hash line changed.
public enum InputHash {
    /// The version of the generated Swift: raise it with every change to what the Swift
    /// generator prints for the same input, or a build would keep outputs made by the old
    /// generator. (`tabc build --check` compares whole outputs apart from the hash line, so
    /// CI's check of the examples' committed outputs catches a change made without raising it.)
    public static let swiftOutputVersion = 5

    /// What the hash line starts with.
    public static let linePrefix = "// tabc-input-hash: "

    /// The hash of the file at `index` of `compilation`, for an output in `format`.
    public static func hash(ofFile index: Int, in compilation: Compilation, format: String,
                            version: Int = swiftOutputVersion) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(UInt64(version))
        hasher.add(Array(format.utf8))
        let file = compilation.files[index]
        hasher.add(file.source.path == SourceFile.standardInputPath ? [] : Array(file.source.baseName.utf8))
        // The file itself, then every file its imports reach, each once, depth first.
        var visited: Set<Int> = [index]
        var pending = [index]
        while let current = pending.popLast() {
            hasher.add(compilation.files[current].source.bytes)
            for target in compilation.files[current].importedFiles.reversed() where visited.insert(target).inserted {
                pending.append(target)
            }
        }
        return hasher.value
    }

    /// The hash line for `hash`, without its line break: the prefix and 16 hexadecimal digits.
    public static func line(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return linePrefix + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `text` with `line` inserted as its second line (after the generated-code notice).
    public static func inserting(_ line: String, into text: String) -> String {
        guard let newline = text.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return text + "\n" + line + "\n" }
        let split = text.utf8.index(after: newline)
        return String(text[..<split]) + line + "\n" + String(text[split...])
    }

    /// Whether the first bytes of an existing output (at least its first two lines) hold
    /// `line` as their second line.
    public static func head(_ head: ArraySlice<UInt8>, carries line: String) -> Bool {
        guard let newline = head.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        let expected = Array(line.utf8) + [UInt8(ascii: "\n")]
        let start = newline + 1
        guard head.endIndex - start >= expected.count else { return false }
        return head[start..<(start + expected.count)].elementsEqual(expected)
    }

    /// `bytes` without their second line: two Swift outputs are the same when they differ only
    /// in their hash lines, so an input edit that changes nothing generated (a `//` comment)
    /// leaves the file, and its old hash line, untouched.
    public static func withoutSecondLine(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return bytes[...] }
        guard let second = bytes[(first + 1)...].firstIndex(of: UInt8(ascii: "\n")) else { return bytes[...first] }
        return bytes[...first] + bytes[(second + 1)...]
    }

    /// 64-bit FNV-1a: a few instructions a byte, and a change of any byte changes the hash. Each
    /// part is preceded by its length, so that parts can't run into each other.
    struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: [UInt8]) {
            add(UInt64(bytes.count))
            var value = self.value
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            self.value = value
        }

        mutating func add(_ number: UInt64) {
            var number = number
            for _ in 0..<8 {
                value = (value ^ (number & 0xff)) &* 0x0000_0100_0000_01b3
                number >>= 8
            }
        }
    }
}
