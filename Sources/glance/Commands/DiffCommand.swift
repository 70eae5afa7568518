import Foundation
import Snapshots

/// `glance diff`: what changed between two snapshot folders, for CI and reviewers.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Compare two snapshot folders entry by entry; exit 1 when they differ.",
    discussion: """
      Snapshots are compared as decoded values: for each file that differs, the fields \
      outside the entries, and per entry the summary with its changed words marked \
      ([-old-]{+new+}, coloured on a terminal unless NO_COLOR is set), then one line per \
      changed field of the entry, of an item or of an action and its intent; then the files \
      on one side only. diagnostics.json is compared by diagnostic; the manifests, and the \
      files of shards that 'glance merge' sums up, are not compared.
      """,
    arguments: [
      .init(name: "reference-dir", help: "The expected snapshots, such as the committed ones."),
      .init(name: "actual-dir", help: "The snapshots of a new run."),
    ],
    options: [DiffReport.format])

  static let exitCodes = DiffReport.exitCodes

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let reference = arguments.argument("reference-dir")!
    let actual = arguments.argument("actual-dir")!
    let diff = SnapshotDiff(
      reference: try DiffReport.snapshots(reference), actual: try DiffReport.snapshots(actual))
    return DiffReport.write(
      diff, format: arguments.value("format"), reference: reference, actual: actual,
      output: output)
  }
}
