/// Checks one value against a type of the schema table and reports what is wrong, saying
/// what was expected and what was found.
///
/// One checker serves a whole block (or layout): `BlockChecker` points `subject` at each
/// property in turn, so that no checker, and no name for messages, is made per value.
struct ValueChecker {
    let file: SourceFile
    /// What is being checked, for messages ("for 'kind'").
    /// Set before each value is checked (this placeholder is never reported).
    var subject = Subject.argument(call: "", label: "")
    var diagnostics: [Diagnostic] = []
    /// `inject` names visible to `screen:` arguments.
    let dependencies: NameIndex<String>
    /// The dependencies (by position in `dependencies`) used by a `screen:`.
    var usedDependencies = PositionSet()

    /// The thing a value belongs to. A call argument's name ("insets(leading:)") is only
    /// spelled out when a message needs it.
    enum Subject {
        /// A property, by key: its name is the table's (the name written matched it).
        case property(Schema.PropertyKey)
        case argument(call: String, label: String)

        var text: String {
            switch self {
            case .property(let key): return key.name
            case .argument(let call, let label): return "\(call)(\(label):)"
            }
        }
    }

    /// False when the file's syntax tree has no broken value: every value the lexer or parser
    /// marks as broken comes with a diagnostic of theirs (see `Value.containsError`), so a file
    /// that had none needs no search for broken parts in every value.
    let valuesMayBeBroken: Bool

    init(file: SourceFile, dependencies: NameIndex<String> = NameIndex(), valuesMayBeBroken: Bool = true) {
        self.file = file
        self.dependencies = dependencies
        self.valuesMayBeBroken = valuesMayBeBroken
    }

    /// The property (or argument) being checked, for messages.
    var property: String { subject.text }

    /// Reports a diagnostic of the catalogue.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func here(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    /// Whether an integer literal is outside -2^53...2^53 (docs/files-and-limits.md), judged on its digits:
    /// its value is a double, in which 2^53 + 1 already reads as 2^53.
    static func isBeyondExactIntegers(_ literal: NumberLiteral) -> Bool {
        guard literal.isInteger else { return false }
        let digits = Array(literal.text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.drop { $0 == UInt8(ascii: "0") })
        let limit = Array("9007199254740992".utf8)
        if digits.count != limit.count { return digits.count > limit.count }
        return digits.lexicographicallyPrecedes(limit) == false && digits != limit
    }

    /// The number literal `value` is, or nil after reporting a value of another type (TAB202)
    /// or one outside the integers JSON readers keep exactly (TAB210).
    mutating func exactNumber(_ value: Value, expected type: Schema.ValueType) -> NumberLiteral? {
        guard case .number(let literal) = value else {
            wrongType(value, expected: type)
            return nil
        }
        if Self.isBeyondExactIntegers(literal) {
            report(Catalogue.integerBeyondJSON(property, literal: literal.text, at: here(value.range)))
            return nil
        }
        return literal
    }

    mutating func wrongType(_ value: Value, expected type: Schema.ValueType) {
        report(Catalogue.wrongType(value, expected: type, for: property, fix: mechanicalFix(value, expected: type),
                                   at: here(value.range)))
    }

    /// What the value was meant to be, when the mistake is a mechanical one with one right
    /// spelling: a name in quotes (`initial: "home"`), a text without them (`title: Home`), a
    /// bare string icon (`icon: "house"`), one option where a list goes (`bindings: rx`),
    /// `yes`/`no`, an integer in quotes (`tag: "1"`).
    func mechanicalFix(_ value: Value, expected type: Schema.ValueType) -> String? {
        switch (type, value) {
        case (.string, .path(let path)) where path.isSingle, (.badge, .path(let path)) where path.isSingle:
            return "\"" + path.text + "\""
        case (.itemReference, .string(let literal)), (.styleReference, .string(let literal)):
            return Self.isIdentifier(literal.value) ? literal.value : nil
        case (.optionList(let options), .path(let path)) where path.isSingle && options.contains(path.text):
            return "[" + path.text + "]"
        case (.bool, .path(let path)) where path.isSingle:
            switch path.text.lowercased() {
            case "yes", "on": return "true"
            case "no", "off": return "false"
            default: return nil
            }
        case (.integer(let range), .string(let literal)):
            guard let integer = Int(literal.value), range.contains(integer) else { return nil }
            return String(integer)
        case (.choice(let choices), .string):
            // A bare string for an icon: `symbol(…)` around the literal as written.
            guard choices.contains(where: { if case .call(let spec) = $0 { spec.name == "symbol" } else { false } }) else { return nil }
            return "symbol(" + file.text(of: value.range) + ")"
        default:
            return nil
        }
    }

