import Foundation
import ICalendar
import JSON
import Pipeline
import Snapshots

/// `glance diff`: what changed between two snapshot folders, for CI and reviewers.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Compare two snapshot folders entry by entry; exit 1 when they differ.",
    discussion: """
      For each file that differs: per entry, the old and new summary, entries added or \
      removed, actions changed; then the files present on one side only. manifest.json is not \
      compared (it changes with any snapshot).
      """,
    arguments: [
      .init(name: "reference-dir", help: "The expected snapshots, such as the committed ones."),
      .init(name: "actual-dir", help: "The snapshots of a new run."),
    ])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let reference = try SnapshotFolder.read(
      URL(fileURLWithPath: arguments.argument("reference-dir")!))
    let actual = try SnapshotFolder.read(URL(fileURLWithPath: arguments.argument("actual-dir")!))
    let diff = SnapshotDiff(reference: reference, actual: actual)
    output.out(diff.text)
    return diff.isEmpty ? .success : .failure
  }
}

/// `glance merge`: the manifests and diagnostics of shards, as one run's.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge the shard manifests and diagnostics of an output folder into one.",
    discussion: """
      After n machines each ran 'glance run --shard k/n' into the same folder (or their folders \
      were copied together), this writes manifest.json and diagnostics.json as a single run \
      would have. It fails if two shards produced the same source.
      """,
    arguments: [.init(name: "output-dir", help: "The folder holding manifest.shard-*.json files.")])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let url = URL(fileURLWithPath: arguments.argument("output-dir")!)
    let files = try SnapshotFolder.read(url)
    var manifests: [Manifest] = []
    var diagnostics: [Diagnostic] = []
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) where !path.contains("/") {
      guard path.hasPrefix("manifest.shard-") || path.hasPrefix("diagnostics.shard-") else {
        continue
      }
      if path.hasPrefix("manifest.shard-") {
        guard let value = try? JSONReader().read(bytes), let manifest = Manifest(json: value) else {
          throw CommandFailure(
            exitCode: .dataError, message: "cannot read '\(path)': not a Glance manifest")
        }
        manifests.append(manifest)
      } else {
        guard let read = DiagnosticsFile.read(bytes) else {
          throw CommandFailure(
            exitCode: .dataError, message: "cannot read '\(path)': not a Glance diagnostics file")
        }
        diagnostics += read
      }
    }
    guard !manifests.isEmpty else {
      throw CommandFailure(exitCode: .noInput, message: "no manifest.shard-*.json in '\(url.path)'")
    }
    let merged = Manifest.merge(manifests)
    guard merged.duplicateSources.isEmpty else {
      throw CommandFailure(
        exitCode: .failure,
        message:
          "sources produced by more than one shard: \(merged.duplicateSources.joined(separator: ", "))"
      )
    }
    let store = SnapshotStore(root: url)
    do {
      _ = try store.write(CanonicalJSONWriter.bytes(merged.manifest.json), to: "manifest.json")
      _ = try store.write(DiagnosticsFile.bytes(diagnostics), to: "diagnostics.json")
    } catch {
      throw CommandFailure(exitCode: .cannotWrite, message: error.description)
    }
    output.err(
      "merged \(manifests.count) shards: \(merged.manifest.sources.count) sources, \(merged.manifest.files.count) snapshots\n"
    )
    return .success
  }
}
