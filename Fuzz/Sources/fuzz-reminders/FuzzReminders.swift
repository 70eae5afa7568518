import Agenda

/// One input: read it as a reminders.json file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReminders(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = RemindersReader().read(
    Array(UnsafeBufferPointer(start: data, count: count)), fileName: "reminders.json")
  return 0
}
