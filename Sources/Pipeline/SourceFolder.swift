import Agenda
import Foundation
import ICalendar

/// Reads a source folder from disk into `SourceFiles`.
///
/// Only regular files directly inside the folder are read (`*.ics`, `reminders.json`,
/// `favorites.json`, `source.json`). Symbolic links are not followed: a person's folder must
/// not make the nightly job read files elsewhere on the machine, so a link is reported and
/// skipped. Each file is opened without following links, checked to be a regular file and
/// against the size limit on the open descriptor, and read to at most the limit, so a file
/// that grows, vanishes or is swapped for a link between listing and reading costs nothing but
/// a diagnostic.
public enum SourceFolder {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot read '\(path)': \(reason)" }
  }

  /// The file names a source folder may hold.
  public static func isSourceFile(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".ics")
      || ["reminders.json", "favorites.json", "source.json"].contains(lowered)
  }

  /// Reads the folder at `url`; `id` names the source (its folder name by default).
  ///
  /// A file that cannot be read or is too large becomes a diagnostic; the others are read.
  public static func read(
    _ url: URL, id: String? = nil, maxFileBytes: Int = ReaderLimits.default.maxFileBytes
  )
    throws(Failure) -> (files: SourceFiles, diagnostics: [Diagnostic])
  {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw Failure(path: url.path, reason: "no such folder")
    }
    guard isDirectory.boolValue else { throw Failure(path: url.path, reason: "not a folder") }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: url.path).filter(isSourceFile).sorted()
    } catch {
      throw Failure(path: url.path, reason: "permission denied")
    }
    let sourceID = id ?? url.lastPathComponent
    let folder = url.path
    var files: [SourceFiles.File] = []
    var diagnostics: [Diagnostic] = []
    for name in names {
      let displayName = "\(sourceID)/\(name)"
      switch readFile(folder + "/" + name, maxBytes: maxFileBytes) {
      case .bytes(let bytes):
        files.append(SourceFiles.File(name: name, displayName: displayName, bytes: bytes))
      case .notRegular:
        continue
      case .link:
        diagnostics.append(
          Diagnostic(
            file: displayName, code: .symbolicLinkSkipped,
            message: "symbolic link not followed; a source folder's files must be inside it"))
      case .tooLarge(let size):
        diagnostics.append(
          Diagnostic(
            file: displayName, code: .fileTooLarge,
            message:
              "file of \(size) bytes is larger than the limit of \(maxFileBytes) bytes; not read"))
      case .failed(let reason):
        diagnostics.append(
          Diagnostic(
            file: displayName, code: .fileUnreadable,
            message: "file could not be read (\(reason)); skipped"))
      }
    }
    return (SourceFiles(id: sourceID, files: files), diagnostics)
  }

  enum FileRead: Equatable {
    case bytes([UInt8])
    /// A folder, device or other non-file: not a source file, silently left out.
    case notRegular
    case link
    case tooLarge(Int)
    case failed(String)
  }

  /// Reads the regular file at `path` without following a link, to at most `maxBytes`.
  static func readFile(_ path: String, maxBytes: Int) -> FileRead {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      return errno == ELOOP ? .link : .failed(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed(String(cString: strerror(errno))) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
    let size = Int(status.st_size)
    guard size <= maxBytes else { return .tooLarge(size) }
    // Read to the limit plus one byte, so a file that grew since fstat is caught too.
    var bytes = [UInt8](repeating: 0, count: min(size, maxBytes) + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if read < 0 {
        if errno == EINTR { continue }
        return .failed(String(cString: strerror(errno)))
      }
      if read == 0 { break }
      count += read
      if count == bytes.count, count <= maxBytes {
        bytes.append(contentsOf: repeatElement(0, count: 64 << 10))
      }
    }
    guard count <= maxBytes else { return .tooLarge(count) }
    bytes.removeSubrange(count...)
    return .bytes(bytes)
  }
}

extension DiagnosticCode {
  public static let fileUnreadable = DiagnosticCode("SRC005", .error)
  public static let symbolicLinkSkipped = DiagnosticCode("SRC006", .warning)
}
