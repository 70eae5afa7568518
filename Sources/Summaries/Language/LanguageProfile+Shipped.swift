extension LanguageProfile {
  /// The profile of every language the String Catalog ships, by catalog language.
  ///
  /// A translator adding a language adds its row here (a test fails until they do):
  /// - `charactersPerSecond`: VoiceOver's default rate for the script, measured by listening;
  ///   kana, kanji and hangul carry more per character, so fewer per second;
  ///   `latinCharactersPerSecond` and `ideographicCharactersPerSecond` for the other scripts a
  ///   sentence may hold (about 2.5 Latin letters' time for an ideograph in a Latin voice).
  /// - `hourCycle`: the clock people *say*: Japanese and Korean speak 午前/午後 and 오전/오후
  ///   even where screens show 24 hours; Japanese counts the hour after midnight from 0.
  /// - `sharedPeriod`: "from 9 to 10 AM", "von 9 bis 10 Uhr", 午前9時から10時まで.
  /// - `firstWeekday`: the week people mean by "this week" (1 Monday … 7 Sunday).
  /// - `omitsBareTodayAfterNow`: whether "today" without its date is a label that does not
  ///   belong after "now" (今日の予定).
  public static let shipped: [String: LanguageProfile] = [
    "en": LanguageProfile(
      language: "en", charactersPerSecond: 15.6, latinCharactersPerSecond: 15.6,
      ideographicCharactersPerSecond: 6.2, hourCycle: .oneToTwelve, sharedPeriod: .onEnd,
      script: .latin, firstWeekday: 7),
    "en-GB": LanguageProfile(
      language: "en-GB", charactersPerSecond: 15.6, latinCharactersPerSecond: 15.6,
      ideographicCharactersPerSecond: 6.2, hourCycle: .twentyFour, sharedPeriod: .onEnd,
      script: .latin, firstWeekday: 1),
    "de": LanguageProfile(
      language: "de", charactersPerSecond: 14, latinCharactersPerSecond: 14,
      ideographicCharactersPerSecond: 5.6, hourCycle: .twentyFour, sharedPeriod: .unitOnEnd,
      script: .latin, firstWeekday: 1),
    "ja": LanguageProfile(
      language: "ja", charactersPerSecond: 8, latinCharactersPerSecond: 15.6,
      ideographicCharactersPerSecond: 8, hourCycle: .zeroToEleven, sharedPeriod: .onStart,
      script: .japanese, firstWeekday: 7, omitsBareTodayAfterNow: true),
    "ko": LanguageProfile(
      language: "ko", charactersPerSecond: 7, latinCharactersPerSecond: 15.6,
      ideographicCharactersPerSecond: 7, hourCycle: .oneToTwelve, sharedPeriod: .onStart,
      script: .hangul, firstWeekday: 7),
  ]
}
