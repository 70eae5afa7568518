import Foundation
import Testing

@testable import glance

/// The strongest suites read inputs from outside the repository, and skip with their reason
/// where those are missing, as on a laptop without them. Under CI a skip would let the run go
/// green without them, so there a missing input is a failure, as a missing binary is
/// (`GlanceProcessTests.theBinaryIsBuiltUnderCI`); `.ci/run` installs what can be installed.
@Suite(.enabled(if: Environment.isCI(), "CI is not set")) struct CIInputsTests {
  /// The public corpus the corpus suites read (`CorpusTests`, `GoldenCorpusTests`,
  /// `CorpusExpansionTests` in ICalendarTests, and the end-to-end corpus runs).
  @Test func theCorpusIsThere() {
    #expect(
      GlanceProcess.corpusIsAvailable,
      "no public corpus at '\(GlanceProcess.corpus.path)': the corpus suites were skipped")
  }

  /// The RRULE tables of libical and ical.net that `RecurrenceTableTests` replays.
  @Test(arguments: ["libical/icalrecur_test.txt", "ical.net/Recurrence/RecurrenceTestCases.txt"])
  func theRecurrenceTablesAreThere(_ table: String) {
    let path = GlanceProcess.corpus.appendingPathComponent(table).path
    #expect(
      FileManager.default.fileExists(atPath: path),
      "no recurrence table at '\(path)': RecurrenceTableTests was skipped")
  }

  /// The self-contained build that `.ci/run` installs with Scripts/install.sh, which
  /// `SelfContainedBinaryTests` copies alone into an empty folder and runs.
  @Test func theSelfContainedBinaryIsNamed() {
    let path = ProcessInfo.processInfo.environment[SelfContainedBuild.variable] ?? ""
    #expect(
      FileManager.default.isExecutableFile(atPath: path),
      "'\(SelfContainedBuild.variable)' names no executable ('\(path)'): SelfContainedBinaryTests was skipped"
    )
  }

  /// CLDR's plural rules, which `PluralRulesTests` checks every language's rules against.
  @Test func cldrPluralRulesAreThere() {
    let path = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"
    #expect(
      FileManager.default.fileExists(atPath: path),
      "no CLDR plural rules at '\(path)' (Debian: unicode-cldr-core): PluralRulesTests was skipped"
    )
  }
}
