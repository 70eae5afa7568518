import Foundation
import Pipeline

/// Options that `glance run` and its neighbours share.
enum RunOptions {
  static let shard = Option<Shard>(
    "shard", "k/n", help: "Process only shard k of n of the sources (see Docs/scaling.md).")

  /// The reference date of a pipeline: its fixed one, or the clock for `"now"`.
  static func referenceDate(of config: PipelineConfig) -> Int64 {
    switch config.referenceDate {
    case .fixed(let instant): instant
    case .now: Int64(Date().timeIntervalSince1970)
    }
  }
}
