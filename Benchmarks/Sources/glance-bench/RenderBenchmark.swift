import Agenda
import Foundation
import Pipeline

/// Renders every source of a pipeline in process, on one thread, without writing: the
/// nightly job's computation (read, expand, lay out, compose, encode, hash) for each person,
/// one after the other.
///
/// What a whole run costs beyond this is process start, file writes and the scheduling of
/// jobs. Being synchronous, it runs under `valgrind --tool=callgrind`, whose instruction
/// counts stay the same however loaded the machine is (Docs/performance.md).
struct RenderBenchmark {
  var pipeline: String
  var runs: Int

  func run() throws {
    let config = try PipelineConfig.load(URL(fileURLWithPath: pipeline))
    guard case .fixed(let referenceDate) = config.referenceDate else {
      throw CocoaError(.formatting)
    }
    let runner = PipelineRunner(config: config)
    // Shared by every source, as a run shares it.
    let localizers = Localizers(runner.catalog)
    let ids = try runner.discoverSources().ids
    var snapshots = 0
    var bytes = 0
    let time = try ReadBenchmark.medianTime(runs: runs) {
      snapshots = 0
      bytes = 0
      for id in ids {
        let folder = try SourceFolder.read(config.sources.appendingPathComponent(id), id: id)
        let render = SourceRender(
          Source(files: folder.files), config: config, referenceDate: referenceDate,
          localizers: localizers)
        let rendered = render.snapshots().files
        snapshots += rendered.count
        bytes += rendered.reduce(0) { $0 + $1.bytes.count }
      }
    }
    print("sources=\(ids.count) snapshots=\(snapshots) bytes=\(bytes)")
    print(
      String(
        format: "render_seconds=%.4f render_sources_per_s=%.1f bytes_per_source=%.0f", time,
        Double(ids.count) / time, Double(bytes) / Double(max(1, ids.count))))
  }
}
