import Foundation
import TabDSL

/// What the generated Swift costs the app that compiles it (`tabc-bench --generated-swift`):
/// for every example (`examples/*.tabs`), the CPU time (user + system, of `swiftc` and the
/// frontend it runs) of a type-check (`swiftc -typecheck`) and of an optimized whole-module
/// compile (`swiftc -O -wmo -c`) of its generated Swift against the test stand-ins for Apple's
/// frameworks (`Tests/Support`), with stand-ins for the screens and dependencies it names.
///
/// Each figure is the generated file's share: the same compile of the stand-ins alone is taken
/// off, so start-up and the frameworks' modules don't count. `--baseline FOLDER` also compiles
/// `FOLDER/NAME.swift` (an earlier generator's output of the same example, e.g. a copy of
/// `examples/generated`), interleaved with today's so that both see the same machine load.
/// `--runs N` sets how many times each compile runs (the median is shown; 3 by default);
/// `--keep` keeps the compiled stand-ins and the sources, for profiling a compile by hand.
///
/// Instructions are not counted: the frontend runs seconds per compile, and callgrind would
/// take many minutes per example.
enum GeneratedSwiftCost {
    /// The package's root: the current folder when it is the package, else the one this file
    /// was compiled from.
    static var root: URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if FileManager.default.fileExists(atPath: current.appendingPathComponent("Tests/Support/UIKitStub").path) { return current }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` (absolute paths), its output discarded; returns its exit
    /// status and the CPU seconds (user + system) it and the processes it waited for used.
    static func cpu(_ executable: String, _ arguments: [String]) -> (status: Int32, seconds: Double) {
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return (-1, 0) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ((status >> 8) & 0xFF, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// Compiles the stand-in modules of `Tests/Support` (interfaces only) into `folder`.
    static func buildStubs(swiftc: String, into folder: URL) throws {
        let support = root.appendingPathComponent("Tests/Support")
        for (module, source) in [("UIKit", "UIKitStub"), ("RxSwift", "RxStub/RxSwift.swift"), ("RxCocoa", "RxStub/RxCocoa.swift"),
                                 ("Combine", "CombineStub"), ("SwiftUI", "SwiftUIStub")] {
            let url = support.appendingPathComponent(source)
            let files = url.pathExtension == "swift" ? [url.path]
                : ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                    .map { url.appendingPathComponent($0).path }
            let result = cpu(swiftc, ["-parse-as-library", "-module-name", module, "-swift-version", "5", "-I", folder.path,
                                      "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path] + files)
            guard result.status == 0 else { throw BenchError("building the \(module) stand-in failed (swiftc exit \(result.status))") }
        }
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// One example's sources: the stand-ins alone, today's generated file, and the baseline's.
    struct Example {
        var name: String
        var lines: Int
        var baselineLines: Int?
        var folder: URL
    }

    static func run() throws {
        let arguments = CommandLine.arguments
        let baseline = arguments.firstIndex(of: "--baseline").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
            ?? (quick ? 1 : 3)
        guard let swiftc else {
            print("swiftc not found on PATH: the generated Swift's compile cost needs the Swift toolchain")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-bench-generated-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // `--keep` leaves the stand-ins and the sources in place, for profiling one compile by hand.
        defer { if !arguments.contains("--keep") { try? FileManager.default.removeItem(at: scratch) } else { print("kept \(scratch.path)") } }
        let stubs = scratch.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        try buildStubs(swiftc: swiftc, into: stubs)
        let foundationStub = root.appendingPathComponent("Tests/Support/FoundationStub/Localization.swift").path

        let examplesFolder = root.appendingPathComponent("examples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".tabs") }.sorted().map { String($0.dropLast(5)) }
        var examples: [Example] = []
        for name in names {
            let path = examplesFolder.appendingPathComponent("\(name).tabs").path
            guard let data = FileManager.default.contents(atPath: path),
                  let resolved = Compiler.compile(SourceFile(path: path, bytes: Array(data))).resolved else {
                print("  \(name).tabs: has errors, left out")
                continue
            }
            let folder = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let swift = SwiftGenerator.generate(resolved)
            try Data(swift.utf8).write(to: folder.appendingPathComponent("Generated.swift"))
            try Data(BenchStandIns.source(for: resolved.layouts).utf8).write(to: folder.appendingPathComponent("StandIns.swift"))
            var baselineLines: Int?
            if let baseline, let old = FileManager.default.contents(atPath: "\(baseline)/\(name).swift") {
                try old.write(to: folder.appendingPathComponent("Baseline.swift"))
                baselineLines = old.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            }
            examples.append(Example(name: name, lines: swift.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) },
                                    baselineLines: baselineLines, folder: folder))
        }

        // The compiles: the stand-ins alone (what is taken off), today's file, the baseline's.
        let common = ["-swift-version", "6", "-parse-as-library", "-module-name", "App", "-I", stubs.path]
        let modes: [(key: String, arguments: [String])] = [
            ("typecheck", ["-typecheck"]),
            ("O", ["-O", "-wmo", "-c", "-o", scratch.appendingPathComponent("App.o").path]),
        ]
        var samples: [String: [Double]] = [:]
        var failures: [String] = []
        for _ in 0..<max(1, runs) {
            for example in examples {
                let variants = ["StandIns", "Generated"] + (example.baselineLines == nil ? [] : ["Baseline"])
                for (key, modeArguments) in modes {
                    for variant in variants {
                        let files = ["StandIns", variant].map { example.folder.appendingPathComponent("\($0).swift").path }
                        let result = cpu(swiftc, modeArguments + common + Array(Set(files)).sorted() + [foundationStub])
                        if result.status != 0 { failures.append("\(example.name) \(variant) \(key): swiftc exit \(result.status)") }
                        samples["\(example.name) \(variant) \(key)", default: []].append(result.seconds)
                    }
                }
            }
        }
        func median(_ key: String) -> Double {
            let values = (samples[key] ?? [0]).sorted()
            return values[values.count / 2]
        }
        func net(_ example: Example, _ variant: String, _ key: String) -> Double {
            max(0, median("\(example.name) \(variant) \(key)") - median("\(example.name) StandIns \(key)"))
        }

        print("Generated Swift's compile cost (CPU seconds, user + system, median of \(max(1, runs)) runs; the stand-ins' own compile taken off):")
        var header = pad("example", 12) + pad("lines", 7) + pad("type-check", 12) + pad("-O", 8)
        if baseline != nil { header += pad("| baseline lines", 17) + pad("type-check", 12) + pad("-O", 8) + pad("-O ratio", 10) }
        print(header)
        for example in examples {
            var line = pad(example.name, 12) + pad(String(example.lines), 7)
                + pad(format(net(example, "Generated", "typecheck"), 2), 12) + pad(format(net(example, "Generated", "O"), 2), 8)
            if let oldLines = example.baselineLines {
                let old = net(example, "Baseline", "O")
                line += pad("| " + String(oldLines), 16) + pad(format(net(example, "Baseline", "typecheck"), 2), 12)
                    + pad(format(old, 2), 8) + pad(old > 0 ? format(net(example, "Generated", "O") / old, 2) : "n/a", 10)
            }
            print(line)
        }
        print("  (the stand-ins alone: type-check \(examples.map { format(median("\($0.name) StandIns typecheck"), 2) }.joined(separator: "/")) s, "
              + "-O \(examples.map { format(median("\($0.name) StandIns O"), 2) }.joined(separator: "/")) s)")
        for failure in failures.prefix(10) { print("  failed: \(failure)") }
        print("")
    }
}

/// Stand-ins for the types an example names but doesn't define (its screens, dependencies and
/// the options its screens take), so its generated Swift compiles on its own: the same as the
/// tests' `StandIns` for what the examples use.
enum BenchStandIns {
    static func source(for layouts: [ResolvedLayout]) -> String {
        var dependencies: [String] = []
        var options: [(type: String, members: [String])] = []
        // Each screen type with the parameter lists it is made with, in first-use order.
        var screens: [(name: String, isView: Bool, base: String, signatures: [String])] = []
        for layout in layouts {
            for dependency in layout.dependencies where !dependencies.contains(dependency.type) {
                dependencies.append(dependency.type)
            }
            let accessory = layout.accessory.map { [$0] } ?? []
            for (index, screen) in (layout.items.map(\.screen) + accessory).enumerated() {
                guard case .type(let name, let screenArguments) = screen,
                      !["UIViewController", "UINavigationController", "UITabBarController"].contains(name) else { continue }
                var parameters: [String] = []
                for argument in screenArguments {
                    let type: String
                    switch argument.value {
                    case .dependency(let dependency): type = layout.dependencies.first { $0.name == dependency }?.type ?? "Never"
                    case .string: type = "String"
                    case .int: type = "Int"
                    case .number: type = "Double"
                    case .bool: type = "Bool"
                    case .member(let member):
                        type = name + argument.label.prefix(1).uppercased() + argument.label.dropFirst() + "Option"
                        if let known = options.firstIndex(where: { $0.type == type }) {
                            if !options[known].members.contains(member) { options[known].members.append(member) }
                        } else {
                            options.append((type, [member]))
                        }
                    }
                    parameters.append("\(argument.label): \(type)")
                }
                let signature = parameters.joined(separator: ", ")
                if let known = screens.firstIndex(where: { $0.name == name }) {
                    if !screens[known].signatures.contains(signature) { screens[known].signatures.append(signature) }
                } else {
                    screens.append((name, layout.framework == .swiftui, index == layout.items.count ? "UIView" : "UIViewController", [signature]))
                }
            }
        }
        var lines = ["#if canImport(UIKit)", "import UIKit", ""]
        let publicTypes = Set(layouts.filter { $0.access == .public }.flatMap { $0.dependencies.map(\.type) })
        lines += dependencies.map { (publicTypes.contains($0) ? "public " : "") + "final class \($0) {}" }
        lines += options.map { "enum \($0.type) { case \($0.members.joined(separator: ", ")) }" }
        for screen in screens where !screen.isView {
            let superInit = screen.base == "UIView" ? "super.init(frame: .zero)" : "super.init(nibName: nil, bundle: nil)"
            lines.append("final class \(screen.name): \(screen.base) {")
            lines += screen.signatures.map { "    init(\($0)) { \(superInit) }" }
            lines.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
            lines.append("}")
        }
        lines += ["#endif", "", "#if canImport(SwiftUI)", "import SwiftUI", ""]
        for screen in screens where screen.isView {
            lines.append("struct \(screen.name): View {")
            lines += screen.signatures.map { "    init(\($0)) {}" }
            lines.append("    var body: some View { Text(\"\(screen.name)\") }")
            lines.append("}")
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }
}
