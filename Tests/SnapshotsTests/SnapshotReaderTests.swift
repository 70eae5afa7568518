import SeededRandom
import Testing

@testable import Snapshots

@Suite struct SnapshotReaderTests {
  /// A plain string read eight bytes at a time ends where reading byte by byte ends it: at
  /// its closing quote, or nowhere when a backslash or a control character comes first.
  @Test func plainStringsEndWhereBytesSayTheyEnd() {
    var random = SeededRandom(seed: 45)
    let alphabet: [UInt8] =
      Array("abc 9:é".utf8) + [0x22, 0x5C, 0x0A, 0x1F, 0x20, 0x7F, 0xE3, 0x81]
    for _ in 0..<20_000 {
      let body = (0..<random.int(0...40)).map { _ in
        random.int(0...9) < 8 ? UInt8(ascii: "x") : random.pick(alphabet)
      }
      let text: [UInt8] = [0x22] + body + (random.int(0...1) == 0 ? [0x22] : [])
      let expected: Int? = {
        for (offset, byte) in body.enumerated() {
          if byte == 0x22 { return offset }
          if byte == 0x5C || byte < 0x20 { return nil }
        }
        return text.count > body.count + 1 ? body.count : nil
      }()
      text.withUnsafeBufferPointer { buffer in
        var reader = SnapshotReader(bytes: buffer)
        #expect(reader.plainString()?.count == expected, "\(text)")
      }
    }
  }
}
