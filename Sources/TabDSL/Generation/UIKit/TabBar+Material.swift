/// `material` (`kind: custom`): the drawn bar's background as a visual-effect view below every
/// decoration, cut to the bar's outline and tinted by `background`.
extension SwiftLayout {
    /// Whether the bar's background is a material rather than a plain color.
    var hasMaterial: Bool { model.kind == .custom && style.material != .none }

    func printMaterialProperties(_ p: inout CodePrinter) {
        guard hasMaterial else { return }
        p.docComment(["The bar's material, below every decoration; `background` tints it."])
        p.line("private let materialView = UIVisualEffectView(effect: nil)")
        p.docComment(["Cuts the material to the bar's outline (corners, notch)."])
        p.line("private let materialMask = CAShapeLayer()")
    }

    /// In the bar's initializer, before the decorations' layers, which go above it.
    func printMaterialSetUp(_ p: inout CodePrinter) {
        guard hasMaterial else { return }
        p.line("// The material is the bar's background: the first subview, below the shape, border, indicator and items.")
        p.line("materialView.isUserInteractionEnabled = false")
        p.line("materialView.layer.mask = materialMask")
        p.line("insertSubview(materialView, at: 0)")
        p.line("applyMaterial()")
    }

    /// In `layoutDecorations()`: the material follows the bounds and the outline.
    func printMaterialLayout(_ p: inout CodePrinter) {
        guard hasMaterial else { return }
        p.line("materialView.frame = bounds")
        p.line("materialMask.frame = materialView.bounds")
        p.line("materialMask.path = outline.cgPath")
    }

    /// `applyMaterial()`: glass on iOS 26 and later for `material: glass`, the system chrome blur otherwise.
    func printMaterialMethod(_ p: inout CodePrinter) {
        guard hasMaterial else { return }
        let glass = style.material == .glass
        p.line()
        p.docComment([
            glass
                ? "Gives the bar Liquid Glass on iOS 26 and later and the system chrome blur before, tinted by `background`."
                : "Gives the bar the system chrome blur, tinted by `background`.",
        ])
        p.block("private func applyMaterial()") { p in
            p.line("let tint = \(styleColor("background"))")
            if glass {
                p.line("// `UIGlassEffect` is in the iOS 26 SDK, which Swift 6.2 (Xcode 26) comes with.")
                p.conditional("compiler(>=6.2)") { p in
                    p.block("if \(Self.iOS26Availability)") { p in
                        p.line("let glass = UIGlassEffect(style: .regular)")
                        p.line("glass.tintColor = tint")
                        p.line("materialView.effect = glass")
                        p.line("materialView.contentView.backgroundColor = nil")
                        p.line("return")
                    }
                }
            }
            p.line("materialView.effect = UIBlurEffect(style: .systemChromeMaterial)")
            p.line("materialView.contentView.backgroundColor = tint")
        }
    }
}
