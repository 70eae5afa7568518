import Foundation
import SeededRandom
import Testing

@testable import Summaries

/// An overdue group's names as heard: as many names as counted, whatever commas, dashes and
/// "and"s the titles hold. Checked as properties over groups of three reminders whose titles
/// are drawn from parts in every shipped language.
@Suite struct OverdueGroupNameTests {
  /// Words of a task, single words of a list, capitalized names and a note, per language.
  struct Parts {
    var tasks: [String]
    var items: [String]
    var people: [String]
    var notes: [String]
    var quantities: [String]
    var joined: [String]
  }

  static let parts: [String: Parts] = [
    "en": Parts(
      tasks: ["Order flour", "Knife sharpening", "Renew passport", "Fix gutter", "Call plumber"],
      items: ["milk", "eggs", "bread", "butter", "cheese", "apples"],
      people: ["Korin", "Priya Shah", "Northwind"],
      notes: ["staff engineer", "final round", "bring receipts"],
      quantities: ["2 x 25 kg", "3 boxes", "order 4412"],
      joined: ["Sales and marketing review", "Tax and insurance forms"]),
    "de": Parts(
      tasks: ["Mehl bestellen", "Messer schleifen", "Pass verlängern", "Rinne reparieren"],
      items: ["Brot", "Milch", "Eier", "Butter", "Käse", "Äpfel"],
      people: ["Korin", "Frau Weber", "Hansewerk"],
      notes: ["Werkstudent", "letzte Runde", "Belege mitbringen"],
      quantities: ["2 x 25 kg", "3 Kartons", "Auftrag 4412"],
      joined: ["Vertrieb und Marketing Abstimmung", "Steuer und Versicherung"]),
    "ja": Parts(
      tasks: ["小麦粉の注文", "包丁研ぎ", "パスポート更新", "雨どい修理"],
      items: ["牛乳", "卵", "パン", "バター", "チーズ", "りんご"],
      people: [],
      notes: ["エンジニア職", "最終面接", "領収書持参"],
      quantities: ["25kg×2袋", "3箱", "注文4412"],
      joined: ["営業と開発の連絡", "税金と保険の書類"]),
    "ko": Parts(
      tasks: ["밀가루 주문", "칼 연마", "여권 갱신", "배수관 수리"],
      items: ["우유", "계란", "식빵", "버터", "치즈", "사과"],
      people: [],
      notes: ["백엔드 개발자", "최종 면접", "영수증 지참"],
      quantities: ["25kg 2포대", "3상자", "주문 4412"],
      joined: ["영업 및 개발 협의", "팀 회고 및 전체 회의"]),
  ]

  /// A reminder's title and the name a group should say it by.
  static func draw(_ locale: String, used: inout Set<String>, _ random: inout SeededRandom)
    -> (title: String, expected: String)
  {
    let language = String(locale.prefix(2))
    let parts = parts[language]!
    let composer = Fixture.composer(locale)
    let comma = language == "ja" ? "、" : ", "
    func spoken(_ text: String) -> String { composer.titles.speak(text) }
    while true {
      let task = random.pick(parts.tasks)
      var drawn: (String, String)
      switch random.int(0...5) {
      case 0: drawn = (task, spoken(task))
      case 1: drawn = (task + comma + random.pick(parts.quantities), spoken(task))
      case 2 where !parts.people.isEmpty:
        drawn = (task + comma + random.pick(parts.people), spoken(task))
      case 3:
        let note = random.pick(parts.notes)
        let title = task + " - " + note
        // Japanese and Korean say a dash as a space, no pause: the name stays whole.
        drawn = (title, spoken(language == "ja" || language == "ko" ? title : task))
        // A one-word name is never cut to it: the dash is said as nothing.
        let word = random.pick(["INTERVIEW", "Mateo", "Klausur"])
        if language != "ja" && language != "ko" && random.chance(0.5) {
          // A word in capitals is said in normal case (`SpokenTitle.inNormalCase`).
          drawn = (word + " - " + note, SpokenTitle.inNormalCase(word + " " + note))
        }
      case 4:
        var items = parts.items
        let list = (0..<3).map { _ in items.remove(at: random.int(0...(items.count - 1))) }
        drawn = (list.joined(separator: comma), "")
      default:
        let joined = random.pick(parts.joined)
        drawn = (joined, spoken(joined))
      }
      guard !used.contains(drawn.0) else { continue }
      used.insert(drawn.0)
      return drawn
    }
  }

  /// The names of a group of three reminders drawn from parts are said by their short form
  /// (the part before a dash note or a comma's detail: "Order flour", never "Order flour, 2
  /// x 25 kg"); a name that is a list keeps its words, marked; and with each name in place
  /// of "X" the group reads exactly as the language joins three names: as many names as
  /// the count says, with the join before the last name in its place ("X; X; and X", never
  /// "X; X, and X") and never the join word again after a name that holds it ("X, X, 그리고
  /// 영업 및 개발 협의").
  @Test(arguments: Fixture.locales)
  func aGroupSaysAsManyNamesAsItCounts(_ locale: String) {
    let composer = Fixture.composer(locale)
    let shapes: Set<String> = [
      "X, X, and X", "X; X; and X", "X, X and X", "X, X, and X",
      "X, X und X", "X; X; und X", "X, X sowie X",
      "X、X、X",
      "X, X, X", "X, X 및 X", "X, X, 그리고 X", "X 및 X 그리고 X",
    ]
    var random = SeededRandom(seed: 1505)
    var seen = (short: 0, list: 0)
    for _ in 0..<150 {
      var used = Set<String>()
      let drawn = (0..<3).map { _ in Self.draw(locale, used: &used, &random) }
      let items = drawn.enumerated().map { index, title in
        Fixture.reminder(title.title, due: "2026-05-0\(index + 4)")
      }
      let text = Fixture.summary(items, locale: locale, family: .extraLarge).text
      guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else {
        Issue.record("\(locale): no group in '\(text)'")
        continue
      }
      var group = String(text[text.index(after: colon)...].drop { $0 == " " })
      for (title, expected) in drawn.sorted(by: { $0.title.count > $1.title.count }) {
        var said = expected
        if expected.isEmpty {
          // A list keeps its words, marked as the language marks a name.
          let name = composer.spokenTitle(Fixture.reminder(title, due: nil))
          said = composer.localizer.string(.overdueGroupListName, .string(name))
          seen.list += 1
        } else if said != composer.titles.speak(title) {
          seen.short += 1
        }
        let context = "\(locale) '\(title)' not said as '\(said)': \(text)"
        guard let range = group.range(of: said) else {
          Issue.record(Comment(rawValue: context))
          continue
        }
        group.replaceSubrange(range, with: "X")
      }
      #expect(shapes.contains(group), "\(locale) '\(group)': \(text)")
    }
    #expect(seen.short > 50 && seen.list > 20, "\(locale): \(seen)")
  }
}
