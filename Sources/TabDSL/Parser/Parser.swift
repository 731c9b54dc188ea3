/// Recursive-descent parser for SPEC §4. It never throws: broken regions become error nodes,
/// each reported once, and every loop makes progress.
public enum Parser {
    /// The deepest nesting of blocks, calls and lists together (SPEC §4, §9).
    public static let maximumDepth = 64

    /// The largest input read: larger files get one TAB901 and an empty tree. Layouts are
    /// kilobytes; the limit keeps memory bounded (and token offsets within 32 bits).
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Lexes and parses one file; the diagnostics are the lexical and syntax errors.
    public static func parse(_ file: SourceFile) -> (tree: SyntaxFile, diagnostics: [Diagnostic]) {
        if let tooLarge = sizeLimitDiagnostic(file) {
            return (SyntaxFile(source: file, imports: [], declarations: [], comments: []), [tooLarge])
        }
        if file.bytes.count >= chunkedParseThreshold, let parsed = parseInChunks(file) {
            return parsed
        }
        var (state, problems) = ParserState.lexing(file, from: 0, to: file.bytes.count)
        var diagnostics = lexicalDiagnostics(problems, in: file)
        let tree = state.parseFile()
        diagnostics.append(contentsOf: state.finishedDiagnostics())
        return (tree, diagnostics)
    }

    /// The diagnostics of lexical problems, in source order: past the cap they are only
    /// counted (SPEC §9), so a file of millions of bad characters costs no more than a few.
    static func lexicalDiagnostics(_ problems: [LexicalProblem], in file: SourceFile) -> [Diagnostic] {
        var diagnostics = problems.prefix(Diagnostic.maximumPerFile).map { $0.diagnostic(in: file) }
        if problems.count > Diagnostic.maximumPerFile {
            let first = problems[Diagnostic.maximumPerFile]
            diagnostics.append(Diagnostic.omissionMarker(errors: problems.count - Diagnostic.maximumPerFile, warnings: 0,
                                                         at: SourceSpan(file: file, range: first.range)))
        }
        return diagnostics
    }

    /// TAB901 for a file over `maximumFileSize`, which is read no further: every way into the
    /// lexer (checking, building, formatting) asks this first.
    public static func sizeLimitDiagnostic(_ file: SourceFile) -> Diagnostic? {
        let byteCount = file.sizeOnDisk ?? file.bytes.count
        guard byteCount > maximumFileSize else { return nil }
        let size = Double(byteCount) / 1_048_576
        // A stream is read up to the limit plus one byte (SPEC §9), so its real size is unknown.
        let what = file.sizeOnDisk == nil && file.bytes.count == maximumFileSize + 1
            ? "the input is larger than 16 MiB"
            : "the file is \((size * 10).rounded(.down) / 10) MiB"
        return Diagnostic(
            code: .TAB901,
            message: "\(what); tabc reads files of up to 16 MiB",
            span: SourceSpan(file: file, range: .at(0)),
            help: ["split the layouts into several files"])
    }

    /// Files from this size up are lexed and parsed in pieces on every core.
    static let chunkedParseThreshold = 256 * 1024

    /// Lexes and parses a large file in pieces on every core, or returns nil when the pieces
    /// can't be trusted to give exactly what one pass over the whole file gives.
    ///
    /// A file of layouts is a run of independent top-level declarations, so it is cut at line
    /// starts where a declaration starts (see `cutPoints`) and each piece is lexed and parsed
    /// on its own. That equals one pass when every piece before a cut ends cleanly at top level: a piece with no lexical or syntax problem has closed every
    /// block and comment it opened, and the parser looks ahead only inside a declaration. Any
    /// problem anywhere sends the whole file through one pass instead, so diagnostics always
    /// come from the single-pass parser: the pieces are only ever used for clean input.
    static func parseInChunks(_ file: SourceFile, pieces: Int = 0) -> (tree: SyntaxFile, diagnostics: [Diagnostic])? {
        // Pieces of about 256 KB: each piece's tokens then stay in the core's cache between
        // lexing and parsing, so a large file costs about as much per byte as a small one.
        let count = pieces > 0 ? pieces : max(2 * Parallel.coreCount, file.bytes.count / chunkedParseThreshold)
        let cuts = cutPoints(file.bytes, pieces: count)
        guard cuts.count > 2 else { return nil }
        let ranges = (0..<(cuts.count - 1)).map { (cuts[$0], cuts[$0 + 1]) }
        let parts = Parallel.map(ranges, minimumCount: 2) { range -> SyntaxFile? in
            var (state, problems) = ParserState.lexing(file, from: range.0, to: range.1)
            guard problems.isEmpty else { return nil }
            let tree = state.parseFile()
            return state.diagnostics.isEmpty ? tree : nil
        }
        var imports: [ImportDecl] = []
        var declarations: [Declaration] = []
        var comments: [Token] = []
        declarations.reserveCapacity(parts.reduce(0) { $0 + ($1?.declarations.count ?? 0) })
        for (index, part) in parts.enumerated() {
            guard let part else { return nil }
            // An import in a later piece may stand after a declaration of an earlier one
            // (TAB106), which only the single pass can tell.
            if index > 0 && !part.imports.isEmpty { return nil }
            imports += part.imports
            declarations += part.declarations
            comments += part.comments
        }
        return (SyntaxFile(source: file, imports: imports, declarations: declarations, comments: comments), [])
    }

