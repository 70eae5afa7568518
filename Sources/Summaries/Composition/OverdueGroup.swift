import Agenda
import ICalendar
import WidgetTimeline

/// Several overdue reminders said as one sentence, after what happens today: "12 overdue
/// reminders since May 4, among them Ring the plumber and Renew the TV licence".
///
/// A widget element cannot be skipped: a large widget that shows a dozen overdue reminders
/// would otherwise say "overdue since …" a dozen times (40–56 seconds) before tonight's next
/// event. The group counts every overdue reminder at that moment, those the widget had no room
/// for too (a listener takes its number as all they owe), says since when the oldest of them
/// is overdue, said of the group, and names the most important few of them, shown or not
/// (`rank`: favorites and high priority first, then medium priority, then the oldest) plainly
/// as a selection ("among them"), or every member, always in that order; only those get
/// actions. Families that say their rows under
/// day headings group; a small or lock-screen widget says its one or two rows as they are.
struct OverdueGroup {
  /// The members' indices among the entry's mentions, in the widget's order.
  var members: [Int]
  /// The members said by name, most important first.
  var named: [Int]
  /// How many overdue reminders it counts: its members' rows, their identical copies' and
  /// the hidden ones'.
  var rows: Int
  /// The overdue reminders it counts that the widget had no room for
  /// (`TimelineEntry.hiddenOverdue`): the remainder does not count them again.
  var hidden: Int

  /// The fewest overdue reminders said as a group, and how many it names: a third is named
  /// rather than left unnamed among three.
  static let least = 3
  static let namedAtMost = 2

  /// The group of `mentions`, said as `clauses`, for a family of `traits`, if it has one.
  ///
  /// Every overdue reminder is counted, the `hidden` ones the widget had no room for too, but
  /// the group names only reminders without a twin (another item said by the same title)
  /// or identical copies ("listed twice"): it says its names by title alone, and only their
  /// times would tell a twin apart. With fewer than `least` overdue reminders, or fewer than
  /// two it could name, there is no group.
  ///
  /// The names are the rows shown, the most important first, and besides them the most
  /// important hidden one when it is a favorite or of high priority and outranks one of
  /// them: the `candidates` are hidden ones (`TimelineEntry.hiddenOverdueItems`) that may be
  /// named (`SummaryComposer.hiddenCandidates`: no twin among the rows or the other hidden
  /// ones). `named` then indexes `mentions` followed by `candidates`; a candidate is never a
  /// member, so the count stays the same. Whether there is a group at all is decided by the
  /// rows shown.
  static func of(
    _ mentions: [Mention], clauses: [ItemClause], traits: FamilyTraits, zone: ZoneRules,
    hidden: Int = 0, candidates: [Mention] = []
  ) -> OverdueGroup? {
    guard !traits.standalone else { return nil }
    let members = mentions.indices.filter { mentions[$0].first.state == .overdue }
    guard !members.isEmpty else { return nil }
    let rows = members.reduce(hidden) { $0 + mentions[$1].rowCount }
    guard rows >= least else { return nil }
    let nameable = members.filter { index in
      mentions[index].copies.isEmpty
        && !clauses.indices.contains { $0 != index && clauses[$0].sameTitle(as: clauses[index]) }
    }
    // Two names at least: "A, and 4 others" with one name is no list.
    guard nameable.count >= namedAtMost else { return nil }
    var pool = nameable
    var items = nameable.map { mentions[$0].item }
    pool += candidates.indices.map { mentions.count + $0 }
    items += candidates.map(\.item)
    let due = items.map { $0.start?.instant(in: zone) ?? 0 }
    let ranks = items.map { Self.rank($0) }
    let ranked = pool.indices.sorted { a, b in
      if ranks[a] != ranks[b] { return ranks[a] > ranks[b] }
      if due[a] != due[b] { return due[a] < due[b] }
      return a < b
    }
    // A third is named rather than left to "among them". The names are said in rank order,
    // every member named or a few: the listener learns one order for every group. The rows
    // the widget shows are named first (a listener looks for what the screen holds: round
    // 19's reviewers, en-GB 16, ja 11); a hidden favorite or one of high priority is named
    // besides them when it outranks one of them (round 18's, en-US 22, ja 18), never
    // instead of them; where fewer rows are shown than names said, hidden ones make up the
    // rest.
    let count = rows == namedAtMost + 1 ? namedAtMost + 1 : namedAtMost
    var chosen = Array(ranked.filter { pool[$0] < mentions.count }.prefix(count))
    let unseen = ranked.filter { pool[$0] >= mentions.count }
    if chosen.count < count {
      // Fewer rows shown than names said: the most important hidden ones make up the rest.
      chosen += unseen.prefix(count - chosen.count)
    } else if let top = unseen.first, ranks[top] >= 2,
      chosen.contains(where: { ranks[$0] < ranks[top] })
    {
      chosen.append(top)
    }
    chosen = ranked.filter { chosen.contains($0) }
    return OverdueGroup(
      members: members, named: chosen.map { pool[$0] }, rows: rows, hidden: hidden)
  }

