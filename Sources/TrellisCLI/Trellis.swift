import ArgumentParser

/// The `trellis` command: lays out specs, renders them and measures the engine.
@main
struct TrellisCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "Lay out collection views described by JSON specs.",
    subcommands: [
      LayoutCommand.self, RenderCommand.self, GalleryCommand.self, BenchCommand.self,
    ])
}
