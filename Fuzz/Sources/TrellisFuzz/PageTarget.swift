import Foundation
import Trellis
import TrellisWeb

/// Drives the playground's engine as the page does, with calls read from the fuzzer's
/// bytes: one of the example specs loaded, then scrolls, inserts and deletes at any
/// index (the page passes 32-bit numbers), shuffles, transitions to any example spec,
/// drags with their automatic scrolling, animation steps, releases, kind names, the
/// data's numbers and loads of broken specs.
///
/// Every record of the command buffer must be one the page can apply: finite numbers,
/// views that were made, configured before they are positioned and taken back only
/// while they show something, kinds the page can name. A spec that does not load keeps
/// the collection view that was shown.
enum PageTarget {
  /// The example specs, as the page lists them: `Examples/specs` of the working
  /// directory, read once.
  static let specs: [[UInt8]] = {
    let folder = URL(fileURLWithPath: "Examples/specs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let specs = names.filter { $0.hasSuffix(".json") }.sorted().compactMap {
      try? [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))
    }
    precondition(!specs.isEmpty, "the page target reads Examples/specs: run it from the repository")
    return specs
  }()

  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    var playground = Playground()
    var page = PageModel()
    let spec = reader.pick(specs)
    guard playground.load(json: spec) else { return }
    page.apply(playground)
    for _ in 0..<(1 + reader.int(below: 12)) {
      call(&playground, &page, &reader)
      let size = playground.contentSize
      let offset = playground.viewport?.contentOffset ?? Point(x: 0, y: 0)
      Invariants.require(
        size.width.isFinite && size.height.isFinite && offset.x.isFinite && offset.y.isFinite,
        "the page shows content of \(size) at \(offset)")
      for number in playground.dataNumbers + playground.dragTargetNumbers {
        Invariants.require(number.isFinite, "the page's data has the number \(number)")
      }
    }
    playground.finishAnimation()
    page.apply(playground)
  }

  /// One call of the page, whose instructions the page then applies, as the page reads
  /// the command buffer after each call that draws.
  static func call(
    _ playground: inout Playground, _ page: inout PageModel, _ reader: inout ByteReader
  ) {
    switch reader.int(below: 13) {
    case 0:
      _ = playground.scroll(x: reader.offset(), y: reader.offset())
      page.apply(playground)
    case 1:
      _ = playground.perform(.insert(indexPath(&reader)))
      page.apply(playground)
    case 2:
      _ = playground.perform(.delete(indexPath(&reader)))
      page.apply(playground)
    case 3:
      playground.generator = SplitMix64(seed: UInt64(reader.byte()) + 1)
      _ = playground.perform(.shuffle)
      page.apply(playground)
    case 4:
      _ = playground.transition(json: reader.pick(specs))
      page.apply(playground)
      if reader.bool() {
        playground.cancelTransition()
        page.apply(playground)
      }
    case 5:
      let size = playground.contentSize
      let lifted = playground.beginDrag(
        at: reader.point(in: size), capacity: reader.optional { $0.int(below: 4) })
      page.apply(playground)
      guard lifted else { return }
      for _ in 0..<(1 + reader.int(below: 5)) {
        if reader.int(below: 4) == 0 {
          let scrolled = playground.autoScroll(by: reader.pick([1.0 / 60, 0, -1, .nan, 100]))
          Invariants.require(
            scrolled.x.isFinite && scrolled.y.isFinite, "the page scrolled by \(scrolled)")
        } else {
          _ = playground.drag(to: reader.point(in: size))
        }
        page.apply(playground)
      }
      if reader.bool() { playground.endDrag() } else { playground.cancelDrag() }
      page.apply(playground)
    case 6:
      playground.animate(to: reader.pick([0, 0.25, 0.5, 1, -1, 2, .nan, .infinity]))
      page.apply(playground)
    case 7:
      playground.finishAnimation()
      page.apply(playground)
    case 8:
      let proposed = Point(x: reader.offset(), y: reader.offset())
      let target = playground.targetContentOffset(
        forProposed: proposed, velocity: Point(x: reader.offset(), y: reader.offset()))
      if proposed.x.isFinite && proposed.y.isFinite {
        Invariants.require(
          target.x.isFinite && target.y.isFinite, "a release at \(proposed) rests at \(target)")
      }
    case 9:
      _ = playground.nameKind(reader.pick([-1, 0, 1, 2, 3, 4, 100, .max]))
    case 10:
      // A spec cut short, as a page whose text box is half typed sends it.
      let spec = reader.pick(specs)
      let broken = Array(spec.prefix(reader.int(below: spec.count)))
      let before = (playground.contentSize, playground.viewport)
      if playground.load(json: broken) {
        page = PageModel()
        page.apply(playground)
        return
      }
      Invariants.require(
        playground.contentSize == before.0 && playground.viewport == before.1,
        "a spec that did not load changed what the page shows")
    case 11:
      _ = playground.scroll(x: .nan, y: reader.offset())
      page.apply(playground)
    default:
      // A shelf scrolled sideways as a swipe, the wheel or an arrow key does: the shelf
      // under a point, or any section number the page could pass.
      let section =
        playground.orthogonalSection(at: reader.point(in: playground.contentSize))
        ?? Int(reader.pick([0, 1, 2, -1, .max] as [Int32]))
      let offset = reader.pick([0, 100, -50, 1e9, .nan, .infinity, reader.offset()])
      if let rest = playground.targetOrthogonalOffset(
        ofSection: section, proposed: offset, velocity: reader.offset()),
        let row = playground.orthogonalScrolling(ofSection: section)
      {
        Invariants.require(
          rest.isFinite && rest >= 0 && rest <= row.maximum,
          "a shelf released at \(offset) rests at \(rest), outside 0...\(row.maximum)")
      }
      _ = playground.scrollSection(section, to: offset)
      page.apply(playground)
    }
  }

  /// An index path as the page passes it: 32-bit numbers, usually small.
  static func indexPath(_ reader: inout ByteReader) -> Trellis.IndexPath {
    let numbers: [Int32] = [0, 1, 2, 5, 40, -1, .max, .min]
    return Trellis.IndexPath(
      item: Int(reader.pick(numbers)),
      section: Int(reader.pick(Array(numbers.prefix(4)) + [-1, .max])))
  }

}