  /// How much naming `item` in a group matters: a favorite of high priority most, then a
  /// favorite or one of high priority, then one of medium priority, then the rest; among
  /// equals the oldest first (`of`). Native reviewers: "Favorites first, then high/medium
  /// priority, then oldest would be easy to learn."
  static func rank(_ item: AgendaItem) -> Int {
    let high = item.priority == .high
    if high && item.isFavorite { return 3 }
    if high || item.isFavorite { return 2 }
    return item.priority == .medium ? 1 : 0
  }

  /// The row of the reminder that fell due first: a member's, or the oldest hidden one's
  /// (`TimelineEntry.oldestHiddenOverdue`) when that fell due before every member.
  func oldest(_ mentions: [Mention], entry: TimelineEntry, zone: ZoneRules) -> TimelineRow {
    let member = members.min { a, b in
      (mentions[a].item.start?.instant(in: zone) ?? 0, a)
        < (mentions[b].item.start?.instant(in: zone) ?? 0, b)
    }
    let row = mentions[member ?? members[0]].first
    guard hidden > 0, let item = entry.oldestHiddenOverdue,
      item.start?.instant(in: zone) ?? 0 < row.item.start?.instant(in: zone) ?? 0
    else { return row }
    return TimelineRow(item: item, state: .overdue, day: entry.day, dayOffset: 0)
  }

  /// `mentions` and their `clauses` with the group's members said as one: a mention of all
  /// their rows, whose clause is the group's sentence, just after what happens next.
  ///
  /// The widget shows overdue rows above what is still to come, and the search says mentions
  /// first to last: a group where its first member stood crowded tonight's event out of a
  /// large widget, while what happens next is what a listener needs first. So the group
  /// stands after the first event the widget shows after that member (in progress ones are
  /// said first anyway), or with none, after the first item still to come ("Pay the
  /// invoice, due tomorrow at 12:30 AM").
  func folded(_ mentions: [Mention], _ clauses: [ItemClause], clause: ItemClause)
    -> (mentions: [Mention], clauses: [ItemClause])
  {
    var rows: [TimelineRow] = []
    var positions: [Int] = []
    var copies: [Int] = []
    for member in members {
      rows += mentions[member].rows
      positions += mentions[member].positions
      copies += mentions[member].copies
    }
    var group = Mention(rows: rows, positions: positions)
    group.copies = copies
    group.isOverdueGroup = true
    group.hiddenRows = hidden
    var foldedMentions: [Mention] = []
    var foldedClauses: [ItemClause] = []
    let after = mentions.indices.filter { index in
      index > members[0] && !members.contains(index) && mentions[index].first.state != .inProgress
    }
    let place =
      after.first { mentions[$0].item.kind == .event } ?? after.first ?? members[0]
    for index in mentions.indices {
      if !members.contains(index) {
        foldedMentions.append(mentions[index])
        foldedClauses.append(clauses[index])
      }
      if index == place {
        foldedMentions.append(group)
        foldedClauses.append(clause)
      }
    }
    return (foldedMentions, foldedClauses)
  }
}

