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
  /// Whether a state said beside an overdue group's name follows the name ("Pay rent, high
  /// priority"), ending it with a pause, rather than going before it (우선순위 높은 월세 이체):
  /// as `overdue.group.highPriority` says it, with which the favorite's keys agree. Read once
  /// from the catalog, not for every entry's group.
  let statesFollowNames: Bool

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
    statesFollowNames = !localizer.string(.overdueGroupHighPriority, .string("\u{1}"))
      .hasSuffix("\u{1}")
  }

  /// How much detail a summary keeps; the composer tries them in order until one fits: the
  /// weekday and date of the day headings go first ("Today:", which the listener knows), then
  /// the place, then the calendar name, then the shorter form of a time (`ItemClause.brief`:
  /// "at 2 PM" for what is still to come on a small or lock-screen widget, "overdue since
  /// yesterday" without its hour), then the count's parts become one number with its widest
  /// scope ("Plus 14 more this week"; on the lock screen, after an overdue number, without
  /// its scope: "Plus 2 overdue and 14 to come"). What an item is, when, and whether it is
  /// tentative, of high priority, a favorite, overdue or due now stays, and so does the
  /// count: a row is folded into the count before its state is left unsaid, and a count is
  /// never dropped, nor cut to a part, so a listener can always tell "that's all" from "more".
  ///
  /// Last resorts hold the hard budget when even one item said that way is over it (a very
  /// long title, a lock screen's two long numbers): the count's part still to come goes
  /// without its window ("Plus 32 overdue and 15 to come": past the hard budget the one
  /// item's time outranks the week's), then "favorite", which the widget shows as a star
  /// ("Next: Elternabend, unter Vorbehalt." without its time was heard as a missing fact),
  /// then the time words ("Next: Steering committee"; an overdue reminder stays "overdue"),
  /// then the title is cut
  /// at its first phrase boundary (`shortened(_:)`), and its actions say the same words; at
  /// the very last, "high priority" and "important", and the cut title's words that hold a
  /// digit (a date, a ticket number: "Dienstplan-Tausch" of "Dienstplan-Tausch 24.12./31.12.").
  ///
  /// Between them, for an urgent row only (`SummaryComposer.isUrgent`), the rows up to it said
  /// in their shortest form before it is folded, at the hard budget, as the eye sees that row
  /// marked: `urgentShortest` says each time at its shortest (an event still to come by its
  /// start alone, "at 7 PM", in every family) and cuts each title at its first phrase boundary
  /// (an aside goes first); `urgentBare` also says an overdue reminder "overdue" without since
  /// when.
  enum Detail: Int, CaseIterable {
    case full, shortHeadings, noLocation, noGroup, briefTimes, totalCount
    case urgentShortest, urgentBare
    case restCount, noFavorite, noTimes, shortTitles, shortestTitles, noPriority

    /// Whether the count says its parts as one number with its widest scope.
    var countsAsTotal: Bool { rawValue >= Detail.totalCount.rawValue }

    /// Whether the count says what is still to come after an overdue number without its
    /// window (`Remainder.phrase(unscoped:)`).
    var countsRest: Bool { rawValue >= Detail.restCount.rawValue }

    /// Whether the level gives up part of what is said of an item or counted: only once the
    /// stretched budget is spent, after the headings' dates, the place and the calendar.
    var dropsMeaning: Bool { rawValue >= Detail.briefTimes.rawValue }

    /// The levels of the search's passes, made once rather than for every entry: those that
    /// keep every meaning, those that drop some, and the last resorts at the hard budget.
    static let keepingMeaning = allCases.filter { !$0.dropsMeaning }
    static let droppingMeaning = allCases.filter {
      $0.dropsMeaning && !$0.isLastResort && !$0.isUrgentResort
    }
    static let lastResorts = allCases.filter(\.isLastResort)
    static let urgentResorts = allCases.filter(\.isUrgentResort)

    /// Whether the level is tried only to say an urgent row rather than fold it.
    var isUrgentResort: Bool { self == .urgentShortest || self == .urgentBare }

    /// Whether the level is tried only when one item said every other way is over the hard
    /// budget.
    var isLastResort: Bool { rawValue >= Detail.restCount.rawValue }

    /// Whether day headings say their weekday and date ("Today, Monday, June 1:").
    var keepsDates: Bool { self == .full }
    var keepsLocation: Bool { rawValue < Detail.noLocation.rawValue }
    /// Whether a clause says its calendar when another spoken clause is otherwise the same.
    var keepsGroup: Bool { rawValue < Detail.noGroup.rawValue }
    /// Whether a clause says its full time ("from 2 to 3:30 PM", not "at 2 PM").
    var keepsFullTimes: Bool { rawValue < Detail.briefTimes.rawValue }
    /// Whether a clause says a time at all (`ItemClause.bare` when not).
    var keepsTimes: Bool { rawValue < Detail.noTimes.rawValue }
    /// Whether a clause's title is cut at its first phrase boundary (to five words, or at
    /// the very last to two).
    var shortensTitles: Bool {
      isUrgentResort || rawValue >= Detail.shortTitles.rawValue
    }
    /// Whether a clause says its time at its shortest, in every family (`ItemClause.shortest`).
    var saysShortestTimes: Bool { isUrgentResort }

    /// The title as this level says it.
    func title(_ title: String) -> String {
      switch self {
      case .urgentShortest, .urgentBare, .shortTitles: SummaryComposer.shortened(title)
      case .shortestTitles: SummaryComposer.shortened(title, words: 2, characters: 5)
      case .noPriority:
        SummaryComposer.withoutNumbers(SummaryComposer.shortened(title, words: 2, characters: 5))
      default: title
      }
    }

    func keeps(_ state: ItemClause.State.Kind) -> Bool {
      switch state {
      // A starred item is said with its star, whose action the rotor offers as "Unfavorite",
      // until only a title cut short would make room for it: a title is what the action and
      // the eye name the item by.
      case .favorite: rawValue < Detail.noFavorite.rawValue
      // A meeting that may not happen is never said as if it will, nor an urgent reminder as
      // if it were not: the widget shows both; nor two items as one.
      // Of high priority or important goes only at the very last, for one item whose title
      // cut to two words with its other states and the count is still past the hard budget:
      // it leaves the item said as less pressing than it is, never as something it is not.
      case .important, .highPriority: self != .noPriority
      case .postponed, .tentative, .optional, .urgent, .twice, .copies:
        true
      }
    }
  }

  public func compose(_ entry: TimelineEntry, family: WidgetFamily) -> Summary {
    var cache = CompositionCache()
    return compose([entry], family: family, cache: &cache)[0]
  }

  /// The summaries of a timeline's entries.
  public func compose(_ entries: [TimelineEntry], family: WidgetFamily) -> [Summary] {
    var cache = CompositionCache()
    return compose(entries, family: family, cache: &cache)
  }

  /// The summaries of a timeline's entries, with what `cache` holds from the timelines
  /// composed before (every family and text size of a person, say): titles are made fit to be
  /// heard once, and each item's clause once per day it is said on.
  public func compose(
    _ entries: [TimelineEntry], family: WidgetFamily, cache: inout CompositionCache
  ) -> [Summary] {
    cache.serve(self)
    if let known = cache.timelines.first(where: { $0.family == family && $0.entries == entries }) {
      return known.summaries
    }
    // Every item is named before any is said.
    let keys = entries.map { cache.keys($0, traits: family.traits, composer: self) }
    let summaries = zip(entries, keys).map {
      compose($0, keys: $1, traits: family.traits, cache: &cache)
    }
    cache.timelines.append((family, entries, summaries))
    return summaries
  }

  /// What an entry can say by name, in the widget's order: its mentions and their clauses,
  /// with an overdue group (if any) said as one after what happens next (`OverdueGroup.folded`).
  struct Told {
    var mentions: [Mention]
    var clauses: [ItemClause]
    var group: OverdueGroup?
    /// The mentions and clauses before the group was folded, which its members index.
    var itemMentions: [Mention]
    var itemClauses: [ItemClause]
  }

  /// The hidden overdue reminders of `entry` its overdue group may name beside the rows, as
  /// mentions of one row each whose positions follow the rows' (`CompositionCache.keys(_:
  /// traits:composer:)`): none unless the entry could group.
  ///
  /// Beside two named rows the group names a hidden reminder only when it is a favorite or of
  /// high priority (`OverdueGroup.of`), and when the widget shows fewer rows than it names, a
  /// single hidden one is all there is; so only those are weighed. A candidate is one no
  /// clause says by its title, none of the other hidden reminders a listener could hear
  /// apart from the rows shares its title with (a name said by title alone, for an action
  /// that completes one of them), and whose title no shown row's begins with: "リリース 確認"
  /// (of "リリース PR 4412 確認", its id unsaid) named "high priority" was taken for the row
  /// "リリース SEC-77 確認（オンライン、Teams）" on screen.
  static func hiddenCandidates(
    _ entry: TimelineEntry, keys: [ItemKey], clauses: [ItemClause], names: SpokenNames
  ) -> [Mention] {
    guard keys.count > entry.rows.count else { return [] }
    let items = entry.hiddenOverdueItems
    let positions = entry.rows.count..<keys.count
    func heardApart(_ position: Int) -> Bool {
      let title = names[keys[position]].title
      return !clauses.contains { begins($0.title, with: title) }
    }
    var candidates: [Mention] = []
    for (item, position) in zip(items, positions)
    where items.count == 1 || OverdueGroup.rank(item) >= 2 {
      let title = names[keys[position]].titleNumber
      guard !clauses.contains(where: { $0.titleNumber == title }), heardApart(position),
        !positions.contains(where: {
          $0 != position && names[keys[$0]].titleNumber == title && heardApart($0)
        })
      else { continue }
      let row = TimelineRow(item: item, state: .overdue, day: entry.day, dayOffset: 0)
      candidates.append(Mention(rows: [row], positions: [position]))
    }
    return candidates
  }

  /// Whether `title` is `head`, or begins with it before a pause or an aside: a space, a
  /// comma, a colon or an opening bracket of any script. Compared on bytes.
  static func begins(_ title: String, with head: String) -> Bool {
    let (title, head) = (title.utf8, head.utf8)
    guard !head.isEmpty, title.starts(with: head) else { return false }
    let rest = title.dropFirst(head.count)
    guard let next = rest.first else { return true }
    if [0x20, 0x2C, 0x3A, 0x28, 0x5B].contains(next) { return true }
    // （ 、 ： 【 「 and an ideographic space.
    return [
      [0xEF, 0xBC, 0x88], [0xE3, 0x80, 0x81], [0xEF, 0xBC, 0x9A], [0xE3, 0x80, 0x90],
      [0xE3, 0x80, 0x8C], [0xE3, 0x80, 0x80],
    ].contains { rest.starts(with: $0) }
  }

  /// What `entry`, whose rows' items have `keys`, can say by name in a family of `traits`.
  func told(
    _ entry: TimelineEntry, keys: [ItemKey], traits: FamilyTraits,
    cache: inout CompositionCache
  ) -> Told {
    let mentions = postponed(Mention.mentions(entry.rows, zone: zone), keys: keys, cache: cache)
    let clauses = self.clauses(
      mentions, keys: keys, entry: entry, standalone: traits.standalone, cache: &cache)
    var told = Told(
      mentions: mentions, clauses: clauses, group: nil, itemMentions: mentions,
      itemClauses: clauses)
    let candidates = Self.hiddenCandidates(
      entry, keys: keys, clauses: clauses, names: cache.names)
    if var group = OverdueGroup.of(
      mentions, clauses: clauses, traits: traits, zone: zone, hidden: entry.hiddenOverdue,
      candidates: candidates
    ) {
      // A hidden reminder the group names is said by name only there: its mention and clause
      // follow the rows', where `named` finds them; it is never a member or a row.
      for (slot, index) in group.named.enumerated() where index >= mentions.count {
        let mention = candidates[index - mentions.count]
        group.named[slot] = told.itemMentions.count
        told.itemMentions.append(mention)
        told.itemClauses += self.clauses(
          [mention], keys: keys, entry: entry, standalone: traits.standalone, cache: &cache)
      }
      told.group = group
      let clause = self.clause(
        group, mentions: told.itemMentions, clauses: told.itemClauses, entry: entry, keys: keys,
        cache: &cache)
      (told.mentions, told.clauses) = group.folded(mentions, clauses, clause: clause)
    }
    return told
  }

  /// The summary of `entry`, whose rows' items have `keys`: the fullest of its candidates
  /// that fits (`candidates`, `Fitting`), with the actions for what it says.
  func compose(
    _ entry: TimelineEntry, keys: [ItemKey], traits: FamilyTraits,
    cache: inout CompositionCache
  ) -> Summary {
    let budget = traits.budget
    // Families that say an entry in the same words differ only in their budgets, and the
    // search stops at its first, fullest sentence when that fits: such a sentence is what
    // each of them says of the same entry, if it fits that one's budget as well.
    let fullKey =
      Self.saysInSharedWords(entry, traits)
      ? CompositionCache.FullSentenceKey(entry, keys: keys) : nil
    if let fullKey, var known = cache.fullSentences[fullKey], known.seconds <= budget.soft {
      known.budget = budget
      return known
    }
    let told = self.told(entry, keys: keys, traits: traits, cache: &cache)
    let (mentions, clauses, group) = (told.mentions, told.clauses, told.group)
    let (itemMentions, itemClauses) = (told.itemMentions, told.itemClauses)
    var fitting = Fitting(profile: profile)
    candidates(entry, traits, mentions: mentions, clauses: clauses, cache: &cache) {
      fitting.consider($0)
    }
    var best = fitting.best
    // Titles cut to fit, put back whole where they still fit.
    var wholeTitles: Set<String> = []
    if let found = best, found.candidate.detail.shortensTitles,
      found.seconds <= found.candidate.limit
    {
      let whole = wholeTitlesThatFit(
        found.candidate, entry, traits, mentions: mentions, clauses: clauses,
        groupNames: group?.named.map { itemClauses[$0].title } ?? [], cache: &cache)
      if let whole {
        best?.candidate.text = whole.text
        best?.candidate.template = whole.keys
        best?.seconds = whole.seconds
        wholeTitles = whole.titles
      }
    }
    let bestHeard = best?.heard
    let spoken = mentions.prefix(best?.candidate.spoken ?? 0)
    var template = best?.candidate.template ?? CopyKeySet()
    let text =
      best?.candidate.text
      ?? render(
        entry, traits, mentions: [], texts: [], more: nil, datedHeadings: true, keys: &template)
    // The actions are for the items said by name, in the order said.
    var said: [Mention] = []
    var heard: [ItemClause] = []
    for index in saidOrder(spoken, entry: entry, standalone: traits.standalone) {
      let mention = spoken[spoken.startIndex + index]
      if mention.isOverdueGroup, let group {
        said += group.named.map { itemMentions[$0] }
        heard += group.named.map { itemClauses[$0] }
      } else {
        said.append(mention)
        heard.append(bestHeard?[index] ?? clauses[index])
      }
    }
    var actions = self.actions(
      for: said, keys: keys, clauses: heard, entry: entry, cache: &cache)
    if let detail = best?.candidate.detail, detail.shortensTitles {
      let cutClauses = (bestHeard ?? []).filter { !wholeTitles.contains($0.title) }
      // An urgent row's resort says the titles as their clauses were cut when made.
      let cuts =
        detail.isUrgentResort
        ? Dictionary(
          cutClauses.compactMap { clause in
            clause.titleNumber < 0 ? nil : clause.cutTitle.map { (clause.title, $0) }
          },
          uniquingKeysWith: { first, _ in first }) : [:]
      actions = Self.shortened(
        actions, titles: cutClauses.map(\.title), cut: { cuts[$0] ?? detail.title($0) })
    }
    if let group, spoken.contains(where: \.isOverdueGroup) {
      // A member's actions name it as the group said it: by its short name where the whole
      // would hold a list's pause (`groupName`), cut where the group's names were cut to
      // make room for an urgent row.
      let cut = best?.candidate.detail.isUrgentResort == true
      var names: [String: String] = [:]
      for member in group.named {
        let title = itemClauses[member].title
        var name = groupName(title, item: itemMentions[member].item)
        if cut, !wholeTitles.contains(title) { name = Self.shortened(name) }
        if name != title, names[title] == nil { names[title] = name }
      }
      if !names.isEmpty {
        actions = Self.shortened(actions, titles: names.keys.sorted(), cut: { names[$0] ?? $0 })
      }
    }
    actions = Self.rotor(actions)
    let summary = Summary(
      text: text, actions: actions,
      spokenRows: spoken.reduce(0) { $0 + $1.rowCount },
      moreCount: spoken.isEmpty ? 0 : best?.candidate.unsaid ?? 0,
      seconds: best?.seconds ?? profile.seconds(text), budget: budget, template: template,
      countedHidden: spoken.reduce(0) { $0 + $1.hiddenRows })
    if let fullKey, fitting.firstFits { cache.fullSentences[fullKey] = summary }
    return summary
  }

  /// The clauses of `mentions`, said in `entry` (whose rows' items have `keys`), each made once
  /// per item, day, state and entry day.
  func clauses(
    _ mentions: [Mention], keys: [ItemKey], entry: TimelineEntry, standalone: Bool,
    cache: inout CompositionCache
  ) -> [ItemClause] {
    mentions.map { mention in
      let key = CompositionCache.ClauseKey(
        mention, keys: keys, entry: entry, standalone: standalone)
      if let clause = cache.clauses[key] { return clause }
      let clause = clause(
        mention, entry: entry, names: cache.names[keys[mention.positions[0]]],
        standalone: standalone)
      cache.clauses[key] = clause
      return clause
    }
  }

  /// The clauses of `entry`'s mentions, as a summary of a family that does (`standalone`) or
  /// does not say each row alone would say them.
  func clauses(_ entry: TimelineEntry, standalone: Bool, cache: inout CompositionCache)
    -> [ItemClause]
  {
    cache.serve(self)
    let keys = cache.names.keys(entry.rows, composer: self)
    return clauses(
      Mention.mentions(entry.rows, zone: zone), keys: keys, entry: entry, standalone: standalone,
      cache: &cache)
  }

  /// `mentions` with those of events whose title says they are postponed marked so
  /// (`Mention.isPostponed`), as their names (`SpokenNames`) tell: a postponed reminder has
  /// no other date than its own, and is said as the list shows it, with its state.
  func postponed(_ mentions: [Mention], keys: [ItemKey], cache: CompositionCache) -> [Mention] {
    var marked = mentions
    for index in marked.indices where marked[index].item.kind == .event {
      marked[index].isPostponed = cache.names[keys[marked[index].positions[0]]].isPostponed
    }
    return marked
  }

  /// The visible rows no spoken mention covers.
  static func unspoken(_ entry: TimelineEntry, _ spoken: ArraySlice<Mention>) -> [TimelineRow] {
    var said = [Bool](repeating: false, count: entry.rows.count)
    for mention in spoken {
      for position in mention.positions { said[position] = true }
      for position in mention.copies { said[position] = true }
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
      voiced[index].placeKey = .placeSame
    }
    return voiced
  }

  /// Which spoken mentions start at the same moment as the one said just before them, on the
  /// same day and of the same kind, both still to come: such a one is led by "At the same
  /// time:" ("Also due then:" for a reminder), never "Then:", which would say it comes after,
  /// and its clause leaves out a time that is the same again ("Next: Dentist, from 3:15 to
  /// 4:15 AM. At the same time: Team offsite"), or says only its end when that differs ("At
  /// the same time: Team offsite, until 5 AM"). `together` is empty when no mention is.
  func together(_ clauses: [ItemClause], mentions: ArraySlice<Mention>)
    -> (clauses: [ItemClause], together: [Bool])
  {
    // Most summaries have no such pair: nothing is copied or made for them.
    var result = clauses
    var together: [Bool] = []
    for index in clauses.indices.dropFirst() {
      let row = mentions[mentions.startIndex + index].first
      let previous = mentions[mentions.startIndex + index - 1].first
      // A postponed event does not start then: nothing starts "at the same time" as it.
      guard !mentions[mentions.startIndex + index].isPostponed,
        !mentions[mentions.startIndex + index - 1].isPostponed,
        row.state == .upcoming, previous.state == .upcoming, row.day == previous.day,
        row.item.kind == previous.item.kind, case .instant(let start)? = row.item.start,
        case .instant(let previousStart)? = previous.item.start, start == previousStart
      else { continue }
      if together.isEmpty { together = [Bool](repeating: false, count: clauses.count) }
      together[index] = true
      if clauses[index].when != nil, clauses[index].when == clauses[index - 1].when {
        result[index].when = nil
        result[index].whenKey = nil
        result[index].brief = nil
        result[index].briefKey = nil
        result[index].shortest = nil
        result[index].shortestKey = nil
      } else if clauses[index].whenKey == .rangeSameDay,
        clauses[index - 1].whenKey == .rangeSameDay,
        case .instant(let end)? = row.item.end
      {
        let until = phrase(.rangeUntil, .string(clock.time(local(end), asEnd: true)))
        result[index].when = until.text
        result[index].whenKey = until.key
        result[index].brief = nil
        result[index].briefKey = nil
        result[index].shortest = nil
        result[index].shortestKey = nil
      }
    }
    return (result, together)
  }

  /// The text of a mention said with the one before it (`together`): "At the same time: …".
  func saidTogether(_ row: TimelineRow, _ text: String, keys: inout CopyKeySet) -> String {
    let key: CopyKey = row.item.kind == .reminder ? .leadSameDue : .leadSameTime
    keys.insert(key)
    return localizer.string(key, .string(text))
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
      result[index].shortest = nil
      result[index].hasTwin = true
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
        result[index].whenKey = clauses[index].detailedWhenKey
        result[index].spokenTime = clauses[index].detailedTime
      }
    }
    return result
  }

  // MARK: - Structure

  func sentence(_ parts: [String]) -> String { localizer.join(parts, .joinSentence) }

  func clause(_ parts: [String]) -> String { localizer.join(parts, .joinClause) }

  /// The sentence of `mentions` said as `texts`, then `more`; `keys` gains the catalog keys
  /// of its structure (leads, headings, the empty day), which with its clauses' and its
  /// count's make the summary's template.
  func render(
    _ entry: TimelineEntry, _ traits: FamilyTraits, mentions: ArraySlice<Mention>,
    texts: [String], more: String?, datedHeadings: Bool, together: [Bool] = [],
    keys: inout CopyKeySet
  ) -> String {
    guard !mentions.isEmpty else {
      keys.insert(.emptyLookAhead)
      return Self.finish(localizer.string(.emptyLookAhead, .integer(entry.hiddenPerDay.count)))
    }
    let rows = mentions.map(\.first)
    if traits.standalone {
      var parts: [String] = []
      parts.reserveCapacity(rows.count + 2)
      if traits.saysTodayIsEmpty, rows[0].dayOffset > 0 {
        parts.append(localizer.string(.emptyToday))
        keys.insert(.emptyToday)
      }
      for (index, row) in rows.enumerated() {
        parts.append(
          together.indices.contains(index) && together[index]
            ? saidTogether(row, texts[index], keys: &keys)
            : lead(
              row, texts[index], entry: entry,
              previous: index > 0 && !mentions[mentions.startIndex + index - 1].isPostponed
                ? rows[index - 1] : nil,
              postponed: mentions[mentions.startIndex + index].isPostponed, keys: &keys))
      }
      if let more { parts.append(more) }
      return Self.finish(sentence(parts))
    }
    // Lists sized for the most they hold, a sentence and a day for each row and two more: a
    // render is done for every candidate summary, and lists grown one append at a time were
    // made again on the way.
    var sentences: [String] = []
    sentences.reserveCapacity(rows.count + 2)
    // A postponed event is not taking place: it is said under its day, never under "Now".
    let isNow = { (index: Int) in
      rows[index].state == .inProgress && !mentions[mentions.startIndex + index].isPostponed
    }
    let now = rows.indices.filter(isNow)
    for (position, index) in now.enumerated() {
      sentences.append(localizer.string(.nowLead(position), .string(texts[index])))
      keys.insert(.nowLead(position))
    }
    var groups: [(day: LocalDate, items: [String], overdue: [String])] = []
    groups.reserveCapacity(rows.count)
    // Overdue reminders said as one sentence come after the day of the mention before them,
    // today's at the earliest (`OverdueGroup.folded`: what happens next comes first).
    var overdueGroup: String?
    var groupAfter = entry.day
    for index in rows.indices where !isNow(index) {
      if mentions[mentions.startIndex + index].isOverdueGroup {
        overdueGroup = texts[index]
        if let before = rows.indices[..<index].last(where: { !isNow($0) }) {
          groupAfter = max(groupAfter, rows[before].day)
        }
        continue
      }
      let text =
        together.indices.contains(index) && together[index]
        ? saidTogether(rows[index], texts[index], keys: &keys) : texts[index]
      if groups.last?.day != rows[index].day {
        var items: [String] = []
        items.reserveCapacity(rows.count - index)
        groups.append((rows[index].day, items, []))
      }
      // A reminder overdue since an earlier day is no part of the day's heading ("Today:
      // …, overdue since July 13" says two days at once): it is a sentence of its own after
      // the day's items.
      if isOverdueSinceEarlierDay(rows[index], entry: entry) {
        groups[groups.count - 1].overdue.append(text)
      } else {
        groups[groups.count - 1].items.append(text)
      }
    }
    if now.isEmpty, overdueGroup == nil, groups.first?.day != entry.day {
      sentences.append(localizer.string(.emptyToday))
      keys.insert(.emptyToday)
    }
    for group in groups {
      if let text = overdueGroup, group.day > groupAfter {
        sentences.append(text)
        overdueGroup = nil
      }
      defer { sentences += group.overdue }
      guard !group.items.isEmpty else { continue }
      if !datedHeadings, group.day == entry.day, !now.isEmpty, profile.omitsBareToday {
        sentences.append(sentence(group.items))
        continue
      }
      // Today's date opens a summary or is not said: after "Now: …" or the overdue group,
      // "Today, Monday, May 17:" is heard as a new summary beginning mid-sentence.
      let withDate =
        datedHeadings
        && (group.day == entry.day ? sentences.isEmpty : traits.datesLaterDays)
      // Nor does a label open one where the language omits it: 「今日の予定。会議、午前11時
      // から」 is read as a title before the first item (round 19's Japanese listeners).
      if !withDate, group.day == entry.day, sentences.isEmpty, profile.omitsBareToday {
        sentences.append(sentence(group.items))
        continue
      }
      sentences.append(
        headed(
          sentence(group.items), day: group.day, entry: entry, withDate: withDate, keys: &keys))
    }
    if let overdueGroup { sentences.append(overdueGroup) }
    if let more { sentences.append(more) }
    return Self.finish(sentence(sentences))
  }

  /// Whether `row` is a reminder overdue since a day before `entry`'s: said after the day's
  /// heading and items, never under "Today:", which it would contradict.
  func isOverdueSinceEarlierDay(_ row: TimelineRow, entry: TimelineEntry) -> Bool {
    guard row.state == .overdue, let start = row.item.start else { return false }
    switch start {
    case .date(let due): return due < entry.day
    case .instant(let due): return local(due).date < entry.day
    }
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
  /// day; overdue and due reminders say their state in the clause instead. One that starts
  /// with the row before is said with it instead (`together`).
  ///
  /// A `postponed` event is led by its day alone ("Today:", "Tuesday:"), never by "Now:",
  /// "Next:" or "Then:": it does not take place then.
  func lead(
    _ row: TimelineRow, _ text: String, entry: TimelineEntry, previous: TimelineRow?,
    postponed: Bool = false, keys: inout CopyKeySet
  ) -> String {
    func led(_ key: CopyKey) -> String {
      keys.insert(key)
      return localizer.string(key, .string(text))
    }
    if postponed, row.day == entry.day { return led(.leadToday) }
    switch postponed ? .upcoming : row.state {
    case .inProgress:
      return led(.nowLead(previous == nil ? 0 : 1))
    case .overdue, .dueNow: return text
    case .allDay:
      // A reminder due today already says "due today".
      return row.item.kind == .event ? led(.leadToday) : text
    case .upcoming:
      if !postponed, let previous, previous.state == .upcoming, previous.day == row.day {
        return led(.leadThen)
      }
      if !postponed, row.dayOffset == 0 { return led(.leadNext) }
      // A reminder says its own day ("due tomorrow").
      if row.item.kind == .reminder { return text }
      return headed(text, day: row.day, entry: entry, withDate: false, keys: &keys)
    }
  }

  /// `text` under `day`'s heading ("Thursday: …", "Today, Monday, June 1: …"), with the keys
  /// it was said with. A heading opens its sentence, in upper case where the language writes
  /// its weekdays in lower case ("Jeudi : …" after a full stop; braille shows the case).
  func headed(
    _ text: String, day: LocalDate, entry: TimelineEntry, withDate: Bool,
    keys: inout CopyKeySet
  ) -> String {
    let heading = clock.heading(day, relativeTo: entry.day, withDate: withDate)
    keys.insert(.headingDayItems)
    if let key = SpokenTime.headingKey(day, relativeTo: entry.day, withDate: withDate) {
      keys.insert(key)
    }
    return Self.capitalized(localizer.string(.headingDayItems, .string(heading), .string(text)))
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

  /// The title as the summary and the action names say it: the name its parse found
  /// (`SpokenTitle.heard`), without a note a dash carried, which is said at the end of the
  /// clause.
  func spokenTitle(_ item: AgendaItem) -> String {
    title(titles.heard(item.title, clock: clock(of: item)), kind: item.kind)
  }

  /// The item's own times in the summary's zone, for a title that writes a time
  /// (`WrittenTime`): `nil` for an all-day item, a reminder without a due time, or a title
  /// without a digit, which cannot repeat them.
  func clock(of item: AgendaItem) -> WrittenTime.Clock? {
    guard case .instant(let start)? = item.start, SpokenTitle.holdsDigit(item.title) else {
      return nil
    }
    func minutes(_ instant: Int64) -> Int {
      let time = LocalDateTime(localSeconds: zone.local(forInstant: instant))
      return time.hour * 60 + time.minute
    }
    var end: Int?
    if case .instant(let last)? = item.end { end = minutes(last) }
    return WrittenTime.Clock(start: minutes(start), end: end)
  }

  func title(_ item: AgendaItem) -> String { spokenTitle(item) }

  /// The name a title is heard by: its own, the event its emoji name, or else what it is
  /// ("Event", "Untitled reminder"): a title never leaves an item without a name.
  func title(_ heard: SpokenTitle.Heard, kind: AgendaItem.Kind) -> String {
    if !heard.name.isEmpty { return heard.name }
    if heard.isEmojiOnly {
      return localizer.string(kind == .event ? .titleEmojiOnlyEvent : .titleEmojiOnlyReminder)
    }
    return localizer.string(kind == .event ? .untitledEvent : .untitledReminder)
  }

  // MARK: - Finishing

  /// Apple's label rules: starts with a capital letter, no period at the end.
  ///
  /// Every candidate the search renders is finished, so the common cases are read on bytes:
  /// trailing full stops and spaces after an ASCII character, and an ASCII first letter. A
  /// run after any other character, which a combining or prepended mark could make one
  /// character with it, is left to `Character`s.
  static func finish(_ text: String) -> String {
    var text = text
    let (kept, strips) = text.withUTF8 { bytes -> (Int, Bool) in
      var end = bytes.count
      while end > 0 {
        if bytes[end - 1] == 0x2E || bytes[end - 1] == 0x20 {
          end -= 1
        } else if end >= 3, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, bytes[end - 1] == 0x82 {
          end -= 3
        } else {
          break
        }
      }
      return (end, end < bytes.count)
    }
    if strips {
      let last = kept > 0 ? text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: kept - 1)] : 0
      guard last < 0x80 else { return capitalized(Self.stripped(text)) }
      text = String(text.utf8.prefix(kept))!
    }
    return capitalized(text)
  }

  /// `text` without its trailing full stops and spaces, character by character.
  private static func stripped(_ text: String) -> String {
    var out = text
    while let last = out.last, last == "." || last == "。" || last == " " { out.removeLast() }
    return out
  }

  /// `text` with its first letter in upper case, unless its first word is written in mixed
  /// case ("eTL", "iPad", "eBay"): a title's own casing is never changed.
  static func capitalized(_ text: String) -> String {
    let firstWord = text.utf8.prefix { $0 != 0x20 }
    if firstWord.dropFirst().contains(where: { (0x41...0x5A).contains($0) }) { return text }
    // An ASCII letter followed by another ASCII byte is a character of its own.
    var utf8 = text.utf8.makeIterator()
    if let first = utf8.next(), first < 0x80, (utf8.next() ?? 0) < 0x80 {
      guard first >= 0x61, first <= 0x7A else { return text }
      var bytes = Array(text.utf8)
      bytes[0] -= 0x20
      return String(decoding: bytes, as: UTF8.self)
    }
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
