/// The groups a summary is reviewed in, from its template (the catalog keys it was composed
/// with): one for its sentence, several for its phrases.
///
/// A template names every key of a summary, so at a thousand people there are tens of
/// thousands of them, one for each mix of clauses; nobody can judge those. What a writer or a
/// localizer judges is smaller: the sentence's shape (its leads, day headings and count: "Now:
/// {item}. Today, {date}: {items}. Plus {n} more today and {m} later this week", the
/// structural keys, some sixty shapes), and each phrase a clause says ("overdue since {day}",
/// one key each). Every summary is in one sentence group and in a phrase group per clause key.
public enum TemplateGroups {
  /// The families of keys that shape the sentence rather than a clause.
  static let structural = ["lead.", "heading.", "empty.", "more."]

  /// The sentence group of `template`: its structural keys, separated by spaces, or `-` for a
  /// summary of clauses alone (reminders overdue on a lock-screen widget).
  public static func sentence(of template: String) -> String {
    let keys = template.split(separator: " ").filter(isStructural)
    return keys.isEmpty ? "-" : keys.joined(separator: " ")
  }

  /// The phrase groups of `template`: each of its clause keys.
  public static func phrases(of template: String) -> [String] {
    template.split(separator: " ").filter { !isStructural($0) }.map(String.init)
  }

  /// Every group of `template`, the sentence's first: ``sentence(of:)`` then
  /// ``phrases(of:)``, worked out in one pass over the template's bytes (the review does it for
  /// nearly every entry: a template is one mix of clauses). The keys are split at spaces as
  /// `split(separator: " ")` splits them, empty pieces left out; a space is one byte in UTF-8
  /// and never part of another character, so the pieces are the same.
  public static func all(of template: String) -> [String] {
    var template = template
    return template.withUTF8 { bytes in
      var shape: [UInt8] = []
      var phrases: [String] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
        defer { start = end + 1 }
        guard end > start else { continue }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isStructural(key) {
          if !shape.isEmpty { shape.append(UInt8(ascii: " ")) }
          shape.append(contentsOf: key)
        } else {
          phrases.append(String(decoding: key, as: UTF8.self))
        }
      }
      return [shape.isEmpty ? "-" : String(decoding: shape, as: UTF8.self)] + phrases
    }
  }

  /// The keys of a group, for its pattern: none for `-`.
  public static func keys(of group: String) -> String {
    group == "-" ? "" : group
  }

  static func isStructural(_ key: Substring) -> Bool {
    structural.contains { key.utf8.starts(with: $0.utf8) }
  }

  static func isStructural(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
    structural.contains { key.starts(with: $0.utf8) }
  }
}
