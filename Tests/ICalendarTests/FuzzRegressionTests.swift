import Foundation
import Testing

@testable import ICalendar

/// The files of Fuzz/Regressions/<target>: inputs that crashed, hung or blew the memory of a
/// reader once, or that probe one of its limits. Each is replayed the way its fuzz target runs it.
enum FuzzRegressions {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

  static func files(_ target: String) -> [String] {
    let folder = root.appendingPathComponent(target)
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      !$0.hasPrefix(".")
    }.sorted()
  }

  static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(target).appendingPathComponent(name)))
  }
}

/// The time limit catches a hang, not slowness: on a loaded 2-core machine a test can wait
/// minutes behind the suites that run beside it.
@Suite(.timeLimit(.minutes(5))) struct ICalendarFuzzRegressionTests {
  /// What some of the files must produce, beyond not crashing.
  static let expected: [String: DiagnosticCode] = [
    "count-int32-max-secondly.ics": .recurrenceSearchLimit,
    "count-overflow.ics": .invalidRecurrenceRule,
    "byday-255su.ics": .invalidRecurrenceRule,
    "nested-deeper-than-limit.ics": .nestingTooDeep,
    "secondly-in-window.ics": .recurrenceInstanceLimit,
    "many-huge-counts.ics": .fileSearchBudgetSpent,
    "duration-repeated-weeks.ics": .invalidDuration,
    "invalid-utf8-megabyte-summary.ics": .invalidUTF8,
    "occurrences-past-the-limit.ics": .occurrenceLimit,
    "zone-daily-observances.ics": .tooManyTransitions,
  ]
  /// What some must not produce: the slow unit's `FREQ=SECONDLY;BYSETPOS=-2` rules once each
  /// searched a million seconds (ten seconds for the file under the fuzzer).
  static let absent: [String: DiagnosticCode] = [
    "slow-secondly-bysetpos.ics": .recurrenceSearchLimit
  ]

  @Test func thereAreRegressionFiles() {
    #expect(FuzzRegressions.files("icalendar").count >= 10)
  }

  @Test(arguments: FuzzRegressions.files("icalendar")) func replays(_ name: String) throws {
    let file = CalendarReader().read(try FuzzRegressions.bytes("icalendar", name), fileName: name)
    let diagnostics =
      file.diagnostics
      + OccurrenceExpander().expand(
        file.events, from: 1_780_272_000, to: 1_781_481_600, fileName: name
      ).diagnostics
    #expect(!diagnostics.isEmpty || !file.events.isEmpty, "\(name) gave nothing at all")
    if let code = Self.expected[name] {
      #expect(
        diagnostics.contains { $0.code == code }, "\(name): \(diagnostics.map(\.description))")
    }
    if let code = Self.absent[name] {
      #expect(!diagnostics.contains { $0.code == code }, "\(name): \(code.rawValue)")
    }
  }
}
