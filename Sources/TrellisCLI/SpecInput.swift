import Foundation
import TrellisSpec

/// The bytes of a spec and the name to use for it in messages.
struct SpecInput {
  /// The name of the spec: its path, or `<stdin>`.
  var name: String
  /// The spec's contents.
  var bytes: [UInt8]

  /// Reads the file at `path`, or standard input when `path` is `-`, up to
  /// ``Spec/maximumByteCount`` bytes: a longer input, such as `/dev/zero`, is refused
  /// after reading one byte more than that. An empty input, such as `/dev/null`, is
  /// read as empty.
  static func read(_ path: String) throws(CommandFailure) -> SpecInput {
    if path == "-" {
      return SpecInput(name: "<stdin>", bytes: try read(FileHandle.standardInput, name: "<stdin>"))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure("cannot read '\(path)': it is a directory")
    }
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw CommandFailure("cannot read '\(path)': permission denied or unreadable file")
    }
    defer { try? file.close() }
    return SpecInput(name: path, bytes: try read(file, name: "'\(path)'"))
  }

  /// The bytes of `file` up to its end, refusing input longer than
  /// ``Spec/maximumByteCount``.
  private static func read(_ file: FileHandle, name: String) throws(CommandFailure) -> [UInt8] {
    let limit = Spec.maximumByteCount
    var bytes: [UInt8] = []
    do {
      while let data = try file.read(upToCount: min(1 << 20, limit + 1 - bytes.count)),
        !data.isEmpty
      {
        bytes.append(contentsOf: data)
        guard bytes.count <= limit else {
          throw CommandFailure(
            "cannot read \(name): it is larger than \(limit) bytes, the most a spec may have")
        }
      }
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure("cannot read \(name): \(error.localizedDescription)")
    }
    return bytes
  }
}
