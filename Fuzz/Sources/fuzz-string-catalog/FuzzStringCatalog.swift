import FuzzInput
import Summaries

/// One input, grown at its growth marks: read it as a String Catalog, then look every key up
/// in two locales.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  guard let catalog = try? StringCatalog(bytes: bytes) else { return 0 }
  for locale in ["en-US", "de-DE"] {
    let localizer = Localizer(catalog: catalog, locale: locale)
    for key in catalog.strings.keys {
      _ = localizer.string(key, .integer(2), .string("x"))
    }
  }
  return 0
}
