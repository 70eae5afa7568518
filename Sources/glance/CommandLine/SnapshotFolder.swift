import Foundation

/// Snapshot folders read whole for comparing, checked before a run, and replaced for
/// recording.
enum SnapshotFolder {
  /// Every `.json` file under `url`, by relative path.
  static func read(_ url: URL, missingIsEmpty: Bool = false) throws(CommandFailure) -> [String:
    [UInt8]]
  {
    guard isFolder(url) else {
      if missingIsEmpty { return [:] }
      throw CommandFailure(
        exitCode: .noInput, message: "cannot read '\(url.relativePath)': no such folder")
    }
    var files: [String: [UInt8]] = [:]
    let prefix = url.standardizedFileURL.path + "/"
    guard
      let walker = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isRegularFileKey])
    else {
      return files
    }
    for case let file as URL in walker
    where file.pathExtension == "json" && !file.lastPathComponent.hasPrefix(".") {
      let path = file.standardizedFileURL.path
      guard path.hasPrefix(prefix), let data = FileManager.default.contents(atPath: path) else {
        continue
      }
      files[String(path.dropFirst(prefix.count))] = [UInt8](data)
    }
    return files
  }

  static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether the folder holds a snapshot where a run writes them,
  /// `<source>/<locale>/<family>.json`; stops at the first, so a large folder costs little.
  static func holdsSnapshots(_ url: URL) -> Bool {
    guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    else { return false }
    for case let file as URL in walker
    where walker.level == 3 && file.pathExtension == "json"
      && !file.lastPathComponent.hasPrefix(".")
    {
      return true
    }
    return false
  }

  /// Fails with 73 unless `url` is a folder that can be written, or one that can be made: its
  /// nearest existing parent is a folder that can be written. Checked before a run does any
  /// work, so that a read-only disk costs nothing.
  static func checkWritable(_ url: URL, shown: String) throws(CommandFailure) {
    var candidate = url.standardizedFileURL
    while !FileManager.default.fileExists(atPath: candidate.path) {
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    guard isFolder(candidate) else {
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot write '\(shown)': '\(DisplayPath.of(candidate))' is not a folder")
    }
    guard access(candidate.path, W_OK | X_OK) == 0 else {
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot write '\(shown)': \(String(cString: strerror(errno)))")
    }
  }

  /// Makes `reference` hold exactly what `actual` holds: copied beside it first and then
  /// swapped in with two renames, so that an interruption never leaves half a reference.
  static func replace(_ reference: URL, with actual: URL) throws(CommandFailure) {
    let manager = FileManager.default
    let parent = reference.deletingLastPathComponent()
    let tag = "\(ProcessInfo.processInfo.processIdentifier)-\(reference.lastPathComponent)"
    let fresh = parent.appendingPathComponent(".glance-tmp-\(tag)")
    let old = parent.appendingPathComponent(".glance-old-\(tag)")
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      try? manager.removeItem(at: fresh)
      try manager.copyItem(at: actual, to: fresh)
      if manager.fileExists(atPath: reference.path) { try manager.moveItem(at: reference, to: old) }
      try manager.moveItem(at: fresh, to: reference)
      try? manager.removeItem(at: old)
    } catch {
      try? manager.removeItem(at: fresh)
      if !manager.fileExists(atPath: reference.path) {
        try? manager.moveItem(at: old, to: reference)
      }
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot write '\(reference.relativePath)': \(error.localizedDescription)")
    }
  }
}
