/// The parser's first pass: turns the lexer's tokens into the tokens the grammar sees.
/// Comments are set aside (for the formatter), runs of doc comments are attached to the
/// declaration keyword that follows them, lexical error tokens are dropped (marking the next
/// token, where a syntax error would only repeat the lexical one), and a block comment that
/// spans lines stands for a line end.
struct GrammarFilter {
    /// What the pass gives the parser.
    struct Output {
        var tokens: [Token] = []
        var comments: [Token] = []
        /// Doc comments by the offset of the keyword they document.
        var docs: [Int: [DocComment]] = [:]
        /// True when the file ends inside a block comment that is never closed (TAB004).
        var endsInUnterminatedComment = false
    }

    /// The tokens of `file` (as the lexer gave them) filtered for the grammar.
    static func filter(_ tokens: [Token], of file: SourceFile) -> Output {
        file.bytes.withUnsafeBufferPointer { bytes in
            var filter = GrammarFilter(bytes: bytes)
            // A spanning block comment becomes one line end: never more tokens out than in.
            filter.output.tokens.reserveCapacity(tokens.count)
            for token in tokens { filter.take(token) }
            return filter.output
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var output = Output()
    private var droppedError = false
    private var pendingDocs: [DocComment] = []
    /// The start of the file counts as a line start.
    private var previousKind = TokenKind.newline

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func emit(_ token: Token, followsLexicalError: Bool) {
        var token = token
        if followsLexicalError { token.flags.insert(.followsLexicalError) }
        output.tokens.append(token)
    }

    private mutating func take(_ token: Token) {
        let kind = token.kind
        defer { previousKind = kind }
        switch kind {
        case .lineComment, .docComment, .blockComment:
            output.comments.append(token)
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
                output.endsInUnterminatedComment = true
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
                // `section` is a contextual word, not a keyword: any name starting a line keeps
                // the run, and the parser takes it only for a section.
                case .identifier: declares = previousKind == .newline
                default: declares = false
                }
                if declares { output.docs[token.range.offset] = pendingDocs }
                pendingDocs.removeAll()
            }
            emit(token, followsLexicalError: droppedError)
            // An unterminated string has swallowed the rest of its line, closers included:
            // what the parser then misses at the line end is part of the lexical error.
            droppedError = kind == .string && token.flags.contains(.unterminated)
        }
    }
}
