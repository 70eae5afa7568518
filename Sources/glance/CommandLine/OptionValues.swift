import CopyReview
import Foundation
import ICalendar
import Pipeline
import Summaries
import WidgetTimeline

/// `--format` of the commands that print text for people or JSON for programs.
enum OutputFormat: String, CaseIterable, ArgumentValue {
  case text
  case json
}

extension WidgetFamily: ArgumentValue {}
extension TextSize: ArgumentValue {}

/// `--min-severity`: the least severe finding reported, as the command line spells severities.
enum SeverityThreshold: String, CaseIterable, ArgumentValue {
  case needsReview = "needs-review"
  case warning
  case error

  var severity: LintSeverity {
    switch self {
    case .needsReview: .needsReview
    case .warning: .warning
    case .error: .error
    }
  }
}

/// A whole number in a range: `--jobs` (1 to 256), `--hours` (1 to 168), `--max-findings`.
protocol BoundedCount: ArgumentValue {
  static var range: ClosedRange<Int> { get }
  var count: Int { get }
  init(count: Int)
}

extension BoundedCount {
  init?(argument: String) {
    guard let count = Int(argument), Self.range.contains(count) else { return nil }
    self.init(count: count)
  }

  static var expectation: String {
    Self.range.upperBound == .max
      ? "a whole number of \(Self.range.lowerBound) or more"
      : "\(Self.range.lowerBound) to \(Self.range.upperBound)"
  }

  var argumentText: String { String(count) }
}

/// `--jobs`: how many sources are worked on at once.
struct JobCount: BoundedCount {
  static let range = 1...256
  let count: Int

  /// One job per core, when `--jobs` is not given.
  static var cores: JobCount { JobCount(count: ProcessInfo.processInfo.activeProcessorCount) }
}

/// `--hours`: the widgets' horizon.
struct HorizonHours: BoundedCount {
  static let range = 1...168
  let count: Int
}

/// A count of one or more: `--max-findings`.
struct PositiveCount: BoundedCount {
  static let range = 1...Int.max
  let count: Int
}

extension Shard: ArgumentValue {
  init?(argument: String) { self.init(argument) }

  static var expectation: String { "k/n with 1 ≤ k ≤ n, such as 2/4" }

  var argumentText: String { description }
}

/// `--from`, `--to`: a date or an instant, read in a zone once the zone is known.
struct DateArgument: ArgumentValue {
  let value: ISO8601Value
  let argumentText: String

  init?(argument: String) {
    guard let value = ISO8601Value(argument) else { return nil }
    self.value = value
    argumentText = argument
  }

  static var expectation: String { "a date such as 2026-06-01 or 2026-06-01T08:00:00Z" }

  func instant(in zone: ZoneRules) -> Int64 { value.instant(in: zone) }
}

/// `--now`: a date or an instant, or `now` for the clock, as a pipeline file's
/// `"referenceDate"` takes it.
enum ReferenceTime: ArgumentValue {
  case clock
  case date(DateArgument)

  init?(argument: String) {
    if argument == "now" {
      self = .clock
    } else if let date = DateArgument(argument: argument) {
      self = .date(date)
    } else {
      return nil
    }
  }

  static var expectation: String { DateArgument.expectation }

  var argumentText: String {
    switch self {
    case .clock: "now"
    case .date(let date): date.argumentText
    }
  }

  /// The instant, reading the clock for `now`.
  func instant(in zone: ZoneRules) -> Int64 {
    switch self {
    case .clock: Int64(Date().timeIntervalSince1970)
    case .date(let date): date.instant(in: zone)
    }
  }
}

/// `--time-zone`: a zone a person names (`ZoneRules.named`).
struct ZoneName: ArgumentValue {
  let name: String
  let rules: ZoneRules

  init?(argument: String) {
    guard let rules = ZoneRules.named(argument) else { return nil }
    name = argument
    self.rules = rules
  }

  static var expectation: String { "an IANA name such as Europe/Berlin, or UTC" }

  static func invalid(_ text: String, for synopsis: String) -> CommandLineError {
    CommandLineError(message: "Unknown time zone '\(text)' for '\(synopsis)'.")
  }

  var argumentText: String { name }
}

/// `--locale`: a locale the shipped String Catalog speaks.
struct SpokenLocale: ArgumentValue {
  let identifier: String

  init?(argument: String) {
    guard StringCatalog.shippedLocales.contains(argument) else { return nil }
    identifier = argument
  }

  static var allValueStrings: [String] { StringCatalog.shippedLocales }

  var argumentText: String { identifier }
}

/// `glance completion <shell>`.
enum Shell: String, CaseIterable, ArgumentValue {
  case bash
  case zsh
  case fish
}

/// `glance run --min-severity`: the least severe diagnostic printed.
extension Diagnostic.Severity: ArgumentValue {}

/// How `glance lint` writes its findings (Docs/copy-review.md, "Lint in CI and editors").
enum LintFormat: String, CaseIterable, ArgumentValue {
  case text
  case json
  case github
  case sarif
  case junit
}

/// `--color`: whether text output is coloured: on a terminal (`auto`, unless `NO_COLOR` is set
/// or `TERM` is `dumb`), `always` (a CI log that shows colours), or `never`.
enum ColorChoice: String, CaseIterable, ArgumentValue {
  case auto
  case always
  case never

  static let option = Option<ColorChoice>(
    "color", "when",
    help: "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.",
    default: .auto)

  func colors(isTerminal: Bool) -> Bool {
    switch self {
    case .auto: Environment.colorsOutput(isTerminal: isTerminal)
    case .always: true
    case .never: false
    }
  }
}

/// `--port`: a TCP port, 0 for any free one.
struct PortNumber: BoundedCount {
  static let range = 0...65535
  let count: Int
}
