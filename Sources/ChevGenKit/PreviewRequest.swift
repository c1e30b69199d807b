import ChevGenCairo
import ChevGenFormat
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// Everything one `chevgen preview` needs: the bar's configuration, its title
/// and items, the buttons' look, and where to write.
public struct PreviewRequest: Hashable, Sendable {
  /// The bar: root (a large title), page (a back button) or dialog (a close button).
  public var configuration: BarConfiguration
  /// The screen's title: centred (page, dialog) or large (root).
  public var title: String
  /// Where the back button's title comes from (page): `screenTitle` is the
  /// previous screen's title (`--back-title`).
  public var backTitles: BackTitleRules
  /// The trailing actions from the trailing edge inwards; nil for the
  /// configuration's own (a save button in a dialog, none otherwise).
  public var trailing: [Purpose]?
  /// The bar's width in points.
  public var width: Double
  /// Which way the bar reads; nil takes it from the title's first strong character.
  public var direction: LayoutDirection?
  /// The buttons' style, colours and label font, as `render` takes them; its
  /// output, scales, appearances and metadata are the preview's.
  public var buttons: RenderRequest
  /// How a glass bar calms the content under it; nil for the default (soft).
  public var scrollEdge: ScrollEdge?

  /// A current iPhone's width in points.
  public static let defaultWidth = 393.0
  /// From the narrowest iPhone (320) to the widest iPad (1366).
  public static let widthRange = 320.0...1366.0
  /// The least room a centred title must be left between the items.
  public static let minimumTitleSpace = 44.0
  /// A large title's size in points.
  public static let largeTitleSize = 34.0
  /// The most lines a large title takes before it is truncated.
  public static let largeTitleLines = 2
  /// A centred title's size.
  public static let titleSize = 17.0

  /// The bar's width when none is given: the screenshot's, in whole points,
  /// so that the bar spans the screen a manifest places its buttons on
  /// (`ScreenModel`); `defaultWidth` over a colour, or a screenshot
  /// outside `widthRange`.
  public static func width(over glass: GlassOverrides, appearances: [Appearance]) -> Double {
    let screens = appearances.compactMap { glass.backdrop(for: $0) }.filter { !$0.isUniform }
    guard let width = screens.first.map({ $0.size.width.rounded(.down) }),
      widthRange.contains(width)
    else { return defaultWidth }
    return width
  }

  /// A preview of `configuration` titled `title`; the other values default as on the command line.
  public init(
    configuration: BarConfiguration, title: String, backTitles: BackTitleRules = BackTitleRules(),
    trailing: [Purpose]? = nil, width: Double = PreviewRequest.defaultWidth,
    direction: LayoutDirection? = nil, buttons: RenderRequest, scrollEdge: ScrollEdge? = nil
  ) {
    self.scrollEdge = scrollEdge
    self.configuration = configuration
    self.title = title
    self.backTitles = backTitles
    self.trailing = trailing
    self.width = width
    self.direction = direction
    self.buttons = buttons
  }

  /// The trailing actions in force.
  public var trailingPurposes: [Purpose] {
    trailing ?? (configuration == .dialog ? [.save] : [])
  }

  /// The style an action is drawn in: minimal draws glyphs alone, so its titled
  /// actions (Save, Done…) are plain titles, as UIKit's are beside a bare chevron.
  func style(for purpose: Purpose) -> ButtonStyleKind {
    let rules = StyleRules(style: buttons.look.style, purpose: purpose)
    return rules.conflict == .titledActionInMinimal ? .plain : rules.style
  }

  /// The bar title's font at `size`, with the fallback fonts: Inter SemiBold,
  /// as iOS sets bar titles semibold; a classic bar keeps DejaVu Sans Bold,
  /// its stand-in for iOS 6's bold Helvetica.
  func titleFont(size: Double) -> FontChoice {
    let file = buttons.look.style == .classic ? FontChoice.classicFile : FontChoice.barTitleFile
    return FontChoice(file: file, fallbackFiles: buttons.look.fallbackFonts, size: size)
  }

