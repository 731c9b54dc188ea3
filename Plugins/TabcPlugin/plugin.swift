import Foundation
import PackagePlugin

/// Generates Swift from the `.tabs` layouts of a target at build time: one
/// `tabc build --format swift` command per layout, its output in the plugin's work folder,
/// which the build then compiles with the target's own sources. Diagnostics are printed as
/// `path:line:col: error: …` lines, which Xcode shows as issues at their lines.
///
/// Use it from an app package:
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "TabcPlugin", package: "tabc")])
/// ```
@main
struct TabcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layouts = target.sourceFiles(withSuffix: "tabs").map(\.url)
        return Self.commands(for: layouts, tool: try context.tool(named: "tabc").url,
                             workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command per layout, in path order. Imports may reach any layout of the target:
    /// their root is the folder that holds them all.
    static func commands(for layouts: [URL], tool: URL, workDirectory: URL) -> [Command] {
        let layouts = layouts.sorted { $0.path < $1.path }
        let root = commonFolder(of: layouts)
        return zip(layouts, outputNames(for: layouts)).map { layout, name in
            let output = workDirectory.appendingPathComponent(name)
            return .buildCommand(
                displayName: "tabc: generating \(name) from \(layout.lastPathComponent)",
                executable: tool,
                arguments: ["build", "--format", "swift", "--diagnostics-format", "gcc", "--import-root", root,
                            "-o", output.path, layout.path],
                // A layout may import any other: each command reruns when one of them changes.
                inputFiles: layouts,
                outputFiles: [output])
        }
    }

    /// The deepest folder that holds every layout.
    static func commonFolder(of layouts: [URL]) -> String {
        let folders = layouts.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "/" : NSString.path(withComponents: common)
    }

    /// `NAME.tabs.swift` for `NAME.tabs`: the `.tabs` keeps it apart from a hand-written
    /// `NAME.swift` of the same target (a module can't hold two files of one name). Layouts of
    /// one name in different folders get `_2`, `_3`, … in path order.
    static func outputNames(for layouts: [URL]) -> [String] {
        var seen: [String: Int] = [:]
        return layouts.map { layout in
            let stem = layout.deletingPathExtension().lastPathComponent
            let count = (seen[stem] ?? 0) + 1
            seen[stem] = count
            return count == 1 ? "\(stem).tabs.swift" : "\(stem)_\(count).tabs.swift"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TabcPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode project target (Build Phases › Run Build Tool Plug-ins).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let layouts = target.inputFiles.map(\.url).filter { $0.pathExtension == "tabs" }
        return Self.commands(for: layouts, tool: try context.tool(named: "tabc").url,
                             workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
