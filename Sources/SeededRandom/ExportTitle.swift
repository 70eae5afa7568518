/// A calendar title written the way real exports write them, with the parts it was built from.
///
/// Google, Outlook and iCloud titles carry more than the meeting's name: forwarding prefixes
/// in several languages (`FW:`, `AW:`, `転送:`), tags (`[EXTERNAL]`, `(optional)`), asides in
/// brackets that nest and hold dashes, colons and commas, ticket ids and flight codes. The
/// composer's rules are tested as properties over such titles, so a generated title keeps the
/// parts it was assembled from: a test can check that what is said keeps the core and leaves
/// the markers out, whatever the shape, without parsing the title itself.
///
/// `text` is exactly `prefixes` + `leadingTags` + `core` + `asides` + `trailingTags` +
/// `suffix`, each part written with the spaces it carries.
public struct ExportTitle: Sendable, Hashable {
  /// The language a title's words are drawn from (English titles serve en-US and en-GB).
  public enum Language: String, Sendable, Hashable, CaseIterable {
    case en, de, ja, ko
  }

  /// The title as it appears in SUMMARY or a reminder's `title`.
  public var text: String
  /// The language the title was drawn for; `core` may be in another (`script`).
  public var language: Language
  /// The language `core`'s words are in: another than `language` for a title in another
  /// script than the sentence around it ("주간 회의" in an English summary).
  public var script: Language
  /// Mail and invitation markers before the title, each with its separator (`"RE: "`,
  /// `"Updated invitation: "`, `"転送: "`), outermost first.
  public var prefixes: [String]
  /// Tags before the core with their trailing space (`"[EXTERNAL] "`, `"【重要】"`).
  public var leadingTags: [String]
  /// What the meeting or task is called: the words a listener needs, which may hold a ticket
  /// id, a flight code, a slash, a colon or a dash of its own ("1:1 Alex / Sam",
  /// "Mateo - school Halloween parade").
  public var core: String
  /// Asides in brackets after the core, each with its leading space and brackets
  /// (`" (agenda attached - please review before the call)"`, `" (zw. 8-12 Uhr)"`), possibly
  /// nested: never said.
  public var asides: [String]
  /// Tags after the core with their leading space (`" (optional)"`, `" (Canceled)"`).
  public var trailingTags: [String]
  /// Google's invitation tail (`" @ Mon Jun 1, 2pm"`), or empty.
  public var suffix: String
  /// Whether a prefix or tag says the meeting was cancelled ("Canceled: ", "Abgesagt: ",
  /// "キャンセル済み: ", " (Canceled)"), as Outlook writes it without a STATUS.
  public var isCancelled: Bool
  /// Whether a tag marks the meeting as optional (`(optional)`, `(optional)`, `（任意）`).
  public var isOptional: Bool
  /// The shapes this title carries, for tests that want a given one and for coverage counts.
  public var shapes: Set<Shape>
  /// The marks in `core` that join two words, with the words they join: what a test checks
  /// the title's joining words against.
  public var joins: [Join] = []
  /// A ticket id in `core`, and whether it is content a listener hears (inside a phrase:
  /// "Review OPS-1423 with Sam") or a code that is not said (leading, or after a dash).
  public var ticket: String?
  public var ticketIsSaid = false
  /// Whether a tag marks the item as urgent (`[URGENT] `, `【至急】`, `[긴급] `).
  public var isUrgent = false
  /// Whether a tag marks the item as important (`【重要】`, `[IMPORTANT] `, `[중요] `).
  public var isImportant = false
  /// Whether a prefix or tag says the meeting was postponed (`Postponed: `, `延期: `).
  public var isPostponed = false
  /// Whether a prefix, tag or dashed tag says the meeting is yet to be decided or confirmed
  /// (`TBC: `, ` (TBD)`, ` - noch offen`, `（未定）`, ` (미정)`): said as "tentative".
  public var isTentative = false
  /// What a tentative marker, a copy prefix, a postponed or a question aside added to the
  /// title, as written (`"TBC: "`, `"FW: Kopie: "`, `" (moved to Thu)"`): the title
  /// without it is what a test compares with.
  public var marker: String?

