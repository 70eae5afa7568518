/// A time of day or a range of them written in a title's words ("Parent-teacher conf. 3-4
/// pm", "Call 9.30", "14h Zahnarzt", "14時 歯医者", "오후 3시 미팅").
///
/// The summary says the item's own time after its name, so a written time that repeats it
/// was said twice ("3 to 4 pm, from 3 to 4 PM"). `TitleGrammar` drops one that matches the
/// item's start (and end, for a range) in the summary's zone, and keeps one that differs:
/// then it is information. A number is a time here only when the title marks it as one: a
/// clock's minutes after a colon or a full stop ("9.30", "14:00"), a word of
/// `titles.timeWords` after it ("3 pm", "14h", "9時", "3시"), or a word of
/// `titles.amWords` or `titles.pmWords` before it ("오후 3시", "午後3時").
public struct WrittenTime: Sendable, Hashable {
  /// The item's own times as minutes after midnight, in the zone its summary is said in.
  public struct Clock: Sendable, Hashable {
    public var start: Int
    public var end: Int?

    public init(start: Int, end: Int?) {
      self.start = start
      self.end = end
    }

    /// Any item's times: every written time repeats them. What a title may be heard as
    /// where the item is not known (the copy lint names an action by it).
    public static let any = Clock(start: -1, end: nil)
  }

  /// Where the time is in the text it was found in, as scalar offsets.
  var scalars: Range<Int>
  /// The times written, as minutes after midnight: `end` for a range.
  var start: Int
  var end: Int?
  /// Whether a morning or afternoon word said which half of the day ("pm", "오후"): without
  /// one, "3" may be 3 or 15 o'clock.
  var hasPeriod: Bool

  /// Whether the written time is the item's own: its start, and its end for a range.
  func repeats(_ clock: Clock) -> Bool {
    if clock == .any { return true }
    func same(_ written: Int, _ own: Int) -> Bool {
      hasPeriod || written >= 13 * 60 ? written == own : written % 720 == own % 720
    }
    guard same(start, clock.start) else { return false }
    guard let end else { return true }
    guard let own = clock.end else { return false }
    return same(end, own)
  }

  /// The times written in `scalars`, left to right, with the words of `words`.
  static func times(in scalars: [Unicode.Scalar], words: Lexicons.Words) -> [WrittenTime] {
    var found: [WrittenTime] = []
    var index = 0
    while index < scalars.count {
      if let time = time(in: scalars, at: index, words: words) {
        found.append(time)
        index = time.scalars.upperBound
      } else {
        index += 1
      }
    }
    return found
  }

  static func isDigit(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    scalars.indices.contains(index) && ("0"..."9").contains(scalars[index])
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic && scalar.value < 0x2E80 || ("0"..."9").contains(scalar)
  }

  /// The word of `list` at `index`, as a word of its own, lower case: its length in scalars.
  static func word(
    _ list: [String], in scalars: [Unicode.Scalar], at index: Int
  ) -> Int? {
    guard scalars.indices.contains(index) else { return nil }
    let rest = String(String.UnicodeScalarView(scalars[index...].prefix(10))).lowercased()
    for word in list.sorted(by: { $0.count > $1.count }) where rest.hasPrefix(word) {
      let length = word.unicodeScalars.count
      let next = index + length
      if next < scalars.count, isWordScalar(scalars[next]), isWordScalar(scalars[next - 1]) {
        continue
      }
      return length
    }
    return nil
  }

