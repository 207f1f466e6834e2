import Trellis
import TrellisTesting

/// Changes of the viewport's insets that a flow layout does not lay out anew for: the
/// safe area that a rotation swaps from one side to the other, and the top content
/// inset that a collapsing large title shrinks, each through a collection view showing
/// 1000 sections of 1000 items with pinned headers and section insets that ignore the
/// safe area (UIKit's default `sectionInsetReference`, `.fromContentInset`).
enum InsetWorkloads {
  /// A landscape safe area: the notch on the left, or on the right once turned over.
  static let safeAreas = [
    EdgeInsets(top: 0, left: 47, bottom: 21, right: 0),
    EdgeInsets(top: 0, left: 0, bottom: 21, right: 47),
  ]

  /// The top content inset under a navigation bar with a large title, and with the
  /// title collapsed: 49 points less.
  static let contentInsets = [
    EdgeInsets(top: 140, left: 0, bottom: 34, right: 0),
    EdgeInsets(top: 91, left: 0, bottom: 34, right: 0),
  ]

  /// Gives the viewport's `insets` the values of `values` in turn, one change a step,
  /// and brings the collection view's views up to date; compared with `prepare`.
  static func change(
    _ workload: String, _ insets: WritableKeyPath<Viewport, EdgeInsets>,
    between values: [EdgeInsets], sections: Int, itemsPerSection: Int, repetitions: Int,
    prepare: Measurement?
  ) -> Measurement {
    guard
      case (let collection, var host)? = CollectionViewWorkloads.collection(
        sections: sections, itemsPerSection: itemsPerSection)
    else { return Measurement(workload: workload, count: 0) }
    var viewport = collection.layout.viewport
    viewport.contentOffset.y = collection.layout.contentSize.height / 2
    _ = try? collection.setViewport(viewport, host: &host)
    var step = 0
    let (time, allocations) = perOperation(repetitions: repetitions) {
      step += 1
      viewport[keyPath: insets] = values[step % values.count]
      _ = try? collection.setViewport(viewport, host: &host)
    }
    sink(Double(host.applied))
    return Measurement(
      workload: workload, count: sections * itemsPerSection, medianMilliseconds: time,
      allocations: allocations, comparison: prepare?.comparison(of: time))
  }
}
