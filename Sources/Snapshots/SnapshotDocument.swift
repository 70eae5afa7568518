import Agenda
import ICalendar
import Summaries
import WidgetTimeline

/// One snapshot file, `glance.snapshot/2` (Docs/snapshot-format.md), as typed values: a
/// widget's timeline with, for every entry, the rows shown, the summary VoiceOver reads (and
/// about how long it takes), the actions it offers, and the length budget the summaries were
/// composed to.
///
/// The pipeline encodes it (``encoded()``); `glance lint`, `glance diff` and `glance review`
/// decode it (``init(bytes:file:)``) and judge what it recorded. Every entry holds its rows
/// and actions in full, intents resolved; only the file holds each item, row, action and
/// intent once and has entries refer to them by position, which is the wire format's business
/// alone. Every field is written and read through one table, `SnapshotDocument+Fields.swift`,
/// for both directions and both schemas: files of the first schema, `glance.snapshot/1`, still
/// decode.
public struct SnapshotDocument: Sendable, Hashable {
  public static let schema = "glance.snapshot/2"
  /// The first schema, with every item and intent written out in every entry.
  public static let firstSchema = "glance.snapshot/1"

  public var source: String
  public var locale: String
  public var family: WidgetFamily
  public var textSize: TextSize
  /// The rows the family shows.
  public var capacity: Int
  /// The source's zone (source.json, else the pipeline's), as an IANA name.
  public var timeZone: String
  /// The instant the timeline starts, in seconds since 1970.
  public var referenceDate: Int64
  /// WidgetKit's `.after(date)`, in seconds since 1970.
  public var reloadAfter: Int64
  /// The family's budget the composer worked to, in seconds of speech; `nil` in files written
  /// before it was recorded (then the length is not judged).
  public var budget: LengthBudget?
  public var entries: [Entry]

  /// What the widget shows from one instant on, and what VoiceOver says for it.
  public struct Entry: Sendable, Hashable {
    /// The instant the entry is shown from, in seconds since 1970.
    public var date: Int64
    /// 0 to 1, for the Smart Stack.
    public var relevance: Double
    /// The visible rows.
    public var items: [Item]
    /// Items of the look-ahead the widget had no room for.
    public var overflow: Int
    /// The accessibility label of the widget's full-size overlay.
    public var summary: String
    /// About how long VoiceOver takes to read the summary, in seconds, as the composer timed it
    /// (`Summary.seconds`, rounded up to hundredths); `nil` in files written before it was
    /// recorded.
    public var seconds: Double?
    /// Named actions and the one magic tap.
    public var actions: [AccessibilityAction]
    /// The catalog keys the summary was composed with (`Summary.template`), their names in
    /// catalog order separated by spaces: summaries with one template differ only in people's
    /// words, times and numbers. `nil` in files written before it was recorded.
    public var template: String?

    public init(
      date: Int64, relevance: Double, items: [Item], overflow: Int, summary: String,
      seconds: Double?, actions: [AccessibilityAction], template: String? = nil
    ) {
      self.date = date
      self.relevance = relevance
      self.items = items
      self.overflow = overflow
      self.summary = summary
      self.seconds = seconds
      self.actions = actions
      self.template = template
    }
  }

  /// One visible row: the agenda item as written, its state and the day it is shown under.
  public struct Item: Sendable, Hashable {
    public var id: String
    public var kind: AgendaItem.Kind
    public var title: String
    public var start: OccurrenceTime?
    public var end: OccurrenceTime?
    public var allDay: Bool
    /// The calendar or list.
    public var group: String?
    public var favorite: Bool
    public var state: RowState
    public var day: LocalDate

    public init(
      id: String, kind: AgendaItem.Kind, title: String, start: OccurrenceTime?,
      end: OccurrenceTime?, allDay: Bool, group: String?, favorite: Bool, state: RowState,
      day: LocalDate
    ) {
      self.id = id
      self.kind = kind
      self.title = title
      self.start = start
      self.end = end
      self.allDay = allDay
      self.group = group
      self.favorite = favorite
      self.state = state
      self.day = day
    }
  }

  public init(
    source: String, locale: String, family: WidgetFamily, textSize: TextSize, capacity: Int,
    timeZone: String, referenceDate: Int64, reloadAfter: Int64, budget: LengthBudget?,
    entries: [Entry]
  ) {
    self.source = source
    self.locale = locale
    self.family = family
    self.textSize = textSize
    self.capacity = capacity
    self.timeZone = timeZone
    self.referenceDate = referenceDate
    self.reloadAfter = reloadAfter
    self.budget = budget
    self.entries = entries
  }

  /// The snapshot of a timeline and its entries' summaries (one per entry, in order).
  public init(
    _ timeline: Timeline, summaries: [Summary], source: String, locale: String, timeZone: String
  ) {
    self.init(
      source: source, locale: locale, family: timeline.family, textSize: timeline.textSize,
      capacity: timeline.capacity, timeZone: timeZone, referenceDate: timeline.referenceDate,
      reloadAfter: timeline.reloadAfter,
      budget: summaries.first?.budget,
      entries: zip(timeline.entries, summaries).map { entry, summary in
        Entry(
          date: entry.date, relevance: entry.relevance, items: entry.rows.map(Item.init),
          overflow: entry.overflow, summary: summary.text,
          seconds: Self.recorded(seconds: summary.seconds), actions: summary.actions,
          template: Self.recorded(template: summary.template))
      })
  }

  /// Seconds rounded up to hundredths: readable in a diff, and over a budget (whole or
  /// hundredths of seconds) exactly when the composer's own figure is.
  static func recorded(seconds: Double) -> Double {
    (seconds * 100).rounded(.up) / 100
  }

  /// A template as the file writes it: its keys' names in catalog order, separated by spaces.
  ///
  /// Every entry of every snapshot has one, so it is copied from the names' bytes into one
  /// string of the length it needs.
  public static func recorded(template: CopyKeySet) -> String {
    var length = -1
    template.forEach { length += 1 + templateNames[$0.rawValue].count }
    guard length > 0 else { return "" }
    return String(unsafeUninitializedCapacity: length) { out in
      var position = 0
      template.forEach { key in
        if position > 0 {
          out[position] = UInt8(ascii: " ")
          position += 1
        }
        templateNames[key.rawValue].withUnsafeBufferPointer { name in
          (out.baseAddress! + position).update(from: name.baseAddress!, count: name.count)
          position += name.count
        }
      }
      return position
    }
  }

  /// The UTF-8 of each catalog key's name, by its raw value.
  private static let templateNames = CopyKey.allCases.map { Array($0.name.utf8) }
}

extension SnapshotDocument.Item {
  /// The row as the snapshot records it.
  public init(_ row: TimelineRow) {
    self.init(
      id: row.item.id, kind: row.item.kind, title: row.item.title, start: row.item.start,
      end: row.item.end, allDay: row.item.isAllDay, group: row.item.group,
      favorite: row.item.isFavorite, state: row.state, day: row.day)
  }
}
