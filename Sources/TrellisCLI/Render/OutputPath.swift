import Foundation

/// Where a command writes a file: the `-o` option, checked before any work is done.
///
/// Checking first turns a typing slip in the path into a bad argument (status 2), found
/// before a long rendering; a write that fails later, such as on a full disk, is an
/// ``EnvironmentFailure`` (status 1).
struct OutputPath: Hashable, Sendable {
  /// The path as given.
  var path: String

  /// Checks that `path` names a file that can be created or replaced: its directory
  /// exists and the path itself is not a directory.
  ///
  /// - Parameter option: The option's name for messages, such as `-o`.
  init(checking path: String, option: String = "-o") throws(CommandFailure) {
    guard !path.isEmpty else { throw CommandFailure("\(option): the path is empty") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CommandFailure("\(option): '\(path)' is a directory")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard
      FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandFailure("\(option): no such directory '\(directory)'")
    }
    self.path = path
  }

  /// Writes `data` to the file, replacing it if it exists.
  func write(_ data: Data) throws(EnvironmentFailure) {
    try Self.write(data, to: path)
  }

  /// Writes `data` to the file at `path`, replacing it if it exists.
  static func write(_ data: Data, to path: String) throws(EnvironmentFailure) {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw EnvironmentFailure("cannot write '\(path)': \(reason(for: error))")
    }
  }

  /// A short reason for a failed write: the system's message for the underlying POSIX
  /// error when there is one.
  static func reason(for error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    return nsError.localizedDescription
  }
}
