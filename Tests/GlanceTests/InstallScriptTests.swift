import Foundation
import Testing

/// `Scripts/install.sh` refuses bad usage before it builds anything, with the command line's
/// code and message shape. (Its install itself runs in `.ci/run`, whose build
/// `SelfContainedBinaryTests` then runs alone.)
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
}
