import ICalendar

/// The texts of an item that are shown and spoken — title, place, calendar or list name —
/// without control characters or bidirectional overrides, and a note for the item that had
/// any.
///
/// Anyone can send a calendar invitation, and its title reaches the summary VoiceOver reads,
/// the names of its actions, the widget and the review page. ESC and BEL there are noise at
/// best; U+202E (right-to-left override) shows "evil" as "live" on the review page and has
/// words read in an order the writer did not intend. So, once, where a source's files are
/// read:
/// - the controls that only space text (tab, line breaks, U+0085) become one space, without a
///   note: a place on two lines is common in exports and is said as two phrases;
/// - every other control (C0, DEL, C1) and every bidirectional embedding, override and
///   isolate (U+202A–U+202E, U+2066–U+2069) is left out, with one `AGD002` note per item
///   naming what went. The marks U+200E, U+200F and U+061C stay: they cannot reverse a word,
///   and text in Arabic or Hebrew needs them (`ControlCharacters.isBidiFormatting`).
///
/// Isolates that Glance adds itself, around a name inside a sentence of another direction,
/// come later, in the composer, and are untouched by this step, which sees input only.
public struct SpeakableText: Sendable {
  /// What was left out of the item's texts so far, and from which fields.
  public private(set) var removed: Set<UInt32> = []
  public private(set) var fields: [String] = []

  public init() {}

  /// Notes past this many in one file are counted in one last note.
  public static let maxNotesPerFile = 1_000

  /// Cleans `text`, remembering what it took out of `field` for the note.
  public mutating func clean(_ text: inout String, field: String) {
    guard let cleaned = Self.cleaned(text) else { return }
    text = cleaned.text
    guard !cleaned.removed.isEmpty else { return }
    removed.formUnion(cleaned.removed)
    if !fields.contains(field) { fields.append(field) }
  }

  public mutating func clean(_ text: inout String?, field: String) {
    guard var value = text else { return }
    clean(&value, field: field)
    text = value
  }

  /// The note's message about `subject` (`event 'Lunch'`), or `nil` when nothing was left
  /// out: `event 'Evil': U+001B, U+202E left out of its title (control and bidirectional
  /// formatting characters are neither shown nor spoken)`.
  public func message(subject: String) -> String? {
    guard !removed.isEmpty else { return nil }
    let sorted = removed.sorted()
    var names = sorted.prefix(8).map(Self.codePoint).joined(separator: ", ")
    if sorted.count > 8 { names += " and \(sorted.count - 8) more" }
    let list: String
    switch fields.count {
    case 1: list = fields[0]
    case 2: list = "\(fields[0]) and \(fields[1])"
    default: list = fields.dropLast().joined(separator: ", ") + " and \(fields.last!)"
    }
    return
      "\(subject): \(names) left out of its \(list) (control and bidirectional formatting characters are neither shown nor spoken)"
  }

  /// `U+001B`.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` cleaned, and the scalars left out (the spacing controls made spaces are not
  /// among them); `nil` when `text` holds nothing to clean, as nearly every text does.
  ///
  /// A terminal's control sequence goes whole, not just its ESC: what follows `ESC [` up to
  /// its final letter (`ESC [ 2 J`, a colour) and a terminated command string (`ESC ] 0 ;
  /// title BEL`, OSC 8 and 52) are instructions, and "]0;pwned" or "[2J" said in a summary is
  /// noise. An ESC that starts neither, or a string that never ends, goes alone, so that a
  /// stray control never takes a title's words with it.
  public static func cleaned(_ text: String) -> (text: String, removed: Set<UInt32>)? {
    guard needsCleaning(text) else { return nil }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var removed: Set<UInt32> = []
    var spacing = false
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value
      if let end = ControlSequence.end(of: scalars, at: index) {
        for scalar in scalars[index..<end] where ControlCharacters.isControl(scalar.value) {
          removed.insert(scalar.value)
        }
        index = end
        continue
      }
      index += 1
      if ControlCharacters.isSpacing(value) {
        // A line break written CR LF, or a tab after a space, is one space.
        if !spacing, out.last != " " { out.append(" ") }
        spacing = true
        continue
      }
      spacing = false
      if ControlCharacters.isControl(value) || ControlCharacters.isBidiFormatting(value) {
        removed.insert(value)
      } else {
        out.append(scalars[index - 1])
      }
    }
    return (String(out), removed)
  }

  /// Whether `text` holds a control or a bidirectional formatting character, checked on its
  /// UTF-8 bytes: controls are single bytes or `C2 80`–`C2 9F`; the formatting characters are
  /// `E2 80 AA`–`E2 80 AE` and `E2 81 A6`–`E2 81 A9`.
  static func needsCleaning(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
        if byte == 0xE2, index + 2 < bytes.count {
          let (second, third) = (bytes[index + 1], bytes[index + 2])
          if second == 0x80, (0xAA...0xAE).contains(third) { return true }
          if second == 0x81, (0xA6...0xA9).contains(third) { return true }
        }
        index += 1
      }
      return false
    }
  }
}

