import Trellis
import TrellisTesting

/// The outline workloads: expanding and collapsing a parent of 1,000 children, in the
/// outline snapshot alone and through a collection view.
enum OutlineWorkloads {
  /// The number of children of the parent that expands.
  static let childCount = 1_000

  /// Expands and collapses a parent of ``childCount`` children in the middle of an outline
  /// of `count` visible rows: the snapshot's own work, compared with `baseline` (a
  /// prepare of as many items).
  static func snapshot(_ workload: String, count: Int, baseline: Measurement?) -> Measurement {
    var outline = OutlineSnapshot<Int>()
    _ = try? outline.append(Array(0..<count))
    let parent = count / 2
    _ = try? outline.append(Array(count..<count + childCount), to: parent)
    let time = medianMilliseconds(repetitions: 21) {
      _ = try? outline.expand(parent)
      _ = try? outline.collapse(parent)
    }
    sink(Double(outline.visibleCount))
    return Measurement(
      workload: workload, count: count, medianMilliseconds: time / 2,
      comparison: baseline?.comparison(of: time / 2))
  }

  /// Expands and collapses a parent of ``childCount`` children, in view, in the middle
  /// section of `sections` sections of `rowsPerSection` rows (each section an outline, as
  /// UIKit's section snapshots), each change one animated batch update planned and
  /// finished; compared with `baseline` (a prepare of as many items).
  static func collectionView(
    _ workload: String, sections: Int, rowsPerSection: Int, baseline: Measurement?
  ) -> Measurement {
    let middle = sections / 2
    var outline = OutlineSnapshot<Int>()
    _ = try? outline.append(Array(0..<rowsPerSection))
    let parent = rowsPerSection / 2
    _ = try? outline.append(Array(rowsPerSection..<rowsPerSection + childCount), to: parent)
    var rows = FlowContent(
      sections: Array(repeating: FlowContent.Section(itemCount: rowsPerSection), count: sections))
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: FlowWorkloads.containerWidth, height: 44)
    configuration.minimumLineSpacing = 0
    guard
      case (let collection, var host)? = CollectionViewWorkloads.showing(
        rows, layout: FlowLayout(configuration: configuration), viewport: FlowWorkloads.viewport),
      let row = collection.layout.attributes(for: .cell(IndexPath(item: parent, section: middle)))
    else { return Measurement(workload: workload, count: 0) }
    _ = try? collection.scroll(to: Point(x: 0, y: row.frame.minY - 100), host: &host)
    let time = medianMilliseconds(repetitions: 21) {
      for expanding in [true, false] {
        guard
          let change = try? expanding ? outline.expand(parent) : outline.collapse(parent)
        else { return }
        rows.sections[middle].itemCount = outline.visibleCount
        _ = try? collection.apply(change, inSection: middle, dataSource: rows, host: &host)
        collection.finishAnimation(host: &host)
      }
    }
    sink(collection.contentSize.height)
    return Measurement(
      workload: workload, count: sections * rowsPerSection, medianMilliseconds: time / 2,
      comparison: baseline?.comparison(of: time / 2))
  }
}
