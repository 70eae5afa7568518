import Agenda
import Foundation
import ICalendar

/// Reads a source folder from disk into `SourceFiles`.
///
/// Only regular files directly inside the folder are read (`*.ics`, `reminders.json`,
/// `favorites.json`, `source.json`); each is checked against the size limit before it is
/// read, so an oversized file costs nothing but its refusal.
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
    var files: [SourceFiles.File] = []
    var diagnostics: [Diagnostic] = []
    for name in names {
      let fileURL = url.appendingPathComponent(name)
      let displayName = "\(sourceID)/\(name)"
      guard let attributes = try? manager.attributesOfItem(atPath: fileURL.path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      guard size <= maxFileBytes else {
        diagnostics.append(
          Diagnostic(
            file: displayName, code: .fileTooLarge,
            message:
              "file of \(size) bytes is larger than the limit of \(maxFileBytes) bytes; not read"))
        continue
      }
      guard let data = manager.contents(atPath: fileURL.path) else {
        diagnostics.append(
          Diagnostic(
            file: displayName, code: .fileUnreadable, message: "file could not be read; skipped"))
        continue
      }
      files.append(SourceFiles.File(name: name, displayName: displayName, bytes: [UInt8](data)))
    }
    return (SourceFiles(id: sourceID, files: files), diagnostics)
  }
}

extension DiagnosticCode {
  public static let fileUnreadable = DiagnosticCode("SRC005", .error)
}
