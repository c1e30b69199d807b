/// Why what a comparison was asked to ignore cannot be used with the images
/// compared: a value, so each front end names it in its own words (a flag,
/// a parameter).
public enum IgnoreProblem: Error, Hashable, Sendable {
  /// A region with no width or no height: most likely a typo, and it would
  /// silently ignore nothing.
  case emptyRegion(IgnoredRegion)
  /// A region that misses the canvas of both images (`width × height`), so it
  /// ignores nothing: coordinates of another image, or swapped.
  case outsideImages(IgnoredRegion, width: Int, height: Int)
  /// The regions and the mask together cover every pixel of the canvas,
  /// so the comparison would always pass.
  case everything(width: Int, height: Int)
  /// The mask is not the reference's size, so its pixels would not say which
  /// of the reference's to ignore.
  case maskSize(mask: Size, reference: Size)

  /// A width and a height in pixels.
  public struct Size: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// `W×H`, as messages write sizes.
    public var text: String { "\(width)×\(height)" }
  }
}