    /// Where to cut `bytes` into about `pieces` parts: 0, the cuts in order, `bytes.count`.
    /// Each cut is a line start after a blank line or after a line that is just `}` (where a
    /// top-level declaration usually ends), at `l`, `s` or `/` (where `layout`, `style` and
    /// comments start), found by searching forward from an even share of the file. The line
    /// before a cut is never a doc comment, so no run of doc comments is split; a cut anywhere
    /// else would only make the pieces fall back to one pass.
    static func cutPoints(_ bytes: [UInt8], pieces: Int) -> [Int] {
        var cuts = [0]
        guard pieces > 1 else { return [0, bytes.count] }
        let share = bytes.count / pieces
        bytes.withUnsafeBufferPointer { buffer in
            for piece in 1..<pieces {
                var index = max(piece * share, (cuts.last ?? 0) + 2)
                while index < buffer.count {
                    // A line start after a blank line or after a line that is just `}`...
                    if buffer[index - 1] == 0x0A
                        && (buffer[index - 2] == 0x0A
                            || (buffer[index - 2] == UInt8(ascii: "}") && (index < 3 || buffer[index - 3] == 0x0A))) {
                        // ...at `layout`, `style` or a comment: where a declaration starts.
                        let byte = buffer[index]
                        if byte == UInt8(ascii: "l") || byte == UInt8(ascii: "s") || byte == UInt8(ascii: "/") { break }
                    }
                    index += 1
                }
                // No cut after this share: none after the later ones either, and searching
                // again from each would take time quadratic in a long line's length.
                guard index < buffer.count else { break }
                cuts.append(index)
            }
        }
        cuts.append(bytes.count)
        return cuts
    }

    /// Parses already-lexed tokens.
    public static func parse(_ file: SourceFile, lexed: LexedFile) -> (tree: SyntaxFile, diagnostics: [Diagnostic]) {
        var diagnostics = lexicalDiagnostics(lexed.problems, in: file)
        var state = ParserState(file: file, lexed: lexed)
        let tree = state.parseFile()
        diagnostics.append(contentsOf: state.finishedDiagnostics())
        return (tree, diagnostics)
    }
}

/// The mutable state of one parse.
struct ParserState {
    let file: SourceFile
    /// The file's bytes while `parseFile` runs (empty otherwise). The parser reads them through
    /// this pointer, not through `file.bytes`: each read of the array through the shared
    /// `SourceFile` retains and releases its buffer, and when the pieces of a large file are
    /// parsed on several cores at once, that one reference count is written by every core at
    /// every name and string. Its cache line then travels between the cores: the pieces took
    /// 1.5 times the time of one core's work instead of half of it.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The tokens the grammar sees: no comments, no lexical error tokens; a block comment that
    /// spans lines stands for a line end.
    var tokens: [Token] = []
    /// Doc comments by the offset of the keyword they document.
    var docs: [Int: [DocComment]] = [:]
    var comments: [Token] = []
    /// One shared `String` per long name or string of the file.
    var interner = TextInterner()
    var position = 0
    /// The end of the last token consumed that was not a line end.
    var previousEnd: Int
    var depth = 0
    var reportedDepth = false
    var lastSyntaxErrorOffset = -1
    var diagnostics: [Diagnostic] = []
    /// Syntax errors past the diagnostic cap: counted, not built (SPEC §9).
    var omittedErrors = 0
    var firstOmitted: SourceRange?
    /// True when the file ends inside a block comment that is never closed (TAB004): the
    /// comment has swallowed the closing braces, so they are not reported missing as well.
    var endsInUnterminatedComment = false

    /// The state for parsing tokens already lexed (the formatter lexes a file once for both).
    init(file: SourceFile, lexed: LexedFile) {
        var filter: GrammarFilter?
        let tokens = file.bytes.withUnsafeBufferPointer { bytes in
            lexed.tokens.withUnsafeBufferPointer { input in
                [Token](unsafeUninitializedCapacity: input.count) { output, count in
                    var sink = GrammarFilter(bytes: bytes, output: output)
                    for token in input { sink.take(token) }
                    count = sink.count
                    filter = sink
                }
            }
        }
        self.init(file: file, tokens: tokens, filter: filter)
    }

