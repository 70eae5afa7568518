import SeededRandom
import Summaries
import Testing

@testable import Snapshots

/// A template as a snapshot records it (`SnapshotDocument.recorded(template:)`): its keys'
/// names in catalog order, one space between them, whatever keys the set holds.
@Suite struct TemplateRecordingTests {
  /// Sets of 0 to 40 keys drawn from the whole catalog, the first and last keys included.
  static let sets: [CopyKeySet] = (0..<500).map { seed in
    var random = SeededRandom(seed: UInt64(seed))
    var set = CopyKeySet()
    for _ in 0..<random.int(0...40) { set.insert(random.pick(CopyKey.allCases)) }
    if seed % 7 == 0 { set.insert(CopyKey.allCases[0]) }
    if seed % 5 == 0 { set.insert(CopyKey.allCases[CopyKey.allCases.count - 1]) }
    return set
  }

  @Test func aSetListsItsKeysInCatalogOrder() {
    for set in Self.sets {
      let keys = CopyKey.allCases.filter(set.contains)
      #expect(set.keys == keys)
      #expect(set.count == keys.count)
    }
  }

  @Test func aTemplateIsItsKeysNamesSeparatedBySpaces() {
    for set in Self.sets {
      #expect(
        SnapshotDocument.recorded(template: set)
          == CopyKey.allCases.filter(set.contains).map(\.name).joined(separator: " "))
    }
  }
}
