import Foundation

/// Reads iCalendar (RFC 5545) bytes into calendars, events and to-dos, with diagnostics.
///
/// The reader is lenient and reports strictly: a broken component is skipped or salvaged with
/// a diagnostic naming its line and the offending value, and its neighbours survive. It works
/// on UTF-8 bytes and decodes a string only for a value it keeps; properties it does not use
/// (alarms, attachments, attendees but one who declined) are never decoded.
///
/// ```swift
/// let file = CalendarReader().read(Array(data), fileName: "work.ics")
/// for event in file.events { print(event.summary ?? "untitled", event.start) }
/// ```
public struct CalendarReader: Sendable {
  public var limits: ReaderLimits

  public init(limits: ReaderLimits = .default) {
    self.limits = limits
  }

  /// Reads a whole file's bytes. `fileName` is used in diagnostics only.
  public func read(_ bytes: [UInt8], fileName: String) -> CalendarFile {
    bytes.withUnsafeBufferPointer { read(buffer: $0, fileName: fileName) }
  }

  public func read(_ data: Data, fileName: String) -> CalendarFile {
    data.withUnsafeBytes { read(buffer: $0.bindMemory(to: UInt8.self), fileName: fileName) }
  }

  public func read(buffer: UnsafeBufferPointer<UInt8>, fileName: String) -> CalendarFile {
    // Windows Calendar exports UTF-16 with a byte-order mark; convert it, say so, read on.
    if buffer.count >= 2, buffer.count <= limits.maxFileBytes,
      (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF)
    {
      let utf8 = Self.utf8(fromUTF16: buffer, littleEndian: buffer[0] == 0xFF)
      var file = utf8.withUnsafeBufferPointer { read(buffer: $0, fileName: fileName) }
      file.byteCount = buffer.count
      file.diagnostics.insert(
        Diagnostic(
          file: fileName, code: .convertedEncoding,
          message: "file is UTF-16; read after converting it to UTF-8"),
        at: 0)
      return file
    }
    var state = ReaderState(fileName: fileName, limits: limits)
    if buffer.count > limits.maxFileBytes {
      state.log.report(
        .fileTooLarge, line: nil,
        "file of \(buffer.count) bytes is larger than the limit of \(limits.maxFileBytes) bytes; not read"
      )
      return state.finish(byteCount: buffer.count)
    }
    ContentLineScanner(maxLineBytes: limits.maxLineBytes).scan(buffer) { line in
      state.consume(line)
    }
    return state.finish(byteCount: buffer.count)
  }
}

