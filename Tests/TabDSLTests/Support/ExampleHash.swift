import Foundation
@testable import TabDSL

/// The committed Swift of an example is what `tabc build` writes: the generator's output with
/// the input-hash line (`// tabc-input-hash: …`) as its second line.
enum ExampleHash {
    static func withHashLine(_ output: String, example name: String) -> String {
        let url = Paths.examples.appendingPathComponent("\(name).tabs")
        guard let data = FileManager.default.contents(atPath: url.path) else { return output }
        let compilation = Compiler.compile([SourceFile(path: "examples/\(name).tabs", bytes: Array(data))])
        return InputHash.inserting(InputHash.line(InputHash.hash(ofFile: 0, in: compilation, format: "swift")), into: output)
    }
}
