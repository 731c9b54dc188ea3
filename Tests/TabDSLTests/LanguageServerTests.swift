import Foundation
import XCTest
@testable import TabDSL

/// The message sequences of docs/editors-and-ci.md, one test per capability and per robustness rule, sent to
/// the server value through its byte interface.
final class LanguageServerTests: XCTestCase {
    static let app = "file:///proj/app.tabs"
    static let styles = "file:///proj/styles.tabs"

    static let korean = MarkedText("""
    layout App {
        item home {
            title: "홈 화면"; badge: ⌖true
            icon: symbol("house")
            screen: HomeViewController
        }
    }

    """)

    static let sample = """
    import "styles.tabs"

    layout Finance {
        initial: home
        inject manager: TransactionManager

        item home {
            title: "Home"
            icon: symbol("house")
            screen: HomeViewController(manager: manager)
        }

        modal add {
            icon: symbol("plus")
            accessibilityLabel: "Add"
            screen: AddViewController(manager: manager)
            afterDismiss: select(home)
        }

        item calendar {
            title: "Calendar"
            icon: symbol("calendar")
            screen: CalendarViewController
        }

        style {
            base: Brand
            tint: systemBlue
            background: #FFFFFF
            selectedTint: asset("Accent")
        }
    }

    """

    static let stylesText = """
    style Brand {
        height: 60
    }

    """

    // MARK: - Initialize

