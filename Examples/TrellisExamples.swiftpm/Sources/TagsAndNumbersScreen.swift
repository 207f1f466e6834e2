import SwiftUI
import Trellis
import TrellisSwiftUI
import TrellisUIKit

/// A SwiftUI screen: a few tags wrapped in lines by a flow stack, above a hundred
/// thousand numbers in a lazy Trellis grid that creates only the visible cells.
struct TagsAndNumbersScreen: View {
  let tags = ["Swift", "UIKit", "SwiftUI", "Layout", "Collections", "iOS", "Linux", "WebAssembly"]
  @State var numbers = Array(0..<100_000)
  @State var selected: Set<Int> = []

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      FlowStack(spacing: 8, lineSpacing: 8) {
        ForEach(tags, id: \.self) { tag in
          Text(tag).padding(.horizontal, 10).padding(.vertical, 4)
            .background(Color.accentColor.opacity(0.15), in: Capsule())
        }
      }
      .padding(.horizontal)
      Button("Shuffle the first twenty") {
        withAnimation { numbers.replaceSubrange(0..<20, with: numbers[0..<20].shuffled()) }
      }
      .padding(.horizontal)
      LazyCollection(numbers, id: \.self, layout: .flow(grid)) { number in
        Text("\(number)").frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(
            selected.contains(number) ? Color.accentColor.opacity(0.5) : Color.orange.opacity(0.3),
            in: RoundedRectangle(cornerRadius: 8))
      }
      .itemSize { _ in CGSize(width: 72, height: 72) }
      .selection($selected)
    }
  }

  var grid: FlowLayout.Configuration {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 6
    configuration.minimumInteritemSpacing = 6
    configuration.sectionInset = EdgeInsets(all: 8)
    return configuration
  }
}
