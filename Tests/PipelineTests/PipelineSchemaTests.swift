import Foundation
import JSON
import Summaries
import Testing

@testable import Pipeline

/// Pipelines/pipeline.schema.json, the JSON Schema that editors check pipeline files with:
/// every shipped pipeline validates against it, it lists exactly the fields the decoder
/// accepts with the values it accepts, and the decoder and the schema agree on generated
/// files.
struct PipelineSchemaTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Pipelines")
  static let schemaURL = folder.appendingPathComponent("pipeline.schema.json")

  static func schema() throws -> JSONValue {
    try JSONReader().read([UInt8](Data(contentsOf: schemaURL)))
  }

  static var shipped: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "pipeline.schema.json" }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test func theSchemaListsExactlyTheFieldsTheDecoderAccepts() throws {
    let schema = try Self.schema()
    guard case .object(let properties)? = schema["properties"] else {
      Issue.record("no properties")
      return
    }
    #expect(properties.map(\.key) == PipelineConfig.fields)
    #expect(schema["additionalProperties"] == .bool(false))
    #expect(schema["required"] == .array([.string("sources"), .string("output")]))
    // The values the decoder accepts, listed once in the code: a file that names none has
    // every family and text size.
    let every = try PipelineConfig.parse(
      Array(#"{"sources": "D", "output": "O"}"#.utf8), file: "p.json",
      base: URL(fileURLWithPath: "/p"))
    #expect(
      schema["$defs"]?["family"]?["enum"] == .array(every.families.map { .string($0.rawValue) }))
    #expect(
      schema["$defs"]?["textSize"]?["enum"]
        == .array(every.textSizes.map { .string($0.rawValue) }))
    #expect(
      schema["properties"]?["locales"]?["items"]?["enum"]
        == .array(StringCatalog.shippedLocales.map { .string($0) }))
  }

  @Test func everyShippedPipelineValidatesAndNamesTheSchema() throws {
    let schema = try Self.schema()
    #expect(!Self.shipped.isEmpty)
    for url in Self.shipped {
      let document = try JSONReader().read([UInt8](Data(contentsOf: url)))
      #expect(
        SchemaCheck(root: schema).errors(document).isEmpty, "\(url.lastPathComponent)")
      #expect(document["$schema"] == .string("pipeline.schema.json"), "\(url.lastPathComponent)")
      #expect(throws: Never.self) { try PipelineConfig.load(url) }
    }
  }

  /// Generated files, one field changed at a time from a valid one: the decoder accepts
  /// exactly those the schema accepts (except what the schema cannot say: a zone's name).
  @Test func theDecoderAndTheSchemaAgreeOnGeneratedFiles() throws {
    let schema = try Self.schema()
    let values: [JSONValue] = [
      .null, .bool(true), .integer(0), .integer(1), .integer(24), .integer(31), .integer(169),
      .integer(501), .number(1.5), .string(""), .string("now"), .string("2026-06-01T11:00:00Z"),
      .string("x"), .string("UTC"), .array([]), .array([.string("small")]),
      .array([.string("huge")]), .array([.string("default")]), .array([.string("en-US")]),
      .array([.string("fr-FR")]), .object([]),
      .object([("small", .object([("default", .integer(2))]))]),
      .object([("small", .object([("default", .integer(40))]))]),
      .object([("tiny", .object([]))]),
    ]
    var compared = 0
    for field in PipelineConfig.fields where field != "timeZone" {
      for value in values {
        // `null` means "absent" to the decoder; the schema has no such rule.
        if value == .null { continue }
        var members: [(key: String, value: JSONValue)] = [
          ("sources", .string("Data")), ("output", .string("Output")),
        ]
        members.removeAll { $0.key == field }
        members.append((field, value))
        let document = JSONValue.object(members)
        let valid = SchemaCheck(root: schema).errors(document).isEmpty
        let decoded =
          (try? PipelineConfig.parse(
            document, name: "p", file: "p.json", base: URL(fileURLWithPath: "/p"))) != nil
        #expect(valid == decoded, "\(field): \(CanonicalJSONWriter.compact(value))")
        compared += 1
      }
    }
    #expect(compared > 200)
  }

  @Test func anUnknownFieldSuggestsTheNearestOne() throws {
    let text = #"{"sources": "Data", "output": "Output", "referenceDates": "now"}"#
    #expect {
      try PipelineConfig.parse(Array(text.utf8), file: "p.json", base: URL(fileURLWithPath: "/p"))
    } throws: { error in
      (error as? PipelineConfig.Failure)?.description
        == "p.json: $.referenceDates: unknown field 'referenceDates'; did you mean 'referenceDate'?"
    }
    let far = #"{"sources": "Data", "output": "Output", "colour": "red"}"#
    #expect {
      try PipelineConfig.parse(Array(far.utf8), file: "p.json", base: URL(fileURLWithPath: "/p"))
    } throws: { error in
      (error as? PipelineConfig.Failure)?.description == "p.json: $.colour: unknown field 'colour'"
    }
  }

  /// Relative paths resolve against the pipeline file's own folder, wherever it is kept.
  @Test(arguments: ["p.json", "Pipelines/p.json", "a/b/p.json"])
  func relativePathsAreRelativeToThePipelinesFolder(_ place: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-schema-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent(place)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"sources": "Data", "output": "../Output", "$schema": "s.json"}"#.utf8).write(
      to: url)
    let config = try PipelineConfig.load(url)
    let folder = url.deletingLastPathComponent()
    #expect(
      config.sources.standardizedFileURL
        == folder.appendingPathComponent("Data").standardizedFileURL)
    #expect(
      config.output.standardizedFileURL
        == folder.deletingLastPathComponent().appendingPathComponent("Output").standardizedFileURL)
  }
}

