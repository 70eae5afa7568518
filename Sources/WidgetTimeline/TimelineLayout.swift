import Agenda
import ICalendar

/// Lays an agenda out as a widget timeline: an entry at the reference date and one at every
/// moment the visible content changes, WidgetKit's model.
///
/// Moments that may change what is shown: an event starts (it becomes "now") or ends (it
/// leaves), a reminder's due time passes (it becomes overdue), local midnight (the day
/// changes, all-day items roll over, "tomorrow" becomes "today"). Each moment is evaluated;
/// one that changes nothing visible makes no entry.
///
/// What an entry shows, in order: events in progress, today's all-day items, overdue
/// reminders, then upcoming events and due reminders in time order, looking ahead up to
/// `lookAheadDays` days; as many as the family holds, and the count of the rest (`overflow`).
public struct TimelineLayout: Sendable {
  public struct Options: Sendable, Hashable {
    /// How far ahead of the reference date entries are made; also when to reload.
    public var horizon: Int64
    public var maxEntries: Int
    /// Days shown ahead, today included.
    public var lookAheadDays: Int
    public var capacities: Capacities

    public init(
      horizon: Int64 = 24 * 3600, maxEntries: Int = 48, lookAheadDays: Int = 7,
      capacities: Capacities = Capacities()
    ) {
      self.horizon = horizon
      self.maxEntries = maxEntries
      self.lookAheadDays = lookAheadDays
      self.capacities = capacities
    }
  }

  public var family: WidgetFamily
  public var textSize: TextSize
  public var options: Options

  public init(family: WidgetFamily, textSize: TextSize = .default, options: Options = Options()) {
    self.family = family
    self.textSize = textSize
    self.options = options
  }

  /// The window an agenda must cover for this layout: from the reference date to the end of
  /// the last look-ahead.
  public func agendaWindow(referenceDate: Int64, zone: ZoneRules) -> (start: Int64, end: Int64) {
    let lastDay = zone.localDate(forInstant: referenceDate + options.horizon)
    return (referenceDate, zone.startOfDay(lastDay.adding(days: options.lookAheadDays)))
  }

  public func layout(
    _ items: [AgendaItem], referenceDate: Int64, zone: ZoneRules, fileName: String = ""
  )
    -> Timeline
  {
    let capacity = options.capacities.capacity(family, textSize)
    let end = referenceDate + options.horizon
    var moments: Set<Int64> = [referenceDate]
    for item in items {
      for time in [item.start, item.end].compactMap({ $0 }) {
        if case .instant(let instant) = time, instant > referenceDate, instant < end {
          moments.insert(instant)
        }
      }
    }
    var day = zone.localDate(forInstant: referenceDate).adding(days: 1)
    while true {
      let midnight = zone.startOfDay(day)
      guard midnight < end else { break }
      if midnight > referenceDate { moments.insert(midnight) }
      day = day.adding(days: 1)
    }

    var entries: [TimelineEntry] = []
    var diagnostics: [Diagnostic] = []
    var reloadAfter = end
    var previous: [String]?
    for moment in moments.sorted() {
      let entry = self.entry(items, at: moment, zone: zone, capacity: capacity)
      let content = entry.content
      if content == previous { continue }
      if entries.count == options.maxEntries {
        diagnostics.append(
          Diagnostic(
            file: fileName, code: .timelineEntryLimit,
            message:
              "the \(family.rawValue) timeline changes more than \(options.maxEntries) times in \(options.horizon / 3600) hours; it reloads at the first entry left out"
          ))
        reloadAfter = moment
        break
      }
      entries.append(entry)
      previous = content
    }
    return Timeline(
      family: family, textSize: textSize, capacity: capacity, referenceDate: referenceDate,
      entries: entries, reloadAfter: reloadAfter, diagnostics: diagnostics)
  }

