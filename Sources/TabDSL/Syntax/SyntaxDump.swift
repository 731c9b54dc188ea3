/// A readable, stable text form of a syntax tree, for golden tests and debugging.
///
/// ```
/// File@0..120
///   Layout Finance@0..119
///     Property initial@24..37
///       Path home@33..37
/// ```
public enum SyntaxDump {
    public static func dump(_ tree: SyntaxFile) -> String {
        let printer = DumpPrinter()
        printer.line("File", .from(0, to: tree.source.bytes.count))
        printer.indented {
            for item in tree.imports {
                printer.line("Import\(item.isMisplaced ? " (misplaced)" : "")", item.range)
                if let path = item.path { printer.indented { printer.string(path) } }
            }
            for declaration in tree.declarations {
                switch declaration {
                case .layout(let layout):
                    printer.docs(layout.docs)
                    printer.line("Layout \(layout.name?.text ?? "<missing>")", layout.range)
                    printer.indented { printer.block(layout.body) }
                case .style(let style):
                    printer.docs(style.docs)
                    printer.line("Style \(style.name?.text ?? "<missing>")", style.range)
                    printer.indented { printer.block(style.body) }
                }
            }
        }
        return printer.output
    }
}

private final class DumpPrinter {
    var output = ""
    var depth = 0

    func line(_ text: String, _ range: SourceRange) {
        output += String(repeating: "  ", count: depth) + text + "@\(range.offset)..\(range.end)\n"
    }

    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    func docs(_ docs: [DocComment]) {
        for doc in docs { line("Doc \(quote(doc.text))", doc.range) }
    }

    func string(_ literal: StringLiteral) {
        line("String \(quote(literal.value))\(literal.isValid ? "" : " (invalid)")", literal.range)
    }

    func block(_ block: Block) {
        line("Block\(block.close == nil ? " (unclosed)" : "")", block.range)
        indented {
            for member in block.members { self.member(member) }
        }
    }

    func member(_ member: Member) {
        switch member {
        case .property(let property):
            line("Property \(property.name.text)", property.range)
            if let value = property.value {
                indented { self.value(value) }
            } else {
                indented { self.line("MissingValue", .at(property.range.end)) }
            }
        case .item(let item):
            docs(item.docs)
            line("\(item.role == .modal ? "Modal" : "Item") \(item.name?.text ?? "<missing>")", item.range)
            indented { self.block(item.body) }
        case .style(let style):
            line("StyleBlock", style.range)
            indented { self.block(style.body) }
        case .section(let section):
            docs(section.docs)
            line("Section \(section.name?.text ?? "<missing>")", section.range)
            indented { self.block(section.body) }
        case .inject(let inject):
            line("Inject \(inject.name?.text ?? "<missing>"): \(inject.type?.text ?? "<missing>")", inject.range)
        case .error(let range):
            line("ErrorMember", range)
        }
    }

    func value(_ value: Value) {
        switch value {
        case .number(let literal):
            line("Number \(literal.text)\(literal.isInteger ? "" : " (decimal)")\(literal.isValid ? "" : " (invalid)")", literal.range)
        case .string(let literal):
            string(literal)
        case .color(let literal):
            line("Color \(literal.text)\(literal.rgba == nil ? " (invalid)" : "")", literal.range)
        case .bool(let flag, let range):
            line("Bool \(flag)", range)
        case .path(let path):
            line("Path \(path.text)", path.range)
        case .member(let name, let range):
            line("Member .\(name.text)", range)
        case .call(let call):
            line("Call \(call.callee.text)\(call.hasError ? " (error)" : "")", call.range)
            indented {
                for argument in call.arguments {
                    self.line("Argument \(argument.label?.text ?? "_")", argument.range)
                    self.indented { self.value(argument.value) }
                }
            }
        case .list(let list):
            line("List\(list.hasError ? " (error)" : "")", list.range)
            indented {
                for element in list.elements { self.value(element) }
            }
        case .error(let range):
            line("ErrorValue", range)
        }
    }

    func quote(_ text: String) -> String { LiteralValue.quoted(text) }
}
