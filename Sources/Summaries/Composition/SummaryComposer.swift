import Agenda
import Foundation
import ICalendar
import WidgetTimeline

/// Composes the one sentence VoiceOver reads for a widget entry, and its actions.
///
/// What is happening now comes first, in every family; then the rest of today under its date;
/// then later days; then what was not said, counted by when (Docs/spoken-copy.md):
/// - small and lock-screen widgets: their most urgent rows with a lead each ("Now:", "Next:",
///   "Today:", the day), the first always, the second when the budget allows;
/// - medium, large and extra large: "Now: …", then "Today, Monday, June 1: …", then a heading
///   per later day (with its date on large widgets);
/// - a repeating event shown on several days is said once with its days;
/// - "and 2 more today and 10 later this week" for everything not said by name.
/// Every word comes from the String Catalog. Over the family's budget the composer drops the
/// location, then the calendar name, then folds items into the count, never cutting words.
public struct SummaryComposer: Sendable {
  public let localizer: Localizer
  public let profile: LanguageProfile
  public let zone: ZoneRules
  /// The words titles and places are recognized by, and the profile's source.
  public let lexicons: Lexicons
  let clock: SpokenTime
  let titles: SpokenTitle

  /// A composer for the localizer's language; a language without a lexicon is an error.
  public init(localizer: Localizer, zone: ZoneRules, lexicons: Lexicons = .shipped)
    throws(LanguageProfile.Missing)
  {
    self.localizer = localizer
    self.zone = zone
    self.lexicons = lexicons
    profile = try lexicons.profile(for: localizer.language)
    clock = SpokenTime(localizer: localizer, profile: profile)
    titles = SpokenTitle(localizer: localizer, lexicons: lexicons)
  }

  /// How much detail a summary keeps; the composer tries them in order until one fits: the
  /// weekday and date of the day headings go first ("Today:", which the listener knows), then
  /// the place, then the calendar name, then the shorter form of a time (`ItemClause.brief`:
  /// "at 2 PM" for what is still to come on a small or lock-screen widget, "overdue since
  /// yesterday" without its hour), and only then the later days of the count, then
  /// "favorite", then, where that keeps a row the widget shows from being folded, the count
  /// itself. What an item is, when, and whether it is tentative, of high priority, overdue or
  /// due now stays: a row is folded into the count before its state is left unsaid.
  enum Detail: Int, CaseIterable {
    case full, shortHeadings, noLocation, noGroup, briefTimes, nearestCount, noFavorite, noCount

    /// Whether the count says only its nearest scope ("Heute noch 27 weitere Einträge",
    /// without the later days): a state of something said is worth more than the far end of
    /// the count, but the count is heard whole while anything else can give way.
    var countsNearestOnly: Bool { rawValue >= Detail.nearestCount.rawValue }

    /// Whether the count is said at all. A row the eye sees outranks the number of those it
    /// does not: the count goes before a shown row would be folded into it, and only then.
    var keepsCount: Bool { rawValue < Detail.noCount.rawValue }

    /// Whether the level gives up part of what is said of an item or counted: only once the
    /// stretched budget is spent, after the headings' dates, the place and the calendar.
    var dropsMeaning: Bool { rawValue >= Detail.briefTimes.rawValue }

    /// The levels of the search's passes, made once rather than for every entry: those that
    /// keep every meaning, those that drop some, and of those the ones that keep the count.
    static let keepingMeaning = allCases.filter { !$0.dropsMeaning }
    static let droppingMeaning = allCases.filter(\.dropsMeaning)
    static let droppingMeaningKeepingCount = droppingMeaning.filter(\.keepsCount)

    /// Whether day headings say their weekday and date ("Today, Monday, June 1:").
    var keepsDates: Bool { self == .full }
    var keepsLocation: Bool { rawValue < Detail.noLocation.rawValue }
    /// Whether a clause says its calendar when another spoken clause is otherwise the same.
    var keepsGroup: Bool { rawValue < Detail.noGroup.rawValue }
    /// Whether a clause says its full time ("from 2 to 3:30 PM", not "at 2 PM").
    var keepsFullTimes: Bool { rawValue < Detail.briefTimes.rawValue }