extension SummaryComposer {
  /// The group's sentence as a clause of its own: said whole at every detail level but those
  /// that make room for an urgent row (`Detail.isUrgentResort`), which cut its names at their
  /// first phrase boundary, with `overdue.group` (every member named) or `overdue.group.among`
  /// (a few named) as its template's key. Made once for what it says: every family and text
  /// size that groups the same reminders says the same.
  ///
  /// The oldest day is the group's ("7 overdue reminders since Saturday"), never the first
  /// name's: the names that follow are plainly a selection ("among them", "darunter", 그중,
  /// そのうち), since the oldest is often one not named, or all of them, the oldest first.
  func clause(
    _ group: OverdueGroup, mentions: [Mention], clauses: [ItemClause], entry: TimelineEntry,
    keys: [ItemKey], cache: inout CompositionCache
  ) -> ItemClause {
    let oldest = group.oldest(mentions, entry: entry, zone: zone)
    // A named member's title is its item's: the items name the sentence.
    let key = CompositionCache.GroupClauseKey(
      named: group.named.map { keys[mentions[$0].positions[0]] }, rows: group.rows,
      firstMember: group.members[0], oldestDue: oldest.item.start, entryDay: entry.day)
    if let clause = cache.groupClauses[key] { return clause }
    let names = group.named.map { groupName(clauses[$0].title, item: mentions[$0].item) }
    let states = group.named.map {
      GroupNameState(mentions[$0].item, title: clauses[$0].states.map(\.kind))
    }
    let template: CopyKey = group.rows > names.count ? .overdueGroupAmong : .overdueGroup
    let since = since(oldest, entry: entry)
    // How many it leaves unnamed: Japanese ends a selection with it (「、ほか5件」), which
    // tells how many names were heard and keeps the last name's modifier off the rest.
    let unnamed = FormatArgument.integer(group.rows - names.count)
    let text = localizer.string(
      template, .integer(group.rows), .string(since),
      .string(groupNames(names, states: states)), unnamed)
    let cut = names.map { Self.shortened($0) }
    var clause = ItemClause(
      title: text, titleNumber: -1 - group.members[0], group: nil, groupName: nil,
      isReminder: true, states: [], when: nil, repeats: nil, place: nil, note: nil)
    // The key the sentence was said with, recorded as a clause's time is.
    clause.whenKey = template
    clause.bareKey = template
    if cut != names {
      clause.cutTitle = localizer.string(
        template, .integer(group.rows), .string(since),
        .string(groupNames(cut, states: states)), unnamed)
    }
    cache.groupClauses[key] = clause
    return clause
  }

  /// What a group's name says of its reminder's state beside it: high priority and favorite,
  /// which the widget shows as a mark and a single row says, and the states its title's own
  /// words say (`title`: "POSTPONED: Board prep", "Haircut (optional)"), which travel with the
  /// item wherever it is named: without them "Board prep" is heard as an ordinary task.
  struct GroupNameState: Equatable {
    var isHigh = false
    var isFavorite = false
    /// The title's states, as a single row says them (`ItemClause.State.Kind`): postponed,
    /// tentative, optional, urgent, important.
    var title: [ItemClause.State.Kind] = []

    init(isHigh: Bool = false, isFavorite: Bool = false, title: [ItemClause.State.Kind] = []) {
      self.isHigh = isHigh
      self.isFavorite = isFavorite
      self.title = title.filter { Self.titleKinds.contains($0) }
    }

    init(_ item: AgendaItem, title: [ItemClause.State.Kind] = []) {
      self.init(isHigh: item.priority == .high, isFavorite: item.isFavorite, title: title)
    }

    var says: Bool { isHigh || isFavorite || !title.isEmpty }

    /// The states a title's words say, each said beside the group's name by its own key.
    static let titleKinds: [ItemClause.State.Kind] = [
      .postponed, .tentative, .optional, .urgent, .important,
    ]

    /// The key that says `kind` beside a group's name (`overdue.group.postponed`, …).
    static func key(_ kind: ItemClause.State.Kind) -> CopyKey? {
      switch kind {
      case .postponed: .overdueGroupPostponed
      case .tentative: .overdueGroupTentative
      case .optional: .overdueGroupOptional
      case .urgent: .overdueGroupUrgent
      case .important: .overdueGroupImportant
      default: nil
      }
    }
  }

