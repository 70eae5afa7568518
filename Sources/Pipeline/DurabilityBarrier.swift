import Foundation

/// Makes files written so far durable with one call, rather than one `fsync` per file.
///
/// On Linux, `syncfs(2)` on the output folder writes out everything of its file system that is
/// not on the disk yet, and returns when it is: one barrier for all of a source's snapshots. It
/// is not in Glibc's Swift module (it needs `_GNU_SOURCE`), so it is looked up once by name.
/// Where it is not available, each file is `fsync`ed, which gives the same guarantee at the
/// cost of one disk flush per file.
enum DurabilityBarrier {
  private typealias SyncFS = @convention(c) (Int32) -> Int32

  private static let syncfs: SyncFS? = {
    #if os(Linux)
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
      return unsafeBitCast(symbol, to: SyncFS.self)
    #else
      return nil
    #endif
  }()

  /// Makes `files` (absolute paths, on the file system of `folder`) and the folders they are
  /// in durable; returns 0 or the `errno` of the call that failed.
  static func sync(_ files: [String], on folder: String) -> Int32 {
    if let syncfs {
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if descriptor >= 0 {
        defer { close(descriptor) }
        return syncfs(descriptor) == 0 ? 0 : errno
      }
    }
    for file in files {
      let descriptor = open(file, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return errno }
      defer { close(descriptor) }
      if fsync(descriptor) != 0 { return errno }
    }
    return 0
  }

  /// Makes the entries of `folder` (a rename into it) durable.
  static func syncFolder(_ folder: String) -> Int32 {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? 0 : errno
  }
}
