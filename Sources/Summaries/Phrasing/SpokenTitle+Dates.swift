import Foundation

/// How a numeric date in a title is said: as a date in the sentence's language ("Schedule
/// swap 10/31" is "Schedule swap October 31", 「10/31 締切」 「10月31日 締切」, "10월 31일"),
/// never "ten slash thirty-one".
///
/// A pair of numbers around a slash is a date when it is no part counter (those keep their
/// rule: "1/3", "Teil 2/3", 「第2/3回」), stands alone (not in "1/2/2026"), and is a valid
/// month and day in the title's order: month first in a title of Japanese or Korean and in
/// an American, Japanese or Korean sentence, day first in a British or German one. The day
/// must be past 12, so that no other reading is left ("10/31", "31/10"): "6/10", which may
/// be a count, a fraction ("1/2 day") or a date in either order, and "24/7", round the
/// clock, stay as written. A German "31.10." stays as written: German voices read it as a
/// date, and a cut could leave half of one.
extension SpokenTitle {
  /// `text` with its numeric dates said as dates.
  func sayingDates(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.contains(0x2F),
      bytes.contains(where: { (0x30...0x39).contains($0) })
    else { return text }
    let scalars = Array(text.unicodeScalars)
    let counters = partCounters(scalars).map(\.span)
    // Kana, ideographs or Hangul: a title of Japanese or Korean, which writes month first.
    // Not a mark of their blocks alone: a Latin title may join its dates with "・".
    let eastAsian = scalars.contains {
      (0x3040...0x9FFF).contains($0.value) && $0.properties.isAlphabetic
        || (0xAC00...0xD7AF).contains($0.value)
    }
    let locale = localizer.locale
    let monthFirst =
      eastAsian || locale == "en" || locale == "en-US" || locale.hasPrefix("ja")
      || locale.hasPrefix("ko") || locale.hasPrefix("zh")
    let digit = { (position: Int) in
      scalars.indices.contains(position) && ("0"..."9").contains(scalars[position])
    }
    var out = String.UnicodeScalarView()
    var from = 0
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "/", digit(index - 1), digit(index + 1) else {
        index += 1
        continue
      }
      var start = index
      while digit(start - 1) { start -= 1 }
      var end = index + 1
      while digit(end) { end += 1 }
      guard start >= from, (1...2).contains(index - start), (1...2).contains(end - index - 1),
        let first = Int(String(String.UnicodeScalarView(scalars[start..<index]))),
        let second = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))),
        !counters.contains(where: { $0.overlaps(start..<end) })
      else {
        index += 1
        continue
      }
      let span = start..<end
      let (month, day) = monthFirst ? (first, second) : (second, first)
      let date: (month: Int, day: Int)? =
        Self.bordersPart(scalars, start - 1, step: -1) && Self.bordersPart(scalars, end, step: 1)
          && day > 12 && !(first == 24 && second == 7)
        ? (month, day) : nil
      guard let (month, day) = date, let said = spokenDate(month: month, day: day) else {
        index += 1
        continue
      }
      out.append(contentsOf: scalars[from..<span.lowerBound])
      out.append(contentsOf: said.unicodeScalars)
      from = span.upperBound
      index = span.upperBound
    }
    guard from > 0 else { return text }
    out.append(contentsOf: scalars[from...])
    return String(out)
  }

  /// `month` and `day` said in the sentence's language ("October 31", "31. Oktober",
  /// 「10月31日」, "10월 31일"); `nil` when they name no day (a leap year's days count).
  func spokenDate(month: Int, day: Int) -> String? {
    var components = DateComponents()
    (components.year, components.month, components.day, components.hour) = (2024, month, day, 12)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard (1...12).contains(month), let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day
    else { return nil }
    let locale = Locale(identifier: localizer.locale.replacingOccurrences(of: "-", with: "_"))
    calendar.locale = locale
    let style = Date.FormatStyle(
      date: .omitted, time: .omitted, locale: locale, calendar: calendar,
      timeZone: calendar.timeZone
    ).month(.wide).day()
    return date.formatted(style)
  }
}
