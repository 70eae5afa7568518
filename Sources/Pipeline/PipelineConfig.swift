import Agenda
import Foundation
import ICalendar
import JSON
import Summaries
import WidgetTimeline

/// A pipeline file (Docs/pipeline-format.md): which sources, which widgets, which languages,
/// when, and where to write.
public struct PipelineConfig: Sendable {
  public enum ReferenceDate: Sendable, Hashable {
    /// The time of the run, read from the clock by the command line.
    case now
    case fixed(Int64)
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String?
    public var message: String
    public var description: String {
      path.map { "\(file): \($0): \(message)" } ?? "\(file): \(message)"
    }
  }

  /// The file name without `.json`, such as `nightly`.
  public var name: String
  public var sources: URL
  public var output: URL
  public var referenceDate: ReferenceDate
  public var horizonHours: Int
  /// The zone of sources whose source.json names none.
  public var timeZone: String
  public var families: [WidgetFamily]
  public var textSizes: [TextSize]
  /// Locales for every source; `nil` means each source's own (source.json), else en-US.
  public var locales: [String]?
  public var capacities: Capacities
  public var maxEntries: Int
  public var lookAheadDays: Int

  public init(
    name: String, sources: URL, output: URL, referenceDate: ReferenceDate, horizonHours: Int = 24,
    timeZone: String = "UTC", families: [WidgetFamily] = WidgetFamily.allCases,
    textSizes: [TextSize] = TextSize.allCases, locales: [String]? = nil,
    capacities: Capacities = Capacities(),
    maxEntries: Int = 48, lookAheadDays: Int = 7
  ) {
    self.name = name
    self.sources = sources
    self.output = output
    self.referenceDate = referenceDate
    self.horizonHours = horizonHours
    self.timeZone = timeZone
    self.families = families
    self.textSizes = textSizes
    self.locales = locales
    self.capacities = capacities
    self.maxEntries = maxEntries
    self.lookAheadDays = lookAheadDays
  }

  public var layoutOptions: TimelineLayout.Options {
    .init(
      horizon: Int64(horizonHours) * 3600, maxEntries: maxEntries, lookAheadDays: lookAheadDays,
      capacities: capacities)
  }

  /// Reads and validates a pipeline file. Relative paths inside it are relative to the
  /// pipeline file's own folder, as `"$schema"` and every other file that names a neighbour
  /// resolve them, so `"sources": "../Data"` works wherever the command runs and wherever the
  /// file is kept.
  public static func load(_ url: URL) throws(Failure) -> PipelineConfig {
    try load(url, bytes: read(url))
  }

