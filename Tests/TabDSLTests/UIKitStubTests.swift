import Foundation
import XCTest

/// The UIKit stub against Apple's documented interface: it declares every member of the
/// committed member lists (`Fixtures/uikit-members`, taken from Apple's documentation), as the
/// compiler sees the compiled stub, and it rejects what the real SDK rejects.
final class UIKitStubTests: XCTestCase {
    /// Every listed member is declared, with the listed availability; class members that a
    /// subclass could override are `open` members of the class itself; beta-only members are
    /// absent.
    func testStubDeclaresTheDocumentedMembers() throws {
        let graph = try SymbolGraph.uiKit()
        let lists = try MemberLists.load()
        XCTAssertFalse(lists.isEmpty, "no member lists in \(MemberLists.folder.path)")
        var checked = 0
        for list in lists {
            guard let owner = graph.symbols(at: [list.owner]).first else {
                XCTFail("\(list.file): the stub declares no \(list.owner)")
                continue
            }
            let isClass = owner.kind == "swift.class"
            for entry in list.entries {
                let symbols = graph.symbols(at: [list.owner, entry.name])
                let place = "\(list.file):\(entry.line): \(list.owner).\(entry.name)"
                if entry.mustBeAbsent {
                    XCTAssertTrue(symbols.isEmpty, "\(place) is first documented for a beta SDK; the stub follows released SDKs")
                    continue
                }
                checked += 1
                // Protocol requirements, not only default implementations in an extension.
                let declared = symbols.filter { !$0.inExtension }
                guard !declared.isEmpty else {
                    XCTFail("\(place) is missing from the stub (documented by Apple)")
                    continue
                }
                if isClass, declared.contains(where: { ["swift.property", "swift.method"].contains($0.kind) }) {
                    XCTAssertTrue(declared.contains { $0.accessLevel == "open" }, "\(place) must be `open`, so that subclasses clash with it as with UIKit's")
                }
                if let version = entry.iOSIntroduced {
                    XCTAssertTrue(declared.contains { $0.iOSIntroduced == version },
                                  "\(place) must be @available(iOS \(version), *), found \(declared.map { $0.iOSIntroduced ?? "none" })")
                }
            }
        }
        XCTAssertGreaterThan(checked, 600, "the member lists shrank")
    }

    /// A UITabBarController subclass that declares its own `selectedTab` doesn't build against
    /// the iOS 18 SDK; nor does it against the stub, for the same reason.
    func testSelectedTabOfAnotherTypeClashesWithUIKit() throws {
        try expectOverrideClash(
            """
            import UIKit

            final class Layout: UITabBarController {
                var selectedTab: Int = 0
            }
            """,
            message: "property 'selectedTab' with type 'Int' cannot override a property with type 'UITab?'")
    }

    /// The same for a view controller's own `tab` (UIKit's `UIViewController.tab`, iOS 18).
    func testTabOfAnotherTypeClashesWithUIKit() throws {
        try expectOverrideClash(
            """
            import UIKit

            final class Screen: UIViewController {
                var tab: String = ""
            }
            """,
            message: "property 'tab' with type 'String' cannot override a property with type 'UITab?'")
    }

    /// The SwiftUI stub hosts a `UIViewControllerRepresentable` the way the generated SwiftUI
    /// view is written (a `Binding`, a coordinator, `#if canImport(SwiftUI)`): it type-checks
    /// in every language mode with warnings as errors, and the stub host drives it as SwiftUI
    /// does (coordinator, make, update; a new value per update; dismantle).
    func testSwiftUIStubHostsARepresentable() throws {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("swiftui")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Host.swift")
        try Data(Self.representableSource.utf8).write(to: library)
        for mode in [["-swift-version", "5"], ["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]] {
            let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-I", stubs.path] + mode + [library.path], in: folder)
            XCTAssertEqual(status, 0, "swiftc \(mode.joined(separator: " ")):\n\(output)")
            XCTAssertEqual(output, "", "swiftc printed diagnostics")
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(Self.representableMain.utf8).write(to: main)
        let executable = folder.appendingPathComponent("host").path
        let (status, output) = try Swiftc.run(["-swift-version", "6", "-I", stubs.path] + StubModules.shared.linkArguments(stubs) + ["-o", executable, library.path, main.path], in: folder)
        XCTAssertEqual(status, 0, output)
        guard status == 0 else { return }
        let run = try Command.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n"), [
            "made coordinator, made controller, update 1",
            "tap wrote the binding: b",
            "update 2 selected: a",
            "constant stays: b",
            "dismantled",
        ])
    }

    private static let representableSource = """
        #if canImport(UIKit)
        import UIKit

        public enum DemoTab: Hashable, Sendable { case a, b }

        @available(iOS 15.0, *)
        public final class DemoController: UITabBarController {
            public var currentTab: DemoTab = .a { didSet { onChange?(currentTab) } }
            public var onChange: ((DemoTab) -> Void)?
        }
        #endif

        #if canImport(SwiftUI)
        import SwiftUI

        @available(iOS 15.0, *)
        public struct DemoTabView: UIViewControllerRepresentable {
            @Binding private var selection: DemoTab

            public init(selection: Binding<DemoTab>) { _selection = selection }

            public func makeCoordinator() -> Coordinator {
                print("made coordinator", terminator: ", ")
                return Coordinator(selection: $selection)
            }

            public func makeUIViewController(context: Context) -> DemoController {
                print("made controller", terminator: ", ")
                let controller = DemoController()
                controller.onChange = { [coordinator = context.coordinator] tab in coordinator.selection.wrappedValue = tab }
                return controller
            }

            public func updateUIViewController(_ controller: DemoController, context: Context) {
                context.coordinator.selection = $selection
                context.coordinator.updates += 1
                if controller.currentTab != selection { controller.currentTab = selection }
            }

            public static func dismantleUIViewController(_ controller: DemoController, coordinator: Coordinator) {
                controller.onChange = nil
                print("dismantled")
            }

            @MainActor
            public final class Coordinator {
                var selection: Binding<DemoTab>
                public var updates = 0
                init(selection: Binding<DemoTab>) { self.selection = selection }
            }
        }
        #endif
        """

