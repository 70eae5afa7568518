import JSON

extension SnapshotDocument {
  /// Why a file could not be read as a snapshot: the file, the JSON path and the value.
  ///
  /// `student/en-US/small.json: $.entries[3].date: invalid value '2026-13-01T00:00:00Z',
  /// expected a UTC instant such as 2026-06-01T15:00:00Z`
  public struct DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Where in the document, such as `$.entries[3].date`; `nil` when the file is not JSON.
    public var path: String?
    public var message: String
    /// The file is JSON but not a snapshot at all (a manifest, a diagnostics file), which
    /// readers of a snapshot folder pass over rather than report.
    public var isNotASnapshot: Bool

    public var description: String {
      path.map { "\(file): \($0): \(message)" } ?? "\(file): \(message)"
    }
  }

  /// Reads a snapshot file of either schema; `file` names it in errors.
  ///
  /// One reader, ``SnapshotReader``, reads both schemas through their field tables
  /// (`SnapshotDocument+Fields.swift`) straight from the bytes. A file is read as the second
  /// schema first, as nearly every file is; only when that fails is it parsed as JSON, to tell a
  /// first-schema file (read again through its own tables) from a file that is not JSON or not a
  /// snapshot, and to quote the value an error names.
  public init(bytes: [UInt8], file: String) throws(DecodingError) {
    let failure: SnapshotReader.Failure
    switch Self.read(bytes, as: Self.secondSchemaFile) {
    case .success(let written):
      do {
        self = try SnapshotDocument(written)
        return
      } catch { failure = error }
    case .failure(let error): failure = error
    }
    let tree: JSONValue
    do {
      tree = try JSONReader().read(bytes)
    } catch {
      throw DecodingError(
        file: file, path: nil, message: "not valid JSON: \(error)", isNotASnapshot: true)
    }
    let schema = tree[CodingKeys.schema.rawValue]
    guard case .object = tree, schema == .string(Self.schema) || schema == .string(Self.firstSchema)
    else {
      let found = schema.map { "schema '\($0.quoted)'" } ?? "no schema"
      throw DecodingError(
        file: file, path: "$",
        message: "not a snapshot: \(found), expected '\(Self.schema)' or '\(Self.firstSchema)'",
        isNotASnapshot: true)
    }
    guard schema == .string(Self.firstSchema) else {
      throw DecodingError(failure, in: tree, file: file)
    }
    switch Self.read(bytes, as: Self.firstSchemaFile) {
    case .success(let document): self = document
    case .failure(let error): throw DecodingError(error, in: tree, file: file)
    }
  }

  /// The file's one object, read through `object`'s fields.
  static func read<Value>(_ bytes: [UInt8], as object: SnapshotObject<Value>) -> Result<
    Value, SnapshotReader.Failure
  > {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = SnapshotReader(bytes: buffer)
      do throws(SnapshotReader.Failure) {
        return .success(try reader.document(object))
      } catch {
        return .failure(error)
      }
    }
  }
}

extension SnapshotDocument.DecodingError {
  /// The reader's failure as a message, the value it names quoted from the file's JSON.
  init(_ failure: SnapshotReader.Failure, in tree: JSONValue, file: String) {
    var found: JSONValue? = tree
    for step in failure.steps.reversed() {
      switch (step, found) {
      case (.key(let key), let value?): found = value[key]
      case (.index(let index), .array(let elements)?) where elements.indices.contains(index):
        found = elements[index]
      default: found = nil
      }
    }
    let key: String
    if case .key(let last)? = failure.steps.first { key = last } else { key = "" }
    let message: String
    switch failure.problem {
    case .invalid(let expected):
      message =
        found.map { "invalid value '\($0.quoted)', expected \(expected)" }
        ?? "invalid value, expected \(expected)"
    case .notAnObject: message = "expected an object, found \(found?.kindName ?? "nothing")"
    case .unknownField: message = "unknown field '\(key)'"
    case .duplicateField: message = "duplicate field '\(key)'"
    case .missing: message = "missing '\(key)'"
    case .message(let text): message = text
    case .syntax: message = "not valid JSON here"
    }
    self.init(
      file: file, path: failure.path.description, message: message, isNotASnapshot: false)
  }
}