    /// Whether `text` can stand as a name (`home`), so a quoted one can lose its quotes.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: - Checking

    mutating func check(_ value: Value, as type: Schema.ValueType) -> CheckedValue {
        if valuesMayBeBroken && value.containsError { return .invalid }
        return checkValid(value, as: type)
    }

    /// `check` of a value known to hold no error: `containsError` looks at the whole value, so
    /// the parts of a value that passed it need not be looked at again.
    mutating func checkValid(_ value: Value, as type: Schema.ValueType) -> CheckedValue {
        switch type {
        case .bool:
            if case .bool(let flag, _) = value { return .bool(flag) }
            if case .string(let literal) = value, literal.value == "true" || literal.value == "false" {
                report(Catalogue.quotedBool(value, text: literal.value, for: property, at: here(value.range)))
            } else {
                wrongType(value, expected: type)
            }
            return .invalid
        case .integer(let range):
            guard let literal = exactNumber(value, expected: type) else { return .invalid }
            guard literal.isInteger, let integer = Int(exactly: literal.value) else {
                report(Catalogue.notAnInteger(property, literal: literal.text, at: here(value.range)))
                return .invalid
            }
            guard range.contains(integer) else {
                report(Catalogue.valueOutOfRange(property, literal: literal.text, minimum: Double(range.lowerBound),
                                                 maximum: Double(range.upperBound), at: here(value.range)))
                return .invalid
            }
            return .integer(integer)
        case .number(let minimum, let maximum):
            guard let literal = exactNumber(value, expected: type) else { return .invalid }
            let number = literal.value
            guard number.isFinite else {
                report(Catalogue.numberTooLarge(property, literal: literal.text, at: here(value.range)))
                return .invalid
            }
            let below = minimum.map { number < $0 } ?? false
            let above = maximum.map { number > $0 } ?? false
            if below || above {
                report(Catalogue.valueOutOfRange(property, literal: literal.text, minimum: minimum, maximum: maximum,
                                                 at: here(value.range)))
                return .invalid
            }
            return .number(number)
        case .string:
            guard case .string(let literal) = value else {
                wrongType(value, expected: type)
                return .invalid
            }
            if literal.value.isEmpty {
                report(Catalogue.emptyString(property, at: here(value.range)))
                return .invalid
            }
            return .string(literal.value)
        case .badge:
            switch value {
            case .string(let literal):
                if literal.value.isEmpty {
                    report(Catalogue.emptyBadge(at: here(value.range)))
                    return .invalid
                }
                return .string(literal.value)
            case .number(let literal):
                if Self.isBeyondExactIntegers(literal) {
                    report(Catalogue.integerBeyondJSON(property, literal: literal.text, at: here(value.range)))
                    return .invalid
                }
                guard literal.isInteger, let integer = Int(exactly: literal.value) else {
                    wrongType(value, expected: type)
                    return .invalid
                }
                guard integer >= 0 else {
                    report(Catalogue.valueOutOfRange(property, literal: literal.text, minimum: 0, maximum: nil, at: here(value.range)))
                    return .invalid
                }
                return .string(String(integer))
            default:
                wrongType(value, expected: type)
                return .invalid
            }
        case .option(let options):
            return checkOption(value, options: options, callNames: [], expected: type)
        case .optionList(let options):
            return checkOptionList(value, options: options, type: type)
        case .color:
            return checkColor(value)
        case .itemReference, .styleReference:
            guard case .path(let path) = value, path.isSingle else {
                wrongType(value, expected: type)
                return .invalid
            }
            return .reference(path.text, path.range)
        case .screen:
            return checkScreen(value)
        case .call(let spec):
            // The common, correct case without building a list of choices.
            if case .call(let call) = value, call.callee.isSingle, call.callee.first.text == spec.name {
                return checkCall(call, spec: spec)
            }
            return checkChoice(value, choices: [.call(spec)], type: type)
        case .choice(let types):
            return checkChoice(value, choices: types, type: type)
        }
    }

    /// Whether `text` starts with a lowercase letter.
    static func startsLowercase(_ text: String) -> Bool {
        text.first?.isLowercase == true
    }

