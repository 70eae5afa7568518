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
/// 1. events in progress, the soonest to end first;
/// 2. reminders due now;
/// 3. events starting within the hour (what `Relevance` scores as soon);
/// 4. overdue reminders, the most recently due first (a reminder overdue for weeks is less
///    pressing than one missed an hour ago);
/// 5. what is still to come today with a time, events and reminders, in time order;
/// 6. today's reminders due without a time, then today's all-day events;
/// 7. later days of the look-ahead (`lookAheadDays`), in agenda order (all-day first, then
///    time).
/// A repeating reminder is one item, as a reminders app shows it: of each series only its
/// current occurrence is placed, the latest that has fallen due (overdue, or due now) if any,
/// else the next; never its later occurrences, as rows or in the counts.
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

    /// The window an agenda must cover for layouts with these options, whatever their family:
    /// from the reference date to the end of the last look-ahead.
    public func agendaWindow(referenceDate: Int64, zone: ZoneRules) -> (start: Int64, end: Int64) {
      let lastDay = zone.localDate(forInstant: referenceDate + horizon)
      return (referenceDate, zone.startOfDay(lastDay.adding(days: lookAheadDays)))
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

  public func layout(
    _ items: [AgendaItem], referenceDate: Int64, zone: ZoneRules, fileName: String = ""
  )
    -> Timeline
  {
    Self.layouts([self], items, referenceDate: referenceDate, zone: zone, fileName: fileName)[0]
  }

  /// The timelines of several layouts of the same items, in their order: what
  /// `layout(_:referenceDate:zone:fileName:)` gives for each.
  ///
  /// What is shown at a moment is one order of urgency for every family, cut at the family's
  /// capacity, so each moment is ordered once for all of them, and layouts of the same
  /// capacity share their entries.
  public static func layouts(
    _ layouts: [TimelineLayout], _ items: [AgendaItem], referenceDate: Int64, zone: ZoneRules,
    fileName: String = ""
  ) -> [Timeline] {
    var timelines: [Timeline?] = Array(repeating: nil, count: layouts.count)
    var prepared: Prepared?
    for options in Set(layouts.map(\.options)) {
      let group = layouts.indices.filter { layouts[$0].options == options }
      let first = layouts[group[0]]
      let items = prepared ?? Prepared(items, zone: zone)
      prepared = items
      let capacities = group.map {
        options.capacities.capacity(layouts[$0].family, layouts[$0].textSize)
      }
      let byCapacity = first.entries(
        at: first.moments(items.items, referenceDate: referenceDate, zone: zone), items: items,
        zone: zone, capacities: capacities)
      for index in group {
        let layout = layouts[index]
        let capacity = options.capacities.capacity(layout.family, layout.textSize)
        let (entries, limitedAt) = byCapacity[capacity]!
        var diagnostics: [Diagnostic] = []
        if limitedAt != nil {
          diagnostics.append(
            Diagnostic(
              file: fileName, code: .timelineEntryLimit,
              message:
                "the \(layout.family.rawValue) timeline changes more than \(options.maxEntries) times in \(options.horizon / 3600) hours; it reloads at the first entry left out"
            ))
        }
        timelines[index] = Timeline(
          family: layout.family, textSize: layout.textSize, capacity: capacity,
          referenceDate: referenceDate, entries: entries,
          reloadAfter: limitedAt ?? referenceDate + options.horizon, diagnostics: diagnostics)
      }
    }
    return timelines.map { $0! }
  }

  /// The moments that may change what is shown, in order: the reference date, then every
  /// start, end, due time, hour before a start and midnight before the horizon.
  func moments(_ items: [AgendaItem], referenceDate: Int64, zone: ZoneRules) -> [Int64] {
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
      let next = day.adding(days: 1)
      // 9999-12-31 has no day after it: a date that close to the end is refused before a run
      // (`Options.referenceDates`), and a layout asked for it anyway still ends.
      guard next > day else { break }
      day = next
    }
    return moments.sorted()
  }

  /// The entries of each capacity: one per moment whose content differs from the entry
  /// before, at most `maxEntries`; and the moment of the first entry left out, if any.
  ///
  /// Each moment is ordered once for every capacity and let go, so a layout holds one
  /// moment's order at a time: 5,000 one-second events within the horizon make 10,000
  /// moments, and keeping the order of every item at each of them took 400 MB. Moments stop
  /// when every capacity has its entries, and when the task is cancelled (the entries are
  /// then partial, for a run that is stopping).
  func entries(at moments: [Int64], items: Prepared, zone: ZoneRules, capacities: [Int])
    -> [Int: (entries: [TimelineEntry], limitedAt: Int64?)]
  {
    var built: [Int: (entries: [TimelineEntry], limitedAt: Int64?)] = [:]
    for capacity in capacities { built[capacity] = ([], nil) }
    var open = Set(capacities).sorted()
    for date in moments {
      guard !open.isEmpty, !Task.isCancelled else { break }
      let moment = ordered(items, at: date, zone: zone)
      for capacity in open {
        let entry = self.entry(moment, items: items, capacity: capacity)
        if let previous = built[capacity]!.entries.last, previous.sameContent(as: entry) {
          continue
        }
        if built[capacity]!.entries.count == options.maxEntries {
          built[capacity]!.limitedAt = date
          open.removeAll { $0 == capacity }
        } else {
          built[capacity]!.entries.append(entry)
        }
      }
    }
    return built
  }

  /// How long a timed reminder is "due now" before it is overdue, and an event with no length
  /// is shown after its start: its minute.
  public static let dueMinute: Int64 = 60

  /// The entry shown from `date`.
  public func entry(_ items: [AgendaItem], at date: Int64, zone: ZoneRules, capacity: Int)
    -> TimelineEntry
  {
    let prepared = Prepared(items, zone: zone)
    return entry(ordered(prepared, at: date, zone: zone), items: prepared, capacity: capacity)
  }

  /// A layout's items with what every entry asks of them worked out once: their instants,
  /// their dates and their place in agenda order. A timeline evaluates dozens of moments over
  /// the same items.
  struct Prepared {
    struct Item {
      var kind: AgendaItem.Kind
      /// For timed items, the start (an event) or due instant (a reminder); for dated ones the
      /// first (or due) date and the day after the last.
      var start: Int64
      var finish: Int64
      /// The instant an item sorts by: its start, or the first moment of its date.
      var sortKey: Int64
      var firstDay: LocalDate?
      var lastDay: LocalDate?
      /// Place in agenda order (day, all-day first, time, title, id).
      var order: Int
      /// Place in title order, for the all-day and due-today groups.
      var titleOrder: Int
      /// The repeating reminder series it is an occurrence of, numbered from 0; `nil` for
      /// events and reminders that do not repeat.
      var series: Int?
    }

    var items: [AgendaItem]
    var prepared: [Item]
    /// How many repeating reminder series the items hold occurrences of.
    var seriesCount = 0

    init(_ items: [AgendaItem], zone: ZoneRules) {
      let dated = items.filter { $0.start != nil }
      self.items = dated
      let agendaOrder = Agenda.agendaOrder(dated, zone: zone)
      let titleOrder = dated.indices.sorted {
        (dated[$0].title, dated[$0].id) < (dated[$1].title, dated[$1].id)
      }
      var orderOf = [Int](repeating: 0, count: dated.count)
      for (rank, index) in agendaOrder.enumerated() { orderOf[index] = rank }
      var titleOf = [Int](repeating: 0, count: dated.count)
      for (rank, index) in titleOrder.enumerated() { titleOf[index] = rank }
      var seriesOf: [String: Int] = [:]
      let series = dated.map { item -> Int? in
        guard item.kind == .reminder, item.occurrence != nil else { return nil }
        if let number = seriesOf[item.sourceID] { return number }
        seriesOf[item.sourceID] = seriesOf.count
        return seriesOf.count - 1
      }
      seriesCount = seriesOf.count
      prepared = dated.indices.map { index in
        let item = dated[index]
        switch item.start {
        case .date(let first)?:
          var last = first.adding(days: 1)
          if case .date(let date)? = item.end { last = date }
          return Item(
            kind: item.kind, start: .max, finish: .max,
            sortKey: zone.instant(forLocal: Int64(first.dayNumber) * 86_400), firstDay: first,
            lastDay: last, order: orderOf[index], titleOrder: titleOf[index],
            series: series[index])
        case .instant(let start)?:
          let finish = item.end.map { $0.instant(in: zone) } ?? start
          return Item(
            kind: item.kind, start: start, finish: finish, sortKey: start, firstDay: nil,
            lastDay: nil, order: orderOf[index], titleOrder: titleOf[index],
            series: series[index])
        case nil:
          preconditionFailure("undated items are filtered out above")
        }
      }
    }
  }

  /// Everything of the look-ahead at one moment, in the order of urgency, with its relevance:
  /// what every capacity's entry at that moment is cut from.
  struct Ordered {
    typealias Placed = (index: Int, state: RowState, day: LocalDate)
    var date: Int64
    var today: LocalDate
    var placed: [Placed]
    var relevance: Double
    /// The overdue bucket's items, newest first, and where the bucket starts in `placed`:
    /// the overdue reminders a capacity hides are always a suffix of it.
    var overdueItems: [AgendaItem] = []
    var overdueStart = 0
  }

  func ordered(_ items: Prepared, at date: Int64, zone: ZoneRules) -> Ordered {
    let today = zone.localDate(forInstant: date)
    let lookAheadEnd = today.adding(days: options.lookAheadDays)
    let lookAheadEndInstant = zone.startOfDay(lookAheadEnd)
    let tomorrowInstant = zone.startOfDay(today.adding(days: 1))
    // The order of urgency of the type's description, one bucket each, of (item index, state,
    // day).
    typealias Placed = (index: Int, state: RowState, day: LocalDate)
    var inProgress: [Placed] = []
    var overdue: [Placed] = []
    var dueNow: [Placed] = []
    var laterToday: [Placed] = []
    var dueToday: [Placed] = []
    var allDayToday: [Placed] = []
    var laterDays: [Placed] = []

    for (index, item) in items.prepared.enumerated() {
      if let first = item.firstDay, let last = item.lastDay {
        switch item.kind {
        case .event:
          if first <= today, today < last {
            allDayToday.append((index, .allDay, today))
          } else if first > today, first < lookAheadEnd {
            laterDays.append((index, .upcoming, first))
          }
        case .reminder:
          if first < today {
            overdue.append((index, .overdue, today))
          } else if first == today {
            dueToday.append((index, .allDay, today))
          } else if first < lookAheadEnd {
            laterDays.append((index, .upcoming, first))
          }
        }
        continue
      }
      let begin = item.start
      func upcoming() {
        if begin < tomorrowInstant {
          laterToday.append((index, .upcoming, today))
        } else if begin < lookAheadEndInstant {
          laterDays.append((index, .upcoming, zone.localDate(forInstant: begin)))
        }
      }
      switch item.kind {
      case .event:
        let finish = item.finish
        if begin <= date, date < finish {
          inProgress.append((index, .inProgress, today))
        } else if begin >= date || (finish == begin && date < begin + Self.dueMinute) {
          upcoming()
        }
      case .reminder:
        if begin + Self.dueMinute <= date {
          overdue.append((index, .overdue, today))
        } else if begin <= date {
          dueNow.append((index, .dueNow, today))
        } else {
          upcoming()
        }
      }
    }

    let prepared = items.prepared
    if items.seriesCount > 0 {
      // A repeating reminder is one item, as a reminders app shows it: its current occurrence
      // stands for the series, the latest fallen due if any (one missed before is superseded
      // by one that falls due during the timeline), else the next one. A daily reminder
      // counted on every day of the look-ahead, or a weekly one overdue and again next week,
      // is heard as several things to do.
      var current = [(index: Int, due: Bool)?](repeating: nil, count: items.seriesCount)
      func consider(_ bucket: [Placed], due: Bool) {
        for placed in bucket {
          guard let series = prepared[placed.index].series else { continue }
          if let chosen = current[series] {
            let (x, y) = (prepared[placed.index].sortKey, prepared[chosen.index].sortKey)
            let later = (x, placed.index) > (y, chosen.index)
            guard due ? !chosen.due || later : !chosen.due && !later else { continue }
          }
          current[series] = (placed.index, due)
        }
      }
      consider(overdue, due: true)
      consider(dueNow, due: true)
      consider(laterToday, due: false)
      consider(dueToday, due: false)
      consider(laterDays, due: false)
      func isCurrent(_ placed: Placed) -> Bool {
        guard let series = prepared[placed.index].series else { return true }
        return current[series]?.index == placed.index
      }
      overdue.removeAll { !isCurrent($0) }
      dueNow.removeAll { !isCurrent($0) }
      laterToday.removeAll { !isCurrent($0) }
      dueToday.removeAll { !isCurrent($0) }
      laterDays.removeAll { !isCurrent($0) }
    }
    func byTime(_ a: Placed, _ b: Placed) -> Bool {
      let (x, y) = (prepared[a.index].sortKey, prepared[b.index].sortKey)
      if x != y { return x < y }
      return prepared[a.index].titleOrder < prepared[b.index].titleOrder
    }
    func byTitle(_ a: Placed, _ b: Placed) -> Bool {
      prepared[a.index].titleOrder < prepared[b.index].titleOrder
    }
    // What is in progress ends soonest first: the meeting that is over at 16:30 before the
    // shift's hours that run all afternoon, which would otherwise lead every entry of it.
    inProgress.sort { a, b in
      let (x, y) = (prepared[a.index].finish, prepared[b.index].finish)
      return x != y ? x < y : byTime(a, b)
    }
    overdue.sort { byTime($1, $0) }
    dueNow.sort(by: byTime)
    laterToday.sort(by: byTime)
    dueToday.sort(by: byTitle)
    allDayToday.sort(by: byTitle)
    laterDays.sort { prepared[$0.index].order < prepared[$1.index].order }

    // An event about to start outranks reminders long overdue.
    let soon = laterToday.prefix {
      prepared[$0.index].kind == .event && prepared[$0.index].start - date <= Relevance.startsSoon
    }
    let ordered =
      inProgress + dueNow + soon + overdue + laterToday.dropFirst(soon.count) + dueToday
      + allDayToday + laterDays
    return Ordered(
      date: date, today: today, placed: ordered,
      relevance: Relevance.score(
        ordered.map { (prepared[$0.index], $0.state, $0.day.dayNumber - today.dayNumber) },
        at: date),
      overdueItems: overdue.isEmpty ? [] : overdue.map { items.items[$0.index] },
      overdueStart: inProgress.count + dueNow.count + soon.count)
  }

  /// The entry of a moment for a widget that shows `capacity` rows.
  func entry(_ moment: Ordered, items: Prepared, capacity: Int) -> TimelineEntry {
    var hidden = [Int](repeating: 0, count: options.lookAheadDays)
    var hiddenOverdue = 0
    var oldestOverdue: Int?
    var rows: [TimelineRow] = []
    rows.reserveCapacity(min(capacity, moment.placed.count))
    for (position, placed) in moment.placed.enumerated() {
      let dayOffset = placed.day.dayNumber - moment.today.dayNumber
      if position < capacity {
        rows.append(
          TimelineRow(
            item: items.items[placed.index], state: placed.state, day: placed.day,
            dayOffset: dayOffset))
      } else {
        hidden[dayOffset] += 1
        if placed.state == .overdue {
          hiddenOverdue += 1
          if oldestOverdue.map({ items.prepared[placed.index].sortKey < items.prepared[$0].sortKey }
          )
            ?? true
          {
            oldestOverdue = placed.index
          }
        }
      }
    }
    return TimelineEntry(
      date: moment.date, day: moment.today, rows: rows, hiddenPerDay: hidden,
      relevance: moment.relevance, hiddenOverdue: hiddenOverdue,
      oldestHiddenOverdue: oldestOverdue.map { items.items[$0] },
      hiddenOverdueItems: moment.overdueItems[
        min(max(capacity - moment.overdueStart, 0), moment.overdueItems.count)...])
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
