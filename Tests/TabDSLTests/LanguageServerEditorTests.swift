import Foundation
import XCTest
@testable import TabDSL

/// The editor features of the language server's v1.2: watched files, document links, folding,
/// semantic tokens, colors, signature help, inlay hints, workspace symbols, documents of other
/// languages and quick fixes that would repeat a property.
final class LanguageServerEditorTests: XCTestCase {
    static let app = LanguageServerTests.app
    static let styles = LanguageServerTests.styles

    /// Files on a disk that a test can change between messages.
    final class Disk: @unchecked Sendable {
        var files: [String: String] = [:]
    }

    /// A client over a server that reads files that are not open from `disk`, as it is when asked.
    static func client(disk: Disk, capabilities: JSONValue = [:]) -> LSPClient {
        var client = LSPClient()
        client.connection = LanguageServerConnection(server: LanguageServer(version: "test") { request in
            disk.files[request.path].map { .loaded(Array($0.utf8)) } ?? .notFound
        })
        _ = client.request("initialize", ["processId": nil, "capabilities": capabilities])
        client.notify("initialized", [:])
        return client
    }

    /// The semantic tokens of `data` decoded to absolute positions: (line, character, length, type name, modifiers).
    static func decode(_ data: JSONValue?) -> [(line: Int, character: Int, length: Int, type: String, modifiers: Int)] {
        let numbers = (data?.arrayValue ?? []).compactMap(\.intValue)
        var result: [(Int, Int, Int, String, Int)] = []
        var line = 0
        var character = 0
        var index = 0
        while index + 4 < numbers.count {
            line += numbers[index]
            character = numbers[index] == 0 ? character + numbers[index + 1] : numbers[index + 1]
            let type = SemanticTokenType(rawValue: numbers[index + 3])?.name ?? "?"
            result.append((line, character, numbers[index + 2], type, numbers[index + 4]))
            index += 5
        }
        return result
    }

    /// Each decoded token with the text it covers (UTF-16 positions).
    static func tokenTexts(_ data: JSONValue?, in text: String) -> [(text: String, type: String)] {
        let lines = text.components(separatedBy: "\n")
        return decode(data).map { token in
            let units = token.line < lines.count ? Array(lines[token.line].utf16) : []
            let start = min(units.count, token.character)
            let slice = Array(units[start..<min(units.count, start + token.length)])
            return (String(decoding: slice, as: UTF16.self), token.type)
        }
    }

    // MARK: - Capabilities

    func testEveryNewCapabilityIsAdvertised() {
        var client = LSPClient()
        let capabilities = client.request("initialize", ["capabilities": [:]])["capabilities"]
        XCTAssertEqual(capabilities?["documentLinkProvider"]?["resolveProvider"], false)
        XCTAssertEqual(capabilities?["foldingRangeProvider"], true)
        XCTAssertEqual(capabilities?["colorProvider"], true)
        XCTAssertEqual(capabilities?["inlayHintProvider"], true)
        XCTAssertEqual(capabilities?["workspaceSymbolProvider"], true)
        XCTAssertEqual(capabilities?["signatureHelpProvider"]?["triggerCharacters"], ["(", ","])
        let tokens = capabilities?["semanticTokensProvider"]
        XCTAssertEqual(tokens?["legend"]?["tokenTypes"], ["keyword", "property", "string", "number", "enumMember", "type",
                                                          "parameter", "function", "comment", "macro"])
        XCTAssertEqual(tokens?["legend"]?["tokenModifiers"], ["declaration"])
        XCTAssertEqual(tokens?["full"], true)
        XCTAssertEqual(tokens?["range"], true)
    }

    // MARK: - Watched files

