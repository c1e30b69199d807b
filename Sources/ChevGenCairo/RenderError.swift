import ChevGenGeometry
import ChevGenImage
import ChevGenPNG

/// Why an image could not be drawn or encoded.
public enum RenderError: Error, Hashable, Sendable {
  /// The image would exceed cairo's 32767-pixel side or chevgen's pixel budget.
  case imageTooLarge(width: Int, height: Int)
  /// cairo reported a failure; `step` says what chevgen was doing.
  case cairo(step: String, status: String)
  /// The drawn pixels could not be encoded.
  case png(PNGError)

  /// Throws unless a `width × height` image is within `ImageLimits`; nothing is allocated.
  static func checkSize(width: Int, height: Int) throws(RenderError) {
    guard ImageLimits.allows(width: width, height: height) else {
      throw .imageTooLarge(width: width, height: height)
    }
  }

  /// The same check for a vector document of `size` points, one unit per point.
  static func checkSize(points size: Size) throws(RenderError) {
    try checkSize(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
  }

  /// A one-line message that names the problem and the fix.
  public var message: String {
    switch self {
    case .imageTooLarge(let width, let height):
      ImageLimits.tooLarge(width: width, height: height)
    case .cairo(let step, let status):
      "cairo failed to \(step): \(status); check free memory and disk space, then retry"
    case .png(let error):
      error.message
    }
  }
}
