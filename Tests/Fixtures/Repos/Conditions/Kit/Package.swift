// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [.iOS(.v16)],
    targets: [
        .target(
            name: "Kit",
            resources: [.process("Resources")],
            swiftSettings: [
                .define("KIT_FAST"),
                .define("KIT_TRACE", .when(configuration: .debug)),
            ])
    ]
)
