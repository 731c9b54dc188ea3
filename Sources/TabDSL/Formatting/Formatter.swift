/// Rewrites a `.tabs` file in the canonical style of `docs/formatting.md`.
///
/// The printer walks the syntax tree for structure and, between the tokens it prints, walks
/// the lexer's full token stream (comments and line ends included) for trivia. Every comment
/// is printed exactly once, in source order, either at the end of the line it followed in the
/// source ("trailing") or on a line of its own, so the output reads as the input did. The
/// layout depends only on the order of tokens and comments and on where the source had line
/// ends, which the output preserves, so formatting twice gives the same text.
public enum TabsFormatter {
    /// The canonical text of `file`, or the lexical and syntax errors that stop formatting.
    public static func format(_ file: SourceFile) -> Result<String, FormattingError> {
        if let tooLarge = Parser.sizeLimitDiagnostic(file) {
            return .failure(FormattingError(diagnostics: [tooLarge]))
        }
        let lexed = Lexer.lex(file)
        let (tree, diagnostics) = Parser.parse(file, lexed: lexed)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            return .failure(FormattingError(diagnostics: Diagnostic.limitedForDisplay(Diagnostic.sortedForDisplay(errors))))
        }
        var printer = FormatPrinter(file: file, tokens: lexed.tokens)
        printer.printFile(tree)
        return .success(printer.finish())
    }
}

/// Why a file was not formatted: its lexical and syntax errors.
public struct FormattingError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// The output text with lazily materialised line breaks and spaces, so that a comment can
/// still be appended to a line after the printer has asked for the line to end.
private struct LineWriter {
    enum Break: Int, Comparable {
        case none, newline, blank
        static func < (lhs: Break, rhs: Break) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var output = ""
    var indentLevel = 0
    var pendingBreak = Break.none
    var pendingSpace = false
    /// True from an opening `{` until the next line starts: a blank line may not follow it.
    var afterOpener = false
    /// True when the current line ends with a `//` comment: nothing more may join it.
    var lineEndsInLineComment = false

    var isEmpty: Bool { output.isEmpty }

    /// The last byte written; nil at the start of the file.
    var lastByte: UInt8? { output.utf8.last }

    mutating func requestBreak(_ kind: Break) {
        if kind > pendingBreak { pendingBreak = kind }
    }

    /// Replaces a pending blank line by a plain line break (before a closing `}`).
    mutating func limitBreakToNewline() {
        if pendingBreak == .blank { pendingBreak = .newline }
    }

    mutating func requestSpace() { pendingSpace = true }

    /// Writes text, first ending the line if a break is pending; `glue` drops a pending space
    /// (for `,`, `:`, `)` and the like).
    mutating func write(_ text: String, glue: Bool = false) {
        if pendingBreak != .none && !output.isEmpty {
            output += pendingBreak == .blank && !afterOpener ? "\n\n" : "\n"
            output += String(repeating: "    ", count: indentLevel)
            afterOpener = false
            lineEndsInLineComment = false
        } else if pendingSpace && !glue && !output.isEmpty {
            output += " "
        }
        pendingBreak = .none
        pendingSpace = false
        output += text
    }

    /// Appends a comment to the line already written, leaving any pending break pending.
    mutating func appendToLine(_ text: String) {
        output += " " + text
    }
}

private struct FormatPrinter {
    let file: SourceFile
    /// Every token of the file, trivia included, in source order.
    let tokens: [Token]
    /// The next token of `tokens` not yet printed or passed over.
    var cursor = 0
    /// Start offsets of the comments that need a line of their own or end one: line and doc
    /// comments, block comments that span lines, and comments that start a source line. A call
    /// or list holding one is printed one element per line.
    let breakingComments: [Int]
    var writer = LineWriter()
    /// False inside calls and lists, where blank lines are dropped.
    var blankLinesAllowed = true

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        var breaking: [Int] = []
        var lineEnds = 0
        for token in tokens {
            if token.kind == .newline {
                lineEnds += 1
                continue
            }
            // A `;` is a separator the output drops: like a space, it leaves the count alone.
            if token.kind == .semicolon { continue }
            if token.kind.isComment {
                let spansLines = token.kind == .blockComment
                    && file.bytes[token.range.offset..<token.range.end].contains { $0 == 0x0A || $0 == 0x0D }
                if token.kind != .blockComment || spansLines || lineEnds > 0 {
                    breaking.append(token.range.offset)
                }
            }
            lineEnds = 0
        }
        self.breakingComments = breaking
    }

