import Foundation

/// The hostile shapes of docs/files-and-limits.md ("time is linear in the input for every command"), each at
/// half and full size, run through the release `tabc` as users run it: a ratio near 2 is
/// linear, near 4 quadratic.
enum HostileShapes {
    struct Shape: Sendable {
        var name: String
        var command: [String]
        /// Writes the input at a scale (1 = full size) into a folder; returns the path to pass.
        var write: @Sendable (_ folder: URL, _ scale: Double) throws -> String
    }

    static func item(_ index: Int) -> String {
        "    item i\(index) {\n        title: \"T\(index)\"\n        icon: symbol(\"a\")\n        screen: S\n    }\n"
    }

    static let shapes: [Shape] = [
        Shape(name: "one layout of 100,000 items", command: ["check", "--format", "gcc"]) { folder, scale in
            var text = "layout A {\n"
            for index in 0..<Int(100_000 * scale) { text += item(index) }
            text += "}\n"
            return try save(text, in: folder, as: "items.tabs")
        },
        Shape(name: "a base: chain of 100,000 styles", command: ["check", "--format", "gcc"]) { folder, scale in
            let count = Int(100_000 * scale)
            var text = "style S0 {\n    tint: systemGray\n}\n"
            for index in 1..<count { text += "style S\(index) {\n    base: S\(index - 1)\n}\n" }
            text += "layout A {\n" + item(0) + "    style {\n        base: S\(count - 1)\n    }\n}\n"
            return try save(text, in: folder, as: "chain.tabs")
        },
        Shape(name: "an import chain of 5,000 files", command: ["check", "--format", "gcc"]) { folder, scale in
            let count = Int(5_000 * scale)
            let chain = folder.appendingPathComponent("imports")
            try FileManager.default.createDirectory(at: chain, withIntermediateDirectories: true)
            for index in 0..<count {
                var text = index + 1 < count ? "import \"f\(index + 1).tabs\"\n" : ""
                text += "style S\(index) {\n    tint: systemGray\n}\n"
                try Data(text.utf8).write(to: chain.appendingPathComponent("f\(index).tabs"))
            }
            return chain.appendingPathComponent("f0.tabs").path
        },
        Shape(name: "15 MiB of spaces, then 1,000 '@'", command: ["check"]) { folder, scale in
            let spaces = String(repeating: " ", count: Int(15 * 1_048_576 * scale))
            return try save(spaces + String(repeating: "@ ", count: Int(1_000 * scale)) + "\n", in: folder, as: "line.tabs")
        },
        Shape(name: "fmt of 80 KB of '@ '", command: ["fmt", "--check"]) { folder, scale in
            try save(String(repeating: "@ ", count: Int(40_000 * scale)), in: folder, as: "fmt.tabs")
        },
        Shape(name: "16 MiB of '@' lines (8M diagnostics)", command: ["check"]) { folder, scale in
            try save(String(repeating: "@\n", count: Int(8 * 1_048_576 * scale) - 8), in: folder, as: "many.tabs")
        },
    ]

    static func save(_ text: String, in folder: URL, as name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Prints one row per shape: the times at half and full size, their ratio, and the peak
    /// memory at full size.
    static func run(scratch: URL, runTabc: ([String]) -> (seconds: Double, peakBytes: Int, status: Int32)) throws {
        print("Hostile shapes (release tabc, whole process; half size, full size, ratio; linear is about 2×):")
        for shape in shapes {
            var results: [(seconds: Double, peakBytes: Int, status: Int32)] = []
            for scale in [0.5, 1.0] {
                let folder = scratch.appendingPathComponent("hostile-\(results.count)")
                try? FileManager.default.removeItem(at: folder)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let path = try shape.write(folder, scale)
                results.append(runTabc(shape.command + [path]))
                try? FileManager.default.removeItem(at: folder)
            }
            let (half, full) = (results[0], results[1])
            print("  \(shape.name) (tabc \(shape.command.joined(separator: " "))): "
                  + "\(format(half.seconds * 1000, 0)) ms, \(format(full.seconds * 1000, 0)) ms, "
                  + "\(format(full.seconds / max(half.seconds, 1e-9), 2))×, peak \(format(Double(full.peakBytes) / 1_048_576, 0)) MiB, exit \(full.status)")
        }
        print("")
    }
}
