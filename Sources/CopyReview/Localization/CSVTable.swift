/// CSV as RFC 4180 has it and spreadsheets and translation tools read and write it: fields
/// separated by commas, quoted when they hold a comma, quote or line break. Records end with
/// a line feed (RFC 4180 has CRLF; every reader takes LF, and a terminal shows no CR), and
/// are read ending with either.
public enum CSVTable {
  /// One record: its fields and the line it starts on.
  public struct Record: Sendable {
    public var fields: [String]
    public var line: Int
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  public static func write(_ rows: [[String]]) -> String {
    rows.map { row in
      row.map { field in
        field.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
          ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
      }.joined(separator: ",") + "\n"
    }.joined()
  }

  /// The records of `bytes`; a byte order mark (which spreadsheets add) is skipped.
  public static func read(_ bytes: [UInt8]) throws(Failure) -> [Record] {
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var records: [Record] = []
    var fields: [[UInt8]] = []
    var field: [UInt8] = []
    var line = 1
    var start = 1
    var index = 0
    var quoted = false
    var wasQuoted = false
    func endField() {
      fields.append(field)
      field = []
      wasQuoted = false
    }
    func endRecord() {
      endField()
      if !(fields.count == 1 && fields[0].isEmpty) {
        records.append(
          Record(fields: fields.map { String(decoding: $0, as: UTF8.self) }, line: start))
      }
      fields = []
    }
    while index < text.count {
      let byte = text[index]
      if quoted {
        if byte == 0x22 {
          if index + 1 < text.count, text[index + 1] == 0x22 {
            field.append(0x22)
            index += 1
          } else {
            quoted = false
          }
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
      } else {
        switch byte {
        case 0x22:
          guard field.isEmpty, !wasQuoted else {
            throw Failure(line: line, message: "a quote inside an unquoted field")
          }
          quoted = true
          wasQuoted = true
        case 0x2C: endField()
        case 0x0D where index + 1 < text.count && text[index + 1] == 0x0A:
          break
        case 0x0A:
          endRecord()
          line += 1
          start = line
        default:
          field.append(byte)
        }
      }
      index += 1
    }
    guard !quoted else { throw Failure(line: start, message: "a quoted field is not closed") }
    if !field.isEmpty || !fields.isEmpty { endRecord() }
    return records
  }
}
