// tabc-bench: measures the compiler's throughput and start-up, against the baseline a user
// would otherwise write (reading the same layouts as JSON with Foundation).
//
//     swift run -c release tabc-bench            # every row
//     swift run -c release tabc-bench --quick    # fewer runs, for a smoke test
//     swift run -c release tabc-bench --check    # only lex, parse, check and the JSON baseline
//     swift run -c release tabc-bench --hostile  # only the hostile shapes of docs/files-and-limits.md
//     swift run -c release tabc-bench --lsp      # only the language server's latency row
//     swift run -c release tabc-bench --instructions [--compare OTHER-TABC]  # callgrind counts
//     swift run -c release tabc-bench --generated-swift [--baseline FOLDER] [--runs N]  # what the examples' Swift costs to compile
import Foundation
import TabDSL

InstructionRows.probeIfAsked()

let quick = CommandLine.arguments.contains("--quick")
/// Only the rows that measure reading: lex, lex+parse, check and the JSON baselines.
let checkOnly = CommandLine.arguments.contains("--check")
/// Only the hostile shapes (whole process).
let hostileOnly = CommandLine.arguments.contains("--hostile")

// MARK: - Inputs

/// A typical layout (the finance example of README.md, about 1 KB), renamed so that many of
/// them can share a file.
func typicalLayout(_ index: Int) -> String {
    """
    /// The account overview, copy \(index).
    layout Finance\(index) {
        initial: home
        inject transactionManager: TransactionManager

        /// The account overview.
        item home {
            title: "Home"
            icon: symbol("house.circle")
            selectedIcon: symbol("house.circle.fill")
            screen: MainViewController(transactionManager: transactionManager)
        }

        modal add {
            icon: symbol("plus.circle")
            accessibilityLabel: "Add transaction"
            screen: AddTransactionViewController(mode: .create, transactionManager: transactionManager)
            presentation: fullScreen
            afterDismiss: select(home)
        }

        item calendar {
            title: "Calendar"
            icon: symbol("calendar.circle")
            screen: CalendarViewController(transactionManager: transactionManager)
        }

        style {
            height: 60
            margins: insets(leading: 40, trailing: 40)
            tint: systemGray
            selectedTint: systemBlue
            iconSize: 20
        }
    }

    """
}

/// Layouts appended until the text reaches `size` bytes.
func layouts(totalling size: Int) -> String {
    var text = ""
    var index = 0
    while text.utf8.count < size {
        text += typicalLayout(index)
        index += 1
    }
    return text
}

// MARK: - Timing

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The median wall time of `runs` runs of `body`, in seconds (after one warm-up run).
///
/// What `body` returns is freed after the clock stops: every row, the JSON baselines included,
/// times the work and not the freeing of its result, which `tabc` never does (it exits with its
/// trees in memory, as compilers do) and which for a 10 MB file is a serial walk over about a
/// hundred megabytes of nodes.
func median<Result>(runs: Int, _ body: () -> Result) -> Double {
    _ = body()
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
        let start = now()
        let result = body()
        times.append(Double(now() - start) / 1e9)
        withExtendedLifetime(result) {}
    }
    times.sort()
    return times[times.count / 2]
}

func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double { Double(bytes) / 1_000_000 / seconds }

func format(_ value: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", value) }

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

// MARK: - The JSON baseline: Codable structs of the model

struct JSONDocument: Decodable {
    var schemaVersion: Int
    var layouts: [JSONLayout]
}

struct JSONLayout: Decodable {
    struct Transition: Decodable { var type: String; var duration: Double? }
    struct Dependency: Decodable { var name: String; var type: String }
    var name, kind, initial, loading, haptics, minimizeBehavior: String
    var transition: Transition; var bindings: [String]; var hidesOnPush: Bool
    var dependencies: [Dependency]; var items: [JSONItem]; var style: JSONStyle
}

struct JSONIcon: Decodable { var symbol: String?; var image: String? }

indirect enum JSONColor: Decodable {
    case hex(String), system(String), asset(String), dynamic(light: JSONColor, dark: JSONColor)

    enum Keys: String, CodingKey { case hex, system, asset, light, dark }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let hex = try container.decodeIfPresent(String.self, forKey: .hex) {
            self = .hex(hex)
        } else if let system = try container.decodeIfPresent(String.self, forKey: .system) {
            self = .system(system)
        } else if let asset = try container.decodeIfPresent(String.self, forKey: .asset) {
            self = .asset(asset)
        } else {
            self = .dynamic(light: try container.decode(JSONColor.self, forKey: .light),
                            dark: try container.decode(JSONColor.self, forKey: .dark))
        }
    }
}

