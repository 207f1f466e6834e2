import Testing
import Trellis
import TrellisWeb

/// A section whose items are a tree: its rows, their identities, and the expands and
/// collapses the page asks for.
@Suite("Playground: outlines expand and collapse")
struct PlaygroundOutlineTests {
  /// A plain list of 44-point rows, 300 wide: an outline of five items, four showing
  /// (A, A1, A2, B; A2a is under the collapsed A2), then a section of two rows.
  static let files = """
    {"viewport": {"width": 300, "height": 600}, "layout": {"type": "list"},
     "sections": [
       {"items": [{"id": "A", "expanded": true, "children": ["A1", {"id": "A2", "children": ["A2a"]}]}, "B"]},
       {"items": 2}
     ]}
    """

  @Test("an outline's items are numbered in the spec's order, hidden ones too")
  func identities() {
    let (playground, _) = PlaygroundTests.loaded(Self.files)
    // A 0, A1 1, A2 2, A2a 3, B 4; section 1 goes on at 5.
    #expect(playground.dataNumbers == [2, 4, 0, 1, 2, 4, 2, 5, 6])
  }

  @Test("an expand shows the children from under their parent; a collapse hides them")
  func expandAndCollapse() {
    var (playground, model) = PlaygroundTests.loaded(Self.files)
    let expanded = playground.perform(.expand(IndexPath(item: 2, section: 0)))
    #expect(expanded)
    model.apply(playground.host.commands)
    #expect(playground.dataNumbers == [2, 5, 0, 1, 2, 3, 4, 2, 5, 6])
    playground.animate(to: 0)
    model.apply(playground.host.commands)
    // A2a starts at its parent A2's frame, the third row, and ends at the fourth.
    let child = model.views.first { $0.isShown && $0.identity == 3 }
    #expect(child?.frame == Rect(x: 0, y: 88, width: 300, height: 44))
    #expect(child?.alpha == 0)
    playground.finishAnimation()
    model.apply(playground.host.commands)
    #expect(
      model.shownFrames(kindNames: playground.host.kindNames)["cell 0.3"]
        == Rect(x: 0, y: 132, width: 300, height: 44))
    // Collapsing A hides A1, A2 and A2a; expanding it again shows A2a too, as A2 kept
    // its state.
    let collapsed = playground.perform(.collapse(IndexPath(item: 0, section: 0)))
    #expect(collapsed)
    #expect(playground.dataNumbers == [2, 2, 0, 4, 2, 5, 6])
    let again = playground.perform(.expand(IndexPath(item: 0, section: 0)))
    #expect(again)
    #expect(playground.dataNumbers == [2, 5, 0, 1, 2, 3, 4, 2, 5, 6])
    // An expanded row expanded again changes nothing.
    let twice = playground.perform(.expand(IndexPath(item: 0, section: 0)))
    #expect(twice)
    #expect(playground.dataNumbers == [2, 5, 0, 1, 2, 3, 4, 2, 5, 6])
  }

  @Test("a leaf, a row out of range and a section without an outline refuse, unchanged")
  func refusals() {
    var (playground, _) = PlaygroundTests.loaded(Self.files)
    let before = playground.dataNumbers
    for edit: Playground.Edit in [
      .expand(IndexPath(item: 1, section: 0)), .collapse(IndexPath(item: 9, section: 0)),
      .expand(IndexPath(item: 0, section: 1)), .collapse(IndexPath(item: 0, section: 5)),
    ] {
      let performed = playground.perform(edit)
      #expect(!performed)
      #expect(String(decoding: playground.text, as: UTF8.self).contains("not a row with children"))
    }
    #expect(playground.dataNumbers == before)
  }

  @Test("an outline's rows take no insert, delete, shuffle or drag; other sections do")
  func otherEdits() {
    var (playground, _) = PlaygroundTests.loaded(Self.files)
    let inserted = playground.perform(.insert(IndexPath(item: 0, section: 0)))
    #expect(!inserted)
    #expect(String(decoding: playground.text, as: UTF8.self).contains("section 0 is an outline"))
    let deleted = playground.perform(.delete(IndexPath(item: 1, section: 0)))
    #expect(!deleted)
    #expect(playground.dataNumbers == [2, 4, 0, 1, 2, 4, 2, 5, 6])
    // Row A is at y 0 to 44: it does not lift.
    let lifted = playground.beginDrag(at: Point(x: 150, y: 22), capacity: nil)
    #expect(!lifted)
    // Section 1 takes an insert, whose copy gets the next identity, 7.
    let insertedBelow = playground.perform(.insert(IndexPath(item: 0, section: 1)))
    #expect(insertedBelow)
    #expect(playground.dataNumbers == [2, 4, 0, 1, 2, 4, 3, 7, 5, 6])
    playground.finishAnimation()
    let shuffled = playground.perform(.shuffle)
    #expect(shuffled)
    #expect(Array(playground.dataNumbers.prefix(6)) == [2, 4, 0, 1, 2, 4])
  }
}
