import Foundation
import JSON
import Snapshots

/// How `glance diff` and `glance run --check` write differences (Docs/diff-formats.md).
enum DiffFormat: String, CaseIterable, ArgumentValue {
  case text
  case json
  case junit
  case github
}

/// What `glance diff` and `glance run --check` share: reading the two folders, and writing the
/// diff in the format asked for, with the exit code it calls for.
enum DiffReport {
  static let format = Option<DiffFormat>(
    "format", "format",
    help:
      "How to write the differences: text for people, json (glance.diff/1), junit (JUnit XML) or github (workflow commands that annotate the reference files, one per change, and a table in $GITHUB_STEP_SUMMARY); see Docs/diff-formats.md.",
    default: .text)

  /// The exit codes of comparing, for help.
  static let exitCodes: [ExitCode.Use] = [
    ExitCode.success.because("no differences"),
    ExitCode.failure.because("the snapshots differ"),
    ExitCode.dataError.because(
      "a snapshot or diagnostics file cannot be read (the error names the side)"),
    ExitCode.noInput.because("a folder is missing or holds no snapshots"),
  ]

  /// The `.json` files of a snapshot folder; a folder that is missing or holds no snapshot is
  /// refused, since comparing with it would only say that everything is new.
  static func snapshots(_ path: String, filter: (String) -> Bool = { _ in true })
    throws(CommandFailure) -> [String: [UInt8]]
  {
    let files = try SnapshotFolder.read(URL(fileURLWithPath: path)).filter { filter($0.key) }
    guard files.keys.contains(where: SnapshotDiff.isSnapshot) else {
      throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(path)'")
    }
    return files
  }

  /// Writes `diff` to standard output as `format` asks, and every unreadable file to standard
  /// error; with `github`, a table of the changes to `$GITHUB_STEP_SUMMARY` when it is set. The
  /// exit code: 65 when a file cannot be read, 1 when the folders differ.
  ///
  /// - Parameters:
  ///   - color: whether the text format is coloured (`--color`).
  ///   - started: when the comparison began, for the JUnit report's time.
  static func write(
    _ diff: SnapshotDiff, format: DiffFormat, reference: String, actual: String,
    output: CommandOutput, color: ColorChoice = .auto, started: ContinuousClock.Instant = .now
  ) -> ExitCode {
    // Reports name files from the working directory, where CI runs: GitHub resolves an
    // annotation's file against the checkout.
    let (shownReference, shownActual) = (
      DisplayPath.of(URL(fileURLWithPath: reference)), DisplayPath.of(URL(fileURLWithPath: actual))
    )
    switch format {
    case .json:
      output.out(CanonicalJSONWriter.string(diff.json(reference: reference, actual: actual)))
    case .junit:
      let elapsed = ContinuousClock.now - started
      output.out(
        diff.junit(
          reference: shownReference,
          seconds: Double(elapsed.components.seconds)
            + Double(elapsed.components.attoseconds) / 1e18))
    case .github:
      output.out(diff.githubAnnotations(reference: shownReference, actual: shownActual))
      writeStepSummary(diff, reference: reference, actual: actual, output: output)
    case .text:
      output.out(diff.coloredText, colored: color.colors(isTerminal: output.outputIsTerminal))
    }
    for file in diff.unreadable {
      let folder = file.side == .reference ? reference : actual
      output.err(
        "Error: cannot read the \(file.side.rawValue) snapshot '\(DisplayPath.joining(folder, file.path))': \(file.error.located)\n"
      )
    }
    if !diff.unreadable.isEmpty { return .dataError }
    return diff.isEmpty ? .success : .failure
  }

  /// Appends the diff's table to `$GITHUB_STEP_SUMMARY`, when it is set.
  static func writeStepSummary(
    _ diff: SnapshotDiff, reference: String, actual: String, output: CommandOutput
  ) {
    guard let file = Environment.stepSummaryFile() else { return }
    let title =
      "glance diff \(DisplayPath.of(URL(fileURLWithPath: reference))) \(DisplayPath.of(URL(fileURLWithPath: actual)))"
    Environment.append(diff.stepSummary(title: title), to: file, output: output)
  }
}
