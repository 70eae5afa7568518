import Foundation
import Testing

/// `Scripts/install.sh` refuses bad usage before it builds anything, with the command line's
/// code and message shape, and installs the binary and its completions under a prefix. The
/// installs run where `.ci/run` has already installed once (`GLANCE_SELF_CONTAINED`), so the
/// build in `.build/static` is up to date and takes seconds.
@Suite struct InstallScriptTests {
  static let script = GlanceProcess.packageRoot.appendingPathComponent("Scripts/install.sh")

  @Test(arguments: [
    (["--bogus"], "Error: Unknown option '--bogus'.\n"),
    (["--prefix"], "Error: '--prefix' needs a folder.\n"),
    (["--prefix", ""], "Error: '--prefix' needs a folder.\n"),
    (["--prefix="], "Error: '--prefix' needs a folder.\n"),
  ])
  func badUsageExits64BeforeAnyBuild(_ arguments: [String], _ message: String) throws {
    let result = try GlanceProcess.run(arguments, executable: Self.script)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty, "nothing was built")
    #expect(result.stderr == message + "Usage: Scripts/install.sh [--prefix DIR]\n")
  }

  @Test func helpNamesTheDefaultsAndExits0() throws {
    let result = try GlanceProcess.run(["--help"], executable: Self.script)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("DIR/bin/glance (default DIR: /usr/local as root, else ~/.local)"))
  }

  @Test(.enabled(if: SelfContainedBuild.installed != nil, SelfContainedBuild.skipped))
  func itInstallsTheBinaryAndItsCompletions() throws {
    let prefix = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let result = try GlanceProcess.run(["--prefix", prefix.path], executable: Self.script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("installed \(prefix.path)/bin/glance\n"))
    let installed = prefix.appendingPathComponent("bin/glance")
    #expect(
      try Data(contentsOf: installed)
        == Data(contentsOf: try #require(SelfContainedBuild.installed)))
    for (file, shell) in [
      ("share/bash-completion/completions/glance", "bash"),
      ("share/zsh/site-functions/_glance", "zsh"),
      ("share/fish/vendor_completions.d/glance.fish", "fish"),
    ] {
      let text = try String(
        contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
      #expect(text == (try GlanceProcess.run(["completion", shell])).stdout, "\(file)")
    }
  }

  /// A prefix whose `bin` is a file cannot take the binary: exit 73, naming the prefix.
  @Test(.enabled(if: SelfContainedBuild.installed != nil, SelfContainedBuild.skipped))
  func anUnwritablePrefixExits73() throws {
    let prefix = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: prefix) }
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    try Data().write(to: prefix.appendingPathComponent("bin"))
    let result = try GlanceProcess.run(["--prefix", prefix.path], executable: Self.script)
    #expect(result.status == 73)
    #expect(
      result.stderr.hasSuffix("Error: cannot write to '\(prefix.path)'\n"), "\(result.stderr)")
  }
}
