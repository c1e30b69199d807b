import ChevGenFormat
import ChevGenGeometry
import ChevGenImage
import ChevGenManifest
import ChevGenStyles

/// One declared button drawn in one locale: its size, label and every image.
public struct RenderedButton: Sendable {
  /// One state and appearance at one scale.
  public struct Image: Sendable {
    public var state: ButtonState
    public var appearance: Appearance
    public var scale: Double
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Where the image stretches; nil for art that does not stretch.
    public var slice: StretchSlice?
    /// The PNG, as the asset catalog and the stylesheet use it.
    public var png: [UInt8]
    /// The nine-patch PNG, framed; nil when Android is not an output or the art does not stretch.
    public var ninePatch: [UInt8]?
    /// The catalog's PDF, drawn at 1x when it holds the art as vectors; else nil.
    public var pdf: [UInt8]?

    /// An image before it is drawn: enough to name its files.
    init(state: ButtonState, appearance: Appearance, scale: Double) {
      self.init(
        state: state, appearance: appearance, scale: scale, pixelWidth: 0, pixelHeight: 0,
        slice: nil, png: [], ninePatch: nil)
    }

    public init(
      state: ButtonState, appearance: Appearance, scale: Double, pixelWidth: Int,
      pixelHeight: Int, slice: StretchSlice?, png: [UInt8], ninePatch: [UInt8]?,
      pdf: [UInt8]? = nil
    ) {
      self.state = state
      self.appearance = appearance
      self.scale = scale
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
      self.slice = slice
      self.png = png
      self.ninePatch = ninePatch
      self.pdf = pdf
    }
  }

  public var button: ManifestButton
  /// The theme's style (a close button is drawn as the ✕ whatever it is).
  public var style: ButtonStyleKind
  public var locale: AssetLocale?
  /// Which drawing of the button it is: the art, reversed, or Android's without its title.
  var kind: ArtEdition.Kind
  public var direction: LayoutDirection
  /// The title as drawn (ellipsized when too long); nil for art without one.
  public var title: String?
  public var titleTruncated: Bool
  /// The art's size in points.
  public var size: Size
  /// The label's line box in points; nil without a label.
  public var labelFrame: Rect?
  public var images: [Image]
  /// Things the user should know, such as a shortened title.
  public var warnings: [String]
}

extension RenderedButton {
  /// The label's distance from each edge of the art, in points: the padding
  /// that frames text laid over the art (CSS, the Swift accessors); nil
  /// without a label.
  var labelInsets: EdgeInsets? {
    labelFrame.map { frame in
      EdgeInsets(
        top: frame.minY, left: frame.minX, bottom: size.height - frame.maxY,
        right: size.width - frame.maxX)
    }
  }

  /// The button with its images' bytes dropped (a nine-patch stays marked
  /// as one): what is left once its files are staged.
  var withoutBytes: RenderedButton {
    var button = self
    for index in button.images.indices {
      button.images[index].png = []
      button.images[index].pdf = nil
      if button.images[index].ninePatch != nil { button.images[index].ninePatch = [] }
    }
    return button
  }

  /// The layout without the image bytes, as the build state keeps it: enough to
  /// write the catalog, stylesheet and index for a button that is not drawn again.
  var layoutLines: [String] {
    let frame = labelFrame.map { "\($0.minX),\($0.minY),\($0.width),\($0.height)" } ?? "-"
    var lines = [
      "M\t\(direction.rawValue)\t\(titleTruncated ? 1 : 0)\t\(size.width)\t\(size.height)\t\(frame)\t"
        + (title.map { "=" + $0 } ?? "-")
    ]
    for image in images {
      lines.append(
        "I\t\(image.state.rawValue)\t\(image.appearance.rawValue)\t\(image.scale)\t"
          + "\(image.pixelWidth)\t\(image.pixelHeight)\t"
          + (image.slice.map { "\($0.left),\($0.right)" } ?? "-") + "\t"
          + (image.ninePatch != nil ? "1" : "0"))
    }
    return lines
  }

  /// The button as `layoutLines` describe it, with empty image bytes; nil when
  /// the lines are not what this version writes.
  ///
  /// The state may have been edited by hand, and the stylesheet, the index and
  /// the catalog do arithmetic on these numbers: each is read as a decimal
  /// (no `nan`, `inf` or `0x10`) and must lie where a drawing puts it (see
  /// `isSound`), else the unit is drawn again.
  init?(
    layoutLines: [String], button: ManifestButton, style: ButtonStyleKind, edition: ArtEdition
  ) {
    guard let first = layoutLines.first else { return nil }
    let head = first.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard head.count == 7, head[0] == "M", let direction = LayoutDirection(rawValue: head[1]),
      let width = DecimalText.number(head[3]), let height = DecimalText.number(head[4])
    else { return nil }
    let frame = head[5] == "-" ? [] : head[5].split(separator: ",").map { DecimalText.number($0) }
    guard frame.allSatisfy({ $0 != nil }) else { return nil }
    self.init(
      button: button, style: style, locale: edition.locale, kind: edition.kind,
      direction: direction,
      title: head[6].hasPrefix("=") ? String(head[6].dropFirst()) : nil,
      titleTruncated: head[2] == "1", size: Size(width: width, height: height),
      labelFrame: frame.count == 4
        ? Rect(x: frame[0]!, y: frame[1]!, width: frame[2]!, height: frame[3]!) : nil,
      images: [], warnings: [])
    for line in layoutLines.dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 8, fields[0] == "I", let state = ButtonState(rawValue: fields[1]),
        let appearance = Appearance(rawValue: fields[2]),
        let scale = DecimalText.number(fields[3]),
        let pixelWidth = Int(fields[4]), let pixelHeight = Int(fields[5])
      else { return nil }
      let slice = fields[6] == "-" ? [] : fields[6].split(separator: ",").map { Int($0) }
      guard slice.allSatisfy({ $0 != nil }) else { return nil }
      images.append(
        Image(
          state: state, appearance: appearance, scale: scale, pixelWidth: pixelWidth,
          pixelHeight: pixelHeight,
          slice: slice.count == 2 ? StretchSlice(left: slice[0]!, right: slice[1]!) : nil,
          png: [], ninePatch: fields[7] == "1" ? [] : nil))
    }
    guard isSound else { return nil }
  }

  /// Whether every number is one a drawing gives: the art and its label's
  /// frame within the largest image, each image at a scale the manifest
  /// accepts, within the image limits, with its stretch column inside it.
  private var isSound: Bool {
    let side = Double(ImageLimits.maximumSide)
    guard size.width > 0, size.width <= side, size.height > 0, size.height <= side else {
      return false
    }
    if let frame = labelFrame {
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      guard frame.width >= 0, frame.height >= 0, values.allSatisfy({ abs($0) <= side }) else {
        return false
      }
    }
    return images.allSatisfy { image in
      guard Manifest.allowedScales.contains(image.scale), image.pixelWidth > 0,
        image.pixelHeight > 0,
        ImageLimits.allows(width: image.pixelWidth, height: image.pixelHeight)
      else { return false }
      guard let slice = image.slice else { return true }
      return slice.left >= 0 && slice.right >= 0 && slice.right < image.pixelWidth - slice.left
    }
  }
}
