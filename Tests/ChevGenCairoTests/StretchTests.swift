import ChevGenCairo
import ChevGenDiff
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import PropertyBased
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
    let reference = image.cropped(x: Int(insets.left), y: 0, width: 1, height: image.height)
    let uneven = (Int(insets.left)..<(image.width - Int(insets.right))).filter {
      image.cropped(x: $0, y: 0, width: 1, height: image.height) != reference
    }
    #expect(uneven.isEmpty, "columns \(uneven) differ from column \(Int(insets.left)) at \(scale)x")
  }
}

/// Random titles, widths, scales, states and directions: for every style and
/// purpose with a background, the art at any width is the narrowest art
/// stretched between its cap insets, pixel for pixel (so every column between
/// the caps is identical).
/// The most a glass capsule's stretched channel may differ from the one
/// drawn at its width, of 255: its shadows, blurred over 3σ, see the round
/// ends from the middle of a narrow capsule. Measured: at most 12 (a
/// highlighted capsule at 1.5x); a moved edge or colour differs by far more.
private let glassStretchSlack = 16

@Test func stretchingHoldsForRandomButtons() async throws {
  let fixture = try ButtonFixture()
  // Every style and purpose whose art has a background that stretches.
  let kinds = ButtonStyleKind.allCases.flatMap { style in
    Purpose.allCases.map { (style, $0) }
  }.filter { ButtonArtFactory(style: $0.0, purpose: $0.1, scales: [1]).stretches }
  #expect(kinds.count == 10 + 4 + 3)
  await propertyCheck(
    count: 60,
    input: Gen.letterOrNumber.string(of: 0...16), Gen.int(in: 0...150),
    Gen.element(of: [1.0, 1.5, 2, 3] as [Double]), Gen.element(of: ButtonState.allCases),
    Gen.element(of: LayoutDirection.allCases), Gen.element(of: Array(kinds.indices))
  ) { title, extra, scale, state, direction, kind in
    guard let scale, let state, let direction, let kind else { return }
    let (style, purpose) = kinds[kind]
    let theme = ButtonTheme.standard(for: style, appearance: .light)
    let natural = ButtonArtFactory(style: style, purpose: purpose, scales: [scale])
    let label = title.isEmpty ? nil : try? fixture.shaper.shape(title, maxWidth: nil)
    let labelSize = label?.size ?? .zero
    let naturalWidth = natural.art(labelSize: labelSize, direction: direction, theme: theme)
      .size.width
    let width = BackButtonLayout.snappedWidth(
      max(naturalWidth, natural.minimumWidth ?? 0) + Double(extra), scales: [scale])
    let narrowest = ButtonArtFactory(
      style: style, purpose: purpose, scales: [scale], fixedWidth: natural.minimumWidth
    ).art(labelSize: .zero, direction: direction, theme: theme)
    let wide = ButtonArtFactory(
      style: style, purpose: purpose, scales: [scale], fixedWidth: width
    ).art(labelSize: labelSize, direction: direction, theme: theme)
    guard let insets = narrowest.capInsets?.pixels(atScale: scale),
      let small = try? PNGWriter.rasterize(
        narrowest.backgroundScene(state: state, scale: scale), scale: scale
      ).rgbaImage(),
      let large = try? PNGWriter.rasterize(
        wide.backgroundScene(state: state, scale: scale), scale: scale
      ).rgbaImage()
    else {
      Issue.record("could not render \(style) at \(scale)x")
      return
    }
    let stretched = threeSliceStretch(
      small, left: Int(insets.left), right: Int(insets.right), to: large.width)
    // Glass's soft shadows reach past its caps: a wider capsule's shadow is
    // a shade deeper along its middle than the narrow one's stretched.
    let slack = style == .glass ? glassStretchSlack : 0
    let different = zip(stretched.pixels, large.pixels).filter { abs(Int($0) - Int($1)) > slack }
      .count
    let most = zip(stretched.pixels, large.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(
      different == 0 && stretched.width == large.width,
      "\(style) \(purpose) \(state) \(direction) at \(scale)x, \(width) pt: \(different) differ, most by \(most)"
    )
  }
}
