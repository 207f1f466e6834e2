// swift-tools-version: 6.2
import AppleProductTypes
import Foundation
import PackageDescription

// The example app: open this folder in Xcode (or Swift Playgrounds on a Mac) and run it
// on an iPhone or iPad simulator. It uses the Trellis package two folders up, as an app
// of yours would use it.

/// The Trellis package's identity: the name of the folder the repository was cloned into.
let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "Trellis Examples",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "Trellis Examples",
      targets: ["TrellisExamples"],
      bundleIdentifier: "org.trellis.examples",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .box),
      accentColor: .presetColor(.teal),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "TrellisExamples",
      dependencies: [
        .product(name: "Trellis", package: trellis),
        .product(name: "TrellisAdapter", package: trellis),
        .product(name: "TrellisUIKit", package: trellis),
        .product(name: "TrellisSwiftUI", package: trellis),
      ],
      path: "Sources"
    )
  ]
)
