/// A Markdown summary of a CI step, for the file GitHub Actions names in
/// `$GITHUB_STEP_SUMMARY`: a heading, tables, then the totals line, as `glance lint` and
/// `glance diff` write it with `--format github`.
///
/// Cells quote snapshots, and a snapshot quotes calendars anyone can write: every cell is
/// escaped so that a title holding `|`, `<b>` or `**` is shown as written, never as a column,
/// markup or emphasis, and a line break in it stays inside its row.
public struct StepSummary: Sendable {
  public struct Table: Sendable {
    /// Whether a column holds numbers, aligned right.
    public enum Alignment: Sendable {
      case text, number
    }

    public var columns: [(title: String, alignment: Alignment)]
    public var rows: [[String]]
    /// Below the table when rows were left out: "and 12 more changes".
    public var footnote: String?

    public init(
      _ columns: [(title: String, alignment: Alignment)], rows: [[String]],
      footnote: String? = nil
    ) {
      self.columns = columns
      self.rows = rows
      self.footnote = footnote
    }
  }

  public var title: String
  public var tables: [Table]
  /// Said when there are no tables: "No findings."
  public var empty: String
  public var summary: String

  public init(title: String, tables: [Table], empty: String, summary: String) {
    self.title = title
    self.tables = tables
    self.empty = empty
    self.summary = summary
  }

  public var markdown: String {
    var lines = ["### \(Self.escaped(title))", ""]
    if tables.isEmpty { lines += [empty, ""] }
    for table in tables {
      lines.append(
        "| " + table.columns.map { Self.escaped($0.title) }.joined(separator: " | ") + " |")
      lines.append(
        "| "
          + table.columns.map { $0.alignment == .number ? "---:" : "---" }.joined(
            separator: " | ") + " |")
      for row in table.rows {
        lines.append("| " + row.map(Self.escaped).joined(separator: " | ") + " |")
      }
      if let footnote = table.footnote { lines += ["", Self.escaped(footnote)] }
      lines.append("")
    }
    lines += [Self.escaped(summary), ""]
    return lines.joined(separator: "\n")
  }

  /// Text as Markdown shows it as written: `&`, `<` and `>` as entities, every other ASCII
  /// punctuation mark that Markdown reads backslash-escaped, line breaks as `<br>`.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": continue
      case "\n": result += "<br>"
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~":
        result += "\\" + String(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
