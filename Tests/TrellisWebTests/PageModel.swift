import Testing
import Trellis
import TrellisWeb

/// What the page's DOM holds after applying the command buffers of a playground, as
/// renderer.js applies them: one entry per view, with the element it shows.
struct PageModel {
  struct View: Equatable {
    var category = -1.0
    var kind = -1.0
    var section = -1
    var item = -1
    var identity = -1
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var alpha = 1.0
    var isShown = false
  }

  var views: [View] = []

  /// Applies the records of `commands`.
  mutating func apply(_ commands: CommandBuffer) {
    for record in 0..<commands.count {
      let number = { (field: Int) in commands.number(field, ofRecord: record) }
      let view = Int(number(1))
      switch PageCommand(rawValue: Int(number(0))) {
      case .make:
        #expect(view == views.count, "views are numbered in order")
        views.append(View())
      case .configure:
        views[view].category = number(2)
        views[view].kind = number(3)
        views[view].section = Int(number(4))
        views[view].item = Int(number(5))
        views[view].identity = Int(number(6))
        views[view].isShown = true
      case .apply:
        views[view].category = number(2)
        views[view].kind = number(3)
        views[view].section = Int(number(4))
        views[view].item = Int(number(5))
        views[view].frame = Rect(x: number(7), y: number(8), width: number(9), height: number(10))
        views[view].alpha = number(11)
      case .enqueue:
        views[view].isShown = false
      case nil:
        Issue.record("unknown command \(number(0))")
      }
    }
  }

  /// The frames of the shown views, by element, such as `cell 0.3` or `header 1.0`.
  func shownFrames(kindNames: [String]) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for view in views where view.isShown {
      let name = view.kind < 0 ? "cell" : kindNames[Int(view.kind)]
      let key = "\(name) \(view.section).\(view.item)"
      #expect(frames[key] == nil, "\(key) is shown once")
      frames[key] = view.frame
    }
    return frames
  }

  /// The frames of `elements`, keyed as ``shownFrames(kindNames:)`` keys them.
  static func frames(of elements: [LayoutAttributes]) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for element in elements {
      let name = element.id.kind?.name ?? "cell"
      frames["\(name) \(element.indexPath.section).\(element.indexPath.item)"] = element.frame
    }
    return frames
  }

  /// The identities of the shown cells, by index path.
  var identities: [IndexPath: Int] {
    var identities: [IndexPath: Int] = [:]
    for view in views where view.isShown && view.kind < 0 {
      identities[IndexPath(item: view.item, section: view.section)] = view.identity
    }
    return identities
  }
}
