/// Where each column of one section ends while its items are placed, and whose turn
/// it is in the round-robin orders.
///
/// A cursor is made afresh from the stored geometry whenever items are placed, so
/// appending items to the last section continues exactly where a full preparation
/// would be at that point: nothing but the frames themselves is kept between calls.
struct WaterfallColumnCursor {
  /// Where each column's last item (or the last full-span item, if later) ends; the
  /// start of the content for a column that is still empty.
  private(set) var ends: [Double]
  /// Whether each column holds an item or lies below a full-span item, so that the
  /// next item keeps the inter-item spacing from it.
  private var started: [Bool]
  /// How many items have gone to columns since the section began or since its last
  /// full-span item.
  private var turn: Int
  private let contentStart: Double
  private let spacing: Double

  /// A cursor positioned after the items already placed in `section`.
  init(resuming section: WaterfallSectionGeometry) {
    let metrics = section.metrics
    contentStart = metrics.contentStart
    spacing = metrics.itemSpacing
    let lastFullSpan = section.fullSpanItems.last
    let fullSpanEnd = lastFullSpan.map { section.end(ofItem: $0) }
    ends = []
    started = []
    ends.reserveCapacity(section.columns.count)
    started.reserveCapacity(section.columns.count)
    for column in section.columns {
      var end = fullSpanEnd
      if let last = column.last {
        let itemEnd = section.end(ofItem: last)
        end = max(end ?? itemEnd, itemEnd)
      }
      ends.append(end ?? contentStart)
      started.append(end != nil)
    }
    turn = section.items.count - (lastFullSpan.map { $0 + 1 } ?? 0)
  }

  /// Where the longest column ends: the end of the section's content, or its start
  /// when the section has no items.
  var contentEnd: Double { ends.max() ?? contentStart }

  /// Where the next item of `column` starts.
  @inline(__always)
  private func next(_ column: Int) -> Double {
    started[column] ? ends[column] + spacing : contentStart
  }

  /// The column that the next item goes to in `order`.
  func column(for order: WaterfallLayout.ItemRenderDirection) -> Int {
    switch order {
    case .shortestFirst:
      var shortest = 0
      var shortestNext = next(0)
      for column in 1..<ends.count {
        let candidate = next(column)
        if candidate < shortestNext { (shortest, shortestNext) = (column, candidate) }
      }
      return shortest
    case .leftToRight:
      return turn % ends.count
    case .rightToLeft:
      return ends.count - 1 - turn % ends.count
    }
  }

  /// Places an item of `length` at the end of `column` and returns where it starts.
  mutating func place(length: Double, in column: Int) -> Double {
    let main = next(column)
    ends[column] = main + length
    started[column] = true
    turn += 1
    return main
  }

  /// Places a full-span item of `length` below the longest column, lines every column
  /// up below it, and returns where it starts.
  mutating func placeFullSpan(length: Double) -> Double {
    var main = contentStart
    for column in ends.indices { main = max(main, next(column)) }
    let end = main + length
    for column in ends.indices {
      ends[column] = end
      started[column] = true
    }
    turn = 0
    return main
  }
}
