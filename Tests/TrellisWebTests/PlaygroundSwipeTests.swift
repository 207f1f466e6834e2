import Testing
import Trellis
import TrellisWeb

/// A list's rows swiped by the page: the swipe's life through the playground, what the
/// page reads of the swiped row and of a row's actions, and the views of the buttons.
@Suite("Playground: swipe actions")
struct PlaygroundSwipeTests {
  /// A plain list of 44-point rows, 300 wide: every row has Delete (74 wide) and Archive
  /// (90 wide) on its trailing side, row 0 only Delete, which a full swipe does not
  /// perform; no row has leading actions.
  static let mail = """
    {"viewport": {"width": 300, "height": 600},
     "layout": {"type": "list", "appearance": "plain",
                "trailingSwipeActions": {"actions": [{"title": "Delete", "style": "destructive"},
                                                     {"title": "Archive", "width": 90}]}},
     "sections": [{"items": 6, "swipeActions": [
       {"item": 0, "trailing": {"actions": [{"title": "Delete", "style": "destructive"}],
                                "performsFirstActionWithFullSwipe": false}}]}]}
    """

  /// The text of the playground's last answer.
  static func text(_ playground: Playground) -> String {
    String(decoding: playground.text, as: UTF8.self)
  }

  /// The playground's description of the swiped row, or `nil` when none is swiped.
  static func swipe(_ playground: inout Playground) -> String? {
    playground.describeSwipe() ? text(playground) : nil
  }

