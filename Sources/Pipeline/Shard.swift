/// One of `count` disjoint parts of the sources, for running a pipeline on several machines.
///
/// A source belongs to shard `k` when a stable hash of its id (FNV-1a, 64 bits, of its UTF-8
/// bytes) modulo `count` is `k - 1`: the same on every machine and run, so each machine of an
/// Indexed Job or CI matrix takes its part and the parts never overlap.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  public var count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `k/n`, such as `2/4`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  public func contains(_ sourceID: String) -> Bool {
    Int(Self.hash(sourceID) % UInt64(count)) == index - 1
  }

  public static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The suffix of a shard's manifest and diagnostics files: `shard-2-of-4`.
  public var fileTag: String { "shard-\(index)-of-\(count)" }

  /// `manifest.shard-2-of-4.json` for `manifest`.
  public func fileName(_ stem: String) -> String { "\(stem).\(fileTag).json" }

  /// The shard whose file of `stem` is `name`: 2/4 for `manifest.shard-2-of-4.json`.
  public init?(fileName name: String, stem: String) {
    let prefix = "\(stem).shard-"
    guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
    let tag = name.dropFirst(prefix.count).dropLast(".json".count)
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "of", let index = Int(parts[0]), let count = Int(parts[2]),
      String(index) == parts[0], String(count) == parts[2]
    else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether a path of an output folder is one of this shard's snapshots: its first component
  /// is a source of the shard.
  public func owns(snapshotPath path: String) -> Bool {
    guard let slash = path.firstIndex(of: "/") else { return false }
    return contains(String(path[..<slash]))
  }
}