    /// Lexes the bytes `start..<end` of a file on their own, as if the file ended at `end`,
    /// straight into the tokens the grammar sees, and returns the state to parse them with the
    /// lexical problems. `start` must be where the lexer of the whole file would be between
    /// tokens (a line start outside any comment), which `Parser.parseInChunks` makes sure of.
    static func lexing(_ file: SourceFile, from start: Int, to end: Int) -> (state: ParserState, problems: [LexicalProblem]) {
        var filter: GrammarFilter?
        var problems: [LexicalProblem] = []
        let first = max(start, file.bomLength)
        let tokens = file.bytes.withUnsafeBufferPointer { bytes in
            [Token](unsafeUninitializedCapacity: Lexer.maximumTokenCount(end - first)) { output, count in
                var sink = GrammarFilter(bytes: bytes, output: output)
                problems = Lexer.scan(UnsafeBufferPointer(rebasing: bytes[0..<end]), from: first, into: &sink)
                count = sink.count
                filter = sink
            }
        }
        return (ParserState(file: file, tokens: tokens, filter: filter), problems)
    }

    private init(file: SourceFile, tokens: [Token], filter: GrammarFilter?) {
        self.file = file
        self.previousEnd = file.bomLength
        self.tokens = tokens
        self.comments = filter?.comments ?? []
        self.docs = filter?.docs ?? [:]
        self.endsInUnterminatedComment = filter?.endsInUnterminatedComment ?? false
    }

    /// The text of a `///` comment: after the slashes and one space. (The space is dropped on
    /// the bytes when an ASCII byte or nothing follows it; otherwise it may begin a character
    /// with a combining mark, which the `String` comparison keeps whole.)
    static func docText(_ file: SourceFile, _ range: SourceRange) -> String {
        file.bytes.withUnsafeBufferPointer { docText($0, range) }
    }

