import Agenda
import ICalendar
import JSON
import Summaries
import WidgetTimeline

/// The canonical JSON of one snapshot: a widget's timeline with each entry's summary and
/// actions (schema `glance.snapshot/1`, Docs/snapshot-format.md).
///
/// Instants are UTC with `Z`, dates are `YYYY-MM-DD`; nothing depends on the machine, the
/// clock or a path, so the same inputs give the same bytes everywhere.
public enum SnapshotEncoder {
  public static let schema = "glance.snapshot/1"

  public struct Header: Sendable {
    public var source: String
    public var locale: String
    public var timeZone: String

    public init(source: String, locale: String, timeZone: String) {
      self.source = source
      self.locale = locale
      self.timeZone = timeZone
    }
  }

  public static func json(_ timeline: Timeline, summaries: [Summary], header: Header) -> JSONValue {
    .object([
      ("schema", .string(schema)),
      ("source", .string(header.source)),
      ("family", .string(timeline.family.rawValue)),
      ("textSize", .string(timeline.textSize.rawValue)),
      ("capacity", .integer(timeline.capacity)),
      ("locale", .string(header.locale)),
      ("timeZone", .string(header.timeZone)),
      ("referenceDate", .string(ISO8601Value.format(instant: timeline.referenceDate))),
      ("reloadAfter", .string(ISO8601Value.format(instant: timeline.reloadAfter))),
      ("entries", .array(zip(timeline.entries, summaries).map(entry))),
    ])
  }

  public static func bytes(_ timeline: Timeline, summaries: [Summary], header: Header) -> [UInt8] {
    CanonicalJSONWriter.bytes(json(timeline, summaries: summaries, header: header))
  }

  static func time(_ time: OccurrenceTime?) -> JSONValue {
    switch time {
    case .instant(let seconds)?: .string(ISO8601Value.format(instant: seconds))
    case .date(let date)?: .string(date.description)
    case nil: .null
    }
  }

  static func entry(_ entry: TimelineEntry, _ summary: Summary) -> JSONValue {
    .object([
      ("date", .string(ISO8601Value.format(instant: entry.date))),
      ("relevance", .number(entry.relevance)),
      (
        "items",
        .array(
          entry.rows.map { row in
            .object([
              ("id", .string(row.item.id)),
              ("kind", .string(row.item.kind.rawValue)),
              ("title", .string(row.item.title)),
              ("start", time(row.item.start)),
              ("end", time(row.item.end)),
              ("allDay", .bool(row.item.isAllDay)),
              ("group", .string(row.item.group)),
              ("favorite", .bool(row.item.isFavorite)),
              ("state", .string(row.state.rawValue)),
              ("day", .string(row.day.description)),
            ])
          })
      ),
      ("overflow", .integer(entry.overflow)),
      ("summary", .string(summary.text)),
      ("actions", .array(summary.actions.map(action))),
    ])
  }

  static func action(_ action: AccessibilityAction) -> JSONValue {
    .object([
      ("name", .string(action.name)),
      ("trigger", .string(action.trigger.rawValue)),
      (
        "intent",
        .object([
          ("type", .string(action.intent.type)),
          ("title", .string(action.intent.title)),
          ("openAppWhenRun", .bool(action.intent.openAppWhenRun)),
          ("parameters", .array(action.intent.parameters.map(parameter))),
        ])
      ),
    ])
  }

  static func parameter(_ parameter: IntentParameter) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("name", .string(parameter.name)), ("type", .string(parameter.value.typeName)),
    ]
    switch parameter.value {
    case .string(let text), .date(let text): members.append(("value", .string(text)))
    case .bool(let flag): members.append(("value", .bool(flag)))
    case .entity(let type, let item):
      members.append(("entityType", .string(type)))
      var reference: [(key: String, value: JSONValue)] = [
        ("kind", .string(item.kind.rawValue)), ("id", .string(item.id)),
      ]
      if let occurrence = item.occurrence { reference.append(("occurrence", .string(occurrence))) }
      members.append(("value", .object(reference)))
    }
    return .object(members)
  }
}
