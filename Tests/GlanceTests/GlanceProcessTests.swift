import Foundation
import Testing

@testable import glance

/// The helper every end-to-end test runs `glance` through must neither hang nor let a test
/// pass without running.
/// The time limit catches a hang, not slowness: on a loaded 2-core machine a test can wait
/// minutes behind the suites that run beside it.
@Suite(.timeLimit(.minutes(5))) struct GlanceProcessTests {
  /// Keeps the result of a call made on another thread, for a wait with a deadline.
  final class Outcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Result<GlanceProcess.Result, any Error>?

    func set(_ result: Result<GlanceProcess.Result, any Error>) {
      value = result
      done.signal()
    }

    func wait(seconds: Int) -> Result<GlanceProcess.Result, any Error>? {
      done.wait(timeout: .now() + .seconds(seconds)) == .success ? value : nil
    }
  }

  /// A child that writes 300 KB to standard error before a byte to standard output fills the
  /// error pipe while the helper waits for standard output to end: read one after the other,
  /// both sides blocked for ever.
  @Test func aChildThatWritesMuchToStandardErrorFirstDoesNotBlockTheHelper() throws {
    let outcome = Outcome()
    Thread {
      outcome.set(
        Result {
          try GlanceProcess.run(
            ["-c", #"head -c 300000 /dev/zero | tr '\0' e >&2; printf done"#],
            executable: URL(fileURLWithPath: "/bin/sh"))
        })
    }.start()
    guard let result = try outcome.wait(seconds: 30)?.get() else {
      Issue.record("the helper did not return in 30 s: it blocks on a full standard error pipe")
      return
    }
    #expect(result.status == 0)
    #expect(result.stdout == "done")
    #expect(result.stderr.utf8.count == 300_000)
    #expect(result.stderr.allSatisfy { $0 == "e" })
  }

  /// End-to-end suites are skipped, with their reason, when the binary is not built; under CI
  /// that would quietly skip them all, so there it is a failure.
  @Test(.enabled(if: Environment.isCI(), "CI is not set"))
  func theBinaryIsBuiltUnderCI() {
    #expect(
      GlanceProcess.isAvailable, "no glance binary at '\(GlanceProcess.executable.path)'")
  }
}
