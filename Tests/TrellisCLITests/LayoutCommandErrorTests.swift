import Testing

@Suite("trellis layout with bad input")
struct LayoutCommandErrorTests {
  /// Expects exit status 2, nothing on standard output and exactly `message` on
  /// standard error.
  private func expectFailure(_ run: TrellisExecutable.Run, _ message: String) {
    #expect(run == .init(status: 2, stdout: "", stderr: message + "\n"))
  }

  @Test(
    "a bad spec prints one error line naming the file and the JSON path",
    arguments: [
      (
        #"{"sections": [{"items": 7}, {"itemSizes": [[50, 60, 70], [70, 40]]}]}"#,
        "$.sections[1].itemSizes[0]: expected [width, height], got 3 numbers"
      ),
      (#"{"sections": [}"#, "malformed JSON at line 1, column 15: expected a value, got '}'"),
      ("", "malformed JSON at line 1, column 1: expected a value, got the end of the input"),
      (#"{"layout": {}}"#, #"$: missing required field "sections""#),
      (
        #"{"layout": {"itemSize": [50, -50]}, "sections": []}"#,
        "$.layout.itemSize[1]: height must not be negative, got -50"
      ),
    ])
  func badSpec(json: String, message: String) throws {
    let path = try TrellisExecutable.temporaryFile(json)
    expectFailure(try TrellisExecutable.run(["layout", path]), "error: \(path): \(message)")
  }

  @Test("a bad spec on standard input is named <stdin>")
  func badStandardInput() throws {
    let run = try TrellisExecutable.run(["layout", "-"], stdin: #"{"sections": 1}"#)
    expectFailure(run, "error: <stdin>: $.sections: expected an array, got a number")
  }

  @Test("a missing file or a directory is an error")
  func unreadable() throws {
    let missing = TrellisExecutable.example("no-such-spec.json")
    expectFailure(
      try TrellisExecutable.run(["layout", missing]),
      "error: cannot read '\(missing)': no such file")
    let directory = TrellisExecutable.example("")
    expectFailure(
      try TrellisExecutable.run(["layout", directory]),
      "error: cannot read '\(directory)': it is a directory")
  }

  @Test(
    "a malformed --rect is an error, checked before the spec is read",
    arguments: [
      ("1,2,3", "error: --rect: expected x,y,width,height, got '1,2,3'"),
      ("1,2,3,4,5", "error: --rect: expected x,y,width,height, got '1,2,3,4,5'"),
      ("a,0,1,1", "error: --rect: x 'a' is not a finite number"),
      ("0,,1,1", "error: --rect: y '' is not a finite number"),
      ("0,0,inf,1", "error: --rect: width 'inf' is not a finite number"),
      ("0,0,1,nan", "error: --rect: height 'nan' is not a finite number"),
      ("0,0,-1,1", "error: --rect: width must not be negative, got -1"),
    ])
  func badRect(rect: String, message: String) throws {
    let run = try TrellisExecutable.run(["layout", "no-such-spec.json", "--rect=\(rect)"])
    expectFailure(run, message)
  }

  @Test(
    "bad arguments exit with status 2 and one error line",
    arguments: [
      (["layout"], "error: missing expected argument '<spec>' (see 'trellis help layout')"),
      (
        ["layout", "spec.json", "--frobnicate"],
        "error: unknown option '--frobnicate' (see 'trellis help layout')"
      ),
      (
        ["layout", "a.json", "b.json"],
        "error: unexpected argument 'b.json' (see 'trellis help layout')"
      ),
      (
        ["layout", "spec.json", "--rect"],
        "error: missing value for '--rect <x,y,w,h>' (see 'trellis help layout')"
      ),
    ])
  func badArguments(arguments: [String], message: String) throws {
    expectFailure(try TrellisExecutable.run(arguments), message)
  }

  @Test(
    "a misspelled command gets the nearest one, an unknown one the list of commands",
    arguments: [
      (["layuot", "x.json"], "error: 'layuot' is not a trellis command; did you mean 'layout'?"),
      (["rendr"], "error: 'rendr' is not a trellis command; did you mean 'render'?"),
      (
        ["frobnicate"],
        "error: 'frobnicate' is not a trellis command; the commands are layout, play, render, "
          + "gallery, bench, playground, help (see 'trellis help')"
      ),
    ])
  func unknownCommand(arguments: [String], message: String) throws {
    expectFailure(try TrellisExecutable.run(arguments), message)
  }

  @Test("help still goes to standard output with status 0")
  func help() throws {
    let run = try TrellisExecutable.run(["layout", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: trellis layout <spec> [--rect <x,y,w,h>]"))
    #expect(run.stderr == "")
  }
}
