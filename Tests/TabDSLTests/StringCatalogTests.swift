import Foundation
import XCTest
@testable import TabDSL

/// `tabc check --strings`: Xcode string catalogs read (bounded, never trapping), TAB313 at
/// exactly the texts a catalog lacks or hasn't translated, by language, and TAB314 for files
/// that aren't catalogs. The catalogs are in Fixtures/strings.
final class StringCatalogTests: XCTestCase {
    static let folder = Paths.fixtures.appendingPathComponent("strings")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    func testReadsLanguagesAndWhatEachKeyLacks() throws {
        let catalog = try StringCatalog.read(Self.bytes("Localizable.xcstrings"), path: "Localizable.xcstrings").get()
        XCTAssertEqual(catalog.table, "Localizable")
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.languages, ["ar", "de", "en", "fr"])
        XCTAssertEqual(catalog.gap(for: "Finance.home.title"), .untranslated(["fr"]))
        XCTAssertEqual(catalog.gap(for: "Finance.stats.title"), .untranslated(["ar", "fr"]))
        // Variations count when every one is translated.
        XCTAssertEqual(catalog.gap(for: "Finance.stats.accessibilityHint"), .untranslated(["de", "fr"]))
        XCTAssertNil(catalog.gap(for: "Finance.stats.badge"), "marked not to translate")
        XCTAssertEqual(catalog.gap(for: "Finance.settings.accessibilityLabel"), .missing)
        XCTAssertEqual(StringCatalog.table(ofPath: "App/Resources/Tab Bar.xcstrings"), "Tab Bar")
    }

    func testCheckReportsExactlyTheUntranslatedTextsByLanguage() throws {
        let run = try Tabc.run(["check", "--format", "gcc", "--strings", "Localizable.xcstrings", "--strings", "Other.xcstrings",
                                "finance.tabs"], in: Self.folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, """
            finance.tabs:4:16: warning: 'Finance.home.title' is not translated in fr in the string catalog 'Localizable.xcstrings' [TAB313]
            finance.tabs:10:16: warning: 'Finance.stats.title' is not translated in ar, fr in the string catalog 'Localizable.xcstrings' [TAB313]
            finance.tabs:13:28: warning: 'Finance.stats.accessibilityHint' is not translated in de, fr in the string catalog 'Localizable.xcstrings' [TAB313]
            finance.tabs:18:29: warning: 'Finance.add.accessibilityLabel' is not translated in ar, fr in the string catalog 'Localizable.xcstrings' [TAB313]
            finance.tabs:21:10: warning: icon-only item 'settings' has no 'accessibilityLabel'; VoiceOver will read "Settings" [TAB304]
            finance.tabs:21:10: warning: 'Finance.settings.accessibilityLabel' is not in the string catalog 'Localizable.xcstrings', so it is untranslated in ar, de, fr [TAB313]

            """)
        let strict = try Tabc.run(["check", "--strict", "--strings", "Localizable.xcstrings", "finance.tabs"], in: Self.folder)
        XCTAssertEqual(strict.status, 1)
        // Without a catalog of its table, a layout is not checked.
        let none = try Tabc.run(["check", "--format", "gcc", "finance.tabs"], in: Self.folder)
        XCTAssertFalse(none.standardOutput.contains("TAB313"), none.standardOutput)
    }

    func testNotACatalogIsTAB314AtItsPath() throws {
        let run = try Tabc.run(["check", "--format", "gcc", "--strings", "WrongShape.xcstrings", "--strings", "NotJSON.xcstrings",
                                "finance.tabs"], in: Self.folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.hasPrefix("""
            WrongShape.xcstrings:1:1: error: 'WrongShape.xcstrings' is not a string catalog: the entry 'Finance.home.title' is not an object [TAB314]
            NotJSON.xcstrings:1:1: error: 'NotJSON.xcstrings' is not a string catalog: it is not JSON (unexpected character in JSON at byte 0) [TAB314]

            """), run.standardOutput)
        let missing = try Tabc.run(["check", "--strings", "Absent.xcstrings", "finance.tabs"], in: Self.folder)
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.standardError.contains("cannot read Absent.xcstrings"), missing.standardError)
    }

    /// A catalog over 16 MiB is refused before it is read (a sparse file: nothing is read).
    func testOversizedCatalogIsRefused() throws {
        let folder = try makeTemporaryFolder("big-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Big.xcstrings")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 17 * 1024 * 1024)
        try handle.close()
        try Data("layout A {\n    item a {\n        title: \"A\"\n        icon: symbol(\"a\")\n        screen: A\n    }\n}\n".utf8)
            .write(to: folder.appendingPathComponent("a.tabs"))
        let run = try Tabc.run(["check", "--format", "gcc", "--strings", "Big.xcstrings", "a.tabs"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput,
                       "Big.xcstrings:1:1: error: 'Big.xcstrings' is not a string catalog: the file is 17.0 MiB; tabc reads catalogs of up to 16 MiB [TAB314]\n")
        // A stream is read up to the limit and one byte more: that byte refuses it.
        guard case .failure(let problem) = StringCatalog.read([UInt8](repeating: 0x20, count: StringCatalog.maximumSize + 1),
                                                              path: "x.xcstrings") else { return XCTFail("read past the limit") }
        XCTAssertEqual(problem.reason, "the file is larger than 16 MiB, the most tabc reads")
    }

    /// Every prefix and many corruptions of a real catalog, and deep or odd shapes, are read
    /// or refused with a reason; none traps.
    func testHostileCatalogsNeverTrap() throws {
        let original = try Self.bytes("Localizable.xcstrings")
        var refused = 0
        for length in stride(from: 0, to: original.count, by: 7) {
            if case .failure = StringCatalog.read(Array(original[..<length]), path: "c.xcstrings") { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 100)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = StringCatalog.read(bytes, path: "c.xcstrings")
        }
        let shapes = [
            "[]", "null", "{\"sourceLanguage\": 1, \"strings\": {}}", "{\"sourceLanguage\": \"en\", \"strings\": []}",
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {}}}}}",
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": 3}}}}}",
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": 1}}}}}}",
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"one\": {}}}}}}}}",
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": []}}}",
            String(repeating: "[", count: 100_000),
            "\u{FEFF}{\"sourceLanguage\": \"en\", \"strings\": {}}",
        ]
        let results = shapes.map { StringCatalog.read(Array($0.utf8), path: "c.xcstrings") }
        XCTAssertEqual(results.filter { if case .success = $0 { return true } else { return false } }.count, 1,
                       "only the catalog with a byte-order mark is one")
        // Nested variations are read as deep as the JSON reader allows.
        var nested = "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"x\"}}"
        for _ in 0..<30 { nested = "{\"variations\": {\"plural\": {\"other\": \(nested)}}}" }
        let deep = "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": \(nested)}}}}"
        XCTAssertNil(try StringCatalog.read(Array(deep.utf8), path: "c.xcstrings").get().gap(for: "k"))
    }
}
