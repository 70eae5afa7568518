/// Counts in messages, with the noun in the number it takes: "1 file", "2 files".
///
/// The command line speaks English only, so the plural is the noun with -s unless it is given.
enum Plural {
  /// `1 shard`, `0 shards`, `2 entries` (with `plural: "entries"`).
  static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
    "\(value) \(value == 1 ? noun : plural ?? noun + "s")"
  }

  /// The verb agreeing with `value`: "1 file differs", "2 files differ".
  static func agreeing(_ value: Int, _ singular: String, _ plural: String) -> String {
    value == 1 ? singular : plural
  }
}
