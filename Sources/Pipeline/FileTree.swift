import Foundation

/// The files under a folder, listed with `readdir` and paths kept as strings.
///
/// A run lists its output folder twice (temporary files at the start, stale snapshots at the
/// end), and the folder holds every snapshot of every person. Foundation's enumerator makes a
/// `URL` and asks for its resource values per entry, which on Linux cost more than the listing
/// itself; the entry types `readdir` returns cost nothing. Symbolic links are neither followed
/// nor listed, as `FileManager`'s enumerator did not follow them: the store only deals in
/// files it wrote.
enum FileTree {
  /// The relative paths (with `/` separators, unsorted) of the regular files under `folder`,
  /// hidden ones included, in folders at any depth.
  static func files(under folder: String) -> [String] {
    var files: [String] = []
    collect(folder, relative: "", into: &files)
    return files
  }

  private static func collect(_ folder: String, relative: String, into files: inout [String]) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) {
        // Some file systems leave the type to a stat of the entry itself.
        var status = stat()
        guard lstat(folder + "/" + name, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: type = Int32(DT_DIR)
        case S_IFREG: type = Int32(DT_REG)
        default: continue
        }
      }
      if type == Int32(DT_DIR) {
        collect(folder + "/" + name, relative: path, into: &files)
      } else if type == Int32(DT_REG) {
        files.append(path)
      }
    }
  }
}
