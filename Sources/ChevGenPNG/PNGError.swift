import ChevGenImage

/// Why PNG bytes could not be read or written.
public enum PNGError: Error, Hashable, Sendable {
  /// The bytes are not a PNG image libpng can decode.
  case unreadable(reason: String)
  /// A PNG's header declares more pixels than chevgen will allocate.
  case declaresTooManyPixels(width: Int, height: Int)
  /// An image to encode is beyond `ImageLimits`.
  case imageTooLarge(width: Int, height: Int)
  /// zlib refused a step of the compression; `step` says which.
  case compression(step: String, status: Int32)

  /// A one-line message that names the problem and the fix.
  public var message: String {
    switch self {
    case .unreadable(let reason):
      "not a readable PNG image (\(reason)); pass a valid PNG file"
    case .declaresTooManyPixels(let width, let height):
      "the PNG declares \(width)×\(height) pixels, over the "
        + "\(ImageLimits.maximumPixels / 1_000_000)-megapixel limit; compare smaller images"
    case .imageTooLarge(let width, let height):
      ImageLimits.tooLarge(width: width, height: height)
    case .compression(let step, let status):
      "zlib failed to \(step) (error \(status)); check free memory, then retry"
    }
  }
}
