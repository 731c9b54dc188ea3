import XCTest
@testable import TabDSL

/// The resolved model of every example, as a golden text dump: every default filled in.
final class ModelDumpTests: XCTestCase {
    func testExamplesResolveToTheirGoldenModels() throws {
        let examples = Paths.tabsFiles(in: Paths.examples)
        XCTAssertEqual(examples.count, 10)
        for url in examples {
            let name = url.deletingPathExtension().lastPathComponent
            let file = SourceFile(path: "examples/\(url.lastPathComponent)", bytes: Array(try Data(contentsOf: url)))
            let compiled = Compiler.compile(file)
            XCTAssertEqual(GCCRenderer().render(compiled.diagnostics), "", "\(name) must be clean")
            let resolved = try XCTUnwrap(compiled.resolved, "\(name) has no resolved model")
            Golden.check(ModelDump.text(of: resolved),
                         against: Paths.fixtures.appendingPathComponent("model/\(name).model"))
        }
    }

    /// Defaults of docs/language.md, for a layout that sets nothing it doesn't have to.
    func testEveryDefaultIsResolved() throws {
        let text = """
            layout Minimal {
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: HomeViewController
                }
                modal addTransaction {
                    icon: symbol("plus")
                    accessibilityLabel: "Add"
                    screen: AddViewController
                    raised: raised()
                }
                style {
                    shape: notch()
                    indicator: underline()
                    border: border()
                    shadow: shadow()
                }
            }

            """
        let compiled = Compiler.compile(SourceFile(path: "minimal.tabs", text: text))
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(compiled.resolved?.layouts.first)
        XCTAssertEqual(layout.kind, .custom)
        XCTAssertEqual(layout.initial, "home")
        XCTAssertEqual(layout.loading, .lazy)
        XCTAssertEqual(layout.transition, .none)
        XCTAssertEqual(layout.bindings, [.closure, .delegate])
        XCTAssertTrue(layout.hidesOnPush)
        XCTAssertEqual(layout.haptics, .none)
        XCTAssertEqual(layout.dependencies, [])
        let home = layout.items[0]
        XCTAssertEqual(home.tag, 0)
        XCTAssertEqual(home.selectedIcon, .symbol("house"))
        XCTAssertTrue(home.navigation)
        XCTAssertNil(home.badge)
        XCTAssertEqual(home.accessibility, Accessibility(label: "Home", hint: nil, identifier: "tab.home"))
        XCTAssertNil(home.presentation)
        XCTAssertNil(home.afterDismiss)
        let add = layout.items[1]
        XCTAssertEqual(add.tag, 1)
        XCTAssertEqual(add.raised, Raised(size: 64, offset: 20))
        XCTAssertEqual(add.presentation, .fullScreen)
        XCTAssertEqual(add.afterDismiss, .keep)
        XCTAssertEqual(add.accessibility.identifier, "tab.addTransaction")
        let style = layout.style
        XCTAssertEqual(style.height, 49)
        XCTAssertEqual(style.margins, Insets(leading: 0, trailing: 0, bottom: 0))
        XCTAssertEqual(style.background, .system("systemBackground"))
        XCTAssertEqual(style.tint, .system("systemGray"))
        XCTAssertEqual(style.selectedTint, .system("systemBlue"))
        XCTAssertEqual(style.iconSize, 20)
        XCTAssertEqual(style.titleFont, Font(size: 10, weight: .medium))
        XCTAssertEqual(style.distribution, .fillEqually)
        XCTAssertEqual(style.cornerRadius, 0)
        XCTAssertEqual(style.corners, Corner.allCases)
        XCTAssertEqual(style.border, Border(width: 1, color: .system("separator"), edges: .all))
        XCTAssertEqual(style.shadow, Shadow(color: .system("black"), opacity: 0.2, radius: 8, x: 0, y: 0))
        XCTAssertEqual(style.shape, .notch(depth: 37, width: 148))
        XCTAssertEqual(style.indicator, .underline(width: 24, height: 3, color: .system("systemBlue")))
        XCTAssertEqual(style.animationDuration, 0.25)
    }

    /// Icon-only items without a label are read by their id, split at humps (docs/files-and-limits.md).
    func testLabelFromId() {
        XCTAssertEqual(LayoutValidator.label(fromId: "addTransaction"), "Add transaction")
        XCTAssertEqual(LayoutValidator.label(fromId: "home"), "Home")
        XCTAssertEqual(LayoutValidator.label(fromId: "scanQRCode"), "Scan QR code")
        XCTAssertEqual(LayoutValidator.label(fromId: "my_page"), "My page")
        XCTAssertEqual(LayoutValidator.label(fromId: "tab2Settings"), "Tab2 settings")
    }

    /// Named styles fold in order along the base chain, later properties winning, and lists
    /// come out in their canonical order.
    func testStyleFoldingAndCanonicalLists() throws {
        let text = """
            style A {
                height: 50
                tint: systemGray
                corners: [bottomTrailing, topLeading]
            }
            style B {
                base: A
                height: 60
            }
            layout L {
                bindings: [combine, closure]
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: HomeViewController
                }
                style {
                    base: B
                    tint: darkGray
                }
            }

            """
        let layout = try XCTUnwrap(Compiler.compile(SourceFile(path: "l.tabs", text: text)).resolved?.layouts.first)
        XCTAssertEqual(layout.style.height, 60)
        XCTAssertEqual(layout.style.tint, .system("darkGray"))
        XCTAssertEqual(layout.style.corners, [.topLeading, .bottomTrailing])
        XCTAssertEqual(layout.bindings, [.closure, .combine])
    }
}
