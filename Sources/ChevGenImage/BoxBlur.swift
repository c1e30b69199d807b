/// A Gaussian blur of one channel of samples, approximated by three box blurs.
///
/// The approximation is the one the W3C's Filter Effects spec gives for
/// `feGaussianBlur` (and that browsers use for CSS `blur()`): three passes of
/// a box of width d = ⌊σ · 3√(2π) / 4 + 0.5⌋. It costs the same whatever σ,
/// so a glass platter's backdrop blurs in time proportional to its area, and
/// chevgen's glass and a browser's `backdrop-filter` blur alike.
public enum BoxBlur {
  /// The box width the spec gives for a standard deviation of `sigma` samples.
  public static func boxWidth(sigma: Double) -> Int {
    guard sigma > 0 else { return 0 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// Blurs `samples`, a `width × height` plane in rows, by `sigma` samples in
  /// both directions; samples beyond the edges repeat the nearest edge one.
  public static func blur(_ samples: inout [Float], width: Int, height: Int, sigma: Double) {
    precondition(samples.count == width * height)
    let box = boxWidth(sigma: sigma)
    guard box > 1, width > 0, height > 0 else { return }
    var line = [Float](repeating: 0, count: max(width, height))
    var scratch = line
    for row in 0..<height {
      for x in 0..<width { line[x] = samples[row * width + x] }
      blurLine(&line, count: width, box: box, scratch: &scratch)
      for x in 0..<width { samples[row * width + x] = line[x] }
    }
    for column in 0..<width {
      for y in 0..<height { line[y] = samples[y * width + column] }
      blurLine(&line, count: height, box: box, scratch: &scratch)
      for y in 0..<height { samples[y * width + column] = line[y] }
    }
  }

  /// Three box passes over the first `count` samples of `line`. An odd box is
  /// centred; an even one is centred between samples, first to the left, then
  /// to the right, then centred one wider, as the spec says.
  private static func blurLine(_ line: inout [Float], count: Int, box: Int, scratch: inout [Float])
  {
    if box % 2 == 1 {
      let half = box / 2
      for _ in 0..<3 { pass(&line, count: count, before: half, after: half, scratch: &scratch) }
    } else {
      let half = box / 2
      pass(&line, count: count, before: half, after: half - 1, scratch: &scratch)
      pass(&line, count: count, before: half - 1, after: half, scratch: &scratch)
      pass(&line, count: count, before: half, after: half, scratch: &scratch)
    }
  }

  /// One box: each sample becomes the mean of the `before` samples left of it,
  /// itself and the `after` right of it, kept as a running sum.
  private static func pass(
    _ line: inout [Float], count: Int, before: Int, after: Int, scratch: inout [Float]
  ) {
    let width = Float(before + after + 1)
    line.withUnsafeMutableBufferPointer { line in
      scratch.withUnsafeMutableBufferPointer { scratch in
        func at(_ index: Int) -> Float { line[min(max(index, 0), count - 1)] }
        var sum: Float = 0
        for index in -before...after { sum += at(index) }
        for index in 0..<count {
          scratch[index] = sum / width
          sum += at(index + after + 1) - at(index - before)
        }
        for index in 0..<count { line[index] = scratch[index] }
      }
    }
  }
}
