import Foundation
import ICalendar
import Pipeline

/// Values of the options that `glance run` and its neighbours share, parsed with the message
/// of a usage error.
enum RunOptions {
  static let shardOption = CommandSpec.Option.value(
    "shard", "k/n", help: "Process only shard k of n of the sources (see Docs/scaling.md).")

  /// `2/4`.
  static func shard(_ text: String) throws(CommandLineError) -> Shard {
    guard let shard = Shard(text) else {
      throw CommandLineError(
        message:
          "The value '\(text)' is invalid for '--shard <k/n>': expected k/n with 1 ≤ k ≤ n, such as 2/4."
      )
    }
    return shard
  }

  /// 1 to 256; the number of cores when not given.
  static func jobs(_ text: String?) throws(CommandLineError) -> Int {
    guard let text else { return ProcessInfo.processInfo.activeProcessorCount }
    guard let value = Int(text), (1...256).contains(value) else {
      throw CommandLineError(
        message: "The value '\(text)' is invalid for '--jobs <n>': expected 1 to 256.")
    }
    return value
  }

  /// `--now`: an ISO 8601 date or instant, or `now` for the clock, as a pipeline file's
  /// `"referenceDate"` accepts it.
  static func now(_ text: String, zone: ZoneRules) throws(CommandLineError) -> Int64 {
    if text == "now" { return Int64(Date().timeIntervalSince1970) }
    return try Options.instant(text, option: "now", zone: zone)
  }

  /// The reference date of a pipeline: its fixed one, or the clock for `"now"`.
  static func referenceDate(of config: PipelineConfig) -> Int64 {
    switch config.referenceDate {
    case .fixed(let instant): instant
    case .now: Int64(Date().timeIntervalSince1970)
    }
  }
}
