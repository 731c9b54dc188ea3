import XCTest
@testable import TabDSL

/// A diagnostic a marked source is expected to report, in the manner of swift-syntax's
/// `DiagnosticSpec`: its code, its message, and the marker (`1️⃣`…`9️⃣`) where its range starts.
struct DiagnosticSpec {
    var marker: String
    var code: DiagnosticCode
    var message: String
    var line: UInt

    init(_ marker: String = "1️⃣", _ code: DiagnosticCode, _ message: String, line: UInt = #line) {
        self.marker = marker
        self.code = code
        self.message = message
        self.line = line
    }
}

/// Sources with position markers: `1️⃣` … `9️⃣` stand where a diagnostic is expected and are
/// removed before the source is checked.
enum MarkedSource {
    static let markers = (1...9).map { "\($0)\u{FE0F}\u{20E3}" }

    /// The source without its markers, and the UTF-8 offset of each marker in it.
    static func strip(_ marked: String) -> (text: String, offsets: [String: Int]) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = markers.first(where: { rest.hasPrefix($0) }) {
                offsets[marker] = text.utf8.count
                rest = rest.dropFirst(marker.count)
            } else {
                text.append(rest.removeFirst())
            }
        }
        return (text, offsets)
    }
}

/// Checks `markedSource` as `tabc check` would and asserts that it reports exactly `expected`
/// (in source order): each diagnostic's code and message, and that its range starts at its
/// marker. Any other diagnostic, or a missing one, fails.
func assertDiagnostics(_ markedSource: String, _ expected: [DiagnosticSpec], path: String = "test.tabs",
                       file: StaticString = #filePath, line: UInt = #line) {
    let (text, offsets) = MarkedSource.strip(markedSource)
    let source = SourceFile(path: path, text: text)
    let reported = Diagnostic.sortedForDisplay(Compiler.compile(source).diagnostics)
    if reported.count != expected.count {
        XCTFail("expected \(expected.count) diagnostics, got \(reported.count):\n" + GCCRenderer().render(reported),
                file: file, line: line)
    }
    for (diagnostic, spec) in zip(reported, expected) {
        guard let offset = offsets[spec.marker] else {
            XCTFail("marker \(spec.marker) is not in the source", file: file, line: spec.line)
            continue
        }
        XCTAssertEqual(diagnostic.code, spec.code, "code", file: file, line: spec.line)
        XCTAssertEqual(diagnostic.message, spec.message, "message", file: file, line: spec.line)
        if diagnostic.range.offset != offset {
            let want = source.location(of: offset)
            XCTFail("\(spec.code.rawValue) is at \(diagnostic.span.start.line):\(diagnostic.span.start.column), "
                    + "not at marker \(spec.marker) (\(want.line):\(want.column))", file: file, line: spec.line)
        }
    }
}
