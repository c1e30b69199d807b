import ChevGenCairo
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Foundation
import Testing

@testable import ChevGenKit

/// The glass preview's scroll edge effect, measured: over busy content (large
/// black and white blocks beside one-point stripes) a soft or hard edge keeps
/// every pixel behind the title at a WCAG contrast of at least 4.5:1 with the
/// title's colour, which the content alone does not.

/// 393 × 120 pt at 3 pixels a point: blocks 40 pt wide on the left half,
/// stripes 1 pt wide on the right.
private func busyContent() -> GlassBackdrop {
  var pixels = [UInt8]()
  for y in 0..<360 {
    for x in 0..<1179 {
      let dark = x < 590 ? ((x / 120) + (y / 120)) % 2 == 0 : (x / 3) % 2 == 0
      let value: UInt8 = dark ? 0 : 255
      pixels += [value, value, value, 255]
    }
  }
  return GlassBackdrop(
    image: RGBAImage(width: 1179, height: 360, pixels: pixels)!, pixelsPerPoint: 3)
}

/// WCAG's relative luminance of an sRGB byte triple.
private func luminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
  func linear(_ byte: UInt8) -> Double {
    let value = Double(byte) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/// The lowest contrast between the title's colour and the bar drawn without
/// the title, over the title's frame.
private func lowestContrast(
  edge: ScrollEdge?, appearance: Appearance, builtIn: Bool = false
) throws -> Double {
  var buttons = RenderRequest(output: "preview.png", look: ButtonLook(style: .glass))
  buttons.look.glass.backdrop = builtIn ? nil : busyContent()
  buttons.look.glass.placement = .at(Point(x: 0, y: 0))
  let request = PreviewRequest(
    configuration: .page, title: "Settings", backTitles: BackTitleRules(screenTitle: "Menu"),
    buttons: buttons, scrollEdge: edge)
  try request.validate(scales: [2])
  let bar = try PreviewBar(request, scales: [2])
  let theme = BarTheme(
    style: .glass, appearance: appearance, buttons: request.buttons.look.theme(appearance))
  let title = try #require(bar.title)
  let frame = try #require(bar.layout.title)
  let titleItems = Set(theme.titleItems(title.outline.translated(by: frame.origin)))
  var scene = bar.scene(appearance: appearance, scale: 2)
  scene.items.removeAll { titleItems.contains($0) }
  let image = try PNGWriter.rasterize(scene, scale: 2).rgbaImage()
  let text = luminance(
    UInt8(theme.title.red * 255), UInt8(theme.title.green * 255), UInt8(theme.title.blue * 255))
  var lowest = Double.infinity
  for y in Int(frame.origin.y * 2)..<Int((frame.origin.y + frame.size.height) * 2) {
    for x in Int(frame.origin.x * 2)..<Int((frame.origin.x + frame.size.width) * 2) {
      let pixel = image[x, y]
      let under = luminance(pixel.red, pixel.green, pixel.blue)
      lowest = min(lowest, (max(text, under) + 0.05) / (min(text, under) + 0.05))
    }
  }
  return lowest
}

@Test(arguments: Appearance.allCases)
func aSoftOrHardEdgeKeepsTheTitleReadableOverBusyContent(appearance: Appearance) throws {
  let none = try lowestContrast(edge: ScrollEdge.none, appearance: appearance)
  let soft = try lowestContrast(edge: nil, appearance: appearance)
  let hard = try lowestContrast(edge: .hard, appearance: appearance)
  #expect(none < 1.5, "\(appearance): without an edge \(none)")
  #expect(soft >= 4.5, "\(appearance): soft \(soft)")
  #expect(hard >= 4.5 && hard >= soft, "\(appearance): hard \(hard), soft \(soft)")
}

/// The built-in backdrop, a feed of photos and a list row, is content too:
/// the soft edge keeps the title readable over it. Measured: 10.5:1 in light
/// and 8.8:1 in dark, against 1.2:1 with no edge (the list row's text runs
/// under the title).
@Test(arguments: Appearance.allCases)
func theBuiltInFeedKeepsTheTitleReadable(appearance: Appearance) throws {
  let soft = try lowestContrast(edge: nil, appearance: appearance, builtIn: true)
  let none = try lowestContrast(edge: ScrollEdge.none, appearance: appearance, builtIn: true)
  #expect(none < 3, "\(appearance): the feed alone crosses the title: \(none)")
  #expect(soft >= 4.5, "\(appearance): soft \(soft)")
}

/// 393 × 120 pt at 3 pixels a point, each row's colour from `color` at its
/// point from the top.
private func rows(_ color: (Double) -> (UInt8, UInt8, UInt8)) -> GlassBackdrop {
  var pixels = [UInt8]()
  for y in 0..<360 {
    let (red, green, blue) = color(Double(y) / 3)
    for _ in 0..<1179 { pixels += [red, green, blue, 255] }
  }
  return GlassBackdrop(
    image: RGBAImage(width: 1179, height: 360, pixels: pixels)!, pixelsPerPoint: 3)
}

/// The page bar over `backdrop` at 3x with a soft edge: the image, and the
/// bar's height in pixels.
private func softBar(over backdrop: GlassBackdrop, appearance: Appearance) throws -> RGBAImage {
  var buttons = RenderRequest(output: "preview.png", look: ButtonLook(style: .glass))
  buttons.look.glass.backdrop = backdrop
  buttons.look.glass.placement = .at(Point(x: 0, y: 0))
  let request = PreviewRequest(
    configuration: .page, title: "Settings", backTitles: BackTitleRules(screenTitle: "Menu"),
    buttons: buttons)
  try request.validate(scales: [3])
  let bar = try PreviewBar(request, scales: [3])
  return try PNGWriter.rasterize(bar.scene(appearance: appearance, scale: 3), scale: 3)
    .rgbaImage()
}

/// The soft veil changes smoothly: along a column clear of the buttons and
/// the title, no row differs from the next by more than 3 levels of 255 at
/// 3x, from the bar's top to its bottom edge, and the last row differs from
/// the content just below the bar by no more than that either. Over solid
/// colours, dark to light, and over a smooth gradient, light and dark.
@Test(arguments: Appearance.allCases)
func theSoftVeilHasNoBandsAndNoSeam(appearance: Appearance) throws {
  let contents: [(String, (Double) -> (UInt8, UInt8, UInt8))] = [
    ("black", { _ in (0, 0, 0) }),
    ("white", { _ in (255, 255, 255) }),
    ("grey", { _ in (128, 128, 128) }),
    ("blue", { _ in (51, 102, 204) }),
    ("a gradient", { y in (UInt8(y * 2), UInt8(255 - y * 2), 128) }),
  ]
  for (name, color) in contents {
    let backdrop = rows(color)
    let image = try softBar(over: backdrop, appearance: appearance)
    for x in [100 * 3, 130 * 3] {
      var steepest = 0
      var previous = image[x, 0]
      for y in 1..<image.height {
        let pixel = image[x, y]
        for (a, b) in [
          (previous.red, pixel.red), (previous.green, pixel.green), (previous.blue, pixel.blue),
        ] {
          steepest = max(steepest, abs(Int(a) - Int(b)))
        }
        previous = pixel
      }
      #expect(steepest <= 3, "\(name) in \(appearance), column \(x): a step of \(steepest)")
      let below = backdrop.image[x, image.height]
      let seam =
        [
          (previous.red, below.red), (previous.green, below.green), (previous.blue, below.blue),
        ].map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(seam <= 3, "\(name) in \(appearance), column \(x): a seam of \(seam)")
    }
  }
}
