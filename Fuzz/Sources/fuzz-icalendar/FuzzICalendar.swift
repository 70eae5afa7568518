import FuzzInput
import ICalendar

/// One input, grown at its growth marks: read it as an .ics file, then expand its events over
/// two weeks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  let file = CalendarReader().read(bytes, fileName: "fuzz.ics")
  _ = OccurrenceExpander().expand(
    file.events, from: 1_780_272_000, to: 1_781_481_600, fileName: "fuzz.ics")
  return 0
}
