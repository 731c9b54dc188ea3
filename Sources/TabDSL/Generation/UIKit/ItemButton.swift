/// The custom bar's item button (`ItemButton`), and what every item control shares: its
/// accessibility and its tap action.
extension SwiftLayout {
    func printItemButtonClass(_ p: inout CodePrinter) {
        let hasTitles = items.contains { $0.title != nil }
        p.docComment([
            "One item: its icon" + (hasTitles ? " and title" : "") + ", a button to VoiceOver that carries the selected trait",
            "while selected (modal items never are, so they stay plain buttons).",
        ])
        p.block("private final class ItemButton: UIControl") { p in
            p.docComment(["The item it shows."])
            p.line("let tab: \(tabType)")
            p.line("private var image: UIImage?")
            p.line("private var selectedImage: UIImage?")
            if usesAssetColors { p.line("private let resourceBundle: Bundle") }
            p.line("private let iconView = UIImageView()")
            if hasTitles { p.line("private let titleLabel = UILabel()") }
            p.line(Self.badgeProperties)
            p.line("""

                override var isSelected: Bool {
                    didSet { updateAppearance() }
                }

                """)
            p.block("init(tab: \(tabType), resourceBundle: Bundle)") { p in
                p.line("self.tab = tab")
                p.line("image = tab.icon(selected: false, in: resourceBundle)")
                p.line("selectedImage = tab.icon(selected: true, in: resourceBundle)")
                if usesAssetColors { p.line("self.resourceBundle = resourceBundle") }
                p.line("super.init(frame: .zero)")
                if hasTitles { p.line("let title = \(textAccess(.title, of: "tab", bundle: "resourceBundle"))") }
                p.lines(itemAccessibility(title: hasTitles ? "title" : nil, largeContentImage: "image"))
                p.line("""
                    iconView.contentMode = .center
                    iconView.isUserInteractionEnabled = false
                    addSubview(iconView)
                    """)
                if hasTitles {
                    p.line("""
                        if let title {
                            titleLabel.text = title
                            // Titles follow Dynamic Type up to the size that still fits the bar; beyond that the
                            // large content viewer shows them.
                            titleLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: \(styleType).titleFont, maximumPointSize: \(geometryType).titleMaximumPointSize)
                            titleLabel.adjustsFontForContentSizeCategory = true
                            titleLabel.adjustsFontSizeToFitWidth = true
                            titleLabel.minimumScaleFactor = 0.7
                            titleLabel.textAlignment = .center
                            addSubview(titleLabel)
                        }
                        """)
                }
                p.line(badgeSetUp)
                p.line("updateAppearance()")
            }
            p.line()
            printUnusedCoderInitializer(&p)
            p.line()
            p.docComment(["Shows what a screen set on its `tabBarItem`, as a `UITabBar` does for its items."])
            p.block("func show(_ item: UITabBarItem)") { p in
                if hasTitles {
                    p.line("titleLabel.text = item.title")
                    p.line("largeContentTitle = item.title ?? accessibilityLabel")
                }
                p.line("""
                    image = item.image
                    selectedImage = item.selectedImage ?? item.image
                    largeContentImage = image
                    badgeValue = item.badgeValue
                    updateAppearance()
                    setNeedsLayout()
                    """)
            }
            p.line()
            p.line(Self.updateBadgeMethod)
            p.line()
            p.block("private func updateAppearance()") { p in
                p.line("let color = isSelected ? \(styleColor("selectedTint")) : \(styleColor("tint"))")
                p.line("iconView.image = isSelected ? selectedImage : image")
                p.line("iconView.tintColor = color")
                if hasTitles { p.line("titleLabel.textColor = color") }
                p.line("accessibilityTraits = isSelected ? UIAccessibilityTraits.button.union(.selected) : .button")
            }
            p.line()
            p.block("override func sizeThatFits(_ size: CGSize) -> CGSize") { p in
                p.line("let iconSize = iconView.sizeThatFits(size)")
                if hasTitles { p.line("let titleSize = titleLabel.text == nil ? .zero : titleLabel.sizeThatFits(size)") }
                let width = hasTitles ? "max(iconSize.width, titleSize.width)" : "iconSize.width"
                p.line("return CGSize(width: \(width) + 16, height: size.height)")
            }
            p.line()
            p.block("override func layoutSubviews()") { p in
                p.line("super.layoutSubviews()")
                p.line("let iconSize = iconView.sizeThatFits(bounds.size)")
                if hasTitles {
                    p.line("let hasTitle = titleLabel.text != nil")
                    p.line("let titleHeight = hasTitle ? titleLabel.sizeThatFits(bounds.size).height : 0")
                    p.line("let spacing: CGFloat = hasTitle ? 2 : 0")
                    p.line("let top = ((bounds.height - iconSize.height - spacing - titleHeight) / 2).rounded()")
                    p.line("iconView.frame = CGRect(x: (bounds.width - iconSize.width) / 2, y: top, width: iconSize.width, height: iconSize.height)")
                    p.line("titleLabel.frame = CGRect(x: 2, y: iconView.frame.maxY + spacing, width: bounds.width - 4, height: titleHeight)")
                } else {
                    p.line("iconView.frame = CGRect(x: (bounds.width - iconSize.width) / 2, y: ((bounds.height - iconSize.height) / 2).rounded(), width: iconSize.width, height: iconSize.height)")
                }
                p.line("// The badge sits on the icon's top trailing corner.")
                p.line(Self.badgeLayout(corner: "iconView.frame"))
            }
        }
    }

