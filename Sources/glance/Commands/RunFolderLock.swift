import Foundation
import Pipeline

/// The output folder's lock for `glance run`, taken after every option is checked and before
/// anything is written: a second run into the same folder exits 75 (`--wait`: waits) instead
/// of writing beside the first.
enum RunFolderLock {
  static func take(_ plan: RunCommand.Plan, wait: Bool, output: CommandOutput) async throws
    -> RunLock
  {
    let folder = plan.config.output
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(
        exitCode: .cannotWrite,
        message: "cannot write '\(plan.shownOutput)': \(error.localizedDescription)")
    }
    do {
      guard wait else { return try RunLock.acquire(in: folder, shard: plan.shard) }
      return try await RunLock.wait(in: folder, shard: plan.shard) { held in
        output.err("waiting for \(held.holder.isEmpty ? "another run" : held.holder) to finish\n")
      }
    } catch let held as RunLock.Held {
      throw CommandFailure(exitCode: .busy, message: held.description)
    } catch let failure as SnapshotStore.Failure {
      throw CommandFailure(exitCode: .cannotWrite, message: failure.description)
    }
  }
}
