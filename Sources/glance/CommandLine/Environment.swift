import Foundation

/// What `glance` reads from its environment, in one place.
enum Environment {
  /// Whether `CI` is set: any value but empty, `0` or `false` (in any case), as CI services set
  /// `CI=true` and people write `CI=0` or `CI=false` to say it is not.
  static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// Whether to colour what is written to standard output: a terminal that is not `dumb`, and
  /// no `NO_COLOR` with a value (no-color.org).
  static func colorsOutput(
    isTerminal: Bool, _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    isTerminal && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
  }
}

extension Environment {
  /// The file GitHub Actions gives a step for its Markdown summary (`GITHUB_STEP_SUMMARY`),
  /// when set.
  static func stepSummaryFile(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
    return path
  }

  /// Appends `text` to the step summary `file`, which other steps write to as well; a file that
  /// cannot be written is reported on standard error and otherwise ignored, as a summary is a
  /// courtesy, not the result.
  static func append(_ text: String, to file: String, output: CommandOutput) {
    guard let handle = FileHandle(forWritingAtPath: file) ?? Self.created(file) else {
      output.err("Warning: cannot write the step summary '\(file)'\n")
      return
    }
    defer { try? handle.close() }
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      output.err("Warning: cannot write the step summary '\(file)': \(error)\n")
    }
  }

  private static func created(_ file: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: file, contents: nil) else { return nil }
    return FileHandle(forWritingAtPath: file)
  }
}
