import Foundation
import XCTest
@testable import TabDSL

/// The diagnostic catalogue (`Diagnostics/Catalogue.swift`) stays the one place its words are
/// written, with a factory for every code. (That every code is in `docs/diagnostics.md` and in `tabc explain` is
/// `DocsAndCatalogueTests`'.)
final class CatalogueTests: XCTestCase {
    static func source(_ path: String) throws -> String {
        try String(contentsOf: Paths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The factories stand in the order of their codes, so a code's messages are found in one place.
    func testFactoriesAreSortedByCode() throws {
        let text = try Self.source("Sources/TabDSL/Diagnostics/Catalogue.swift")
        let codes = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("/// TAB") else { return nil }
            return String(trimmed.dropFirst(4).prefix(6))
        }
        XCTAssertGreaterThan(codes.count, 80)
        XCTAssertEqual(codes, codes.sorted(), "the factories are not in code order")
        for code in codes { XCTAssertNotNil(DiagnosticCode(rawValue: code), code) }
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !codes.contains($0) }
        XCTAssertEqual(missing, [], "every code has a factory in the catalogue")
    }

    /// Only `Diagnostics/` (and `Explain/`, which explains each code) names codes: every other
    /// stage passes data to the catalogue, which writes the words.
    func testNoStageOutsideDiagnosticsNamesACode() throws {
        let folder = Paths.root.appendingPathComponent("Sources/TabDSL")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 40)
        for file in files where !file.hasPrefix("Diagnostics/") && !file.hasPrefix("Explain/") {
            let text = try Self.source("Sources/TabDSL/" + file)
            XCTAssertNil(text.range(of: #"\.TAB[0-9]{3}"#, options: .regularExpression),
                         "\(file) names a code; build its diagnostics with a Catalogue factory")
        }
    }

    /// "Did you mean" is worded once in the library: by `DidYouMean`, not by hand at a call site.
    func testDidYouMeanIsWordedOnlyInTheCatalogue() throws {
        let folder = Paths.root.appendingPathComponent("Sources/TabDSL")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertFalse(files.isEmpty)
        for file in files where !["Diagnostics/Catalogue.swift", "Diagnostics/Catalogue+Parts.swift", "Explain/Explanations.swift"].contains(file) {
            let text = try Self.source("Sources/TabDSL/" + file)
            XCTAssertFalse(text.contains("; did you mean '\\("), "\(file) words a did-you-mean by hand; use DidYouMean")
        }
    }

    func testDidYouMeanOffersTheNearestNameAndItsFixIt() {
        let offer = DidYouMean("titel", in: ["title", "icon"])
        XCTAssertEqual(offer.clause, "; did you mean 'title'?")
        XCTAssertEqual(offer.fixIts(replacing: .from(3, to: 8)).first?.edits.first?.replacement, "title")
        XCTAssertEqual(DidYouMean("zzzzzz", in: ["title"]).clause, "")
        XCTAssertTrue(DidYouMean("zzzzzz", in: ["title"]).fixIts(replacing: .at(0)).isEmpty)
    }
}
