/// The raised item's round button (`raised:`), in both kinds of bar: the class, its
/// installation, layout and hit testing.
extension SwiftLayout {
    /// The raised button's creation in the bar's initializers, or nil without one.
    var raisedButtonCreation: String? {
        model.raisedItem.map { "raisedButton = RaisedButton(tab: \(caseName($0)), resourceBundle: resourceBundle)" }
    }

    /// The raised button added to the bar, its taps calling `call` on the bar.
    func printRaisedButtonInstallation(_ p: inout CodePrinter, tapCalls call: String) {
        p.line(Self.tapAction("raisedButton", calls: call))
        p.line("addSubview(raisedButton)")
    }

    /// The raised item's button class, nested in the bar.
    func printRaisedButtonClass(_ p: inout CodePrinter) {
        guard let raised = model.raisedItem else { return }
        let isSymbol: Bool
        if case .symbol = raised.icon { isSymbol = true } else { isSymbol = false }
        p.docComment([
            "The round button of the raised item (`raised:`), rising above the bar's top edge.",
            "The bar lets it take touches outside its bounds while the bar is visible.",
        ])
        p.block("private final class RaisedButton: UIControl") { p in
            p.line("private let iconView = UIImageView()")
            p.line(Self.badgeProperties)
            p.line()
            p.block("init(tab: \(tabType), resourceBundle: Bundle)") { p in
                p.line("super.init(frame: .zero)")
                if isSymbol {
                    p.line("""
                        // A symbol sits on a circle of the selected tint, in the bar's background color.
                        backgroundColor = \(styleColor(raisedColorName))
                        iconView.image = tab.icon(selected: false, in: resourceBundle)
                        iconView.tintColor = \(styleColor(raisedIconColorName))
                        iconView.contentMode = .center
                        """)
                } else {
                    p.line("""
                        // An asset image is the whole button, drawn as its asset says.
                        iconView.image = tab.imageName.flatMap { UIImage(named: $0, in: resourceBundle, compatibleWith: nil) }
                        iconView.contentMode = .scaleAspectFit
                        """)
                }
                p.line("iconView.isUserInteractionEnabled = false")
                p.line("addSubview(iconView)")
                p.lines(itemAccessibility(traits: ".button", largeContentImage: "tab.icon(selected: false, in: resourceBundle)"))
                p.line("addInteraction(UILargeContentViewerInteraction(delegate: nil))")
                p.line(badgeSetUp)
            }
            p.line()
            printUnusedCoderInitializer(&p)
            p.line()
            if raised.role == .tab {
                p.block("override var isSelected: Bool") { p in
                    p.line("didSet { accessibilityTraits = isSelected ? UIAccessibilityTraits.button.union(.selected) : .button }")
                }
                p.line()
            }
            p.line(Self.updateBadgeMethod)
            p.line()
            p.block("override func layoutSubviews()") { p in
                p.line("""
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.width / 2
                    iconView.frame = bounds
                    // The badge sits on the circle's top trailing edge.
                    let circle = bounds.insetBy(dx: bounds.width * 0.15, dy: bounds.height * 0.15)
                    """)
                p.line(Self.badgeLayout(corner: "circle"))
            }
            p.line("""

                /// Only the circle takes touches, not the corners of its square.
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    let radius = bounds.width / 2
                    return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
                }
                """)
        }
    }

    /// The bar's `point(inside:with:)` override that lets the raised button take touches
    /// above the bar's top edge.
    func printRaisedHitTesting(_ p: inout CodePrinter) {
        guard model.raisedItem != nil else { return }
        p.docComment([
            "Lets the raised button take touches where it rises above the bar's top edge. UIKit asks",
            "this only while the bar is visible: `hitTest(_:with:)` skips a hidden, transparent or",
            "non-interactive bar, so a hidden bar's button can't be tapped.",
        ])
        p.block("\(access)override func point(inside point: CGPoint, with event: UIEvent?) -> Bool") { p in
            p.line("if super.point(inside: point, with: event) { return true }")
            p.line("return !raisedButton.isHidden && raisedButton.point(inside: convert(point, to: raisedButton), with: event)")
        }
    }

    /// `raisedButton.frame = …`: centered on the slot's center, rising above the top edge.
    func printRaisedButtonLayout(_ p: inout CodePrinter, slotExpression: String) {
        guard model.raisedItem != nil else { return }
        p.line("let raisedSlot = \(slotExpression)")
        p.line("let diameter = \(styleType).raisedDiameter")
        p.line("raisedButton.frame = CGRect(x: raisedSlot.midX - diameter / 2, y: -\(styleType).raisedRise, width: diameter, height: diameter)")
    }
}