    /// A number as messages show it: `30`, `0.5`.
    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// `expected` is the type for messages; nil means `.option(options)`, made only when a
    /// message needs it.
    mutating func checkOption(_ value: Value, options: [String], callNames: [String], expected: Schema.ValueType?) -> CheckedValue {
        var type: Schema.ValueType { expected ?? .option(options) }
        switch value {
        case .path(let path) where path.isSingle:
            let name = path.text
            if options.contains(name) { return .option(name) }
            if callNames.contains(name) {
                report(Catalogue.callNeedsParentheses(name, at: here(value.range)))
                return .invalid
            }
            report(Catalogue.unknownValue(name, property: property, options: options, calls: callNames, at: here(value.range)))
            return .invalid
        case .member(let name, _) where options.contains(name.text):
            report(Catalogue.dottedName(name.text, found: value, expected: type, for: property, at: here(value.range)))
            return .invalid
        case .string(let literal) where options.contains(literal.value):
            report(Catalogue.quotedName(literal.value, found: value, expected: type, for: property, at: here(value.range)))
            return .invalid
        default:
            wrongType(value, expected: type)
            return .invalid
        }
    }

    mutating func checkOptionList(_ value: Value, options: [String], type: Schema.ValueType) -> CheckedValue {
        guard case .list(let list) = value else {
            wrongType(value, expected: type)
            return .invalid
        }
        var seen: [String: SourceRange] = [:]
        var invalid = false
        for element in list.elements {
            guard case .option(let name) = checkOption(element, options: options, callNames: [], expected: nil) else {
                invalid = true
                continue
            }
            if let first = seen[name] {
                report(Catalogue.optionListedTwice(name, in: property, first: here(first), at: here(element.range)))
                invalid = true
                continue
            }
            seen[name] = element.range
        }
        if invalid { return .invalid }
        // Lists are output in the canonical order of their option table.
        return .list(options.filter { seen[$0] != nil })
    }

    mutating func checkChoice(_ value: Value, choices: [Schema.ValueType], type: Schema.ValueType) -> CheckedValue {
        // The common, correct cases first, without building the lists messages need.
        switch value {
        case .call(let call) where call.callee.isSingle:
            for index in choices.indices {
                if case .call(let spec) = choices[index], spec.name == call.callee.first.text { return checkCall(call, spec: spec) }
            }
        case .path(let path) where path.isSingle:
            for index in choices.indices {
                if case .option(let names) = choices[index], names.contains(path.first.text) { return .option(path.first.text) }
            }
            // A name where a string may stand is more likely a string without its quotes than
            // a misspelt option.
            for index in choices.indices {
                if case .string = choices[index] {
                    wrongType(value, expected: type)
                    return .invalid
                }
            }
        case .string:
            // A choice that takes a string (`strings: "Table"` or `none`).
            for index in choices.indices {
                if case .string = choices[index] { return checkValid(value, as: .string) }
            }
        default:
            break
        }
        var options: [String] = []
        var calls: [Schema.CallSpec] = []
        var listOptions: [String]?
        for choice in choices {
            switch choice {
            case .option(let names): options += names
            case .call(let spec): calls.append(spec)
            case .optionList(let names): listOptions = names
            default: break
            }
        }
        switch value {
        case .call(let call):
            let name = call.callee.text
            guard let spec = calls.first(where: { $0.name == name }) else {
                let names = calls.map(\.name)
                if names.isEmpty {
                    wrongType(value, expected: type)
                    return .invalid
                }
                report(Catalogue.unknownCall(name, property: property, expected: type, calls: names,
                                             at: here(call.callee.range)))
                return .invalid
            }
            return checkCall(call, spec: spec)
        case .list:
            if let listOptions { return checkOptionList(value, options: listOptions, type: .optionList(listOptions)) }
            wrongType(value, expected: type)
            return .invalid
        case .path, .member, .string:
            if options.isEmpty, case .path(let path) = value, path.isSingle,
               let spec = calls.first(where: { $0.name == path.text }) {
                if spec.arguments.allSatisfy({ !$0.isRequired }) {
                    report(Catalogue.callNeedsParentheses(path.text, at: here(value.range)))
                } else {
                    wrongType(value, expected: type)
                }
                return .invalid
            }
            if options.isEmpty {
                wrongType(value, expected: type)
                return .invalid
            }
            return checkOption(value, options: options, callNames: calls.map(\.name), expected: type)
        default:
            wrongType(value, expected: type)
            return .invalid
        }
    }

