import ChevGenCairo
import ChevGenDiff
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

private func flipped(_ image: RGBAImage) -> RGBAImage {
  var pixels = image.pixels
  for y in 0..<image.height {
    for x in 0..<image.width {
      let source = (y * image.width + (image.width - 1 - x)) * 4
      let target = (y * image.width + x) * 4
      for channel in 0..<4 { pixels[target + channel] = image.pixels[source + channel] }
    }
  }
  return RGBAImage(width: image.width, height: image.height, pixels: pixels)!
}

/// An empty-title right-to-left button is the left-to-right one mirrored, pixel
/// for pixel, at every scale, state and width.
@Test(arguments: [1.0, 1.5, 2, 3])
func rightToLeftArtIsTheExactMirror(scale: Double) throws {
  let fixture = try ButtonFixture()
  for state in ButtonState.allCases {
    for width in [nil, 40.0, 96] {
      func render(_ direction: LayoutDirection) throws -> RGBAImage {
        let scene = try fixture.scene(
          title: "", state: state, scale: scale, width: width, scales: [scale],
          direction: direction)
        return try PNGWriter.rasterize(scene, scale: scale).rgbaImage()
      }
      let ltr = try render(.leftToRight)
      let rtl = try render(.rightToLeft)
      let mirror = flipped(ltr)
      let name = width.map { "\($0)" } ?? "natural"
      let different = zip(rtl.pixels, mirror.pixels).filter { $0 != $1 }.count
      #expect(
        rtl.width == mirror.width && different == 0,
        "\(state) at \(scale)x, width \(name): \(different) bytes differ")
    }
  }
}

@Test func rightToLeftMirrorsInsetsAndLabelFrame() throws {
  let fixture = try ButtonFixture()
  let (ltr, _) = try fixture.button(title: "Menu")
  let (rtl, _) = try fixture.button(title: "Menu", direction: .rightToLeft)
  #expect(rtl.layout.capInsets == ltr.layout.capInsets.mirrored)
  #expect(rtl.layout.capInsets.right == 13 && rtl.layout.capInsets.left == 4)
  #expect(rtl.layout.size == ltr.layout.size)
  let frame = ltr.layout.labelFrame
  #expect(rtl.layout.labelFrame.minX == ltr.layout.size.width - frame.minX - frame.width)
}

/// The same holds for every style that points somewhere: plain, minimal, capsule.
@Test(arguments: [ButtonStyleKind.plain, .minimal, .capsule])
func everyStyleMirrorsExactly(style: ButtonStyleKind) throws {
  for scale in [1.0, 1.5, 2, 3] {
    for state in ButtonState.allCases {
      let factory = ButtonArtFactory(style: style, scales: [scale])
      let theme = ButtonTheme.standard(for: style, appearance: .light)
      func render(_ direction: LayoutDirection) throws -> RGBAImage {
        let art = factory.art(labelSize: .zero, direction: direction, theme: theme)
        return try PNGWriter.rasterize(
          art.scene(label: nil, state: state, scale: scale), scale: scale
        ).rgbaImage()
      }
      let ltr = try render(.leftToRight)
      let rtl = try render(.rightToLeft)
      let mirror = flipped(ltr)
      let different = zip(rtl.pixels, mirror.pixels).filter { $0 != $1 }.count
      #expect(different == 0, "\(style) \(state) at \(scale)x: \(different) bytes differ")
    }
  }
}
