/// Recursive-descent parser for docs/language.md. It never throws: broken regions become error nodes,
/// each reported once, and every loop makes progress.
public enum Parser {
    /// The deepest nesting of blocks, calls and lists together (docs/architecture.md, "Parser"; TAB105 past it).
    public static let maximumDepth = 64

    /// The largest input read: `Lexer.maximumFileSize`, under the name the CLI asks for.
    public static var maximumFileSize: Int { Lexer.maximumFileSize }

    /// Lexes and parses one file; the diagnostics are the lexical and syntax errors.
    public static func parse(_ file: SourceFile) -> (tree: SyntaxFile, diagnostics: [Diagnostic]) {
        if let tooLarge = sizeLimitDiagnostic(file) {
            return (SyntaxFile(source: file, imports: [], declarations: [], comments: []), [tooLarge])
        }
        return parse(file, lexed: Lexer.lex(file))
    }

    /// The diagnostics of lexical problems, in source order: past the cap they are only
    /// counted (docs/files-and-limits.md), so a file of millions of bad characters costs no more than a few.
    static func lexicalDiagnostics(_ problems: [LexicalProblem], in file: SourceFile) -> [Diagnostic] {
        var diagnostics = problems.prefix(Diagnostic.maximumPerFile).map { $0.diagnostic(in: file) }
        if problems.count > Diagnostic.maximumPerFile {
            let first = problems[Diagnostic.maximumPerFile]
            diagnostics.append(Diagnostic.omissionMarker(errors: problems.count - Diagnostic.maximumPerFile, warnings: 0,
                                                         at: SourceSpan(file: file, range: first.range)))
        }
        return diagnostics
    }

