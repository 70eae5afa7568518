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
