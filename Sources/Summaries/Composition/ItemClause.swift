import Agenda
import ICalendar
import WidgetTimeline

/// The parts of one mention's clause, worked out once per entry; a render picks the parts its
/// detail level keeps.
///
/// The order is the listener's: the title, then its state ("favorite", "tentative", "high
/// priority") right after it so that a state is never heard as part of an address, then when,
/// where, a note the title carried, and the other days of a repeating event.
///
/// Its parts live in one shared, immutable box until one is changed: the composer copies
/// clauses into every render it tries, and a copy is then one reference count. Each part is
/// read and written as `clause.title`, through the box.
@dynamicMemberLookup
struct ItemClause: Sendable {
  private final class Storage: Sendable {
    let parts: Parts
    init(_ parts: Parts) { self.parts = parts }
  }

  struct Parts: Sendable {
    var title: String
    /// The title's number in the composer's names (`SpokenNames.Names.titleNumber`): one
    /// number for every title said the same.
    var titleNumber: Int
    /// The calendar or list, set only when it tells two spoken items apart.
    var group: String? = nil
    /// The item's calendar or list, spoken.
    var groupName: String? = nil
    var isReminder: Bool
    var states: [State]
    var when: String? = nil
    var repeats: String? = nil
    var place: String? = nil
    /// The catalog keys `when`, `repeats`, `place`, `detailedWhen` and `brief` were said
    /// with: what the summary's template records (`Summary.template`).
    var whenKey: CopyKey? = nil
    var repeatsKey: CopyKey? = nil
    var placeKey: CopyKey? = nil
    var detailedWhenKey: CopyKey? = nil
    var briefKey: CopyKey? = nil
    /// Whether the place is a room or an address, not a meeting service or "online".
    var placeIsPhysical: Bool = false
    var note: String? = nil
    /// The time of day the clause says, if any, and whether it is an end ("until 9 AM"): what
    /// an action may use to say which item it acts on.
    var spokenTime: String? = nil
    var timeIsEnd: Bool = false
    /// For a reminder overdue since a weekday or date, the same with its time ("overdue since
    /// Friday at 6 PM"), said when two clauses would otherwise sound the same.
    var detailedWhen: String? = nil
    var detailedTime: String? = nil
    /// A shorter `when`, said when the full one does not fit: for an event still to come on a
    /// small or lock-screen widget its start alone ("at 2 PM"), for a reminder overdue since a
    /// time yesterday "overdue since yesterday". Never for two clauses with one title.
    var brief: String? = nil
    /// The title cut at its first phrase boundary (for an overdue group's sentence, its
    /// names cut so), said only to make room for an urgent row (`Detail.isUrgentResort`).
    var cutTitle: String? = nil
    /// Whether the title is said whole at a level that cuts titles: set after the search,
    /// when the whole title still fits (`SummaryComposer.wholeTitlesThatFit`).
    var saysWholeTitle = false
    /// Whether another clause said has the same title: its time then tells it apart, and is
    /// said in full (`SummaryComposer.toldApart`).
    var hasTwin = false
    /// The shortest `when`, said only to make room for an urgent row (`Detail.urgentShortest`):
    /// `brief`, or for an event still to come its start alone in every family ("at 7 PM").
    var shortest: String? = nil
    var shortestKey: CopyKey? = nil
    /// The least a widget with no room for a time says of when: "overdue" for an overdue
    /// reminder, "due now" for one due now, nothing for the rest (`Detail.noTimes`).
    var bare: String? = nil
    var bareKey: CopyKey? = nil
  }

  private var storage: Storage

  init(
    title: String, titleNumber: Int, group: String?, groupName: String?, isReminder: Bool,
    states: [State], when: SummaryComposer.Phrase?, repeats: SummaryComposer.Phrase?,
    place: SummaryComposer.Phrase?, note: String?
  ) {
    storage = Storage(
      Parts(
        title: title, titleNumber: titleNumber, group: group, groupName: groupName,
        isReminder: isReminder,
        states: states, when: when?.text, repeats: repeats?.text, place: place?.text,
        whenKey: when?.key, repeatsKey: repeats?.key, placeKey: place?.key, note: note))
  }

