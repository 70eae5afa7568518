import Snapshots

/// Whether shards are parts of one finished run: each finished and holds only its run's
/// sources (`RunTrust`), and all share one run id, reference date and pipeline file.
///
/// Shards of one run split the sources and nothing else; a shard stopped by SIGTERM, or run
/// on another night or with another pipeline, would merge into a folder that looks whole and
/// is not. `glance merge` refuses such shards unless `--allow-partial`.
public struct ShardAgreement: Sendable {
  public let shards: [(shard: Shard, manifest: Manifest)]

  public init(shards: [(shard: Shard, manifest: Manifest)]) { self.shards = shards }

  /// Why the shards cannot be merged as one run, one line each; empty when they can.
  public var refusals: [String] {
    var found: [String] = []
    for (shard, manifest) in shards {
      found += RunTrust(manifest).findings.map { "shard \(shard): \($0)" }
    }
    let runs = shards.compactMap { entry in entry.manifest.run.map { (entry.shard, $0) } }
    for (name, value) in [
      ("runs", { (run: RunRecord) in run.id }),
      ("reference dates", { (run: RunRecord) in run.referenceDate }),
      ("pipeline files", { (run: RunRecord) in "SHA-256 \(run.pipeline.prefix(12))" }),
    ] {
      let groups = Dictionary(grouping: runs) { value($0.1) }
      guard groups.count > 1 else { continue }
      // In shard order: the first shard's value first.
      let listed = groups.sorted { $0.value[0].0.index < $1.value[0].0.index }.map {
        key, members in
        "\(key) (shard\(members.count == 1 ? "" : "s") \(members.map { $0.0.description }.joined(separator: ", ")))"
      }
      found.append("shards of \(groups.count) \(name): \(listed.joined(separator: "; "))")
    }
    return found
  }

  /// The run of the merged manifest: the shards' run, complete when they all agree and
  /// finished, with `refusals` as what the merge let through. Of shards that agree it is the
  /// record a whole run would have written, so the merged manifest is that run's byte for
  /// byte.
  public static func mergedRun(_ runs: [RunRecord], shards: Int, refusals: [String]) -> RunRecord {
    var run =
      runs.first
      ?? RunRecord(
        id: "unrecorded", referenceDate: "unrecorded", pipeline: "unrecorded",
        tool: "unrecorded", complete: false)
    run.shard = nil
    run.complete = refusals.isEmpty && runs.count == shards && runs.allSatisfy(\.complete)
    run.partial = refusals
    return run
  }
}
