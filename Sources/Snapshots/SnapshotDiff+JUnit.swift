extension SnapshotDiff {
  /// The diff as JUnit XML, for the test reports of GitLab, Jenkins and others: one test case
  /// per snapshot of either folder, failing when the snapshot changed or is on one side only
  /// (its message says which; its text is the file's diff), and in error when it cannot be
  /// read.
  ///
  /// The test case is named by the snapshot's path; its class name is the source and locale
  /// (`student.en-US`), so reports group a person's snapshots. `file` is the reference
  /// snapshot, under `reference` (the folder as the user gave it), where there is one. No
  /// times are written: the same folders give the same bytes.
  public func junit(reference: String, actual: String) -> String {
    struct Case {
      var path: String
      var file: String
      var element: String?
    }
    var cases: [Case] = identical.map {
      Case(path: $0, file: Self.joined(reference, $0), element: nil)
    }
    for change in changed {
      let count = change.entries.count
      var message = "the snapshot changed"
      if count > 0 { message += ": \(count) entr\(count == 1 ? "y" : "ies")" }
      cases.append(
        Case(
          path: change.path, file: Self.joined(reference, change.path),
          element: Self.element(
            "failure", message: message, type: "changed",
            text: body(change))))
    }
    let oneSided = [
      (
        onlyInReference, reference, Status.removed,
        "only in the reference: the run no longer writes it"
      ),
      (
        onlyInActual, actual, Status.added,
        "only in the actual snapshots: there is no reference for it"
      ),
    ]
    for (paths, folder, status, message) in oneSided {
      cases += paths.map { path in
        Case(
          path: path, file: Self.joined(folder, path),
          element: Self.element("failure", message: message, type: status.rawValue, text: nil))
      }
    }
    for file in unreadable {
      let folder = file.side == .reference ? reference : actual
      cases.append(
        Case(
          path: file.path, file: Self.joined(folder, file.path),
          element: Self.element(
            "error",
            message: "the \(file.side.rawValue) file cannot be read: \(file.error.located)",
            type: "unreadable", text: nil)))
    }
    cases.sort { $0.path != $1.path ? $0.path < $1.path : $0.file < $1.file }
    let failures = changed.count + onlyInReference.count + onlyInActual.count
    let counts =
      "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(unreadable.count)\""
    var xml = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"glance diff\" \(counts)>",
      "  <testsuite name=\"\(Self.escaped(reference))\" \(counts) skipped=\"0\">",
    ]
    for item in cases {
      let parts = item.path.split(separator: "/")
      let className = parts.count > 2 ? parts.dropLast().joined(separator: ".") : "glance"
      let open =
        "    <testcase name=\"\(Self.escaped(item.path))\" classname=\"\(Self.escaped(className))\" file=\"\(Self.escaped(item.file))\""
      if let element = item.element {
        xml += [open + ">", "      " + element, "    </testcase>"]
      } else {
        xml.append(open + "/>")
      }
    }
    xml += ["  </testsuite>", "</testsuites>"]
    return xml.joined(separator: "\n") + "\n"
  }

  static func element(_ name: String, message: String, type: String, text: String?) -> String {
    let open = "<\(name) message=\"\(escaped(message))\" type=\"\(type)\""
    guard let text, !text.isEmpty else { return open + "/>" }
    return open + ">" + escaped(text) + "</\(name)>"
  }

  /// `folder/path`, keeping the folder as the user gave it.
  static func joined(_ folder: String, _ path: String) -> String {
    folder.isEmpty || folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
  }

  /// Text for an XML attribute or element: the five entities escaped, and the characters XML
  /// 1.0 does not allow (controls other than tab, line feed and carriage return) written as
  /// `<U+0001>`, as the text diff writes invisible characters.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "&lt;U+\(String(repeating: "0", count: 4 - hex.count))\(hex)&gt;"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
