import PropertyBased
import Testing
@_spi(Testing) import Trellis

/// A chunked array holds the same elements as a flat one through appends, runs copied
/// from another chunked array, removals and writes, and a copy keeps its own elements.
@Suite("Chunked array")
struct ChunkedArrayTests {
  /// The numbers `range` in chunks of 4.
  static func numbers(_ range: Range<Int>) -> ChunkedArray<Int> {
    var array = ChunkedArray<Int>(chunkShift: 2)
    for number in range { array.append(number) }
    return array
  }

  @Test("a run copied at the same place within a chunk, or another, keeps its elements")
  func runs() {
    let source = Self.numbers(0..<30)
    // 4 elements, then 8..<20: both at the start of a chunk, whole chunks shared.
    var aligned = Self.numbers(100..<104)
    aligned.append(contentsOf: source, 8..<20)
    #expect(Array(aligned) == Array(100..<104) + Array(8..<20))
    // 3 elements, then 9..<22: positions 3 and 1 within a chunk, copied one by one.
    var shifted = Self.numbers(100..<103)
    shifted.append(contentsOf: source, 9..<22)
    #expect(Array(shifted) == Array(100..<103) + Array(9..<22))
    #expect(Array(source) == Array(0..<30))
  }

  @Test("removing the last elements and appending again leaves a copy as it was")
  func removeLast() {
    let original = Self.numbers(0..<13)
    var copy = original
    copy.removeLast(6)
    #expect(Array(copy) == Array(0..<7))
    copy.append(99)
    copy[0] = -1
    #expect(Array(copy) == [-1, 1, 2, 3, 4, 5, 6, 99])
    #expect(Array(original) == Array(0..<13))
    copy.removeLast(copy.count)
    #expect(copy.isEmpty)
    copy.append(7)
    #expect(Array(copy) == [7])
  }

  @Test("random appends, runs, removals and writes agree with an array, and copies stay put")
  func agreesWithArray() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000).array(of: 1...60)) { codes in
      var chunked = ChunkedArray<Int>(chunkShift: 2)
      var model: [Int] = []
      var copies: [(ChunkedArray<Int>, [Int])] = []
      for code in codes {
        switch code % 5 {
        case 0, 1:
          chunked.append(code)
          model.append(code)
        case 2:
          let source = copies.last ?? (chunked, model)
          let start = source.1.isEmpty ? 0 : code % source.1.count
          let end = start + (source.1.isEmpty ? 0 : code % (source.1.count - start + 1))
          chunked.append(contentsOf: source.0, start..<end)
          model += source.1[start..<end]
        case 3:
          let k = model.isEmpty ? 0 : code % (model.count + 1)
          chunked.removeLast(k)
          model.removeLast(k)
        default:
          if !model.isEmpty {
            chunked[code % model.count] = -code
            model[code % model.count] = -code
          }
        }
        if code % 7 == 0 { copies.append((chunked, model)) }
        #expect(Array(chunked) == model)
      }
      for (copy, elements) in copies { #expect(Array(copy) == elements) }
    }
  }
}