    mutating func finish() -> String {
        writer.output.isEmpty ? "" : writer.output + "\n"
    }

    // MARK: - Trivia

    /// A comment's text as printed: line ends as `\n`, no whitespace at the end of a line.
    func commentText(_ token: Token) -> String {
        let raw = file.text(of: token.range)
        guard token.kind == .blockComment else { return trimmingTrailingWhitespace(raw) }
        // `\r\n` is one `Character`, so this splits at every kind of line end.
        return raw.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { trimmingTrailingWhitespace(String($0)) }
            .joined(separator: "\n")
    }

    func trimmingTrailingWhitespace(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A comment kept aside while a declaration's header is printed, to go after its `{`.
    struct DeferredComment {
        var token: Token
        var lineEndsBefore: Int
    }

    var deferred: [DeferredComment]?
    /// The offset of a `///` comment printed on its own line when nothing has been printed
    /// after it yet: a declaration printed next would take it as its doc comment.
    var docCommentAbove: Int?
    /// The first doc comment of every declaration that has some.
    var firstDocComments: Set<Int> = []

    /// Prints or passes over every token before `offset`: comments are placed, punctuation the
    /// tree walk prints itself is skipped. Returns the number of line ends between the last
    /// token passed and `offset`. While `deferred` is not nil, comments that would break the
    /// header of a declaration (`layout Name // …` then `{` on the next line) are collected
    /// there instead of printed.
    @discardableResult
    mutating func flush(before offset: Int) -> Int {
        var lineEnds = 0
        while cursor < tokens.count, tokens[cursor].range.offset < offset, tokens[cursor].kind != .endOfFile {
            let token = tokens[cursor]
            cursor += 1
            if token.kind == .newline {
                lineEnds += 1
                continue
            }
            if token.kind.isComment {
                // Once one comment waits for the `{`, the ones after it wait too, to keep their order.
                if let waiting = deferred,
                   !waiting.isEmpty || !(token.kind == .blockComment && lineEnds == 0 && !isBreaking(token)) {
                    deferred?.append(DeferredComment(token: token, lineEndsBefore: lineEnds))
                } else {
                    place(token, lineEndsBefore: lineEnds)
                }
            }
            // Punctuation printed by the tree walk (`,` `:` `.` `(` `[`) is passed over; a `;`,
            // which the output drops, does not end the count.
            if token.kind != .semicolon { lineEnds = 0 }
        }
        return lineEnds
    }

    /// The index in `breakingComments` of the first one at or after `offset`.
    func firstBreakingComment(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = breakingComments.count
        while low < high {
            let middle = (low + high) / 2
            if breakingComments[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func isBreaking(_ token: Token) -> Bool {
        let index = firstBreakingComment(atOrAfter: token.range.offset)
        return index < breakingComments.count && breakingComments[index] == token.range.offset
    }

    /// Whether a breaking comment lies inside `range` (a call or list).
    func containsBreakingComment(_ range: SourceRange) -> Bool {
        let index = firstBreakingComment(atOrAfter: range.offset)
        return index < breakingComments.count && breakingComments[index] < range.end
    }

    /// Prints a comment: at the end of the line it followed when no line end stood between
    /// them, else on a line of its own (after a blank line if the source had one).
    mutating func place(_ token: Token, lineEndsBefore: Int) {
        let text = commentText(token)
        let previousDoc = docCommentAbove
        docCommentAbove = nil
        if lineEndsBefore == 0 && !writer.isEmpty && !writer.lineEndsInLineComment {
            if writer.pendingBreak != .none {
                writer.appendToLine(text)
            } else {
                if let last = writer.lastByte, last != UInt8(ascii: "("), last != UInt8(ascii: "[") {
                    writer.requestSpace()
                }
                writer.write(text)
            }
        } else {
            // The first doc comment of a declaration starts its run of `///` lines: one printed
            // right above it would join the run, so a blank line keeps them apart.
            let startsDocs = token.kind == .docComment && previousDoc != nil && firstDocComments.contains(token.range.offset)
            writer.requestBreak((lineEndsBefore >= 2 || startsDocs) && blankLinesAllowed ? .blank : .newline)
            writer.write(text)
            if token.kind == .docComment { docCommentAbove = token.range.offset }
        }
        if token.kind == .blockComment {
            writer.requestSpace()
        } else {
            writer.lineEndsInLineComment = true
            writer.requestBreak(.newline)
        }
    }

    /// Prints the token that starts at `range.offset` as written in the source.
    mutating func token(_ range: SourceRange, glue: Bool = false) {
        flush(before: range.offset)
        docCommentAbove = nil
        if cursor < tokens.count, tokens[cursor].range.offset == range.offset, tokens[cursor].kind != .endOfFile {
            cursor += 1
        }
        writer.write(file.text(of: range), glue: glue)
    }

    /// Prints punctuation the tree does not record the place of (`:` `,` `.` `(`): trivia up to
    /// the next token of `kind` first, so comments keep their side of it.
    mutating func punctuation(_ kind: TokenKind, _ text: String, glue: Bool) {
        var lineEnds = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == kind {
                cursor += 1
                break
            }
            if token.kind == .newline {
                lineEnds += 1
            } else if token.kind.isComment {
                place(token, lineEndsBefore: lineEnds)
                lineEnds = 0
            } else {
                // Not where the tree says: print the punctuation and leave the stream alone.
                break
            }
            cursor += 1
        }
        writer.write(text, glue: glue)
    }

    /// Starts a member, an import or a declaration on a new line, after the comments before
    /// it; a blank line before it in the source is kept (one at most).
    mutating func beginLine(at offset: Int) {
        writer.requestBreak(.newline)
        let lineEnds = flush(before: offset)
        if lineEnds >= 2 && blankLinesAllowed {
            writer.requestBreak(.blank)
        } else if lineEnds >= 1 {
            writer.requestBreak(.newline)
        }
    }

    // MARK: - Structure

    mutating func printFile(_ tree: SyntaxFile) {
        collectFirstDocComments(tree)
        for item in tree.imports {
            beginLine(at: item.range.offset)
            token(SourceRange(offset: item.range.offset, length: 6))
            if let path = item.path {
                writer.requestSpace()
                token(path.range)
            }
        }
        for (index, declaration) in tree.declarations.enumerated() {
            // Exactly one blank line between declarations, and after the imports.
            if index > 0 || !tree.imports.isEmpty { writer.requestBreak(.blank) }
            beginLine(at: declaration.range.offset)
            switch declaration {
            case .layout(let layout):
                header(keyword: layout.keyword, name: layout.name, docs: layout.docs)
                block(layout.body)
            case .style(let style):
                header(keyword: style.keyword, name: style.name, docs: style.docs)
                block(style.body)
            }
        }
        writer.requestBreak(.newline)
        flush(before: file.bytes.count)
    }

    mutating func collectFirstDocComments(_ tree: SyntaxFile) {
        func visit(_ block: Block) {
            for member in block.members {
                switch member {
                case .item(let item):
                    if let first = item.docs.first { firstDocComments.insert(first.range.offset) }
                    visit(item.body)
                case .section(let section):
                    if let first = section.docs.first { firstDocComments.insert(first.range.offset) }
                    visit(section.body)
                default:
                    break
                }
            }
        }
        for declaration in tree.declarations {
            switch declaration {
            case .layout(let layout):
                if let first = layout.docs.first { firstDocComments.insert(first.range.offset) }
                visit(layout.body)
            case .style(let style):
                if let first = style.docs.first { firstDocComments.insert(first.range.offset) }
                visit(style.body)
            }
        }
    }

    /// Prints `keyword name`. A `///` comment the source kept apart from this declaration
    /// (with a `;` between them) stays apart: a blank line goes between.
    mutating func header(keyword: SourceRange, name: Identifier?, docs: [DocComment]) {
        flush(before: keyword.offset)
        if let doc = docCommentAbove, !docs.contains(where: { $0.range.offset == doc }) {
            writer.requestBreak(.blank)
        }
        token(keyword)
        if let name {
            writer.requestSpace()
            token(name.range)
        }
    }

    mutating func block(_ block: Block) {
        writer.requestSpace()
        self.deferred = []
        flush(before: block.open.offset)
        let deferred = self.deferred ?? []
        self.deferred = nil
        token(block.open)
        writer.afterOpener = true
        guard let close = block.close else { return }
        let hasComments = tokens[cursor...].prefix { $0.range.offset < close.offset }.contains { $0.kind.isComment }
        if block.members.isEmpty && deferred.isEmpty && !hasComments {
            token(close, glue: true)
            writer.afterOpener = false
            return
        }
        writer.indentLevel += 1
        // Comments between a declaration's name and its `{` follow the `{`.
        for (index, comment) in deferred.enumerated() {
            place(comment.token, lineEndsBefore: index == 0 ? 0 : comment.lineEndsBefore)
        }
        for member in block.members {
            beginLine(at: member.range.offset)
            self.member(member)
        }
        writer.requestBreak(.newline)
        flush(before: close.offset)
        writer.indentLevel -= 1
        writer.limitBreakToNewline()
        writer.requestBreak(.newline)
        token(close)
    }

    mutating func member(_ member: Member) {
        switch member {
        case .property(let property):
            token(property.name.range)
            punctuation(.colon, ":", glue: true)
            if let value = property.value {
                writer.requestSpace()
                self.value(value)
            }
        case .item(let item):
            header(keyword: item.keyword, name: item.name, docs: item.docs)
            block(item.body)
        case .section(let section):
            header(keyword: section.keyword, name: section.name, docs: section.docs)
            block(section.body)
        case .style(let style):
            token(style.keyword)
            block(style.body)
        case .inject(let inject):
            token(SourceRange(offset: inject.range.offset, length: 6))
            if let name = inject.name {
                writer.requestSpace()
                token(name.range)
            }
            if let type = inject.type {
                punctuation(.colon, ":", glue: true)
                writer.requestSpace()
                path(type)
            }
        case .error(let range):
            verbatim(range)
        }
    }

    /// Prints a region as written; only reached for error nodes, which a file without syntax
    /// errors does not have.
    mutating func verbatim(_ range: SourceRange) {
        flush(before: range.offset)
        while cursor < tokens.count, tokens[cursor].range.offset < range.end, tokens[cursor].kind != .endOfFile {
            cursor += 1
        }
        writer.write(file.text(of: range))
    }

    mutating func path(_ path: Path) {
        for (index, component) in path.components.enumerated() {
            if index > 0 { punctuation(.dot, ".", glue: true) }
            token(component.range)
        }
    }

    mutating func value(_ value: Value) {
        switch value {
        case .number(let literal):
            token(literal.range)
        case .string(let literal):
            token(literal.range)
        case .color(let literal):
            token(literal.range)
        case .bool(_, let range):
            token(range)
        case .path(let path):
            self.path(path)
        case .member(let name, let range):
            flush(before: range.offset)
            punctuation(.dot, ".", glue: false)
            token(name.range)
        case .call(let call):
            path(call.callee)
            punctuation(.leftParen, "(", glue: false)
            elements(call.arguments.map { .argument($0) }, in: call.range)
        case .list(let list):
            token(SourceRange(offset: list.range.offset, length: 1))
            elements(list.elements.map { .value($0) }, in: list.range)
        case .error(let range):
            verbatim(range)
        }
    }

    enum Element {
        case argument(Argument)
        case value(Value)

        var offset: Int {
            switch self {
            case .argument(let argument): return argument.range.offset
            case .value(let value): return value.range.offset
            }
        }
    }

    /// The elements of a call or list after its opening bracket, and the closing one: on one
    /// line, or one element per line when a comment inside needs a line of its own.
    mutating func elements(_ elements: [Element], in range: SourceRange) {
        let closer = SourceRange(offset: range.end - 1, length: 1)
        let broken = containsBreakingComment(range)
        let savedBlankLines = blankLinesAllowed
        blankLinesAllowed = false
        defer { blankLinesAllowed = savedBlankLines }
        if !broken {
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    punctuation(.comma, ",", glue: true)
                    writer.requestSpace()
                }
                self.element(element)
            }
            token(closer, glue: true)
            return
        }
        writer.indentLevel += 1
        for (index, element) in elements.enumerated() {
            beginLine(at: element.offset)
            self.element(element)
            // The comma goes right after the element, before any comment that followed it.
            if index < elements.count - 1 { writer.write(",", glue: true) }
        }
        writer.requestBreak(.newline)
        flush(before: closer.offset)
        writer.indentLevel -= 1
        writer.requestBreak(.newline)
        token(closer)
    }

    mutating func element(_ element: Element) {
        switch element {
        case .argument(let argument):
            if let label = argument.label {
                token(label.range)
                punctuation(.colon, ":", glue: true)
                writer.requestSpace()
            }
            value(argument.value)
        case .value(let value):
            self.value(value)
        }
    }
}
