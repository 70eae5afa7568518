import Snapshots

/// Whether a manifest describes one finished run: the run got to its end, and every source's
/// files are that run's, for its reference date.
///
/// A run stopped by a signal leaves a folder whose files match its manifest and yet mix two
/// nights: the sources it wrote and those it did not get to, with the night before's files.
/// Checking the files alone passes such a folder; this is what tells (`glance verify`, and
/// `glance merge` for each shard).
public struct RunTrust: Sendable {
  public let manifest: Manifest

  public init(_ manifest: Manifest) { self.manifest = manifest }

  /// The run, when the manifest records one (`glance.manifest/1` files do not).
  public var run: RunRecord? { manifest.run }

  public var isComplete: Bool { manifest.run?.complete ?? false }

  /// Sources by the reference date of their files, `nil` for files no run is recorded for.
  public var sourcesByDate: [(date: String?, count: Int)] {
    let counts = manifest.sources.reduce(into: [String?: Int]()) {
      $0[manifest.origins[$1]?.referenceDate, default: 0] += 1
    }
    return counts.map { (date: $0.key, count: $0.value) }.sorted {
      $0.count > $1.count || ($0.count == $1.count && ($0.date ?? "") > ($1.date ?? ""))
    }
  }

  /// Sources whose files are not the manifest's run's, with where they are from (`nil`: no
  /// run is recorded for them).
  public var foreignSources: [(source: String, origin: Manifest.Origin?)] {
    manifest.sources.compactMap { source in
      let origin = manifest.origins[source]
      guard let run, origin?.run == run.id, origin?.referenceDate == run.referenceDate else {
        return (source, origin)
      }
      return nil
    }
  }

  /// Of the listed sources, how many are the run's own.
  public var ownSources: Int { manifest.sources.count - foreignSources.count }

  /// Whether the folder is one finished run, every source its own.
  public var isTrusted: Bool { isComplete && foreignSources.isEmpty }

  /// `552 at 2026-06-02T08:00:00Z, 448 at 2026-06-01T08:00:00Z`.
  public var datesText: String {
    sourcesByDate.map { "\($0.count) at \($0.date ?? "an unrecorded date")" }.joined(
      separator: ", ")
  }

  /// What is wrong with the run, in short clauses, empty when it can be trusted.
  public var findings: [String] {
    guard let run else {
      return ["the manifest records no run (\(Manifest.firstSchema)); a new run records one"]
    }
    var found: [String] = []
    if !run.partial.isEmpty {
      found.append(
        "run \(run.id) was merged with '--allow-partial' from shards that are not one finished run")
    } else if !run.complete {
      found.append(
        "run \(run.id) did not finish: \(ownSources) of \(manifest.sources.count) sources are its own"
      )
    }
    if !foreignSources.isEmpty {
      let dates = sourcesByDate.count
      found.append(
        dates > 1
          ? "mixed: the sources are at \(dates) reference dates (\(datesText))"
          : "mixed: \(foreignSources.count) of \(manifest.sources.count) sources are of another run"
      )
    }
    return found
  }
}
