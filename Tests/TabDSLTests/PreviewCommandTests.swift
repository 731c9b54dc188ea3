import Foundation
import XCTest
@testable import TabDSL

/// `tabc preview` as a user runs it: outputs, options and exit statuses.
final class PreviewCommandTests: XCTestCase {
    static func example(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: Paths.examples.appendingPathComponent("\(name).tabs")), as: UTF8.self)
    }

    static let twoLayouts = """
    layout First {
        item one {
            title: "One"
            icon: symbol("1.circle")
            screen: OneViewController
        }
    }

    layout Second {
        item two {
            title: "Two"
            icon: symbol("2.circle")
            screen: TwoViewController
        }
        item three {
            title: "Three"
            icon: symbol("3.circle")
            screen: ThreeViewController
        }
    }

    """

    func testDefaultOutputIsNameDotSVGBesideTheInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("apps/finance.tabs", try Self.example("finance"))
        let run = try Tabc.run(["preview", "apps/finance.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "wrote apps/finance.svg (1 layout)\n")
        XCTAssertEqual(try Tabc.run(["preview", "--quiet", "apps/finance.tabs"], in: folder.url).standardError, "")
        let written = try XCTUnwrap(folder.read("apps/finance.svg"))
        XCTAssertTrue(written.hasPrefix("<?xml"))
        // Light by default: one screen.
        XCTAssertTrue(written.contains(">Light</text>"))
        XCTAssertFalse(written.contains(">Dark</text>"))
        let stdout = try Tabc.run(["preview", "-o", "-", "apps/finance.tabs"], in: folder.url)
        XCTAssertEqual(stdout.standardOutput, written)
    }

    func testUnchangedOutputIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("finance.tabs", try Self.example("finance"))
        XCTAssertEqual(try Tabc.run(["preview", "finance.tabs"], in: folder.url).status, 0)
        let path = folder.url.appendingPathComponent("finance.svg").path
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        XCTAssertEqual(try Tabc.run(["preview", "finance.tabs"], in: folder.url).status, 0)
        XCTAssertEqual(folder.modificationDate("finance.svg"), old)
        XCTAssertEqual(try Tabc.run(["preview", "--appearance", "dark", "finance.tabs"], in: folder.url).status, 0)
        XCTAssertNotEqual(folder.modificationDate("finance.svg"), old)
    }

    func testAppearanceBothToStandardOutputMatchesTheGolden() throws {
        let run = try Tabc.run(["preview", "--appearance", "both", "-o", "-", Paths.examples.appendingPathComponent("notch.tabs").path])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, try PreviewTests.golden("notch"))
        let dark = try Tabc.run(["preview", "--appearance=dark", "-o", "-", Paths.examples.appendingPathComponent("notch.tabs").path])
        XCTAssertEqual(dark.status, 0)
        XCTAssertTrue(dark.standardOutput.contains(">Dark</text>"))
        XCTAssertFalse(dark.standardOutput.contains(">Light</text>"))
    }

    func testDesignGlassMatchesItsGoldenAndClassicIsTheDefault() throws {
        let notch = Paths.examples.appendingPathComponent("notch.tabs").path
        let glass = try Tabc.run(["preview", "--design", "glass", "--appearance", "both", "-o", "-", notch])
        XCTAssertEqual(glass.status, 0, glass.standardError)
        XCTAssertEqual(glass.standardOutput, try PreviewTests.glassGolden("notch"))
        let classic = try Tabc.run(["preview", "--design=classic", "--appearance", "both", "-o", "-", notch])
        XCTAssertEqual(classic.standardOutput, try PreviewTests.golden("notch"))
        // kind: custom draws its own bar in both designs.
        let finance = Paths.examples.appendingPathComponent("finance.tabs").path
        XCTAssertEqual(try Tabc.run(["preview", "--design", "glass", "-o", "-", finance]).standardOutput,
                       try Tabc.run(["preview", "-o", "-", finance]).standardOutput)
    }

    func testOutputFileAndStandardInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("finance.tabs", try Self.example("finance"))
        let run = try Tabc.run(["preview", "-o", "out.svg", "finance.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertNotNil(folder.read("out.svg"))
        XCTAssertNil(folder.read("finance.svg"))
        let stdin = try Tabc.run(["preview", "-"], in: folder.url, input: try Self.example("finance"))
        XCTAssertEqual(stdin.status, 0, stdin.standardError)
        XCTAssertEqual(stdin.standardOutput, folder.read("out.svg"))
    }

    func testSeveralLayoutsAreStackedAndLayoutPicksOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("two.tabs", Self.twoLayouts)
        let all = try Tabc.run(["preview", "-o", "-", "two.tabs"], in: folder.url)
        XCTAssertEqual(all.status, 0, all.standardError)
        XCTAssertTrue(all.standardOutput.contains(">First</text>") && all.standardOutput.contains(">Second</text>"))
        let second = try Tabc.run(["preview", "--layout", "Second", "-o", "-", "two.tabs"], in: folder.url)
        XCTAssertEqual(second.status, 0)
        XCTAssertFalse(second.standardOutput.contains(">First</text>"))
        XCTAssertTrue(second.standardOutput.contains(">Second</text>"))

        let unknown = try Tabc.run(["preview", "--layout", "Secnd", "two.tabs"], in: folder.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("two.tabs has no layout 'Secnd'; did you mean 'Second'? (its layouts: First, Second)"),
                      unknown.standardError)
        XCTAssertNil(folder.read("two.svg"), "nothing is written")
    }

    func testSelectedMustNameATab() throws {
        let folder = try TemporaryFolder()
        try folder.write("finance.tabs", try Self.example("finance"))
        let calendar = try Tabc.run(["preview", "--selected", "calendar", "-o", "-", "finance.tabs"], in: folder.url)
        XCTAssertEqual(calendar.status, 0, calendar.standardError)
        XCTAssertTrue(calendar.standardOutput.contains("selected: calendar"))

        let modal = try Tabc.run(["preview", "--selected", "add", "finance.tabs"], in: folder.url)
        XCTAssertEqual(modal.status, 2)
        XCTAssertTrue(modal.standardError.contains("'add' in layout 'Finance' is a modal"), modal.standardError)
        XCTAssertTrue(modal.standardError.contains("never shown selected"), modal.standardError)

        let typo = try Tabc.run(["preview", "--selected", "calender", "finance.tabs"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.contains("did you mean 'calendar'?"), typo.standardError)
        XCTAssertNil(folder.read("finance.svg"), "nothing is written")

        // With several layouts, the id must be a tab of each one drawn.
        try folder.write("two.tabs", Self.twoLayouts)
        let partial = try Tabc.run(["preview", "--selected", "three", "two.tabs"], in: folder.url)
        XCTAssertEqual(partial.status, 2)
        XCTAssertTrue(partial.standardError.contains("'--layout'"), partial.standardError)
        let picked = try Tabc.run(["preview", "--layout", "Second", "--selected", "three", "-o", "-", "two.tabs"], in: folder.url)
        XCTAssertEqual(picked.status, 0, picked.standardError)
    }

    func testErrorsInTheInputWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.tabs", "layout Bad {\n    item home {\n        titel: \"Home\"\n    }\n}\n")
        let run = try Tabc.run(["preview", "bad.tabs"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("TAB201"), run.standardError)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertNil(folder.read("bad.svg"))
        let toFile = try Tabc.run(["preview", "-o", "out.svg", "bad.tabs"], in: folder.url)
        XCTAssertEqual(toFile.status, 1)
        XCTAssertNil(folder.read("out.svg"))
        let toStdout = try Tabc.run(["preview", "-o", "-", "bad.tabs"], in: folder.url)
        XCTAssertEqual(toStdout.status, 1)
        XCTAssertEqual(toStdout.standardOutput, "")
    }

    func testWarningsAreReportedAndTheLayoutIsDrawn() throws {
        let run = try Tabc.run(["preview", "-o", "-", Paths.fixtures.appendingPathComponent("preview/features.tabs").path])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardError.contains("TAB308"), run.standardError)
        XCTAssertTrue(run.standardOutput.contains("</svg>"))
    }

    func testUsageAndFileErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("finance.tabs", try Self.example("finance"))
        try folder.write("rounded.tabs", try Self.example("rounded"))
        let cases: [([String], Int32, String)] = [
            (["preview"], 2, "no input files"),
            (["preview", "--appearance", "sepia", "finance.tabs"], 2, "expected one of light, dark, both"),
            (["preview", "--design", "frosted", "finance.tabs"], 2, "expected one of classic, glass"),
            (["preview", "finance.tabs", "rounded.tabs"], 2, "'preview' draws one file; 2 were given"),
            (["preview", "."], 2, "is a folder"),
            (["preview", "--colour", "finance.tabs"], 2, "unknown option '--colour'"),
            (["preview", "missing.tabs"], 3, "cannot read missing.tabs"),
            (["preview", "-o", "no/such/folder/x.svg", "finance.tabs"], 3, "cannot write"),
        ]
        for (arguments, status, message) in cases {
            let run = try Tabc.run(arguments, in: folder.url)
            XCTAssertEqual(run.status, status, "\(arguments): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains(message), "\(arguments): \(run.standardError)")
            XCTAssertEqual(run.standardOutput, "", "\(arguments)")
        }
    }

    func testHelp() throws {
        let run = try Tabc.run(["preview", "--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardOutput.contains("NAME.svg beside"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("modal"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("Exit status"), run.standardOutput)
    }
}
