import Foundation
import Snapshots

/// An output folder compared with a manifest: each file it lists, and each snapshot it does
/// not list.
///
/// `glance verify` hashes every file; `glance merge` checks only that each file is there with
/// its size, which costs a `stat` a file, and leaves the hashing to `verify`.
public struct ManifestCheck: Sendable {
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// Listed, and not on disk.
    case missing(path: String)
    case size(path: String, listed: Int, found: Int)
    case checksum(path: String, listed: String, found: String)
    /// A snapshot on disk the manifest does not list.
    case unlisted(path: String)

    public var path: String {
      switch self {
      case .missing(let path), .size(let path, _, _), .checksum(let path, _, _),
        .unlisted(let path):
        path
      }
    }

    public var description: String {
      switch self {
      case .missing(let path): "missing: \(path) (listed in the manifest, not on disk)"
      case .size(let path, let listed, let found):
        "differs: \(path) (\(found) bytes, the manifest says \(listed))"
      case .checksum(let path, let listed, let found):
        "differs: \(path) (SHA-256 \(found), the manifest says \(listed))"
      case .unlisted(let path): "not in the manifest: \(path)"
      }
    }
  }

  public let root: URL
  public let manifest: Manifest

  public init(root: URL, manifest: Manifest) {
    self.root = root
    self.manifest = manifest
  }

  /// The problems, by path. With `hashing`, each listed file is read and hashed, on threads of
  /// their own (one per core); without, only its size is compared. `scope` says which
  /// snapshots on disk the manifest should list (a shard's lists only its sources).
  public func problems(hashing: Bool, scope: @escaping @Sendable (String) -> Bool = { _ in true })
    async -> [Problem]
  {
    let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let io = BlockingIOPool(threads: threads)
    defer { io.shutdown() }
    let files = manifest.files
    let root = root
    let found = await withTaskGroup(of: [Problem].self) { group in
      for part in 0..<threads {
        group.addTask {
          await io.run {
            stride(from: part, to: files.count, by: threads).compactMap {
              Self.problem(files[$0], root: root, hashing: hashing)
            }
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    let listed = Set(files.map(\.path))
    let unlisted = await io.run { SnapshotStore(root: root).existingFiles() }.filter {
      SnapshotDiff.isSnapshot($0) && !listed.contains($0) && scope($0)
    }
    return (found + unlisted.map { .unlisted(path: $0) }).sorted { $0.path < $1.path }
  }

  static func problem(_ file: Manifest.File, root: URL, hashing: Bool) -> Problem? {
    let path = root.appendingPathComponent(file.path).path
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .missing(path: file.path)
    }
    guard Int(status.st_size) == file.bytes else {
      return .size(path: file.path, listed: file.bytes, found: Int(status.st_size))
    }
    guard hashing else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .missing(path: file.path)
    }
    let digest = SHA256.hex([UInt8](data))
    return digest == file.sha256
      ? nil : .checksum(path: file.path, listed: file.sha256, found: digest)
  }
}