  /// The bytes of the pipeline file at `url`, for its digest and for ``load(_:bytes:)``.
  public static func read(_ url: URL) throws(Failure) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Failure(file: url.path, path: nil, message: "cannot read the pipeline file")
    }
    return [UInt8](data)
  }

  /// Validates the bytes `read(_:)` returned for the pipeline file at `url`.
  public static func load(_ url: URL, bytes: [UInt8]) throws(Failure) -> PipelineConfig {
    try parse(bytes, file: url.lastPathComponent, base: url.deletingLastPathComponent())
  }

  /// Every top-level field the decoder accepts, in the order Docs/pipeline-format.md lists
  /// them; Pipelines/pipeline.schema.json lists the same (PipelineSchemaTests).
  public static let fields = [
    "$schema", "version", "sources", "output", "referenceDate", "horizonHours", "timeZone",
    "families", "textSizes", "locales", "capacities", "maxEntries", "lookAheadDays",
  ]

  /// Reads and validates the bytes of a pipeline file named `file`, with relative paths
  /// resolved against `base`.
  public static func parse(_ bytes: [UInt8], file: String, base: URL) throws(Failure)
    -> PipelineConfig
  {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw Failure(file: file, path: nil, message: "not valid JSON: \(error)")
    }
    return try parse(
      document, name: String(file.dropLast(file.hasSuffix(".json") ? 5 : 0)), file: file, base: base
    )
  }

  static func parse(_ document: JSONValue, name: String, file: String, base: URL) throws(Failure)
    -> PipelineConfig
  {
    func fail(_ path: JSONPath, _ message: String) -> Failure {
      Failure(file: file, path: path.description, message: message)
    }
    guard case .object(let members) = document else {
      throw fail(.root, "expected an object, found \(document.kindName)")
    }
    for member in members where !fields.contains(member.key) {
      let nearest = Suggestion.closest(to: member.key, among: fields)
      throw fail(
        .root + member.key,
        "unknown field '\(member.key)'" + (nearest.map { "; did you mean '\($0)'?" } ?? ""))
    }
    // The schema's address, for editors; any string, never read.
    if let schema = document["$schema"], schema.stringValue == nil {
      throw fail(.root + "$schema", "invalid value '\(schema.quoted)', expected a string")
    }
    if let version = document["version"], version != .integer(1) {
      throw fail(.root + "version", "unsupported version '\(version.quoted)', expected 1")
    }
    func string(_ key: String) throws(Failure) -> String? {
      guard let value = document[key], value != .null else { return nil }
      guard case .string(let text) = value, !text.isEmpty else {
        throw fail(.root + key, "invalid value '\(value.quoted)', expected a non-empty string")
      }
      return text
    }
    func integer(_ key: String, _ range: ClosedRange<Int>) throws(Failure) -> Int? {
      guard let value = document[key], value != .null else { return nil }
      guard case .integer(let number) = value, range.contains(number) else {
        throw fail(
          .root + key,
          "invalid value '\(value.quoted)', expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        )
      }
      return number
    }
    func path(_ text: String) -> URL {
      text.hasPrefix("/") ? URL(fileURLWithPath: text) : base.appendingPathComponent(text)
    }
    guard let sources = try string("sources") else {
      throw fail(.root + "sources", "missing 'sources', the folder of source folders")
    }
    guard let output = try string("output") else {
      throw fail(.root + "output", "missing 'output', the folder snapshots are written to")
    }
    var reference = ReferenceDate.now
    let referenceText = try string("referenceDate")
    if let text = referenceText, text != "now" {
      guard let value = ISO8601Value(text), case .instant(let instant) = value else {
        throw fail(
          .root + "referenceDate",
          "invalid date '\(text)', expected \"now\" or an instant such as 2026-06-01T11:00:00Z")
      }
      reference = .fixed(instant)
    }
    let zone = try string("timeZone") ?? "UTC"
    guard ZoneRules.named(zone) != nil else {
      throw fail(
        .root + "timeZone",
        "unknown time zone '\(zone)', expected an IANA name such as Europe/Berlin")
    }
    func list<T>(_ key: String, _ parse: (String) -> T?, expected: String) throws(Failure) -> [T]? {
      guard let value = document[key], value != .null else { return nil }
      guard case .array(let items) = value, !items.isEmpty else {
        throw fail(.root + key, "expected a non-empty array, found '\(value.quoted)'")
      }
      var result: [T] = []
      for (index, item) in items.enumerated() {
        guard case .string(let text) = item, let parsed = parse(text) else {
          throw fail(.root + key + index, "invalid value '\(item.quoted)', expected \(expected)")
        }
        result.append(parsed)
      }
      return result
    }
    let families = try list(
      "families", { WidgetFamily(rawValue: $0) },
      expected: WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
    let textSizes = try list(
      "textSizes", { TextSize(rawValue: $0) }, expected: "default or accessibility")
    let locales = try list("locales", { $0 }, expected: "a language tag such as en-US")
    if let locales {
      for (index, tag) in locales.enumerated() where !LanguageTag.isValid(tag) {
        throw fail(
          .root + "locales" + index, "invalid value '\(tag)', expected a language tag such as en-US"
        )
      }
      // Refused before any work: a locale without copy would be spoken half in English.
      let shipped = StringCatalog.shippedLocales
      for (index, tag) in locales.enumerated() where !shipped.contains(tag) {
        throw fail(
          .root + "locales" + index,
          "locale '\(tag)' has no shipped copy, expected one of \(shipped.joined(separator: ", ")) (see 'glance locales')"
        )
      }
    }
    var capacities = Capacities()
    if let value = document["capacities"], value != .null {
      guard case .object(let families) = value else {
        throw fail(.root + "capacities", "expected an object of families")
      }
      for (familyName, sizes) in families {
        guard let family = WidgetFamily(rawValue: familyName) else {
          throw fail(.root + "capacities" + familyName, "unknown family '\(familyName)'")
        }
        guard case .object(let entries) = sizes else {
          throw fail(
            .root + "capacities" + familyName,
            "expected an object with 'default' and/or 'accessibility'")
        }
        for (sizeName, count) in entries {
          guard let size = TextSize(rawValue: sizeName) else {
            throw fail(
              .root + "capacities" + familyName + sizeName, "unknown text size '\(sizeName)'")
          }
          guard case .integer(let rows) = count, (1...30).contains(rows) else {
            throw fail(
              .root + "capacities" + familyName + sizeName,
              "invalid capacity '\(count.quoted)', expected 1 to 30 rows")
          }
          capacities.overrides[.init(family, size)] = rows
        }
      }
    }
    let config = PipelineConfig(
      name: name, sources: path(sources), output: path(output), referenceDate: reference,
      horizonHours: try integer("horizonHours", 1...168) ?? 24, timeZone: zone,
      families: families ?? WidgetFamily.allCases, textSizes: textSizes ?? TextSize.allCases,
      locales: locales,
      capacities: capacities, maxEntries: try integer("maxEntries", 1...500) ?? 48,
      lookAheadDays: try integer("lookAheadDays", 1...31) ?? 7)
    if case .fixed(let instant) = reference, let text = referenceText,
      let problem = config.layoutOptions.referenceDateProblem(instant)
    {
      throw fail(.root + "referenceDate", "reference date '\(text)' \(problem)")
    }
    return config
  }
}
