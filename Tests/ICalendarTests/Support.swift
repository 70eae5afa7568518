import Foundation
import Testing

@testable import ICalendar

/// Reads calendar text written with `\n` line ends, as CRLF unless `lineEnding` says otherwise.
func read(_ text: String, lineEnding: String = "\r\n", limits: ReaderLimits = .default)
  -> CalendarFile
{
  let bytes = Array(text.replacingOccurrences(of: "\n", with: lineEnding).utf8)
  return CalendarReader(limits: limits).read(bytes, fileName: "test.ics")
}

/// Wraps component lines in a VCALENDAR.
func calendar(_ body: String) -> String {
  "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Glance//Tests//EN\n\(body)\nEND:VCALENDAR\n"
}

/// The unfolded logical lines of some bytes, as strings.
func logicalLines(_ bytes: [UInt8], maxLineBytes: Int = 1 << 20) -> [String] {
  var lines: [String] = []
  bytes.withUnsafeBufferPointer { buffer in
    ContentLineScanner(maxLineBytes: maxLineBytes).scan(buffer) { line in
      lines.append(
        line.isTooLong ? "<too long: \(line.length)>" : String(decoding: line.bytes, as: UTF8.self))
    }
  }
  return lines
}

/// Instants as ISO 8601 UTC strings, for readable expectations.
func iso(_ instant: Int64) -> String {
  Date(timeIntervalSince1970: TimeInterval(instant)).formatted(
    Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
}

/// The public test corpus beside the checkout (`../shared/corpus`), if present.
enum Corpus {
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus")

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("ics").path)
  }

  static let skipMessage = "the public corpus is not at ../shared/corpus beside the checkout"

  static func url(_ relative: String) -> URL { root.appendingPathComponent("ics/" + relative) }

  static func bytes(_ relative: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url(relative)))
  }

  static func read(_ relative: String) throws -> CalendarFile {
    CalendarReader().read(try bytes(relative), fileName: relative)
  }

  /// Every file under `ics/`, relative paths, sorted.
  static func allFiles() -> [String] {
    let base = root.appendingPathComponent("ics")
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [String] = []
    for case let url as URL in walker {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(String(url.path.dropFirst(base.path.count + 1)))
      }
    }
    return files.sorted()
  }
}
