/// A Gaussian blur of one channel of samples, approximated by three box blurs.
///
/// The approximation is the one the W3C's Filter Effects spec gives for
/// `feGaussianBlur` (and that browsers use for CSS `blur()`): three passes of
/// a box of width d = ⌊σ · 3√(2π) / 4 + 0.5⌋. It costs the same whatever σ,
/// so a glass platter's backdrop blurs in time proportional to its area, and
/// chevgen's glass and a browser's `backdrop-filter` blur alike.
///
/// The passes add whole numbers and divide once at the end, so a sample's
/// result depends on its neighbours alone, never on where a line starts: a
/// glass capsule drawn wider is the narrower one stretched, to the bit.
public enum BoxBlur {
  /// The box width the spec gives for a standard deviation of `sigma` samples.
  public static func boxWidth(sigma: Double) -> Int {
    guard sigma > 0 else { return 0 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// `samples` (a `width × height` plane of bytes, in rows) blurred by
  /// `sigma` samples in both directions, in the same units; samples beyond
  /// the edges repeat the nearest edge one.
  public static func blur(_ samples: [UInt8], width: Int, height: Int, sigma: Double) -> [Float] {
    precondition(samples.count == width * height)
    let box = boxWidth(sigma: sigma)
    guard box > 1, width > 0, height > 0 else { return samples.map(Float.init) }
    var plane = samples.map(Int64.init)
    var line = [Int64](repeating: 0, count: max(width, height))
    var scratch = line
    var divisor: Int64 = 1
    for row in 0..<height {
      for x in 0..<width { line[x] = plane[row * width + x] }
      divisor = blurLine(&line, count: width, box: box, scratch: &scratch)
      for x in 0..<width { plane[row * width + x] = line[x] }
    }
    for column in 0..<width {
      for y in 0..<height { line[y] = plane[y * width + column] }
      _ = blurLine(&line, count: height, box: box, scratch: &scratch)
      for y in 0..<height { plane[y * width + column] = line[y] }
    }
    let whole = Float(divisor * divisor)
    return plane.map { Float($0) / whole }
  }

  /// Three box passes over the first `count` samples of `line`, as sums;
  /// returns what the sums are to be divided by. An odd box is centred; an
  /// even one is centred between samples, first to the left, then to the
  /// right, then centred one wider, as the spec says.
  private static func blurLine(
    _ line: inout [Int64], count: Int, box: Int, scratch: inout [Int64]
  ) -> Int64 {
    let half = box / 2
    let passes =
      box % 2 == 1
      ? [(half, half), (half, half), (half, half)]
      : [(half, half - 1), (half - 1, half), (half, half)]
    var divisor: Int64 = 1
    for (before, after) in passes {
      pass(&line, count: count, before: before, after: after, scratch: &scratch)
      divisor *= Int64(before + after + 1)
    }
    return divisor
  }

  /// One box: each sample becomes the sum of the `before` samples left of it,
  /// itself and the `after` right of it, kept as a running sum.
  private static func pass(
    _ line: inout [Int64], count: Int, before: Int, after: Int, scratch: inout [Int64]
  ) {
    line.withUnsafeMutableBufferPointer { line in
      scratch.withUnsafeMutableBufferPointer { scratch in
        func at(_ index: Int) -> Int64 { line[min(max(index, 0), count - 1)] }
        var sum: Int64 = 0
        for index in -before...after { sum += at(index) }
        for index in 0..<count {
          scratch[index] = sum
          sum += at(index + after + 1) - at(index - before)
        }
        for index in 0..<count { line[index] = scratch[index] }
      }
    }
  }
}
