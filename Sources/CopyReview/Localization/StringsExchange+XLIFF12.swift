extension StringsExchange {
  /// The units as an XLIFF 1.2 document, for the translation tools that read 1.2 only: one
  /// `<trans-unit>` per unit (its id as in XLIFF 2.0 and CSV, `key` or `key:form`), the
  /// translators' comment as a `developer` note, the plural form as a `plural` note, the
  /// examples as `x-example` contexts of an `information` group; the forms of a plural key
  /// in a `<group restype="x-gettext-plurals">` named after it, as 1.2 tools group plurals.
  /// Valid against OASIS's XLIFF 1.2 strict schema.
  public static func xliff12(
    _ units: [TranslationUnit], sourceLanguage: String, language: String
  ) -> String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="\(escape(sourceLanguage))" target-language="\(escape(language))" datatype="plaintext">
          <body>

      """
    var openGroup: String?
    for unit in units {
      let group = unit.category == nil ? nil : unit.key
      if group != openGroup {
        if openGroup != nil { xml += "      </group>\n" }
        if let group {
          xml +=
            "      <group id=\"\(escape(group))\" resname=\"\(escape(group))\" restype=\"x-gettext-plurals\">\n"
        }
        openGroup = group
      }
      let indent = group == nil ? "      " : "        "
      xml +=
        "\(indent)<trans-unit id=\"\(escape(unit.id))\" resname=\"\(escape(unit.id))\" xml:space=\"preserve\">\n"
        + "\(indent)  <source>\(escape(unit.source))</source>\n"
      if !unit.target.isEmpty {
        xml += "\(indent)  <target state=\"translated\">\(escape(unit.target))</target>\n"
      }
      if !unit.comment.isEmpty {
        xml += "\(indent)  <note from=\"developer\">\(escape(unit.comment))</note>\n"
      }
      if let category = unit.category {
        xml += "\(indent)  <note from=\"plural\">\(category.rawValue)</note>\n"
      }
      if !unit.examples.isEmpty {
        xml += "\(indent)  <context-group purpose=\"information\">\n"
        for example in unit.examples {
          xml += "\(indent)    <context context-type=\"x-example\">\(escape(example))</context>\n"
        }
        xml += "\(indent)  </context-group>\n"
      }
      xml += "\(indent)</trans-unit>\n"
    }
    if openGroup != nil { xml += "      </group>\n" }
    return xml + "    </body>\n  </file>\n</xliff>\n"
  }

  /// The target language and translated strings of an XLIFF 1.2 document's root: every
  /// `<trans-unit>` with a `<target>`, in its `<body>` or in groups at any depth. Every file
  /// must be of the catalog's source language and of one target language.
  static func readXLIFF12(
    _ root: XMLElementTree.Element, file: String, sourceLanguage: String
  ) throws(Problem) -> (language: String, strings: [Translated]) {
    var language: String?
    var strings: [Translated] = []
    func units(_ element: XMLElementTree.Element) -> [XMLElementTree.Element] {
      element.children.flatMap { child in
        child.localName == "trans-unit" ? [child] : child.localName == "group" ? units(child) : []
      }
    }
    for part in root.elements("file") {
      let source = part.attributes["source-language"] ?? ""
      guard source == sourceLanguage else {
        throw Problem(
          file: file, line: part.line,
          message:
            "source-language '\(source)' is not the catalog's source language '\(sourceLanguage)'")
      }
      guard let target = part.attributes["target-language"], !target.isEmpty else {
        throw Problem(
          file: file, line: part.line, message: "no target-language: the language translated into")
      }
      if let language, language != target {
        throw Problem(
          file: file, line: part.line,
          message: "target-language '\(target)' differs from the first file's '\(language)'")
      }
      language = target
      for body in part.elements("body") {
        for unit in units(body) {
          guard let translated = unit.elements("target").first else { continue }
          strings.append(
            Translated(
              id: unit.attributes["id"] ?? "", target: translated.text, line: translated.line))
        }
      }
    }
    guard let language else {
      throw Problem(file: file, line: root.line, message: "no <file>: nothing translated")
    }
    return (language, strings)
  }
}