    func keeps(_ state: ItemClause.State.Kind) -> Bool {
      switch state {
      case .favorite: rawValue < Detail.noFavorite.rawValue
      // A meeting that may not happen is never said as if it will, nor an urgent reminder as
      // if it were not: the widget shows both.
      case .tentative, .highPriority: true
      }
    }
  }

  public func compose(_ entry: TimelineEntry, family: WidgetFamily) -> Summary {
    var memo = Memo()
    return compose([entry], family: family, memo: &memo)[0]
  }

  /// The summaries of a timeline's entries.
  public func compose(_ entries: [TimelineEntry], family: WidgetFamily) -> [Summary] {
    var memo = Memo()
    return compose(entries, family: family, memo: &memo)
  }

  /// The summaries of a timeline's entries, with what `memo` holds from the timelines of the
  /// same agenda composed before (every family and text size of a person, say): titles are
  /// made fit to be heard once, and each item's clause once per day it is said on.
  public func compose(_ entries: [TimelineEntry], family: WidgetFamily, memo: inout Memo)
    -> [Summary]
  {
    memo.serve(self)
    if let known = memo.timelines.first(where: { $0.family == family && $0.entries == entries }) {
      return known.summaries
    }
    for entry in entries { memo.names.add(entry.rows, composer: self) }
    let summaries = entries.map { compose($0, family: family, memo: &memo) }
    memo.timelines.append((family, entries, summaries))
    return summaries
  }

