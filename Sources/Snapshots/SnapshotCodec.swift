import ICalendar
import JSON

/// How one kind of value of a snapshot is written and read: a string, a whole number, an
/// instant, one of an enumeration's cases, an object of a field table…
///
/// A field of the table (`SnapshotField`) is a key, a codec and the property it holds, so the
/// way a kind of value is spelled is written once, here, for every field that holds one.
struct SnapshotCodec<T>: Sendable {
  typealias Failure = SnapshotReader.Failure

  let write: @Sendable (inout CanonicalJSONStream, T) -> Void
  let read: @Sendable (inout SnapshotReader) throws(Failure) -> T

  init(
    _ write: @escaping @Sendable (inout CanonicalJSONStream, T) -> Void,
    _ read: @escaping @Sendable (inout SnapshotReader) throws(Failure) -> T
  ) {
    self.write = write
    self.read = read
  }
}

extension SnapshotCodec {
  static var string: SnapshotCodec<String> {
    .init({ $0.string($1) }, { reader throws(Failure) in try reader.string() })
  }
  /// A string or `null`.
  static var optionalString: SnapshotCodec<String?> {
    .init({ $0.string($1) }, { reader throws(Failure) in try reader.optionalString() })
  }
  static var integer: SnapshotCodec<Int> {
    .init({ $0.integer($1) }, { reader throws(Failure) in try reader.integer() })
  }
  static var number: SnapshotCodec<Double> {
    .init({ $0.number($1) }, { reader throws(Failure) in try reader.number() })
  }
  static var bool: SnapshotCodec<Bool> {
    .init({ $0.bool($1) }, { reader throws(Failure) in try reader.bool() })
  }
  /// A UTC instant, `2026-06-01T15:00:00Z`, held as seconds since 1970.
  static var instant: SnapshotCodec<Int64> {
    .init({ $0.instant($1) }, { reader throws(Failure) in try reader.instant() })
  }
  /// A day, `2026-06-01`.
  static var date: SnapshotCodec<LocalDate> {
    .init({ $0.date($1) }, { reader throws(Failure) in try reader.date() })
  }
  /// A day, a UTC instant or `null`.
  static var time: SnapshotCodec<OccurrenceTime?> {
    .init({ $0.time($1) }, { reader throws(Failure) in try reader.time() })
  }

  /// The string `text` and no other, as a file's `schema`.
  static func exactly(_ text: String) -> SnapshotCodec<String> {
    .init(
      { $0.string($1) },
      { reader throws(Failure) in
        guard try reader.string() == text else { throw .invalid("'\(text)'") }
        return text
      })
  }

  /// A position in the file's table named `table`, looked up once the table is read.
  static func position(in table: String) -> SnapshotCodec<Int> {
    .init({ $0.integer($1) }, { reader throws(Failure) in try reader.position(in: table) })
  }

  /// Positions in the file's table named `table`, one a line.
  static func positions(in table: String) -> SnapshotCodec<[Int]> {
    .init({ $0.integers($1) }, { reader throws(Failure) in try reader.positions(in: table) })
  }
}

extension SnapshotCodec where T: RawRepresentable<String> & Sendable {
  /// One of `cases`, by its raw value; an error lists them in this order.
  static func oneOf(_ cases: [T]) -> Self {
    .init({ $0.string($1.rawValue) }, { reader throws(Failure) in try reader.enumeration(cases) })
  }
}
