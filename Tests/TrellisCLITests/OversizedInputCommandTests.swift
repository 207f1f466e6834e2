import Foundation
import Testing

/// Inputs too large or too strange for a spec, through the command line: each fails
/// with one short error line and exit status 2, in bounded time and memory.
@Suite("trellis with oversized input")
struct OversizedInputCommandTests {
  private let tooLarge = "it is larger than 67108864 bytes, the most a spec may have"

  @Test("/dev/null is an empty spec, not an unreadable file")
  func devNull() throws {
    let run = try TrellisExecutable.run(["layout", "/dev/null"])
    #expect(
      run
        == .refusal(
          "error: /dev/null: malformed JSON at line 1, column 1: expected a value, got "
            + "the end of the input\n"))
  }

  @Test("endless standard input stops at the size limit with an error")
  func endlessStandardInput() throws {
    let run = try TrellisExecutable.run(["layout", "-"], stdinPath: "/dev/zero")
    #expect(
      run == .init(status: 2, stdout: "", stderr: "error: cannot read <stdin>: \(tooLarge)\n"))
  }

  @Test("an endless file stops at the size limit with an error")
  func endlessFile() throws {
    let run = try TrellisExecutable.run(["layout", "/dev/zero"])
    #expect(
      run == .init(status: 2, stdout: "", stderr: "error: cannot read '/dev/zero': \(tooLarge)\n"))
  }

  @Test(
    "2^31 - 1 items fail with the limit in layout and render",
    arguments: [["layout"], ["render"]])
  func enormousCount(command: [String]) throws {
    let path = try TrellisExecutable.temporaryFile(#"{"sections": [{"items": 2147483647}]}"#)
    let run = try TrellisExecutable.run(command + [path])
    #expect(
      run
        == .refusal(
          "error: \(path): $.sections[0].items: the number of items in section 0 is "
            + "2147483647; it must be at most 50000000\n"))
  }

  @Test("a megabyte-long unknown key prints a short error line")
  func longKey() throws {
    let key = String(repeating: "k", count: 1 << 20)
    let path = try TrellisExecutable.temporaryFile(#"{"sections": [], "\#(key)": 1}"#)
    let run = try TrellisExecutable.run(["layout", path])
    #expect(run.status == 2)
    #expect(run.stderr.utf8.count < 300)
    #expect(
      run.stderr.hasPrefix("error: \(path): $." + String(key.prefix(64)) + "…: unknown field"))
  }

  @Test("a large layout is printed whole, one element per line")
  func largeLayout() throws {
    let path = try TrellisExecutable.temporaryFile(#"{"sections": [{"items": 100000}]}"#)
    let run = try TrellisExecutable.run(["layout", path])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 100_000 + 5)
    #expect(lines.first == "{")
    // 16,667 lines of six 50-point items, 10 points apart.
    #expect(lines[1] == "  \"contentSize\": [375, 1000010],")
    #expect(lines[lines.count - 3].hasSuffix("\"hidden\": false}"))
    #expect(lines.suffix(2) == ["  ]", "}"])
  }
}

@Suite("trellis render: pictures of too many elements")
struct ShownElementCommandTests {
  /// A flow of `items` 1-point items without spacing in a 100 × 100 viewport.
  private func spec(items: Int) throws -> String {
    try TrellisExecutable.temporaryFile(
      #"{"viewport": {"width": 100, "height": 100}, "layout": {"itemSize": [1, 1], "#
        + #""minimumLineSpacing": 0, "minimumInteritemSpacing": 0}, "#
        + #""sections": [{"items": \#(items)}]}"#)
  }

  @Test("a drawing of the whole content of more than 250,000 elements is refused unwritten")
  func whole() throws {
    let path = try spec(items: 250_001)
    let run = try TrellisExecutable.run(["render", path, "--whole"])
    #expect(
      run
        == .refusal(
          "error: \(path): $: at least 250001 elements would be shown at once; a picture or a step of "
            + "a playback shows at most 250000\n"))
  }

  @Test("frames of a viewport that shows too many elements are refused at the viewport")
  func frames() throws {
    let path = try TrellisExecutable.temporaryFile(
      #"{"viewport": {"width": 1000, "height": 300}, "layout": {"itemSize": [1, 1], "#
        + #""minimumLineSpacing": 0, "minimumInteritemSpacing": 0}, "#
        + #""sections": [{"items": 1000000}]}"#)
    let run = try TrellisExecutable.run(["render", path, "--frames", "0:1:1"])
    #expect(
      run
        == .refusal(
          "error: \(path): $.viewport: at least 300000 elements would be shown at once; a picture or a "
            + "step of a playback shows at most 250000\n"))
  }
}
