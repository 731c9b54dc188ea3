// Uses the platform-neutral enum that TabcPlugin generated from fixture.tabs: this file only
// compiles when the plugin ran, and its output shows what the generated metadata holds.
for tab in FixtureTab.allCases {
    let icon = tab.symbolName.map { "symbol \($0)" } ?? tab.imageName.map { "image \($0)" } ?? "-"
    print("\(tab.rawValue) \(tab) title=\(tab.title ?? "-") \(icon) modal=\(tab.isModal) id=\(tab.accessibilityIdentifier)")
}
