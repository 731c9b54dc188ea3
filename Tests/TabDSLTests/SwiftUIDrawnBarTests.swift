import Foundation
import XCTest
@testable import TabDSL

/// Every `kind: custom` layout of the examples and the generator cases, rebuilt with
/// `framework: swiftui` (its screens SwiftUI views), type-checks against the SwiftUI stub with
/// warnings as errors in Swift 5, Swift 5 with complete concurrency checking and Swift 6, as
/// the drawn SwiftUI bar, its container and the shared geometry.
final class SwiftUIDrawnBarTests: XCTestCase {
    func testTwinsTypeCheckInSwift5() throws {
        try typeCheck(["-swift-version", "5"])
    }

    func testTwinsTypeCheckInSwift5WithCompleteConcurrencyChecking() throws {
        try typeCheck(["-swift-version", "5", "-strict-concurrency=complete"])
    }

    func testTwinsTypeCheckInSwift6() throws {
        try typeCheck(["-swift-version", "6"])
    }

    /// The twins are drawn bars: every custom UIKit layout has one, and it generates the bar.
    func testEveryCustomLayoutHasADrawnTwin() {
        let twins = Self.twins.flatMap(\.layouts)
        XCTAssertEqual(twins.count, Self.customUIKitLayouts.count)
        XCTAssertGreaterThanOrEqual(twins.count, 9)
        XCTAssertEqual(Self.geometryFixtures.count, 3, "the geometry fixtures resolve")
        for file in Self.twins {
            let output = SwiftGenerator.generate(file)
            for layout in file.layouts {
                XCTAssertTrue(output.contains("struct \(layout.name)TabBar: View"), layout.name)
                XCTAssertTrue(output.contains("struct \(layout.name)TabBarGeometry: Sendable"), layout.name)
                XCTAssertFalse(output.contains("TabView(selection:"), layout.name)
            }
        }
    }

    /// The `kind: custom` UIKit layouts of the examples, the generator cases and the geometry
    /// fixtures (notches, raised tabs, both indicators and distributions, corner lists, borders).
    static var customUIKitLayouts: [ResolvedLayout] {
        let layouts = ExampleModels.all.flatMap(\.file.layouts) + ExampleModels.variants
            + [ExampleModels.strings, ExampleModels.names(kind: .custom)] + geometryFixtures
        return layouts.filter { $0.kind == .custom && $0.framework == .uikit }
    }

    /// The layouts of `Fixtures/geometry/layouts.tabs`, as the validator resolves them.
    static var geometryFixtures: [ResolvedLayout] {
        let url = Paths.fixtures.appendingPathComponent("geometry/layouts.tabs")
        guard let bytes = try? Data(contentsOf: url) else { return [] }
        return Compiler.compile(SourceFile(path: "layouts.tabs", bytes: Array(bytes))).resolved?.layouts ?? []
    }

    /// Each custom UIKit layout as a SwiftUI one, named `<Name>Drawn`, its screen types renamed
    /// (a view can't share a name with a view controller of the same module), a storyboard
    /// screen replaced by a view.
    static var twins: [ResolvedFile] {
        customUIKitLayouts.map { layout in
            var twin = layout
            twin.name = layout.name + "Drawn"
            twin.framework = .swiftui
            twin.deploymentTarget = 17
            for index in twin.items.indices {
                switch twin.items[index].screen {
                case .type(let name, let arguments):
                    twin.items[index].screen = .type(name: name + "Drawn", arguments: arguments)
                case .storyboard:
                    twin.items[index].screen = .type(name: twin.name + "StoryboardView", arguments: [])
                }
            }
            return ExampleModels.file(twin.name.lowercased(), [twin])
        }
    }

    private func typeCheck(_ mode: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("drawn-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GeneratedSources.write(Self.twins, to: folder)
        let (status, output) = try Swiftc.run(["-typecheck", "-warnings-as-errors", "-I", stubs.path] + mode + files, in: folder)
        XCTAssertEqual(status, 0, "swiftc \(mode.joined(separator: " ")):\n\(output)", file: file, line: line)
        XCTAssertEqual(output, "", "swiftc printed diagnostics", file: file, line: line)
    }
}
