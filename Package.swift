// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisConformance", targets: ["TrellisConformance"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisSpec", targets: ["TrellisSpec"]),
    .library(name: "TrellisSVG", targets: ["TrellisSVG"]),
    .library(name: "TrellisAdapter", targets: ["TrellisAdapter"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
    .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
    .executable(name: "trellis", targets: ["TrellisCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
  ],
  targets: [
    .target(
      name: "Trellis",
      // Double's rounding (`rounded()`, `squareRoot()`) calls C's libm on Linux; the
      // core links it itself rather than relying on Foundation to pull it in.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    // The checks every layout must pass, for the built-in layouts' tests and for authors
    // of custom layouts; Foundation-free like the core.
    .target(name: "TrellisConformance", dependencies: ["Trellis"]),
    // A collection view host for tests, users' and ours: it records what it is told and
    // refuses misuse. Foundation-free like the core.
    .target(name: "TrellisTesting", dependencies: ["Trellis"]),
    .target(name: "TrellisSpec", dependencies: ["Trellis", "TrellisTesting"]),
    .target(name: "TrellisSVG", dependencies: ["Trellis"]),
    .target(name: "TrellisWeb", dependencies: ["Trellis", "TrellisSpec"]),
    .target(name: "CAllocationCounter"),
    // The UIKit adapter: everything without a UIKit type in TrellisAdapter (built and
    // tested everywhere), the translators behind `#if canImport(UIKit)`.
    .target(name: "TrellisAdapter", dependencies: ["Trellis"]),
    .target(name: "TrellisUIKit", dependencies: ["Trellis", "TrellisAdapter"]),
    .target(
      name: "TrellisSwiftUI", dependencies: ["Trellis", "TrellisAdapter", "TrellisUIKit"]),
    .executableTarget(
      name: "TrellisCLI",
      dependencies: [
        "Trellis",
        "TrellisSpec",
        "TrellisSVG",
        "TrellisAdapter",
        "TrellisTesting",
        "CAllocationCounter",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      // The gallery's scenarios: `<name>.json` and `<name>.spec.json` per scenario.
      resources: [.embedInCode("Gallery/Scenarios")]
    ),
    // What every test target shares: the seeded generator's draws, random cases of each
    // layout, the week's test data, error-path helpers and checks of what a host shows.
    .target(
      name: "TrellisTestSupport",
      dependencies: [
        "Trellis", "TrellisConformance", "TrellisSpec", "TrellisTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/TrellisTestSupport"
    ),
    .testTarget(
      name: "TrellisTests",
      dependencies: [
        "Trellis", "TrellisTestSupport", "TrellisTesting", "TrellisConformance",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TrellisConformanceTests",
      dependencies: [
        "Trellis", "TrellisTestSupport", "TrellisTesting", "TrellisConformance",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TrellisSpecTests",
      dependencies: [
        "Trellis", "TrellisTestSupport", "TrellisTesting", "TrellisSpec",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TrellisAdapterTests",
      dependencies: [
        "Trellis", "TrellisTestSupport", "TrellisTesting", "TrellisAdapter",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TrellisTestingTests", dependencies: ["Trellis", "TrellisTesting"]),
    .testTarget(
      name: "TrellisSVGTests", dependencies: ["Trellis", "TrellisSVG", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisWebTests",
      dependencies: [
        "Trellis", "TrellisTestSupport", "TrellisTesting", "TrellisSpec", "TrellisWeb",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "TrellisCLITests", dependencies: ["TrellisCLI", "TrellisTestSupport"],
      exclude: ["Golden"]),
  ]
)