extension SpeakableText {
  /// The calendar file with the shown and spoken texts of its events and to-dos, and its
  /// calendars' names, cleaned; a note for each component that had something left out.
  ///
  /// Nearly every text has nothing to clean, and each is only scanned: a component is copied
  /// and changed only when one of its texts needs it.
  public static func cleaned(_ file: CalendarFile) -> CalendarFile {
    var file = file
    var notes = Notes(file: file.fileName)
    for index in file.calendars.indices {
      if needsCleaning(file.calendars[index].name) {
        var name = SpeakableText()
        name.clean(&file.calendars[index].name, field: "name")
        let shown = Excerpt.clip(file.calendars[index].name ?? "")
        notes.add(line: file.calendars[index].line, name.message(subject: "calendar '\(shown)'"))
      }
      clean(&file.calendars[index].events, subject: "event", notes: &notes)
      clean(&file.calendars[index].todos, subject: "to-do", notes: &notes)
    }
    file.diagnostics += notes.finished()
    return file
  }

  static func needsCleaning(_ text: String?) -> Bool {
    guard let text else { return false }
    return needsCleaning(text)
  }

  /// Cleans each component's title, place and calendar name, with a note for each that had
  /// something left out. The calendar's name, copied into each of its components, is
  /// reported once, for the calendar.
  static func clean<Component: ShownComponent>(
    _ components: inout [Component], subject: String, notes: inout Notes
  ) {
    for index in components.indices where components[index].needsCleaning {
      var text = SpeakableText()
      text.clean(&components[index].summary, field: "title")
      text.clean(&components[index].location, field: "location")
      var reportedWithTheCalendar = SpeakableText()
      reportedWithTheCalendar.clean(&components[index].calendarName, field: "calendar name")
      let shown = Excerpt.clip(components[index].summary ?? components[index].uid)
      notes.add(line: components[index].line, text.message(subject: "\(subject) '\(shown)'"))
    }
  }

  /// The notes of one file, at most `maxNotesPerFile` and then a count.
  struct Notes {
    let file: String
    var diagnostics: [Diagnostic] = []
    var more = 0

    init(file: String) {
      self.file = file
    }

    mutating func add(line: Int?, _ message: String?) {
      guard let message else { return }
      guard diagnostics.count < SpeakableText.maxNotesPerFile else {
        more += 1
        return
      }
      diagnostics.append(
        Diagnostic(file: file, line: line, code: .unspeakableCharacters, message: message))
    }

    func finished() -> [Diagnostic] {
      guard more > 0 else { return diagnostics }
      return diagnostics + [
        Diagnostic(
          file: file, code: .unspeakableCharacters,
          message:
            "\(more) more items had control or bidirectional formatting characters left out")
      ]
    }
  }
}

/// What events and to-dos share that is shown and spoken.
protocol ShownComponent {
  var summary: String? { get set }
  var location: String? { get set }
  var calendarName: String? { get set }
  var uid: String { get }
  var line: Int { get }
}

extension ShownComponent {
  var needsCleaning: Bool {
    SpeakableText.needsCleaning(summary) || SpeakableText.needsCleaning(location)
      || SpeakableText.needsCleaning(calendarName)
  }
}

extension Event: ShownComponent {}
extension Todo: ShownComponent {}
