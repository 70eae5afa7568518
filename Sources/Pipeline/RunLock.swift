import Foundation

/// The lock a run holds on its output folder, so that two runs into one folder never both
/// write it: the second is refused (or, with `--wait`, waits) while the first holds it.
///
/// The lock is `flock` on a file in the folder, `.glance-run.lock` (a shard's is
/// `.glance-run.shard-k-of-n.lock`: shards of one run write one folder at once, each its own
/// sources and manifest). The kernel releases a `flock` when its holder dies however it dies,
/// so a lock file left by a dead process is stale by construction and the next run takes it
/// over; the holder's pid and host are written into the file only to name the holder in the
/// message. Docs/reliability.md has the argument.
public struct RunLock: Sendable {
  public struct Held: Error, Sendable, CustomStringConvertible {
    /// The lock file, as a path.
    public var path: String
    /// What the file says of the holder: `pid 4242 on build-7`, or nothing.
    public var holder: String
    public var description: String {
      let who = holder.isEmpty ? "another run" : "another run (\(holder))"
      return
        "the output folder is in use by \(who); wait for it to finish, or pass '--wait' (lock file '\(path)')"
    }
  }

  public let path: String
  private let descriptor: Int32

  /// The lock file's name for a run (`nil`) or a shard.
  public static func fileName(shard: Shard?) -> String {
    ".glance-run\(shard.map { ".\($0.fileTag)" } ?? "").lock"
  }

  /// Takes the lock of `folder` (which must exist), writing this process's pid into it; throws
  /// `Held` when another process holds it, or an `errno` when the file cannot be made.
  public static func acquire(in folder: URL, shard: Shard?) throws -> RunLock {
    let path = folder.appendingPathComponent(fileName(shard: shard)).path
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw SnapshotStore.Failure(path: path, reason: String(cString: strerror(errno)))
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let failure = errno
        let holder = Self.holder(descriptor)
        close(descriptor)
        if failure == EWOULDBLOCK { throw Held(path: path, holder: holder) }
        throw SnapshotStore.Failure(path: path, reason: String(cString: strerror(failure)))
      }
      // The holder before may have removed the file between our open and our flock: then the
      // lock is on a file nobody else will open, and the one at `path` is the real one.
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
        opened.st_ino == named.st_ino, opened.st_dev == named.st_dev
      else {
        close(descriptor)
        continue
      }
      var host = [CChar](repeating: 0, count: 256)
      gethostname(&host, host.count - 1)
      let text = "pid \(getpid()) on \(String(cString: host))\n"
      _ = ftruncate(descriptor, 0)
      _ = pwrite(descriptor, text, text.utf8.count, 0)
      return RunLock(path: path, descriptor: descriptor)
    }
  }

  /// Takes the lock, polling every `interval` while another run holds it.
  public static func wait(
    in folder: URL, shard: Shard?, interval: Duration = .milliseconds(200),
    waiting: (Held) -> Void = { _ in }
  ) async throws -> RunLock {
    var told = false
    while true {
      do {
        return try acquire(in: folder, shard: shard)
      } catch let held as Held {
        if !told { waiting(held) }
        told = true
        try await Task.sleep(for: interval)
      }
    }
  }

  /// What the lock file says of its holder, as written by ``acquire(in:shard:)``.
  static func holder(_ descriptor: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 300)
    let count = pread(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { return "" }
    return String(decoding: buffer[..<count], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.map(String.init).joined()
  }

  /// Gives the lock back; the file is removed first, so no run takes a lock on it after.
  public func release() {
    unlink(path)
    close(descriptor)
  }

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }
}
