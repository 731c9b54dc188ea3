import Foundation
import XCTest
@testable import TabDSL

/// The platform-neutral `<Name>Tab` enums compiled and run on Linux (no UIKit): their cases,
/// tags and metadata must equal the model exactly, hostile strings included.
final class NeutralEnumTests: XCTestCase {
    /// One item as the compiled enum reports it.
    struct Entry: Codable, Equatable {
        var layout: String
        var id: String
        var tag: Int
        var title: String?
        var symbolName: String?
        var selectedSymbolName: String?
        var imageName: String?
        var selectedImageName: String?
        var isModal: Bool
        var badge: String?
        var accessibilityLabel: String
        var accessibilityHint: String?
        var accessibilityIdentifier: String
    }

    func testMetadataOfEveryCompiledEnumEqualsTheModel() throws {
        let layouts = GeneratedSources.allFiles.flatMap(\.layouts)
        let folder = try makeTemporaryFolder("neutral-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = try GeneratedSources.write(GeneratedSources.allFiles, to: folder)
        files.removeAll { $0.hasSuffix("StandIns.swift") }
        let main = folder.appendingPathComponent("main.swift")
        try Data(Self.driver(for: layouts).utf8).write(to: main)
        let executable = folder.appendingPathComponent("neutral").path
        let build = try Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-o", executable] + files + [main.path], in: folder)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let run = try Command.run(executable, [], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let entries = try JSONDecoder().decode([Entry].self, from: Data(run.output.utf8))
        XCTAssertEqual(entries, Self.expected(layouts))
        XCTAssertTrue(entries.contains { $0.title == ExampleModels.hostileTexts[3] }, "the injection layout was compiled and run")
        // And what the JSON output says, for every file: both generators agree.
        var fromJSON: [Entry] = []
        for file in GeneratedSources.allFiles {
            fromJSON += try Self.entries(fromJSON: JSONGenerator.generate(file))
        }
        XCTAssertEqual(entries, fromJSON, "the compiled enums equal the JSON output")
    }

    /// The items of a JSON output document (docs/generated-code.md) as entries.
    static func entries(fromJSON text: String) throws -> [Entry] {
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var entries: [Entry] = []
        for layout in try XCTUnwrap(document["layouts"] as? [[String: Any]]) {
            let name = try XCTUnwrap(layout["name"] as? String)
            for item in try XCTUnwrap(layout["items"] as? [[String: Any]]) {
                let icon = try XCTUnwrap(item["icon"] as? [String: String])
                let selectedIcon = try XCTUnwrap(item["selectedIcon"] as? [String: String])
                let accessibility = try XCTUnwrap(item["accessibility"] as? [String: Any])
                entries.append(Entry(
                    layout: name, id: try XCTUnwrap(item["id"] as? String), tag: try XCTUnwrap(item["tag"] as? Int),
                    title: item["title"] as? String,
                    symbolName: icon["symbol"], selectedSymbolName: selectedIcon["symbol"],
                    imageName: icon["image"], selectedImageName: selectedIcon["image"],
                    isModal: item["role"] as? String == "modal", badge: item["badge"] as? String,
                    accessibilityLabel: try XCTUnwrap(accessibility["label"] as? String),
                    accessibilityHint: accessibility["hint"] as? String,
                    accessibilityIdentifier: try XCTUnwrap(accessibility["identifier"] as? String)))
            }
        }
        return entries
    }

    /// What the model says each case must report.
    static func expected(_ layouts: [ResolvedLayout]) -> [Entry] {
        func symbol(_ icon: Icon) -> String? { if case .symbol(let name) = icon { return name } else { return nil } }
        func image(_ icon: Icon) -> String? { if case .image(let name) = icon { return name } else { return nil } }
        return layouts.flatMap { layout in
            layout.items.map { item in
                Entry(layout: layout.name, id: item.id, tag: item.tag, title: item.title,
                      symbolName: symbol(item.icon), selectedSymbolName: symbol(item.selectedIcon),
                      imageName: image(item.icon), selectedImageName: image(item.selectedIcon),
                      isModal: item.role == .modal, badge: item.badge,
                      accessibilityLabel: item.accessibility.label, accessibilityHint: item.accessibility.hint,
                      accessibilityIdentifier: item.accessibility.identifier)
            }
        }
    }

    /// A program that prints every case of every enum as JSON.
    static func driver(for layouts: [ResolvedLayout]) -> String {
        var lines = [
            "import Foundation",
            "",
            "struct Entry: Codable {",
            "    var layout: String, id: String, tag: Int, title: String?, symbolName: String?, selectedSymbolName: String?",
            "    var imageName: String?, selectedImageName: String?, isModal: Bool, badge: String?",
            "    var accessibilityLabel: String, accessibilityHint: String?, accessibilityIdentifier: String",
            "}",
            "",
            "var entries: [Entry] = []",
        ]
        for layout in layouts {
            lines.append("for tab in \(layout.name)Tab.allCases {")
            lines.append("    entries.append(Entry(layout: \"\(layout.name)\", id: String(describing: tab), tag: tab.rawValue, title: tab.title, symbolName: tab.symbolName, selectedSymbolName: tab.selectedSymbolName, imageName: tab.imageName, selectedImageName: tab.selectedImageName, isModal: tab.isModal, badge: tab.badge, accessibilityLabel: tab.accessibilityLabel, accessibilityHint: tab.accessibilityHint, accessibilityIdentifier: tab.accessibilityIdentifier))")
            lines.append("}")
        }
        lines.append("print(String(decoding: try JSONEncoder().encode(entries), as: UTF8.self))")
        return lines.joined(separator: "\n") + "\n"
    }
}