  subscript<Value>(dynamicMember part: WritableKeyPath<Parts, Value>) -> Value {
    get { storage.parts[keyPath: part] }
    set {
      var parts = storage.parts
      parts[keyPath: part] = newValue
      storage = Storage(parts)
    }
  }

  /// A state said in words, and how readily a long summary gives it up.
  struct State: Equatable {
    enum Kind {
      /// `twice` and `copies`: identical items said as one (`Mention.copies`).
      case postponed, tentative, optional, urgent, important, highPriority, favorite, twice
      case copies

      var key: CopyKey {
        switch self {
        case .postponed: .statePostponed
        case .tentative: .stateTentative
        case .optional: .stateOptional
        case .urgent: .stateUrgent
        case .important: .stateImportant
        case .highPriority: .stateHighPriority
        case .favorite: .stateFavorite
        case .twice: .stateTwice
        case .copies: .stateCopies
        }
      }
    }
    var kind: Kind
    var text: String
  }

  /// The time said at `detail`, and its catalog key: none but `bare` without times, "overdue"
  /// alone where the level says so, else the shortest, the brief or the full one.
  func time(at detail: SummaryComposer.Detail) -> (text: String?, key: CopyKey?) {
    if !detail.keepsTimes || saysBareOverdue(at: detail) { return (self.bare, self.bareKey) }
    if detail.saysShortestTimes, let shortest = self.shortest {
      return (shortest, self.shortestKey)
    }
    if detail.keepsFullTimes || self.brief == nil { return (self.when, self.whenKey) }
    return (self.brief, self.briefKey)
  }

  /// Whether an overdue reminder says "overdue" alone at `detail` where a time would follow:
  /// only to make room for an urgent row, and never a twin, which its time tells apart.
  func saysBareOverdue(at detail: SummaryComposer.Detail) -> Bool {
    detail == .urgentBare && self.bareKey == .reminderOverdue && !self.hasTwin
  }

  /// Whether the two say the same title.
  func sameTitle(as other: ItemClause) -> Bool { self.titleNumber == other.titleNumber }

  /// Whether the listener could confuse the two: the same in everything but the calendar and
  /// the place.
  func sameIdentity(as other: ItemClause) -> Bool {
    sameTitle(as: other) && self.when == other.when && self.repeats == other.repeats
      && self.states.count == other.states.count
      && zip(self.states, other.states).allSatisfy { $0.text == $1.text }
  }
}

