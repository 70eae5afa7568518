/// The names of the review's files, and the size no page may pass.
///
/// Every page but the index lives in one folder beside it (`review.html` and `review/`), named
/// by what it holds, so the names are the same on every run and say what they are:
/// `source.person-00001.de-DE.html` (and `.2.html`, `.3.html` for more parts),
/// `findings.GL008.de-DE.html`, `changes.de-DE.html`, `summaries.de-DE.html`. Names are made of
/// ASCII letters, digits, `-` and `_`; anything else in a source or locale is written `~XX`
/// per UTF-8 byte, and `.` separates the parts, so two names never collide.
public enum ReviewFiles {
  /// No page is larger than this, however many people the run covers: past a few megabytes a
  /// page is slow to open on a phone, and past hundreds a browser gives up.
  public static let maximumPageBytes = 5_000_000

  /// What a page's own content may take, leaving room for its frame (style sheet, script,
  /// form and navigation, some 30 kB).
  static let contentBytes = 4_600_000

  /// The prefixes of the pages' names; the folder's other files are left alone.
  static let prefixes = ["source.", "findings.", "changes.", "summaries.", "templates."]

  static func templates(part: Int) -> String {
    "templates\(suffix(part))"
  }

  static func source(_ source: String, locale: String, part: Int) -> String {
    "source.\(safe(source)).\(safe(locale))\(suffix(part))"
  }

  static func findings(rule: String, locale: String, part: Int) -> String {
    "findings.\(safe(rule)).\(safe(locale))\(suffix(part))"
  }

  static func changes(locale: String, part: Int) -> String {
    "changes.\(safe(locale))\(suffix(part))"
  }

  static func summaries(locale: String, part: Int) -> String {
    "summaries.\(safe(locale))\(suffix(part))"
  }

  /// Whether `name` is one of the review's pages (to remove pages a new review no longer
  /// writes).
  public static func isPage(_ name: String) -> Bool {
    name.hasSuffix(".html") && prefixes.contains { name.hasPrefix($0) }
  }

  static func suffix(_ part: Int) -> String {
    part <= 1 ? ".html" : ".\(part).html"
  }

  /// `text` with every byte but ASCII letters, digits, `-` and `_` written `~XX`.
  static func safe(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F:
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "~" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }

  /// A relative URL for a path of safe names: only the index's own name and folder can hold
  /// other characters, and those are percent-encoded.
  static func href(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x2F, 0x7E:
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}

/// A file of the review whose bytes are made when they are asked for, so that pages are
/// rendered one at a time as they are written.
public struct PendingReviewFile: Sendable {
  public var path: String
  let render: @Sendable () -> [UInt8]

  init(path: String, render: @escaping @Sendable () -> [UInt8]) {
    self.path = path
    self.render = render
  }

  /// The file's bytes, rendered now.
  public var bytes: [UInt8] { render() }
}

/// A file of the review: its path relative to the index's folder, and its bytes.
public struct ReviewFile: Sendable, Hashable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
