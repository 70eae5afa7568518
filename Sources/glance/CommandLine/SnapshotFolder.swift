import Foundation

/// Snapshot folders read whole for comparing, and replaced for recording.
enum SnapshotFolder {
  /// Every `.json` file under `url`, by relative path.
  static func read(_ url: URL, missingIsEmpty: Bool = false) throws(CommandFailure) -> [String:
    [UInt8]]
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      if missingIsEmpty { return [:] }
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(url.path)': no such folder")
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

  /// Makes `reference` hold exactly the `.json` files of `actual`.
  static func replace(_ reference: URL, with actual: URL) throws(CommandFailure) {
    let manager = FileManager.default
    do {
      if manager.fileExists(atPath: reference.path) { try manager.removeItem(at: reference) }
      try manager.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: actual, to: reference)
    } catch {
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot write '\(reference.path)': \(error.localizedDescription)")
    }
  }
}