extension SummaryComposer {
  /// The clause parts of `mention` in `entry`, whose item is said by `names`. A
  /// `standalone` clause (small and accessory widgets) carries its own day; under a day
  /// heading it does not need to.
  func clause(
    _ mention: Mention, entry: TimelineEntry, names: SpokenNames.Names, standalone: Bool
  ) -> ItemClause {
    let row = mention.first
    let item = row.item
    var states: [ItemClause.State] = []
    // "Postponed: Standup" is said as "Standup, postponed": a state, never a second heading.
    if names.isPostponed {
      states.append(.init(kind: .postponed, text: localizer.string(.statePostponed)))
    }
    // "Tentative: Review" is Outlook's answer to the invitation: said as STATUS:TENTATIVE is.
    let tentative = item.status == .tentative || names.isTentative
    if tentative {
      states.append(.init(kind: .tentative, text: localizer.string(.stateTentative)))
    }
    // What a title's tags say the eye sees, so the ear hears it: "Party, optional".
    if names.isOptional, !tentative {
      states.append(.init(kind: .optional, text: localizer.string(.stateOptional)))
    }
    if names.isUrgent {
      states.append(.init(kind: .urgent, text: localizer.string(.stateUrgent)))
    }
    if names.isImportant, !names.isUrgent {
      states.append(.init(kind: .important, text: localizer.string(.stateImportant)))
    }
    if item.priority == .high {
      states.append(.init(kind: .highPriority, text: localizer.string(.stateHighPriority)))
    }
    if item.isFavorite {
      states.append(.init(kind: .favorite, text: localizer.string(.stateFavorite)))
    }
    // Identical items said once say how many they are, first: it is what they are.
    switch mention.copies.count {
    case 0: break
    case 1: states.insert(.init(kind: .twice, text: localizer.string(.stateTwice)), at: 0)
    case let count:
      states.insert(
        .init(kind: .copies, text: localizer.string(.stateCopies, .integer(count + 1))), at: 0)
    }
    // A postponed event is said with when it was to be, never a range or an "until" that
    // would say it takes place: "Board prep, postponed, was planned for 8:30 AM".
    let postponed = item.kind == .event && names.isPostponed
    var when =
      postponed
      ? plannedTime(row)
      : item.kind == .event
        ? eventTime(row, entry: entry) : reminderTime(row, entry: entry, standalone: standalone)
    // "Today: Offsite" says all day already; a multi-day event still says until when.
    if standalone, row.state == .allDay, item.kind == .event, when?.key == .rangeAllDay {
      when = nil
    }
    var clause = ItemClause(
      title: names.title, titleNumber: names.titleNumber, group: nil, groupName: names.group,
      isReminder: item.kind == .reminder,
      states: states, when: when,
      repeats: mention.rows.count > 1 ? repeats(mention, entry: entry) : nil,
      place: names.place.map { Phrase(key: $0.key, text: $0.phrase(localizer)) }, note: names.note)
    if names.cutTitle != names.title { clause.cutTitle = names.cutTitle }
    if let place = names.place, case .online = place.kind {
      clause.placeIsPhysical = false
    } else {
      clause.placeIsPhysical = clause.place != nil
    }
    spokenTime(row, entry: entry, into: &clause)
    if postponed {
      if case .instant(let start)? = item.start {
        clause.spokenTime = clock.time(local(start))
        clause.timeIsEnd = false
      }
      return clause
    }
    let brief = briefTime(row, entry: entry, standalone: standalone)
    clause.brief = brief?.text
    clause.briefKey = brief?.key
    // Under a day heading too, an event still to come can be said by its start alone.
    let shortest = brief ?? (standalone ? nil : briefTime(row, entry: entry, standalone: true))
    clause.shortest = shortest?.text
    clause.shortestKey = shortest?.key
    switch row.state {
    case .overdue:
      clause.bare = localizer.string(.reminderOverdue)
      clause.bareKey = .reminderOverdue
    case .dueNow:
      clause.bare = clause.when
      clause.bareKey = clause.whenKey
    default: break
    }
    return clause
  }

  /// Records the time of day the clause says, and for a reminder overdue since a weekday or a
  /// date the form that says its time too.
  func spokenTime(_ row: TimelineRow, entry: TimelineEntry, into clause: inout ItemClause) {
    guard case .instant(let instant)? = row.item.start else { return }
    let start = local(instant)
    switch (row.item.kind, row.state) {
    case (.event, .inProgress):
      guard let end = row.item.end?.instant(in: zone) else { return }
      clause.spokenTime = clock.time(local(end), asEnd: true)
      clause.timeIsEnd = true
    case (.event, _):
      // A range's start is said as a start ("from midnight"), an instant as a time.
      let isRange = row.item.end.map { $0.instant(in: zone) != instant } ?? false
      clause.spokenTime = clock.time(start, asStart: isRange)
    case (.reminder, .upcoming):
      clause.spokenTime = clock.time(start)
    case (.reminder, .overdue):
      let age = entry.day.dayNumber - start.date.dayNumber
      if age <= 1, !(age == 1 && start.secondOfDay == 0) {
        clause.spokenTime = clock.time(start)
      } else if age > 1 {
        let (day, isWeekday) = clock.pastDay(start.date, relativeTo: entry.day)
        let key: CopyKey = isWeekday ? .reminderOverdueWeekdayTime : .reminderOverdueDateTime
        clause.detailedWhen = localizer.string(key, .string(day), .string(clock.time(start)))
        clause.detailedWhenKey = key
        clause.detailedTime = clock.time(start)
      }
    default:
      return
    }
  }

