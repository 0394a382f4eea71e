// swift-tools-version:6.0
// Memory and throughput of URLSessionTransport against the loopback test server.
// Run through ../bench-transport.sh, which builds this in release mode.
import PackageDescription

let package = Package(
    name: "bench-transport",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "AIClients", path: "../..")],
    targets: [
        .executableTarget(
            name: "bench-transport",
            dependencies: [.product(name: "AIClientRuntime", package: "AIClients")]
        )
    ],
    swiftLanguageModes: [.v6]
)
