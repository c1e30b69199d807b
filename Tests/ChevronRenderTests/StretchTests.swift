import ChevronDiff
import ChevronGeometry
import ChevronRender
import Testing

/// Stretches `image` horizontally to `width` pixels the way UIKit and Android do
/// with cap insets: the caps are copied, the middle column is repeated.
private func threeSliceStretch(_ image: RGBAImage, left: Int, right: Int, to width: Int)
  -> RGBAImage
{
  var pixels: [UInt8] = []
  pixels.reserveCapacity(width * image.height * 4)
  for y in 0..<image.height {
    for x in 0..<width {
      let source = x < left ? x : x >= width - right ? image.width - (width - x) : left
      let pixel = image[source, y]
      pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }
  }
  return RGBAImage(width: width, height: image.height, pixels: pixels)!
}

@Test(arguments: [1.0, 1.5, 2, 3])
func stretchingTheNarrowestArtReproducesWiderRendersExactly(scale: Double) throws {
  let fixture = try ButtonFixture()
  let (narrow, _) = try fixture.button(title: "", scales: [scale])
  let insets = narrow.layout.capInsets.pixels(atScale: scale)
  let small = try PNGWriter.rasterize(
    narrow.scene(label: nil, state: .normal, scale: scale), scale: scale
  ).rgbaImage()
  for width in [20.0, 22, 58, 96, 200] {
    let wide = try PNGWriter.rasterize(
      fixture.scene(title: "", scale: scale, width: width, scales: [scale]), scale: scale
    ).rgbaImage()
    let stretched = threeSliceStretch(
      small, left: Int(insets.left), right: Int(insets.right), to: wide.width)
    let different = (0..<wide.height).flatMap { y in
      (0..<wide.width).filter { x in wide[x, y] != stretched[x, y] }.map { "(\($0),\(y))" }
    }
    #expect(different.isEmpty, "width \(width) at \(scale)x: pixels \(different) differ")
  }
}

@Test(arguments: ButtonState.allCases)
func everyColumnBetweenTheCapsIsTheSame(state: ButtonState) throws {
  let fixture = try ButtonFixture()
  for scale in [1.0, 2, 3] {
    let (button, _) = try fixture.button(title: "", width: 60, scales: [scale])
    let image = try PNGWriter.rasterize(
      button.scene(label: nil, state: state, scale: scale), scale: scale
    ).rgbaImage()
    let insets = button.layout.capInsets.pixels(atScale: scale)
    let reference = image.columns(Int(insets.left)..<Int(insets.left) + 1)
    let uneven = (Int(insets.left)..<(image.width - Int(insets.right))).filter {
      image.columns($0..<$0 + 1) != reference
    }
    #expect(uneven.isEmpty, "columns \(uneven) differ from column \(Int(insets.left)) at \(scale)x")
  }
}
