/// The delegate protocol both frameworks generate for `bindings: delegate`: a `@MainActor`
/// protocol whose methods tell about the selection of `owner` (the UIKit controller or the
/// SwiftUI model), and an extension with an empty default implementation of each.
struct DelegateProtocol {
    /// One method: its documentation and its signature (`func tabModel(_:didSelect:)`).
    typealias Requirement = (doc: String, signature: String)

    /// The generated type the delegate is told about.
    var owner: String
    /// The protocol's name.
    var name: String
    /// The availability attribute both declarations carry.
    var availability: String
    /// `public ` or nothing.
    var access: String
    var hasModals: Bool
    var requirements: [Requirement]

    func print(_ p: inout CodePrinter) {
        p.docComment([
            "Tells an object about the selection of a `\(owner)`" + (hasModals ? " and the screens its modal items present." : "."),
            "",
            "Every method has an empty default implementation: implement the ones you need.",
        ])
        p.line(availability)
        p.line("@MainActor")
        p.block("\(access)protocol \(name): AnyObject") { p in
            for requirement in requirements {
                p.docComment([requirement.doc])
                p.line(requirement.signature)
            }
        }
        p.line()
        p.line(availability)
        p.block("extension \(name)") { p in
            for (index, requirement) in requirements.enumerated() {
                if index > 0 { p.line() }
                p.line("\(access)\(requirement.signature) {}")
            }
        }
    }
}
