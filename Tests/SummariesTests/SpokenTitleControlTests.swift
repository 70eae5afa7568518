import Testing

@testable import Agenda
@testable import ICalendar
@testable import Summaries

/// What a title that still holds control or bidirectional formatting characters sounds like:
/// an app that makes its own items, without a source's cleaning (`SpeakableText`), calls
/// `SpokenTitle` directly, and the shortcut for plain titles must not pass them through.
@Suite struct SpokenTitleControlTests {
  static let titles = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))

  /// Every control (C0, DEL, C1) and every embedding, override and isolate.
  static let unspeakable: [UInt32] =
    Array(UInt32(0x00)...0x1F) + Array(UInt32(0x7F)...0x9F) + Array(UInt32(0x202A)...0x202E)
    + Array(UInt32(0x2066)...0x2069)

  /// Plain titles, each of which the shortcut passes as it is.
  static let plain = ["Standup", "Lunch with Sam", "Müllabfuhr", "週次ミーティング", "주간 팀 회의"]

  @Test(arguments: unspeakable)
  func neitherTheShortcutNorTheRulesSpeakIt(_ value: UInt32) {
    let character = Character(Unicode.Scalar(value)!)
    for title in Self.plain {
      #expect(SpokenTitle.isPlain(title))
      for cut in 0...title.count {
        var text = title
        text.insert(character, at: text.index(text.startIndex, offsetBy: cut))
        #expect(!SpokenTitle.isPlain(text), "\(value) at \(cut) of '\(title)'")
        let spoken = Self.titles.speak(text)
        #expect(
          !spoken.unicodeScalars.contains {
            ControlCharacters.isControl($0.value) || ControlCharacters.isBidiFormatting($0.value)
          }, "\(value) at \(cut) of '\(title)': '\(spoken)'")
        // Nothing else is lost: a control between words leaves at most a space.
        #expect(
          spoken.replacingOccurrences(of: " ", with: "")
            == title.replacingOccurrences(of: " ", with: ""), "\(value) at \(cut) of '\(title)'")
      }
    }
  }

  @Test func theReversedWordIsSaidInItsOrder() {
    #expect(Self.titles.speak("Pay \u{202E}evil\u{202C} bill") == "Pay evil bill")
    #expect(Self.titles.speak("Evil\u{1B}]0;pwned\u{7}") == "Evil")
  }
}
