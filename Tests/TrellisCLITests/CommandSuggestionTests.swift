import Testing

@Suite("trellis with a mistyped command")
struct CommandSuggestionTests {
  @Test(
    "a command's beginning suggests the commands it begins, else the nearest by edit distance",
    arguments: [
      (["lay"], "error: 'lay' is not a trellis command; did you mean 'layout'?"),
      (["LAY", "x.json"], "error: 'LAY' is not a trellis command; did you mean 'layout'?"),
      (["ren"], "error: 'ren' is not a trellis command; did you mean 'render'?"),
      (["pl"], "error: 'pl' is not a trellis command; did you mean 'play' or 'playground'?"),
      (["ply"], "error: 'ply' is not a trellis command; did you mean 'play'?"),
      (["gallry"], "error: 'gallry' is not a trellis command; did you mean 'gallery'?"),
      (["layouts"], "error: 'layouts' is not a trellis command; did you mean 'layout'?"),
      (
        ["xyz"],
        "error: 'xyz' is not a trellis command; the commands are layout, play, render, "
          + "gallery, bench, playground, help (see 'trellis help')"
      ),
    ])
  func mistyped(arguments: [String], message: String) throws {
    let run = try TrellisExecutable.run(arguments)
    #expect(run == .init(status: 2, stdout: "", stderr: message + "\n"))
  }

  @Test(
    "a usage error points to the help of its command",
    arguments: [
      (["play"], "error: missing expected argument '<spec>' (see 'trellis help play')"),
      (
        ["bench", "--frobnicate"], "error: unknown option '--frobnicate' (see 'trellis help bench')"
      ),
      (["--frobnicate"], "error: unknown option '--frobnicate' (see 'trellis help')"),
    ])
  func usage(arguments: [String], message: String) throws {
    let run = try TrellisExecutable.run(arguments)
    #expect(run == .init(status: 2, stdout: "", stderr: message + "\n"))
  }

  @Test("the suggested help exists")
  func suggestedHelp() throws {
    let run = try TrellisExecutable.run(["help", "layout"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("OVERVIEW: "))
    #expect(run.stderr == "")
  }
}
