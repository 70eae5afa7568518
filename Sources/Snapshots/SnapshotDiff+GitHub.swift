extension SnapshotDiff {
  /// The diff as GitHub Actions workflow commands: one `::error` annotation per snapshot that
  /// changed, is on one side only or cannot be read, after one with the count (GitHub shows
  /// only the first ten annotations of a step, so the count comes first), then the count as a
  /// plain line for the log.
  ///
  /// An annotation names the reference snapshot (`file=`, under `reference` as the user gave
  /// it, which is the repository's committed file when the step runs from the checkout) and
  /// carries the file's text diff as its message. Values are escaped as the runner reads them:
  /// `%`, CR and LF in the message; those and `:` and `,` in properties.
  public func githubAnnotations(reference: String, actual: String) -> String {
    var lines: [String] = []
    if !isEmpty {
      lines.append(Self.command(title: "Snapshots differ", file: nil, message: summaryLine))
    }
    for change in changed {
      lines.append(
        Self.command(
          title: "Snapshot changed: \(change.path)", file: Self.joined(reference, change.path),
          message: self.body(change)))
    }
    for path in onlyInReference {
      lines.append(
        Self.command(
          title: "Snapshot no longer written: \(path)", file: Self.joined(reference, path),
          message: "\(path) is in the reference snapshots but the run did not write it"))
    }
    for path in onlyInActual {
      lines.append(
        Self.command(
          title: "New snapshot: \(path)", file: nil,
          message: "\(Self.joined(actual, path)) has no reference snapshot"))
    }
    for file in unreadable {
      let folder = file.side == .reference ? reference : actual
      lines.append(
        Self.command(
          title: "Unreadable \(file.side.rawValue) snapshot: \(file.path)",
          file: Self.joined(folder, file.path), message: file.error.located))
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `::error file=…,title=…::message`.
  static func command(title: String, file: String?, message: String) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(escapedProperty(file))") }
    properties.append("title=\(escapedProperty(title))")
    return "::error \(properties.joined(separator: ","))::\(escapedData(message))"
  }

  /// A workflow command's message: `%`, CR and LF percent-encoded.
  static func escapedData(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A workflow command's property value: as a message, and `:` and `,` too.
  static func escapedProperty(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}

extension String {
  /// Each scalar that is a key of `replacements` replaced by its value, in one pass. Scalars,
  /// not characters: CR LF is one `Character`, and each of its two halves must be encoded.
  fileprivate func replacingAll(_ replacements: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
