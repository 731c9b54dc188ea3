import Foundation
import XCTest
@testable import TabDSL

/// The drawn bar's geometry is computed three times — by tabc (`BarGeometry`, which the preview
/// draws from), by the generated `<Name>TabBarGeometry` type in the app, and by the UIKit bar
/// that lays itself out from that type — and the three must agree, or the bar would look
/// different from its preview. For every `kind: custom` example and the layouts of
/// `Fixtures/geometry` (a notch around a raised tab and around the middle, both indicators,
/// both distributions, floating bars with unequal margins, a list of corners, top and full
/// borders), left to right and right to left, with every tab selected in turn, this compares:
///
/// - tabc's `BarGeometry` with the generated type, compiled against Foundation alone and run;
/// - the UIKit bar's frames on the UIKit stub (items, raised button, indicator) with
///   `BarGeometry` for the bar's size and safe area, the raised button's hit area (a point in
///   its circle above the bar hits it, the corner of its square and a point above the circle
///   don't) and the Dynamic Type cap of its titles;
/// - the preview's drawing (item centers, raised circle, notch, indicator, outline, on a
///   right-to-left page mirrored as `preview --locale` mirrors it) with `BarGeometry`.
///
/// All within 0.01 pt.
final class BarGeometryAgreementTests: XCTestCase {
    static let tolerance = 0.01

    /// The preview's screen, which the UIKit stub's window matches: 390 pt wide, 34 pt of
    /// bottom safe area.
    static let screenWidth = ScreenGeometry.width
    static let bottomSafeArea = ScreenGeometry.safeArea

