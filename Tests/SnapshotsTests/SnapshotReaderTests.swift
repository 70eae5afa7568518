import Foundation
import JSON
import SeededRandom
import Testing

@testable import Snapshots

/// The one snapshot reader follows JSON, not one writer's layout, and every file it does not
/// read gets an error that names the file, the path and the value.
@Suite struct SnapshotReaderTests {
  static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GlanceTests/__Snapshots__/nightly")

  static func read(_ bytes: [UInt8]) -> Result<SnapshotDocument, SnapshotDocument.DecodingError> {
    do throws(SnapshotDocument.DecodingError) {
      return .success(try SnapshotDocument(bytes: bytes, file: "s.json"))
    } catch {
      return .failure(error)
    }
  }

  @Test func everyReferenceSnapshotReadsAndWritesBackTheSameBytes() throws {
    let files = FileManager.default.enumerator(at: Self.reference, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter {
        $0.pathExtension == "json"
          && $0.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().standardizedFileURL == Self.reference.standardizedFileURL
      }
    #expect(files.count > 20)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      let document = try SnapshotDocument(bytes: bytes, file: file.lastPathComponent)
      #expect(document.encoded() == bytes, "\(file.path)")
    }
  }

  /// Written compactly, with its keys in reverse order and escapes in its strings, a snapshot
  /// is still the same document.
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
    #expect(try Self.read(compact).get() == SnapshotDocumentTests.sample)
    let escaped = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"student\"", with: "\"stu\\u0064ent\\n\\\"\\/\"")
      .replacingOccurrences(of: "\"capacity\"", with: "\"c\\u0061pacity\"")
    #expect(try Self.read(Array(escaped.utf8)).get().source == "student\n\"/")
  }

  /// Thousands of small corruptions of a real snapshot: what the reader accepts is JSON and the
  /// same document however that JSON is laid out; what it rejects is reported as not JSON
  /// exactly when the JSON reader rejects it, and otherwise at a path in the file.
  @Test func whatItAcceptsIsJSONAndWhatItRejectsIsReportedWhere() throws {
    let original = try [UInt8](
      Data(contentsOf: SnapshotDocumentTests.fixtures.appendingPathComponent("second-schema.json")))
    let pieces: [[UInt8]] =
      [
        "\"", ",", ":", "{", "}", "[", "]", " ", "\\", "\\u00e9", "0", "1", "-", ".", "e", "null",
        "true", "\"x\"", "1.5", "01", "99", "\u{1}", "\u{E9}", "Z", "T",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3]]
    var random = SeededRandom(seed: 18)
    var accepted = 0
    var rejected = 0
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
      let tree = try? JSONReader().read(bytes)
      switch Self.read(bytes) {
      case .success(let document):
        accepted += 1
        let relaid = try #require(tree.map { Array(CanonicalJSONWriter.compact($0).utf8) })
        #expect(try Self.read(relaid).get() == document)
      case .failure(let error):
        rejected += 1
        #expect(error.file == "s.json")
        if tree == nil {
          #expect(error.path == nil && error.message.hasPrefix("not valid JSON: "))
        } else {
          #expect(error.path?.hasPrefix("$") == true, "\(error)")
          #expect(!error.message.contains("not valid JSON"), "\(error)")
        }
      }
    }
    // Both kinds occur: changes inside strings and whitespace are read, broken JSON is not.
    #expect(accepted > 100)
    #expect(rejected > 1_000)
  }

  @Test func anErrorInAFirstSchemaFileNamesItsPath() throws {
    let text = String(decoding: SnapshotDocumentTests.sample.firstSchemaEncoded(), as: UTF8.self)
    let broken = text.replacingOccurrences(of: "\"state\": \"allDay\"", with: "\"state\": \"nap\"")
    #expect(broken != text)
    switch Self.read(Array(broken.utf8)) {
    case .success: Issue.record("read a broken first-schema file")
    case .failure(let error):
      #expect(
        error.description
          == "s.json: $.entries[0].items[1].state: invalid value 'nap', expected inProgress, allDay, overdue, dueNow, upcoming"
      )
    }
  }
}
