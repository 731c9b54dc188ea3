import Foundation
import XCTest
@testable import TabDSL

/// Runs the generated SwiftUI models and views on the SwiftUI stub: the generated Swift of the
/// SwiftUI example and generator cases is compiled with the scenarios in
/// `Tests/Support/SwiftUIBehaviour` into one program (once per test run), and each test runs
/// one scenario. The scenarios of the model and of its selection and presentation behaviour also
/// run on a second program, built from the same layouts as `kind: custom` (the drawn bar): the
/// tests whose names end in `Drawn`.
final class SwiftUIBehaviourTests: XCTestCase {
    func testTapAndCodeSelection() throws { try run("tapAndCodeSelection") }
    func testReselectPopsToRoot() throws { try run("reselectPopsToRoot") }
    func testModalPresentedNeverSelected() throws { try run("modalPresentedNeverSelected") }
    func testAfterDismissInCode() throws { try run("afterDismissInCode") }
    func testAfterDismissThroughThePresentation() throws { try run("afterDismissThroughThePresentation") }
    func testPresentationsByStyle() throws { try run("presentationsByStyle") }
    func testTabViewSelectionNeverModal() throws { try run("tabViewSelectionNeverModal") }
    func testPublisherCurrentValue() throws { try run("publisherCurrentValue") }
    func testRxSelectedTab() throws { try run("rxSelectedTab") }
    func testBadges() throws { try run("badges") }
    func testIdentifiersAndRestoredSelection() throws { try run("identifiersAndRestoredSelection") }
    func testTapAndCodeSelectionDrawn() throws { try run("tapAndCodeSelection", drawn: true) }
    func testReselectPopsToRootDrawn() throws { try run("reselectPopsToRoot", drawn: true) }
    func testModalPresentedNeverSelectedDrawn() throws { try run("modalPresentedNeverSelected", drawn: true) }
    func testAfterDismissInCodeDrawn() throws { try run("afterDismissInCode", drawn: true) }
    func testAfterDismissThroughThePresentationDrawn() throws { try run("afterDismissThroughThePresentation", drawn: true) }
    func testPresentationsByStyleDrawn() throws { try run("presentationsByStyle", drawn: true) }
    func testTabViewSelectionNeverModalDrawn() throws { try run("tabViewSelectionNeverModal", drawn: true) }
    func testPublisherCurrentValueDrawn() throws { try run("publisherCurrentValue", drawn: true) }
    func testRxSelectedTabDrawn() throws { try run("rxSelectedTab", drawn: true) }
    func testBadgesDrawn() throws { try run("badges", drawn: true) }
    func testIdentifiersAndRestoredSelectionDrawn() throws { try run("identifiersAndRestoredSelection", drawn: true) }
    func testMinimalLayout() throws { try run("minimalLayout") }
    func testSidebarSectionsAndSearch() throws { try run("sidebarSectionsAndSearch") }
    func testDrawnBarSelection() throws { try run("drawnBarSelection") }
    func testRaisedModalPresentation() throws { try run("raisedModalPresentation") }
    func testDrawnBarTapsThroughTheContainer() throws { try run("drawnBarTapsThroughTheContainer") }
    func testBadgeOnRaisedItem() throws { try run("badgeOnRaisedItem") }
    func testBarVisibilityRequests() throws { try run("barVisibilityRequests") }
    func testDrawnBarRestoredSelection() throws { try run("drawnBarRestoredSelection") }
    func testDrawnBarGeometryBothDirections() throws { try run("drawnBarGeometryBothDirections") }
    func testDrawnBarPlacesItsPartsFromTheGeometry() throws { try run("drawnBarPlacesItsPartsFromTheGeometry") }

    override class func tearDown() {
        SwiftUIBehaviourProgram.shared.removeBuild()
        SwiftUIBehaviourProgram.drawn.removeBuild()
        super.tearDown()
    }

    /// Every scenario each program knows is run by a test above.
    func testEveryScenarioHasATest() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for (program, call) in [(SwiftUIBehaviourProgram.shared, ")"), (SwiftUIBehaviourProgram.drawn, ", drawn: true)")] {
            let listed = try Command.run(try program.path(), ["--list"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
            let names = Set(listed.output.split(separator: "\n").map(String.init))
            XCTAssertFalse(names.isEmpty)
            for name in names {
                XCTAssertTrue(source.contains("try run(\"\(name)\"\(call)"), "scenario \(name)\(call) has no test")
            }
        }
    }

    /// Runs `scenario` on the `kind: system` program, or on the `kind: custom` one if `drawn`.
    private func run(_ scenario: String, drawn: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        let program = try (drawn ? SwiftUIBehaviourProgram.drawn : .shared).path()
        let (status, output) = try Command.run(program, [scenario], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        XCTAssertEqual(status, 0, "scenario \(scenario) (kind: \(drawn ? "custom" : "system")):\n\(output)", file: file, line: line)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "PASS", file: file, line: line)
    }
}

/// The SwiftUI behaviour program, built once per test run.
final class SwiftUIBehaviourProgram: @unchecked Sendable {
    /// Every SwiftUI layout, Grocer and Atlas as `kind: system`.
    static let shared = SwiftUIBehaviourProgram(drawn: false)
    /// Grocer and Atlas only, as `kind: custom`, with the scenarios that run on both kinds.
    static let drawn = SwiftUIBehaviourProgram(drawn: true)

    private let drawn: Bool

    private init(drawn: Bool) {
        self.drawn = drawn
    }

    private let lock = NSLock()
    private var built: Result<String, CompileError>?
    private var folder: URL?

    func path() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let built { return try built.get() }
        let result: Result<String, CompileError>
        do {
            result = .success(try build())
        } catch let error as CompileError {
            result = .failure(error)
        } catch {
            result = .failure(CompileError("\(error)"))
        }
        built = result
        return try result.get()
    }

    /// Deletes the program's folder, once the tests that run it are done.
    func removeBuild() {
        lock.lock()
        defer { lock.unlock() }
        if let folder { try? FileManager.default.removeItem(at: folder) }
        folder = nil
        built = nil
    }

    private func build() throws -> String {
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("swiftui-behaviour")
        self.folder = folder
        let generated = try GeneratedSources.write(drawn ? GeneratedSources.swiftUIDrawnFiles : GeneratedSources.swiftUIFiles, to: folder)
        let support = Paths.root.appendingPathComponent("Tests/Support")
        let scenarios = ["Behaviour/Harness.swift", "SwiftUIBehaviour/main.swift"].map { support.appendingPathComponent($0).path }
        let executable = folder.appendingPathComponent("swiftui-behaviour").path
        let (status, output) = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "SwiftUIBehaviour", "-I", stubs.path] + (drawn ? ["-D", "DRAWN"] : [])
                + StubModules.shared.linkArguments(stubs) + ["-o", executable] + generated + scenarios,
            in: folder)
        guard status == 0 else { throw CompileError("building the SwiftUI behaviour program failed:\n\(output)") }
        return executable
    }
}
