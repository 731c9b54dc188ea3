import Foundation
import TabDSL

/// The command dispatcher: reads the command word, hands the rest to the command.
enum Tool {
    static let version = "0.1.0"

    static func run(arguments: [String]) -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        TemporaryFiles.installSignalHandlers()
        guard let command = arguments.first else {
            Output.err(Help.overview)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            if rest.contains("--help") || rest.contains("-h"), let text = Help.text(for: command) {
                Output.out(text)
                return .success
            }
            switch command {
            case "check":
                return try CheckCommand.run(rest)
            case "fmt":
                return try FmtCommand.run(rest)
            case "help":
                return try helpCommand(rest)
            case "--help", "-h":
                Output.out(Help.overview)
                return .success
            case "--version", "version":
                guard rest.isEmpty else {
                    throw UsageError(message: "'\(command)' takes no arguments; found '\(rest[0])'", command: nil)
                }
                Output.out("tabc \(version)\n")
                return .success
            case "build":
                return try BuildCommand.run(rest)
            case "schema":
                switch rest {
                case [], ["output"]:
                    Output.out(JSONSchema.generate())
                case ["diagnostics"]:
                    Output.out(DiagnosticsSchema.generate())
                default:
                    throw UsageError(message: "'schema' takes 'output' or 'diagnostics'; found '\(rest.joined(separator: " "))'",
                                     command: "schema")
                }
                return .success
            case "explain":
                return try ExplainCommand.run(rest)
            case "preview":
                return try PreviewCommand.run(rest)
            case "lsp":
                return try LspCommand.run(rest)
            case "init":
                return try InitCommand.run(rest)
            case "completions":
                guard rest.count == 1, let script = Completions.script(for: rest[0]) else {
                    let found = rest.isEmpty ? "nothing" : "'\(rest.joined(separator: " "))'"
                    throw UsageError(message: "'completions' takes bash, zsh or fish; found \(found)", command: "completions")
                }
                Output.out(script)
                return .success
            default:
                let hint = Suggestions.nearest(to: command, in: Help.commandNames).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown command '\(command)'\(hint)", command: nil)
            }
        } catch {
            Output.err("tabc: error: \(error.message)\n")
            let helpHint = error.command.map { "tabc help \($0)" } ?? "tabc --help"
            Output.err("Run '\(helpHint)' for usage.\n")
            return .usage
        }
    }

    static func helpCommand(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        guard let topic = arguments.first else {
            Output.out(Help.overview)
            return .success
        }
        guard arguments.count == 1 else { throw UsageError(message: "'help' takes one command name", command: "help") }
        guard let text = Help.text(for: topic) else {
            let hint = Suggestions.nearest(to: topic, in: Help.commandNames).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "no help for unknown command '\(topic)'\(hint)", command: nil)
        }
        Output.out(text)
        return .success
    }
}
