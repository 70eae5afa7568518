/// How a language is spoken, as behaviour rather than words: speaking rates for budgets, the
/// spoken clock, where a shared period is said, and the first day of the week.
///
/// These used to be catalog strings parsed with silent fallbacks, so a translator's typo
/// changed behaviour without a word. They are data now, the `profile` of each language's
/// lexicon (`Resources/Lexicons/<language>.json`, read by `Lexicons`), every field named and
/// checked before any work; a language without a complete profile is an error, never a guess.
public struct LanguageProfile: Sendable, Hashable {
  /// The clock a language is *spoken* in, which may differ from its visual clock.
  public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// 1–12 with a period: "12:30 AM", "9 PM" (English, Korean).
    case oneToTwelve
    /// 0–11 with a period: 午前0時30分, 午後0時30分 (Japanese: 午前12時30分 is heard as noon).
    case zeroToEleven
    /// 0–23, no period: "9:30", "21 Uhr" (German, British English).
    case twentyFour
  }

  /// Where a range says the period or unit that both ends share.
  public enum SharedPeriod: String, Sendable, Hashable, CaseIterable {
    /// On the end only: "from 9 to 10 AM".
    case onEnd
    /// On the start only: 午前9時から10時まで, 오전 9시부터 10시까지.
    case onStart
    /// The unit on the end and a bare start whatever the hour: "von 9 bis 14 Uhr".
    case unitOnEnd
  }

  /// A script a language writes its own words in: its ISO 15924 code and the scalars that
  /// are its letters, as the lexicons' root lists them (`Latn`, `Jpan`, `Hang`).
  public struct Script: Sendable, Hashable {
    public var code: String
    public var ranges: [ClosedRange<UInt32>]

    public init(code: String, ranges: [ClosedRange<UInt32>]) {
      self.code = code
      self.ranges = ranges
    }

    /// Whether `text` holds a letter of this script.
    public func occurs(in text: String) -> Bool {
      text.unicodeScalars.contains { contains($0) }
    }

    /// Whether `scalar` is a letter of this script.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
      ranges.contains { $0.contains(scalar.value) }
    }
  }

  /// The catalog language this profile is for (`en`, `en-GB`, `de`, `ja`, `ko`).
  public var language: String
  /// How long each kind of character takes to say (`seconds(_:)`).
  public var timing: Timing
  public var hourCycle: HourCycle
  public var sharedPeriod: SharedPeriod
  /// The language's own script: a title written in another takes the connectors of
  /// English ("Lunch with Sam", not "Lunch 와 Sam").
  public var script: Script
  /// Whether a space between two of the language's own words takes time to say: between
  /// German words it does; between hangul words it is no pause worth counting, and Japanese
  /// has none. (A space after a Latin letter is counted at the Latin rate either way.)
  public var spacesTakeTime: Bool
  /// ISO weekday the week starts on (1 Monday … 7 Sunday), for "later this week".
  public var firstWeekday: Int
  /// Whether today's heading, without its date, is left out after "now" and where it would
  /// open the summary: where it is a label (今日の予定) it suggests, mid-summary, that what
  /// is happening now is not part of today, and at the start it is a label read out before
  /// the first item, whose times already say today.
  public var omitsBareToday: Bool
  /// Whether the lock screen's count after an overdue number says what is to come without its
  /// window, as still to come: Korean's "예정 14개" is its listeners' shortest count; an
  /// English, German or Japanese one ("14 to come", "14 anstehende", 予定14件) leaves the
  /// listener asking what it covers, so it is said only by one item at its last resorts
  /// (`SummaryComposer.Detail.restCount`).
  public var countsRestWithoutScope: Bool

  /// What `seconds(_:)` charges: a rate per script, a digit's seconds and the pause at each
  /// kind of punctuation, fitted per language to a synthesizer's timing of real summaries
  /// (`Benchmarks/speech-timing.sh --fit`, Docs/copy-quality.md).
  public struct Timing: Sendable, Hashable {
    /// Latin letters said per second inside the language's sentences (a space after a Latin
    /// letter counts as one): "Submit expense report" in a Japanese sentence is not read at
    /// kana speed.
    public var latinCharactersPerSecond: Double
    /// Kana, kanji and hangul said per second ("東京都渋谷区" in an English sentence takes as
    /// long as its Japanese reading, not six letters' worth).
    public var ideographicCharactersPerSecond: Double
    /// Everything else per second: accented letters, symbols, a space where spaces take time.
    public var otherCharactersPerSecond: Double
    /// Seconds a digit takes: it is read as a number word ("14:00" is "fourteen hundred", 30
    /// is さんじゅう), several letters' worth.
    public var secondsPerDigit: Double
    /// The pause at a comma (`,` `、`), at a full stop (`.` `。` `!` `?` `;`) and at a colon
    /// (`:` `：`), none of them between two digits ("10:30", "4.12"): a voice stops there for
    /// a quarter to half a second, far longer than a letter takes.
    public var secondsPerComma: Double
    public var secondsPerStop: Double
    public var secondsPerColon: Double

    public init(
      latinCharactersPerSecond: Double, ideographicCharactersPerSecond: Double,
      otherCharactersPerSecond: Double, secondsPerDigit: Double, secondsPerComma: Double,
      secondsPerStop: Double, secondsPerColon: Double
    ) {
      self.latinCharactersPerSecond = latinCharactersPerSecond
      self.ideographicCharactersPerSecond = ideographicCharactersPerSecond
      self.otherCharactersPerSecond = otherCharactersPerSecond
      self.secondsPerDigit = secondsPerDigit
      self.secondsPerComma = secondsPerComma
      self.secondsPerStop = secondsPerStop
      self.secondsPerColon = secondsPerColon
    }
  }

  public init(
    language: String, timing: Timing, hourCycle: HourCycle, sharedPeriod: SharedPeriod,
    script: Script, spacesTakeTime: Bool, firstWeekday: Int, omitsBareToday: Bool = false,
    countsRestWithoutScope: Bool = false
  ) {
    self.language = language
    self.timing = timing
    self.hourCycle = hourCycle
    self.sharedPeriod = sharedPeriod
    self.script = script
    self.spacesTakeTime = spacesTakeTime
    self.firstWeekday = firstWeekday
    self.omitsBareToday = omitsBareToday
    self.countsRestWithoutScope = countsRestWithoutScope
  }

  /// About how many seconds VoiceOver takes to read `text` at its default rate.
  ///
  /// Each script is counted at its own rate: Latin letters at the Latin rate, kana, kanji and
  /// hangul at theirs, digits as the number words they are read as, commas, full stops and
  /// colons as the pauses a voice makes there, everything else at the rate of other
  /// characters, so that a Korean summary with an English title, or an English one with a
  /// Japanese place, is judged by how long it is to the ear.
  public func seconds(_ text: String) -> Double {
    var latin = 0
    var ideographic = 0
    var digits = 0
    var other = 0
    var pauses = Pauses()
    var previousIsLatin = false
    var previousIsDigit = false
    // A mark after a digit waits for the next scalar: between two digits ("10:30", "4.12")
    // it is part of the number, not a pause.
    var pending: Pause?
    var text = text
    text.withUTF8 { bytes in
      // The composer times every sentence it tries: ASCII, most of every summary, is
      // classed by a table, and only other scalars are decoded.
      Self.asciiKinds.withUnsafeBufferPointer { kinds in
        var index = 0
        while index < bytes.count {
          let lead = bytes[index]
          let kind: Kind
          if lead < 0x80 {
            kind = kinds[Int(lead)]
            index += 1
          } else {
            var scalar: UInt32
            switch lead {
            case ..<0xE0:
              scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
              index += 2
            case ..<0xF0:
              scalar =
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                | UInt32(bytes[index + 2] & 0x3F)
              index += 3
            default:
              scalar =
                UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
              index += 4
            }
            kind = Kind(nonASCII: scalar)
          }
          if let mark = pending {
            if kind == .digit { other += 1 } else { pauses.add(mark) }
            pending = nil
          }
          switch kind {
          case .comma, .stop, .colon:
            let mark: Pause = kind == .comma ? .comma : kind == .stop ? .stop : .colon
            if previousIsDigit { pending = mark } else { pauses.add(mark) }
            previousIsLatin = false
            previousIsDigit = false
          case .digit:
            digits += 1
            previousIsDigit = true
            previousIsLatin = false
          case .latin:
            latin += 1
            previousIsLatin = true
            previousIsDigit = false
          case .space:
            previousIsDigit = false
            // A space between Latin words is read at their pace; between hangul words a
            // space is no pause worth counting, and Japanese has none.
            if previousIsLatin {
              latin += 1
            } else if spacesTakeTime {
              other += 1
            }
          case .ideographic:
            ideographic += 1
            previousIsLatin = false
            previousIsDigit = false
          case .other:
            other += 1
            previousIsLatin = false
            previousIsDigit = false
          }
        }
      }
    }
    if let mark = pending { pauses.add(mark) }
    return Double(latin) / timing.latinCharactersPerSecond
      + Double(ideographic) / timing.ideographicCharactersPerSecond
      + Double(other) / timing.otherCharactersPerSecond
      + Double(digits) * timing.secondsPerDigit + Double(pauses.commas) * timing.secondsPerComma
      + Double(pauses.stops) * timing.secondsPerStop
      + Double(pauses.colons) * timing.secondsPerColon
  }

  /// How `seconds(_:)` counts a scalar.
  enum Kind: UInt8 {
    case latin, digit, space, comma, stop, colon, ideographic, other

    /// A scalar past ASCII: the ideographic and full-width marks, kana, kanji and hangul.
    init(nonASCII scalar: UInt32) {
      switch scalar {
      case 0x3001: self = .comma
      case 0x3002, 0xFF01, 0xFF1F, 0xFF1B: self = .stop
      case 0xFF1A: self = .colon
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0x1100...0x11FF,
        0x3130...0x318F, 0xF900...0xFAFF:
        self = .ideographic
      default: self = .other
      }
    }

    init(ascii byte: UInt8) {
      switch byte {
      case 0x30...0x39: self = .digit
      case 0x41...0x5A, 0x61...0x7A: self = .latin
      case 0x20: self = .space
      case 0x2C: self = .comma
      case 0x2E, 0x21, 0x3F, 0x3B: self = .stop
      case 0x3A: self = .colon
      default: self = .other
      }
    }
  }

  /// The kind of each ASCII byte.
  static let asciiKinds = (0..<128).map { Kind(ascii: UInt8($0)) }

  /// How many of each pause a text holds.
  struct Pauses {
    var commas = 0
    var stops = 0
    var colons = 0

    mutating func add(_ mark: Pause) {
      switch mark {
      case .comma: commas += 1
      case .stop: stops += 1
      case .colon: colons += 1
      }
    }
  }

  /// A mark a voice pauses at.
  enum Pause {
    case comma, stop, colon
  }

  /// A language has no profile: the copy cannot be timed or its clock spoken.
  public struct Missing: Error, Sendable, CustomStringConvertible {
    public var language: String
    public var description: String {
      "no language profile for '\(language)'; every catalog language needs one in Resources/Lexicons/\(language).json"
    }
  }
}