/// The part of JSON Schema (2020-12) that pipeline.schema.json uses: `type`, `const`, `enum`,
/// `minimum`, `maximum`, `minLength`, `minItems`, `items`, `properties`, `required`,
/// `additionalProperties`, `propertyNames`, `anyOf`, `pattern` and local `$ref`s. A keyword it
/// does not know fails the check, so the schema cannot grow past what is tested.
struct SchemaCheck {
  let root: JSONValue

  static let keywords: Set<String> = [
    "$schema", "title", "description", "default", "type", "const", "enum", "minimum", "maximum",
    "minLength", "minItems", "items", "properties", "required", "additionalProperties",
    "propertyNames", "anyOf", "pattern", "$ref", "$defs",
  ]

  func errors(_ value: JSONValue, against schema: JSONValue? = nil, at path: String = "$")
    -> [String]
  {
    let schema = schema ?? root
    guard case .object(let keywords) = schema else { return ["\(path): schema is not an object"] }
    var errors: [String] = []
    for (keyword, rule) in keywords {
      switch keyword {
      case "$schema", "title", "description", "default", "$defs", "required", "properties",
        "additionalProperties":
        continue
      case "$ref":
        guard case .string(let reference) = rule, reference.hasPrefix("#/$defs/"),
          let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
        else { return ["\(path): unknown $ref"] }
        errors += self.errors(value, against: target, at: path)
      case "type":
        let matches: Bool =
          switch (rule.stringValue, value) {
          case ("object", .object), ("array", .array), ("string", .string), ("integer", .integer),
            ("boolean", .bool):
            true
          default: false
          }
        if !matches { errors.append("\(path): not \(rule.stringValue ?? "?")") }
      case "const": if value != rule { errors.append("\(path): not the constant") }
      case "enum":
        guard case .array(let options) = rule else { return ["\(path): bad enum"] }
        if !options.contains(value) { errors.append("\(path): not one of the values") }
      case "minimum", "maximum":
        guard case .integer(let bound) = rule else { return ["\(path): bad bound"] }
        if case .integer(let number) = value,
          keyword == "minimum" ? number < bound : number > bound
        {
          errors.append("\(path): out of range")
        }
      case "minLength":
        if case .integer(let least) = rule, case .string(let text) = value, text.count < least {
          errors.append("\(path): too short")
        }
      case "minItems":
        if case .integer(let least) = rule, case .array(let items) = value, items.count < least {
          errors.append("\(path): too few items")
        }
      case "pattern":
        if case .string(let pattern) = rule, case .string(let text) = value,
          text.range(of: pattern, options: .regularExpression) == nil
        {
          errors.append("\(path): does not match the pattern")
        }
      case "items":
        if case .array(let items) = value {
          for (index, item) in items.enumerated() {
            errors += self.errors(item, against: rule, at: "\(path)[\(index)]")
          }
        }
      case "propertyNames":
        if case .object(let members) = value {
          for member in members {
            errors += self.errors(.string(member.key), against: rule, at: "\(path).\(member.key)")
          }
        }
      case "anyOf":
        guard case .array(let options) = rule else { return ["\(path): bad anyOf"] }
        if !options.contains(where: { self.errors(value, against: $0, at: path).isEmpty }) {
          errors.append("\(path): matches none of anyOf")
        }
      default:
        return ["\(path): unsupported keyword '\(keyword)'"]
      }
    }
    guard case .object(let members) = value else { return errors }
    if case .array(let required)? = schema["required"] {
      for key in required.compactMap(\.stringValue)
      where !members.contains(where: { $0.key == key }) {
        errors.append("\(path): missing '\(key)'")
      }
    }
    let properties = schema["properties"]
    for member in members {
      if let property = properties?[member.key] {
        errors += self.errors(member.value, against: property, at: "\(path).\(member.key)")
      } else if let additional = schema["additionalProperties"] {
        if additional == .bool(false) {
          errors.append("\(path): unknown field '\(member.key)'")
        } else if case .object = additional {
          errors += self.errors(member.value, against: additional, at: "\(path).\(member.key)")
        }
      }
    }
    return errors
  }
}
