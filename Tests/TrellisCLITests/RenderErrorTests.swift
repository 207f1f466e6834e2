import Foundation
import Testing

@Suite("trellis render with bad input")
struct RenderErrorTests {
  @Test(
    "bad arguments print one error line, nothing on standard output, and exit with status 2",
    arguments: [
      (["--offset", "1"], "error: --offset: expected x,y, got '1'"),
      (["--offset=a,0"], "error: --offset: x 'a' is not a finite number"),
      (["--offset", "0,inf"], "error: --offset: y 'inf' is not a finite number"),
      (["--scale", "0"], "error: --scale: must be from 0.01 to 100, got 0"),
      (["--scale=-1.5"], "error: --scale: must be from 0.01 to 100, got -1.5"),
      (["--scale", "1e308"], "error: --scale: must be from 0.01 to 100, got 1e+308"),
      (["--scale", "100.5"], "error: --scale: must be from 0.01 to 100, got 100.5"),
      (["--scale", "-1"], "error: --scale: must be from 0.01 to 100, got -1"),
      (["--scale", "100.0001"], "error: --scale: must be from 0.01 to 100, got 100.0001"),
      (["--scale", "0.00999"], "error: --scale: must be from 0.01 to 100, got 0.00999"),
      (
        ["--offset", "0,1e13"],
        "error: --offset: y must be from -1000000000000 to 1000000000000, got 10000000000000"
      ),
      (
        ["--frames", "-1e300:0:1"],
        "error: --frames: from must be from -1000000000000 to 1000000000000, got -1e+300"
      ),
      (
        ["--scale", "x"], "error: --scale: scale 'x' is not a finite number"
      ),
      (["--frames", "0:100"], "error: --frames: expected from:to:step, got '0:100'"),
      (["--frames", "0:100:0"], "error: --frames: step must be greater than zero in '0:100:0'"),
      (["--frames", "0:x:10"], "error: --frames: to 'x' is not a finite number"),
      (
        ["--frames", "100:0:10"], "error: --frames: from must not be greater than to in '100:0:10'"
      ),
      (
        ["--frames", "0:1000:1"],
        "error: --frames: '0:1000:1' gives more than 200 frames; use a larger step"
      ),
      (
        ["--png"],
        "error: --png needs an output file (-o out.png); PNG is never written to standard output"
      ),
      (
        ["--png", "--frames", "0:10:10", "-o", "x.png"],
        "error: --png cannot be combined with --frames, which writes an HTML page"
      ),
      (["--frobnicate"], "error: unknown option '--frobnicate' (see 'trellis help render')"),
      (["--offset"], "error: missing value for '--offset <x,y>' (see 'trellis help render')"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let run = try TrellisExecutable.run(
      ["render", TrellisExecutable.example("books.json")] + arguments)
    #expect(run == .init(status: 2, stdout: "", stderr: message + "\n"))
  }

  @Test("an output file that cannot be written exits with status 1 before drawing")
  func unwritableOutput() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let onDirectory = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "-o", directory.path,
    ])
    #expect(
      onDirectory
        == .init(
          status: 1, stdout: "",
          stderr: "error: cannot write '\(directory.path)': it is a directory\n"))
    let missing = directory.appendingPathComponent("no/such/dir/x.svg").path
    let inMissingDirectory = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "-o", missing,
    ])
    #expect(
      inMissingDirectory
        == .init(
          status: 1, stdout: "",
          stderr: "error: cannot write '\(missing)': no such directory "
            + "'\(directory.appendingPathComponent("no/such/dir").path)'\n"))
    // Checked before the spec is read: a bad spec in an unwritable place fails on the path.
    let early = try TrellisExecutable.run(["render", "no-such-spec.json", "-o", missing])
    #expect(early.status == 1)
  }

  @Test("an output file is replaced whole and nothing is left beside it")
  func replacesOutput() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let file = directory.appendingPathComponent("x.svg")
    try Data("old".utf8).write(to: file)
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "-o", file.path,
    ])
    #expect(run.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<svg "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["x.svg"])
  }

  @Test("a bad spec, a missing file and a missing argument exit with status 2")
  func badSpec() throws {
    let spec = try TrellisExecutable.temporaryFile(
      #"{"layout": {"itemSise": [1, 1]}, "sections": []}"#)
    let bad = try TrellisExecutable.run(["render", spec, "--frames", "0:10:5"])
    #expect(
      bad
        == .refusal(
          "error: \(spec): $.layout.itemSise: unknown field; did you mean \"itemSize\"?\n"))

    let missing = TrellisExecutable.example("no-such-spec.json")
    let unread = try TrellisExecutable.run(["render", missing])
    #expect(
      unread
        == .init(status: 2, stdout: "", stderr: "error: cannot read '\(missing)': no such file\n"))

    let stdin = try TrellisExecutable.run(["render", "-"], stdin: "{")
    #expect(stdin.status == 2)
    #expect(stdin.stderr.hasPrefix("error: <stdin>: malformed JSON at line 1, column 2"))

    let none = try TrellisExecutable.run(["render"])
    #expect(
      none
        == .refusal(
          "error: missing expected argument '<spec>' (see 'trellis help render')\n"))
  }
}
