import Foundation

/// Transition tables by what they are made from, shared by every task of a run: a table is
/// made once per zone and process, not once per calendar that names the zone.
///
/// At most `limit` tables are kept, so a run over many people holds a bounded number however
/// many distinct zones their files define; a table past the limit is made each time.
final class TableCache<Key: Hashable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var tables: [Key: TransitionTable] = [:]
  private let limit: Int

  init(limit: Int = .max) {
    self.limit = limit
  }

  func table(_ key: Key, make: () -> TransitionTable) -> TransitionTable {
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[key] { return table }
    let table = make()
    if tables.count < limit { tables[key] = table }
    return table
  }
}