extension CalendarReader {
  static func utf8(fromUTF16 buffer: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(buffer.count / 2)
    var index = 2
    while index + 1 < buffer.count {
      let pair = (UInt16(buffer[index]), UInt16(buffer[index + 1]))
      units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}

/// The mutable state of one read: the component stack and the open builders.
struct ReaderState {
  enum Role { case calendar, item, timeZone, observance, skipped }

  struct Frame {
    var kind: ComponentKind
    var role: Role
    /// The upper-cased name, kept to match END for components the reader does not know.
    var name: String?
    var line: Int
    var properties = 0
  }

  let fileName: String
  let limits: ReaderLimits
  var log: DiagnosticLog
  var raw = RawContentLine()
  var stack: [Frame] = []
  /// BEGINs beyond the nesting limit that are still open.
  var overflowDepth = 0
  var calendars: [CalendarObject] = []
  var calendar: CalendarBuilder?
  var implicitCalendar: CalendarBuilder?
  var item: ItemBuilder?
  var zone: TimeZoneBuilder?
  var observance: ObservanceBuilder?
  /// The last TZID decoded in the current calendar, as bytes and as a string.
  var lastTZID: (bytes: [UInt8], id: String)?
  var componentCount = 0
  var sawComponent = false
  var untitledCount = 0
  /// The line of the last parameter note, so a list of values is noted once.
  var parameterNoteLine: Int?
  /// The line of the last component whose dates were cut at `maxDatesPerComponent`, so
  /// that it is reported once.
  var datesLimitComponent: Int?

  init(fileName: String, limits: ReaderLimits) {
    self.fileName = fileName
    self.limits = limits
    log = DiagnosticLog(file: fileName, limit: limits.maxDiagnosticsPerFile)
  }

  // MARK: - Lines

  mutating func consume(_ line: ContentLineScanner.Line) {
    if line.isTooLong {
      log.report(
        .lineTooLong, line: line.number,
        "line of \(line.length) bytes is longer than the limit of \(limits.maxLineBytes) bytes; skipped"
      )
      countProperty(line: line.number)
      return
    }
    let bytes = line.bytes
    if let failure = raw.split(bytes) {
      let reason =
        switch failure {
        case .missingColon: "line has no ':'"
        case .emptyName: "line has no property name"
        case .unterminatedQuote: "parameter has an unterminated quote"
        }
      log.report(.malformedLine, line: line.number, "\(reason) '\(Excerpt.quote(bytes))'; skipped")
      return
    }
    let nameBytes = bytes.slice(raw.name)
    guard let name = PropertyName(nameBytes) else {
      countProperty(line: line.number)
      return
    }
    switch name {
    case .begin: begin(bytes, line: line.number)
    case .end: end(bytes, line: line.number)
    default:
      guard countProperty(line: line.number) else { return }
      property(name, bytes, line: line.number)
    }
  }

  /// Counts a property against the open component's limit; `false` when it must be ignored.
  @discardableResult
  mutating func countProperty(line: Int) -> Bool {
    guard overflowDepth == 0 else { return false }
    guard !stack.isEmpty else {
      log.report(.propertyOutsideComponent, line: line, "property outside any component ignored")
      return false
    }
    let top = stack.count - 1
    stack[top].properties += 1
    if stack[top].properties == limits.maxPropertiesPerComponent + 1 {
      log.report(
        .tooManyProperties, line: line,
        "component at line \(stack[top].line) has more than \(limits.maxPropertiesPerComponent) properties; the rest are ignored"
      )
    }
    return stack[top].properties <= limits.maxPropertiesPerComponent
  }

  private mutating func property(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) {
    switch stack[stack.count - 1].role {
    case .item: itemProperty(name, bytes, line: line)
    case .calendar: calendarProperty(name, bytes, line: line)
    case .timeZone: timeZoneProperty(name, bytes, line: line)
    case .observance: observanceProperty(name, bytes, line: line)
    case .skipped: break
    }
  }

  // MARK: - Structure

  private mutating func begin(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) {
    let nameRange = bytes.trimmedRange(raw.value)
    let nameBytes = bytes.slice(nameRange)
    guard !nameBytes.isEmpty else {
      log.report(.malformedLine, line: line, "BEGIN without a component name; skipped")
      return
    }
    let kind = ComponentKind(nameBytes)
    if overflowDepth > 0 || stack.count >= limits.maxNestingDepth {
      if overflowDepth == 0 {
        log.report(
          .nestingTooDeep, line: line,
          "components nested deeper than \(limits.maxNestingDepth) levels; skipped")
      }
      overflowDepth += 1
      return
    }
    switch kind {
    case .calendar:
      closeFrames(keeping: 0, at: line)
      calendar = CalendarBuilder(line: line, isImplicit: false)
      lastTZID = nil
      stack.append(Frame(kind: kind, role: .calendar, line: line))
    case .event, .todo, .timeZone, .journal, .freeBusy:
      closeFrames(keeping: stack.first?.kind == .calendar ? 1 : 0, at: line)
      guard admitComponent(line: line) else {
        stack.append(Frame(kind: kind, role: .skipped, line: line))
        return
      }
      if stack.isEmpty {
        if implicitCalendar == nil {
          implicitCalendar = CalendarBuilder(line: line, isImplicit: true)
        }
        lastTZID = nil
      }
      switch kind {
      case .event, .todo:
        item = ItemBuilder(isTodo: kind == .todo, line: line)
        stack.append(Frame(kind: kind, role: .item, line: line))
      case .timeZone:
        zone = TimeZoneBuilder(line: line)
        stack.append(Frame(kind: kind, role: .timeZone, line: line))
      default:
        stack.append(Frame(kind: kind, role: .skipped, line: line))
      }
    case .standard, .daylight:
      if stack.last?.role == .timeZone {
        observance = ObservanceBuilder(line: line, isDaylight: kind == .daylight)
        stack.append(Frame(kind: kind, role: .observance, line: line))
      } else {
        stack.append(Frame(kind: kind, role: .skipped, line: line))
      }
    case .alarm:
      stack.append(Frame(kind: kind, role: .skipped, line: line))
    case .other:
      let name = String(decoding: nameBytes, as: UTF8.self).uppercased()
      stack.append(Frame(kind: kind, role: .skipped, name: name, line: line))
    }
  }

  private mutating func admitComponent(line: Int) -> Bool {
    componentCount += 1
    sawComponent = true
    if componentCount == limits.maxComponentsPerFile + 1 {
      log.report(
        .tooManyComponents, line: line,
        "file has more than \(limits.maxComponentsPerFile) components; the rest are skipped")
    }
    return componentCount <= limits.maxComponentsPerFile
  }

  private mutating func end(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) {
    if overflowDepth > 0 {
      overflowDepth -= 1
      return
    }
    let nameBytes = bytes.slice(bytes.trimmedRange(raw.value))
    let kind = ComponentKind(nameBytes)
    let name = kind == .other ? String(decoding: nameBytes, as: UTF8.self).uppercased() : nil
    guard let index = stack.lastIndex(where: { $0.kind == kind && $0.name == name }) else {
      log.report(
        .unmatchedEnd, line: line,
        "END:\(Excerpt.quote(nameBytes)) without a matching BEGIN ignored")
      return
    }
    closeFrames(keeping: index + 1, at: line)
    popFrame(line: line)
  }

  /// Closes open components down to `count` frames, each reported as missing its END.
  private mutating func closeFrames(keeping count: Int, at line: Int) {
    while stack.count > count {
      let frame = stack[stack.count - 1]
      log.report(
        .missingEnd, line: frame.line,
        "\(frame.name ?? Self.componentName(frame.kind)) at line \(frame.line) has no END; closed at line \(line)"
      )
      popFrame(line: line)
    }
  }

  static func componentName(_ kind: ComponentKind) -> String {
    switch kind {
    case .calendar: "VCALENDAR"
    case .event: "VEVENT"
    case .todo: "VTODO"
    case .timeZone: "VTIMEZONE"
    case .standard: "STANDARD"
    case .daylight: "DAYLIGHT"
    case .alarm: "VALARM"
    case .journal: "VJOURNAL"
    case .freeBusy: "VFREEBUSY"
    case .other: "component"
    }
  }

  private mutating func popFrame(line: Int) {
    let frame = stack.removeLast()
    switch frame.role {
    case .calendar:
      if let finished = calendar.take() {
        finishCalendar(finished)
        lastTZID = nil
      }
    case .item:
      if let finished = item.take() { finishItem(finished) }
    case .timeZone:
      if let finished = zone.take() { finishTimeZone(finished) }
    case .observance:
      if let finished = observance.take() { finishObservance(finished) }
    case .skipped:
      break
    }
  }

  /// Applies `change` to the calendar that owns the component being finished.
  mutating func appendToCalendar(_ change: (inout CalendarBuilder) -> Void) {
    if calendar != nil, stack.first?.kind == .calendar {
      change(&calendar!)
    } else {
      if implicitCalendar == nil { implicitCalendar = CalendarBuilder(line: 1, isImplicit: true) }
      change(&implicitCalendar!)
    }
  }

  /// Finishes a VEVENT or VTODO now when its zones are settled, else at the calendar's end.
  mutating func finishItem(_ item: ItemBuilder) {
    let explicit = calendar != nil && stack.first?.kind == .calendar
    var builder =
      (explicit ? calendar.take() : implicitCalendar.take())
      ?? CalendarBuilder(line: item.line, isImplicit: true)
    if item.allTZIDs({ builder.resolver.isSettled($0) }) {
      add(item, to: &builder)
    } else {
      builder.waiting.append(item)
    }
    if explicit { calendar = builder } else { implicitCalendar = builder }
  }

  /// Notes the first use of a TZID in the current calendar.
  mutating func noteTZID(_ tzid: String, line: Int) {
    appendToCalendar { builder in
      if builder.tzidUses[tzid] == nil { builder.tzidUses[tzid] = line }
    }
  }

  // MARK: - End of file

  mutating func finish(byteCount: Int) -> CalendarFile {
    if overflowDepth > 0 { overflowDepth = 0 }
    if !stack.isEmpty {
      let last = stack[0]
      log.report(
        .missingEnd, line: last.line,
        "\(last.name ?? Self.componentName(last.kind)) at line \(last.line) has no END; closed at end of file"
      )
      // One report for the outermost frame; inner frames close silently with it.
      while !stack.isEmpty { popFrame(line: 0) }
    }
    if let implicit = implicitCalendar {
      implicitCalendar = nil
      finishCalendar(implicit)
    }
    if !sawComponent, calendars.isEmpty, byteCount > 0, byteCount <= limits.maxFileBytes {
      log.report(.noCalendarData, line: nil, "no calendar components found")
    }
    calendars.sort { $0.line < $1.line }
    var diagnostics = log.finish()
    diagnostics.sort(by: Diagnostic.reportingOrder)
    return CalendarFile(
      fileName: fileName, calendars: calendars, diagnostics: diagnostics, byteCount: byteCount)
  }
}
