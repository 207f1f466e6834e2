import ArgumentParser
import Trellis

/// The `trellis` command: lays out specs, plays their actions, renders them and measures
/// the engine.
@main
struct TrellisCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Lay out collection views described by JSON specs.",
    version: TrellisVersion.current,
    subcommands: [
      LayoutCommand.self, PlayCommand.self, RenderCommand.self, GalleryCommand.self,
      BenchCommand.self, PlaygroundCommand.self,
    ])
}