  /// The group's names, every one said: "A and B", "A, B, and C".
  ///
  /// A name that is itself a list ("Milk, eggs, bread", "シャンプー・洗剤・トイレットペーパー",
  /// "Klausur, Mathe") would be heard as several names, more than the group's number says:
  /// then each such name is marked as its language marks a name (`overdue.group.listName`:
  /// 「…」 in Japanese) and the names are joined by what differs from the list's own comma
  /// (`overdue.group.listJoin`: "; " in English and German, 및 in Korean), two such names as
  /// well. Two names take `overdue.group.two`, the last two of three `overdue.group.last`, not the days' `list.end`:
  /// Korean joins titles with 및, never with 과/와, which depend on the title's last sound.
  /// With marked names the last join is the marked one too (`overdue.group.listLast`: "A;
  /// B; and C", never "A; B, and C"), and where a name already holds the last join's word
  /// it is `overdue.group.lastAfterAnd` ("…, 그리고 영업 및 개발 협의").
  ///
  /// A name whose reminder is of high priority or a favorite says so (`states`), as a single
  /// row would (`overdue.group.highPriority`, `overdue.group.favorite`, both in one phrase
  /// `overdue.group.favoriteHighPriority`): the group names the important first, and without
  /// the state the listener would not know why, nor that the rotor's "Unfavorite" is for a
  /// favorite. English and German say it after its name, a word of its own ("Pay rent, high
  /// priority"), and such names are joined by a pause (`overdue.group.stateJoin`,
  /// `overdue.group.stateLast`: "; "), heard as the end of the name's words. Japanese and
  /// Korean say it before its own name, in the form that can only modify what follows
  /// (優先度の高い「家賃」, 우선순위 높은 월세 이체): said after a name between pauses, or in a form
  /// that ends a clause (優先度が高い), native listeners heard it as a name of its own or as the
  /// previous name's. A state said before a name is heard over the names after it, so where
  /// the next name shares it the language says how (`overdue.group.sharedState`: once in
  /// Korean, "우선순위 높은 A 및 B"; again in Japanese), and where the next name has none a
  /// join that starts afresh after a pause ends its reach (`overdue.group.stateEnd`: "우선순위
  /// 높은 A, 그리고 B"; without the pause "A 그리고 B" was heard as both having the state), and
  /// where a name is itself a list, one without a pause that list's own could be taken for
  /// (`overdue.group.listStateEnd`: "… 그리고 B").
  func groupNames(_ names: [String], states: [GroupNameState] = []) -> String {
    guard !names.isEmpty else { return "" }
    let state = { (index: Int) in states.indices.contains(index) ? states[index] : .init() }
    let lists = names.contains(where: Self.isList)
    let marked = names.indices.map { index in
      Self.isList(names[index]) || state(index).says
        ? localizer.string(.overdueGroupListName, .string(names[index])) : names[index]
    }
    let said = names.indices.map { index in
      let says = state(index)
      // The title's own states first, nearest the name: "Board prep, postponed".
      let titled = says.title.compactMap(GroupNameState.key).reduce(marked[index]) {
        localizer.string($1, .string($0))
      }
      let key: CopyKey? =
        says.isHigh && says.isFavorite
        ? .overdueGroupFavoriteHighPriority
        : says.isHigh ? .overdueGroupHighPriority : says.isFavorite ? .overdueGroupFavorite : nil
      return key.map { localizer.string($0, .string(titled)) } ?? titled
    }
    guard states.contains(where: \.says) else {
      return join(said, lists: lists, states: false, names: names)
    }
    // A state said after its name ends it with a pause of its own.
    if statesFollowNames { return join(said, lists: lists, states: true, names: names) }
    // A state said before its name: each join says how far the state before it reaches.
    var text = said[0]
    for index in 1..<said.count {
      let (before, now) = (state(index - 1), state(index))
      if before.says, before == now,
        !names[(index - 1)...index].contains(where: { holdsLastJoin($0, .overdueGroupSharedState) })
      {
        text = localizer.string(
          .overdueGroupSharedState, .string(text), .string(marked[index]), .string(said[index]))
      } else if before.says, !now.says {
        let key: CopyKey = lists ? .overdueGroupListStateEnd : .overdueGroupStateEnd
        text = localizer.string(key, .string(text), .string(said[index]))
      } else {
        let key: CopyKey =
          index < said.count - 1
          ? (lists ? .overdueGroupListJoin : .listMiddle)
          : lists
            ? (said.count == 2 ? .overdueGroupListJoin : .overdueGroupListLast)
            : (said.count == 2 ? .overdueGroupTwo : .overdueGroupLast)
        text = localizer.string(key, .string(text), .string(said[index]))
      }
    }
    return text
  }

  /// The names `said` as one list: joined as marked names are when one of them is a list
  /// (`lists`), else by a pause when they say `states`, else as a day's titles are.
  private func join(_ said: [String], lists: Bool, states: Bool, names: [String]) -> String {
    guard said.count >= 2 else { return said[0] }
    let join: CopyKey =
      lists ? .overdueGroupListJoin : states ? .overdueGroupStateJoin : .listMiddle
    var text = said[0]
    for name in said[1..<(said.count - 1)] {
      text = localizer.string(join, .string(text), .string(name))
    }
    var lastKey = said.count == 2 ? CopyKey.overdueGroupTwo : .overdueGroupLast
    if lists {
      // Two marked names are joined as marked ones are: the last join's own word may hold a
      // pause (Korean ", 그리고") that would be heard inside a name that is a list.
      lastKey = said.count == 2 ? .overdueGroupListJoin : .overdueGroupListLast
    } else if states {
      // Two names with their states end with the language's "and" as three do: without it
      // "…, high priority; Update runbook, urgent." was heard as cut off (round 21: en-US
      // 17, de 21, fr 17 summaries).
      lastKey = .overdueGroupStateLast
    } else if names.contains(where: { holdsLastJoin($0) }) {
      lastKey = .overdueGroupLastAfterAnd
    }
    return localizer.string(lastKey, .string(text), .string(said[said.count - 1]))
  }

