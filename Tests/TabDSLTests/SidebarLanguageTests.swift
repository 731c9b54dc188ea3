import XCTest
@testable import TabDSL

/// iPadOS 18 and iOS 26 in the language: `section` as a contextual word, the model and JSON of
/// sections, the search item, the accessory and the material, and the language server's view
/// of sections (outline, rename, completion).
final class SidebarLanguageTests: XCTestCase {
    static let uri = "file:///proj/music.tabs"

    static let music = """
        layout Music {
            kind: system
            sidebar: adaptable
            initial: artists
            accessory: MiniPlayerView(player: player)
            inject player: Player
            item home {
                title: "Home"
                icon: symbol("house")
                screen: HomeViewController
            }
            section library {
                title: "Library"
                item artists {
                    title: "Artists"
                    icon: symbol("music.mic")
                    screen: ArtistsViewController
                }
                item albums {
                    title: "Albums"
                    icon: symbol("square.stack")
                    screen: AlbumsViewController
                }
            }
            item search {
                title: "Search"
                icon: symbol("magnifyingglass")
                role: search
                screen: SearchViewController
            }
        }

        """

    static func compile(_ text: String) -> CompiledFile {
        Compiler.compile(SourceFile(path: "music.tabs", text: text), loader: { _ in .notFound })
    }

    func testSectionsResolveInDeclarationOrder() throws {
        let compiled = Self.compile(Self.music)
        XCTAssertEqual(GCCRenderer().render(compiled.diagnostics), "")
        let layout = try XCTUnwrap(compiled.resolved?.layouts.first)
        XCTAssertEqual(layout.items.map(\.id), ["home", "artists", "albums", "search"])
        XCTAssertEqual(layout.items.map(\.tag), [0, 1, 2, 3])
        XCTAssertEqual(layout.items.map(\.section), [nil, "library", "library", nil])
        XCTAssertEqual(layout.items.map(\.isSearch), [false, false, false, true])
        XCTAssertEqual(layout.searchItem?.id, "search")
        XCTAssertEqual(layout.initial, "artists")
        XCTAssertEqual(layout.sidebar, .adaptable)
        XCTAssertEqual(layout.sections, [ResolvedSection(id: "library", title: "Library", icon: nil)])
        XCTAssertEqual(layout.accessory, .type(name: "MiniPlayerView", arguments: [ScreenArgument(label: "player", value: .dependency("player"))]))
        XCTAssertEqual(layout.style.material, .none)
        // The accessory uses the dependency: no TAB307.
        XCTAssertFalse(compiled.diagnostics.contains { $0.code == .TAB307 })
    }

    func testJSONCarriesTheNewKeys() throws {
        let json = try XCTUnwrap(Self.compile(Self.music).resolved.map(JSONGenerator.generate))
        XCTAssertTrue(json.contains("\"schemaVersion\": 2,"))
        XCTAssertTrue(json.contains("\"sidebar\": \"adaptable\","))
        XCTAssertTrue(json.contains("\"role\": \"search\",\n          \"section\": null,"))
        XCTAssertTrue(json.contains("\"role\": \"tab\",\n          \"section\": \"library\","))
        XCTAssertTrue(json.contains("\"sections\": [\n        {\n          \"id\": \"library\",\n          \"title\": \"Library\",\n          \"icon\": null\n        }\n      ],"))
        XCTAssertTrue(json.contains("\"material\": \"none\""))
        let failures = try SchemaValidator.validate(documents: [("music", Data(json.utf8))], schema: Data(JSONSchema.generate().utf8))
        XCTAssertEqual(failures, [])
    }

