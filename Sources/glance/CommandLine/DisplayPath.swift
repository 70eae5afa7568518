import Foundation

/// Paths in messages as the user would open them from the working directory.
///
/// A pipeline file resolves its folders against the folder above `Pipelines/`, so the run
/// holds absolute paths; a diagnostic about `student/calendar.ics` of the sources folder is
/// printed as `Data/student/calendar.ics` when the run started beside `Data/`, and with the
/// absolute path when the file is elsewhere. Paths the user typed are kept as typed.
enum DisplayPath {
  /// `url` relative to the working directory when it is inside it, else absolute.
  static func of(_ url: URL, from directory: String = FileManager.default.currentDirectoryPath)
    -> String
  {
    let path = url.standardizedFileURL.path
    let base = URL(fileURLWithPath: directory).standardizedFileURL.path
    if path == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A path the user typed, joined with a relative path inside it: `out` and
  /// `student/en-US/small.json` give `out/student/en-US/small.json`.
  static func joining(_ typed: String, _ relative: String) -> String {
    typed == "." ? relative : (typed.hasSuffix("/") ? typed : typed + "/") + relative
  }
}
