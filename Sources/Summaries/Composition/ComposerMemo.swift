import Agenda
import ICalendar
import WidgetTimeline

extension SummaryComposer {
  /// What a composer has worked out once and says again: the spoken names of the items, each
  /// mention's clause, the actions of an item, the counts of what was not said.
  ///
  /// A person's widgets show the same items over and over: every entry of a timeline shows
  /// mostly the same ones, and every family and text size shows the same agenda again. A memo
  /// kept across the timelines of one agenda and one locale phrases each of them once. It is a
  /// value passed `inout`, so it is never shared between tasks. Everything in it is keyed by
  /// what it depends on, item ids being unique within an agenda; a memo given to a composer
  /// of another locale or zone starts over.
  public struct Memo: Sendable {
    var locale: String?
    var zone: ZoneRules?
    var names = SpokenNames()
    var clauses: [ClauseKey: ItemClause] = [:]
    /// An item's actions when nothing else shares its title, by the item's identity (as in
    /// `ClauseKey`).
    var itemActions: [ObjectIdentifier: [AccessibilityAction]] = [:]
    /// The actions of items said with others of the same title, one list per twin.
    var twinActions: [TwinsKey: [[AccessibilityAction]]] = [:]
    var composeActions: [LocalDate: AccessibilityAction] = [:]
    /// The actions of an entry whose spoken items share no title, by those items.
    var entryActions: [EntryActionsKey: [AccessibilityAction]] = [:]
    /// The summaries whose fullest sentence fit, by entry, of the families that say an entry
    /// in shared words (`SummaryComposer.saysInSharedWords`).
    var fullSentences: [FullSentenceKey: Summary] = [:]
    var remainders: [RemainderKey: String?] = [:]
    /// The timelines composed so far, with their summaries: a widget whose layout is the same
    /// at another text size (the lock-screen families show one row at either) says the same.
    var timelines: [(family: WidgetFamily, entries: [TimelineEntry], summaries: [Summary])] = []

    public init() {}

    /// Empties the memo unless it was made by a composer of the same locale and zone.
    mutating func serve(_ composer: SummaryComposer) {
      guard locale != composer.localizer.locale || zone != composer.zone else { return }
      self = Memo()
      locale = composer.localizer.locale
      zone = composer.zone
    }
  }

  /// What a mention's clause depends on: its rows' items and days, the first row's state,
  /// the entry's day and whether the clause stands alone. Items by identity: the memo's names
  /// keep every item they have named, and the composer names an entry's items before it says
  /// them.
  struct ClauseKey: Hashable {
    struct Row: Hashable {
      var item: ObjectIdentifier
      var day: LocalDate
    }
    var first: Row
    /// The rows after the first, of a repeating event said once with its days: most mentions
    /// have none, and their keys, made for every entry, then allocate nothing.
    var others: [Row]
    var state: RowState
    var entryDay: LocalDate
    var standalone: Bool

    init(_ mention: Mention, entry: TimelineEntry, standalone: Bool) {
      first = Row(item: mention.first.item.identity, day: mention.first.day)
      others =
        mention.rows.count > 1
        ? mention.rows.dropFirst().map { Row(item: $0.item.identity, day: $0.day) } : []
      state = mention.first.state
      entryDay = entry.day
      self.standalone = standalone
    }
  }

  /// What the actions of items that share a title depend on: the twins, in order, with their
  /// states and days, the entry's day, and what the summary said of each.
  struct TwinsKey: Hashable {
    struct Twin: Hashable {
      var item: ObjectIdentifier
      var state: RowState
      var day: LocalDate
      var when: TextKey?
      var spokenTime: TextKey?
      var timeIsEnd: Bool
      var group: TextKey?
    }
    var twins: [Twin]
    var entryDay: LocalDate

    /// Items by identity, as in `ClauseKey`.
    init(_ rows: [TimelineRow], entry: TimelineEntry, heard: [ObjectIdentifier: ItemClause]) {
      twins = rows.map { row in
        let clause = heard[row.item.identity]
        return Twin(
          item: row.item.identity, state: row.state, day: row.day,
          when: clause?.when.map { TextKey(text: $0) },
          spokenTime: clause?.spokenTime.map { TextKey(text: $0) },
          timeIsEnd: clause?.timeIsEnd ?? false, group: clause?.group.map { TextKey(text: $0) })
      }
      entryDay = entry.day
    }
  }

  /// What the actions of an entry depend on when none of its spoken items shares a title:
  /// the items, in the order said (as in `ClauseKey`), and the day a new event is composed on.
  struct EntryActionsKey: Hashable {
    var items: [ObjectIdentifier]
    var day: LocalDate
  }

  /// What a summary says of an entry depends on: its rows (items by identity, as in
  /// `ClauseKey`), what it had no room for, and its day. Not its date or relevance.
  struct FullSentenceKey: Hashable {
    struct Row: Hashable {
      var item: ObjectIdentifier
      var state: RowState
      var day: LocalDate
      var dayOffset: Int
    }
    var rows: [Row]
    var hiddenPerDay: [Int]
    var day: LocalDate

    init(_ entry: TimelineEntry) {
      rows = entry.rows.map {
        Row(item: $0.item.identity, state: $0.state, day: $0.day, dayOffset: $0.dayOffset)
      }
      hiddenPerDay = entry.hiddenPerDay
      day = entry.day
    }
  }

  /// What the sentence of a count depends on.
  struct RemainderKey: Hashable {
    var today: Int
    var later: Int
    var lastLaterDay: Int
    var day: LocalDate
    var lookAheadDays: Int
    var nearestOnly: Bool
  }
}
