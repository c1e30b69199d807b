/// A Gaussian blur of one channel of samples, approximated by three box blurs.
///
/// The approximation is the one the W3C's Filter Effects spec gives for
/// `feGaussianBlur` (and that browsers use for CSS `blur()`): three passes of
/// a box of width d = ⌊σ · 3√(2π) / 4 + 0.5⌋. It costs the same whatever σ,
/// so a glass platter's backdrop blurs in time proportional to its area, and
/// chevgen's glass and a browser's `backdrop-filter` blur alike.
///
/// Below a standard deviation of 2 samples, two boxes half as wide again
/// make a tent instead, as Skia's blur (and so Chromium's `blur()`) does
/// there (`TentPass` in `src/core/SkBlurEngine.cpp`): glass's small blurs
/// at 1x then agree with a browser's.
///
/// The passes add whole numbers and divide once at the end, so a sample's
/// result depends on its neighbours alone, never on where a line starts: a
/// glass capsule drawn wider is the narrower one stretched, to the bit.
public enum BoxBlur {
  /// Below this standard deviation, in samples, two boxes make a tent.
  public static let tentBelow = 2.0
  /// The box width the spec gives for a standard deviation of `sigma` samples.
  public static func boxWidth(sigma: Double) -> Int {
    guard sigma > 0 else { return 0 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// `samples` (a `width × height` plane of bytes, in rows) blurred by
  /// `sigma` samples in both directions, in the same units; samples beyond
  /// the edges repeat the nearest edge one.
  ///
  /// Rows are blurred one at a time, each in place; columns a strip of
  /// `stripWidth` at a time, a row of running sums moved down the strip, so
  /// that every step adds a strip's row (which the compiler turns into vector
  /// adds) rather than gathering one column at a time, and the scratch space
  /// stays a strip's. Sums of whole numbers: the same whatever the order.
  public static func blur(_ samples: [UInt8], width: Int, height: Int, sigma: Double) -> [Float] {
    precondition(samples.count == width * height)
    let box = boxWidth(sigma: sigma)
    let passes =
      sigma < tentBelow ? tent(box: 3 * box / 2) : box > 1 ? self.passes(box: box) : []
    guard !passes.isEmpty, width > 0, height > 0 else {
      return samples.map(Float.init)
    }
    var plane = samples.map(Int64.init)
    let strip = min(width, stripWidth)
    var scratch = [Int64](repeating: 0, count: 2 * strip * height + max(width, strip))
    plane.withUnsafeMutableBufferPointer { plane in
      scratch.withUnsafeMutableBufferPointer { scratch in
        let plane = plane.baseAddress!
        let sums = scratch.baseAddress! + 2 * strip * height
        for row in 0..<height {
          for (before, after) in passes {
            pass(plane + row * width, count: width, before, after, sums)
          }
        }
        for first in stride(from: 0, to: width, by: strip) {
          let columns = min(strip, width - first)
          var source = scratch.baseAddress!
          var target = source + strip * height
          for y in 0..<height {
            (source + y * columns).update(from: plane + y * width + first, count: columns)
          }
          for (before, after) in passes {
            self.columns(source, into: target, columns, height, before, after, sums)
            swap(&source, &target)
          }
          for y in 0..<height {
            (plane + y * width + first).update(from: source + y * columns, count: columns)
          }
        }
      }
    }
    let divisor = passes.reduce(Int64(1)) { $0 * Int64($1.0 + $1.1 + 1) }
    let whole = Float(divisor * divisor)
    return plane.map { Float($0) / whole }
  }

  /// How many columns are blurred together: 64 running sums (half a
  /// kilobyte) move down the strip.
  static let stripWidth = 64

  /// The three boxes' reach (before, after) the spec gives: an odd box is
  /// centred; an even one is centred between samples, first to the left,
  /// then to the right, then centred one wider.
  private static func passes(box: Int) -> [(Int, Int)] {
    let half = box / 2
    return box % 2 == 1
      ? [(half, half), (half, half), (half, half)]
      : [(half, half - 1), (half - 1, half), (half, half)]
  }

  /// The tent's two boxes of width `box`: an odd box centred twice; an even
  /// one first to the left, then to the right.
  private static func tent(box: Int) -> [(Int, Int)] {
    let half = box / 2
    guard box > 1 else { return [] }
    return box % 2 == 1 ? [(half, half), (half, half)] : [(half, half - 1), (half - 1, half)]
  }

  /// One box along a line of `count` samples at `line`: each sample becomes
  /// the sum of the `before` samples left of it, itself and the `after`
  /// right of it, kept as a running sum (in `sums` first, then copied back).
  private static func pass(
    _ line: UnsafeMutablePointer<Int64>, count: Int, _ before: Int, _ after: Int,
    _ sums: UnsafeMutablePointer<Int64>
  ) {
    let last = count - 1
    var sum: Int64 = 0
    for index in -before...after { sum += line[min(max(index, 0), last)] }
    for index in 0..<count {
      sums[index] = sum
      sum += line[min(index + after + 1, last)] - line[max(index - before, 0)]
    }
    line.update(from: sums, count: count)
  }

  /// One box down every column of the `width × height` plane at `source`,
  /// into `target`: a row of running sums (`sums`), moved a row at a time.
  private static func columns(
    _ source: UnsafeMutablePointer<Int64>, into target: UnsafeMutablePointer<Int64>,
    _ width: Int, _ height: Int, _ before: Int, _ after: Int,
    _ sums: UnsafeMutablePointer<Int64>
  ) {
    let last = height - 1
    sums.update(repeating: 0, count: width)
    for index in -before...after {
      let row = source + min(max(index, 0), last) * width
      for x in 0..<width { sums[x] += row[x] }
    }
    for y in 0..<height {
      let entering = source + min(y + after + 1, last) * width
      let leaving = source + max(y - before, 0) * width
      let out = target + y * width
      for x in 0..<width {
        out[x] = sums[x]
        sums[x] += entering[x] - leaving[x]
      }
    }
  }
}
