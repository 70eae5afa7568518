// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for Glance's readers (Fuzz/README.md).
///
/// A separate package, because a fuzz target has no `main` of its own (libFuzzer supplies it)
/// and so links only with `--sanitize=fuzzer`; the main package's `swift build` stays plain.
let package = Package(
  name: "GlanceFuzz",
  dependencies: [.package(name: "Glance", path: "..")],
  targets: [
    // Growth marks, so small inputs reach sizes past libFuzzer's -max_len (Growth.swift).
    .target(name: "FuzzInput"),
    .executableTarget(
      name: "fuzz-icalendar",
      dependencies: [
        "FuzzInput", .product(name: "ICalendar", package: "Glance"),
        .product(name: "Agenda", package: "Glance"),
      ]),
    .executableTarget(
      name: "fuzz-reminders",
      dependencies: ["FuzzInput", .product(name: "Agenda", package: "Glance")]),
    .executableTarget(
      name: "fuzz-source-settings",
      dependencies: ["FuzzInput", .product(name: "Agenda", package: "Glance")]),
    .executableTarget(
      name: "fuzz-pipeline-file",
      dependencies: ["FuzzInput", .product(name: "Pipeline", package: "Glance")]),
    .executableTarget(
      name: "fuzz-string-catalog",
      dependencies: ["FuzzInput", .product(name: "Summaries", package: "Glance")]),
  ],
  swiftLanguageModes: [.v6]
)
