import Foundation
import Snapshots

/// Writes snapshot files so that no reader ever sees half of one, and a source's snapshots
/// change together.
///
/// Files are staged: written to a temporary file beside their final name. A commit then makes
/// every staged file durable with one barrier (`DurabilityBarrier`) and renames each into
/// place; a rename within a folder is atomic, so each file is either as it was or as it is
/// now, and a source's renames follow each other without anything in between that could stop
/// them. Discarding removes the temporary files and leaves the folder as it was. A file whose
/// bytes did not change is not staged at all, so its modification time says when it last
/// changed. Docs/reliability.md has the argument in full.
public struct SnapshotStore: Sendable {
  public enum WriteResult: Sendable, Equatable {
    case created, updated, unchanged
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// A file written to its temporary name, waiting for a commit.
  public struct Staged: Sendable {
    /// The path inside the store, with `/` separators.
    public var path: String
    var temporary: String
    var final: String
    public var result: WriteResult
  }

  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The prefix of temporary files; they start with a dot so listings skip them.
  static let temporaryPrefix = ".glance-tmp-"

  /// Writes `bytes` to a temporary file beside `relativePath`; `nil` when the file already
  /// holds these bytes.
  public func stage(_ bytes: [UInt8], to relativePath: String) throws(Failure) -> Staged? {
    let url = root.appendingPathComponent(relativePath)
    let existing = FileManager.default.contents(atPath: url.path)
    if let existing, existing.count == bytes.count, [UInt8](existing) == bytes { return nil }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      "\(Self.temporaryPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(url.lastPathComponent)"
    ).path
    // The folder usually exists (the file did, or a sibling was just written); it is made
    // only when the first attempt fails, which saves a mkdir per snapshot.
    var error = Self.writeFile(bytes, to: temporary)
    if error == ENOENT {
      let made = Self.makeFolders(folder.path)
      guard made == 0 else {
        throw Failure(path: folder.path, reason: String(cString: strerror(made)))
      }
      error = Self.writeFile(bytes, to: temporary)
    }
    guard error == 0 else {
      unlink(temporary)
      throw Failure(path: url.path, reason: String(cString: strerror(error)))
    }
    return Staged(
      path: relativePath, temporary: temporary, final: url.path,
      result: existing == nil ? .created : .updated)
  }

  /// Makes every staged file durable with one barrier, then renames each into place, in
  /// order. On a failure the files not yet renamed are discarded, and the failure names the
  /// first that was not.
  public func commit(_ staged: [Staged]) throws(Failure) {
    guard !staged.isEmpty else { return }
    let barrier = DurabilityBarrier.sync(staged.map(\.temporary), on: root.path)
    guard barrier == 0 else {
      discard(staged)
      throw Failure(path: staged[0].final, reason: String(cString: strerror(barrier)))
    }
    for (index, file) in staged.enumerated() where rename(file.temporary, file.final) != 0 {
      let reason = String(cString: strerror(errno))
      discard(Array(staged[index...]))
      throw Failure(path: file.final, reason: reason)
    }
  }

  /// Removes the temporary files of `staged`; the files they were to replace stay as they are.
  public func discard(_ staged: [Staged]) {
    for file in staged { unlink(file.temporary) }
  }

  /// Writes one file at once: staged, committed, and its folder made durable, so that the
  /// file is on the disk when this returns. For the manifest, diagnostics and review page.
  public func write(_ bytes: [UInt8], to relativePath: String) throws(Failure) -> WriteResult {
    guard let staged = try stage(bytes, to: relativePath) else { return .unchanged }
    try commit([staged])
    let folder = (staged.final as NSString).deletingLastPathComponent
    let synced = DurabilityBarrier.syncFolder(folder)
    guard synced == 0 else {
      throw Failure(path: folder, reason: String(cString: strerror(synced)))
    }
    return staged.result
  }

  /// Every snapshot-like file under `root` (relative paths), temporary files excluded; with
  /// `source`, only those in its folder.
  public func existingFiles(of source: String? = nil) -> [String] {
    let base = source.map { root.appendingPathComponent($0) } ?? root
    guard
      let walker = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey])
    else {
      return []
    }
    var files: [String] = []
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in walker {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        url.pathExtension == "json", !url.lastPathComponent.hasPrefix(".")
      else { continue }
      let path = url.standardizedFileURL.path
      if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
    }
    return files.sorted()
  }

  /// The files of `source` as they are on disk, as the manifest lists files: for a source a
  /// stopped run did not get to, whose files are the previous run's, or whatever a run killed
  /// outright left.
  public func manifestFiles(of source: String) -> [Manifest.File] {
    existingFiles(of: source).compactMap { path in
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      else { return nil }
      let bytes = [UInt8](data)
      return Manifest.File(path: path, sha256: SHA256.hex(bytes), bytes: bytes.count)
    }
  }

  /// Removes temporary files an interrupted run left behind, those whose path inside the
  /// store `isOurs` says (a shard leaves the other shards' files alone: they may be running).
  public func removeTemporaryFiles(where isOurs: (String) -> Bool = { _ in true }) {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return }
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in walker where url.lastPathComponent.hasPrefix(Self.temporaryPrefix) {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(prefix), isOurs(String(path.dropFirst(prefix.count))) else { continue }
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Removes files (relative paths) and then any folder they leave empty.
  public func remove(_ paths: [String]) {
    let manager = FileManager.default
    for path in paths {
      let url = root.appendingPathComponent(path)
      try? manager.removeItem(at: url)
      var folder = url.deletingLastPathComponent()
      while folder.standardizedFileURL.path != root.standardizedFileURL.path,
        (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
      {
        try? manager.removeItem(at: folder)
        folder = folder.deletingLastPathComponent()
      }
    }
  }

  /// Makes the folder at `path` and its missing parents; returns 0 or the `errno` that stopped
  /// it, so that messages read the same as the other write failures ("Read-only file system").
  static func makeFolders(_ path: String) -> Int32 {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? 0 : ENOTDIR
    }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path, !parent.isEmpty {
      let made = makeFolders(parent)
      if made != 0 { return made }
    }
    return mkdir(path, 0o755) == 0 || errno == EEXIST ? 0 : errno
  }

  /// Writes `bytes` to a new file at `path`; returns 0 or the `errno` of the step that failed.
  /// It is not flushed to the disk here: a commit's barrier does that for all files at once.
  static func writeFile(_ bytes: [UInt8], to path: String) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return errno }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    return failure
  }
}
