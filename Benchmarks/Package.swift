// swift-tools-version: 6.0
import PackageDescription

/// `glance-bench`: corpus and source generators and in-process timings for Glance
/// (Docs/performance.md).
///
/// A package of its own, as the fuzzers are, so that the Glance package stays a plain library
/// and command to depend on: it builds no benchmark, and needs no flag of the benchmarks'. Those
/// are given here on the command line: `Benchmarks/compare.sh` builds with `-Xcc -gdwarf-4`, so
/// that the SHA-256 extension's debug information is DWARF 4, as the Swift modules' is, and
/// valgrind (which counts instructions with callgrind) can read it.
let package = Package(
  name: "GlanceBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Glance", path: "..")],
  targets: [
    .executableTarget(
      name: "glance-bench",
      dependencies: [
        .product(name: "Pipeline", package: "Glance"),
        .product(name: "CopyReview", package: "Glance"),
        .product(name: "Snapshots", package: "Glance"),
        .product(name: "Agenda", package: "Glance"),
        .product(name: "ICalendar", package: "Glance"),
        .product(name: "SeededRandom", package: "Glance"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
