import ChevGenFormat
import ChevGenGeometry
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// Everything one `chevgen animate` needs: the two buttons, the look, the
/// timing and the directory to write into.
public struct AnimationRequest: Hashable, Sendable {
  /// One end of the transition.
  public struct End: Hashable, Sendable {
    /// The title; nil for the purpose's default ("Back" for a back button).
    public var title: String?
    /// The art's style at this end.
    public var style: ButtonStyleKind
    /// Back, or the action this end's button stands for.
    public var purpose: Purpose

    /// One end: its title (nil for the purpose's own), style and purpose.
    public init(title: String?, style: ButtonStyleKind = .classic, purpose: Purpose = .back) {
      self.title = title
      self.style = style
      self.purpose = purpose
    }
  }

  /// The button the transition starts from, drawn alone in the first frame.
  public var from: End
  /// The button the transition ends on, drawn alone in the last frame.
  public var to: End
  /// The state both buttons are drawn in.
  public var state: ButtonState
  /// The appearance both buttons are drawn in: one per run, as frames share a canvas.
  public var appearance: Appearance
  /// Which way the buttons read; nil takes it from the titles' first strong character.
  public var direction: LayoutDirection?
  /// Scales to draw at; nil means 1, 2 and 3.
  public var scales: [Double]?
  /// Colours replacing the styles' defaults, for both buttons.
  public var colors: ColorOverrides
  /// The label font file; nil for each style's default.
  public var fontFile: String?
  /// Font files for characters the label font lacks, in order.
  public var fallbackFonts: [String]
  /// The label size in points; nil for each style's default.
  public var fontSize: Double?
  /// What glass ends are drawn over and how they are toned.
  public var glass = GlassOptions()
  /// The duration, frame rate and timing curve.
  public var timeline: Timeline
  /// The directory the files go into; created when missing.
  public var outputDirectory: String

  /// UIKit's navigation timing: 0.35 s at 60 frames a second, eased in and out.
  public static let defaultTimeline = Timeline.standard
  /// Ten seconds: far longer than any bar-button transition.
  public static let durationLimit = 10.0
  /// Frame rates from one a second to a 240 Hz display's.
  public static let framesPerSecondRange = 1...240
  /// Ten seconds at 60 frames a second.
  public static let frameLimit = 601

  /// A transition from `from` to `to`, written into `outputDirectory`; every
  /// other value has the command line's default.
  public init(
    from: End, to: End, state: ButtonState = .normal, appearance: Appearance = .light,
    direction: LayoutDirection? = nil, scales: [Double]? = nil,
    colors: ColorOverrides = ColorOverrides(), fontFile: String? = nil,
    fallbackFonts: [String] = [], fontSize: Double? = nil,
    timeline: Timeline = defaultTimeline, outputDirectory: String
  ) {
    self.from = from
    self.to = to
    self.state = state
    self.appearance = appearance
    self.direction = direction
    self.scales = scales
    self.colors = colors
    self.fontFile = fontFile
    self.fallbackFonts = fallbackFonts
    self.fontSize = fontSize
    self.timeline = timeline
    self.outputDirectory = outputDirectory
  }

  /// The scales drawn at.
  public var resolvedScales: [Double] { scales ?? RenderRequest.defaultScales }

  /// One end's look: the same art `chevgen render` draws for it.
  public func look(for end: End) -> ButtonLook {
    ButtonLook(
      style: end.style, purpose: end.purpose, colors: colors, fontFile: fontFile,
      fallbackFonts: fallbackFonts, fontSize: fontSize, glass: glass)
  }

  /// The titles one end chooses from, under the rules for its purpose.
  public func titles(for end: End) -> BackTitleRules {
    look(for: end).titleRules(BackTitleRules(screenTitle: end.title))
  }

  /// Checks every value that does not need the font or the disk.
  func validate() throws(ChevGenError) {
    try validateTiming()
    try validate(from, title: .fromTitle, style: .style, purpose: .purpose)
    try validate(to, title: .toTitle, style: .toStyle, purpose: .toPurpose)
    guard
      titles(for: from) != titles(for: to) || from.style != to.style || from.purpose != to.purpose
    else {
      throw .conflict(
        "both ends are the same button, so nothing would move; give a different \(.toTitle), "
          + "\(.toStyle) or \(.toPurpose)")
    }
    try look(for: from).validateValues()
    try validateOptionsInUse()
  }

