// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tabc",
    products: [
        .library(name: "TabDSL", targets: ["TabDSL"]),
        .executable(name: "tabc", targets: ["tabc"]),
        // Generates Swift from the `.tabs` files of a target at build time.
        .plugin(name: "TabcPlugin", targets: ["TabcPlugin"]),
    ],
    targets: [
        // The compiler: everything but flag parsing and file-system effects.
        .target(name: "TabDSL"),
        // The thin command-line front: flags, files, exit codes.
        .executableTarget(name: "tabc", dependencies: ["TabDSL"]),
        // The build-tool plugin: runs `tabc build --format swift` on each layout of a target.
        .plugin(name: "TabcPlugin", capability: .buildTool(), dependencies: ["tabc"]),
        // The benchmark: `swift run -c release tabc-bench`.
        .executableTarget(name: "tabc-bench", dependencies: ["TabDSL"]),
        .testTarget(
            name: "TabDSLTests",
            dependencies: ["TabDSL", "tabc"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
