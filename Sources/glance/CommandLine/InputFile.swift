import Foundation

/// Reading input files whole, after checking they exist and fit the size limit.
///
/// The size is checked from the file's attributes before anything is read, so a 2 GB file
/// costs nothing but its refusal.
enum InputFile {
  /// The codes of a command that reads files it is given, and has `--strict`.
  static let exitCodes = [
    ExitCode.success.use,
    ExitCode.dataError.because(
      "a file larger than the reader's limit; with --strict, an error-severity diagnostic"),
    ExitCode.noInput.because("no such file"),
  ]

  static func read(_ path: String, maxBytes: Int) throws(CommandFailure) -> [UInt8] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(path)': it is a directory")
    }
    let size = (try? manager.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maxBytes else {
      throw CommandFailure(
        exitCode: .dataError,
        message:
          "cannot read '\(path)': \(size) bytes is larger than the limit of \(maxBytes) bytes")
    }
    guard let data = manager.contents(atPath: path) else {
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(path)': permission denied")
    }
    return [UInt8](data)
  }
}
