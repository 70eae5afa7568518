import Foundation
import JSON
import Testing
import WidgetTimeline

@testable import Snapshots

/// The field table (`SnapshotDocument+Fields.swift`) against the model and what the writer
/// writes: every field the writer writes is in the table and every field of the table is
/// written, every property of the model is a field, and generated documents of both schemas
/// read back as they were.
@Suite struct SnapshotFieldTableTests {
  static let documents: [SnapshotDocument] = (0..<300).map { seed in
    var generator = SnapshotGenerator(seed: UInt64(seed))
    return generator.document()
  }

  /// The keys of a table.
  static func keys<Value>(_ object: SnapshotObject<Value>) -> Set<String> {
    Set(object.fields.map(\.key))
  }

  static func keys<Key: RawRepresentable & CaseIterable>(_ keys: Key.Type) -> Set<String>
  where Key.RawValue == String {
    Set(keys.allCases.map(\.rawValue))
  }

  /// The keys written in each kind of object of `json`, a second-schema or (with
  /// `firstSchema`) a first-schema file, under the name of the table that writes it.
  static func written(_ json: JSONValue, firstSchema: Bool, into found: inout [String: Set<String>])
  {
    let nestedTables: [String: [String: String]] = [
      "file": firstSchema
        ? ["budget": "budget", "entries": "entry"]
        : [
          "actions": "action", "budget": "budget", "entries": "entry", "intents": "intent",
          "items": "item", "rows": "row",
        ],
      "entry": firstSchema ? ["actions": "action", "items": "item"] : [:],
      "action": firstSchema ? ["intent": "intent"] : [:],
      "intent": ["parameters": "parameter"],
      "parameter": ["value": "itemReference"],
    ]
    func record(_ value: JSONValue?, as table: String, _ nested: [String: String] = [:]) {
      guard case .object(let members)? = value else { return }
      found[table, default: []].formUnion(members.map(\.key))
      for member in members {
        guard let inner = nested[member.key] else { continue }
        if case .array(let elements) = member.value {
          for element in elements { record(element, as: inner, nestedTables[inner] ?? [:]) }
        } else {
          record(member.value, as: inner, nestedTables[inner] ?? [:])
        }
      }
    }
    record(json, as: "file", nestedTables["file"]!)
  }

  @Test func everyFieldWrittenIsInTheTableAndEveryFieldOfTheTableIsWritten() throws {
    var found: [String: Set<String>] = [:]
    for document in Self.documents {
      Self.written(try JSONReader().read(document.encoded()), firstSchema: false, into: &found)
    }
    typealias D = SnapshotDocument
    let tables: [String: Set<String>] = [
      "file": Self.keys(D.secondSchemaFile), "budget": Self.keys(D.budgetObject),
      "entry": Self.keys(D.tableEntryObject), "action": Self.keys(D.tableActionObject),
      "intent": Self.keys(D.intentObject), "parameter": Self.keys(D.parameterObject),
      "itemReference": Self.keys(D.itemReferenceObject), "item": Self.keys(D.itemObject),
      "row": Self.keys(D.rowObject),
    ]
    #expect(found == tables)
    // The tables use every key the format names, and no other.
    #expect(tables["file"] == Self.keys(D.CodingKeys.self))
    #expect(tables["budget"] == Self.keys(D.BudgetKeys.self))
    #expect(tables["entry"] == Self.keys(D.Entry.CodingKeys.self))
    #expect(tables["action"] == Self.keys(D.ActionKeys.self))
    #expect(tables["intent"] == Self.keys(D.IntentKeys.self))
    #expect(tables["parameter"] == Self.keys(D.ParameterKeys.self))
    #expect(tables["itemReference"] == Self.keys(D.ItemReferenceKeys.self))
    #expect(tables["item"] == Self.keys(D.Item.CodingKeys.self))
    #expect(tables["row"] == Self.keys(D.RowKeys.self))
  }

