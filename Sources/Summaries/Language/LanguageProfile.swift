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
  /// Characters of the language's own script VoiceOver speaks per second at its default rate.
  public var charactersPerSecond: Double
  /// Latin letters inside the language's sentences, which VoiceOver reads at about English's
  /// rate ("Submit expense report" in a Japanese sentence is not read at kana speed).
  public var latinCharactersPerSecond: Double
  /// Kana, kanji and hangul inside the language's sentences ("東京都渋谷区" in an English
  /// sentence takes as long as its Japanese reading, not six letters' worth).
  public var ideographicCharactersPerSecond: Double
  /// How many of the language's characters a digit takes to say: a digit is read as a
  /// number word ("14:00" is "fourteen hundred", 30 is さんじゅう), several letters' worth in
  /// a Latin voice, a syllable and a half in Japanese or Korean.
  public var charactersPerDigit: Double
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
  /// Whether today's heading, without its date, is left out after "now": where it is a label
  /// (今日の予定) it suggests, mid-summary, that what is happening now is not part of today.
  public var omitsBareTodayAfterNow: Bool

  public init(
    language: String, charactersPerSecond: Double, latinCharactersPerSecond: Double,
    ideographicCharactersPerSecond: Double, charactersPerDigit: Double, hourCycle: HourCycle,
    sharedPeriod: SharedPeriod, script: Script, spacesTakeTime: Bool, firstWeekday: Int,
    omitsBareTodayAfterNow: Bool = false
  ) {
    self.language = language
    self.charactersPerSecond = charactersPerSecond
    self.latinCharactersPerSecond = latinCharactersPerSecond
    self.ideographicCharactersPerSecond = ideographicCharactersPerSecond
    self.charactersPerDigit = charactersPerDigit
    self.hourCycle = hourCycle
    self.sharedPeriod = sharedPeriod
    self.script = script
    self.spacesTakeTime = spacesTakeTime
    self.firstWeekday = firstWeekday
    self.omitsBareTodayAfterNow = omitsBareTodayAfterNow
  }

  /// About how many seconds VoiceOver takes to read `text` at its default rate.
  ///
  /// Each script is counted at its own rate: Latin letters at the Latin rate, kana, kanji and
  /// hangul at theirs, digits as the number words they are read as, everything else
  /// (punctuation, the language's own letters) at the language's, so that a Korean summary
  /// with an English title, or an English one with a Japanese place, is judged by how long it
  /// is to the ear.
  public func seconds(_ text: String) -> Double {
    var latin = 0
    var ideographic = 0
    var digits = 0
    var other = 0
    var previousIsLatin = false
    var text = text
    text.withUTF8 { bytes in
      for scalar in UTF8Scalars(bytes) {
        switch scalar {
        case 0x30...0x39:
          digits += 1
        case 0x41...0x5A, 0x61...0x7A:
          latin += 1
          previousIsLatin = true
          continue
        case 0x20 where previousIsLatin:
          // A space between Latin words is read at their pace.
          latin += 1
          continue
        case 0x20 where !spacesTakeTime:
          // Between hangul words a space is no pause worth counting; Japanese has none.
          continue
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0x1100...0x11FF,
          0x3130...0x318F, 0xF900...0xFAFF:
          ideographic += 1
        default:
          other += 1
        }
        previousIsLatin = false
      }
    }
    return Double(latin) / latinCharactersPerSecond + Double(ideographic)
      / ideographicCharactersPerSecond
      + (Double(other) + Double(digits) * charactersPerDigit) / charactersPerSecond
  }

  /// A language has no profile: the copy cannot be timed or its clock spoken.
  public struct Missing: Error, Sendable, CustomStringConvertible {
    public var language: String
    public var description: String {
      "no language profile for '\(language)'; every catalog language needs one in Resources/Lexicons/\(language).json"
    }
  }
}
