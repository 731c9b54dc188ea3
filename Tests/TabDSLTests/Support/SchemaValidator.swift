import Foundation
import XCTest

/// Validates JSON documents against a JSON Schema with an independent validator: Debian's
/// python3-jsonschema (installed by .ci/run). A missing validator skips the test (fails it
/// under `TABC_REQUIRE_TOOLS=1`; see `RequiredTool`).
enum SchemaValidator {
    /// Validates each document; returns one line per failure (empty when all are valid).
    /// `draft` is the validator class name, e.g. Draft202012Validator or Draft7Validator.
    static func validate(documents: [(name: String, data: Data)], schema: Data, draft: String = "Draft202012Validator",
                         file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try RequiredTool.checkPythonModule("jsonschema", package: "python3-jsonschema")
        guard let python = RequiredTool.python(with: "jsonschema") else { return ["validator missing"] }
        let folder = try TemporaryFolder()
        let schemaURL = folder.url.appendingPathComponent("schema.json")
        try schema.write(to: schemaURL)
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let url = folder.url.appendingPathComponent("doc\(index).json")
            try document.data.write(to: url)
            paths.append(url.path)
        }
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.\(draft).check_schema(schema)
        validator = jsonschema.\(draft)(schema)
        for index, path in enumerate(sys.argv[2:]):
            for error in validator.iter_errors(json.load(open(path))):
                print(f"{index}\\t{'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", script, schemaURL.path] + paths
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            return ["validator failed: \(errorText)"]
        }
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            let index = Int(parts[0]) ?? 0
            return "\(documents[index].name): \(parts.count > 1 ? String(parts[1]) : "")"
        }
    }
}
