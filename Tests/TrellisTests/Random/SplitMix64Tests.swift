import Testing
import Trellis

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test(
    "draws the reference numbers of Vigna's SplitMix64",
    arguments: [
      (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
      (1_234_567, [0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77]),
    ] as [(UInt64, [UInt64])])
  func referenceNumbers(seed: UInt64, expected: [UInt64]) {
    var random = SplitMix64(seed: seed)
    #expect((0..<3).map { _ in random.next() } == expected)
  }

  @Test("a copy draws what the original draws next, and the original is unchanged by it")
  func copiesAreIndependent() {
    var original = SplitMix64(seed: 99)
    _ = original.next()
    var copy = original
    let fromCopy = (0..<4).map { _ in copy.next() }
    #expect((0..<4).map { _ in original.next() } == fromCopy)
    #expect(copy == original)
  }

  @Test("a shuffle follows from the seed alone")
  func shufflesRepeat() {
    var first = SplitMix64(seed: 7)
    var second = SplitMix64(seed: 7)
    let order = Array(0..<50).shuffled(using: &first)
    #expect(Array(0..<50).shuffled(using: &second) == order)
    #expect(order != Array(0..<50))
  }
}