  /// What a detail level keeps of this clause, as bits: two levels with the same key say the
  /// clause the same way (`text(_:detail:)`).
  static func textKey(_ clause: ItemClause, detail: Detail) -> Int {
    var key = 0
    if detail.keepsGroup, clause.group != nil { key |= 1 }
    if detail.keepsLocation, clause.place != nil || clause.note != nil { key |= 2 }
    if !detail.keepsFullTimes, clause.brief != nil { key |= 4 }
    if detail.saysShortestTimes, clause.shortest != nil { key |= 1 << 9 }
    if clause.saysBareOverdue(at: detail) { key |= 1 << 13 }
    if !detail.keepsTimes { key |= 1 << 10 }
    // `urgentShortest` and `shortTitles` cut a title the same way; `shortestTitles` further,
    // and `noPriority` without its numbers.
    if detail.shortensTitles {
      key |= detail == .noPriority ? 5 << 12 : detail == .shortestTitles ? 1 << 12 : 1 << 11
    }
    for (bit, state) in clause.states.enumerated() where detail.keeps(state.kind) {
      key |= 8 << bit
    }
    return key
  }

  /// The catalog keys the clause is said with at a detail level (`text(_:detail:)`): its
  /// calendar's, its states', its time's, its place's and its repeats'.
  static func templateKeys(_ clause: ItemClause, detail: Detail) -> CopyKeySet {
    var keys = CopyKeySet()
    if detail.keepsGroup, clause.group != nil {
      keys.insert(clause.isReminder ? .detailList : .detailCalendar)
    }
    for state in clause.states where detail.keeps(state.kind) { keys.insert(state.kind.key) }
    if let when = clause.time(at: detail).key { keys.insert(when) }
    if detail.keepsLocation, let place = clause.placeKey { keys.insert(place) }
    if let repeats = clause.repeatsKey { keys.insert(repeats) }
    return keys
  }

  /// A part of a clause and the catalog key it was said with.
  struct Phrase {
    var key: CopyKey
    var text: String
  }

  func phrase(_ key: CopyKey, _ arguments: FormatArgument...) -> Phrase {
    Phrase(key: key, text: localizer.string(key, arguments: arguments))
  }

  /// The clause as said at a detail level.
  func text(_ clause: ItemClause, detail: Detail) -> String {
    // An overdue group's sentence (a negative title number) is cut only to make room for an
    // urgent row, and then as its names were cut when it was made.
    var head =
      clause.saysWholeTitle
      ? clause.title
      : detail.isUrgentResort
        ? clause.cutTitle ?? clause.title
        : clause.titleNumber >= 0 ? detail.title(clause.title) : clause.title
    if detail.keepsGroup, let group = clause.group {
      head = localizer.string(
        clause.isReminder ? .detailList : .detailCalendar, .string(head), .string(group))
    }
    // Room for the title, its states and the four parts after them: grown one append at a
    // time, the list was made again on the way for most clauses.
    var parts: [String] = []
    parts.reserveCapacity(clause.states.count + 5)
    parts.append(head)
    for state in clause.states where detail.keeps(state.kind) { parts.append(state.text) }
    if let when = clause.time(at: detail).text { parts.append(when) }
    if detail.keepsLocation, let place = clause.place { parts.append(place) }
    if detail.keepsLocation, let note = clause.note { parts.append(note) }
    if let repeats = clause.repeats { parts.append(repeats) }
    return self.clause(parts)
  }

  func local(_ instant: Int64) -> LocalDateTime {
    LocalDateTime(localSeconds: zone.local(forInstant: instant))
  }

