/// One thing a report says once, and everywhere it occurs: a lint finding repeated entry after
/// entry, or the same change to a sentence in many entries of a diff.
///
/// A timeline repeats its sentences, so a report that said each occurrence apart would bury
/// one change under hundreds of copies of it; CI services show only the first annotations of a
/// step. `glance lint` and `glance diff` both group what they report this way and say "same
/// finding in 11 entries" or "same change in 11 entries" where one group stands for many.
public struct Recurrence<Element: Sendable>: Sendable {
  /// The first occurrence, in reporting order.
  public var first: Element { all[0] }
  /// Every occurrence, the first included, in reporting order; never empty.
  public private(set) var all: [Element]

  init(_ first: Element) {
    all = [first]
  }

  /// `elements` grouped by `key`, each group in the order its first element came, its
  /// elements in their order.
  public static func grouped<Key: Hashable>(
    _ elements: some Sequence<Element>, by key: (Element) -> Key
  ) -> [Recurrence] {
    var index: [Key: Int] = [:]
    var groups: [Recurrence] = []
    for element in elements {
      let found = key(element)
      if let position = index[found] {
        groups[position].all.append(element)
      } else {
        index[found] = groups.count
        groups.append(Recurrence(element))
      }
    }
    return groups
  }

  /// "", or " (same finding in 11 entries)" with `noun` "finding"; `places` says over what
  /// else the entries are spread, as in " (same change in 11 entries of 3 snapshots)".
  public func note(_ noun: String, places: String? = nil) -> String {
    guard all.count > 1 else { return "" }
    return " (same \(noun) in \(all.count) entries\(places.map { " of \($0)" } ?? ""))"
  }
}
