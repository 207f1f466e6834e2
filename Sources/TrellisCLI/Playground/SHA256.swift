/// The SHA-256 digest of FIPS 180-4, for fingerprinting the sources the committed
/// WebAssembly module was built from: the same value `sha256sum` prints, so that the
/// scripts and `trellis playground` agree on it without a cryptography library.
struct SHA256 {
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]
  /// The message schedule, reused for every block.
  private var words = [UInt32](repeating: 0, count: 64)
  /// Bytes that do not yet fill a 64-byte block.
  private var pending: [UInt8] = []
  /// How many bytes were added in all.
  private var length: UInt64 = 0

  /// A digest of nothing yet.
  init() {
    pending.reserveCapacity(64)
  }

  /// The digest of `bytes`, as 64 lower-case hexadecimal digits.
  static func hexDigest(of bytes: [UInt8]) -> String {
    var digest = SHA256()
    digest.add(bytes)
    return digest.finish()
  }

  /// Adds `bytes` to the message.
  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { add($0) }
  }

  /// Adds the UTF-8 bytes of `text` to the message.
  mutating func add(_ text: String) {
    add(Array(text.utf8))
  }

  /// Adds `bytes` to the message.
  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var start = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      start = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress(UnsafeRawBufferPointer(rebasing: $0[0..<64])) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - start >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: bytes[start..<start + 64]))
      start += 64
    }
    pending.append(contentsOf: bytes[start...])
  }

  /// Pads the message and returns its digest as 64 lower-case hexadecimal digits.
  consuming func finish() -> String {
    let bits = length &* 8
    var tail = pending + [0x80]
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    tail.withUnsafeBytes { tail in
      for start in stride(from: 0, to: tail.count, by: 64) {
        compress(UnsafeRawBufferPointer(rebasing: tail[start..<start + 64]))
      }
    }
    return state.map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }.joined()
  }

  /// Mixes one 64-byte block into the state.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    words.withUnsafeMutableBufferPointer { words in
      for index in 0..<16 {
        let offset = index * 4
        words[index] =
          UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
          | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
      }
      for index in 16..<64 {
        let early = words[index - 15]
        let late = words[index - 2]
        let s0 = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
        let s1 = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      state.withUnsafeMutableBufferPointer { state in
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        Self.roundConstants.withUnsafeBufferPointer { constants in
          for index in 0..<64 {
            let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ constants[index] &+ words[index]
            let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ s0 &+ majority
          }
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
      }
    }
  }
}
