import Foundation

/// The fuzz targets, each a part of Trellis that a user or a page reaches with input of
/// its own; `TRELLIS_FUZZ_TARGET` names the one a run fuzzes (`spec` when unset).
enum FuzzTarget: String, CaseIterable {
  /// Spec reading, every layout kind, its report and queries against brute force
  /// (``SpecTarget``).
  case spec
  /// `trellis play`: a spec's actions, step by step (``PlayTarget``).
  case play
  /// The layouts' Swift API with hostile values (``APITarget``).
  case api
  /// The collection view's public API, refused calls included (``CollectionTarget``).
  case collection
  /// The UIKit adapter's driver in UIKit's call order (``AdapterTarget``).
  case adapter
  /// The playground page's calls into the engine (``PageTarget``).
  case page

  /// The target of this run.
  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] ?? "spec"
    guard let target = FuzzTarget(rawValue: name) else {
      fatalError(
        "TRELLIS_FUZZ_TARGET=\(name) names no target; choose one of "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return target
  }()

  /// Runs the target on one input.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .spec: SpecTarget.run(bytes)
    case .play: PlayTarget.run(bytes)
    case .api: APITarget.run(bytes)
    case .collection: CollectionTarget.run(bytes)
    case .adapter: AdapterTarget.run(bytes)
    case .page: PageTarget.run(bytes)
    }
  }
}

/// The entry point libFuzzer calls with each input: the run's target gets it. Nothing
/// may crash, trap, hang or exhaust memory, and every invariant the target checks must
/// hold: a violation stops the fuzzer with a message and the input that caused it.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  FuzzTarget.current.run(bytes)
  return 0
}
