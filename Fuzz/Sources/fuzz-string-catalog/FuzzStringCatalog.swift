import FuzzInput
import Summaries

/// One input, grown at its growth marks: read it as a String Catalog, format every value of
/// every key, check it, then look every key the code asks for up in two locales.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  guard let catalog = try? StringCatalog(bytes: bytes) else { return 0 }
  let arguments: [FormatArgument] = [.integer(2), .string("x")]
  for values in catalog.strings.values {
    for value in values.values {
      switch value {
      case .text(let text): _ = FormatString.format(text, arguments)
      case .plural(let forms): for text in forms.values { _ = FormatString.format(text, arguments) }
      }
    }
  }
  _ = try? catalog.checkCopy()
  for locale in ["en-US", "de-DE"] {
    let localizer = Localizer(catalog: catalog, locale: locale)
    for key in CopyKey.allCases {
      _ = localizer.string(key, arguments: arguments)
    }
  }
  return 0
}
