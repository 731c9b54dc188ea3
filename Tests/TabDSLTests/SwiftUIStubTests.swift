import Foundation
import XCTest

/// The SwiftUI stub against Apple's documented interface: it declares every member of the
/// committed member lists (`Fixtures/swiftui-members`), it accepts SwiftUI written the way the
/// generated code is in every language mode, it rejects what SwiftUI rejects, and the parts
/// behaviour tests run (state, bindings, navigation paths, the environment) work.
final class SwiftUIStubTests: XCTestCase {
    static let snippets = Paths.fixtures.appendingPathComponent("swiftui-stub")

    /// Every listed member is declared, with the listed availability; members first documented
    /// for a beta SDK, and APIs SwiftUI doesn't have, are absent.
    func testStubDeclaresTheDocumentedMembers() throws {
        let graph = try SymbolGraph.module("SwiftUI")
        let lists = try MemberLists.load(from: Paths.fixtures.appendingPathComponent("swiftui-members"))
        XCTAssertFalse(lists.isEmpty, "no SwiftUI member lists")
        var checked = 0
        for list in lists {
            // `_TopLevel.txt` lists the module's own top-level declarations.
            let prefix = list.owner == "_TopLevel" ? [] : [list.owner]
            if !prefix.isEmpty, graph.symbols(at: prefix).isEmpty {
                XCTFail("\(list.file): the stub declares no \(list.owner)")
                continue
            }
            for entry in list.entries {
                let symbols = graph.symbols(at: prefix + [entry.name])
                let place = "\(list.file):\(entry.line): \((prefix + [entry.name]).joined(separator: "."))"
                if entry.mustBeAbsent {
                    XCTAssertTrue(symbols.isEmpty, "\(place) is not in SwiftUI's released SDKs; the stub must not declare it")
                    continue
                }
                checked += 1
                guard !symbols.isEmpty else {
                    XCTFail("\(place) is missing from the stub (documented by Apple)")
                    continue
                }
                if let version = entry.iOSIntroduced {
                    XCTAssertTrue(symbols.contains { $0.iOSIntroduced == version },
                                  "\(place) must be available from iOS \(version), found \(symbols.map { $0.iOSIntroduced ?? "none" })")
                }
            }
        }
        XCTAssertGreaterThan(checked, 650, "the SwiftUI member lists shrank")
    }

    /// SwiftUI written as generated code writes it — an observable model, both tab view forms,
    /// navigation stacks bound to the model, presentations, the environment, scene storage, a
    /// drawn bar — and every form of the tab builder type-check in Swift 5, Swift 5 with complete
    /// concurrency checking and Swift 6, warnings as errors.
    func testGeneratedStyleSwiftUITypeChecksInEveryMode() throws {
        let stubs = try StubModules.shared.folder()
        let files = try snippetFiles(prefix: "accept-")
        XCTAssertEqual(files.count, 2)
        for file in files {
            for mode in Self.modes {
                let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-I", stubs.path] + mode + [file.path], in: Self.snippets)
                XCTAssertEqual(status, 0, "\(file.lastPathComponent), swiftc \(mode.joined(separator: " ")):\n\(output)")
                XCTAssertEqual(output, "", "\(file.lastPathComponent): swiftc printed diagnostics")
            }
        }
    }

    /// What SwiftUI rejects, the stub rejects, for the same reason, in every mode: a `Tab`
    /// outside a tab builder, iOS 17's `onChange` with an action of the wrong arity (one
    /// parameter is iOS 14's deprecated form), a selection that isn't Hashable, a tab value of
    /// another type than the selection. Each file names the error it must produce.
    func testStubRejectsWhatSwiftUIRejects() throws {
        let stubs = try StubModules.shared.folder()
        let files = try snippetFiles(prefix: "reject-")
        XCTAssertEqual(files.count, 5)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard let expected = source.split(separator: "\n").first(where: { $0.hasPrefix("// expect: ") })?.dropFirst("// expect: ".count) else {
                XCTFail("\(file.lastPathComponent) names no expected error")
                continue
            }
            for mode in Self.modes {
                let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-diagnostic-style", "llvm", "-I", stubs.path] + mode + [file.path], in: Self.snippets)
                XCTAssertNotEqual(status, 0, "\(file.lastPathComponent) type-checked with \(mode.joined(separator: " "))")
                let errors = output.split(separator: "\n").filter { $0.contains("error:") }
                XCTAssertTrue(errors.contains { $0.contains(expected) },
                              "\(file.lastPathComponent), \(mode.joined(separator: " ")): expected an error containing \"\(expected)\", got:\n\(output)")
            }
        }
    }

    /// The stub's working parts, run: `State` and its bindings, derived bindings,
    /// `NavigationPath` with its Codable form, `SceneStorage`, an observable object through
    /// `environment(_:)` and `@Environment(Type.self)`, and the recorder that hands tests the
    /// selection binding a view gave `TabView`, its presentations (ended as a swipe ends them:
    /// the item set to nil, then `onDismiss`), its tabs' values and its `onAppear` and
    /// `onChange` actions.
    func testStateBindingsPathsAndEnvironmentWork() throws {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("swiftui-storage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("storage").path
        let main = Self.snippets.appendingPathComponent("storage-main.swift")
        let (status, output) = try Swiftc.run(["-swift-version", "6", "-I", stubs.path] + StubModules.shared.linkArguments(stubs) + ["-o", executable, main.path], in: folder)
        XCTAssertEqual(status, 0, output)
        guard status == 0 else { return }
        let run = try Command.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n"), [
            "state: 2",
            "derived: 5",
            "optional: 9 true",
            "path: 2 false",
            "restored: 2 true",
            "codable: true",
            "emptied: true true",
            "appeared",
            "selection: 1 [AnyHashable(0), AnyHashable(1)] 1",
            "changed: 0 0",
            "presentation: fullScreenCover false",
            "presented: true",
            "dismissed",
            "modal: true false",
            "environment: true true leftToRight",
            "scene storage: 1",
            "after reset: true none",
        ])
    }

    private static let modes = [["-swift-version", "5"], ["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]]

    private func snippetFiles(prefix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: Self.snippets.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") }
            .sorted()
            .map { Self.snippets.appendingPathComponent($0) }
    }
}
