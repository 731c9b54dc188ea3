import TabDSL

/// A small flag parser: `--name value`, `--name=value`, `-o value`, boolean flags, `--` and
/// `-` (standard input) as a positional argument.
struct ParsedArguments {
    /// Each valued option's value (the last one for a repeatable option).
    var options: [String: String] = [:]
    /// Every value of each repeatable option, in the order given.
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// What a command accepts.
    struct Spec {
        /// Options that take a value, by every spelling (`--format`, `-o`), mapped to a key.
        var valued: [String: String] = [:]
        /// Flags without a value, by every spelling, mapped to a key.
        var boolean: [String: String] = [:]
        /// Allowed values per option key, for a clear message on a typo.
        var choices: [String: [String]] = [:]
        /// Keys of the options that may be given several times.
        var repeatable: Set<String> = []
        /// Every spelling in the order declared, for "did you mean".
        var spellings: [String] = []
    }

    init(_ arguments: [String], spec: Spec, command: String) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let key = spec.boolean[name] {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", command: command)
                }
                flags.insert(key)
            } else if let key = spec.valued[name] {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value", command: command)
                }
                if let choices = spec.choices[key], !choices.contains(value) {
                    throw UsageError(
                        message: "invalid value '\(value)' for '\(name)': expected one of \(choices.joined(separator: ", "))"
                            + (Suggestions.nearest(to: value, in: choices).map { "; did you mean '\($0)'?" } ?? ""),
                        command: command)
                }
                if options[key] != nil && !spec.repeatable.contains(key) {
                    throw UsageError(message: "option '\(name)' given twice", command: command)
                }
                options[key] = value
                if spec.repeatable.contains(key) { lists[key, default: []].append(value) }
            } else {
                let known = spec.spellings.isEmpty ? Array(spec.valued.keys) + Array(spec.boolean.keys) : spec.spellings
                let hint = Suggestions.nearest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)", command: command)
            }
        }
    }

    /// `--stdin-filename` names standard input, so it is a usage error without a `-` input.
    func requireStandardInputForStdinFilename(command: String) throws(UsageError) {
        if options["stdin-filename"] != nil && !positionals.contains("-") {
            throw UsageError(message: "'--stdin-filename' names standard input, but no '-' input was given", command: command)
        }
    }
}
