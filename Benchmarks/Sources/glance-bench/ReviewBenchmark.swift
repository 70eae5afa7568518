import CopyReview
import Foundation
import Snapshots

/// Reviews a snapshot folder in process, on one thread, without writing: each source's
/// snapshots decoded, linted and laid out into pages, then the index and its lists and
/// templates pages rendered, as `glance review` does without its scheduling and file writes.
///
/// Being synchronous, it runs under `valgrind --tool=callgrind` (the `glance` command itself
/// does not: valgrind stops at its signal-handling thread), so the review's instructions can
/// be set against `render`'s, the run's, on the same people.
struct ReviewBenchmark {
  var folder: String
  var runs: Int

  func run() throws {
    let read = try SnapshotFolderFiles(folder: folder)
    let (sources, files) = (read.sources, read.files)
    let builder = ReviewBuilder(
      title: folder, referenceTitle: nil, pagesFolder: "review", indexName: "review.html")
    var pages = 0
    var bytes = 0
    let time = ReadBenchmark.medianTime(runs: runs) {
      pages = 0
      bytes = 0
      var index = ReviewIndex(builder)
      for (source, snapshots) in zip(sources, files) {
        let documents = snapshots.compactMap { file in
          (try? SnapshotDocument(bytes: file.bytes, file: file.path)).map { (file.path, $0) }
        }
        let reviewed = builder.review(source: source, snapshots: documents, reference: nil)
        pages += reviewed.files.count
        bytes += reviewed.files.reduce(0) { $0 + $1.bytes.count }
        index.add(reviewed.digest)
      }
      for file in index.files() {
        pages += 1
        bytes += file.bytes.count
      }
    }
    print("sources=\(files.count) pages=\(pages) bytes=\(bytes)")
    print(String(format: "review_seconds=%.4f", time))
  }
}
