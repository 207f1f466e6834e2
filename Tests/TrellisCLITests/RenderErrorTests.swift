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
      (["--scale", "0"], "error: --scale: must be a finite number greater than zero, got 0"),
      (["--scale=-1.5"], "error: --scale: must be a finite number greater than zero, got -1.5"),
      (
        ["--scale", "x"],
        "error: the value 'x' is invalid for '--scale <scale>' (see 'trellis help')"
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
      (["-o", "/no/such/dir/x.svg"], "error: -o: no such directory '/no/such/dir'"),
      (["--frobnicate"], "error: unknown option '--frobnicate' (see 'trellis help')"),
      (["--offset"], "error: missing value for '--offset <x,y>' (see 'trellis help')"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let run = try TrellisExecutable.run(
      ["render", TrellisExecutable.example("books.json")] + arguments)
    #expect(run == .init(status: 2, stdout: "", stderr: message + "\n"))
  }

  @Test("an output path that is a directory is a bad argument")
  func outputDirectory() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books.json"), "-o", directory.path,
    ])
    #expect(
      run == .init(status: 2, stdout: "", stderr: "error: -o: '\(directory.path)' is a directory\n")
    )
  }

  @Test("a bad spec, a missing file and a missing argument exit with status 2")
  func badSpec() throws {
    let spec = try TrellisExecutable.temporaryFile(
      #"{"layout": {"itemSise": [1, 1]}, "sections": []}"#)
    let bad = try TrellisExecutable.run(["render", spec, "--frames", "0:10:5"])
    #expect(
      bad
        == .init(
          status: 2, stdout: "",
          stderr: "error: \(spec): $.layout.itemSise: unknown field; did you mean \"itemSize\"?\n"))

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
        == .init(
          status: 2, stdout: "",
          stderr: "error: missing expected argument '<spec>' (see 'trellis help')\n"))
  }
}