struct JSONItem: Decodable {
    struct Screen: Decodable {
        struct Argument: Decodable {
            struct Value: Decodable {
                var dependency: String?; var string: String?; var int: Int?; var number: Double?; var bool: Bool?; var member: String?
            }
            var label: String
            var value: Value
        }
        var type: String?
        var arguments: [Argument]?
        var storyboard: String?
        var identifier: String?
    }
    struct Raised: Decodable { var size: Double; var offset: Double }
    struct Accessibility: Decodable { var label: String; var hint: String?; var identifier: String }
    enum AfterDismiss: Decodable {
        case keep, select(String)
        struct Select: Decodable { var select: String }
        init(from decoder: Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self), text == "keep" {
                self = .keep
            } else {
                self = .select(try Select(from: decoder).select)
            }
        }
    }
    var id, role: String; var tag: Int; var title, badge, presentation: String?
    var icon, selectedIcon: JSONIcon; var screen: Screen; var navigation: Bool
    var raised: Raised?; var accessibility: Accessibility; var afterDismiss: AfterDismiss?
}

struct JSONStyle: Decodable {
    struct Margins: Decodable { var leading: Double; var trailing: Double; var bottom: Double }
    struct Font: Decodable { var size: Double; var weight: String }
    struct Border: Decodable { var width: Double; var color: JSONColor; var edges: String }
    struct Shadow: Decodable { var color: JSONColor; var opacity: Double; var radius: Double; var x: Double; var y: Double }
    struct Shape: Decodable { var type: String; var depth: Double?; var width: Double? }
    struct Indicator: Decodable { var type: String; var width: Double?; var height: Double?; var size: Double?; var color: JSONColor? }
    var height, iconSize, cornerRadius, animationDuration: Double
    var background, tint, selectedTint: JSONColor
    var margins: Margins; var titleFont: Font; var distribution: String; var corners: [String]
    var border: Border?; var shadow: Shadow?; var shape: Shape; var indicator: Indicator
}

// MARK: - Whole-process rows

let productsFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let tabc = productsFolder.appendingPathComponent("tabc")
func wholeProcessRows() throws {
    guard FileManager.default.isExecutableFile(atPath: tabc.path) else {
        print("\(tabc.path) not found: build it with `swift build -c release` to measure whole-process rows")
        return
    }

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-bench-\(getpid())")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    /// Runs tabc; returns wall seconds and the child's peak resident memory in bytes.
    func runTabc(_ arguments: [String]) -> (seconds: Double, peakBytes: Int, status: Int32) {
        var pid: pid_t = 0
        let argv = ([tabc.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let start = now()
        guard posix_spawn(&pid, tabc.path, &actions, nil, argv, environ) == 0 else { return (0, 0, -1) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(now() - start) / 1e9
        return (seconds, Int(usage.ru_maxrss) * 1024, (status >> 8) & 0xFF)
    }

    try HostileShapes.run(scratch: scratch, runTabc: runTabc)
    if hostileOnly { return }

    let tenMegabytes = scratch.appendingPathComponent("ten.tabs")
    try Data(layouts(totalling: 10_000_000).utf8).write(to: tenMegabytes)
    let memory = runTabc(["check", tenMegabytes.path])
    let tenSize = (try? FileManager.default.attributesOfItem(atPath: tenMegabytes.path)[.size] as? Int) ?? 1
    print("Whole process (release tabc, start-up included):")
    print("  tabc check on the 10 MB file: \(format(memory.seconds * 1000, 0)) ms, peak memory \(format(Double(memory.peakBytes) / 1_048_576, 1)) MiB "
          + "= \(format(Double(memory.peakBytes) / Double(tenSize), 1))× the input (target ≤ 20×), exit \(memory.status)")

    let typical = scratch.appendingPathComponent("finance.tabs")
    try Data(typicalLayout(0).utf8).write(to: typical)
    // Process start alone (`tabc --version`) and a typical file end to end, interleaved so
    // that both see the same load on a shared machine.
    var singleTimes: [Double] = []
    var versionTimes: [Double] = []
    for _ in 0..<(quick ? 5 : 51) {
        versionTimes.append(runTabc(["--version"]).seconds)
        singleTimes.append(runTabc(["check", typical.path]).seconds)
    }
    singleTimes.sort()
    versionTimes.sort()
    let single = singleTimes[singleTimes.count / 2]
    let version = versionTimes[versionTimes.count / 2]
    print("  tabc --version (process start): median \(format(version * 1000, 1)) ms")
    print("  tabc check of one typical file: median \(format(single * 1000, 1)) ms = \(format(single / version, 2))× process start "
          + "(target ≤ 1.5×)")

    let folder = scratch.appendingPathComponent("many")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<1000 {
        try Data(typicalLayout(index).utf8).write(to: folder.appendingPathComponent(String(format: "layout%04d.tabs", index)))
    }
    var folderTimes: [Double] = []
    for _ in 0..<(quick ? 3 : 11) { folderTimes.append(runTabc(["check", folder.path]).seconds) }
    folderTimes.sort()
    print("  tabc check of a folder of 1,000 typical files: median \(format(folderTimes[folderTimes.count / 2] * 1000, 0)) ms (target ≤ 100 ms on 2 cores)")

    // Building the same folder: every output written (a fresh output folder each run), then
    // every output already up to date (read and compared, nothing written).
    let outputs = scratch.appendingPathComponent("generated")
    var freshTimes: [Double] = []
    var unchangedTimes: [Double] = []
    for _ in 0..<(quick ? 3 : 11) {
        try? FileManager.default.removeItem(at: outputs)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        freshTimes.append(runTabc(["build", "--format", "swift", "-o", outputs.path, folder.path]).seconds)
        unchangedTimes.append(runTabc(["build", "--format", "swift", "-o", outputs.path, folder.path]).seconds)
    }
    freshTimes.sort()
    unchangedTimes.sort()
    print("  tabc build --format swift of the 1,000 files: median \(format(freshTimes[freshTimes.count / 2] * 1000, 0)) ms "
          + "writing every output, \(format(unchangedTimes[unchangedTimes.count / 2] * 1000, 0)) ms with every output up to date")

    // The generator alone, on one core: the time per typical file that `build` spreads over the cores.
    let typicalFile = Compiler.compile(SourceFile(path: "finance.tabs", text: typicalLayout(0)))
    if let resolved = typicalFile.resolved {
        let seconds = median(runs: quick ? 51 : 1001) { SwiftGenerator.generate(resolved) }
        print("  Swift generator, one typical file: median \(format(seconds * 1_000_000, 0)) µs")
    }
    print("")
}

print("tabc-bench — median of repeated runs, release build (checking uses every core, as tabc does)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_048_576) MiB")
print("")

if CommandLine.arguments.contains("--instructions") {
    try InstructionRows.run(tabc: tabc)
    exit(0)
}

if CommandLine.arguments.contains("--generated-swift") {
    try GeneratedSwiftCost.run()
    exit(0)
}

if CommandLine.arguments.contains("--lsp") {
    LanguageServerBench.run(changes: 1000)
    exit(0)
}

// Whole-process rows first, while this process is small: a spawned child briefly shares the
// parent's memory, so a large parent would distort the child's peak-memory reading.
if !checkOnly { try wholeProcessRows() }
if hostileOnly { exit(0) }

// MARK: - In-process rows

struct Row {
    var name: String
    var bytes: Int
    var values: [String: Double] = [:]
}

let sizes: [(String, Int)] = [("typical 1 KB", 0), ("1 MB", 1_000_000), ("10 MB", 10_000_000)]
var rows: [Row] = []
var checkSeconds: [String: Double] = [:]


for (name, size) in sizes {
    let text = size == 0 ? typicalLayout(0) : layouts(totalling: size)
    let file = SourceFile(path: "bench.tabs", text: text)
    let bytes = file.bytes.count
    // Fewer runs for the large inputs; each still runs several times for a median.
    let runs = quick ? 3 : (size == 0 ? 2000 : (size < 5_000_000 ? 21 : 7))
    var row = Row(name: name, bytes: bytes)

    row.values["lex"] = megabytesPerSecond(bytes, median(runs: runs) { Lexer.lex(file) })
    row.values["parse"] = megabytesPerSecond(bytes, median(runs: runs) { Parser.parse(file) })
    let check = median(runs: runs) { Compiler.compile(file) }
    checkSeconds[name] = check
    row.values["check"] = megabytesPerSecond(bytes, check)
    // For comparison: the same with the result freed inside the timing, as a library caller
    // that drops it at once would see.
    row.values["checkFreed"] = megabytesPerSecond(bytes, median(runs: runs) { _ = Compiler.compile(file) } as Double)
    let compiled = Compiler.compile(file)
    guard let resolved = compiled.resolved else {
        print("the benchmark input has errors:")
        print(GCCRenderer().render(Array(compiled.diagnostics.prefix(5))))
        exit(1)
    }
    if !checkOnly {
        row.values["json"] = megabytesPerSecond(bytes, median(runs: runs) {
            let compiled = Compiler.compile(file)
            return (compiled, compiled.resolved.map(JSONGenerator.generate))
        })
        for (key, value) in BenchExtras.inProcess(file: file, runs: runs) { row.values[key] = megabytesPerSecond(bytes, value) }
    }

    // The baseline: the same layouts as JSON, read with Foundation.
    let json = Data(JSONGenerator.generate(resolved).utf8)
    let serialization = median(runs: runs) { try? JSONSerialization.jsonObject(with: json) }
    let decoder = median(runs: runs) { try? JSONDecoder().decode(JSONDocument.self, from: json) }
    row.values["JSONSerialization"] = megabytesPerSecond(json.count, serialization)
    row.values["JSONDecoder"] = megabytesPerSecond(json.count, decoder)
    row.values["ratio"] = decoder / check
    row.values["jsonBytes"] = Double(json.count)
    rows.append(row)
}

let columns: [(String, String)] = [
    ("lex", "lex"), ("parse", "lex+parse"), ("check", "check"), ("json", "build JSON"), ("swift", "build Swift"), ("fmt", "fmt"),
    ("JSONSerialization", "JSONSerialization"), ("JSONDecoder", "JSONDecoder"),
]
print("Throughput in MB/s of the .tabs input (the JSON baselines: MB/s of the equivalent JSON).")
print(pad("input", 14) + pad("bytes", 11) + columns.map { pad($0.1, max(12, $0.1.count + 2)) }.joined() + pad("check vs JSONDecoder", 22))
for row in rows {
    var line = pad(row.name, 14) + pad(String(row.bytes), 11)
    for (key, title) in columns {
        line += pad(row.values[key].map { format($0) } ?? "n/a", max(12, title.count + 2))
    }
    line += pad((row.values["ratio"].map { format($0, 2) } ?? "n/a") + "×", 22)
    print(line)
}
print("")
print("'check vs JSONDecoder': how many times faster `check` reads a layout file than JSONDecoder reads")
print("the same layouts as JSON (time to decode the JSON / time to check the .tabs).")
print("'check' with its result freed inside the timing: "
      + rows.map { "\($0.name) \($0.values["checkFreed"].map { format($0) } ?? "n/a") MB/s" }.joined(separator: ", ") + ".")
if let small = checkSeconds["1 MB"], let large = checkSeconds["10 MB"] {
    print("Linearity: checking 10 MB takes \(format(large / small, 2))× the time of 1 MB (target ≤ 12×).")
}
print("")


if !checkOnly { LanguageServerBench.run(changes: quick ? 100 : 1000) }
