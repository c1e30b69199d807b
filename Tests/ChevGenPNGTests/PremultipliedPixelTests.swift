import Testing

@testable import ChevGenPNG

/// Straightening cairo's premultiplied pixels by multiplying with the alpha's
/// reciprocal gives exactly the bytes dividing by it gives.
@Suite struct PremultipliedPixelTests {
  /// Every premultiplied colour (each channel at most its alpha) of every
  /// alpha, in every channel, between opaque and clear pixels so that both the
  /// four-at-a-time path and the pixel-at-a-time one run.
  @Test func multiplyingByTheReciprocalIsDividing() {
    var pixels: [UInt32] = []
    for alpha in UInt32(0)...255 {
      for colour in 0...alpha {
        let other = alpha - colour
        pixels.append(alpha << 24 | colour << 16 | other << 8 | colour / 2)
        pixels.append(alpha << 24 | other << 16 | colour << 8 | other)
        pixels.append(alpha << 24 | colour / 3 << 16 | other / 2 << 8 | colour)
      }
      pixels += [0xFF12_3456, 0, 0xFFFF_FFFF, 0x0000_0000]
    }
    var straight = [UInt8](repeating: 0, count: pixels.count * 4)
    pixels.withUnsafeBufferPointer { source in
      straight.withUnsafeMutableBufferPointer { target in
        PremultipliedPixel.straighten(
          source.baseAddress!, count: source.count, into: target.baseAddress!)
      }
    }
    // And each alone, as a row's last pixels are.
    var alone = [UInt8](repeating: 0, count: 4)
    var mismatches = 0
    for (index, pixel) in pixels.enumerated() {
      let expected = PremultipliedPixel.straightRGBA(pixel)
      let got = (
        straight[4 * index], straight[4 * index + 1], straight[4 * index + 2],
        straight[4 * index + 3]
      )
      withUnsafePointer(to: pixel) { source in
        PremultipliedPixel.straighten(source, count: 1, into: &alone)
      }
      if got != expected || (alone[0], alone[1], alone[2], alone[3]) != expected {
        mismatches += 1
      }
    }
    #expect(pixels.count > 98_000)
    #expect(mismatches == 0)
  }
}
