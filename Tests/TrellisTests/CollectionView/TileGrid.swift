import Trellis
import TrellisTesting

/// A collection view of 100 × 100 flow items, drawn in a recording host.
typealias TileGrid = CollectionView<FlowContent, RecordingHost>

/// `content` as 100 × 100 items in a viewport 375 points wide, `height` tall and scrolled
/// down to `offset`: three to a line (3 × 100 + 2 × 10 = 320 fits) at x 0, 138 and 275,
/// lines every 110 points.
func tileGrid(_ content: FlowContent, height: Double = 667, offset: Double = 0) throws
  -> TileGrid
{
  try TileGrid(
    layout: FlowLayout(
      configuration: flowConfiguration { $0.itemSize = Size(width: 100, height: 100) }),
    dataSource: content,
    viewport: Viewport(
      size: Size(width: 375, height: height), contentOffset: Point(x: 0, y: offset)))
}

/// ``tileGrid(_:height:offset:)`` with its visible elements shown in a new host.
func shownTileGrid(_ content: FlowContent, offset: Double = 0) throws -> (TileGrid, RecordingHost) {
  let collection = try tileGrid(content, offset: offset)
  var host = RecordingHost()
  collection.updateVisibleElements(host: &host)
  return (collection, host)
}

/// The id of item `item` of section 0 of a tile grid.
func tileID(_ item: Int) -> ElementID { .cell(IndexPath(item: item, section: 0)) }

/// The frame of a tile at (`x`, `y`).
func tileFrame(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 100, height: 100) }
