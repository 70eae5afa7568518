import Foundation
import Pipeline

/// One input: read it as a pipeline file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipelineFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? PipelineConfig.parse(
    Array(UnsafeBufferPointer(start: data, count: count)), file: "fuzz.json",
    base: URL(fileURLWithPath: "/nonexistent"))
  return 0
}
