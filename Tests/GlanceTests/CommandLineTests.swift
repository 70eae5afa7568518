import Foundation
import Testing

/// The `glance` command as users meet it: help, errors, exit codes.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct CommandLineTests {
  @Test func topLevelHelpListsSubcommandsAndExitCodes() throws {
    let result = try GlanceProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("USAGE: glance [<subcommand>]"))
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stdout.contains("  inspect "))
    #expect(result.stdout.contains("  occurrences "))
    #expect(result.stdout.contains("EXIT CODES:"))
    #expect(result.stderr.isEmpty)
  }

  @Test func subcommandHelpHasTheArgumentParserLayout() throws {
    for arguments in [["inspect", "--help"], ["help", "inspect"], ["inspect", "-h"]] {
      let result = try GlanceProcess.run(arguments)
      #expect(result.status == 0)
      let sections = [
        "OVERVIEW:", "USAGE: glance inspect <files> ...", "ARGUMENTS:", "OPTIONS:", "EXIT CODES:",
      ]
      for section in sections {
        #expect(result.stdout.contains(section), "\(arguments): \(section)")
      }
      #expect(result.stdout.contains("  -h, --help              Show help information."))
    }
  }

  @Test func unknownOptionSuggestsTheClosestAndExits64() throws {
    let result = try GlanceProcess.run(["occurrences", "x.ics", "--form", "2026-06-01"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == """
        Error: Unknown option '--form'. Did you mean '--from'?
        Usage: glance occurrences <files> ... --from <ISO 8601> --to <ISO 8601> [--time-zone <IANA>] [--format <format>] [--strict]
          See 'glance occurrences --help' for more information.

        """)
  }

  @Test func unknownSubcommandSuggestsTheClosest() throws {
    let result = try GlanceProcess.run(["inpsect"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("Error: Unknown subcommand 'inpsect'. Did you mean 'inspect'?\n"))
  }

  @Test func badValuesAreUsageErrors() throws {
    let format = try GlanceProcess.run(["inspect", "x.ics", "--format", "xml"])
    #expect(format.status == 64)
    #expect(
      format.stderr.hasPrefix(
        "Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'."
      ))
    let zone = try GlanceProcess.run([
      "occurrences", "x.ics", "--from", "2026-06-01", "--to", "2026-06-02", "--time-zone",
      "Mars/Olympus",
    ])
    #expect(zone.status == 64)
    #expect(
      zone.stderr.hasPrefix("Error: Unknown time zone 'Mars/Olympus' for '--time-zone <IANA>'."))
    let date = try GlanceProcess.run([
      "occurrences", "x.ics", "--from", "June 1st", "--to", "2026-06-02",
    ])
    #expect(date.status == 64)
    #expect(date.stderr.hasPrefix("Error: The value 'June 1st' is invalid for '--from <ISO 8601>'"))
    let missing = try GlanceProcess.run(["inspect"])
    #expect(missing.status == 64)
    #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<files> ...'"))
  }

  @Test func missingFileExits66() throws {
    let result = try GlanceProcess.run(["inspect", "no-such-file.ics"])
    #expect(result.status == 66)
    #expect(result.stderr == "Error: cannot read 'no-such-file.ics': no such file\n")
  }
}

@Suite(
  .enabled(
    if: GlanceProcess.isAvailable && GlanceProcess.corpusIsAvailable,
    "needs the glance binary and ../shared/corpus"))
struct InspectAndOccurrencesCommandTests {
  let corpus = GlanceProcess.corpus.path

