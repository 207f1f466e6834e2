import PropertyBased
import Testing
import Trellis
import TrellisAdapter

/// Swipe actions through the adapter, in the order UIKit makes its calls: the pan's step,
/// the layout's own invalidation naming ``LayoutDriver/forEachElementChangedBySwipe(_:)``,
/// `prepare()`, then the queries.
///
/// A plain list of 20 rows of 44 points in a view of 390 × 400: row *i* is at
/// (0, 44 *i*, 390, 44). Every row but 3 has a leading Read button of 80 points; every
/// row but 5 has trailing Delete and Flag buttons of 60 points each, 120 together; row 5
/// has none. A full swipe needs max(120, 0.6 × 390) = 234 points.
@Suite("Layout driver: swipe actions on list rows")
struct LayoutDriverSwipeTests {
  typealias Driver = LayoutDriver<CountedCompositionalSource<[Int]>>

  static let delete = SwipeAction(title: "Delete", style: .destructive, width: 60)
  static let flag = SwipeAction(title: "Flag", width: 60)
  static let read = SwipeAction(title: "Read", width: 80)
  static let viewport = Viewport(size: Size(width: 390, height: 400))

  static func driver(rows: Int = 20) -> Driver {
    var list = ListConfiguration(appearance: .plain)
    list.leadingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
      indexPath.item == 3 || indexPath.item == 5
        ? nil : SwipeActionsConfiguration(actions: [read])
    }
    list.trailingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
      indexPath.item == 5 ? nil : SwipeActionsConfiguration(actions: [delete, flag])
    }
    let driver = Driver(layout: CompositionalLayout(section: .list(using: list)))
    driver.prepare(for: viewport, dataSource: CountedCompositionalSource(counts: [rows]))
    return driver
  }

  static func row(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func button(_ index: Int, of item: Int) -> ElementID {
    Driver.swipeButton(index, of: row(item))
  }

  static func place(_ item: Int) -> Rect {
    Rect(x: 0, y: 44 * Double(item), width: 390, height: 44)
  }

  /// What UIKit does after each step: the layout's own context, `prepare()`, the query
  /// of the bounds. Returns the named elements and the attributes it then gets.
  static func step(_ driver: Driver) -> (named: Set<ElementID>, shown: [ElementID: Rect]) {
    var named: Set<ElementID> = []
    driver.forEachElementChangedBySwipe { named.insert($0) }
    driver.invalidate(everything: false, dataSourceCounts: false)
    driver.prepare(for: viewport, dataSource: CountedCompositionalSource(counts: [20]))
    var shown: [ElementID: Rect] = [:]
    driver.forEachElement(in: viewport.bounds) { shown[$0.id] = $0.frame }
    return (named, shown)
  }

  @Test("a pan slides the row and shows Delete and Flag as decorations beside it")
  func panTrailing() throws {
    let driver = Self.driver()
    try driver.beginSwipe(at: Self.row(2))
    #expect(Self.step(driver).named == [.cell(Self.row(2))])
    try driver.moveSwipe(to: -120)
    let (named, shown) = Self.step(driver)
    #expect(named == [.cell(Self.row(2)), Self.button(0, of: 2), Self.button(1, of: 2)])
    #expect(shown[.cell(Self.row(2))] == Rect(x: -120, y: 88, width: 390, height: 44))
    // Delete, the first, at the edge the row left; Flag inside it.
    #expect(shown[Self.button(0, of: 2)] == Rect(x: 330, y: 88, width: 60, height: 44))
    #expect(shown[Self.button(1, of: 2)] == Rect(x: 270, y: 88, width: 60, height: 44))
    #expect(shown[.cell(Self.row(1))] == Self.place(1))
    #expect(shown.keys.filter { $0.category == .supplementary }.isEmpty)
    #expect(
      driver.attributes(for: Self.button(1, of: 2))?.frame
        == Rect(x: 270, y: 88, width: 60, height: 44))
    #expect(driver.attributes(for: .cell(Self.row(2)))?.frame.minX == -120)
    #expect(driver.swipeAction(for: Self.button(0, of: 2))?.action == Self.delete)
    #expect(driver.swipeAction(for: Self.button(1, of: 2))?.action == Self.flag)
    #expect(driver.swipeAction(for: Self.button(1, of: 2))?.edge == .trailing)
    #expect(driver.swipeAction(for: Self.button(2, of: 2)) == nil)
    #expect(driver.swipeAction(for: .supplementary(.swipeAction(0), Self.row(2))) == nil)
  }

  @Test("half the buttons' width shares the revealed area in proportion")
  func partial() throws {
    let driver = Self.driver()
    try driver.beginSwipe(at: Self.row(0))
    try driver.moveSwipe(to: -50)
    let shown = Self.step(driver).shown
    #expect(shown[Self.button(0, of: 0)] == Rect(x: 365, y: 0, width: 25, height: 44))
    #expect(shown[Self.button(1, of: 0)] == Rect(x: 340, y: 0, width: 25, height: 44))
    // Leading: Read fills the 30 points the row left on its left.
    try driver.moveSwipe(to: 30)
    let leading = Self.step(driver).shown
    #expect(leading[.cell(Self.row(0))] == Rect(x: 30, y: 0, width: 390, height: 44))
    #expect(leading[Self.button(0, of: 0)] == Rect(x: 0, y: 0, width: 30, height: 44))
    #expect(leading[Self.button(1, of: 0)] == nil)
    #expect(driver.swipeAction(for: Self.button(0, of: 0))?.action == Self.read)
    #expect(driver.swipeAction(for: Self.button(0, of: 0))?.edge == .leading)
  }

  @Test("a release opens to the buttons' width, closes short of half, or performs Delete")
  func release() throws {
    let driver = Self.driver()
    try driver.beginSwipe(at: Self.row(2))
    try driver.moveSwipe(to: -70)
    #expect(try driver.endSwipe(velocity: 0) == .open(.trailing))
    #expect(driver.interactiveSwipe?.offset == -120)
    #expect(driver.interactiveSwipe?.phase == .open)
    #expect(Self.step(driver).shown[.cell(Self.row(2))]?.minX == -120)

    // From open, the next pan goes on from -120; 40 points back is -80, still past 60.
    try driver.beginSwipe(at: Self.row(2))
    #expect(driver.interactiveSwipe?.offset == -120)
    try driver.moveSwipe(to: -50)
    #expect(try driver.endSwipe(velocity: 0) == .closed)
    #expect(driver.interactiveSwipe == nil)
    let (named, shown) = Self.step(driver)
    #expect(named == [.cell(Self.row(2)), Self.button(0, of: 2), Self.button(1, of: 2)])
    #expect(shown[.cell(Self.row(2))] == Self.place(2))
    #expect(shown[Self.button(0, of: 2)] == nil)
    // The leaving buttons shrink into the right edge.
    #expect(
      driver.finalAttributes(forDisappearing: Self.button(0, of: 2))?.frame
        == Rect(x: 390, y: 88, width: 0, height: 44))

    // A flick: -40 at -1000 points per second counts as -40 - 99 = -139, short of 234.
    try driver.beginSwipe(at: Self.row(4))
    try driver.moveSwipe(to: -40)
    #expect(try driver.endSwipe(velocity: -1000) == .open(.trailing))

    // Past 234 the first action stretches over the whole revealed area and performs.
    try driver.beginSwipe(at: Self.row(6))
    #expect(Self.step(driver).named.contains(.cell(Self.row(4))))
    try driver.moveSwipe(to: -250)
    let armed = Self.step(driver).shown
    #expect(armed[Self.button(0, of: 6)] == Rect(x: 140, y: 264, width: 250, height: 44))
    #expect(armed[Self.button(1, of: 6)] == Rect(x: 140, y: 264, width: 0, height: 44))
    #expect(try driver.endSwipe(velocity: 0) == .performed(.trailing, action: 0))
    #expect(driver.interactiveSwipe?.phase == .performed(action: 0))
    #expect(Self.step(driver).shown[.cell(Self.row(6))]?.minX == -390)
    driver.closeSwipe()
    #expect(driver.interactiveSwipe == nil)
    #expect(Self.step(driver).shown[.cell(Self.row(6))] == Self.place(6))
  }

  @Test("a cancel puts the row back where it rested")
  func cancel() throws {
    let driver = Self.driver()
    try driver.beginSwipe(at: Self.row(1))
    try driver.moveSwipe(to: 80)
    driver.cancelSwipe()
    #expect(driver.interactiveSwipe == nil)
    try driver.beginSwipe(at: Self.row(1))
    try driver.moveSwipe(to: 80)
    try driver.endSwipe(velocity: 0)
    try driver.beginSwipe(at: Self.row(1))
    try driver.moveSwipe(to: 10)
    driver.cancelSwipe()
    #expect(driver.interactiveSwipe?.offset == 80)
    #expect(driver.interactiveSwipe?.phase == .open)
  }

  @Test("a refused step changes nothing and says why")
  func errors() throws {
    let driver = Self.driver()
    #expect(throws: SwipeError.noActions(Self.row(5))) { try driver.beginSwipe(at: Self.row(5)) }
    #expect(throws: SwipeError.noSuchItem(Self.row(20))) {
      try driver.beginSwipe(at: Self.row(20))
    }
    #expect(throws: SwipeError.notSwiping) { try driver.moveSwipe(to: -10) }
    #expect(throws: SwipeError.notSwiping) { try driver.endSwipe(velocity: 0) }
    try driver.beginSwipe(at: Self.row(3))
    try driver.moveSwipe(to: -30)
    let swipe = driver.interactiveSwipe
    #expect(throws: SwipeError.swipeInProgress(Self.row(3))) {
      try driver.beginSwipe(at: Self.row(4))
    }
    #expect(throws: SwipeError.noActionsOnEdge(Self.row(3), .leading)) {
      try driver.moveSwipe(to: 20)
    }
    #expect(throws: SwipeError.invalidOffset(.infinity)) { try driver.moveSwipe(to: .infinity) }
    #expect(throws: SwipeError.invalidVelocity(-.infinity)) {
      try driver.endSwipe(velocity: -.infinity)
    }
    #expect(driver.interactiveSwipe == swipe)
    try driver.endSwipe(velocity: 0)
    #expect(throws: SwipeError.notSwiping) { try driver.moveSwipe(to: -10) }

    // A drag in progress refuses a swipe, and closes the one that was open.
    try driver.beginSwipe(at: Self.row(2))
    try driver.moveSwipe(to: -120)
    try driver.endSwipe(velocity: 0)
    _ = driver.targetIndexPath(forMovingItemAt: Self.row(0), to: Point(x: 100, y: 10))
    #expect(driver.interactiveSwipe == nil)
    #expect(throws: SwipeError.busy) { try driver.beginSwipe(at: Self.row(2)) }
  }

  /// A driver whose row 2 rests open at -120.
  static func openDriver() throws -> Driver {
    let driver = Self.driver()
    try driver.beginSwipe(at: Self.row(2))
    try driver.moveSwipe(to: -120)
    try driver.endSwipe(velocity: 0)
    return driver
  }

  @Test("a scroll closes the row and names it and its buttons for the invalidation")
  func scrollCloses() throws {
    let driver = try Self.openDriver()
    // Nothing follows the offset in a plain list, yet the slid row must go back.
    let scrolled = Rect(x: 0, y: 10, width: 390, height: 400)
    #expect(driver.shouldInvalidate(forBoundsChange: scrolled))
    #expect(driver.invalidate(forBoundsChange: scrolled) == .elements)
    var named: Set<ElementID> = []
    driver.forEachElementChangedByScroll { named.insert($0) }
    #expect(named == [.cell(Self.row(2)), Self.button(0, of: 2), Self.button(1, of: 2)])
    #expect(driver.interactiveSwipe == nil)
    #expect(driver.attributes(for: .cell(Self.row(2)))?.frame == Self.place(2))
    // The next scroll is a plain one again.
    let further = Rect(x: 0, y: 20, width: 390, height: 400)
    #expect(!driver.shouldInvalidate(forBoundsChange: further))
  }

  @Test("an update, a reload or a layout change closes the row")
  func changesClose() throws {
    let batch = try Self.openDriver()
    batch.invalidate(everything: false, dataSourceCounts: true)
    #expect(batch.interactiveSwipe == nil)
    batch.prepare(
      forUpdates: [UpdateItem(action: .delete, before: .item(Self.row(2)))],
      dataSource: .init(counts: [19]))
    #expect(batch.attributes(for: .cell(Self.row(2)))?.frame == Self.place(2))

    let update = try Self.openDriver()
    update.prepare(forUpdates: [], dataSource: .init(counts: [20]))
    #expect(update.interactiveSwipe == nil)

    let reload = try Self.openDriver()
    reload.invalidate(everything: true, dataSourceCounts: false)
    #expect(reload.interactiveSwipe == nil)

    let transition = try Self.openDriver()
    transition.beginTransition(from: [(Self.row(2), Self.place(2))], viewport: Self.viewport)
    #expect(transition.interactiveSwipe == nil)
  }

  @Test("the app's provider replaces the layout's actions")
  func appProvider() throws {
    let driver = Self.driver()
    let archive = SwipeAction(title: "Archive", width: 100)
    driver.swipeActionsProvider = { indexPath, edge in
      edge == .leading || indexPath.item == 1
        ? nil : SwipeActionsConfiguration(actions: [archive])
    }
    #expect(throws: SwipeError.noActions(Self.row(1))) { try driver.beginSwipe(at: Self.row(1)) }
    // Row 5 has no actions in the layout, but has the app's.
    try driver.beginSwipe(at: Self.row(5))
    #expect(throws: SwipeError.noActionsOnEdge(Self.row(5), .leading)) {
      try driver.moveSwipe(to: 10)
    }
    try driver.moveSwipe(to: -100)
    #expect(
      Self.step(driver).shown[Self.button(0, of: 5)]
        == Rect(x: 290, y: 220, width: 100, height: 44))
    #expect(driver.swipeAction(for: Self.button(0, of: 5))?.action == archive)
  }

  @Test("a button no row shows answers collapsed and hidden, never missing")
  func hiddenButton() {
    let driver = Self.driver()
    let hidden = driver.attributes(for: Self.button(1, of: 7))
    #expect(hidden?.frame == Rect(x: 390, y: 308, width: 0, height: 44))
    #expect(hidden?.isHidden == true)
    #expect(driver.attributes(for: Self.button(0, of: 25)) == nil)
  }

  @Test("random pans: the row slides by the offset, its buttons fill exactly what it left")
  func randomPans() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...8), Gen.double(in: -500...500).array(of: 1...5)
    ) { item, offsets in
      let driver = Self.driver()
      guard item != 5 else { return }
      do { try driver.beginSwipe(at: Self.row(item)) } catch {
        Issue.record("\(error)")
        return
      }
      for offset in offsets {
        guard (try? driver.moveSwipe(to: offset)) != nil else {
          #expect(item == 3 && offset > 0)
          continue
        }
        let slid = driver.interactiveSwipe?.offset ?? 0
        let shown = Self.step(driver).shown
        #expect(shown[.cell(Self.row(item))] == Self.place(item).offsetBy(dx: slid, dy: 0))
        let buttons = shown.filter {
          $0.key.category == .decoration && $0.key.kind?.swipeActionIndex != nil
        }
        let total = buttons.values.reduce(0) { $0 + $1.width }
        #expect(abs(total - abs(slid)) < 1e-9)
        for frame in buttons.values {
          #expect(frame.minY == Self.place(item).minY && frame.height == 44)
          #expect(frame.minX >= 0 && frame.maxX <= 390)
        }
      }
    }
  }
}
