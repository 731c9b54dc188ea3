import Foundation
import XCTest
@testable import TabDSL

/// `--assets`: the asset catalog reader (each color form, Display P3, dark variants), TAB318
/// with the nearest names, asset colors in the contrast check (TAB303), TAB314 for a folder
/// that is no catalog, and the walk of the catalog folder through the binary.
final class AssetCatalogTests: XCTestCase {
    static let catalog = Paths.fixtures.appendingPathComponent("assets/App.xcassets").path

    func color(_ json: String) -> AssetCatalog.Color {
        AssetCatalog.color(fromContents: Array(json.utf8))
    }

    func testEachComponentFormAndColorSpace() {
        func set(_ space: String, _ components: String) -> String {
            #"{"colors":[{"idiom":"universal","color":{"color-space":"\#(space)","components":{\#(components)}}}]}"#
        }
        let fraction = color(set("srgb", #""red":"0.000","green":"0.502","blue":"1.000","alpha":"1.000""#))
        XCTAssertEqual(fraction.light, RGBAColor(red: 0, green: 128, blue: 255))
        let bytes = color(set("srgb", #""red":"255","green":"128","blue":"0","alpha":"1.000""#))
        XCTAssertEqual(bytes.light, RGBAColor(red: 255, green: 128, blue: 0))
        let hex = color(set("srgb", #""red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000""#))
        XCTAssertEqual(hex.light, RGBAColor(red: 255, green: 128, blue: 0))
        let numbers = color(set("extended-srgb", #""red":0.2,"green":102,"blue":"0.600","alpha":0.5"#))
        XCTAssertEqual(numbers.light, RGBAColor(red: 51, green: 102, blue: 153, alpha: 0.5))
        let gray = color(set("gray-gamma-22", #""white":"0.500","alpha":"1.000""#))
        XCTAssertEqual(gray.light, RGBAColor(red: 128, green: 128, blue: 128))
        // Display P3 is converted: its green is outside sRGB, so red clamps to 0.
        let wide = color(set("display-p3", #""red":"0.200","green":"0.600","blue":"0.400","alpha":"1.000""#))
        XCTAssertEqual(wide.light, RGBAColor(red: 0, green: 156, blue: 97))
        XCTAssertEqual(color(set("lab", #""l":"1""#)).light, nil)
        XCTAssertEqual(color("not json").light, nil)
        // Hostile components: no trap, no color from numbers that aren't ones.
        for components in [#""red":1e308,"green":1e308,"blue":1e308"#, #""red":"-0x5","green":"nan","blue":"inf""#,
                           #""red":-1e308,"green":1e308,"blue":"1e400""#, #""red":[],"green":{},"blue":null"#] {
            _ = color(set("display-p3", components))
            _ = color(set("srgb", components))
        }
    }

    func testDarkVariantAndHighContrastLeftOut() {
        let json = #"""
        {"colors":[
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],
           "color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0"}}},
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"255","green":"255","blue":"255"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0x1C","green":"0x1C","blue":"0x1E"}}}
        ]}
        """#
        let both = color(json)
        XCTAssertEqual(both.light, RGBAColor(red: 255, green: 255, blue: 255))
        XCTAssertEqual(both.dark, RGBAColor(red: 28, green: 28, blue: 30))
        let lightOnly = color(#"{"colors":[{"idiom":"universal","color":{"components":{"red":"0","green":"0","blue":"0"}}}]}"#)
        XCTAssertEqual(lightOnly.dark, RGBAColor(red: 0, green: 0, blue: 0))
    }

    func testNamespaceAndSetNames() {
        XCTAssertTrue(AssetCatalog.providesNamespace(Array(#"{"properties":{"provides-namespace":true}}"#.utf8)))
        XCTAssertFalse(AssetCatalog.providesNamespace(Array(#"{"info":{}}"#.utf8)))
        XCTAssertEqual(AssetCatalog.set(named: "home.imageset")?.name, "home")
        XCTAssertEqual(AssetCatalog.set(named: "Brand.colorset")?.kind, .colorset)
        XCTAssertNil(AssetCatalog.set(named: ".imageset"))
        XCTAssertNil(AssetCatalog.set(named: "Icons"))
    }

    /// The library's check, without the command line: names against the catalogs, asset
    /// colors in the contrast check, nothing at all without catalogs.
    func testCompilerChecksNamesOnlyWithCatalogs() {
        var catalog = AssetCatalog(path: "App.xcassets")
        catalog.add(.imageset, name: "home", contents: nil)
        catalog.add(.colorset, name: "Faint", contents: Array(
            #"{"colors":[{"idiom":"universal","color":{"components":{"red":"0.9","green":"0.9","blue":"0.9"}}}]}"#.utf8))
        let source = SourceFile(path: "a.tabs", text: """
            layout App {
                item home {
                    title: "Home"
                    icon: image("hom")
                    screen: Home
                }
                style {
                    background: #FFFFFF
                    tint: asset("Faint")
                    selectedTint: dynamic(light: asset("Brnd"), dark: #FFFFFF)
                }
            }
            """)
        let checked = Compiler.compile([source], assets: AssetCatalogs([catalog])).files[0].diagnostics
        XCTAssertEqual(checked.filter { $0.code == .TAB318 }.map(\.message), [
            #"no image or symbol set in the asset catalogs is named "hom"; did you mean "home"?"#,
            #"no color set in the asset catalogs is named "Brnd""#,
        ])
        XCTAssertTrue(checked.contains { $0.code == .TAB303 && $0.message.contains("'tint'") }, "\(checked.map(\.message))")
        let unchecked = Compiler.compile([source]).files[0].diagnostics
        XCTAssertFalse(unchecked.contains { $0.code == .TAB318 || $0.code == .TAB303 })
    }

    static let layout = """
        layout App {
            initial: home
            item home {
                title: "Home"
                icon: image("hom")
                selectedIcon: image("Icons/profile")
                screen: HomeViewController
            }
            item wave {
                title: "Wave"
                icon: image("wave")
                screen: WaveViewController
            }
            item linked {
                title: "Linked"
                icon: image("linked")
                screen: LinkedViewController
            }
            style {
                background: asset("Paper")
                tint: asset("Brnd")
                selectedTint: dynamic(light: asset("Brand"), dark: asset("Faint"))
                border: border(color: asset("Wide"), width: 1)
            }
        }

        """

    func testCheckThroughTheBinary() throws {
        let folder = try TemporaryFolder()
        // A copy of the catalog with a symlink to an image set outside it, which is not followed.
        let catalog = folder.url.appendingPathComponent("App.xcassets")
        try FileManager.default.copyItem(atPath: Self.catalog, toPath: catalog.path)
        let outside = folder.url.appendingPathComponent("outside/linked.imageset")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: outside.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("linked.imageset").path,
                                                   withDestinationPath: outside.path)
        try Data(Self.layout.utf8).write(to: folder.url.appendingPathComponent("app.tabs"))

        let run = try Tabc.run(["check", "--format", "gcc", "--assets", "App.xcassets", "app.tabs"], in: folder.url)
        XCTAssertEqual(run.standardOutput, """
            app.tabs:5:15: warning: no image or symbol set in the asset catalogs is named "hom"; did you mean "home"? [TAB318]
            app.tabs:16:15: warning: no image or symbol set in the asset catalogs is named "linked" [TAB318]
            app.tabs:21:15: warning: no color set in the asset catalogs is named "Brnd"; did you mean "Brand"? [TAB318]
            app.tabs:22:23: warning: contrast of 'selectedTint' on the background is 1.15:1 in dark appearance; at least 3:1 is needed (WCAG 1.4.11) [TAB303]

            """)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(try Tabc.run(["check", "--strict", "--assets", "App.xcassets", "app.tabs"], in: folder.url).status, 1)
        // Without --assets, nothing is checked against a catalog.
        let plain = try Tabc.run(["check", "--format", "gcc", "app.tabs"], in: folder.url)
        XCTAssertEqual(plain.standardOutput, "")
        // build fails only on the errors, as ever; its diagnostics show TAB318 too.
        let build = try Tabc.run(["build", "--assets", "App.xcassets", "-o", "-", "app.tabs"], in: folder.url)
        XCTAssertEqual(build.status, 0)
        XCTAssertTrue(build.standardError.contains("TAB318"), build.standardError)
    }

    func testAPathThatIsNoCatalogIsTAB314AndAMissingOneExit3() throws {
        let folder = try TemporaryFolder()
        try Data(Self.layout.utf8).write(to: folder.url.appendingPathComponent("app.tabs"))
        let notCatalog = Paths.fixtures.appendingPathComponent("assets/NotACatalog").path
        let run = try Tabc.run(["check", "--format", "gcc", "--assets", notCatalog, "app.tabs"], in: folder.url)
        XCTAssertEqual(run.standardOutput,
                       "\(notCatalog):1:1: error: '\(notCatalog)' is not an asset catalog: the folder's name doesn't end in .xcassets [TAB314]\n")
        XCTAssertEqual(run.status, 1)
        let file = try Tabc.run(["check", "--assets", "app.tabs", "app.tabs"], in: folder.url)
        XCTAssertTrue(file.standardOutput.contains("'app.tabs' is not an asset catalog: it is not a folder"), file.standardOutput)
        let build = try Tabc.run(["build", "--assets", notCatalog, "-o", "-", "app.tabs"], in: folder.url)
        XCTAssertEqual(build.status, 1)
        let missing = try Tabc.run(["check", "--assets", "Missing.xcassets", "app.tabs"], in: folder.url)
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.standardError.contains("Missing.xcassets"), missing.standardError)
        XCTAssertFalse(missing.standardError.contains("no problems"), missing.standardError)
    }

    func testWalkLimits() throws {
        let folder = try TemporaryFolder()
        var deep = folder.url.appendingPathComponent("Deep.xcassets")
        for _ in 0..<40 { deep = deep.appendingPathComponent("d") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("layout App {\n}\n".utf8).write(to: folder.url.appendingPathComponent("app.tabs"))
        let run = try Tabc.run(["check", "--format", "gcc", "--assets", "Deep.xcassets", "app.tabs"], in: folder.url)
        XCTAssertTrue(run.standardOutput.contains("nested more than 32 folders deep [TAB314]"), run.standardOutput)
        XCTAssertEqual(run.status, 1)
    }

    /// `tabc lsp --assets`: the server's catalogs reach each document's check.
    func testLanguageServerPublishesTAB318() throws {
        var catalog = AssetCatalog(path: "App.xcassets")
        catalog.add(.imageset, name: "home", contents: nil)
        let text = "layout App {\n    item home {\n        title: \"Home\"\n        icon: image(\"hom\")\n        screen: Home\n    }\n}\n"
        let uri = "file:///proj/app.tabs"
        var client = LSPClient.initialized()
        client.connection.server.assetCatalogs = AssetCatalogs([catalog])
        let output = client.open(uri, text)
        let diagnostics = try XCTUnwrap(LSPClient.published(uri, in: output)?["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.map { $0["code"]?.stringValue ?? "" }, ["TAB318"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"], LSPClient.position(3, 14))

        var without = LSPClient.initialized()
        let plain = without.open(uri, text)
        XCTAssertEqual(try XCTUnwrap(LSPClient.published(uri, in: plain))["diagnostics"]?.arrayValue?.count, 0)
    }
}