    /// `docText` of the file whose bytes these are.
    static func docText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: SourceRange) -> String {
        let start = min(range.offset + 3, bytes.count)
        let end = min(max(range.end, start), bytes.count)
        if start < end && bytes[start] == UInt8(ascii: " ") && (start + 1 == end || bytes[start + 1] < 0x80) {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
        }
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if text.hasPrefix(" ") { text.removeFirst() }
        return text
    }

    static func spansLines(_ bytes: UnsafeBufferPointer<UInt8>, _ range: SourceRange) -> Bool {
        bytes[range.offset..<range.end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    // MARK: - Token access

    /// The text of a token (a name, a number, a color), shared with earlier equal ones.
    mutating func text(of range: SourceRange) -> String {
        interner.text(bytes, range.offset, range.end)
    }

    @inline(__always) var current: Token { tokens[position] }
    @inline(__always) var kind: TokenKind { tokens[position].kind }

    func peek(_ distance: Int) -> Token {
        tokens[min(position + distance, tokens.count - 1)]
    }

    /// The kind `distance` tokens ahead, not counting line ends (used inside brackets).
    func peekKindSkippingNewlines(_ distance: Int) -> TokenKind {
        var index = position
        var remaining = distance
        while index < tokens.count - 1 {
            if tokens[index].kind != .newline {
                if remaining == 0 { return tokens[index].kind }
                remaining -= 1
            }
            index += 1
        }
        return .endOfFile
    }

    @discardableResult @inline(__always)
    mutating func advance() -> Token {
        let token = tokens[position]
        if token.kind != .endOfFile {
            position += 1
            if token.kind != .newline { previousEnd = token.range.end }
        }
        return token
    }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[position].kind == kind }

    @inline(__always) mutating func skipNewlines() {
        while kind == .newline { advance() }
    }

    @inline(__always) mutating func skipSeparators() {
        while kind == .newline || kind == .semicolon { advance() }
    }

    /// Where an "expected …" error points: the token found, or just after the previous token
    /// when what was found is a line end or the end of the file (SPEC §9).
    var expectationRange: SourceRange {
        switch kind {
        case .newline, .endOfFile: return .at(previousEnd)
        default: return current.range
        }
    }

    /// What was found, for messages.
    var foundDescription: String {
        switch kind {
        case .identifier: return "'\(file.text(of: current.range))'"
        case .number: return "number '\(file.text(of: current.range))'"
        case .string: return "a string"
        case .color: return "color '\(file.text(of: current.range))'"
        default: return kind.description
        }
    }

    // MARK: - Reporting

    /// Records a syntax error; a second error at the same place, or one right after a
    /// lexical error, would only repeat what was said, so it is dropped. A missing `}` is
    /// never dropped: each unclosed block is a mistake of its own, and its note at the `{`
    /// says which one, even where another error stands at the same place (the end of the file).
    mutating func report(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        help: [String] = [],
        fixIts: [FixIt] = []
    ) {
        if code != .TAB104 && range.offset == lastSyntaxErrorOffset { return }
        if code == .TAB101 || code == .TAB102 || code == .TAB103, tokens[position].flags.contains(.followsLexicalError) { return }
        lastSyntaxErrorOffset = range.offset
        if diagnostics.count >= Diagnostic.maximumPerFile {
            omittedErrors += 1
            if firstOmitted == nil { firstOmitted = range }
            return
        }
        diagnostics.append(Diagnostic(
            code: code, message: message, span: SourceSpan(file: file, range: range),
            notes: notes, help: help, fixIts: fixIts))
    }

    /// The syntax diagnostics, with a TAB901 counting those past the cap.
    func finishedDiagnostics() -> [Diagnostic] {
        guard omittedErrors > 0, let firstOmitted else { return diagnostics }
        return diagnostics + [Diagnostic.omissionMarker(errors: omittedErrors, warnings: 0, at: SourceSpan(file: file, range: firstOmitted))]
    }

    mutating func reportExpected(_ what: String, context: String? = nil, code: DiagnosticCode = .TAB101) {
        let suffix = context.map { " \($0)" } ?? ""
        report(code, "expected \(what)\(suffix), found \(foundDescription)", at: expectationRange)
    }

    // MARK: - Recovery

    /// Skips the rest of a broken member: to the end of its line or to the `}` that closes the
    /// enclosing block (not consumed). Brackets opened on the way are skipped whole.
    mutating func recoverToEndOfMember() {
        var braces = 0
        var brackets = 0
        while true {
            switch kind {
            case .endOfFile:
                return
            case .newline, .semicolon:
                if braces == 0 && brackets == 0 { return }
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
            case .leftParen, .leftBracket:
                brackets += 1
            case .rightParen, .rightBracket:
                brackets = max(0, brackets - 1)
            default:
                break
            }
            advance()
        }
    }

    /// Skips a bracketed construct whose opener is the current token, up to and including its
    /// closer, counting every kind of bracket; stops at the end of the file.
    mutating func skipBalanced() {
        var level = 0
        repeat {
            switch kind {
            case .leftBrace, .leftParen, .leftBracket: level += 1
            case .rightBrace, .rightParen, .rightBracket: level -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while level > 0
    }

    /// Enters one level of nesting; false (after reporting TAB105 once and skipping the
    /// construct) when the limit is passed.
    mutating func enterNesting() -> Bool {
        depth += 1
        if depth <= Parser.maximumDepth { return true }
        depth -= 1
        if !reportedDepth {
            reportedDepth = true
            diagnostics.append(Diagnostic(
                code: .TAB105,
                message: "nesting too deep: blocks, calls and lists may nest at most \(Parser.maximumDepth) levels",
                span: SourceSpan(file: file, range: current.range)))
            lastSyntaxErrorOffset = current.range.offset
        }
        skipBalanced()
        return false
    }

    mutating func leaveNesting() { depth -= 1 }

    // MARK: - File

    mutating func parseFile() -> SyntaxFile {
        file.bytes.withUnsafeBufferPointer { bytes in
            self.bytes = bytes
            defer { self.bytes = UnsafeBufferPointer(start: nil, count: 0) }
            return parseDeclarations()
        }
    }

    private mutating func parseDeclarations() -> SyntaxFile {
        var imports: [ImportDecl] = []
        var declarations: [Declaration] = []
        skipSeparators()
        while !at(.endOfFile) {
            let before = position
            switch kind {
            case .importKeyword:
                imports.append(parseImport(afterDeclaration: !declarations.isEmpty))
            case .layoutKeyword:
                declarations.append(.layout(parseLayout()))
            case .styleKeyword:
                declarations.append(.style(parseNamedStyle()))
            case .newline, .semicolon:
                advance()
            default:
                report(.TAB103,
                       "expected 'import', 'layout' or 'style' at top level, found \(foundDescription)",
                       at: current.range)
                recoverAtTopLevel()
            }
            if position == before { advance() }
        }
        return SyntaxFile(source: file, imports: imports, declarations: declarations, comments: comments)
    }

    /// Skips a line of top-level junk, and any block it opens, but never a declaration that
    /// starts a line: a stray `{` that is never closed would otherwise swallow the rest of the
    /// file, and with it every error of the layouts after it.
    mutating func recoverAtTopLevel() {
        var level = 0
        while !at(.endOfFile) {
            if level > 0, position > 0, tokens[position - 1].kind == .newline,
               kind == .layoutKeyword || kind == .styleKeyword || kind == .importKeyword {
                return
            }
            switch kind {
            case .newline, .semicolon:
                if level == 0 { return }
            case .leftBrace, .leftParen, .leftBracket:
                level += 1
            case .rightBrace, .rightParen, .rightBracket:
                level = max(0, level - 1)
            case .layoutKeyword, .styleKeyword, .importKeyword:
                if level == 0 { return }
            default:
                break
            }
            advance()
        }
    }

    mutating func parseImport(afterDeclaration: Bool) -> ImportDecl {
        let keyword = advance()
        if afterDeclaration {
            report(.TAB106, "'import' must come before every declaration of the file", at: keyword.range,
                   help: ["move this import to the top of the file"])
        }
        var path: StringLiteral?
        if at(.string) {
            path = stringLiteral(advance())
        } else {
            reportExpected("a file path string", context: "after 'import'")
        }
        if !(at(.newline) || at(.semicolon) || at(.endOfFile)) {
            reportExpected("a line end", context: "after the import")
            recoverAtTopLevel()
        }
        return ImportDecl(path: path, range: .from(keyword.range.offset, to: previousEnd), isMisplaced: afterDeclaration)
    }

    // MARK: - Declarations

    /// Reads the name of a declaration; reports and returns nil when it is missing.
    mutating func parseDeclarationName(after keyword: String) -> Identifier? {
        if at(.identifier) {
            let token = advance()
            return Identifier(text: text(of: token.range), range: token.range)
        }
        if kind.isKeyword, peekKindSkippingNewlines(1) == .leftBrace {
            report(.TAB101, "expected a name after '\(keyword)', found keyword \(kind); keywords can't be names",
                   at: current.range)
            advance()
            return nil
        }
        reportExpected("a name", context: "after '\(keyword)'")
        return nil
    }

    mutating func parseLayout() -> LayoutDecl {
        let keyword = advance()
        let docs = self.docs[keyword.range.offset] ?? []
        let name = parseDeclarationName(after: "layout")
        let body = parseBody(owner: name.map { "layout '\($0.text)'" } ?? "layout")
        return LayoutDecl(docs: docs, keyword: keyword.range, name: name, body: body,
                          range: .from(keyword.range.offset, to: previousEnd))
    }

    mutating func parseNamedStyle() -> NamedStyleDecl {
        let keyword = advance()
        let docs = self.docs[keyword.range.offset] ?? []
        let name = parseDeclarationName(after: "style")
        let body = parseBody(owner: name.map { "style '\($0.text)'" } ?? "style")
        return NamedStyleDecl(docs: docs, keyword: keyword.range, name: name, body: body,
                              range: .from(keyword.range.offset, to: previousEnd))
    }

    /// The `{ … }` after a declaration's name; line ends may stand before the `{`.
    /// `owner` names the block in messages ("layout 'Home'"); it is only built when one is reported.
    mutating func parseBody(owner: @autoclosure () -> String) -> Block {
        var index = position
        while tokens[index].kind == .newline { index += 1 }
        if tokens[index].kind == .leftBrace {
            skipNewlines()
            return parseBlock(owner: owner)
        }
        reportExpected("'{'", context: "after \(owner())")
        // Without a `{` there is no block: skip the rest of the line.
        let start = previousEnd
        recoverToEndOfMember()
        return Block(open: .at(start), close: nil, members: [], range: .at(start))
    }

    /// Whether the current token can only start something outside any block, so that the
    /// block being read must have ended before it.
    var startsTopLevelDeclaration: Bool {
        switch kind {
        case .layoutKeyword, .importKeyword: return true
        case .styleKeyword: return peekKindSkippingNewlines(1) == .identifier
        default: return false
        }
    }

    mutating func parseBlock(owner: () -> String) -> Block {
        let open = current.range
        guard enterNesting() else {
            return Block(open: open, close: nil, members: [], range: .from(open.offset, to: previousEnd))
        }
        defer { leaveNesting() }
        advance()
        var members: [Member] = []
        // Blocks have a handful of members: one allocation instead of growing 1, 2, 4, 8.
        members.reserveCapacity(8)
        var close: SourceRange?
        while true {
            skipSeparators()
            if at(.rightBrace) {
                close = advance().range
                break
            }
            if at(.endOfFile) && endsInUnterminatedComment {
                break
            }
            if at(.endOfFile) || startsTopLevelDeclaration {
                let where_ = at(.endOfFile) ? SourceRange.at(file.bytes.count) : current.range
                let found = at(.endOfFile) ? "the end of the file" : foundDescription
                report(.TAB104, "expected '}' to close \(owner()), found \(found)", at: where_,
                       notes: [DiagnosticNote(message: "the block to close starts here", span: SourceSpan(file: file, range: open))])
                break
            }
            let before = position
            members.append(parseMember())
            if case .error? = members.last {
                // Already recovered.
            } else if !(at(.newline) || at(.semicolon) || at(.rightBrace) || at(.endOfFile) || startsTopLevelDeclaration) {
                // (A declaration keyword ends the block instead: the loop reports TAB104 there.)
                reportExpected("a line end or ';'", context: "after the member")
                let start = current.range.offset
                recoverToEndOfMember()
                members.append(.error(.from(start, to: previousEnd)))
            }
            if position == before { advance() }
        }
        return Block(open: open, close: close, members: members, range: .from(open.offset, to: previousEnd))
    }

    mutating func parseMember() -> Member {
        switch kind {
        case .identifier:
            return parseProperty()
        case .itemKeyword, .modalKeyword:
            return .item(parseItem())
        case .styleKeyword:
            let keyword = advance()
            let body = parseBody(owner: "the style block")
            return .style(StyleBlock(keyword: keyword.range, body: body, range: .from(keyword.range.offset, to: previousEnd)))
        case .injectKeyword:
            return parseInject()
        default:
            let start = current.range.offset
            let message = kind.isKeyword
                ? "expected a member, found keyword \(kind); keywords can't be property names"
                : "expected a member (a property, 'item', 'modal', 'style' or 'inject'), found \(foundDescription)"
            report(.TAB101, message, at: current.range)
            recoverToEndOfMember()
            return .error(.from(start, to: max(start, previousEnd)))
        }
    }

    mutating func parseItem() -> ItemDecl {
        let keyword = advance()
        let role: ItemRole = keyword.kind == .modalKeyword ? .modal : .tab
        let docs = self.docs[keyword.range.offset] ?? []
        let word = role == .modal ? "modal" : "item"
        let name = parseDeclarationName(after: word)
        let body = parseBody(owner: name.map { "\(word) '\($0.text)'" } ?? word)
        return ItemDecl(docs: docs, role: role, keyword: keyword.range, name: name, body: body,
                        range: .from(keyword.range.offset, to: previousEnd))
    }

    mutating func parseInject() -> Member {
        let keyword = advance()
        var name: Identifier?
        var type: Path?
        if at(.identifier) {
            let token = advance()
            let identifier = Identifier(text: text(of: token.range), range: token.range)
            name = identifier
            if at(.colon) {
                advance()
                if at(.identifier) {
                    type = parsePath()
                } else {
                    reportExpected("a type name", context: "after ':'")
                }
            } else {
                reportExpected("':'", context: "after the dependency name '\(identifier.text)'")
            }
        } else {
            reportExpected("a dependency name", context: "after 'inject'")
        }
        if name == nil || type == nil {
            let start = keyword.range.offset
            recoverToEndOfMember()
            return .error(.from(start, to: previousEnd))
        }
        return .inject(InjectDecl(name: name, type: type, range: .from(keyword.range.offset, to: previousEnd)))
    }

    mutating func parseProperty() -> Member {
        let nameToken = advance()
        let name = Identifier(text: text(of: nameToken.range), range: nameToken.range)
        if at(.colon) {
            advance()
        } else if canStartValue && !at(.identifier) {
            // `title "Home"`: say what is missing and read the value anyway.
            report(.TAB101, "expected ':' after property name '\(name.text)', found \(foundDescription)",
                   at: current.range,
                   fixIts: [FixIt(message: "insert ':'", edits: [TextEdit(range: .at(nameToken.range.end), replacement: ":")])])
        } else {
            reportExpected("':'", context: "after property name '\(name.text)'")
            recoverToEndOfMember()
            return .error(.from(nameToken.range.offset, to: previousEnd))
        }
        guard let value = parseValue(insideBrackets: false) else {
            if !(at(.newline) || at(.semicolon) || at(.rightBrace) || at(.endOfFile)) { recoverToEndOfMember() }
            return .property(Property(name: name, value: nil, range: .from(nameToken.range.offset, to: previousEnd)))
        }
        return .property(Property(name: name, value: value, range: .from(nameToken.range.offset, to: value.range.end)))
    }

    // MARK: - Values

    var canStartValue: Bool {
        switch kind {
        case .number, .string, .color, .trueKeyword, .falseKeyword, .identifier, .dot, .leftBracket:
            return true
        default:
            return false
        }
    }

    mutating func stringLiteral(_ token: Token) -> StringLiteral {
        let range = token.range
        // Without escapes the value is the bytes between the quotes: shared like names.
        let start = range.offset + 1
        var end = range.end
        if end > start, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        let value: String
        if !token.flags.contains(.escapes) && start <= end {
            value = interner.text(bytes, start, end)
        } else {
            value = LiteralValue.string(file.bytes, range)
        }
        return StringLiteral(value: value, isValid: !token.isInvalid, range: range)
    }

    /// Reads a value, or reports TAB102 and returns nil (consuming nothing).
    mutating func parseValue(insideBrackets: Bool) -> Value? {
        if insideBrackets { skipNewlines() }
        switch kind {
        case .number:
            let token = advance()
            let text = self.text(of: token.range)
            let valid = !token.isInvalid
            return .number(NumberLiteral(
                text: text, value: valid ? LiteralValue.number(text) : 0,
                isInteger: !token.flags.contains(.decimal), isValid: valid, range: token.range))
        case .string:
            return .string(stringLiteral(advance()))
        case .color:
            let token = advance()
            let text = self.text(of: token.range)
            return .color(ColorLiteral(text: text, rgba: token.isInvalid ? nil : LiteralValue.color(text), range: token.range))
        case .trueKeyword:
            return .bool(true, advance().range)
        case .falseKeyword:
            return .bool(false, advance().range)
        case .identifier:
            let path = parsePath()
            if insideBrackets { skipNewlinesIfFollowedBy(.leftParen) }
            if at(.leftParen) { return parseCall(callee: path) }
            return .path(path)
        case .dot:
            let dot = advance()
            if at(.identifier) {
                let token = advance()
                let name = Identifier(text: text(of: token.range), range: token.range)
                return .member(name, dot.range.union(token.range))
            }
            reportExpected("a name", context: "after '.'")
            return .error(dot.range)
        case .leftBracket:
            return parseList()
        case .semicolon where insideBrackets:
            // `;` never separates inside brackets (SPEC §9): say what does.
            report(.TAB101, "expected a value, found ';'; elements inside '( )' and '[ ]' are separated by ','",
                   at: current.range)
            return nil
        default:
            let found = foundDescription
            report(.TAB102, "expected a value, found \(found)", at: expectationRange)
            return nil
        }
    }

    mutating func skipNewlinesIfFollowedBy(_ kind: TokenKind) {
        if peekKindSkippingNewlines(0) == kind { skipNewlines() }
    }

    mutating func parsePath() -> Path {
        let first = advance()
        let head = Identifier(text: text(of: first.range), range: first.range)
        var rest: [Identifier] = []
        while at(.dot) && peek(1).kind == .identifier {
            advance()
            let token = advance()
            rest.append(Identifier(text: text(of: token.range), range: token.range))
        }
        if at(.dot) {
            advance()
            reportExpected("a name", context: "after '.'")
        }
        return Path(first: head, rest: rest, range: .from(first.range.offset, to: previousEnd))
    }

    /// After an element of a call or list: reads `,` or the closer. Returns true when the
    /// construct is finished (closed, or given up on after an error).
    mutating func finishElement(closer: TokenKind, name: String, closeRange: inout SourceRange?, hasError: inout Bool) -> Bool {
        let newlineBefore = at(.newline)
        let next = peekKindSkippingNewlines(0)
        if next == .comma || next == closer { skipNewlines() }
        if at(.comma) {
            advance()
            skipNewlines()
            if at(closer) {
                closeRange = advance().range
                return true
            }
            return false
        }
        if at(closer) {
            closeRange = advance().range
            return true
        }
        hasError = true
        let closerText = closer == .rightParen ? "')'" : "']'"
        if at(.semicolon) {
            // `;` where `,` belongs (SPEC §9): report it and read on as if it were a `,`, so
            // that the elements after it, on this line or the next, are still understood.
            reportExpected("',' or \(closerText)", context: "in the \(name)")
            advance()
            skipNewlines()
            if at(closer) {
                closeRange = advance().range
                return true
            }
            return false
        }
        if newlineBefore || at(.rightBrace) || at(.endOfFile) {
            // The closer is most likely just missing: end the construct here. The error points
            // just after the last element at a line end, at the `}` otherwise (SPEC §9).
            report(.TAB101, "expected ',' or \(closerText) to end the \(name), found \(newlineBefore ? "a line end" : foundDescription)",
                   at: newlineBefore ? .at(previousEnd) : expectationRange)
            return true
        }
        reportExpected("',' or \(closerText)", context: "in the \(name)")
        skipToCloser(closer)
        if at(closer) { closeRange = advance().range }
        return true
    }

    /// Skips broken input inside brackets up to the closer (not consumed), stopping at a line
    /// end, a `}` or the end of the file when no bracket is open (and at a `,` if asked).
    mutating func skipToCloser(_ closer: TokenKind, stopAtComma: Bool = false) {
        var level = 0
        while true {
            switch kind {
            case .endOfFile, .rightBrace:
                return
            case .comma:
                if level == 0 && stopAtComma { return }
            case .newline:
                if level == 0 { return }
            case .leftParen, .leftBracket:
                level += 1
            case .rightParen, .rightBracket:
                if level == 0 {
                    if kind == closer { return }
                } else {
                    level -= 1
                }
            default:
                break
            }
            advance()
        }
    }

    /// Reads the elements of a call or a list after its opener, up to and including the closer:
    /// `element` reads one (returning false when no value was there, already reported).
    mutating func parseElements(closer: TokenKind, name: String,
                                element: (inout ParserState) -> Bool) -> (closed: Bool, hasError: Bool) {
        var close: SourceRange?
        var hasError = false
        skipNewlines()
        if at(closer) {
            advance()
            return (true, false)
        }
        while true {
            let before = position
            if !element(&self) {
                hasError = true
                skipToCloser(closer, stopAtComma: true)
                if !at(.comma) && !at(closer) { break }
            }
            if finishElement(closer: closer, name: name, closeRange: &close, hasError: &hasError) { break }
            if position == before { break }
        }
        return (close != nil, hasError)
    }

    mutating func parseCall(callee: Path) -> Value {
        guard enterNesting() else {
            return .error(.from(callee.range.offset, to: previousEnd))
        }
        defer { leaveNesting() }
        advance()
        var arguments: [Argument] = []
        arguments.reserveCapacity(2)
        let (closed, hasError) = parseElements(closer: .rightParen, name: "argument list") { parser in
            parser.skipNewlines()
            var label: Identifier?
            if parser.at(.identifier) && parser.peekKindSkippingNewlines(1) == .colon {
                let token = parser.advance()
                label = Identifier(text: parser.text(of: token.range), range: token.range)
                parser.skipNewlines()
                parser.advance()
            }
            guard let value = parser.parseValue(insideBrackets: true) else { return false }
            let start = label?.range.offset ?? value.range.offset
            arguments.append(Argument(label: label, value: value, range: .from(start, to: value.range.end)))
            return true
        }
        return .call(Call(callee: callee, arguments: arguments, range: .from(callee.range.offset, to: previousEnd),
                          hasError: hasError || !closed))
    }

    mutating func parseList() -> Value {
        let open = current.range
        guard enterNesting() else {
            return .error(.from(open.offset, to: previousEnd))
        }
        defer { leaveNesting() }
        advance()
        var elements: [Value] = []
        let (closed, hasError) = parseElements(closer: .rightBracket, name: "list") { parser in
            guard let value = parser.parseValue(insideBrackets: true) else { return false }
            elements.append(value)
            return true
        }
        return .list(ListValue(elements: elements, range: .from(open.offset, to: previousEnd), hasError: hasError || !closed))
    }
}

/// Turns the lexer's tokens into the tokens the grammar sees, as they come: comments are set
/// aside (for the formatter), runs of doc comments are attached to the declaration keyword that
/// follows them, lexical error tokens are dropped (marking the next token, where a syntax error
/// would only repeat the lexical one), and a block comment that spans lines stands for a line end.
struct GrammarFilter: TokenSink {
    /// The file's bytes, read through a pointer for the reason `ParserState.bytes` gives.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Room for every token given (a spanning block comment becomes one line end, so the
    /// output never has more tokens than the input).
    let output: UnsafeMutableBufferPointer<Token>
    var count = 0
    var comments: [Token] = []
    /// Doc comments by the offset of the keyword they document.
    var docs: [Int: [DocComment]] = [:]
    /// True when the file ends inside a block comment that is never closed (TAB004).
    var endsInUnterminatedComment = false
    private var droppedError = false
    private var pendingDocs: [DocComment] = []
    /// The start of the file counts as a line start.
    private var previousKind = TokenKind.newline

    init(bytes: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<Token>) {
        self.bytes = bytes
        self.output = output
    }

    @inline(__always) private mutating func emit(_ token: Token, followsLexicalError: Bool) {
        var token = token
        if followsLexicalError { token.flags.insert(.followsLexicalError) }
        output.initializeElement(at: count, to: token)
        count += 1
    }

    @inline(__always) mutating func take(_ token: Token) {
        let kind = token.kind
        defer { previousKind = kind }
        // The common case first: a token of the grammar with nothing pending.
        if kind.rawValue < TokenKind.newline.rawValue && !droppedError && pendingDocs.isEmpty {
            emit(token, followsLexicalError: false)
            // An unterminated string has swallowed the rest of its line, closers included:
            // what the parser then misses at the line end is part of the lexical error.
            droppedError = kind == .string && token.flags.contains(.unterminated)
            return
        }
        takeOther(token)
    }

    private mutating func takeOther(_ token: Token) {
        let kind = token.kind
        switch kind {
        case .lineComment, .docComment, .blockComment:
            comments.append(token)
            if kind == .docComment && previousKind == .newline {
                // A doc comment continues the run only when it starts its own line.
                pendingDocs.append(DocComment(text: ParserState.docText(bytes, token.range), range: token.range))
            } else {
                pendingDocs.removeAll()
            }
            if kind == .blockComment && ParserState.spansLines(bytes, token.range) {
                emit(Token(kind: .newline, range: token.range), followsLexicalError: droppedError)
                droppedError = false
            }
            if kind == .blockComment && token.flags.contains(.unterminated) {
                endsInUnterminatedComment = true
            }
        case .unknown, .invalidUTF8:
            droppedError = true
            pendingDocs.removeAll()
        case .newline:
            // A blank line between the comments and the declaration breaks the link.
            if previousKind == .newline && !pendingDocs.isEmpty { pendingDocs.removeAll() }
            emit(token, followsLexicalError: droppedError)
            droppedError = false
        default:
            if !pendingDocs.isEmpty {
                let declares: Bool
                switch kind {
                case .layoutKeyword, .styleKeyword, .itemKeyword, .modalKeyword: declares = previousKind == .newline
                default: declares = false
                }
                if declares { docs[token.range.offset] = pendingDocs }
                pendingDocs.removeAll()
            }
            emit(token, followsLexicalError: droppedError)
            droppedError = kind == .string && token.flags.contains(.unterminated)
        }
    }
}
