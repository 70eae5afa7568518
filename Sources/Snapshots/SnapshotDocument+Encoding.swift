import ICalendar
import JSON
import Summaries

extension SnapshotDocument {
  /// The snapshot's canonical bytes (Docs/snapshot-format.md, "Canonical bytes").
  ///
  /// Written member by member through the field table (`SnapshotDocument+Fields.swift`), in
  /// sorted key order, with no JSON tree in between: the pipeline writes every widget of every
  /// person this way, and this is its hot path.
  public func encoded() -> [UInt8] {
    let tables = SnapshotTables(entries)
    var json = CanonicalJSONStream(
      capacity: 4_096 + entries.count * 512 + tables.actions.count * 96
        + tables.intents.count * 384 + tables.items.count * 320 + tables.rows.count * 96)
    json.write(SecondSchemaFile(self, tables: tables), as: Self.secondSchemaFile)
    return json.finish()
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
