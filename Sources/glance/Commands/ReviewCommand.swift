import CopyReview
import Foundation
import Pipeline
import Snapshots

/// `glance review`: one HTML page for copy reviewers, drawing each widget beside what
/// VoiceOver says for it.
enum ReviewCommand: Command {
  static let spec = CommandSpec(
    name: "review",
    abstract: "Write a self-contained HTML page of a snapshot folder for copy reviewers.",
    discussion: """
      For every source, locale, family and entry the page draws the widget as a sighted user \
      sees it, next to the spoken summary, the actions and their intents, and the lint's \
      findings; with filters by locale, family, text size and rule, and a table of distinct \
      summaries. With --against, changed summaries show before and after. The page loads \
      nothing from the network.
      """,
    arguments: [.init(name: "snapshot-dir", help: "A folder written by 'glance run'.")],
    options: [
      .value("output", "file", help: "Where to write the page.", default: "review.html"),
      .value(
        "against", "dir", help: "Reference snapshots to compare with, such as the committed ones."),
    ])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let folder = arguments.argument("snapshot-dir")!
    let files = try SnapshotFolder.read(URL(fileURLWithPath: folder))
    let reference = try arguments.value("against").map {
      try SnapshotFolder.read(URL(fileURLWithPath: $0))
    }
    let page = ReviewPage(
      snapshots: files, reference: reference, title: folder,
      referenceTitle: arguments.value("against"))
    guard page.counts.snapshots > 0 else {
      throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(folder)'")
    }
    let destination = URL(fileURLWithPath: arguments.value("output") ?? "review.html")
    do {
      _ = try SnapshotStore(root: destination.deletingLastPathComponent())
        .write(Array(page.html.utf8), to: destination.lastPathComponent)
    } catch {
      throw CommandFailure(exitCode: .cannotWrite, message: error.description)
    }
    let counts = page.counts
    var message =
      "wrote '\(destination.relativePath)': \(counts.snapshots) snapshots, \(counts.entries) entries, "
      + "\(counts.distinctSummaries) distinct summaries"
    if reference != nil { message += ", \(counts.changedEntries) changed or new" }
    output.err(message + "\n")
    return .success
  }
}

extension ReviewCommand {
  static let exitCodes = [
    ExitCode.success.use,
    ExitCode.noInput.because("no such folder, or no snapshots in it"),
    ExitCode.cannotWrite.because("the page cannot be written"),
  ]
}
