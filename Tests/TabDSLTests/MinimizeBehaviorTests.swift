import XCTest
@testable import TabDSL

/// `minimizeBehavior` (docs/language.md, "minimizeBehavior"): resolved into the model for every kind, and TAB311 at
/// the value when a custom layout sets anything but `automatic`.
final class MinimizeBehaviorTests: XCTestCase {
    static func layout(_ members: String) -> String {
        "layout App {\n" + members + "    item home { title: \"Home\"; icon: symbol(\"house\"); screen: HomeViewController }\n}\n"
    }

    static func message(_ value: String) -> String {
        "'minimizeBehavior: \(value)' has no effect on a 'kind: custom' layout; only the system tab bar minimizes"
    }

    func testEveryValueButAutomaticOnACustomLayoutIsTAB311() {
        for value in ["never", "onScrollDown", "onScrollUp"] {
            // The default kind is custom.
            assertDiagnostics(Self.layout("    minimizeBehavior: 1️⃣\(value)\n"), [
                DiagnosticSpec("1️⃣", .TAB311, Self.message(value)),
            ])
            assertDiagnostics(Self.layout("    kind: custom\n    minimizeBehavior: 1️⃣\(value)\n"), [
                DiagnosticSpec("1️⃣", .TAB311, Self.message(value)),
            ])
        }
    }

    func testAutomaticOnACustomLayoutAndAnyValueOnASystemLayoutAreFine() {
        assertDiagnostics(Self.layout("    minimizeBehavior: automatic\n"), [])
        for value in MinimizeBehavior.allCases {
            assertDiagnostics(Self.layout("    minimizeBehavior: \(value.rawValue)\n    kind: system\n"), [])
        }
    }

    /// A wrong `kind` leaves which bar was meant unknown, so TAB311 stays silent; a wrong value
    /// is reported once, as an unknown option.
    func testWrongValuesAreReportedOnce() {
        assertDiagnostics(Self.layout("    kind: 1️⃣sytem\n    minimizeBehavior: onScrollDown\n"), [
            DiagnosticSpec("1️⃣", .TAB211, "unknown value 'sytem' for 'kind': expected custom, system; did you mean 'system'?"),
        ])
        assertDiagnostics(Self.layout("    minimizeBehavior: 1️⃣onScroll\n"), [
            DiagnosticSpec("1️⃣", .TAB211, "unknown value 'onScroll' for 'minimizeBehavior': expected automatic, never, onScrollDown, onScrollUp; did you mean 'onScrollUp'?"),
        ])
    }

    /// The value is in the resolved model for every kind; a layout with only the warning still
    /// resolves.
    func testTheModelCarriesTheValue() throws {
        for value in MinimizeBehavior.allCases {
            for kind in LayoutKind.allCases {
                let text = Self.layout("    kind: \(kind.rawValue)\n    minimizeBehavior: \(value.rawValue)\n")
                let layout = try XCTUnwrap(Compiler.compile(SourceFile(path: "app.tabs", text: text)).resolved?.layouts.first)
                XCTAssertEqual(layout.minimizeBehavior, value)
            }
        }
        let text = Self.layout("")
        let layout = try XCTUnwrap(Compiler.compile(SourceFile(path: "app.tabs", text: text)).resolved?.layouts.first)
        XCTAssertEqual(layout.minimizeBehavior, .automatic)
    }
}
