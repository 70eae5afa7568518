import Agenda
import FuzzInput

/// One input, grown at its growth marks: read it as a reminders.json file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReminders(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  _ = RemindersReader().read(bytes, fileName: "reminders.json")
  return 0
}
