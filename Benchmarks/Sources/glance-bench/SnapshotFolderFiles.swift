import Foundation

/// A snapshot folder's files read into memory before a benchmark's runs, so that the runs time
/// decoding and judging alone: the source folders in name order, and for each its `.json`
/// files (paths relative to the folder) with their bytes.
struct SnapshotFolderFiles {
  var sources: [String]
  var files: [[(path: String, bytes: [UInt8])]]

  init(folder: String) throws {
    let root = URL(fileURLWithPath: folder)
    sources = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: root.appendingPathComponent($0).path, isDirectory: &isFolder) && isFolder.boolValue
    }
    files = try sources.map { source in
      let folder = root.appendingPathComponent(source)
      let paths =
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]
        ?? []).filter { $0.hasSuffix(".json") }.sorted()
      return try paths.map { path in
        (
          path: source + "/" + path,
          bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
        )
      }
    }
  }
}
