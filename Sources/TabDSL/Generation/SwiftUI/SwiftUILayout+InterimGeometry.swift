/// `FinanceTabBarGeometry`: where every part of a drawn bar goes, as Foundation values only,
/// so any framework's bar can draw from it. It follows the UIKit bar's formulas: the row above
/// the bottom safe area, the slots, the raised button's circle, the indicator under the selected
/// item, and the outline with its corners and notch as path elements.
extension SwiftLayout {
    /// `FinanceTabBarGeometry`.
    var geometryType: String { barType + "Geometry" }

    func printBarGeometryType(_ p: inout CodePrinter) {
        let n = SwiftNames.number
        let raised = model.raisedItem
        let equalSpacing = style.distribution == .equalSpacing
        p.docComment([
            "Where every part of the `\(model.name)` bar goes, for a bar of a given size: the row of items, each",
            "item's slot, " + (raised == nil ? "" : "the raised button's circle, ") + (hasIndicator ? "the indicator, " : "")
                + "and the bar's outline. Foundation values only, so any framework's bar draws from it.",
        ])
        p.block("\(access)struct \(geometryType): Equatable, Sendable") { p in
            p.line("""
                /// One step of an outline, in the bar's coordinates (y grows downwards; `clockwise` as seen on screen).
                \(access)enum PathElement: Equatable, Sendable {
                    case move(CGPoint)
                    case line(CGPoint)
                    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
                    case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
                    case close
                }

                /// The largest point size item titles grow to with Dynamic Type: what still fits under the icon.
                \(access)static let titleMaximumPointSize: CGFloat = \(n(titleMaximumPointSize))

                /// The row the items sit in: the bar above the bottom safe area, inside the side ones.
                \(access)let row: CGRect

                /// The bar's shape: its bounds\(hasRoundedCorners ? " with the rounded corners" : "")\(hasNotch ? " and the notch" : "").
                \(access)let outline: [PathElement]
                """)
            if hasTopBorder {
                p.line()
                p.docComment(["The outline's top edge only, corner to corner, for the top border."])
                p.line("\(access)let topEdge: [PathElement]")
            }
            if raised != nil {
                p.line()
                p.docComment(["The raised button's circle, rising above the bar's top edge; its hit area."])
                p.line("\(access)let raisedButtonFrame: CGRect")
            }
            p.line()
            p.line("private let slots: [\(tabType): CGRect]")
            p.line()
            var parameters = ["size: CGSize", "left: CGFloat = 0", "right: CGFloat = 0", "bottom: CGFloat = 0", "isRightToLeft: Bool = false"]
            if equalSpacing { parameters.append("naturalWidths: [\(tabType): CGFloat] = [:]") }
            p.docComment([
                "The geometry of a bar of `size` (its bottom safe area included), keeping its items clear of the",
                "`left`, `right` and `bottom` safe area insets, items placed leading to trailing"
                    + (equalSpacing ? ", each `naturalWidths` wide." : "."),
            ])
            p.block("\(access)init(\(parameters.joined(separator: ", ")))") { p in
                p.line("let row = CGRect(x: left, y: 0, width: max(0, size.width - left - right), height: max(0, size.height - bottom))")
                p.line("var slots: [\(tabType): CGRect] = [:]")
                switch style.distribution {
                case .fillEqually:
                    p.line("let width = row.width / CGFloat(\(tabType).allCases.count)")
                    p.block("for (index, tab) in \(tabType).allCases.enumerated()") { p in
                        p.line("let offset = CGFloat(index) * width")
                        p.line("slots[tab] = CGRect(x: isRightToLeft ? row.maxX - offset - width : row.minX + offset, y: row.minY, width: width, height: row.height)")
                    }
                case .equalSpacing:
                    if let raised {
                        p.line("let widths = \(tabType).allCases.map { $0 == \(caseName(raised)) ? \(n(raised.raised?.size ?? 0)) : naturalWidths[$0] ?? 0 }")
                    } else {
                        p.line("let widths = \(tabType).allCases.map { naturalWidths[$0] ?? 0 }")
                    }
                    p.line("let spacing = max(0, (row.width - widths.reduce(0, +)) / CGFloat(widths.count + 1))")
                    p.line("var offset = spacing")
                    p.block("for (index, tab) in \(tabType).allCases.enumerated()") { p in
                        p.line("let width = widths[index]")
                        p.line("slots[tab] = CGRect(x: isRightToLeft ? row.maxX - offset - width : row.minX + offset, y: row.minY, width: width, height: row.height)")
                        p.line("offset += width + spacing")
                    }
                }
                p.line("self.row = row")
                p.line("self.slots = slots")
                if let raised, let button = raised.raised {
                    p.line("let raisedSlot = slots[\(caseName(raised))] ?? .zero")
                    p.line("raisedButtonFrame = CGRect(x: raisedSlot.midX - \(n(button.size / 2)), y: -\(n(button.offset)), width: \(n(button.size)), height: \(n(button.size)))")
                }
                let notchCenter = raised == nil ? "size.width / 2" : "raisedButtonFrame.midX"
                p.line("let bounds = CGRect(origin: .zero, size: size)")
                p.line("outline = Self.outline(in: bounds" + (hasNotch ? ", notchCenterX: \(notchCenter)" : "") + (cornerRadii.usesDirection ? ", isRightToLeft: isRightToLeft" : "") + ")")
                if hasTopBorder {
                    p.line("topEdge = Self.outline(in: bounds" + (hasNotch ? ", notchCenterX: \(notchCenter)" : "") + (cornerRadii.usesDirection ? ", isRightToLeft: isRightToLeft" : "") + ", topEdgeOnly: true)")
                }
            }
            p.line()
            p.docComment(["`tab`'s slot in the bar" + (raised == nil ? "." : " (for the raised item, the slot its button is centered on).")])
            p.block("\(access)func itemFrame(for tab: \(tabType)) -> CGRect") { p in
                p.line("slots[tab] ?? .zero")
            }
            if case .underline(let width, let height, _) = style.indicator {
                p.line()
                p.docComment(["The underline along the bottom edge of `tab`'s item, when `tab` is selected."])
                p.block("\(access)func indicatorFrame(for tab: \(tabType)) -> CGRect") { p in
                    p.line("let item = " + (raised.map { "tab == \(caseName($0)) ? raisedButtonFrame : " } ?? "") + "itemFrame(for: tab)")
                    p.line("return CGRect(x: item.midX - \(n(width / 2)), y: item.maxY - \(n(height)), width: \(n(width)), height: \(n(height)))")
                }
            } else if case .dot(let size, _) = style.indicator {
                p.line()
                p.docComment(["The dot just above the bottom edge of `tab`'s item, when `tab` is selected."])
                p.block("\(access)func indicatorFrame(for tab: \(tabType)) -> CGRect") { p in
                    p.line("let item = " + (raised.map { "tab == \(caseName($0)) ? raisedButtonFrame : " } ?? "") + "itemFrame(for: tab)")
                    p.line("return CGRect(x: item.midX - \(n(size / 2)), y: item.maxY - \(n(size)) - 4, width: \(n(size)), height: \(n(size)))")
                }
            }
            p.line()
            printInterimOutline(&p)
        }
    }

