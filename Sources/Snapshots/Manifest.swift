import JSON

/// Every snapshot of a run with its SHA-256, and every diagnostic: what CI compares and what
/// shards merge.
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

  public static let schema = "glance.manifest/1"
  /// The manifest of a whole run, at the top of its output folder; a shard's is
  /// `manifest.shard-k-of-n.json`.
  public static let fileName = "manifest.json"

  public var files: [File]
  public var sources: [String]

  public init(files: [File], sources: [String]) {
    self.files = files.sorted { $0.path < $1.path }
    self.sources = sources.sorted()
  }

  /// The manifests of shards as one: their union, which must not list a source twice.
  public static func merge(_ manifests: [Manifest]) -> (
    manifest: Manifest, duplicateSources: [String]
  ) {
    var seen: Set<String> = []
    var duplicates: [String] = []
    for source in manifests.flatMap(\.sources) where !seen.insert(source).inserted {
      duplicates.append(source)
    }
    return (Manifest(files: manifests.flatMap(\.files), sources: Array(seen)), duplicates.sorted())
  }

  public var json: JSONValue {
    .object([
      ("schema", .string(Self.schema)),
      ("sources", .array(sources.map { .string($0) })),
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
    ])
  }

  /// The canonical bytes of the manifest file.
  public var bytes: [UInt8] { CanonicalJSONWriter.bytes(json) }

  /// The manifest in a file's bytes; `nil` when they are not one.
  public init?(bytes: [UInt8]) {
    guard let value = try? JSONReader().read(bytes) else { return nil }
    self.init(json: value)
  }

  public init?(json value: JSONValue) {
    guard case .string(Self.schema)? = value["schema"], case .array(let files)? = value["files"],
      case .array(let sources)? = value["sources"]
    else { return nil }
    var parsed: [File] = []
    for file in files {
      guard case .string(let path)? = file["path"], case .string(let sha)? = file["sha256"],
        case .integer(let bytes)? = file["bytes"]
      else { return nil }
      parsed.append(File(path: path, sha256: sha, bytes: bytes))
    }
    self.init(files: parsed, sources: sources.compactMap(\.stringValue))
  }
}
