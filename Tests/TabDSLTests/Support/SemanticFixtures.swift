import Foundation
@testable import TabDSL

/// Runs the compiler on a fixture case the way `tabc check` would, with paths relative to
/// `Fixtures/` so that goldens are the same on every machine.
///
/// A case is `AREA/KIND/NAME.tabs`. Its imports are read from the fixture folders (paths
/// relative to the importing file, as always). A line `// inputs: support/a.tabs support/b.tabs`
/// in the case adds more input files to the run, after the case (paths relative to the case's
/// folder), for rules that span the files of one run (TAB215, TAB216).
enum SemanticFixtures {
    /// The `.tabs` cases of a fixture folder such as `semantic/err`, as relative paths, sorted.
    static func cases(_ folder: String) -> [String] {
        Paths.tabsFiles(in: Paths.fixtures.appendingPathComponent(folder)).map { "\(folder)/\($0.lastPathComponent)" }
    }

    static func read(_ relativePath: String) -> [UInt8]? {
        FileManager.default.contents(atPath: Paths.fixtures.appendingPathComponent(relativePath).path).map(Array.init)
    }

    /// The extra inputs a case names with `// inputs: …`.
    static func extraInputs(of relativePath: String, bytes: [UInt8]) -> [String] {
        let folder = ImportPaths.directory(of: relativePath)
        let text = String(decoding: bytes, as: UTF8.self)
        var inputs: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("// inputs:") {
            for name in line.dropFirst("// inputs:".count).split(separator: " ") {
                inputs.append(ImportPaths.normalize(folder + "/" + name))
            }
        }
        return inputs
    }

    /// Compiles a case with its extra inputs; imports are loaded from the fixture folders.
    static func compile(_ relativePath: String) -> Compilation {
        let bytes = read(relativePath) ?? []
        var files = [SourceFile(path: relativePath, bytes: bytes)]
        for extra in extraInputs(of: relativePath, bytes: bytes) {
            files.append(SourceFile(path: extra, bytes: read(extra) ?? []))
        }
        return Compiler.compile(files) { path in
            read(path).map(ImportLoadResult.loaded) ?? .notFound
        }
    }

    /// The code a case's file name starts with (`TAB206-duplicate-tag.tabs` → TAB206).
    static func code(ofCase relativePath: String) -> DiagnosticCode? {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return DiagnosticCode(rawValue: String(name.prefix(6)))
    }
}
