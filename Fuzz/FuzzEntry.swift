// libFuzzer entry point: every stage of tabc over arbitrary bytes. Built by Fuzz/run.sh with
// `swiftc -sanitize=fuzzer,address` together with the library's sources. One binary, two
// targets: `TABC_FUZZ_TARGET=compiler` (the default) checks, renders, generates and formats
// the bytes as a `.tabs` file; `TABC_FUZZ_TARGET=lsp` feeds them to the language server as
// the bytes of its input stream.
import Foundation

/// Which stage the fuzzer drives, read once from `TABC_FUZZ_TARGET`.
enum FuzzTarget {
    case compiler, languageServer

    static let current: FuzzTarget = ProcessInfo.processInfo.environment["TABC_FUZZ_TARGET"] == "lsp" ? .languageServer : .compiler
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch FuzzTarget.current {
    case .compiler: fuzzCompiler(bytes)
    case .languageServer: FuzzHooks.languageServer(bytes)
    }
    return 0
}

/// Checks the bytes as a file, with every output and the formatter.
func fuzzCompiler(_ bytes: [UInt8]) {
    let file = SourceFile(path: "fuzz.tabs", bytes: bytes)
    // Imports resolve to a second, fixed file, so the import paths are exercised too.
    let compiled = Compiler.compile([file], loader: { path in
        path.hasSuffix("shared.tabs") ? .loaded(Array("style Shared { height: 50 }\n".utf8)) : .notFound
    })
    for unit in compiled.files {
        for diagnostic in unit.diagnostics {
            // Every range lies inside its file; rendering never fails.
            precondition(diagnostic.range.offset >= 0 && diagnostic.range.end <= diagnostic.file.bytes.count, "range outside the file")
            for note in diagnostic.notes {
                if let span = note.span { precondition(span.range.end <= span.file.bytes.count, "note range outside the file") }
            }
        }
        _ = HumanRenderer().render(unit.diagnostics)
        _ = GCCRenderer().render(unit.diagnostics)
        if let resolved = unit.resolved {
            _ = JSONGenerator.generate(resolved)
            FuzzHooks.generators(resolved)
        }
    }
    FuzzHooks.formatter(file)
}
