import Agenda
import FuzzInput

/// One input, grown at its growth marks: read it as a source.json and as a favorites.json.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceSettings(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  _ = SourceSettings.read(bytes, fileName: "source.json")
  _ = FavoritesReader.read(bytes, fileName: "favorites.json")
  return 0
}
