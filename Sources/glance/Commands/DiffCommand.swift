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
      ([-old-]{+new+}, coloured as --color says), then one line per \
      changed field of the entry, of an item or of an action and its intent; then the files \
      on one side only. diagnostics.json is compared by diagnostic; the manifests, and the \
      files of shards that 'glance merge' sums up, are not compared. --format github writes \
      one annotation per change, the same change in many entries once, and a table of the \
      changes to $GITHUB_STEP_SUMMARY when it is set; --format junit writes JUnit XML with the \
      comparison's time.
      """,
    arguments: [Options.reference.spec, Options.actual.spec],
    options: [DiffReport.format.spec, ColorChoice.option.spec])

  struct Options: ParsableOptions {
    static let reference = Positional<String>(
      "reference-dir", help: "The expected snapshots, such as the committed ones.")
    static let actual = Positional<String>("actual-dir", help: "The snapshots of a new run.")

    var reference: String
    var actual: String
    var format: DiffFormat
    var color: ColorChoice

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      reference = try arguments.argument(required: Self.reference)
      actual = try arguments.argument(required: Self.actual)
      format = try arguments.value(required: DiffReport.format)
      color = try arguments.value(required: ColorChoice.option)
    }
  }

  static let exitCodes = DiffReport.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let started = ContinuousClock.now
    let diff = SnapshotDiff(
      reference: try DiffReport.snapshots(options.reference),
      actual: try DiffReport.snapshots(options.actual))
    return DiffReport.write(
      diff, format: options.format, reference: options.reference, actual: options.actual,
      output: output, color: options.color, started: started)
  }
}
