// swift-tools-version:6.0
// An app package as a user would write one: it depends on tabc by path and lets TabcPlugin
// generate Swift from the layout in its sources. Built and run by .ci/plugin-fixture.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "tabc", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "FixtureApp",
            plugins: [.plugin(name: "TabcPlugin", package: "tabc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