    /// The lexer's TAB901 for a file over its size limit (`Lexer.sizeLimitDiagnostic`).
    public static func sizeLimitDiagnostic(_ file: SourceFile) -> Diagnostic? {
        Lexer.sizeLimitDiagnostic(file)
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
    /// The file's bytes while `parseFile` runs (empty otherwise).
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
    /// Syntax errors past the diagnostic cap: counted, not built (docs/architecture.md, "Parser"; TAB105 past it).
    var omittedErrors = 0
    var firstOmitted: SourceRange?
    /// True when the file ends inside a block comment that is never closed (TAB004): the
    /// comment has swallowed the closing braces, so they are not reported missing as well.
    var endsInUnterminatedComment = false

    /// The state for parsing tokens already lexed, after the grammar filter's pass over them.
    init(file: SourceFile, lexed: LexedFile) {
        let filtered = GrammarFilter.filter(lexed.tokens, of: file)
        self.file = file
        self.previousEnd = file.bomLength
        self.tokens = filtered.tokens
        self.comments = filtered.comments
        self.docs = filtered.docs
        self.endsInUnterminatedComment = filtered.endsInUnterminatedComment
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
    /// when what was found is a line end or the end of the file (docs/architecture.md, "Parser"; TAB105 past it).
    var expectationRange: SourceRange {
        switch kind {
        case .newline, .endOfFile: return .at(previousEnd)
        default: return current.range
        }
    }

    /// What was found, for messages.
    var found: Catalogue.Found {
        Catalogue.Found(kind, text: Catalogue.Found.showsText(kind) ? file.text(of: current.range) : "")
    }

    /// `range` of this file.
    func here(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    // MARK: - Reporting

    /// The earlier errors that make a new syntax error a repeat, to be dropped.
    struct Repeats: OptionSet {
        let rawValue: Int
        /// Another syntax error at the same place.
        static let samePlace = Repeats(rawValue: 1)
        /// A lexical error just before the current token.
        static let lexicalError = Repeats(rawValue: 2)
    }

    /// Records a syntax error; a second error at the same place, or one about a token right
    /// after a lexical error, would only repeat what was said, so it is dropped (`droppedAfter`
    /// says which of the two apply). A missing `}` is never dropped: each unclosed block is a
    /// mistake of its own, and its note at the `{` says which one, even where another error
    /// stands at the same place (the end of the file).
    mutating func report(_ diagnostic: Diagnostic, droppedAfter repeats: Repeats = [.samePlace, .lexicalError]) {
        let range = diagnostic.range
        if repeats.contains(.samePlace) && range.offset == lastSyntaxErrorOffset { return }
        if repeats.contains(.lexicalError), tokens[position].flags.contains(.followsLexicalError) { return }
        lastSyntaxErrorOffset = range.offset
        if diagnostics.count >= Diagnostic.maximumPerFile {
            omittedErrors += 1
            if firstOmitted == nil { firstOmitted = range }
            return
        }
        diagnostics.append(diagnostic)
    }

    /// The syntax diagnostics, with a TAB901 counting those past the cap.
    func finishedDiagnostics() -> [Diagnostic] {
        guard omittedErrors > 0, let firstOmitted else { return diagnostics }
        return diagnostics + [Diagnostic.omissionMarker(errors: omittedErrors, warnings: 0, at: SourceSpan(file: file, range: firstOmitted))]
    }

    /// Reports TAB101: `expectation` at `expectationRange`, and what was found there.
    mutating func reportExpected(_ expectation: Catalogue.Expectation) {
        report(Catalogue.expected(expectation, found: found, at: here(expectationRange)))
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
            diagnostics.append(Catalogue.nestingTooDeep(limit: Parser.maximumDepth, at: here(current.range)))
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
                report(Catalogue.expectedDeclaration(found: found, at: here(current.range)))
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
            report(Catalogue.importAfterDeclaration(at: here(keyword.range)), droppedAfter: .samePlace)
        }
        var path: StringLiteral?
        if at(.string) {
            path = stringLiteral(advance())
        } else {
            reportExpected(.pathAfterImport)
        }
        if !(at(.newline) || at(.semicolon) || at(.endOfFile)) {
            reportExpected(.lineEndAfterImport)
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
            report(Catalogue.keywordAsName(after: keyword, found: kind, at: here(current.range)))
            advance()
            return nil
        }
        reportExpected(.nameAfterKeyword(keyword))
        return nil
    }

    mutating func parseLayout() -> LayoutDecl {
        parseNamedBlock(keyword: "layout")
    }

    mutating func parseNamedStyle() -> NamedStyleDecl {
        parseNamedBlock(keyword: "style")
    }

    /// `keyword Name { … }` (a layout or a named style), from the keyword on.
    mutating func parseNamedBlock(keyword text: String) -> NamedBlockDecl {
        let keyword = advance()
        let docs = self.docs[keyword.range.offset] ?? []
        let name = parseDeclarationName(after: text)
        let body = parseBody(owner: .declaration(keyword: text, name: name?.text))
        return NamedBlockDecl(docs: docs, keyword: keyword.range, name: name, body: body,
                              range: .from(keyword.range.offset, to: previousEnd))
    }

    /// The `{ … }` after a declaration's name; line ends may stand before the `{`.
    /// `owner` names the block in messages ("layout 'Home'").
    mutating func parseBody(owner: Catalogue.BlockOwner) -> Block {
        var index = position
        while tokens[index].kind == .newline { index += 1 }
        if tokens[index].kind == .leftBrace {
            skipNewlines()
            return parseBlock(owner: owner)
        }
        reportExpected(.openingBrace(after: owner))
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

    mutating func parseBlock(owner: Catalogue.BlockOwner) -> Block {
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
                report(Catalogue.unclosedBlock(owner, found: found, at: here(where_), opened: here(open)), droppedAfter: [])
                break
            }
            let before = position
            members.append(parseMember())
            if case .error? = members.last {
                // Already recovered.
            } else if !(at(.newline) || at(.semicolon) || at(.rightBrace) || at(.endOfFile) || startsTopLevelDeclaration) {
                // (A declaration keyword ends the block instead: the loop reports TAB104 there.)
                if at(.comma) {
                    // A `,` between members, as in other languages: removed at a line's end,
                    // a `;` between members on one line.
                    let next = peek(1).kind
                    let endsLine = next == .newline || next == .rightBrace || next == .endOfFile
                    report(Catalogue.expected(.lineEndAfterMember, found: found, at: here(expectationRange),
                                              fix: (current.range, endsLine ? "" : ";")))
                } else {
                    reportExpected(.lineEndAfterMember)
                }
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
            if startsSection { return .section(parseSection()) }
            return parseProperty()
        case .itemKeyword, .modalKeyword:
            return .item(parseItem())
        case .styleKeyword:
            let keyword = advance()
            let body = parseBody(owner: .styleBlock)
            return .style(StyleBlock(keyword: keyword.range, body: body, range: .from(keyword.range.offset, to: previousEnd)))
        case .injectKeyword:
            return parseInject()
        default:
            let start = current.range.offset
            report(kind.isKeyword
                ? Catalogue.keywordAsMember(kind, at: here(current.range))
                : Catalogue.expectedMember(found: found, at: here(current.range)))
            recoverToEndOfMember()
            return .error(.from(start, to: max(start, previousEnd)))
        }
    }

    /// Whether the current token is the contextual word `section` starting a section: the
    /// word, a name right after it, then a `{` (line ends may stand before the `{`).
    /// Anywhere else `section` is an ordinary name.
    var startsSection: Bool {
        let range = current.range
        guard range.end - range.offset == 7, peek(1).kind == .identifier,
              peekKindSkippingNewlines(2) == .leftBrace else { return false }
        return file.text(of: range) == "section"
    }

    /// `section id { … }`, from the word `section` on.
    mutating func parseSection() -> SectionDecl {
        let keyword = advance()
        let docs = self.docs[keyword.range.offset] ?? []
        let nameToken = advance()
        let name = Identifier(text: text(of: nameToken.range), range: nameToken.range)
        let body = parseBody(owner: .declaration(keyword: "section", name: name.text))
        return SectionDecl(docs: docs, keyword: keyword.range, name: name, body: body, range: .from(keyword.range.offset, to: previousEnd))
    }

    mutating func parseItem() -> ItemDecl {
        let keyword = advance()
        let role: ItemRole = keyword.kind == .modalKeyword ? .modal : .tab
        let docs = self.docs[keyword.range.offset] ?? []
        let word = role == .modal ? "modal" : "item"
        let name = parseDeclarationName(after: word)
        let body = parseBody(owner: .declaration(keyword: word, name: name?.text))
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
                    reportExpected(.typeNameAfterColon)
                }
            } else {
                reportExpected(.colonAfterDependencyName(identifier.text))
            }
        } else {
            reportExpected(.dependencyNameAfterInject)
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
            report(Catalogue.missingColon(afterProperty: name.text, found: found, at: here(current.range),
                                          insertAt: .at(nameToken.range.end)))
        } else {
            reportExpected(.colonAfterPropertyName(name.text))
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
            reportExpected(.nameAfterDot)
            return .error(dot.range)
        case .leftBracket:
            return parseList()
        case .semicolon where insideBrackets:
            // `;` never separates inside brackets (docs/files-and-limits.md): say what does.
            report(Catalogue.semicolonInBrackets(at: here(current.range)))
            return nil
        default:
            report(Catalogue.expectedValue(found: found, at: here(expectationRange)))
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
            reportExpected(.nameAfterDot)
        }
        return Path(first: head, rest: rest, range: .from(first.range.offset, to: previousEnd))
    }

    /// Reads the separator after an element and the line ends after it; returns true when the
    /// closer follows (a trailing separator), which it reads too.
    mutating func finishSeparator(closer: TokenKind, closeRange: inout SourceRange?) -> Bool {
        advance()
        skipNewlines()
        if at(closer) {
            closeRange = advance().range
            return true
        }
        return false
    }

    /// After an element of a call or list: reads `,` or the closer. Returns true when the
    /// construct is finished (closed, or given up on after an error).
    mutating func finishElement(_ list: Catalogue.ElementList, closeRange: inout SourceRange?, hasError: inout Bool) -> Bool {
        let closer = list.closer
        let newlineBefore = at(.newline)
        let next = peekKindSkippingNewlines(0)
        if next == .comma || next == closer { skipNewlines() }
        if at(.comma) {
            return finishSeparator(closer: closer, closeRange: &closeRange)
        }
        if at(closer) {
            closeRange = advance().range
            return true
        }
        hasError = true
        if at(.semicolon) {
            // `;` where `,` belongs (docs/files-and-limits.md): report it and read on as if it were a `,`, so
            // that the elements after it, on this line or the next, are still understood.
            reportExpected(.separator(in: list))
            return finishSeparator(closer: closer, closeRange: &closeRange)
        }
        if newlineBefore || at(.rightBrace) || at(.endOfFile) {
            // The closer is most likely just missing: end the construct here. The error points
            // just after the last element at a line end, at the `}` otherwise (docs/architecture.md, "Parser"; TAB105 past it).
            report(Catalogue.unclosedElements(list, found: newlineBefore ? Catalogue.Found(.newline) : found,
                                              at: here(newlineBefore ? .at(previousEnd) : expectationRange)))
            return true
        }
        reportExpected(.separator(in: list))
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
    mutating func parseElements(_ list: Catalogue.ElementList,
                                element: (inout ParserState) -> Bool) -> (closed: Bool, hasError: Bool) {
        let closer = list.closer
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
            if finishElement(list, closeRange: &close, hasError: &hasError) { break }
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
        let (closed, hasError) = parseElements(.arguments) { parser in
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
        let (closed, hasError) = parseElements(.list) { parser in
            guard let value = parser.parseValue(insideBrackets: true) else { return false }
            elements.append(value)
            return true
        }
        return .list(ListValue(elements: elements, range: .from(open.offset, to: previousEnd), hasError: hasError || !closed))
    }
}
