import Agenda
import Testing
import WidgetTimeline

@testable import Summaries

/// A composition cache is keyed by values and starts over for a composer made with other
/// copy, lexicons or zone: what a composer says with it is what it says alone.
@Suite struct CompositionCacheTests {
  static let items = [
    Fixture.event("Standup", "2026-06-01T07:30", "2026-06-01T08:30", location: "Room 4"),
    Fixture.reminder("SV: Budget", due: "2026-05-31T18:00"),
    Fixture.event("Review", "2026-06-01T14:00", "2026-06-01T15:00", favorite: true),
  ]

  static func timeline(_ items: [AgendaItem], family: WidgetFamily = .large) -> Timeline {
    TimelineLayout(family: family).layout(
      items, referenceDate: Fixture.instant("2026-06-01T06:00"), zone: Fixture.zone)
  }

  static func composer(_ catalog: StringCatalog = .shipped, lexicons: Lexicons = .shipped)
    throws -> SummaryComposer
  {
    try SummaryComposer(
      localizer: Localizer(catalog: catalog, locale: "en-US"), zone: Fixture.zone,
      lexicons: lexicons)
  }

  /// Composes `timeline` with `first` into a cache, then with `second` into the same cache,
  /// and holds the second to what `second` says alone.
  static func expectSecondSaysItsOwn(
    _ first: SummaryComposer, _ second: SummaryComposer, _ timeline: Timeline
  ) {
    var cache = CompositionCache()
    let before = first.compose(timeline.entries, family: timeline.family, cache: &cache)
    let after = second.compose(timeline.entries, family: timeline.family, cache: &cache)
    let alone = second.compose(timeline.entries, family: timeline.family)
    #expect(after == alone)
    #expect(after != before, "the two composers should say the timeline differently")
  }

  @Test func anotherCatalogStartsTheCacheOver() throws {
    var catalog = StringCatalog.shipped
    catalog.strings[CopyKey.stateFavorite.name]?["en"] = .text("starred")
    Self.expectSecondSaysItsOwn(
      try Self.composer(), try Self.composer(catalog), Self.timeline(Self.items))
  }

  /// Without Swedish, "SV:" is no reply marker, and the title keeps it.
  @Test func otherLexiconsStartTheCacheOver() throws {
    var files = LexiconsTests.files
    files["sv.json"] = nil
    let withoutSwedish = try Lexicons(files: files, spoken: StringCatalog.shipped.languages)
    Self.expectSecondSaysItsOwn(
      try Self.composer(), try Self.composer(lexicons: withoutSwedish),
      Self.timeline(Self.items))
  }

  /// Items are keyed by what they are, not by which copy is at hand: another person's item
  /// with the same id but another title, composed with the same cache, is said as it is.
  @Test func itemsWithOneIdAndOtherFieldsAreToldApart() throws {
    let composer = try Self.composer()
    var other = Self.items
    other[1].title = "Pay rent"
    other[2].isFavorite = false
    for family in WidgetFamily.allCases {
      var cache = CompositionCache()
      let first = Self.timeline(Self.items, family: family)
      let second = Self.timeline(other, family: family)
      _ = composer.compose(first.entries, family: family, cache: &cache)
      let shared = composer.compose(second.entries, family: family, cache: &cache)
      #expect(shared == composer.compose(second.entries, family: family), "\(family)")
      #expect(shared.contains { $0.text.contains("Pay rent") }, "\(family)")
    }
  }

  /// Copies of one item, made apart, are one item to the cache.
  @Test func equalItemsShareAKey() throws {
    let composer = try Self.composer()
    var names = SpokenNames()
    let first = names.keys(Self.timeline(Self.items).entries[0].rows, composer: composer)
    let again = names.keys(Self.timeline(Self.items).entries[0].rows, composer: composer)
    #expect(first == again)
    #expect(Set(first).count == first.count)
    var changed = Self.items[0]
    changed.location = "Room 5"
    #expect(!first.contains(names.key(changed, composer: composer)))
  }
}