  /// `text` without `marker`.
  public var textWithoutMarker: String {
    guard let marker else { return text }
    return text.replacing(marker, with: "", maxReplacements: 1)
  }
  /// The word of a hashtag in `core`, without its sign (`selfcare` of "#selfcare Massage").
  public var hashtag: String?
  /// The hashtags that close `core`, as written with the space before each (" #PTA
  /// #fundraiser", "#fundraiser" glued to the last word): tags, never said. `nil` when the
  /// hashtag opens the core and its word is said.
  public var closingHashtags: String?
  /// Words of `core` said exactly as written: an identifier whose digits a dash joins
  /// ("#2026-041", "INV-2026-118"), an abbreviation with a slash ("f/u"), a tag that names
  /// what the event is ("【説明会】"), an amount whose commas and full stops are the number's
  /// ("₩1,800,000", "(1.234,56 €)").
  public var verbatim: [String] = []
  /// The two numbers of a real range in `core` ("3-4 pm": "3", "4"; a clock range
  /// "22–02 Uhr": "22", "02"; "20:00–08:30"): said with the language's range word between
  /// them, never with the dash.
  public var range: (from: String, to: String)? {
    get { rangeParts.map { ($0[0], $0[1]) } }
    set { rangeParts = newValue.map { [$0.from, $0.to] } }
  }
  var rangeParts: [String]?

  /// Two words of `core` and the mark between them.
  public struct Join: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      /// An arrow between two places or codes ("ICN→CDG", "ZRH > EWR"): from–to.
      case arrow
      /// A slash between two words or names ("A社 / B社", "Design/Eng"): "and", or a pause
      /// in a third script.
      case words
      /// A slash between two numbers ("12/24"): kept as written, never "and".
      case numbers
      /// A part counter ("Teil 2/3", "第2/3回", "2/3회차"): said as the language says which
      /// of a series it is, never with its slash, never "and".
      case part
      /// A slash between a number and a word, or between dates ("Dec 24/Dec 31"): a pause,
      /// never "and".
      case dates
      /// A middle dot between two items ("12/24·12/31"): a pause.
      case middleDot
    }
    public var kind: Kind
    public var left: String
    public var right: String

    public init(_ kind: Kind, _ left: String, _ right: String) {
      self.kind = kind
      self.left = left
      self.right = right
    }
  }

  /// A shape of real titles the generator can build.
  public enum Shape: String, Sendable, Hashable, CaseIterable, Comparable {
    case prefix, repeatedPrefix, cancelledMarker, invitation, tag, aside, nestedAside
    case punctuatedAside, ticketID, flightCode, slash, colon, dash, allCaps, emojiOnly
    case emojiDecoration, otherScript, long, list, arrow, numberSlash, middleDot, ticketInPhrase
    case oneOnOne, identifier, realRange, letterSlash, timeAside, kindTag, amount, clockRange
    /// "Postponed: ", "Verschoben: ", "延期: ", "[연기] ": said as a state after the name.
    case postponedMarker
    /// "Moved: ", "Rescheduled: ", "(Updated) ", "(更新)": not said.
    case movedMarker
    /// "[Action required] ", "[Erinnerung] ", "【リマインド】", "[알림] ": not said.
    case workflowTag
    /// A word after a number sign that opens or closes the core ("#selfcare Massage"): the
    /// word is said, the sign is not.
    case hashtag
    /// "TBC: ", "[TBD] ", " (noch offen)", "（未定）", " - 미정": said as "tentative".
    case tentativeMarker
    /// Outlook's copy prefix, alone or after a forward ("Copy: ", "FW: Kopie: ", 「コピー: 」).
    case copyPrefix
    /// An aside that opens with a postponement ("(moved to Thu)", "(verschoben: …)",
    /// 「（延期）」): said as "postponed", the rest of it not.
    case postponedAside
    /// An aside that ends in a question mark ("(Sam too?)", "(줌?)"): not said.
    case questionAside
    /// A star, check mark, heart or note before or after the words ("★ Review", "Date night
    /// ♥"): not said, as an emoji is not.
    case symbolDecoration
    /// A place after an at sign ("Dinner @ Nobu", "회식@강남"): the language's "at" or a
    /// pause, never the sign's name.
    case atPlace
    /// A number alone in brackets after the words ("Order chalk (48)", 「備品発注（48）」):
    /// what the person counted, not said.
    case bracketedCount

    public static func < (lhs: Shape, rhs: Shape) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public init(
    language: Language, script: Language, prefixes: [String] = [], leadingTags: [String] = [],
    core: String, asides: [String] = [], trailingTags: [String] = [], suffix: String = "",
    isCancelled: Bool = false, isOptional: Bool = false, shapes: Set<Shape> = []
  ) {
    self.language = language
    self.script = script
    self.prefixes = prefixes
    self.leadingTags = leadingTags
    self.core = core
    self.asides = asides
    self.trailingTags = trailingTags
    self.suffix = suffix
    self.isCancelled = isCancelled
    self.isOptional = isOptional
    self.shapes = shapes
    self.text =
      prefixes.joined() + leadingTags.joined() + core + asides.joined() + trailingTags.joined()
      + suffix
  }
}
