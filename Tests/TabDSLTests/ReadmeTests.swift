import Foundation
import XCTest
@testable import tabc

/// The README and the docs stand on their own and say what the tool does.
final class ReadmeTests: XCTestCase {
    static func readme() throws -> String {
        try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The README's command summary is `tabc help`'s usage lines, command by command.
    func testSynopsisMatchesTheHelp() throws {
        let readme = try Self.readme()
        let start = try XCTUnwrap(readme.range(of: "## Commands\n\n```\n"))
        let block = readme[start.upperBound...].prefix { _ in true }
        let end = try XCTUnwrap(block.range(of: "```"))
        var synopses: [String: String] = [:]
        var current: String?
        for line in block[..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("tabc ") {
                current = String(line.split(separator: " ")[1])
                synopses[current ?? ""] = String(line)
            } else if let current {
                synopses[current, default: ""] += " " + line
            }
        }
        func normalized(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        XCTAssertEqual(Set(synopses.keys), Set(CommandTable.commands.map(\.name)), "every command, and only those")
        for command in CommandTable.commands {
            let help = try Tabc.run(["help", command.name]).standardOutput
            let usage = help.components(separatedBy: "\n\n").first ?? ""
            XCTAssertEqual(normalized(synopses[command.name] ?? ""), normalized(String(usage.dropFirst("USAGE: ".count))), command.name)
        }
    }

    /// The commands a reader needs first are shown as they are run.
    func testReadmeShowsTheCommandsCIRuns() throws {
        let readme = try Self.readme()
        XCTAssertTrue(readme.hasPrefix("# tabc\n\n```sh\nswift run tabc build examples/finance.tabs -o -"), "the first command")
        for command in ["swift test", "swift run tabc build --check -o examples/generated examples",
                        "swift build -c release --product tabc --static-swift-stdlib", "swift package experimental-install",
                        "mint install"] {
            XCTAssertTrue(readme.contains(command), command)
        }
        let ci = try String(contentsOf: Paths.root.appendingPathComponent(".ci/install-check"), encoding: .utf8)
        XCTAssertTrue(ci.contains("swift build -c release --product tabc --static-swift-stdlib"))
    }

    /// The README's documentation list names every guide of `docs/`, and the examples' README
    /// has a row for every example, so a new guide or example can't go unmentioned.
    func testReadmesListEveryGuideAndExample() throws {
        let root = Paths.root
        let readme = try Self.readme()
        let guides = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(guides.isEmpty)
        for guide in guides {
            XCTAssertTrue(readme.contains("- `docs/\(guide)` — "), "README's documentation list lacks docs/\(guide)")
        }
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".tabs") }.sorted()
        let table = try String(contentsOf: root.appendingPathComponent("examples/README.md"), encoding: .utf8)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .compactMap { $0.dropFirst(3).split(separator: "`").first.map(String.init) }
        XCTAssertEqual(rows.sorted(), examples, "one row per example, and none for a missing file")
    }

    /// No file a reader gets points at files outside the repository.
    func testDocsStandOnTheirOwn() throws {
        let root = Paths.root
        var files = ["README.md"]
        for folder in ["docs", "examples"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".md") || path.hasSuffix(".tabs") || path.hasSuffix(".yml") || path.hasSuffix(".sh")
                    || path.hasSuffix(".vim") || path.hasSuffix(".lua") || path.hasSuffix(".json") {
                    files.append("\(folder)/\(path)")
                }
            }
        }
        let outside = try NSRegularExpression(pattern: #"SPEC|§|[Ss]eed|[Tt]he post\b|shared/|<tabc repository URL>"#)
        // The sources' comments and messages too (a fuzzing corpus's seeds are not in Sources).
        if let sources = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path) {
            while let path = sources.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append("Sources/\(path)") }
            }
        }
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if outside.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    XCTFail("\(file):\(number + 1): \(line)")
                }
            }
        }
    }
}
