import Foundation
import XCTest

/// No text of a preview runs past the picture's right edge: the legend wraps to the width of
/// every preview size (one screen or two, classic or glass). Widths are estimated, not
/// rendered: the fonts here (rsvg-convert's) are narrower than Apple's, where the cut legend
/// was seen, so an estimate wider than both is the check that can fail.
final class PreviewLegendTests: XCTestCase {
    /// Every example's preview in each size, as `tabc preview` draws it.
    private func previews() throws -> [(name: String, svg: String)] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Paths.examples.path).filter { $0.hasSuffix(".tabs") }.sorted()
        XCTAssertFalse(examples.isEmpty)
        var previews: [(String, String)] = []
        for example in examples {
            for options in [[], ["--appearance", "both"], ["--design", "glass"]] {
                let run = try Tabc.run(["preview"] + options + ["-o", "-", Paths.examples.appendingPathComponent(example).path])
                XCTAssertEqual(run.status, 0, run.standardError)
                previews.append(("\(example) \(options.joined(separator: " "))", run.standardOutput))
            }
        }
        return previews
    }

    /// Each `<text>`'s extent, measured at a conservative 0.62 em per character, fits the width.
    func testNoTextRunsPastTheRightEdgeByMeasure() throws {
        let text = try NSRegularExpression(pattern: #"<text ([^>]*)>([^<]*)</text>"#)
        for (name, svg) in try previews() {
            let width = try XCTUnwrap(Self.attribute("width", in: String(svg.prefix(400))).flatMap(Double.init), name)
            let range = NSRange(svg.startIndex..., in: svg)
            for match in text.matches(in: svg, range: range) {
                guard let attributes = Range(match.range(at: 1), in: svg).map({ String(svg[$0]) }),
                      let content = Range(match.range(at: 2), in: svg).map({ String(svg[$0]) }),
                      let x = Self.attribute("x", in: attributes).flatMap(Double.init),
                      let size = Self.attribute("font-size", in: attributes).flatMap(Double.init) else { continue }
                let characters = Self.unescaped(content).count
                let extent = Double(characters) * 0.62 * size
                let right: Double
                switch Self.attribute("text-anchor", in: attributes) {
                case "middle": right = x + extent / 2
                case "end": right = x
                default: right = x + extent
                }
                XCTAssertLessThanOrEqual(right, width, "\(name): '\(Self.unescaped(content))' runs past the edge")
            }
        }
    }

    static func attribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: " \(name)=\"") ?? (text.hasPrefix("\(name)=\"") ? text.range(of: "\(name)=\"") : nil) else { return nil }
        let rest = text[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
