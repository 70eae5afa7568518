import SHAExtensions

/// SHA-256 (FIPS 180-4), for the manifest's checksums of snapshot files.
///
/// The package has no dependencies and Foundation on Linux has no digest API, so the
/// algorithm is here; it is tested against NIST's published vectors. A run hashes every
/// snapshot it writes, so blocks are compressed on the processor's SHA instructions where it
/// has them (`SHAExtensions`, about eight times faster), and elsewhere by a Swift function
/// written for speed: the 64 rounds are spelled out with their constants, and the message
/// schedule lives in sixteen local words that each round's schedule step overwrites, so a
/// block touches no memory but its input.
public struct SHA256: Sendable {
  /// Whether this processor has the SHA instructions.
  static let processorHasExtensions = glance_sha256_blocks_available()

  /// Whether blocks are compressed on the SHA instructions; tests turn it off to hold the two
  /// compression functions against each other.
  var usesExtensions = processorHasExtensions

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
    return hasher.finalizeHex()
  }

  /// The digest of what was hashed so far as lower-case hex: `finalize()` written out, not
  /// hashed again (`SHA256.hex(hash.finalize())` is the digest of the digest).
  public mutating func finalizeHex() -> String {
    let digest = finalize()
    return String(unsafeUninitializedCapacity: 64) { out in
      for (index, byte) in digest.enumerated() {
        out[2 * index] = Self.hexDigits[Int(byte >> 4)]
        out[2 * index + 1] = Self.hexDigits[Int(byte & 0xF)]
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
  ///
  /// `bc` holds `b ^ c` and leaves holding `a ^ b`, the next round's `b ^ c`: the majority
  /// function then costs three operations instead of four. The sums rotate by the differences
  /// of their rotations, which saves copies of `a` and `e`.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
    _ g: UInt32, _ h: inout UInt32, _ bc: inout UInt32, _ constantAndWord: UInt32
  ) {
    let sum1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
    let choice = g ^ (e & (f ^ g))
    let temp1 = h &+ sum1 &+ choice &+ constantAndWord
    let sum0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
    let ab = a ^ b
    let majority = b ^ (ab & bc)
    bc = ab
    d &+= temp1
    h = temp1 &+ sum0 &+ majority
  }

  /// The next word of the message schedule (FIPS 180-4 §6.2.2 step 1) from the words 16, 15,
  /// 7 and 2 places before it.
  @inline(__always)
  private static func schedule(_ w16: UInt32, _ w15: UInt32, _ w7: UInt32, _ w2: UInt32)
    -> UInt32
  {
    let sigma0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 &>> 3)
    let sigma1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 &>> 10)
    return w16 &+ sigma0 &+ w7 &+ sigma1
  }

  /// Compresses `blocks` whole blocks starting at `base` into the state.
  private mutating func compress(_ base: UnsafeRawPointer, blocks: Int) {
    guard usesExtensions else { return compressPortably(base, blocks: blocks) }
    var state = (h0, h1, h2, h3, h4, h5, h6, h7)
    withUnsafeMutableBytes(of: &state) {
      glance_sha256_blocks(
        $0.baseAddress!.assumingMemoryBound(to: UInt32.self),
        base.assumingMemoryBound(to: UInt8.self), blocks)
    }
    (h0, h1, h2, h3, h4, h5, h6, h7) = state
  }

  /// `compress` in Swift, for processors without the SHA instructions.
  private mutating func compressPortably(_ base: UnsafeRawPointer, blocks: Int) {
    var (s0, s1, s2, s3, s4, s5, s6, s7) = (h0, h1, h2, h3, h4, h5, h6, h7)
    for block in 0..<blocks {
      let words = base + block * 64
      func word(_ index: Int) -> UInt32 {
        UInt32(bigEndian: words.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
      }
      var (w0, w1, w2, w3, w4, w5, w6, w7) = (
        word(0), word(1), word(2), word(3), word(4), word(5), word(6), word(7)
      )
      var (w8, w9, w10, w11, w12, w13, w14, w15) = (
        word(8), word(9), word(10), word(11), word(12), word(13), word(14), word(15)
      )
      var (a, b, c, d, e, f, g, h) = (s0, s1, s2, s3, s4, s5, s6, s7)
      var bc = b ^ c
      // Round i uses w(i mod 16), which from round 16 on is first replaced by the schedule's
      // next word; the variables take turns in each role, so no round moves them along.
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0x428a_2f98 &+ w0)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0x7137_4491 &+ w1)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0xb5c0_fbcf &+ w2)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0xe9b5_dba5 &+ w3)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x3956_c25b &+ w4)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0x59f1_11f1 &+ w5)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x923f_82a4 &+ w6)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0xab1c_5ed5 &+ w7)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0xd807_aa98 &+ w8)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0x1283_5b01 &+ w9)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0x2431_85be &+ w10)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0x550c_7dc3 &+ w11)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x72be_5d74 &+ w12)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0x80de_b1fe &+ w13)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x9bdc_06a7 &+ w14)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0xc19b_f174 &+ w15)
      w0 = Self.schedule(w0, w1, w9, w14)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0xe49b_69c1 &+ w0)
      w1 = Self.schedule(w1, w2, w10, w15)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0xefbe_4786 &+ w1)
      w2 = Self.schedule(w2, w3, w11, w0)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0x0fc1_9dc6 &+ w2)
      w3 = Self.schedule(w3, w4, w12, w1)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0x240c_a1cc &+ w3)
      w4 = Self.schedule(w4, w5, w13, w2)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x2de9_2c6f &+ w4)
      w5 = Self.schedule(w5, w6, w14, w3)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0x4a74_84aa &+ w5)
      w6 = Self.schedule(w6, w7, w15, w4)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x5cb0_a9dc &+ w6)
      w7 = Self.schedule(w7, w8, w0, w5)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0x76f9_88da &+ w7)
      w8 = Self.schedule(w8, w9, w1, w6)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0x983e_5152 &+ w8)
      w9 = Self.schedule(w9, w10, w2, w7)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0xa831_c66d &+ w9)
      w10 = Self.schedule(w10, w11, w3, w8)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0xb003_27c8 &+ w10)
      w11 = Self.schedule(w11, w12, w4, w9)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0xbf59_7fc7 &+ w11)
      w12 = Self.schedule(w12, w13, w5, w10)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0xc6e0_0bf3 &+ w12)
      w13 = Self.schedule(w13, w14, w6, w11)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0xd5a7_9147 &+ w13)
      w14 = Self.schedule(w14, w15, w7, w12)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x06ca_6351 &+ w14)
      w15 = Self.schedule(w15, w0, w8, w13)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0x1429_2967 &+ w15)
      w0 = Self.schedule(w0, w1, w9, w14)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0x27b7_0a85 &+ w0)
      w1 = Self.schedule(w1, w2, w10, w15)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0x2e1b_2138 &+ w1)
      w2 = Self.schedule(w2, w3, w11, w0)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0x4d2c_6dfc &+ w2)
      w3 = Self.schedule(w3, w4, w12, w1)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0x5338_0d13 &+ w3)
      w4 = Self.schedule(w4, w5, w13, w2)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x650a_7354 &+ w4)
      w5 = Self.schedule(w5, w6, w14, w3)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0x766a_0abb &+ w5)
      w6 = Self.schedule(w6, w7, w15, w4)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x81c2_c92e &+ w6)
      w7 = Self.schedule(w7, w8, w0, w5)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0x9272_2c85 &+ w7)
      w8 = Self.schedule(w8, w9, w1, w6)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0xa2bf_e8a1 &+ w8)
      w9 = Self.schedule(w9, w10, w2, w7)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0xa81a_664b &+ w9)
      w10 = Self.schedule(w10, w11, w3, w8)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0xc24b_8b70 &+ w10)
      w11 = Self.schedule(w11, w12, w4, w9)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0xc76c_51a3 &+ w11)
      w12 = Self.schedule(w12, w13, w5, w10)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0xd192_e819 &+ w12)
      w13 = Self.schedule(w13, w14, w6, w11)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0xd699_0624 &+ w13)
      w14 = Self.schedule(w14, w15, w7, w12)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0xf40e_3585 &+ w14)
      w15 = Self.schedule(w15, w0, w8, w13)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0x106a_a070 &+ w15)
      w0 = Self.schedule(w0, w1, w9, w14)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0x19a4_c116 &+ w0)
      w1 = Self.schedule(w1, w2, w10, w15)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0x1e37_6c08 &+ w1)
      w2 = Self.schedule(w2, w3, w11, w0)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0x2748_774c &+ w2)
      w3 = Self.schedule(w3, w4, w12, w1)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0x34b0_bcb5 &+ w3)
      w4 = Self.schedule(w4, w5, w13, w2)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x391c_0cb3 &+ w4)
      w5 = Self.schedule(w5, w6, w14, w3)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0x4ed8_aa4a &+ w5)
      w6 = Self.schedule(w6, w7, w15, w4)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0x5b9c_ca4f &+ w6)
      w7 = Self.schedule(w7, w8, w0, w5)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0x682e_6ff3 &+ w7)
      w8 = Self.schedule(w8, w9, w1, w6)
      Self.round(a, b, c, &d, e, f, g, &h, &bc, 0x748f_82ee &+ w8)
      w9 = Self.schedule(w9, w10, w2, w7)
      Self.round(h, a, b, &c, d, e, f, &g, &bc, 0x78a5_636f &+ w9)
      w10 = Self.schedule(w10, w11, w3, w8)
      Self.round(g, h, a, &b, c, d, e, &f, &bc, 0x84c8_7814 &+ w10)
      w11 = Self.schedule(w11, w12, w4, w9)
      Self.round(f, g, h, &a, b, c, d, &e, &bc, 0x8cc7_0208 &+ w11)
      w12 = Self.schedule(w12, w13, w5, w10)
      Self.round(e, f, g, &h, a, b, c, &d, &bc, 0x90be_fffa &+ w12)
      w13 = Self.schedule(w13, w14, w6, w11)
      Self.round(d, e, f, &g, h, a, b, &c, &bc, 0xa450_6ceb &+ w13)
      w14 = Self.schedule(w14, w15, w7, w12)
      Self.round(c, d, e, &f, g, h, a, &b, &bc, 0xbef9_a3f7 &+ w14)
      w15 = Self.schedule(w15, w0, w8, w13)
      Self.round(b, c, d, &e, f, g, h, &a, &bc, 0xc671_78f2 &+ w15)
      s0 &+= a
      s1 &+= b
      s2 &+= c
      s3 &+= d
      s4 &+= e
      s5 &+= f
      s6 &+= g
      s7 &+= h
    }
    (h0, h1, h2, h3, h4, h5, h6, h7) = (s0, s1, s2, s3, s4, s5, s6, s7)
  }
}