  /// When an event is: "all day", "until 10:50 AM", "from 9 to 10 AM", "at 9 PM", "from 11
  /// PM to 1 AM tomorrow".
  func eventTime(_ row: TimelineRow, entry: TimelineEntry) -> Phrase? {
    switch row.item.start {
    case .date?:
      // Several days: say until when, counting from the row's day.
      guard case .date(let end)? = row.item.end, end.dayNumber - 1 > row.day.dayNumber else {
        return phrase(.rangeAllDay)
      }
      return phrase(
        .rangeAllDayUntil, .string(clock.dayName(end.adding(days: -1), relativeTo: entry.day)))
    case .instant(let startInstant)?:
      let start = local(startInstant)
      let endInstant = row.item.end.map { $0.instant(in: zone) } ?? startInstant
      let end = local(endInstant)
      if row.state == .inProgress {
        if end.date == entry.day || Self.isMidnight(end, after: entry.day) {
          return phrase(.rangeUntil, .string(clock.time(end, asEnd: true)))
        }
        return phrase(
          .rangeUntilDay, .string(clock.time(end)),
          .string(clock.day(end.date, relativeTo: entry.day)))
      }
      if endInstant == startInstant {
        return phrase(.rangeAt, .string(clock.time(start)))
      }
      if end.date == start.date || Self.isMidnight(end, after: start.date) {
        let (from, to) = clock.rangeEnds(start, end)
        return phrase(.rangeSameDay, .string(from), .string(to))
      }
      let endDay =
        end.date.dayNumber == start.date.dayNumber + 1 && start.date != entry.day
        ? localizer.string(.dayNextDay) : clock.day(end.date, relativeTo: entry.day)
      return phrase(
        .rangeCrossDay, .string(clock.time(start, asStart: true)), .string(clock.time(end)),
        .string(endDay))
    case nil:
      return nil
    }
  }

  /// When a postponed event was to start ("was planned for 8:30 AM"): its day is its
  /// heading's or its lead's; an all-day one says no time, only its state.
  func plannedTime(_ row: TimelineRow) -> Phrase? {
    guard case .instant(let start)? = row.item.start else { return nil }
    return phrase(.rangeWasPlanned, .string(clock.time(local(start))))
  }

  /// The shorter time of `ItemClause.brief`, where there is one.
  func briefTime(_ row: TimelineRow, entry: TimelineEntry, standalone: Bool) -> Phrase? {
    guard case .instant(let instant)? = row.item.start else { return nil }
    let start = local(instant)
    switch (row.item.kind, row.state) {
    case (.event, .upcoming) where standalone:
      guard row.item.end.map({ $0.instant(in: zone) }) != instant else { return nil }
      return phrase(.rangeStartOnly, .string(clock.time(start)))
    case (.reminder, .overdue) where entry.day.dayNumber - start.date.dayNumber == 1:
      return phrase(.reminderOverdueYesterday)
    default:
      return nil
    }
  }

  /// Midnight ending `day`: an event until 0:00 ends that day.
  static func isMidnight(_ time: LocalDateTime, after day: LocalDate) -> Bool {
    time.secondOfDay == 0 && time.date.dayNumber == day.dayNumber + 1
  }

  /// A reminder due on `due` with no time, under that day's heading: the heading already says
  /// a later day ("Tuesday: …, due that day", never "…, due Tuesday"), but under "Today" the
  /// item before may be overdue since another day, and "that day" would be heard as that one.
  func underHeading(_ due: LocalDate, entry: TimelineEntry) -> CopyKey {
    due == entry.day ? .reminderDueUnderToday : .reminderDueThatDay
  }

  /// When a reminder is due, or since when it is overdue: "due at 5 PM", "due now", "overdue
  /// since 5 PM yesterday", "due tomorrow".
  func reminderTime(_ row: TimelineRow, entry: TimelineEntry, standalone: Bool) -> Phrase? {
    switch row.item.start {
    case .date(let due)?:
      switch row.state {
      case .overdue:
        return due.dayNumber == entry.day.dayNumber - 1
          ? phrase(.reminderOverdueYesterday) : overdueSince(due, entry: entry)
      case .allDay:
        return phrase(
          standalone ? .reminderDueToday : underHeading(due, entry: entry))
      default:
        return standalone
          ? phrase(.reminderDueOn, .string(clock.dayOn(due, relativeTo: entry.day)))
          : phrase(underHeading(due, entry: entry))
      }
    case .instant(let dueInstant)?:
      let due = local(dueInstant)
      switch row.state {
      case .overdue:
        switch entry.day.dayNumber - due.date.dayNumber {
        case 0:
          return phrase(.reminderOverdueTime, .string(clock.time(due, asStart: true)))
        case 1 where due.secondOfDay == 0:
          // "since midnight yesterday" is heard as the end of yesterday.
          return phrase(.reminderOverdueYesterday)
        case 1:
          return phrase(.reminderOverdueTimeYesterday, .string(clock.time(due)))
        default: return overdueSince(due.date, entry: entry)
        }
      case .dueNow:
        return phrase(.reminderDueNow)
      default:
        if due.date == entry.day || !standalone {
          return phrase(.reminderDueAt, .string(clock.time(due)))
        }
        return phrase(
          .reminderDueOnAt, .string(clock.time(due)),
          .string(clock.dayOn(due.date, relativeTo: entry.day)))
      }
    case nil:
      return nil
    }
  }