    /// An item's control as VoiceOver and the large content viewer show it: `tab`'s
    /// accessibility, then its title and `largeContentImage` enlarged.
    /// Its texts are looked up in the initializer's `resourceBundle`.
    /// `title` is the item's title when the initializer has already looked it up.
    func itemAccessibility(traits: String? = nil, title: String? = nil, largeContentImage: String) -> [String] {
        [
            "isAccessibilityElement = true",
            "accessibilityLabel = " + textAccess(.accessibilityLabel, of: "tab", bundle: "resourceBundle"),
            "accessibilityHint = " + textAccess(.accessibilityHint, of: "tab", bundle: "resourceBundle"),
            "accessibilityIdentifier = tab.accessibilityIdentifier",
        ] + (traits.map { ["accessibilityTraits = " + $0] } ?? []) + [
            "showsLargeContentViewer = true",
            "largeContentTitle = " + (title ?? textAccess(.title, of: "tab", bundle: "resourceBundle")) + " ?? accessibilityLabel",
            "largeContentImage = " + largeContentImage,
            "scalesLargeContentImage = true",
        ]
    }

    /// `control.addAction(…)`: a tap on `control` calls `call` on the bar, which it doesn't keep.
    static func tapAction(_ control: String, calls call: String) -> String {
        "\(control).addAction(UIAction { [weak self] _ in self?.\(call) }, for: .touchUpInside)"
    }

    // The badge of an item's control, shared by the item button and the raised button: a
    // label drawn on a corner, which VoiceOver reads as the control's value.

    /// The badge's stored properties.
    static let badgeProperties = """
        private let badgeLabel = UILabel()

        var badgeValue: String? {
            didSet { updateBadge() }
        }
        """

    /// The badge's set-up in an initializer that has `tab` and `resourceBundle`.
    var badgeSetUp: String { """
        badgeLabel.font = .systemFont(ofSize: 11, weight: .semibold)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.isHidden = true
        addSubview(badgeLabel)
        // Property observers don't run for assignments in the initializer: update explicitly.
        badgeValue = \(textAccess(.badge, of: "tab", bundle: "resourceBundle"))
        updateBadge()
        """
    }

    /// `updateBadge()`: the label and VoiceOver's value follow `badgeValue`.
    static let updateBadgeMethod = """
        /// Shows the badge, which VoiceOver reads as the item's value.
        private func updateBadge() {
            badgeLabel.text = badgeValue
            badgeLabel.isHidden = badgeValue == nil
            accessibilityValue = badgeValue
            setNeedsLayout()
        }
        """

    /// The badge placed on the top trailing corner of the rectangle `corner`, in `layoutSubviews`.
    static func badgeLayout(corner rect: String) -> String {
        """
        let badgeSize = badgeLabel.sizeThatFits(bounds.size)
        let badgeHeight = max(badgeSize.height, 16)
        let badgeWidth = max(badgeSize.width + 8, badgeHeight)
        \(layoutDirection)
        let badgeCenterX = isRightToLeft ? \(rect).minX : \(rect).maxX
        badgeLabel.frame = CGRect(x: badgeCenterX - badgeWidth / 2, y: \(rect).minY - badgeHeight / 3, width: badgeWidth, height: badgeHeight)
        badgeLabel.layer.cornerRadius = badgeHeight / 2
        """
    }
}
