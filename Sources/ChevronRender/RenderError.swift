/// Why an image could not be drawn or encoded.
public enum RenderError: Error, Hashable, Sendable {
  /// The image would exceed cairo's 32767-pixel side or chevgen's pixel budget.
  case imageTooLarge(width: Int, height: Int)
  /// cairo reported a failure; `step` says what chevgen was doing.
  case cairo(step: String, status: String)
  /// The bytes are not a PNG image libpng can decode.
  case unreadablePNG(reason: String)
  /// A PNG's header declares more pixels than chevgen will allocate.
  case pngTooLarge(width: Int, height: Int)

  /// A one-line message that names the problem and the fix.
  public var message: String {
    switch self {
    case .imageTooLarge(let width, let height):
      "a \(width)×\(height)-pixel image is too large (limit: \(RenderLimits.maximumSide) pixels a side, "
        + "\(RenderLimits.maximumPixels / 1_000_000) megapixels); use a smaller width or scale"
    case .cairo(let step, let status):
      "cairo failed to \(step): \(status); check free memory and disk space, then retry"
    case .unreadablePNG(let reason):
      "not a readable PNG image (\(reason)); pass a valid PNG file"
    case .pngTooLarge(let width, let height):
      "the PNG declares \(width)×\(height) pixels, over the "
        + "\(RenderLimits.maximumPixels / 1_000_000)-megapixel limit; compare smaller images"
    }
  }
}
