import Foundation
import JSON
import SeededRandom
import Testing

@testable import Snapshots

/// The byte reader of the second schema gives exactly the document the JSON reader gives, or
/// declines; it never accepts what the JSON reader rejects.
@Suite struct SnapshotDocumentBytesTests {
  static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GlanceTests/__Snapshots__/nightly")

  /// The document through `JSONReader`, or `nil` where it reports an error.
  static func throughJSON(_ bytes: [UInt8]) -> SnapshotDocument? {
    guard let json = try? JSONReader().read(bytes) else { return nil }
    return try? SnapshotDocument(json: json, file: "s.json")
  }

  static func direct(_ bytes: [UInt8]) -> SnapshotDocument? {
    bytes.withUnsafeBufferPointer { SnapshotDocument(secondSchema: $0) }
  }

  @Test func everyReferenceSnapshotReadsAsTheJSONReaderReadsIt() throws {
    let files = FileManager.default.enumerator(at: Self.reference, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter {
        $0.pathExtension == "json"
          && $0.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().standardizedFileURL == Self.reference.standardizedFileURL
      }
    #expect(files.count > 20)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      let direct = try #require(Self.direct(bytes), "\(file.lastPathComponent) declined")
      #expect(direct == Self.throughJSON(bytes), "\(file.path)")
      #expect(direct.encoded() == bytes, "\(file.path)")
    }
  }

  /// Written compactly, with its keys in reverse order and escapes in its strings, a snapshot
  /// is still the same document: the reader follows JSON, not one writer's layout.
  @Test func layoutKeyOrderAndEscapesDoNotMatter() throws {
    let bytes = SnapshotDocumentTests.sample.encoded()
    let json = try JSONReader().read(bytes)
    func reversed(_ value: JSONValue) -> JSONValue {
      switch value {
      case .object(let members): .object(members.reversed().map { ($0.key, reversed($0.value)) })
      case .array(let items): .array(items.map(reversed))
      default: value
      }
    }
    let compact = Array(CanonicalJSONWriter.compact(reversed(json)).utf8)
    #expect(compact.count < bytes.count && compact.first == UInt8(ascii: "{"))
    #expect(Self.direct(compact) == SnapshotDocumentTests.sample)
    let escaped = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"student\"", with: "\"stu\\u0064ent\\n\\\"\\/\"")
    #expect(Self.direct(Array(escaped.utf8))?.source == "student\n\"/")
    #expect(Self.direct(Array(escaped.utf8)) == Self.throughJSON(Array(escaped.utf8)))
  }

  /// Thousands of small corruptions of a real snapshot: whatever the byte reader accepts, the
  /// JSON reader accepts as the same document; the rest it declines, to be reported by the JSON
  /// reader.
  @Test func whatItAcceptsTheJSONReaderAcceptsAsTheSame() throws {
    let original = try [UInt8](
      Data(contentsOf: SnapshotDocumentTests.fixtures.appendingPathComponent("second-schema.json")))
    let pieces: [[UInt8]] =
      [
        "\"", ",", ":", "{", "}", "[", "]", " ", "\\", "\\u00e9", "0", "1", "-", ".", "e", "null",
        "true", "\"x\"", "1.5", "01", "99", "\u{1}", "\u{E9}", "Z", "T",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3]]
    var random = SeededRandom(seed: 18)
    var accepted = 0
    var declined = 0
    for _ in 0..<4_000 {
      var bytes = original
      for _ in 0..<random.int(1...2) {
        let at = random.int(0...(bytes.count - 1))
        switch random.int(0...2) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(contentsOf: random.pick(pieces), at: at)
        default: bytes[at] = random.pick(pieces)[0]
        }
      }
      guard let direct = Self.direct(bytes) else {
        declined += 1
        continue
      }
      accepted += 1
      let expected = Self.throughJSON(bytes)
      #expect(direct == expected, "\(String(decoding: bytes, as: UTF8.self))")
    }
    // Both kinds occur: changes inside strings and whitespace are read, broken JSON is not.
    #expect(accepted > 100)
    #expect(declined > 1_000)
  }
}
