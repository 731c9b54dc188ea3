import Foundation
import XCTest
@testable import TabDSL

/// Runs the Swift compiler on generated code, for the tests that compile and run it.
enum Swiftc {
    /// `swiftc` from `PATH`, else beside the toolchain the tests were built with.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        candidates.append("/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `swiftc arguments…` and returns its exit status and combined output.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        guard let path else { throw CompileError("swiftc not found on PATH") }
        return try Command.run(path, arguments, in: directory)
    }
}

/// Runs a program and collects its output.
enum Command {
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

struct CompileError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder.
func makeTemporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("tabc-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The test-only `UIKit`, `RxSwift`, `RxCocoa`, `Combine` and `SwiftUI` modules, compiled once
/// per test run into a temporary folder (module files for `-I`, static libraries for `-L`).
final class StubModules: @unchecked Sendable {
    static let shared = StubModules()

    private let lock = NSLock()
    private var built: Result<URL, CompileError>?

    /// The folder with the compiled modules; builds them on first use. The folder is named
    /// after a hash of the stub sources and kept, so later runs reuse it.
    func folder() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built { return try built.get() }
        let result: Result<URL, CompileError>
        do {
            result = .success(try buildOrReuse())
        } catch let error as CompileError {
            result = .failure(error)
        } catch {
            result = .failure(CompileError("\(error)"))
        }
        built = result
        return try result.get()
    }

    private static let modules: [(name: String, source: String)] = [
        ("UIKit", "UIKitStub/UIKit.swift"),
        ("RxSwift", "RxStub/RxSwift.swift"),
        ("RxCocoa", "RxStub/RxCocoa.swift"),
        ("Combine", "CombineStub/Combine.swift"),
        ("SwiftUI", "SwiftUIStub"),
    ]

    /// The source files of a module: the file itself, or every `.swift` file of a folder (the
    /// SwiftUI stub is split into several files), in name order.
    static func sourceFiles(_ source: String) -> [URL] {
        let url = Paths.root.appendingPathComponent("Tests/Support").appendingPathComponent(source)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    private func buildOrReuse() throws -> URL {
        // FNV-1a over the compiler's path and the sources: a changed stub gets a new folder.
        var hash: UInt64 = 0xcbf29ce484222325
        var input = Array((Swiftc.path ?? "").utf8)
        for module in Self.modules {
            for file in Self.sourceFiles(module.source) {
                input += Array(file.lastPathComponent.utf8)
                input += Array((try? Data(contentsOf: file)) ?? Data())
            }
        }
        for byte in input {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let final = FileManager.default.temporaryDirectory.appendingPathComponent("tabc-stubs-" + String(hash, radix: 16))
        if FileManager.default.fileExists(atPath: final.appendingPathComponent("complete").path) { return final }
        let folder = try makeTemporaryFolder("stubs-build")
        for module in Self.modules {
            let (status, output) = try Swiftc.run([
                "-parse-as-library", "-module-name", module.name, "-swift-version", "5",
                "-I", folder.path,
                "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path,
                "-emit-library", "-static", "-o", folder.appendingPathComponent("lib\(module.name).a").path,
            ] + Self.sourceFiles(module.source).map(\.path), in: folder)
            guard status == 0, !output.contains("warning:") else {
                throw CompileError("building the \(module.name) stub failed:\n\(output)")
            }
        }
        try Data().write(to: folder.appendingPathComponent("complete"))
        // Only complete folders are moved into place, so when another test process got there
        // first, its copy is as good as ours (and may be in use: never remove it).
        do {
            try FileManager.default.moveItem(at: folder, to: final)
            return final
        } catch {
            guard FileManager.default.fileExists(atPath: final.appendingPathComponent("complete").path) else { return folder }
            try? FileManager.default.removeItem(at: folder)
            return final
        }
    }

    /// `-L folder -lUIKit …`: the libraries to link a program that uses the stubs.
    func linkArguments(_ folder: URL) -> [String] {
        ["-L", folder.path, "-lSwiftUI", "-lUIKit", "-lRxCocoa", "-lRxSwift", "-lCombine"]
    }
}

/// Writes generated Swift for layouts, with stand-ins for the user's types, into a folder.
enum GeneratedSources {
    /// One generated file per layout group, plus `StandIns.swift` and the Foundation stub;
    /// returns the file paths.
    static func write(_ files: [ResolvedFile], to folder: URL) throws -> [String] {
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent("\(file.baseName).swift")
            try Data(swift(for: file).utf8).write(to: url)
            paths.append(url.path)
        }
        let standIns = folder.appendingPathComponent("StandIns.swift")
        try Data(StandIns.source(for: files.flatMap(\.layouts)).utf8).write(to: standIns)
        paths.append(standIns.path)
        // The texts' `String(localized:…)`, which Foundation on Linux lacks.
        paths.append(foundationStub.path)
        return paths
    }

    /// Foundation's localized-string initializer, compiled beside the generated code.
    static let foundationStub = Paths.root.appendingPathComponent("Tests/Support/FoundationStub/Localization.swift")

    /// The generated Swift of `file`, with `restoresSelection: true` for the layouts
    /// `ExampleModels.restoringSelection` names.
    static func swift(for file: ResolvedFile) -> String {
        var file = file
        for index in file.layouts.indices where ExampleModels.restoringSelection.contains(file.layouts[index].name) {
            file.layouts[index].restoresSelection = true
        }
        return SwiftGenerator.generate(file)
    }

    /// The SwiftUI example and generator cases.
    static var swiftUIFiles: [ResolvedFile] {
        [ExampleModels.file("grocer", [ExampleModels.grocer])]
            + ExampleModels.swiftUIVariants.map { ExampleModels.file($0.name.lowercased(), [$0]) }
            + [SidebarModels.file("tunes", SidebarModels.tunesSource)].compactMap { $0 }
    }

    /// The layouts the SwiftUI model scenarios run on (Grocer, Atlas) as `kind: custom`, under
    /// the same names: the behaviour program built from these runs the same scenarios on the
    /// drawn bar's container.
    static var swiftUIDrawnFiles: [ResolvedFile] {
        [ExampleModels.grocer, ExampleModels.atlas].map { layout in
            var drawn = layout
            drawn.kind = .custom
            // Only the system bar minimizes.
            drawn.minimizeBehavior = .automatic
            return ExampleModels.file(layout.name.lowercased(), [drawn])
        }
    }

    /// A file with a UIKit and a SwiftUI layout.
    static var mixedFile: ResolvedFile {
        var uiKit = ExampleModels.finance
        uiKit.name = "MixedKit"
        var swiftUI = ExampleModels.grocer
        swiftUI.name = "MixedUI"
        return ExampleModels.file("mixed", [uiKit, swiftUI])
    }

    /// Every example, every generator case, a file with two layouts, and the injection layout.
    static var allFiles: [ResolvedFile] {
        var pairFirst = ExampleModels.bare
        pairFirst.name = "PairFirst"
        var pairSecond = ExampleModels.counter
        pairSecond.name = "PairSecond"
        return ExampleModels.all.map(\.file)
            + ExampleModels.variants.map { ExampleModels.file($0.name.lowercased(), [$0]) }
            + [ExampleModels.file("pair", [pairFirst, pairSecond])]
            + [ExampleModels.file("strings", [ExampleModels.strings])]
            + [ExampleModels.file("names", [ExampleModels.names(kind: .custom), ExampleModels.names(kind: .system)])]
            + ExampleModels.swiftUIVariants.map { ExampleModels.file($0.name.lowercased(), [$0]) }
            + [mixedFile]
            + SidebarModels.files
    }
}

/// Stand-ins for the types a layout names but doesn't define: its screens and dependencies,
/// with initializers matching how the generated code calls them.
enum StandIns {
    /// Classes UIKit (the stub) already has.
    static let uiKitClasses: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController"]

    static func source(for layouts: [ResolvedLayout]) -> String {
        var dependencyTypes: [String] = []
        // A public layout's initializers take its dependency types: they must be public too.
        let publicTypes = Set(layouts.filter { $0.access == .public }.flatMap { $0.dependencies.map(\.type) })
        var screens: [String: [[(label: String, type: String)]]] = [:]
        var screenOrder: [String] = []
        var options: [String: [String]] = [:]
        var optionOrder: [String] = []
        // Screens of SwiftUI layouts are views.
        var views: Set<String> = []
        // UIKit accessories are views.
        var accessoryViews: Set<String> = []
        for layout in layouts {
            for dependency in layout.dependencies where !dependencyTypes.contains(dependency.type) {
                dependencyTypes.append(dependency.type)
            }
            // The accessory is made like a screen: a `UIView` for UIKit, a `View` for SwiftUI.
            let accessory = layout.accessory.map { [$0] } ?? []
            if case .type(let name, _)? = layout.accessory, layout.framework == .uikit { accessoryViews.insert(name) }
            for screen in layout.items.map(\.screen) + accessory {
                guard case .type(let name, let arguments) = screen, !uiKitClasses.contains(name) else { continue }
                var signature: [(label: String, type: String)] = []
                for argument in arguments {
                    let type: String
                    switch argument.value {
                    case .dependency(let dependency):
                        type = layout.dependencies.first { $0.name == dependency }?.type ?? "Never"
                    case .string: type = "String"
                    case .int: type = "Int"
                    case .number: type = "Double"
                    case .bool: type = "Bool"
                    case .member(let member):
                        type = name + argument.label.prefix(1).uppercased() + argument.label.dropFirst() + "Option"
                        if options[type] == nil { optionOrder.append(type) }
                        if !(options[type] ?? []).contains(member) { options[type, default: []].append(member) }
                    }
                    signature.append((argument.label, type))
                }
                if layout.framework == .swiftui { views.insert(name) }
                if screens[name] == nil { screenOrder.append(name) }
                let known = screens[name] ?? []
                if !known.contains(where: { $0.map(\.label) == signature.map(\.label) && $0.map(\.type) == signature.map(\.type) }) {
                    screens[name, default: []].append(signature)
                }
            }
        }
        var lines = [
            "// Stand-ins for the types the layouts name, generated by the tests.",
            "#if canImport(UIKit)",
            "import UIKit",
            "",
        ]
        for type in dependencyTypes {
            lines.append((publicTypes.contains(type) ? "public " : "") + "final class \(type) {}")
        }
        for type in optionOrder {
            lines.append("enum \(type) { case \(options[type]!.map { SwiftNames.identifier($0) }.joined(separator: ", ")) }")
        }
        for name in screenOrder where accessoryViews.contains(name) {
            lines.append("final class \(name): UIView {")
            for signature in screens[name]! {
                let parameters = signature.map { "\(SwiftNames.identifier($0.label)): \($0.type)" }.joined(separator: ", ")
                lines.append("    init(\(parameters)) { super.init(frame: .zero) }")
            }
            lines.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
            lines.append("}")
        }
        for name in screenOrder where !views.contains(name) && !accessoryViews.contains(name) {
            let signatures = screens[name]!
            if signatures.count == 1, signatures[0].isEmpty {
                lines.append("final class \(name): UIViewController {}")
                continue
            }
            lines.append("final class \(name): UIViewController {")
            for signature in signatures {
                let parameters = signature.map { "\(SwiftNames.identifier($0.label)): \($0.type)" }.joined(separator: ", ")
                lines.append("    init(\(parameters)) { super.init(nibName: nil, bundle: nil) }")
            }
            lines.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
            lines.append("}")
        }
        lines.append("#endif")
        lines += ["", "#if canImport(SwiftUI)", "import SwiftUI", ""]
        for name in screenOrder where views.contains(name) {
            lines.append("struct \(name): View {")
            for signature in screens[name]! where !signature.isEmpty {
                let parameters = signature.map { "\(SwiftNames.identifier($0.label)): \($0.type)" }.joined(separator: ", ")
                lines.append("    init(\(parameters)) {}")
            }
            if screens[name]!.contains(where: \.isEmpty), screens[name]!.count > 1 { lines.append("    init() {}") }
            lines.append("    var body: some View { Text(\(SwiftNames.stringLiteral(name))) }")
            lines.append("}")
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }
}