  /// Checks every value that does not need the font or the disk.
  func validate(scales: [Double]) throws(ChevGenError) {
    guard !title.isEmpty else {
      throw .invalidValue(
        .title, value: "", expected: "give the screen's title, e.g. \(.title) Settings")
    }
    try ChevGenError.checkTitle(title, .title)
    for (field, title) in backTitles.givenTitles {
      try ChevGenError.checkTitle(title, field == .title ? .backTitle : field)
    }
    if configuration != .page,
      backTitles.screenTitle != nil || backTitles.choosesTitle
    {
      throw .conflict(
        "a \(configuration.rawValue) bar has no back button; drop \(.backTitle), "
          + "\(.displayMode) and \(.genericTitle), or use \(.configuration) page")
    }
    if let purpose = trailing?.first(where: { $0 == .back }) {
      throw .invalidValue(
        .trailing, value: purpose.rawValue,
        expected: "the back button is the page's leading item; list actions: "
          + "\(Self.actionNames)")
    }
    let text = ValueText.number(width)
    guard width.isFinite, Self.widthRange.contains(width),
      BackButtonLayout.isOnPixelGrid(width: width, scales: scales)
    else {
      throw .invalidValue(
        .width, value: text,
        expected: "give a whole number of points from 320 to 1366 (an even number for half "
          + "scales such as 1.5), e.g. 393")
    }
    let widest = (Double(ImageLimits.maximumSide) / (scales.max() ?? 1)).rounded(.down)
    guard width <= widest else {
      throw .invalidValue(
        .width, value: text,
        expected: "an image holds at most \(ImageLimits.maximumSide) pixels a side, so at "
          + "scale \(OutputPlan.format(scales.max() ?? 1)) use at most "
          + "\(ValueText.number(widest)) points")
    }
    try validateLook()
  }

  /// The buttons' options, refused where nothing in this bar would use them.
  private func validateLook() throws(ChevGenError) {
    try buttons.look.validateValues()
    let style = buttons.look.style
    let colors = buttons.look.colors
    // The bar's buttons share its style; a dialog's ✕ is drawn in its own.
    let drawn = [StyleRules(style: style)] + (configuration == .dialog ? [.close] : [])
    let unused = { (option: StyleRules.Option) in !drawn.contains { $0.accepts(option) } }
    if !StyleRules.isSharedLook(style) {
      throw .conflict(
        "\(.style) close is the dialog's ✕, which a dialog bar draws itself; choose classic, "
          + "plain, minimal, capsule or glass for the bar's buttons")
    }
    if !StyleRules(style: style).drawsOverBackdrop, scrollEdge != nil {
      throw .conflict(
        "\(.scrollEdge) calms the content under a glass bar; the other styles draw their own "
          + "bar; drop it or choose \(.style) glass")
    }
    if buttons.look.glass.prominent {
      throw .conflict(
        "a glass bar tints its confirming action (done or save) itself; drop \(.prominent)")
    }
    if colors.disabled != nil {
      throw .conflict("a preview draws every button enabled; drop \(.disabledColor)")
    }
    // The options a bar's buttons could draw with: the others (a title's
    // font, a width) are the bar's own to set.
    let given = buttons.look.givenFields
    let options = StyleRefusal.options(given: given)
    for option in [StyleRules.Option.glass, .shadow, .platter]
    where options.contains(option) && unused(option) {
      guard let conflict = drawn[0].conflict(with: option) else { continue }
      throw .conflict(StyleRefusal.text(conflict, StyleRefusal.Subject(style: style), given: given))
    }
  }

  /// "add, edit, … or cancel".
  static var actionNames: String {
    let names = Purpose.allCases.filter { $0 != .back }.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Parses `--trailing add,share`: action purposes separated by commas; ""
  /// for none.
  public static func trailing(_ text: String) throws(ChevGenError) -> [Purpose] {
    var purposes: [Purpose] = []
    guard !text.isEmpty else { return [] }
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.filter { $0 != " " }
      guard let purpose = Purpose(rawValue: name) else {
        throw .invalidValue(
          .trailing, value: text,
          expected: "list actions separated by commas, each one of \(actionNames), e.g. add,share")
      }
      purposes.append(purpose)
    }
    return purposes
  }
}
