import ChevronGeometry
import ChevronRender
import ChevronText

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
  public var states: [ButtonState]
  public var style: ClassicBackButtonStyle
  /// A fixed width in points instead of the label's natural width.
  public var width: Double?
  public var font: FontChoice
  /// Where to write the JSON sidecar, if anywhere.
  public var metadata: String?

  public static let defaultScales: [Double] = [1, 2, 3]
  /// Font sizes that fit the 30 pt button: DejaVu's line box is 1.16 em tall.
  public static let fontSizeRange = 4.0...24.0
  public static let shadowOffsetLimit = 10.0

  public init(
    titles: BackTitleRules = BackTitleRules(), maxWidth: Double? = nil,
    direction: LayoutDirection? = nil, output: String,
    scales: [Double]? = nil,
    states: [ButtonState] = [.normal], style: ClassicBackButtonStyle = ClassicBackButtonStyle(),
    width: Double? = nil, font: FontChoice = FontChoice(), metadata: String? = nil
  ) {
    self.titles = titles
    self.maxWidth = maxWidth
    self.direction = direction
    self.output = output
    self.scales = scales
    self.states = states
    self.style = style
    self.width = width
    self.font = font
    self.metadata = metadata
  }

  /// The output format; throws for an unknown extension.
  func format() throws(ChevGenError) -> OutputFormat {
    guard let format = OutputFormat(path: output) else { throw .unknownExtension(path: output) }
    return format
  }

  /// The scales to draw at, after checking they suit the format.
  func resolvedScales(for format: OutputFormat) throws(ChevGenError) -> [Double] {
    guard format.isRaster else {
      guard scales == nil else {
        throw .conflictingOptions(
          "--scales applies to PNG output only; \(format.rawValue.uppercased()) files are "
            + "vector art drawn once in points: drop --scales or write a .png")
      }
      return [1]
    }
    return scales ?? Self.defaultScales
  }

  /// Checks that the sidecar path is a path and names no image the plan writes.
  func validateMetadataPath(against plan: OutputPlan) throws(ChevGenError) {
    guard let metadata else { return }
    guard !metadata.isEmpty else {
      throw .invalidValue(
        option: "--metadata", value: "", expected: "give a file path, e.g. back.json")
    }
    guard !plan.images.contains(where: { $0.path == metadata }) else {
      throw .conflictingOptions(
        "--metadata '\(metadata)' is also an image chevgen writes; give the sidecar its own "
          + "name, e.g. back.json")
    }
  }

  /// Checks every value that does not need the font or the disk.
  func validate(scales: [Double]) throws(ChevGenError) {
    for (option, title) in titles.givenTitles {
      try TitleCheck.validate(title, option: option)
    }
    _ = try OptionValue.number(
      font.size, option: "--font-size", range: Self.fontSizeRange,
      why: "use a size from 4 to 24 points; the button is 30 points high")
    let offset = style.shadowOffset
    let limit = Self.shadowOffsetLimit
    guard abs(offset.x) <= limit, abs(offset.y) <= limit else {
      throw .invalidValue(
        option: "--shadow-offset", value: "\(offset.x),\(offset.y)",
        expected: "each coordinate must be between -10 and 10 points")
    }
    if let width {
      try validate(width: width, scales: scales)
    }
    if let maxWidth {
      guard width == nil else {
        throw .conflictingOptions(
          "--max-width chooses a title by the space it leaves, --width fixes the width; "
            + "drop one of them")
      }
      let minimum = BackButtonLayout.minimumWidth(
        capInsets: BackButtonLayout(labelSize: .zero, scales: scales).capInsets)
      guard maxWidth.isFinite, maxWidth >= minimum else {
        throw .invalidValue(
          option: "--max-width", value: OptionValue.format(maxWidth),
          expected: "the chevron alone needs \(OptionValue.format(minimum)) points; "
            + "give at least that")
      }
    }
  }

  private func validate(width: Double, scales: [Double]) throws(ChevGenError) {
    let text = OptionValue.format(width)
    let minimum = BackButtonLayout.minimumWidth(
      capInsets: BackButtonLayout(labelSize: .zero, scales: scales).capInsets)
    guard width.isFinite, width >= minimum else {
      throw .invalidValue(
        option: "--width", value: text,
        expected: "the art needs at least \(OptionValue.format(minimum)) points (both caps and "
          + "a one-point middle)")
    }
    guard BackButtonLayout.isOnPixelGrid(width: width, scales: scales) else {
      throw .invalidValue(
        option: "--width", value: text,
        expected: "use a whole number of points"
          + (scales.contains { $0 != $0.rounded() } ? ", even for half scales such as 1.5" : ""))
    }
    let widest = Double(RenderLimits.maximumSide) / (scales.max() ?? 1)
    guard width <= widest.rounded(.down) else {
      throw .invalidValue(
        option: "--width", value: text,
        expected: "an image holds at most \(RenderLimits.maximumSide) pixels a side, so at "
          + "scale \(OutputPlan.format(scales.max() ?? 1)) use at most "
          + "\(OptionValue.format(widest.rounded(.down))) points")
    }
  }
}
