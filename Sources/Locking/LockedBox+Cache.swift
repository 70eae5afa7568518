extension LockedBox {
  /// The value kept for `key`, made by `make` the first time it is asked for: a cache that many
  /// threads share.
  ///
  /// `make` runs outside the lock, so a slow one (a formatter, a table) never holds up the
  /// threads that only read; when two threads make the same value at once, both get the one kept
  /// first. At most `limit` values are kept, so a cache fed by input (a fuzzer's endless new
  /// keys) stays bounded: past it, a value is made each time it is asked for.
  @inlinable
  public func value<Key: Hashable, Element>(
    for key: Key, limit: Int = .max, make: () throws -> Element
  ) rethrows -> Element where Value == [Key: Element] {
    if let known = withLockedValue({ $0[key] }) { return known }
    let made = try make()
    return withLockedValue { cache in
      if let known = cache[key] { return known }
      if cache.count < limit { cache[key] = made }
      return made
    }
  }
}
