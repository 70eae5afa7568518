import Foundation

/// The lock a run holds on its output folder, so that two runs into one folder never both
/// write it: the second is refused (or, with `--wait`, waits) while the first holds it.
///
/// The lock is `flock` on `.glance-run.lock` in the folder: exclusive for a whole run, shared
/// for a shard (shards of one run write one folder at once, each its own sources and manifest),
/// which also holds `.glance-run.shard-k-of-n.lock` exclusively. The kernel releases a `flock` when its holder dies however it dies,
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
      // Shards hold the folder's file shared and write nothing into it.
      let who = holder.isEmpty ? "the shards of another run" : "another run (\(holder))"
      return
        "the output folder is in use by \(who); wait for it to finish, or pass '--wait' (lock file '\(path)')"
    }
  }

  /// The lock files held: the folder's, and a shard's own.
  private let held: [(path: String, descriptor: Int32, exclusive: Bool)]

  /// The lock file's name for a run (`nil`) or a shard.
  public static func fileName(shard: Shard?) -> String {
    ".glance-run\(shard.map { ".\($0.fileTag)" } ?? "").lock"
  }

  /// Takes the lock of `folder` (which must exist), writing this process's pid into it; throws
  /// `Held` when another process holds it, or a `SnapshotStore.Failure` when the file cannot
  /// be made.
  ///
  /// A whole run holds the folder's lock file exclusively. A shard holds it shared, so the
  /// shards of a run write one folder together and a whole run waits for them all, and holds
  /// its own shard's file exclusively, so one shard never runs twice at once.
  public static func acquire(in folder: URL, shard: Shard?) throws -> RunLock {
    let whole = folder.appendingPathComponent(fileName(shard: nil)).path
    guard let shard else {
      return RunLock(held: [try lock(whole, exclusive: true)])
    }
    let shared = try lock(whole, exclusive: false)
    do {
      let own = try lock(
        folder.appendingPathComponent(fileName(shard: shard)).path, exclusive: true)
      return RunLock(held: [shared, own])
    } catch {
      close(shared.descriptor)
      throw error
    }
  }

  /// Locks the file at `path`, made when missing; an exclusive holder writes its pid into it.
  static func lock(_ path: String, exclusive: Bool) throws -> (
    path: String, descriptor: Int32, exclusive: Bool
  ) {
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw SnapshotStore.Failure(path: path, reason: String(cString: strerror(errno)))
      }
      guard flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
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
      if exclusive {
        var host = [CChar](repeating: 0, count: 256)
        gethostname(&host, host.count - 1)
        let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = "pid \(getpid()) on \(String(decoding: name, as: UTF8.self))\n"
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.utf8.count, 0)
      }
      return (path, descriptor, exclusive)
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

  /// Gives the lock back. An exclusive holder removes its file first, so no run takes a lock
  /// on it after; a shared one leaves it to the shards still running.
  public func release() {
    for lock in held.reversed() {
      if lock.exclusive { unlink(lock.path) }
      close(lock.descriptor)
    }
  }

  private init(held: [(path: String, descriptor: Int32, exclusive: Bool)]) {
    self.held = held
  }
}