  func compose(_ entry: TimelineEntry, family: WidgetFamily, memo: inout Memo) -> Summary {
    let traits = family.traits
    let budget = traits.budget
    // Families that say an entry in the same words differ only in their budgets, and the
    // search stops at its first, fullest sentence when that fits: such a sentence is what
    // each of them says of the same entry, if it fits that one's budget as well.
    let fullKey = Self.saysInSharedWords(entry, traits) ? FullSentenceKey(entry) : nil
    if let fullKey, var known = memo.fullSentences[fullKey], known.seconds <= budget.soft {
      known.budget = budget
      return known
    }
    let standalone = traits.standalone
    let mentions = Mention.mentions(entry.rows, zone: zone)
    let names = memo.names
    let clauses = mentions.map { mention in
      let key = ClauseKey(mention, entry: entry, standalone: standalone)
      if let clause = memo.clauses[key] { return clause }
      let clause = clause(mention, entry: entry, names: names, standalone: standalone)
      memo.clauses[key] = clause
      return clause
    }
    let most = min(traits.spokenAtMost ?? mentions.count, mentions.count)
    var best: (text: String, spoken: Int, seconds: Double, clauses: [ItemClause])?
    var firstFits = false
    var remainder = Remainder(entry: entry, unspoken: entry.rows)
    search: for spoken in stride(from: most, through: min(1, most), by: -1) {
      let said = Self.toldApart(Array(clauses.prefix(spoken)))
      let voiced = samePlace(said, mentions: mentions.prefix(spoken))
      remainder = Remainder(entry: entry, unspoken: Self.unspoken(entry, mentions.prefix(spoken)))
      // What was not said is a sentence of its own, so that its number is never heard as part
      // of the last item ("room 3, and 3 more").
      func more(_ nearestOnly: Bool) -> String? {
        guard traits.count != .unsaid else { return nil }
        let nearest = nearestOnly || traits.count == .nearest
        let key = RemainderKey(
          today: remainder.today, later: remainder.later, lastLaterDay: remainder.lastLaterDay,
          day: entry.day, lookAheadDays: entry.hiddenPerDay.count, nearestOnly: nearest)
        if let phrase = memo.remainders[key] { return phrase }
        let phrase = remainder.phrase(
          self, day: entry.day, lookAheadDays: entry.hiddenPerDay.count, nearestOnly: nearest)
        memo.remainders[key] = phrase
        return phrase
      }
      let full = more(false)
      let nearest = remainder.today > 0 && remainder.later > 0 ? more(true) : full
      // A widget that says every row it shows may take a little longer than its budget
      // (what it shows is what it says), and it does so before it gives up a state: the
      // place, the calendar name and the later count go at the budget, then at the stretched
      // budget, and only then the shorter times, the later count, "favorite" and, to keep a
      // row from being folded, the count. A row that would be folded next and is urgent
      // (overdue, due now, of high priority) is folded only past the hard budget.
      let stretched = spoken == mentions.count ? budget.soft * Self.allRowsStretch : budget.soft
      let urgent = spoken > 1 && spoken == mentions.count && mentions[spoken - 1].isUrgent
      let passes: [(limit: Double, details: [Detail])] =
        [
          (budget.soft, Detail.keepingMeaning),
          (stretched, Detail.keepingMeaning),
          (
            stretched,
            spoken > 1 && spoken == mentions.count
              ? Detail.droppingMeaning : Detail.droppingMeaningKeepingCount
          ),
        ]
        + (urgent ? [(budget.hard, [Detail.noCount])] : [])
      // Renders already timed at this number of items; a handful, compared byte for byte.
      var tried: [String] = []
      tried.reserveCapacity(passes.count + 2)
      // A render depends only on what each clause keeps at a level and on which count it
      // ends with: levels that keep the same are rendered once.
      var rendered: [(signature: [Int], text: String)] = []
      rendered.reserveCapacity(passes.count + 2)
      var clauseTexts: [[(key: Int, text: String)]] = Array(repeating: [], count: voiced.count)
      let countsDiffer = nearest != full
      for (limit, details) in passes {
        for detail in details {
          var signature: [Int] = []
          signature.reserveCapacity(voiced.count + 1)
          for clause in voiced { signature.append(Self.textKey(clause, detail: detail)) }
          signature.append(
            (detail.countsNearestOnly && countsDiffer ? 1 : 0) | (detail.keepsDates ? 2 : 0)
              | (detail.keepsCount ? 0 : 4))
          let text: String
          let known = rendered.first { $0.signature == signature }
          if let known {
            text = known.text
          } else {
            let texts = voiced.indices.map { index in
              if let known = clauseTexts[index].first(where: { $0.key == signature[index] }) {
                return known.text
              }
              let made = self.text(voiced[index], detail: detail)
              clauseTexts[index].append((signature[index], made))
              return made
            }
            text = render(
              entry, traits, mentions: mentions.prefix(spoken), texts: texts,
              more: !detail.keepsCount ? nil : detail.countsNearestOnly ? nearest : full,
              datedHeadings: detail.keepsDates)
            rendered.append((signature, text))
          }
          // A level that changes nothing in these clauses says the same again.
          let isNew = known == nil && !tried.contains { $0.hasSameBytes(as: text) }
          if isNew { tried.append(text) }
          guard isNew || detail == .noFavorite else {
            if let previous = best, previous.text == text, previous.seconds <= limit {
              break search
            }
            continue
          }
          let seconds = profile.seconds(text)
          var heard = said
          if !detail.keepsGroup {
            for index in heard.indices { heard[index].group = nil }
          }
          if seconds <= limit { firstFits = best == nil }
          best = (text, spoken, seconds, heard)
          if seconds <= limit { break search }
        }
      }
    }
    let spoken = mentions.prefix(best?.spoken ?? 0)
    let text =
      best?.text
      ?? render(entry, traits, mentions: [], texts: [], more: nil, datedHeadings: true)
    let actions = self.actions(
      for: Array(spoken), clauses: best?.clauses ?? [], entry: entry, names: names, memo: &memo)
    let summary = Summary(
      text: text, actions: actions, spokenRows: spoken.reduce(0) { $0 + $1.rows.count },
      moreCount: traits.count == .unsaid || spoken.isEmpty ? 0 : remainder.total,
      seconds: best?.seconds ?? profile.seconds(text), budget: budget)
    if let fullKey, firstFits { memo.fullSentences[fullKey] = summary }
    return summary
  }

  /// How far over its soft budget a widget may run to say every row it shows (a small
  /// widget's 8 seconds become 10).
  static let allRowsStretch = 1.25

