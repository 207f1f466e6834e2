// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Coverage-guided fuzz targets (libFuzzer) for Trellis: the spec reader, playback, the
// layouts' API, the collection view, the UIKit adapter's driver and the playground page's
// engine (see Sources/TrellisFuzz/FuzzEntry.swift). It is a package of its own so that the root
// package builds and tests without sanitizers; build and run it with `scripts/fuzz`.

/// The root package's identity: the name of the folder that holds it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "TrellisFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "TrellisFuzz",
      dependencies: [
        .product(name: "Trellis", package: root),
        .product(name: "TrellisAdapter", package: root),
        .product(name: "TrellisConformance", package: root),
        .product(name: "TrellisSpec", package: root),
        .product(name: "TrellisTesting", package: root),
        .product(name: "TrellisWeb", package: root),
      ],
      // libFuzzer provides `main`; the target only defines `LLVMFuzzerTestOneInput`.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ]
)
