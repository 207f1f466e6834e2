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

  /// Swaps the safe area's left and right insets, back and forth, one swap each;
  /// compared with `prepare`.
  static func safeAreaChange(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int,
    prepare: Measurement?
  ) -> Measurement {
    change(
      workload, sections: sections, itemsPerSection: itemsPerSection, repetitions: repetitions,
      prepare: prepare
    ) { viewport, step in
      viewport.safeAreaInsets = safeAreas[step % 2]
    }
  }

  /// Changes the top content inset by 49 points, back and forth, one change each;
  /// compared with `prepare`.
  static func contentInsetChange(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int,
    prepare: Measurement?
  ) -> Measurement {
    change(
      workload, sections: sections, itemsPerSection: itemsPerSection, repetitions: repetitions,
      prepare: prepare
    ) { viewport, step in
      viewport.contentInset = contentInsets[step % 2]
    }
  }

  /// Gives the collection view the viewport `change` makes of the current one at each
  /// step, and brings its views up to date.
  private static func change(
    _ workload: String, sections: Int, itemsPerSection: Int, repetitions: Int,
    prepare: Measurement?, _ change: @escaping (inout Viewport, Int) -> Void
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
      change(&viewport, step)
      _ = try? collection.setViewport(viewport, host: &host)
    }
    sink(Double(host.applied))
    return Measurement(
      workload: workload, count: sections * itemsPerSection, medianMilliseconds: time,
      allocations: allocations, comparison: prepare?.comparison(of: time))
  }
}
