import CopyReview
import Foundation
import Snapshots

/// Lints a snapshot folder in process, on one thread: each source folder's snapshots decoded
/// and judged with one memo, as `glance lint` does for each source, without its scheduling,
/// output or baseline.
///
/// Being synchronous, it runs under `valgrind --tool=callgrind`, whose instruction counts stay
/// the same however loaded the machine is: `glance lint` itself does not.
struct LintBenchmark {
  var folder: String
  var runs: Int

  func run() throws {
    let files = try SnapshotFolderFiles(folder: folder).files
    let linter = CopyLinter()
    var snapshots = 0
    var entries = 0
    var findings = 0
    let time = ReadBenchmark.medianTime(runs: runs) {
      snapshots = 0
      entries = 0
      findings = 0
      for source in files {
        var memo = LintMemo()
        for file in source {
          guard let document = try? SnapshotDocument(bytes: file.bytes, file: file.path) else {
            continue
          }
          snapshots += 1
          entries += document.entries.count
          findings += linter.lint(document, path: file.path, memo: &memo).count
        }
      }
    }
    print("sources=\(files.count) snapshots=\(snapshots) entries=\(entries) findings=\(findings)")
    print(
      String(
        format: "lint_seconds=%.4f lint_entries_per_s=%.0f", time, Double(entries) / time))
  }
}
