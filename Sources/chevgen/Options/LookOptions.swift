import ArgumentParser
import ChevGenFormat
import ChevGenGeometry
import ChevGenKit
import ChevGenStyles
import ChevGenText

/// The options `render`, `animate` and `preview` share: the style, the reading
/// direction, the colours and the font; `Origin` says what `--backdrop-origin`
/// places in the command.
public struct LookOptions<Origin: OriginMeaning>: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "classic (iOS 3–6 arrow-shaped bordered button), plain (iOS 7–12 chevron and tinted "
        + "title), minimal (the chevron alone, with UIKit's transition mask), capsule (a rounded "
        + "platter; a circle with no title), close (a ✕ in a circle; not in a preview, whose "
        + "dialog draws its own) or glass (iOS 26: the symbol alone in a 44 pt glass circle, a "
        + "text action in a glass capsule, over --backdrop). e.g. --style capsule",
      valueName: "style"))
  public var style = "classic"

  @Option(
    help: ArgumentHelp(
      "ltr, rtl, or auto: from the first strong character of the title (animate: of the first "
        + "title that has one). In rtl the chevron sits on the right and points right; a preview "
        + "mirrors the whole bar. e.g. --direction rtl", valueName: "ltr|rtl|auto"))
  public var direction = "auto"

  @Option(
    help: ArgumentHelp(
      "Classic: the bar hue the art derives from (default #6D84A2, dark #3A4A5E); close: the ✕ "
        + "(default #8E8E93, dark #AEAEB2); others: the chevron, glyph and title colour (default "
        + "#007AFF, dark #0A84FF). e.g. --tint '#4A6FA5'",
      valueName: "#RRGGBB[AA]"))
  public var tint: String?

  @Option(
    help: ArgumentHelp(
      "Label colour (default: #FFFFFF for classic, dark #F2F2F7; the tint for the other "
        + "styles). e.g. --text-color '#FFD700'", valueName: "#RRGGBB[AA]"))
  public var textColor: String?

  @Option(
    help: ArgumentHelp(
      "Colour of a disabled plain, minimal, capsule or close button's chevron, glyph or title "
        + "(default: #C7C7CC light, #48484A dark); classic fades a disabled button to half opacity "
        + "and takes none. e.g. --disabled-color '#999999'", valueName: "#RRGGBB[AA]"))
  public var disabledColor: String?

  @Option(
    help: ArgumentHelp(
      "Background of the capsule and close styles (default: #E5E5EA light, #2C2C2E dark). "
        + "e.g. --platter-color '#FFFFFF'", valueName: "#RRGGBB[AA]"))
  public var platterColor: String?

  @Option(
    help: ArgumentHelp(
      "Classic's label shadow colour (default: #404040, dark #000000). "
        + "e.g. --shadow-color '#00000080'",
      valueName: "#RRGGBB[AA]"))
  public var shadowColor: String?

  @Option(
    help: ArgumentHelp(
      "Classic's label shadow offset in points (default: 0,-1, one point up). "
        + "e.g. --shadow-offset=0,1",
      valueName: "x,y"))
  public var shadowOffset: String?

  @Option(
    help: ArgumentHelp(
      "Font file for the label (default: DejaVu Sans Bold 12 for classic, Inter 17 "
        + "otherwise, with DejaVu Sans for scripts Inter lacks, which chevgen ships in share/chevgen/fonts; CHEVGEN_FONTS names another "
        + "folder of them). "
        + "e.g. --font Fonts/Label-Bold.otf", valueName: "file"))
  public var font: String?

  @Option(
    help: ArgumentHelp(
      "Font file for characters the label font lacks (CJK, emoji…); repeatable. "
        + "e.g. --fallback-font /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
      valueName: "file"))
  public var fallbackFont: [String] = []

  @Option(
    help: ArgumentHelp(
      "Label size in points, 4 to 24 (default: 12 for classic, 17 otherwise). e.g. --font-size 13",
      valueName: "pt"),
    transform: DecimalOption.read)
  public var fontSize: Double?

  @Option(
    help: ArgumentHelp(
      "Glass: what the platter is drawn over, a PNG screenshot or a colour (default: the "
        + "system background, #FFFFFF light, #000000 dark), for every appearance; repeat it, "
        + "one per --appearance in the same order, for a screen per appearance. "
        + "e.g. --backdrop home.png",
      valueName: "file.png|#RRGGBB"))
  public var backdrop: [String] = []

  @Option(help: ArgumentHelp(Origin.help, valueName: "x,y"))
  public var backdropOrigin: String?

  @Option(
    help: ArgumentHelp(
      "Glass: the backdrop's pixels per point, 1 to 4 (default: 3, an iPhone screenshot). "
        + "e.g. --backdrop-scale 2", valueName: "n"),
    transform: DecimalOption.read)
  public var backdropScale: Double?

  @Option(
    help: ArgumentHelp(
      "Glass: whose light or dark the platter and glyph follow: appearance (iOS 26.3 and "
        + "later, the default) or content (the backdrop under the platter, as iOS 26.0–26.2). "
        + "e.g. --glass-tone content (default: appearance)", valueName: "appearance|content"))
  public var glassTone: String?

  @Option(
    help: ArgumentHelp(
      "Glass: regular (the default), clear (more transparent, for rich media, dimmed over "
        + "bright content) or tinted (more opaque, iOS 26.1's Tinted setting). "
        + "e.g. --glass-variant clear (default: regular)", valueName: "regular|clear|tinted"))
  public var glassVariant: String?

  @Flag(
    help: ArgumentHelp(
      "Glass: the bar's confirming action (done, save) on a platter in the tint, with a white "
        + "glyph."))
  public var prominent = false

  public init() {}
}

