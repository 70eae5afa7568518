import Foundation

/// How a zone's offsets go on past its transition table.
///
/// A VTIMEZONE observance whose RRULE has no COUNT or UNTIL repeats for ever (RFC 5545
/// §3.6.5), and so do the rules of an IANA zone. The table holds two or three centuries of
/// them; an instant past it takes the offset of the latest onset before it, worked out then.
enum TransitionTail: Sendable, Hashable {
  /// A VTIMEZONE's observances; only their rules without COUNT go on past the table (a COUNT
  /// ends long before it in any real zone, and would have to be walked from its start).
  case observances([TimeZoneDefinition.Observance])
  /// An IANA zone: Foundation carries its last rule on (the tz data's POSIX TZ string).
  case system(TimeZone)

  /// The offset at `instant`: that of the latest onset at or before it, or `last`'s (the
  /// table's last transition before it) when no rule has an onset after that.
  func offset(atInstant instant: Int64, after last: (instant: Int64, offset: Int32)) -> Int32 {
    switch self {
    case .system(let zone):
      return Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
    case .observances(let observances):
      var best = last
      let local = instant + Int64(last.offset)
      for observance in observances {
        for rule in observance.rules where rule.count == nil {
          // Two years hold an onset of any rule a zone uses; sub-daily rules (which no zone
          // uses) look back two days, so that the number of onsets stays bounded.
          let lookBack: Int64 = rule.frequency >= .daily ? 732 * 86_400 : 2 * 86_400
          let onsets = observance.onsets(
            of: rule, fromLocal: local - lookBack, toLocal: local + 86_400)
          for onsetLocal in onsets {
            let onset = onsetLocal - Int64(observance.offsetFrom)
            if onset <= instant, onset > best.instant {
              best = (onset, Int32(observance.offsetTo))
            }
          }
        }
      }
      return best.offset
    }
  }
}
