import Foundation
import Testing

/// `glance` keeps its String Catalog and lexicons in itself and checks them before any work:
/// a copy of the binary, alone in a folder, speaks; one whose embedded resources are damaged
/// refuses with exit 70 and `SUM003` naming the resource's file in the repository, before
/// anything is read or written. With an unreadable String Catalog it used to speak keys such
/// as "lead.now", or never finish a summary at all; a copy without its resource bundle beside
/// it used to trap.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ShippedResourceCommandTests {
  static let resources = GlanceProcess.packageRoot.appendingPathComponent(
    "Sources/Summaries/Resources")

  /// A copy of the binary alone in an empty folder, its bytes changed by `damage`.
  static func install(_ damage: (inout [UInt8]) throws -> Void) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var bytes = [UInt8](try Data(contentsOf: GlanceProcess.executable))
    try damage(&bytes)
    let glance = folder.appendingPathComponent("glance")
    try Data(bytes).write(to: glance)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: glance.path)
    return folder
  }

  /// Changes the first `old` inside every embedded copy of `resource` (a path under
  /// `Sources/Summaries/Resources`) to `new`, of the same length. The file's text is in the
  /// binary byte for byte: once in a debug or release build, several times in
  /// AddressSanitizer's (three here), any of which the binary may read.
  static func damage(_ binary: inout [UInt8], _ resource: String, _ old: String, _ new: String)
    throws
  {
    let file = [UInt8](try Data(contentsOf: resources.appendingPathComponent(resource)))
    #expect(old.utf8.count == new.utf8.count)
    var copies = 0
    var from = binary.startIndex
    while let copy = binary[from...].firstRange(of: file) {
      let at = try #require(binary[copy].firstRange(of: Array(old.utf8)))
      binary.replaceSubrange(at, with: Array(new.utf8))
      copies += 1
      from = copy.upperBound
    }
    #expect(copies > 0, "\(resource) is not in the binary")
  }

  /// Runs the installed copy, killed after a minute should it never finish.
  static func run(_ folder: URL, _ arguments: [String]) throws -> GlanceProcess.Result {
    let glance = folder.appendingPathComponent("glance")
    let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
    guard FileManager.default.isExecutableFile(atPath: timeout.path) else {
      return try GlanceProcess.run(arguments, executable: glance)
    }
    return try GlanceProcess.run(
      ["-s", "KILL", "60", glance.path] + arguments, executable: timeout)
  }

  static let summarize = [
    "summarize", "Data/student", "--family", "small", "--now", "2026-06-01T11:00:00Z",
  ]

  @Test func aCopyAloneInAFolderSpeaks() throws {
    let folder = try Self.install { _ in }
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["glance"])
    let result = try Self.run(folder, Self.summarize)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("2026-06-01T11:00:00Z\n  "))
    #expect(result.stdout == (try GlanceProcess.run(Self.summarize)).stdout)
  }

  @Test func aDamagedCatalogStopsEveryCommandWithExit70() throws {
    let folder = try Self.install { binary in
      try Self.damage(
        &binary, "Localizable.xcstrings", #""sourceLanguage" : "en""#, #""sourceLanguage" : "xx""#)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Output")
    for arguments in [Self.summarize, ["run", "--quiet", "--output", output.path]] {
      let result = try Self.run(folder, arguments)
      #expect(result.status == 70, "\(arguments[0])")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "Error: [SUM003] cannot load the shipped resource 'Sources/Summaries/Resources/Localizable.xcstrings': key '"
        ))
      #expect(
        result.stderr.hasSuffix(
          "has no 'xx' value, the source language; no summary can be spoken\n"))
    }
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing was written")
  }

  /// A language of the catalog without a complete lexicon does not ship: the whole
  /// installation refuses, rather than speak German without its clock or its street words.
  @Test func aLanguageWithoutACompleteLexiconStopsTheRunWithExit70() throws {
    let folder = try Self.install { binary in
      try Self.damage(&binary, "Lexicons/de.json", #""meetingWords""#, #""meetingWordz""#)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [Self.summarize, ["locales"]] {
      let result = try Self.run(folder, arguments)
      #expect(result.status == 70, "\(arguments[0])")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "Error: [SUM003] cannot load the shipped resource 'Sources/Summaries/Resources/Lexicons/de.json': '$.places.meetingWordz' is not a member it may have"
        ))
    }
  }
}