  /// A time that starts at `index`, not inside a longer word or number.
  static func time(in scalars: [Unicode.Scalar], at index: Int, words: Lexicons.Words)
    -> WrittenTime?
  {
    if index > 0 {
      let before = scalars[index - 1]
      if isWordScalar(before) || ".:#/$€£¥₩".unicodeScalars.contains(before) { return nil }
    }
    // "1400–2230": four digits are no hour to `clock`, but two of them joined are a shift's.
    if let range = clockRange(in: scalars, at: index, words: words), !range.colon {
      return WrittenTime(scalars: range.span, start: range.start, end: range.end, hasPeriod: true)
    }
    guard let first = clock(in: scalars, at: index, words: words) else { return nil }
    var end = first.end
    var to: (minutes: Int, end: Int, period: Int?, marked: Bool)?
    // A range: a dash or a wave dash, spaces around it or none, and a second time.
    var after = end
    while after < scalars.count, scalars[after] == " " { after += 1 }
    if after < scalars.count, "-–—~〜～".unicodeScalars.contains(scalars[after]) {
      var next = after + 1
      while next < scalars.count, scalars[next] == " " { next += 1 }
      if let second = clock(in: scalars, at: next, words: words) {
        to = (second.minutes, second.end, second.period, second.marked)
        end = second.end
      }
    }
    guard first.marked || to?.marked == true else { return nil }
    // "3-4 pm": the second time's period is the first's too.
    let period = first.period ?? to?.period
    func adjusted(_ minutes: Int, _ own: Int?) -> Int {
      guard own == nil, let period, minutes < 13 * 60 else { return minutes }
      return minutes % 720 + period
    }
    if end < scalars.count, isWordScalar(scalars[end]), isWordScalar(scalars[end - 1]) {
      return nil
    }
    return WrittenTime(
      scalars: index..<end, start: adjusted(first.minutes, first.period),
      end: to.map { adjusted($0.minutes, $0.period) }, hasPeriod: period != nil)
  }

  /// One clock time at `index`: a period word before it or none, an hour, its minutes after a
  /// colon, a full stop or an hour mark, and a period or time word after it. `period` is 0 for
  /// the morning and 720 for the afternoon; `marked` says whether anything made it a time.
  static func clock(in scalars: [Unicode.Scalar], at index: Int, words: Lexicons.Words)
    -> (minutes: Int, end: Int, period: Int?, marked: Bool)?
  {
    var position = index
    var period: Int?
    if let length = word(words[.amWords], in: scalars, at: position) {
      period = 0
      position += length
    } else if let length = word(words[.pmWords], in: scalars, at: position) {
      period = 720
      position += length
    }
    if period != nil {
      while position < scalars.count, scalars[position] == " " { position += 1 }
    }
    guard isDigit(scalars, position) else { return nil }
    var hour = 0
    var digits = 0
    while isDigit(scalars, position), digits < 3 {
      hour = hour * 10 + Int(scalars[position].value - 0x30)
      position += 1
      digits += 1
    }
    guard digits <= 2, hour <= 24, !isDigit(scalars, position) else { return nil }
    var minutes = 0
    var marked = period != nil
    if scalars.indices.contains(position), ":.：".unicodeScalars.contains(scalars[position]),
      isDigit(scalars, position + 1), isDigit(scalars, position + 2),
      !isDigit(scalars, position + 3)
    {
      minutes =
        Int(scalars[position + 1].value - 0x30) * 10
        + Int(scalars[position + 2].value - 0x30)
      // A date ("24.12.") or a version ("1.10.2") goes on with another mark.
      guard minutes < 60, hour < 24,
        !(scalars.indices.contains(position + 3)
          && ".:：".unicodeScalars.contains(scalars[position + 3]))
      else { return nil }
      position += 3
      marked = true
    }
    var spaced = position
    while spaced < scalars.count, scalars[spaced] == " " { spaced += 1 }
    if period == nil, let length = word(words[.amWords], in: scalars, at: spaced) {
      period = 0
      position = spaced + length
      marked = true
    } else if period == nil, let length = word(words[.pmWords], in: scalars, at: spaced) {
      period = 720
      position = spaced + length
      marked = true
    } else if let length = word(words[.timeWords], in: scalars, at: spaced) {
      position = spaced + length
      marked = true
      // "3時30分", "3시 30분": the minutes after the hour mark.
      var next = position
      while next < scalars.count, scalars[next] == " " { next += 1 }
      if minutes == 0, isDigit(scalars, next) {
        var value = 0
        var end = next
        while isDigit(scalars, end), end - next < 2 {
          value = value * 10 + Int(scalars[end].value - 0x30)
          end += 1
        }
        if value < 60, scalars.indices.contains(end), "分분".unicodeScalars.contains(scalars[end]) {
          minutes = value
          position = end + 1
        }
      }
    }
    if let period, hour <= 12 { hour = hour % 12 + period / 60 }
    return (hour * 60 + minutes, position, period, marked)
  }
}

