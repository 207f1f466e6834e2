import SwiftUI
import Trellis
import TrellisSwiftUI

/// A SwiftUI screen: the same notes in five Trellis layouts, picked with a segmented
/// control, with a selection and a scroll position that the screen reads and sets; a
/// long press reorders the notes, or, in the week, moves a note to another day and time.
struct SwiftUILayoutsScreen: View {
  /// A note: its identity, what it says, and when it is on the calendar.
  struct Note: Identifiable, Equatable {
    var id: Int
    var title: String
    var height: CGFloat
    var day: Int
    var hour: Double
  }

  enum Kind: String, CaseIterable, Identifiable {
    case waterfall = "Waterfall"
    case carousel = "Carousel"
    case week = "Week"
    case shelves = "Shelves"
    case list = "List"
    var id: Self { self }
  }

  @State var kind = Kind.waterfall
  @State var notes = (0..<500).map { index in
    Note(
      id: index, title: "Note \(index)", height: CGFloat(60 + (index * 37) % 120),
      day: index % 7, hour: Double(8 + (index * 5) % 10))
  }
  @State var selected: Int?
  @State var position: Int?

  var body: some View {
    VStack(spacing: 8) {
      Picker("Layout", selection: $kind) {
        ForEach(Kind.allCases) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)
      HStack {
        Text(position.map { "Showing note \($0)" } ?? "Scroll the notes")
        Spacer()
        Button("Back to the top") { position = notes.first?.id }
        Button("Rename") {
          if let selected, let index = notes.firstIndex(where: { $0.id == selected }) {
            withAnimation { notes[index].title += " ✓" }
          }
        }
        .disabled(selected == nil)
      }
      .font(.footnote)
      .padding(.horizontal)
      LazyCollection(notes, layout: layout) { note in
        Text(note.title)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(
            note.id == selected ? Color.accentColor.opacity(0.5) : Color.yellow.opacity(0.3),
            in: RoundedRectangle(cornerRadius: 10))
      }
      .itemSize { note in CGSize(width: 160, height: note.height) }
      .calendarEvent { note in
        CalendarEvent(day: note.day, start: note.hour, end: note.hour + 1)
      }
      .onEventMove { id, event in
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].day = event.day
        notes[index].hour = event.start
      }
      .selection($selected)
      .scrollPosition(id: $position)
      .onMove { id, destination in
        guard let from = notes.firstIndex(where: { $0.id == id }) else { return }
        let note = notes.remove(at: from)
        notes.insert(note, at: min(destination.item, notes.count))
      }
      .contextMenu { note in
        [
          CollectionMenuAction("Delete", systemImage: "trash", isDestructive: true) {
            withAnimation { notes.removeAll { $0.id == note.id } }
          }
        ]
      }
      // In the list, a row swipes left for Delete and Pin, right for Done.
      .swipeActions(edge: .trailing) { note in
        [
          CollectionSwipeAction("Delete", systemImage: "trash", isDestructive: true) {
            withAnimation { notes.removeAll { $0.id == note.id } }
          },
          CollectionSwipeAction("Pin", systemImage: "pin", tint: .orange) {
            guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
            withAnimation { notes.insert(notes.remove(at: index), at: 0) }
          },
        ]
      }
      .swipeActions(edge: .leading) { note in
        [
          CollectionSwipeAction("Done", systemImage: "checkmark", tint: .green) {
            guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
            withAnimation { notes[index].title += " ✓" }
          }
        ]
      }
      .refreshable {
        notes = notes.map { note in
          var note = note
          note.height = CGFloat(60 + (note.id * 53 + Int(note.height)) % 120)
          return note
        }
      }
      // The layout is made once per collection view: a new kind makes a new one.
      .id(kind)
    }
  }

  var layout: LazyCollectionLayout {
    switch kind {
    case .waterfall:
      return .waterfall(columns: 2)
    case .list:
      return .list(using: ListConfiguration(appearance: .insetGrouped))
    case .carousel:
      return .carousel()
    case .week:
      return .weekCalendar()
    case .shelves:
      let card = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
        subitems: [.item(card)])
      var section = LayoutSection(group: group, interGroupSpacing: 10)
      section.orthogonalScrollingBehavior = .continuous
      return .compositional(section: section)
    }
  }
}
