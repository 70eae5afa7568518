import Dispatch
import Foundation

/// Runs work so that Ctrl-C (SIGINT) or SIGTERM cancels it instead of killing the process.
///
/// The work and a signal watcher run as two children of one task group; whichever finishes
/// first, the other is cancelled. Cancelled work stops starting new steps and returns what it
/// finished, so every file on disk is complete.
enum Interruption {
  static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async -> Result<
    T, any Error
  > {
    let signals = AsyncStream<Void> { continuation in
      let sources = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { continuation.yield() }
        source.resume()
        return source
      }
      let box = SignalSources(sources)
      continuation.onTermination = { _ in box.cancel() }
    }
    return await withTaskGroup(of: Result<T, any Error>?.self) { group in
      group.addTask {
        do {
          return .success(try await work())
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        for await _ in signals { return nil }
        return nil
      }
      var result: Result<T, any Error>?
      while let next = await group.next() {
        if let next {
          result = next
          group.cancelAll()
        } else if result == nil {
          // A signal: cancel the work and wait for what it finished.
          group.cancelAll()
        }
      }
      return result ?? .failure(CancellationError())
    }
  }
}

/// Keeps the dispatch sources alive until the stream ends.
private final class SignalSources: @unchecked Sendable {
  private let sources: [any DispatchSourceSignal]
  init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
  func cancel() { sources.forEach { $0.cancel() } }
}
