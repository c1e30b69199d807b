import ChevGenImage

extension PixelMatch {
  /// Compares as `compare(_:_:options:drawingDiff:)` does, with the pixels
  /// `ignoring` names left out (see `IgnoredPixels`); with nil, exactly that.
  public static func compare(
    _ first: consuming RGBAImage, _ second: consuming RGBAImage, options: PixelMatchOptions,
    ignoring: IgnoredPixels?, drawingDiff: Bool
  ) -> PixelMatchResult {
    guard let ignoring else {
      return compare(first, second, options: options, drawingDiff: drawingDiff)
    }
    var (reference, actual) = (consume first, consume second)
    let sizesMatch = reference.width == actual.width && reference.height == actual.height
    ignoring.replace(&reference, &actual)
    var result = compare(reference, actual, options: options, drawingDiff: drawingDiff)
    result.sizesMatch = sizesMatch
    result.ignoredPixels = ignoring.count
    if var diff = result.diffImage {
      result.diffImage = nil
      ignoring.paint(&diff)
      result.diffImage = diff
    }
    return result
  }
}
