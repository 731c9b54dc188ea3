import Foundation
import XCTest
@testable import TabDSL

/// `tabc preview --locale LANG [--strings CATALOG]`: the texts of that language, right to left
/// for right-to-left languages, integer badges in the language's digits; and, rendered to
/// pixels, Korean and Arabic titles drawn with real glyphs, not missing-glyph boxes.
final class PreviewLocaleTests: XCTestCase {
    static let folder = Paths.fixtures.appendingPathComponent("strings")

    static func catalog() throws -> StringCatalog {
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        return try StringCatalog.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path).get()
    }

    static func finance() throws -> ResolvedLayout {
        let url = folder.appendingPathComponent("finance.tabs")
        let compiled = Compiler.compile(SourceFile(path: "finance.tabs", bytes: Array(try Data(contentsOf: url))))
        return try XCTUnwrap(compiled.resolved?.layouts.first)
    }

    static let korean = """
        layout Shop {
            item home {
                title: "홈"
                icon: symbol("house")
                screen: HomeViewController
                badge: 12
            }
            item search {
                title: "검색"
                icon: symbol("magnifyingglass")
                screen: SearchViewController
            }
            item profile {
                title: "프로필"
                icon: symbol("person")
                screen: ProfileViewController
            }
        }

        """

    func testDirectionAndDigits() {
        XCTAssertTrue(PreviewLocale("ar").isRightToLeft)
        XCTAssertTrue(PreviewLocale("he-IL").isRightToLeft)
        XCTAssertTrue(PreviewLocale("fa_IR").isRightToLeft)
        XCTAssertFalse(PreviewLocale("de").isRightToLeft)
        XCTAssertFalse(PreviewLocale("ko").isRightToLeft)
        XCTAssertEqual(PreviewLocale("ar").localizedDigits("120"), "١٢٠")
        XCTAssertEqual(PreviewLocale("ar-EG").localizedDigits("7"), "٧")
        XCTAssertEqual(PreviewLocale("ar-MA").localizedDigits("7"), "7")
        XCTAssertEqual(PreviewLocale("fa").localizedDigits("45"), "۴۵")
        XCTAssertEqual(PreviewLocale("de").localizedDigits("45"), "45")
    }

    func testTextsAreTranslatedWithDefaultValuesWhereTheCatalogHasNone() throws {
        let layout = try Self.finance()
        let german = PreviewLocale("de-DE").apply(to: layout, catalogs: [try Self.catalog()])
        XCTAssertEqual(german.items.map(\.id), ["home", "stats", "add", "settings"])
        XCTAssertEqual(german.items.map(\.title), ["Start", "Statistik", nil, nil])
        // The title's text is the label of an item without one.
        XCTAssertEqual(german.items.map(\.accessibility.label), ["Start", "Statistik", "Zahlung hinzufügen", "Settings"])
        // Not translated (one variation needs review): the default value.
        XCTAssertEqual(german.items[1].accessibility.hint, "Shows where your money went")
        XCTAssertEqual(german.items[0].badge, "3")

        let arabic = PreviewLocale("ar").apply(to: layout, catalogs: [try Self.catalog()])
        XCTAssertEqual(arabic.items.map(\.id), ["settings", "add", "stats", "home"], "right to left")
        XCTAssertEqual(arabic.items[3].title, "الرئيسية")
        XCTAssertEqual(arabic.items[3].badge, "٣")
        XCTAssertEqual(arabic.items[2].title, "Statistics", "state 'new' is not a translation")
        XCTAssertEqual(arabic.items[2].accessibility.hint, "يعرض أين ذهبت أموالك", "every variation translated")
        XCTAssertEqual(arabic.items[2].badge, "New", "marked not to translate")
    }

    func testPreviewCommandTakesLocaleAndStrings() throws {
        let run = try Tabc.run(["preview", "--locale", "ar", "--strings", "Localizable.xcstrings", "--layout", "Finance", "-o", "-",
                                "finance.tabs"], in: Self.folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("xml:lang=\"ar\""))
        XCTAssertTrue(run.standardOutput.contains(">الرئيسية</text>"))
        XCTAssertTrue(run.standardOutput.contains(">٣</text>"))
        let bad = try Tabc.run(["preview", "--locale", "de", "--strings", "NotJSON.xcstrings", "-o", "-", "finance.tabs"], in: Self.folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.standardError.contains("[TAB314]"), bad.standardError)
    }

    // MARK: - Pixels

    /// A fontconfig setup with only DejaVu (Latin, Greek, Cyrillic): what a machine without
    /// CJK and Arabic fonts draws, the missing-glyph boxes.
    static func latinOnlyFonts() throws -> [String: String] {
        let dejavu = "/usr/share/fonts/truetype/dejavu"
        guard FileManager.default.fileExists(atPath: dejavu) else {
            if RequiredTool.isRequired { throw RequiredTool.Missing(description: "install Debian's fonts-dejavu-core") }
            throw XCTSkip("install Debian's fonts-dejavu-core (apt-get install -y fonts-dejavu-core)")
        }
        let folder = try makeTemporaryFolder("latin-fonts")
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(dejavu)</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>

            """.utf8).write(to: config)
        return ["FONTCONFIG_FILE": config.path]
    }

    /// How many pixels differ (by more than a faint anti-aliasing step) inside `rect`, a
    /// rectangle of the screen of the drawing's first panel.
    static func differingPixels(_ a: PixelImage, _ b: PixelImage, in rect: PreviewRect, panel: PreviewPanel) -> Int {
        var count = 0
        let origin = panel.screenOrigin
        var y = rect.y
        while y < rect.maxY {
            var x = rect.x
            while x < rect.maxX {
                if let first = a.color(atX: origin.x + x, y: origin.y + y), let second = b.color(atX: origin.x + x, y: origin.y + y),
                   first.distance(to: second) > 40 {
                    count += 1
                }
                x += 0.5
            }
            y += 0.5
        }
        return count
    }

    /// The page's large title and the bar: where the texts are.
    static let pageTitle = PreviewRect(x: 0, y: 62, width: ScreenGeometry.width, height: 48)

    /// Renders `layout` in `locale` with the installed fonts and with DejaVu only; returns both
    /// and the drawing's panel.
    func render(_ layout: ResolvedLayout, locale: String, catalogs: [StringCatalog]) throws
        -> (fonts: PixelImage, boxes: PixelImage, panel: PreviewPanel)? {
        let localized = PreviewLocale(locale).apply(to: layout, catalogs: catalogs)
        var canvas = PreviewCanvas(layouts: [localized], appearance: .light, selected: nil)
        canvas.language = locale
        let svg = SVGPreview.draw(canvas)
        guard let fonts = try PixelProbe.render(svg, name: "locale-\(locale)"),
              let boxes = try PixelProbe.render(svg, name: "locale-\(locale)-boxes", environment: try Self.latinOnlyFonts()) else {
            return nil
        }
        return (fonts, boxes, canvas.panels[0])
    }

    /// The mean x (in screen points) of the selected tint's pixels in the bar, where the
    /// selected item is drawn.
    static func selectedX(_ image: PixelImage, panel: PreviewPanel) -> Double? {
        let blue = PixelImage.Color(red: 0, green: 122, blue: 255)
        var sum = 0.0
        var count = 0.0
        let origin = panel.screenOrigin
        var y = panel.screen.barTop
        while y < panel.screen.barTop + 49 {
            var x = 0.0
            while x < ScreenGeometry.width {
                if let color = image.color(atX: origin.x + x, y: origin.y + y), color.distance(to: blue) < 50 {
                    sum += x
                    count += 1
                }
                x += 1
            }
            y += 1
        }
        return count > 0 ? sum / count : nil
    }

    func testKoreanTitlesAreDrawnWithHangulGlyphs() throws {
        try RequiredTool.checkFont(language: "ko", package: "fonts-noto-cjk")
        let layout = try XCTUnwrap(Compiler.compile(SourceFile(path: "shop.tabs", bytes: Array(Self.korean.utf8))).resolved?.layouts.first)
        guard let rendered = try render(layout, locale: "ko", catalogs: []) else { return }
        let (fonts, boxes, panel) = rendered
        // Without a Korean font the title is boxes; with one, Hangul: the pictures differ.
        XCTAssertGreaterThan(Self.differingPixels(fonts, boxes, in: Self.pageTitle, panel: panel), 200,
                             "the Korean title is drawn as missing-glyph boxes")
        let bar = PreviewRect(x: 0, y: panel.screen.barTop, width: ScreenGeometry.width, height: 49)
        XCTAssertGreaterThan(Self.differingPixels(fonts, boxes, in: bar, panel: panel), 50, "the tab titles are boxes")
        let x = try XCTUnwrap(Self.selectedX(fonts, panel: panel))
        XCTAssertLessThan(x, ScreenGeometry.width / 3, "left to right: the first tab, selected, is on the left")
    }

    func testGermanTitlesAreTranslatedLeftToRight() throws {
        let layout = try Self.finance()
        guard let rendered = try render(layout, locale: "de", catalogs: [try Self.catalog()]) else { return }
        let (german, _, panel) = rendered
        var english = PreviewCanvas(layouts: [layout], appearance: .light, selected: nil)
        english.language = nil
        guard let original = try PixelProbe.render(SVGPreview.draw(english), name: "locale-en") else { return }
        XCTAssertGreaterThan(Self.differingPixels(german, original, in: Self.pageTitle, panel: panel), 200,
                             "'Start' is drawn instead of 'Home'")
        let x = try XCTUnwrap(Self.selectedX(german, panel: panel))
        XCTAssertLessThan(x, ScreenGeometry.width / 3, "left to right: the first tab, selected, is on the left")
    }

    func testArabicIsDrawnRightToLeftWithArabicGlyphs() throws {
        try RequiredTool.checkFont(language: "ar", package: "fonts-noto-core")
        let layout = try Self.finance()
        guard let rendered = try render(layout, locale: "ar", catalogs: [try Self.catalog()]) else { return }
        let (fonts, boxes, panel) = rendered
        XCTAssertGreaterThan(Self.differingPixels(fonts, boxes, in: Self.pageTitle, panel: panel), 200,
                             "the Arabic title is drawn as missing-glyph boxes")
        let x = try XCTUnwrap(Self.selectedX(fonts, panel: panel))
        XCTAssertGreaterThan(x, ScreenGeometry.width * 2 / 3, "right to left: the first tab, selected, is on the right")
    }
}
