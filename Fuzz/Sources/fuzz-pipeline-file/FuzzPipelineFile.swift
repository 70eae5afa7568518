import Foundation
import FuzzInput
import Pipeline

/// One input, grown at its growth marks: read it as a pipeline file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipelineFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Growth.grow(UnsafeBufferPointer(start: data, count: count))
  Growth.writeIfAsked(bytes)
  _ = try? PipelineConfig.parse(
    bytes, file: "fuzz.json", base: URL(fileURLWithPath: "/nonexistent"))
  return 0
}
