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
