import ArgumentParser

struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout", abstract: "Print the frames of a spec's elements as JSON.")
  func run() throws {}
}
