import Foundation
import Trellis

/// The diffable-snapshot workloads, on DifferenceKit's benchmark data: `count` distinct
/// UUIDs in one section; the new snapshot removes the tenth at 20%..<30% of the
/// positions, inserts as many new UUIDs at 30%..<40% and shuffles the first 2%.
///
/// The UUIDs and the shuffle come from a fixed seed, so that another program can build
/// the same data to compare with (``SnapshotWorkloads/Data``). A last workload shuffles
/// the whole target, so that no run of items survives: the diff then hashes every
/// identifier and nearly every item moves.
enum SnapshotWorkloads {
  /// The identifiers before and after the change.
  struct Data<ID: Hashable & Sendable> {
    var source: [ID]
    var target: [ID]

    /// DifferenceKit's `BenchmarkData(count:deleteRange:insertRange:shuffleRange:)` for
    /// `count` items, with identifiers made by `identifier` from a seeded generator.
    init(count: Int, identifier: (inout SplitMix64) -> ID) {
      self.init(count: count, shufflingAll: false, identifier: identifier)
    }

    /// The same, with the whole target shuffled if `shufflingAll`.
    init(count: Int, shufflingAll: Bool, identifier: (inout SplitMix64) -> ID) {
      var random = SplitMix64(seed: 0x5EED)
      source = (0..<count).map { _ in identifier(&random) }
      target = source
      let tenth = count / 10
      target.removeSubrange(2 * tenth..<3 * tenth)
      let inserted = (0..<tenth).map { _ in identifier(&random) }
      target.insert(contentsOf: inserted, at: 3 * tenth)
      target[0..<count / 50].shuffle(using: &random)
      if shufflingAll { target.shuffle(using: &random) }
    }
  }

  /// Times building the source snapshot of `count` UUIDs, measured as `workload`,
  /// compared with filling a `Dictionary` with the same identifiers.
  static func build(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    let data = Data(count: count) { $0.uuid() }
    var built = 0
    let time = medianMilliseconds(repetitions: repetitions) {
      built &+= (try? Snapshot<Int, UUID>([(0, data.source)]))?.numberOfItems ?? 0
    }
    let dictionary = medianMilliseconds(repetitions: repetitions) {
      var sections: [UUID: Int] = [:]
      for id in data.source where sections.updateValue(0, forKey: id) != nil { return }
      built &+= sections.count
    }
    sink(Double(built))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      comparison: ("Dictionary of the same ids", time / dictionary))
  }

  /// Times the diff of `count` identifiers made by `identifier`, the whole target
  /// shuffled if `shufflingAll`, as ``diff(_:workload:repetitions:)`` does.
  static func diff<ID: Hashable & Sendable>(
    _ workload: String, count: Int, shufflingAll: Bool = false, repetitions: Int,
    identifier: (inout SplitMix64) -> ID
  ) -> Measurement {
    let data = Data(count: count, shufflingAll: shufflingAll, identifier: identifier)
    return diff(data, workload: workload, repetitions: repetitions)
  }

  /// Times `batchUpdate(from:)` from the source snapshot to the target snapshot,
  /// compared with the least work of any hash-based diff: a `Dictionary` from each
  /// source identifier to its position, and a look-up of each target identifier.
  static func diff<ID>(_ data: Data<ID>, workload: String, repetitions: Int) -> Measurement {
    guard let old = try? Snapshot<Int, ID>([(0, data.source)]),
      let new = try? Snapshot<Int, ID>([(0, data.target)])
    else { return Measurement(workload: workload, count: 0) }
    var update = BatchUpdate()
    let (time, allocations) = perOperation(repetitions: repetitions) {
      update = new.batchUpdate(from: old)
    }
    sink(Double(update.deleteItems.count + update.insertItems.count + update.moveItems.count))
    var found = 0
    let dictionary = medianMilliseconds(repetitions: repetitions) {
      var positions: [ID: Int] = [:]
      positions.reserveCapacity(data.source.count)
      for (position, id) in data.source.enumerated() { positions[id] = position }
      for id in data.target where positions[id] != nil { found &+= 1 }
    }
    sink(Double(found))
    return Measurement(
      workload: workload, count: data.source.count, medianMilliseconds: time,
      allocations: allocations,
      comparison: ("Dictionary match of the same ids", time / dictionary))
  }
}

extension SplitMix64 {
  /// A UUID made of 128 random bits.
  mutating func uuid() -> UUID {
    let (a, b) = (next(), next())
    func byte(_ word: UInt64, _ index: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> (8 * index))
    }
    return UUID(
      uuid: (
        byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5), byte(a, 6),
        byte(a, 7), byte(b, 0), byte(b, 1), byte(b, 2), byte(b, 3), byte(b, 4), byte(b, 5),
        byte(b, 6), byte(b, 7)
      ))
  }
}
