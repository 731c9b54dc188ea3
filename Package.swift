// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tabc",
    products: [
        .library(name: "TabDSL", targets: ["TabDSL"]),
        .executable(name: "tabc", targets: ["tabc"]),
    ],
    targets: [
        // The compiler: everything but flag parsing and file-system effects.
        .target(name: "TabDSL"),
        // The thin command-line front: flags, files, exit codes.
        .executableTarget(name: "tabc", dependencies: ["TabDSL"]),
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
