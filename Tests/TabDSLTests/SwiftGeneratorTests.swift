import Foundation
import XCTest
@testable import TabDSL

/// The generated Swift of every example, compared with the reviewed files in
/// `Fixtures/swift/` (`TABC_UPDATE_GOLDEN=1` rewrites them).
final class SwiftGeneratorTests: XCTestCase {
    func testExamplesMatchGoldenFiles() throws {
        for (name, _) in ExampleModels.all {
            let output = SwiftGenerator.generate(try CompiledExamples.file(name))
            Golden.check(output, against: Paths.fixtures.appendingPathComponent("swift/\(name).swift"))
        }
    }

    /// The other generator cases, kept as reviewed files too, so changes show in diffs.
    func testGeneratorCasesMatchGoldenFiles() {
        for file in GeneratedSources.allFiles.dropFirst(ExampleModels.all.count) {
            Golden.check(SwiftGenerator.generate(file), against: Paths.fixtures.appendingPathComponent("swift/cases/\(file.baseName).swift"))
        }
    }
}

/// The examples as the validator resolves them from `examples/*.tabs`: the generator's real input.
enum CompiledExamples {
    static func file(_ name: String) throws -> ResolvedFile {
        let url = Paths.examples.appendingPathComponent("\(name).tabs")
        let source = SourceFile(path: "examples/\(name).tabs", bytes: Array(try Data(contentsOf: url)))
        let compiled = Compiler.compile(source)
        guard let resolved = compiled.resolved else {
            throw CompileError("examples/\(name).tabs has errors: \(compiled.diagnostics.map(\.message))")
        }
        return resolved
    }
}

final class ExampleModelTests: XCTestCase {
    /// The hand-written models the other Swift tests use equal what the validator resolves,
    /// so those tests exercise the generator on the real models.
    func testHandWrittenModelsEqualTheValidatorsModels() throws {
        for (name, file) in ExampleModels.all {
            let compiled = try CompiledExamples.file(name)
            XCTAssertEqual(compiled.layouts, file.layouts, "examples/\(name).tabs")
            XCTAssertEqual(SwiftGenerator.generate(compiled), SwiftGenerator.generate(file), "examples/\(name).tabs")
        }
    }
}