  /// "overdue since Saturday" within the past week, "overdue since April 17" before it.
  func overdueSince(_ due: LocalDate, entry: TimelineEntry) -> Phrase {
    let (day, isWeekday) = clock.pastDay(due, relativeTo: entry.day)
    return phrase(
      isWeekday ? .reminderOverdueWeekday : .reminderOverdueDate, .string(day))
  }

  /// The last day something reaches, by name, as a repeat ("daily until Friday") and the count
  /// ("through Monday") say it: one past this week's end says so where a bare weekday would be
  /// heard as this week's (来週月曜日まで平日は毎日 said on a Friday; 来週月曜日までに on a
  /// Tuesday, not 月曜日 just after 昨日 named the Monday gone). Said on the week's last day,
  /// such a day is said by its date: there "next week" is this week for a listener whose
  /// weeks start a day later (来週土曜日 on a Sunday was heard as the Saturday after next).
  func lastDayName(_ date: LocalDate, relativeTo day: LocalDate) -> String {
    let name = clock.dayName(date, relativeTo: day)
    let offset = date.dayNumber - day.dayNumber
    let weekEnds = Remainder.weekEnds(day, firstWeekday: profile.firstWeekday)
    guard (2...6).contains(offset), offset > weekEnds else { return name }
    let nextWeek = localizer.string(.dayNextWeek, .string(name))
    return weekEnds == 0 && nextWeek != name ? clock.date(date) : nextWeek
  }

  /// How a repeating event's later days are said: "daily until Friday", "every weekday until
  /// Tuesday", "also Thursday and Saturday".
  func repeats(_ mention: Mention, entry: TimelineEntry) -> Phrase {
    let days = mention.rows.map(\.day)
    let last = days[days.count - 1]
    let consecutive = zip(days, days.dropFirst()).allSatisfy {
      $1.dayNumber == $0.dayNumber + 1
    }
    let lastName = lastDayName(last, relativeTo: entry.day)
    if days.count >= 3, consecutive {
      return phrase(.repeatDailyUntil, .string(lastName))
    }
    let weekdays = (days[0].dayNumber...last.dayNumber).map { LocalDate(dayNumber: $0) }.filter {
      $0.weekday <= 5
    }
    if days.count >= 3, days == weekdays, days.count < last.dayNumber - days[0].dayNumber + 1 {
      return phrase(.repeatWeekdaysUntil, .string(lastName))
    }
    let others = days.dropFirst().map { clock.dayOn($0, relativeTo: entry.day) }
    return phrase(.repeatAlso, .string(list(others)))
  }

  /// "A", "A and B", "A, B and C" in the language's list style.
  func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return localizer.string(.listTwo, .string(items[0]), .string(items[1]))
    default:
      var text = items[0]
      for item in items.dropFirst().dropLast() {
        text = localizer.string(.listMiddle, .string(text), .string(item))
      }
      return localizer.string(.listEnd, .string(text), .string(items[items.count - 1]))
    }
  }
}

extension SpokenTime {
  /// A day by name inside the coming week: "today", "tomorrow", "Friday"; the date beyond.
  public func dayName(_ date: LocalDate, relativeTo reference: LocalDate) -> String {
    let offset = date.dayNumber - reference.dayNumber
    if (-1...1).contains(offset) { return day(date, relativeTo: reference) }
    return (2...6).contains(offset) ? weekday(date) : self.date(date)
  }
}
