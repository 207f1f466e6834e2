import ArgumentParser

struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench", abstract: "Measure the layouts on generated workloads.")
  func run() throws {}
}
