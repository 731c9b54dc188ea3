import Foundation
import XCTest
@testable import TabDSL

/// A section's title is a text people read, like an item's: it has a key
/// (`<Layout>.<section>.title`), a default value and a translator's comment, and everything
/// built on the texts — JSON, `check --strings`, `preview --locale`, hover, the generated
/// lookups — sees it.
final class SectionTextsTests: XCTestCase {
    static let source = """
        layout Music {
            kind: system
            framework: swiftui
            sidebar: adaptable
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeView()
            }
            /// The heading of the user's own music in the sidebar.
            section library {
                title: "Library"
                item artists {
                    title: "Artists"
                    icon: symbol("music.mic")
                    screen: ArtistsView()
                }
            }
            section store {
                title: "Store"
                icon: symbol("bag")
                item radio {
                    title: "Radio"
                    icon: symbol("dot.radiowaves.left.and.right")
                    screen: RadioView()
                }
            }
        }

        """

    static func compile(_ text: String = source) -> CompiledFile {
        Compiler.compile(SourceFile(path: "music.tabs", text: text), loader: { _ in .notFound })
    }

    static func layout(_ text: String = source) throws -> ResolvedLayout {
        let compiled = compile(text)
        return try XCTUnwrap(compiled.resolved?.layouts.first, GCCRenderer().render(compiled.diagnostics))
    }

    static var plainSource: String {
        source.replacingOccurrences(of: "    sidebar: adaptable\n", with: "    sidebar: adaptable\n    strings: none\n")
    }