extension WrittenTime {
  /// A range of two clock times on a 24-hour clock that starts at `index`: four digits each
  /// ("1400–2230", "0700-1530", "2200-0600"), or hours and minutes after a colon with an
  /// hour past 12 or a leading zero ("14:00–22:30", "07:00-19:00"), a dash between them with
  /// spaces or none. Both ends are valid times, and four digits name minutes in steps of
  /// five; neither end touches another number or word, nor follows a number sign, "No." or
  /// a phone word (`places.phoneWords`), and no time word follows ("14:00–22:30 Uhr" is the
  /// written time `time(in:at:words:)` reads). Two years ("2019–2024") are no range of times.
  static func clockRange(in scalars: [Unicode.Scalar], at index: Int, words: Lexicons.Words)
    -> (span: Range<Int>, start: Int, end: Int, colon: Bool)?
  {
    let blocked: Set<Unicode.Scalar> = [".", ":", "：", "#", "№", "/", "+", "-", "–", "—", ",", "$"]
    if index > 0 {
      let before = scalars[index - 1]
      if isWordScalar(before) || blocked.contains(before) { return nil }
      if before == " ", index >= 2 {
        // The word before: a number ("030 1400-2230" is a phone number), a number sign or
        // "No.", or a phone word.
        var start = index - 1
        while start > 0, scalars[start - 1] != " " { start -= 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<(index - 1)])).lowercased()
        if word.last.map({ $0.isNumber || $0 == "#" || $0 == "№" }) == true
          || ["no.", "nr.", "no", "nr"].contains(word)
          || words.contains(word.last == "." ? String(word.dropLast()) : word, in: .phoneWords)
        {
          return nil
        }
      }
    }
    guard let first = side(scalars, at: index) else { return nil }
    var dash = first.end
    while dash < scalars.count, scalars[dash] == " " { dash += 1 }
    guard dash < scalars.count, "-–—".unicodeScalars.contains(scalars[dash]) else { return nil }
    var next = dash + 1
    while next < scalars.count, scalars[next] == " " { next += 1 }
    guard let second = side(scalars, at: next) else { return nil }
    let end = second.end
    if end < scalars.count {
      let after = scalars[end]
      if isWordScalar(after) || "-–—/:：".unicodeScalars.contains(after) { return nil }
      if after == ".", isDigit(scalars, end + 1) { return nil }
    }
    var spaced = end
    while spaced < scalars.count, scalars[spaced] == " " { spaced += 1 }
    for list in [words[.timeWords], words[.amWords], words[.pmWords]]
    where word(list, in: scalars, at: spaced) != nil {
      return nil
    }
    if !first.colon, !second.colon {
      // Two years are a range of numbers.
      if (1900...2099).contains(first.value), (1900...2099).contains(second.value) { return nil }
      guard first.minutes % 5 == 0, second.minutes % 5 == 0 else { return nil }
    } else {
      // "9:00-5:30" may be read on a clock of twelve hours: only an hour past 12 or a
      // leading zero says the clock has 24.
      guard first.hour > 12 || second.hour > 12 || first.leadingZero || second.leadingZero
      else { return nil }
    }
    return (
      index..<end, first.hour * 60 + first.minutes, second.hour * 60 + second.minutes,
      first.colon || second.colon
    )
  }

  /// One end of `clockRange` at `index`: four digits, or one or two digits, a colon and two.
  private static func side(_ scalars: [Unicode.Scalar], at index: Int)
    -> (hour: Int, minutes: Int, value: Int, end: Int, colon: Bool, leadingZero: Bool)?
  {
    var end = index
    var value = 0
    while isDigit(scalars, end), end - index < 5 {
      value = value * 10 + Int(scalars[end].value - 0x30)
      end += 1
    }
    let digits = end - index
    let leadingZero = digits >= 2 && scalars[index] == "0"
    if digits == 4 {
      guard value / 100 < 24, value % 100 < 60 else { return nil }
      return (value / 100, value % 100, value, end, false, leadingZero)
    }
    guard (1...2).contains(digits), end < scalars.count, scalars[end] == ":" || scalars[end] == "：",
      isDigit(scalars, end + 1), isDigit(scalars, end + 2), !isDigit(scalars, end + 3)
    else { return nil }
    let minutes =
      Int(scalars[end + 1].value - 0x30) * 10 + Int(scalars[end + 2].value - 0x30)
    guard value < 24, minutes < 60 else { return nil }
    return (value, minutes, value, end + 3, true, leadingZero)
  }
}