    /// Checks a call's arguments against its form; omitted arguments take their defaults.
    mutating func checkCall(_ call: Call, spec: Schema.CallSpec) -> CheckedValue {
        var result = CallArguments(capacity: spec.arguments.count)
        var invalid = false
        if spec.isPositional {
            // `symbol("house")`: one argument, no label.
            for index in call.arguments.indices {
                if index > 0 {
                    report(Catalogue.extraPositionalArgument(call: spec.name, at: here(call.arguments[index].range)))
                    invalid = true
                    continue
                }
                if let label = call.arguments[index].label {
                    report(Catalogue.labelledPositionalArgument(label.text, call: spec.name,
                                                                removing: .from(label.range.offset, to: call.arguments[index].value.range.offset),
                                                                at: here(label.range)))
                    invalid = true
                }
                let checked = checkValid(call.arguments[index].value, as: spec.arguments[0].type)
                if case .invalid = checked { invalid = true }
                result.append(label: spec.arguments[0].label, value: checked)
            }
            if call.arguments.isEmpty {
                report(Catalogue.missingPositionalArgument(call: spec.name, expected: spec.arguments[0].type, at: here(call.range)))
                return .invalid
            }
            return invalid ? .invalid : .call(spec.name, result)
        }
        // The arguments of the form that were given, as bits by their position in the form.
        var given: UInt64 = 0
        for index in call.arguments.indices {
            guard let label = call.arguments[index].label else {
                let labels = spec.arguments.map(\.label)
                let expected = index < labels.count ? labels[index] : nil
                report(Catalogue.missingArgumentLabel(call: spec.name, expected: expected, labels: labels,
                                                      at: here(call.arguments[index].value.range)))
                invalid = true
                continue
            }
            guard let position = spec.arguments.firstIndex(where: { $0.label == label.text }) else {
                report(Catalogue.unknownArgument(label.text, call: spec.name, labels: spec.arguments.map(\.label), at: here(label.range)))
                invalid = true
                continue
            }
            let bit: UInt64 = 1 << UInt64(position)
            if given & bit != 0 {
                // The first argument with this label is the one that was taken.
                let first = call.arguments.first { $0.label?.text == label.text }?.label?.range ?? label.range
                report(Catalogue.argumentGivenTwice(label.text, call: spec.name, first: here(first), at: here(label.range)))
                invalid = true
                continue
            }
            given |= bit
            let outer = subject
            subject = .argument(call: spec.name, label: label.text)
            let checked = checkValid(call.arguments[index].value, as: spec.arguments[position].type)
            subject = outer
            if case .invalid = checked { invalid = true }
            result.append(label: label.text, value: checked)
        }
        for position in spec.arguments.indices where given & (1 << UInt64(position)) == 0 {
            if let defaultValue = spec.arguments[position].defaultValue {
                result.append(label: spec.arguments[position].label, value: defaultValue)
            } else if spec.arguments[position].isRequired && !invalid {
                let argumentSpec = spec.arguments[position]
                report(Catalogue.missingArgument(argumentSpec.label, call: spec.name, expected: argumentSpec.type, at: here(call.callee.range)))
                invalid = true
            }
        }
        return invalid ? .invalid : .call(spec.name, result)
    }

    mutating func checkColor(_ value: Value) -> CheckedValue {
        switch value {
        case .color(let literal):
            guard let rgba = literal.rgba else { return .invalid }
            return .color(.hex(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha))
        case .path(let path) where path.isSingle:
            if SystemColors.value(named: path.text) != nil { return .color(.system(path.text)) }
            // `blue` means `systemBlue`: try the name with the `system` prefix too (an exact
            // match of it is the best suggestion, and `nearest` skips exact matches).
            let prefixed = "system" + path.text.prefix(1).uppercased() + path.text.dropFirst()
            let suggestion = Suggestions.nearest(to: path.text, in: SystemColors.names)
                ?? (SystemColors.value(named: prefixed) != nil ? prefixed : Suggestions.nearest(to: prefixed, in: SystemColors.names))
            report(Catalogue.unknownColorName(path.text, didYouMean: DidYouMean(suggestion: suggestion), at: here(value.range)))
            return .invalid
        case .member(let name, _) where SystemColors.value(named: name.text) != nil:
            report(Catalogue.dottedName(name.text, found: value, expected: .color, for: property, at: here(value.range)))
            return .invalid
        case .call(let call):
            let name = call.callee.text
            guard let spec = Schema.colorCalls.first(where: { $0.name == name }) else {
                report(Catalogue.unknownColorFunction(name, at: here(call.callee.range)))
                return .invalid
            }
            guard case .call(_, let arguments) = checkCall(call, spec: spec) else { return .invalid }
            switch spec.name {
            case Schema.assetCall.name:
                if case .string(let asset) = arguments["name"] { return .color(.asset(asset)) }
            default:
                if case .color(let light) = arguments["light"], case .color(let dark) = arguments["dark"] {
                    return .color(.dynamic(light: light, dark: dark))
                }
            }
            return .invalid
        default:
            wrongType(value, expected: .color)
            return .invalid
        }
    }

