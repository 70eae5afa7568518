import Agenda
import Foundation
import ICalendar
import WidgetTimeline

/// Composes the one sentence VoiceOver reads for a widget entry, and its actions.
///
/// Structure per family (SPOKEN-COPY.md):
/// - small: the headline item ("Now: Standup, until 9:15 AM") and how many more;
/// - medium: the day, today's counts, the visible items, what was not shown;
/// - large and extra large: the same, grouped under day headings with dates, with locations;
/// - lock-screen accessories: one short clause.
/// Every word comes from the String Catalog; times, days and counts are phrased for the ear.
/// Over the family's budget the composer drops the location, then the calendar name, then
/// folds items into "and N more" — never cutting words.
public struct SummaryComposer: Sendable {
  public let localizer: Localizer
  public let zone: ZoneRules
  let clock: SpokenTime
  let titles: SpokenTitle
  let charactersPerSecond: Double

  public init(localizer: Localizer, zone: ZoneRules, emoji: EmojiNames = .shipped) {
    self.localizer = localizer
    self.zone = zone
    clock = SpokenTime(localizer: localizer)
    titles = SpokenTitle(localizer: localizer, emoji: emoji)
    charactersPerSecond = Double(localizer.string("budget.charactersPerSecond")) ?? 15
  }

  /// How much detail a summary keeps; the composer tries them in order until one fits.
  enum Detail: Int, CaseIterable {
    case full, noLocation, minimal
    /// Also drops parenthetical asides from titles.
    case shortTitles

    var keepsLocation: Bool { self == .full }
    /// Whether a row says its calendar when another row has the same title.
    var keepsGroup: Bool { rawValue < Detail.minimal.rawValue }
    var shortensTitles: Bool { self == .shortTitles }
  }

  public func compose(_ entry: TimelineEntry, family: WidgetFamily) -> Summary {
    compose(entry, family: family, names: SpokenNames(entry.rows, composer: self))
  }

  /// The summaries of a timeline's entries. Titles are made fit to be heard once for the whole
  /// timeline: its entries show mostly the same items.
  public func compose(_ entries: [TimelineEntry], family: WidgetFamily) -> [Summary] {
    let names = SpokenNames(entries.flatMap(\.rows), composer: self)
    return entries.map { compose($0, family: family, names: names) }
  }

  func compose(_ entry: TimelineEntry, family: WidgetFamily, names: SpokenNames) -> Summary {
    let kind = Self.kind(family)
    let seconds = LengthBudget.seconds(kind)
    let soft = Int(seconds.soft * charactersPerSecond)
    let hard = Int(seconds.hard * charactersPerSecond)
    let maxSpoken = kind == .small || kind.isAccessory ? min(1, entry.rows.count) : entry.rows.count
    var best: (text: String, spoken: Int)?
    search: for spoken in stride(from: maxSpoken, through: min(1, maxSpoken), by: -1) {
      for detail in Detail.allCases {
        let text = render(entry, kind: kind, detail: detail, spokenRows: spoken, names: names)
        best = (text, spoken)
        if text.count <= soft { break search }
      }
    }
    let text =
      best?.text ?? render(entry, kind: kind, detail: .minimal, spokenRows: 0, names: names)
    let spoken = best?.spoken ?? 0
    let actions = ActionBuilder(localizer: localizer, clock: clock, names: names, zone: zone)
      .actions(for: entry)
    return Summary(
      text: text, actions: actions, spokenRows: spoken,
      moreCount: kind == .accessoryInline ? 0 : entry.overflow + entry.rows.count - spoken,
      softLimit: soft, hardLimit: hard)
  }

  public static func kind(_ family: WidgetFamily) -> FamilyKind {
    switch family {
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .extraLarge: .extraLarge
    case .accessoryRectangular: .accessoryRectangular
    case .accessoryInline: .accessoryInline
    }
  }

  // MARK: - Structure

  func sentence(_ parts: [String]) -> String {
    guard let first = parts.first else { return "" }
    return parts.dropFirst().reduce(first) {
      localizer.string("join.sentence", .string($0), .string($1))
    }
  }

  func clause(_ parts: [String]) -> String {
    guard let first = parts.first else { return "" }
    return parts.dropFirst().reduce(first) {
      localizer.string("join.clause", .string($0), .string($1))
    }
  }

