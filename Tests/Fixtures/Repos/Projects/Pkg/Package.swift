// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Widgets",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Widgets", targets: ["Widgets"])],
    targets: [
        .target(name: "Widgets", exclude: ["Legacy"], resources: [.process("Resources")]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets"]),
    ]
)
