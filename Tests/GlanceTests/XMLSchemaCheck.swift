import Foundation

/// Validation of the XML reports and exchange files against the schemas their readers use,
/// with xmllint (Debian's `libxml2-utils`): Jenkins' xUnit `junit-10.xsd` for JUnit XML (from
/// pytest's source distribution on PyPI, which tests its reports with it) and OASIS's XLIFF
/// schemas (Debian's `php-symfony-translation` ships them). `.ci/run` installs all three; the
/// tests that need one skip with their reason without it.
enum XMLSchemaCheck {
  static let xmllint: URL? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("xmllint")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// Where `.ci/run` puts pytest's copy of `junit-10.xsd`.
  static let junitSchema: URL? = existing(
    GlanceProcess.packageRoot.appendingPathComponent(".build/test-schemas/junit-10.xsd"))

  static let xliffSchemas = URL(
    fileURLWithPath: "/usr/share/php/Symfony/Component/Translation/Resources/schemas")

  /// XLIFF 1.2 (strict), its import of `xml.xsd` pointed at the copy beside it, as xmllint
  /// reads no network.
  static let xliff12Schema: URL? = localCopy(
    "xliff-core-1.2-strict.xsd", replacing: "http://www.w3.org/2001/xml.xsd")
  /// XLIFF 2.0 core, likewise.
  static let xliff20Schema: URL? = localCopy(
    "xliff-core-2.0.xsd", replacing: "informativeCopiesOf3rdPartySchemas/w3c/xml.xsd")

  static let missingJUnit =
    "xmllint (libxml2-utils) or pytest's junit-10.xsd is not installed; .ci/run installs them"
  static let missingXLIFF =
    "xmllint (libxml2-utils) or the XLIFF schemas (php-symfony-translation) are not installed; .ci/run installs them"

  static func existing(_ url: URL) -> URL? {
    FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  static func localCopy(_ name: String, replacing location: String) -> URL? {
    guard let schema = existing(xliffSchemas.appendingPathComponent(name)),
      let xml = existing(xliffSchemas.appendingPathComponent("xml.xsd")),
      let text = try? String(contentsOf: schema, encoding: .utf8)
    else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-schemas-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("xml.xsd"))
    try? FileManager.default.copyItem(at: xml, to: folder.appendingPathComponent("xml.xsd"))
    guard
      (try? text.replacingOccurrences(of: location, with: "xml.xsd").write(
        to: copy, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    return copy
  }

  /// xmllint's verdict on `document` against `schema`: whether it validates, and what it said.
  static func validate(_ document: String, against schema: URL) throws -> (
    valid: Bool, output: String
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-xml-\(UUID().uuidString).xml")
    try document.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try GlanceProcess.run(
      ["--noout", "--nonet", "--schema", schema.path, file.path],
      executable: xmllint ?? URL(fileURLWithPath: "/usr/bin/xmllint"))
    let output = result.stdout + result.stderr
    return (result.status == 0 && output.contains(" validates"), output)
  }
}