    private static let representableMain = """
        import UIKit
        import SwiftUI

        // Not main-actor closures: Swift 6.3.1 crashes in IRGen on a `@MainActor in` closure
        // passed to `Binding.init(get:set:)` (an `@isolated(any)` parameter) on Linux.
        final class Store: @unchecked Sendable { var tab: DemoTab = .a }

        MainActor.assumeIsolated {
            let store = Store()
            let binding = Binding<DemoTab>(get: { store.tab }, set: { store.tab = $0 })
            let host = StubRepresentableHost(DemoTabView(selection: binding))
            print("update", host.coordinator.updates)
            host.viewController.currentTab = .b
            print("tap wrote the binding:", store.tab)
            store.tab = .a
            host.stubUpdate(DemoTabView(selection: binding))
            print("update", host.coordinator.updates, "selected:", host.viewController.currentTab)
            let constant = Binding.constant(DemoTab.b)
            constant.wrappedValue = .a
            print("constant stays:", constant.wrappedValue)
            host.stubDismantle()
        }
        """

    /// Type-checks `source` against the stubs and expects exactly one error, `message`, on
    /// line 4 (the member's declaration).
    private func expectOverrideClash(_ source: String, message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("clash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Clash.swift")
        try Data(source.utf8).write(to: path)
        let (status, output) = try Swiftc.run(["-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm", "-I", stubs.path, path.path], in: folder)
        XCTAssertNotEqual(status, 0, "the clash type-checked:\n\(output)", file: file, line: line)
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }
        XCTAssertEqual(errors.count, 1, "expected one error:\n\(output)", file: file, line: line)
        XCTAssertTrue(errors.first?.hasSuffix("Clash.swift:4:9: error: \(message)") ?? false,
                      "expected the override clash on line 4, got:\n\(output)", file: file, line: line)
    }
}

/// The committed member lists, one file per UIKit class or protocol.
struct MemberLists {
    static let folder = Paths.fixtures.appendingPathComponent("uikit-members")

    struct Entry {
        var line: Int
        var name: String
        var iOSIntroduced: String?
        var mustBeAbsent: Bool
    }

    var file: String
    var owner: String
    var entries: [Entry]

    /// Reads every `*.txt` file of the folder: `name`, `name @ iOS 18.0`, `!name`, `# comment`.
    static func load(from folder: URL = MemberLists.folder) throws -> [MemberLists] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var entries: [Entry] = []
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("#") { continue }
                if line.hasPrefix("!") {
                    entries.append(Entry(line: index + 1, name: String(line.dropFirst()), mustBeAbsent: true))
                    continue
                }
                let parts = line.components(separatedBy: " @ iOS ")
                entries.append(Entry(line: index + 1, name: parts[0], iOSIntroduced: parts.count > 1 ? parts[1] : nil, mustBeAbsent: false))
            }
            return MemberLists(file: name, owner: String(name.dropLast(4)), entries: entries)
        }
    }
}

/// The compiler's view of a compiled stub module: its symbol graph.
struct SymbolGraph {
    struct Symbol {
        var kind: String
        var accessLevel: String
        var inExtension: Bool
        var iOSIntroduced: String?
    }

    private var byPath: [[String]: [Symbol]] = [:]

    func symbols(at path: [String]) -> [Symbol] { byPath[path] ?? [] }

    /// Extracts the UIKit stub's symbol graph with `swift-symbolgraph-extract`.
    static func uiKit() throws -> SymbolGraph {
        try module("UIKit")
    }

    /// Extracts a stub module's symbol graph with `swift-symbolgraph-extract`.
    static func module(_ name: String) throws -> SymbolGraph {
        guard let swiftc = Swiftc.path else { throw CompileError("swiftc not found") }
        let tools = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
        let extract = tools.appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: extract) else {
            throw CompileError("swift-symbolgraph-extract not found beside \(swiftc)")
        }
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("symbols")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (infoStatus, info) = try Swiftc.run(["-print-target-info"], in: folder)
        guard infoStatus == 0,
              let target = (try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any])?["target"] as? [String: Any],
              let triple = target["triple"] as? String else {
            throw CompileError("swiftc -print-target-info failed:\n\(info)")
        }
        let (status, output) = try Command.run(extract, ["-module-name", name, "-I", stubs.path, "-target", triple, "-output-dir", folder.path], in: folder)
        guard status == 0 else { throw CompileError("swift-symbolgraph-extract failed:\n\(output)") }
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).symbols.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = root["symbols"] as? [[String: Any]] else {
            throw CompileError("unexpected symbol graph")
        }
        var graph = SymbolGraph()
        for symbol in symbols {
            guard let path = symbol["pathComponents"] as? [String],
                  let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String else { continue }
            var introduced: String?
            for availability in symbol["availability"] as? [[String: Any]] ?? [] where availability["domain"] as? String == "iOS" {
                if let version = availability["introduced"] as? [String: Any], let major = version["major"] as? Int {
                    introduced = "\(major).\(version["minor"] as? Int ?? 0)"
                }
            }
            graph.byPath[path, default: []].append(Symbol(
                kind: kind,
                accessLevel: symbol["accessLevel"] as? String ?? "",
                inExtension: symbol["swiftExtension"] != nil,
                iOSIntroduced: introduced))
        }
        return graph
    }
}
