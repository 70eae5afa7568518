import JSON

/// What a manifest says of the run that wrote it: which run, for which moment, from which
/// pipeline file, by which version of glance, and whether it finished.
///
/// A folder is trusted only when its run finished and every source's files are that run's:
/// `glance verify` reports anything else, and `glance merge` refuses shards that are not of
/// one finished run (Docs/reliability.md, "Runs you can trust").
public struct RunRecord: Sendable, Hashable {
  /// Names what the run computed: `--run-id`, or derived from the pipeline's digest, the
  /// reference date and the tool's version, so shards of one run agree on it unasked.
  public var id: String
  /// An ISO 8601 instant such as `2026-06-01T11:00:00Z`.
  public var referenceDate: String
  /// The SHA-256 of the pipeline file's bytes.
  public var pipeline: String
  /// `glance 0.1.0`.
  public var tool: String
  /// Whether the run got to its end; a stopped run's manifest says `false`, and so does the
  /// manifest a run writes before its first snapshot, so a run killed outright says it too.
  public var complete: Bool
  /// `2/4` for a shard's manifest.
  public var shard: String?
  /// Of a merge with `--allow-partial`: what the merge would otherwise have refused.
  public var partial: [String]

  public init(
    id: String, referenceDate: String, pipeline: String, tool: String, complete: Bool,
    shard: String? = nil, partial: [String] = []
  ) {
    self.id = id
    self.referenceDate = referenceDate
    self.pipeline = pipeline
    self.tool = tool
    self.complete = complete
    self.shard = shard
    self.partial = partial
  }

  /// The run id for `referenceDate` and a pipeline's digest: the date in a file-name-safe form
  /// and 12 hex digits of a digest of the three, such as `20260601T110000Z-1f2e3d4c5b6a`.
  public static func derivedID(referenceDate: String, pipeline: String, tool: String) -> String {
    let stamp = referenceDate.filter { $0 != "-" && $0 != ":" }
    let digest = SHA256.hex(Array("\(pipeline)\n\(referenceDate)\n\(tool)".utf8))
    return "\(stamp)-\(digest.prefix(12))"
  }

  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(id)), ("referenceDate", .string(referenceDate)),
      ("pipeline", .string(pipeline)), ("tool", .string(tool)), ("complete", .bool(complete)),
    ]
    if let shard { members.append(("shard", .string(shard))) }
    if !partial.isEmpty { members.append(("partial", .array(partial.map { .string($0) }))) }
    return .object(members)
  }

  public init?(json value: JSONValue) {
    guard case .string(let id)? = value["id"], case .string(let date)? = value["referenceDate"],
      case .string(let pipeline)? = value["pipeline"], case .string(let tool)? = value["tool"],
      case .bool(let complete)? = value["complete"]
    else { return nil }
    self.init(
      id: id, referenceDate: date, pipeline: pipeline, tool: tool, complete: complete,
      shard: value["shard"]?.stringValue,
      partial: {
        if case .array(let items)? = value["partial"] {
          items.compactMap(\.stringValue)
        } else {
          []
        }
      }())
  }
}
