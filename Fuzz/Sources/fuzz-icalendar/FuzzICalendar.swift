import Agenda
import FuzzInput
import ICalendar

/// One input, grown at its growth marks: read it as an .ics file, make its titles, places and
/// calendar names fit to show and speak, then expand its events over two weeks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  let file = SpeakableText.cleaned(CalendarReader().read(bytes, fileName: "fuzz.ics"))
  // What is shown and spoken holds no control or bidirectional override any more.
  for event in file.events {
    for text in [event.summary, event.location, event.calendarName] {
      precondition(SpeakableText.cleaned(text ?? "") == nil, "left in: \(text ?? "")")
    }
  }
  _ = OccurrenceExpander().expand(
    file.events, from: 1_780_272_000, to: 1_781_481_600, fileName: "fuzz.ics")
  return 0
}
