/// SHA-256 (FIPS 180-4), for the manifest's checksums of snapshot files.
///
/// The package has no dependencies and Foundation on Linux has no digest API, so the
/// algorithm is here; it is tested against NIST's published vectors.
public struct SHA256: Sendable {
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
    0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
    0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
    0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
    0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
    0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
    0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  // The eight state words as stored properties, not an array: the compression loop keeps them
  // in registers and writes them back once per update.
  private var h0: UInt32 = 0x6a09_e667
  private var h1: UInt32 = 0xbb67_ae85
  private var h2: UInt32 = 0x3c6e_f372
  private var h3: UInt32 = 0xa54f_f53a
  private var h4: UInt32 = 0x510e_527f
  private var h5: UInt32 = 0x9b05_688c
  private var h6: UInt32 = 0x1f83_d9ab
  private var h7: UInt32 = 0x5be0_cd19
  /// The bytes of a partial block.
  private var buffer: [UInt8] = []
  private var length: UInt64 = 0

  public init() {}

  public mutating func update(_ bytes: some Collection<UInt8>) {
    let direct: Void? = bytes.withContiguousStorageIfAvailable {
      update(UnsafeRawBufferPointer($0))
    }
    if direct == nil { Array(bytes).withUnsafeBytes { update($0) } }
  }

  private mutating func update(_ input: UnsafeRawBufferPointer) {
    length &+= UInt64(input.count)
    var input = input[...]
    // Top up a partial block first, then compress whole blocks straight from the input.
    if !buffer.isEmpty {
      let take = min(64 - buffer.count, input.count)
      buffer.append(contentsOf: input.prefix(take))
      input = input.dropFirst(take)
      if buffer.count == 64 {
        buffer.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
        buffer.removeAll(keepingCapacity: true)
      }
    }
    let blocks = input.count / 64
    if blocks > 0 {
      compress(UnsafeRawBufferPointer(rebasing: input).baseAddress!, blocks: blocks)
    }
    buffer.append(contentsOf: input.dropFirst(blocks * 64))
  }

  public mutating func finalize() -> [UInt8] {
    let bitLength = length &* 8
    var tail = buffer
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { compress($0.baseAddress!, blocks: $0.count / 64) }
    buffer = []
    return [h0, h1, h2, h3, h4, h5, h6, h7].flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
    }
  }

  /// The digest of `bytes` as lower-case hex.
  public static func hex(_ bytes: some Collection<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    let digest = hasher.finalize()
    return String(unsafeUninitializedCapacity: 64) { out in
      for (index, byte) in digest.enumerated() {
        out[2 * index] = hexDigits[Int(byte >> 4)]
        out[2 * index + 1] = hexDigits[Int(byte & 0xF)]
      }
      return 64
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value &>> count) | (value &<< (32 &- count))
  }

  /// One round of FIPS 180-4 §6.2.2 step 3, writing its two results where the next round
  /// reads them as `e` and `a`.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
    _ g: UInt32, _ h: inout UInt32, _ constantAndWord: UInt32
  ) {
    let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
    let choice = (e & f) ^ (~e & g)
    let temp1 = h &+ sum1 &+ choice &+ constantAndWord
    let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
    let majority = (a & b) ^ (a & c) ^ (b & c)
    d &+= temp1
    h = temp1 &+ sum0 &+ majority
  }

  /// Compresses `blocks` whole blocks starting at `base` into the state.
  private mutating func compress(_ base: UnsafeRawPointer, blocks: Int) {
    var (s0, s1, s2, s3, s4, s5, s6, s7) = (h0, h1, h2, h3, h4, h5, h6, h7)
    Self.k.withUnsafeBufferPointer { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        for block in 0..<blocks {
          let words = base + block * 64
          for index in 0..<16 {
            w[index] = UInt32(
              bigEndian: words.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
          }
          for index in 16..<64 {
            let x = w[index - 15]
            let y = w[index - 2]
            let sigma0 = Self.rotate(x, 7) ^ Self.rotate(x, 18) ^ (x &>> 3)
            let sigma1 = Self.rotate(y, 17) ^ Self.rotate(y, 19) ^ (y &>> 10)
            w[index] = w[index - 16] &+ sigma0 &+ w[index - 7] &+ sigma1
          }
          var (a, b, c, d, e, f, g, h) = (s0, s1, s2, s3, s4, s5, s6, s7)
          // Eight rounds at a time, the variables taking turns in each role, so that no round
          // moves them along.
          var index = 0
          while index < 64 {
            Self.round(a, b, c, &d, e, f, g, &h, k[index] &+ w[index])
            Self.round(h, a, b, &c, d, e, f, &g, k[index + 1] &+ w[index + 1])
            Self.round(g, h, a, &b, c, d, e, &f, k[index + 2] &+ w[index + 2])
            Self.round(f, g, h, &a, b, c, d, &e, k[index + 3] &+ w[index + 3])
            Self.round(e, f, g, &h, a, b, c, &d, k[index + 4] &+ w[index + 4])
            Self.round(d, e, f, &g, h, a, b, &c, k[index + 5] &+ w[index + 5])
            Self.round(c, d, e, &f, g, h, a, &b, k[index + 6] &+ w[index + 6])
            Self.round(b, c, d, &e, f, g, h, &a, k[index + 7] &+ w[index + 7])
            index += 8
          }
          s0 &+= a
          s1 &+= b
          s2 &+= c
          s3 &+= d
          s4 &+= e
          s5 &+= f
          s6 &+= g
          s7 &+= h
        }
      }
    }
    (h0, h1, h2, h3, h4, h5, h6, h7) = (s0, s1, s2, s3, s4, s5, s6, s7)
  }
}
