/// Text made safe for HTML, and element ids made from arbitrary names.
enum HTML {
  /// `text` escaped for element content and double-quoted attribute values.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An id fragment of ASCII letters, digits and hyphens, readable in a URL.
  static func slug(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.hasSuffix("-") {
        out += "-"
      }
    }
    return out
  }

  /// `<tag attributes>content</tag>`, with the attribute values escaped.
  static func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: String
  ) -> String {
    "<\(tag)\(attributeList(attributes))>\(content)</\(tag)>"
  }

  static func attributeList(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
  }
}
