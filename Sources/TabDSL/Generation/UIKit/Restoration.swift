/// `restoresSelection: true`: the selected tab comes back when the scene is restored, through
/// UIKit's state restoration (`restorationIdentifier`, `encodeRestorableState(with:)`,
/// `decodeRestorableState(with:)`) and through an `NSUserActivity` for scene-based restoration.
extension SwiftLayout {
    /// The controller's restoration identifier, and the user activity's type.
    var restorationIdentifier: String { controllerType }

    /// What the initializers set before `setUp()`: the restoration identifier.
    var restorationSetUp: [String] {
        model.restoresSelection ? ["self.restorationIdentifier = \(SwiftNames.stringLiteral(restorationIdentifier))"] : []
    }

    /// The restoration members of the controller, the same in both kinds.
    func printRestoration(_ p: inout CodePrinter) {
        let literal = SwiftNames.stringLiteral(restorationIdentifier)
        p.line("""
            /// The key the selected tab's `identifier` is kept under, in restored state and in `restorationActivity`.
            private static let selectionRestorationKey = "\(restorationIdentifier).currentTab"

            /// Keeps the selected tab's `identifier` for state restoration.
            \(access)override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(currentTab.identifier, forKey: Self.selectionRestorationKey)
            }

            /// Selects the tab `encodeRestorableState(with:)` kept, as `currentTab` does.
            \(access)override func decodeRestorableState(with coder: NSCoder) {
                super.decodeRestorableState(with: coder)
                guard let identifier = coder.decodeObject(forKey: Self.selectionRestorationKey) as? String,
                      let tab = \(tabType)(identifier: identifier) else { return }
                currentTab = tab
            }

            /// The selected tab as a user activity (of type \(literal)), for scene-based restoration:
            /// return it from your scene delegate's `stateRestorationActivity(for:)`, and give the scene's
            /// `stateRestorationActivity` to `restore(from:)` when the scene connects.
            \(access)var restorationActivity: NSUserActivity {
                let activity = NSUserActivity(activityType: \(literal))
                activity.addUserInfoEntries(from: [Self.selectionRestorationKey: currentTab.identifier])
                return activity
            }

            /// Selects the tab `activity` carries, as `currentTab` does; an activity of another type, or
            /// without a tab of this layout, changes nothing.
            \(access)func restore(from activity: NSUserActivity) {
                guard activity.activityType == \(literal),
                      let identifier = activity.userInfo?[Self.selectionRestorationKey] as? String,
                      let tab = \(tabType)(identifier: identifier) else { return }
                currentTab = tab
            }
            """)
    }
}
