import Foundation
import Locking

/// The offset rules of one time zone: how to turn wall-clock times into instants and back.
///
/// Two kinds: a fixed offset, and a table of transitions, built from a calendar's own
/// VTIMEZONE or from Foundation's tz data for an IANA zone (``system(_:)``). Both convert local
/// times with the rules of RFC 5545 §3.3.5: a time in a gap (spring forward) moves forward by
/// the length of the gap, and an ambiguous time (fall back) takes its first occurrence.
public enum ZoneRules: Sendable, Hashable {
  case fixed(offset: Int)
  case table(TransitionTable)

  public static let utc = ZoneRules.fixed(offset: 0)

  /// An IANA zone's rules from Foundation's tz data, as a table built once per zone.
  ///
  /// Asking Foundation for every offset goes through ICU behind a lock: a third of the time of
  /// a pipeline run at two jobs was spent there before zones became tables.
  public static func system(_ zone: TimeZone) -> ZoneRules {
    .table(TransitionTable.system(zone))
  }

  /// Seconds east of UTC at `instant` (seconds since 1970).
  @inline(__always)
  public func offset(atInstant instant: Int64) -> Int {
    switch self {
    case .fixed(let offset): offset
    case .table(let table): table.offset(atInstant: instant)
    }
  }

  /// The instant of a wall-clock time, by RFC 5545 §3.3.5.
  ///
  /// Offsets are sampled a day before and after: around a transition they differ, and each
  /// candidate instant is kept only if the zone agrees with the offset that produced it. Two
  /// agreeing candidates mean an ambiguous time (the earlier wins); none means a gap, and the
  /// offset from before the transition moves the time forward by the gap.
  public func instant(forLocal local: Int64) -> Int64 {
    if case .fixed(let offset) = self { return local - Int64(offset) }
    let before = Int64(offset(atInstant: local - 86_400))
    let after = Int64(offset(atInstant: local + 86_400))
    let first = local - before
    if before == after { return first }
    let second = local - after
    let firstValid = Int64(offset(atInstant: first)) == before
    let secondValid = Int64(offset(atInstant: second)) == after
    switch (firstValid, secondValid) {
    case (true, true): return min(first, second)
    case (true, false): return first
    case (false, true): return second
    case (false, false): return first
    }
  }

  /// The wall-clock reading of an instant, as local seconds.
  @inline(__always)
  public func local(forInstant instant: Int64) -> Int64 {
    instant + Int64(offset(atInstant: instant))
  }
}

/// Offsets of a zone as a sorted list of transitions, built from a VTIMEZONE or from
/// Foundation's tz data, and the rules that go on after them.
///
/// Looking an offset up is a binary search, about the cost of a few comparisons. A VTIMEZONE's
/// table covers every onset up to the year 2100, a system zone's 1800 to 2200. A rule without
/// COUNT or UNTIL repeats for ever (RFC 5545 §3.6.5), so a later instant takes its offset
/// from the `tail`, worked out when it is asked for: dates that far are rare, and the lookup
/// of every other date stays one comparison and the search.
public final class TransitionTable: Sendable, Hashable {
  /// Transition instants, ascending.
  let instants: [Int64]
  /// The offset in force from each transition on.
  let offsets: [Int32]
  /// The offset before the first transition.
  let initialOffset: Int32
  /// The rules past the table; `nil` when the last offset holds for ever.
  let tail: TransitionTail?
  /// From this instant on, the tail decides; `Int64.max` without one.
  let tailStart: Int64
  /// Whether the VTIMEZONE it was made from asked for more onsets than a table is made from
  /// (`TimeZoneDefinition.maxOnsets`), and the rest were left out.
  let isCut: Bool

  init(
    instants: [Int64], offsets: [Int32], initialOffset: Int32, tail: TransitionTail? = nil,
    tailStart: Int64 = .max, isCut: Bool = false
  ) {
    self.instants = instants
    self.offsets = offsets
    self.initialOffset = initialOffset
    self.tail = tail
    self.tailStart = tail == nil ? .max : tailStart
    self.isCut = isCut
  }

  @inline(__always)
  func offset(atInstant instant: Int64) -> Int {
    if instant >= tailStart { return tailOffset(atInstant: instant) }
    let index = transitionIndex(atInstant: instant)
    return Int(index < 0 ? initialOffset : offsets[index])
  }

  /// The index of the last transition at or before `instant`, or -1 before the first.
  @inline(__always)
  private func transitionIndex(atInstant instant: Int64) -> Int {
    var low = 0
    var high = instants.count
    while low < high {
      let middle = (low + high) >> 1
      if instants[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The offset past the table: the tail's onsets near `instant`, after the table's last.
  @inline(never)
  private func tailOffset(atInstant instant: Int64) -> Int {
    let index = transitionIndex(atInstant: instant)
    let last: (instant: Int64, offset: Int32) =
      index < 0 ? (.min, initialOffset) : (instants[index], offsets[index])
    return Int(tail?.offset(atInstant: instant, after: last) ?? last.offset)
  }

  /// The years a system zone's table covers: before 1800 the zone's first offset holds (local
  /// mean time, where the tz data has it); from 2200 on, Foundation is asked.
  static let systemRange: ClosedRange<Int64> = -5_364_662_400...7_258_118_400

  /// Made once per zone and process, shared by every task of a run.
  private static let cache = LockedBox<[String: TransitionTable]>([:])

  /// The table of an IANA zone, made once per zone and process.
  static func system(_ zone: TimeZone) -> TransitionTable {
    cache.value(for: zone.identifier) {
      var instants: [Int64] = []
      var offsets: [Int32] = []
      let first = Date(timeIntervalSince1970: TimeInterval(systemRange.lowerBound))
      var date = first
      while let next = zone.nextDaylightSavingTimeTransition(after: date),
        Int64(next.timeIntervalSince1970) <= systemRange.upperBound, next > date
      {
        let offset = Int32(zone.secondsFromGMT(for: next))
        // Foundation also reports changes of the DST flag alone; keep offset changes.
        if offset != (offsets.last ?? Int32(zone.secondsFromGMT(for: first))) {
          instants.append(Int64(next.timeIntervalSince1970))
          offsets.append(offset)
        }
        date = next
      }
      return TransitionTable(
        instants: instants, offsets: offsets, initialOffset: Int32(zone.secondsFromGMT(for: first)),
        tail: .system(zone), tailStart: systemRange.upperBound)
    }
  }

  public static func == (a: TransitionTable, b: TransitionTable) -> Bool {
    a === b
      || (a.instants == b.instants && a.offsets == b.offsets && a.initialOffset == b.initialOffset
        && a.tailStart == b.tailStart && a.tail == b.tail)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(instants.count)
    hasher.combine(initialOffset)
    hasher.combine(instants.last)
  }
}
