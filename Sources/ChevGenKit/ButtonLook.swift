import ChevGenFormat
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// How one button looks, whatever command draws it: its style and purpose,
/// colours, fixed width and label font.
///
/// `render`, `animate` (once per end) and `preview` take these values from the
/// same options, and a manifest from its theme; one type keeps their defaults
/// and checks in one place.
public struct ButtonLook: Hashable, Sendable {
  /// The look: classic, plain, minimal, capsule or close.
  public var style: ButtonStyleKind
  /// What the button is for: back, or an action with a glyph or a title.
  public var purpose: Purpose
  /// Colours replacing the style's defaults.
  public var colors: ColorOverrides
  /// A fixed width in points instead of the label's natural width.
  public var width: Double?
  /// The label font file; nil for the style's default (`font`).
  public var fontFile: String?
  /// Font files for characters the label font lacks (CJK, emoji), in order.
  public var fallbackFonts: [String]
  /// The label size in points; nil for the style's default.
  public var fontSize: Double?
  /// What glass is drawn over and how it is toned (the glass style only).
  public var glass: GlassOverrides

  /// Font sizes that fit the 30 pt button (see `LabelLimits`).
  public static let fontSizeRange = LabelLimits.fontSizeRange
  /// The largest shadow offset either way, in points: a shadow farther off leaves the button.
  public static let shadowOffsetLimit = LabelLimits.shadowOffsetLimit

  /// A look; every value left out is the command line's default.
  public init(
    style: ButtonStyleKind = .classic, purpose: Purpose = .back,
    colors: ColorOverrides = ColorOverrides(), width: Double? = nil, fontFile: String? = nil,
    fallbackFonts: [String] = [], fontSize: Double? = nil, glass: GlassOverrides = GlassOverrides()
  ) {
    self.glass = glass
    self.style = style
    self.purpose = purpose
    self.colors = colors
    self.width = width
    self.fontFile = fontFile
    self.fallbackFonts = fallbackFonts
    self.fontSize = fontSize
  }

  /// The label font: DejaVu Sans Bold 12 for classic (UIKit's bold 12 pt, in
  /// its stand-in for iOS 6's Helvetica), Inter Regular 17 for the other
  /// styles (UIKit's regular 17 pt, in the open face closest to SF Pro),
  /// unless overridden.
  public var font: FontChoice {
    let classic = style == .classic
    return FontChoice(
      file: fontFile ?? (classic ? FontChoice.classicFile : FontChoice.titleFile),
      fallbackFiles: fallbackFonts, size: fontSize ?? (classic ? 12 : 17))
  }

  /// The title rules in force for `titles`: UIKit's for a back button; an
  /// action shows its title, else its default title ("Done"…), in every case.
  public func titleRules(_ titles: BackTitleRules) -> BackTitleRules {
    guard purpose != .back else { return titles }
    let title = titles.screenTitle ?? purpose.defaultTitle ?? ""
    return BackTitleRules(screenTitle: title, genericTitle: title)
  }

  /// The art's layout engine for this style and purpose, drawn at `scales`.
  public func artFactory(scales: [Double]) -> ButtonArtFactory {
    ButtonArtFactory(style: style, purpose: purpose, scales: scales, fixedWidth: width)
  }

  /// The theme for `appearance`: the style's default colours with the
  /// overrides in place, and the glass with them. The one place a theme is
  /// made, for a render, each of a preview's buttons and the asset builder:
  /// `style` and `colors` stand in for the look's own where those differ (a
  /// bar's ✕ keeps its grey; a manifest's dark colours are its own).
  public func theme(
    _ appearance: Appearance, style: ButtonStyleKind? = nil, colors: ColorOverrides? = nil
  ) -> ButtonTheme {
    var theme = (colors ?? self.colors).theme(for: style ?? self.style, appearance: appearance)
    theme.glass = glass.look(for: appearance)
    return theme
  }

  /// The fields of the look the user gave: what the style table checks.
  public var givenFields: Set<RequestField> {
    let given: [(RequestField, Bool)] = [
      (.shadowColor, colors.shadow != nil), (.shadowOffset, colors.shadowOffset != nil),
      (.width, width != nil), (.font, fontFile != nil), (.fallbackFont, !fallbackFonts.isEmpty),
      (.fontSize, fontSize != nil), (.platterColor, colors.platter != nil),
      (.disabledColor, colors.disabled != nil), (.backdrop, glass.hasBackdrop),
      (.glassTone, glass.tone != nil), (.glassVariant, glass.variant != nil),
      (.prominent, glass.prominent),
    ]
    return Set(given.filter(\.1).map(\.0))
  }

  /// The style table's first refusal of `given` for this style and purpose,
  /// worded for `subject`; nil when the style takes everything given.
  public func refusal(
    given: Set<RequestField>, subject: StyleRefusal.Subject? = nil
  ) -> FieldText? {
    let rules = StyleRules(style: style, purpose: purpose)
    guard let conflict = rules.conflicts(StyleRefusal.options(given: given)).first else {
      return nil
    }
    return StyleRefusal.text(
      conflict, subject ?? StyleRefusal.Subject(style: style, purpose: purpose), given: given)
  }

  /// Checks the font size and the shadow offset, whatever the style.
  public func validateValues() throws(ChevGenError) {
    let size = font.size
    guard size.isFinite, Self.fontSizeRange.contains(size) else {
      throw .invalidValue(
        .fontSize, value: ValueText.number(size),
        expected: "use a size from 4 to 24 points; the button is 30 points high")
    }
    if let offset = colors.shadowOffset {
      let limit = Self.shadowOffsetLimit
      guard abs(offset.x) <= limit, abs(offset.y) <= limit else {
        throw .invalidValue(
          .shadowOffset, value: "\(offset.x),\(offset.y)",
          expected: "each coordinate must be between -10 and 10 points")
      }
    }
  }
}
