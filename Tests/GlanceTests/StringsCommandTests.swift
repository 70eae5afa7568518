import Foundation
import Testing

/// `glance export-strings` and `glance import-strings` as a localizer uses them.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct StringsCommandTests {
  static let catalog = GlanceProcess.packageRoot.appendingPathComponent(
    "Sources/Summaries/Resources/Localizable.xcstrings")
  static let reference = GlanceProcess.packageRoot.appendingPathComponent(
    "Tests/GlanceTests/__Snapshots__/nightly")

  @Test func exportWithExamplesAndImportBackUnchanged() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("Localizable.xcstrings")
    try FileManager.default.copyItem(at: Self.catalog, to: copy)
    let csv = try GlanceProcess.run([
      "export-strings", "--language", "de", "--format", "csv", "--examples", Self.reference.path,
    ])
    #expect(csv.status == 0, "\(csv.stderr)")
    let lines = csv.stdout.split(separator: "\n")
    #expect(lines.first == "id,key,plural,comment,source,target,examples")
    #expect(lines.contains { $0.hasPrefix("more.today:one,more.today,one,") })
    // Examples are the reference snapshots' own sentences that used the key: the German
    // sample people's counts today are said as the first part of a pair.
    let partToday = lines.first { $0.hasPrefix("more.part.today:other,") }
    #expect(partToday?.contains("weitere Einträge und ab morgen bis Sonntag") == true, "no example")

    let xliff = folder.appendingPathComponent("de.xlf")
    let export = try GlanceProcess.run([
      "export-strings", "--language", "de", "--output", xliff.path,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    let back = try GlanceProcess.run(["import-strings", xliff.path, "--catalog", copy.path])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.stderr.contains("; 0 keys changed in"), "\(back.stderr)")
    #expect(try Data(contentsOf: copy) == Data(contentsOf: Self.catalog))

    // A broken translation is named with its line, and the catalog is left as it was.
    var text = try String(contentsOf: xliff, encoding: .utf8)
    let target = try #require(text.range(of: "<target>%@ als erledigt markieren</target>"))
    let line = text[..<target.lowerBound].filter { $0 == "\n" }.count + 1
    text.replaceSubrange(target, with: "<target>als erledigt markieren: %lld</target>")
    try text.write(to: xliff, atomically: true, encoding: .utf8)
    let broken = try GlanceProcess.run(["import-strings", xliff.path, "--catalog", copy.path])
    #expect(broken.status == 65)
    #expect(
      broken.stderr.contains(
        "\(xliff.path):\(line): error: 'action.complete': placeholder '%1$lld' in 'als erledigt markieren: %lld' is not one 'action.complete' is given; it is given '%1$@'"
      ), "\(broken.stderr)")
    #expect(try Data(contentsOf: copy) == Data(contentsOf: Self.catalog))
  }

  /// In every language, with examples, the XLIFF 1.2 export validates against OASIS's
  /// XLIFF 1.2 strict schema and the 2.0 export against the XLIFF 2.0 core schema; each is
  /// read back by `import-strings` to the very same catalog.
  @Test(
    .enabled(
      if: XMLSchemaCheck.xmllint != nil && XMLSchemaCheck.xliff12Schema != nil
        && XMLSchemaCheck.xliff20Schema != nil,
      .init(rawValue: XMLSchemaCheck.missingXLIFF)))
  func xliffValidatesAgainstTheOASISSchemasAndRoundTrips() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("Localizable.xcstrings")
    try FileManager.default.copyItem(at: Self.catalog, to: copy)
    for language in ["de", "en-GB", "fr", "ja", "ko"] {
      for (format, schema) in [
        ("xliff12", try #require(XMLSchemaCheck.xliff12Schema)),
        ("xliff", try #require(XMLSchemaCheck.xliff20Schema)),
      ] {
        let file = folder.appendingPathComponent("\(language).\(format).xlf")
        let export = try GlanceProcess.run([
          "export-strings", "--language", language, "--format", format, "--examples",
          Self.reference.path, "--output", file.path,
        ])
        #expect(export.status == 0, "\(export.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
          text.contains(format == "xliff12" ? "context-type=\"x-example\"" : "category=\"example\"")
        )
        let (valid, said) = try XMLSchemaCheck.validate(text, against: schema)
        #expect(valid, "\(language) \(format): \(said.prefix(600))")
        let back = try GlanceProcess.run(["import-strings", file.path, "--catalog", copy.path])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stderr.contains("; 0 keys changed in"), "\(back.stderr)")
        #expect(
          try Data(contentsOf: copy) == Data(contentsOf: Self.catalog), "\(language) \(format)")
      }
    }
    // The schema is read: a unit without its source fails it.
    let file = try String(
      contentsOf: folder.appendingPathComponent("de.xliff12.xlf"), encoding: .utf8)
    let broken = file.replacingOccurrences(of: "<source>", with: "<sourc>").replacingOccurrences(
      of: "</source>", with: "</sourc>")
    #expect(
      !(try XMLSchemaCheck.validate(broken, against: try #require(XMLSchemaCheck.xliff12Schema)))
        .valid)
  }

  @Test func usageErrorsAreNamed() throws {
    let unknown = try GlanceProcess.run(["export-strings", "--language", "xx"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.contains("The catalog has no language 'xx'; it has de, en, en-GB, fr, ja, ko.")
    )
    let csv = try GlanceProcess.run([
      "import-strings", "t.csv", "--catalog", Self.catalog.path,
    ])
    #expect(csv.status == 66 || csv.status == 64, "\(csv.stderr)")
  }
}
