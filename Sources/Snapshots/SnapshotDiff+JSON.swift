import JSON

extension SnapshotDiff {
  public static let jsonSchema = "glance.diff/1"

  /// The diff for machines, `glance.diff/1` (Docs/diff-formats.md): every changed file, entry,
  /// item, action and field, the files on one side only and those that cannot be read, and the
  /// counts. `reference` and `actual` name the two folders as the user gave them.
  public func json(reference: String, actual: String) -> JSONValue {
    var files: [JSONValue] = changed.map(Self.json)
    files += onlyInReference.map {
      ["path": .string($0), "status": .string(Status.removed.rawValue)]
    }
    files += onlyInActual.map { ["path": .string($0), "status": .string(Status.added.rawValue)] }
    files += unreadable.map { file in
      var error: [(key: String, value: JSONValue)] = [("message", .string(file.error.message))]
      if let path = file.error.path { error.append(("path", .string(path))) }
      return [
        "path": .string(file.path), "status": "unreadable", "side": .string(file.side.rawValue),
        "error": .object(error),
      ]
    }
    // One order whatever the kind of change: by path, then the side.
    files.sort {
      let (a, b) = ($0["path"]?.stringValue ?? "", $1["path"]?.stringValue ?? "")
      return a != b ? a < b : ($0["side"]?.stringValue ?? "") < ($1["side"]?.stringValue ?? "")
    }
    return [
      "schema": .string(Self.jsonSchema),
      "reference": .string(reference),
      "actual": .string(actual),
      "counts": [
        "changed": .integer(changed.count), "removed": .integer(onlyInReference.count),
        "added": .integer(onlyInActual.count), "unreadable": .integer(unreadable.count),
        "identical": .integer(identical.count),
      ],
      "files": .array(files),
    ]
  }

  static func json(_ change: FileChange) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("path", .string(change.path)), ("status", .string(Status.changed.rawValue)),
      ("fields", .array(change.fields.map(json))),
      ("entries", .array(change.entries.map(json))),
    ]
    if change.path == diagnosticsFile {
      members.append(
        (
          "diagnostics",
          [
            "removed": .array(change.removedDiagnostics.map(DiagnosticsFile.json)),
            "added": .array(change.addedDiagnostics.map(DiagnosticsFile.json)),
          ]
        ))
    }
    return .object(members)
  }

  static func json(_ entry: EntryChange) -> JSONValue {
    [
      "date": .string(entry.date), "status": .string(entry.status.rawValue),
      "fields": .array(entry.fields.map(json)),
      "items": .array(
        entry.items.map { item in
          [
            "id": item.id.map { .string($0) } ?? .null, "title": .string(item.name),
            "status": .string(item.status.rawValue), "fields": .array(item.fields.map(json)),
          ]
        }),
      "actions": .array(
        entry.actions.map { action in
          [
            "name": .string(action.name), "status": .string(action.status.rawValue),
            "fields": .array(action.fields.map(json)),
          ]
        }),
    ]
  }

  /// `{"field": …, "old": …, "new": …}`, without `old` or `new` where the field is absent.
  static func json(_ change: FieldChange) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("field", .string(change.field))]
    if let old = change.old { members.append(("old", old)) }
    if let new = change.new { members.append(("new", new)) }
    return .object(members)
  }
}