    /// Every `kind: custom` UIKit layout of the examples, then the fixtures'.
    static func layouts() throws -> [ResolvedLayout] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Paths.examples.path)
            .filter { $0.hasSuffix(".tabs") }.sorted().map { Paths.examples.appendingPathComponent($0) }
        var layouts: [ResolvedLayout] = []
        for url in examples + [Paths.fixtures.appendingPathComponent("geometry/layouts.tabs")] {
            let source = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            let compiled = Compiler.compile(source, loader: { _ in .notFound })
            let resolved = try XCTUnwrap(compiled.resolved, "\(url.lastPathComponent) has errors")
            layouts += resolved.layouts.filter { $0.kind == .custom && $0.framework == .uikit }
        }
        return layouts
    }

    /// The bar's size on the preview's screen (and on the stub's phone-sized window): a floating
    /// bar is `height` tall inside its margins, a docked one reaches the screen's bottom edge.
    static func barSize(_ layout: ResolvedLayout) -> (width: Double, height: Double, bottom: Double) {
        let margins = layout.style.margins
        let floating = margins.leading > 0 || margins.trailing > 0 || margins.bottom > 0
        return (screenWidth - margins.leading - margins.trailing, layout.style.height + (floating ? 0 : bottomSafeArea),
                floating ? 0 : bottomSafeArea)
    }

    // MARK: - The generated type, against Foundation alone

    func testTheGeneratedTypeComputesWhatTabcComputes() throws {
        let layouts = try Self.layouts()
        XCTAssertGreaterThanOrEqual(layouts.count, 6, "the three custom examples and the three fixtures")
        let folder = try makeTemporaryFolder("geometry-foundation")
        defer { try? FileManager.default.removeItem(at: folder) }
        var source = CodePrinter()
        source.line("import Foundation")
        var main = ["import Foundation", ""]
        for layout in layouts {
            let swift = SwiftLayout(layout)
            source.line()
            swift.printNeutralEnum(&source)
            source.line()
            swift.printBarGeometryType(&source)
            main += Self.foundationReport(layout)
        }
        let geometry = folder.appendingPathComponent("Geometry.swift")
        try Data(source.output.utf8).write(to: geometry)
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(main.joined(separator: "\n").utf8).write(to: mainFile)
        let executable = folder.appendingPathComponent("geometry").path
        let (status, output) = try Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-o", executable, geometry.path,
                                               GeneratedSources.foundationStub.path, mainFile.path], in: folder)
        XCTAssertEqual(status, 0, "the geometry types compile against Foundation alone:\n\(output)")
        guard status == 0 else { return }
        let run = try Command.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let report = Report(run.output)
        var compared = 0
        for layout in layouts {
            let size = Self.barSize(layout)
            let widths = Self.naturalWidths(layout)
            for rightToLeft in [false, true] {
                let key = "\(layout.name) \(rightToLeft ? 1 : 0)"
                let tabc = BarGeometry(layout, width: size.width, height: size.height, bottom: size.bottom,
                                       isRightToLeft: rightToLeft, naturalWidths: widths)
                compare(report[key + " row"], Self.numbers(tabc.row), "\(key): row")
                for (index, slot) in tabc.slots.enumerated() {
                    compare(report[key + " slot \(index)"], Self.numbers(slot), "\(key): slot \(index)")
                    if let indicator = tabc.indicatorFrame(for: layout.items[index].id) {
                        compare(report[key + " indicator \(index)"], Self.numbers(indicator), "\(key): indicator under \(index)")
                    }
                }
                if let raised = tabc.raisedButtonFrame {
                    compare(report[key + " raised"], Self.numbers(raised), "\(key): raised button")
                }
                compare(path: report[path: key + " outline"], Self.tokens(tabc.outline), "\(key): outline")
                if layout.style.border?.edges == .top {
                    compare(path: report[path: key + " topEdge"], Self.tokens(tabc.topEdge), "\(key): top edge")
                }
                compared += 1
            }
            if layout.items.contains(where: { $0.title != nil }) {
                compare(report["\(layout.name) cap"], [BarGeometry.titleMaximumPointSize(layout.style)], "\(layout.name): Dynamic Type cap")
            }
        }
        XCTAssertEqual(compared, layouts.count * 2)
    }

    /// The lines of `main.swift` that print `layout`'s generated geometry for the preview's
    /// inputs, left to right and right to left.
    static func foundationReport(_ layout: ResolvedLayout) -> [String] {
        let swift = SwiftLayout(layout)
        let type = swift.geometryType
        let size = barSize(layout)
        var lines = [
            "func describe(_ elements: [\(type).PathElement]) -> String {",
            "    elements.map { element -> String in",
            "        switch element {",
            "        case .move(let point): return \"M \\(point.x) \\(point.y)\"",
            "        case .line(let point): return \"L \\(point.x) \\(point.y)\"",
            "        case .curve(let point, let control1, let control2):",
            "            return \"C \\(control1.x) \\(control1.y) \\(control2.x) \\(control2.y) \\(point.x) \\(point.y)\"",
            "        case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):",
            "            return \"A \\(center.x) \\(center.y) \\(radius) \\(startAngle) \\(endAngle) \\(clockwise ? 1 : 0)\"",
            "        case .close: return \"Z\"",
            "        }",
            "    }.joined(separator: \" \")",
            "}",
        ]
        let widths = naturalWidths(layout).enumerated().map { index, width in
            "\(swift.qualifiedCase(id: layout.items[index].id)): \(width)"
        }
        let widthArgument = layout.style.distribution == .equalSpacing ? ", naturalWidths: [\(widths.joined(separator: ", "))]" : ""
        lines += [
            "for rightToLeft in [false, true] {",
            "    let geometry = \(type)(size: CGSize(width: \(size.width), height: \(size.height)), bottom: \(size.bottom), isRightToLeft: rightToLeft\(widthArgument))",
            "    let key = \"\(layout.name) \\(rightToLeft ? 1 : 0)\"",
            "    print(key + \" row|\\(geometry.row.minX) \\(geometry.row.minY) \\(geometry.row.width) \\(geometry.row.height)\")",
            "    for (index, tab) in \(swift.tabType).allCases.enumerated() {",
            "        let slot = geometry.itemFrame(for: tab)",
            "        print(key + \" slot \\(index)|\\(slot.minX) \\(slot.minY) \\(slot.width) \\(slot.height)\")",
        ]
        if layout.style.indicator != .none {
            lines += [
                "        let indicator = geometry.indicatorFrame(for: tab)",
                "        print(key + \" indicator \\(index)|\\(indicator.minX) \\(indicator.minY) \\(indicator.width) \\(indicator.height)\")",
            ]
        }
        lines.append("    }")
        if layout.raisedItem != nil {
            lines.append("    print(key + \" raised|\\(geometry.raisedButtonFrame.minX) \\(geometry.raisedButtonFrame.minY) \\(geometry.raisedButtonFrame.width) \\(geometry.raisedButtonFrame.height)\")")
        }
        lines.append("    print(key + \" outline|\" + describe(geometry.outline))")
        if layout.style.border?.edges == .top {
            lines.append("    print(key + \" topEdge|\" + describe(geometry.topEdge))")
        }
        lines.append("}")
        if layout.items.contains(where: { $0.title != nil }) {
            lines.append("print(\"\(layout.name) cap|\\(\(type).titleMaximumPointSize)\")")
        }
        return lines
    }

    /// The items' natural widths as the preview estimates them (for `equalSpacing`).
    static func naturalWidths(_ layout: ResolvedLayout) -> [Double] {
        PreviewLayout.naturalWidths(layout)
    }

    // MARK: - The UIKit bar, on the stub

    func testTheUIKitBarLaysOutAndDrawsWhatTabcComputes() throws {
        let layouts = try Self.layouts()
        let stubs = try StubModules.shared.folder()
        let folder = try makeTemporaryFolder("geometry-uikit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try GeneratedSources.write([ExampleModels.file("geometry", layouts)], to: folder)
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(Self.uiKitReport(layouts).joined(separator: "\n").utf8).write(to: mainFile)
        let harness = Paths.root.appendingPathComponent("Tests/Support/Behaviour/Harness.swift").path
        let executable = folder.appendingPathComponent("geometry").path
        let (status, output) = try Swiftc.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Geometry", "-I", stubs.path]
                + StubModules.shared.linkArguments(stubs) + ["-o", executable] + generated + [harness, mainFile.path],
            in: folder)
        XCTAssertEqual(status, 0, "building the UIKit report failed:\n\(output)")
        guard status == 0 else { return }
        let run = try Command.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let report = Report(run.output)
        for layout in layouts {
            let expected = Self.barSize(layout)
            for rightToLeft in [false, true] {
                let key = "\(layout.name) \(rightToLeft ? 1 : 0)"
                guard let bar = report[key + " bar"], bar.count == 7 else {
                    XCTFail("\(key): no bar in the report:\n\(run.output)")
                    continue
                }
                // The bar is as large as in the preview and as far from the leading edge (the
                // margins swap sides right to left), so both lay out the same row.
                compare(Array(bar[2..<4]), [expected.width, expected.height], "\(key): the bar's size")
                let previewBar = PreviewLayout.screen(for: rightToLeft ? PreviewLocale("ar").apply(to: layout, catalogs: []) : layout,
                                                      selected: layout.initial).barRect
                compare([bar[0]], [previewBar.x], "\(key): the bar's x")
                var widths = Array(repeating: 0.0, count: layout.items.count)
                for index in layout.items.indices {
                    widths[index] = report[key + " natural \(index)"]?.first ?? 0
                }
                let tabc = BarGeometry(layout, width: bar[2], height: bar[3], left: bar[4], right: bar[5], bottom: bar[6],
                                       isRightToLeft: rightToLeft, naturalWidths: widths)
                for (index, item) in layout.items.enumerated() {
                    // The bar's `itemFrame(for:)` is the raised button's frame for the raised item.
                    let expectedFrame = item.raised == nil ? tabc.slots[index] : tabc.raisedButtonFrame ?? tabc.slots[index]
                    compare(report[key + " item \(index)"], Self.numbers(expectedFrame), "\(key): \(item.id)'s frame")
                }
                if let raised = tabc.raisedButtonFrame {
                    compare(report[key + " raised"], Self.numbers(raised), "\(key): raised button")
                    // Inside the circle above the bar, the corner of its square, above the circle.
                    XCTAssertEqual(report[key + " hit"], [1, 0, 0, raised.y + 2 < 0 ? 1 : 0],
                                   "\(key): the raised button takes touches in its circle (above the bar too) and nowhere else")
                }
                for (index, item) in layout.items.enumerated() where item.role == .tab {
                    if let indicator = tabc.indicatorFrame(for: item.id) {
                        compare(report[key + " indicator \(index)"], Self.numbers(indicator), "\(key): indicator under \(item.id)")
                    }
                }
            }
            if layout.items.contains(where: { $0.title != nil && $0.raised == nil }) {
                compare(report["\(layout.name) 0 titleSize"], [BarGeometry.titleMaximumPointSize(layout.style)],
                        "\(layout.name): titles stop growing at the Dynamic Type cap")
            }
        }
    }

    /// `main.swift` of the UIKit report: each layout's controller in the stub's phone-sized
    /// window, left to right and right to left; the bar's frame and safe area, the items'
    /// natural widths and frames, the raised button's frame and hit tests, the indicator's
    /// frame with each tab selected, and a title's size at the largest text size.
    static func uiKitReport(_ layouts: [ResolvedLayout]) -> [String] {
        var lines = [
            "import UIKit",
            "",
            "@MainActor func numbers(_ rect: CGRect) -> String { \"\\(rect.minX) \\(rect.minY) \\(rect.width) \\(rect.height)\" }",
            "",
        ]
        var calls: [String] = []
        for (number, layout) in layouts.enumerated() {
            let swift = SwiftLayout(layout)
            let arguments = layout.dependencies.map { "\(SwiftNames.identifier($0.name)): \($0.type)()" }.joined(separator: ", ")
            let identifiers = layout.items.map { SwiftNames.stringLiteral($0.accessibility.identifier) }
            lines += [
                "@MainActor func report\(number)(rightToLeft: Bool) {",
                "    let controller = \(swift.controllerType)(\(arguments))",
                "    let window = host(controller, rightToLeft: rightToLeft)",
                "    let bar = controller.tabBar",
                "    let key = \"\(layout.name) \\(rightToLeft ? 1 : 0)\"",
                "    let insets = bar.safeAreaInsets",
                "    print(key + \" bar|\\(numbers(bar.frame)) \\(insets.left) \\(insets.right) \\(insets.bottom)\")",
                "    let row = \(swift.geometryType).row(size: bar.bounds.size, left: insets.left, right: insets.right, bottom: insets.bottom)",
                "    let identifiers = [\(identifiers.joined(separator: ", "))]",
                "    for (index, tab) in \(swift.tabType).allCases.enumerated() {",
                "        let item = find(identifiers[index], in: bar)",
                "        print(key + \" natural \\(index)|\\(item?.sizeThatFits(row.size).width ?? -1)\")",
                "        print(key + \" item \\(index)|\\(numbers(bar.itemFrame(for: tab)))\")",
                "    }",
            ]
            if let raised = layout.raisedItem {
                lines += [
                    "    if let raised = find(\(SwiftNames.stringLiteral(raised.accessibility.identifier)), in: bar) {",
                    "        let frame = raised.frame",
                    "        print(key + \" raised|\\(numbers(frame))\")",
                    "        let points = [CGPoint(x: frame.midX, y: frame.minY + 2), CGPoint(x: frame.minX + 2, y: frame.minY + 2), CGPoint(x: frame.midX, y: frame.minY - 2)]",
                    "        let hits = points.map { window.hitTest(bar.convert($0, to: window), with: nil) === raised ? 1 : 0 }",
                    "        print(key + \" hit|\\(hits[0]) \\(hits[1]) \\(hits[2]) \\(points[0].y < 0 ? 1 : 0)\")",
                    "    }",
                ]
            }
            if layout.style.indicator != .none {
                for (index, item) in layout.items.enumerated() where item.role == .tab {
                    lines += [
                        "    controller.select(\(swift.qualifiedCase(id: item.id)), animated: false)",
                        "    window.layoutIfNeeded()",
                        "    if let indicator = bar.subviews.last(where: { !($0 is UIControl) }) {",
                        "        print(key + \" indicator \(index)|\\(numbers(indicator.frame))\")",
                        "    }",
                    ]
                }
            }
            if let titled = layout.items.first(where: { $0.title != nil && $0.raised == nil }) {
                lines += [
                    "    window.stubSetTraitOverride(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))",
                    "    window.layoutIfNeeded()",
                    "    let label = find(\(SwiftNames.stringLiteral(titled.accessibility.identifier)), in: bar)?.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }",
                    "    print(key + \" titleSize|\\(label?.stubEffectivePointSize ?? -1)\")",
                ]
            }
            lines += ["    _ = window", "}", ""]
            calls += ["report\(number)(rightToLeft: false)", "report\(number)(rightToLeft: true)"]
        }
        return lines + calls
    }

    // MARK: - The preview

    func testThePreviewDrawsWhatTabcComputes() throws {
        let arabic = PreviewLocale("ar")
        XCTAssertTrue(arabic.isRightToLeft)
        for layout in try Self.layouts() {
            let size = Self.barSize(layout)
            for rightToLeft in [false, true] {
                // A right-to-left page is drawn from the mirrored layout, as `preview --locale` does.
                let drawn = rightToLeft ? arabic.apply(to: layout, catalogs: []) : layout
                for item in layout.items where item.role == .tab {
                    let key = "\(layout.name) \(rightToLeft ? 1 : 0) \(item.id)"
                    let screen = PreviewLayout.screen(for: drawn, selected: item.id)
                    let bar = screen.barRect
                    compare([bar.width, bar.height], [size.width, size.height], "\(key): the bar's size")
                    // The natural widths the preview gives, in the mirrored layout's order.
                    let widths = Self.naturalWidths(drawn)
                    let byID = Dictionary(uniqueKeysWithValues: zip(drawn.items.map(\.id), widths))
                    let tabc = BarGeometry(layout, width: size.width, height: size.height, bottom: size.bottom,
                                           isRightToLeft: rightToLeft, naturalWidths: layout.items.map { byID[$0.id] ?? 0 })
                    for (index, original) in layout.items.enumerated() {
                        guard let drawnItem = screen.items.first(where: { $0.item.id == original.id }) else {
                            XCTFail("\(key): \(original.id) not drawn")
                            continue
                        }
                        compare([drawnItem.centerX], [bar.x + tabc.slots[index].midX], "\(key): \(original.id)'s center")
                        if let raised = drawnItem.raised, let circle = tabc.raisedButtonFrame {
                            compare([raised.center.x, raised.center.y, raised.radius * 2],
                                    [bar.x + circle.midX, bar.y + circle.midY, circle.width], "\(key): the raised circle")
                        }
                    }
                    if let frame = tabc.indicatorFrame(for: item.id) {
                        switch screen.indicator {
                        case .underline(let rect)?:
                            compare(Self.numbers(rect), [bar.x + frame.x, bar.y + frame.y, frame.width, frame.height], "\(key): underline")
                        case .dot(let center, let radius)?:
                            compare([center.x, center.y, radius * 2], [bar.x + frame.midX, bar.y + frame.midY, frame.width], "\(key): dot")
                        case nil:
                            XCTFail("\(key): no indicator drawn")
                        }
                    } else {
                        XCTAssertNil(screen.indicator, key)
                    }
                    if let notch = tabc.notch {
                        compare(screen.notch.map { [$0.centerX, $0.halfWidth, $0.depth] }, [bar.x + notch.centerX, notch.halfWidth, notch.depth],
                                "\(key): notch")
                    }
                    let drawnBar = try XCTUnwrap(screen.bar)
                    compare(path: Self.tokens(drawnBar.outline).map(\.description), Self.tokens(tabc.outline), "\(key): outline")
                    compare(path: Self.tokens(drawnBar.topEdge).map(\.description), Self.tokens(tabc.topEdge), "\(key): top edge")
                }
            }
        }
    }

    // MARK: - Comparing

    /// The lines of a report: a key, `|`, then numbers or path tokens separated by spaces.
    struct Report {
        private var values: [String: [String]] = [:]

        init(_ output: String) {
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                values[String(parts[0])] = parts[1].split(separator: " ").map(String.init)
            }
        }

        subscript(key: String) -> [Double]? { values[key].map { $0.compactMap(Double.init) } }

        subscript(path key: String) -> [String]? { values[key] }
    }

    static func numbers(_ rect: PreviewRect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

    /// A path as the report prints it: a letter per element, then its numbers.
    static func tokens(_ elements: [BarGeometry.PathElement]) -> [PathToken] {
        var tokens: [PathToken] = []
        for element in elements {
            switch element {
            case .move(let point): tokens += [.letter("M"), .number(point.x), .number(point.y)]
            case .line(let point): tokens += [.letter("L"), .number(point.x), .number(point.y)]
            case .curve(let point, let control1, let control2):
                tokens += [.letter("C")] + [control1.x, control1.y, control2.x, control2.y, point.x, point.y].map(PathToken.number)
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                tokens += [.letter("A")] + [center.x, center.y, radius, startAngle, endAngle, clockwise ? 1 : 0].map(PathToken.number)
            case .close: tokens.append(.letter("Z"))
            }
        }
        return tokens
    }

    enum PathToken: CustomStringConvertible {
        case letter(String)
        case number(Double)

        var description: String {
            switch self {
            case .letter(let letter): return letter
            case .number(let value): return "\(value)"
            }
        }
    }

    func compare(_ actual: [Double]?, _ expected: [Double], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("\(what): not reported", file: file, line: line) }
        XCTAssertEqual(actual.count, expected.count, "\(what): \(actual) vs \(expected)", file: file, line: line)
        for (a, e) in zip(actual, expected) where abs(a - e) > Self.tolerance {
            return XCTFail("\(what): \(actual) vs \(expected)", file: file, line: line)
        }
    }

    func compare(path actual: [String]?, _ expected: [PathToken], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("\(what): not reported", file: file, line: line) }
        let expectedText = expected.map(\.description).joined(separator: " ")
        guard actual.count == expected.count else {
            return XCTFail("\(what): \(actual.joined(separator: " ")) vs \(expectedText)", file: file, line: line)
        }
        for (word, token) in zip(actual, expected) {
            switch token {
            case .letter(let letter) where word == letter: continue
            case .number(let value) where Double(word).map({ abs($0 - value) <= Self.tolerance }) ?? false: continue
            default: return XCTFail("\(what): \(actual.joined(separator: " ")) vs \(expectedText)", file: file, line: line)
            }
        }
    }
}
