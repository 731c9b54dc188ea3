// libFuzzer entry point: every stage of tabc over arbitrary bytes. Built by Fuzz/run.sh with
// `swiftc -sanitize=fuzzer,address` together with the library's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
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
    // Large files are parsed in pieces on every core: whenever the pieces are trusted, they
    // give exactly the tree of one pass.
    if let chunked = Parser.parseInChunks(file, pieces: 3) {
        let single = Parser.parse(file, lexed: Lexer.lex(file))
        precondition(SyntaxDump.dump(chunked.tree) == SyntaxDump.dump(single.tree), "pieces differ from one pass")
        precondition(chunked.tree.comments == single.tree.comments, "pieces lost a comment")
    }
    return 0
}
