import ICalendar
import JSON
import Pipeline
import Snapshots

/// `glance run --format json`: the run's result as a `glance.run/1` document on standard
/// output, for a scheduler or a dashboard to read instead of the summary line.
///
/// It holds what the summary line says, with the run's record and the count of each
/// diagnostic code, and no time, so two runs of the same inputs print the same bytes.
struct RunResult {
  static let schema = "glance.run/1"

  let report: PipelineRunner.Report
  /// The output folder as the user named it.
  let output: String

  /// How many diagnostics of each code.
  static func codeCounts(_ diagnostics: [Diagnostic]) -> [String: Int] {
    diagnostics.reduce(into: [:]) { $0[$1.code.rawValue, default: 0] += 1 }
  }

  var json: JSONValue {
    let severities = Dictionary(grouping: report.diagnostics, by: \.severity)
    var members: [(String, JSONValue)] = [
      ("schema", .string(Self.schema)),
      ("output", .string(output)),
      ("complete", .bool(!report.cancelled)),
      ("sources", .integer(report.sources.count)),
      ("keptSources", .integer(report.keptSources.count)),
      ("snapshots", .integer(report.snapshots)),
      ("changed", .integer(report.changed)),
      (
        "diagnostics",
        .object(
          [("count", .integer(report.diagnostics.count))]
            + [
              (
                "codes",
                .object(
                  Self.codeCounts(report.diagnostics).sorted { $0.key < $1.key }.map {
                    ($0.key, .integer($0.value))
                  })
              ),
              (
                "severities",
                .object(
                  Diagnostic.Severity.allCases.map {
                    ($0.rawValue, .integer(severities[$0]?.count ?? 0))
                  })
              ),
            ])
      ),
      ("stale", .array(report.stale.map { .string($0) })),
      ("pruned", .array(report.pruned.map { .string($0) })),
    ]
    if let run = report.manifest.run { members.append(("run", run.json)) }
    return .object(members)
  }

  var text: String { CanonicalJSONWriter.string(json) }
}
