import JSON

/// Every snapshot of a run with its SHA-256, which run wrote each source's files, and whether
/// that run finished: what CI compares, what shards merge and what `glance verify` trusts.
public struct Manifest: Sendable, Hashable {
  public struct File: Sendable, Hashable {
    /// The path inside the output folder, with `/` separators.
    public var path: String
    public var sha256: String
    public var bytes: Int

    public init(path: String, sha256: String, bytes: Int) {
      self.path = path
      self.sha256 = sha256
      self.bytes = bytes
    }
  }

  /// Which run wrote a source's files, and for which moment: a stopped run leaves the sources
  /// it did not get to with an earlier run's files, and this tells them apart.
  public struct Origin: Sendable, Hashable {
    public var run: String
    /// An ISO 8601 instant such as `2026-06-01T11:00:00Z`.
    public var referenceDate: String

    public init(run: String, referenceDate: String) {
      self.run = run
      self.referenceDate = referenceDate
    }
  }

  public static let schema = "glance.manifest/2"
  /// The schema before runs were recorded; still read, with no run and no origins.
  public static let firstSchema = "glance.manifest/1"
  /// The manifest of a whole run, at the top of its output folder; a shard's is
  /// `manifest.shard-k-of-n.json`.
  public static let fileName = "manifest.json"

  /// The run that last wrote the manifest; `nil` in a `glance.manifest/1` file.
  public var run: RunRecord?
  public var files: [File]
  public var sources: [String]
  /// Of each source in `sources`, the run its files are from, when known.
  public var origins: [String: Origin]

  public init(
    files: [File], sources: [String], run: RunRecord? = nil, origins: [String: Origin] = [:]
  ) {
    self.files = files.sorted { $0.path < $1.path }
    self.sources = sources.sorted()
    self.run = run
    self.origins = origins
  }

  /// The manifests of shards as one: their union, which must not list a source twice. The
  /// run is the caller's to set.
  public static func merge(_ manifests: [Manifest]) -> (
    manifest: Manifest, duplicateSources: [String]
  ) {
    var seen: Set<String> = []
    var duplicates: [String] = []
    for source in manifests.flatMap(\.sources) where !seen.insert(source).inserted {
      duplicates.append(source)
    }
    var origins: [String: Origin] = [:]
    for manifest in manifests { origins.merge(manifest.origins) { first, _ in first } }
    return (
      Manifest(files: manifests.flatMap(\.files), sources: Array(seen), origins: origins),
      duplicates.sorted()
    )
  }

  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("schema", .string(Self.schema)),
      (
        "sources",
        .array(
          sources.map { source in
            var members: [(String, JSONValue)] = [("id", .string(source))]
            if let origin = origins[source] {
              members += [
                ("run", .string(origin.run)), ("referenceDate", .string(origin.referenceDate)),
              ]
            }
            return .object(members)
          })
      ),
      (
        "files",
        .array(
          files.map { file in
            .object([
              ("path", .string(file.path)), ("sha256", .string(file.sha256)),
              ("bytes", .integer(file.bytes)),
            ])
          })
      ),
    ]
    if let run { members.append(("run", run.json)) }
    return .object(members)
  }

  /// The canonical bytes of the manifest file.
  public var bytes: [UInt8] { CanonicalJSONWriter.bytes(json) }

  /// The manifest in a file's bytes; `nil` when they are not one.
  public init?(bytes: [UInt8]) {
    guard let value = try? JSONReader().read(bytes) else { return nil }
    self.init(json: value)
  }

  public init?(json value: JSONValue) {
    guard case .string(let schema)? = value["schema"],
      [Self.schema, Self.firstSchema].contains(schema),
      case .array(let files)? = value["files"], case .array(let sources)? = value["sources"]
    else { return nil }
    var parsed: [File] = []
    for file in files {
      guard case .string(let path)? = file["path"], case .string(let sha)? = file["sha256"],
        case .integer(let bytes)? = file["bytes"]
      else { return nil }
      parsed.append(File(path: path, sha256: sha, bytes: bytes))
    }
    guard schema == Self.schema else {
      self.init(files: parsed, sources: sources.compactMap(\.stringValue))
      return
    }
    var ids: [String] = []
    var origins: [String: Origin] = [:]
    for source in sources {
      guard case .string(let id)? = source["id"] else { return nil }
      ids.append(id)
      if case .string(let run)? = source["run"], case .string(let date)? = source["referenceDate"] {
        origins[id] = Origin(run: run, referenceDate: date)
      }
    }
    var run: RunRecord?
    if let record = value["run"] {
      guard let decoded = RunRecord(json: record) else { return nil }
      run = decoded
    }
    self.init(files: parsed, sources: ids, run: run, origins: origins)
  }
}
