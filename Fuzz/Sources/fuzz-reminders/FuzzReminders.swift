import Agenda
import FuzzInput

/// One input, grown at its growth marks: read it as a reminders.json file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReminders(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  let result = RemindersReader().read(bytes, fileName: "reminders.json")
  // What is shown and spoken holds no control or bidirectional override.
  for reminder in result.reminders {
    for text in [reminder.title, reminder.list ?? ""] {
      precondition(SpeakableText.cleaned(text) == nil, "left in: \(text)")
    }
  }
  return 0
}