/// The page's DOM as the command buffer builds it: which views exist and which show
/// something.
struct PageModel {
  /// Whether each view made so far shows an element.
  var showing: [Bool] = []

  /// Applies the records of the last call, checking each.
  mutating func apply(_ playground: Playground) {
    let commands = playground.host.commands
    for record in 0..<commands.count {
      for field in 0..<PageCommand.width {
        let number = commands.number(field, ofRecord: record)
        Invariants.require(number.isFinite, "record \(record) has the number \(number)")
      }
      let view = Int(commands.number(1, ofRecord: record))
      let code = PageCommand(rawValue: Int(commands.number(0, ofRecord: record)))
      if code == .make {
        Invariants.require(view == showing.count, "view \(view) made out of turn")
        showing.append(false)
        continue
      }
      Invariants.require(showing.indices.contains(view), "a record for view \(view), never made")
      switch code {
      case .configure:
        let kind = Int(commands.number(3, ofRecord: record))
        Invariants.require(
          kind == -1 || playground.host.kindNames.indices.contains(kind),
          "view \(view) shows a kind of code \(kind), which the page cannot name")
        showing[view] = true
      case .apply:
        Invariants.require(showing[view], "view \(view) is positioned but shows nothing")
      case .enqueue:
        Invariants.require(showing[view], "view \(view) is taken back twice")
        showing[view] = false
      default:
        Invariants.require(false, "record \(record) has an unknown code")
      }
    }
  }
}
