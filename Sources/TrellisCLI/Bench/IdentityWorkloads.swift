import Foundation
import Trellis
import TrellisAdapter

/// The identity workloads: `LazyCollection`'s data as an ``IdentifiedCollection`` of
/// `count` rows identified by UUIDs, each with a title, in one section.
enum IdentityWorkloads {
  /// A row: its identity and its content.
  private struct Row: Equatable {
    var id: UUID
    var title: String
  }

  /// Times an update of `count` rows in which one row's title changed, measured as
  /// `workload`, compared with a full diff of the same data: a snapshot of the new
  /// identifiers and its batch update from the old one, with each row's content
  /// compared, which is what a diffable data source does for every change.
  static func oneValueChanged(_ workload: String, count: Int, repetitions: Int) -> Measurement {
    var random = SplitMix64(seed: 0x1DE7)
    let rows = (0..<count).map { index in Row(id: random.uuid(), title: "Row \(index)") }
    var edited = rows
    edited[count / 2].title += " (edited)"
    let versions = [
      [IdentifiedSection(id: 0, items: rows)], [IdentifiedSection(id: 0, items: edited)],
    ]
    var data = IdentifiedCollection<Int, UUID, Row>(id: { $0.id })
    _ = try? data.update(versions[0])
    var version = 0
    var reconfigured = 0
    let time = medianMilliseconds(repetitions: repetitions) {
      version = 1 - version
      reconfigured &+= (try? data.update(versions[version]))?.reconfigured.count ?? 0
    }
    let ids = rows.map(\.id)
    let titles = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.title) })
    let editedTitles = Dictionary(uniqueKeysWithValues: edited.map { ($0.id, $0.title) })
    var changed = 0
    let full = medianMilliseconds(repetitions: repetitions) {
      guard let old = try? Snapshot<Int, UUID>([(0, ids)]),
        let new = try? Snapshot<Int, UUID>([(0, edited.map(\.id))])
      else { return }
      let update = new.batchUpdate(from: old) { titles[$0] != editedTitles[$0] }
      changed &+= update.reloadItems.count
    }
    sink(Double(reconfigured + changed))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time,
      comparison: ("a full diff of the same data", time / full))
  }
}