    func testWatchedFilesAreRegisteredWhenTheClientAllowsIt() throws {
        let dynamic = Self.client(disk: Disk(), capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = try XCTUnwrap(dynamic.received.first { $0["method"] == "client/registerCapability" })
        XCTAssertNotNil(registration["id"], "a request, with an id")
        let entry = registration["params"]?["registrations"]?.arrayValue?.first
        XCTAssertEqual(entry?["method"], "workspace/didChangeWatchedFiles")
        XCTAssertEqual(entry?["registerOptions"]?["watchers"], [["globPattern": "**/*.tabs"]])
        // The client's answer to the server's request is taken quietly.
        var client = dynamic
        XCTAssertEqual(client.send([["jsonrpc": "2.0", "id": registration["id"] ?? .null, "result": nil]]), [])
        XCTAssertEqual(client.notify("initialized", [:]), [], "registered once")

        let plain = Self.client(disk: Disk(), capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": false]]])
        XCTAssertFalse(plain.received.contains { $0["method"] == "client/registerCapability" })
    }

    func testAFileChangedOnDiskIsReadAgainAndItsImportersRepublished() throws {
        let disk = Disk()
        disk.files["/proj/styles.tabs"] = "style Other {\n    height: 60\n}\n"
        var client = Self.client(disk: disk)
        let first = try XCTUnwrap(LSPClient.published(Self.app, in: client.open(Self.app, LanguageServerTests.sample)))
        XCTAssertNotEqual(first["diagnostics"], [], "'base: Brand' names no style yet")

        // `git checkout` writes the style: nothing happens until the client says so.
        disk.files["/proj/styles.tabs"] = LanguageServerTests.stylesText
        XCTAssertEqual(client.notify("$/setTrace", ["value": "off"]), [])
        let changed = client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.styles), "type": 2]]])
        XCTAssertEqual(LSPClient.published(Self.app, in: changed)?["diagnostics"], [])

        // Deleted: the importer is checked again and says so.
        disk.files["/proj/styles.tabs"] = nil
        let deleted = client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.styles), "type": 3]]])
        XCTAssertNotEqual(LSPClient.published(Self.app, in: deleted)?["diagnostics"], [])
        XCTAssertNotEqual(LSPClient.published(Self.app, in: deleted)?["diagnostics"], nil)

        // A file no open document reads changes nothing.
        XCTAssertEqual(client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///proj/other.tabs", "type": 1]]]), [])
    }

    // MARK: - Other languages

    func testADocumentOfAnotherLanguageGetsNoDiagnostics() throws {
        var client = LSPClient.initialized()
        let notes = "file:///proj/notes.txt"
        let opened = client.notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(notes), "languageId": "plaintext", "version": 1, "text": "Shopping: eggs, milk\n",
        ]])
        XCTAssertEqual(opened, [])
        XCTAssertEqual(client.notify("textDocument/didClose", ["textDocument": ["uri": .string(notes)]]), [])
        // A `.tabs` name or the `tabs` language id is enough.
        let named = client.notify("textDocument/didOpen", ["textDocument": [
            "uri": "file:///proj/a.tabs", "languageId": "plaintext", "version": 1, "text": "layout {\n",
        ]])
        XCTAssertNotNil(LSPClient.published("file:///proj/a.tabs", in: named))
        let untitled = client.notify("textDocument/didOpen", ["textDocument": [
            "uri": "untitled:Untitled-1", "languageId": "tabs", "version": 1, "text": "layout {\n",
        ]])
        XCTAssertNotNil(LSPClient.published("untitled:Untitled-1", in: untitled))
    }

    // MARK: - Quick fixes

    func testAQuickFixNeverAddsAPropertyTheBlockAlreadyHas() throws {
        let text = "layout App {\n    item home {\n        titl: \"x\"\n        title: \"Home\"\n        icon: symbol(\"house\")\n        screen: Home\n    }\n}\n"
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(2, 9), "end": LSPClient.position(2, 9)], "context": ["diagnostics": []],
        ]).arrayValue ?? []
        for action in actions {
            let fixed = EditApplier.apply(action["edit"]?["changes"]?[Self.app]?.arrayValue ?? [], to: text)
            let codes = Checker.check([SourceFile(path: "x", text: fixed)]).map(\.code)
            XCTAssertFalse(codes.contains(.TAB203), "\(action["title"]?.stringValue ?? "") repeats a property")
        }
        let diagnostic = Checker.check([SourceFile(path: "x", text: text)]).first { $0.code == .TAB201 }
        XCTAssertEqual(diagnostic.map { $0.message.contains("'title'") }, false, diagnostic?.message ?? "no TAB201")
        XCTAssertEqual(diagnostic?.help, [], "nor is it offered as a property of another block")
        // Where the property is not given yet, it is still suggested.
        let missing = text.replacingOccurrences(of: "        title: \"Home\"\n", with: "")
        let suggested = Checker.check([SourceFile(path: "x", text: missing)]).first { $0.code == .TAB201 }
        XCTAssertEqual(suggested?.fixIts.first?.edits.first?.replacement, "title")
    }

    // MARK: - Document links

    func testEachImportStringLinksToItsFile() throws {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": LanguageServerTests.stylesText])
        let text = "/* 스타일 */ import \"styles.tabs\"\nimport \"sub/more.tabs\"\n" + LanguageServerTests.sample.replacingOccurrences(of: "import \"styles.tabs\"\n", with: "")
        client.open(Self.app, text)
        let links = client.request("textDocument/documentLink", ["textDocument": ["uri": .string(Self.app)]]).arrayValue ?? []
        XCTAssertEqual(links.count, 2)
        XCTAssertEqual(links.first?["target"], .string(Self.styles))
        // UTF-16: the comment's Hangul takes one unit a syllable.
        XCTAssertEqual(links.first?["range"], ["start": LSPClient.position(0, 17), "end": LSPClient.position(0, 30)])
        XCTAssertEqual(links.last?["target"], "file:///proj/sub/more.tabs")

        var utf8 = LSPClient.initialized(encodings: ["utf-8"])
        utf8.open(Self.app, text)
        let bytes = utf8.request("textDocument/documentLink", ["textDocument": ["uri": .string(Self.app)]]).arrayValue ?? []
        XCTAssertEqual(bytes.first?["range"]?["start"], LSPClient.position(0, 23))
    }

    // MARK: - Folding

    func testFoldingCoversBlocksMultiLineCallsListsAndCommentRuns() throws {
        let text = """
        import "a.tabs"
        import "b.tabs"
        // One
        // Two
        // Three
        layout App {
            bindings: [
                closure,
                delegate,
            ]
            item home {
                title: "Home"
                icon: symbol("house")
                screen: Home
            }
            style {
                margins: insets(
                    leading: 4,
                    trailing: 4
                )
                /* a
                   block */
                height: 60
            }
        }

        """
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let ranges = client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(Self.app)]])
        XCTAssertEqual(ranges, [
            ["startLine": 0, "endLine": 1, "kind": "imports"],
            ["startLine": 2, "endLine": 4, "kind": "comment"],
            ["startLine": 5, "endLine": 23],
            ["startLine": 6, "endLine": 8],
            ["startLine": 10, "endLine": 13],
            ["startLine": 15, "endLine": 22],
            ["startLine": 16, "endLine": 18],
            ["startLine": 20, "endLine": 21, "kind": "comment"],
        ])
    }

    // MARK: - Semantic tokens

    static let highlighted = """
    import "styles.tabs"
    /// The app.
    layout App {
        initial: home
        inject store: Store
        item home {
            title: "홈 😀"; tag: 3
            icon: symbol("house")
            screen: HomeViewController(store: store)
            navigation: true
        }
        modal add {
            icon: symbol("plus")
            screen: Add
            afterDismiss: select(home)
        }
        style {
            base: Brand
            tint: systemBlue
            background: #FFFFFF
            distribution: fillEqually
        }
    }

    """

    func testSemanticTokensClassifyEveryKindOfToken() throws {
        var client = LSPClient.initialized()
        client.open(Self.app, Self.highlighted)
        let result = client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.app)]])
        let tokens = Self.tokenTexts(result["data"], in: Self.highlighted)
        func type(of text: String, _ occurrence: Int = 0) -> String? {
            tokens.filter { $0.text == text }.dropFirst(occurrence).first?.type
        }
        XCTAssertEqual(type(of: "import"), "keyword")
        XCTAssertEqual(type(of: "\"styles.tabs\""), "string")
        XCTAssertEqual(type(of: "/// The app."), "comment")
        XCTAssertEqual(type(of: "layout"), "keyword")
        XCTAssertEqual(type(of: "App"), "type")
        XCTAssertEqual(type(of: "initial"), "property")
        XCTAssertEqual(type(of: "home"), "enumMember")
        XCTAssertEqual(type(of: "home", 1), "enumMember")
        XCTAssertEqual(type(of: "home", 2), "enumMember", "select(home)")
        XCTAssertEqual(type(of: "inject"), "keyword")
        XCTAssertEqual(type(of: "store"), "parameter")
        XCTAssertEqual(type(of: "Store"), "type")
        XCTAssertEqual(type(of: "\"홈 😀\""), "string", "the length counts UTF-16 units: the emoji takes two")
        XCTAssertEqual(type(of: "3"), "number")
        XCTAssertEqual(type(of: "symbol"), "function")
        XCTAssertEqual(type(of: "HomeViewController"), "type")
        XCTAssertEqual(type(of: "store", 1), "property", "the initializer's label")
        XCTAssertEqual(type(of: "store", 2), "parameter", "the dependency passed")
        XCTAssertEqual(type(of: "true"), "keyword")
        XCTAssertEqual(type(of: "select"), "function")
        XCTAssertEqual(type(of: "Brand"), "type")
        XCTAssertEqual(type(of: "systemBlue"), "macro")
        XCTAssertEqual(type(of: "#FFFFFF"), "macro")
        XCTAssertEqual(type(of: "fillEqually"), "enumMember")
        // Declarations carry the modifier; uses don't.
        let decoded = Self.decode(result["data"])
        let homes = zip(tokens, decoded).filter { $0.0.text == "home" }.map(\.1.modifiers)
        XCTAssertEqual(homes, [0, 1, 0])

        // In UTF-8 the string after the Korean word is longer.
        var utf8 = LSPClient.initialized(encodings: ["utf-8"])
        utf8.open(Self.app, Self.highlighted)
        let bytes = Self.decode(utf8.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.app)]])["data"])
        let stringOnLine6 = try XCTUnwrap(bytes.first { $0.line == 6 && $0.type == "string" })
        XCTAssertEqual(stringOnLine6.length, Array("\"홈 😀\"".utf8).count)
        let utf16String = try XCTUnwrap(decoded.first { $0.line == 6 && $0.type == "string" })
        XCTAssertEqual(utf16String.length, Array("\"홈 😀\"".utf16).count)
        // The number after it starts where the editor counts it.
        XCTAssertEqual(decoded.first { $0.line == 6 && $0.type == "number" }?.character,
                       Array("        title: \"홈 😀\"; tag: ".utf16).count)
    }

    func testSemanticTokensOfARangeAndOfABlockCommentOverLines() throws {
        let text = "/* one\n   two */\nlayout App {\n    item home {\n        title: \"Home\"\n    }\n}\n"
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let full = Self.tokenTexts(client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.app)]])["data"], in: text)
        XCTAssertEqual(full.prefix(2).map(\.text), ["/* one", "   two */"])
        XCTAssertEqual(full.prefix(2).map(\.type), ["comment", "comment"])
        let range = client.request("textDocument/semanticTokens/range", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(3, 0), "end": LSPClient.position(4, 0)],
        ])
        let decoded = Self.decode(range["data"])
        XCTAssertEqual(decoded.map(\.line), [3, 3])
        XCTAssertEqual(Self.tokenTexts(range["data"], in: text).map(\.text), ["item", "home"])
        XCTAssertEqual(client.requestMessage("textDocument/semanticTokens/range", ["textDocument": ["uri": .string(Self.app)]])["error"]?["code"], -32602)
    }

    func testForwardPositionsAgreeWithThePositionMapper() {
        var bytes = Array("\u{FEFF}layout 홈 {\r\n  😀 \"é\"\r  x\n".utf8)
        bytes += [0xF0, 0x9F, 0x98, 0x20, 0xC3, 0x0A, 0x80, 0x41, 0xE2, 0x82]
        let file = SourceFile(path: "x.tabs", bytes: bytes)
        for encoding in [PositionEncoding.utf8, .utf16] {
            let mapper = PositionMapper(file: file, encoding: encoding)
            var forward = ForwardPositions(file: file, encoding: encoding)
            for offset in 0...bytes.count {
                XCTAssertEqual(forward.position(of: offset), mapper.position(of: offset), "\(encoding) at \(offset)")
            }
            // Every other offset, and backwards: the same answers.
            var sparse = ForwardPositions(file: file, encoding: encoding)
            for offset in stride(from: 0, through: bytes.count, by: 2) {
                XCTAssertEqual(sparse.position(of: offset), mapper.position(of: offset), "\(encoding) at \(offset)")
            }
            for offset in stride(from: bytes.count, through: 0, by: -3) {
                XCTAssertEqual(sparse.position(of: offset), mapper.position(of: offset), "\(encoding) back at \(offset)")
            }
        }
    }

    // MARK: - Colors

    func testEveryHexAndSystemColorGetsASwatch() throws {
        let text = """
        layout App {
            item home { title: "Home"; icon: symbol("house"); screen: Home }
            style {
                /* 색 */ background: #FF000080
                tint: systemBlue
                selectedTint: dynamic(light: #00F, dark: white)
                border: border(width: 1, color: separator)
                indicator: dot(color: asset("Accent"))
                distribution: fillEqually
            }
        }

        """
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let colors = client.request("textDocument/documentColor", ["textDocument": ["uri": .string(Self.app)]]).arrayValue ?? []
        XCTAssertEqual(colors.count, 5, "\(colors)")
        guard colors.count == 5 else { return }
        // UTF-16: the comment's Hangul syllable is one unit.
        XCTAssertEqual(colors.first?["range"], ["start": LSPClient.position(3, 28), "end": LSPClient.position(3, 37)])
        func channels(_ color: JSONValue?) -> [Double] {
            ["red", "green", "blue", "alpha"].map { key in
                switch color?[key] {
                case .number(let value)?: return value
                case .integer(let value)?: return Double(value)
                default: return -1
                }
            }
        }
        XCTAssertEqual(channels(colors.first?["color"]), [1, 0, 0, 128.0 / 255])
        let blue = try XCTUnwrap(SystemColors.value(named: "systemBlue")?.light)
        XCTAssertEqual(channels(colors[1]["color"]), [Double(blue.red) / 255, Double(blue.green) / 255, Double(blue.blue) / 255, 1],
                       "the light appearance")
        XCTAssertEqual(channels(colors[2]["color"]), [0, 0, 1, 1])
        XCTAssertEqual(colors[3]["range"]?["start"], LSPClient.position(5, 49))
        XCTAssertEqual(colors[4]["range"]?["start"], LSPClient.position(6, 40))

        let picked = client.request("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(Self.app)], "color": ["red": 1.0, "green": 0.5, "blue": 0, "alpha": 1],
            "range": ["start": LSPClient.position(4, 14), "end": LSPClient.position(4, 24)],
        ]).arrayValue ?? []
        XCTAssertEqual(picked.first?["label"], "#FF8000")
        XCTAssertEqual(picked.first?["textEdit"]?["newText"], "#FF8000")
        XCTAssertEqual(picked.first?["textEdit"]?["range"], ["start": LSPClient.position(4, 14), "end": LSPClient.position(4, 24)])
        let translucent = client.request("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(Self.app)], "color": ["red": 0, "green": 0, "blue": 0, "alpha": 0.5],
            "range": ["start": LSPClient.position(4, 14), "end": LSPClient.position(4, 24)],
        ]).arrayValue ?? []
        XCTAssertEqual(translucent.first?["label"], "#00000080")
        let bad = client.requestMessage("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(Self.app)], "color": ["red": 2],
            "range": ["start": LSPClient.position(4, 14), "end": LSPClient.position(4, 24)],
        ])
        XCTAssertEqual(bad["error"]?["code"], -32602)
    }

    // MARK: - Signature help

    func testSignatureHelpInsideCallsShowsEachArgumentsTypeAndDefault() throws {
        let text = """
        layout App {
            item home {
                title: "Home"; icon: symbol("house"); screen: Home
                raised(size: 60, offset: 10)
            }
            style {
                margins: insets(leading: 4, )
                titleFont: font(
                height: 60
            }
        }

        """
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let insets = client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 6, 36))
        let signature = insets["signatures"]?.arrayValue?.first
        XCTAssertEqual(signature?["label"], "insets(leading: a number 0…10000, trailing: a number 0…10000, bottom: a number 0…10000)")
        XCTAssertEqual(signature?["parameters"]?.arrayValue?.map { $0["label"] }, ["leading: a number 0…10000", "trailing: a number 0…10000", "bottom: a number 0…10000"])
        XCTAssertEqual(signature?["parameters"]?.arrayValue?.first?["documentation"]?["value"], "default 0")
        XCTAssertEqual(insets["activeParameter"], 1, "leading is written; trailing comes next")

        let font = client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 7, 24))
        XCTAssertEqual(font["signatures"]?.arrayValue?.first?["label"]?.stringValue?.hasPrefix("font(size: a number 0…10000, weight: one of "), true)
        XCTAssertEqual(font["signatures"]?.arrayValue?.first?["parameters"]?.arrayValue?.last?["documentation"]?["value"], "default medium")
        XCTAssertEqual(font["activeParameter"], 0)

        // `raised` is misplaced as a member here, so it is not a property's value: no help.
        XCTAssertEqual(client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 3, 20)), .null)
        XCTAssertEqual(client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 2, 16)), .null, "not in a call")
    }

    func testSignatureHelpMarksTheArgumentAtTheCursor() throws {
        let text = "layout App {\n    item home {\n        title: \"홈\"; icon: symbol(\"house\"); screen: Home; raised(size: 60, offset: 10)\n    }\n}\n"
        let fixed = text.replacingOccurrences(of: "; raised(", with: "; raised: raised(")
        var client = LSPClient.initialized()
        client.open(Self.app, fixed)
        let line = fixed.components(separatedBy: "\n")[2]
        let offsetColumn = Array(line.components(separatedBy: "offset:")[0].utf16).count + 2
        let help = client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 2, offsetColumn))
        XCTAssertEqual(help["signatures"]?.arrayValue?.first?["label"]?.stringValue?.hasPrefix("raised(size: a number 0…10000, offset: a number 0…10000, color: a color"), true)
        XCTAssertEqual(help["activeParameter"], 1)
        let symbol = client.request("textDocument/signatureHelp", LSPClient.at(Self.app, 2, Array(line.components(separatedBy: "house")[0].utf16).count))
        XCTAssertEqual(symbol["signatures"]?.arrayValue?.first?["label"], "symbol(_ name: a string)")
    }

    // MARK: - Inlay hints

    func testInlayHintsShowTheDefaultTagAndTheDerivedLabel() throws {
        let text = """
        layout App {
            item home {
                title: "Home"; icon: symbol("house"); screen: Home
            }
            /* 추가 */ modal addEntry {
                icon: symbol("plus"); screen: Add
            }
            item settings {
                title: "Settings"; icon: symbol("gear"); screen: Settings; tag: 7
            }
        }

        """
        var client = LSPClient.initialized()
        client.open(Self.app, text)
        let hints = client.request("textDocument/inlayHint", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(0, 0), "end": LSPClient.position(11, 0)],
        ]).arrayValue ?? []
        XCTAssertEqual(hints.map { $0["label"] }, ["tag: 0", "tag: 1", "accessibilityLabel: \"Add entry\""])
        XCTAssertEqual(hints.first?["position"], LSPClient.position(1, 13))
        XCTAssertEqual(hints.last?["position"], LSPClient.position(4, 27), "after 'addEntry', in UTF-16 units")
        // Only the hints inside the range.
        let part = client.request("textDocument/inlayHint", [
            "textDocument": ["uri": .string(Self.app)],
            "range": ["start": LSPClient.position(4, 0), "end": LSPClient.position(5, 0)],
        ]).arrayValue ?? []
        XCTAssertEqual(part.count, 2)
    }

    // MARK: - Workspace symbols

    func testWorkspaceSymbolsCoverOpenAndImportedFiles() throws {
        var client = LSPClient.initialized(disk: ["/proj/styles.tabs": LanguageServerTests.stylesText])
        client.open(Self.app, LanguageServerTests.sample)
        let brand = client.request("workspace/symbol", ["query": "brnd"]).arrayValue ?? []
        XCTAssertEqual(brand.count, 1)
        XCTAssertEqual(brand.first?["name"], "Brand")
        XCTAssertEqual(brand.first?["kind"], 23)
        XCTAssertEqual(brand.first?["location"]?["uri"], .string(Self.styles))
        XCTAssertEqual(brand.first?["location"]?["range"]?["start"], LSPClient.position(0, 6))
        let calendar = client.request("workspace/symbol", ["query": "CAL"]).arrayValue ?? []
        XCTAssertEqual(calendar.map { $0["name"] }, ["calendar"])
        XCTAssertEqual(calendar.first?["containerName"], "Finance")
        let all = client.request("workspace/symbol", ["query": ""]).arrayValue ?? []
        XCTAssertEqual(all.map { $0["name"] }, ["Finance", "home", "add", "calendar", "Brand"])
        XCTAssertEqual(client.requestMessage("workspace/symbol", [:])["error"]?["code"], -32602)
    }
}