  func render(
    _ entry: TimelineEntry, kind: FamilyKind, detail: Detail, spokenRows: Int, names: SpokenNames
  ) -> String {
    let rows = Array(entry.rows.prefix(spokenRows))
    let more = kind == .accessoryInline ? 0 : entry.overflow + entry.rows.count - rows.count
    var text: String
    switch kind {
    case .small, .accessoryRectangular, .accessoryInline:
      guard let headline = rows.first else {
        text = localizer.string(kind == .accessoryInline ? "empty.inline" : "empty.week")
        break
      }
      var phrase = lead(
        headline, entry: entry,
        phrase: item(headline, entry: entry, detail: detail, among: rows, names: names))
      if more > 0 { phrase = clause([phrase, localizer.string("count.more", .integer(more))]) }
      if kind == .small, headline.dayOffset > 0 {
        text = sentence([localizer.string("empty.today"), phrase])
      } else {
        text = phrase
      }
    case .medium, .large, .extraLarge:
      let withDates = kind != .medium
      var sentences = [clock.heading(entry.day, relativeTo: entry.day, withDate: true)]
      let counts = countsPhrase(entry)
      if let counts { sentences.append(counts) }
      if entry.rows.isEmpty && entry.overflow == 0 {
        sentences.append(localizer.string("empty.week"))
      } else if counts == nil {
        sentences.append(localizer.string("empty.today"))
      }
      var groups: [(day: TimelineRow, items: [String])] = []
      for row in rows {
        let phrase =
          row.state == .inProgress
          ? localizer.string(
            "lead.now", .string(item(row, entry: entry, detail: detail, among: rows, names: names)))
          : item(row, entry: entry, detail: detail, among: rows, names: names)
        if let last = groups.last, last.day.day == row.day {
          groups[groups.count - 1].items.append(phrase)
        } else {
          groups.append((row, [phrase]))
        }
      }
      var parts: [String] = []
      for (index, group) in groups.enumerated() {
        var items = group.items
        if index == groups.count - 1, more > 0 {
          items[items.count - 1] = clause([
            items[items.count - 1], localizer.string("count.more", .integer(more)),
          ])
        }
        let body = sentence(items)
        if group.day.dayOffset == 0 {
          parts.append(body)
        } else {
          let heading = clock.heading(group.day.day, relativeTo: entry.day, withDate: withDates)
          parts.append(localizer.string("heading.dayItems", .string(heading), .string(body)))
        }
      }
      if rows.isEmpty, more > 0 {
        parts.append(Self.capitalized(localizer.string("count.more", .integer(more))))
      }
      sentences += parts
      text = sentence(sentences)
    }
    return Self.finish(text)
  }

  /// "3 events and 1 reminder", or `nil` when nothing is on today.
  func countsPhrase(_ entry: TimelineEntry) -> String? {
    var parts: [String] = []
    if entry.todayEvents > 0 {
      parts.append(localizer.string("count.events", .integer(entry.todayEvents)))
    }
    if entry.todayReminders > 0 {
      parts.append(localizer.string("count.reminders", .integer(entry.todayReminders)))
    }
    guard let first = parts.first else { return nil }
    return parts.count == 1
      ? first : localizer.string("join.and", .string(first), .string(parts[1]))
  }

  /// The headline of a small or accessory widget: now, today, next, or the item's day.
  func lead(_ row: TimelineRow, entry: TimelineEntry, phrase: String) -> String {
    switch row.state {
    case .inProgress: return localizer.string("lead.now", .string(phrase))
    case .allDay:
      // A reminder due today already says "due today".
      return row.item.kind == .event ? localizer.string("lead.today", .string(phrase)) : phrase
    case .overdue: return phrase
    case .upcoming:
      if row.dayOffset == 0 { return localizer.string("lead.next", .string(phrase)) }
      let heading = clock.heading(row.day, relativeTo: entry.day, withDate: false)
      return localizer.string("heading.dayItems", .string(heading), .string(phrase))
    }
  }

  // MARK: - Items

  func title(_ item: AgendaItem, short: Bool = false) -> String {
    let spoken = titles.speak(item.title, short: short)
    if !spoken.isEmpty { return spoken }
    return localizer.string(item.kind == .event ? "untitled.event" : "untitled.reminder")
  }