  @Test("a row's actions read as JSON, each side in order; a row without any says so")
  func rowActions() {
    var (playground, _) = PlaygroundTests.loaded(Self.mail)
    let rowOne = playground.describeSwipeActions(at: IndexPath(item: 1, section: 0))
    #expect(rowOne)
    #expect(
      Self.text(playground)
        == "{\"leading\": null, \"trailing\": {\"actions\": ["
        + "{\"title\": \"Delete\", \"style\": \"destructive\", \"width\": 74}, "
        + "{\"title\": \"Archive\", \"style\": \"normal\", \"width\": 90}], \"fullSwipe\": true}}")
    let rowZero = playground.describeSwipeActions(at: IndexPath(item: 0, section: 0))
    #expect(rowZero)
    #expect(
      Self.text(playground)
        == "{\"leading\": null, \"trailing\": {\"actions\": ["
        + "{\"title\": \"Delete\", \"style\": \"destructive\", \"width\": 74}], \"fullSwipe\": false}}"
    )
    let pastTheEnd = playground.describeSwipeActions(at: IndexPath(item: 6, section: 0))
    #expect(!pastTheEnd)
    let noSection = playground.describeSwipeActions(at: IndexPath(item: 0, section: 1))
    #expect(!noSection)
    #expect(Self.swipe(&playground) == nil)
  }

  @Test("a row follows the finger, its buttons sharing the revealed area, and opens")
  func openByRelease() throws {
    var (playground, model) = PlaygroundTests.loaded(Self.mail)
    let row = IndexPath(item: 1, section: 0)
    let began = playground.beginSwipe(at: row)
    #expect(began)
    let moved = playground.updateSwipe(offset: -120)
    #expect(moved)
    model.apply(playground.host.commands)
    #expect(
      Self.swipe(&playground)
        == "{\"section\": 0, \"item\": 1, \"offset\": -120, \"phase\": \"tracking\", "
        + "\"edge\": \"trailing\", \"armed\": false, \"performed\": null, \"buttons\": ["
        + "{\"kind\": \"swipeAction0\", \"title\": \"Delete\", \"style\": \"destructive\", \"width\": 74}, "
        + "{\"kind\": \"swipeAction1\", \"title\": \"Archive\", \"style\": \"normal\", \"width\": 90}]}"
    )
    let frames = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(frames["cell 0.1"] == Rect(x: -120, y: 44, width: 300, height: 44))
    // 120 points shared 74 : 90, Delete at the trailing edge, Archive beside it.
    let delete = try #require(frames["swipeAction0 0.1"])
    let archive = try #require(frames["swipeAction1 0.1"])
    #expect(abs(delete.size.width - 120 * 74 / 164) < 1e-9)
    #expect(abs(delete.origin.x + delete.size.width - 300) < 1e-9)
    #expect(abs(archive.origin.x - 180) < 1e-9)
    #expect(abs(archive.size.width - 120 * 90 / 164) < 1e-9)
    // Released at rest past half the actions' width (82), the row opens to 164.
    let outcome = playground.endSwipe(velocity: 0)
    #expect(outcome == .open(.trailing))
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(
      model.shownFrames(kindNames: playground.host.kindNames)["cell 0.1"]
        == Rect(x: -164, y: 44, width: 300, height: 44))
    let open = try #require(Self.swipe(&playground))
    #expect(open.hasPrefix("{\"section\": 0, \"item\": 1, \"offset\": -164, \"phase\": \"open\""))
    // Closing it puts the row back and takes the buttons' views back.
    playground.closeSwipe()
    playground.finishAnimation()
    model.apply(playground.host.commands)
    let closed = model.shownFrames(kindNames: playground.host.kindNames)
    #expect(closed["cell 0.1"] == Rect(x: 0, y: 44, width: 300, height: 44))
    #expect(closed.keys.filter { $0.hasPrefix("swipeAction") }.isEmpty)
    #expect(Self.swipe(&playground) == nil)
  }

  @Test("past 60% of the row a full swipe is armed, and a release performs Delete")
  func fullSwipe() throws {
    var (playground, _) = PlaygroundTests.loaded(Self.mail)
    let began = playground.beginSwipe(at: IndexPath(item: 2, section: 0))
    #expect(began)
    let short = playground.updateSwipe(offset: -179)
    #expect(short)
    #expect(try #require(Self.swipe(&playground)).contains("\"armed\": false"))
    let past = playground.updateSwipe(offset: -181)
    #expect(past)
    #expect(try #require(Self.swipe(&playground)).contains("\"armed\": true"))
    let outcome = playground.endSwipe(velocity: -100)
    #expect(outcome == .performed(.trailing, action: 0))
    playground.finishAnimation()
    let performed = try #require(Self.swipe(&playground))
    #expect(
      performed.hasPrefix(
        "{\"section\": 0, \"item\": 2, \"offset\": -300, \"phase\": \"performed\", "
          + "\"edge\": \"trailing\", \"armed\": true, \"performed\": 0, \"buttons\": ["
          + "{\"kind\": \"swipeAction0\", \"title\": \"Delete\""))
    // The page then deletes the row, which closes the swipe.
    let deleted = playground.perform(.delete(IndexPath(item: 2, section: 0)))
    #expect(deleted)
    #expect(Self.swipe(&playground) == nil)
    #expect(playground.dataNumbers == [1, 5, 0, 1, 3, 4, 5])
  }

  @Test("a row whose full swipe performs nothing opens instead; a quick flick opens too")
  func noFullSwipe() {
    var (playground, _) = PlaygroundTests.loaded(Self.mail)
    let began = playground.beginSwipe(at: IndexPath(item: 0, section: 0))
    #expect(began)
    let moved = playground.updateSwipe(offset: -250)
    #expect(moved)
    let outcome = playground.endSwipe(velocity: 0)
    #expect(outcome == .open(.trailing))
    // From its place, a flick at -1000 points/s projects 99 points: past 82, half of 164.
    let flicked = playground.beginSwipe(at: IndexPath(item: 3, section: 0))
    #expect(flicked)
    let flick = playground.endSwipe(velocity: -1000)
    #expect(flick == .open(.trailing))
    // Only one row is open: row 0 closed when row 3 began.
    #expect(Self.swipe(&playground)?.hasPrefix("{\"section\": 0, \"item\": 3") == true)
  }

  @Test("refusals leave the swipe as it was, with the reason in the text")
  func refusals() throws {
    var (playground, _) = PlaygroundTests.loaded(Self.mail)
    let unstarted = playground.updateSwipe(offset: -10)
    #expect(!unstarted)
    #expect(Self.text(playground) == "no swipe is in progress")
    let unreleased = playground.endSwipe(velocity: 0)
    #expect(unreleased == nil)
    let missing = playground.beginSwipe(at: IndexPath(item: 9, section: 0))
    #expect(!missing)
    #expect(Self.text(playground) == "no item at 0.9")
    let began = playground.beginSwipe(at: IndexPath(item: 1, section: 0))
    #expect(began)
    let moved = playground.updateSwipe(offset: -40)
    #expect(moved)
    // Toward the leading side, which has no actions, and offsets that are not finite.
    let leading = playground.updateSwipe(offset: 30)
    #expect(!leading)
    #expect(Self.text(playground) == "the item at 0.1 has no leading swipe actions")
    let notANumber = playground.updateSwipe(offset: .nan)
    #expect(!notANumber)
    let infinite = playground.endSwipe(velocity: .infinity)
    #expect(infinite == nil)
    #expect(
      try #require(Self.swipe(&playground)).contains("\"offset\": -40, \"phase\": \"tracking\""))
    // A cancel puts the row back where it rested: closed.
    playground.cancelSwipe()
    playground.finishAnimation()
    #expect(Self.swipe(&playground) == nil)
  }

  @Test("a scroll closes the open row")
  func scrollCloses() {
    var (playground, _) = PlaygroundTests.loaded(Self.mail)
    let began = playground.beginSwipe(at: IndexPath(item: 1, section: 0))
    #expect(began)
    let outcome = playground.endSwipe(velocity: -1000)
    #expect(outcome == .open(.trailing))
    playground.finishAnimation()
    #expect(Self.swipe(&playground) != nil)
    let scrolled = playground.scroll(x: 0, y: 10)
    #expect(scrolled)
    #expect(Self.swipe(&playground) == nil)
  }
}
