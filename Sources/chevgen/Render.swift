import ArgumentParser
import ChevGenKit
import ChevronGeometry
import ChevronText

/// `chevgen render`: one back button, every requested state and scale.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a classic back button (the default subcommand).",
    discussion: """
      The output's extension picks the format. PNG is written once per scale and state:
        chevgen --title Menu --out back.png
          → back.png back@2x.png back@3x.png
        chevgen --out out/back.png --scales 2 --state normal --state highlighted
          → out/back@2x.png out/back-highlighted@2x.png
      SVG and PDF are vector art in points, one file per state:
        chevgen --title Menu --out back.svg
      Each written path is printed on its own line. Nothing is written if any
      file fails. Exit status: 0 success, 1 failure, 64 a mistake in the options.
      Negative numbers need '=': --shadow-offset=-1,0.
      """)

  @Option(
    help: ArgumentHelp(
      "The previous screen's title, shown unless a rule below says otherwise; empty draws the "
        + "chevron art alone (default: the generic title). e.g. --title Menu", valueName: "text"))
  var title: String?

  @Option(
    help: ArgumentHelp(
      "The previous screen's backButtonTitle; wins over --title. e.g. --back-button-title Prefs",
      valueName: "text"))
  var backButtonTitle: String?

  @Option(
    help: ArgumentHelp(
      "The title of the previous screen's back bar button item; wins in every display mode. "
        + "e.g. --back-item-title Done", valueName: "text"))
  var backItemTitle: String?

  @Option(
    help: ArgumentHelp(
      "UIKit's back-button display mode: default (the title; the generic title, then none, when "
        + "short of space), generic or minimal (chevron only). e.g. --display-mode minimal",
      valueName: "default|generic|minimal"))
  var displayMode = "default"

  @Option(
    help: ArgumentHelp(
      "What \"Back\" reads in the app's language. e.g. --generic-title Zurück", valueName: "text"))
  var genericTitle = "Back"

  @Option(
    help: ArgumentHelp(
      "ltr, rtl, or auto: from the title's first strong character. In rtl the chevron sits on "
        + "the right and points right. e.g. --direction rtl", valueName: "ltr|rtl|auto"))
  var direction = "auto"

  @Option(
    help: ArgumentHelp(
      "The widest the button may be; a wider title falls back as UIKit's does. "
        + "e.g. --max-width 100", valueName: "pt"))
  var maxWidth: Double?

  @Option(
    help: ArgumentHelp(
      "classic (iOS 3–6 arrow-shaped bordered button), plain (iOS 7–12 chevron and tinted "
        + "title), minimal (the chevron alone, with UIKit's transition mask), capsule (a rounded "
        + "platter; a circle with no title) or close (a ✕ in a circle). e.g. --style capsule",
      valueName: "style"))
  var style = "classic"

  @Option(
    help: ArgumentHelp(
      "back, or an action: add, edit, delete, search, share (a glyph) or done, save, cancel "
        + "(a title; --title overrides it). e.g. --purpose add", valueName: "purpose"))
  var purpose = "back"

  @Option(
    help: ArgumentHelp(
      "light or dark; repeat for both. Dark files end in -dark. e.g. --appearance dark",
      valueName: "appearance"))
  var appearance: [String] = []

  @Option(
    help: ArgumentHelp(
      "Output file; .png, .svg or .pdf. State and scale suffixes are added to its name. "
        + "e.g. --out out/back.png",
      valueName: "path"))
  var out: String

  @Option(
    help: ArgumentHelp(
      "PNG scales, comma-separated multiples of 0.5 from 1 to 8 (default: 1,2,3). e.g. --scales 2",
      valueName: "list"))
  var scales: String?

  @Option(
    help: ArgumentHelp(
      "normal, highlighted (pressed) or disabled; repeat for more. "
        + "e.g. --state normal --state highlighted", valueName: "state"))
  var state: [String] = []

  @Option(
    help: ArgumentHelp(
      "Classic: the bar hue the art derives from (default #6D84A2); others: the chevron, glyph "
        + "and title colour (default #007AFF, dark #0A84FF). e.g. --tint '#4A6FA5'",
      valueName: "#RRGGBB[AA]"))
  var tint: String?

  @Option(
    help: ArgumentHelp(
      "Label colour (default: #FFFFFF). e.g. --text-color '#FFD700'", valueName: "#RRGGBB[AA]"))
  var textColor: String?

  @Option(
    help: ArgumentHelp(
      "Colour of a disabled plain or minimal button (default: #C7C7CC light, #48484A dark). "
        + "e.g. --disabled-color '#999999'", valueName: "#RRGGBB[AA]"))
  var disabledColor: String?

  @Option(
    help: ArgumentHelp(
      "Background of the capsule and close styles (default: #E5E5EA light, #2C2C2E dark). "
        + "e.g. --platter-color '#FFFFFF'", valueName: "#RRGGBB[AA]"))
  var platterColor: String?

  @Option(
    help: ArgumentHelp(
      "Label shadow colour (default: #404040). e.g. --shadow-color '#00000080'",
      valueName: "#RRGGBB[AA]"))
  var shadowColor: String?

  @Option(
    help: ArgumentHelp(
      "Label shadow offset in points (default: 0,-1, one point up). e.g. --shadow-offset=0,1",
      valueName: "x,y"))
  var shadowOffset: String?

  @Option(
    help: ArgumentHelp(
      "Fixed width in whole points, the label centred (default: label width + 20). e.g. --width 120",
      valueName: "pt"))
  var width: Double?

  @Option(
    help: ArgumentHelp(
      "Font file for the label (default: \(FontChoice.defaultFile)). "
        + "e.g. --font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", valueName: "file"))
  var font: String?

  @Option(
    help: ArgumentHelp(
      "Font file for characters the label font lacks (CJK, emoji…); repeatable. "
        + "e.g. --fallback-font /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
      valueName: "file"))
  var fallbackFont: [String] = []

  @Option(
    help: ArgumentHelp(
      "Label size in points, 4 to 24 (default: 12 for classic, 17 otherwise). e.g. --font-size 13",
      valueName: "pt"))
  var fontSize: Double?

  @Option(
    help: ArgumentHelp(
      "Also write a JSON sidecar: size, cap insets and label frame in points; each image's "
        + "pixel size and pixel cap insets. e.g. --metadata back.json", valueName: "file.json"))
  var metadata: String?

  func run() throws {
    try run(preload: nil)
  }

  /// Renders, taking the shaper from `preload` when it loaded the requested font.
  func run(preload: ShaperPreload?) throws {
    do {
      let report = try ButtonRenderer.render(request(), preload: preload)
      for warning in report.warnings {
        StandardError.line("chevgen: warning: \(warning)")
      }
      print(report.writtenPaths.joined(separator: "\n"))
    } catch {
      throw CommandFailure(error)
    }
  }

  private func request() throws(ChevGenError) -> RenderRequest {
    var colors = ColorOverrides(
      tint: try OptionValue.color(ifGiven: tint, option: "--tint"),
      text: try OptionValue.color(ifGiven: textColor, option: "--text-color"),
      shadow: try OptionValue.color(ifGiven: shadowColor, option: "--shadow-color"),
      disabled: try OptionValue.color(ifGiven: disabledColor, option: "--disabled-color"),
      platter: try OptionValue.color(ifGiven: platterColor, option: "--platter-color"))
    colors.shadowOffset = try shadowOffset.map { text throws(ChevGenError) in
      try OptionValue.offset(
        text, option: "--shadow-offset", limit: RenderRequest.shadowOffsetLimit)
    }
    let buttonStyle: ButtonStyleKind = try OptionValue.choice(style, option: "--style")
    let buttonPurpose: Purpose = try OptionValue.choice(purpose, option: "--purpose")
    let appearances = try appearance.map { name throws(ChevGenError) -> Appearance in
      try OptionValue.choice(name, option: "--appearance")
    }
    let states = try state.map { name throws(ChevGenError) -> ButtonState in
      try OptionValue.choice(name, option: "--state")
    }
    let mode: BackTitleRules.DisplayMode = try OptionValue.choice(
      displayMode, option: "--display-mode")
    let titles = BackTitleRules(
      screenTitle: title, backButtonTitle: backButtonTitle, backItemTitle: backItemTitle,
      displayMode: mode, genericTitle: genericTitle)
    let layoutDirection: LayoutDirection?
    switch direction {
    case "auto": layoutDirection = nil
    case let name:
      guard let parsed = LayoutDirection(rawValue: name) else {
        throw .invalidValue(option: "--direction", value: name, expected: "use ltr, rtl or auto")
      }
      layoutDirection = parsed
    }
    return RenderRequest(
      titles: titles, maxWidth: maxWidth, direction: layoutDirection, output: out,
      scales: try scales.map { text throws(ChevGenError) in
        try OptionValue.scales(text, option: "--scales")
      },
      states: states.isEmpty ? [.normal] : states,
      appearances: appearances.isEmpty ? [.light] : appearances, buttonStyle: buttonStyle,
      purpose: buttonPurpose,
      colors: colors, width: width, fontFile: font, fallbackFonts: fallbackFont,
      fontSize: fontSize, metadata: metadata)
  }
}