  /// One item: its title, when, where, which calendar (when it tells items apart) and its
  /// state in words.
  func item(
    _ row: TimelineRow, entry: TimelineEntry, detail: Detail, among rows: [TimelineRow],
    names: SpokenNames
  ) -> String {
    let item = row.item
    let title = names.titles[item.id] ?? ""
    var parts = [detail.shortensTitles ? names.shortTitles[item.id] ?? title : title]
    if let when = timePhrase(row, entry: entry) { parts.append(when) }
    // "Dinner at my parents', my parents'" says the place twice: a location the title already
    // names is left out.
    if detail.keepsLocation, item.kind == .event, let location = names.locations[item.id],
      !location.isEmpty, title.range(of: location, options: .caseInsensitive) == nil
    {
      parts.append(localizer.string("detail.location", .string(location)))
    }
    if detail.keepsGroup, let group = names.groups[item.id],
      rows.contains(where: { $0.item.id != item.id && names.titles[$0.item.id] == title })
    {
      parts.append(localizer.string("detail.group", .string(group)))
    }
    if item.status == .tentative { parts.append(localizer.string("state.tentative")) }
    if item.priority == .high { parts.append(localizer.string("state.highPriority")) }
    if item.isFavorite { parts.append(localizer.string("state.favorite")) }
    return clause(parts)
  }

  func local(_ instant: Int64) -> LocalDateTime {
    LocalDateTime(localSeconds: zone.local(forInstant: instant))
  }

  func timePhrase(_ row: TimelineRow, entry: TimelineEntry) -> String? {
    let item = row.item
    switch (item.kind, item.start) {
    case (.event, .date?):
      // Several days: say until when, counting from the row's day.
      guard case .date(let end)? = item.end, end.dayNumber - 1 > row.day.dayNumber else {
        return localizer.string("range.allDay")
      }
      return localizer.string(
        "range.allDayUntil", .string(clock.day(end.adding(days: -1), relativeTo: entry.day)))
    case (.event, .instant(let startInstant)?):
      let start = local(startInstant)
      let endInstant = item.end.map { $0.instant(in: zone) } ?? startInstant
      let end = local(endInstant)
      if row.state == .inProgress {
        if end.date == entry.day
          || (end.secondOfDay == 0 && end.date.dayNumber == entry.day.dayNumber + 1)
        {
          return localizer.string("range.until", .string(clock.time(end)))
        }
        return localizer.string(
          "range.untilDay", .string(clock.time(end)),
          .string(clock.day(end.date, relativeTo: entry.day)))
      }
      if endInstant == startInstant {
        return localizer.string("range.at", .string(clock.time(start)))
      }
      let sameDay =
        end.date == start.date
        || (end.secondOfDay == 0 && end.date.dayNumber == start.date.dayNumber + 1)
      if sameDay {
        // Say a shared period or unit once: "from 9 to 10 AM", "von 9 bis 10 Uhr",
        // "午前9時から10時まで" (Japanese and Korean keep it on the start).
        var startForm = SpokenTime.Form.full
        var endForm = SpokenTime.Form.full
        switch localizer.string("range.startForm") {
        case "always": if !clock.isNamed(start) { startForm = .bare }
        case "sharedEnd": if clock.sharesPeriod(start, end) { endForm = .bare }
        default:
          if clock.sharesPeriod(start, end) || !clock.twelveHour && !clock.isNamed(start) {
            startForm = .bare
          }
        }
        return localizer.string(
          "range.sameDay", .string(clock.time(start, startForm)), .string(clock.time(end, endForm)))
      }
      let endDay =
        end.date.dayNumber == start.date.dayNumber + 1 && start.date != entry.day
        ? localizer.string("day.nextDay") : clock.day(end.date, relativeTo: entry.day)
      return localizer.string(
        "range.crossDay", .string(clock.time(start)), .string(clock.time(end)), .string(endDay))
    case (.reminder, .date(let due)?):
      switch row.state {
      case .overdue:
        let when =
          due.dayNumber == entry.day.dayNumber - 1
          ? localizer.string("day.yesterday") : clock.date(due)
        return localizer.string("reminder.overdueSince", .string(when))
      case .allDay: return localizer.string("reminder.dueToday")
      default: return nil
      }
    case (.reminder, .instant(let dueInstant)?):
      let due = local(dueInstant)
      if row.state == .overdue {
        let when: String
        switch entry.day.dayNumber - due.date.dayNumber {
        case 0: when = clock.time(due)
        case 1:
          when = localizer.string(
            "time.onDay", .string(clock.time(due)), .string(localizer.string("day.yesterday")))
        default: when = clock.date(due.date)
        }
        return localizer.string("reminder.overdueSince", .string(when))
      }
      return localizer.string("reminder.dueAt", .string(clock.time(due)))
    default:
      return nil
    }
  }

  // MARK: - Finishing

  /// Apple's label rules: starts with a capital letter, no period at the end.
  static func finish(_ text: String) -> String {
    var out = text
    while let last = out.last, last == "." || last == "。" || last == " " { out.removeLast() }
    return capitalized(out)
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

extension FamilyKind {
  var isAccessory: Bool { self == .accessoryRectangular || self == .accessoryInline }
}
