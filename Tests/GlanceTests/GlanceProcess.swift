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

  /// Runs `glance` (or `executable`) and returns its exit status and both outputs.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL = packageRoot,
    executable: URL = executable
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
    // Both pipes are read to the end at once: read one after the other, a child that fills
    // the second (64 KiB) while the first is read blocks, and so would this call.
    let errData = PipeReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own (not one of the few of the cooperative pool,
/// which a blocking read must never hold).
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
    thread.start()
  }

  /// Everything the pipe held, once its writer closed it.
  func wait() -> Data {
    done.wait()
    return data
  }
}
