import ChevGenImage

/// What a comparison leaves out: rectangles and a mask image, both in the
/// reference's pixels. Independent of any pair of images; `pixels(reference:canvas:)`
/// resolves it for one pair.
///
/// The mask ignores every pixel that is neither transparent nor black
/// (alpha above 0 and some colour): a white shape on black and a shape drawn
/// on a transparent background both work, and a mask saved without an alpha
/// channel is as good as one with it.
public struct IgnoredAreas: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Rectangles to leave out, in the reference's pixels; they may overlap.
  public var regions: [IgnoredRegion]
  /// A mask of the reference's size: its pixels neither transparent nor
  /// black are left out.
  public var mask: RGBAImage?
  /// The colour ignored pixels are drawn in, in the diff image: a blue that
  /// pixelmatch's red, yellow and greys never take, so they cannot be taken
  /// for a difference or for an unchanged pixel.
  public var color: DiffColor

  /// Leaves out `regions` and what `mask` marks, drawn in `color`.
  public init(
    regions: [IgnoredRegion] = [], mask: RGBAImage? = nil, color: DiffColor = DiffColor(0, 128, 255)
  ) {
    self.regions = regions
    self.mask = mask
    self.color = color
  }

  /// Nothing ignored: pixelmatch's comparison, untouched.
  public init() {
    self.init(regions: [])
  }

  /// Regions alone, written as an array: `ignoring: [IgnoredRegion(x: 0, y: 0,
  /// width: 320, height: 20)]`.
  public init(arrayLiteral regions: IgnoredRegion...) {
    self.init(regions: regions)
  }

  /// Nothing is ignored: the comparison is pixelmatch's, untouched.
  public var isEmpty: Bool { regions.isEmpty && mask == nil }

  /// Whether the mask pixel at byte `index` of `pixels` says "ignore".
  static func masks(_ pixels: [UInt8], at index: Int) -> Bool {
    pixels[index + 3] > 0 && (pixels[index] | pixels[index + 1] | pixels[index + 2]) != 0
  }

  /// The ignored pixels of a comparison of a reference of size `reference`
  /// on a canvas of size `canvas` (the union of both images); nil when
  /// nothing is ignored. A region reaching past the canvas is cut to it.
  /// Throws for an empty region, one wholly outside the canvas, a mask not of
  /// the reference's size, and for areas that leave no pixel to compare.
  public func pixels(
    reference: IgnoreProblem.Size, canvas: IgnoreProblem.Size
  ) throws(IgnoreProblem) -> IgnoredPixels? {
    guard !isEmpty else { return nil }
    var ignored = IgnoredPixels(width: canvas.width, height: canvas.height, color: color)
    for region in regions {
      if region.isEmpty { throw .emptyRegion(region) }
      guard let (columns, rows) = region.clipped(width: canvas.width, height: canvas.height) else {
        throw .outsideImages(region, width: canvas.width, height: canvas.height)
      }
      for y in rows { ignored.insert(columns, row: y) }
    }
    if let mask {
      let size = IgnoreProblem.Size(width: mask.width, height: mask.height)
      guard size == reference else { throw .maskSize(mask: size, reference: reference) }
      for y in 0..<mask.height {
        for x in 0..<mask.width where Self.masks(mask.pixels, at: (y * mask.width + x) * 4) {
          ignored.insert(x..<x + 1, row: y)
        }
      }
    }
    if ignored.count == canvas.width * canvas.height {
      throw .everything(width: canvas.width, height: canvas.height)
    }
    return ignored
  }
}
