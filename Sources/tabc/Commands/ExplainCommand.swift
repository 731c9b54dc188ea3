import TabDSL

/// `tabc explain CODE|PROPERTY`: the long explanation of a diagnostic code, or a property's
/// type, default and range from the schema table, on standard output.
///
/// The code may be written `TAB201`, `tab201` or just `201` (leading zeros kept: `001`); a
/// property by its name as written in a `.tabs` file (`height`). Anything else is a usage error
/// that suggests the nearest code (for something shaped like a code) or property.
enum ExplainCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("explain")

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "explain")
        guard let written = parsed.positionals.first else {
            throw UsageError(message: "'explain' needs a diagnostic code or a property, e.g. 'tabc explain TAB201'",
                             command: "explain")
        }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "'explain' takes one diagnostic code or property", command: "explain")
        }
        if let property = Schema.property(named: written) {
            Output.out(Explanations.text(for: property))
            return .success
        }
        if !looksLikeCode(written) {
            let hint = Suggestions.nearest(to: written, in: Schema.properties.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown diagnostic code or property '\(written)'\(hint)", command: "explain")
        }
        guard let code = code(from: written) else {
            let hint = suggestion(for: written).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown diagnostic code '\(written)'\(hint)", command: "explain")
        }
        Output.out(Explanations.text(for: code))
        return .success
    }

    /// Whether a word is meant as a code: `TAB…` in any case, or digits only.
    static func looksLikeCode(_ written: String) -> Bool {
        written.uppercased().hasPrefix("TAB") || (!written.isEmpty && written.allSatisfy(\.isNumber))
    }

    /// The code a user wrote: `TAB201`, `tab201` or `201`.
    static func code(from written: String) -> DiagnosticCode? {
        let upper = written.uppercased()
        if let code = DiagnosticCode(rawValue: upper) { return code }
        if upper.count == 3, upper.allSatisfy(\.isNumber) { return DiagnosticCode(rawValue: "TAB" + upper) }
        return nil
    }

    /// The nearest existing code. For a well-formed `TAB` + 3 digits: among the codes one edit
    /// away, the numerically closest (`TAB223` → TAB222, `TAB120` → TAB102), else the numerically
    /// closest code (`TAB999` → TAB901); for anything else, the nearest by edit distance.
    static func suggestion(for written: String) -> String? {
        var normalised = written.uppercased()
        if !normalised.hasPrefix("TAB") { normalised = "TAB" + normalised }
        let codes = DiagnosticCode.allCases
        let digits = normalised.dropFirst(3)
        guard digits.count == 3, digits.allSatisfy(\.isNumber), let number = Int(digits) else {
            return Suggestions.nearest(to: normalised, in: codes.map(\.rawValue))
        }
        func distance(_ code: DiagnosticCode) -> Int { abs(Int(code.rawValue.dropFirst(3))! - number) }
        let oneEditAway = codes.filter { Suggestions.editDistance(normalised, $0.rawValue, limit: 1) <= 1 }
        let pool = oneEditAway.isEmpty ? codes : oneEditAway
        return pool.min { distance($0) != distance($1) ? distance($0) < distance($1) : $0 < $1 }?.rawValue
    }
}
