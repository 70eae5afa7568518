/// Every lexicon Glance ships (`Resources/Lexicons/`), read and checked with the catalog:
/// the complete lexicon of each language the catalog speaks, the words of every file joined
/// for recognizing in titles and places, the meeting services and the scripts.
///
/// `root.json` holds what belongs to no language (as CLDR's root locale does): the meeting
/// services, by their hosts and the names calendar systems write, and the scripts the
/// profiles name, by their letters. `ShippedResources` reads the files once, before any work,
/// and a language the catalog speaks without a complete lexicon stops every command with
/// `SUM003`.
public struct Lexicons: Sendable, Equatable {
  /// The lexicons of the languages the catalog speaks, by catalog language.
  public let spoken: [String: Lexicon]
  /// The words of every file, each list joined.
  public let words: Words
  /// Meeting services, in the order a location is matched against them.
  public let meetingServices: [MeetingService]
  /// Scripts by their ISO 15924 code.
  public let scripts: [String: LanguageProfile.Script]
  /// The Latin script: a title written in it inside a language of another script is read
  /// with English connectors ("Lunch with Sam").
  public let latin: LanguageProfile.Script

  /// No lexicon at all: every language is refused (`LanguageProfile.Missing`).
  public static let empty = Lexicons(
    spoken: [:], words: Words([:]), meetingServices: [],
    scripts: ["Latn": LanguageProfile.Script(code: "Latn", ranges: [])])

  init(
    spoken: [String: Lexicon], words: Words, meetingServices: [MeetingService],
    scripts: [String: LanguageProfile.Script]
  ) {
    self.spoken = spoken
    self.words = words
    self.meetingServices = meetingServices
    self.scripts = scripts
    latin = scripts["Latn"] ?? LanguageProfile.Script(code: "Latn", ranges: [])
  }

  /// The lexicons shipped with the module; empty when the shipped resources cannot be loaded
  /// (the command line checks `ShippedResources.check()` first and refuses to run).
  public static var shipped: Lexicons {
    switch ShippedResources.shipped {
    case .success(let loaded): loaded.lexicons
    case .failure: .empty
    }
  }

  /// The complete lexicon of a language the catalog speaks (`en`, `en-GB`, `de`).
  public func lexicon(for language: String) -> Lexicon? { spoken[language] }

  /// The profile of a language the catalog speaks; any other is an error, never a guess.
  public func profile(for language: String) throws(LanguageProfile.Missing) -> LanguageProfile {
    guard let lexicon = spoken[language] else { throw LanguageProfile.Missing(language: language) }
    return lexicon.profile
  }

  /// The words of every lexicon, by list: what Glance recognizes whatever language a summary
  /// is spoken in.
  public struct Words: Sendable, Hashable {
    private let sets: [Lexicon.List: Set<String>]
    private let ordered: [Lexicon.List: [String]]
    /// The bytes `TitleGrammar.mayBeCancelled` looks for (`TitleGrammar.needles` of the
    /// cancellation and decline markers), found
    /// once here rather than for each grammar made.
    let cancelNeedles: [[UInt8]]?
    /// The cancellation markers as UTF-8 in lower case, longest first: what
    /// `TitleGrammar.closingCancellation` compares a title's last bytes with.
    let cancelWords: [[UInt8]]

    init(_ lists: [Lexicon.List: Set<String>]) {
      sets = lists
      // Longest first, so that of two words found at one place the longer is taken
      // ("updated invitation" before "invitation", "double tap" before "tap").
      ordered = lists.mapValues { words in words.sorted { ($0.count, $0) > ($1.count, $1) } }
      cancelWords = (ordered[.cancelMarkers] ?? []).map { Array($0.lowercased().utf8) }
      cancelNeedles = TitleGrammar.needles(
        (ordered[.cancelMarkers] ?? []) + (ordered[.declineMarkers] ?? []))
    }

    /// Whether any lexicon has `word` in `list`.
    public func contains(_ word: String, in list: Lexicon.List) -> Bool {
      sets[list]?.contains(word) ?? false
    }

    /// The words of `list` in every lexicon, longest first.
    public subscript(_ list: Lexicon.List) -> [String] { ordered[list] ?? [] }
  }
}

/// A video-call service: the name people say, the hosts of its links, and the names calendar
/// systems write as a location ("Microsoft Teams Meeting" is `microsoft teams` and a meeting
/// word).
public struct MeetingService: Sendable, Hashable {
  public var name: String
  /// Parts of a link's host that name the service: `zoom.us`, `teams.microsoft.com`.
  public var hosts: [String]
  /// The words of each name a location may hold, after meeting words or before them, lower
  /// case.
  public var boilerplate: [[String]]
}
