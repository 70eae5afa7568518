import Foundation
import Pipeline
import Snapshots

/// A snapshot folder taken source by source, for `glance lint` and `glance review`: the files
/// listed and grouped by their first folder (a source, in a run's output), then each group
/// read and judged on its own, several at once, with the results handed back in order.
///
/// A run over a thousand people writes gigabytes of snapshots; holding them all, as reading
/// the folder whole would, does not fit. Here at most a few groups are in memory at a time,
/// the files are read on ``BlockingIOPool``'s threads so the cooperative pool only computes,
/// and results come back in the groups' sorted order as soon as each one (and every one
/// before it) is done, so output streams and is the same on every run.
struct SnapshotScan: Sendable {
  /// The files of one source folder, or the files at the top of the folder.
  struct Group: Sendable {
    /// The folder's name; empty for the files at the top.
    var name: String
    /// Paths relative to the scanned folder, sorted.
    var paths: [String]
  }

  let root: URL
  /// Files at the top first, then the folders by name.
  let groups: [Group]

  /// Lists every `.json` file under `root` (skipping hidden files and folders).
  static func list(_ root: URL) throws(CommandFailure) -> SnapshotScan {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandFailure(
        exitCode: .noInput, message: "cannot read '\(root.path)': no such folder")
    }
    // A folder given through a symbolic link is walked where the link leads, which is where
    // the walker names its files from.
    let walked = root.resolvingSymlinksInPath()
    let prefix = walked.standardizedFileURL.path + "/"
    var byGroup: [String: [String]] = [:]
    let walker = FileManager.default.enumerator(
      at: walked, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    while let file = walker?.nextObject() as? URL {
      guard file.pathExtension == "json" else { continue }
      let path = file.standardizedFileURL.path
      guard path.hasPrefix(prefix) else { continue }
      let relative = String(path.dropFirst(prefix.count))
      let group = relative.firstIndex(of: "/").map { String(relative[..<$0]) } ?? ""
      byGroup[group, default: []].append(relative)
    }
    return SnapshotScan(
      root: root,
      groups: byGroup.keys.sorted().map { Group(name: $0, paths: byGroup[$0]!.sorted()) })
  }

  /// The groups whose name passes `include` (the files at the top always do).
  func filter(_ include: (String) -> Bool) -> SnapshotScan {
    SnapshotScan(root: root, groups: groups.filter { $0.name.isEmpty || include($0.name) })
  }

  /// Runs `work` on every group, at most `jobs` at once, and hands each result to `deliver`
  /// in the groups' order. Stops starting groups when the task is cancelled.
  ///
  /// Results that finish early wait for the ones before them; no more than `4 × jobs` groups
  /// are started ahead of the last one delivered, so a slow group cannot make memory grow.
  /// `inFlight` groups run at once (`jobs` unless given): more than `jobs` when `work` takes
  /// a ``ComputeSlots`` slot to compute and gives it back to read and write.
  func run<Result: Sendable>(
    jobs: Int, inFlight: Int? = nil, work: @escaping @Sendable (Group) async -> Result,
    deliver: (Group, Result) -> Void
  ) async {
    await BoundedTaskGroup.run(
      groups, width: inFlight ?? jobs, order: .elements(lookahead: max(1, jobs) * 4), work: work
    ) { index, result in
      deliver(groups[index], result)
      return .continue
    }
  }

  /// Reads one file on `pool`'s threads; `nil` when it cannot be read.
  static func read(_ path: String, pool: BlockingIOPool) async -> [UInt8]? {
    await pool.run { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
  }
}

/// A scanned folder's files by their paths relative to it, as strings: a run's folder holds
/// thousands of files, and making a `URL` for each cost more than judging some of them.
struct ScannedFolder: Sendable {
  /// The folder as given, and a slash: how files are named in findings and errors.
  let shown: String
  /// The folder's path, and a slash: where files are read.
  let path: String

  init(_ root: URL) {
    // A file's paths as `URL` makes them, less the file's one-character name.
    let child = root.appendingPathComponent("-")
    shown = String(child.relativePath.dropLast())
    path = String(child.path.dropLast())
  }
}

/// A snapshot read from a scanned folder: the typed document, or why it could not be read.
enum ScannedSnapshot {
  /// A snapshot, with the bytes it was read from (where findings are located by line).
  case snapshot(SnapshotDocument, bytes: [UInt8])
  /// JSON that is not a snapshot (a manifest, a diagnostics file): passed over.
  case other
  case unreadable(String)

  /// Reads and decodes `path` under `folder`, named in errors as the folder was given.
  static func read(_ path: String, in folder: ScannedFolder, pool: BlockingIOPool) async
    -> ScannedSnapshot
  {
    let shownPath = folder.shown + path
    guard let bytes = await SnapshotScan.read(folder.path + path, pool: pool) else {
      return .unreadable("cannot read '\(shownPath)'")
    }
    do {
      return .snapshot(try SnapshotDocument(bytes: bytes, file: shownPath), bytes: bytes)
    } catch {
      return error.isNotASnapshot ? .other : .unreadable(error.description)
    }
  }
}
