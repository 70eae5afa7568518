import Foundation
import ICalendar
import Pipeline
import Summaries

/// A run's diagnostics with their files named as the user would open them.
///
/// A diagnostic's file is relative to where it was found, so that `diagnostics.json` reads the
/// same on every machine: most to the sources folder (`student/calendar.ics`), the notes about
/// a snapshot to the output folder, a pipeline-wide one to the pipeline file. Printed, each is
/// joined to its folder and shown from the working directory (`Data/student/calendar.ics`).
struct DiagnosticPaths {
  let pipeline: String
  let pipelineName: String
  let sources: URL
  let output: URL

  init(plan: RunCommand.Plan) {
    pipeline = plan.pipelinePath
    pipelineName = plan.config.name + ".json"
    sources = plan.config.sources
    output = plan.config.output
  }

  /// Codes whose file is a snapshot of the output folder.
  static let aboutSnapshots: Set<DiagnosticCode> = [.summaryOverBudget, .languageProfileMissing]

  func shown(_ diagnostic: Diagnostic) -> Diagnostic {
    var shown = diagnostic
    if Self.aboutSnapshots.contains(diagnostic.code) {
      shown.file = self.output(diagnostic.file)
    } else if diagnostic.file == pipelineName {
      shown.file = pipeline
    } else if diagnostic.file != ShippedResources.catalogFile {
      shown.file = DisplayPath.of(sources.appendingPathComponent(diagnostic.file))
    }
    return shown
  }

  /// A path of the output folder, from the working directory.
  func output(_ path: String) -> String { DisplayPath.of(output.appendingPathComponent(path)) }
}
