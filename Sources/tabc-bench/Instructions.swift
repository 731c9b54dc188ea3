import Foundation
import TabDSL

/// Instruction counts of whole processes under callgrind (`tabc-bench --instructions`): unlike
/// times, they don't move with the load of a shared machine. Callgrind runs threads one after
/// the other, so a count is the work of every core added up.
///
/// `--compare PATH` (repeatable) counts the same rows for other `tabc` binaries too (an older
/// build, or the statically linked one), so that all are measured on the same inputs.
enum InstructionRows {
    /// Runs `executable` under callgrind and returns the instructions it executed (nil when
    /// valgrind is missing or the run failed).
    static func count(_ executable: String, _ arguments: [String], in folder: URL) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", executable] + arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "==123== Collected : 4567890"
        guard let line = log.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let number = line.split(separator: " ").last.flatMap({ Int($0) }) else { return nil }
        return number
    }

    /// What `tabc-bench --probe WHAT FILE` does in a child process, so that `check` and
    /// `JSONDecoder` are counted in one binary with one start-up: `read` only reads the file,
    /// `check` reads and checks it, `decode` reads it and decodes it as JSON.
    static func probeIfAsked() {
        let arguments = CommandLine.arguments
        guard arguments.count == 4, arguments[1] == "--probe" else { return }
        guard let data = FileManager.default.contents(atPath: arguments[3]) else { exit(2) }
        switch arguments[2] {
        case "check":
            let compiled = Compiler.compile(SourceFile(path: arguments[3], bytes: Array(data)))
            exit(compiled.resolved == nil ? 1 : 0)
        case "decode":
            exit((try? JSONDecoder().decode(JSONDocument.self, from: data)) == nil ? 1 : 0)
        default:
            exit(data.isEmpty ? 1 : 0)
        }
    }

    static func millions(_ count: Int?) -> String {
        count.map { format(Double($0) / 1e6, 1) + " M" } ?? "n/a"
    }

    static func run(tabc: URL) throws {
        let arguments = CommandLine.arguments
        let others = arguments.indices.dropLast().filter { arguments[$0] == "--compare" }.map { arguments[$0 + 1] }
        guard count("/bin/true", [], in: FileManager.default.temporaryDirectory) != nil else {
            print("valgrind not found: install it (Debian package valgrind) to count instructions")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-bench-instructions-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        try Data(typicalLayout(0).utf8).write(to: scratch.appendingPathComponent("finance.tabs"))
        // The same layout without a `symbol(...)` icon: the SF Symbols catalogue is never loaded.
        try Data(typicalLayout(0).replacingOccurrences(of: #"symbol(""#, with: #"image(""#).utf8)
            .write(to: scratch.appendingPathComponent("images.tabs"))
        let folder = scratch.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<1000 {
            try Data(typicalLayout(index).utf8).write(to: folder.appendingPathComponent(String(format: "layout%04d.tabs", index)))
        }
        let oneMegabyte = layouts(totalling: 1_000_000)
        try Data(oneMegabyte.utf8).write(to: scratch.appendingPathComponent("one.tabs"))
        let compiled = Compiler.compile(SourceFile(path: "one.tabs", text: oneMegabyte))
        if let resolved = compiled.resolved {
            try Data(JSONGenerator.generate(resolved).utf8).write(to: scratch.appendingPathComponent("one.json"))
        }

        print("Instructions (callgrind; the work of every core added up):")
        for binary in [tabc.path] + others {
            let outputs = scratch.appendingPathComponent("generated")
            try? FileManager.default.removeItem(at: outputs)
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            let build = ["build", "--format", "swift", "-o", "generated", "many"]
            // The first build (not counted) writes every output; the counted one finds them up to date.
            let first = Process()
            first.executableURL = URL(fileURLWithPath: binary)
            first.arguments = build
            first.currentDirectoryURL = scratch
            try first.run()
            first.waitUntilExit()
            let rows: [(String, Int?)] = [
                ("tabc --version", count(binary, ["--version"], in: scratch)),
                ("tabc check of one typical file", count(binary, ["check", "finance.tabs"], in: scratch)),
                ("  the same without symbol(...) icons", count(binary, ["check", "images.tabs"], in: scratch)),
                ("tabc check of 1,000 typical files", count(binary, ["check", "many"], in: scratch)),
                ("tabc build --format swift of the 1,000 files, up to date", count(binary, build, in: scratch)),
                ("tabc check of the 1 MB file", count(binary, ["check", "one.tabs"], in: scratch)),
            ]
            print("  \(binary):")
            for (name, value) in rows { print("    \(name): \(millions(value))") }
        }
        // check and JSONDecoder on the same 1 MB of layouts, in this binary, start-up taken off.
        // An absolute path: the probes run in the scratch folder.
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).path
        let read = count(bench, ["--probe", "read", "one.tabs"], in: scratch)
        let check = count(bench, ["--probe", "check", "one.tabs"], in: scratch)
        let readJSON = count(bench, ["--probe", "read", "one.json"], in: scratch)
        let decode = count(bench, ["--probe", "decode", "one.json"], in: scratch)
        if let read, let check, let readJSON, let decode, check > read {
            let checkWork = check - read
            let decodeWork = decode - readJSON
            print("  1 MB in process, reading and start-up taken off: check \(millions(checkWork)), JSONDecoder on the same layouts "
                  + "as JSON \(millions(decodeWork)): check is \(format(Double(decodeWork) / Double(checkWork), 2))× JSONDecoder "
                  + "(target ≥ 3×)")
        }
        print("")
    }
}
