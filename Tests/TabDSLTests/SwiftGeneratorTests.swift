import XCTest
@testable import TabDSL

/// The generated Swift of every example, compared with the reviewed files in
/// `Fixtures/swift/` (`TABC_UPDATE_GOLDEN=1` rewrites them).
final class SwiftGeneratorTests: XCTestCase {
    func testExamplesMatchGoldenFiles() {
        for (name, file) in ExampleModels.all {
            let output = SwiftGenerator.generate(file)
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