  /// Checks the duration and the frame rate, and the frames they make.
  private func validateTiming() throws(ChevGenError) {
    let duration = timeline.duration
    guard duration.isFinite, duration > 0, duration <= Self.durationLimit else {
      throw .invalidValue(
        .duration, value: ValueText.number(duration),
        expected: "give seconds above 0 and at most 10, e.g. 0.35")
    }
    let fps = timeline.framesPerSecond
    guard Self.framesPerSecondRange.contains(fps) else {
      throw .invalidValue(
        .framesPerSecond, value: String(fps),
        expected: "give whole frames per second from 1 to 240")
    }
    let count = timeline.frameCount
    guard count >= 2 else {
      throw .conflict(
        "\(.duration) \(ValueText.number(duration)) at \(.framesPerSecond) \(fps) is shorter "
          + "than one frame; give a longer \(.duration) or a higher \(.framesPerSecond)")
    }
    guard count <= Self.frameLimit else {
      throw .conflict(
        "\(.duration) \(ValueText.number(duration)) at \(.framesPerSecond) \(fps) makes "
          + "\(count) frames, more than the \(Self.frameLimit) chevgen writes; shorten "
          + "\(.duration) or lower \(.framesPerSecond)")
    }
  }

  /// The style table's findings on one end, naming that end's fields.
  private func validate(
    _ end: End, title titleField: RequestField, style styleField: RequestField,
    purpose purposeField: RequestField
  ) throws(ChevGenError) {
    let style = end.style.rawValue
    let purpose = end.purpose.rawValue
    if let title = end.title {
      try ChevGenError.checkTitle(title, titleField)
    }
    let rules = StyleRules(style: end.style, purpose: end.purpose)
    guard let conflict = rules.conflicts(end.title == nil ? [] : [.title]).first else { return }
    let message: FieldText =
      switch conflict {
      case .closeTakesNoPurpose:
        "\(styleField) close is itself the dismiss button; drop \(purposeField) or choose "
          + "another style"
      case .titledActionInMinimal:
        "\(styleField) minimal draws glyphs alone, and \(purposeField) \(purpose) needs its "
          + "title; use classic, plain or capsule"
      case .glyphHasNoTitle:
        "\(purposeField) \(purpose) draws its glyph, with no title; drop \(titleField)"
      default:  // only the title is asked about: the style draws none
        "\(styleField) \(style) draws \(end.style == .close ? "a ✕" : "the chevron alone"), "
          + "with no title; drop \(titleField)"
      }
    throw .conflict(message)
  }

  /// Values neither end can use are refused rather than silently ignored.
  private func validateOptionsInUse() throws(ChevGenError) {
    let ends = [from, to].map { StyleRules(style: $0.style, purpose: $0.purpose) }
    let unused = { (option: StyleRules.Option) in !ends.contains { $0.accepts(option) } }
    let styles: FieldText =
      "\(.style) \(from.style.rawValue) and \(.toStyle) \(to.style.rawValue)"
    if unused(.shadow), colors.shadow != nil || colors.shadowOffset != nil {
      throw .conflict(
        styles + " draw no text shadow; drop \(.shadowColor) and \(.shadowOffset)")
    }
    if unused(.platter), colors.platter != nil {
      throw .conflict(
        styles + " have no platter; \(.platterColor) is for capsule and close")
    }
    if unused(.disabledColor), colors.disabled != nil {
      throw .conflict(
        styles + " fade a disabled button to half opacity and take no colour for it; drop "
          + "\(.disabledColor)")
    }
    if unused(.glass), glass.givesGlassLook {
      throw .conflict(
        "\(.backdrop), \(.backdropOrigin), \(.backdropScale), \(.glassTone) and "
          + "\(.glassVariant) are for "
          + "\(.style) glass; drop them or choose that style for an end")
    }
    if unused(.prominent), glass.prominent {
      throw .conflict(
        "\(.prominent) tints the platter of a glass action such as done or save; give an "
          + "end \(.style) glass and a \(.purpose) other than back")
    }
    if unused(.font), fontFile != nil || fontSize != nil || !fallbackFonts.isEmpty {
      throw .conflict("neither button draws a title; drop the font options")
    }
  }
}
