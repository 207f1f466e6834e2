// swift-tools-version: 6.2
import PackageDescription

// The README's quick start as a package of its own, which imports nothing but Trellis.
// It depends on this repository by path; your package names its URL instead:
// .package(url: "https://github.com/trellis-swift/trellis", branch: "main")
let package = Package(
  name: "QuickStart",
  dependencies: [
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "QuickStart",
      dependencies: [.product(name: "Trellis", package: "Trellis")]
    )
  ]
)
