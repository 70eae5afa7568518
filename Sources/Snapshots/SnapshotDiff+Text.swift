import ICalendar
import JSON

extension SnapshotDiff {
  /// The diff for people: per file, its changed fields; per entry, the summary with its changed
  /// words marked, then one line per changed field of the entry, of an item or of an action;
  /// then the files on one side only and a count. Files that cannot be read are counted; the
  /// command names them on standard error.
  ///
  /// ```
  /// student/en-US/small.json
  ///   entry 2026-06-01T11:00:00Z
  ///     summary: Now: Standup, [-till-]{+until+} 9:15 AM
  ///     action 'Unfavorite Standup' name: [-Favorite-]{+Unfavorite+} Standup
  ///     action 'Unfavorite Standup' intent.parameters.isFavorite: true → false
  /// 1 file differs, 0 only in reference, 0 only in actual
  /// ```
  public var text: String { coloredText.plain }

  /// The text, with the marks and the added and removed lines coloured for a terminal.
  public var coloredText: ColoredText {
    var lines: [ColoredText] = []
    for change in changed { lines += self.lines(change) }
    for path in onlyInReference { lines.append(ColoredText("only in reference: \(path)")) }
    for path in onlyInActual { lines.append(ColoredText("only in actual: \(path)")) }
    lines.append(ColoredText(summaryLine))
    return ColoredText.joined(lines, separator: "\n") + "\n"
  }

  /// `1 file differs, 0 only in reference, 2 only in actual`, or `no differences`.
  public var summaryLine: String {
    guard !isEmpty else { return "no differences" }
    var line =
      "\(changed.count) file\(changed.count == 1 ? " differs" : "s differ"), "
      + "\(onlyInReference.count) only in reference, \(onlyInActual.count) only in actual"
    if !unreadable.isEmpty { line += ", \(unreadable.count) unreadable" }
    return line
  }

  /// The lines of one changed file, its path first.
  func lines(_ change: FileChange) -> [ColoredText] {
    var lines: [ColoredText] = [ColoredText(change.path)]
    lines += fileLines(change).map { "  " + $0 }
    for entry in change.entries {
      lines.append(ColoredText("  " + Self.heading(entry)))
      lines += Self.lines(entry).map { "    " + $0 }
    }
    return lines
  }

  /// The changes of a file outside its entries: its own fields, then for `diagnostics.json`
  /// the diagnostics removed and added.
  func fileLines(_ change: FileChange) -> [ColoredText] {
    change.fields.map { Self.line($0) }
      + change.removedDiagnostics.map { ColoredText("- \($0)", color: .red) }
      + change.addedDiagnostics.map { ColoredText("+ \($0)", color: .green) }
  }

  /// `entry 2026-06-01T11:00:00Z`, and `added` or `removed` after it for an entry on one side.
  static func heading(_ entry: EntryChange) -> String {
    "entry \(entry.date)" + (entry.status == .changed ? "" : " \(entry.status.rawValue)")
  }

  /// What changed in one entry, a line per field of the entry, of an item or of an action;
  /// for an entry on one side only, its summary.
  ///
  /// - Parameter field: how a changed field is written (`line`, or `excerpt` for a key).
  static func lines(
    _ entry: EntryChange, field: (FieldChange) -> ColoredText = { line($0) }
  ) -> [ColoredText] {
    switch entry.status {
    case .added:
      return entry.fields.map { ColoredText("+ \(Self.plain($0.new))", color: .green) }
    case .removed:
      return entry.fields.map { ColoredText("- \(Self.plain($0.old))", color: .red) }
    case .changed:
      var lines = entry.fields.map(field)
      for (noun, parts) in [("item", entry.items), ("action", entry.actions)] {
        for part in parts {
          let name = "\(noun) '\(WordDiff.visible(part.name))'"
          switch part.status {
          case .added: lines.append(ColoredText("\(name) added"))
          case .removed: lines.append(ColoredText("\(name) removed"))
          case .changed:
            for fieldChange in part.fields {
              lines.append(ColoredText("\(name) ") + field(fieldChange))
            }
          }
        }
      }
      return lines
    }
  }

  /// The lines of one changed file without its path and one level of indent: the body of its
  /// JUnit failure and of its GitHub annotation.
  func body(_ change: FileChange) -> String {
    lines(change).dropFirst().map { String($0.plain.dropFirst(2)) }.joined(separator: "\n")
  }

  /// `field: <old and new>`: two texts as one with the changed words marked, other values as
  /// `old → new`.
  static func line(_ change: FieldChange) -> ColoredText {
    if case .string(let old)? = change.old, case .string(let new)? = change.new {
      return ColoredText("\(change.field): ") + WordDiff(old, new).coloredMarks
    }
    return ColoredText("\(change.field): \(shown(change.old)) → \(shown(change.new))")
  }

  /// A field's change as CI reports group it: two texts as their `WordDiff.excerpt`, other
  /// values as `line` writes them.
  static func excerpt(_ change: FieldChange) -> String {
    if case .string(let old)? = change.old, case .string(let new)? = change.new {
      return "\(change.field): " + WordDiff(old, new).excerpt
    }
    return line(change).plain
  }

  /// A text as it is but on one line (line breaks and other controls spelled out), anything
  /// else as `shown` writes it.
  static func plain(_ value: JSONValue?) -> String {
    guard case .string(let text)? = value else { return shown(value) }
    var line = ""
    for scalar in text.unicodeScalars {
      let breaks =
        scalar.properties.generalCategory == .control || scalar == "\u{2028}"
        || scalar == "\u{2029}"
      if breaks {
        line += WordDiff.visible(String(scalar))
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// A value in a line of the diff: texts in single quotes with invisible characters spelled
  /// out, numbers as the snapshot writes them, `(none)` for a field that is not there.
  static func shown(_ value: JSONValue?) -> String {
    guard let value else { return "(none)" }
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .number(let number): return CanonicalJSONWriter.format(number)
    case .string(let text): return "'\(WordDiff.visible(text))'"
    case .array(let values): return "[" + values.map { shown($0) }.joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\($0.key): \(shown($0.value))" }.joined(separator: ", ") + "}"
    }
  }
}

extension SnapshotDocument.DecodingError {
  /// The error without its file: `$.entries[3].date: invalid value …`.
  public var located: String { path.map { "\($0): \(message)" } ?? message }
}
