import Testing
import Trellis
import TrellisAdapter

@Suite("Update items: UIKit's update list as a batch update")
struct UpdateItemTests {
  @Test("an item of NSNotFound names the whole section, any other item one item")
  func notFoundNamesASection() {
    #expect(UpdateItem.Target(section: 2, item: UpdateItem.notFound) == .section(2))
    #expect(UpdateItem.Target(section: 2, item: 5) == .item(IndexPath(item: 5, section: 2)))
    #expect(UpdateItem.Target(indexes: [3]) == .section(3))
    #expect(UpdateItem.Target(indexes: [3, Int.max]) == .section(3))
    #expect(UpdateItem.Target(indexes: [3, 4]) == .item(IndexPath(item: 4, section: 3)))
    #expect(UpdateItem.Target(indexes: []) == nil)
  }

  @Test("every action lands in the list of its action and target")
  func everyAction() throws {
    let items = [
      UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0))),
      UpdateItem(action: .insert, after: .section(4)),
      UpdateItem(action: .delete, before: .item(IndexPath(item: 1, section: 0))),
      UpdateItem(action: .delete, before: .section(3)),
      UpdateItem(action: .reload, before: .item(IndexPath(item: 2, section: 1))),
      UpdateItem(action: .reload, before: .section(2)),
      UpdateItem(
        action: .move, before: .item(IndexPath(item: 3, section: 1)),
        after: .item(IndexPath(item: 0, section: 0))),
      UpdateItem(action: .move, before: .section(5), after: .section(6)),
      UpdateItem(action: .none, before: .section(9)),
    ]
    let update = try BatchUpdate(updateItems: items)
    #expect(
      update
        == BatchUpdate(
          deleteItems: [IndexPath(item: 1, section: 0)],
          insertItems: [IndexPath(item: 0, section: 0)],
          reloadItems: [IndexPath(item: 2, section: 1)],
          moveItems: [
            .init(from: IndexPath(item: 3, section: 1), to: IndexPath(item: 0, section: 0))
          ],
          deleteSections: [3], insertSections: [4], reloadSections: [2],
          moveSections: [.init(from: 5, to: 6)]))
  }

  @Test("an item without the side its action needs is refused with its position")
  func missingTarget() {
    let cases: [(UpdateItem, Int)] = [
      (UpdateItem(action: .insert, before: .section(0)), 0),
      (UpdateItem(action: .delete, after: .section(0)), 0),
      (UpdateItem(action: .reload), 0),
      (UpdateItem(action: .move, before: .section(0)), 0),
    ]
    for (item, index) in cases {
      #expect(throws: UpdateItemError.missingTarget(index: index)) {
        try BatchUpdate(updateItems: [item])
      }
    }
    let valid = UpdateItem(action: .delete, before: .section(1))
    let mixed = UpdateItem(
      action: .move, before: .section(0), after: .item(IndexPath(item: 0, section: 1)))
    #expect(throws: UpdateItemError.mixedMove(index: 1)) {
      try BatchUpdate(updateItems: [valid, mixed])
    }
  }
}
