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
  ///
  /// Rows are blurred one at a time, each in place; columns all at once, a
  /// row of running sums moved down the plane, so that every step adds whole
  /// rows (which the compiler turns into vector adds) rather than gathering
  /// one column at a time. Sums of whole numbers: the same whatever the order.
  public static func blur(_ samples: [UInt8], width: Int, height: Int, sigma: Double) -> [Float] {
    precondition(samples.count == width * height)
    let box = boxWidth(sigma: sigma)
    guard box > 1, width > 0, height > 0 else { return samples.map(Float.init) }
    let passes = self.passes(box: box)
    var plane = samples.map(Int64.init)
    var other = [Int64](repeating: 0, count: width * height)
    var sums = [Int64](repeating: 0, count: max(width, height))
    plane.withUnsafeMutableBufferPointer { plane in
      sums.withUnsafeMutableBufferPointer { sums in
        for row in 0..<height {
          for (before, after) in passes {
            pass(plane.baseAddress! + row * width, count: width, before, after, sums.baseAddress!)
          }
        }
      }
      other.withUnsafeMutableBufferPointer { other in
        sums.withUnsafeMutableBufferPointer { sums in
          var source = plane.baseAddress!
          var target = other.baseAddress!
          for (before, after) in passes {
            columns(source, into: target, width, height, before, after, sums.baseAddress!)
            swap(&source, &target)
          }
          // Three passes: the result is in `other`; back into `plane`.
          if source != plane.baseAddress! {
            plane.baseAddress!.update(from: source, count: width * height)
          }
        }
      }
    }
    let divisor = passes.reduce(Int64(1)) { $0 * Int64($1.0 + $1.1 + 1) }
    let whole = Float(divisor * divisor)
    return plane.map { Float($0) / whole }
  }

  /// The three boxes' reach (before, after) the spec gives: an odd box is
  /// centred; an even one is centred between samples, first to the left,
  /// then to the right, then centred one wider.
  private static func passes(box: Int) -> [(Int, Int)] {
    let half = box / 2
    return box % 2 == 1
      ? [(half, half), (half, half), (half, half)]
      : [(half, half - 1), (half - 1, half), (half, half)]
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
