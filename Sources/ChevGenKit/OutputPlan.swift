import ChevGenFormat
import ChevGenStyles
import ChevGenSystem

/// The files one render writes: a path per state and appearance and, for PNG,
/// per scale, plus any companion images the style needs.
///
/// `back.png` becomes `back.png`, `back@2x.png`, `back-highlighted@3x.png`,
/// `back-highlighted-dark@2x.png`, `back-mask@2x.png`…; vector formats get one
/// file per state and appearance.
public struct OutputPlan: Hashable, Sendable {
  /// One file to write.
  public struct Image: Hashable, Sendable {
    /// The file's path: the output's stem with state, appearance and scale suffixes.
    public var path: String
    /// The state drawn in this file.
    public var state: ButtonState
    /// The appearance drawn in this file.
    public var appearance: Appearance
    /// The companion image this file holds (such as `mask`); nil for the
    /// button itself.
    public var companion: String?
    /// The scale drawn at; 1 for vector files, whose units are points.
    public var scale: Double
  }

  /// PNG, SVG or PDF, from the output's extension.
  public let format: OutputFormat
  /// Every file, in the order they are written and printed.
  public let images: [Image]

  /// The files `path` stands for in `format`, per state, appearance and (PNG) scale.
  public init(
    path: String, format: OutputFormat, states: [ButtonState],
    appearances: [Appearance] = [.light], scales: [Double], companions: [String] = []
  ) {
    self.format = format
    let stem = String(path.dropLast(format.rawValue.count + 1))
    let extensionText = String(path.suffix(format.rawValue.count + 1))
    let drawnScales = format.isRaster ? scales : [1]
    func name(_ suffix: String, _ scale: Double) -> String {
      let scaleSuffix = format.isRaster && scale != 1 ? "@\(Self.format(scale))x" : ""
      return stem + suffix + scaleSuffix + extensionText
    }
    var images: [Image] = []
    for appearance in appearances {
      for state in states {
        for scale in drawnScales {
          images.append(
            Image(
              path: name(state.fileSuffix + appearance.fileSuffix, scale), state: state,
              appearance: appearance, companion: nil, scale: scale))
        }
      }
    }
    // Companions do not depend on state or appearance: one per scale.
    for companion in companions {
      for scale in drawnScales {
        images.append(
          Image(
            path: name("-" + companion, scale), state: .normal, appearance: .light,
            companion: companion, scale: scale))
      }
    }
    self.images = images
  }

  /// The scales a file of `format` is drawn at: those given (the default 1, 2
  /// and 3 when none are) for PNG, 1 for the vector formats, which refuse
  /// scales rather than ignore them.
  static func drawnScales(
    _ given: [Double]?, for format: OutputFormat
  ) throws(ChevGenError) -> [Double] {
    guard format.isRaster else {
      guard given == nil else {
        throw .conflict(
          "\(.scales) applies to PNG output only; \(format.rawValue.uppercased()) files are "
            + "vector art drawn once in points: drop \(.scales) or write a .png")
      }
      return [1]
    }
    return given ?? RenderRequest.defaultScales
  }

  /// `2` for 2.0, `1.5` for 1.5.
  public static func format(_ scale: Double) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(scale)
  }
}
