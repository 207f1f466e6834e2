import Trellis

/// Books on shelves, each book a flow item of the layout-wide size: the seed's
/// bookshelf, as a data source that can reorder its books and remembers every move it
/// was told.
struct Shelves: FlowLayoutDataSource, ReorderableDataSource, Equatable {
  typealias Layout = FlowLayout

  var books: [[String]]
  /// The books that cannot be picked up.
  var glued: Set<String> = []
  /// The moves the data was told, in order.
  var moves: [ItemReordering] = []

  var numberOfSections: Int { books.count }

  func numberOfItems(inSection section: Int) -> Int { books[section].count }

  func canMoveItem(at indexPath: IndexPath) -> Bool {
    !glued.contains(books[indexPath.section][indexPath.item])
  }

  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    moves.append(ItemReordering(source: source, destination: destination))
    let book = books[source.section].remove(at: source.item)
    books[destination.section].insert(book, at: destination.item)
  }

  /// The shelves without the record of moves.
  var withoutMoves: Shelves { Shelves(books: books, glued: glued) }
}

/// Waterfall items of given heights, which can be reordered.
struct Tiles: WaterfallLayoutDataSource, ReorderableDataSource, Equatable {
  typealias Layout = WaterfallLayout

  var heights: [[Double]]

  var numberOfSections: Int { heights.count }

  func numberOfItems(inSection section: Int) -> Int { heights[section].count }

  func heightForItem(at indexPath: IndexPath) -> Double? {
    heights[indexPath.section][indexPath.item]
  }

  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    let height = heights[source.section].remove(at: source.item)
    heights[destination.section].insert(height, at: destination.item)
  }
}
