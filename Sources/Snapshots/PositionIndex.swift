/// The positions of the values of an array, filed under a hash the caller computes and found
/// by checking the held value in place.
///
/// `SnapshotTables` looks up every row and action of every entry, some three thousand a
/// person and only a few hundred of them new. A `Dictionary` keyed by the value copies it into
/// a key for each lookup (retaining each of its strings) and hashes it again; this index keeps
/// only positions with the hash each was filed under, and asks for an equality check only when
/// the hashes agree. Open addressing with linear probing, at most half full.
struct PositionIndex {
  private struct Slot {
    var hash: Int
    /// -1 for an empty slot.
    var position: Int
  }

  private var slots = [Slot](repeating: Slot(hash: 0, position: -1), count: 16)
  private(set) var count = 0

  /// The position filed under `hash` whose value `matches`.
  func position(hash: Int, where matches: (Int) -> Bool) -> Int? {
    let mask = slots.count - 1
    var index = hash & mask
    while true {
      let slot = slots[index]
      if slot.position < 0 { return nil }
      if slot.hash == hash, matches(slot.position) { return slot.position }
      index = (index + 1) & mask
    }
  }

  /// Files `position` under `hash`; the caller has found no equal value filed before.
  mutating func insert(_ position: Int, hash: Int) {
    if (count + 1) * 2 > slots.count {
      let old = slots
      slots = [Slot](repeating: Slot(hash: 0, position: -1), count: old.count * 2)
      count = 0
      for slot in old where slot.position >= 0 { insert(slot.position, hash: slot.hash) }
    }
    let mask = slots.count - 1
    var index = hash & mask
    while slots[index].position >= 0 { index = (index + 1) & mask }
    slots[index] = Slot(hash: hash, position: position)
    count += 1
  }
}
