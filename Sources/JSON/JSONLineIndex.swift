/// The line each of some JSON pointers (RFC 6901) starts on in a document's bytes: where an
/// editor or a code-scanning service should put a finding about that value.
///
/// One pass over the bytes, keeping the path of the value being read; nothing is decoded. A
/// pointer not in the document is left out of the result. The document is assumed well formed
/// (a snapshot that decoded); on malformed bytes the lines found so far are returned.
public enum JSONLineIndex {
  public static func lines(of pointers: Set<String>, in bytes: [UInt8]) -> [String: Int] {
    guard !pointers.isEmpty else { return [:] }
    enum Frame {
      case object(path: String, key: String?)
      case array(path: String, next: Int)
    }
    var found: [String: Int] = [:]
    var stack: [Frame] = []
    var line = 1
    var index = 0
    /// The pointer of the value about to start, from the innermost container.
    func nextPath() -> String? {
      guard let top = stack.last else { return "" }
      switch top {
      case .object(let path, let key): return key.map { path + "/" + escape($0) }
      case .array(let path, let next): return path + "/" + String(next)
      }
    }
    func valueStarted(at line: Int) -> String? {
      guard let path = nextPath() else { return nil }
      if pointers.contains(path), found[path] == nil { found[path] = line }
      return path
    }
    func valueEnded() {
      guard let top = stack.last else { return }
      switch top {
      case .object(let path, _): stack[stack.count - 1] = .object(path: path, key: nil)
      case .array(let path, let next): stack[stack.count - 1] = .array(path: path, next: next + 1)
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let path = valueStarted(at: line) ?? ""
        stack.append(
          byte == UInt8(ascii: "{") ? .object(path: path, key: nil) : .array(path: path, next: 0))
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        stack.removeLast()
        valueEnded()
        if found.count == pointers.count { return found }
        index += 1
      case UInt8(ascii: "\""):
        let start = line
        var end = index + 1
        var text: [UInt8] = []
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count {
            text.append(bytes[end])
            end += 1
          }
          text.append(bytes[end])
          end += 1
        }
        index = end + 1
        // A key when it is followed by a colon inside an object.
        var after = index
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        if case .object(let path, nil)? = stack.last, after < bytes.count,
          bytes[after] == UInt8(ascii: ":")
        {
          stack[stack.count - 1] = .object(
            path: path, key: unescapedKey(text))
          index = after + 1
        } else {
          _ = valueStarted(at: start)
          valueEnded()
        }
      case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
        UInt8(ascii: ":"):
        index += 1
      default:
        // A number, true, false or null.
        _ = valueStarted(at: line)
        while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        valueEnded()
      }
    }
    return found
  }

  static func ends(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
      || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// A key's text with the common escapes undone (keys Glance writes have none).
  static func unescapedKey(_ bytes: [UInt8]) -> String {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    var escaped = false
    for byte in bytes {
      if escaped {
        out.append(byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else {
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A key as a pointer's reference token: `~` as `~0`, `/` as `~1` (RFC 6901 §3).
  public static func escape(_ key: String) -> String {
    guard key.contains("~") || key.contains("/") else { return key }
    var out = ""
    for character in key {
      switch character {
      case "~": out += "~0"
      case "/": out += "~1"
      default: out.append(character)
      }
    }
    return out
  }
}
