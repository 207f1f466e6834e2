import Foundation
import Testing

/// Output that cannot be written: standard output or `-o` on a full device. Each
/// command prints one `error:` line and exits with status 1 instead of claiming success.
@Suite("Output that cannot be written")
struct OutputFailureCommandTests {
  /// Runs `trellis` with `arguments` and standard output on `/dev/full`, where every write
  /// fails with ENOSPC.
  static func runToFullDevice(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let run = try TrellisExecutable.run(arguments, standardOutput: full)
    return (run.status, run.stderr)
  }

  static let fullMessage = "error: cannot write to standard output: no space left on device\n"

  @Test(
    "layout, play and render on a full standard output exit with status 1 and one error line",
    arguments: [["layout"], ["play"], ["render"], ["render", "--whole"]])
  func fullStandardOutput(command: [String]) throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let spec = TrellisExecutable.example("books.json")
    let run = try Self.runToFullDevice(command + [spec])
    #expect(run.status == 1)
    #expect(run.stderr == Self.fullMessage)
  }

  @Test("render -o on a full device writes to it, fails with status 1 and keeps the device")
  func fullOutputFile() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let run = try TrellisExecutable.run(
      ["render", TrellisExecutable.example("books.json"), "-o", "/dev/full"])
    #expect(
      run
        == .init(
          status: 1, stdout: "",
          stderr: "error: cannot write '/dev/full': no space left on device\n"))
    // The device was written to, not replaced by a file.
    let type =
      try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
    #expect(type == .typeCharacterSpecial)
  }
}
