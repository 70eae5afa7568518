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
  /// `root` as a path, made once: paths are built as strings, which on Linux costs a fraction
  /// of `URL.appendingPathComponent`, and a run builds several per snapshot.
  let rootPath: String
  /// What temporary names start with: the prefix and this process's ID.
  private let temporaryStem: String

  public init(root: URL) {
    self.root = root
    rootPath = root.path
    temporaryStem = "\(Self.temporaryPrefix)\(getpid())-"
  }

  /// The prefix of temporary files; they start with a dot so listings skip them.
  static let temporaryPrefix = ".glance-tmp-"

  /// The absolute path of `relativePath` inside the store.
  func path(_ relativePath: String) -> String { rootPath + "/" + relativePath }

  /// Writes `bytes` to a temporary file beside `relativePath`; `nil` when the file already
  /// holds these bytes.
  public func stage(_ bytes: [UInt8], to relativePath: String) throws(Failure) -> Staged? {
    let final = path(relativePath)
    let existing = Self.compare(bytes, withFileAt: final)
    if existing == .same { return nil }
    let split = final.utf8.lastIndex(of: UInt8(ascii: "/"))!
    let folder = String(final[..<split])
    let temporary = folder + "/" + temporaryStem + final[final.utf8.index(after: split)...]
    // The folder usually exists (the file did, or a sibling was just written); it is made
    // only when the first attempt fails, which saves a mkdir per snapshot.
    var error = Self.writeFile(bytes, to: temporary)
    if error == ENOENT {
      let made = Self.makeFolders(folder)
      guard made == 0 else {
        throw Failure(path: folder, reason: String(cString: strerror(made)))
      }
      error = Self.writeFile(bytes, to: temporary)
    }
    guard error == 0 else {
      unlink(temporary)
      throw Failure(path: final, reason: String(cString: strerror(error)))
    }
    return Staged(
      path: relativePath, temporary: temporary, final: final,
      result: existing == .missing ? .created : .updated)
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
    let folder = String(staged.final[..<staged.final.utf8.lastIndex(of: UInt8(ascii: "/"))!])
    let synced = DurabilityBarrier.syncFolder(folder)
    guard synced == 0 else {
      throw Failure(path: folder, reason: String(cString: strerror(synced)))
    }
    return staged.result
  }

  /// Every snapshot-like file under `root` (relative paths, sorted), temporary files
  /// excluded; with `source`, only those in its folder.
  public func existingFiles(of source: String? = nil) -> [String] {
    let base = source.map { $0 + "/" } ?? ""
    return FileTree.files(under: path(base)).compactMap { file -> String? in
      let name = file.split(separator: "/").last ?? ""
      guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
      return base + file
    }.sorted()
  }

  /// The files of `source` as they are on disk, as the manifest lists files: for a source a
  /// stopped run did not get to, whose files are the previous run's, or whatever a run killed
  /// outright left.
  public func manifestFiles(of source: String) -> [Manifest.File] {
    existingFiles(of: source).compactMap { file in
      guard case .bytes(let bytes) = SourceFolder.readFile(path(file), maxBytes: .max)
      else { return nil }
      return Manifest.File(path: file, sha256: SHA256.hex(bytes), bytes: bytes.count)
    }
  }

  /// The manifest at `relativePath`, or `nil` when there is none or it cannot be read (a run
  /// then starts as if the folder had none).
  public func readManifest(_ relativePath: String) -> Manifest? {
    guard case .bytes(let bytes) = SourceFolder.readFile(path(relativePath), maxBytes: 1 << 30)
    else { return nil }
    return Manifest(bytes: bytes)
  }

  /// Removes temporary files an interrupted run left behind, those whose path inside the
  /// store `isOurs` says (a shard leaves the other shards' files alone: they may be running).
  public func removeTemporaryFiles(where isOurs: (String) -> Bool = { _ in true }) {
    for file in FileTree.files(under: rootPath)
    where file.split(separator: "/").last?.hasPrefix(Self.temporaryPrefix) == true && isOurs(file) {
      unlink(path(file))
    }
  }

  /// Removes files (relative paths) and then any folder they leave empty.
  public func remove(_ paths: [String]) {
    for file in paths {
      unlink(path(file))
      // rmdir removes a folder only when it is empty, so it stops at the first that is not.
      var parts = file.split(separator: "/").dropLast()
      while !parts.isEmpty, rmdir(path(parts.joined(separator: "/"))) == 0 {
        parts.removeLast()
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

  enum Existing: Equatable {
    case missing, different, same
  }

  /// Whether the file at `path` holds `bytes`, read in pieces and compared as it is read: a
  /// file of another size is not read at all, and the usual case, an unchanged snapshot,
  /// costs one read into a buffer on the stack instead of a copy of the file.
  static func compare(_ bytes: [UInt8], withFileAt path: String) -> Existing {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .missing }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == bytes.count
    else { return .different }
    return bytes.withUnsafeBytes { expected in
      withUnsafeTemporaryAllocation(byteCount: 64 << 10, alignment: 16) { piece in
        var offset = 0
        while true {
          let read = Foundation.read(descriptor, piece.baseAddress!, piece.count)
          if read < 0, errno == EINTR { continue }
          // The end of the file, where it must end; or a failure, which a rewrite mends.
          guard read > 0 else { return read == 0 && offset == expected.count ? .same : .different }
          guard offset + read <= expected.count,
            memcmp(piece.baseAddress!, expected.baseAddress! + offset, read) == 0
          else { return .different }
          offset += read
        }
      }
    }
  }

  /// Writes `bytes` to a new file at `path`; returns 0 or the `errno` of the step that failed.
  /// It is not flushed to the disk here: a commit's barrier does that for all files at once.
  static func writeFile(_ bytes: [UInt8], to path: String) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return errno }
    var failure = write(bytes, to: descriptor)
    if close(descriptor) != 0, failure == 0 { failure = errno }
    return failure
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; 0, or the
  /// `errno` of the write that failed. The command line writes its output with it too.
  package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
  }
}