  /// The entry shown from `date`.
  public func entry(_ items: [AgendaItem], at date: Int64, zone: ZoneRules, capacity: Int)
    -> TimelineEntry
  {
    let today = zone.localDate(forInstant: date)
    let lookAheadEnd = today.adding(days: options.lookAheadDays)
    let lookAheadEndInstant = zone.startOfDay(lookAheadEnd)
    var inProgress: [TimelineRow] = []
    var allDay: [TimelineRow] = []
    var overdue: [TimelineRow] = []
    var upcoming: [TimelineRow] = []

    func row(_ item: AgendaItem, _ state: RowState, _ day: LocalDate) -> TimelineRow {
      TimelineRow(item: item, state: state, day: day, dayOffset: day.dayNumber - today.dayNumber)
    }

    for item in items {
      guard let start = item.start else { continue }
      switch (item.kind, start) {
      case (.event, .date(let first)):
        let last =
          item.end.flatMap { end -> LocalDate? in
            if case .date(let date) = end { return date }
            return nil
          } ?? first.adding(days: 1)
        if first <= today, today < last {
          allDay.append(row(item, .allDay, today))
        } else if first > today, first < lookAheadEnd {
          upcoming.append(row(item, .upcoming, first))
        }
      case (.event, .instant(let begin)):
        let finish = item.end.map { $0.instant(in: zone) } ?? begin
        if begin <= date, date < finish {
          inProgress.append(row(item, .inProgress, today))
        } else if begin >= date, begin < lookAheadEndInstant, !(begin == date && finish > begin) {
          upcoming.append(row(item, .upcoming, zone.localDate(forInstant: begin)))
        }
      case (.reminder, .date(let due)):
        if due < today {
          overdue.append(row(item, .overdue, today))
        } else if due == today {
          allDay.append(row(item, .allDay, today))
        } else if due < lookAheadEnd {
          upcoming.append(row(item, .upcoming, due))
        }
      case (.reminder, .instant(let due)):
        // At its due time a reminder becomes overdue: that moment is an entry of its own.
        if due <= date {
          overdue.append(row(item, .overdue, today))
        } else if due < lookAheadEndInstant {
          upcoming.append(row(item, .upcoming, zone.localDate(forInstant: due)))
        }
      }
    }

    func key(_ row: TimelineRow) -> Int64 { row.item.start?.instant(in: zone) ?? .max }
    func byTime(_ a: TimelineRow, _ b: TimelineRow) -> Bool {
      let (x, y) = (key(a), key(b))
      if x != y { return x < y }
      if a.item.title != b.item.title { return a.item.title < b.item.title }
      return a.item.id < b.item.id
    }
    inProgress.sort(by: byTime)
    allDay.sort {
      ($0.item.kind == .event ? 0 : 1, $0.item.title, $0.item.id) < (
        $1.item.kind == .event ? 0 : 1, $1.item.title, $1.item.id
      )
    }
    overdue.sort(by: byTime)
    upcoming.sort { Agenda.precedes($0.item, $1.item, zone: zone) }

    let ordered = inProgress + allDay + overdue + upcoming
    let visible = Array(ordered.prefix(capacity))
    let onToday = ordered.filter { $0.dayOffset == 0 }
    return TimelineEntry(
      date: date, day: today, rows: visible, overflow: ordered.count - visible.count,
      relevance: Relevance.score(ordered, at: date),
      todayEvents: onToday.count { $0.item.kind == .event },
      todayReminders: onToday.count { $0.item.kind == .reminder })
  }
}

extension DiagnosticCode {
  public static let timelineEntryLimit = DiagnosticCode("TML001", .warning)
}

extension ZoneRules {
  /// The local date of an instant in this zone.
  public func localDate(forInstant instant: Int64) -> LocalDate {
    LocalDate(dayNumber: Int(CivilCalendar.floorDiv(local(forInstant: instant), 86_400)))
  }

  /// The instant of local midnight starting `date` (or the first moment of the day when
  /// midnight falls in a gap).
  public func startOfDay(_ date: LocalDate) -> Int64 {
    instant(forLocal: Int64(date.dayNumber) * 86_400)
  }
}
