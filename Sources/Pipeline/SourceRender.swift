import Agenda
import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// One source through the stages after reading, with a pipeline's settings: its zone, its
/// agenda over the widgets' window, a timeline per family and text size, and a snapshot per
/// locale.
///
/// `glance run` writes what this makes, and `glance agenda`, `timeline` and `summarize` print
/// it, so a command never disagrees with the snapshot it exists to explain.
public struct SourceRender: Sendable {
  public let config: PipelineConfig
  public let source: Source
  public let referenceDate: Int64
  /// The zone's IANA name, as the snapshot records it.
  public let zoneName: String
  public let zone: ZoneRules
  /// The pipeline's locales, else the source's own, that have shipped copy; else en-US.
  public let locales: [String]
  /// A warning for each locale the source names that has no shipped copy, which is skipped.
  public let localeDiagnostics: [Diagnostic]
  /// Every item in the window the widgets look at.
  public let agenda: Agenda
  /// The catalog, resolved per locale; a run shares one among all its sources.
  public let localizers: Localizers
  public var catalog: StringCatalog { localizers.catalog }

  /// - Parameters:
  ///   - timeZone: a zone that overrides the source's and the pipeline's (a command's
  ///     `--time-zone`).
  ///   - localizers: the catalog to speak; a run passes the one it shares among sources.
  public init(
    _ source: Source, config: PipelineConfig, referenceDate: Int64, timeZone: String? = nil,
    localizers: Localizers = Localizers()
  ) {
    self.config = config
    self.source = source
    self.referenceDate = referenceDate
    self.localizers = localizers
    zoneName = timeZone ?? source.settings.timeZone ?? config.timeZone
    // Checked where it was read (pipeline file, source settings, flag): UTC never stands in.
    zone = ZoneRules.named(zoneName) ?? .utc
    // Only locales with copy are spoken; any other is reported and skipped.
    let spoken = localizers.spokenLocales(
      (config.locales ?? source.settings.locales).filter(LanguageTag.isValid),
      file: config.locales == nil ? "\(source.id)/source.json" : "\(config.name).json")
    locales = spoken.locales.isEmpty ? ["en-US"] : spoken.locales
    localeDiagnostics = spoken.diagnostics
    // Every family looks at the same window.
    let window = config.layoutOptions.agendaWindow(referenceDate: referenceDate, zone: zone)
    let grammar = TitleGrammar(lexicons: localizers.lexicons)
    agenda = Agenda(
      source: source, from: window.start, to: window.end, zone: zone,
      cancelledByTitle: grammar.isCancelled)
  }

  /// The source's diagnostics and the agenda's.
  public var diagnostics: [Diagnostic] { source.diagnostics + agenda.diagnostics }

  /// The widget timeline of one family and text size; its diagnostics are entry caps.
  public func timeline(_ family: WidgetFamily, _ textSize: TextSize) -> Timeline {
    TimelineLayout(family: family, textSize: textSize, options: config.layoutOptions).layout(
      agenda.items, referenceDate: referenceDate, zone: zone, fileName: source.id)
  }

  /// The snapshot of `timeline` spoken in `locale`, with a note when a summary is over its
  /// hard budget; fails when the locale's language has no profile to time and speak it.
  public func snapshot(_ timeline: Timeline, locale: String) throws(LanguageProfile.Missing)
    -> (document: SnapshotDocument, diagnostics: [Diagnostic])
  {
    var cache = CompositionCache()
    return snapshot(timeline, locale: locale, composer: try composer(locale), cache: &cache)
  }

  func composer(_ locale: String) throws(LanguageProfile.Missing) -> SummaryComposer {
    try SummaryComposer(localizer: localizers(locale), zone: zone, lexicons: localizers.lexicons)
  }

  func snapshot(
    _ timeline: Timeline, locale: String, composer: SummaryComposer,
    cache: inout CompositionCache
  ) -> (document: SnapshotDocument, diagnostics: [Diagnostic]) {
    let summaries = composer.compose(timeline.entries, family: timeline.family, cache: &cache)
    let path = OutputPath.snapshot(
      source: source.id, locale: locale, family: timeline.family, textSize: timeline.textSize)
    var notes: [Diagnostic] = []
    if let long = summaries.first(where: \.isOverBudget) {
      notes.append(
        Diagnostic(
          file: path, code: .summaryOverBudget,
          message: String(
            format:
              "a summary of about %.1f s is over the %@ widget's limit of %.0f s; its words are kept",
            long.seconds, timeline.family.rawValue, long.budget.hard)))
    }
    let document = SnapshotDocument(
      timeline, summaries: summaries, source: source.id, locale: locale, timeZone: zoneName)
    return (document, notes)
  }

  /// One snapshot file as the run writes it.
  public struct RenderedSnapshot: Sendable {
    /// Relative to the output folder (`OutputPath.snapshot`).
    public var path: String
    public var bytes: [UInt8]
    /// The SHA-256 of `bytes`, in lower-case hex, for the manifest.
    public var sha256: String
  }

  /// Every snapshot of the source — each family and text size, in each locale — with the
  /// layouts' and summaries' diagnostics; what `glance run` writes for it.
  ///
  /// Plain synchronous work: a run renders several sources at once, one per job, which keeps
  /// the cores busy without dividing one person's work. The timelines are laid out together
  /// (`TimelineLayout.layouts`), and each locale's composer keeps one cache for all of them,
  /// so an item is phrased once per locale, not once per widget.
  public func snapshots(isCancelled: () -> Bool = { false })
    -> (files: [RenderedSnapshot], diagnostics: [Diagnostic])
  {
    let layouts = config.families.flatMap { family in
      config.textSizes.map {
        TimelineLayout(family: family, textSize: $0, options: config.layoutOptions)
      }
    }
    let timelines = TimelineLayout.layouts(
      layouts, agenda.items, referenceDate: referenceDate, zone: zone, fileName: source.id)
    var files: [RenderedSnapshot] = []
    var diagnostics = timelines.flatMap(\.diagnostics)
    for locale in locales {
      if isCancelled() { break }
      let composer: SummaryComposer
      do {
        composer = try self.composer(locale)
      } catch {
        for timeline in timelines {
          diagnostics.append(
            Diagnostic(
              file: OutputPath.snapshot(
                source: source.id, locale: locale, family: timeline.family,
                textSize: timeline.textSize),
              code: .languageProfileMissing, message: "'\(locale)' is not written: \(error)"))
        }
        continue
      }
      var cache = CompositionCache()
      for timeline in timelines {
        if isCancelled() { break }
        let snapshot = self.snapshot(timeline, locale: locale, composer: composer, cache: &cache)
        diagnostics += snapshot.diagnostics
        let bytes = snapshot.document.encoded()
        files.append(
          RenderedSnapshot(
            path: OutputPath.snapshot(
              source: source.id, locale: locale, family: timeline.family,
              textSize: timeline.textSize),
            bytes: bytes, sha256: SHA256.hex(bytes)))
      }
    }
    return (files, diagnostics)
  }

  /// The catalog's missing translations for the source's locales.
  public func translationDiagnostics() -> [Diagnostic] {
    locales.flatMap { localizers($0).diagnostics(file: "Localizable.xcstrings") }
  }
}
