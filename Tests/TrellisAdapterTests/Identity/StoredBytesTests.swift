import PropertyBased
import Testing
import TrellisAdapter

/// Three bytes, stored in three bytes without padding: elements that straddle the
/// eight-byte words the comparison reads.
private struct Triple: Equatable {
  var a: UInt8
  var b: UInt8
  var c: UInt8
}

/// The indices at which two arrays differ, by `!=`: what the byte comparison must find
/// for elements without padding, whose equal values are stored alike.
private func naiveDifferences<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [Int] {
  a.indices.filter { a[$0] != b[$0] }
}

@Suite("Arrays compared by their stored bytes")
struct StoredBytesTests {
  @Test("the indices of the elements stored differently, across block boundaries")
  func handComputed() {
    let ints = Array(0..<100)
    var changed = ints
    // Eight-byte elements come in blocks of 32: 31 and 32 lie in different blocks.
    for index in [0, 31, 32, 99] { changed[index] = -1 }
    #expect(changed.indicesStoredDifferently(from: ints) == [0, 31, 32, 99])
    #expect(ints.indicesStoredDifferently(from: changed) == [0, 31, 32, 99])
    var triples = (0..<10).map { Triple(a: UInt8($0), b: 0, c: 0) }
    let before = triples
    triples[3].c = 9
    triples[9].b = 1
    #expect(triples.indicesStoredDifferently(from: before) == [3, 9])
    #expect([Int]().indicesStoredDifferently(from: []) == [])
  }

  @Test("an array and a copy of it that shares its storage differ nowhere")
  func sharedStorage() {
    let strings = (0..<50).map { String(repeating: "x", count: 40) + "\($0)" }
    let copy = strings
    #expect(copy.indicesStoredDifferently(from: strings) == [])
    var edited = strings
    edited[7] += "!"
    #expect(edited.indicesStoredDifferently(from: strings) == [7])
  }

  @Test("for elements without padding, the differences are exactly those of ==")
  func matchesEquality() async {
    // A code of 0 changes the element at its index; any other code keeps it.
    await propertyCheck(count: 200, input: Gen.int(in: 0...3).array(of: 0...700)) { codes in
      let before = codes.indices.map { $0 % 256 }
      let after = codes.indices.map { codes[$0] == 0 ? ($0 + 1) % 256 : $0 % 256 }
      let bytes = before.map { UInt8($0) }
      let changedBytes = after.map { UInt8($0) }
      #expect(
        changedBytes.indicesStoredDifferently(from: bytes)
          == naiveDifferences(changedBytes, bytes))
      #expect(after.indicesStoredDifferently(from: before) == naiveDifferences(after, before))
      let triples = before.map { Triple(a: 1, b: UInt8($0), c: 2) }
      let changedTriples = after.map { Triple(a: 1, b: UInt8($0), c: 2) }
      #expect(
        changedTriples.indicesStoredDifferently(from: triples)
          == naiveDifferences(changedTriples, triples))
    }
  }
}