    func testInitializeNegotiatesUTF8WhenOfferedAndAnnouncesCapabilities() {
        var client = LSPClient()
        let result = client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
        let capabilities = result["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], "utf-8")
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], 2)
        XCTAssertEqual(capabilities?["textDocumentSync"]?["openClose"], true)
        XCTAssertEqual(capabilities?["textDocumentSync"]?["save"]?["includeText"], false)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            XCTAssertEqual(capabilities?[provider], true, provider)
        }
        XCTAssertNotNil(capabilities?["completionProvider"])
        XCTAssertEqual(capabilities?["renameProvider"]?["prepareProvider"], true)
        XCTAssertEqual(capabilities?["codeActionProvider"]?["codeActionKinds"], ["quickfix"])
    }

    func testInitializeFallsBackToUTF16() {
        var client = LSPClient()
        let result = client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-32"]]]])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-16")
        var plain = LSPClient()
        XCTAssertEqual(plain.request("initialize", ["capabilities": [:]])["capabilities"]?["positionEncoding"], "utf-16")
    }

    // MARK: - Diagnostics

    func testDiagnosticsOfUnsavedTextInUTF16OnAKoreanLine() throws {
        var client = LSPClient.initialized()
        let output = client.open(Self.app, Self.korean.text, version: 7)
        let params = try XCTUnwrap(LSPClient.published(Self.app, in: output))
        XCTAssertEqual(params["version"], 7)
        let diagnostic = try XCTUnwrap(params["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(diagnostic["code"], "TAB202")
        XCTAssertEqual(diagnostic["source"], "tabc")
        XCTAssertEqual(diagnostic["severity"], 1)
        XCTAssertEqual(diagnostic["range"]?["start"], LSPClient.position(Self.korean.line, Self.korean.utf16Column))
        XCTAssertEqual(diagnostic["range"]?["end"], LSPClient.position(Self.korean.line, Self.korean.utf16Column + 4))
        // The message as `tabc check` prints it.
        let check = Checker.check([SourceFile(path: "/proj/app.tabs", text: Self.korean.text)])
        XCTAssertEqual(diagnostic["message"]?.stringValue, check.first?.message)
    }

    func testDiagnosticsInUTF8WhenNegotiated() throws {
        var client = LSPClient.initialized(encodings: ["utf-8"])
        let params = try XCTUnwrap(LSPClient.published(Self.app, in: client.open(Self.app, Self.korean.text)))
        let diagnostic = try XCTUnwrap(params["diagnostics"]?.arrayValue?.first)
        XCTAssertNotEqual(Self.korean.utf8Column, Self.korean.utf16Column)
        XCTAssertEqual(diagnostic["range"]?["start"], LSPClient.position(Self.korean.line, Self.korean.utf8Column))
    }

    func testNotesBecomeRelatedInformationAndUnusedDependenciesAreTagged() throws {
        let text = """
        layout App {
            inject unused: Thing
            item home {
                title: "A"
                title: "B"
                icon: symbol("house")
                screen: Home
            }
        }

        """
        var client = LSPClient.initialized()
        let params = try XCTUnwrap(LSPClient.published(Self.app, in: client.open(Self.app, text)))
        let diagnostics = try XCTUnwrap(params["diagnostics"]?.arrayValue)
        let duplicate = try XCTUnwrap(diagnostics.first { $0["code"] == "TAB203" })
        let related = try XCTUnwrap(duplicate["relatedInformation"]?.arrayValue?.first)
        XCTAssertEqual(related["location"]?["uri"], .string(Self.app))
        XCTAssertEqual(related["location"]?["range"]?["start"], LSPClient.position(3, 8))
        let unused = try XCTUnwrap(diagnostics.first { $0["code"] == "TAB307" })
        XCTAssertEqual(unused["tags"], [1])
        XCTAssertEqual(unused["severity"], 2)
    }

    func testIncrementalChangesAreAppliedAndPublishedWithTheirVersion() throws {
        var client = LSPClient.initialized()
        client.open(Self.app, Self.korean.text)
        // Replace `true` by `3` with a ranged change.
        let start = LSPClient.position(Self.korean.line, Self.korean.utf16Column)
        let end = LSPClient.position(Self.korean.line, Self.korean.utf16Column + 4)
        let output = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.app), "version": 2],
            "contentChanges": [["range": ["start": start, "end": end], "text": "3"]],
        ])
        let params = try XCTUnwrap(LSPClient.published(Self.app, in: output))
        XCTAssertEqual(params["version"], 2)
        XCTAssertEqual(params["diagnostics"], [])
        // A full-text change (no range) replaces the document.
        let full = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.app), "version": 3],
            "contentChanges": [["text": "layout {"]],
        ])
        XCTAssertEqual(LSPClient.published(Self.app, in: full)?["version"], 3)
        XCTAssertNotEqual(LSPClient.published(Self.app, in: full)?["diagnostics"], [])
    }

    func testImportersOfAChangedDocumentAreRepublishedFromTheOpenBuffer() throws {
        var client = LSPClient.initialized()
        // Neither file is on disk: the import is read from the open buffer.
        client.open(Self.styles, Self.stylesText)
        let opened = client.open(Self.app, Self.sample)
        XCTAssertEqual(LSPClient.published(Self.app, in: opened)?["diagnostics"], [])
        let output = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.styles), "version": 2],
            "contentChanges": [["range": ["start": LSPClient.position(0, 6), "end": LSPClient.position(0, 11)], "text": "Other"]],
        ])
        XCTAssertEqual(LSPClient.published(Self.styles, in: output)?["diagnostics"], [])
        let importer = try XCTUnwrap(LSPClient.published(Self.app, in: output))
        XCTAssertEqual(importer["diagnostics"]?.arrayValue?.first?["code"], "TAB216")
        XCTAssertEqual(importer["version"], 1)
    }

    func testOpeningAndClosingAnImportRepublishesItsImporters() throws {
        // On disk the style is called 'Brand'; the open buffer renames it, then is closed unsaved.
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        XCTAssertEqual(LSPClient.published(Self.app, in: client.open(Self.app, Self.sample))?["diagnostics"], [])
        let opened = client.open(Self.styles, Self.stylesText.replacingOccurrences(of: "Brand", with: "Other"))
        XCTAssertEqual(LSPClient.published(Self.app, in: opened)?["diagnostics"]?.arrayValue?.first?["code"], "TAB216")
        let closed = client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.styles)]])
        XCTAssertEqual(LSPClient.published(Self.styles, in: closed)?["diagnostics"], [])
        XCTAssertEqual(LSPClient.published(Self.app, in: closed)?["diagnostics"], [], "read from disk again")
    }

    func testImportsNotOpenAreReadThroughTheFileReader() throws {
        var disk = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        XCTAssertEqual(LSPClient.published(Self.app, in: disk.open(Self.app, Self.sample))?["diagnostics"], [])
        var missing = LSPClient.initialized()
        let diagnostics = LSPClient.published(Self.app, in: missing.open(Self.app, Self.sample))?["diagnostics"]?.arrayValue
        XCTAssertEqual(diagnostics?.first?["code"], "TAB218")
    }

    /// docs/files-and-limits.md for the server too: an import stays inside the workspace folder that holds the
    /// document (`workspaceFolders`, `rootUri`), else inside the document's own folder; a file
    /// outside is never read.
    func testImportsStayInsideTheWorkspace() throws {
        let importer = "file:///w/app/Layouts/main.tabs"
        let text = "import \"../Styles/brand.tabs\"\nimport \"../../secret.tabs\"\n"
        let disk = ["/w/app/Styles/brand.tabs": Self.stylesText, "/w/secret.tabs": Self.stylesText]
        var withRoot = LSPClient.initialized(disk: disk, rootURI: "file:///w/app")
        let codes = LSPClient.published(importer, in: withRoot.open(importer, text))?["diagnostics"]?.arrayValue?.map { $0["code"] }
        XCTAssertEqual(codes, ["TAB218"], "the sibling folder is inside the workspace; the file above it is not")
        let message = LSPClient.published(importer, in: withRoot.received)?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue ?? ""
        XCTAssertTrue(message.contains("secret.tabs"), message)

        var noRoot = LSPClient.initialized(disk: disk)
        let alone = LSPClient.published(importer, in: noRoot.open(importer, text))?["diagnostics"]?.arrayValue?.map { $0["code"] }
        XCTAssertEqual(alone, ["TAB218", "TAB218"], "without a workspace the document's own folder is the root")
    }

    func testSaveRepublishesAndCloseClearsDiagnostics() throws {
        var client = LSPClient.initialized()
        client.open(Self.app, Self.korean.text)
        let saved = client.notify("textDocument/didSave", ["textDocument": ["uri": .string(Self.app)]])
        XCTAssertEqual(LSPClient.published(Self.app, in: saved)?["diagnostics"]?.arrayValue?.count, 1)
        let closed = client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.app)]])
        XCTAssertEqual(LSPClient.published(Self.app, in: closed)?["diagnostics"], [])
        // A closed document is no longer known to requests.
        XCTAssertEqual(client.requestMessage("textDocument/hover", LSPClient.at(Self.app, 0, 0))["error"]?["code"], -32602)
    }

    func testOversizedDocumentGetsTAB901() throws {
        var client = LSPClient.initialized()
        let huge = String(repeating: "// padding line\n", count: (Parser.maximumFileSize / 16) + 2)
        let params = try XCTUnwrap(LSPClient.published(Self.app, in: client.open(Self.app, huge)))
        XCTAssertEqual(params["diagnostics"]?.arrayValue?.map { $0["code"] }, ["TAB901"])
    }

    func testABurstOfChangesPublishesTheLastVersion() throws {
        var client = LSPClient.initialized()
        client.open(Self.app, "layout A {\n}\n")
        var burst: [JSONValue] = []
        for version in 2...40 {
            burst.append(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(Self.app), "version": .integer(version)],
                "contentChanges": [["range": ["start": LSPClient.position(0, 7), "end": LSPClient.position(0, 8)],
                                    "text": version == 40 ? "B" : "C"]],
            ]])
        }
        let output = client.send(burst)
        let publications = output.filter { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertEqual(publications.count, 1, "a burst is checked once")
        XCTAssertEqual(publications.last?["params"]?["version"], 40)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.app)]])
        XCTAssertEqual(symbols.arrayValue?.first?["name"], "B")
    }

    // MARK: - Completion

    private func completionLabels(_ marked: String, snippets: Bool = false, disk: [String: String] = [:],
                                  open: [(String, String)] = []) -> (labels: [String], items: [JSONValue]) {
        let text = MarkedText(marked)
        var client = LSPClient.initialized(snippets: snippets, disk: disk)
        for (uri, contents) in open { client.open(uri, contents) }
        client.open(Self.app, text.text)
        let result = client.request("textDocument/completion", LSPClient.at(Self.app, text.line, text.utf16Column))
        let items = result["items"]?.arrayValue ?? []
        return (items.compactMap { $0["label"]?.stringValue }, items)
    }

    func testCompletionOffersPropertiesNotYetGivenAndDeclarations() {
        let inItem = completionLabels("""
        layout App {
            item home {
                title: "Home"
                ⌖
            }
        }
        """)
        XCTAssertTrue(inItem.labels.contains("icon"))
        XCTAssertTrue(inItem.labels.contains("screen"))
        XCTAssertFalse(inItem.labels.contains("title"), "already given")
        XCTAssertFalse(inItem.labels.contains("presentation"), "modal only")
        XCTAssertFalse(inItem.labels.contains("height"), "style only")
        let icon = inItem.items.first { $0["label"] == "icon" }
        XCTAssertEqual(icon?["detail"]?.stringValue, Catalogue.describe(Schema.property(named: "icon")!.type))
        XCTAssertTrue(icon?["documentation"]?["value"]?.stringValue?.contains(Schema.property(named: "icon")!.summary) ?? false)

        let inLayout = completionLabels("layout App {\n    ki⌖\n}\n")
        XCTAssertTrue(inLayout.labels.contains("kind"))
        for keyword in ["item", "modal", "inject", "style"] { XCTAssertTrue(inLayout.labels.contains(keyword), keyword) }
        let withStyle = completionLabels("layout App {\n    style {\n    }\n    ⌖\n}\n")
        XCTAssertFalse(withStyle.labels.contains("style"), "the layout has a style block")

        let top = completionLabels("⌖\n")
        XCTAssertEqual(Set(top.labels), ["import", "layout", "style"])
        let afterDeclaration = completionLabels("layout A {\n}\n⌖\n")
        XCTAssertEqual(Set(afterDeclaration.labels), ["layout", "style"])
    }

    func testCompletionOfValues() {
        XCTAssertEqual(completionLabels("layout App {\n    kind: ⌖\n}\n").labels, ["custom", "system"])
        let colors = completionLabels("style S {\n    tint: sys⌖\n}\n")
        XCTAssertTrue(colors.labels.contains("systemBlue"))
        XCTAssertTrue(colors.labels.contains("asset(…)"))
        XCTAssertTrue(colors.labels.contains("dynamic(…)"))
        let margins = completionLabels("style S {\n    margins: ⌖\n}\n", snippets: true)
        let insets = margins.items.first { $0["label"] == "insets(…)" }
        XCTAssertEqual(insets?["insertText"], "insets(leading: ${1:0}, trailing: ${2:0}, bottom: ${3:0})")
        XCTAssertEqual(insets?["insertTextFormat"], 2)
        let plainIcon = completionLabels("layout A {\n    item a {\n        icon: ⌖\n    }\n}\n")
        XCTAssertEqual(plainIcon.items.first { $0["label"] == "symbol(…)" }?["insertText"], "symbol(\"\")")
        let snippetIcon = completionLabels("layout A {\n    item a {\n        icon: ⌖\n    }\n}\n", snippets: true)
        XCTAssertEqual(snippetIcon.items.first { $0["label"] == "symbol(…)" }?["insertText"], "symbol(\"${1:}\")")
        let storyboard = completionLabels("layout A {\n    item a {\n        screen: ⌖\n    }\n}\n", snippets: true)
        XCTAssertEqual(storyboard.items.first { $0["label"] == "storyboard(…)" }?["insertText"],
                       "storyboard(name: \"${1:Main}\", identifier: \"${2:Home}\")")

        let layout = """
        layout App {
            inject manager: Manager
            initial: ⌖
            item home {
            }
            modal add {
                afterDismiss: select(
            }
            item settings {
                screen: Settings(manager:
            }
        }
        """
        XCTAssertEqual(completionLabels(layout).labels, ["home", "settings"], "tab items only")
        let select = layout.replacingOccurrences(of: "initial: ⌖", with: "initial: home")
            .replacingOccurrences(of: "select(", with: "select(⌖")
        XCTAssertEqual(completionLabels(select).labels, ["home", "settings"])
        let screen = layout.replacingOccurrences(of: "initial: ⌖", with: "initial: home")
            .replacingOccurrences(of: "(manager:", with: "(manager: ⌖")
        XCTAssertEqual(completionLabels(screen).labels, ["manager"])
        // Where an argument label goes: the labels not yet written.
        XCTAssertEqual(completionLabels("style S {\n    shadow: shadow(radius: 4, ⌖\n}\n").labels, ["color", "opacity", "x", "y"])
        XCTAssertEqual(completionLabels("style S {\n    tint: dynamic(⌖\n}\n").labels, ["light", "dark"])
        XCTAssertEqual(completionLabels("style S {\n    shadow: shadow(radius: 4, color: dynamic(light: red, ⌖\n}\n").labels, ["dark"])
        let border = completionLabels("style S {\n    border: border(width: 1, color: ⌖\n}\n")
        XCTAssertTrue(border.labels.contains("separator"))

        let base = completionLabels("import \"styles.tabs\"\nstyle Local {\n}\nstyle S {\n    base: ⌖\n}\n",
                                    disk: ["/proj/styles.tabs": Self.stylesText])
        XCTAssertEqual(base.labels, ["Local", "S", "Brand"], "named styles, imported ones too")
    }

    // MARK: - Hover

    private func hover(_ text: String, _ line: Int, _ character: Int) -> String? {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, text)
        return client.request("textDocument/hover", LSPClient.at(Self.app, line, character))["contents"]?["value"]?.stringValue
    }

    func testHoverOnAPropertyShowsTheSchemaRow() throws {
        let text = try XCTUnwrap(hover("style S {\n    height: 60\n}\n", 1, 6))
        let spec = try XCTUnwrap(Schema.property(named: "height"))
        XCTAssertTrue(text.contains(spec.summary))
        XCTAssertTrue(text.contains("Default: 49"))
        XCTAssertTrue(text.contains("30…200"))
        XCTAssertTrue(text.contains(Catalogue.describe(spec.type)))
    }

    func testHoverOnColorsResolvesLightAndDark() throws {
        // Lines of `sample`: 27 tint, 28 background, 29 selectedTint.
        let system = try XCTUnwrap(hover(Self.sample, 27, 16))
        XCTAssertTrue(system.contains("light: `#007AFFFF`"), system)
        XCTAssertTrue(system.contains("dark: `#0A84FFFF`"), system)
        XCTAssertTrue(try XCTUnwrap(hover(Self.sample, 28, 22)).contains("`#FFFFFFFF`"))
        XCTAssertTrue(try XCTUnwrap(hover(Self.sample, 29, 26)).contains("run time"))
        let dynamic = try XCTUnwrap(hover("style S {\n    tint: dynamic(light: #112233, dark: white)\n}\n", 1, 14))
        XCTAssertTrue(dynamic.contains("light: `#112233FF`") && dynamic.contains("dark: `#FFFFFFFF`"), dynamic)
    }

    func testHoverOnNamesShowsTheirDeclarationLine() throws {
        XCTAssertEqual(hover(Self.sample, 3, 14), "```tabs\nitem home {\n```")
        XCTAssertEqual(hover(Self.sample, 9, 46), "```tabs\ninject manager: TransactionManager\n```")
        let base = try XCTUnwrap(hover(Self.sample, 26, 16))
        XCTAssertTrue(base.hasPrefix("```tabs\nstyle Brand {\n```") && base.contains("/proj/styles.tabs"), base)
    }

    // MARK: - Definition and references

    func testDefinitionOfItemsStylesDependenciesAndImports() throws {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, Self.sample)
        func definition(_ line: Int, _ character: Int) -> JSONValue? {
            client.request("textDocument/definition", LSPClient.at(Self.app, line, character)).arrayValue?.first
        }
        XCTAssertEqual(definition(3, 14)?["range"]?["start"], LSPClient.position(6, 9))
        XCTAssertEqual(definition(16, 30)?["range"]?["start"], LSPClient.position(6, 9))
        XCTAssertEqual(definition(9, 46)?["range"]?["start"], LSPClient.position(4, 11))
        let style = try XCTUnwrap(definition(26, 16))
        XCTAssertEqual(style["uri"], .string(Self.styles))
        XCTAssertEqual(style["range"]?["start"], LSPClient.position(0, 6))
        XCTAssertEqual(definition(0, 10)?["uri"], .string(Self.styles))
        XCTAssertEqual(client.request("textDocument/definition", LSPClient.at(Self.app, 7, 10)), .null)
    }

    func testReferencesWithAndWithoutTheDeclaration() {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, Self.sample)
        var params = LSPClient.at(Self.app, 6, 10)
        guard case .object(var members) = params else { return XCTFail() }
        members.append(("context", ["includeDeclaration": false]))
        params = .object(members)
        let uses = client.request("textDocument/references", params).arrayValue ?? []
        XCTAssertEqual(uses.map { $0["range"]?["start"] }, [LSPClient.position(3, 13), LSPClient.position(16, 29)])
        members[members.count - 1] = ("context", ["includeDeclaration": true])
        XCTAssertEqual(client.request("textDocument/references", .object(members)).arrayValue?.count, 3)
        // A named style: used in this file, declared in the imported one.
        let style = client.request("textDocument/references", ["textDocument": ["uri": .string(Self.app)],
                                                               "position": LSPClient.position(26, 16),
                                                               "context": ["includeDeclaration": true]])
        XCTAssertEqual(Set(style.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []), [Self.app, Self.styles])
    }

    // MARK: - Rename

    func testRenameAnItemEverywhereItIsUsed() {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, Self.sample)
        let prepared = client.request("textDocument/prepareRename", LSPClient.at(Self.app, 3, 14))
        XCTAssertEqual(prepared["placeholder"], "home")
        XCTAssertEqual(prepared["range"]?["start"], LSPClient.position(3, 13))
        var params = LSPClient.at(Self.app, 3, 14)
        if case .object(var members) = params {
            members.append(("newName", "overview"))
            params = .object(members)
        }
        let edit = client.request("textDocument/rename", params)
        let edits = edit["changes"]?[Self.app]?.arrayValue ?? []
        XCTAssertEqual(edits.count, 3)
        let renamed = EditApplier.apply(edits, to: Self.sample)
        XCTAssertFalse(renamed.contains("home"))
        XCTAssertTrue(renamed.contains("initial: overview") && renamed.contains("select(overview)") && renamed.contains("item overview {"))
    }

    func testRenameANamedStyleAcrossFilesAndADependency() {
        var client = LSPClient.initialized()
        client.open(Self.styles, Self.stylesText)
        client.open(Self.app, Self.sample)
        let edit = client.request("textDocument/rename", ["textDocument": ["uri": .string(Self.styles)],
                                                         "position": LSPClient.position(0, 8), "newName": "Corporate"])
        XCTAssertEqual(edit["changes"]?[Self.app]?.arrayValue?.count, 1)
        XCTAssertEqual(edit["changes"]?[Self.styles]?.arrayValue?.count, 1)
        let dependency = client.request("textDocument/rename", ["textDocument": ["uri": .string(Self.app)],
                                                               "position": LSPClient.position(4, 12), "newName": "store"])
        let renamed = EditApplier.apply(dependency["changes"]?[Self.app]?.arrayValue ?? [], to: Self.sample)
        XCTAssertEqual(renamed.components(separatedBy: "store").count - 1, 3)
    }

    func testRenameRefusals() {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, Self.sample)
        func rename(_ line: Int, _ character: Int, _ name: String) -> JSONValue? {
            client.requestMessage("textDocument/rename", ["textDocument": ["uri": .string(Self.app)],
                                                          "position": LSPClient.position(line, character),
                                                          "newName": .string(name)])["error"]
        }
        let keyword = rename(6, 10, "class")
        XCTAssertEqual(keyword?["code"], -32803)
        XCTAssertTrue(keyword?["message"]?.stringValue?.contains("Swift keyword") ?? false)
        XCTAssertEqual(rename(6, 10, "2fast")?["code"], -32803)
        XCTAssertEqual(rename(6, 10, "my-tab")?["code"], -32803)
        XCTAssertTrue(rename(6, 10, "modal")?["message"]?.stringValue?.contains("keyword of the .tabs language") ?? false)
        // A property name can't be renamed; prepareRename says so with null.
        let property = rename(7, 10, "name")
        XCTAssertEqual(property?["code"], -32803)
        XCTAssertNotNil(property?["message"]?.stringValue)
        XCTAssertEqual(client.request("textDocument/prepareRename", LSPClient.at(Self.app, 7, 10)), .null)
        // Two items can't end up with one id.
        XCTAssertTrue(rename(6, 10, "calendar")?["message"]?.stringValue?.contains("already exists") ?? false)
        XCTAssertNil(rename(6, 10, "overview"))
        XCTAssertNil(rename(6, 10, "home"), "renaming to the same name is allowed")
    }

    // MARK: - Symbols, formatting, code actions

    func testDocumentSymbolsAreHierarchical() {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": Self.stylesText])
        client.open(Self.app, Self.sample + "\nstyle Extra {\n}\n")
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.app)]]).arrayValue ?? []
        XCTAssertEqual(symbols.map { $0["name"] }, ["Finance", "Extra"])
        XCTAssertEqual(symbols.map { $0["kind"] }, [5, 23])
        let children = symbols.first?["children"]?.arrayValue ?? []
        XCTAssertEqual(children.map { $0["name"] }, ["home", "add", "calendar", "style"])
        XCTAssertEqual(children.map { $0["kind"] }, [22, 22, 22, 23])
        XCTAssertEqual(symbols.first?["selectionRange"]?["start"], LSPClient.position(2, 7))
    }

    func testFormattingGivesExactlyWhatFmtPrints() throws {
        let messy = "layout   App{\n  item home {title: \"홈\"\n icon: symbol(\"house\")  \n screen:Home}\n}"
        var client = LSPClient.initialized()
        client.open(Self.app, messy)
        let edits = client.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.app)],
                                                               "options": ["tabSize": 4, "insertSpaces": true]])
        let expected = try TabsFormatter.format(SourceFile(path: "x", text: messy)).get()
        XCTAssertEqual(EditApplier.apply(edits.arrayValue ?? [], to: messy), expected)
        // Formatted text needs no edits; a syntax error gets none and no error.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.app), "version": 2],
                                                 "contentChanges": [["text": .string(expected)]]])
        XCTAssertEqual(client.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.app)], "options": [:]]), [])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.app), "version": 3],
                                                 "contentChanges": [["text": "layout App {\n  kind: \n"]]])
        XCTAssertEqual(client.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.app)], "options": [:]]), [])
    }

    func testCodeActionsApplyFixIts() throws {
        let text = "layout App {\n    item home {\n        titel: \"홈\"\n        icon: symbol(\"house\")\n        screen: Home\n    }\n}\n"
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(2, 9), "end": LSPClient.position(2, 9)],
            "context": ["diagnostics": []],
        ]).arrayValue ?? []
        let action = try XCTUnwrap(actions.first)
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(action["kind"], "quickfix")
        XCTAssertEqual(action["isPreferred"], true)
        XCTAssertEqual(action["diagnostics"]?.arrayValue?.first?["code"], "TAB201")
        let fixed = EditApplier.apply(action["edit"]?["changes"]?[Self.app]?.arrayValue ?? [], to: text)
        XCTAssertTrue(Checker.check([SourceFile(path: "x", text: fixed)]).isEmpty, fixed)
        // Outside the diagnostic's range, and for other kinds, there is nothing to offer.
        let elsewhere = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(4, 0), "end": LSPClient.position(4, 1)], "context": ["diagnostics": []],
        ])
        XCTAssertEqual(elsewhere, [])
        let refactor = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(2, 9), "end": LSPClient.position(2, 9)],
            "context": ["diagnostics": [], "only": ["refactor"]],
        ])
        XCTAssertEqual(refactor, [])
    }

    // MARK: - Robustness

    func testBadHeaderGetsParseErrorAndTheServerReadsOn() {
        var client = LSPClient.initialized()
        let good = MessageFramer.frame(LSPClient.body(["jsonrpc": "2.0", "id": 42, "method": "shutdown"]))
        let output = client.send(raw: Array("Content-Length: twelve\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8) + good)
        XCTAssertEqual(output.count, 2)
        XCTAssertEqual(output.first?["error"]?["code"], -32700)
        XCTAssertEqual(output.first?["id"], .null)
        XCTAssertEqual(output.last?["id"], 42)
        // A header without Content-Length at all.
        var other = LSPClient.initialized()
        let missing = other.send(raw: Array("Content-Type: application/json\r\n\r\n{}".utf8) + good)
        XCTAssertEqual(missing.map { $0["error"]?["code"] ?? $0["id"] }, [-32700, 42])
    }

    func testInvalidJSONGetsParseErrorAndTheServerReadsOn() {
        var client = LSPClient.initialized()
        let output = client.send(raw: MessageFramer.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1,".utf8))
                                     + MessageFramer.frame(Array(String(repeating: "[", count: 10_000).utf8))
                                     + MessageFramer.frame(LSPClient.body(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])))
        XCTAssertEqual(output.map { $0["error"]?["code"] ?? $0["id"] }, [-32700, -32700, 2])
    }

    func testInvalidRequestsUnknownMethodsAndBadParams() {
        var client = LSPClient.initialized()
        XCTAssertEqual(client.send([["jsonrpc": "2.0", "id": 1]]).first?["error"]?["code"], -32600)
        XCTAssertEqual(client.send([["jsonrpc": "1.0", "id": 2, "method": "shutdown"]]).first?["error"]?["code"], -32600)
        XCTAssertEqual(client.send([["jsonrpc": "2.0", "id": ["x": 1], "method": "shutdown"]]).first?["error"]?["code"], -32600)
        XCTAssertEqual(client.send([[1, 2]]).first?["error"]?["code"], -32600)
        XCTAssertEqual(client.requestMessage("textDocument/typeDefinition", [:])["error"]?["code"], -32601)
        XCTAssertEqual(client.notify("workspace/didChangeConfiguration", ["settings": [:]]), [], "unknown notifications are ignored")
        client.open(Self.app, Self.korean.text)
        XCTAssertEqual(client.requestMessage("textDocument/hover", ["textDocument": ["uri": .string(Self.app)]])["error"]?["code"], -32602)
        XCTAssertEqual(client.requestMessage("textDocument/hover", ["position": LSPClient.position(0, 0)])["error"]?["code"], -32602)
        XCTAssertEqual(client.requestMessage("textDocument/rename", LSPClient.at(Self.app, 1, 10))["error"]?["code"], -32602)
    }

    func testRequestBeforeInitializeIsRefused() {
        var client = LSPClient()
        XCTAssertEqual(client.requestMessage("textDocument/hover", LSPClient.at(Self.app, 0, 0))["error"]?["code"], -32002)
        XCTAssertEqual(client.open(Self.app, "layout {"), [], "notifications before initialize are dropped")
        XCTAssertNotNil(client.request("initialize", ["capabilities": [:]])["capabilities"])
        XCTAssertEqual(client.requestMessage("initialize", ["capabilities": [:]])["error"]?["code"], -32600)
    }

    func testShutdownThenExitIsZeroAndExitAloneIsOne() {
        var client = LSPClient.initialized()
        XCTAssertNil(client.connection.server.exitStatus)
        XCTAssertEqual(client.connection.server.endOfInputStatus, 1)
        XCTAssertEqual(client.requestMessage("shutdown", .null)["result"], .null)
        XCTAssertEqual(client.connection.server.endOfInputStatus, 0)
        XCTAssertEqual(client.requestMessage("textDocument/hover", LSPClient.at(Self.app, 0, 0))["error"]?["code"], -32600)
        client.notify("exit", .null)
        XCTAssertEqual(client.connection.server.exitStatus, 0)

        var abrupt = LSPClient.initialized()
        abrupt.notify("exit", .null)
        XCTAssertEqual(abrupt.connection.server.exitStatus, 1)
    }

    func testCancelledRequestsAreAnsweredWithRequestCancelled() {
        var client = LSPClient.initialized()
        client.open(Self.app, Self.korean.text)
        let output = client.send([
            ["jsonrpc": "2.0", "id": 7, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": .string(Self.app)]]],
            ["jsonrpc": "2.0", "id": 8, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": .string(Self.app)]]],
            ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 7]],
        ])
        XCTAssertEqual(output.first { $0["id"] == 7 }?["error"]?["code"], -32800)
        XCTAssertNotNil(output.first { $0["id"] == 8 }?["result"]?.arrayValue)
        // A cancellation of a request already answered is accepted silently.
        XCTAssertEqual(client.notify("$/cancelRequest", ["id": 8]), [])
    }
}
