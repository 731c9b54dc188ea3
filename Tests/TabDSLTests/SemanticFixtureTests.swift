import XCTest
@testable import TabDSL

/// The validator's fixture cases: `semantic/err` cases report what their golden `.diag` says
/// (gcc format, every file of the run) and at least once the code their name starts with;
/// `semantic/ok` cases report nothing at all, not even a warning.
final class SemanticFixtureTests: XCTestCase {
    func testErrCasesMatchTheirGoldens() {
        let cases = SemanticFixtures.cases("semantic/err")
        XCTAssertGreaterThan(cases.count, 40)
        for path in cases {
            let compilation = SemanticFixtures.compile(path)
            let diagnostics = compilation.diagnostics
            let golden = Paths.fixtures.appendingPathComponent(path).deletingPathExtension().appendingPathExtension("diag")
            Golden.check(GCCRenderer().render(diagnostics), against: golden)
            guard let code = SemanticFixtures.code(ofCase: path) else {
                XCTFail("\(path): the name must start with the code it shows, like TAB206-duplicate-tag.tabs")
                continue
            }
            XCTAssertTrue(diagnostics.contains { $0.code == code }, "\(path) does not report \(code.rawValue)")
        }
    }

    func testOkCasesReportNothing() {
        let cases = SemanticFixtures.cases("semantic/ok")
        XCTAssertGreaterThan(cases.count, 10)
        for path in cases {
            let compilation = SemanticFixtures.compile(path)
            XCTAssertEqual(GCCRenderer().render(compilation.diagnostics), "", "\(path) must report nothing")
            for file in compilation.files {
                XCTAssertNotNil(file.resolved, "\(file.source.path) has no resolved model")
            }
        }
    }

    /// An error case's file has no resolved model; the warnings-only cases still have one.
    func testResolvedModelOnlyWithoutErrors() {
        for path in SemanticFixtures.cases("semantic/err") {
            let compilation = SemanticFixtures.compile(path)
            for file in compilation.files {
                let erroneous = compilation.files.contains { other in
                    other.diagnostics.contains { $0.severity == .error }
                        && (other.source === file.source || Self.reaches(file, other, in: compilation))
                }
                XCTAssertEqual(file.resolved == nil, erroneous, "\(file.source.path) in \(path)")
            }
        }
    }

    /// Whether `file` imports `other`, directly or not.
    static func reaches(_ file: CompiledFile, _ other: CompiledFile, in compilation: Compilation) -> Bool {
        var seen: Set<String> = [file.source.path]
        var stack = [file]
        while let current = stack.popLast() {
            for decl in current.tree.imports {
                guard let path = decl.path?.value else { continue }
                let target = ImportPaths.resolve(path, from: current.source.path)
                if target == other.source.path { return true }
                if seen.insert(target).inserted, let next = compilation.files.first(where: { $0.source.path == target }) {
                    stack.append(next)
                }
            }
        }
        return false
    }

    /// Warnings are reported even when a file also has errors (docs/files-and-limits.md).
    func testWarningsSurviveErrors() {
        let text = """
            layout App {
                item home {
                    icon: symbol("house")
                    screen: HomeViewController
                    tag: 1.5
                }
                style {
                    height: 40
                    tint: systemBlu
                }
            }

            """
        let diagnostics = Compiler.compile(SourceFile(path: "app.tabs", text: text)).diagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.TAB304, .TAB202, .TAB302, .TAB212])
    }
}
