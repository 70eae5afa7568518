import Foundation
import Testing

/// Runs the built `glance` binary, as a user or CI would.
struct GlanceProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `glance` executable beside the test bundle.
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("glance")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return packageRoot.appendingPathComponent(".build/debug/glance")
  }

  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/corpus/ics")

  static var corpusIsAvailable: Bool { FileManager.default.fileExists(atPath: corpus.path) }

  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL = packageRoot
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
