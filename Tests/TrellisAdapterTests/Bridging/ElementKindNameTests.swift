import Testing
import Trellis
import TrellisAdapter

@Suite("Element kinds under UIKit's names")
@MainActor
struct ElementKindNameTests {
  @Test("section headers and footers take UIKit's names, other kinds keep theirs, both ways")
  func names() {
    let kinds: [ElementKind] = [
      .sectionHeader, .sectionFooter, .collectionHeader, .sectionBackground, .dayHeader,
      .custom("badge"),
    ]
    #expect(
      kinds.map(\.uikitName) == [
        "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
        "collectionHeader", "sectionBackground", "dayHeader", "badge",
      ])
    for kind in kinds { #expect(ElementKind(uikitName: kind.uikitName) == kind) }
    #expect(ElementKind(uikitName: "header") == .sectionHeader)
  }

  @Test("defect 7: every kind a week calendar reports is named back by its UIKit name")
  func weekKinds() throws {
    // LazyCollection registers a view for each kind the first time UIKit asks for one,
    // under the kind's UIKit name: that name must give the same kind back, whatever the
    // layout reports, not only the four kinds of a flow layout.
    var configuration = WeekCalendarLayout.Configuration()
    configuration.currentTime = CalendarTime(day: 1, hour: 10)
    let layout = WeekCalendarLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 800, height: 600)),
      dataSource: DelegatedWeekCalendarSource(
        counts: [3], delegate: DelegatedSourceTests.Meetings()))
    var kinds: Set<ElementKind> = []
    layout.forEachElement { attributes in
      switch attributes.id {
      case .cell: break
      case .supplementary(let kind, _), .decoration(let kind, _): kinds.insert(kind)
      }
    }
    #expect(kinds.isSuperset(of: [.dayHeader, .hourHeader, .hourLine, .currentTime]))
    for kind in kinds { #expect(ElementKind(uikitName: kind.uikitName) == kind) }
    // As UIKit asks for each supplementary view of the layout, its kind is registered
    // before the view is dequeued (UIKit stops the app otherwise), once, under its UIKit
    // name: not only the four kinds of a flow layout.
    var registrations = SupplementaryRegistrations()
    var registered: [String] = []
    var supplementaryKinds: Set<String> = []
    var dequeuedUnregistered: Set<String> = []
    layout.forEachElement { attributes in
      guard case .supplementary(let kind, _) = attributes.id else { return }
      supplementaryKinds.insert(kind.uikitName)
      registrations.registerIfNeeded(kind.uikitName) { registered.append($0) }
      if !registrations.kinds.contains(kind.uikitName) {
        dequeuedUnregistered.insert(kind.uikitName)
      }
    }
    #expect(
      supplementaryKinds.isSuperset(of: [ElementKind.dayHeader, .hourHeader].map(\.uikitName)))
    #expect(dequeuedUnregistered.isEmpty)
    #expect(registered.sorted() == supplementaryKinds.sorted())
  }
}
