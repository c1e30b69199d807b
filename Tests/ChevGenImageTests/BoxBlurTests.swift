import Testing

@testable import ChevGenImage

/// The blur adds the same whole numbers however it walks the plane: rows in
/// place, columns in strips of running sums. Checked against the spec's three
/// boxes (below σ 2, Skia's tent of two boxes half as wide again) written out
/// directly, each sample a window's sum, on planes narrower and wider than a
/// strip, boxes odd and even.
@Suite struct BoxBlurTests {
  /// Bytes that look like nothing in particular, the same every run.
  static func plane(width: Int, height: Int) -> [UInt8] {
    var state: UInt32 = 12_345
    return (0..<(width * height)).map { _ in
      state = state &* 1_103_515_245 &+ 12_345
      return UInt8(state >> 24)
    }
  }

  /// The boxes along each row, then each column, every sum taken afresh:
  /// three of width `box`, or with `tent` two of width 3 × `box` / 2.
  static func reference(
    _ samples: [UInt8], width: Int, height: Int, box: Int, tent: Bool
  ) -> [Float] {
    let wide = tent ? 3 * box / 2 : box
    let half = wide / 2
    let passes =
      tent
      ? (wide % 2 == 1 ? [(half, half), (half, half)] : [(half, half - 1), (half - 1, half)])
      : wide % 2 == 1
        ? [(half, half), (half, half), (half, half)]
        : [(half, half - 1), (half - 1, half), (half, half)]
    var plane = samples.map(Int64.init)
    func line(_ values: [Int64]) -> [Int64] {
      var values = values
      for (before, after) in passes {
        values = values.indices.map { index in
          (-before...after).reduce(Int64(0)) { sum, step in
            sum + values[min(max(index + step, 0), values.count - 1)]
          }
        }
      }
      return values
    }
    for row in 0..<height {
      let blurred = line(Array(plane[(row * width)..<((row + 1) * width)]))
      plane.replaceSubrange((row * width)..<((row + 1) * width), with: blurred)
    }
    for column in 0..<width {
      let blurred = line((0..<height).map { plane[$0 * width + column] })
      for row in 0..<height { plane[row * width + column] = blurred[row] }
    }
    let divisor = passes.reduce(Int64(1)) { $0 * Int64($1.0 + $1.1 + 1) }
    return plane.map { Float($0) / Float(divisor * divisor) }
  }

  @Test(arguments: [(1, 1), (3, 40), (150, 7), (130, 90), (64, 64), (65, 3)])
  func theBlurIsTheBoxesSums(_ width: Int, _ height: Int) {
    let samples = Self.plane(width: width, height: height)
    // Tents of widths 3 and 4; boxes of widths 4, 5, 7 and 23.
    for sigma in [1.2, 1.6, 2.0, 2.5, 3.5, 12.5] {
      let box = BoxBlur.boxWidth(sigma: sigma)
      #expect(
        BoxBlur.blur(samples, width: width, height: height, sigma: sigma)
          == Self.reference(samples, width: width, height: height, box: box, tent: sigma < 2))
    }
  }
}