  /// The visible rows no spoken mention covers.
  static func unspoken(_ entry: TimelineEntry, _ spoken: ArraySlice<Mention>) -> [TimelineRow] {
    var said = [Bool](repeating: false, count: entry.rows.count)
    for mention in spoken {
      for position in mention.positions { said[position] = true }
    }
    return entry.rows.indices.filter { !said[$0] }.map { entry.rows[$0] }
  }

  /// A room or address just said for the item before, on the same day, is "the same place",
  /// not the address again; a meeting service is said again ("on Teams"), as short.
  func samePlace(_ clauses: [ItemClause], mentions: ArraySlice<Mention>) -> [ItemClause] {
    var voiced = clauses
    let same = localizer.string(.placeSame)
    for index in voiced.indices.dropFirst()
    where clauses[index].placeIsPhysical && clauses[index].place == clauses[index - 1].place
      && mentions[mentions.startIndex + index].first.day
        == mentions[mentions.startIndex + index - 1].first.day
      && (clauses[index].place?.count ?? 0) > same.count
    {
      voiced[index].place = same
    }
    return voiced
  }

  /// The clauses told apart where two would otherwise sound the same: by their calendar or
  /// list when those differ, else by the time of day a day alone left out ("overdue since
  /// Friday at 6 PM").
  static func toldApart(_ clauses: [ItemClause]) -> [ItemClause] {
    // Clauses can sound the same only when their titles are: usually none are.
    guard
      clauses.indices.contains(where: { index in
        clauses[..<index].contains { $0.sameTitle(as: clauses[index]) }
      })
    else { return clauses }
    var result = clauses
    for index in result.indices
    where clauses.indices.contains(where: {
      $0 != index && clauses[$0].sameIdentity(as: clauses[index])
        && clauses[$0].groupName != clauses[index].groupName
    }) {
      result[index].group = clauses[index].groupName
    }
    // Two clauses with one title keep their full times: the shorter ones might sound alike.
    for index in result.indices
    where clauses.indices.contains(where: {
      $0 != index && clauses[$0].sameTitle(as: clauses[index])
    }) {
      result[index].brief = nil
    }
    // Two reminders with one title overdue since the same day say their times, whatever
    // else differs, so that their actions can name them by what was heard.
    for index in result.indices where result[index].group == nil {
      guard let detailed = clauses[index].detailedWhen else { continue }
      var twins = false
      var allTellApart = true
      for other in clauses.indices
      where other != index && clauses[other].sameTitle(as: clauses[index])
        && clauses[other].when == clauses[index].when
      {
        twins = true
        if clauses[other].detailedWhen == nil || clauses[other].detailedWhen == detailed {
          allTellApart = false
        }
      }
      if twins, allTellApart {
        result[index].when = detailed
        result[index].spokenTime = clauses[index].detailedTime
      }
    }
    return result
  }

  // MARK: - Structure

  func sentence(_ parts: [String]) -> String { localizer.join(parts, .joinSentence) }

  func clause(_ parts: [String]) -> String { localizer.join(parts, .joinClause) }

