import Foundation

/// The package's root folder, the one that holds `Package.swift`, for tests that read the
/// package's own files: its docs, examples and sources.
package let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Files
  .deletingLastPathComponent()  // TrellisTestSupport
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()
