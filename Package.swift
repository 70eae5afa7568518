// swift-tools-version: 6.0
import PackageDescription

/// Glance: calendars and reminders in, widget timelines with spoken summaries out.
///
/// Each library target is one pipeline stage (see Docs/architecture.md); the package
/// has no dependencies by design.
let package = Package(
  name: "Glance",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "glance", targets: ["glance"]),
    .library(name: "ICalendar", targets: ["ICalendar"]),
    .library(name: "Agenda", targets: ["Agenda"]),
    .library(name: "WidgetTimeline", targets: ["WidgetTimeline"]),
    .library(name: "Summaries", targets: ["Summaries"]),
    .library(name: "Snapshots", targets: ["Snapshots"]),
    .library(name: "CopyReview", targets: ["CopyReview"]),
    .library(name: "Pipeline", targets: ["Pipeline"]),
    // For the benchmarks' corpus generators (Benchmarks/Package.swift).
    .library(name: "SeededRandom", targets: ["SeededRandom"]),
  ],
  targets: [
    // Not a stage: the one lock the modules share state behind, below all of them.
    .target(name: "Locking"),
    .target(name: "JSON"),
    .target(name: "ICalendar", dependencies: ["Locking"]),
    .target(name: "Agenda", dependencies: ["ICalendar", "JSON"]),
    .target(name: "WidgetTimeline", dependencies: ["Agenda", "ICalendar"]),
    .target(
      name: "Summaries",
      dependencies: ["WidgetTimeline", "Agenda", "ICalendar", "JSON", "Locking"],
      // Built into the binary instead (ShippedResources+Embedded.swift, generated from them by
      // Scripts/generate-shipped-resources.py), so a copied `glance` needs no bundle beside it.
      exclude: ["Resources"]),
    .target(
      name: "Snapshots",
      dependencies: [
        "Summaries", "WidgetTimeline", "Agenda", "ICalendar", "JSON", "SHAExtensions",
      ]),
    // Not a stage: the SHA-256 block function on the processor's SHA instructions, in C, as
    // Swift cannot name them. (For callgrind, Benchmarks/compare.sh builds it with
    // `-Xcc -gdwarf-4`: valgrind reads DWARF 4, the Swift modules' version.)
    .target(name: "SHAExtensions"),
    // Judges typed snapshots, so it has no JSON to read.
    .target(
      name: "CopyReview",
      dependencies: [
        "Snapshots", "Summaries", "WidgetTimeline", "ICalendar", "JSON", "Locking",
      ]),
    .target(
      name: "Pipeline",
      dependencies: [
        "Snapshots", "Summaries", "WidgetTimeline", "Agenda", "ICalendar", "JSON", "Locking",
      ]),
    .executableTarget(
      name: "glance",
      dependencies: [
        "Pipeline", "CopyReview", "Snapshots", "Summaries", "WidgetTimeline", "Agenda",
        "ICalendar", "JSON", "Locking",
      ]),
    // Not a stage: the seeded generator of the tests' generated inputs and the benchmark corpora.
    .target(name: "SeededRandom"),
    .testTarget(name: "LockingTests", dependencies: ["Locking"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "SeededRandom"]),
    .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "SeededRandom"]),
    .testTarget(
      name: "AgendaTests", dependencies: ["Agenda", "ICalendar", "JSON", "SeededRandom"]),
    .testTarget(
      name: "WidgetTimelineTests",
      dependencies: ["WidgetTimeline", "Agenda", "ICalendar", "SeededRandom"]),
    .testTarget(
      name: "SummariesTests",
      dependencies: ["Summaries", "WidgetTimeline", "Agenda", "ICalendar", "SeededRandom"]),
    .testTarget(
      name: "SnapshotsTests",
      dependencies: [
        "Snapshots", "Summaries", "WidgetTimeline", "Agenda", "ICalendar", "JSON", "SeededRandom",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "CopyReviewTests",
      dependencies: ["CopyReview", "Snapshots", "Summaries", "WidgetTimeline", "SeededRandom"]),
    .testTarget(
      name: "PipelineTests",
      dependencies: [
        "Pipeline", "Snapshots", "Summaries", "Agenda", "JSON", "Locking", "SeededRandom",
      ]),
    .testTarget(
      name: "GlanceTests", dependencies: ["glance", "ICalendar", "Snapshots", "SeededRandom"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
