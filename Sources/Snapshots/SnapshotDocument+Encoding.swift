import ICalendar
import JSON
import Summaries

extension SnapshotDocument {
  /// The snapshot's canonical bytes (Docs/snapshot-format.md, "Canonical bytes").
  ///
  /// Written member by member in sorted key order, with no JSON tree in between: the pipeline
  /// writes every widget of every person this way, and this is its hot path. The bytes are
  /// those the field table (`SnapshotDocument+Fields.swift`) writes, ``tableEncoded()``, by a
  /// writer that passes each property straight to the stream (`writeSecondSchema`).
  public func encoded() -> [UInt8] {
    let tables = SnapshotTables(entries)
    var json = CanonicalJSONStream(capacity: Self.capacity(entries.count, tables))
    json.writeSecondSchema(self, tables: tables)
    return json.finish()
  }

  /// The same bytes as ``encoded()``, written through the field table: what a test holds the
  /// direct writer to.
  func tableEncoded() -> [UInt8] {
    let tables = SnapshotTables(entries)
    var json = CanonicalJSONStream(capacity: Self.capacity(entries.count, tables))
    json.write(SecondSchemaFile(self, tables: tables), as: Self.secondSchemaFile)
    return json.finish()
  }

  /// About the bytes a file of these tables takes, so that the stream rarely grows.
  private static func capacity(_ entries: Int, _ tables: SnapshotTables) -> Int {
    4_096 + entries * 512 + tables.actions.count * 96 + tables.intents.count * 384
      + tables.items.count * 320 + tables.rows.count * 96
  }

  /// The document as the first schema wrote it, every entry's items and actions in full:
  /// what the first schema's field table writes, so that its reading is tested against its
  /// writing. Nothing writes this schema any more.
  func firstSchemaEncoded() -> [UInt8] {
    var json = CanonicalJSONStream()
    json.write(self, as: Self.firstSchemaFile)
    return json.finish()
  }
}

extension CanonicalJSONStream {
  /// `"2026-06-01T15:00:00Z"`, written digit by digit.
  mutating func instant(_ seconds: Int64) {
    let length = ISO8601Value.instantLength
    value(atMost: length + 2) { out in
      out[0] = UInt8(ascii: "\"")
      LocalDateTime(localSeconds: seconds).writeISO(to: out, at: 1)
      out[length] = UInt8(ascii: "Z")
      out[length + 1] = UInt8(ascii: "\"")
      return length + 2
    }
  }

  /// `"2026-06-01"`.
  mutating func date(_ date: LocalDate) {
    let length = ISO8601Value.dateLength
    value(atMost: length + 2) { out in
      out[0] = UInt8(ascii: "\"")
      date.writeISO(to: out, at: 1)
      out[length + 1] = UInt8(ascii: "\"")
      return length + 2
    }
  }

  /// A day, an instant or `null`.
  mutating func time(_ time: OccurrenceTime?) {
    switch time {
    case .instant(let seconds)?: instant(seconds)
    case .date(let day)?: date(day)
    case nil: null()
    }
  }

  /// An array of whole numbers, one a line.
  mutating func integers(_ numbers: [Int]) {
    beginArray()
    for number in numbers { integer(number) }
    endArray()
  }
}

extension SnapshotDocument.Entry {
  /// The entry's instant as the snapshot writes it, `2026-06-01T15:00:00Z`: how diffs, lint
  /// findings and the review page name an entry.
  public var dateText: String { ISO8601Value.format(instant: date) }
}
