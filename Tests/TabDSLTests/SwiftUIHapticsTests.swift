import Foundation
import XCTest
@testable import TabDSL

/// `haptics:` in the SwiftUI output plays for a tap that changes the selected tab, as the UIKit
/// output's does: not for a change in code (a deep link, the restored selection when the view
/// appears, `afterDismiss`), which `sensoryFeedback(_:trigger:)` on `currentTab` would play.
final class SwiftUIHapticsTests: XCTestCase {
    func testHapticsFollowTapsThatChangeTheTab() throws {
        var checked = 0
        for file in GeneratedSources.swiftUIFiles {
            let output = GeneratedSources.swift(for: file)
            let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let feedback = lines.filter { $0.hasPrefix(".sensoryFeedback(") }
            guard let layout = file.layouts.first, layout.haptics != .none else {
                XCTAssertEqual(feedback, [], "\(file.baseName): haptics without `haptics:`")
                continue
            }
            checked += 1
            XCTAssertFalse(feedback.isEmpty, "\(file.baseName): no haptics")
            for line in feedback {
                XCTAssertTrue(line.hasSuffix("trigger: model.tabChangingTaps)"), "\(file.baseName): \(line)")
            }
            // The counter changes only in `tap(_:)`, and only when the tab changed.
            XCTAssertEqual(lines.filter { $0.contains("tabChangingTaps &+= 1") }, ["if currentTab != before { tabChangingTaps &+= 1 }"])
            XCTAssertTrue(output.contains("let before = currentTab\n        select(tab)\n"), file.baseName)
            // Every tap goes through it: the system bar's selection and each drawn item's button.
            XCTAssertFalse(output.contains("Button { model.select("), "\(file.baseName): a button bypasses tap(_:)")
            if layout.kind == .system {
                XCTAssertTrue(output.contains("set { tap(newValue) }"), file.baseName)
            } else {
                XCTAssertTrue(output.contains("Button { model.tap(tab) }"), file.baseName)
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 2)
    }
}