    private func printInterimOutline(_ p: inout CodePrinter) {
        let n = SwiftNames.number
        var parameters = ["in rect: CGRect"]
        if hasNotch { parameters.append("notchCenterX: CGFloat") }
        if cornerRadii.usesDirection { parameters.append("isRightToLeft: Bool") }
        if hasTopBorder { parameters.append("topEdgeOnly: Bool = false") }
        p.docComment(["The outline of `rect`, clockwise from the top left" + (hasTopBorder ? "; with `topEdgeOnly`, only its top edge." : ".")])
        p.block("private static func outline(\(parameters.joined(separator: ", "))) -> [PathElement]") { p in
            p.line("var path: [PathElement] = []")
            let radii = cornerRadii
            if hasRoundedCorners {
                p.line("let radius = min(\(n(style.cornerRadius)), rect.width / 2, rect.height / 2)")
                for (corner, radius) in zip(Self.outlineCorners, radii.radii) {
                    if let radius { p.line("let \(corner.name): CGFloat = \(radius)") }
                }
            }
            for (index, corner) in Self.outlineCorners.enumerated() {
                let first = index == 0
                let verb = first ? ".move(" : ".line("
                if radii.radii[index] == nil {
                    p.line("path.append(\(verb)CGPoint(x: rect.\(corner.x), y: rect.\(corner.y))))")
                } else {
                    let centerX = "rect.\(corner.x) \(corner.x == "minX" ? "+" : "-") \(corner.name)"
                    let centerY = "rect.\(corner.y) \(corner.y == "minY" ? "+" : "-") \(corner.name)"
                    let alongSide = corner.startAngle == ".pi" || corner.startAngle == "0"
                    p.line("path.append(\(verb)" + (alongSide ? "CGPoint(x: rect.\(corner.x), y: \(centerY))))" : "CGPoint(x: \(centerX), y: rect.\(corner.y))))"))
                    p.line("path.append(.arc(center: CGPoint(x: \(centerX), y: \(centerY)), radius: \(corner.name), startAngle: \(corner.startAngle), endAngle: \(corner.endAngle), clockwise: true))")
                }
                if corner.name == "topLeft", case .notch(let depth, let width) = style.shape {
                    p.line("""
                        // The notch: curves shaped like the hand-written bar's (control points at 0.4 and 0.47 of the half width).
                        let halfWidth: CGFloat = \(n(width / 2))
                        let bottom = rect.minY + \(n(depth))
                        path.append(.line(CGPoint(x: notchCenterX - halfWidth, y: rect.minY)))
                        path.append(.curve(to: CGPoint(x: notchCenterX, y: bottom),
                                           control1: CGPoint(x: notchCenterX - halfWidth * 0.4, y: rect.minY),
                                           control2: CGPoint(x: notchCenterX - halfWidth * 0.47, y: bottom)))
                        path.append(.curve(to: CGPoint(x: notchCenterX + halfWidth, y: rect.minY),
                                           control1: CGPoint(x: notchCenterX + halfWidth * 0.47, y: bottom),
                                           control2: CGPoint(x: notchCenterX + halfWidth * 0.4, y: rect.minY)))
                        """)
                }
                if corner.name == "topRight" && hasTopBorder {
                    p.line("if topEdgeOnly { return path }")
                }
            }
            p.line("path.append(.close)")
            p.line("return path")
        }
    }
}