    /// A catalog with German for some of the texts: `Music.store.title` is missing and
    /// `Music.artists.title` is not translated.
    static let catalogJSON = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Music.home.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } },
            "Music.library.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Mediathek" } } } },
            "Music.artists.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
            "Music.radio.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Radio" } } } }
          },
          "version" : "1.0"
        }
        """

    static func catalog() throws -> StringCatalog {
        try StringCatalog.read(Array(catalogJSON.utf8), path: "Localizable.xcstrings").get()
    }

    func testSectionTitlesAreTextsInDeclarationOrder() throws {
        let texts = try Self.layout().texts
        XCTAssertEqual(texts.map(\.key), [
            "Music.home.title", "Music.library.title", "Music.artists.title", "Music.store.title", "Music.radio.title",
        ])
        guard texts.count == 5 else { return }
        XCTAssertEqual(texts[1].defaultValue, "Library")
        XCTAssertTrue(texts[1].isSectionTitle)
        XCTAssertFalse(texts[2].isSectionTitle)
        // The doc comment, or a sentence naming the section.
        XCTAssertEqual(texts[1].comment, "The heading of the user's own music in the sidebar.")
        XCTAssertEqual(texts[3].comment, "Title of the \"store\" section of the Music tab bar")
    }

    func testJSONKeepsASectionToItsThreeKeys() throws {
        // The JSON format fixes a section as {"id", "title", "icon"}; its title's key is
        // derived (`<Layout>.<section>.title`), so no consumer needs it listed.
        let json = JSONGenerator.generate(ResolvedFile(source: SourceFile(path: "music.tabs", bytes: []), layouts: [try Self.layout()]))
        XCTAssertTrue(json.contains("""
                      "title": "Store",
                      "icon": {
                        "symbol": "bag"
                      }
                    }
            """), json)
        let failures = try SchemaValidator.validate(documents: [("music", Data(json.utf8))],
                                                    schema: Data(JSONSchema.generate().utf8))
        XCTAssertEqual(failures, [])
    }

    func testCatalogCheckReportsASectionsTitleAtItsTitle() throws {
        let compiled = Self.compile()
        let resolved = try XCTUnwrap(compiled.resolved)
        let diagnostics = StringCatalogCheck.diagnostics(for: resolved, tree: compiled.tree, catalogs: [try Self.catalog()])
        // The item inside a section is found too.
        XCTAssertEqual(GCCRenderer().render(diagnostics), """
            music.tabs:14:20: warning: 'Music.artists.title' is not translated in de in the string catalog 'Localizable.xcstrings' [TAB313]
            music.tabs:20:16: warning: 'Music.store.title' is not in the string catalog 'Localizable.xcstrings', so it is untranslated in de [TAB313]

            """)
    }

    func testPreviewLocaleTranslatesSectionTitles() throws {
        let layout = try Self.layout()
        let german = PreviewLocale("de").apply(to: layout, catalogs: [try Self.catalog()])
        XCTAssertEqual(german.sections.map(\.title), ["Mediathek", "Store"])
        XCTAssertEqual(german.items.map(\.title), ["Start", "Artists", "Radio"])
        // The legend names each section by its title, in the language drawn.
        let svg = SVGPreview.render([layout], locale: PreviewLocale("de"), catalogs: [try Self.catalog()])
        XCTAssertTrue(svg.contains("section library (&quot;Mediathek&quot;)") || svg.contains("section library (\"Mediathek\")"), svg)
    }

    func testHoverOnASectionTitleShowsItsKey() {
        var client = LSPClient.initialized()
        let uri = "file:///proj/music.tabs"
        client.open(uri, Self.source)
        // Line 20 (0-based 19) is `        title: "Store"`.
        let hover = client.request("textDocument/hover", LSPClient.at(uri, 19, 18))
        XCTAssertEqual(hover["contents"]?["value"]?.stringValue,
                       "text `Music.store.title`\n\nlooked up in the strings table `Localizable`; "
                           + "translator comment: Title of the \"store\" section of the Music tab bar")
        XCTAssertEqual(hover["range"]?["start"], LSPClient.position(19, 15))
    }

    func testSwiftUISectionHeaderIsLookedUpAndALiteralUnderStringsNone() throws {
        let swift = SwiftGenerator.generate(ResolvedFile(source: SourceFile(path: "music.tabs", bytes: []), layouts: [try Self.layout()]))
        XCTAssertTrue(swift.contains("""
            Text(verbatim: String(localized: "Music.library.title", defaultValue: "Library", table: "Localizable", \
            bundle: resourceBundle, comment: "The heading of the user's own music in the sidebar."))
            """), swift)
        let plain = SwiftGenerator.generate(ResolvedFile(source: SourceFile(path: "music.tabs", bytes: []),
                                                         layouts: [try Self.layout(Self.plainSource)]))
        XCTAssertTrue(plain.contains("Label { Text(verbatim: \"Store\") } icon: { Image(systemName: \"bag\") }"), plain)
        XCTAssertFalse(plain.contains("String(localized:"), plain)
    }

    func testSectionTitleExpressionIsSharedByBothFrameworks() throws {
        let layout = try Self.layout()
        let section = try XCTUnwrap(layout.sections.last)
        XCTAssertEqual(SwiftLayout(layout).sectionTitleExpression(section, bundle: "bundle"),
                       "String(localized: \"Music.store.title\", defaultValue: \"Store\", table: \"Localizable\", "
                           + "bundle: bundle, comment: \"Title of the \\\"store\\\" section of the Music tab bar\")")
        let plain = try XCTUnwrap(try Self.layout(Self.plainSource).sections.last)
        XCTAssertEqual(SwiftLayout(try Self.layout(Self.plainSource)).sectionTitleExpression(plain), "\"Store\"")
    }

    func testASectionsDocCommentIsKeptByTheParserAndTheFormatter() throws {
        let tree = Self.compile().tree
        guard case .layout(let layout)? = tree.declarations.first,
              case .section(let section)? = layout.body.members.first(where: { if case .section = $0 { return true } else { return false } })
        else { return XCTFail("no section") }
        XCTAssertEqual(section.docs.map(\.text), ["The heading of the user's own music in the sidebar."])
        let formatted = try TabsFormatter.format(SourceFile(path: "music.tabs", text: Self.source)).get()
        XCTAssertEqual(formatted, Self.source)
    }
}
