import Foundation
import XCTest
@testable import TabDSL

/// Time linear in the input where a file holds many names (docs/files-and-limits.md): "did you
/// mean" costs the same however many unknown names a file holds, and generating Swift or JSON
/// is linear in items. Each test compares an input with four times as much of the same thing:
/// linear work takes about 4 times as long, quadratic work 16 times; the bound of 9 leaves room
/// for a busy machine.
final class LinearTimeTests: XCTestCase {
    /// The shortest of three timings of `body`, in seconds.
    func fastest(_ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// A layout of `count` modals, each selecting an item that does not exist after dismissal.
    static func unknownSelections(_ count: Int) -> SourceFile {
        var text = "layout A {\n    item home {\n        title: \"Home\"\n        icon: symbol(\"house\")\n        screen: H\n    }\n"
        for index in 0..<count {
            text += "    modal m\(index) {\n        icon: symbol(\"plus\")\n        accessibilityLabel: \"Add\"\n        screen: S\n"
            text += "        afterDismiss: select(zz\(index))\n    }\n"
        }
        return SourceFile(path: "many.tabs", text: text + "}\n")
    }

    /// A layout of `count` items with titles of their own.
    static func items(_ count: Int) -> SourceFile {
        var text = "layout A {\n"
        for index in 0..<count {
            text += "    item i\(index) {\n        title: \"Title \(index)\"\n        icon: symbol(\"house\")\n        screen: S\(index)\n    }\n"
        }
        return SourceFile(path: "items.tabs", text: text + "}\n")
    }

    func testSuggestionsDontGrowWithTheNumberOfUnknownNames() {
        let small = Self.unknownSelections(400)
        let large = Self.unknownSelections(1600)
        XCTAssertTrue(Compiler.compile(large).diagnostics.contains { $0.code == .TAB207 })
        let ratio = fastest { _ = Compiler.compile(large) } / fastest { _ = Compiler.compile(small) }
        XCTAssertLessThan(ratio, 9, "4 times the unknown names took \(ratio) times as long")
    }

    func testGeneratingIsLinearInItems() throws {
        let small = try XCTUnwrap(Compiler.compile(Self.items(1000)).resolved)
        let large = try XCTUnwrap(Compiler.compile(Self.items(4000)).resolved)
        let swift = fastest { _ = SwiftGenerator.generate(large) } / fastest { _ = SwiftGenerator.generate(small) }
        XCTAssertLessThan(swift, 9, "Swift for 4 times the items took \(swift) times as long")
        let json = fastest { _ = JSONGenerator.generate(large) } / fastest { _ = JSONGenerator.generate(small) }
        XCTAssertLessThan(json, 9, "JSON for 4 times the items took \(json) times as long")
    }
}
