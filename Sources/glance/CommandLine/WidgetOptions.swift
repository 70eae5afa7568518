import WidgetTimeline

/// The widget `glance timeline` and `summarize` show: `--family` and `--text-size`, as one
/// group decoded with each command's options.
struct WidgetOptions: ParsableOptions {
  static let family = Option<WidgetFamily>(
    "family", "family", help: "The widget family.", required: true)
  static let textSize = Option<TextSize>(
    "text-size", "size", help: "Dynamic Type range.", default: .default)

  var family: WidgetFamily
  var textSize: TextSize

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    family = try arguments.value(required: Self.family)
    textSize = try arguments.value(required: Self.textSize)
  }
}
