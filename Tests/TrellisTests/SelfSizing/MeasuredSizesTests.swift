import PropertyBased
import Testing
import Trellis
import TrellisTestSupport

@Suite("Measured sizes: copies that share their blocks")
struct MeasuredSizesTests {
  static func cell(_ item: Int, _ section: Int = 0) -> ElementID {
    .cell(IndexPath(item: item, section: section))
  }

  static func size(_ height: Double) -> Size { Size(width: 100, height: height) }

  @Test("a size recorded in a copy leaves the original as it was, in any block")
  func copiesAreIndependent() {
    var original = MeasuredSizes()
    // Items 1023 and 1024 sit on either side of a block boundary; 5000 is far after.
    for (item, height) in [(1023, 10.0), (1024, 20), (5000, 30)] {
      original.record(Self.size(height), fitting: Self.size(height), for: Self.cell(item))
    }
    var copy = original
    copy.record(Self.size(99), fitting: Self.size(99), for: Self.cell(1024))
    copy.record(Self.size(7), fitting: Self.size(7), for: Self.cell(3, 1))
    #expect(original.size(for: Self.cell(1024)) == Self.size(20))
    #expect(original.size(for: Self.cell(3, 1)) == nil)
    #expect(original.count == 3)
    #expect(copy.size(for: Self.cell(1024)) == Self.size(99))
    #expect(copy.size(for: Self.cell(1023)) == Self.size(10))
    #expect(copy.count == 4)
  }

  @Test("a move across blocks shifts the items between it")
  func moveAcrossBlocks() {
    var sizes = MeasuredSizes()
    for (item, height) in [(1023, 10.0), (1024, 20), (5000, 30)] {
      sizes.record(Self.size(height), fitting: Self.size(height), for: Self.cell(item))
    }
    sizes.moveItem(at: IndexPath(item: 1023, section: 0), to: IndexPath(item: 5000, section: 0))
    // Items 1024...5000 move up one place; the moved item takes place 5000.
    #expect(sizes.size(for: Self.cell(1023)) == Self.size(20))
    #expect(sizes.size(for: Self.cell(1024)) == nil)
    #expect(sizes.size(for: Self.cell(4999)) == Self.size(30))
    #expect(sizes.size(for: Self.cell(5000)) == Self.size(10))
    #expect(sizes.count == 3)
  }

  /// One step of the property below: record a size, or move an item.
  enum Step {
    case record(IndexPath, height: Double)
    case move(IndexPath, to: IndexPath)
  }

  @Test("recordings and moves agree with a dictionary, and copies never change")
  func agreesWithADictionary() async {
    let scenario = zip(Gen.int(in: 0...1_000_000), Gen.int(in: 1...60))
    await propertyCheck(count: 150, input: scenario) { seed, stepCount in
      var random = SplitMix64(seed: UInt64(seed))
      let indexPath = { (random: inout SplitMix64) in
        IndexPath(item: Int(random.next() % 3_000), section: Int(random.next() % 2))
      }
      var sizes = MeasuredSizes()
      var model: [IndexPath: Double] = [:]
      var copies: [(MeasuredSizes, [IndexPath: Double])] = []
      for _ in 0..<stepCount {
        let step: Step =
          random.chance(0.7)
          ? .record(indexPath(&random), height: Double(1 + random.next() % 200))
          : .move(indexPath(&random), to: indexPath(&random))
        switch step {
        case .record(let at, let height):
          sizes.record(Self.size(height), fitting: Self.size(height), for: .cell(at))
          model[at] = height
        case .move(let source, let destination):
          sizes.moveItem(at: source, to: destination)
          model = Self.moving(model, at: source, to: destination)
        }
        if random.chance(0.3) { copies.append((sizes, model)) }
      }
      #expect(sizes.count == model.count)
      for (copy, copiedModel) in copies + [(sizes, model)] {
        for (at, height) in copiedModel {
          #expect(copy.size(for: .cell(at)) == Self.size(height))
        }
        // Built in one go from what the model holds, the sizes are equal: no empty
        // block or section is left behind.
        var fresh = MeasuredSizes()
        for (at, height) in copiedModel {
          fresh.record(Self.size(height), fitting: Self.size(height), for: .cell(at))
        }
        #expect(copy == fresh)
      }
    }
  }

  /// `model` after a move of the item at `source` to `destination`, as
  /// ``MeasuredSizes/moveItem(at:to:)`` documents it.
  static func moving(_ model: [IndexPath: Double], at source: IndexPath, to destination: IndexPath)
    -> [IndexPath: Double]
  {
    var model = model
    let moved = model.removeValue(forKey: source)
    model = Dictionary(
      uniqueKeysWithValues: model.map { at, height in
        var at = at
        if at.section == source.section && at.item > source.item { at.item -= 1 }
        if at.section == destination.section && at.item >= destination.item { at.item += 1 }
        return (at, height)
      })
    model[destination] = moved
    return model
  }
}