  @Test func inspectReportsCalendarsZonesAndDiagnostics() throws {
    let file = corpus + "/ical.net/Serialization/PARSE17.ics"
    let issue = corpus + "/python-recurring-ical-events/issue_107_omitting_last_event.ics"
    let result = try GlanceProcess.run(["inspect", issue, file])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\(issue): 1 calendar,"))
    #expect(
      result.stdout.contains("    TZID 'Pacific Standard Time': America/Los_Angeles (Windows name)")
    )
    #expect(
      result.stderr.contains(
        "\(file):7: error: [ICS012] invalid DTSTART value '1234'; event 'Event' skipped\n"))
  }

  @Test func strictTurnsErrorsIntoExitCode65() throws {
    let file = corpus + "/ical.net/Serialization/PARSE17.ics"
    #expect(try GlanceProcess.run(["inspect", "--strict", file]).status == 65)
    let clean = corpus + "/ical4j/data/apple-iphone-os-26-structured-location.ics"
    #expect(try GlanceProcess.run(["inspect", "--strict", clean]).status == 0)
  }

  @Test func inspectJSONIsCanonical() throws {
    let file = corpus + "/python-icalendar/calendars/issue_313_globally_unique_tzid.ics"
    let result = try GlanceProcess.run(["inspect", "--format", "json", file])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let files = object?["files"] as? [[String: Any]]
    let calendar = (files?.first?["calendars"] as? [[String: Any]])?.first
    #expect(calendar?["events"] as? Int == 3)
    let zones = calendar?["timeZones"] as? [[String: Any]]
    #expect(
      zones?.map { $0["resolution"] as? String } == [
        "globallyUnique", "globallyUnique", "globallyUnique",
      ])
    #expect(result.stdout.hasSuffix("}\n"))
    #expect(result.stdout.hasPrefix("{\n  \"files\": [\n"))
  }

  @Test func occurrencesAsJSON() throws {
    let file = corpus + "/python-recurring-ical-events/issue_18_cancel_status.ics"
    let result = try GlanceProcess.run([
      "occurrences", file, "--from", "2020-01-27", "--to", "2020-02-01", "--format", "json",
    ])
    #expect(result.status == 0)
    let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    #expect(items?.count == 3)
    #expect(items?.map { $0["status"] as? String } == ["confirmed", "cancelled", "confirmed"])
    #expect(items?.first?["start"] as? String == "2020-01-28T21:00:00Z")
    #expect(items?.first?["recurrenceId"] as? String == "2020-01-28T21:00:00Z")
    #expect(items?.first?["allDay"] as? Bool == false)
    #expect(
      Set(items?.first?.keys.map { $0 } ?? []) == [
        "uid", "recurrenceId", "title", "start", "end", "allDay", "status", "calendar",
      ])
  }

  @Test func allDayOccurrencesPrintAsDatesAndFloatingTimesFollowTheZone() throws {
    let file = corpus + "/python-recurring-ical-events/recurrence_sequence_number.ics"
    let result = try GlanceProcess.run([
      "occurrences", file, "--from", "2020-09-20", "--to", "2020-09-30", "--time-zone",
      "Asia/Seoul",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "2020-09-22  2020-09-23  Modified event\n2020-09-29  2020-09-30  Base event\n")
  }
}

@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct AgendaCommandTests {
  @Test func agendaOfTheSampleStudent() throws {
    let result = try GlanceProcess.run([
      "agenda", "Data/student", "--from", "2026-06-01", "--to", "2026-06-02",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "student: 5 items, 1 without a date")
    #expect(
      lines.contains("Mon 2026-06-01  10:00-10:50  CS 225: Data Structures  [Classes]  (favorite)"))
    #expect(lines.contains("Sat 2026-05-30  due 17:00    Return library books  [Errands]"))
    #expect(lines.last?.contains("Call the financial aid office about the fall package") == true)
  }

  @Test func agendaAsJSONWithAnotherZone() throws {
    let result = try GlanceProcess.run([
      "agenda", "Data/seoul", "--from", "2026-06-01", "--to", "2026-06-02", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["timeZone"] as? String == "Asia/Seoul")
    let items = object?["items"] as? [[String: Any]]
    #expect(items?.first?["title"] as? String == "월세 내기")
    #expect(items?.first?["allDay"] as? Bool == true)
  }

  @Test func missingSourceFolderExits66() throws {
    let result = try GlanceProcess.run([
      "agenda", "Data/nobody", "--from", "2026-06-01", "--to", "2026-06-02",
    ])
    #expect(result.status == 66)
    #expect(result.stderr.hasSuffix("Data/nobody': no such folder\n"))
  }
}

@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct TimelineAndSummarizeCommandTests {
  @Test func timelineOfTheSampleSeoulSource() throws {
    let result = try GlanceProcess.run([
      "timeline", "Data/seoul", "--family", "small", "--now", "2026-06-01T11:00:00Z",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("small (default text, 2 rows): "))
    #expect(result.stdout.contains("2026-06-01T11:00:00Z  (2026-06-01T20:00 local)  relevance 1.0"))
    #expect(result.stdout.contains("    inProgress 2026-06-01  저녁 – 부모님 댁 🍲"))
  }

  @Test func summarizeSpeaksTheSourceLanguageByDefault() throws {
    let result = try GlanceProcess.run([
      "summarize", "Data/family", "--family", "small", "--now", "2026-06-01T11:00:00Z",
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "2026-06-01T11:00:00Z")
    #expect(lines[1].hasPrefix("  Erdbeeren für den Kuchen, Favorit, jetzt fällig. "))
    #expect(lines.contains("    magic tap: Neuer Termin → ComposeIntent"))
  }

  @Test func summarizeRequiresAFamily() throws {
    let result = try GlanceProcess.run([
      "summarize", "Data/family", "--now", "2026-06-01T11:00:00Z",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Missing expected option '--family <family>'."))
  }
}