/// `LookOptions` read as chevgen's values.
extension LookOptions {
  /// The look the options give, read once and handed whole to a request:
  /// `purpose` and `width` come from the command's own options;
  /// `appearances` as for `glass(appearances:)`.
  func buttonLook(
    purpose: Purpose = .back, width: Double? = nil, appearances: [Appearance]
  ) throws(ChevGenError) -> ButtonLook {
    ButtonLook(
      style: try buttonStyle(), purpose: purpose, colors: try colors(), width: width,
      fontFile: font, fallbackFonts: fallbackFont, fontSize: fontSize,
      glass: try glass(appearances: appearances))
  }

  func buttonStyle() throws(ChevGenError) -> ButtonStyleKind {
    try OptionValue.choice(style, field: .style)
  }

  /// The direction given; nil for automatic.
  func layoutDirection() throws(ChevGenError) -> LayoutDirection? {
    try OptionValue.direction(direction, field: .direction)
  }

  /// The colour options, parsed.
  func colors() throws(ChevGenError) -> ColorOverrides {
    var colors = ColorOverrides(
      tint: try OptionValue.color(ifGiven: tint, field: .tint),
      text: try OptionValue.color(ifGiven: textColor, field: .textColor),
      shadow: try OptionValue.color(ifGiven: shadowColor, field: .shadowColor),
      disabled: try OptionValue.color(ifGiven: disabledColor, field: .disabledColor),
      platter: try OptionValue.color(ifGiven: platterColor, field: .platterColor))
    colors.shadowOffset = try shadowOffset.map { text throws(ChevGenError) in
      try OptionValue.offset(
        text, field: .shadowOffset, limit: ButtonLook.shadowOffsetLimit)
    }
    return colors
  }

  /// The glass options, the backdrops read and checked: one for every
  /// appearance, or one per appearance of `appearances` in their order;
  /// without `--backdrop-origin`, the art lies where the command puts it.
  func glass(appearances: [Appearance] = [.light]) throws(ChevGenError) -> GlassOverrides {
    let origin = try backdropOrigin.map { text throws(ChevGenError) in
      try OptionValue.offset(text, field: .backdropOrigin, limit: 100_000)
    }
    let tone: GlassTone? = try glassTone.map { text throws(ChevGenError) in
      try OptionValue.choice(text, field: .glassTone)
    }
    let variant: GlassVariant? = try glassVariant.map { text throws(ChevGenError) in
      try OptionValue.choice(text, field: .glassVariant)
    }
    var options = GlassOverrides(
      placement: origin.map { .at($0) } ?? .centred, tone: tone, prominent: prominent,
      variant: variant)
    let placing = [
      (RequestField.backdropOrigin, origin != nil), (.backdropScale, backdropScale != nil),
    ]
    .filter(\.1).map(\.0)
    if let refusal = BackdropPlacement.refusal(placing: placing, over: backdrop) {
      throw .conflict(refusal)
    }
    let scale = backdropScale ?? 3
    switch backdrop.count {
    case 0: break
    case 1: options.backdrop = try BackdropFile.load(backdrop[0], pixelsPerPoint: scale)
    case appearances.count:
      for (appearance, text) in zip(appearances, backdrop) {
        options.backdrops[appearance] = try BackdropFile.load(text, pixelsPerPoint: scale)
      }
    default:
      throw .conflict(
        "\(.backdrop) is given \(backdrop.count) times for \(appearances.count) "
          + "appearance\(appearances.count == 1 ? "" : "s"); give one \(.backdrop) for every "
          + "appearance, or one per \(.appearance) in the same order")
    }
    return options
  }
}
