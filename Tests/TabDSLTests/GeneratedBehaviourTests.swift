import Foundation
import XCTest
@testable import TabDSL

/// Runs the generated controllers on the UIKit stub: the generated Swift of every example and
/// generator case is compiled with the scenarios in `Tests/Support/Behaviour` into one program
/// (once per test run), and each test runs one scenario.
final class GeneratedBehaviourTests: XCTestCase {
    func testCustomInitialSelection() throws { try run("customInitialSelection") }
    func testMaterialUnderDecorations() throws { try run("materialUnderDecorations") }
    func testCustomTapContainmentOrder() throws { try run("customTapContainment") }
    func testProgrammaticSelectionEqualsTap() throws { try run("programmaticSelectionEqualsTap") }
    func testModalPresentsWithoutSelecting() throws { try run("modalPresentsWithoutSelecting") }
    func testAfterDismissAfterDismissalInCode() throws { try run("afterDismissInCode") }
    func testAfterDismissAfterSwipeDismissal() throws { try run("afterDismissBySwipe") }
    func testReselectPopsToRoot() throws { try run("reselectPopsToRoot") }
    func testCurrentTabAssignmentNeverPops() throws { try run("currentTabAssignment") }
    func testSystemUIKitSelectionPathsAndAppDelegate() throws { try run("systemUIKitSelectionPaths") }
    func testEagerLoadsViews() throws { try run("eagerViewsLoaded") }
    func testNoImplicitLayerAnimations() throws { try run("noImplicitLayerAnimations") }
    func testCustomBarThroughCodeAndTransitions() throws { try run("customBarThroughCodeAndTransitions") }
    func testAccessorAndChildTabBarItems() throws { try run("accessorAndChildTabBarItems") }
    func testAfterDismissTiming() throws { try run("afterDismissTiming") }
    func testDynamicType() throws { try run("dynamicType") }
    func testSwiftUIHost() throws { try run("swiftUIHost") }
    func testLazyAndEagerCreation() throws { try run("lazyAndEagerCreation") }
    func testRaisedButtonHitTestingWhileVisibleAndHidden() throws { try run("raisedButtonHitTesting") }
    func testIndicatorRightToLeft() throws { try run("indicatorRightToLeft") }
    func testCustomHidesOnPush() throws { try run("customHidesOnPush") }
    func testSystemSelectionAndAppearance() throws { try run("systemSelectionAndAppearance") }
    func testSystemModal() throws { try run("systemModal") }
    func testRxBindings() throws { try run("rxBindings") }
    func testCombinePublisher() throws { try run("combinePublisher") }
    func testHaptics() throws { try run("haptics") }
    func testReduceMotion() throws { try run("reduceMotion") }
    func testBadges() throws { try run("badges") }
    func testDecorationsFollowBounds() throws { try run("decorationsFollowBounds") }
    func testMinimalLayouts() throws { try run("minimalLayouts") }
    func testSystemPanel() throws { try run("systemPanel") }
    func testSystemDesignsPresentModal() throws { try run("systemDesignsPresentModal") }
    func testGlassSystemBar() throws { try run("glassSystemBar") }
    func testRegularWidthSystemBar() throws { try run("regularWidthSystemBar") }
    func testStubMoreList() throws { try run("stubMoreList") }
    func testStubNavigationTransitions() throws { try run("stubNavigationTransitions") }
    func testSystemMoreListSelection() throws { try run("systemMoreListSelection") }
    func testSystemMoreListLeftForInitialTab() throws { try run("systemMoreListLeftForInitialTab") }
    func testSwiftUIHostNeverEchoesTheBinding() throws { try run("swiftUIHostNoEcho") }
    func testInsetsKeepTheScreensOwnAndGoAboveAToolbar() throws { try run("insetsKeepOwnAndToolbar") }
    func testCombinePublisherHasACurrentValue() throws { try run("combineCurrentValue") }
    func testRxCompletesOnDeallocation() throws { try run("rxCompletesOnDeallocation") }
    func testRaisedItemBadge() throws { try run("raisedBadge") }
    func testModalSelectedBeforeTheWindow() throws { try run("modalBeforeWindow") }
    func testRestoresSelection() throws { try run("restoresSelection") }
    func testTextsAreLookedUpInTheControllersBundle() throws { try run("translatedTexts") }
    // The UITab path (Orchard) and the classic path (OrchardFlat), the same scenarios.
    func testSidebarSelection() throws { try run("sidebarSelection") }
    func testSidebarReselectPopsToRoot() throws { try run("sidebarReselectPopsToRoot") }
    func testSidebarModalPresentedOnce() throws { try run("sidebarModalPresentedOnce") }
    func testSidebarBadges() throws { try run("sidebarBadges") }
    func testSidebarLazyScreens() throws { try run("sidebarLazyScreens") }
    func testSidebarRestoration() throws { try run("sidebarRestoration") }
    func testSidebarItemInGroup() throws { try run("sidebarItemInGroup") }
    func testSidebarSearchTab() throws { try run("sidebarSearchTab") }
    func testSidebarRaisedSlot() throws { try run("sidebarRaisedSlot") }
    func testSidebarTapCrossDissolves() throws { try run("sidebarTapCrossDissolves") }

    override class func tearDown() {
        BehaviourProgram.shared.removeBuild()
        super.tearDown()
    }

    /// Every scenario the program knows is run by a test above.
    func testEveryScenarioHasATest() throws {
        let program = try BehaviourProgram.shared.path()
        let listed = try Command.run(program, ["--list"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        let names = Set(listed.output.split(separator: "\n").map(String.init))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for name in names {
            XCTAssertTrue(source.contains("try run(\"\(name)\")"), "scenario \(name) has no test")
        }
    }

    private func run(_ scenario: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let program = try BehaviourProgram.shared.path()
        let (status, output) = try Command.run(program, [scenario], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        XCTAssertEqual(status, 0, "scenario \(scenario):\n\(output)", file: file, line: line)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "PASS", file: file, line: line)
    }
}

/// The behaviour program, built once per test run.
final class BehaviourProgram: @unchecked Sendable {
    static let shared = BehaviourProgram()

    private let lock = NSLock()
    private var built: Result<String, CompileError>?

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

    private var folder: URL?

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
        let folder = try makeTemporaryFolder("behaviour")
        self.folder = folder
        let generated = try GeneratedSources.write(GeneratedSources.allFiles, to: folder)
        let support = Paths.root.appendingPathComponent("Tests/Support/Behaviour")
        // Every Swift file of the folder: `main.swift` runs the scenarios the others declare too.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: support.path)) ?? []
        let scenarios = names.filter { $0.hasSuffix(".swift") }.sorted().map { support.appendingPathComponent($0).path }
        let executable = folder.appendingPathComponent("behaviour").path
        let (status, output) = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Behaviour", "-I", stubs.path]
                + StubModules.shared.linkArguments(stubs) + ["-o", executable] + generated + scenarios,
            in: folder)
        guard status == 0 else { throw CompileError("building the behaviour program failed:\n\(output)") }
        return executable
    }
}
