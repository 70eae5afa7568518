import Foundation
import ICalendar
import Pipeline

/// Options that `glance run` and its neighbours share.
enum RunOptions {
  static let shard = Option<Shard>(
    "shard", "k/n", help: "Process only shard k of n of the sources (see Docs/scaling.md).")

  /// `referenceDate` when the pipeline's horizon and look-ahead fit after it before the end of
  /// 9999 (`TimelineLayout.Options.referenceDates`); a usage error otherwise, which names
  /// `--now` when the date came from it, so a run at the end of time is refused before any
  /// work instead of never finishing.
  static func checked(_ referenceDate: Int64, config: PipelineConfig, now: String?)
    throws(CommandLineError) -> Int64
  {
    guard let problem = config.layoutOptions.referenceDateProblem(referenceDate) else {
      return referenceDate
    }
    let shown = ISO8601Value.format(instant: DateRange.clampedInstant(referenceDate))
    throw CommandLineError(
      message: now.map { "The value '\($0)' is invalid for '--now <ISO 8601>': it \(problem)." }
        ?? "The reference date '\(shown)' \(problem).")
  }

  /// The reference date of a pipeline: its fixed one, or the clock for `"now"`.
  static func referenceDate(of config: PipelineConfig) -> Int64 {
    switch config.referenceDate {
    case .fixed(let instant): instant
    case .now: Int64(Date().timeIntervalSince1970)
    }
  }
}
