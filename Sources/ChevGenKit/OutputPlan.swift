import ChevronGeometry

/// The files one render writes: a path per state and, for PNG, per scale.
///
/// `back.png` becomes `back.png`, `back@2x.png`, `back-highlighted@3x.png`…; vector
/// formats get one file per state.
public struct OutputPlan: Hashable, Sendable {
  /// One file to write.
  public struct Image: Hashable, Sendable {
    public var path: String
    public var state: ButtonState
    /// The scale drawn at; 1 for vector files, whose units are points.
    public var scale: Double
  }

  public let format: OutputFormat
  public let images: [Image]

  public init(path: String, format: OutputFormat, states: [ButtonState], scales: [Double]) {
    self.format = format
    let stem = String(path.dropLast(format.rawValue.count + 1))
    let extensionText = String(path.suffix(format.rawValue.count + 1))
    var images: [Image] = []
    for state in states {
      for scale in format.isRaster ? scales : [1] {
        let scaleSuffix = format.isRaster && scale != 1 ? "@\(Self.format(scale))x" : ""
        images.append(
          Image(
            path: stem + state.fileSuffix + scaleSuffix + extensionText, state: state,
            scale: scale))
      }
    }
    self.images = images
  }

  /// `2` for 2.0, `1.5` for 1.5.
  static func format(_ scale: Double) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(scale)
  }
}
