import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An event whose title says it is postponed ("POSTPONED: Board prep", "Verschoben: …",
/// 「【延期】…」, "… (verschoben)") does not take place at its time: round 18's German and
/// American listeners heard such events as "Now" and "Next" with a range, seven wrong facts.
/// It is said as what it is, "Board prep, postponed, was planned for 8:30 AM", under its day,
/// never under "Now", "Next" or "Then" nor with a range or an "until". Checked as properties
/// over generated titles (`ExportTitleGenerator`) in every shipped language, in progress and
/// still to come, on a large and a small widget, against the same title without its mark.
@Suite struct PostponedEventTests {
  /// The keys that say an event takes place: a lead of what is on now or next, a range.
  static let happening: [CopyKey] = [
    .leadNow, .leadAlsoNow, .leadAlsoNowMore, .leadNext, .leadThen, .leadSameTime,
    .rangeSameDay, .rangeUntil, .rangeUntilDay, .rangeStartOnly, .rangeAt, .rangeCrossDay,
  ]

  /// The template of `text` said as an event from 9 to 10, with a plain event after it, at
  /// `now` on `family`.
  static func template(
    _ text: String, _ locale: String, family: WidgetFamily, at now: String
  ) -> (template: CopyKeySet, text: String) {
    let items = [
      Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00", uid: "x"),
      Fixture.event("Lunch", "2026-06-01T12:00", "2026-06-01T13:00", uid: "y"),
    ]
    let summary = Fixture.summary(items, locale: locale, family: family, at: now)
    return (summary.template, summary.text)
  }

  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aPostponedEventIsNeverSaidAsHappening(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 21_001)
    var seen = 0
    for title in titles where title.isPostponed && !title.isCancelled {
      let context = "\(locale) '\(title.text)'"
      #expect(composer.titles.heard(title.text).isPostponed, "\(context)")
      let without =
        title.shapes.contains(.postponedMarker)
        ? String(title.text.dropFirst(title.prefixes.joined().count)) : title.textWithoutMarker
      for family in [WidgetFamily.large, .small] {
        for now in ["2026-06-01T08:00", "2026-06-01T09:30"] {
          let plain = Self.template(without, locale, family: family, at: now)
          let marked = Self.template(title.text, locale, family: family, at: now)
          // Without its mark the same event is said as on now or next: the setting is one
          // where the difference shows.
          let plainLeads = [CopyKey.leadNow, .leadNext].contains(where: plain.template.contains)
          #expect(plainLeads || family == .large, "\(context): \(plain.text)")
          // "Lunch" after it is what is next: never "Then", never "at the same time".
          for key in [CopyKey.leadNow, .leadAlsoNow, .leadThen, .leadSameTime]
          where marked.template.contains(key) {
            Issue.record("\(context) \(family) at \(now): \(key) in '\(marked.text)'")
          }
          let said = Fixture.summary(
            [Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00", uid: "x")],
            locale: locale, family: family, at: now)
          for key in Self.happening where said.template.contains(key) {
            Issue.record("\(context) \(family) at \(now) alone: \(key) in '\(said.text)'")
          }
          // When the same event without its mark is said with its time, it is said with
          // when it was planned.
          let plainAlone = Fixture.summary(
            [Fixture.event(without, "2026-06-01T09:00", "2026-06-01T10:00", uid: "x")],
            locale: locale, family: family, at: now)
          if Self.happening.contains(where: plainAlone.template.contains) {
            #expect(said.template.contains(.rangeWasPlanned), "\(context): \(said.text)")
          }
        }
      }
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }
}
