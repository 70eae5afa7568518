/// A title as real exports write it, parsed once into its parts (`TitleGrammar`).
///
/// Google, Outlook and iCloud write more into a title than the meeting's name: forwarding and
/// reply markers in several languages ("RE: RE:", "AW:", "転送:"), invitation and cancellation
/// markers ("Updated invitation:", "Canceled:"), tags ("[EXTERNAL]", "(optional)",
/// "(Canceled)"), asides in brackets that nest and hold dashes, colons and commas, and
/// Google's invitation tail ("@ Mon Jun 1, 2pm"). What a summary says and what its actions
/// say both come from `name`, so they never disagree, and nothing a summary adds after the
/// name can land inside a bracket the title opened.
public struct ParsedTitle: Sendable, Hashable {
  /// One part of the title's text at the top level: words, or a bracketed group with what
  /// it holds (nested brackets included, as written).
  enum Piece: Sendable, Hashable {
    case text(String)
    /// `close` is `nil` for a bracket the title never closed.
    case group(open: Character, content: String, close: Character?)
  }

  /// Mail, invitation and cancellation markers before the name, as written ("RE: ",
  /// "Canceled: ").
  public var prefixes: [String] = []
  /// Brackets that mark the meeting rather than name it, as written ("[EXTERNAL]",
  /// "(optional)", " - optional"): never said.
  public var tags: [String] = []
  /// Ticket ids that open the name or close its words after a dash, as written ("OPS-1423
  /// - ", " – BUG-5012"): codes, never said (one alone in brackets is a tag). One inside a
  /// phrase ("Review OPS-1423 with Sam") is the person's words and stays.
  public var codes: [String] = []
  /// Remarks in brackets about the meeting, as written ("(agenda attached - please review)"):
  /// never said.
  public var asides: [String] = []
  /// Times written in the name that repeat the item's own, as written ("3-4 pm", "14h",
  /// "오후 3시"): never said, since the summary says the item's time (`WrittenTime`).
  public var times: [String] = []
  /// Google's invitation tail after the name, as written (" @ Mon Jun 1, 2pm"): never said.
  public var tail: String?
  /// The name: words and the short qualifiers in brackets that say which one ("Zahnarzt
  /// (Kontrolle)"), each qualifier closed; the pieces as written, not yet made fit to hear.
  var name: [Piece] = []
  /// A note after a spaced dash or bar, three words or more after a name of two or more
  /// ("Zahnarzt Paul (Kontrolle) – bitte Versichertenkarte mitbringen"): said last.
  var note: [Piece]?
  /// Whether a marker or a tag says the meeting was cancelled ("Canceled:", "(abgesagt)"), as
  /// Outlook writes it without a STATUS, or a marker that the person declined it
  /// ("Declined:", "거절됨:").
  public var isCancelled = false
  /// Whether a marker, a tag or a bracket opening with its word says the meeting was
  /// postponed ("Postponed:", "Verschoben:", "延期:", "(moved to Thu)"): said as a state after
  /// the name, never as a second heading.
  public var isPostponed = false
  /// Whether a marker or a tag says the person accepted the meeting tentatively
  /// ("Tentative:", "仮承諾:") or that it is yet to be decided ("TBC:", "(TBD)", "（未定）"):
  /// said as the state STATUS:TENTATIVE is.
  public var isTentative = false
  /// Whether a tag says the meeting is optional ("(optional)", "（任意）"): said as a state.
  public var isOptional = false
  /// Whether a tag says the item is urgent ("[긴급]", "【至急】"): said as a state.
  public var isUrgent = false
  /// Whether a tag says the item is important ("【重要】", "[IMPORTANT]"): said as a state.
  public var isImportant = false
}
