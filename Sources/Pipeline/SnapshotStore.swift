import Foundation

/// Writes snapshot files so that no reader ever sees half of one.
///
/// Each file is written to a temporary file in its own folder and renamed into place: a
/// rename within a folder is atomic, so a run that is interrupted (Ctrl-C, a kill, a full
/// disk) leaves every snapshot either as it was or as it is now. A file whose bytes did not
/// change is not rewritten, so its modification time says when it last changed.
public struct SnapshotStore: Sendable {
  public enum WriteResult: Sendable, Equatable {
    case created, updated, unchanged
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The prefix of temporary files; they start with a dot so listings skip them.
  static let temporaryPrefix = ".glance-tmp-"

  public func write(_ bytes: [UInt8], to relativePath: String) throws(Failure) -> WriteResult {
    let url = root.appendingPathComponent(relativePath)
    let manager = FileManager.default
    let existing = manager.contents(atPath: url.path)
    if let existing, existing.count == bytes.count, [UInt8](existing) == bytes { return .unchanged }
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      "\(Self.temporaryPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(url.lastPathComponent)"
    )
    // The folder usually exists (the file did, or a sibling was just written); it is made
    // only when the first attempt fails, which saves a mkdir per snapshot.
    var error = Self.writeFile(bytes, to: temporary.path)
    if error == ENOENT {
      let made = Self.makeFolders(folder.path)
      guard made == 0 else {
        throw Failure(path: folder.path, reason: String(cString: strerror(made)))
      }
      error = Self.writeFile(bytes, to: temporary.path)
    }
    guard error == 0 else {
      unlink(temporary.path)
      throw Failure(path: url.path, reason: String(cString: strerror(error)))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(at: temporary)
      throw Failure(path: url.path, reason: reason)
    }
    return existing == nil ? .created : .updated
  }

  /// Every snapshot-like file under `root` (relative paths), temporary files excluded.
  public func existingFiles() -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey])
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

  /// Removes temporary files an interrupted run left behind.
  public func removeTemporaryFiles() {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return }
    for case let url as URL in walker where url.lastPathComponent.hasPrefix(Self.temporaryPrefix) {
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

  /// Writes `bytes` to a new file at `path` and flushes it to the disk; returns 0 or the
  /// `errno` of the step that failed.
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
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    return failure
  }
}