    mutating func checkScreen(_ value: Value) -> CheckedValue {
        switch value {
        case .path(let path):
            return .screen(.type(name: path.text, arguments: []))
        case .call(let call):
            let callee = call.callee.text
            if callee == Schema.storyboardCall.name {
                guard case .call(_, let arguments) = checkCall(call, spec: Schema.storyboardCall),
                      case .string(let name) = arguments["name"], case .string(let identifier) = arguments["identifier"] else {
                    return .invalid
                }
                return .screen(.storyboard(name: name, identifier: identifier))
            }
            if call.callee.isSingle && Self.startsLowercase(call.callee.first.text) {
                // Any call is a screen type, but a lower-case name a letter or two from
                // `storyboard` is a typo of it, not a type (types start with a capital).
                let didYouMean = DidYouMean(callee, in: [Schema.storyboardCall.name])
                if didYouMean.suggestion != nil {
                    report(Catalogue.unknownScreenCall(callee, didYouMean: didYouMean, at: here(call.callee.range)))
                    return .invalid
                }
            }
            return checkScreenType(call, name: callee)
        default:
            wrongType(value, expected: .screen)
            return .invalid
        }
    }

    /// `Type(label: value, …)`: a screen made by an initializer.
    mutating func checkScreenType(_ call: Call, name: String) -> CheckedValue {
        var arguments: [ScreenArgument] = []
        arguments.reserveCapacity(call.arguments.count)
        var seen: [String: SourceRange] = [:]
        var invalid = false
        for index in call.arguments.indices {
            guard let label = call.arguments[index].label else {
                report(Catalogue.missingScreenArgumentLabel(call: call.callee.text, at: here(call.arguments[index].value.range)))
                invalid = true
                continue
            }
            if let first = seen[label.text] {
                report(Catalogue.argumentGivenTwice(label.text, call: call.callee.text, first: here(first), at: here(label.range)))
                invalid = true
                continue
            }
            seen[label.text] = label.range
            guard let screenValue = checkScreenArgument(call.arguments[index].value) else {
                invalid = true
                continue
            }
            arguments.append(ScreenArgument(label: label.text, value: screenValue))
        }
        return invalid ? .invalid : .screen(.type(name: name, arguments: arguments))
    }

    /// One `screen:` argument's value.
    mutating func checkScreenArgument(_ value: Value) -> ScreenValue? {
        switch value {
        case .path(let path) where path.isSingle:
            let name = path.text
            if let position = dependencies.position(of: name) {
                usedDependencies.insert(position)
                return .dependency(name)
            }
            report(Catalogue.unknownDependency(name, dependencies: dependencies.keys.sorted(), at: here(value.range)))
            return nil
        case .string(let literal):
            return .string(literal.value)
        case .number(let literal):
            if Self.isBeyondExactIntegers(literal) {
                report(Catalogue.screenArgumentBeyondJSON(literal: literal.text, at: here(value.range)))
                return nil
            }
            if literal.isInteger, let integer = Int(exactly: literal.value) { return .int(integer) }
            guard literal.value.isFinite else {
                report(Catalogue.screenNumberTooLarge(literal: literal.text, at: here(value.range)))
                return nil
            }
            return .number(literal.value)
        case .bool(let flag, _):
            return .bool(flag)
        case .member(let name, _):
            return .member(name.text)
        default:
            report(Catalogue.wrongScreenArgument(value, at: here(value.range)))
            return nil
        }
    }
}
