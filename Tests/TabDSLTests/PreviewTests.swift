import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import TabDSL

/// The SVG preview: golden SVGs of the first five examples, XML validity, and pixels
/// of the goldens rendered by a real renderer (rsvg-convert) where they matter.
final class PreviewTests: XCTestCase {
    /// The first five examples (the hand-written bars this project replaces), by file name.
    static let drawnExamples = ["finance", "messenger", "kickboard", "rounded", "notch"]

    /// The fixtures beside those examples: `features` (drawn in both designs) and `system-features`
    /// (a kind: system layout with every decoration, drawn in the glass design).
    static let fixtures = ["features", "system-features"]

    /// The layouts drawn with `--design glass`, each golden as `NAME-glass.svg`.
    static let glassCases = ["notch", "rounded", "system-features"]

    static func url(of name: String) -> URL {
        fixtures.contains(name) ? Paths.fixtures.appendingPathComponent("preview/\(name).tabs")
            : Paths.examples.appendingPathComponent("\(name).tabs")
    }

    static func layouts(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [ResolvedLayout] {
        let url = url(of: name)
        let source = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let compiled = Compiler.compile(source, loader: { _ in .notFound })
        return try XCTUnwrap(compiled.resolved, "\(name) has errors", file: file, line: line).layouts
    }

    static func goldenURL(_ name: String) -> URL { Paths.fixtures.appendingPathComponent("preview/\(name).svg") }

    static func golden(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: goldenURL(name)), as: UTF8.self)
    }

    static func glassGolden(_ name: String) throws -> String {
        try golden("\(name)-glass")
    }

    // MARK: - Goldens and XML

    func testGoldenSVGsOfTheFirstFiveExamplesAndTheFeaturesFixture() throws {
        for name in Self.drawnExamples + ["features"] {
            let svg = SVGPreview.render(try Self.layouts(name), appearance: .both)
            Golden.check(svg, against: Self.goldenURL(name))
            // The docs show the same pictures (README: docs/images/finance.svg).
            if Self.drawnExamples.contains(name) {
                Golden.check(svg, against: Paths.root.appendingPathComponent("docs/images/\(name).svg"))
            }
        }
    }

    func testEveryGoldenParsesAsXMLAndIsSelfContained() throws {
        let folder = Paths.fixtures.appendingPathComponent("preview")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
        XCTAssertEqual(names.count, 11, "five example goldens, the features golden, three glass goldens and the sidebar goldens in both designs")
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let report = SVGInspector.inspect(data)
            XCTAssertNil(report.error, "\(name) is not well-formed XML: \(report.error ?? "")")
            XCTAssertEqual(report.root, "svg", name)
            XCTAssertEqual(report.duplicateIDs, [], "\(name) repeats ids")
            XCTAssertEqual(report.missingReferences, [], "\(name) refers to ids it doesn't define")
            XCTAssertEqual(report.externalReferences, [], "\(name) refers to something outside itself")
        }
    }

    func testOutputFormatIsStable() throws {
        let svg = try Self.golden("notch")
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("id=\"p0-shadow\"") && svg.contains("id=\"p1-shadow\""), "fixed filter ids, one per screen")
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        // Numbers have at most two decimals.
        let long = try NSRegularExpression(pattern: "[0-9]\\.[0-9]{3}")
        XCTAssertNil(long.firstMatch(in: svg, range: NSRange(svg.startIndex..., in: svg)))
    }

    func testTextIsEscapedAndCharactersIllegalInXMLAreReplaced() throws {
        var layout = try XCTUnwrap(Self.layouts("finance").first)
        layout.items[0].title = "A<b>&\"c\"'d'\u{1}\u{B}e\nf\u{FFFE}g"
        layout.items[0].icon = .symbol("x<y>&\"z\"")
        layout.items[0].selectedIcon = .image("i'\u{0}")
        layout.items[0].badge = "<9>"
        let svg = SVGPreview.render(layout, appearance: .both)
        let report = SVGInspector.inspect(Data(svg.utf8))
        XCTAssertNil(report.error, report.error ?? "")
        XCTAssertTrue(svg.contains("A&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;\u{FFFD}\u{FFFD}e f\u{FFFD}g"), "title escaped")
        XCTAssertTrue(svg.contains("&lt;9&gt;"), "badge escaped")
        XCTAssertTrue(report.texts.contains("A<b>&\"c\"'d'\u{FFFD}\u{FFFD}e f\u{FFFD}g"), "the parsed text is the title")
        for scalar in svg.unicodeScalars {
            XCTAssertTrue(SVGWriter.isXMLCharacter(scalar), "U+\(String(scalar.value, radix: 16)) in the output")
        }
    }

    func testExtremeLayoutsStillGiveValidSVG() throws {
        let base = try XCTUnwrap(Self.layouts("notch").first)
        var variants: [ResolvedLayout] = []
        var wide = base
        wide.style.margins = Insets(leading: 300, trailing: 300, bottom: 500)
        wide.style.cornerRadius = 500
        variants.append(wide)
        var deep = base
        deep.style.shape = .notch(depth: 500, width: 1000)
        deep.style.height = 30
        deep.style.iconSize = 64
        deep.style.titleFont = Font(size: 40, weight: .black)
        deep.style.border = Border(width: 80, color: .asset("Edge"), edges: .top)
        deep.style.shadow = Shadow(color: .dynamic(light: .asset("A"), dark: .system("clear")), opacity: 1, radius: 0, x: -5, y: 9)
        deep.items[1].raised = Raised(size: 0, offset: 300)
        deep.items[0].badge = String(repeating: "9", count: 40)
        variants.append(deep)
        var many = base
        many.style.distribution = .equalSpacing
        many.style.indicator = .dot(size: 0, color: .hex(red: 1, green: 2, blue: 3, alpha: 0))
        many.style.corners = []
        for index in 0..<9 {
            var item = base.items[0]
            item.id = "tab\(index)"
            item.title = String(repeating: "W", count: index * 5)
            many.items.append(item)
        }
        variants.append(many)
        for (index, layout) in variants.enumerated() {
            for appearance in PreviewAppearance.allCases {
                let svg = SVGPreview.render(layout, appearance: appearance)
                XCTAssertNil(SVGInspector.inspect(Data(svg.utf8)).error, "variant \(index)")
                XCTAssertFalse(svg.lowercased().contains("nan") || svg.contains("inf"), "variant \(index)")
            }
        }
    }

    func testNumberFormat() {
        XCTAssertEqual(SVGWriter.number(60), "60")
        XCTAssertEqual(SVGWriter.number(17.7), "17.7")
        XCTAssertEqual(SVGWriter.number(0.125), "0.13")
        XCTAssertEqual(SVGWriter.number(-2.25), "-2.25")
        XCTAssertEqual(SVGWriter.number(-0.001), "0")
        XCTAssertEqual(SVGWriter.number(1.0 / 3.0), "0.33")
        XCTAssertEqual(SVGWriter.number(0.1 + 0.2), "0.3")
        XCTAssertEqual(SVGWriter.number(1.05), "1.05")
        XCTAssertEqual(SVGWriter.number(.nan), "0")
        XCTAssertEqual(SVGWriter.hex(RGBAColor(red: 10, green: 132, blue: 255)), "#0A84FF")
    }

    func testSelectionProblems() throws {
        let finance = try XCTUnwrap(Self.layouts("finance").first)
        XCTAssertNil(SVGPreview.selectionProblem("calendar", in: finance))
        XCTAssertTrue(try XCTUnwrap(SVGPreview.selectionProblem("add", in: finance)).contains("is a modal"))
        XCTAssertTrue(try XCTUnwrap(SVGPreview.selectionProblem("calender", in: finance)).contains("did you mean 'calendar'?"))
        // The library falls back to the initial item rather than drawing a modal selected.
        XCTAssertEqual(SVGPreview.render(finance, selected: "add"), SVGPreview.render(finance))
    }

    func testNotchCurveFollowsTheNotchExample() {
        let notch = NotchGeometry(centerX: 195, top: 0, halfWidth: 74, depth: 37)
        XCTAssertEqual(notch.edgeY(atX: 195), 37, accuracy: 0.01)
        XCTAssertEqual(notch.edgeY(atX: 195 - 74), 0, accuracy: 0.01)
        XCTAssertEqual(notch.edgeY(atX: 195 + 80), 0)
        XCTAssertEqual(notch.edgeY(atX: 195 - 37), notch.edgeY(atX: 195 + 37), accuracy: 0.001)
        XCTAssertGreaterThan(notch.edgeY(atX: 195 - 20), notch.edgeY(atX: 195 - 50))
    }

    // MARK: - iOS 26 glass (`--design glass`)

    func testGlassGoldens() throws {
        for name in Self.glassCases {
            let svg = SVGPreview.render(try Self.layouts(name), appearance: .both, design: .glass)
            Golden.check(svg, against: Self.goldenURL("\(name)-glass"))
            if Self.drawnExamples.contains(name) {
                Golden.check(svg, against: Paths.root.appendingPathComponent("docs/images/\(name)-glass.svg"))
            }
        }
    }

    /// The glass design changes kind: system layouts only, and draws them as a capsule with
    /// plain items: no notch, raised button or indicator, none of the style's colors but the tints.
    func testGlassDrawsASystemBarAsACapsuleWithoutDecorations() throws {
        var systemLayouts = 0
        for name in Self.drawnExamples + Self.fixtures {
            for layout in try Self.layouts(name) {
                let screen = PreviewLayout.screen(for: layout, selected: layout.initial, design: .glass)
                guard layout.kind == .system else {
                    XCTAssertFalse(screen.isGlass, layout.name)
                    XCTAssertEqual(SVGPreview.render(layout, appearance: .both, design: .glass),
                                   SVGPreview.render(layout, appearance: .both), "\(layout.name): kind: custom looks the same in both designs")
                    continue
                }
                systemLayouts += 1
                XCTAssertTrue(screen.isGlass, layout.name)
                let capsule = screen.barRect
                XCTAssertEqual(capsule, PreviewRect(x: 21, y: screen.barTop, width: 348, height: 62), layout.name)
                XCTAssertEqual(screen.cornerRadius, 31, "\(layout.name): fully rounded ends")
                XCTAssertEqual(screen.height - capsule.maxY, 21, "\(layout.name): floats above the home indicator")
                XCTAssertNil(screen.notch, layout.name)
                XCTAssertNil(screen.indicator, layout.name)
                XCTAssertEqual(screen.items.count, layout.items.count)
                for item in screen.items {
                    XCTAssertNil(item.raised, "\(layout.name).\(item.item.id) is a plain item")
                    XCTAssertTrue(item.centerX > capsule.x && item.centerX < capsule.maxX, "\(item.item.id) in the capsule")
                    XCTAssertGreaterThanOrEqual(item.iconRect.y, capsule.y, "\(item.item.id)'s icon in the capsule")
                    XCTAssertFalse(item.isSelected && item.item.role == .modal, "a modal is never selected")
                }
                let selected = try XCTUnwrap(screen.selectedItem)
                let highlight = try XCTUnwrap(screen.selectionRect)
                XCTAssertTrue(highlight.x < selected.centerX && selected.centerX < highlight.maxX, "the highlight is behind \(selected.item.id)")
            }
        }
        XCTAssertEqual(systemLayouts, 3, "rounded, notch and Studio")

        // The SVG of a system layout with every decoration: none of them is in it.
        let studio = try XCTUnwrap(Self.layouts("system-features").first)
        let classic = SVGPreview.render(studio, appearance: .both)
        let glass = SVGPreview.render(studio, appearance: .both, design: .glass)
        XCTAssertTrue(classic.contains("#00FF00") && classic.contains("p0-shadow") && classic.contains("StudioBar"),
                      "the classic design draws the border, the shadow and the asset placeholder")
        XCTAssertFalse(glass.contains("#00FF00"), "no border")
        XCTAssertFalse(glass.contains("p0-shadow"), "no shadow of the style")
        XCTAssertFalse(glass.contains("StudioBar"), "the background is not drawn, so it is not an unknown asset color")
        XCTAssertTrue(glass.contains("kind: system · 4 items · selected: feed · iOS 26 glass"))
        XCTAssertNil(SVGInspector.inspect(Data(glass.utf8)).error)
    }

    func testGlassCapsuleInPixels() throws {
        guard let rendered = try renderGolden("notch", design: .glass) else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let screen = panel.screen
            let capsule = screen.barRect
            let page = PixelImage.Color(panel.palette.page)
            let first = screen.items[0]
            let add = screen.items[1]
            let second = screen.items[2]
            // The glass itself, at the top center where the classic bar has its notch.
            let glass = try pixel(image, panel, capsule.midX, capsule.y + 6)
            XCTAssertGreaterThan(glass.distance(to: page), 15, "\(panel.side): the capsule is drawn at the top center, no notch: \(glass)")
            if panel.side == .light {
                XCTAssertGreaterThan(glass.luminance, 0.85, "the light glass is light")
            } else {
                XCTAssertLessThan(glass.luminance, 0.15, "the dark glass is dark")
            }
            // The page beside the capsule (it floats, inset from the sides), around its rounded
            // ends, and above it, where the classic design has the raised button.
            try expect(image, panel, 8, capsule.midY, is: panel.palette.page, "the page beside the capsule")
            let corner = try pixel(image, panel, capsule.x + 2, capsule.y + 2)
            XCTAssertLessThan(corner.distance(to: page), corner.distance(to: glass), "\(panel.side): the capsule's end is rounded: \(corner)")
            try expect(image, panel, add.centerX, capsule.y - 20, is: panel.palette.page, "no raised button above the capsule")
            // Items: the selected tab in selectedTint, the others and the raised modal in tint.
            let (fx, fy) = ring(first)
            let (ax, ay) = ring(add)
            let (sx, sy) = ring(second)
            try expect(image, panel, fx, fy, is: panel.palette.selectedTint, "the selected item's icon")
            try expect(image, panel, ax, ay, is: panel.palette.tint, "the raised modal, drawn as a plain item")
            try expect(image, panel, sx, sy, is: panel.palette.tint, "an unselected item's icon")
            // The highlight behind the selected tab: darker glass in light appearance, lighter in dark.
            let highlight = try XCTUnwrap(screen.selectionRect)
            let behind = try pixel(image, panel, highlight.x + 12, highlight.midY)
            let plain = try pixel(image, panel, second.centerX + 30, highlight.midY)
            if panel.side == .light {
                XCTAssertLessThan(behind.luminance, plain.luminance - 0.02, "light: the highlight is darker than the glass")
            } else {
                XCTAssertGreaterThan(behind.luminance, plain.luminance + 0.01, "dark: the highlight is lighter than the glass")
            }
        }
    }

    func testGlassKeepsBadgesAndTints() throws {
        guard let rendered = try renderGolden("system-features", design: .glass) else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels where panel.layout.name == "Studio" {
            let screen = panel.screen
            for item in screen.items {
                let (x, y) = ring(item)
                try expect(image, panel, x, y, is: item.isSelected ? panel.palette.selectedTint : panel.palette.tint,
                           "\(item.item.id)'s icon")
                if let badge = item.badgeRect {
                    try expect(image, panel, badge.x + 3, badge.midY, is: panel.palette.badge, "\(item.item.id)'s badge")
                }
            }
            XCTAssertEqual(screen.items.compactMap(\.badgeRect).count, 2)
            // The icon size of the style applies.
            XCTAssertEqual(screen.items[0].iconRect.width, 24)
        }
    }

    // MARK: - Pixels

    /// Renders a golden and returns it with the canvas that places its screens.
    func renderGolden(_ name: String, design: PreviewDesign = .classic,
                      file: StaticString = #filePath, line: UInt = #line) throws -> (PixelImage, PreviewCanvas)? {
        let canvas = PreviewCanvas(layouts: try Self.layouts(name), appearance: .both, selected: nil, design: design)
        let golden = design == .glass ? try Self.glassGolden(name) : try Self.golden(name)
        XCTAssertEqual(SVGPreview.draw(canvas), golden, "the \(design) golden of \(name) is out of date", file: file, line: line)
        guard let image = try PixelProbe.render(golden, name: name, file: file, line: line) else { return nil }
        XCTAssertEqual(image.width, Int(canvas.width * PixelImage.zoom), file: file, line: line)
        XCTAssertEqual(image.height, Int(canvas.height * PixelImage.zoom), file: file, line: line)
        return (image, canvas)
    }

    func render(_ layouts: [ResolvedLayout], selected: String? = nil, name: String,
                file: StaticString = #filePath, line: UInt = #line) throws -> (PixelImage, PreviewCanvas)? {
        let canvas = PreviewCanvas(layouts: layouts, appearance: .both, selected: selected)
        guard let image = try PixelProbe.render(SVGPreview.draw(canvas), name: name, file: file, line: line) else { return nil }
        return (image, canvas)
    }

    /// The color at a point of a screen.
    func pixel(_ image: PixelImage, _ panel: PreviewPanel, _ x: Double, _ y: Double,
               file: StaticString = #filePath, line: UInt = #line) throws -> PixelImage.Color {
        try XCTUnwrap(image.color(atX: panel.screenOrigin.x + x, y: panel.screenOrigin.y + y),
                      "(\(x), \(y)) is outside the image", file: file, line: line)
    }

    func expect(_ image: PixelImage, _ panel: PreviewPanel, _ x: Double, _ y: Double, is expected: RGBAColor,
                tolerance: Int = 10, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = try pixel(image, panel, x, y, file: file, line: line)
        let want = PixelImage.Color(expected)
        XCTAssertLessThanOrEqual(actual.distance(to: want), tolerance,
                                 "\(panel.layout.name) \(panel.side.rawValue): \(what) at (\(x), \(y)) is \(actual), expected \(want)",
                                 file: file, line: line)
    }

    /// A point on the left side of an icon placeholder's outline (its stroke's middle).
    func ring(_ item: ItemGeometry) -> (Double, Double) {
        (item.iconRect.x + IconPlaceholder.strokeWidth(item.iconRect.width) / 2, item.iconRect.midY)
    }

    func testEveryGoldenRendersWithRsvg() throws {
        let cases = (Self.drawnExamples + ["features"]).map { ($0, PreviewDesign.classic) } + Self.glassCases.map { ($0, PreviewDesign.glass) }
        for (name, design) in cases {
            guard let rendered = try renderGolden(name, design: design) else { return }
            let (image, canvas) = rendered
            // The canvas background at the top left corner: the picture was drawn.
            XCTAssertEqual(image.color(atX: 2, y: 2), PixelImage.Color(Chrome.canvas), name)
            XCTAssertEqual(canvas.panels.count, Self.fixtures.contains(name) ? 4 : 2)
        }
    }

    func testFinanceSelectedTintDiffersFromUnselectedAndDarkBarIsDark() throws {
        guard let rendered = try renderGolden("finance") else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let screen = panel.screen
            let home = screen.items[0]
            let calendar = screen.items[2]
            XCTAssertTrue(home.isSelected)
            let (hx, hy) = ring(home)
            let (cx, cy) = ring(calendar)
            try expect(image, panel, hx, hy, is: panel.palette.selectedTint, "the selected item's icon")
            try expect(image, panel, cx, cy, is: panel.palette.tint, "an unselected item's icon")
            XCTAssertGreaterThan(try pixel(image, panel, hx, hy).distance(to: try pixel(image, panel, cx, cy)), 60)
            // The floating bar: its fill, with the page beside it (margins 40) and below it (the safe area).
            let bar = screen.barRect
            try expect(image, panel, bar.x + 6, bar.y + 6, is: panel.palette.bar, "the bar's fill")
            try expect(image, panel, bar.x - 12, bar.midY, is: panel.palette.page, "the page beside the floating bar")
            try expect(image, panel, bar.midX - 110, screen.safeAreaTop + 6, is: panel.palette.page, "the page below the floating bar")
            let luminance = try pixel(image, panel, bar.x + 6, bar.y + 6).luminance
            if panel.side == .light {
                XCTAssertGreaterThan(luminance, 0.9, "the light appearance's bar is light")
            } else {
                XCTAssertLessThan(luminance, 0.05, "the dark appearance's bar is dark")
            }
        }
    }

    func testSelectedOptionMovesTheTint() throws {
        guard let rendered = try render(try Self.layouts("finance"), selected: "calendar", name: "finance-calendar") else {
            return
        }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let (hx, hy) = ring(panel.screen.items[0])
            let (cx, cy) = ring(panel.screen.items[2])
            try expect(image, panel, cx, cy, is: panel.palette.selectedTint, "the selected calendar icon")
            try expect(image, panel, hx, hy, is: panel.palette.tint, "the unselected home icon")
        }
    }

    func testMessengerIconOnlyItems() throws {
        guard let rendered = try renderGolden("messenger") else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let items = panel.screen.items
            for item in items {
                let (x, y) = ring(item)
                try expect(image, panel, x, y, is: item.isSelected ? panel.palette.selectedTint : panel.palette.tint,
                           "\(item.item.id)'s icon")
            }
            // lightGray is not dynamic: the same bar in both appearances, down through the safe area.
            try expect(image, panel, 6, panel.screen.barTop + 6, is: RGBAColor(red: 170, green: 170, blue: 170), "the bar")
            try expect(image, panel, 60, panel.screen.safeAreaTop + 10, is: RGBAColor(red: 170, green: 170, blue: 170),
                       "the bar's background in the safe area")
        }
    }

    func testNotchCutAndRaisedButton() throws {
        guard let rendered = try renderGolden("notch") else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let screen = panel.screen
            let notch = try XCTUnwrap(screen.notch)
            let add = try XCTUnwrap(screen.items.first { $0.item.id == "add" })
            let raised = try XCTUnwrap(add.raised)
            let top = screen.barTop
            XCTAssertEqual(raised.center.x, notch.centerX, "the raised button is centered on the notch")
            // The raised button's fill rises above the bar's top edge.
            try expect(image, panel, raised.center.x, top - 50 + 8, is: panel.palette.selectedTint, "the raised button near its top")
            try expect(image, panel, raised.center.x - 30, top - 3, is: panel.palette.selectedTint, "the raised button above the edge")
            try expect(image, panel, raised.center.x, top - 50 - 10, is: panel.palette.page, "the page above the raised button")
            // The bar's fill just beside the notch, on both sides.
            for side in [-1.0, 1.0] {
                try expect(image, panel, notch.centerX + side * (notch.halfWidth + 10), top + 5, is: panel.palette.bar,
                           "the bar beside the notch")
            }
            // In the cut beside the button the page shows, not the bar (a gray shadow darkens it a little).
            var found = false
            for step in stride(from: 0.3, through: 1.0, by: 0.01) {
                let x = notch.centerX - notch.halfWidth * step
                let y = top + 2
                let clearOfButton = ((x - raised.center.x) * (x - raised.center.x) + (y - raised.center.y) * (y - raised.center.y))
                    .squareRoot() > raised.radius + 3
                guard clearOfButton, notch.edgeY(atX: x) > y + 3 else { continue }
                let color = try pixel(image, panel, x, y)
                XCTAssertLessThan(color.distance(to: PixelImage.Color(panel.palette.page)),
                                  color.distance(to: PixelImage.Color(panel.palette.bar)),
                                  "\(panel.side): the notch shows the page at (\(x), \(y)), not the bar: \(color)")
                found = true
                break
            }
            XCTAssertTrue(found, "no point in the notch beside the raised button")
        }

        // Without the raised button, the page shows at the center of the bar's top edge.
        var layout = try XCTUnwrap(Self.layouts("notch").first)
        for index in layout.items.indices { layout.items[index].raised = nil }
        guard let bareRender = try render([layout], name: "notch-bare") else { return }
        let (bare, bareCanvas) = bareRender
        for panel in bareCanvas.panels {
            let screen = panel.screen
            let notch = try XCTUnwrap(screen.notch)
            try expect(bare, panel, notch.centerX, screen.barTop + 1.5, is: panel.palette.page, "the center of the top edge")
            // Deeper in, the bar's shadow falls into the cut from three sides: nearer the page than the bar still.
            let middle = try pixel(bare, panel, notch.centerX, screen.barTop + notch.depth / 2)
            XCTAssertLessThan(middle.distance(to: PixelImage.Color(panel.palette.page)), middle.distance(to: PixelImage.Color(panel.palette.bar)),
                              "\(panel.side): the middle of the notch shows the page: \(middle)")
            try expect(bare, panel, notch.centerX, screen.barTop + notch.depth + 4, is: panel.palette.bar, "the bar below the notch")
            try expect(bare, panel, notch.centerX + notch.halfWidth + 10, screen.barTop + 5, is: panel.palette.bar,
                       "the bar beside the notch")
        }
    }

    func testRoundedTopCornersAndTopOnlyBorder() throws {
        guard let rendered = try renderGolden("rounded") else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels {
            let screen = panel.screen
            let bar = screen.barRect
            let top = screen.barTop
            let radius = screen.cornerRadius
            XCTAssertEqual(radius, 17.7)
            let red = RGBAColor(red: 255, green: 0, blue: 0)
            XCTAssertEqual(panel.palette.border, red)
            // The top corners are rounded: just inside the bar's corner square is the page.
            try expect(image, panel, bar.x + 1.5, top + 1.5, is: panel.palette.page, "the rounded top leading corner")
            try expect(image, panel, bar.maxX - 1.5, top + 1.5, is: panel.palette.page, "the rounded top trailing corner")
            // The border runs along the top edge and around the rounded corners, centered on the
            // edge as the generated bar strokes it…
            for x in [60.0, 195, 330] {
                try expect(image, panel, x, top + 0.5, is: red, "the top border")
            }
            let onArc = radius * 0.5.squareRoot()
            try expect(image, panel, bar.x + radius - onArc, top + radius - onArc, is: red, tolerance: 24, "the border on the corner")
            try expect(image, panel, bar.maxX - radius + onArc, top + radius - onArc, is: red, tolerance: 24,
                       "the border on the trailing corner")
            // …but not down the sides or anywhere else.
            try expect(image, panel, bar.x + 1.5, top + radius + 12, is: panel.palette.bar, "the leading side, no border")
            try expect(image, panel, bar.maxX - 1.5, top + radius + 12, is: panel.palette.bar, "the trailing side, no border")
            try expect(image, panel, 195, top + 8, is: panel.palette.bar, "the bar under the border")
            try expect(image, panel, 60, screen.safeAreaTop + 12, is: panel.palette.bar, "the bar's background in the safe area")
            let luminance = try pixel(image, panel, 195, top + 8).luminance
            if panel.side == .light {
                XCTAssertGreaterThan(luminance, 0.9, "the light appearance's bar is light")
            } else {
                XCTAssertLessThan(luminance, 0.05, "the dark appearance's bar is dark")
            }
        }
    }

    func testKickboardIndicatorIsUnderTheSelectedItemOnly() throws {
        guard let rendered = try renderGolden("kickboard") else { return }
        let (image, canvas) = rendered
        try checkIndicator(image, canvas, selectedIndex: 0)
        guard let movedRender = try render(try Self.layouts("kickboard"), selected: "myPage", name: "kickboard-mypage") else {
            return
        }
        let (moved, movedCanvas) = movedRender
        try checkIndicator(moved, movedCanvas, selectedIndex: 2)
    }

    func checkIndicator(_ image: PixelImage, _ canvas: PreviewCanvas, selectedIndex: Int,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        for panel in canvas.panels {
            let screen = panel.screen
            guard case .underline(let rect) = try XCTUnwrap(screen.indicator, file: file, line: line) else {
                return XCTFail("expected an underline", file: file, line: line)
            }
            let indicator = try XCTUnwrap(panel.palette.indicator, file: file, line: line)
            XCTAssertEqual(indicator, panel.palette.selectedTint, "the underline's color defaults to selectedTint", file: file, line: line)
            XCTAssertEqual(rect.maxY, screen.barTop + panel.layout.style.height, "at the bottom of the bar", file: file, line: line)
            for (index, item) in screen.items.enumerated() {
                try expect(image, panel, item.centerX, rect.midY, is: index == selectedIndex ? indicator : panel.palette.bar,
                           index == selectedIndex ? "the indicator under the selected item" : "no indicator under \(item.item.id)",
                           file: file, line: line)
            }
            let selected = screen.items[selectedIndex]
            try expect(image, panel, selected.centerX + rect.width / 2 + 3, rect.midY, is: panel.palette.bar,
                       "the indicator is 50 pt wide", file: file, line: line)
        }
    }

    func testBadgesDotIndicatorAndAssetPlaceholder() throws {
        guard let rendered = try renderGolden("features") else { return }
        let (image, canvas) = rendered
        for panel in canvas.panels where panel.layout.name == "Mail" {
            let screen = panel.screen
            for item in screen.items where item.item.badge != nil {
                let badge = try XCTUnwrap(item.badgeRect)
                try expect(image, panel, badge.x + 3, badge.midY, is: panel.palette.badge, "\(item.item.id)'s badge")
            }
            guard case .dot(let center, _) = try XCTUnwrap(screen.indicator) else { return XCTFail("expected a dot") }
            try expect(image, panel, center.x, center.y, is: panel.palette.selectedTint, "the dot under the selected item")
            XCTAssertEqual(panel.palette.placeholders, ["BarColor"])
            try expect(image, panel, screen.barRect.x + 30, screen.barTop + 4, is: panel.palette.bar, "the placeholder fill")
            let compose = try XCTUnwrap(screen.items.first { $0.item.id == "compose" }?.raised)
            // `raised(color: systemOrange)`, not the tints.
            let orange = try XCTUnwrap(PreviewPalette.resolve(.system("systemOrange"), side: panel.side))
            XCTAssertEqual(panel.palette.raised, orange)
            try expect(image, panel, compose.center.x, screen.barTop - 14 + 4, is: orange, "the raised modal in its own color")
        }
    }
}

