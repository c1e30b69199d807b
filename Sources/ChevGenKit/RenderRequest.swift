import ChevGenCairo
import ChevGenFormat
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import ChevGenSystem
import ChevGenText

/// Everything one `chevgen render` needs: the title, the look, and where to write.
public struct RenderRequest: Hashable, Sendable {
  /// Where the title comes from, under UIKit's back-title rules.
  public var titles: BackTitleRules
  /// The widest the button may be; wider titles fall back as UIKit's do.
  public var maxWidth: Double?
  /// Which way the button reads; nil takes it from the title's first strong character.
  public var direction: LayoutDirection?
  /// The main output path; its extension picks the format.
  public var output: String
  /// Scales to draw PNGs at; nil means 1, 2 and 3. Vector formats take no scales.
  public var scales: [Double]?
  /// The states to draw, one file (per scale) each.
  public var states: [ButtonState]
  /// The appearances to draw; dark files end in `-dark`.
  public var appearances: [Appearance]
  /// The button's look: style, purpose, colours, width and font.
  public var look: ButtonLook
  /// Where to write the JSON sidecar, if anywhere.
  public var metadata: String?

  /// The scales an asset catalog holds: 1x, 2x and 3x.
  public static let defaultScales: [Double] = [1, 2, 3]

  /// A render of `look` into `output`; every value left out is the command
  /// line's default.
  public init(
    titles: BackTitleRules = BackTitleRules(), maxWidth: Double? = nil,
    direction: LayoutDirection? = nil, output: String,
    scales: [Double]? = nil,
    states: [ButtonState] = [.normal], appearances: [Appearance] = [.light],
    look: ButtonLook = ButtonLook(), metadata: String? = nil
  ) {
    self.titles = titles
    self.maxWidth = maxWidth
    self.direction = direction
    self.output = output
    self.scales = scales
    self.states = states
    self.appearances = appearances
    self.look = look
    self.metadata = metadata
  }

  /// The output format; throws for an output that names no file or an unknown extension.
  func format() throws(ChevGenError) -> OutputFormat {
    try ChevGenError.checkOutput(output, kind: .file, example: "out/back.png")
    guard let format = OutputFormat(path: output) else { throw .unknownExtension(path: output) }
    return format
  }

  /// The scales to draw at, after checking they suit the format.
  func resolvedScales(for format: OutputFormat) throws(ChevGenError) -> [Double] {
    try OutputPlan.drawnScales(scales, for: format)
  }

  /// Checks that the sidecar path is a path and names no image the plan writes.
  func validateMetadataPath(against plan: OutputPlan) throws(ChevGenError) {
    guard let metadata else { return }
    guard !metadata.isEmpty else {
      throw .invalidValue(.metadata, value: "", expected: "give a file path, e.g. back.json")
    }
    guard !plan.images.contains(where: { $0.path == metadata }) else {
      throw .conflict(
        "\(RequestField.metadata) '\(metadata)' is also an image chevgen writes; give the "
          + "sidecar its own name, e.g. back.json")
    }
  }

  /// Checks every value that does not need the font or the disk.
  func validate(factory: ButtonArtFactory) throws(ChevGenError) {
    for (field, title) in titles.givenTitles {
      try ChevGenError.checkTitle(title, field)
    }
    try look.validateValues()
    try validateStyleOptions()
    if let width = look.width {
      try validate(width: width, factory: factory)
    }
    if let maxWidth {
      guard look.width == nil else {
        throw .conflict(
          "\(RequestField.maxWidth) chooses a title by the space it leaves, "
            + "\(RequestField.width) fixes the width; drop one of them")
      }
      let minimum = factory.art(
        labelSize: .zero, direction: .leftToRight, theme: look.theme(.light)
      ).size.width
      guard maxWidth.isFinite, maxWidth >= minimum else {
        throw .invalidValue(
          .maxWidth, value: ValueText.number(maxWidth),
          expected: "the chevron alone needs \(ValueText.number(minimum)) points; "
            + "give at least that")
      }
    }
  }

  /// Values the style or purpose has no use for are refused rather than
  /// silently ignored: the style table decides and words why.
  private func validateStyleOptions() throws(ChevGenError) {
    let given =
      look.givenFields.union(titles.givenFields).union(maxWidth == nil ? [] : [.maxWidth])
    if let refusal = look.refusal(given: given) { throw .conflict(refusal) }
  }

  private func validate(width: Double, factory: ButtonArtFactory) throws(ChevGenError) {
    let scales = factory.scales
    let text = ValueText.number(width)
    let minimum = factory.minimumWidth ?? 1
    guard width.isFinite, width >= minimum else {
      throw .invalidValue(
        .width, value: text,
        expected: "the art needs at least \(ValueText.number(minimum)) points (both caps and "
          + "a one-point middle)")
    }
    guard BackButtonLayout.isOnPixelGrid(width: width, scales: scales) else {
      throw .invalidValue(
        .width, value: text,
        expected: "use a whole number of points"
          + (scales.contains { $0 != $0.rounded() } ? ", even for half scales such as 1.5" : ""))
    }
    let widest = Double(ImageLimits.maximumSide) / (scales.max() ?? 1)
    guard width <= widest.rounded(.down) else {
      throw .invalidValue(
        .width, value: text,
        expected: "an image holds at most \(ImageLimits.maximumSide) pixels a side, so at "
          + "scale \(OutputPlan.format(scales.max() ?? 1)) use at most "
          + "\(ValueText.number(widest.rounded(.down))) points")
    }
  }
}
