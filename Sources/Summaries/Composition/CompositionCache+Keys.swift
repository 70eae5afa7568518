import Agenda
import ICalendar
import WidgetTimeline

/// An item as a `CompositionCache` knows it: the number `SpokenNames` gave the first item
/// equal to it in every field. A value, whichever copy of the item is at hand.
struct ItemKey: Hashable, Sendable {
  var number: Int
}

extension CompositionCache {
  /// What an overdue group's sentence depends on: the items it names, how many rows it
  /// counts, where it stands, when its oldest reminder fell due and the entry's day (`since`).
  struct GroupClauseKey: Hashable {
    var named: [ItemKey]
    var rows: Int
    var firstMember: Int
    var oldestDue: OccurrenceTime?
    var entryDay: LocalDate
  }

  /// What a mention's clause depends on: its rows' items and days, the first row's state,
  /// the entry's day and whether the clause stands alone.
  struct ClauseKey: Hashable {
    struct Row: Hashable {
      var item: ItemKey
      var day: LocalDate
    }
    var first: Row
    /// The rows after the first, of a repeating event said once with its days: most mentions
    /// have none, and their keys, made for every entry, then allocate nothing.
    var others: [Row]
    var state: RowState
    /// How many identical items are said with the first (`Mention.copies`).
    var copies: Int
    var entryDay: LocalDate
    var standalone: Bool

    /// The key of `mention`, whose entry's rows have `keys`.
    init(_ mention: Mention, keys: [ItemKey], entry: TimelineEntry, standalone: Bool) {
      first = Row(item: keys[mention.positions[0]], day: mention.first.day)
      others =
        mention.rows.count > 1
        ? zip(mention.rows, mention.positions).dropFirst().map {
          Row(item: keys[$1], day: $0.day)
        } : []
      state = mention.first.state
      copies = mention.copies.count
      entryDay = entry.day
      self.standalone = standalone
    }
  }

  /// What the actions of items that share a title depend on: the twins, in order, with their
  /// states and days, the entry's day, and what the summary said of each.
  struct TwinsKey: Hashable {
    struct Twin: Hashable {
      var item: ItemKey
      var state: RowState
      var day: LocalDate
      var when: ExactText?
      var spokenTime: ExactText?
      var timeIsEnd: Bool
      var group: ExactText?
    }
    var twins: [Twin]
    var entryDay: LocalDate

    init(_ rows: [KeyedRow], entry: TimelineEntry, heard: [ItemKey: ItemClause]) {
      twins = rows.map { row in
        let clause = heard[row.key]
        return Twin(
          item: row.key, state: row.row.state, day: row.row.day,
          when: clause?.when.map(ExactText.init),
          spokenTime: clause?.spokenTime.map(ExactText.init),
          timeIsEnd: clause?.timeIsEnd ?? false, group: clause?.group.map(ExactText.init))
      }
      entryDay = entry.day
    }
  }

  /// What the actions of an entry depend on when none of its spoken items shares a title:
  /// the items, in the order said, and the day a new event is composed on.
  struct EntryActionsKey: Hashable {
    var items: [ItemKey]
    var day: LocalDate
  }

  /// What a summary says of an entry depends on: its rows, what it had no room for, and its
  /// day. Not its date or relevance.
  struct FullSentenceKey: Hashable {
    struct Row: Hashable {
      var item: ItemKey
      var state: RowState
      var day: LocalDate
      var dayOffset: Int
    }
    var rows: [Row]
    var hiddenPerDay: [Int]
    /// The hidden overdue reminders an overdue group counts, and when the oldest fell due.
    var hiddenOverdue: Int
    var oldestHiddenDue: OccurrenceTime?
    /// The hidden overdue reminders a group may name (`CompositionCache.keys`).
    var hiddenNameable: [ItemKey]
    var day: LocalDate

    init(_ entry: TimelineEntry, keys: [ItemKey]) {
      hiddenNameable = Array(keys.dropFirst(entry.rows.count))
      rows = zip(entry.rows, keys).map {
        Row(item: $1, state: $0.state, day: $0.day, dayOffset: $0.dayOffset)
      }
      hiddenPerDay = entry.hiddenPerDay
      hiddenOverdue = entry.hiddenOverdue
      oldestHiddenDue = entry.oldestHiddenOverdue?.start
      day = entry.day
    }
  }

  /// What the sentence of a count depends on.
  struct RemainderKey: Hashable {
    var overdue: Int
    var today: Int
    var later: Int
    var lastLaterDay: Int
    var day: LocalDate
    var lookAheadDays: Int
    var asTotal: Bool
    var unscoped: Bool
  }
}

extension CompositionCache {
  /// The keys of `entry`'s rows' items, in order, then, when a family of `traits` could say
  /// its overdue group and the group could name one of its hidden overdue reminders
  /// (`TimelineEntry.hiddenOverdueItems`), those of all of them, whose titles tell which may
  /// be named (`SummaryComposer.hiddenCandidates`): each item named the first time it is met.
  ///
  /// The group names a hidden reminder beside the rows only when it is a favorite or of high
  /// priority, or when it is the only one hidden; otherwise what it says depends on how many
  /// are hidden and since when, not on which, and the keys (which a whole sentence is cached
  /// by) leave them out.
  mutating func keys(_ entry: TimelineEntry, traits: FamilyTraits, composer: SummaryComposer)
    -> [ItemKey]
  {
    var keys = names.keys(entry.rows, composer: composer)
    let hidden = entry.hiddenOverdueItems
    if !traits.standalone, entry.countsHiddenOverdue,
      hidden.count == 1 || hidden.contains(where: { OverdueGroup.rank($0) >= 2 })
    {
      for item in hidden { keys.append(names.key(item, composer: composer)) }
    }
    return keys
  }
}

/// A row with its item's key in the cache.
struct KeyedRow {
  var row: TimelineRow
  var key: ItemKey
}
