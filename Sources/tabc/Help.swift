/// The texts of `tabc --help` and `tabc help COMMAND`, printed from the command table.
enum Help {
    /// Every command's name, in the table's order.
    static var commandNames: [String] { CommandTable.commands.map(\.name) }

    /// The width help text is wrapped to.
    static let width = 92

    /// `tabc --help`: the commands, the global options and the exit statuses.
    static var overview: String {
        var text = """
        tabc — checks .tabs tab-bar layouts and generates Swift (UIKit) or JSON from them.

        USAGE: tabc COMMAND [OPTIONS] ...

        COMMANDS:

        """
        for command in CommandTable.commands {
            // A ten-column name field, wider only for a longer name.
            text += "  " + (command.name + "  ").padding(to: 10) + command.summary + "\n"
        }
        text += """

        OPTIONS:
          --version  Print the version
          --help     Show this help

        Exit status: 0 success; 1 errors in the input (or warnings under --strict), or a
        --check found a difference; 2 usage error; 3 a file could not be read or written.
        Run 'tabc help COMMAND' for a command's options.

        """
        return text
    }

    /// The help of one command, or nil for an unknown one.
    static func text(for name: String) -> String? {
        CommandTable.command(name).map(text(for:))
    }

    /// `USAGE: tabc NAME [flags] OPERANDS`, wrapped under the first flag.
    static func usage(of command: CommandSpec) -> String {
        let head = "USAGE: tabc \(command.name)"
        let parts = command.flags.map(\.usage).filter { !$0.isEmpty } + (command.operandsUsage.isEmpty ? [] : [command.operandsUsage])
        let indent = String(repeating: " ", count: head.count + 1)
        var lines = [head]
        for part in parts {
            if lines[lines.count - 1].count + 1 + part.count > width, lines[lines.count - 1] != head {
                lines.append(indent + part)
            } else {
                lines[lines.count - 1] += " " + part
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A command's whole help: usage, description, options, epilogue.
    static func text(for command: CommandSpec) -> String {
        var text = usage(of: command) + "\n\n" + command.description + "\n"
        if !command.flags.isEmpty {
            text += "\nOPTIONS:\n"
            let labels = command.flags.map { flag in
                flag.spellings.joined(separator: ", ") + (flag.takesValue ? " " + flag.placeholder : "")
            }
            // Labels longer than this go on a line of their own, so one long flag doesn't
            // push every help text to the right.
            let column = min(labels.map(\.count).max() ?? 0, 20) + 4
            for (flag, label) in zip(command.flags, labels) {
                let lines = wrap(flag.help, width: width - column)
                var first = "  " + label
                if first.count + 2 > column {
                    text += first + "\n"
                    first = ""
                }
                for (index, line) in lines.enumerated() {
                    let lead = index == 0 && !first.isEmpty ? first.padding(to: column) : String(repeating: " ", count: column)
                    text += lead + line + "\n"
                }
            }
        }
        if !command.epilogue.isEmpty { text += "\n" + command.epilogue + "\n" }
        return text + "\n"
    }

    /// Splits a paragraph into lines of at most `width` characters, at spaces.
    static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += " " + word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
