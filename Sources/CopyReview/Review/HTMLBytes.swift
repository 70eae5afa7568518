/// HTML being written: the UTF-8 bytes of a page or of a part of one.
///
/// A thousand people's pages come to gigabytes of HTML made of hundreds of millions of small
/// pieces. Appended to a `String`, each piece costs a check of the string's capacity, form and
/// ASCII flag, and an interpolated piece is a string made first and copied after; appended to
/// an array of bytes it is a copy and no more, and the page is written out as it is. Markup and
/// text that needs no escaping go in with ``append(_:)-(String)``, text from the snapshots with
/// ``append(escaping:)``.
struct HTMLBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// `markup`'s bytes.
  init(_ markup: String) {
    bytes = Array(markup.utf8)
  }

  var count: Int { bytes.count }
  var isEmpty: Bool { bytes.isEmpty }

  /// Markup, or text known to need no escaping (numbers, ids, names made of ASCII letters).
  mutating func append(_ markup: String) {
    // Through the string's buffer: a copy, where appending its `utf8` view goes element by
    // element through the generic path.
    var markup = markup
    markup.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ other: HTMLBytes) {
    bytes.append(contentsOf: other.bytes)
  }

  /// A number in decimal digits.
  mutating func append(_ number: Int) {
    append(String(number))
  }

  /// `text` escaped as ``HTML/escape(_:)`` escapes it, without making the escaped string: the
  /// runs between the characters to escape are copied as they are. Every byte to escape is
  /// below `@`, so a letter (most of the text) is passed with one comparison.
  mutating func append(escaping text: String) {
    var text = text
    text.withUTF8 { source in
      var start = 0
      for index in source.indices {
        let byte = source[index]
        guard HTML.isSpecial(byte) else { continue }
        let entity: StaticString
        switch byte {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        default: entity = "&#39;"
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
        entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
    }
  }

  /// Drops everything after the first `count` bytes: an entry taken back off a full part.
  mutating func truncate(to count: Int) {
    bytes.removeSubrange(count...)
  }
}
