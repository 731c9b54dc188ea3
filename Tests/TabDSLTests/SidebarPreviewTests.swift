import Foundation
import XCTest
@testable import TabDSL

/// The preview of iPadOS 18 and iOS 26 constructs: sections as the compact bar shows them,
/// the search tab apart and the bottom accessory in the glass design, and the glass and blur
/// materials of drawn bars.
final class SidebarPreviewTests: XCTestCase {
    static func layouts() throws -> [ResolvedLayout] {
        let url = Paths.fixtures.appendingPathComponent("preview/sidebar.tabs")
        let source = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let compiled = Compiler.compile(source, loader: { _ in .notFound })
        XCTAssertEqual(GCCRenderer().render(compiled.diagnostics), "")
        return try XCTUnwrap(compiled.resolved, "sidebar.tabs has errors").layouts
    }

    func testGoldensInBothDesigns() throws {
        let layouts = try Self.layouts()
        let classic = SVGPreview.render(layouts, appearance: .both)
        Golden.check(classic, against: PreviewTests.goldenURL("sidebar"))
        let glass = SVGPreview.render(layouts, appearance: .both, design: .glass)
        Golden.check(glass, against: PreviewTests.goldenURL("sidebar-glass"))
        for svg in [classic, glass] { XCTAssertNil(SVGInspector.inspect(Data(svg.utf8)).error) }
    }

    func testSectionsAreFlattenedInDeclarationOrder() throws {
        let music = try XCTUnwrap(Self.layouts().first)
        for design in PreviewDesign.allCases {
            let screen = PreviewLayout.screen(for: music, selected: music.initial, design: design)
            XCTAssertEqual(screen.items.map(\.item.id), ["listenNow", "playlists", "artists", "search"], design.rawValue)
            let centers = screen.items.map(\.centerX)
            XCTAssertEqual(centers, centers.sorted(), "\(design.rawValue): left to right in declaration order")
        }
        let svg = SVGPreview.render(music, appearance: .light)
        XCTAssertTrue(svg.contains("section library (&quot;Library&quot;): playlists, artists") || svg.contains("section library (\"Library\"): playlists, artists"))
    }

    func testTheGlassDesignSetsTheSearchTabApartAndTheAccessoryAbove() throws {
        let music = try XCTUnwrap(Self.layouts().first)
        let screen = PreviewLayout.screen(for: music, selected: "search", design: .glass)
        let search = try XCTUnwrap(screen.searchCapsule)
        XCTAssertEqual(search, PreviewRect(x: 369 - 62, y: screen.barTop, width: 62, height: 62), "a round capsule at the trailing end")
        XCTAssertEqual(screen.barRect.maxX + GlassMetrics.spacing, search.x, "apart from the bar's capsule")
        let searchItem = try XCTUnwrap(screen.items.last)
        XCTAssertEqual(searchItem.centerX, search.midX)
        XCTAssertNil(searchItem.titleBaseline, "only its icon shows")
        XCTAssertTrue(searchItem.isSelected)
        let selection = try XCTUnwrap(screen.selectionRect)
        XCTAssertTrue(selection.x >= search.x && selection.maxX <= search.maxX, "the highlight is in the search capsule")
        for item in screen.items.dropLast() { XCTAssertLessThan(item.centerX, screen.barRect.maxX) }

        let accessory = try XCTUnwrap(screen.accessory)
        XCTAssertEqual(accessory.label, "MiniPlayerView")
        XCTAssertEqual(accessory.rect.maxY + GlassMetrics.spacing, screen.barTop, "just above the bar")
        XCTAssertEqual(accessory.rect.x, 21)
        XCTAssertEqual(accessory.rect.width, 348)
        let svg = SVGPreview.render(music, appearance: .light, design: .glass)
        XCTAssertTrue(svg.contains(">MiniPlayerView</text>"))
        // The classic design (before iOS 26) has neither.
        let classic = PreviewLayout.screen(for: music, selected: "search", design: .classic)
        XCTAssertNil(classic.searchCapsule)
        XCTAssertNil(classic.accessory)
        XCTAssertFalse(SVGPreview.render(music, appearance: .light).contains("MiniPlayerView"))
    }

    func testMaterialsDrawDrawnBarsTranslucent() throws {
        let layouts = try Self.layouts()
        let frosted = try XCTUnwrap(layouts.first { $0.name == "Frosted" })
        let blurred = try XCTUnwrap(layouts.first { $0.name == "Blurred" })
        // The bar's path is the first path after the page; its fill is translucent.
        func barFill(_ layout: ResolvedLayout) -> String? {
            let svg = SVGPreview.render(layout, appearance: .light)
            guard let range = svg.range(of: "<path d=\"M") else { return nil }
            let rest = svg[range.lowerBound...]
            return rest.prefix { $0 != ">" }.components(separatedBy: "fill-opacity=\"").dropFirst().first?.prefix { $0 != "\"" }.description
        }
        XCTAssertEqual(barFill(frosted), "0.55", "glass")
        XCTAssertEqual(barFill(blurred), "0.8", "blur")
        var plain = blurred
        plain.style.material = .none
        XCTAssertNil(barFill(plain), "no material: an opaque bar")
        // Both designs draw a drawn bar alike.
        XCTAssertEqual(SVGPreview.render(frosted, appearance: .both, design: .glass), SVGPreview.render(frosted, appearance: .both))
    }
}
