import Foundation
import Testing

@Suite("trellis render --png")
struct RenderPNGTests {
  /// The bytes every PNG file begins with.
  private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  @Test("without rsvg-convert on PATH, says how to install it and exits with status 1")
  func missingTool() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let output = directory.appendingPathComponent("books.png").path
    let run = try TrellisExecutable.run(
      ["render", TrellisExecutable.example("books.json"), "--png", "-o", output],
      environment: ["PATH": directory.path])
    #expect(
      run
        == .init(
          status: 1, stdout: "",
          stderr: "error: --png needs rsvg-convert, which is not on PATH; install it with "
            + "'apt-get install librsvg2-bin' (Debian, Ubuntu) or 'brew install librsvg' "
            + "(macOS), or leave out --png to write SVG\n"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("a bad spec is reported before the missing tool, with status 2")
  func badSpecFirst() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let spec = try TrellisExecutable.temporaryFile(#"{"sections": 1}"#)
    let run = try TrellisExecutable.run(
      ["render", spec, "--png", "-o", directory.appendingPathComponent("x.png").path],
      environment: ["PATH": directory.path])
    #expect(run.status == 2)
    #expect(run.stderr == "error: \(spec): $.sections: expected an array, got a number\n")
  }

  @Test(
    "with rsvg-convert, writes a PNG image of the SVG's pixel size",
    .enabled(if: RenderTesting.hasRSVGConvert, "rsvg-convert is not installed"))
  func png() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let output = directory.appendingPathComponent("books.png").path
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "--png", "--scale", "2", "-o", output,
    ])
    #expect(run == .init(status: 0, stdout: "", stderr: ""))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    #expect(Array(bytes.prefix(8)) == signature)
    // The IHDR chunk follows: length, "IHDR", then the width and height as big-endian
    // 32-bit numbers: 375 x 667 points at 2 pixels per point.
    try #require(bytes.count > 24)
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    #expect(number(at: 16) == 750)
    #expect(number(at: 20) == 1334)
  }
}

extension RenderPNGTests {
  /// A directory holding an `rsvg-convert` that runs `script`, a shell script body.
  private func stubConverter(_ script: String) throws -> URL {
    let directory = try RenderTesting.temporaryDirectory()
    let tool = directory.appendingPathComponent("rsvg-convert")
    try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: tool)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
    return directory
  }

  @Test("a picture past the raster cap is refused before the rasterizer runs")
  func rasterCap() throws {
    let tools = try stubConverter("touch \"$(dirname \"$0\")/ran\"")
    let spec = try TrellisExecutable.temporaryFile(
      #"{"viewport": {"width": 30000, "height": 20}, "sections": [{"items": 1}]}"#)
    let run = try TrellisExecutable.run(
      ["render", spec, "--png", "-o", tools.appendingPathComponent("x.png").path],
      environment: ["PATH": tools.path + ":/usr/bin:/bin"])
    #expect(
      run
        == .init(
          status: 2, stdout: "",
          stderr: "error: --png: the picture would be 30000 × 20 pixels; a PNG may have at "
            + "most 16384 on a side and 50000000 in all, so lower --scale or draw less\n"))
    #expect(!FileManager.default.fileExists(atPath: tools.appendingPathComponent("ran").path))
  }

  @Test("SIGTERM while the rasterizer runs kills it and removes the temporary SVG")
  func terminated() throws {
    let tools = try stubConverter("echo $$ > \"$(dirname \"$0\")/pid\"; exec sleep 60")
    let temporary = try RenderTesting.temporaryDirectory()
    let process = Process()
    process.executableURL = TrellisExecutable.url
    process.arguments = [
      "render", TrellisExecutable.example("books.json"), "--png", "-o",
      tools.appendingPathComponent("x.png").path,
    ]
    process.environment = ["PATH": tools.path + ":/usr/bin:/bin", "TMPDIR": temporary.path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    let pidFile = tools.appendingPathComponent("pid").path
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: pidFile), Date() < deadline {
      usleep(20_000)
    }
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let child = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(getpgid(child) == getpgid(process.processIdentifier))
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGTERM)
    // The rasterizer is gone (or a zombie waiting for its new parent to reap it).
    let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?
      .split(separator: " ").dropFirst(2).first
    #expect(state == nil || state == "Z")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }
}
