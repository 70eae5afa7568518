import Agenda
import ICalendar

/// Lays an agenda out as a widget timeline: an entry at the reference date and one at every
/// moment the visible content changes, WidgetKit's model.
///
/// Moments that may change what is shown or how relevant it is: an event starts (it becomes
/// "now"), ends (it leaves) or comes within the hour (relevance rises), a reminder falls due
/// (it is "due now" for its due minute, then overdue), local midnight (the day changes,
/// all-day items roll over, "tomorrow" becomes "today"). Each moment is evaluated; one that
/// changes nothing visible and not the relevance makes no entry.
///
/// What an entry shows is one order of urgency, the same for every family, so that what a
/// widget shows first is what its summary says first:
/// 1. events in progress;
/// 2. reminders due now;
/// 3. events starting within the hour (what `Relevance` scores as soon);
/// 4. overdue reminders, the most recently due first (a reminder overdue for weeks is less
///    pressing than one missed an hour ago);
/// 5. what is still to come today with a time, events and reminders, in time order;
/// 6. today's reminders due without a time, then today's all-day events;
/// 7. later days of the look-ahead (`lookAheadDays`), in agenda order (all-day first, then
///    time).
/// As many rows as the family holds are shown; the rest are counted by day (`hiddenPerDay`).
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
    func insert(_ instant: Int64) {
      if instant > referenceDate, instant < end { moments.insert(instant) }
    }
    for item in items {
      guard case .instant(let start)? = item.start else { continue }
      insert(start)
      switch item.kind {
      case .event:
        // Relevance rises an hour before a timed start (`Relevance`).
        insert(start - Relevance.startsSoon)
        let finish = item.end?.instant(in: zone) ?? start
        // An event with no length is shown during its minute, then leaves.
        insert(finish > start ? finish : start + TimelineLayout.dueMinute)
      case .reminder:
        insert(start + TimelineLayout.dueMinute)
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

  /// How long a timed reminder is "due now" before it is overdue, and an event with no length
  /// is shown after its start: its minute.
  public static let dueMinute: Int64 = 60

  /// The entry shown from `date`.
  public func entry(_ items: [AgendaItem], at date: Int64, zone: ZoneRules, capacity: Int)
    -> TimelineEntry
  {
    let today = zone.localDate(forInstant: date)
    let lookAheadEnd = today.adding(days: options.lookAheadDays)
    let lookAheadEndInstant = zone.startOfDay(lookAheadEnd)
    let tomorrowInstant = zone.startOfDay(today.adding(days: 1))
    // The order of urgency of the type's description, one bucket each.
    var inProgress: [TimelineRow] = []
    var overdue: [TimelineRow] = []
    var dueNow: [TimelineRow] = []
    var laterToday: [TimelineRow] = []
    var dueToday: [TimelineRow] = []
    var allDayToday: [TimelineRow] = []
    var laterDays: [TimelineRow] = []

    func row(_ item: AgendaItem, _ state: RowState, _ day: LocalDate) -> TimelineRow {
      TimelineRow(item: item, state: state, day: day, dayOffset: day.dayNumber - today.dayNumber)
    }
    func upcoming(_ item: AgendaItem, at instant: Int64) {
      if instant < tomorrowInstant {
        laterToday.append(row(item, .upcoming, today))
      } else if instant < lookAheadEndInstant {
        laterDays.append(row(item, .upcoming, zone.localDate(forInstant: instant)))
      }
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
          allDayToday.append(row(item, .allDay, today))
        } else if first > today, first < lookAheadEnd {
          laterDays.append(row(item, .upcoming, first))
        }
      case (.event, .instant(let begin)):
        let finish = item.end.map { $0.instant(in: zone) } ?? begin
        if begin <= date, date < finish {
          inProgress.append(row(item, .inProgress, today))
        } else if begin >= date || (finish == begin && date < begin + Self.dueMinute) {
          upcoming(item, at: begin)
        }
      case (.reminder, .date(let due)):
        if due < today {
          overdue.append(row(item, .overdue, today))
        } else if due == today {
          dueToday.append(row(item, .allDay, today))
        } else if due < lookAheadEnd {
          laterDays.append(row(item, .upcoming, due))
        }
      case (.reminder, .instant(let due)):
        if due + Self.dueMinute <= date {
          overdue.append(row(item, .overdue, today))
        } else if due <= date {
          dueNow.append(row(item, .dueNow, today))
        } else {
          upcoming(item, at: due)
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
    func byTitle(_ a: TimelineRow, _ b: TimelineRow) -> Bool {
      (a.item.title, a.item.id) < (b.item.title, b.item.id)
    }
    inProgress.sort(by: byTime)
    overdue.sort { byTime($1, $0) }
    dueNow.sort(by: byTime)
    laterToday.sort(by: byTime)
    dueToday.sort(by: byTitle)
    allDayToday.sort(by: byTitle)
    laterDays.sort { Agenda.precedes($0.item, $1.item, zone: zone) }

    // An event about to start outranks reminders long overdue.
    let soon = laterToday.prefix {
      $0.item.kind == .event && key($0) - date <= Relevance.startsSoon
    }
    let ordered =
      inProgress + dueNow + soon + overdue + laterToday.dropFirst(soon.count) + dueToday
      + allDayToday + laterDays
    let visible = Array(ordered.prefix(capacity))
    var hidden = [Int](repeating: 0, count: options.lookAheadDays)
    for row in ordered.dropFirst(visible.count) { hidden[row.dayOffset] += 1 }
    return TimelineEntry(
      date: date, day: today, rows: visible, hiddenPerDay: hidden,
      relevance: Relevance.score(ordered, at: date))
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
