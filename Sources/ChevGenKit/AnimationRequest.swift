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
  /// The look both buttons share: colours, font and glass. Each end's own
  /// style and purpose stand in for the look's.
  public var look: ButtonLook
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
    direction: LayoutDirection? = nil, scales: [Double]? = nil, look: ButtonLook = ButtonLook(),
    timeline: Timeline = defaultTimeline, outputDirectory: String
  ) {
    self.from = from
    self.to = to
    self.state = state
    self.appearance = appearance
    self.direction = direction
    self.scales = scales
    self.look = look
    self.timeline = timeline
    self.outputDirectory = outputDirectory
  }

  /// The scales drawn at.
  public var resolvedScales: [Double] { scales ?? RenderRequest.defaultScales }

  /// One end's look: the same art `chevgen render` draws for it.
  public func look(for end: End) -> ButtonLook {
    var look = look
    look.style = end.style
    look.purpose = end.purpose
    return look
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
    if let title = end.title {
      try ChevGenError.checkTitle(title, titleField)
    }
    let subject = StyleRefusal.Subject(
      style: end.style, purpose: end.purpose, styleField: styleField,
      purposeField: purposeField, titleField: titleField)
    if let refusal = look(for: end).refusal(
      given: end.title == nil ? [] : [.title], subject: subject)
    {
      throw .conflict(refusal)
    }
  }

  /// Values neither end can use are refused rather than silently ignored,
  /// in the style table's words for both ends.
  private func validateOptionsInUse() throws(ChevGenError) {
    let ends = [from, to].map { StyleRules(style: $0.style, purpose: $0.purpose) }
    let given = look.givenFields
    let subject = StyleRefusal.Subject(
      styles: [.init(.style, from.style), .init(.toStyle, to.style)], purpose: from.purpose)
    let options = StyleRefusal.options(given: given)
    for option in StyleRules.Option.allCases
    where options.contains(option) && !ends.contains(where: { $0.accepts(option) }) {
      guard let conflict = ends[0].conflict(with: option) else { continue }
      throw .conflict(StyleRefusal.text(conflict, subject, given: given))
    }
  }
}
