import ChevGenFormat
import ChevGenGeometry
import ChevGenImage
import ChevGenStyles
import Testing

/// Where glass may be placed on its backdrop: a platter with any of it on a
/// screenshot is drawn, one wholly off is refused, and the options that place
/// a screenshot need one.
@Suite struct BackdropPlacementTests {
  let flag = { (field: RequestField) in "--" + field.rawValue }

  /// A 240 × 300 pixel screenshot at 3 pixels a point: 80 × 100 points.
  let screen = GlassBackdrop(
    image: RGBAImage(
      width: 240, height: 300, pixels: [UInt8](repeating: 200, count: 240 * 300 * 4))!,
    pixelsPerPoint: 3)

  /// The refusal of a glass circle (68 × 70 pt, its platter at 12, 8) with its
  /// art's corner at (`x`, `y`) on `backdrop`, in flags.
  func refusal(_ x: Double, _ y: Double, on backdrop: GlassBackdrop? = nil) -> String? {
    var theme = ButtonTheme.standard(for: .glass, appearance: .light)
    theme.glass = GlassLook(
      appearance: .light, backdrop: backdrop ?? screen, placement: .at(Point(x: x, y: y)),
      tone: .appearance, prominent: false)
    let art = ButtonArtFactory(style: .glass, purpose: .back, scales: [1]).art(
      labelSize: .zero, direction: .leftToRight, theme: theme)
    return (art as? GlassButton)?.placementRefusal?.text(naming: flag)
  }

  @Test func aPlatterWhollyOffTheBackdropIsRefusedWhicheverSideItLeaves() {
    let expected =
      "--backdrop-origin puts the glass platter wholly off --backdrop, whose 240 × 300 pixels "
      + "at --backdrop-scale 3 are 80 × 100 points; move it so that part of the glass platter "
      + "lies on the backdrop, or drop --backdrop-origin to centre the button"
    // The platter spans x + 12 to x + 56 and y + 8 to y + 52.
    for (x, y) in [(68.0, 0.0), (0, 92), (-56, 0), (0, -52), (1000, 1000), (5000, 3000)] {
      #expect(refusal(x, y) == expected, "\(x),\(y)")
    }
    for (x, y) in [(67.9, 0.0), (0, 91.9), (-55.9, 0), (0, -51.9), (18, 28)] {
      #expect(refusal(x, y) == nil, "\(x),\(y): part of it is on the backdrop")
    }
    #expect(refusal(5000, 5000, on: .color(.white)) == nil, "a colour is the same everywhere")
  }

  @Test func aBarWhollyOffTheBackdropIsRefusedInTheBarsWords() {
    let bar = Rect(x: 0, y: 0, width: 402, height: 54)
    #expect(
      PlacedBackdrop(screen, origin: Point(x: -402, y: 0)).refusal(.bar, at: bar)?
        .text(naming: flag)
        == "the bar at --backdrop-origin -402,0 lies wholly off --backdrop, whose 240 × 300 "
        + "pixels at --backdrop-scale 3 are 80 × 100 points; a bar lies under a 62 pt status "
        + "bar (0,62) unless --backdrop-origin moves it: give --backdrop-origin 0,0 for a "
        + "screenshot of the bar alone, or a point that puts part of the bar on the backdrop")
    #expect(PlacedBackdrop(screen, origin: Point(x: -401, y: 99)).refusal(.bar, at: bar) == nil)
  }

  @Test func theOptionsThatPlaceAScreenshotNeedOne() {
    func text(_ given: [RequestField], _ backdrops: [String]) -> String? {
      BackdropPlacement.refusal(placing: given, over: backdrops)?.text(naming: flag)
    }
    #expect(
      text([.backdropOrigin], ["#336699"])
        == "--backdrop-origin only matters over a screenshot, and --backdrop is a colour, the "
        + "same everywhere; make --backdrop a PNG screenshot or drop --backdrop-origin")
    #expect(
      text([.backdropOrigin, .backdropScale], [])
        == "--backdrop-origin and --backdrop-scale only matter over a screenshot, and --backdrop "
        + "is not given; give --backdrop, a PNG screenshot, or drop them")
    #expect(
      text([.backdropScale], ["#FFFFFF", "#000000"])
        == "--backdrop-scale only matters over a screenshot, and --backdrop is a colour for "
        + "every appearance, the same everywhere; make --backdrop a PNG screenshot or drop "
        + "--backdrop-scale")
    #expect(text([.backdropOrigin], ["#FFFFFF", "dark.png"]) == nil, "one screenshot is enough")
    #expect(text([], ["#FFFFFF"]) == nil, "nothing given, nothing refused")
  }
}