  @Test func everyFieldOfTheFirstSchemaIsInItsTable() throws {
    var found: [String: Set<String>] = [:]
    for document in Self.documents {
      Self.written(
        try JSONReader().read(document.firstSchemaEncoded()), firstSchema: true, into: &found)
    }
    typealias D = SnapshotDocument
    #expect(found["file"] == Self.keys(D.firstSchemaFile))
    #expect(found["entry"] == Self.keys(D.FirstSchemaEntryKeys.self))
    #expect(found["item"] == Self.keys(D.FirstSchemaItemKeys.self))
    #expect(found["action"] == Self.keys(D.firstSchemaActionObject))
    #expect(found["intent"] == Self.keys(D.intentObject))
  }

  /// The stored properties of a value, by name.
  static func properties(_ value: Any) -> Set<String> {
    Set(Mirror(reflecting: value).children.compactMap(\.label))
  }

  /// A property added to the model without a field in the tables fails here (and in the round
  /// trips below): the first schema writes each one under its own name, the second all but an
  /// entry's `items`, which are its `rows`, whose `state` and `day` are the row's.
  @Test func everyPropertyOfTheModelIsAField() throws {
    typealias D = SnapshotDocument
    let document = Self.documents.first { $0.entries.contains { !$0.items.isEmpty } }!
    let entry = document.entries.first { !$0.items.isEmpty }!
    #expect(Self.properties(document).union(["schema"]) == Self.keys(D.firstSchemaFile))
    #expect(
      Self.properties(document).union(["schema", "actions", "intents", "items", "rows"])
        == Self.keys(D.secondSchemaFile))
    #expect(Self.properties(entry) == Self.keys(D.firstSchemaEntryObject))
    #expect(
      Self.properties(entry).subtracting(["items"]).union(["rows"])
        == Self.keys(D.tableEntryObject))
    #expect(Self.properties(entry.items[0]) == Self.keys(D.firstSchemaItemObject))
    #expect(
      Self.properties(entry.items[0]).subtracting(["state", "day"])
        == Self.keys(D.itemObject))
    #expect(
      Self.properties(LengthBudget(soft: 1, hard: 2)).map { $0 + "Seconds" }.sorted()
        == Self.keys(D.budgetObject).sorted())
  }

  @Test func generatedSecondSchemaSnapshotsReadBackAsWritten() throws {
    for document in Self.documents {
      let bytes = document.encoded()
      #expect(try SnapshotDocument(bytes: bytes, file: "s.json") == document)
      // The member-by-member writer writes canonical JSON.
      #expect(CanonicalJSONWriter.bytes(try JSONReader().read(bytes)) == bytes)
    }
  }

  /// The pipeline's direct writer writes what the table writes, byte for byte, so the table
  /// stays the one definition of the file.
  @Test func theDirectWriterWritesWhatTheTableWrites() throws {
    // As text, so that a failure shows where the two differ.
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    for document in Self.documents {
      #expect(text(document.encoded()) == text(document.tableEncoded()))
    }
    let document = try SnapshotDocument(
      bytes: [UInt8](
        Data(
          contentsOf: SnapshotDocumentTests.fixtures.appendingPathComponent("first-schema.json"))),
      file: "first-schema.json")
    #expect(text(document.encoded()) == text(document.tableEncoded()))
  }

  @Test func generatedFirstSchemaSnapshotsReadBackAsWritten() throws {
    for document in Self.documents {
      let bytes = document.firstSchemaEncoded()
      #expect(try SnapshotDocument(bytes: bytes, file: "s.json") == document)
      #expect(CanonicalJSONWriter.bytes(try JSONReader().read(bytes)) == bytes)
    }
  }

  /// The first schema's table writes a file written before the second schema byte for byte.
  @Test func theFirstSchemaTableWritesAnOldFileAsItWas() throws {
    let bytes = try [UInt8](
      Data(contentsOf: SnapshotDocumentTests.fixtures.appendingPathComponent("first-schema.json")))
    let document = try SnapshotDocument(bytes: bytes, file: "first-schema.json")
    #expect(document.firstSchemaEncoded() == bytes)
  }
}
