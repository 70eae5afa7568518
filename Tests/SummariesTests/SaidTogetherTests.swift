import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// How a summary says items that belong together, as properties over generated agendas in
/// every shipped locale and family (Docs/spoken-copy.md): items at the same time are said
/// together, never one "then" the other; twins are told apart only in words the summary said;
/// a repeating event in progress is not announced again under a later day; a heading's day is
/// not said again in its items.
@Suite struct SaidTogetherTests {
  static let reference = "2026-06-01T08:00"

  /// A generated agenda (`SummaryPropertyTests.items`) with events that start together and
  /// reminders due together, some of them twins: the same title, or one differing only in
  /// case, in another calendar, or identical (at least one pair).
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 31 &+ 7)
    var items = SummaryPropertyTests.items(seed: seed)
    let base = Fixture.instant(reference)
    let titles = ["Dentist", "Team offsite", "Standup", "standup", "Pay rent", "Call Mom"]
    for index in 0..<random.int(1...4) {
      let start = base + Int64(random.int(-2...40)) * 1800
      for copy in 0..<random.int(2...3) {
        let title = random.pick(titles)
        let length = Int64(random.pick([0, 30, 60, 60, 90])) * 60
        let id = "t\(index)-\(copy)"
        if random.int(0...2) == 0 {
          items.append(
            AgendaItem(
              id: "reminder:\(id)", kind: .reminder, title: title, start: .instant(start),
              end: nil, isAllDay: false, group: random.pick(["Tasks", "Home"]), sourceID: id))
        } else {
          items.append(
            AgendaItem(
              id: "event:\(id)@\(start)", kind: .event, title: title, start: .instant(start),
              end: .instant(start + length), isAllDay: false,
              group: random.pick(["Work", "Work", "Team"]),
              location: random.pick([nil, "Room 4"]), sourceID: id, occurrence: .instant(start)))
        }
        // An identical twin: the same invitation imported twice, its title's case changed.
        if copy == 0, index == 0 || random.int(0...1) == 0, var twin = items.last {
          twin.id += "-copy"
          twin.sourceID += "-copy"
          twin.title = random.int(0...1) == 0 ? twin.title : twin.title.lowercased()
          items.append(twin)
        }
      }
    }
    return items
  }

  /// Every summary of `items`' timelines at `now`, in every locale and family, with the
  /// mentions it said by name.
  static func eachSummary(
    _ items: [AgendaItem], at now: String = reference,
    _ body:
      (
        _ composer: SummaryComposer, _ family: WidgetFamily, _ entry: TimelineEntry,
        _ summary: Summary, _ spoken: [Mention], _ context: String
      ) -> Void
  ) {
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: Fixture.instant(now), zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          // The mentions as the composer tells them, an overdue group folded into one.
          let told = Fixture.told(entry, composer, family).told
          var spoken: [Mention] = []
          var rows = 0
          for mention in told.mentions where rows < summary.spokenRows {
            spoken.append(mention)
            rows += mention.rowCount
          }
          let context =
            "\(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          body(composer, family, entry, summary, spoken, context)
        }
      }
    }
  }

  /// Two items that start at the same moment are never joined by "Then:" (Danach:, その次は,
  /// 그다음): the second is said with the first ("At the same time: …").
  @Test(arguments: 0..<12)
  func itemsAtTheSameTimeAreSaidTogether(seed: Int) {
    Self.eachSummary(Self.items(seed: UInt64(seed))) {
      composer, _, _, summary, spoken, context in
      let localizer = composer.localizer
      let then = localizer.string(.leadThen, .string(""))
      for (previous, mention) in zip(spoken, spoken.dropFirst()) {
        let row = mention.first
        guard row.state == .upcoming, previous.first.state == .upcoming,
          row.day == previous.first.day, row.item.kind == previous.item.kind,
          row.item.start == previous.item.start
        else { continue }
        let title = composer.spokenTitle(row.item)
        // The lead, before the title or a calendar's form of it ("HomeリストのTeam offsite").
        let together = localizer.string(
          row.item.kind == .reminder ? .leadSameDue : .leadSameTime, .string(""))
        #expect(!summary.text.contains(then + title), "then: \(context)")
        #expect(summary.text.contains(together), "not together: \(context)")
      }
    }
  }

  /// The second of two events that start together says only its end when that differs, and
  /// the actions of twins name them by what was said of each.
  @Test func aSecondStartSaysOnlyItsEnd() {
    let items = [
      Fixture.event("Checkup", "2026-06-01T15:00", "2026-06-01T15:45", uid: "a"),
      Fixture.event("Checkup", "2026-06-01T15:00", "2026-06-01T16:00", uid: "b"),
    ]
    let summary = Fixture.summary(items, family: .medium)
    #expect(
      summary.text
        == "Today, Monday, June 1: Checkup, from 3 to 3:45 PM. At the same time: Checkup, until 4 PM",
      "\(summary.text)")
    #expect(
      summary.actions.map(\.name) == [
        "Favorite Checkup, from 3 to 3:45 PM", "Favorite Checkup, until 4 PM", "New event",
      ], "\(summary.actions.map(\.name))")
  }

  /// Twins (one title, or titles that differ only in case, which sound alike) are told apart
  /// in words the summary said: no two actions sound alike, and an action names no number the
  /// summary did not say ("item 2", 2件目, 항목 2).
  @Test(arguments: 0..<12)
  func twinsAreToldApartInWordsTheSummarySaid(seed: Int) {
    Self.eachSummary(Self.items(seed: UInt64(seed) &+ 100)) {
      composer, _, _, summary, _, context in
      let names = summary.actions.map { $0.name.lowercased() }
      #expect(Set(names).count == names.count, "actions sound alike: \(context)")
      // A twin in progress is the one said "now", in the words the summary opens it with
      // ("Jetzt", 現在, 지금), never a state word nobody heard ("in progress", "läuft gerade").
      let now = composer.localizer.string(.actionWhichNow)
      let heardNow = String(now.lowercased().drop { $0 == " " }.prefix { $0 != "の" })
      for name in names where name.contains(now.lowercased()) {
        #expect(summary.text.lowercased().contains(heardNow), "'\(name)' unheard: \(context)")
      }
      let said = Set(ExportShapeTests.digitRuns(summary.text))
      for action in summary.actions {
        for run in ExportShapeTests.digitRuns(action.name) {
          #expect(said.contains(run), "'\(action.name)' says '\(run)', unsaid: \(context)")
        }
      }
    }
  }

  /// Identical twins (one title, time, calendar and place: an invitation imported twice),
  /// which nothing a listener hears could tell apart, are said once with how many they are
  /// ("Standup, listed twice, …"), and only the one said has actions; inside an overdue
  /// group they are counted in its number.
  @Test(arguments: 0..<12)
  func identicalTwinsAreSaidOnceWithTheirNumber(seed: Int) {
    var checked = 0
    Self.eachSummary(Self.items(seed: UInt64(seed) &+ 200)) {
      composer, _, entry, summary, spoken, context in
      var rows: [TimelineRow] = []
      // An overdue group counts its copies in its number and names none of them.
      for mention in spoken where !mention.isOverdueGroup {
        rows += mention.rows
        rows += mention.copies.map { entry.rows[$0] }
      }
      for (index, row) in rows.enumerated() {
        for other in rows[..<index]
        where other.item.id != row.item.id && other.day == row.day && other.state == row.state
          && other.item.kind == row.item.kind && other.item.start == row.item.start
          && other.item.end == row.item.end && other.item.group == row.item.group
          && other.item.location == row.item.location
          && other.item.isFavorite == row.item.isFavorite
          && other.item.status == row.item.status && other.item.priority == row.item.priority
          && other.item.title.lowercased() == row.item.title.lowercased()
        {
          checked += 1
          let twice = composer.localizer.string(.stateTwice)
          let copies = composer.localizer.string(.stateCopies, .integer(3))
          #expect(
            summary.text.contains(twice) || summary.text.contains(copies),
            "'\(row.item.title)' said apart: \(context)")
        }
      }
    }
    #expect(checked > 0)
  }

  /// A night shift repeating on some of the next days, with one occurrence in progress among
  /// generated items whose titles differ.
  static func nightShifts(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed)
    var items = SummaryPropertyTests.items(seed: seed &+ 5)
    let first = Fixture.instant("2026-06-01T23:00")
    let hours = Int64(random.pick([6, 8, 9]))
    var days = [0]
    for day in 1...6 where random.int(0...2) > 0 { days.append(day) }
    for day in days {
      let start = first + Int64(day) * 86_400
      items.append(
        AgendaItem(
          id: "event:shift@\(start)", kind: .event, title: "Night shift", start: .instant(start),
          end: .instant(start + hours * 3600), isAllDay: false, group: "Work",
          sourceID: "shift", occurrence: .instant(start)))
    }
    return items
  }

  /// A repeating event in progress is said once, under "Now", with its later days ("Now:
  /// Night shift, until 7 AM tomorrow, and again Thursday"), never again under a later day;
  /// only an occurrence later on the same day is said on its own.
  @Test(arguments: 0..<12)
  func aRepeatingEventInProgressIsSaidOnce(seed: Int) {
    var checked = 0
    Self.eachSummary(Self.nightShifts(seed: UInt64(seed)), at: "2026-06-01T23:30") {
      _, _, entry, summary, spoken, context in
      guard
        spoken.contains(where: {
          $0.first.state == .inProgress && $0.item.title == "Night shift"
        })
      else { return }
      checked += 1
      // Said again only for an occurrence later on the entry's own day ("Today: …, from 11
      // PM"), which the listener needs; a later day's is one of the days said after "Now".
      let again = spoken.filter { $0.item.sourceID == "shift" && $0.first.state != .inProgress }
      let times = summary.text.components(separatedBy: "Night shift").count - 1
      #expect(times == 1 + again.count, "said \(times) times: \(context)")
      #expect(again.allSatisfy { $0.first.day == entry.day }, "a later day: \(context)")
    }
    #expect(checked > 0)
  }

  /// Under a day's heading a reminder does not say the day again ("Tomorrow: …, due
  /// tomorrow", "Heute: …, heute fällig"): the families that say headings never say a
  /// reminder due tomorrow by its day, nor one due today by the standalone form unless the
  /// language's form under "Today" is that one (English "due today", where "due that day"
  /// would be heard as the day of an overdue item before it).
  @Test(arguments: 0..<8)
  func aHeadingsDayIsNotSaidAgain(seed: Int) {
    Self.eachSummary(SummaryPropertyTests.items(seed: UInt64(seed) &+ 300)) {
      composer, family, entry, summary, _, context in
      guard !family.traits.standalone else { return }
      let localizer = composer.localizer
      let tomorrow = composer.clock.dayOn(entry.day.adding(days: 1), relativeTo: entry.day)
      let today = localizer.string(.reminderDueToday)
      #expect(
        !summary.text.contains(today) || localizer.string(.reminderDueUnderToday) == today,
        "\(context)")
      #expect(
        !summary.text.contains(localizer.string(.reminderDueOn, .string(tomorrow))),
        "\(context)")
    }
  }

  /// A repeat's other days are said as days, never "on tomorrow".
  @Test(arguments: 0..<8)
  func otherDaysAreNeverOnTomorrow(seed: Int) {
    Self.eachSummary(SummaryPropertyTests.items(seed: UInt64(seed) &+ 400)) {
      composer, _, _, summary, _, context in
      guard composer.localizer.language == "en" else { return }
      #expect(!summary.text.contains("on tomorrow"), "\(context)")
    }
  }

  /// A weekday repeat whose last day is past this week's end names the next week where a
  /// bare weekday would be heard as this week's (来週月曜日まで平日は毎日, 다음 주 월요일까지),
  /// and only then; over every day of a week and every span.
  @Test(arguments: ["ja-JP", "ko-KR", "en-US"])
  func aRepeatPastTheWeekendSaysNextWeek(_ locale: String) {
    let composer = Fixture.composer(locale)
    let nextWeek = composer.localizer.string(.dayNextWeek, .string(""))
    for first in 1...7 {
      let day = LocalDate(year: 2026, month: 6, day: first)!
      for span in 2...6 {
        let days = (0...span).map { day.adding(days: $0) }.filter { $0.weekday <= 5 }
        guard days.count >= 3, days.first == day else { continue }
        let items = days.map { date in
          Fixture.event(
            "Standup", "\(date)T09:00", "\(date)T09:15", uid: "standup")
        }
        let text = Fixture.summary(items, locale: locale, at: "\(day)T07:00").text
        let last = days[days.count - 1].dayNumber - day.dayNumber
        let pastWeek =
          (2...6).contains(last)
          && last > Remainder.weekEnds(day, firstWeekday: composer.profile.firstWeekday)
        let context = "\(locale) \(day) +\(span): \(text)"
        if nextWeek.isEmpty {
          continue
        } else if pastWeek {
          #expect(text.contains(nextWeek), "\(context)")
        } else {
          #expect(!text.contains(nextWeek), "\(context)")
        }
      }
    }
  }

  /// A slash beside a number in a title ("Schedule swap Dec 24/Dec 31") keeps its meaning:
  /// it is never said as "and", nor dropped for a pause. A part counter ("Teil 2/3") is said
  /// as a part instead (`PartCounterTests`), and a date ("12/24") as a date.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aSlashBesideANumberStays(_ locale: String) {
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let titles = ExportTitleGenerator.titles(
      count: ExportShapeTests.titles, language: language, seed: 2703)
    let slash = #"[0-9]/|/[0-9]"#
    var checked = 0
    for title in titles
    where title.core.range(of: slash, options: .regularExpression) != nil
      && !title.joins.contains(where: { $0.kind == .part })
      // A pair that names a day is said as a date (`TitleDateTests`).
      && composer.titles.sayingDates(title.core) == title.core
    {
      checked += 1
      let name = composer.title(composer.titles.heard(title.text), kind: .event)
      #expect(
        name.range(of: slash, options: .regularExpression) != nil,
        "\(locale) '\(title.text)' heard as '\(name)'")
    }
    #expect(checked > 0)
    let swap = composer.title(composer.titles.heard("Schedule swap Dec 24/Dec 31"), kind: .event)
    #expect(swap == "Schedule swap Dec 24/Dec 31", "\(swap)")
  }
}