    func testSectionIsAWordOnlyBeforeANameAndABrace() {
        let tree = Parser.parse(SourceFile(path: "x.tabs", text: """
            layout A {
                section: 1
                section library
                {
                }
                item section {
                }
            }
            """)).tree
        guard case .layout(let layout)? = tree.declarations.first else { return XCTFail("no layout") }
        let kinds = layout.body.members.map { member -> String in
            switch member {
            case .property(let property): return "property \(property.name.text)"
            case .section(let section): return "section \(section.name?.text ?? "")"
            case .item(let item): return "item \(item.name?.text ?? "")"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["property section", "section library", "item section"])
    }

    func testMaterialResolvesForDrawnBars() throws {
        let compiled = Self.compile("""
            layout A {
                item home {
                    title: "Home"
                    icon: symbol("house")
                    screen: Home
                }
                style {
                    material: glass
                }
            }
            """)
        XCTAssertEqual(GCCRenderer().render(compiled.diagnostics), "")
        XCTAssertEqual(compiled.resolved?.layouts.first?.style.material, .glass)
    }

    // MARK: - Language server

    func testSectionsAreNamespacesInTheOutline() {
        var client = LSPClient.initialized()
        client.open(Self.uri, Self.music)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue ?? []
        let children = symbols.first?["children"]?.arrayValue ?? []
        XCTAssertEqual(children.map { $0["name"] }, ["home", "library", "search"])
        XCTAssertEqual(children.map { $0["kind"] }, [22, 3, 22])
        let section = children.count > 1 ? children[1] : .null
        XCTAssertEqual(section["children"]?.arrayValue?.map { $0["name"] }, ["artists", "albums"])
        XCTAssertEqual(section["selectionRange"]?["start"], LSPClient.position(11, 12))
    }

    func testRenameASectionAndAnItemInIt() {
        var client = LSPClient.initialized()
        client.open(Self.uri, Self.music)
        let edit = client.request("textDocument/rename", ["textDocument": ["uri": .string(Self.uri)],
                                                         "position": LSPClient.position(11, 14), "newName": "collection"])
        let renamed = EditApplier.apply(edit["changes"]?[Self.uri]?.arrayValue ?? [], to: Self.music)
        XCTAssertTrue(renamed.contains("section collection {"))
        // Sections share the items' ids: renaming one to an item's id is refused.
        let clash = client.requestMessage("textDocument/rename", ["textDocument": ["uri": .string(Self.uri)],
                                                                  "position": LSPClient.position(11, 14), "newName": "home"])
        XCTAssertTrue(clash["error"]?["message"]?.stringValue?.contains("already exists") ?? false)
        // `initial` names an item inside a section: both rename together.
        let item = client.request("textDocument/rename", ["textDocument": ["uri": .string(Self.uri)],
                                                         "position": LSPClient.position(13, 16), "newName": "singers"])
        let both = EditApplier.apply(item["changes"]?[Self.uri]?.arrayValue ?? [], to: Self.music)
        XCTAssertTrue(both.contains("initial: singers") && both.contains("item singers {"))
    }

    func testHoverInASectionAndOnTheNewProperties() {
        var client = LSPClient.initialized()
        client.open(Self.uri, Self.music)
        func hover(_ line: Int, _ character: Int) -> String? {
            client.request("textDocument/hover", LSPClient.at(Self.uri, line, character))["contents"]?["value"]?.stringValue
        }
        XCTAssertTrue(hover(2, 6)?.contains(Schema.property(named: "sidebar")?.summary ?? "-") ?? false, "sidebar")
        XCTAssertTrue(hover(12, 10)?.contains(Schema.property(named: "title")?.summary ?? "-") ?? false, "a section's title")
        XCTAssertTrue(hover(27, 10)?.contains(Schema.property(named: "role")?.summary ?? "-") ?? false, "role in an item")
    }

    func testCompletionInASectionAndOfSections() {
        let text = MarkedText("layout A {\n    sidebar: adaptable\n    section s {\n        ⌖\n    }\n    ro\n}\n")
        var client = LSPClient.initialized()
        client.open(Self.uri, text.text)
        let result = client.request("textDocument/completion", LSPClient.at(Self.uri, text.line, text.utf16Column))
        let labels = (result["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        XCTAssertEqual(Set(labels), ["title", "icon", "item"])
        let inLayout = MarkedText("layout A {\n    ⌖\n}\n")
        client.open(Self.uri, inLayout.text)
        let layoutLabels = (client.request("textDocument/completion", LSPClient.at(Self.uri, inLayout.line, inLayout.utf16Column))["items"]?
            .arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        for label in ["section", "sidebar", "accessory"] { XCTAssertTrue(layoutLabels.contains(label), label) }
        XCTAssertFalse(layoutLabels.contains("role"), "an item's property")
    }
}