extension PixelImage.Color {
    init(_ color: RGBAColor) {
        self.init(red: Int(color.red), green: Int(color.green), blue: Int(color.blue))
    }
}

/// Reads an SVG with Foundation's XMLParser: well-formedness, ids and references.
final class SVGInspector: NSObject, XMLParserDelegate {
    struct Report {
        var error: String?
        var root: String?
        var duplicateIDs: [String] = []
        var missingReferences: [String] = []
        var externalReferences: [String] = []
        var texts: [String] = []
    }

    private var report = Report()
    private var ids: Set<String> = []
    private var references: [String] = []
    private var text = ""

    static func inspect(_ data: Data) -> Report {
        let inspector = SVGInspector()
        let parser = XMLParser(data: data)
        parser.delegate = inspector
        if !parser.parse() {
            inspector.report.error = parser.parserError.map { "\($0)" } ?? "parse failed"
        }
        inspector.report.missingReferences = inspector.references.filter { !inspector.ids.contains($0) }
        return inspector.report
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if report.root == nil { report.root = name }
        if ["image", "script", "style", "foreignObject", "use", "a"].contains(name) {
            report.externalReferences.append("<\(name)>")
        }
        for (key, value) in attributes {
            if key == "id" && !ids.insert(value).inserted { report.duplicateIDs.append(value) }
            if key.hasSuffix("href") { report.externalReferences.append("\(key)=\(value)") }
            if key != "xmlns" && (value.contains("http:") || value.contains("https:") || value.contains("data:")) {
                report.externalReferences.append("\(key)=\(value)")
            }
            var rest = Substring(value)
            while let start = rest.range(of: "url(") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                let target = after[..<end]
                if target.hasPrefix("#") {
                    references.append(String(target.dropFirst()))
                } else {
                    report.externalReferences.append("\(key)=\(value)")
                }
                rest = after[end...]
            }
        }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !text.isEmpty { report.texts.append(text) }
        text = ""
    }
}