  func render(
    _ entry: TimelineEntry, _ traits: FamilyTraits, mentions: ArraySlice<Mention>,
    texts: [String], more: String?, datedHeadings: Bool
  ) -> String {
    guard !mentions.isEmpty else {
      return Self.finish(localizer.string(.emptyLookAhead, .integer(entry.hiddenPerDay.count)))
    }
    let rows = mentions.map(\.first)
    if traits.standalone {
      var parts: [String] = []
      parts.reserveCapacity(rows.count + 2)
      if traits.saysTodayIsEmpty, rows[0].dayOffset > 0 {
        parts.append(localizer.string(.emptyToday))
      }
      for (index, row) in rows.enumerated() {
        parts.append(
          lead(row, texts[index], entry: entry, previous: index > 0 ? rows[index - 1] : nil))
      }
      if let more { parts.append(more) }
      return Self.finish(sentence(parts))
    }
    // Lists sized for the most they hold, a sentence and a day for each row and two more: a
    // render is done for every candidate summary, and lists grown one append at a time were
    // made again on the way.
    var sentences: [String] = []
    sentences.reserveCapacity(rows.count + 2)
    let now = rows.indices.filter { rows[$0].state == .inProgress }
    for (position, index) in now.enumerated() {
      sentences.append(localizer.string(.nowLead(position), .string(texts[index])))
    }
    var groups: [(day: LocalDate, items: [String])] = []
    groups.reserveCapacity(rows.count)
    for index in rows.indices where rows[index].state != .inProgress {
      if let last = groups.last, last.day == rows[index].day {
        groups[groups.count - 1].items.append(texts[index])
      } else {
        var items: [String] = []
        items.reserveCapacity(rows.count - index)
        items.append(texts[index])
        groups.append((rows[index].day, items))
      }
    }
    if now.isEmpty, groups.first?.day != entry.day {
      sentences.append(localizer.string(.emptyToday))
    }
    for group in groups {
      if !datedHeadings, group.day == entry.day, !now.isEmpty, profile.omitsBareTodayAfterNow {
        sentences.append(sentence(group.items))
        continue
      }
      let heading = clock.heading(
        group.day, relativeTo: entry.day,
        withDate: datedHeadings && (group.day == entry.day || traits.datesLaterDays))
      sentences.append(
        localizer.string(.headingDayItems, .string(heading), .string(sentence(group.items))))
    }
    if let more { sentences.append(more) }
    return Self.finish(sentence(sentences))
  }

  /// Whether a family of `traits` says `entry` in the words every family that is not
  /// standalone shares, for all the summaries it could try: "Now: …", then a heading per day.
  /// One whose later days are dated always does (large, extra large); one whose are not
  /// (medium) too when every row is on the entry's day, since only a later day's heading is
  /// said differently there. Standalone families lead each row their own way.
  static func saysInSharedWords(_ entry: TimelineEntry, _ traits: FamilyTraits) -> Bool {
    guard !traits.standalone else { return false }
    return traits.datesLaterDays || entry.rows.allSatisfy { $0.day == entry.day }
  }

  /// A row's lead on a small or lock-screen widget: "Now:", "Next:", "Then:", "Today:" or its
  /// day; overdue and due reminders say their state in the clause instead.
  func lead(_ row: TimelineRow, _ text: String, entry: TimelineEntry, previous: TimelineRow?)
    -> String
  {
    switch row.state {
    case .inProgress:
      return localizer.string(.nowLead(previous == nil ? 0 : 1), .string(text))
    case .overdue, .dueNow: return text
    case .allDay:
      // A reminder due today already says "due today".
      return row.item.kind == .event ? localizer.string(.leadToday, .string(text)) : text
    case .upcoming:
      if let previous, previous.state == .upcoming, previous.day == row.day {
        return localizer.string(.leadThen, .string(text))
      }
      if row.dayOffset == 0 { return localizer.string(.leadNext, .string(text)) }
      // A reminder says its own day ("due tomorrow").
      if row.item.kind == .reminder { return text }
      let heading = clock.heading(row.day, relativeTo: entry.day, withDate: false)
      return localizer.string(.headingDayItems, .string(heading), .string(text))
    }
  }

  // MARK: - Items

  /// What joins the parts of `location` where a place takes a particle: `nil` keeps them as
  /// written. Only an address in the language's own script is made one phrase; another keeps
  /// its own punctuation ("Oma & Opa, Gartenstraße 7で", not an ideographic space inside Latin
  /// text, nor "Oma & Opa Gartenstraße" heard as one street).
  func placePartSeparator(for location: String) -> String? {
    guard profile.script.occurs(in: location) else { return nil }
    let separator = localizer.string(.placePartSeparator)
    return separator == ", " ? nil : separator
  }

  /// The title as the summary and the action names say it: without a note a dash carried
  /// (`SpokenTitle.split`), which is said at the end of the clause.
  func spokenTitle(_ item: AgendaItem) -> String {
    titles.split(item.title)?.head ?? title(item)
  }

  func title(_ item: AgendaItem) -> String {
    let spoken = titles.speak(item.title)
    if !spoken.isEmpty { return spoken }
    return localizer.string(item.kind == .event ? .untitledEvent : .untitledReminder)
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