  /// A name as the group says it: its short form (`SpokenTitle.shortName`) when the name as
  /// said would hold a list's pause, so that the listener hears as many names as counted.
  func groupName(_ name: String, item: AgendaItem) -> String {
    guard Self.isList(name), let short = titles.shortName(item.title) else { return name }
    return short
  }

  /// Whether `name` holds, as a word of its own, the word `overdue.group.last` joins the last
  /// two names with ("영업 및 개발 협의" and Korean's 및): joined by it again, the listener
  /// hears one name more than counted. With `join`, the same for that join's word.
  func holdsLastJoin(_ name: String, _ join: CopyKey = .overdueGroupLast) -> Bool {
    let join = localizer.string(join, .string(""), .string(""), .string(""))
    let word = join.filter { $0.isLetter }
    guard !word.isEmpty else { return false }
    return name.contains(" \(word) ")
  }

  /// Whether a name as said holds a list's own separator: a comma (any script's) or a
  /// middle dot, which a voice pauses at as it does between names.
  ///
  /// Looked for on the bytes (`UTF8Search`), once for all the marks. A comma inside a number
  /// (`SpokenTitle.isInNumber`: "월세 ₩1,800,000 이체") is the number's, not the list's.
  static func isList(_ name: String) -> Bool {
    var rest = Substring(name)
    while let found = UTF8Search.firstRange(ofAny: listMarks, in: rest) {
      let after = rest[found.upperBound...]
      if !SpokenTitle.isInNumber(name[..<found.lowerBound].last, after.first) { return true }
      rest = after
    }
    return false
  }

  static let listMarks = [",", "、", "，", "・", "·"]

  /// Since when `row`'s reminder is overdue, as the group says it: a time today ("9 AM"),
  /// "yesterday", a weekday within the past week, else its date as the language's "since"
  /// takes it (`overdue.group.sinceDate`: "seit dem 3. Oktober", but "seit Montag").
  func since(_ row: TimelineRow, entry: TimelineEntry) -> String {
    let due: LocalDate
    switch row.item.start {
    case .instant(let instant)?:
      let local = local(instant)
      if local.date == entry.day { return clock.time(local, asStart: true) }
      due = local.date
    case .date(let date)?: due = date
    case nil: return localizer.string(.dayYesterday)
    }
    if due.dayNumber == entry.day.dayNumber - 1 { return localizer.string(.dayYesterday) }
    let (day, isWeekday) = clock.pastDay(due, relativeTo: entry.day)
    return isWeekday ? day : localizer.string(.overdueGroupSinceDate, .string(day))
  }
}

extension SummaryComposer {
  /// The order `render` says `spoken` in, as indices: what is in progress, then each day's
  /// items in the widget's order, those overdue since an earlier day after the rest of their
  /// day, and an overdue group after the day of the mention before it, today's at the
  /// earliest (`OverdueGroup.folded`).
  func saidOrder(_ spoken: ArraySlice<Mention>, entry: TimelineEntry, standalone: Bool)
    -> [Int]
  {
    let offsets = spoken.indices.map { $0 - spoken.startIndex }
    guard !standalone else { return offsets }
    func row(_ offset: Int) -> TimelineRow { spoken[spoken.startIndex + offset].first }
    let now = offsets.filter { row($0).state == .inProgress }
    let rest = offsets.filter { row($0).state != .inProgress }
    var groupAfter = entry.day
    var group: [Int] = []
    for (position, offset) in rest.enumerated()
    where spoken[spoken.startIndex + offset].isOverdueGroup {
      group.append(offset)
      if position > 0 { groupAfter = max(groupAfter, row(rest[position - 1]).day) }
    }
    var order = now
    order.reserveCapacity(offsets.count)
    var index = 0
    let others = rest.filter { !spoken[spoken.startIndex + $0].isOverdueGroup }
    while index < others.count {
      let day = row(others[index]).day
      var end = index
      while end < others.count, row(others[end]).day == day { end += 1 }
      if !group.isEmpty, day > groupAfter {
        order += group
        group = []
      }
      let items = others[index..<end]
      order += items.filter { !isOverdueSinceEarlierDay(row($0), entry: entry) }
      order += items.filter { isOverdueSinceEarlierDay(row($0), entry: entry) }
      index = end
    }
    return order + group
  }
}
