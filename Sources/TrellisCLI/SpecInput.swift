import Foundation

/// The bytes of a spec and the name to use for it in messages.
struct SpecInput {
  /// The name of the spec: its path, or `<stdin>`.
  var name: String
  /// The spec's contents.
  var bytes: [UInt8]

  /// Reads the file at `path`, or standard input when `path` is `-`.
  static func read(_ path: String) throws(CommandFailure) -> SpecInput {
    if path == "-" {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      return SpecInput(name: "<stdin>", bytes: Array(data))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure("cannot read '\(path)': it is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure("cannot read '\(path)': permission denied or unreadable file")
    }
    return SpecInput(name: path, bytes: Array(data))
  }
}
